// `npm run spec:drift -- <swagger.json | URL> [--json]`: what a TeamCity server's definition and the spec disagree
// on. Writes nothing. Without a source it reads the server at TEAMCITY_URL (as spec:import does).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Api, Operation } from '../../generator/ir.js';
import { buildIr } from '../../generator/generate.js';
import { specReturns } from './convert.js';
import { readDefinition, type Definition, type SwaggerOperation } from './definition.js';
import { definitionOperations, routeKey, specRoutes } from './routes.js';

/** One way an operation both have differs; `client` and `server` are null where that side has nothing. */
export interface Difference {
  operation: string;
  method: string;
  path: string;
  kind: 'query' | 'body' | 'accept' | 'contentType' | 'result';
  /** The query input's wire name, for `query`. */
  name?: string;
  client: string | null;
  server: string | null;
}

export interface DriftReport {
  definition: string;
  counts: {
    definitionRoutes: number;
    specRoutes: number;
    common: number;
    serverOnly: number;
    specOnly: number;
    /** Operations with at least one difference of each kind. */
    inputs: number;
    mediaTypes: number;
    results: number;
  };
  /** Routes the server has that the spec lacks. */
  serverOnly: { method: string; path: string; operationId: string }[];
  /** Routes the spec has that the server lacks: calling them gives a 404 there. */
  specOnly: { operation: string; method: string; path: string }[];
  differences: Difference[];
}

// Definitions of different versions spell some names in another case (2018.1 `Files`, 2025 `files`).
const same = (a: string | null, b: string | null) => a?.toLowerCase() === b?.toLowerCase();
const essence = (m: string) => m.split(';')[0]!.trim().toLowerCase();
const queryType = (t: string | undefined) =>
  t === 'boolean' ? 'boolean' : t === 'integer' ? 'integer' : t === 'array' ? 'string[]' : 'string';

export function computeDrift(def: Definition, api: Api): DriftReport {
  const spec = specRoutes(api);
  const defined = new Map<string, { method: string; path: string; op: SwaggerOperation }>();
  for (const d of definitionOperations(def.swagger))
    if (!defined.has(routeKey(d.method, d.path))) defined.set(routeKey(d.method, d.path), d);
  const wireOf = new Map(api.models.map((m) => [m.name, m.wire]));
  const serverOnly = [...defined]
    .filter(([k]) => !spec.has(k))
    .map(([, d]) => ({ method: d.method, path: d.path, operationId: d.op.operationId }));
  const specOnly = [...spec]
    .filter(([k]) => !defined.has(k))
    .map(([, o]) => ({ operation: `${o.area}.${o.name}`, method: o.method, path: o.path }));
  const differences = [...spec].flatMap(([k, o]) => (defined.has(k) ? compare(o, defined.get(k)!.op, wireOf) : []));
  const withKind = (kinds: Difference['kind'][]) =>
    new Set(differences.filter((d) => kinds.includes(d.kind)).map((d) => d.operation)).size;
  return {
    definition: def.label,
    counts: {
      definitionRoutes: defined.size,
      specRoutes: spec.size,
      common: [...spec.keys()].filter((k) => defined.has(k)).length,
      serverOnly: serverOnly.length,
      specOnly: specOnly.length,
      inputs: withKind(['query', 'body']),
      mediaTypes: withKind(['accept', 'contentType']),
      results: withKind(['result']),
    },
    serverOnly,
    specOnly,
    differences,
  };
}

function compare(o: Operation, op: SwaggerOperation, wireOf: Map<string, string>): Difference[] {
  const out: Difference[] = [];
  const at = { operation: `${o.area}.${o.name}`, method: o.method, path: o.path };
  const say = (kind: Difference['kind'], client: string | null, server: string | null, name?: string) =>
    out.push({ ...at, kind, ...(name === undefined ? {} : { name }), client, server });
  const params = op.parameters ?? [];

  const ours = new Map(o.query.map((q) => [q.wire, q.type as string]));
  const theirs = new Map(params.filter((p) => p.in === 'query').map((p) => [p.name, queryType(p.type)]));
  for (const wire of [...new Set([...ours.keys(), ...theirs.keys()])].sort()) {
    if (ours.get(wire) !== theirs.get(wire)) say('query', ours.get(wire) ?? null, theirs.get(wire) ?? null, wire);
  }

  const bodyParam = params.find((p) => p.in === 'body');
  const form = params.filter((p) => p.in === 'formData').map((p) => `form ${p.name}`);
  const serverBody =
    bodyParam?.schema?.$ref?.replace('#/definitions/', '') ?? (bodyParam ? 'string' : form.join(', ') || null);
  const clientBody = o.body && (o.body.type === 'string' ? 'string' : (wireOf.get(o.body.type) ?? o.body.type));
  if (!same(clientBody, serverBody)) say('body', clientBody, serverBody);
  const consumes = (op.consumes ?? []).map(essence);
  if (o.body && consumes.length && !consumes.includes(o.body.mediaType))
    say('contentType', o.body.mediaType, consumes.join(', '));

  const produces = (op.produces ?? []).map(essence);
  const accept = essence(o.returns.mediaType);
  if (accept !== '*/*' && produces.length && !produces.includes(accept) && !produces.includes('*/*')) {
    say('accept', o.returns.mediaType, produces.join(', '));
  }
  const server = specReturns(op, (wire) => wire);
  const describe = (kind: string, type: string) => (kind === 'json' ? `json ${type}` : kind);
  const client = describe(o.returns.kind, wireOf.get(o.returns.type) ?? o.returns.type);
  if (!same(client, describe(server.kind, server.type))) say('result', client, describe(server.kind, server.type));
  return out;
}

/** The report as tables a person reads in a terminal. */
export function driftTable(r: DriftReport): string {
  const c = r.counts;
  const table = (head: string[], rows: string[][]) => {
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  };
  const sections = [
    `${r.definition}: ${c.definitionRoutes} routes; the spec: ${c.specRoutes}; both: ${c.common}.`,
    `server only: ${c.serverOnly}, spec only: ${c.specOnly}; operations whose inputs differ: ${c.inputs}, media types: ${c.mediaTypes}, result types: ${c.results}.`,
  ];
  if (r.serverOnly.length) {
    sections.push(`Routes the server has that the client lacks (${c.serverOnly}; npm run spec:import adds them):`);
    sections.push(
      table(
        ['method', 'path', 'operationId'],
        r.serverOnly.map((s) => [s.method, s.path, s.operationId]),
      ),
    );
  }
  if (r.specOnly.length) {
    sections.push(`Routes the client has that the server lacks (${c.specOnly}; a call gets a 404 there):`);
    sections.push(
      table(
        ['operation', 'method', 'path'],
        r.specOnly.map((s) => [s.operation, s.method, s.path]),
      ),
    );
  }
  if (r.differences.length) {
    sections.push(`Differences on routes both have (${r.differences.length}):`);
    const rows = r.differences.map((d) => [
      d.operation,
      d.name ? `${d.kind} ${d.name}` : d.kind,
      d.client ?? '(none)',
      d.server ?? '(none)',
    ]);
    sections.push(table(['operation', 'what', 'client', 'server'], rows));
  }
  return `${sections.join('\n\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: { json: { type: 'boolean' }, spec: { type: 'string' } },
    allowPositionals: true,
  });
  const specDir = resolve(values.spec ?? join(dirname(fileURLToPath(import.meta.url)), '../../spec'));
  readDefinition(positionals[0]).then(
    (def) => {
      const report = computeDrift(def, buildIr({ root: dirname(specDir), spec: specDir }, { words: 'optional' }));
      process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : driftTable(report));
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
