// The test-health and commit commands of `teamcity-sdk` (mute, unmute, investigate, history, flaky, status) against
// the fake TeamCity, run in this process: each checking output and exit code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTeamCity } from '../generated/src/testing/index.js';
import { fakeAndDir, runCliInProcess } from './helpers/cli.js';
import { FLAKY, healthSeed, RED } from './helpers/health.js';

let tc: FakeTeamCity;
let dir: string;
beforeAll(async () => {
  ({ tc, dir } = await fakeAndDir({ seed: healthSeed() }));
});
afterAll(() => tc?.close());

const cli = (args: string[]) =>
  runCliInProcess(args, { env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'admin-token' }, cwd: dir });

describe('test health commands', () => {
  it('mute then unmute: the mute is read back, and the usage is checked before anything is sent', async () => {
    const bad = await cli(['mute', 't.flaky']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--project <id> or --build-type <id>/);
    expect(tc.requests.filter((r) => r.operation?.startsWith('mutes.'))).toHaveLength(0);
    const muted = await cli(['mute', 't.flaky', '--project', 'App', '--until', 'fixed', '--json']);
    expect(muted.code).toBe(0);
    expect(JSON.parse(muted.stdout)).toMatchObject({ resolution: { type: 'whenFixed' } });
    const unmuted = await cli(['unmute', 't.flaky', '--project', 'App', '--json']);
    expect(JSON.parse(unmuted.stdout)).toMatchObject({ removed: [expect.any(Number)], notMuted: [] });
  });

  it('history prints the runs newest first; flaky exits 1 naming the flaky test; investigate assigns', async () => {
    const history = await cli(['history', 't.flaky', '--count', '2', '--json']);
    expect(history.code).toBe(0);
    expect((JSON.parse(history.stdout) as { build: { id: number } }[]).map((r) => r.build.id)).toEqual([
      FLAKY.length,
      FLAKY.length - 1,
    ]);
    const flaky = await cli(['flaky', 'App_Test', '--json']);
    expect(flaky.code).toBe(1);
    expect(JSON.parse(flaky.stdout)).toMatchObject([{ name: 't.flaky' }]);
    const inv = await cli([
      'investigate',
      '--test',
      't.flaky',
      '--build-type',
      'App_Test',
      '--assignee',
      'alice',
      '--json',
    ]);
    expect(inv.code).toBe(0);
    expect(JSON.parse(inv.stdout)).toMatchObject({ state: 'TAKEN', assignee: { username: 'alice' } });
  });

  it("tests --failed prints new failures first; the JSON gives each failed test's and problem's logAnchor", async () => {
    const failed = await cli(['tests', String(RED), '--failed']);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('t.justBroke\nt.longBroken\n');
    const all = await cli(['tests', String(RED), '--json']);
    const results = JSON.parse(all.stdout) as {
      failedTests: { name: string; logAnchor: string }[];
      problems: { identity: string; logAnchor: string }[];
    };
    expect(results.failedTests.map((t) => [t.name, t.logAnchor])).toEqual([
      ['t.justBroke', '3'],
      ['t.longBroken', '1'],
    ]);
    expect(results.problems.map((p) => [p.identity, p.logAnchor])).toEqual([
      ['compile', '7'],
      ['exit', '42'],
    ]);
  });

  it('status exits 1 for a failed build of the commit, and 3 when TeamCity could not answer', async () => {
    const failed = await cli(['status', 'r1', '--repository', 'git.example.com/app', '--json']);
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ complete: true, builds: [{ id: 2, status: 'FAILURE' }] });
    tc.inject({ fault: { kind: 'status', status: 403 }, route: 'vcsRoots.serve_roots' });
    const denied = await cli(['status', 'r1', '--repository', 'git.example.com/app', '--json']);
    expect(denied.code).toBe(3);
    expect(JSON.parse(denied.stdout)).toMatchObject({ complete: false, builds: [] });
    expect(denied.stderr).toMatch(/incomplete: the VCS roots could not be read/);
  });
});
