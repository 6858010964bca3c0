// grepBuildLog, buildLogLines, tailBuildLog and findBuildByNumber (teamcity-sdk/tasks) against the fake TeamCity over
// real HTTP: what each reads or finds, where each stops and says so, and bad options refused before anything is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TeamCityInputError } from '../generated/src/index.js';
import {
  buildLogLines,
  findBuildByNumber,
  grepBuildLog,
  resolveBuild,
  tailBuildLog,
  TeamCityAmbiguousBuildError,
  TeamCityBuildNotFoundError,
} from '../generated/src/tasks/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

const LOG = [
  'Step 1/2: compile',
  'compiling a.ts',
  'compiling b.ts',
  'error TS2322: b.ts(3,1)',
  'compiling c.ts',
  'Step 2/2: test',
  'ok 1 adds',
  'not ok 2 divides',
  'error: 1 test failed',
  'Process exited with code 1',
];
/** Line n of the fake's generated log: its number in ten digits, a space, x's; 100 bytes with the newline. */
const generated = (n: number) => `${String(n).padStart(10, '0')} ${'x'.repeat(88)}`;

let fake: FakeTeamCity;
let tc: ReturnType<typeof createClient>;
beforeAll(async () => {
  fake = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'App' }],
      buildTypes: [{ id: 'App_Build', projectId: 'App' }],
      builds: [
        { id: 1, buildTypeId: 'App_Build' },
        { id: 2, buildTypeId: 'App_Build' },
        { id: 3, buildTypeId: 'App_Build' },
      ],
      buildLogs: { '1': LOG, '2': { lines: 200_000, width: 100 }, '3': ['short', 'x'.repeat(5000)] },
    },
  });
  tc = createClient({ baseUrl: fake.url, auth: { token: 'admin-token' } });
});
afterAll(() => fake?.close());

describe('grepBuildLog', () => {
  it('gives the matching lines, numbered and marked, with context before and after, and counts them', async () => {
    const read = await grepBuildLog(tc, 1, /^error/, { context: 1 });
    expect(read).toEqual({
      complete: true,
      matches: 2,
      lines: [
        { line: 3, text: 'compiling b.ts' },
        { line: 4, text: 'error TS2322: b.ts(3,1)', match: true },
        { line: 5, text: 'compiling c.ts' },
        { line: 8, text: 'not ok 2 divides' },
        { line: 9, text: 'error: 1 test failed', match: true },
        { line: 10, text: 'Process exited with code 1' },
      ],
    });
  });

  it('matches every line afresh with a global pattern, and reads from fromLine on', async () => {
    // Lines 2 and 3 both match: a pattern that kept its lastIndex would miss line 3.
    const all = await grepBuildLog(tc, 1, /compiling/g, { context: 0 });
    expect(all.lines.map((l) => l.line)).toEqual([2, 3, 5]);
    const later = await grepBuildLog(tc, 1, /compiling/g, { context: 0, fromLine: 3 });
    expect(later.lines.map((l) => l.line)).toEqual([3, 5]);
  });

  it('stops at maxMatches and names the next match, where a second call goes on', async () => {
    const first = await grepBuildLog(tc, 1, /compiling/, { context: 0, maxMatches: 2 });
    expect([first.complete, first.stopped, first.lines.map((l) => l.line)]).toEqual([
      false,
      { by: 'maxMatches', nextLine: 5 },
      [2, 3],
    ]);
    const rest = await grepBuildLog(tc, 1, /compiling/, { context: 0, fromLine: first.stopped!.nextLine });
    expect([rest.complete, rest.lines.map((l) => l.line)]).toEqual([true, [5]]);
  });

  it('stops after maxBytes of a long log, saying from which line to go on, and lets go of the rest', async () => {
    const before = fake.requests.length;
    const read = await grepBuildLog(tc, 2, /^0000199999 /, { maxBytes: 256 * 1024 });
    expect(read.complete).toBe(false);
    expect(read.matches).toBe(0);
    expect(read.stopped?.by).toBe('maxBytes');
    // Whole 100-byte lines of at least 256 KiB read: the next line is past them, and far before the end.
    expect(read.stopped!.nextLine).toBeGreaterThan(2621);
    expect(read.stopped!.nextLine).toBeLessThan(20_000);
    expect(fake.requests.length - before).toBe(1);
  });

  it('cuts a line longer than maxLineLength and says how long it was', async () => {
    const read = await grepBuildLog(tc, 3, /x/, { context: 0, maxLineLength: 10 });
    expect(read.lines).toEqual([{ line: 2, text: 'xxxxxxxxxx …(5000 chars)', match: true }]);
  });
});

