// The fast printers (generator/pretty) against prettier itself: on everything the generator makes, and on random
// TypeScript and markdown of the shapes the emitters and templates produce, with names long enough to break lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { PRETTIER_OPTIONS } from '../generator/format.js';
import { buildIr, defaultPaths, generate, type Paths } from '../generator/generate.js';
import { prettyJson } from '../generator/pretty/json.js';
import { prettyMarkdown } from '../generator/pretty/markdown.js';
import { prettyTs } from '../generator/pretty/print-ts.js';
import { structureText } from '../generator/pretty/structure.js';
import { printStructure, StructureKind, VariableDeclarationKind, type SourceFileStructure, type StatementStructures } from 'ts-morph';

const root = join(import.meta.dirname, '..');
const tiny: Paths = { root: join(root, 'test/fixtures'), spec: join(root, 'test/fixtures/tiny-spec'), templates: join(root, 'templates') };
const prettier = (text: string, parser: 'babel-ts' | 'markdown' | 'json') => format(text, { ...PRETTIER_OPTIONS, parser });

/** `fast` prints every random input as prettier does, or declines it; and declines fewer than `maxDeclined`. */
async function matchesPrettier(inputs: fc.Arbitrary<string>, fast: (text: string) => string | null, parser: 'babel-ts' | 'markdown' | 'json', runs: number, maxDeclined: number) {
  let declined = 0;
  await fc.assert(
    fc.asyncProperty(inputs, async (text) => {
      const printed = fast(text);
      if (printed === null) declined++;
      else expect(printed).toBe(await prettier(text, parser));
    }),
    { numRuns: runs },
  );
  // Declining everything would pass the property above: most of these shapes are in the printer's subset.
  expect(declined).toBeLessThan(maxDeclined);
}

describe('generation with the fast printers', () => {
  it.each([
    ['the real spec', defaultPaths(root)],
    ['the tiny spec', tiny],
  ])('gives the same bytes as prettier on every file (%s)', async (_, paths) => {
    const [fast, reference] = [await generate(paths), await generate(paths, { prettierOnly: true })];
    expect([...fast.keys()]).toEqual([...reference.keys()]);
    const differ = [...fast].filter(([path, text]) => reference.get(path) !== text).map(([path]) => path);
    expect(differ, 'files the fast printers print unlike prettier').toEqual([]);
  });

  it('keeps templates/runtime and templates/testing prettier-formatted: they are copied as they are (run prettier on them when this fails)', async () => {
    const unformatted: string[] = [];
    for (const dir of readdirSync('templates', { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'docs').map((d) => `templates/${d.name}`)) {
      for (const f of readdirSync(join(root, dir))) {
        const text = readFileSync(join(root, dir, f), 'utf8');
        if ((await prettier(text, 'babel-ts')) !== text) unformatted.push(`${dir}/${f}`);
      }
    }
    expect(unformatted).toEqual([]);
  });
});

// --- random TypeScript in the emitters' shapes (as ts-morph prints structures: four-space indent, one line each)

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with as async await implements interface let package private protected public static yield type readonly keyof'.split(' '),
);
const name = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,40}$/).filter((n) => !RESERVED.has(n));
const typeName = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,40}$/);
const literal = fc.stringMatching(/^[a-z_-]{1,30}$/).map((s) => JSON.stringify(s));
const simpleType = fc.oneof(typeName, literal, fc.constantFrom('string', 'number', 'boolean', 'true', 'never', 'unknown'));
const generic = fc.tuple(typeName, fc.array(simpleType, { minLength: 1, maxLength: 3 })).map(([n, args]) => `${n}<${args.join(', ')}>`);
const union = fc.array(fc.oneof(simpleType, generic), { minLength: 2, maxLength: 12 }).map((ts) => ts.join(' | '));
const fieldType = fc.oneof(
  simpleType,
  generic,
  union,
  fc.array(simpleType, { minLength: 2, maxLength: 4 }).map((ts) => `readonly (${ts.join(' | ')})[]`),
  fc.tuple(simpleType, typeName).map(([a, b]) => `${a} & ${b}<${a}>`),
  fc.constant('{ [key: string]: string }'),
  fc.tuple(name, typeName).map(([a, b]) => `Bound<typeof ${a}, ${a}.${b}>`),
  fc.tuple(name, typeName, simpleType).map(([k, kinds, r]) => `{ readonly [K in keyof ${kinds}]: (${k}: ${kinds}[K]) => ${r} }`),
);
// A property typed by overloaded call signatures, as the bound forms of narrowing operations are.
const callSignatures = fc
  .array(fc.tuple(fc.option(typeName, { nil: '' }), fc.array(fc.tuple(name, typeName), { minLength: 1, maxLength: 3 }), typeName), { minLength: 1, maxLength: 3 })
  .map((sigs) => `{ ${sigs.map(([tp, ps, r]) => `${tp ? `<S extends ${tp}>` : ''}(${ps.map(([n, t]) => `${n}?: ${t}`).join(', ')}): ${r}`).join('; ')} }`);
