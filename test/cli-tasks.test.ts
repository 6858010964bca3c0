// The task commands of the `teamcity-sdk` bin (run, wait, cancel, log, artifacts, tests), spawned against the fake
// TeamCity. The test plays TeamCity's agent: it moves a queued build on through the fake's state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedByte, type FakeTeamCity } from '../generated/src/testing/index.js';
import { cliAndFake, runCli } from './helpers/cli.js';

let bin: string;
let tc: FakeTeamCity;
let dir: string;
beforeAll(async () => {
  ({ bin, tc, dir } = await cliAndFake({
    seed: {
      buildTypes: [{ id: 'App_Build' }],
      generatedBuilds: { count: 20 },
      artifacts: { '7': { 'dist/app.bin': { size: 200_000 }, 'dist/notes.txt': 'notes\n', 'report.html': '<html/>' } },
    },
  }));
});
afterAll(() => tc?.close());

const cli = (args: string[]) => runCli(bin, args, { env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'admin-token' }, cwd: dir });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Whether the fake TeamCity serves what a task needs: the tasks are built at the same time as the fake learns these
 * routes, and a test whose route the fake does not serve yet is skipped with a message rather than failed.
 */
async function fakeServes(path: string, check: (r: Response) => Promise<boolean> = async (r) => r.ok): Promise<boolean> {
  const r = await fetch(tc.url + path, { headers: { authorization: 'Bearer admin-token', accept: '*/*' } });
  return check(r);
}
const polls = () => fakeServes('/app/rest/builds/id:1?fields=id,running-info(currentStageText)');
const zips = () =>
  fakeServes('/app/rest/builds/id:7/artifacts/archived/dist', async (r) => r.ok && (await r.text()).startsWith('PK'));
const logs = () => fakeServes('/downloadBuildLog.html?buildId=7');
const testRuns = () => fakeServes('/app/rest/testOccurrences?locator=build:(id:7)');

/** The id of the next build queued after `after`, once there is one (at most 10 s). */
async function queuedAfter(after: number): Promise<number> {
  for (let i = 0; i < 400; i++) {
    if (tc.state.builds.maxId > after) return tc.state.builds.maxId;
    await sleep(25);
  }
  throw new Error('no build was queued');
}

/** Plays the agent: the build starts, runs a while, and finishes with this status. */
async function play(id: number, status: 'SUCCESS' | 'FAILURE', statusText: string) {
  await sleep(150);
  Object.assign(tc.state.builds.edit(id)!, { state: 'running', percentageComplete: 40, statusText: 'Step 1/2' });
  await sleep(200);
  Object.assign(tc.state.builds.edit(id)!, { state: 'finished', status, statusText, percentageComplete: undefined });
}

