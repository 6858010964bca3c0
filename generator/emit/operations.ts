import type {
  ImportDeclarationStructure,
  InterfaceDeclarationStructure,
  StatementStructures,
  SourceFileStructure,
} from 'ts-morph';
import { admitsXml } from '../../generated/src/runtime/vocabulary.js';
import { StructureKind, VariableDeclarationKind } from '../ts-morph.js';
import { isArgsRequired, type Area, type BodyMediaType, type Operation, type PathParam } from '../ir.js';
import { pascalCase } from '../names.js';
import { fieldsTypeName } from './fields.js';
import { descriptorName } from './entries.js';
import { locatorInputType } from './locators.js';
import { sinceTag, specText } from './text.js';
import { bodyType, locatorsOf, modelsOf, queryType, resultType, selectionOf } from './types.js';

/**
 * How an operation whose result a typed `fields` selection narrows is declared: one generic signature (what the
 * package ships), or the pair of overloads it replaced, which `npm run bench` builds to compare the two.
 */
export type Narrowing = 'generic' | 'overloads';

/** One module per area: an argument type, a descriptor and a one-line function per operation. */
export function emitAreaModule(area: Area, narrowing: Narrowing = 'generic'): SourceFileStructure {
  const statements: StatementStructures[] = [];
  const models = new Set<string>();
  const locators = new Set<string>();
  const selections = new Set<string>();
  const runtime = new Set(['request', 'type CallOptions', 'type Operation', 'type Transport']);
  // Runtime pieces that only some operations use, imported from their own modules: not public API.
  const parts = new Set<'locator' | 'csrf' | 'file' | 'subpath' | 'renamed' | 'xml'>();
  const bodies = new Set<string>();
  for (const op of area.operations) {
    modelsOf(op).forEach((m) => models.add(m));
    locatorsOf(op).forEach((l) => locators.add(l));
    const selected = selectionOf(op);
    if (selected) {
      selections.add(fieldsTypeName(selected));
      ['withFields', 'type ExactFields', 'type Selected'].forEach((r) => runtime.add(r));
    }
    if (op.returns.kind === 'binary') runtime.add('type FileResponse');
    if (takesLocator(op)) parts.add('locator');
    if (isWrite(op)) parts.add('csrf');
    if (op.returns.kind === 'binary') parts.add('file');
    if (keepsSlash(op)) parts.add('subpath');
    if (op.query.some((q) => q.wire !== q.arg)) parts.add('renamed');
    if (admitsXml(op.returns.mediaType)) parts.add('xml');
    if (op.body) bodies.add(BODY_FORMATS[op.body.mediaType]);
    if (op.returns.kind === 'object') runtime.add('type JsonObject');
    if (!hasInputs(op)) runtime.add('type NoArgs');
    statements.push(...operationStatements(op, narrowing));
  }
  return {
    kind: StructureKind.SourceFile,
    statements: [
      `// Generated from spec/areas/${area.name}.yaml by the teamcity-sdk generator. Do not edit.`,
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: '../runtime/index.js',
        namedImports: [...runtime].sort(byName),
      },
      ...(bodies.size ? [partImport('body', ...[...bodies].sort())] : []),
      ...(parts.has('locator') ? [partImport('locator', 'renderLocator')] : []),
      ...(parts.has('csrf') ? [partImport('csrf', 'addCsrf')] : []),
      ...(parts.has('file') ? [partImport('file', 'fileResult')] : []),
      ...(parts.has('subpath') ? [partImport('subpath', 'encodeSubPath')] : []),
      ...(parts.has('renamed') ? [partImport('renamed', 'renamed')] : []),
      ...(parts.has('xml') ? [partImport('xml-errors', 'xmlErrors')] : []),
      ...(models.size
        ? [
            {
              kind: StructureKind.ImportDeclaration,
              isTypeOnly: true,
              moduleSpecifier: '../models.js',
              namedImports: [...models].sort(),
            } as const,
          ]
        : []),
      ...(locators.size
        ? [
            {
              kind: StructureKind.ImportDeclaration,
              isTypeOnly: true,
              moduleSpecifier: '../locators.js',
              namedImports: [...locators].sort(),
            } as const,
          ]
        : []),
      ...(selections.size
        ? [
            {
              kind: StructureKind.ImportDeclaration,
              isTypeOnly: true,
              moduleSpecifier: '../fields.js',
              namedImports: [...selections].sort(),
            } as const,
          ]
        : []),
      ...statements,
      ...(selections.size ? [selectingInterface(area, narrowing)] : []),
      boundInterface(area, selections.size > 0),
    ],
  };
}

