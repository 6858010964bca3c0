// Every task call is bounded and typed (issue 20), against malicious servers on 127.0.0.1: endless pages, JSON null
// answers, numeric options that would spin, a build TeamCity does not show yet, wrong Content-Range on the log, a log
// that shrinks or holds one endless line, and server text that echoes the client's credentials in any encoding.
import { mkdtempSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  TeamCityInputError,
  TeamCityPaginationError,
  TeamCityResponseError,
  type Auth,
} from '../generated/src/index.js';
import {
  buildResults,
  cancelBuild,
  downloadArtifact,
  followBuildLog,
  listArtifacts,
  runBuild,
  TeamCityBuildCanceledError,
  TeamCityBuildFailedToStartError,
  TeamCityWaitTimeoutError,
  findBuildByNumber,
  resolveBuild,
  grepBuildLog,
  buildLogLines,
  tailBuildLog,
  waitForBuild,
  type BuildProgress,
  type Timer,
} from '../generated/src/tasks/index.js';
import { failure, useServer } from './helpers/faults.js';
import type { Recorded } from './helpers/server.js';

const server = useServer();
const client = (auth: Auth = { token: 'tok-plain' }) =>
  createClient({ baseUrl: server.url, auth, csrf: false, retry: false });
const json = (res: ServerResponse, body: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const notFound = (res: ServerResponse, what: string) =>
  res
    .writeHead(404, { 'content-type': 'text/plain' })
    .end(
      `Error has occurred during request processing, Not Found.\nError: jetbrains.buildServer.server.rest.errors.NotFoundException: ${what}`,
    );
/** A clock that moves when waited on, at most 10,000 times. */
const clock = (): Timer => {
  let now = 0;
  let sleeps = 0;
  return {
    now: () => now,
    sleep: async (ms) => {
      if (++sleeps > 10_000) throw new Error('runaway loop');
      now += ms;
    },
  };
};
/** The lines of a followBuildLog, at most 10,000. */
async function follow(...args: Parameters<typeof followBuildLog>): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of followBuildLog(...args)) if (lines.push(line) > 10_000) throw new Error('runaway log');
  return lines;
}
/** The build log route: `text()` is the log now; Range served as TeamCity's download page serves it. */
function serveLog(req: Recorded, res: ServerResponse, log: Buffer) {
  const r = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''));
  if (!r) return void res.writeHead(200, { 'content-type': 'text/plain' }).end(log);
  const start = Number(r[1]);
  if (start >= log.length) return void res.writeHead(416, { 'content-range': `bytes */${log.length}` }).end();
  res.writeHead(206, {
    'content-type': 'text/plain',
    'content-range': `bytes ${start}-${log.length - 1}/${log.length}`,
  });
  res.end(log.subarray(start));
}

