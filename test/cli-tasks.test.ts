// The task commands of `teamcity-sdk` (run, wait, cancel, log, artifacts, tests), run in this process against the fake
// TeamCity, whose builds run by a script on the real clock: queued for a moment, running, then finished. The bin is
// spawned for Ctrl-C (SIGINT) and its exit code.
import { existsSync, lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedByte, type BuildScript, type FakeTeamCity } from '../generated/src/testing/index.js';
import { cliAndFake, runCli, runCliInProcess } from './helpers/cli.js';
import { startServer } from './helpers/server.js';

let bin: string;
let tc: FakeTeamCity;
let dir: string;
beforeAll(async () => {
  ({ bin, tc, dir } = await cliAndFake({
    seed: {
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'App_Build', projectId: 'P' }],
      generatedBuilds: { count: 20 },
      artifacts: { '7': { 'dist/app.bin': { size: 200_000 }, 'dist/notes.txt': 'notes\n', 'report.html': '<html/>' } },
    },
  }));
});
afterAll(() => tc?.close());

const env = () => ({ TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'admin-token' });
const cli = (args: string[], options: { interrupt?: Promise<unknown> } = {}) =>
  runCliInProcess(args, { env: env(), cwd: dir, ...options });
const idOf = (r: { stdout: string }) => (JSON.parse(r.stdout) as { id: number }).id;
let n = 0;
/** A build configuration of its own whose builds run by `script`. */
function scripted(script: BuildScript): string {
  const id = `P_Scripted${++n}`;
  tc.seed({ buildTypes: [{ id, projectId: 'P' }] });
  tc.script(id, script);
  return id;
}