const partImport = (module: string, ...names: string[]): ImportDeclarationStructure => ({
  kind: StructureKind.ImportDeclaration,
  moduleSpecifier: `../runtime/${module}.js`,
  namedImports: names,
});

/** The runtime's format (runtime/body.ts) for each media type a body is sent as. */
const BODY_FORMATS: Record<BodyMediaType, string> = { 'application/json': 'jsonBody', 'text/plain': 'textBody' };

/** The name of the interface that keeps the generic signatures of an area's narrowing operations once bound. */
export const SELECTING = 'SelectingOperations';

/** Generic functions lose their type parameters through a mapped type, so the bound forms are spelled out. */
function selectingInterface(area: Area, narrowing: Narrowing): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name: SELECTING,
    isExported: true,
    docs: [
      'The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`).',
    ],
    properties: area.operations.flatMap((op) => {
      const selected = selectionOf(op);
      if (!selected) return [];
      const s = selection(op, selected);
      const args = `args${isArgsRequired(op) ? '' : '?'}`;
      return boundMembers(
        op,
        SELECTING,
        narrowing === 'generic'
          ? `<${s.typeParameter}>(${args}: ${s.genericArgs}, options?: CallOptions): ${s.result}`
          : `(${args}: ${s.plainArgs}, options?: CallOptions): ${s.plainResult}; <${s.pairParameter}>(${args}: ${s.genericArgs}, options?: CallOptions): ${s.result}`,
      );
    }),
  };
}

/**
 * An operation's members of a bound interface: its own, whose first call signature carries the operation's summary
 * and a link to its function, where the rest of its comment is written once (an editor shows a call signature's
 * comment on hover, in signature help and in completion, where it shows a property's only on hover), and one per
 * alias, typed as the same member, so its comment is that one too.
 */
function boundMembers(op: Operation, owner: string, signatures: string) {
  const comment = [sentence(doc(op.summary)), '', `@see {@link ${op.local}}`, sinceTag(op.since)].join('\n');
  return [
    { name: op.fn, type: `{\n${docComment(comment)}\n${signatures} }`, isReadonly: true },
    ...op.aliases.map((a) => ({
      name: a.fn,
      type: `${owner}['${op.fn}']`,
      isReadonly: true,
      docs: [`Same as \`${op.fn}\`.`],
    })),
  ];
}

/** The name of the interface that types an area's namespace on a client (`createClient(...).builds`). */
export const BOUND = 'BoundOperations';

/**
 * Every operation of the area as bound to a client, spelt out. A mapped type over the module (`Bound<typeof area>`)
 * gives the same members, but makes tsc resolve the whole module for each area a program touches.
 */
function boundInterface(area: Area, selecting: boolean): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name: BOUND,
    isExported: true,
    extends: selecting ? [SELECTING] : [],
    docs: [`The ${area.name} operations as bound to a client: each function without its first argument.`],
    properties: area.operations.flatMap((op) => {
      if (selectionOf(op)) return [];
      const args = `args${isArgsRequired(op) ? '' : '?'}: ${hasInputs(op) ? argsTypeName(op) : 'NoArgs'}`;
      return boundMembers(op, BOUND, `(${args}, options?: CallOptions): ${resultType(op.returns)}`);
    }),
  };
}

/**
 * The signatures of an operation whose result a `fields` selection of `model` narrows. The package's one generic
 * signature: `S` is what `fields` is given, inferred from it, `never` without one. A fields string leaves the result
 * the model as it is (`Selected`); a selection narrows it. `fields` is `S` alone, never a union with `string`, where
 * tsc would compare a selection literal with every member of `String` (measured: typed calls half as slow again).
 * `const S` keeps the selection's `true` literals without a contextual type, so the constraint names no
 * `<Model>Fields` and tsc resolves no field of the model to type the literal; `ExactFields` checks the selected keys
 * instead, and names a key the model lacks. `object` keeps a number out (`ExactFields` passes primitives through).
 * One signature gives one error per mistake; the overload pair it replaced (`overloads`, kept for the bench: one
 * with a fields string or none, one with a selection) gave two, each naming its signature in full.
 */
function selection(op: Operation, model: string) {
  const fields = fieldsTypeName(model);
  const exact = `object & ExactFields<S, ${fields}>`;
  return {
    typeParameter: `const S extends string | (${exact}) = never`,
    genericArgs: `${argsTypeName(op)}<S>`,
    result: `Promise<Selected<${op.returns.type}, S>>`,
    // The overload pair: with a fields string or none (no generic to infer), and with a selection.
    plainArgs: `${argsTypeName(op)}<string>`,
    plainResult: resultType(op.returns),
    pairParameter: `const S extends ${exact}`,
  };
}

