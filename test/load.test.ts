// Reading the spec: the quick parse (js-yaml) against the exact one (yaml), which reports the spec's mistakes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import jsYaml from 'js-yaml';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseExact, parseQuick } from '../generator/load.js';

const root = join(import.meta.dirname, '..');
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? yamlFiles(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : []));

/** What the IR takes from a parse: the data and the lines of operations, prefixes and models. */
const kept = (f: ReturnType<typeof parseExact>) => ({ data: f.data, operationLines: f.operationLines, prefixLines: f.prefixLines, modelLines: f.modelLines });

describe('the quick parse', () => {
  it('reads every file of the real and the tiny spec as the exact parse does', () => {
    const files = [...yamlFiles(join(root, 'spec')), ...yamlFiles(join(root, 'test/fixtures/tiny-spec'))];
    expect(files.length).toBeGreaterThan(40);
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      const quick = parseQuick(path, text);
      expect(quick, path).not.toBeNull();
      expect(kept(quick!), path).toEqual(kept(parseExact(path, text)));
    }
  });

  // Spec-shaped documents in the styles YAML allows: block and flow collections, quoting, comments, blank lines.
  const scalar = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null), fc.double({ noNaN: true }));
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), scalar, { maxKeys: 3 }));
  const item = fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/), value, { minKeys: 1, maxKeys: 4 });
  const doc = fc.record(
    { operations: fc.array(item, { maxLength: 4 }), prefixes: fc.array(item, { maxLength: 2 }), models: fc.array(item, { maxLength: 3 }), area: scalar },
    { requiredKeys: [] },
  );
  const style = fc.record({ flowLevel: fc.constantFrom(-1, 1, 2, 3), indentSeq: fc.boolean(), comments: fc.boolean(), blankLines: fc.boolean() });
  // yaml writes block collections (indenting lists or not), js-yaml flow ones from a given depth.
  const render = (data: object, s: { flowLevel: number; indentSeq: boolean; comments: boolean; blankLines: boolean }) =>
    (s.flowLevel < 0 ? stringify(data, { indentSeq: s.indentSeq }) : jsYaml.dump(data, { flowLevel: s.flowLevel }))
      .split('\n')
      .flatMap((line) => [
        ...(s.blankLines && /^\s*- /.test(line) ? [''] : []),
        ...(s.comments && /^\s*- /.test(line) ? [`${line.match(/^\s*/)![0]}# a comment`] : []),
        line,
      ])
      .join('\n');

  it('reads random spec-shaped documents as the exact parse does, or declines', () => {
    let read = 0;
    fc.assert(
      fc.property(doc, style, (data, s) => {
        const text = render(data, s);
        const quick = parseQuick('x.yaml', text);
        if (quick === null) return;
        read++;
        expect(kept(quick)).toEqual(kept(parseExact('x.yaml', text)));
      }),
      { numRuns: 500 },
    );
    expect(read).toBeGreaterThan(300);
  });

  it('reads scalars as yaml reads YAML 1.2 core, and declines keys the two read apart', () => {
    const forms = ['0o17', '0x1F', '017', '1_000', '0b101', '+12', '.5', '1.', '1e3', '1E+3', '.inf', '-.Inf', '.NaN', 'yes', 'no', 'on', 'True', 'tRue',
      'null', 'Null', '~', '', '2001-12-14', '12:30:00', '-0', '-0.0', '09', '1e', '1.2.3', '<<', '0x', '-0x1', '+.inf', '9007199254740993', '-.5',
      '1__0', '0X1F', "'q'", '"\\x41"', "'it''s'", '[a, b]', '{a: 1}'];
    let read = 0;
    for (const form of forms) {
      for (const text of [`k: ${form}\n`, `${form}: k\n`, `l: [${form}]\n`]) {
        const quick = parseQuick('x.yaml', text);
        if (quick === null) continue;
        read++;
        expect(quick.data, text).toEqual(parseExact('x.yaml', text).data);
      }
    }
    expect(read).toBeGreaterThan(100);
  });

  it('declines items with an anchor, a tag or a comment before their value, and files js-yaml refuses', () => {
    const below = 'operations:\n  -\n    name: a\n';
    expect(kept(parseQuick('x.yaml', below)!)).toEqual(kept(parseExact('x.yaml', below)));
    expect(parseQuick('x.yaml', 'operations:\n  - &a { name: a }\n')).toBeNull();
    expect(parseQuick('x.yaml', 'operations:\n  - # note\n    name: a\n')).toBeNull();
    expect(parseQuick('x.yaml', 'operations: [\n')).toBeNull();
    expect(parseQuick('x.yaml', 'a: 1\na: 2\n')).toBeNull();
  });
});