describe('bounded', () => {
  it('buildResults follows nextHref for at most maxPages pages (default 100) of a server that always has one more', async () => {
    let pages = 0;
    server.use((req, res) => {
      if (req.url.startsWith('/app/rest/builds/'))
        return json(res, { id: 5, status: 'FAILURE', testOccurrences: { count: 10 ** 6 } });
      if (!req.url.startsWith('/app/rest/testOccurrences')) return json(res, { count: 0 });
      // After 300 full pages an empty one: an unbounded loop ends too, and the test can say it did not stop.
      if (++pages > 300) return json(res, { count: 0 });
      json(res, {
        count: 100,
        nextHref: `/app/rest/testOccurrences?locator=build:(id:5),status:FAILURE,start:${pages * 100},count:100`,
        testOccurrence: Array.from({ length: 100 }, (_, i) => ({ id: `t${pages}.${i}`, name: `test ${i}` })),
      });
    });
    expect(await failure(buildResults(client(), 5))).toBeInstanceOf(TeamCityPaginationError);
    expect(pages).toBe(100);
    pages = 0;
    expect(await failure(buildResults(client(), 5, { maxPages: 3 }))).toBeInstanceOf(TeamCityPaginationError);
    expect(pages).toBe(3);
    // The second request is the first page's nextHref.
    expect(server.requests.filter((r) => r.url.startsWith('/app/rest/testOccurrences'))[1]!.url).toContain(
      'start:100,count:100',
    );
  });

  const dest = join(mkdtempSync(join(tmpdir(), 'tasks-null-')), 'a.bin');
  it.each([
    ['waitForBuild', 'builds.serve_build', () => waitForBuild(client(), 5, { timer: clock() })],
    ['buildResults', 'builds.serve_build', () => buildResults(client(), 5)],
    ['runBuild', 'buildQueue.queue_new_build', () => runBuild(client(), { buildType: 'App' })],
    ['cancelBuild', 'buildQueue.cancel_build', () => cancelBuild(client(), 5)],
    ['followBuildLog', 'builds.serve_build', () => follow(client(), 5, { timer: clock() })],
    ['listArtifacts', 'builds.get_children', () => listArtifacts(client(), 5)],
    ['downloadArtifact', 'builds.get_metadata', () => downloadArtifact(client(), 5, 'a.bin', dest)],
  ])('a JSON null answer to %s is a TeamCityResponseError naming %s', async (task, operation, call) => {
    server.use((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('null'));
    const e = await failure<TeamCityResponseError>(call());
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toBe(`${task}: ${operation} answered null, not a JSON object`);
  });

  it('a queued build without an id is a TeamCityResponseError from runBuild', async () => {
    server.use((_req, res) => json(res, { state: 'queued' }));
    const e = await failure<TeamCityResponseError>(runBuild(client(), { buildType: 'App' }));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toBe(
      'runBuild: buildQueue.queue_new_build answered id: nothing, not an id (a positive whole number)',
    );
  });

  const spin = [0, -1, Number.NaN, Infinity, 2 ** 31, '1000'];
  it.each([
    ...spin.map((v) => ['waitForBuild', { pollMs: v }] as const),
    ...[0, -5, Number.NaN, 500].map((v) => ['waitForBuild', { pollMs: 1000, maxPollMs: v }] as const),
    ...[-1, Number.NaN, Infinity].map((v) => ['waitForBuild', { timeoutMs: v }] as const),
    ...spin.map((v) => ['followBuildLog', { pollMs: v }] as const),
    ...[0, Number.NaN, 10].map((v) => ['followBuildLog', { pollMs: 100, maxPollMs: v }] as const),
    ...[0, 1.5, Number.NaN].map((v) => ['followBuildLog', { maxLineLength: v }] as const),
    ...[-1, 1.5, Number.NaN, 101].map((v) => ['downloadArtifact', { resumes: v }] as const),
    ...[0, 1.5, Number.NaN].map((v) => ['buildResults', { maxPages: v }] as const),
    ...[1.5, Number.NaN, 0].map((v) => ['runBuild', { agent: v }] as const),
    ['runBuild', { snapshotDependencies: [7, Number.NaN] }] as const,
    ...['abc', -1, ''].map((v) => ['runBuild', { personalChange: v }] as const),
  ])('%s refuses %o with a TeamCityInputError before sending anything', async (task, option) => {
    // A server where every task ends at once, so that an option that is not refused shows as a call that returns.
    server.use((req, res) => {
      if (req.url.startsWith('/downloadBuildLog.html'))
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end('log\n');
      if (req.url.includes('/artifacts/')) return notFound(res, 'No such file');
      json(res, { id: 5, state: 'finished', status: 'SUCCESS' });
    });
    const o = option as never;
    const call = {
      waitForBuild: () => waitForBuild(client(), 5, { timer: clock(), ...(o as object) }),
      followBuildLog: () => follow(client(), 5, { timer: clock(), ...(o as object) }),
      downloadArtifact: () => downloadArtifact(client(), 5, 'a.bin', dest, o),
      buildResults: () => buildResults(client(), 5, o),
      runBuild: () => runBuild(client(), { buildType: 'App', ...(o as object) }),
    }[task];
    const e = await failure<TeamCityInputError>(call());
    expect(e).toBeInstanceOf(TeamCityInputError);
    expect(e.message).toMatch(
      new RegExp(`^${task}: ${Object.keys(option).at(-1)}(\\[\\])? must be a (whole )?number from`),
    );
    expect(server.requests).toEqual([]);
  });
});

describe('followBuildLog', () => {
  it('reads the queue while TeamCity answers 404 for a build queued a moment ago, and no log before it starts', async () => {
    let polls = 0;
    const log = Buffer.from('one\ntwo\n');
    server.use((req, res) => {
      if (req.url.startsWith('/app/rest/builds/id:9')) {
        if (++polls <= 2) return notFound(res, 'No build found by locator id:9');
        return json(res, { id: 9, state: polls < 4 ? 'running' : 'finished' });
      }
      if (req.url.startsWith('/app/rest/buildQueue/id:9')) return json(res, { id: 9, state: 'queued' });
      if (req.url.startsWith('/downloadBuildLog.html?buildId=9')) return serveLog(req, res, log);
      res.writeHead(500).end();
    });
    expect(await follow(client(), 9, { timer: clock() })).toEqual(['one', 'two']);
    const paths = server.requests.map((r) => r.url.replace(/\?.*/, ''));
    expect(paths.slice(0, 5)).toEqual([
      '/app/rest/builds/id:9',
      '/app/rest/buildQueue/id:9',
      '/app/rest/builds/id:9',
      '/app/rest/buildQueue/id:9',
      '/app/rest/builds/id:9',
    ]);
    expect(paths[5]).toBe('/downloadBuildLog.html');
  });

  it('ends with TeamCityBuildCanceledError when a build it saw queued leaves the queue without starting', async () => {
    let queued = 0;
    server.use((req, res) => {
      if (req.url.startsWith('/app/rest/buildQueue/id:9') && ++queued <= 2)
        return json(res, { id: 9, state: 'queued' });
      notFound(res, 'No build found by locator id:9');
    });
    const e = await failure<TeamCityBuildCanceledError>(follow(client(), 9, { timer: clock() }));
    expect(e).toBeInstanceOf(TeamCityBuildCanceledError);
    expect(e).toMatchObject({ buildId: 9, removedFromQueue: true });
  });

  it.each([
    [
      'a Content-Range from byte 0 whatever was asked',
      (log: Buffer) => ({ range: `bytes 0-${log.length - 1}/${log.length}`, body: log }),
    ],
    [
      'a body longer than its Content-Range',
      (log: Buffer, start: number) => ({ range: `bytes ${start}-${log.length - 1}/${log.length}`, body: log }),
    ],
    ['no Content-Range', (log: Buffer, start: number) => ({ range: '', body: log.subarray(start) })],
  ])('a 206 with %s is a TeamCityResponseError, not lines read twice', async (_, answer) => {
    let reads = 0;
    server.use((req, res) => {
      if (req.url.startsWith('/app/rest/builds/id:9'))
        return json(res, { id: 9, state: reads >= 3 ? 'finished' : 'running' });
      const log = Buffer.from(['a', 'b', 'c'].slice(0, ++reads).join('\n') + '\n');
      const start = Number(/^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''))?.[1] ?? -1);
      if (start < 0) return void res.writeHead(200, { 'content-type': 'text/plain' }).end(log);
      const { range, body } = answer(log, start);
      res.writeHead(206, { 'content-type': 'text/plain', ...(range && { 'content-range': range }) }).end(body);
    });
    const lines: string[] = [];
    const e = await (async () => {
      for await (const line of followBuildLog(client(), 9, { timer: clock() })) lines.push(line);
    })().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(lines).toEqual(['a']);
  });

  it.each([
    ['answers 416 for the offset read', true],
    ['ignores Range and sends the shorter log', false],
  ])('a log that shrinks is a TeamCityResponseError saying so, when the server %s', async (_, ranged) => {
    let reads = 0;
    server.use((req, res) => {
      if (req.url.startsWith('/app/rest/builds/id:9'))
        return json(res, { id: 9, state: reads >= 4 ? 'finished' : 'running' });
      const log = Buffer.from(++reads === 1 ? 'line1\nline2\n' : 'x\n');
      if (ranged) return serveLog(req, res, log);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(log);
    });
    const e = await failure<TeamCityResponseError>(follow(client(), 9, { timer: clock() }));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toBe('followBuildLog: the log of build 9 shrank to 2 bytes after 12 were read');
  });

  it('splits a line longer than maxLineLength (default 1 Mi units), and never inside a surrogate pair', async () => {
    const huge = 'x'.repeat(5 * 2 ** 20 + 7);
    let log = Buffer.from(`${huge}\nend`);
    server.use((req, res) => {
      if (req.url.startsWith('/app/rest/builds/id:9')) return json(res, { id: 9, state: 'finished' });
      serveLog(req, res, log);
    });
    const pieces = await follow(client(), 9, { timer: clock() });
    expect(pieces.map((p) => p.length)).toEqual([2 ** 20, 2 ** 20, 2 ** 20, 2 ** 20, 2 ** 20, 7, 3]);
    expect(pieces.join('')).toBe(huge + 'end');
    expect((await follow(client(), 9, { timer: clock(), maxLineLength: 3 * 2 ** 20 })).map((p) => p.length)).toEqual([
      3 * 2 ** 20,
      2 * 2 ** 20 + 7,
      3,
    ]);
    log = Buffer.from('😀'.repeat(5) + 'x\r\nnext');
    const emoji = await follow(client(), 9, { timer: clock(), maxLineLength: 3 });
    expect(emoji).toEqual(['😀', '😀', '😀', '😀', '😀x', 'nex', 't']);
    // No lone surrogate: encodeURIComponent throws on one.
    for (const piece of emoji) expect(() => encodeURIComponent(piece)).not.toThrow();
  });
});

