import type { SourceFileStructure, VariableStatementStructure } from 'ts-morph';
import { StructureKind, VariableDeclarationKind } from '../ts-morph.js';
import type { Api, Operation } from '../ir.js';
import type { TableRow } from '../../generated/src/runtime/entry.js';
import { camelCase } from '../names.js';
import { descriptorName, tableEntries, type TableEntry } from './entries.js';
import { specText } from './text.js';

/**
 * src/operations.ts: the operation ids as a union, and the table with each operation's descriptor, imported from
 * the area modules (so a program that imports one operation from its area leaves the table out). In pieces, printed
 * and formatted each on its own (generate.ts's addEmittedPieces): the head, each area's rows, the table; an edit of
 * one area's words changes its rows only, so only they are printed and formatted again.
 */
export function emitOperationTable(api: Api): SourceFileStructure[] {
  const entries = tableEntries(api);
  const ops = api.areas.flatMap((a) => a.operations);
  const models = [
    ...new Set(
      ops.flatMap((op) => [
        ...(op.returns.kind === 'json' ? [op.returns.type] : []),
        ...(op.body && op.body.type !== 'string' ? [op.body.type] : []),
      ]),
    ),
  ].sort();
  const rows = entries.map((e, i) => rowOf(e, ops[i]!));
  // An input many operations take alike (the `fields` query, a `btLocator` path parameter) is written once, as a
  // constant the rows name.
  const shared = new Map([
    ...sharedInputs(
      rows.flatMap((r) => r.pathParams ?? []),
      'Param',
    ),
    ...sharedInputs(
      rows.flatMap((r) => r.query ?? []),
      'Query',
    ),
  ]);
  // JSON is a JavaScript expression, its strings escaped; prettier gives it TypeScript's quoting.
  const value = (v: unknown) => JSON.stringify(v);
  const input = (v: unknown) => shared.get(JSON.stringify(v))?.name ?? value(v);
  const literal = (row: Row, i: number) =>
    `{ ${[
      ...Object.entries(row).map(
        ([k, v]) =>
          `${k}: ${k === 'query' || k === 'pathParams' ? `[${(v as unknown[]).map(input).join(', ')}]` : value(v)}`,
      ),
      `op: ${entries[i]!.area}.${descriptorName(ops[i]!)}`,
    ].join(', ')} }`;
  const indexed = rows.map((row, i) => ({ row, i }));
  const rowsName = (area: string) => `${area}Rows`;
  const areaRows = api.areas.map((a): SourceFileStructure => ({
    kind: StructureKind.SourceFile,
    statements: [
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [
          {
            name: rowsName(a.name),
            type: 'TableRow<OperationId>[]',
            initializer: `[${indexed
              .filter(({ i }) => entries[i]!.area === a.name)
              .map(({ row, i }) => literal(row, i))
              .join(', ')}]`,
          },
        ],
      },
    ],
  }));
  const table: SourceFileStructure = {
    kind: StructureKind.SourceFile,
    statements: [
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        isExported: true,
        docs: [
          'Every operation, in spec order: what the client, `operations.json`, the fake TeamCity and the CLI read.',
        ],
        declarations: [
          {
            name: 'operations',
            type: 'readonly OperationEntry[]',
            // Pure: a program that imports the package's root without the table leaves the table out.
            initializer: `/* @__PURE__ */ operationTable<OperationId>([${api.areas.map((a) => `...${rowsName(a.name)}`).join(', ')}])`,
          },
        ],
      },
    ],
  };
  const head: SourceFileStructure = {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/areas/*.yaml by the teamcity-sdk generator. Do not edit.',
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './runtime/entry.js',
        namedImports: [
          { name: 'OperationEntry', alias: 'Entry', isTypeOnly: true },
          { name: 'operationTable' },
          { name: 'PathParam', isTypeOnly: true },
          { name: 'QueryRow', isTypeOnly: true },
          { name: 'TableRow', isTypeOnly: true },
        ],
      },
      ...api.areas.map(
        (a) =>
          ({
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: `./areas/${a.name}.js`,
            namespaceImport: a.name,
          }) as const,
      ),
      ...(models.length
        ? [
            {
              kind: StructureKind.ImportDeclaration,
              isTypeOnly: true,
              moduleSpecifier: './models.js',
              namedImports: models.map((name) => ({ name })),
            } as const,
          ]
        : []),
      {
        kind: StructureKind.TypeAlias,
        name: 'OperationId',
        isExported: true,
        docs: ['Every operation of the client, as `area.seed_name`.'],
        type: entries.map((e) => specText(e.id, 'string')).join(' | '),
      },
      {
        kind: StructureKind.Interface,
        name: 'OperationEntry',
        isExported: true,
        extends: ['Entry<OperationId>'],
        docs: [
          'One operation in the table: its names, method, path, inputs and result, and the descriptor its function sends.',
        ],
      },
      {
        kind: StructureKind.Interface,
        name: 'OperationShapes',
        isExported: true,
        docs: [
          'Each operation as a server sees it: its path parameters, its query parameters by wire name (text, as received), its body ' +
            'and its result (a model, text, nothing, file content or a JSON object). The fake TeamCity types `fake.use` handlers with it.',
        ],
        properties: ops.map((op, i) => ({ name: specText(entries[i]!.id, 'string'), type: shapeOf(op) })),
      },
      ...[...shared].map(([json, { name, type }]): VariableStatementStructure => ({
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name, type, initializer: json }],
      })),
    ],
  };
  return [head, ...areaRows, table];
}

/** How many times the table takes an input alike before it writes it once, as a constant. */
const SHARED_INPUT_USES = 3;

/**
 * The inputs taken alike at least `SHARED_INPUT_USES` times, by their JSON: the constant's name (`fieldsQuery`,
 * `btLocatorParam`, numbered where two differ) and type.
 */
function sharedInputs(inputs: { name: string }[], suffix: 'Query' | 'Param') {
  const uses = new Map<string, { name: string; n: number }>();
  for (const input of inputs) {
    const json = JSON.stringify(input);
    uses.set(json, { name: input.name, n: (uses.get(json)?.n ?? 0) + 1 });
  }
  const names = new Set<string>();
  const shared: [string, { name: string; type: 'QueryRow' | 'PathParam' }][] = [];
  for (const [json, { name, n }] of uses) {
    if (n < SHARED_INPUT_USES) continue;
    // A spec name may hold characters an identifier cannot (`-`, `.`).
    const base = `${camelCase(name).replace(/[^\w$]/g, '_')}${suffix}`.replace(/^\d/, '_$&');
    let unique = base;
    for (let k = 2; names.has(unique); k++) unique = `${base}${k}`;
    names.add(unique);
    shared.push([json, { name: unique, type: suffix === 'Query' ? 'QueryRow' : 'PathParam' }]);
  }
  return shared;
}

/** An entry as the table writes it: what `operationTable` (generated/src/runtime/entry.ts) fills in left out. */
type Row = Omit<TableRow, 'op'>;

function rowOf(e: TableEntry, op: Operation): Row {
  return {
    id: e.id,
    ...(e.aliases.length ? { aliases: e.aliases } : {}),
    ...(e.docName !== e.fn ? { docName: e.docName } : {}),
    ...(e.path !== op.runtimePath ? { path: e.path } : {}),
    ...(e.pathParams.length ? { pathParams: e.pathParams } : {}),
    ...(e.query.length
      ? {
          query: e.query.map(({ arg: _, wire: _w, name, type, required, ...rest }) => ({
            name,
            ...(type !== 'string' ? { type } : {}),
            ...(required ? { required } : {}),
            ...rest,
          })),
        }
      : {}),
    ...(e.body
      ? {
          body: {
            type: e.body.type,
            ...(e.body.required ? { required: true } : {}),
            ...(e.body.description ? { description: e.body.description } : {}),
          },
        }
      : {}),
    ...(e.returns.kind === 'json' ? { returns: e.returns.type } : {}),
    from: e.from,
    since: e.since,
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
  };
}

const RESULT_SHAPE: Record<string, string> = {
  string: 'string',
  void: 'void',
  binary: 'Uint8Array | string',
  object: 'Record<string, unknown>',
};

/** `{ params; query; body; result }` of one operation, as `OperationShapes` holds it. */
function shapeOf(op: Operation): string {
  const key = (name: string) => specText(name, 'string');
  const params = op.pathParams.map((p) => `${key(p.name)}: string`).join('; ');
  const seen = new Set<string>();
  const query = op.query
    .filter((q) => !seen.has(q.wire) && seen.add(q.wire))
    .map((q) => `${key(q.wire)}${q.required ? '' : '?'}: ${q.type === 'string[]' ? 'string[]' : 'string'}`)
    .join('; ');
  const body = op.body
    ? `${op.body.type === 'string' ? 'string' : op.body.type}${op.body.required ? '' : ' | undefined'}`
    : 'undefined';
  const result = op.returns.kind === 'json' ? op.returns.type : RESULT_SHAPE[op.returns.kind]!;
  return `{ params: { ${params} }; query: { ${query} }; body: ${body}; result: ${result} }`;
}
