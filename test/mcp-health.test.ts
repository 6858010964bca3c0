// teamcity-sdk-mcp's test-health and commit tools (history, flaky, commit status; mute, investigate) and the failure
// summary's order and log anchors, through an in-process MCP client against the fake TeamCity. Each tool's mode is
// judged by the operations TeamCity served for it, read from the fake's request log.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { allows, MODES, type Mode } from '../generated-mcp/src/modes.js';
import { modeOf } from '../generated-mcp/src/route.js';
import { FLAKY, healthSeed, RED, SHA } from './helpers/health.js';
import { call, connect, TOKEN } from './helpers/mcp.js';

let tc: FakeTeamCity;
const clients = {} as Record<Mode, Client>;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    users: [{ username: 'admin', password: 'admin-pass', token: TOKEN }],
    seed: healthSeed(),
  });
  for (const mode of MODES) clients[mode] = await connect(tc, { mode });
});
afterAll(async () => {
  await Promise.all(MODES.map((m) => clients[m]?.close()));
  await tc?.close();
});

/** A call of each test-health tool that succeeds against this TeamCity in admin mode. */
const CALLS: [string, Record<string, unknown>][] = [
  ['teamcity_test_history', { test: 't.flaky' }],
  ['teamcity_flaky_tests', { buildType: 'App_Test' }],
  ['teamcity_commit_status', { revision: SHA, repository: 'git.example.com/app' }],
  ['teamcity_mute_tests', { tests: ['t.ok'], buildType: 'App_Test' }],
  ['teamcity_mute_tests', { tests: ['t.ok'], buildType: 'App_Test', unmute: true }],
  ['teamcity_investigate', { test: 't.flaky', buildType: 'App_Test', assignee: 'alice' }],
  ['teamcity_investigate', { test: 't.flaky', buildType: 'App_Test', resolve: 'FIXED' }],
];

