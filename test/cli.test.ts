// The `teamcity-sdk` command against the fake TeamCity over 127.0.0.1: every result kind, bodies, paging, files,
// --dry-run, exit codes, help and completion, and no credential in any output. It runs in this process; the bin is
// spawned where the process is what is tested: stdin, Ctrl-C, a terminal, the exit code of a smoke case.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations } from './helpers/spec.js';
import { areas, TASK_NAMES } from '../generated/src/cli/commands.js';
import { TASKS } from '../generated/src/cli/tasks.js';
import { GLOBAL_FLAGS } from '../generated/src/cli/config.js';
import { commandHelp, example } from '../generated/src/cli/help.js';
import { argsOf, flagsOf, parseFlags } from '../generated/src/cli/inputs.js';
import { curlOf, jsonText } from '../generated/src/cli/output.js';
import { EXIT_TEXT, exitCodeOf } from '../generated/src/cli/exit.js';
import { TeamCityInputError, TeamCityResponseError } from '../generated/src/runtime/errors.js';
import { generatedByte, type FakeTeamCity } from '../generated/src/testing/index.js';
import { cliAndFake, hasScript, onTerminal, runCli, runCliInProcess, runs } from './helpers/cli.js';
import { echoHandler, startServer } from './helpers/server.js';

const TOKEN = 'tok-3n/c+o=d%e';
const USER = 'alice';
const PASSWORD = 'p@ss w:rd/é+1';

let bin: string;
let tc: FakeTeamCity;
let dir: string;
beforeAll(async () => {
  ({ bin, tc, dir } = await cliAndFake({
    users: [{ username: USER, password: PASSWORD, token: TOKEN }],
    seed: {
      buildTypes: [{ id: 'App_Build' }],
      generatedBuilds: { count: 250 },
      // A build's number can be set only while it runs (TeamCity answers 400 for a finished one).
      builds: [{ id: 9000, buildTypeId: 'App_Build', state: 'running' }],
      artifacts: { '7': { 'big.bin': { size: 300_000 }, 'dir/a.txt': 'hello\n' } },
    },
  }));
});
afterAll(() => tc?.close());

const env = () => ({ TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: TOKEN });
const cli = (args: string[], options: { env?: Record<string, string> } = {}) =>
  runCliInProcess(args, { env: env(), cwd: dir, ...options });