describe('run, wait and cancel', () => {
  it('run --wait exits 0 when the build succeeds and 1 when it fails, with progress on stderr', async () => {
    // Long enough to be seen queued and running by polls 50 ms apart, even on a busy machine.
    const ok = scripted({ queuedMs: 500, durationMs: 2000, tests: [{ name: 'a' }, { name: 'b' }] });
    const bad = scripted({ queuedMs: 100, durationMs: 400, tests: [{ name: 'a' }, { name: 'b', status: 'FAILURE' }] });
    const unstarted = scripted({ queuedMs: 100, failedToStart: true, statusText: 'Snapshot dependency failed' });
    const [passed, failed, notStarted] = await Promise.all([
      cli(['run', ok, '--branch', 'main', '--param', 'env.X=1=2', '--wait', '--poll', '50ms', '--timeout', '20s']),
      cli(['run', bad, '--wait', '--poll', '50ms', '--json']),
      cli(['run', unstarted, '--wait', '--poll', '50ms']),
    ]);
    expect(notStarted.code).toBe(1);
    expect(notStarted.stderr).toMatch(/build \d+ failed to start: Snapshot dependency failed/);
    expect(passed.code).toBe(0);
    const build = JSON.parse(passed.stdout) as { id: number };
    expect(build).toMatchObject({ status: 'SUCCESS', state: 'finished', statusText: 'Tests passed: 2' });
    expect(tc.state.builds.get(build.id)).toMatchObject({ buildTypeId: ok, branchName: 'main' });
    // Progress: plain lines when stderr is not a terminal, from the queue to the end.
    expect(passed.stderr).toContain(`queued build ${build.id}`);
    expect(passed.stderr).toMatch(new RegExp(`^build ${build.id}: queued`, 'm'));
    expect(passed.stderr).toMatch(new RegExp(`^build ${build.id}: running \\d+%`, 'm'));
    expect(passed.stderr).toMatch(new RegExp(`^build ${build.id}: finished - Tests passed: 2$`, 'm'));
    expect(failed.code).toBe(1);
    const failedBuild = JSON.parse(failed.stdout) as { id: number };
    expect(failedBuild).toMatchObject({ status: 'FAILURE' });
    expect(failed.stderr).toContain(`build ${failedBuild.id} finished with status FAILURE: Tests failed: 1, passed: 1`);
    const [tests, none, summary] = await Promise.all([
      cli(['tests', String(failedBuild.id), '--failed']),
      cli(['tests', String(build.id), '--failed']),
      cli(['tests', `id:${failedBuild.id}`]),
    ]);
    expect([tests.code, tests.stdout]).toEqual([1, 'b\n']);
    expect([none.code, none.stdout]).toEqual([0, '']);
    expect(summary.code).toBe(0);
    expect(JSON.parse(summary.stdout)).toMatchObject({ status: 'FAILURE', tests: { total: 2, passed: 1, failed: 1 } });
  });

  it('cancel stops a queued build, and wait then exits 4; wait --timeout exits 5', async () => {
    const slow = scripted({ queuedMs: 60_000 });
    const [first, second] = await Promise.all([cli(['run', slow, '--comment', 'to cancel']), cli(['run', slow])]);
    expect([first.code, second.code]).toEqual([0, 0]);
    const [id, otherId] = [idOf(first), idOf(second)];
    const [canceled, timedOut] = await Promise.all([
      cli(['cancel', `id:${id}`, '--comment', 'superseded']),
      cli(['wait', String(otherId), '--timeout', '400ms', '--poll', '50ms']),
    ]);
    expect(canceled.code).toBe(0);
    expect(JSON.parse(canceled.stdout)).toMatchObject({ id });
    expect(tc.state.builds.get(id)).toMatchObject({ state: 'finished', canceledInfo: { text: 'superseded' } });
    expect(timedOut.code).toBe(5);
    // What was asked, not the time the wait was left with after queueing (issue 27).
    expect(timedOut.stderr).toContain(`build ${otherId} did not finish within --timeout 400ms (last state: queued)`);
    const [waited, again] = await Promise.all([
      cli(['wait', String(id), '--poll', '50ms']),
      cli(['cancel', String(id)]),
    ]);
    expect(waited.code).toBe(4);
    expect(waited.stderr).toMatch(/canceled|removed from the queue/);
    expect(again.code).toBe(3);
  });

  it('a task cut short by --timeout says the --timeout asked for (issue 27)', async () => {
    const queued = await cli(['run', scripted({ queuedMs: 60_000 })]);
    const r = await cli(['log', String(idOf(queued)), '--follow', '--poll', '50ms', '--timeout', '300ms']);
    expect(r.code).toBe(5);
    expect(r.stderr).toContain('log timed out: --timeout 300ms');
  });

  it('an empty or unset server URL is said to be empty or unset, naming the variable or flag (issue 27)', async () => {
    const run = (args: string[], env: Record<string, string>) =>
      runCliInProcess(['run', 'App_Build', ...args], { env: { TEAMCITY_TOKEN: 'admin-token', ...env }, cwd: dir });
    const [unset, empty, blank, flag] = await Promise.all([
      run([], {}),
      run([], { TEAMCITY_URL: '' }),
      run([], { TEAMCITY_URL: '  ' }),
      run(['--url', ''], { TEAMCITY_URL: tc.url }),
    ]);
    expect([unset, empty, blank, flag].map((r) => r.code)).toEqual([2, 2, 2, 2]);
    expect(unset.stderr).toMatch(/^teamcity-sdk: no server: TEAMCITY_URL is not set; set it, or pass --url$/m);
    expect(empty.stderr).toMatch(/^teamcity-sdk: TEAMCITY_URL is empty$/m);
    expect(blank.stderr).toMatch(/^teamcity-sdk: TEAMCITY_URL is empty$/m);
    expect(flag.stderr).toMatch(/^teamcity-sdk: --url is empty$/m);
    for (const r of [unset, empty, blank, flag]) expect(r.stderr).not.toMatch(/absolute URL/);
  });

  it('wait exits 4 on Ctrl-C, and leaves the build as it was', async () => {
    const queued = await cli(['run', scripted({ queuedMs: 60_000 })]);
    const id = idOf(queued);
    const before = tc.requests.length;
    // Ctrl-C once the wait has polled twice.
    const polled = (async () => {
      for (let i = 0; i < 400 && tc.requests.slice(before).filter((r) => r.url.includes(`id:${id}`)).length < 2; i++)
        await new Promise((r) => setTimeout(r, 25));
    })();
    const waited = await runCli(bin, ['wait', String(id), '--poll', '50ms'], {
      env: env(),
      cwd: dir,
      interrupt: polled,
    });
    expect(waited.code).toBe(4);
    expect(waited.stderr).toMatch(/aborted/);
    expect(waited.stderr).toContain(`build ${id} goes on: teamcity-sdk cancel ${id} cancels it`);
    expect(tc.state.builds.get(id)).toMatchObject({ state: 'queued' });
  });

  it('Ctrl-C during run --wait says the build goes on and how to cancel it; --cancel-on-interrupt cancels it', async () => {
    const bt = scripted({ queuedMs: 60_000 });
    /** run --wait, sent SIGINT once it has polled its build twice. */
    const interrupted = (flags: string[]) => {
      const before = tc.requests.length;
      const polled = (async () => {
        const polls = () =>
          tc.requests.slice(before).filter((r) => r.method === 'GET' && /\/(builds|buildQueue)\/id:\d+/.test(r.url));
        for (let i = 0; i < 400 && polls().length < 2; i++) await new Promise((r) => setTimeout(r, 25));
      })();
      return cli(['run', bt, '--wait', '--poll', '50ms', ...flags], { interrupt: polled });
    };
    const left = await interrupted([]);
    expect(left.code).toBe(4);
    const id = Number(/queued build (\d+)/.exec(left.stderr)?.[1]);
    expect(left.stderr).toContain(`build ${id} goes on: teamcity-sdk cancel ${id} cancels it (--cancel-on-interrupt`);
    expect(tc.state.builds.get(id)).toMatchObject({ state: 'queued' });
    const canceled = await interrupted(['--cancel-on-interrupt']);
    expect(canceled.code).toBe(4);
    const other = Number(/queued build (\d+)/.exec(canceled.stderr)?.[1]);
    expect(canceled.stderr).toContain(`build ${other} canceled`);
    expect(tc.state.builds.get(other)).toMatchObject({
      state: 'finished',
      canceledInfo: { text: 'canceled by teamcity-sdk: interrupted' },
    });
    expect((await cli(['cancel', String(id)])).code).toBe(0);
    // Ctrl-C while the build is being queued: it may be queued all the same.
    tc.inject({ fault: { kind: 'delay', ms: 5_000 }, route: 'buildQueue.queue_new_build' });
    const before = tc.requests.length;
    const posted = (async () => {
      for (let i = 0; i < 200 && !tc.requests.slice(before).some((r) => r.method === 'POST'); i++)
        await new Promise((r) => setTimeout(r, 25));
    })();
    const queuing = await cli(['run', bt, '--wait'], { interrupt: posted });
    expect(queuing.code).toBe(4);
    expect(queuing.stderr).toContain('interrupted while queuing: the build may have been queued all the same');
  });

  it('usage errors exit 2 before anything is sent: a bad --poll too', async () => {
    const before = tc.requests.length;
    const [noType, badParam, two, poll, cancel, ...polls] = await Promise.all([
      cli(['run']),
      cli(['run', 'App_Build', '--param', 'novalue']),
      cli(['wait', '1', '2']),
      cli(['run', 'App_Build', '--poll', '1s']),
      cli(['run', 'App_Build', '--cancel-on-interrupt']),
      ...['0', '0.1ms', '-1', 'NaN', '5x', 'Infinity', ''].map((p) =>
        cli(['run', 'App_Build', '--wait', `--poll=${p}`]),
      ),
      cli(['wait', '1', '--poll=0']),
      cli(['log', '1', '--follow', '--poll', '0s']),
    ]);
    expect([noType, badParam, two, poll, cancel, ...polls].map((r) => r.code)).toEqual(Array(14).fill(2));
    expect(badParam.stderr).toMatch(/--param must be name=value/);
    expect(poll.stderr).toMatch(/--poll goes with --wait/);
    expect(cancel.stderr).toMatch(/--cancel-on-interrupt goes with --wait/);
    for (const r of polls) expect(r.stderr).toMatch(/--poll must be a duration of at least 1 ms/);
    expect(tc.requests.length).toBe(before);
  });

  it('--dry-run prints the first request of each task as curl, credentials masked; sends and writes nothing', async () => {
    const before = tc.requests.length;
    const basic = { TEAMCITY_URL: tc.url, TEAMCITY_USER: 'admin', TEAMCITY_PASSWORD: 'pa$$word-1' };
    const dry = (args: string[], env?: Record<string, string>) =>
      runCliInProcess([...args, '--dry-run'], {
        env: env ?? { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'admin-token' },
        cwd: dir,
      });
    const [run, wait, cancel, log, artifact, tests, found] = await Promise.all([
      dry(['run', 'App_Build', '--branch', 'main', '--wait'], basic),
      dry(['wait', '7']),
      dry(['cancel', '7']),
      dry(['log', '7', '--follow']),
      dry(['artifacts', '7', 'dist/notes.txt', '--output', 'dry-notes.txt']),
      dry(['tests', '7', '--failed']),
      dry(['wait', 'buildType:App_Build,number:3']),
    ]);
    expect(tc.requests.length).toBe(before);
    expect([run, wait, cancel, log, artifact, tests, found].map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(run.stdout).toBe(
      `curl -X POST -H 'accept: application/json' -H 'authorization: Basic ***' -H 'content-type: application/json' --data-binary '{"buildType":{"id":"App_Build"},"branchName":"main","properties":{"property":[]}}' ${tc.url}/app/rest/buildQueue\n`,
    );
    expect(run.stderr).toMatch(/^# with Basic auth, TeamCity also wants X-TC-CSRF-Token/m);
    expect(run.stderr).toMatch(/^# run starts with this request; what it sends next depends on the answers$/m);
    expect(wait.stdout).toMatch(
      new RegExp(
        `^curl -H 'accept: application/json' -H 'authorization: Bearer \\*\\*\\*' '${tc.url}/app/rest/builds/id:7\\?fields=id%2Cstate`,
      ),
    );
    expect(cancel.stdout).toContain(`${tc.url}/app/rest/buildQueue/id:7?fields=id`);
    expect(found.stdout).toContain(`${tc.url}/app/rest/builds/buildType:App_Build,number:3?fields=id`);
    for (const r of [log, artifact, tests]) expect(r.stdout).toMatch(/^curl .*\/app\/rest\/builds\/id:7/);
    expect(existsSync(join(dir, 'dry-notes.txt'))).toBe(false);
    for (const r of [run, wait, cancel, log, artifact, tests, found])
      for (const secret of ['pa$$word-1', 'admin-token', Buffer.from('admin:pa$$word-1').toString('base64')])
        expect(r.stdout + r.stderr).not.toContain(secret);
  });
});

describe('log, artifacts and tests', () => {
  it('prints the log, and follows it line by line until the build finishes', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `[${i}] step done`);
    const bt = scripted({ queuedMs: 50, durationMs: 600, log: lines });
    const queued = await cli(['run', bt]);
    const followed = await cli(['log', String(idOf(queued)), '--follow', '--poll', '50ms']);
    expect(followed.code).toBe(0);
    expect(followed.stdout).toBe(lines.join('\n') + '\n');
    const whole = await cli(['log', String(idOf(queued)), '--output', 'build.log']);
    expect(whole.code).toBe(0);
    expect(readFileSync(join(dir, 'build.log'), 'utf8')).toBe(lines.join('\n') + '\n');
  });

  it('log --grep, --tail and --lines print a part of the log; no match says so; flags that do not go together exit 2', async () => {
    tc.seed({
      builds: [{ id: 901, buildTypeId: 'App_Build', number: 'r901' }],
      buildLogs: { '901': ['Step 1/1: make', 'cc a.c', 'cc b.c', 'b.c:3: error: boom', 'make: *** Error 1', 'done'] },
    });
    const [grep, none, tail, lines, json] = await Promise.all([
      cli(['log', '901', '--grep', 'ERROR', '-i', '-C', '1']),
      cli(['log', '901', '--grep', 'warning']),
      cli(['log', '901', '--tail', '2']),
      cli(['log', '901', '--lines', '2-3']),
      cli(['log', '901', '--grep', 'cc', '--max-matches', '1', '--json']),
    ]);
    expect([grep.code, grep.stdout]).toEqual([0, '3-cc b.c\n4:b.c:3: error: boom\n5:make: *** Error 1\n6-done\n']);
    expect([none.code, none.stdout, none.stderr]).toEqual([0, '', 'no line matched\n']);
    expect([tail.code, tail.stdout]).toEqual([0, 'make: *** Error 1\ndone\n']);
    expect([lines.code, lines.stdout]).toEqual([0, '2:cc a.c\n3:cc b.c\n']);
    expect(JSON.parse(json.stdout)).toEqual({
      lines: [{ line: 2, text: 'cc a.c', match: true }],
      complete: false,
      matches: 1,
      stopped: { by: 'maxMatches', nextLine: 3 },
    });
    expect(json.stderr).toContain('stopped after 1 matches: more from line 3 (--max-matches)');
    const usage = await Promise.all([
      cli(['log', '901', '--grep', 'a', '--tail', '3']),
      cli(['log', '901', '--context', '2']),
      cli(['log', '901', '--lines', '5-2']),
      cli(['log', '901', '--grep', '(']),
      cli(['log', '901', '--tail', '0']),
    ]);
    expect(usage.map((r) => r.code)).toEqual([2, 2, 2, 2, 2]);
    // The build by its number, as people write it (text that is neither an id nor a locator needs no #); with
    // --build-type too; a number nothing has is TeamCity's answer.
    const [byNumber, inType, bare, unknown, typeWithId] = await Promise.all([
      cli(['log', '#r901', '--tail', '1']),
      cli(['log', '#r901', '--build-type', 'App_Build', '--tail', '1']),
      cli(['log', 'r901', '--tail', '1']),
      cli(['log', '#nope', '--tail', '1']),
      cli(['log', '901', '--build-type', 'App_Build']),
    ]);
    expect([byNumber.code, byNumber.stdout, inType.code, inType.stdout]).toEqual([0, 'done\n', 0, 'done\n']);
    expect([bare.code, bare.stdout]).toEqual([0, 'done\n']);
    expect([unknown.code, unknown.stderr]).toEqual([
      3,
      expect.stringContaining('no build is numbered nope, on any branch'),
    ]);
    expect([typeWithId.code, typeWithId.stderr]).toEqual([
      2,
      expect.stringContaining('resolveBuild: buildType goes with a build number (#886), not with an id or a locator'),
    ]);
    expect(usage.map((r) => r.stderr.split('\n')[0])).toEqual([
      expect.stringContaining('--grep and --tail do not go together'),
      expect.stringContaining('--context goes with --grep'),
      expect.stringContaining('--lines must be a-b'),
      expect.stringContaining('--grep: "(" is not a pattern RE2 compiles'),
      expect.stringContaining('--tail must be a whole number >= 1'),
    ]);
  });

  it('lists artifacts, downloads one under its own name, and a folder as a zip with --zip', async () => {
    const [list, one, zip, missing] = await Promise.all([
      cli(['artifacts', '7']),
      cli(['artifacts', '7', 'dist/app.bin']),
      cli(['artifacts', '7', 'dist', '--zip', '--output', 'dist.zip']),
      cli(['artifacts', '7', 'nope.txt']),
    ]);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { path: string }[]).map((a) => a.path).sort()).toEqual([
      'dist/app.bin',
      'dist/notes.txt',
      'report.html',
    ]);
    expect(one.code).toBe(0);
    const bytes = readFileSync(join(dir, 'app.bin'));
    expect(bytes.length).toBe(200_000);
    expect(bytes.every((b, i) => b === generatedByte(i))).toBe(true);
    expect(one.stderr).toMatch(/^app\.bin: 100% of 200000 bytes$/m);
    expect(missing.code).toBe(3);
    // TeamCity zips the folder: the archive holds its files, paths relative to it.
    expect(zip.code).toBe(0);
    const entries = unzipSync(readFileSync(join(dir, 'dist.zip')));
    expect(Object.keys(entries).sort()).toEqual(['app.bin', 'notes.txt']);
    expect(new TextDecoder().decode(entries['notes.txt'])).toBe('notes\n');
    expect(entries['app.bin']!.every((b, i) => b === generatedByte(i))).toBe(true);
  });
});

