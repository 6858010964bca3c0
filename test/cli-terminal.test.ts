// The `teamcity-sdk` command against servers that send terminal control sequences in every text it prints (a node:http
// server written here, and the fake TeamCity seeded with them), on a terminal and through pipes; and against answers
// that are not what the operation promises (exit 3). It runs in this process, its stdout and stderr a terminal or
// not (cli.test.ts runs the bin on a real pseudo-terminal).
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTeamCity } from '../generated/src/testing/index.js';
import { fakeAndDir, onTerminalInProcess, runCliInProcess } from './helpers/cli.js';
import { startServer, type Recorded } from './helpers/server.js';
import type { ServerResponse } from 'node:http';

// OSC 52 (writes the clipboard), clear screen, a window title, the 8-bit CSI, a bidi override, DEL, backspace, a bare
// CR (overwrites the line), a line end (forges a line), a reset of the terminal, and a colour (blink) sequence.
const EVIL = 'A\x1b]52;c;cHduZWQ=\x07B\x1b[2JC\x1b]0;title\x07D\x9b2JE\u202eF\x7fG\x08H\rI\nJ\x1bcK\x1b[5mL';
const BLINK = '\x1b[5m';

/**
 * The control characters in terminal output that are not the CLI's own (its colours of JSON, the progress line's
 * `\r ESC[K`, the pseudo-terminal's CRLF): what a server sent and got through. `keep` is left out too.
 */
