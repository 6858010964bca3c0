// `npm run spec:since [-- <dir>]`: checks the `since` of every operation and model property against TeamCity's API
// definitions in <dir> (default ../shared/reference): the first version whose definition has the route (method and
// path shape) or the property (definition name in any case, as 2018.1 spells some, and property name). Writes nothing.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SINCE, type Since } from '../../generated/src/runtime/vocabulary.js';
import { buildIr } from '../../generator/generate.js';
import type { Api } from '../../generator/ir.js';
import { readDefinition, type Swagger } from './definition.js';
import { definitionOperations, routeKey } from './routes.js';

export type Version = Exclude<Since, 'hidden'>;
/** Each version's definition, by its file name in the reference directory. */
export const DEFINITIONS: Record<Version, string> = {
  '2018.1': 'teamcity-swagger-2018.1-dohq.json',
  '2023.11': 'teamcity-swagger-2023.11.json',
  '2025.x': 'teamcity-swagger-2025.x.json',
};
/** The newest version the spec knows: what spec:import writes unless told otherwise. */
export const NEWEST = SINCE.at(-2) as Version;
export const REFERENCE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/reference');

/** The definitions in `dir`, oldest first; null where one is missing. */
export async function readDefinitions(dir = REFERENCE_DIR): Promise<[Version, Swagger][] | null> {
  const files = Object.entries(DEFINITIONS).map(([v, f]) => [v as Version, join(dir, f)] as const);
  if (!files.every(([, f]) => existsSync(f))) return null;
  return Promise.all(files.map(async ([v, f]) => [v, (await readDefinition(f)).swagger] as [Version, Swagger]));
}

/** Where the recorded `since` differs from the definitions, one line each; empty when every one agrees. */
export function checkSince(api: Api, definitions: [Version, Swagger][]): string[] {
  const routes = definitions.map(
    ([v, s]) => [v, new Set(definitionOperations(s).map((d) => routeKey(d.method, d.path)))] as const,
  );
  const models = definitions.map(([v, s]) => {
    const byName = new Map(
      Object.entries(s.definitions).map(([name, d]) => [name.toLowerCase(), new Set(Object.keys(d.properties ?? {}))]),
    );
    return [v, byName] as const;
  });
  const out: string[] = [];
  for (const op of api.areas.flatMap((a) => a.operations)) {
    const first = routes.find(([, keys]) => keys.has(routeKey(op.method, op.path)))?.[0];
    const at = `${op.area}.${op.name} (${op.position.file}:${op.position.line})`;
    // A route no definition has is `hidden`, or the version it came in where that is known by hand.
    if (first !== undefined && op.since !== first)
      out.push(`${at}: since ${op.since}, but the definitions have it since ${first}`);
  }
  for (const m of api.models) {
    for (const p of m.properties) {
      const first = models.find(([, byName]) => byName.get(m.wire.toLowerCase())?.has(p.name))?.[0];
      const at = `${m.name}.${p.name} (${m.position.file}:${m.position.line})`;
      if (p.since === null) out.push(`${at}: no since (${first ?? 'hidden, or the version it came in'})`);
      else if (first !== undefined && p.since !== first)
        out.push(`${at}: since ${p.since}, but the definitions have it since ${first}`);
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? REFERENCE_DIR);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  readDefinitions(dir)
    .then((definitions) => {
      if (!definitions) throw new Error(`${dir} lacks one of ${Object.values(DEFINITIONS).join(', ')}`);
      const problems = checkSince(buildIr({ root, spec: join(root, 'spec') }, { words: 'optional' }), definitions);
      console.log(problems.length ? problems.join('\n') : 'every since agrees with the definitions.');
      if (problems.length) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