/**
 * How a path parameter's value goes in the URL, as the runtime sends it (generated/src/runtime/request.ts): a segment
 * is percent-encoded with `:` `,` `$` `@` kept, except a locator (a `*Locator` parameter of an operation that takes
 * one), whose value goes as `$base64:...` where it holds a `/` or is a dot segment.
 */
function placement(op: Operation, p: PathParam): string {
  if (p.style === 'suffix') return 'Glued to the word before it in the path; its `/` are kept.';
  if (p.style === 'subpath') return 'A path of its own: its `/` are kept, and a leading `/` is added.';
  if (takesLocator(op) && p.name.endsWith('Locator')) {
    return 'One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`).';
  }
  return 'One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses.';
}

const byName = (a: string, b: string) => a.replace('type ', '').localeCompare(b.replace('type ', ''));

/** A spec string in a doc comment (the emitter's own words, its `@param` tags and `{@link}`s, go in as written). */
const doc = (text: string) => specText(text, 'comment');

/** A doc comment in a type written as text (a bound interface's call signature). */
const docComment = (text: string) =>
  `/**\n${text
    .split('\n')
    .map((l) => ` *${l ? ` ${l}` : ''}`)
    .join('\n')}\n */`;

/** A paragraph as lines of at most about 110 characters (a comment reads in the source too). */
function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  for (const word of paragraph.split(' ')) {
    if (lines.length && lines.at(-1)!.length + word.length < 110) lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** An input's comment from its parts, each escaped where it holds spec words (none when it has no words). */
const docLine = (parts: string[]) => {
  const text = parts.filter(Boolean).join(' ');
  return text ? [text] : [];
};

/** One line of words as a sentence. */
const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

const takesLocator = (op: Operation) => op.pathParams.some((p) => p.locator) || op.query.some((q) => q.locator);

/** Has a path parameter that keeps its `/` (`{+x}` or `{/x}`). */
const keepsSlash = (op: Operation) => op.pathParams.some((p) => p.style !== 'segment');

/** Writes need TeamCity's CSRF token under Basic auth; reads never do. */
const isWrite = (op: Operation) => op.method !== 'GET';

/** The name of an operation's argument interface (an operation without inputs takes `NoArgs` and has none). */
export const argsTypeName = (op: Operation) => `${pascalCase(op.name)}Args`;

export function hasInputs(op: Operation): boolean {
  return op.pathParams.length > 0 || op.query.length > 0 || op.body !== null;
}

function operationStatements(op: Operation, narrowing: Narrowing): StatementStructures[] {
  const out: StatementStructures[] = [];
  const args = hasInputs(op) ? argsTypeName(op) : 'NoArgs';
  const selected = selectionOf(op);
  const narrows = selected ? selection(op, selected) : null;
  if (hasInputs(op)) {
    out.push({
      kind: StructureKind.Interface,
      name: args,
      isExported: true,
      // `S`: what `fields` takes, a selection or a fields string (one of them, in a signature).
      typeParameters: selected
        ? [
            {
              name: 'S',
              constraint: `${fieldsTypeName(selected)} | string`,
              default: `${fieldsTypeName(selected)} | string`,
            },
          ]
        : [],
      docs: [`Inputs of {@link ${op.local}}.`],
      properties: [
        ...op.pathParams.map((p) => ({
          name: p.name,
          type: p.locator ? locatorInputType(p.locator) : 'string',
          docs: docLine([p.description ? sentence(doc(p.description)) : '', placement(op, p)]),
        })),
        ...op.query.map((q) => ({
          name: q.arg,
          type: selected && q.arg === 'fields' ? 'S' : queryType(q),
          hasQuestionToken: !q.required,
          docs: docLine([
            q.description ? sentence(doc(q.description)) : '',
            q.wire !== q.arg ? `Sent as the query parameter \`${doc(q.wire)}\`.` : '',
            q.default !== null ? `TeamCity's default: \`${doc(String(q.default))}\`.` : '',
          ]),
        })),
        ...(op.body
          ? [
              {
                name: 'body',
                type: bodyType(op.body),
                hasQuestionToken: !op.body.required,
                docs: docLine([
                  op.body.description ? sentence(doc(op.body.description)) : '',
                  `Sent as \`${op.body.mediaType}\`.`,
                ]),
              },
            ]
          : []),
      ],
    });
  }
  const literal = (text: string) => specText(text, 'string');
  const descriptor: string[] = [
    `id: ${literal(`${op.area}.${op.name}`)}`,
    `method: ${literal(op.method)}`,
    `path: ${literal(op.runtimePath)}`,
  ];
  // The references to runtime pieces where they repeat most alike, so gzip folds them: `subPath` after the path it is
  // for, `body` last (a createClient bundle measured 33 B smaller than with both beside the other references).
  if (keepsSlash(op)) descriptor.push('subPath: encodeSubPath');
  // The argument keys; the wire names only where they differ (few do), so most descriptors name each input once.
  if (op.query.length) descriptor.push(`query: [${op.query.map((q) => literal(q.arg)).join(', ')}]`);
  const renamed = op.query.filter((q) => q.wire !== q.arg);
  // Marked pure, so a bundler leaves the call (and the operation) out of a bundle that never uses the operation.
  if (renamed.length)
    descriptor.push(
      `wire: /*#__PURE__*/ renamed({ ${renamed.map((q) => `${literal(q.arg)}: ${literal(q.wire)}`).join(', ')} })`,
    );
  descriptor.push(`accept: ${literal(op.returns.mediaType)}`, `kind: ${literal(op.returns.kind)}`);
  if (takesLocator(op)) descriptor.push('locator: renderLocator');
  if (isWrite(op)) descriptor.push('csrf: addCsrf');
  if (op.returns.kind === 'binary') descriptor.push('file: fileResult');
  // TeamCity answers errors in the format the Accept header asks for: only these operations can get XML `<errors>`.
  if (admitsXml(op.returns.mediaType)) descriptor.push('xml: xmlErrors');
  if (op.body) descriptor.push(`body: ${BODY_FORMATS[op.body.mediaType]}`);
  out.push({
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    // Exported for the operation table (src/operations.ts); bind leaves it out of a client's namespace.
    isExported: true,
    declarations: [{ name: descriptorName(op), type: 'Operation', initializer: `{ ${descriptor.join(', ')} }` }],
  });
  const params = (argsType: string, optional: boolean) => [
    { name: 'client', type: 'Transport' },
    { name: 'args', type: argsType, hasQuestionToken: optional },
    { name: 'options', type: 'CallOptions', hasQuestionToken: true },
  ];
  const optional = !isArgsRequired(op);
  const overloads = narrows !== null && narrowing === 'overloads';
  out.push({
    kind: StructureKind.Function,
    name: op.local,
    isExported: op.local === op.fn,
    // One comment: on the function, or on its first overload (an editor shows it for the second one too).
    docs: overloads ? [] : [docOf(op)],
    overloads: overloads
      ? [
          { docs: [docOf(op)], parameters: params(narrows.plainArgs, optional), returnType: narrows.plainResult },
          {
            typeParameters: [narrows.pairParameter],
            parameters: params(narrows.genericArgs, optional),
            returnType: narrows.result,
          },
        ]
      : [],
    typeParameters: narrows && !overloads ? [narrows.typeParameter] : [],
    // async: a selection TeamCity could not read rejects the promise, as every other bad input does.
    isAsync: narrows !== null,
    parameters: [
      { name: 'client', type: 'Transport' },
      {
        name: 'args',
        type: narrows && !overloads ? narrows.genericArgs : args,
        initializer: optional ? '{}' : undefined,
      },
      { name: 'options', type: 'CallOptions', hasQuestionToken: true },
    ],
    returnType: overloads ? 'Promise<unknown>' : narrows ? narrows.result : resultType(op.returns),
    statements: narrows
      ? `return request(client, ${descriptorName(op)}, withFields(${descriptorName(op)}, args), options)${overloads ? '' : ` as ${narrows.result}`};`
      : `return request(client, ${descriptorName(op)}, args, options) as ${resultType(op.returns)};`,
  });
  const exportNames = [...(op.local !== op.fn ? [op.fn] : []), ...op.aliases.map((a) => a.fn)];
  if (exportNames.length) {
    out.push({
      kind: StructureKind.ExportDeclaration,
      namedExports: exportNames.map((name) => ({ name: op.local, alias: name })),
    });
  }
  return out;
}

/**
 * The operation's comment, written once: what it does and what a caller needs to know (the spec's words), an example
 * body and its other names. Its inputs' words are on its `Args` interface's members, where an editor shows them as
 * they are typed; where the spec's facts come from (its notes) stays in the spec.
 */
function docOf(op: Operation): string {
  const lines = [sentence(doc(op.summary))];
  for (const paragraph of op.description?.split('\n') ?? []) lines.push('', ...wrap(doc(paragraph)));
  // spec/examples.yaml
  if (op.body?.example)
    lines.push(
      '',
      'Example body:',
      '```' + (op.body.mediaType === 'text/plain' ? 'text' : 'json'),
      ...doc(op.body.example).split('\n'),
      '```',
    );
  if (op.aliases.length)
    lines.push('', `Also named ${op.aliases.map((a) => `\`${a.fn}\``).join(' and ')}: the same function.`);
  lines.push('', sinceTag(op.since));
  return lines.join('\n');
}
