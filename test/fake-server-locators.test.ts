// Every dimension of every locator kind in spec/locators.yaml, on the kit's list route for the kind: it filters
// (200), or it is refused with TeamCity's 400 naming the supported dimensions; booleans read as TeamCity reads them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

interface Kind {
  dimensions?: Record<string, { type: string; numeric?: boolean }>;
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
function valueOf(type: string, numeric = false): string {
  if (type === 'string') return numeric ? '1' : 'x';
  if (type === 'integer') return '1';
  if (type === 'boolean') return 'true';
  if (type === 'date') return '20260101T000000+0000';
  if (spec.enums[type]) return spec.enums[type]![0]!;
  // A nested locator, by a dimension its kind has.
  const nested = Object.keys(spec.kinds[type]?.dimensions ?? {});
  const by = ['id', 'key', 'username', 'name'].find((d) => nested.includes(d)) ?? nested[0] ?? 'id';
  const dim = spec.kinds[type]?.dimensions?.[by];
  return `(${by}:${dim ? valueOf(dim.type, dim.numeric) : 'x'})`;
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
    for (const [name, { type, numeric }] of Object.entries(spec.kinds[kind]?.dimensions ?? {})) {
      // sinceChange takes a change id or locator, read as a number (ChangeFinder.getChangeIdBySinceChangeLocator).
      const value = name === 'sinceChange' ? '1' : valueOf(type, numeric);
      const res = await get(`${route}?locator=${encodeURIComponent(`${name}:${value}`)}`);
      // A dimension naming one entity that does not exist is TeamCity's 404 naming its locator (build type, project, user).
      const missing = res.status === 404 && res.text.includes(`by locator '${value.replace(/^\((.*)\)$/, '$1')}'`);
      if (res.status === 200 || missing) outcome.filtered++;
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
      vcsRootInstances: [{ id: '7', 'vcs-root-id': 'Git' }],
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
    expect(await ids('/vcs-root-instances?locator=buildType:(id:A_B)', 'vcs-root-instance')).toEqual(['7']);
    expect(await ids('/vcs-root-instances?locator=buildType:(id:Z_B)', 'vcs-root-instance')).toEqual([]);
    expect(await ids('/builds?locator=tags:rc', 'build')).toEqual([1]);
  } finally {
    await fake.close();
  }
});

describe("reads a locator as TeamCity's Locator does", () => {
  let fake: FakeTeamCity;
  beforeAll(async () => {
    fake = await startFakeTeamCity({
      seed: {
        projects: [{ id: 'P' }],
        buildTypes: [{ id: 'B', projectId: 'P' }],
        builds: [
          { id: 1, buildTypeId: 'B' },
          { id: 2, buildTypeId: 'B', personal: true },
          { id: 3, buildTypeId: 'B', branchName: 'feature' },
          { id: 4, buildTypeId: 'B', state: 'queued' },
        ],
        changes: [{ id: 1, version: 'a' }],
      },
    });
  });
  afterAll(() => fake.close());
  /** The status and the text: what these cases state. */
  const call = async (path: string) => {
    const { status, text } = await rest(fake.url, 'GET', path);
    return { status, text };
  };
  /** TeamCity's legacy error body for a LocatorProcessException (LocatorProcessExceptionMapper: 400). */
  const locatorError = (detail: string) =>
    'Responding with error, status code: 400 (Bad Request).\n' +
    `Details: jetbrains.buildServer.server.rest.errors.LocatorProcessException: ${detail}\n` +
    'Invalid request. Check locator is specified correctly.';

  it('refuses an unbalanced locator with a 400, and reads 7,000 "(" alone as the single value TeamCity reads', async () => {
    const open = '('.repeat(7000);
    // No ":" and no ")": one value, which a build locator reads as a build id (getSingleValueAsLong).
    expect(await call(`/builds?locator=${open}`)).toEqual({
      status: 400,
      text: locatorError(`Invalid single value: '${open}'. Should be a number.`),
    });
    expect(await call(`/changes?locator=${open}`)).toMatchObject({ status: 400 });
    // A project's single value is a name or id: nothing is found, an empty list (ProjectFinder, FinderImpl.getItems).
    expect(await call(`/projects?locator=${open}`)).toMatchObject({ status: 200 });
    const nested = await call(`/builds?locator=buildType:${open}`);
    expect(nested.status).toBe(400);
    expect(nested.text).toContain("LocatorProcessException: Bad locator syntax: Could not find matching ')'");
    expect((await call(`/builds?locator=(id:1`)).status).toBe(400);
  });

  it('refuses an empty locator with a 400 on every list route, and an empty path locator too', async () => {
    for (const path of ['/builds', '/projects', '/buildTypes', '/buildTypes/B/builds', '/changes', '/agents', '/users'])
      expect(await call(`${path}?locator=`), path).toEqual({
        status: 400,
        text: locatorError('Invalid locator. Cannot be empty.'),
      });
    expect((await call('/testOccurrences?locator=')).status).toBe(400);
  });

  it('answers a build id that is no number with a 400 and a build type that does not exist with a 404', async () => {
    expect(await call('/builds/id:doesnotexist')).toEqual({
      status: 400,
      text: locatorError("Invalid value of dimension 'id': 'doesnotexist'. Should be a number."),
    });
    expect((await call('/builds/x')).text).toContain("Invalid single value: 'x'. Should be a number.");
    const missing = await call('/builds?locator=buildType:(id:Nope)');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("No build types found by locator 'id:Nope'");
    expect((await call('/builds?locator=project:(id:Nope)')).status).toBe(404);
    expect((await call('/builds?locator=user:(username:nobody)')).status).toBe(404);
    expect((await call('/builds/id:99')).status).toBe(404);
  });

  it('reads a bare $any as any value, in every dimension and in the next page it links to', async () => {
    const ids = async (path: string) => {
      const res = await call(path);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
      return JSON.parse(res.text) as { build?: { id: number }[]; nextHref?: string };
    };
    const all = await ids('/builds?locator=personal:$any,branch:$any,state:$any,id:$any,count:$any,buildType:$any');
    expect(all.build!.map((b) => b.id)).toEqual([4, 3, 2, 1]);
    // `($any)` is the text "$any": a build type of that name does not exist.
    expect((await call('/builds?locator=buildType:($any)')).status).toBe(404);
    const first = await ids('/builds?locator=personal:$any,count:1');
    expect(first.build!.map((b) => b.id)).toEqual([2]);
    expect(first.nextHref).toContain('personal:$any');
    const second = await fetch(`${fake.url}${first.nextHref}`, {
      headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
    });
    expect(((await second.json()) as { build: { id: number }[] }).build.map((b) => b.id)).toEqual([1]);
  });
});