describe('buildLogLines', () => {
  it('reads a range of lines, and says where the maxLines limit stopped it', async () => {
    expect(await buildLogLines(tc, 1, { fromLine: 6, toLine: 7 })).toEqual({
      complete: true,
      lines: [
        { line: 6, text: 'Step 2/2: test' },
        { line: 7, text: 'ok 1 adds' },
      ],
    });
    const cut = await buildLogLines(tc, 2, { fromLine: 1000, toLine: 2000, maxLines: 3 });
    expect(cut).toEqual({
      complete: false,
      stopped: { by: 'maxLines', nextLine: 1003 },
      lines: [1000, 1001, 1002].map((n) => ({ line: n, text: generated(n) })),
    });
  });

  it('says how many lines the log has when the range starts past its end', async () => {
    expect(await buildLogLines(tc, 1, { fromLine: 50, toLine: 60 })).toEqual({
      complete: true,
      lines: [],
      totalLines: 10,
    });
  });
});

describe('tailBuildLog', () => {
  it('gives the last lines of a short log', async () => {
    expect(await tailBuildLog(tc, 1, 2)).toEqual({
      complete: true,
      lines: [{ text: 'error: 1 test failed' }, { text: 'Process exited with code 1' }],
    });
  });

  it('reads a 20 MB log from its end with Range requests, never the whole of it', async () => {
    const before = fake.requests.length;
    const read = await tailBuildLog(tc, 2, 3);
    expect(read).toEqual({ complete: true, lines: [199_998, 199_999, 200_000].map((n) => ({ text: generated(n) })) });
    const sent = fake.requests.slice(before);
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(sent.every((r) => r.status === 206)).toBe(true);
  });
});

describe('bad options', () => {
  it('are a TeamCityInputError naming the task and the option, before anything is sent', async () => {
    const before = fake.requests.length;
    const calls: [Promise<unknown>, RegExp][] = [
      [grepBuildLog(tc, 1, /x/, { context: -1 }), /grepBuildLog: context must be/],
      [grepBuildLog(tc, 1, /x/, { maxMatches: 0 }), /grepBuildLog: maxMatches must be/],
      [grepBuildLog(tc, 1, 42 as unknown as RegExp), /grepBuildLog: pattern must be a RegExp or a string/],
      [grepBuildLog(tc, 0, /x/), /grepBuildLog: the build must be/],
      [buildLogLines(tc, 1, { fromLine: 5, toLine: 4 }), /buildLogLines: toLine \(4\) comes before fromLine \(5\)/],
      [buildLogLines(tc, 1, { maxBytes: Number.NaN }), /buildLogLines: maxBytes must be/],
      [tailBuildLog(tc, 1, 0), /tailBuildLog: count must be/],
      [tailBuildLog(tc, 1, 2, { maxLineLength: 1.5 }), /tailBuildLog: maxLineLength must be/],
    ];
    for (const [call, message] of calls) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TeamCityInputError);
      expect((error as Error).message).toMatch(message);
    }
    expect(fake.requests.length).toBe(before);
  });
});

