// Every dimension of every locator kind in spec/locators.yaml, on the kit's list route for the kind: it filters
// (200), or it is refused with TeamCity's 400 naming the supported dimensions; booleans read as TeamCity reads them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

interface Kind {
  dimensions?: Record<string, { type: string }>;
}
const spec = parse(readFileSync(join(import.meta.dirname, '../spec/locators.yaml'), 'utf8')) as {
  enums: Record<string, string[]>;
  kinds: Record<string, Kind>;
};

/** The list route the kit answers each kind on. */
const ROUTES: Record<string, string> = {
  Agent: '/agents',
  AgentPool: '/agentPools',
  Build: '/builds',
  BuildQueue: '/buildQueue',
  BuildType: '/buildTypes',
  Change: '/changes',
  Investigation: '/investigations',
  Mute: '/mutes',
  Project: '/projects',
  User: '/users',
  VcsRootInstance: '/vcs-root-instances',
  VcsRoot: '/vcs-roots',
};

/** A value of a dimension's type. */
function valueOf(type: string): string {
  if (type === 'string') return 'x';
  if (type === 'integer') return '1';
  if (type === 'boolean') return 'true';
  if (type === 'date') return '20260101T000000+0000';
  if (spec.enums[type]) return spec.enums[type]![0]!;
  // A nested locator, by a dimension its kind has.
  const nested = Object.keys(spec.kinds[type]?.dimensions ?? {});
  const by = ['id', 'key', 'username', 'name'].find((d) => nested.includes(d)) ?? nested[0] ?? 'id';
  return `(${by}:x)`;
}

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({ seed: { projects: [{ id: 'P' }], buildTypes: [{ id: 'B', projectId: 'P' }] } });
});
afterAll(() => tc.close());

const get = async (path: string) => {
  const res = await fetch(`${tc.url}/app/rest${path}`, {
    headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
  });
  return { status: res.status, text: await res.text() };
};

it('filters by every dimension or refuses it with the supported dimensions named', async () => {
  const wrong: string[] = [];
  const outcome = { filtered: 0, refused: 0 };
  for (const [kind, route] of Object.entries(ROUTES)) {
    for (const [name, { type }] of Object.entries(spec.kinds[kind]?.dimensions ?? {})) {
      const res = await get(`${route}?locator=${encodeURIComponent(`${name}:${valueOf(type)}`)}`);
      if (res.status === 200) outcome.filtered++;
      else if (res.status === 400 && res.text.includes('Supported dimensions are: [')) {
        outcome.refused++;
        if (process.env.REFUSED) console.log(`${kind}.${name}`);
      } else wrong.push(`${kind}.${name}: ${res.status} ${res.text.slice(0, 160)}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(outcome.filtered).toBeGreaterThan(120);
});

it('reads the boolean dimensions it supports as TeamCity does, and refuses other values', async () => {
  const wrong: string[] = [];
  for (const [kind, route] of Object.entries(ROUTES)) {
    for (const [name, { type }] of Object.entries(spec.kinds[kind]?.dimensions ?? {})) {
      if (type !== 'boolean') continue;
      const yes = await get(`${route}?locator=${name}:true`);
      if (yes.status !== 200) continue;
      for (const v of ['TRUE', 'yes', 'on', 'in', 'false', 'No', 'off', 'out', 'any', 'all']) {
        const res = await get(`${route}?locator=${name}:${v}`);
        if (res.status !== 200) wrong.push(`${kind}.${name}:${v} ${res.status}`);
      }
      const bad = await get(`${route}?locator=${name}:maybe`);
      if (bad.status !== 400 || !bad.text.includes("Invalid boolean value 'maybe'"))
        wrong.push(`${kind}.${name}:maybe ${bad.status}`);
    }
  }
  expect(wrong).toEqual([]);
});

it('filters by settings the kit keeps: templates, VCS roots, pools, default templates, containing projects', async () => {
  const fake = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'A', defaultTemplate: { id: 'A_Tpl' } }, { id: 'Z' }],
      buildTypes: [
        { id: 'A_Tpl', projectId: 'A', templateFlag: true },
        {
          id: 'A_B',
          projectId: 'A',
          templates: { buildType: [{ id: 'A_Tpl' }] },
          'vcs-root-entries': { 'vcs-root-entry': [{ id: 'Git', 'vcs-root': { id: 'Git' } }] },
        },
        { id: 'Z_B', projectId: 'Z' },
      ],
      vcsRoots: [{ id: 'Git', project: { id: 'A' } }],
      vcsRootInstances: [{ id: 7, 'vcs-root-id': 'Git' }],
      agentPools: [{ name: 'Pool', projects: { project: [{ id: 'Z' }] } }],
      builds: [
        { id: 1, buildTypeId: 'A_B', tags: { tag: [{ name: 'rc' }] } },
        { id: 2, buildTypeId: 'A_B' },
      ],
    },
  });
  try {
    const ids = async (path: string, item: string, key = 'id') => {
      const res = await fetch(`${fake.url}/app/rest${path}`, {
        headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
      });
      expect(res.status, path).toBe(200);
      return (((await res.json()) as Record<string, Record<string, unknown>[]>)[item] ?? []).map((e) => e[key]);
    };
    expect(await ids('/buildTypes?locator=template:(id:A_Tpl)', 'buildType')).toEqual(['A_B']);
    expect(await ids('/buildTypes?locator=vcsRoot:(id:Git)', 'buildType')).toEqual(['A_B']);
    expect(await ids('/projects?locator=buildType:(id:Z_B)', 'project')).toEqual(['Z']);
    expect(await ids('/projects?locator=defaultTemplate:(id:A_Tpl)', 'project')).toEqual(['A']);
    expect(await ids('/projects?locator=pool:(name:Pool)', 'project')).toEqual(['Z']);
    expect(await ids('/agentPools?locator=project:(id:Z)', 'agentPool', 'name')).toEqual(['Pool']);
    expect(await ids('/vcs-root-instances?locator=buildType:(id:A_B)', 'vcs-root-instance')).toEqual([7]);
    expect(await ids('/vcs-root-instances?locator=buildType:(id:Z_B)', 'vcs-root-instance')).toEqual([]);
    expect(await ids('/builds?locator=tags:rc', 'build')).toEqual([1]);
  } finally {
    await fake.close();
  }
});