describe('operation commands', () => {
  it('prints each result kind: JSON, text, nothing, a file; and keeps what a write changed', async () => {
    const echo = await startServer(echoHandler);
    try {
      const [json, text, untyped] = await Promise.all([
        cli(['builds', 'serve-build', '7', '--fields', 'id,status']),
        cli(['root', 'serve-version']),
        // An untyped-JSON (`object`) result, from a plain HTTP server that echoes the request.
        cli(['projects', 'get', 'App', '--locator', 'enabled:true'], { env: { TEAMCITY_URL: echo.url } }),
      ]);
      expect([json.code, JSON.parse(json.stdout)]).toEqual([0, { id: 7, status: 'SUCCESS' }]);
      expect(json.stdout.trim().split('\n')).toHaveLength(1); // compact when piped
      expect([text.code, text.stdout]).toEqual([0, '2025.11 (build 197398)\n']);
      expect(untyped.code).toBe(0);
      expect(JSON.parse(untyped.stdout).echo.url).toBe('/app/rest/projects/App/projectFeatures?locator=enabled%3Atrue');
    } finally {
      await echo.close();
    }
    const pin = await cli(['builds', 'pin-build', 'id:7']);
    expect([pin.code, pin.stdout]).toEqual([0, '']);
    expect((await cli(['builds', 'get-pinned', '--build-locator', 'id:7'])).stdout).toBe('true\n');
  });

  it('streams a file to --output, and to stdout', async () => {
    const [toFile, toStdout] = await Promise.all([
      cli(['builds', 'get-content', '7', 'big.bin', '--output', 'big.bin']),
      cli(['builds', 'get-content-alias', '7', 'dir/a.txt']),
    ]);
    expect(toFile).toMatchObject({ code: 0, stdout: '' });
    const bytes = readFileSync(join(dir, 'big.bin'));
    expect(bytes.length).toBe(300_000);
    expect(bytes.every((b, i) => b === generatedByte(i))).toBe(true);
    expect(toStdout).toMatchObject({ code: 0, stdout: 'hello\n' });
  });

  it('sends a body from a file, from stdin, inline, and text as text', async () => {
    writeFileSync(join(dir, 'project.json'), JSON.stringify({ name: 'From File', id: 'FromFile' }));
    const fromFile = await cli(['projects', 'create-project', '--body', '@project.json']);
    // The bin's own stdin, piped.
    const fromStdin = await runCli(bin, ['projects', 'create-project', '--body', '-'], {
      env: env(),
      cwd: dir,
      input: JSON.stringify({ name: 'From Stdin', id: 'FromStdin' }),
    });
    expect([fromFile.code, fromStdin.code]).toEqual([0, 0]);
    const read = await Promise.all(
      ['FromFile', 'FromStdin'].map((id) => cli(['projects', 'serve-project', `id:${id}`, '--fields', 'name'])),
    );
    expect(read.map((r) => JSON.parse(r.stdout))).toEqual([{ name: 'From File' }, { name: 'From Stdin' }]);
    expect((await cli(['builds', 'set-build-number', '9000', '--body', '7.1-rc'])).code).toBe(0);
    expect((await cli(['builds', 'get-build-number', '9000'])).stdout).toBe('7.1-rc\n');
    const bad = await cli(['projects', 'create-project', '--body', `{"name": "x", "password": "${PASSWORD}"`]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--body is not valid JSON/);
    expect(bad.stderr).not.toContain(PASSWORD);
  });

  it('pages a collection with --paginate: one JSON item per line, over several pages', async () => {
    const before = tc.requests.length;
    const r = await cli(['builds', 'get-all-builds', '--locator', 'count:100', '--paginate', '--fields', 'build(id)']);
    expect(r.code).toBe(0);
    const ids = r.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { id: number }).id);
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    const pages = tc.requests.slice(before).filter((q) => q.operation === 'builds.serve_all_builds');
    expect(pages).toHaveLength(3);
    const single = await cli(['builds', 'serve-build', '7', '--paginate']);
    expect(single.code).toBe(2);
    expect(single.stderr).toMatch(/--paginate is for collections/);
  });

  it('--max-pages ends with 0 at the limit the user set; past the default 100 pages it is an error naming the flag', async () => {
    const before = tc.requests.length;
    const [limited, defaulted, zero] = await Promise.all([
      cli([
        'builds',
        'get-all-builds',
        '--locator',
        'count:100',
        '--paginate',
        '--max-pages',
        '2',
        '--fields',
        'build(id)',
      ]),
      cli(['builds', 'get-all-builds', '--locator', 'count:2', '--paginate', '--fields', 'build(id)']),
      cli(['builds', 'get-all-builds', '--paginate', '--max-pages', '0']),
    ]);
    expect(limited.code).toBe(0);
    expect(limited.stdout.trim().split('\n')).toHaveLength(200);
    expect(limited.stderr).toBe('stopped after 2 pages (--max-pages 2): more follow\n');
    expect(defaulted.code).toBe(3);
    expect(defaulted.stdout.trim().split('\n')).toHaveLength(200);
    expect(defaulted.stderr).toMatch(/more than 100 pages: pass --max-pages <n> to read that many/);
    expect([zero.code, zero.stderr]).toEqual([2, expect.stringMatching(/--max-pages must be a whole number >= 1/)]);
    // The page after the limit is never asked for.
    const pages = tc.requests.slice(before).filter((q) => q.operation === 'builds.serve_all_builds');
    expect(pages).toHaveLength(102);
  });

  it('parses inputs by type: booleans bare or =false, integers, repeated string[] inputs; bad values exit 2', async () => {
    const dry = await cli([
      'builds',
      'serve-all-builds',
      '--include-personal',
      '--include-canceled=false',
      '--tag',
      'a,b',
      '--tag',
      'c',
      '--locator',
      'branch:(name:feature/x)',
      '--dry-run',
    ]);
    expect(dry.code).toBe(0);
    const url = new URL(/'?(http[^' ]+)'?$/.exec(dry.stdout.trim())![1]!);
    expect(url.searchParams.get('includePersonal')).toBe('true');
    expect(url.searchParams.get('includeCanceled')).toBe('false');
    expect(url.searchParams.getAll('tag')).toEqual(['a,b', 'c']);
    expect(url.searchParams.get('locator')).toBe('branch:(name:feature/x)');
    const [ints, notBool, notInt] = await Promise.all([
      cli(['builds', 'serve-all-builds', '--count', '5', '--start=0', '--dry-run']),
      cli(['builds', 'serve-all-builds', '--include-personal=yes']),
      cli(['builds', 'serve-all-builds', '--count', '1.5']),
    ]);
    expect(ints.stdout).toMatch(/\/app\/rest\/builds\?start=0&count=5'?\n$/);
    expect([notBool.code, notBool.stderr]).toEqual([
      2,
      expect.stringMatching(/--include-personal must be true or false/),
    ]);
    expect(notInt.code).toBe(2);
    expect(notInt.stderr).toMatch(/--count must be a whole number \(got "1.5"\)/);
  });

  it('--dry-run prints the request as curl, credentials masked, and sends nothing', async () => {
    const before = tc.requests.length;
    const [token, basic] = await Promise.all([
      cli(['projects', 'create-project', '--body', '{"name":"Dry"}', '--dry-run']),
      cli(['builds', 'serve-build', '--build-locator', 'id:7', '--dry-run'], {
        env: { TEAMCITY_URL: tc.url, TEAMCITY_USER: USER, TEAMCITY_PASSWORD: PASSWORD },
      }),
    ]);
    expect(tc.requests.length).toBe(before);
    expect(token.code).toBe(0);
    expect(token.stdout).toBe(
      `curl -X POST -H 'accept: application/json' -H 'authorization: Bearer ***' -H 'content-type: application/json' --data-binary '{"name":"Dry"}' ${tc.url}/app/rest/projects\n`,
    );
    expect(basic.stdout).toBe(
      `curl -H 'accept: application/json' -H 'authorization: Basic ***' ${tc.url}/app/rest/builds/id:7\n`,
    );
    expect((await cli(['projects', 'serve-project', 'name:Dry'])).code).toBe(3);
  });
});