// findBuildByNumber lives beside the log reads: the MCP tools and the CLI find a build by `#886` through it.
describe('findBuildByNumber', () => {
  let numbered: FakeTeamCity;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    numbered = await startFakeTeamCity({
      seed: {
        projects: [{ id: 'App' }],
        buildTypes: [
          { id: 'App_Build', projectId: 'App' },
          { id: 'App_Deploy', projectId: 'App' },
        ],
        builds: [
          { id: 10, buildTypeId: 'App_Build', number: '886', branchName: 'feature/x' },
          { id: 11, buildTypeId: 'App_Deploy', number: '886' },
          { id: 12, buildTypeId: 'App_Build', number: '1.2.3-rc,1' },
          { id: 13, buildTypeId: 'App_Build', number: '10' },
        ],
      },
    });
    client = createClient({ baseUrl: numbered.url, auth: { token: 'admin-token' } });
  });
  afterAll(() => numbered?.close());

  it('finds the one build with a number, on any branch, as people write it', async () => {
    expect((await findBuildByNumber(client, '#886', { buildType: 'App_Build' })).id).toBe(10);
    expect((await findBuildByNumber(client, '886', { buildType: 'App_Deploy' })).id).toBe(11);
    expect((await findBuildByNumber(client, '1.2.3-rc,1')).id).toBe(12);
  });

  it('names what it found when a number repeats, and says when none has it', async () => {
    const several = await findBuildByNumber(client, '#886').catch((e: unknown) => e);
    expect(several).toBeInstanceOf(TeamCityAmbiguousBuildError);
    expect((several as TeamCityAmbiguousBuildError).builds.map((b) => b.id).sort()).toEqual([10, 11]);
    expect((several as Error).message).toMatch(/^several builds are numbered 886: .*10 \(App_Build, feature\/x\)/);
    const none = await findBuildByNumber(client, '#999', { buildType: 'App_Build' }).catch((e: unknown) => e);
    expect(none).toBeInstanceOf(TeamCityBuildNotFoundError);
    expect((none as Error).message).toBe('no build is numbered 999 in App_Build, on any branch');
  });

  it('refuses an empty number or build type before anything is sent', async () => {
    const before = numbered.requests.length;
    for (const call of [findBuildByNumber(client, '#'), findBuildByNumber(client, '1', { buildType: '' })])
      expect(await call.catch((e: unknown) => e)).toBeInstanceOf(TeamCityInputError);
    expect(numbered.requests.length).toBe(before);
  });

  // The one reading of a build as people name it, for the CLI's <build> and the MCP tools' `build` (issue 28).
  describe('resolveBuild', () => {
    it('takes an id as it is, with no request; digits alone are an id, a #number never is', async () => {
      const before = numbered.requests.length;
      for (const id of [10, '10', 'id:10', ' id:10 ']) expect(await resolveBuild(client, id)).toBe(10);
      expect(numbered.requests.length).toBe(before);
      expect(await resolveBuild(client, '#10')).toBe(13);
    });

    it('finds a number (with buildType where it repeats), and a locator, by the route each is served by', async () => {
      const before = numbered.requests.length;
      expect(await resolveBuild(client, '#886', { buildType: 'App_Deploy' })).toBe(11);
      expect(await resolveBuild(client, '1.2.3-rc,1')).toBe(12);
      expect(await resolveBuild(client, 'buildType:App_Deploy,number:886')).toBe(11);
      expect(numbered.requests.slice(before).map((r) => r.operation)).toEqual([
        'builds.serve_all_builds',
        'builds.serve_all_builds',
        'builds.serve_build',
      ]);
      expect(await resolveBuild(client, '#886').catch((e: unknown) => e)).toBeInstanceOf(TeamCityAmbiguousBuildError);
      expect(await resolveBuild(client, '#999').catch((e: unknown) => e)).toBeInstanceOf(TeamCityBuildNotFoundError);
    });

    it('keeps a locator in the one segment of the build route, whatever dot segments or slashes it holds', async () => {
      for (const locator of ['id:10/../../agents', 'id:10%2F..%2F..%2Fagents', 'id:10\\..\\agents', 'number:..']) {
        const before = numbered.requests.length;
        const e = await resolveBuild(client, locator).catch((x: unknown) => x);
        const sent = numbered.requests.slice(before);
        // Refused before sending, or sent whole as the one path segment of builds/{buildLocator}.
        if (sent.length === 0) expect(e).toBeInstanceOf(TeamCityInputError);
        for (const r of sent) {
          expect(r.operation).toBe('builds.serve_build');
          expect(r.url).toMatch(/^\/app\/rest\/builds\/[^/?]+\?fields=id$/);
        }
      }
    });

    it('refuses what names no build, and a buildType beside an id or a locator, before anything is sent', async () => {
      const before = numbered.requests.length;
      const bad: [number | string, { buildType?: string }][] = [
        [0, {}],
        [-1, {}],
        [1.5, {}],
        [Number.NaN, {}],
        ['', {}],
        ['  #  ', {}],
        ['99999999999999999999', {}],
        [null as never, {}],
        [{ id: 10 } as never, {}],
        [10, { buildType: 'App_Build' }],
        ['id:10', { buildType: 'App_Build' }],
        ['buildType:App_Build,number:886', { buildType: 'App_Build' }],
      ];
      for (const [build, options] of bad)
        expect(await resolveBuild(client, build, options).catch((e: unknown) => e)).toBeInstanceOf(TeamCityInputError);
      expect(numbered.requests.length).toBe(before);
    });
  });
});