describe('server text in every task surface is redacted, base64 forms of the credentials included', () => {
  const token = 'tc-token:secret>>?';
  const password = 'p@ss>?word';
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const b64url = (s: string) => Buffer.from(s).toString('base64url');
  /** The client's credentials in the forms a careless server echoes them: as they are, and their base64 forms. */
  const secretsOf = (auth: Auth) =>
    'token' in auth
      ? [token, b64(token), b64url(token)]
      : [password, b64(password), b64url(password), b64(`ci:${password}`)];
  let secrets: string[] = [];
  let echo = '';
  /**
   * `relayed`: also the secret inside a longer base64 text, as a build relays a docker config's `user:secret`, which
   * what the tasks show of a build is redacted of (`redactorOf`), but not the client's own error bodies.
   */
  const use = (auth: Auth, relayed = false) => {
    secrets = secretsOf(auth);
    if (relayed) secrets.push(b64(`user:${secrets[0]}`));
    echo = secrets.join(' | ');
  };
  /** Everything a value shows: util.inspect (hidden fields too), JSON, message and stack. */
  const shown = (v: unknown) =>
    [
      inspect(v, { depth: 10, showHidden: true }),
      JSON.stringify(v),
      v instanceof Error ? `${v.message}\n${v.stack}` : '',
    ].join('\n');
  const expectNoSecret = (text: string) => {
    for (const s of secrets) expect(text).not.toContain(s);
    expect(text).toContain('***');
  };

  it.each([
    ['a token', { token }],
    ['Basic auth', { username: 'ci', password }],
  ] as const)(
    'with %s: waitForBuild progress and its canceled, failed-to-start and timeout errors',
    async (_, auth) => {
      use(auth, true);
      const answers: Record<string, unknown>[] = [
        { id: 5, state: 'queued', waitReason: `waiting for ${echo}` },
        { id: 5, state: 'running', percentageComplete: 50, statusText: `deploying with ${echo}` },
      ];
      let end: Record<string, unknown> = {};
      let polls = 0;
      server.use((_req, res) => json(res, polls < answers.length ? answers[polls++] : end));
      const progress: BuildProgress[] = [];
      const finished = (last: Record<string, unknown>) => {
        polls = 0;
        end = last;
        return waitForBuild(client(auth), 5, { timer: clock(), onProgress: (p) => progress.push(p) });
      };
      const canceled = await failure(
        finished({ id: 5, state: 'finished', startDate: 'x', canceledInfo: { text: `stopped: ${echo}` } }),
      );
      expect(canceled).toBeInstanceOf(TeamCityBuildCanceledError);
      const failed = await failure(
        finished({ id: 5, state: 'finished', failedToStart: true, statusText: `no agent for ${echo}` }),
      );
      expect(failed).toBeInstanceOf(TeamCityBuildFailedToStartError);
      polls = 0;
      end = answers[1]!;
      const timedOut = await failure(waitForBuild(client(auth), 5, { timer: clock(), timeoutMs: 60_000 }));
      expect(timedOut).toBeInstanceOf(TeamCityWaitTimeoutError);
      expect(progress.map((p) => p.state)).toEqual(['queued', 'running', 'finished', 'queued', 'running', 'finished']);
      for (const v of [canceled, failed, timedOut, progress]) expectNoSecret(shown(v));
    },
  );

  it.each([
    ['a token', { token }],
    ['Basic auth', { username: 'ci', password }],
  ] as const)('with %s: error bodies, and Content-Range headers in download and log errors', async (_, auth) => {
    use(auth);
    server.use((req, res) => {
      if (req.url.startsWith('/app/rest/buildQueue')) return notFound(res, `No build type found by ${echo}`);
      if (/^\/app\/rest\/builds\/id:9(\?|$)/.test(req.url)) return json(res, { id: 9, state: 'running' });
      if (req.url.includes('/artifacts/metadata/')) return json(res, { size: 100 });
      const range = `bytes 0-99/100 ${echo}`;
      // A download cut at 10 bytes, then resumed into a 206 with a wrong Content-Range; a log read likewise.
      if (req.url.includes('/artifacts/content/') && !req.headers.range) {
        res.writeHead(200, { etag: '"e"', 'content-length': '100' });
        return void res.write(Buffer.alloc(10), () => setTimeout(() => res.socket?.destroy(), 20));
      }
      if (req.url.startsWith('/downloadBuildLog.html') && !req.headers.range)
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end('first\n');
      res.writeHead(206, { etag: '"e"', 'content-range': range }).end(Buffer.alloc(90));
    });
    const d = mkdtempSync(join(tmpdir(), 'tasks-echo-'));
    const errors = [
      await failure(runBuild(client(auth), { buildType: 'App' })),
      await failure(downloadArtifact(client(auth), 9, 'a.bin', join(d, 'a.bin'))),
      await failure(follow(client(auth), 9, { timer: clock() })),
    ];
    expect(errors.map((e) => (e as Error).name)).toEqual([
      'TeamCityBuildTypeNotFoundError',
      'TeamCityResponseError',
      'TeamCityResponseError',
    ]);
    for (const e of errors) expectNoSecret(shown(e));
  });
});