describe('the read tools', () => {
  it("teamcity_test_history: a test's runs, newest first, narrowed by build configuration", async () => {
    const r = await call(clients.readonly, 'teamcity_test_history', { test: 't.flaky', buildType: 'App_Test' });
    expect(r.isError, r.text).toBe(false);
    const runs = r.data.runs as { build: { id: number }; status: string; duration: number }[];
    expect(runs.map((x) => x.build.id)).toEqual(FLAKY.map((_, i) => i + 1).reverse());
    expect(runs.map((x) => x.status)).toEqual([...FLAKY].reverse());
    expect(r.text.split('\n')[0]).toMatch(/^#4 \(id 4\).* FAILURE 13 ms$/);
    const one = await call(clients.readonly, 'teamcity_test_history', { test: 't.flaky', count: 1 });
    expect(one.data.runs).toHaveLength(1);
  });

  it('teamcity_flaky_tests: the test that flips, not the one that always passes', async () => {
    const r = await call(clients.readonly, 'teamcity_flaky_tests', { buildType: 'App_Test', branch: 'default:any' });
    expect(r.isError, r.text).toBe(false);
    expect(r.data.tests).toEqual([
      {
        name: 't.flaky',
        flips: FLAKY.length - 1,
        failed: FLAKY.filter((s) => s === 'FAILURE').length,
        passed: FLAKY.filter((s) => s === 'SUCCESS').length,
        sameRevision: false,
      },
    ]);
  });

  it('teamcity_commit_status: the builds of a revision, through the repository; a revision that is locator syntax is refused unsent', async () => {
    const r = await call(clients.readonly, 'teamcity_commit_status', { revision: SHA, repository: 'example.com/app' });
    expect(r.isError, r.text).toBe(false);
    expect(r.data).toMatchObject({ complete: true, reasons: [], builds: [{ id: RED, status: 'FAILURE' }] });
    const before = tc.requests.length;
    const bad = await call(clients.readonly, 'teamcity_commit_status', { revision: 'x),buildType:(id:Other' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/^TeamCityInputError: commitStatus: revision must be a revision id/);
    expect(tc.requests.length).toBe(before);
  });
});

describe('modes, judged by the routes served', () => {
  it('lists and runs each tool exactly in the modes that allow every operation TeamCity served for it', async () => {
    const needed = new Map<string, Mode>();
    for (const [tool, args] of CALLS) {
      const before = tc.requests.length;
      const r = await call(clients.admin, tool, args);
      expect(r.isError, `${tool}: ${r.text}`).toBe(false);
      const served = tc.requests.slice(before).map((q) => q.operation!);
      expect(served.length, tool).toBeGreaterThan(0);
      const strictest = [needed.get(tool) ?? 'readonly', ...served.map(modeOf)].reduce((a, b) =>
        MODES.indexOf(b) > MODES.indexOf(a) ? b : a,
      );
      needed.set(tool, strictest);
    }
    // The writes need more than readonly, whatever the spec says they need.
    expect(needed.get('teamcity_mute_tests')).not.toBe('readonly');
    expect(needed.get('teamcity_investigate')).not.toBe('readonly');
    for (const mode of MODES) {
      const listed = (await clients[mode].listTools()).tools.map((t) => t.name);
      for (const [tool, mine] of needed) {
        expect(listed.includes(tool), `${tool} in ${mode}`).toBe(allows(mode, mine));
        if (allows(mode, mine)) continue;
        const before = tc.requests.length;
        const refused = await clients[mode].callTool({ name: tool, arguments: {} }).then(
          (x) => JSON.stringify(x),
          (e: Error) => e.message,
        );
        expect(refused).toContain(tool);
        expect(tc.requests.length).toBe(before);
      }
    }
  });
});

describe('the write tools', () => {
  it('mutes with the caller as author, then unmutes; a bad scope or date is refused before anything is sent', async () => {
    const before = tc.requests.length;
    for (const args of [
      { tests: ['t.ok'] },
      { tests: ['t.ok'], project: 'App', buildType: 'App_Test' },
      { tests: ['t.ok'], buildType: 'App_Test', until: 'next tuesday' },
      { tests: ['t.ok'], buildType: 'App_Test', unmute: true, comment: 'no' },
      { tests: [], buildType: 'App_Test' },
    ]) {
      const bad = await call(clients.admin, 'teamcity_mute_tests', args);
      expect(bad.isError, JSON.stringify(args)).toBe(true);
    }
    expect(tc.requests.length).toBe(before);
    const muted = await call(clients.admin, 'teamcity_mute_tests', {
      tests: ['t.flaky', 't.ok'],
      project: 'App',
      comment: 'flaky',
      until: 'fixed',
    });
    expect(muted.isError, muted.text).toBe(false);
    const id = muted.data.id as number;
    const mute = tc.state.mutes.get(String(id))!;
    expect(mute).toMatchObject({ assignment: { text: 'flaky', user: { username: 'admin' } } });
    expect(mute.resolution).toMatchObject({ type: 'whenFixed' });
    const unmuted = await call(clients.admin, 'teamcity_mute_tests', {
      tests: ['t.flaky', 't.gone'],
      project: 'App',
      unmute: true,
    });
    expect(unmuted.isError, unmuted.text).toBe(false);
    expect(unmuted.data).toMatchObject({ removed: [id], notMuted: ['t.gone'] });
    // The mute's other test stays muted, by a mute made again.
    const remade = (unmuted.data.remade as number[])[0]!;
    expect(tc.state.mutes.get(String(remade))).toMatchObject({ target: { tests: { test: [{ name: 't.ok' }] } } });
    expect(tc.state.mutes.get(String(id))).toBeUndefined();
  });

  it('assigns an investigation to a user and resolves it; one with neither assignee nor resolve is refused unsent', async () => {
    const before = tc.requests.length;
    for (const args of [
      { test: 't.ok', buildType: 'App_Test' },
      { test: 't.ok', buildType: 'App_Test', assignee: 'alice', resolve: 'FIXED' },
      { test: 't.ok', problem: 'exit', buildType: 'App_Test', assignee: 'alice' },
      { project: 'App', assignee: 'alice' },
      { test: 't.ok', buildType: 'App_Test', resolve: 'FIXED', comment: 'dropped otherwise' },
    ]) {
      const bad = await call(clients.admin, 'teamcity_investigate', args);
      expect(bad.isError, JSON.stringify(args)).toBe(true);
    }
    expect(tc.requests.length).toBe(before);
    const taken = await call(clients.admin, 'teamcity_investigate', {
      problem: 'compile',
      buildType: 'App_Unit',
      assignee: 'alice',
    });
    expect(taken.isError, taken.text).toBe(false);
    const [inv] = taken.data.investigations as { id: string; state: string }[];
    expect(inv).toMatchObject({ state: 'TAKEN' });
    expect(tc.state.investigations.get(inv!.id)).toMatchObject({ assignee: { username: 'alice' } });
    const fixed = await call(clients.admin, 'teamcity_investigate', {
      problem: 'compile',
      buildType: 'App_Unit',
      resolve: 'GIVEN_UP',
    });
    expect(fixed.data.investigations).toEqual([{ id: inv!.id, state: 'GIVEN_UP' }]);
  });
});

describe('the failure summary', () => {
  it('teamcity_explain_failure puts new failures first, tests and problems, each with its place in the log', async () => {
    const r = await call(clients.readonly, 'teamcity_explain_failure', { build: RED });
    expect(r.isError, r.text).toBe(false);
    expect(r.data.failedTests).toEqual([
      expect.objectContaining({ name: 't.justBroke', newFailure: true, logAnchor: '3' }),
      expect.objectContaining({ name: 't.longBroken', logAnchor: '1' }),
    ]);
    expect(r.data.problems).toEqual([
      expect.objectContaining({ identity: 'compile', newFailure: true, logAnchor: '7' }),
      expect.objectContaining({ identity: 'exit', logAnchor: '42' }),
    ]);
    const log = `${tc.url}/viewLog.html?buildId=${RED}&tab=buildLog&_focus=`;
    expect(r.text).toContain(`✗ t.justBroke (new) log: ${log}3`);
    expect(r.text).toContain(`! TC_COMPILATION_ERROR (new): cannot compile log: ${log}7`);
    expect(r.text.indexOf('t.justBroke')).toBeLessThan(r.text.indexOf('t.longBroken'));
  });

  it('teamcity_failed_tests gives each test its log anchor', async () => {
    const r = await call(clients.readonly, 'teamcity_failed_tests', { build: RED });
    expect((r.data.tests as { name: string; logAnchor: string }[]).map((t) => [t.name, t.logAnchor])).toEqual([
      ['t.longBroken', '1'],
      ['t.justBroke', '3'],
    ]);
  });
});
