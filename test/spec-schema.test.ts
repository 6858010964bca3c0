// The JSON Schemas of spec/schema/ (generator/json-schema.ts), as an editor's YAML language server uses them: every
// spec file's first line points at its kind's schema, every file passes it, and a misspelt key is refused, named.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';

const root = join(import.meta.dirname, '..');
const spec = join(root, 'spec');
const yamlIn = (dir: string) =>
  readdirSync(join(spec, dir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(spec, dir, f));
const files = [...yamlIn(''), ...yamlIn('areas'), ...yamlIn('models')];

// strict: a schema keyword ajv does not know fails the test; a union type (`default`: text or a number) is plain JSON Schema.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
/** The schema a spec file's first line names, resolved from the file's folder as the editor does. */
function schemaOf(file: string) {
  const named = /^# yaml-language-server: \$schema=(\S+)$/.exec(readFileSync(file, 'utf8').split('\n', 1)[0]!)?.[1];
  if (named === undefined) throw new Error(`${file}: no schema line`);
  const path = resolve(dirname(file), named);
  return {
    path,
    validate:
      ajv.getSchema(path) ??
      (ajv.addSchema(JSON.parse(readFileSync(path, 'utf8')) as object, path), ajv.getSchema(path)!),
  };
}
const shown = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map(
    (e) =>
      `${e.instancePath} ${e.message}${e.keyword === 'additionalProperties' ? ` ${String(e.params.additionalProperty)}` : ''}`,
  );

describe('spec/schema/', () => {
  it('is named by the first line of every spec file, and every spec file passes its schema', () => {
    const kinds = new Set<string>();
    for (const file of files) {
      const { path, validate } = schemaOf(file);
      expect(path.startsWith(join(spec, 'schema/')), file).toBe(true);
      kinds.add(path);
      expect(validate(parse(readFileSync(file, 'utf8'))) ? [] : shown(validate.errors), file).toEqual([]);
    }
    // Every schema the generator writes is some file's.
    expect([...kinds].sort()).toEqual(
      readdirSync(join(spec, 'schema'))
        .map((f) => join(spec, 'schema', f))
        .sort(),
    );
  });

  it("refuses a misspelt key in an operation, naming it, and a wrong value, with the key's words to show", () => {
    const file = join(spec, 'areas/builds.yaml');
    const { validate } = schemaOf(file);
    const doc = parseDocument(readFileSync(file, 'utf8'));
    const first = doc.getIn(['operations', 0]) as {
      get(k: string): unknown;
      set(k: string, v: unknown): void;
      delete(k: string): void;
    };
    const summary = first.get('summary');
    first.delete('summary');
    first.set('sumary', summary);
    first.set('method', 'PATCH');
    expect(validate(doc.toJS())).toBe(false);
    expect(shown(validate.errors)).toEqual([
      "/operations/0 must have required property 'summary'",
      '/operations/0 must NOT have additional properties sumary',
      '/operations/0/method must be equal to one of the allowed values',
    ]);
    // What the editor shows on hover: the key's words from generator/schema.ts.
    const schema = JSON.parse(readFileSync(schemaOf(file).path, 'utf8')) as {
      properties: { operations: { items: { properties: Record<string, { description?: string }> } } };
    };
    expect(schema.properties.operations.items.properties.summary!.description).toMatch(/^What the operation does/);
  });
});
