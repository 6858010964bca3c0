// `teamcity-sdk fake` as a process: it prints its URL and the credentials it takes, serves clients in other processes
// (this test's, and a Python `requests` one where Python is installed), stops on SIGINT and SIGTERM with exit 0, reads
// its seed once, and refuses a bad seed file (naming the file and the field: any key but the seed's and TeamCity's
// models' own, a build of a build configuration not seeded, a seed nested past the bound) or a port in use with exit 2.
// What it refuses, and the commands run against it, run in this process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEED_DEPTH } from '../generated/src/testing/index.js';
import { EXIT } from '../generated/src/cli/exit.js';
import { buildCli, runCliInProcess, startFakeCli } from './helpers/cli.js';

let bin: string;
let dir: string;
const SEED = {
  projects: [{ id: 'App', name: 'App' }],
  buildTypes: [{ id: 'App_Build', name: 'Build', projectId: 'App' }],
  builds: [{ id: 41, buildTypeId: 'App_Build', number: '12', status: 'FAILURE' }],
};
beforeAll(async () => {
  bin = await buildCli();
  dir = mkdtempSync(join(tmpdir(), 'tc-fake-'));
  writeFileSync(join(dir, 'seed.json'), JSON.stringify(SEED));
}, 60_000);

/** Starts `teamcity-sdk fake` with these arguments and waits (at most 15 s) for the URL on its first line. */
const startFake = (args: string[]) => startFakeCli(bin, dir, args);

/** Runs `teamcity-sdk fake` expecting it to refuse to start; stopped after 15 s. */
const refused = (args: string[]) => runCliInProcess(['fake', ...args], { cwd: dir, timeoutMs: 15_000 });

const bearer = { authorization: 'Bearer admin-token', accept: 'application/json' };

