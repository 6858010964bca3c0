// The test-health and commit commands of `teamcity-sdk` (mute, unmute, investigate, history, flaky, status) against
// the fake TeamCity, run in this process: each checking output and exit code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Build } from '../generated/src/index.js';
import type { FakeTeamCity } from '../generated/src/testing/index.js';
import { fakeAndDir, runCliInProcess } from './helpers/cli.js';

let tc: FakeTeamCity;
let dir: string;
const STATUSES = ['SUCCESS', 'FAILURE', 'SUCCESS', 'FAILURE'] as const;
beforeAll(async () => {
  const builds: Build[] = STATUSES.map((status, i) => ({
    id: i + 1,
    buildTypeId: 'App_Test',
    status,
    revisions: { revision: [{ version: `r${i}`, 'vcs-root-instance': { id: '1', 'vcs-root-id': 'App_Git' } }] },
    testOccurrences: { testOccurrence: [{ name: 't.flaky', status, duration: i }] },
  }));
  ({ tc, dir } = await fakeAndDir({
    seed: {
      projects: [{ id: 'App' }],
      buildTypes: [{ id: 'App_Test', projectId: 'App' }],
      vcsRoots: [{ id: 'App_Git', properties: { property: [{ name: 'url', value: 'https://git.example.com/app' }] } }],
      users: [{ username: 'alice' }],
      builds,
    },
  }));
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
      STATUSES.length,
      STATUSES.length - 1,
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