// BuildPromotionFinder's sinceBuild/untilBuild (start times against the build they find; ids when they find none)
// and sinceDate/untilDate (TeamCity's yyyyMMdd'T'HHmmssZ), in a locator and in the legacy `/builds?sinceBuild=` query.
/** The ids of the builds a builds list answers, or the status and TeamCity's message. */
async function buildIds(fake: FakeTeamCity, query: string) {
  const res = await fetch(`${fake.url}/app/rest${query}`, {
    headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
  });
  const text = await res.text();
  if (res.status !== 200) return `${res.status} ${/Details: [\w.]+: (.*)/.exec(text)?.[1] ?? text}`;
  return (JSON.parse(text).build ?? []).map((b: { id: number }) => b.id);
}

describe('build ranges', () => {
  let fake: FakeTeamCity;
  beforeAll(async () => {
    fake = await startFakeTeamCity({
      seed: {
        projects: [{ id: 'P' }],
        buildTypes: [
          { id: 'A', projectId: 'P' },
          { id: 'B', projectId: 'P' },
        ],
        builds: [
          { id: 1, buildTypeId: 'A', startDate: '20260101T100000+0000' },
          { id: 2, buildTypeId: 'B', startDate: '20260101T100500+0000' },
          { id: 3, buildTypeId: 'A', startDate: '20260101T111000+0100' },
          { id: 4, buildTypeId: 'A', startDate: '20260101T101000+0000' },
          { id: 5, buildTypeId: 'A', state: 'queued' },
        ],
      },
    });
  });
  afterAll(() => fake.close());

  const ids = (query: string) => buildIds(fake, query);
  const locator = (l: string) => ids(`/builds?locator=${encodeURIComponent(l)}`);

  it('sinceBuild: builds started after the one it finds, in any configuration; one started with it counts', async () => {
    expect(await locator('buildType:(id:A),sinceBuild:(id:1)')).toEqual([4, 3]);
    expect(await locator('sinceBuild:(id:1),buildType:(id:B)')).toEqual([2]);
    // Build 3 started at the same time as build 4 (11:10+0100 is 10:10 UTC).
    expect(await locator('buildType:(id:A),sinceBuild:(id:4)')).toEqual([3]);
    expect(await locator('buildType:(id:A),sinceBuild:(id:3)')).toEqual([4]);
    // A queued build has no start yet: it comes after any started one.
    expect(await locator('buildType:(id:A),sinceBuild:(id:1),defaultFilter:false')).toEqual([5, 4, 3]);
    // A queued limit compares ids (the triggering sequence).
    expect(await locator('buildType:(id:A),sinceBuild:(id:5),defaultFilter:false')).toEqual([]);
  });

  it('sinceBuild and untilBuild by an id nothing has compare ids; any other locator that finds nothing is a 400', async () => {
    expect(await locator('buildType:(id:A),untilBuild:(id:999)')).toEqual([4, 3, 1]);
    expect(await locator('buildType:(id:A),sinceBuild:(id:999)')).toEqual([]);
    expect(await locator('sinceBuild:(number:nope)')).toBe(
      "400 Cannot find build or build id for locator 'number:nope'. Try specifying 'id' locator dimension",
    );
  });

  it('untilBuild: builds started up to the one it finds, that one included', async () => {
    expect(await locator('buildType:(id:A),untilBuild:(id:4)')).toEqual([4, 3, 1]);
    expect(await locator('untilBuild:(id:2),buildType:(id:A)')).toEqual([1]);
  });

  it('sinceDate is strictly after, untilDate up to and including; both leave queued builds out', async () => {
    expect(await locator('buildType:(id:A),sinceDate:20260101T100000+0000')).toEqual([4, 3]);
    expect(await locator('buildType:(id:A),sinceDate:20260101T120000+0200,defaultFilter:false')).toEqual([4, 3]);
    expect(await locator('buildType:(id:A),untilDate:20260101T100000+0000')).toEqual([1]);
    expect(await locator('buildType:(id:A),untilDate:20260101T100000+0000,state:queued')).toEqual([]);
  });

  it("refuses a date that is not TeamCity's, as a `+` left unencoded in a URL arrives (a space)", async () => {
    expect(await ids('/builds?locator=sinceDate:20260101T100000+0000')).toMatch(
      /^400 Could not parse date from value '20260101T100000 0000'\. Supported format example: '\d{8}T\d{6}\+0000'/,
    );
    expect(await locator('sinceDate:yesterday')).toMatch(/^400 Could not parse date from value 'yesterday'/);
  });

  it("takes the legacy sinceBuild and sinceDate query parameters, on /builds and a configuration's builds", async () => {
    expect(await ids('/builds?sinceBuild=id:1')).toEqual([4, 3, 2]);
    expect(await ids(`/builds?sinceDate=${encodeURIComponent('20260101T100500+0000')}`)).toEqual([4, 3]);
    expect(await ids('/buildTypes/id:A/builds?sinceBuild=id:1')).toEqual([4, 3]);
  });

  it('answers 501 naming a build it cannot compare: one seeded without its start date', async () => {
    const other = await startFakeTeamCity({
      seed: { buildTypes: [{ id: 'C', projectId: '_Root' }], builds: [{ id: 6, buildTypeId: 'C' }] },
    });
    try {
      const res = await fetch(`${other.url}/app/rest/builds?locator=sinceDate:20260101T100000%2B0000`, {
        headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
      });
      expect([res.status, /Details: [\w.]+: (.*)/.exec(await res.text())?.[1]]).toEqual([
        501,
        "The fake TeamCity cannot compare build 6 by its start for 'sinceDate': it has no startDate (seed builds[].startDate as yyyyMMdd'T'HHmmssZ).",
      ]);
    } finally {
      await other.close();
    }
  });
});

