// The fake TeamCity held against real answers: recorded exchanges (../shared/reference/recordings) on routes the kit
// simulates are replayed after seeding what the recorded answer shows, and the shapes compared.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { handlers } from '../generated/src/testing/handlers.js';
import { Router } from '../generated/src/testing/router.js';
import { startFakeTeamCity, type Entity, type Seed } from '../generated/src/testing/index.js';

const FILE = join(import.meta.dirname, '../../shared/reference/recordings/recordings.jsonl');

interface Recording {
  id: string;
  request: { method: string; path: string };
  response: { status: number; headers: Record<string, string | string[]>; body: string };
}

/** The seed key and the list's item key of each area's entities. */
const KINDS: Record<string, [keyof Seed, string]> = {
  projects: ['projects', 'project'],
  buildTypes: ['buildTypes', 'buildType'],
  builds: ['builds', 'build'],
  agents: ['agents', 'agent'],
  users: ['users', 'user'],
  vcsRoots: ['vcsRoots', 'vcs-root'],
};


/** What to seed so the request finds the entities the recorded answer shows; null when the kit cannot tell. */
function seedFor(route: string, params: Record<string, string>, body: Entity): Seed | null {
  const area = route.split('.')[0]!;
  const kind = KINDS[area];
  if (!kind) return null;
  const [key, item] = kind;
  // The entities the answer refers to, as it shows them (a build's `buildType`, a build type's `project`).
  const parent = (e: Entity): Seed => {
    const extra: Seed = {};
    const project = (e.project as Entity | undefined) ?? { id: e.projectId ?? 'P' };
    if (key === 'buildTypes') extra.projects = [{ ...project, id: String(project.id) }];
    const bt = (e.buildType as Entity | undefined) ?? { id: e.buildTypeId ?? 'BT' };
    if (key === 'builds') extra.buildTypes = [{ ...bt, id: String(bt.id) }];
    return extra;
  };
  const sub = route.split('.')[1]!;
  if (Object.keys(params).length === 0) {
    const list = (body[item] ?? []) as Entity[];
    const seed: Seed = { [key]: list };
    for (const e of list) Object.assign(seed, parent(e));
    return seed;
  }
  if (/^(serve_build_type_xml|serve_project|serve_build|serve_root)$/.test(sub)) return { [key]: [body], ...parent(body) };
  return null;
}

/** Property names and value types at every depth; an array is the shape of its first item. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.length ? [shape(v[0])] : [];
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, shape((v as Entity)[k])]));
  return typeof v;
}

function diff(a: unknown, b: unknown, at = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      !(k in b) ? [`-${at}.${k}`] : !(k in a) ? [`+${at}.${k}`] : diff((a as Entity)[k], (b as Entity)[k], `${at}.${k}`),
    );
  }
  if (Array.isArray(a) && Array.isArray(b)) return diff(a[0], b[0], `${at}[]`);
  return [`~${at}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`.slice(0, 100)];
}

describe.skipIf(!existsSync(FILE))('recorded TeamCity answers', () => {
  it('the kit answers simulated routes with the shape TeamCity answered', async () => {
    const router = new Router(operations);
    const records = readFileSync(FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Recording);
    const results: { id: string; match: boolean }[] = [];
    for (const r of records) {
      const type = String(r.response.headers?.['content-type'] ?? '');
      if (r.request.method !== 'GET' || r.response.status !== 200 || !type.includes('json')) continue;
      const url = new URL(r.request.path, 'http://x');
      const path = url.pathname.replace(/^\/(httpAuth|guestAuth)/, '').replace(/\/app\/rest\/(latest|\d+(\.\d+)*)\//, '/app/rest/');
      const match = router.find('GET', path.replace(/\/$/, ''));
      if (!match || match === 'method' || !handlers[match.route.id]) continue;
      let body: Entity;
      try {
        body = JSON.parse(r.response.body) as Entity;
      } catch {
        continue;
      }
      const seed = seedFor(match.route.id, match.params, body);
      if (!seed) continue;
      const tc = await startFakeTeamCity({ seed });
      try {
        const res = await fetch(`${tc.url}${path}${url.search}`, {
          headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
        });
        const kit = res.status === 200 ? ((await res.json()) as unknown) : null;
        results.push({ id: r.id, match: JSON.stringify(shape(kit)) === JSON.stringify(shape(body)) });
        if (process.env.SHAPE_DIFF) console.log(r.id, path, url.search, JSON.stringify(diff(shape(body), shape(kit))));
      } finally {
        await tc.close();
      }
    }
    const matched = results.filter((r) => r.match).length;
    const doc = readFileSync(join(import.meta.dirname, '../generated/docs/testing.md'), 'utf8').replace(/\s+/g, ' ');
    // The kit's README states the figure; it changes with the kit, and the README with it.
    expect(doc).toContain(`${results.length} recorded TeamCity answers`);
    expect(doc).toContain(`replayed against the fake, ${matched} have the same shape`);
    expect(results.length).toBeGreaterThan(10);
  });
});
