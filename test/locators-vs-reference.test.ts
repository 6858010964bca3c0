// spec/locators.yaml checked against TeamCity 2025's *Locator definitions, and the kind of every locator input
// against the swagger's `format: <Kind>Locator` where 2025 has the operation.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildIr, defaultPaths } from '../generator/generate.js';
import type { SpecLocators } from '../generator/schema.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const swaggerFile = path.resolve(repoRoot, '../shared/reference/teamcity-swagger-2025.x.json');
const contractFile = path.resolve(repoRoot, '../shared/reference/contract.md');

type Prop = { type?: string; format?: string; enum?: string[] };
type Swagger = {
  definitions: Record<string, { properties?: Record<string, Prop> }>;
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; format?: string }[] }>>;
};
// Formats the definitions use for a nested locator without naming a *Locator definition.
const NESTED: Record<string, string> = {
  AgentDimensions: 'Agent',
  AgentPoolDimensions: 'AgentPool',
  AgentTypeDimensions: 'AgentType',
  UserDimensions: 'User',
  CloudImageDimensions: 'CloudImage',
  CloudInstanceDimensions: 'CloudInstance',
  CloudProfileFinder: 'CloudProfile',
  ValueCondition: 'ValueCondition',
  'Value condition': 'ValueCondition',
  'Parameter condition.': 'PropertyCondition',
};
// Audit `action` is kept an open string: the definition lists some 290 action names.
const OPEN_ENUMS = new Set(['Audit.action']);

/** The dimension type the spec should give a definition's property. */
function expectedType(kind: string, name: string, p: Prop, defs: Swagger['definitions']): string {
  const f = p.format ?? '';
  if (name === 'item') return kind;
  if (name === 'property' || f.startsWith('property:') || f.startsWith('`property:')) return 'PropertyCondition';
  if (f.startsWith('date:<')) return 'TimeCondition';
  if (f === 'date-time') return 'date';
  if (f.endsWith('Locator') && defs[f]) return f.slice(0, -'Locator'.length);
  if (NESTED[f]) return NESTED[f]!;
  if (p.enum && p.enum.every((v) => ['true', 'false', 'any'].includes(v))) return 'boolean';
  if (p.enum && !OPEN_ENUMS.has(`${kind}.${name}`)) return `enum:${[...p.enum].sort().join('|')}`;
  return p.type === 'boolean' ? 'boolean' : p.type === 'integer' ? 'integer' : 'string';
}

const haveRef = fs.existsSync(swaggerFile);
if (!haveRef) console.warn(`locators-vs-reference skipped: the reference data in ../shared is absent (${swaggerFile})`);

