import { StructureKind, VariableDeclarationKind, type SourceFileStructure } from 'ts-morph';
import type { Api, Operation } from '../ir.js';
import { descriptorName, tableEntries, type TableEntry } from './entries.js';
import { specText } from './text.js';

/**
 * src/operations.ts: the operation ids as a union, and the table with each operation's descriptor, imported from
 * the area modules (so a program that imports one operation from its area leaves the table out).
 */
export function emitOperationTable(api: Api): SourceFileStructure {
  const entries = tableEntries(api);
  const ops = api.areas.flatMap((a) => a.operations);
  // JSON with the descriptor added: prettier gives it TypeScript's quoting.
  const models = [
    ...new Set(
      ops.flatMap((op) => [
        ...(op.returns.kind === 'json' ? [op.returns.type] : []),
        ...(op.body && op.body.type !== 'string' ? [op.body.type] : []),
      ]),
    ),
  ].sort();
  const literal = (e: TableEntry, i: number) =>
    `${JSON.stringify(e).slice(0, -1)}, op: ${e.area}.${descriptorName(ops[i]!)} }`;
  return {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/areas/*.yaml by the teamcity-sdk generator. Do not edit.',
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: './runtime/entry.js',
        namedImports: [{ name: 'OperationEntry', alias: 'Entry' }],
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
            initializer: `[${entries.map(literal).join(', ')}]`,
          },
        ],
      },
    ],
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