describe('exit codes', () => {
  it('2 for an unknown command, operation or flag, saying what was meant; nothing is sent', async () => {
    const before = tc.requests.length;
    const [area, op, flag, missing, positional, output] = await Promise.all([
      cli(['bilds', 'serve-build', '7']),
      cli(['builds', 'serve-bild', '7']),
      cli(['builds', 'serve-build', '7', '--feilds', 'id']),
      cli(['builds', 'serve-build']),
      cli(['root', 'serve-version', 'extra']),
      cli(['builds', 'get-content', '7', 'big.bin', '--output', 'no/such/dir/big.bin']),
    ]);
    expect(tc.requests.length).toBe(before);
    expect([area, op, flag, missing, positional, output].map((r) => r.code)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(output.stderr).toMatch(/cannot write --output no\/such\/dir\/big\.bin: ENOENT/);
    expect(area.stderr).toMatch(/unknown command "bilds"\ndid you mean builds\?/);
    expect(op.stderr).toMatch(/did you mean serve-build\?/);
    expect(flag.stderr).toMatch(/unknown flag --feilds .*\ndid you mean --fields\?/);
    expect(missing.stderr).toMatch(/needs <build-locator>/);
    expect(positional.stderr).toMatch(/no positional arguments, got "extra"/);
    const noServer = await runCli(bin, ['root', 'serve-version']);
    expect([noServer.code, noServer.stderr]).toEqual([
      2,
      expect.stringMatching(/no server: TEAMCITY_URL is not set; set it, or pass --url/),
    ]);
  });

  it('2 for a server URL that is not one, naming where it came from and showing one that is', async () => {
    const [flag, variable, scheme, withPassword] = await Promise.all([
      cli(['root', 'serve-version', '--url', '127.0.0.1:8111']),
      cli(['root', 'serve-version'], { env: { TEAMCITY_URL: 'localhost:8111/tc', TEAMCITY_TOKEN: TOKEN } }),
      cli(['run', 'App_Build', '--url', 'ftp://tc.example.com']),
      cli(['root', 'serve-version', '--url', 'https://alice:s3cret-pw@tc.example.com/tc']),
    ]);
    expect([flag, variable, scheme, withPassword].map((r) => r.code)).toEqual([2, 2, 2, 2]);
    expect(flag.stderr).toBe(
      "teamcity-sdk: --url is not an absolute URL\nwrite the server's URL with its scheme, e.g. --url http://127.0.0.1:8111\n",
    );
    expect(variable.stderr).toBe(
      "teamcity-sdk: TEAMCITY_URL must be http or https\nwrite the server's URL with its scheme, e.g. TEAMCITY_URL=http://localhost:8111/tc\n",
    );
    expect(scheme.stderr).toMatch(/--url must be http or https\n.*e\.g\. --url https:\/\/teamcity\.example\.com\n/);
    expect(withPassword.stderr).toMatch(
      /--url must not carry credentials\ngive them in TEAMCITY_TOKEN .* --url https:\/\/tc\.example\.com\/tc\n/,
    );
    expect(withPassword.stderr).not.toContain('s3cret');
  });

  it('3 for a 401, saying whether no credentials were sent or which were refused', async () => {
    const url = { TEAMCITY_URL: tc.url };
    const [none, token, flag, basic, guest] = await Promise.all([
      cli(['root', 'serve-version'], { env: url }),
      cli(['root', 'serve-version'], { env: { ...url, TEAMCITY_TOKEN: 'not-the-token' } }),
      cli(['wait', '7', '--token', 'not-the-token'], { env: url }),
      cli(['root', 'serve-version'], { env: { ...url, TEAMCITY_USER: USER, TEAMCITY_PASSWORD: 'wrong' } }),
      cli(['root', 'serve-version', '--guest'], { env: url }),
    ]);
    expect([none, token, flag, basic].map((r) => r.code)).toEqual([3, 3, 3, 3]);
    expect(none.stderr).toMatch(
      /answered 401: .*\nno credentials were sent: set TEAMCITY_TOKEN \(or TEAMCITY_USER and TEAMCITY_PASSWORD\), or use --guest\n$/,
    );
    expect(token.stderr).toMatch(/\nthe token was refused: the one in TEAMCITY_TOKEN is wrong, expired or revoked\n$/);
    expect(flag.stderr).toMatch(/\nthe token was refused: the one given with --token is wrong, expired or revoked\n$/);
    expect(basic.stderr).toMatch(/\nthe user name or password was refused \(TEAMCITY_USER, TEAMCITY_PASSWORD\)\n$/);
    // The fake lets guests in, as a TeamCity with guest access does.
    expect(guest.code).toBe(0);
  });

  it('70, of its own, for a failure of the tool itself; 1 only for a build or its tests', () => {
    expect(exitCodeOf(new TypeError("Cannot read properties of null (reading 'id')"))).toBe(70);
    expect(exitCodeOf(new TeamCityResponseError('the answer is empty', 'builds.serve_build', '', ''))).toBe(3);
    expect(exitCodeOf(new TeamCityInputError('waitForBuild: pollMs must be > 0'))).toBe(2);
    expect(EXIT_TEXT.filter(([code]) => code === 1)).toEqual([[1, 'the build failed (tests --failed: a test failed)']]);
  });

  it('3 for an error answer, with the typed error message; 6 for a refused connection; 5 for a timeout', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });
    tc.inject({ fault: { kind: 'delay', ms: 5_000 }, route: 'root.serve_api_version' });
    const [notFound, refused, timedOut] = await Promise.all([
      cli(['builds', 'serve-build', 'id:99999']),
      cli(['root', 'serve-version', '--retries', '0'], { env: { TEAMCITY_URL: `http://127.0.0.1:${port}` } }),
      cli(['root', 'serve-api-version', '--timeout', '300ms']),
    ]);
    expect(notFound.code).toBe(3);
    expect(notFound.stderr).toMatch(
      /^teamcity-sdk: builds\.serve_build: GET .* answered 404: .*Nothing is found by locator/,
    );
    expect(refused.code).toBe(6);
    expect(refused.stderr).toMatch(/ECONNREFUSED/);
    expect(timedOut.code).toBe(5);
    expect(timedOut.stderr).toMatch(/timed out after 300 ms/);
  });

  it('4 when interrupted (Ctrl-C) while waiting for an answer', async () => {
    tc.inject({ fault: { kind: 'delay', ms: 10_000 }, route: 'root.serve_plugin_info' });
    const before = tc.requests.length;
    const sent = (async () => {
      for (let i = 0; i < 200 && !tc.requests.slice(before).some((r) => r.operation === 'root.serve_plugin_info'); i++)
        await new Promise((r) => setTimeout(r, 25));
    })();
    const r = await runCli(bin, ['root', 'serve-plugin-info'], { env: env(), interrupt: sent });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/root\.serve_plugin_info: GET .* was aborted/);
  });
});

