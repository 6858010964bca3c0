// npm run spec:import against copies of spec/: what it adds, what it leaves alone, and that a second run is a no-op.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readDefinition } from '../scripts/spec/definition.js';
import { runImport } from '../scripts/spec/import.js';
import { buildIr } from '../generator/generate.js';
import { formatSpecError, type InvalidSpecError } from '../generator/validate.js';
import { startServer } from './helpers/server.js';
import { copiedFrom, indexReference, referenceTexts, specTexts, type SpecText } from './helpers/words-own.js';

const root = resolve(import.meta.dirname, '..');
const reference = resolve(root, '../shared/reference');
const temp = mkdtempSync(join(tmpdir(), 'spec-import-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let copies = 0;
/** A fresh copy of spec/ (as `<dir>/spec`, so its files are named as in the repository). */
function copySpec(): string {
  const dir = join(temp, `copy-${++copies}`, 'spec');
  cpSync(join(root, 'spec'), dir, { recursive: true });
  return dir;
}

/** The line of an operation's `- name:` in a spec file. */
const lineOf = (dir: string, file: string, name: string) =>
  readFileSync(join(dir, file), 'utf8').split('\n').indexOf(`  - name: ${name}`) + 1;

/** Every file below `dir` by relative path, with its text. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else files.set(relative(dir, join(d, e.name)), readFileSync(join(d, e.name), 'utf8'));
    }
  };
  walk(dir);
  return files;
}

type Yaml = Record<string, unknown> & { operations?: unknown[]; models?: unknown[] };
type Locators = { inputs: { path: Record<string, string>; operations: Record<string, unknown> } } & Record<
  string,
  unknown
>;

/** What was there before is still there, as it was: list items in place, map entries unchanged. */
function expectKept(before: Map<string, string>, after: Map<string, string>) {
  for (const [file, text] of before) {
    if (!file.endsWith('.yaml')) continue;
    const was = parse(text) as Yaml;
    const now = parse(after.get(file)!) as Yaml;
    if (file === 'examples.yaml') {
      expect(now, file).toEqual(was);
      continue;
    }
    if (file === 'locators.yaml') {
      const [w, n] = [was as Locators, now as Locators];
      expect([n.enums, n.kinds], file).toEqual([w.enums, w.kinds]);
      expect(n.inputs.path, file).toMatchObject(w.inputs.path);
      expect(n.inputs.operations, file).toMatchObject(w.inputs.operations);
      continue;
    }
    for (const list of ['operations', 'models'] as const) {
      if (was[list]) expect(now[list]!.slice(0, was[list].length), `${file} ${list}`).toEqual(was[list]);
    }
    const rest = (y: Yaml) => ({ ...y, operations: undefined, models: undefined });
    expect(rest(now), file).toEqual(rest(was));
  }
}

/** The texts of what an import added (operations and models after those a file had, every item of a new file). */
function addedTexts(before: Map<string, string>, after: Map<string, string>): SpecText[] {
  return [...after].flatMap(([file, text]) => {
    if (!file.endsWith('.yaml')) return [];
    const was = before.has(file) ? (parse(before.get(file)!) as Yaml) : {};
    const now = parse(text) as Yaml;
    // examples.yaml's `operations` is a map of examples, not operations.
    return (['operations', 'models'] as const).flatMap((list) =>
      Array.isArray(now[list])
        ? now[list].slice(was[list]?.length ?? 0).flatMap((item) => [...specTexts([item], file, [list])])
        : [],
    );
  });
}

/** The added texts that are a definition's words: equal to one of its sentences, or copying most of one. */
function copiedTexts(definition: unknown, before: Map<string, string>, after: Map<string, string>): string[] {
  const sentences = [...referenceTexts(definition)];
  const ref = indexReference(sentences);
  return addedTexts(before, after)
    .filter(({ text }) => sentences.includes(text) || copiedFrom(text, ref) !== undefined)
    .map(({ file, at, text }) => `${file} ${at}: ${text}`);
}

/** Method and path shape of every route the generated client has (independent of the importer's own reading). */
function clientRoutes(): Set<string> {
  const ops = JSON.parse(readFileSync(join(root, 'generated/operations.json'), 'utf8')) as {
    method: string;
    path: string;
  }[];
  return new Set(ops.map((o) => `${o.method} ${o.path.replace(/\{[^}]*\}/g, '{}')}`));
}

const haveReference = existsSync(join(reference, 'teamcity-swagger-2025.x.json'));
if (!haveReference)
  console.warn(`spec-import: the reference runs are skipped, ../shared/reference is absent (${reference})`);

(haveReference ? describe : describe.skip)('importing the reference definitions', () => {
  it('2025.x: the committed spec has every route already, so an import changes no byte', async () => {
    const dir = copySpec();
    const before = snapshot(dir);
    expect(await runImport(join(reference, 'teamcity-swagger-2025.x.json'), dir)).toEqual({ added: 0, changed: [] });
    expect(snapshot(dir)).toEqual(before);
  });

  it('2018.1: adds the routes the spec lacks, keeps everything it had, and a second run changes nothing', async () => {
    const file = join(reference, 'teamcity-swagger-2018.1-dohq.json');
    const paths = (JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, object> }).paths;
    const have = clientRoutes();
    const lacking = Object.entries(paths)
      .flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p.replace(/\{[^}]*\}/g, '{}')}`))
      .filter((r) => !have.has(r));
    expect(lacking.length).toBeGreaterThan(0);

    const dir = copySpec();
    const before = snapshot(dir);
    const first = await runImport(file, dir);
    const after = snapshot(dir);
    expect(first.added).toBe(lacking.length);
    expectKept(before, after);
    const added = [...after]
      .filter(([f]) => f.startsWith('areas/'))
      .flatMap(([, text]) => (parse(text) as Yaml).operations!);
    const routes = added.map((o) => o as { method: string; path: string; from: string; note: string });
    expect(
      routes
        .filter((o) => lacking.includes(`${o.method} ${o.path.replace(/\{[^}]*\}/g, '{}')}`))
        .map((o) => [o.from, o.note.startsWith('Imported from teamcity-swagger-2018.1-dohq.json (operationId ')]),
    ).toEqual(lacking.map(() => ['reference', true]));

    // Nothing it added says what the definition says in its words.
    expect(copiedTexts(JSON.parse(readFileSync(file, 'utf8')), before, after)).toEqual([]);

    expect(await runImport(file, dir)).toEqual({ added: 0, changed: [] });
    expect(snapshot(dir)).toEqual(after);
  });
});

/** A small definition that exercises naming, new areas, models and locator kinds. */
const SYNTHETIC = {
  swagger: '2.0',
  info: { version: 'test' },
  paths: {
    '/app/rest/users/{userLocator}/gadget': {
      get: {
        operationId: 'serveUser',
        parameters: [{ name: 'userLocator', in: 'path', required: true, type: 'string', format: 'UserLocator' }],
        responses: { default: {} },
      },
      post: {
        operationId: 'serveUser',
        parameters: [{ name: 'userLocator', in: 'path', required: true, type: 'string' }],
        responses: { default: {} },
      },
    },
    // The spec has this route with another placeholder name: not imported.
    '/app/rest/users/{who}': { get: { operationId: 'whoever', responses: { default: {} } } },
    '/app/rest/widgetBoxes/{widgetBoxLocator}': {
      get: {
        operationId: 'getWidgetBoxByXMLName',
        summary: 'Get the widget box by its XML name.',
        description: 'Returns the widget box that the given locator matches, with all of the widgets it holds.',
        produces: ['application/json'],
        parameters: [
          {
            name: 'widgetBoxLocator',
            in: 'path',
            required: true,
            type: 'string',
            description: 'The widget box to return.',
          },
          { name: 'locator', in: 'query', type: 'string', format: 'BuildLocator' },
          {
            name: 'includeAll',
            in: 'query',
            type: 'boolean',
            default: false,
            description: 'Whether the hidden widgets of the box are returned as well as the visible ones.',
          },
          { name: 'tag', in: 'query', type: 'array', items: { type: 'string' } },
        ],
        responses: { '200': { schema: { $ref: '#/definitions/widgetBox' } } },
      },
      put: {
        operationId: 'setWidgetBox',
        consumes: ['text/plain'],
        produces: ['text/plain'],
        parameters: [
          { name: 'widgetBoxLocator', in: 'path', required: true, type: 'string' },
          {
            in: 'body',
            name: 'body',
            required: true,
            schema: { type: 'string' },
            description: 'The new name of the box.',
          },
        ],
        responses: { '200': { schema: { type: 'string' } } },
      },
    },
  },
  definitions: {
    widgetBox: {
      description: 'A box of widgets.',
      'x-is-list': true,
      properties: {
        count: { type: 'integer', format: 'int32' },
        nextHref: { type: 'string' },
        prevHref: { type: 'string' },
        widget: {
          type: 'array',
          items: { $ref: '#/definitions/Widget' },
          description: 'The widgets that this box holds, in the order in which they were added to it.',
        },
        owner: { $ref: '#/definitions/user' },
      },
    },
    Widget: {
      description: 'A widget that can be put in a box, on its own or together with others.',
      properties: {
        size: { type: 'number', description: 'The size of the widget.' },
        kind: { type: 'string', enum: ['a', 'b'] },
        props: { type: 'object' },
      },
    },
    user: { properties: { id: { type: 'integer' } } },
  },
};

describe('importing a definition', () => {
  const file = join(temp, 'synthetic.json');
  writeFileSync(file, JSON.stringify(SYNTHETIC));

  it('names, places and types what it adds, the same way every time', async () => {
    const [a, b] = [copySpec(), copySpec()];
    // Marked as the version it is told: what it adds exists since then.
    const result = await runImport(file, a, '2023.11');
    expect(result).toEqual({
      added: 4,
      changed: ['areas/users.yaml', 'areas/widgetBoxes.yaml', 'models/imported.yaml', 'locators.yaml'],
    });
    await runImport(file, b, '2023.11');
    expect(snapshot(b)).toEqual(snapshot(a));

    const users = (parse(readFileSync(join(a, 'areas/users.yaml'), 'utf8')) as Yaml).operations!.slice(-2);
    // serve_user and its alias get_user are taken: the first free numbered name, then the next.
    expect(users.map((o) => (o as { name: string }).name)).toEqual(['serve_user_0', 'serve_user_1']);

    const text = readFileSync(join(a, 'areas/widgetBoxes.yaml'), 'utf8');
    expect(text).toBe(`# yaml-language-server: $schema=../schema/area.schema.json
# Widget boxes: imported by npm run spec:import from synthetic.json.
# Schema and the meaning of "from": spec/README.md.
area: widgetBoxes
title: Widget boxes
base: /app/rest/widgetBoxes
operations:
  - name: get_widget_box_by_xml_name
    summary: "TODO: say what this operation does"
    from: reference
    method: GET
    path: /app/rest/widgetBoxes/{widgetBoxLocator}
    pathParams: [widgetBoxLocator]
    query:
      - { name: locator, wire: locator, type: string, required: false }
      - { name: include_all, wire: includeAll, type: boolean, required: false }
      - { name: tag, wire: tag, type: "string[]", required: false }
    returns: { type: WidgetBox, kind: json, mediaType: application/json }
    note: "Imported from synthetic.json (operationId getWidgetBoxByXMLName)."
    since: "2023.11"
  - name: set_widget_box
    summary: "TODO: say what this operation does"
    from: reference
    method: PUT
    path: /app/rest/widgetBoxes/{widgetBoxLocator}
    pathParams: [widgetBoxLocator]
    body: { type: string, mediaType: text/plain, required: true }
    returns: { type: string, kind: string, mediaType: text/plain }
    note: "Imported from synthetic.json (operationId setWidgetBox)."
    since: "2023.11"
`);

    const models = (parse(readFileSync(join(a, 'models/imported.yaml'), 'utf8')) as Yaml).models!.slice(-2);
    // `user` is the spec's User (same wire name); `widgetBox` and `Widget` are new.
    expect(models).toEqual([
      {
        name: 'WidgetBox',
        wire: 'widgetBox',
        from: 'swagger-2025',
        note: 'Imported from synthetic.json.',
        collection: { item: 'widget', paged: true },
        properties: [
          { name: 'count', type: 'int32', since: '2023.11' },
          { name: 'nextHref', type: 'string', since: '2023.11' },
          { name: 'prevHref', type: 'string', since: '2023.11' },
          { name: 'widget', type: 'Widget[]', since: '2023.11' },
          { name: 'owner', type: 'User', since: '2023.11' },
        ],
      },
      {
        name: 'Widget',
        wire: 'Widget',
        from: 'swagger-2025',
        note: 'Imported from synthetic.json.',
        properties: [
          { name: 'size', type: 'double', since: '2023.11' },
          { name: 'kind', type: 'string', enum: ['a', 'b'], since: '2023.11' },
          { name: 'props', type: 'map', since: '2023.11' },
        ],
      },
    ]);

    const locators = parse(readFileSync(join(a, 'locators.yaml'), 'utf8')) as Locators;
    // No format and no kind of that name: untyped; the query locator takes its format's kind.
    expect(locators.inputs.path.widgetBoxLocator).toBe('untyped');
    expect(locators.inputs.operations['widgetBoxes.get_widget_box_by_xml_name']).toEqual({ locator: 'Build' });
  });
  it('copies no words of the definition: its summaries, descriptions and docs are left for a person to write', async () => {
    const dir = copySpec();
    const before = snapshot(dir);
    await runImport(file, dir);
    expect(copiedTexts(SYNTHETIC, before, snapshot(dir))).toEqual([]);
  });

  it('writes a placeholder summary the generator refuses, so that no operation comes in without words', async () => {
    const dir = copySpec();
    await runImport(file, dir);
    // Untold, it marks what it adds as of the newest version the spec knows.
    expect(readFileSync(join(dir, 'areas/widgetBoxes.yaml'), 'utf8')).toContain('    since: "2025.x"\n');
    const paths = { root: dirname(dir), spec: dir, templates: join(root, 'templates'), out: join(root, 'generated') };
    const refused = (() => {
      try {
        buildIr(paths);
      } catch (e) {
        return (e as InvalidSpecError).errors.map(formatSpecError);
      }
      return [];
    })();
    const placeholder = 'summary is the placeholder spec:import writes: say what the operation does';
    const numbered = 'a numbered name needs an alias that says what the operation does';
    expect(refused).toEqual([
      `spec/areas/users.yaml:${lineOf(dir, 'areas/users.yaml', 'serve_user_0')} users.serve_user_0: ${placeholder}`,
      `spec/areas/users.yaml:${lineOf(dir, 'areas/users.yaml', 'serve_user_0')} users.serve_user_0: ${numbered}`,
      `spec/areas/users.yaml:${lineOf(dir, 'areas/users.yaml', 'serve_user_1')} users.serve_user_1: ${placeholder}`,
      `spec/areas/users.yaml:${lineOf(dir, 'areas/users.yaml', 'serve_user_1')} users.serve_user_1: ${numbered}`,
      `spec/areas/widgetBoxes.yaml:8 widgetBoxes.get_widget_box_by_xml_name: ${placeholder}`,
      `spec/areas/widgetBoxes.yaml:${lineOf(dir, 'areas/widgetBoxes.yaml', 'set_widget_box')} widgetBoxes.set_widget_box: ${placeholder}`,
      // The words of the inputs a name cannot say (an untyped locator, a text body) are asked for at once.
      "spec/areas/widgetBoxes.yaml:8 widgetBoxes.get_widget_box_by_xml_name: path parameter widgetBoxLocator needs words: say what it is in the operation's inputs",
      `spec/areas/widgetBoxes.yaml:${lineOf(dir, 'areas/widgetBoxes.yaml', 'set_widget_box')} widgetBoxes.set_widget_box: path parameter widgetBoxLocator needs words: say what it is in the operation's inputs`,
      `spec/areas/widgetBoxes.yaml:${lineOf(dir, 'areas/widgetBoxes.yaml', 'set_widget_box')} widgetBoxes.set_widget_box: the text body needs words: say what it is in the operation's inputs`,
    ]);
    // Summaries written: the inputs' words are still missing; once they are there too, the generator takes the spec.
    const words = (area: string, edit: (text: string) => string) =>
      writeFileSync(join(dir, area), edit(readFileSync(join(dir, area), 'utf8')));
    let n = 0;
    const said = (text: string) =>
      text.replace(/summary: "TODO: say what this operation does"/g, () => `summary: Do imported thing ${++n}`);
    words('areas/users.yaml', (t) => said(t).replace(/(  - name: serve_user_(\d)\n)/g, '$1    aliases: [gadget_$2]\n'));
    words('areas/widgetBoxes.yaml', said);
    const missing = (() => {
      try {
        buildIr(paths);
      } catch (e) {
        return (e as InvalidSpecError).errors.map((x) => x.message);
      }
      return [];
    })();
    expect(missing).toEqual([
      "path parameter widgetBoxLocator needs words: say what it is in the operation's inputs",
      "path parameter widgetBoxLocator needs words: say what it is in the operation's inputs",
      "the text body needs words: say what it is in the operation's inputs",
    ]);
    words('areas/widgetBoxes.yaml', (t) =>
      t
        .replace(
          '    returns: { type: WidgetBox,',
          '    inputs: { widgetBoxLocator: Which box }\n    returns: { type: WidgetBox,',
        )
        .replace(
          '    returns: { type: string,',
          '    inputs: { widgetBoxLocator: Which box, body: The text }\n    returns: { type: string,',
        ),
    );
    expect(
      buildIr(paths)
        .areas.find((a) => a.name === 'widgetBoxes')!
        .operations.map((op) => op.summary),
    ).toEqual(['Do imported thing 3', 'Do imported thing 4']);
  });

  it('puts the spec back when what it would write is not a valid spec', async () => {
    const clash = join(temp, 'clash.json');
    // The path parameter and the query input would be the same argument: the spec refuses that.
    const op = {
      operationId: 'getClash',
      parameters: [
        { name: 'fields', in: 'path', required: true, type: 'string' },
        { name: 'fields', in: 'query', type: 'string' },
      ],
      responses: { default: {} },
    };
    writeFileSync(
      clash,
      JSON.stringify({ swagger: '2.0', paths: { '/app/rest/clashes/{fields}': { get: op } }, definitions: {} }),
    );
    const dir = copySpec();
    const before = snapshot(dir);
    await expect(runImport(clash, dir)).rejects.toThrow(/argument fields is used twice/);
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('reading a server definition', () => {
  it('fetches /app/rest/swagger.json from TEAMCITY_URL with the token, and never shows a credential', async () => {
    const server = await startServer((req, res) => {
      const ok = req.headers.authorization === 'Bearer s3cret-token';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(ok ? JSON.stringify(SYNTHETIC) : '{}');
    });
    try {
      const def = await readDefinition(undefined, { TEAMCITY_URL: `${server.url}/`, TEAMCITY_TOKEN: 's3cret-token' });
      expect([def.label, server.requests[0]!.url, Object.keys(def.swagger.paths).length]).toEqual([
        `${server.url}/app/rest/swagger.json`,
        '/app/rest/swagger.json',
        3,
      ]);
      const refused = await readDefinition(undefined, {
        TEAMCITY_URL: server.url,
        TEAMCITY_TOKEN: 'wrong-token',
      }).catch((e: Error) => e);
      expect(String(refused)).toContain('answered 401');
      const withPassword = `${server.url.replace('//', '//admin:pa55word@')}/app/rest/swagger.json`;
      const basic = await readDefinition(withPassword, {}).catch((e: Error) => e);
      expect(server.requests.at(-1)!.headers.authorization).toBe(
        `Basic ${Buffer.from('admin:pa55word').toString('base64')}`,
      );
      for (const shown of [String(refused), String(basic), JSON.stringify(basic), (basic as Error).stack ?? '']) {
        expect(shown).not.toMatch(/s3cret|wrong-token|pa55word|YWRtaW46cGE1NXdvcmQ/);
      }
    } finally {
      await server.close();
    }
  });

  it('follows no redirect, so the credentials never go to another origin', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(302, { location: 'http://localhost:9/app/rest/swagger.json' });
      res.end();
    });
    try {
      const e = await readDefinition(`${server.url}/app/rest/swagger.json`, { TEAMCITY_TOKEN: 's3cret-token' }).catch(
        (x: Error) => x,
      );
      expect(String(e)).toContain(`${server.url}/app/rest/swagger.json: fetch failed`);
      expect(`${String(e)} ${(e as Error).stack}`).not.toContain('s3cret-token');
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('refuses what is not a swagger 2.0 definition', async () => {
    const file = join(temp, 'openapi3.json');
    writeFileSync(file, JSON.stringify({ openapi: '3.0.0', paths: {} }));
    await expect(readDefinition(file)).rejects.toThrow(/not a swagger 2\.0 definition/);
  });
});

describe('hostile names in a definition (issue 20): refused with a message, nothing written', () => {
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