describe.skipIf(!haveRef)('spec/locators.yaml vs TeamCity 2025', () => {
  const swagger = haveRef
    ? (JSON.parse(fs.readFileSync(swaggerFile, 'utf8')) as Swagger)
    : ({ definitions: {}, paths: {} } as Swagger);
  const spec = parse(fs.readFileSync(path.join(repoRoot, 'spec/locators.yaml'), 'utf8')) as SpecLocators;
  const locatorDefs = Object.keys(swagger.definitions)
    .filter((d) => d.endsWith('Locator'))
    .sort();

  it('has a kind for each of the 27 *Locator definitions, with every public dimension and its type', () => {
    expect(locatorDefs).toHaveLength(27);
    const problems: string[] = [];
    for (const def of locatorDefs) {
      const kind = def.slice(0, -'Locator'.length);
      const k = spec.kinds[kind];
      if (!k) {
        problems.push(`${kind}: missing`);
        continue;
      }
      if (k.source !== def) problems.push(`${kind}: source ${k.source}`);
      const props = swagger.definitions[def]!.properties ?? {};
      if ('$singleValue' in props && !k.singleValue) problems.push(`${kind}: no singleValue`);
      const publicDims = Object.entries(k.dimensions)
        .filter(([, d]) => !d.hidden)
        .map(([n]) => n);
      for (const [name, p] of Object.entries(props)) {
        if (name === '$singleValue') continue;
        const d = k.dimensions[name];
        const want = expectedType(kind, name, p, swagger.definitions);
        const got = d && (d.type in spec.enums ? `enum:${[...spec.enums[d.type]!].sort().join('|')}` : d.type);
        if (!d || d.hidden) problems.push(`${kind}.${name}: missing or marked hidden`);
        else if (got !== want) problems.push(`${kind}.${name}: ${got}, the definition says ${want}`);
      }
      for (const n of publicDims)
        if (!(n in props)) problems.push(`${kind}.${n}: not in ${def} (mark it hidden, with its source)`);
    }
    expect(problems).toEqual([]);
  });

  // Where TeamCity's own annotation names another kind than the finder the route hands the locator to.
  const MISLABELLED: Record<string, string> = {
    // AgentTypeRequest.serveAgentType: @ApiParam(format = LocatorName.AGENT), read by AgentTypeFinder.getItem.
    'agentTypes.get_agent_type agentTypeLocator': 'AgentType',
  };

  it('gives each locator input the kind its 2025 route names', () => {
    const norm = (p: string) => p.replace(/\{[^}]*\}/g, '{}');
    const routes = new Map<string, { path: string; params: Map<string, string> }>();
    for (const [p, methods] of Object.entries(swagger.paths)) {
      for (const [m, op] of Object.entries(methods)) {
        const params = new Map(
          (op.parameters ?? [])
            .filter((x) => x.format?.endsWith('Locator'))
            .map((x) => [`${x.in} ${x.name}`, x.format!]),
        );
        routes.set(`${m.toUpperCase()} ${norm(p)}`, { path: p, params });
      }
    }
    const problems: string[] = [];
    let checked = 0;
    for (const area of buildIr(defaultPaths(repoRoot)).areas) {
      for (const op of area.operations) {
        const route = routes.get(`${op.method} ${norm(op.path)}`);
        if (!route) continue;
        const names = [...route.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
        const inputs = [
          ...op.pathParams.map((p, i) => ({ id: p.name, key: `path ${names[i]}`, locator: p.locator })),
          ...op.query.map((q) => ({ id: q.name, key: `query ${q.wire}`, locator: q.locator })),
        ];
        for (const input of inputs) {
          const format = route.params.get(input.key);
          if (!format || !swagger.definitions[format]) continue;
          checked++;
          if (
            `${input.locator}Locator` !== format &&
            MISLABELLED[`${area.name}.${op.name} ${input.id}`] !== input.locator
          )
            problems.push(`${area.name}.${op.name} ${input.id}: ${input.locator}, the route says ${format}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(250);
  });

  it('has every dimension of the contract table (5.5), the extra ones marked hidden', () => {
    const section = fs.readFileSync(contractFile, 'utf8').split('### 5.5')[1]!.split('###')[0]!;
    const problems: string[] = [];
    let rows = 0;
    for (const line of section.split('\n')) {
      const m = /^\| (Queued build|[A-Za-z]+)\b[^|]*\| (.*) \|$/.exec(line);
      if (!m || m[1] === 'locator' || m[1] === 'Others') continue;
      rows++;
      const kind = m[1] === 'Queued build' ? 'BuildQueue' : m[1]!;
      const [pub, extra = ''] = m[2]!.split(/\*\*\+[^*]*\*\*/);
      // Drop value lists `(a|b)`, the source `(X.java):` and the final full stop; keep the names.
      const names = (text: string) =>
        text
          .replace(/\([^)]*\)/g, '')
          .replace(/^\s*:/, '')
          .replace(/\.\s*$/, '')
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && n !== '$singleValue');
      for (const n of names(pub!)) if (!spec.kinds[kind]?.dimensions[n]) problems.push(`${kind}.${n}: missing`);
      for (const n of names(extra))
        if (!spec.kinds[kind]?.dimensions[n]?.hidden) problems.push(`${kind}.${n}: missing, or not marked hidden`);
    }
    expect(rows).toBe(18);
    expect(problems).toEqual([]);
  });
});