describe('run, wait and cancel', () => {
  it('run --wait exits 0 when the build succeeds and 1 when it fails, with progress on stderr', async (ctx) => {
    if (!(await polls())) return ctx.skip('the fake TeamCity does not serve the fields waitForBuild polls yet');
    const base = tc.state.builds.maxId;
    const ok = cli(['run', 'App_Build', '--branch', 'main', '--param', 'env.X=1=2', '--wait', '--poll', '50ms']);
    const okId = await queuedAfter(base);
    expect(tc.state.builds.get(okId)).toMatchObject({ buildTypeId: 'App_Build', state: 'queued' });
    await play(okId, 'SUCCESS', 'Tests passed: 3');
    const passed = await ok;
    expect(passed.code).toBe(0);
    expect(JSON.parse(passed.stdout)).toMatchObject({ id: okId, status: 'SUCCESS', state: 'finished' });
    expect(passed.stderr).toContain(`queued build ${okId}`);
    expect(passed.stderr).toMatch(new RegExp(`^build ${okId}: running 40% - Step 1/2$`, 'm'));

    const bad = cli(['run', 'App_Build', '--wait', '--poll', '50ms', '--json']);
    const badId = await queuedAfter(okId);
    await play(badId, 'FAILURE', 'Tests failed: 2');
    const failed = await bad;
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ id: badId, status: 'FAILURE' });
    expect(failed.stderr).toContain(`build ${badId} finished with status FAILURE: Tests failed: 2`);
  });

  it('cancel stops a queued build', async () => {
    const queued = await cli(['run', 'App_Build', '--comment', 'to cancel']);
    expect(queued.code).toBe(0);
    const id = (JSON.parse(queued.stdout) as { id: number }).id;
    expect(tc.state.builds.get(id)).toMatchObject({ state: 'queued', buildTypeId: 'App_Build' });
    const canceled = await cli(['cancel', `id:${id}`, '--comment', 'superseded']);
    expect(canceled.code).toBe(0);
    expect(JSON.parse(canceled.stdout)).toMatchObject({ id });
    expect(tc.state.builds.get(id)).toMatchObject({ state: 'finished', canceledInfo: { text: 'superseded' } });
    const again = await cli(['cancel', String(id)]);
    expect(again.code).toBe(3);
  });

  it('wait exits 4 for a canceled build and 5 when --timeout runs out', async (ctx) => {
    if (!(await polls())) return ctx.skip('the fake TeamCity does not serve the fields waitForBuild polls yet');
    const [first, second] = await Promise.all([cli(['run', 'App_Build']), cli(['run', 'App_Build'])]);
    const [id, otherId] = [first, second].map((r) => (JSON.parse(r.stdout) as { id: number }).id);
    const [timedOut] = await Promise.all([
      cli(['wait', String(otherId), '--timeout', '400ms', '--poll', '50ms']),
      cli(['cancel', String(id)]),
    ]);
    expect(timedOut.code).toBe(5);
    expect(timedOut.stderr).toContain(`build ${otherId} did not finish within 400 ms`);
    const waited = await cli(['wait', String(id), '--poll', '50ms']);
    expect(waited.code).toBe(4);
    expect(waited.stderr).toMatch(/canceled|removed from the queue/);
  });

  it('usage errors exit 2 before anything is sent', async () => {
    const before = tc.requests.length;
    const [noType, badParam, two, dry] = await Promise.all([
      cli(['run']),
      cli(['run', 'App_Build', '--param', 'novalue']),
      cli(['wait', '1', '2']),
      cli(['run', 'App_Build', '--dry-run']),
    ]);
    expect([noType, badParam, two, dry].map((r) => r.code)).toEqual([2, 2, 2, 2]);
    expect(badParam.stderr).toMatch(/--param must be name=value/);
    expect(dry.stderr).toMatch(/unknown flag --dry-run/);
    expect(tc.requests.length).toBe(before);
  });
});

describe('artifacts and tests', () => {
  it('lists artifacts, and downloads one under its own name', async () => {
    const [list, one] = await Promise.all([cli(['artifacts', '7']), cli(['artifacts', '7', 'dist/app.bin'])]);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { path: string }[]).map((a) => a.path).sort()).toEqual([
      'dist/app.bin',
      'dist/notes.txt',
      'report.html',
    ]);
    expect(one.code).toBe(0);
    const bytes = readFileSync(join(dir, 'app.bin'));
    expect(bytes.length).toBe(200_000);
    expect(bytes.every((b, i) => b == generatedByte(i))).toBe(true);
    expect(one.stderr).toMatch(/^app\.bin: 100% of 200000 bytes$/m);
    const missing = await cli(['artifacts', '7', 'nope.txt']);
    expect(missing.code).toBe(3);
  });

  it('downloads a folder as a zip with --zip', async (ctx) => {
    if (!(await zips())) return ctx.skip('the fake TeamCity does not serve artifact archives yet');
    const zip = await cli(['artifacts', '7', 'dist', '--zip', '--output', 'dist.zip']);
    expect(zip.code).toBe(0);
    expect(readFileSync(join(dir, 'dist.zip')).subarray(0, 2).toString()).toBe('PK');
  });

  it('prints the build log', async (ctx) => {
    if (!(await logs())) return ctx.skip('the fake TeamCity does not serve build logs yet');
    const log = await cli(['log', '7']);
    expect(log.code).toBe(0);
    expect(log.stdout.length).toBeGreaterThan(0);
  });

  it("tests prints a build's results; tests --failed exits 0 when none failed", async (ctx) => {
    if (!(await testRuns())) return ctx.skip('the fake TeamCity does not serve test occurrences yet');
    const [all, failed] = await Promise.all([cli(['tests', '7']), cli(['tests', 'id:7', '--failed'])]);
    expect(all.code).toBe(0);
    expect(JSON.parse(all.stdout)).toMatchObject({ id: 7, status: 'SUCCESS', failedTests: [] });
    expect([failed.code, failed.stdout]).toEqual([0, '']);
  });
});