const controls = (text: string, keep?: RegExp) =>
  [
    ...text
      .replace(/\r\x1b\[K|\x1b\[(?:0|3[2356])m|\r\n/g, '')
      .replace(keep ?? /^$/, '')
      .matchAll(/[\p{Cc}\p{Bidi_Control}]/gu),
  ]
    .map((m) => m[0])
    .filter((c) => c !== '\n');

const TOKEN = 'tok-9f/x+y=z%w';
let tc: FakeTeamCity;
let dir: string;
let hostile: Awaited<ReturnType<typeof startServer>>;
/** What the server answers to the rest (a text, a file), or to everything when `nulls`. */
let answer: (req: Recorded, res: ServerResponse) => void = () => {};
let nulls = false;

/** A build TeamCity moves from the queue to the end, its wait reason, status text and URL all hostile. */
const builds = new Map<number, number>();
function hostileTeamCity(req: Recorded, res: ServerResponse) {
  if (nulls) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('null');
  }
  const json = (value: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  if (req.method === 'POST' && req.url === '/app/rest/buildQueue') {
    const id = builds.size + 1;
    builds.set(id, 0);
    return json({ id, state: 'queued', webUrl: `http://127.0.0.1/viewQueued.html?itemId=${id}&x=${EVIL}` });
  }
  const id = Number(/^\/app\/rest\/builds\/id:(\d+)/.exec(req.url)?.[1]);
  if (builds.has(id)) {
    const polls = builds.get(id)!;
    builds.set(id, polls + 1);
    return json(
      polls === 0
        ? { id, state: 'queued', waitReason: EVIL }
        : polls === 1
          ? { id, state: 'running', percentageComplete: 50, statusText: EVIL }
          : { id, state: 'finished', status: 'FAILURE', statusText: EVIL },
    );
  }
  answer(req, res);
}

let failing: number;
let logged: number;
let wide: number;
beforeAll(async () => {
  ({ tc, dir } = await fakeAndDir({
    users: [{ username: 'ci', password: 'ci-password', token: TOKEN }],
    seed: { projects: [{ id: 'P' }], buildTypes: [{ id: 'App_Build', projectId: 'P' }], generatedBuilds: { count: 3 } },
  }));
  hostile = await startServer(hostileTeamCity);
  tc.seed({ buildTypes: [{ id: 'P_Evil', projectId: 'P' }] });
  tc.script('P_Evil', {
    queuedMs: 0,
    durationMs: 0,
    status: 'FAILURE',
    statusText: EVIL,
    tests: [{ name: EVIL, status: 'FAILURE', details: `${EVIL}\nat line 2` }, { name: 'ok' }],
    problems: [{ type: 'TC_EXIT_CODE', details: EVIL }],
    log: [`${BLINK}blinking\x1b[0m and ${EVIL.replace('\n', '')}`, 'plain'],
  });
  // Wide: a test name and details longer than a terminal line, and artifacts, one named with a control sequence.
  tc.seed({ buildTypes: [{ id: 'P_Wide', projectId: 'P' }] });
  tc.script('P_Wide', {
    queuedMs: 0,
    durationMs: 0,
    status: 'FAILURE',
    tests: [{ name: 'long' + 'x'.repeat(300), status: 'FAILURE', details: 'y'.repeat(300) }],
    artifacts: { [`dist/e\x1b[2Jvil.zip`]: 'zip', 'dist/app.zip': 'z'.repeat(10) },
  });
  const queued = (types: string[]) =>
    Promise.all(types.map((type) => runCliInProcess(['run', type, '--wait', '--poll', '20ms'], { env: fakeEnv() })));
  [failing, logged, wide] = (await queued(['P_Evil', 'P_Evil', 'P_Wide'])).map(
    (r) => (JSON.parse(r.stdout) as { id: number }).id,
  );
});
afterAll(async () => {
  await Promise.all([tc?.close(), hostile?.close()]);
});

const fakeEnv = () => ({ TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: TOKEN });
const hostileEnv = () => ({ TEAMCITY_URL: hostile.url, TEAMCITY_TOKEN: TOKEN });

const terminal = (args: string[], env: Record<string, string>) => onTerminalInProcess(args, { env });

describe('on a terminal, no control sequence a server sends gets through', () => {
  it('run --wait: the queued URL, progress lines, the JSON and the "finished with status" line', async () => {
    const r = await terminal(['run', 'App_Build', '--wait', '--poll', '20ms'], hostileEnv());
    expect(r.code).toBe(1);
    expect(controls(r.out)).toEqual([]);
    // Shown, escaped: on stderr as \x1b, in the JSON as JSON's \u001b (the 8-bit CSI and the bidi override too).
    expect(r.out).toContain('itemId=1&x=A\\x1b]52;c;cHduZWQ=\\x07B\\x1b[2JC');
    expect(r.out).toContain(': queued - A\\x1b]52;c;cHduZWQ=\\x07B');
    expect(r.out).toMatch(/: running 50% - A\\x1b\]52.*D\\x9b2JE\\u202eF\\x7fG\\x08H\\rI\\nJ\\x1bcK\\x1b\[5mL/);
    expect(r.out).toContain('finished with status FAILURE: A\\x1b]52;c;cHduZWQ=\\x07B');
    expect(r.out).toContain(
      '"A\\u001b]52;c;cHduZWQ=\\u0007B\\u001b[2JC\\u001b]0;title\\u0007D\\u009b2JE\\u202eF\\u007fG',
    );
  });

  it('tests --failed, log (its colours kept), and an error message', async () => {
    tc.inject({ fault: { kind: 'status', status: 500, body: EVIL }, route: 'root.serve_version' });
    const [tests, log, follow, error] = await Promise.all([
      terminal(['tests', String(failing), '--failed'], fakeEnv()),
      terminal(['log', String(logged)], fakeEnv()),
      terminal(['log', String(logged), '--follow'], fakeEnv()),
      terminal(['root', 'serve-version', '--retries', '0'], fakeEnv()),
    ]);
    expect(tests.code).toBe(1);
    expect(controls(tests.out)).toEqual([]);
    // One line a test: its own line end is escaped too.
    expect(tests.out).toBe(
      'A\\x1b]52;c;cHduZWQ=\\x07B\\x1b[2JC\\x1b]0;title\\x07D\\x9b2JE\\u202eF\\x7fG\\x08H\\rI\\nJ\\x1bcK\\x1b[5mL\r\n',
    );
    for (const r of [log, follow]) {
      expect(r.code).toBe(0);
      expect(controls(r.out, /\x1b\[5m/g)).toEqual([]);
      expect(r.out).toContain(`${BLINK}blinking\x1b[0m and A\\x1b]52;c;cHduZWQ=\\x07B\\x1b[2JC`);
      expect(r.out).toContain('\\x1bcK\x1b[5mL');
    }
    expect(error.code).toBe(3);
    expect(controls(error.out)).toEqual([]);
    expect(error.out).toContain('answered 500: A\\x1b]52;c;cHduZWQ=\\x07B');
  });

  it('tests and artifacts print tables: scrubbed, each line within the width, details included; --json is JSON', async () => {
    const [tests, long, artifacts, json] = await Promise.all([
      terminal(['tests', String(failing)], fakeEnv()),
      terminal(['tests', String(wide)], fakeEnv()),
      terminal(['artifacts', String(wide)], fakeEnv()),
      terminal(['artifacts', String(wide), '--json'], fakeEnv()),
    ]);
    for (const r of [tests, long, artifacts]) {
      expect(r.code).toBe(0);
      expect(controls(r.out)).toEqual([]);
      for (const line of r.out.split('\r\n')) expect([...line].length).toBeLessThanOrEqual(100);
    }
    const lines = tests.out.split('\r\n');
    expect(lines[0]).toMatch(new RegExp(`^build ${failing}: FAILURE - A\\\\x1b\\]52`));
    expect(tests.out).toMatch(/^FAILED TEST +DETAILS$/m);
    // The name and the first line of its details, each escaped; a long one is cut with an ellipsis.
    expect(tests.out).toContain('A\\x1b]52;c;cHduZWQ=');
    expect(tests.out).not.toContain('at line 2');
    expect(long.out).toMatch(/^longx+…  y+…\r$/m);
    expect(tests.out).toMatch(/^TC_EXIT_CODE +A\\x1b]52/m);
    expect(artifacts.out).toMatch(/^SIZE +MODIFIED +PATH$/m);
    expect(artifacts.out).toContain('dist/e\\x1b[2Jvil.zip');
    expect(artifacts.out).toMatch(/^10 .* dist\/app\.zip$/m);
    expect(JSON.parse(json.out)).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'dist/app.zip' })]));
  });

  it('a text answer, and a file printed to the terminal; --raw prints the text as sent', async () => {
    answer = (req, res) => {
      res.writeHead(200, {
        'content-type': req.url.includes('/artifacts/') ? 'application/octet-stream' : 'text/plain',
      });
      res.end(EVIL);
    };
    const [text, file, raw] = await Promise.all([
      terminal(['root', 'serve-version'], hostileEnv()),
      terminal(['builds', 'get-content', '7', 'a.txt'], hostileEnv()),
      terminal(['root', 'serve-version', '--raw'], hostileEnv()),
    ]);
    for (const r of [text, file]) {
      expect(r.code).toBe(0);
      expect(controls(r.out)).toEqual([]);
      expect(r.out).toContain('A\\x1b]52;c;cHduZWQ=\\x07B');
    }
    expect(raw.out).toContain('\x1b]52;c;cHduZWQ=\x07');
  });
});