describe('artifacts by glob, and --output folders', () => {
  it('downloads what a glob matches below --output (its folders made); a bad glob or --output exits 2, sending nothing', async () => {
    writeFileSync(join(dir, 'a-file'), 'kept\n');
    const before = tc.requests.length;
    const [bad, onFile] = await Promise.all([
      cli(['artifacts', '7', 'dist/[z-a].bin']),
      cli(['artifacts', '7', 'dist/*', '--output', 'a-file']),
    ]);
    expect([bad.code, onFile.code]).toEqual([2, 2]);
    expect(bad.stderr).toContain('"dist/[z-a].bin" is not a glob');
    expect(onFile.stderr).toContain('cannot write --output a-file');
    expect(tc.requests.length).toBe(before);
    const [star, deep, one, none] = await Promise.all([
      cli(['artifacts', '7', 'dist/*.bin', '--output', 'globbed/bins']),
      cli(['artifacts', '7', '**/*.t?t', '-o', 'globbed/deep']),
      cli(['artifacts', '7', 'dist/notes.txt', '-o', 'made/for/notes.txt']),
      cli(['artifacts', '7', 'dist/*.none']),
    ]);
    for (const r of [star, deep, one, none]) expect(r.code).toBe(0);
    const files = (folder: string) =>
      (readdirSync(join(dir, folder), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((f) => f.isFile())
        .map((f) => join(f.parentPath, f.name).slice(join(dir, folder).length + 1))
        .sort();
    // Below the glob's folder: `dist/*.bin` from dist/, `**` from the root.
    expect(files('globbed/bins')).toEqual(['app.bin']);
    expect(readFileSync(join(dir, 'globbed/bins/app.bin')).length).toBe(200_000);
    expect(files('globbed/deep')).toEqual(['dist/notes.txt']);
    expect(readFileSync(join(dir, 'made/for/notes.txt'), 'utf8')).toBe('notes\n');
    expect(none.stderr).toContain('no artifact of build 7 matches "dist/*.none"');
  });

  it('refuses an artifact name from the server that leads out of the --output folder, writing nothing', async () => {
    const hostile = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url.includes('/artifacts/children/'))
        return void res.end(
          JSON.stringify({
            file: [
              { name: 'ok.zip', size: 1 },
              { name: '..', size: 1 },
            ],
          }),
        );
      if (req.url.includes('/artifacts/children'))
        return void res.end(JSON.stringify({ file: [{ name: 'dist', children: { href: 'x' } }] }));
      res.end('x');
    });
    try {
      const r = await runCliInProcess(['artifacts', '7', 'dist/*', '-o', 'escape/in'], {
        env: { TEAMCITY_URL: hostile.url, TEAMCITY_TOKEN: 'admin-token' },
        cwd: dir,
      });
      expect(r.code).toBe(3);
      expect(r.stderr).toContain(`an artifact path that is not a file's: "dist/.."`);
      expect(existsSync(join(dir, 'escape'))).toBe(false);
      expect(hostile.requests.filter((q) => q.url.includes('/artifacts/content') || q.url.includes('/files/'))).toEqual(
        [],
      );
    } finally {
      await hostile.close();
    }
  });
});