describe('every answer a task reads is checked against what it reads (issue 27)', () => {
  const dest = join(mkdtempSync(join(tmpdir(), 'tasks-shape-')), 'a.bin');
  const find = () => findBuildByNumber(client(), '886');
  it.each([
    ['findBuildByNumber', 'builds.serve_all_builds', null, 'null, not a JSON object', find],
    [
      'findBuildByNumber',
      'builds.serve_all_builds',
      { build: [null, null] },
      'build[0]: null, not a JSON object',
      find,
    ],
    ['findBuildByNumber', 'builds.serve_all_builds', { build: 'x' }, 'build: a string, not an array', find],
    ['findBuildByNumber', 'builds.serve_all_builds', { build: [null] }, 'build[0]: null, not a JSON object', find],
    [
      'findBuildByNumber',
      'builds.serve_all_builds',
      { build: [{ number: '886' }] },
      'build[0].id: nothing, not an id (a positive whole number)',
      find,
    ],
    [
      'findBuildByNumber',
      'builds.serve_all_builds',
      { build: [{ id: '1; DROP' }] },
      'build[0].id: a string, not an id (a positive whole number)',
      find,
    ],
    [
      'findBuildByNumber',
      'builds.serve_all_builds',
      { build: [{ id: 1.5 }] },
      'build[0].id: a number, not an id (a positive whole number)',
      find,
    ],
    [
      'findBuildByNumber',
      'builds.serve_all_builds',
      { build: [{ id: 1, webUrl: 7 }] },
      'build[0].webUrl: a number, not a string',
      find,
    ],
    ['resolveBuild', 'builds.serve_build', null, 'null, not a JSON object', () => resolveBuild(client(), 'number:1')],
    [
      'resolveBuild',
      'builds.serve_build',
      { id: '1; DROP' },
      'id: a string, not an id (a positive whole number)',
      () => resolveBuild(client(), 'number:1'),
    ],
    [
      'runBuild',
      'buildQueue.queue_new_build',
      { id: '1; DROP' },
      'id: a string, not an id (a positive whole number)',
      () => runBuild(client(), { buildType: 'App' }),
    ],
    [
      'waitForBuild',
      'builds.serve_build',
      { id: 5, state: ['finished'] },
      'state: an array, not a string',
      () => waitForBuild(client(), 5, { timer: clock() }),
    ],
    [
      'followBuildLog',
      'builds.serve_build',
      { id: 5, state: 3 },
      'state: a number, not a string',
      () => follow(client(), 5, { timer: clock() }),
    ],
    [
      'listArtifacts',
      'builds.get_children',
      { file: [{ size: 1 }] },
      'file[0].name: nothing, not a string',
      () => listArtifacts(client(), 5),
    ],
    [
      'listArtifacts',
      'builds.get_children',
      { file: {} },
      'file: an object, not an array',
      () => listArtifacts(client(), 5),
    ],
    [
      'downloadArtifact',
      'builds.get_metadata',
      { size: '1e9' },
      'size: a string, not a number',
      () => downloadArtifact(client(), 5, 'a.bin', dest),
    ],
    [
      'buildResults',
      'builds.serve_build',
      { id: 5, testOccurrences: { failed: 'many' } },
      'testOccurrences.failed: a string, not a number',
      () => buildResults(client(), 5),
    ],
  ])('%s: %s answering %j', async (task, operation, answer, problem, call) => {
    server.use((_req, res) => json(res, answer));
    const e = await failure<TeamCityResponseError>(call());
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toBe(`${task}: ${operation} answered ${problem}`);
  });

  it('a well-formed answer passes: the build found by number', async () => {
    server.use((_req, res) =>
      json(res, { build: [{ id: 12, number: '886', state: 'finished', webUrl: 'http://x/12' }] }),
    );
    expect(await find()).toMatchObject({ id: 12, number: '886' });
  });
});