const doc = fc.option(
  fc.array(fc.stringMatching(/^[A-Za-z `{}().,]{1,100}$/), { minLength: 1, maxLength: 3 }).map((lines) =>
    lines.length === 1 ? `/** ${lines[0]} */` : `/**\n * ${lines.join('\n * ')}\n */`,
  ),
  { nil: '' },
);
const key = fc.oneof(name, fc.stringMatching(/^[a-z]{1,12}-[a-z]{1,12}$/).map((k) => JSON.stringify(k)));
const param = fc.tuple(name, fc.boolean(), fieldType.filter((t) => !t.includes('|'))).map(([n, opt, t]) => `${n}${opt ? '?' : ''}: ${t}`);
const params = fc.array(param, { maxLength: 4 });
const typeParams = fc.option(
  fc.array(fc.tuple(typeName, fc.option(typeName), fc.option(typeName)), { minLength: 1, maxLength: 2 }).map(
    (ps) => `<${ps.map(([n, c, d]) => `${n}${c ? ` extends ${c}` : ''}${d ? ` = ${d}` : ''}`).join(', ')}>`,
  ),
  { nil: '' },
);
const member = fc.oneof(
  { weight: 1, arbitrary: fc.tuple(name, callSignatures).map(([n, t]) => `readonly ${n}: ${t};`) },
  { weight: 4, arbitrary: fc.tuple(doc, fc.boolean(), key, fc.boolean(), fieldType).map(([d, ro, k, opt, t]) => `${d && `${d}\n`}${ro ? 'readonly ' : ''}${k}${opt ? '?' : ''}: ${t};`) },
  { weight: 1, arbitrary: fc.tuple(typeParams, params, fieldType).map(([tp, ps, r]) => `${tp}(${ps.join(', ')}): ${r};`) },
  { weight: 1, arbitrary: fc.tuple(name, typeParams, params, simpleType).map(([n, tp, ps, r]) => `${n}${tp}(${ps.join(', ')}): ${r};`) },
);
const members = fc.array(member, { maxLength: 5 }).map((ms) => ms.join('\n    '));
const expr: fc.Arbitrary<string> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    name,
    literal,
    fc.tuple(name, fc.array(fc.oneof(name, literal), { maxLength: 4 })).map(([f, args]) => `${f}(${args.join(', ')})`),
    fc.array(fc.array(literal, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((rows) => `[${rows.map((r) => `[${r.join(', ')}]`).join(', ')}]`),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((ps) => `{ ${ps.map(([k, v]) => `${k}: ${v}`).join(', ')} }`),
    fc.tuple(name, fc.array(fc.tuple(name, name, typeName), { maxLength: 4 })).map(
      ([spread, ps]) => `{ ...${spread}, ${ps.map(([k, a, t]) => `${k}: bind<typeof ${a}, ${a}.${t}>(${spread}, ${a})`).join(', ')} }`,
    ),
    fc.tuple(name, typeName, name, typeName).map(([p, t, f, as]) => `(${p}: ${t}): string => ${f}(${p} as ${as})`),
  ),
})).value;
const statement = fc.oneof(
  fc.tuple(fc.array(fc.tuple(fc.boolean(), name), { minLength: 1, maxLength: 8 }), name).map(
    ([specs, from]) => `import { ${specs.map(([t, n]) => `${t ? 'type ' : ''}${n}`).join(', ')} } from "./${from}.js";`,
  ),
  fc.tuple(doc, typeName, typeParams, members).map(([d, n, tp, ms]) => `${d}\nexport interface ${n}${tp} {\n    ${ms}\n}`),
  fc.tuple(doc, typeName, fc.oneof(union, fieldType)).map(([d, n, t]) => `${d}\nexport type ${n} = ${t};`),
  fc.tuple(typeName, members).map(([n, ms]) => `export type ${n} = {\n    ${ms}\n};`),
  fc.tuple(name, fc.option(typeName, { nil: '' }), expr).map(([n, t, e]) => `const ${n}${t ? `: ${t}` : ''} = ${e};`),
  fc.tuple(doc, fc.boolean(), name, typeParams, params, fc.option(fieldType.filter((t) => !t.includes('|'))), fc.option(fc.tuple(name, fc.array(name, { maxLength: 4 }), fc.option(typeName)))).map(
    ([d, exported, n, tp, ps, ret, body]) =>
      `${d}\n${exported ? 'export ' : ''}function ${n}${tp}(${ps.join(', ')})${ret ? `: ${ret}` : ''}${
        body ? ` {\n    return ${body[0]}(${body[1].join(', ')})${body[2] ? ` as ${body[2]}` : ''};\n}` : ';'
      }`,
  ),
  fc.array(fc.tuple(name, name), { minLength: 1, maxLength: 5 }).map((ps) => `export { ${ps.map(([a, b]) => `${a} as ${b}`).join(', ')} };`),
);
const program = fc.array(fc.tuple(statement, fc.boolean()), { minLength: 1, maxLength: 5 }).map((ss) => ss.map(([s, blank]) => s.trim() + (blank ? '\n' : '')).join('\n') + '\n');

describe('prettyTs', () => {
  it('prints random code of the emitted shapes as prettier does, or declines', async () => {
    await matchesPrettier(program, prettyTs, 'babel-ts', 400, 100);
  });

  it('declines what it does not know', () => {
    for (const text of ['const a = `x`;\n', 'class A {}\n', 'const a = b ? c : d;\n', 'f(x);\n', 'const a = 1; // note\n', 'const a = x.y.z(1);\n']) {
      expect(prettyTs(text), text).toBeNull();
    }
  });
});

// --- random markdown of the docs' shapes

const word = fc.stringMatching(/^[A-Za-z0-9(),.:'"/-]{1,20}$/);
const code = fc.stringMatching(/^[A-Za-z0-9 {}?:/.,=()-]{1,30}$/).filter((s) => !s.startsWith(' ') && !s.endsWith(' ')).map((s) => `\`${s}\``);
const link = fc.tuple(fc.stringMatching(/^[\w./-]{1,20}$/), fc.stringMatching(/^[\w./#-]{1,30}$/)).map(([text, url]) => `[${text}](${url})`);
const cell = fc.array(fc.oneof(word, code, link, code.map((c) => `${c}<br>${c}`)), { maxLength: 4 }).map((parts) => parts.join(' '));
const table = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 6 }))
  .chain(([columns, rows]) =>
    fc.tuple(
      fc.array(fc.constantFrom('---', ':---', '---:', ':---:', '-'), { minLength: columns, maxLength: columns }),
      fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: rows + 1, maxLength: rows + 1 }),
    ),
  )
  .map(([align, [head, ...body]]) => [`| ${head!.join(' | ')} |`, `|${align.join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n'));
const paragraph = fc.array(fc.oneof(word, code, link), { minLength: 1, maxLength: 12 }).map((ws) => ws.join(' '));
const markdown = fc
  .array(fc.oneof(table, paragraph, word.map((w) => `# ${w}`)), { minLength: 1, maxLength: 4 })
  .map((blocks) => `${blocks.join('\n\n')}\n`);

describe('prettyMarkdown', () => {
  it('prints random headings, paragraphs and tables as prettier does, or declines', async () => {
    await matchesPrettier(markdown, prettyMarkdown, 'markdown', 300, 100);
  });

  it('declines what it does not know', () => {
    for (const text of ['- a list\n', '```ts\nx\n```\n', 'a *b*\n', 'para\n| a |\n|---|\n', '| a | b |\n|---|\n']) {
      expect(prettyMarkdown(text), text).toBeNull();
    }
  });
});

// --- random ts-morph structures of the kinds the emitters build

/** Each line with its runs of white space made one space: what is left when prettier re-indents. */
const lines = (text: string) => text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());

const docs = fc.array(
  fc.oneof(fc.stringMatching(/^[A-Za-z `{}().,]{0,60}$/), fc.array(fc.stringMatching(/^[A-Za-z `.]{0,40}$/), { minLength: 2, maxLength: 4 }).map((ls) => ls.join('\n'))),
  { maxLength: 2 },
);
const tpStructure = fc.oneof(
  typeName,
  fc.record({ name: typeName, constraint: fc.option(typeName, { nil: undefined }), default: fc.option(typeName, { nil: undefined }) }),
);
const paramStructure = fc.record({
  name,
  hasQuestionToken: fc.boolean(),
  type: fc.option(fieldType, { nil: undefined }),
  initializer: fc.option(fc.constantFrom('{}', '[]', 'x'), { nil: undefined }),
});
const signature = { typeParameters: fc.array(tpStructure, { maxLength: 2 }), parameters: fc.array(paramStructure, { maxLength: 3 }), docs };
const statementStructure: fc.Arbitrary<string | StatementStructures> = fc.oneof(
  fc.constantFrom('// a comment', "export * from './x.js';", 'export { a } from "./b.js";'),
  fc.record({
    kind: fc.constant(StructureKind.ImportDeclaration as const),
    isTypeOnly: fc.boolean(),
    moduleSpecifier: name.map((n) => `./${n}.js`),
    namedImports: fc.array(fc.oneof(name, fc.record({ name, alias: fc.option(name, { nil: undefined }), isTypeOnly: fc.boolean() })), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant(StructureKind.ImportDeclaration as const), namespaceImport: name, moduleSpecifier: name.map((n) => `./${n}.js`) }),
  fc.record({
    kind: fc.constant(StructureKind.ExportDeclaration as const),
    namedExports: fc.array(fc.record({ name, alias: fc.option(name, { nil: undefined }) }), { minLength: 1, maxLength: 3 }),
    moduleSpecifier: fc.option(name.map((n) => `./${n}.js`), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant(StructureKind.Interface as const),
    name: typeName,
    isExported: fc.boolean(),
    docs,
    typeParameters: fc.array(tpStructure, { maxLength: 2 }),
    extends: fc.array(typeName, { maxLength: 2 }),
    properties: fc.array(fc.record({ name: key, isReadonly: fc.boolean(), hasQuestionToken: fc.boolean(), type: fieldType, docs }), { maxLength: 4 }),
    callSignatures: fc.array(fc.record({ ...signature, returnType: fc.option(typeName, { nil: undefined }) }), { maxLength: 2 }),
    methods: fc.array(fc.record({ name, hasQuestionToken: fc.boolean(), ...signature, returnType: fc.option(typeName, { nil: undefined }) }), { maxLength: 2 }),
  }),
  fc.record({ kind: fc.constant(StructureKind.TypeAlias as const), name: typeName, isExported: fc.boolean(), docs, type: fc.oneof(union, fieldType) }),
  fc.record({
    kind: fc.constant(StructureKind.VariableStatement as const),
    isExported: fc.boolean(),
    docs,
    declarationKind: fc.constantFrom(VariableDeclarationKind.Const, VariableDeclarationKind.Let),
    declarations: fc.array(fc.record({ name, type: fc.option(typeName, { nil: undefined }), initializer: expr }), { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant(StructureKind.Function as const),
    name,
    isExported: fc.boolean(),
    isAsync: fc.boolean(),
    ...signature,
    returnType: fc.option(typeName, { nil: undefined }),
    overloads: fc.array(fc.record({ ...signature, returnType: typeName }), { maxLength: 2 }),
    statements: fc.oneof(fc.constant('return x;'), fc.array(fc.constantFrom('const a = b;', 'return a;'), { maxLength: 3 })),
  }),
);
const sourceFile = fc.array(statementStructure, { maxLength: 6 }).map((statements): SourceFileStructure => ({ kind: StructureKind.SourceFile, statements }));

describe('structureText', () => {
  it('prints the emitted structures with the lines printStructure prints (the real and the tiny spec)', async () => {
    const { emitAreaModule } = await import('../generator/emit/operations.js');
    const { emitClient, emitIndex } = await import('../generator/emit/client.js');
    const { emitLocators } = await import('../generator/emit/locators.js');
    const { emitModels } = await import('../generator/emit/models.js');
    const { emitFields } = await import('../generator/emit/fields.js');
    for (const p of [defaultPaths(root), tiny]) {
      const api = buildIr(p);
      for (const structure of [...api.areas.map(emitAreaModule), emitClient(api), emitIndex(), emitLocators(api), emitModels(api), emitFields(api)]) {
        const printed = structureText(structure);
        expect(printed).not.toBeNull();
        expect(lines(printed!)).toEqual(lines(printStructure(structure)));
      }
    }
  });

  it('prints random structures with the lines printStructure prints, or declines', () => {
    let declined = 0;
    fc.assert(
      fc.property(sourceFile, (structure) => {
        const printed = structureText(structure);
        if (printed === null) declined++;
        else expect(lines(printed)).toEqual(lines(printStructure(structure)));
      }),
      { numRuns: 500 },
    );
    expect(declined).toBe(0);
  });

  it('declines what it does not know', () => {
    const withTrivia: SourceFileStructure = { kind: StructureKind.SourceFile, statements: [{ kind: StructureKind.TypeAlias, name: 'A', type: 'string', leadingTrivia: '// x' }] };
    const withClass: SourceFileStructure = { kind: StructureKind.SourceFile, statements: [{ kind: StructureKind.Class, name: 'A' }] };
    const withWriter: SourceFileStructure = { kind: StructureKind.SourceFile, statements: [(w) => w.write('const a = 1;')] };
    for (const structure of [withTrivia, withClass, withWriter]) expect(structureText(structure)).toBeNull();
  });
});

// --- random JSON, written with and without newlines

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.stringMatching(/^[\w ./:-]{0,40}$/),
    fc.constantFrom(true, false, null),
    fc.integer({ min: -1000, max: 1000 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.stringMatching(/^[\w./-]{1,20}$/), tie('value'), { maxKeys: 5 }),
  ),
})).value;
/** JSON.stringify's layout, with objects now and then written on one line (which prettier keeps unless too long). */
const json = fc.tuple(jsonValue, fc.infiniteStream(fc.boolean())).map(([value, oneLine]) =>
  JSON.stringify(value, null, 2).replace(/\{\n[^{}[\]]*?\}/g, (object) => (oneLine.next().value ? object.replace(/\n\s*/g, ' ') : object)) + '\n',
);

describe('prettyJson', () => {
  it('prints random JSON as prettier does, or declines', async () => {
    await matchesPrettier(json, prettyJson, 'json', 300, 75);
  });

  it('declines what it does not know', () => {
    for (const text of ['{ "a": 1.5 }\n', '[1, 2]\n', '{ "a": "é" }\n', '// c\n{}\n', '{ "a": 1, }\n']) expect(prettyJson(text), text).toBeNull();
  });
});