describe('the --output file', () => {
  // A server that sends the headers of a 200,000-byte body and the first 1,000 bytes of it, then cuts the connection;
  // or, for builds/id:1, the whole body.
  const WHOLE = 'line\n'.repeat(40_000);
  let cutting: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    cutting = await startServer((req, res) => {
      const whole = /buildId=1\b|builds\/id:1\//.test(req.url);
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(WHOLE.length) });
      if (whole) return void res.end(WHOLE);
      res.write(WHOLE.slice(0, 1_000), () => res.socket!.destroy());
    });
  });
  afterAll(() => cutting?.close());
  const against = (args: string[]) =>
    runCliInProcess(args, { env: { TEAMCITY_URL: cutting.url, TEAMCITY_TOKEN: 'admin-token' }, cwd: dir });
  /** What a command left beside these files: `<name>.<anything>`, as a part file is named. */
  const leftBesides = (...names: string[]) => readdirSync(dir).filter((f) => names.some((n) => f.startsWith(`${n}.`)));

  it.each([
    ['log', ['log', '9', '--output']],
    ['an operation with a file answer', ['builds', 'get-content', '9', 'big.txt', '--output']],
  ])(
    '%s cut off mid-body exits non-zero and leaves the file that was there as it was, with nothing beside it',
    async (_, args) => {
      const file = `kept-${args[0]}.txt`;
      writeFileSync(join(dir, file), 'the old content\n');
      const r = await against([...args, file]);
      expect(r.code).not.toBe(0);
      expect(readFileSync(join(dir, file), 'utf8')).toBe('the old content\n');
      expect(leftBesides(file)).toEqual([]);
    },
  );

  it('replaces a symlink at the --output path, never writing its target, whether the log is whole or cut off', async () => {
    writeFileSync(join(dir, 'target.txt'), 'the target\n');
    symlinkSync('target.txt', join(dir, 'cut.log'));
    symlinkSync('target.txt', join(dir, 'whole.log'));
    const [cut, whole] = await Promise.all([
      against(['log', '9', '--output', 'cut.log']),
      against(['log', '1', '--output', 'whole.log']),
    ]);
    expect([cut.code === 0, whole.code]).toEqual([false, 0]);
    expect(readFileSync(join(dir, 'target.txt'), 'utf8')).toBe('the target\n');
    expect(lstatSync(join(dir, 'cut.log')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(dir, 'whole.log')).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'whole.log'), 'utf8')).toBe(WHOLE);
    expect(leftBesides('cut.log', 'whole.log')).toEqual([]);
  });
});