describe("colours by the command's own environment", () => {
  it('JSON is coloured on a terminal whose TERM has colours, plain with NO_COLOR or TERM=dumb, compact piped', async () => {
    const args = ['builds', 'serve-build', String(failing), '--fields', 'id,status'];
    const [coloured, noColor, dumb, piped] = await Promise.all([
      runCliInProcess(args, { env: fakeEnv(), tty: true }),
      runCliInProcess(args, { env: { ...fakeEnv(), NO_COLOR: '1' }, tty: true }),
      runCliInProcess(args, { env: { ...fakeEnv(), TERM: 'dumb' }, tty: true }),
      runCliInProcess(args, { env: { ...fakeEnv(), FORCE_COLOR: '1' } }),
    ]);
    expect(coloured.stdout).toBe(
      `{\n  \x1b[36m"id"\x1b[0m: \x1b[33m${failing}\x1b[0m,\n  \x1b[36m"status"\x1b[0m: \x1b[32m"FAILURE"\x1b[0m\n}\n`,
    );
    for (const r of [noColor, dumb]) expect(r.stdout).toBe(`{\n  "id": ${failing},\n  "status": "FAILURE"\n}\n`);
    expect(piped.stdout).toBe(`{"id":${failing},"status":"FAILURE"}\n`);
  });
});