describe('teamcity-sdk fake', () => {
  it('prints its URL and credentials, serves its seed, and stops on SIGTERM with exit 0', async () => {
    const fake = await startFake(['--port', '0', '--seed', 'seed.json']);
    try {
      expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(fake.stdout()).toContain('admin-token');
      expect(fake.stdout()).toContain('admin, password admin');
      expect(fake.stdout()).toContain('/guestAuth');
      expect(fake.stdout()).toContain('seed.json (read once)');
      const build = await (await fetch(`${fake.url}/app/rest/builds/id:41`, { headers: bearer })).json();
      expect(build).toMatchObject({ id: 41, number: '12', status: 'FAILURE', buildTypeId: 'App_Build' });
      const guest = await fetch(`${fake.url}/guestAuth/app/rest/projects/id:App`, {
        headers: { accept: 'application/json' },
      });
      expect((await guest.json()).name).toBe('App');
    } finally {
      fake.child.kill('SIGTERM');
    }
    expect(await fake.exited).toEqual({ code: 0, signal: null });
    expect(fake.stderr()).toContain('fake TeamCity stopped');
  });

  it('stops on SIGINT (Ctrl-C) with exit 0, and reloads nothing: a changed seed file is not read again', async () => {
    const file = join(dir, 'changing.json');
    writeFileSync(file, JSON.stringify(SEED));
    const fake = await startFake(['--port', '0', '--seed', file]);
    try {
      writeFileSync(file, JSON.stringify({ projects: [{ id: 'Other' }] }));
      await new Promise((r) => setTimeout(r, 300));
      const other = await fetch(`${fake.url}/app/rest/projects/id:Other`, { headers: bearer });
      expect(other.status).toBe(404);
      expect((await fetch(`${fake.url}/app/rest/projects/id:App`, { headers: bearer })).status).toBe(200);
    } finally {
      fake.child.kill('SIGINT');
    }
    expect(await fake.exited).toEqual({ code: 0, signal: null });
  });

  const python = spawnSync('python3', ['-c', 'import requests'], { timeout: 15_000 }).status === 0;
  it.skipIf(!python)(
    python
      ? 'serves a Python requests client in another process'
      : 'serves a Python client: skipped, no python3 with requests',
    async () => {
      const fake = await startFake(['--port', '0', '--seed', 'seed.json']);
      try {
        const script = [
          'import json, sys, requests',
          'url = sys.argv[1]',
          "s = requests.Session(); s.headers['Authorization'] = 'Bearer admin-token'",
          "b = s.get(url + '/app/rest/builds/id:41', headers={'Accept': 'application/json'}).json()",
          "bt = s.post(url + '/app/rest/projects/id:App/buildTypes', data='Nightly', headers={'Content-Type': 'text/plain', 'Accept': 'application/json'}).json()",
          "x = s.get(url + '/app/rest/projects/id:App')",
          "print(json.dumps({'status': b['status'], 'created': bt['id'], 'default': x.headers['Content-Type']}))",
        ].join('\n');
        const r = spawnSync('python3', ['-c', script, fake.url], { encoding: 'utf8', timeout: 20_000 });
        expect(r.stderr).toBe('');
        // requests sends Accept: */*, which TeamCity answers with XML.
        expect(JSON.parse(r.stdout)).toEqual({ status: 'FAILURE', created: 'App_Nightly', default: 'application/xml' });
      } finally {
        fake.child.kill('SIGTERM');
      }
      expect((await fake.exited).code).toBe(0);
    },
  );

  it('asks for the CSRF token on a Basic-auth write by default, and not with --no-csrf', async () => {
    const basic = {
      authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      'content-type': 'text/plain',
    };
    for (const [flag, status] of [
      [[], 403],
      [['--no-csrf'], 200],
    ] as const) {
      const fake = await startFake(['--port', '0', ...flag]);
      try {
        const res = await fetch(`${fake.url}/app/rest/projects`, { method: 'POST', headers: basic, body: 'Made' });
        expect(res.status).toBe(status);
      } finally {
        fake.child.kill('SIGTERM');
      }
      expect((await fake.exited).code).toBe(0);
    }
  });

  it('refuses a port in use with exit 2, naming the port', async () => {
    const taken: Server = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    try {
      const port = String((taken.address() as { port: number }).port);
      const r = await refused(['--port', port]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`port ${port} on 127.0.0.1 is in use by another process`);
      expect(r.stderr).toContain('--port 0');
      expect(r.stdout).toBe('');
    } finally {
      taken.close();
    }
  });

  const deep = (n: number) =>
    `{"projects": [{"id": "P", "parentProject": ${'{"parentProject": '.repeat(n)}{"id": "Q"}${'}'.repeat(n)}}]}`;
  const BAD: [string, string, string][] = [
    [
      'a misspelt key',
      '{"bulids": []}',
      'bad.json: bulids: is not a seed key (the keys are projects, buildTypes, builds,',
    ],
    [
      'a field of the wrong type',
      '{"builds": [{"id": 1}, {"id": "x"}]}',
      'bad.json: builds[1].id: must be a number, not "x"',
    ],
    ['a list that is not one', '{"projects": {"id": "P"}}', 'bad.json: projects: must be a list, not an object'],
    ['a required field', '{"users": [{"password": "p"}]}', 'bad.json: users[0].username: is required'],
    [
      "one of the fake's own keys",
      '{"users": [{"username": "u", "_token": "t"}]}',
      'bad.json: users[0]._token: is not a field of User',
    ],
    [
      'a file that is not its text or a size',
      '{"artifacts": {"41": {"a.txt": 5}}}',
      'bad.json: artifacts.41["a.txt"]: must be the file\'s text or { "size": n }, not 5',
    ],
    ['no JSON at all', '{"projects": [', 'bad.json: not JSON:'],
    ['not an object', '[]', 'bad.json: a seed must be a JSON object, not a list'],
    ['null', 'null', 'bad.json: a seed must be a JSON object, not null'],
    // Names every object has, as seed keys and deeper down: keys are read as own keys, and none is one a seed takes.
    ...['__proto__', 'hasOwnProperty', 'valueOf', 'toString', 'constructor'].map((key): [string, string, string] => [
      `the key ${key}`,
      `{"${key}": []}`,
      `bad.json: ${key}: is not a seed key (the keys are`,
    ]),
    [
      'a key of generatedBuilds objects have',
      '{"generatedBuilds": {"count": 1, "constructor": 1}}',
      'bad.json: generatedBuilds.constructor: is not a key of generatedBuilds',
    ],
    [
      'a build field objects have',
      '{"builds": [{"id": 1, "__proto__": {"id": 2}}]}',
      'bad.json: builds[0].__proto__: is not a field of Build',
    ],
    [
      'a file path objects have',
      '{"artifacts": {"41": {"constructor": "x"}}}',
      'bad.json: artifacts.41.constructor: is a name every object has',
    ],
    [
      'a misspelt field of an entity',
      '{"projects": [{"id": "P", "nmae": "App"}]}',
      'bad.json: projects[0].nmae: is not a field of Project',
    ],
    [
      'a misspelt field deeper down',
      '{"builds": [{"id": 1, "tags": {"tag": [{"nmae": "x"}]}}]}',
      'bad.json: builds[0].tags.tag[0].nmae: is not a field of Tag',
    ],
    [
      'a build of a build configuration not seeded',
      '{"buildTypes": [{"id": "App_Build"}], "builds": [{"id": 1, "buildTypeId": "App_Biuld"}]}',
      "bad.json: builds[0].buildTypeId: names no build configuration: 'App_Biuld' is not in buildTypes",
    ],
    [
      'generated builds of a build configuration not seeded',
      '{"generatedBuilds": {"count": 3, "buildTypeIds": ["Nope"]}}',
      "bad.json: generatedBuilds.buildTypeIds[0]: names no build configuration: 'Nope' is not in buildTypes",
    ],
    ['a log of a build not seeded', '{"buildLogs": {"5": ["a"]}}', 'bad.json: buildLogs.5: names no build of the seed'],
    [
      'a build script of a build configuration not seeded',
      '{"buildScripts": {"Nope": {"durationMs": 1}}}',
      "bad.json: buildScripts.Nope: names no build configuration: 'Nope' is not in buildTypes",
    ],
    [
      'a misspelt key of a build script',
      '{"buildTypes": [{"id": "B"}], "buildScripts": {"B": {"duration": 1}}}',
      'bad.json: buildScripts.B.duration: is not a key of a build script',
    ],
    [
      'a build script status TeamCity has not',
      '{"buildTypes": [{"id": "B"}], "buildScripts": {"B": {"status": "OK"}}}',
      'bad.json: buildScripts.B.status: ',
    ],
    [
      'a negative build script time',
      '{"buildTypes": [{"id": "B"}], "buildScripts": {"B": {"queuedMs": -1}}}',
      'bad.json: buildScripts.B.queuedMs: must be at least 0, not -1',
    ],
    ['50,000 levels of nesting', deep(50_000), `bad.json: projects[0]: nests deeper than ${MAX_SEED_DEPTH} levels`],
  ];
  it.each(BAD)('refuses a seed file with %s, exit 2, naming the file and the field', async (_, text, message) => {
    writeFileSync(join(dir, 'bad.json'), text);
    const r = await refused(['--seed', 'bad.json', '--port', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`teamcity-sdk: ${message}`);
    expect(r.stdout).toBe('');
  });

  it("runs queued builds as its seed's buildScripts say, on the wall clock: run --wait exits 0 or 1 as they end", async () => {
    writeFileSync(
      join(dir, 'scripts.json'),
      JSON.stringify({
        ...SEED,
        buildTypes: [...SEED.buildTypes, { id: 'App_Test', name: 'Test', projectId: 'App' }],
        buildScripts: {
          App_Build: { queuedMs: 50, durationMs: 200, log: ['compiling', 'done'] },
          App_Test: { durationMs: 200, tests: [{ name: 'a' }, { name: 'b', status: 'FAILURE' }] },
        },
      }),
    );
    const fake = await startFake(['--port', '0', '--seed', 'scripts.json']);
    try {
      const env = { TEAMCITY_URL: fake.url, TEAMCITY_TOKEN: 'admin-token' };
      const started = Date.now();
      const [ok, failed] = await Promise.all([
        runCliInProcess(['run', 'App_Build', '--wait', '--poll', '50ms', '--timeout', '10s', '--json'], {
          env,
          cwd: dir,
        }),
        runCliInProcess(['run', 'App_Test', '--wait', '--poll', '50ms', '--timeout', '10s'], { env, cwd: dir }),
      ]);
      expect([ok.code, failed.code], ok.stderr + failed.stderr).toEqual([EXIT.ok, EXIT.failed]);
      // On the wall clock: no sooner than the script says.
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      const build = JSON.parse(ok.stdout) as { id: number };
      expect(build).toMatchObject({ status: 'SUCCESS', state: 'finished' });
      expect(failed.stderr).toContain('Tests failed: 1, passed: 1');
      const log = await fetch(`${fake.url}/downloadBuildLog.html?buildId=${build.id}`, { headers: bearer });
      expect(await log.text()).toBe('compiling\ndone\n');
    } finally {
      fake.child.kill('SIGTERM');
    }
    expect(await fake.exited).toEqual({ code: 0, signal: null });
  });

  it('refuses a missing seed file, a bad port and contradicting flags with exit 2', async () => {
    expect((await refused(['--seed', 'absent.json'])).stderr).toContain(
      'absent.json: cannot read the seed file (ENOENT)',
    );
    for (const args of [['--port', '70000'], ['--port', 'x'], ['--csrf', '--no-csrf'], ['--nope']]) {
      const r = await refused(args);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toContain('see teamcity-sdk fake --help');
    }
  });

  it('says how to use it on --help', async () => {
    const r = await refused(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('teamcity-sdk fake [--port 8111] [--seed seed.json] [--csrf|--no-csrf]');
    const root = await runCliInProcess(['--help'], { cwd: dir });
    expect(root.stdout).toMatch(/^ {2}teamcity-sdk fake \[--port 8111\].*a fake TeamCity for tests/m);
  });
});
