import { StructureKind, VariableDeclarationKind, type SourceFileStructure } from 'ts-morph';
import type { Api } from '../ir.js';
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
  const literal = (e: TableEntry, i: number) => `${JSON.stringify(e).slice(0, -1)}, op: ${e.area}.${descriptorName(ops[i]!)} }`;
  return {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/areas/*.yaml by the teamcity-sdk generator. Do not edit.',
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: './runtime/entry.js', namedImports: [{ name: 'OperationEntry', alias: 'Entry' }] },
      ...api.areas.map((a) => ({ kind: StructureKind.ImportDeclaration, moduleSpecifier: `./areas/${a.name}.js`, namespaceImport: a.name }) as const),
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
        docs: ['One operation in the table: its names, method, path, inputs and result, and the descriptor its function sends.'],
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        isExported: true,
        docs: ['Every operation, in spec order: what the client, `operations.json`, the fake TeamCity and the CLI read.'],
        declarations: [{ name: 'operations', type: 'readonly OperationEntry[]', initializer: `[${entries.map(literal).join(', ')}]` }],
      },
    ],
  };
}