describe('piped, server text is escaped too, and JSON stays the same JSON', () => {
  it('keeps the value in JSON, escapes text and stderr, passes a file through, and --raw gives the text as sent', async () => {
    answer = (req, res) => {
      res.writeHead(200, {
        'content-type': req.url.includes('/artifacts/') ? 'application/octet-stream' : 'text/plain',
      });
      res.end(EVIL);
    };
    const [run, tests, text, raw, file] = await Promise.all([
      runCliInProcess(['run', 'App_Build', '--wait', '--poll', '20ms'], { env: hostileEnv() }),
      runCliInProcess(['tests', String(failing), '--failed'], { env: fakeEnv() }),
      runCliInProcess(['root', 'serve-version'], { env: hostileEnv() }),
      runCliInProcess(['tests', String(failing), '--failed', '--raw'], { env: fakeEnv() }),
      runCliInProcess(['builds', 'get-content', '7', 'a.txt'], { env: hostileEnv() }),
    ]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'FAILURE', statusText: EVIL });
    for (const r of [run, tests, text]) expect(controls(r.stdout + r.stderr)).toEqual([]);
    expect(run.stderr).toContain('finished with status FAILURE: A\\x1b]52;c;cHduZWQ=\\x07B');
    expect(tests.stdout).toBe(
      'A\\x1b]52;c;cHduZWQ=\\x07B\\x1b[2JC\\x1b]0;title\\x07D\\x9b2JE\\u202eF\\x7fG\\x08H\\rI\\nJ\\x1bcK\\x1b[5mL\n',
    );
    expect(text.stdout).toBe(
      'A\\x1b]52;c;cHduZWQ=\\x07B\\x1b[2JC\\x1b]0;title\\x07D\\x9b2JE\\u202eF\\x7fG\\x08H\\rI\nJ\\x1bcK\\x1b[5mL\n',
    );
    expect(raw.stdout).toBe(EVIL + '\n');
    // A file is bytes: piped, it is passed on as it came.
    expect(file.stdout).toBe(EVIL);
  });
});

describe('an answer that is not what the operation promises exits 3', () => {
  it('null for a build, a page, a queued build, a canceled build, a build found by locator, and in each task', async () => {
    nulls = true;
    const results = await Promise.all(
      [
        ['builds', 'serve-build', '7'],
        ['builds', 'serve-all-builds', '--paginate'],
        ['run', 'App_Build'],
        ['cancel', '99'],
        ['wait', 'buildType:App_Build,number:3'],
        ['wait', '99', '--poll', '20ms'],
        ['tests', '99'],
        ['log', '99', '--follow', '--poll', '20ms'],
        ['artifacts', '99'],
        ['artifacts', '99', 'app.bin'],
      ].map((args) => runCliInProcess(args, { env: hostileEnv(), cwd: dir })),
    );
    expect(results.map((r) => r.code)).toEqual(Array(10).fill(3));
    expect(readdirSync(dir)).toEqual([]);
    expect(results[0]!.stderr).toContain('teamcity-sdk: builds.serve_build answered null, not a JSON object');
    expect(results[1]!.stderr).toContain('teamcity-sdk: builds.serve_all_builds answered null, not a JSON object');
    // The task finds it out: the message names the task and the null.
    expect(results[2]!.stderr).toMatch(/runBuild: .*null/);
    expect(results[3]!.stderr).toMatch(/cancelBuild: .*null/);
    expect(results[4]!.stderr).toContain('resolveBuild: builds.serve_build answered null, not a JSON object');
    for (const [r, task] of [
      [results[5]!, 'waitForBuild'],
      [results[6]!, 'buildResults'],
      [results[7]!, 'followBuildLog'],
      [results[8]!, 'listArtifacts'],
      [results[9]!, 'downloadArtifact'],
    ] as const)
      expect(r.stderr).toMatch(new RegExp(`^teamcity-sdk: ${task}: .*null`));
  });
});