const hasZsh = runs('zsh', ['-c', 'true']);
const hasFish = runs('fish', ['-c', 'true']);
if (!hasZsh) console.warn('cli.test: no zsh (apt-get install zsh): its completion test is skipped');
if (!hasFish) console.warn('cli.test: no fish (apt-get install fish): its completion test is skipped');

/** The operations whose seeds' name only numbers an overload (`cancel-build-0`), by area, with their names. */
const numbered = () =>
  [...areas()].flatMap(([area, commands]) =>
    commands.filter((c) => /-\d+$/.test(c.seedName ?? '')).map((c) => ({ area, name: c.name, seed: c.seedName! })),
  );

describe('help and completion', () => {
  it('prints help at every level from the table: areas, operations, inputs with types, an example', async () => {
    const [root, area, op, bare] = await Promise.all([
      cli(['--help']),
      cli(['builds', '--help']),
      cli(['builds', 'serve-all-builds', '--help']),
      cli([]),
    ]);
    expect(root.code).toBe(0);
    expect(root.stdout).toMatch(/^ {2}build-queue +\/app\/rest\/buildQueue \(\d+ operations\)$/m);
    expect(root.stdout).toMatch(/^ {2}6 +network error/m);
    expect(root.stdout).toMatch(/^ {2}70 +internal error: a bug in this tool/m);
    // --dry-run is a flag of every command, the tasks too; those that print server text as text have --raw.
    const [run, log, version, build] = await Promise.all(
      [['run'], ['log'], ['root', 'serve-version'], ['builds', 'serve-build']].map((c) => cli([...c, '--help'])),
    );
    for (const r of [root, run, log]) expect(r.stdout).toMatch(/^ {2}--dry-run /m);
    expect([run, log, version, build].map((r) => /^ {2}--raw /m.test(r.stdout))).toEqual([false, true, true, false]);
    expect(run.stdout).toMatch(/^ {2}--cancel-on-interrupt +with --wait: on Ctrl-C/m);
    expect(area.stdout).toMatch(/^ {2}serve-all-builds +List builds$/m);
    expect(op.stdout).toContain('GET /app/rest/builds -> Builds');
    expect(op.stdout).toMatch(/--include-personal\[=true\|false\] +Legacy: the locator's personal:any/);
    expect(op.stdout).toMatch(/--locator <Build locator> +A build locator that filters the list/);
    expect(op.stdout).toContain(
      "Example:\n  teamcity-sdk builds serve-all-builds --fields 'count,build(id,number,status)'",
    );
    expect([bare.code, bare.stdout, bare.stderr.slice(0, 13)]).toEqual([2, '', 'teamcity-sdk:']);
  });

  it("a task's help lists its own flags only, and names those of every command in one line", async () => {
    const helps = await Promise.all(TASKS.map((t) => cli([t.name, '--help'])));
    for (const [i, task] of TASKS.entries()) {
      const text = helps[i]!.stdout;
      const rows = [...text.matchAll(/^ {2}(?:-\w, )?--([\w-]+)/gm)].map((m) => m[1]);
      // Its own flags, and the two of every command whose meaning a task changes (a deadline of the whole task, the first request).
      expect(rows.sort()).toEqual([...Object.keys(task.flags), 'timeout', 'dry-run'].sort());
      expect(text).toContain('And those of every command: --url, --token, --guest, --retries');
      expect(text.includes('<build> is a build id')).toBe(task.usage.includes('<build>'));
    }
  });

  it('gives every operation a help text and an example that parses as its own command line', () => {
    let count = 0;
    for (const [, commands] of areas())
      for (const c of commands) {
        expect(commandHelp(c)).toContain(`${c.entry.method} ${c.entry.path}`);
        const words = example(c)
          .split(' ')
          .map((w) => w.replace(/^'(.*)'$/, '$1'));
        const { values, positionals } = parseFlags(words.slice(1), flagsOf(c), c.name);
        expect(() => argsOf(c, values, positionals.slice(2), c.name)).not.toThrow();
        // An input flag named like a flag of every command shadows it, and help says so.
        for (const i of c.inputs)
          if (i.flag in GLOBAL_FLAGS) expect(commandHelp(c)).toContain('log in with the environment');
        count++;
      }
    expect(count).toBe(specOperations().length);
    expect(TASK_NAMES).toEqual(expect.arrayContaining(TASKS.map((t) => t.name)));
  });

  it('completes areas, operations and flags in bash from the same table', async () => {
    const script = (await cli(['completion', 'bash'])).stdout;
    writeFileSync(join(dir, 'complete.bash'), script);
    const complete = async (line: string) => {
      const words = line.split(' ');
      const { stdout } = await promisify(execFile)(
        'bash',
        [
          '-c',
          `source complete.bash; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _teamcity_sdk; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { cwd: dir },
      );
      return stdout.trim().split('\n');
    };
    expect(await complete('teamcity-sdk build')).toEqual(['build-queue', 'build-types', 'builds']);
    expect(await complete('teamcity-sdk builds serve-all-b')).toEqual(['serve-all-builds']);
    expect(await complete('teamcity-sdk --url x builds get-all-builds --include-p')).toEqual(['--include-personal']);
    expect((await cli(['completion', 'tcsh'])).code).toBe(2);
    // An overload's numbered seeds' name is left to its name by meaning, which completes (and the numbered one still runs).
    expect(numbered().length).toBeGreaterThan(0);
    const byArea = new Map<string, string[]>();
    for (const n of numbered()) byArea.set(n.area, await complete(`teamcity-sdk ${n.area} `));
    for (const n of numbered()) {
      expect(byArea.get(n.area)).toContain(n.name);
      expect(byArea.get(n.area)).not.toContain(n.seed);
    }
    expect([...byArea.values()].flat().filter((w) => /-\d+$/.test(w))).toEqual([]);
    const seedRuns = await cli([numbered()[0]!.area, numbered()[0]!.seed, '--help']);
    expect(seedRuns.stdout).toContain(`${numbered()[0]!.area} ${numbered()[0]!.name}`);
  });

  it.skipIf(!hasFish)('completes in fish from the same table, numbered overload names left out', async () => {
    writeFileSync(join(dir, 'complete.fish'), (await cli(['completion', 'fish'])).stdout);
    const complete = async (line: string) => {
      const { stdout } = await promisify(execFile)(
        'fish',
        ['--no-config', '-c', `source ./complete.fish; complete -C ${`'${line}'`}`],
        { cwd: dir },
      );
      return stdout.trim().split('\n');
    };
    const n = numbered()[0]!;
    const [firsts, ops, area, flags, task, files, shells] = await Promise.all([
      complete('teamcity-sdk build'),
      complete('teamcity-sdk builds serve-all-b'),
      complete(`teamcity-sdk ${n.area} `),
      complete('teamcity-sdk --url x builds get-all-builds --include-p'),
      complete('teamcity-sdk run App --b'),
      complete('teamcity-sdk artifacts 7 complete.f'),
      complete('teamcity-sdk completion '),
    ]);
    expect(firsts).toEqual(['builds', 'build-queue', 'build-types']);
    expect(ops).toEqual(['serve-all-builds']);
    expect(area).toContain(n.name);
    expect(area.filter((w) => /-\d+$/.test(w))).toEqual([]);
    expect(flags).toEqual(['--include-personal']);
    expect(task).toEqual(['--branch']);
    expect(files).toEqual(['complete.fish']);
    expect(shells).toEqual(['bash', 'fish', 'zsh']);
  });

  it.skipIf(!hasZsh)('completes in zsh from the same table', async () => {
    writeFileSync(join(dir, 'complete.zsh'), (await cli(['completion', 'zsh'])).stdout);
    // compadd and _files are zsh's completion builtins, here stubbed to print what they are given.
    const complete = async (line: string) => {
      const words = line.split(' ');
      const { stdout } = await promisify(execFile)(
        'zsh',
        [
          '-fc',
          `compdef() { :; }; compadd() { shift; print -l -- "$@"; }; _files() { print _files; }; source ./complete.zsh; words=(${words.map((w) => `'${w}'`).join(' ')}); CURRENT=${words.length}; PREFIX='${words.at(-1)}'; _teamcity-sdk`,
        ],
        { cwd: dir },
      );
      return stdout.trim().split('\n');
    };
    expect(await complete('teamcity-sdk b')).toEqual(
      expect.arrayContaining(['builds', 'build-queue', 'run', 'completion']),
    );
    expect(await complete('teamcity-sdk builds s')).toEqual(
      expect.arrayContaining(['serve-all-builds', 'get-all-builds']),
    );
    expect(await complete('teamcity-sdk --url x builds get-all-builds --inc')).toEqual(
      expect.arrayContaining(['--include-personal', '--locator', '--paginate', '--token']),
    );
    expect(await complete('teamcity-sdk builds serve-build ')).toEqual(['_files']);
    expect(await complete('teamcity-sdk run App --')).toEqual(
      expect.arrayContaining(['--branch', '--wait', '--param']),
    );
  });

  it('colours indented JSON for a terminal, and prints a request as curl with shell quoting', () => {
    const value = { a: 'x"y', b: [1, -2.5e3, true, null], 'c d': { e: '' } };
    const coloured = jsonText(value, true, true);
    expect(coloured).toContain('\x1b[36m"a"\x1b[0m: \x1b[32m"x\\"y"\x1b[0m');
    expect(coloured.replace(/\x1b\[\d+m/g, '')).toBe(JSON.stringify(value, null, 2) + '\n');
    expect(jsonText(value, false, false)).toBe(JSON.stringify(value) + '\n');
    expect(curlOf('http://h/x?a=1&b', { method: 'PUT', headers: { authorization: 'Basic abc' }, body: "it's" })).toBe(
      `curl -X PUT -H 'authorization: Basic ***' --data-binary 'it'\\''s' 'http://h/x?a=1&b'`,
    );
  });
});

describe('on a terminal', () => {
  const terminal = (args: string[], extra: Record<string, string> = {}) =>
    onTerminal(bin, args, { cwd: dir, env: { ...env(), ...extra } });

  it.skipIf(!hasScript)('indents and colours JSON, and shows download progress as one line rewritten', async () => {
    const [coloured, plain, download] = await Promise.all([
      terminal(['builds', 'serve-build', '7', '--fields', 'id,status']),
      terminal(['builds', 'serve-build', '7', '--fields', 'id,status'], { NO_COLOR: '1' }),
      terminal(['artifacts', '7', 'big.bin', '--output', 'tty.bin']),
    ]);
    expect(coloured.out).toBe(
      '{\r\n  \x1b[36m"id"\x1b[0m: \x1b[33m7\x1b[0m,\r\n  \x1b[36m"status"\x1b[0m: \x1b[32m"SUCCESS"\x1b[0m\r\n}\r\n',
    );
    expect(plain.out).toBe('{\r\n  "id": 7,\r\n  "status": "SUCCESS"\r\n}\r\n');
    expect(download.out).toMatch(/^(\r\x1b\[Ktty\.bin: \d+ of 300000 bytes)+\r\ntty\.bin: 300000 bytes\r\n$/);
  });
});

describe('secrets', () => {
  const forms = (s: string) => [
    s,
    encodeURIComponent(s),
    encodeURIComponent(s).toLowerCase(),
    JSON.stringify(s).slice(1, -1),
  ];
  const secrets = [
    ...forms(TOKEN),
    ...forms(PASSWORD),
    Buffer.from(`${USER}:${PASSWORD}`).toString('base64'),
    Buffer.from(TOKEN).toString('base64'),
  ];

  it('never prints a credential: not with --verbose, --dry-run, in errors, nor when the server echoes it', async () => {
    const basic = { TEAMCITY_URL: tc.url, TEAMCITY_USER: USER, TEAMCITY_PASSWORD: PASSWORD };
    const pair = Buffer.from(`${USER}:${PASSWORD}`).toString('base64');
    // A server that echoes the credentials it got, in several encodings, in an error answer.
    const echo = async (body: string, envs: Record<string, string>) => {
      tc.inject({ fault: { kind: 'status', status: 500, body }, route: 'root.serve_version' });
      return cli(['root', 'serve-version', '--verbose'], { env: envs });
    };
    const echoed = [
      await echo(`token ${TOKEN} ${encodeURIComponent(TOKEN)} ${JSON.stringify(TOKEN)}`, env()),
      await echo(`basic ${pair} ${PASSWORD} ${encodeURIComponent(PASSWORD)} ${USER}:${PASSWORD}`, basic),
    ];
    expect(echoed.map((r) => r.code)).toEqual([3, 3]);
    expect(echoed[0]!.stderr).toMatch(/answered 500: token \*\*\* \*\*\* "\*\*\*"/);
    expect(echoed[1]!.stderr).toMatch(/answered 500: basic \*\*\* \*\*\* \*\*\* \*\*\*$/m);
    const runs = await Promise.all([
      cli(['builds', 'serve-build', '7', '--verbose']),
      cli(['projects', 'create-project', '--body', '{"name":"Secretive"}', '--verbose'], { env: basic }),
      cli(['builds', 'serve-build', '7', '--verbose', '--token', TOKEN], { env: { TEAMCITY_URL: tc.url } }),
      cli(['builds', 'serve-build', '7', '--dry-run', '--verbose'], { env: basic }),
      cli(['builds', 'serve-build', '7', '--timeout', TOKEN]),
      cli(['builds', 'serve-build', '7', '--verbose'], { env: { ...basic, TEAMCITY_PASSWORD: PASSWORD + 'x' } }),
      cli(['root', 'serve-version', '--verbose', '--retries', '0'], {
        env: { ...basic, TEAMCITY_URL: 'http://127.0.0.1:9' },
      }),
      // The task commands: verbose, dry-run, refused.
      cli(['wait', '7', '--verbose']),
      cli(['cancel', '7', '--verbose'], { env: basic }),
      cli(['run', 'App_Build', '--dry-run', '--verbose'], { env: basic }),
      cli(['tests', '7', '--dry-run', '--token', TOKEN], { env: { TEAMCITY_URL: tc.url } }),
      cli(['wait', '7', '--verbose'], { env: { ...basic, TEAMCITY_PASSWORD: PASSWORD + 'x' } }),
      cli(['log', '7', '--verbose', '--url', `http://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:9`]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 2, 3, 6, 0, 3, 0, 0, 3, 2]);
    runs.push(...echoed);
    for (const r of runs) for (const s of secrets) expect(r.stdout + r.stderr).not.toContain(s);
  });
});