// The build locator's `property` dimension, as ParameterCondition reads it, over a build's configuration parameters
// and the ones it was queued with.
describe('build parameters', () => {
  let fake: FakeTeamCity;
  beforeAll(async () => {
    fake = await startFakeTeamCity({
      seed: {
        projects: [{ id: 'P' }],
        buildTypes: [{ id: 'A', projectId: 'P', parameters: { property: [{ name: 'env.A', value: 'from-config' }] } }],
        builds: [
          { id: 1, buildTypeId: 'A' },
          { id: 2, buildTypeId: 'A', properties: { property: [{ name: 'env.A', value: 'x' }] } },
          { id: 3, buildTypeId: 'A', properties: { property: [{ name: 'env.B', value: 'xyz' }] } },
        ],
      },
    });
  });
  afterAll(() => fake.close());

  const locator = (l: string) => buildIds(fake, `/builds?locator=${encodeURIComponent(l)}`);

  it('matches by name and value with each simulated match type; contains without one, exists without a value', async () => {
    expect(await locator('property:(name:env.A,value:x,matchType:equals)')).toEqual([2]);
    expect(await locator('property:(name:env.A,value:from)')).toEqual([3, 1]);
    expect(await locator('property:(name:env.A,value:x,matchType:does-not-equal)')).toEqual([3, 1]);
    expect(await locator('property:(name:env.B)')).toEqual([3]);
    expect(await locator('property:(name:env.B,matchType:not-exists)')).toEqual([2, 1]);
    expect(await locator('property:(name:env.A,value:from.*,matchType:matches)')).toEqual([3, 1]);
    expect(await locator('property:(name:env.A,value:conf,matchType:ends-with)')).toEqual([]);
    // Without a name, any parameter may match; two conditions must both hold.
    expect(await locator('property:(value:xyz,matchType:equals)')).toEqual([3]);
    expect(await locator('property:(name:env.A,value:from),property:(name:env.B)')).toEqual([3]);
  });

  it('answers 400 for a match type TeamCity has not, 501 for a numeric one it does not simulate', async () => {
    expect(await locator('property:(name:env.A,value:1,matchType:bigger)')).toMatch(
      /^400 Unsupported parameter match type/,
    );
    expect(await locator('property:(name:env.A,value:1,matchType:more-than)')).toBe(
      "501 The fake TeamCity does not simulate the 'more-than' match type of 'property'.",
    );
    expect(await locator('property:(name:env.A,color:red)')).toMatch(/^400 .*color/);
  });
});
