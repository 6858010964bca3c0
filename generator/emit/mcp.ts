import type { SourceFileStructure, VariableStatementStructure } from 'ts-morph';
import { StructureKind, VariableDeclarationKind } from '../ts-morph.js';
import type { Api, LocatorDimension, Method, Operation } from '../ir.js';
import type { McpMode, SpecMcp } from '../schema.js';

/** An operation's MCP facts: the mode that may call it, and its tool annotations. */
export interface McpFacts {
  mode: McpMode;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
}

/** What the method says, before spec/mcp.yaml. */
const BY_METHOD: Record<Method, McpFacts> = {
  GET: { mode: 'readonly', readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  PUT: { mode: 'admin', readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  POST: { mode: 'admin', readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  DELETE: { mode: 'admin', readOnlyHint: false, destructiveHint: true, idempotentHint: true },
};

/** The mode and annotations of an operation: the method's, with spec/mcp.yaml's overrides. */
export function mcpFacts(op: Operation, spec: SpecMcp): McpFacts {
  const { why: _, ...override } = spec.overrides[`${op.area}.${op.name}`] ?? { why: '' };
  return { ...BY_METHOD[op.method], ...override };
}

/** Hints as letters, to keep the table small: r read-only, d destructive, i idempotent. */
const hints = (f: McpFacts) =>
  `${f.readOnlyHint ? 'r' : ''}${f.destructiveHint ? 'd' : ''}${f.idempotentHint ? 'i' : ''}`;

/** A locator dimension's type: a primitive, `enum:Name` or `kind:Name`, with `[]` when it repeats. */
const dimension = (d: LocatorDimension) =>
  `${d.value === 'enum' || d.value === 'kind' ? `${d.value}:${d.type}` : d.value === 'string' && d.numeric ? 'id' : d.type}${d.repeat ? '[]' : ''}`;

/**
 * generated-mcp/src/api.ts: what the MCP server needs beyond what teamcity-sdk exports (the operation table, and the
 * models as `wireModels`): each operation's mode and annotations, the locator kinds its input schemas are built from
 * (at run time, and only for the operation asked about; teamcity-sdk has them only as types), and the example bodies.
 */
export function emitMcpApi(api: Api, spec: SpecMcp, version: string): SourceFileStructure {
  const ops = api.areas.flatMap((a) => a.operations);
  const table = Object.fromEntries(
    ops.map((op) => {
      const facts = mcpFacts(op, spec);
      return [`${op.area}.${op.name}`, [facts.mode, hints(facts)]];
    }),
  );
  const locators = Object.fromEntries(
    api.locatorKinds.map((k) => [
      k.name,
      {
        ...(k.singleValue ? { single: `${k.singleValue.type}: ${k.singleValue.means}` } : {}),
        dims: Object.fromEntries(k.dimensions.map((d) => [d.name, dimension(d)])),
      },
    ]),
  );
  const enums = Object.fromEntries(api.locatorEnums.map((e) => [e.name, e.values]));
  const examples = Object.fromEntries(
    ops.filter((op) => op.body?.example).map((op) => [`${op.area}.${op.name}`, op.body!.example!]),
  );
  const constant = (name: string, type: string, doc: string, value: unknown): VariableStatementStructure => ({
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    docs: [doc],
    declarations: [{ name, type, initializer: JSON.stringify(value) }],
  });
  return {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/ (areas, locators.yaml, examples.yaml, mcp.yaml) by the teamcity-sdk generator. Do not edit.',
      "import type { Mode } from './modes.js';",
      constant('VERSION', 'string', 'The version of teamcity-sdk-mcp, and of the teamcity-sdk it goes with.', version),
      constant(
        'OPERATIONS',
        '{ readonly [id: string]: readonly [mode: Mode, hints: string] }',
        'Per operation id: the mode that may call it, and its annotations as letters (r read-only, d destructive, i idempotent).',
        table,
      ),
      constant(
        'LOCATORS',
        '{ readonly [kind: string]: { readonly single?: string; readonly dims: { readonly [dimension: string]: string } } }',
        "Locator kinds: what a bare value means, and each dimension's type (a primitive, `id`, `enum:Name` or `kind:Name`; `[]` when it repeats).",
        locators,
      ),
      constant('ENUMS', '{ readonly [name: string]: readonly string[] }', "The values of the locators' enums.", enums),
      constant('EXAMPLES', '{ readonly [id: string]: string }', 'Example request bodies, by operation id.', examples),
    ],
  };
}