describe('tailBuildLog reads each window up to what it asked for, and only the range it asked for (issue 27)', () => {
  const MiB = 2 ** 20;
  /**
   * A log of `size` bytes (the one-byte probe says so) whose windows are answered by `window(start, end)`: the
   * Content-Range to send and how many bytes of 'x' to stream (at most 64 MiB, as the client reads them).
   */
  function windows(size: number, window: (start: number, end: number) => [range: string, bytes: number]) {
    let sent = 0;
    server.use((req, res) => {
      const [start, end] = (/^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range)) ?? []).slice(1).map(Number);
      if (start === 0 && end === 0) return void res.writeHead(206, { 'content-range': `bytes 0-0/${size}` }).end('x');
      const [range, bytes] = window(start!, end!);
      res.writeHead(206, { 'content-type': 'text/plain', 'content-range': range });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let left = Math.min(bytes, 64 * MiB);
      const pump = () => {
        while (left > 0 && !res.destroyed) {
          const part = chunk.subarray(0, Math.min(left, chunk.length));
          left -= part.length;
          sent += part.length;
          if (!res.write(part)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    return () => sent;
  }
  const settled = async (sent: () => number) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return sent();
  };

  it('a window answered with its range and an endless body is read up to its length only', async () => {
    const size = 300 * MiB;
    const sent = windows(size, (start, end) => [`bytes ${start}-${end}/${size}`, 200 * MiB]);
    const read = await tailBuildLog(client(), 5, 50, { maxBytes: MiB });
    // One line of x's, longer than every window: no whole line, and never more than maxBytes read.
    expect(read).toEqual({ lines: [], complete: false });
    const ranges = server.requests.map((r) => r.headers.range);
    expect(ranges[0]).toBe('bytes=0-0');
    const asked = ranges.slice(1).map((r) => /^bytes=(\d+)-(\d+)$/.exec(String(r))!.slice(1).map(Number));
    expect(asked.reduce((n, [a, b]) => n + b! - a! + 1, 0)).toBe(MiB);
    // What the server got to send: the windows, and what the socket buffers took, far from 3 x 200 MiB.
    expect(await settled(sent)).toBeLessThan(48 * MiB);
  });

  it('a window answered with another range is a TeamCityResponseError, never other lines', async () => {
    const size = 10 * MiB;
    // Always the last 64 KiB, whatever is asked: lines that are not the ones asked for.
    windows(size, () => [`bytes ${size - 65536}-${size - 1}/${size}`, 65536]);
    const e = await failure<TeamCityResponseError>(tailBuildLog(client(), 5, 1000));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toMatch(
      /^tailBuildLog: asked for bytes \d+-\d+ of the log of build 5, got status 206 with Content-Range "bytes 10420224-10485759\/10485760"$/,
    );
  });

  it('a window whose body ends short of its range is a TeamCityResponseError', async () => {
    const size = 10 * MiB;
    windows(size, (start, end) => [`bytes ${start}-${end}/${size}`, 1000]);
    const e = await failure<TeamCityResponseError>(tailBuildLog(client(), 5, 10));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toMatch(/asked for bytes \d+-\d+ of the log of build 5, got 1000 bytes$/);
  });
});

describe('grepBuildLog and buildLogLines number lines as the file does, a line past the line cap included (issue 27)', () => {
  // Line 2 is longer than the splitter's 1 Mi units: it comes in parts, which must not count as lines.
  const long = 'y'.repeat(2 ** 20 + 10);
  const log = Buffer.from(['one', long, 'two error here', 'three', long, 'four error'].join('\n') + '\n');
  const use = () => server.use((req, res) => serveLog(req, res, log));

  it('grepBuildLog', async () => {
    use();
    const read = await grepBuildLog(client(), 5, /error/, { context: 1 });
    expect(read.lines.map((l) => [l.line, l.match ?? false, l.text.slice(0, 20)])).toEqual([
      [2, false, 'y'.repeat(20)],
      [3, true, 'two error here'],
      [4, false, 'three'],
      [5, false, 'y'.repeat(20)],
      [6, true, 'four error'],
    ]);
    // A long line is shown once, cut, with its whole length.
    expect(read.lines[0]!.text).toBe(`${'y'.repeat(10_000)} …(${long.length} chars)`);
    expect(read.matches).toBe(2);
  });

  it('buildLogLines', async () => {
    use();
    const read = await buildLogLines(client(), 5, { fromLine: 3, toLine: 10 });
    expect(read.lines.map((l) => l.line)).toEqual([3, 4, 5, 6]);
    expect(read.lines[0]!.text).toBe('two error here');
    expect(read.totalLines).toBe(6);
  });
});
