// The second package, teamcity-sdk-mcp (generated-mcp/): an MCP server over teamcity-sdk. Its hand-written sources
// live in place under generated-mcp/src, its package.json and README are rendered from templates/mcp/*.hbs, and
// src/api.ts (modes, annotations, locator kinds, examples) is emitted from the IR and spec/mcp.yaml.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_CACHE, type Cache } from './cache.js';
import { createFormatter, type FormatPool } from './format.js';
import { buildIr, type Paths } from './generate.js';
import { addReleaseFiles } from './release-files.js';
import { compileTemplate } from './render.js';
import type { Api } from './ir.js';
import { lineAt, loadFile } from './load.js';
import { MCP_MODES, mcpSchema, type SpecMcp } from './schema.js';
import { firstSyntaxError, InvalidSpecError, readPackage, schemaLineErrors, type SpecError } from './validate.js';

/** Reads spec/mcp.yaml: every mistake (a key the schema refuses, an operation the spec does not have) is reported. */
export function loadMcpSpec(paths: Paths, api: Api): SpecMcp {
  const source = loadFile(join(paths.spec, 'mcp.yaml'), paths.root);
  const { file } = source;
  const lineOf = (id: string | undefined) => lineAt(source, id === undefined ? [] : ['overrides', id]);
  const errors: SpecError[] = [...firstSyntaxError(source), ...schemaLineErrors(source, 'mcp')];
  const raw = source.syntaxErrors.length ? null : (source.data as { overrides?: unknown } | null);
  const parsed = raw && mcpSchema.safeParse(raw);
  if (parsed && !parsed.success)
    for (const issue of parsed.error.issues) {
      const operation = issue.path[0] === 'overrides' ? String(issue.path[1]) : undefined;
      const at = issue.path.slice(2).join('.');
      errors.push({
        file,
        line: lineOf(operation),
        ...(operation && { operation }),
        message: `${at ? `${at}: ` : ''}${issue.message}`,
      });
    }
  // The cross-checks read what is there, whether or not an entry also breaks the schema, so no mistake hides another.
  const overrides =
    raw?.overrides && typeof raw.overrides === 'object' ? (raw.overrides as Record<string, { mode?: unknown }>) : {};
  const methods = new Map<string, string>(
    api.areas.flatMap((a) => a.operations.map((op): [string, string] => [`${a.name}.${op.name}`, op.method])),
  );
  for (const [id, o] of Object.entries(overrides)) {
    const method = methods.get(id);
    if (!method) errors.push({ file, line: lineOf(id), operation: id, message: 'no such operation in spec/areas' });
    // A write never runs in readonly: that mode's promise is that nothing changes.
    else if (method !== 'GET' && o?.mode === MCP_MODES[0])
      errors.push({ file, line: lineOf(id), operation: id, message: `a ${method} cannot be allowed in readonly mode` });
  }
  if (errors.length) throw new InvalidSpecError(errors);
  return (parsed as { data: SpecMcp }).data;
}

/** The package generated-mcp/ as path -> content, formatted and in a stable order. Writes nothing. */
export async function generateMcp(
  paths: Paths,
  { cache = NO_CACHE, pool, ...given }: { cache?: Cache; api?: Api; pool?: FormatPool } = {},
): Promise<Map<string, string>> {
  const formatter = createFormatter({ cache, pool });
  try {
    const templates = join(paths.templates, 'mcp');
    formatter.add('tsconfig.build.json', readFileSync(join(templates, 'tsconfig.build.json'), 'utf8'));
    const api = given.api ?? buildIr(paths, { cache });
    const spec = loadMcpSpec(paths, api);
    const sdk = readPackage(paths.spec, paths.root);
    addReleaseFiles(formatter, paths.root, paths.templates, sdk);
    const operations = api.areas.flatMap((a) => a.operations);
    const [{ emitMcpApi, mcpFacts }, { addEmitted }] = await Promise.all([
      import('./emit/mcp.js'),
      import('./emit/print.js'),
    ]);
    const gets = operations.filter((op) => op.method === 'GET');
    const id = (op: (typeof operations)[number]) => `${op.area}.${op.name}`;
    // What readonly promises, from the table itself: the reads it leaves to a higher mode, and the debug reads it keeps.
    const context = {
      sdk,
      count: operations.length,
      guarded: gets
        .filter((op) => mcpFacts(op, spec).mode !== MCP_MODES[0])
        .map((op) => ({ id: id(op), mode: mcpFacts(op, spec).mode, why: spec.overrides[id(op)]?.why ?? '' })),
      readonlyDebug: gets
        .filter((op) => op.area === 'debug' && mcpFacts(op, spec).mode === MCP_MODES[0])
        .map((op) => ({ id: id(op), summary: op.summary })),
    };
    for (const name of ['package.json', 'README.md', 'SKILL.md']) {
      const { text, key } = compileTemplate(templates, `${name}.hbs`)(context);
      formatter.add(name, text, cache === NO_CACHE ? null : key);
    }
    addEmitted(formatter, 'src/api.ts', emitMcpApi(api, spec, sdk.version), cache);
    return await formatter.finish();
  } finally {
    await formatter.close();
  }
}
