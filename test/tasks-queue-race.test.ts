// Issue 33: a build caught between the queue and the build list is waited for, not reported missing. TeamCity can
// answer 404 for /builds/id:N right after queueing and, once the build has started, 404 for /buildQueue/id:N too; a
// task that knows the build was queued reads /builds again before calling it gone. Over real HTTP on 127.0.0.1.
import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, TeamCityNotFoundError } from '../generated/src/index.js';
import { cancelBuild, followBuildLog, TeamCityBuildCanceledError, waitForBuild } from '../generated/src/tasks/index.js';
import { runCliInProcess } from './helpers/cli.js';
import { failure } from './helpers/faults.js';
import { startServer, type Recorded } from './helpers/server.js';

const ID = 7;
type Answer = 'missing' | 'queued' | 'running' | 'finished';
/** What /builds/id:7 and /buildQueue/id:7 answer, read after read (the last one from then on). */
interface Order {
  name: string;
  builds: Answer[];
  queue: Answer[];
}

/** Each order the three answers can come in while the build moves from the queue to the builds. */
const ORDERS: Order[] = [
  { name: '/builds 404 on the first read only', builds: ['missing', 'running', 'finished'], queue: ['missing'] },
  {
    name: '/builds 404 on the first two reads',
    builds: ['missing', 'missing', 'running', 'finished'],
    queue: ['missing'],
  },
  {
    name: 'seen in the queue, then in neither for two reads',
    builds: ['missing', 'missing', 'missing', 'running', 'finished'],
    queue: ['queued', 'missing'],
  },
];

const LOG = 'step 1\nstep 2\n';

const notFound = (res: ServerResponse, what: string) =>
  res
    .writeHead(404, { 'content-type': 'text/plain' })
    .end(`Error has occurred during request processing, Not Found.\nNotFoundException: ${what}`);
const json = (res: ServerResponse, body: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const build = (state: Exclude<Answer, 'missing'>) => ({
  id: ID,
  state,
  ...(state === 'running' && { percentageComplete: 50 }),
  ...(state === 'finished' && { status: 'SUCCESS', statusText: 'Tests passed: 1', startDate: '20260101T000000+0000' }),
});

/** A TeamCity that moves build 7 from the queue to the builds as `order` says; `reads` counts each route's reads. */
async function racingTeamCity(order: Order) {
  const reads = { builds: 0, queue: 0 };
  const answer = (res: ServerResponse, list: Answer[], n: number, where: string) => {
    const a = list[Math.min(n, list.length - 1)]!;
    return a === 'missing' ? notFound(res, `No build found by locator 'id:${ID}' ${where}`) : json(res, build(a));
  };
  const server = await startServer((req: Recorded, res) => {
    const path = req.url.split('?')[0]!;
    if (req.method === 'POST' && path === '/app/rest/buildQueue') return json(res, build('queued'));
    if (req.method === 'GET' && path === `/app/rest/builds/id:${ID}`)
      return answer(res, order.builds, reads.builds++, '');
    if (req.method === 'GET' && path === `/app/rest/buildQueue/id:${ID}`)
      return answer(res, order.queue, reads.queue++, 'in the queue');
    if (req.method === 'POST' && path === `/app/rest/builds/id:${ID}`)
      return json(res, { ...build('finished'), canceledInfo: { text: 'canceled' } });
    if (path === '/downloadBuildLog.html') {
      // TeamCity's 416 for a range that starts at the end of the log: nothing new.
      if (req.headers.range) return res.writeHead(416, { 'content-range': `bytes */${Buffer.byteLength(LOG)}` }).end();
      return res.writeHead(200, { 'content-type': 'text/plain' }).end(LOG);
    }
    res.writeHead(500).end(`unexpected ${req.method} ${req.url}`);
  });
  return { ...server, reads };
}

const client = (url: string) => createClient({ baseUrl: url, auth: { token: 'tok-race' }, retry: false });
const queued = { id: ID, state: 'queued' } as const;

describe.each(ORDERS)('$name', (order) => {
  it('waitForBuild waits for a build it knows was queued', async () => {
    const tc = await racingTeamCity(order);
    try {
      const b = await waitForBuild(client(tc.url), queued, { pollMs: 5, timeoutMs: 10_000 });
      expect(b).toMatchObject({ id: ID, state: 'finished', status: 'SUCCESS' });
    } finally {
      await tc.close();
    }
  });

  it('followBuildLog follows it', async () => {
    const tc = await racingTeamCity(order);
    try {
      const lines: string[] = [];
      for await (const line of followBuildLog(client(tc.url), queued, { pollMs: 5 }))
        if (lines.push(line) > 100) throw new Error('runaway log');
      expect(lines).toEqual(['step 1', 'step 2']);
    } finally {
      await tc.close();
    }
  });

  it('cancelBuild cancels it running', async () => {
    const tc = await racingTeamCity({ ...order, queue: ['missing'] });
    try {
      const b = await cancelBuild(client(tc.url), queued, 'superseded');
      expect(b).toMatchObject({ id: ID, canceledInfo: { text: 'canceled' } });
      expect(tc.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([`/app/rest/builds/id:${ID}`]);
    } finally {
      await tc.close();
    }
  });
});

describe('a build that is gone is still reported, after a bounded number of reads', () => {
  const gone: Order = { name: 'gone', builds: ['missing'], queue: ['missing'] };

  it('a build known to be queued, in neither place: removed from the queue', async () => {
    const tc = await racingTeamCity(gone);
    try {
      const e = await failure(waitForBuild(client(tc.url), queued, { pollMs: 5 }));
      expect(e).toBeInstanceOf(TeamCityBuildCanceledError);
      expect((e as TeamCityBuildCanceledError).removedFromQueue).toBe(true);
      // The first read, and a few more: never an endless loop.
      expect(tc.reads.builds).toBeGreaterThan(1);
      expect(tc.reads.builds).toBeLessThan(10);
      expect(tc.reads.queue).toBe(1);
    } finally {
      await tc.close();
    }
  });

  it('a build id the caller knows nothing of: its 404 at once, read once', async () => {
    const tc = await racingTeamCity(gone);
    try {
      expect(await failure(waitForBuild(client(tc.url), ID, { pollMs: 5 }))).toBeInstanceOf(TeamCityNotFoundError);
      expect(await failure(cancelBuild(client(tc.url), ID))).toBeInstanceOf(TeamCityNotFoundError);
      expect(tc.reads.builds).toBe(2);
    } finally {
      await tc.close();
    }
  });
});

describe('teamcity-sdk run --wait', () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('exits 0 every time: 20 runs, over each order', async () => {
    // Five at a time, each against a TeamCity of its own.
    for (let batch = 0; batch < 4; batch++) {
      const runs = await Promise.all(
        Array.from({ length: 5 }, async (_, i) => {
          const order = ORDERS[(batch * 5 + i) % ORDERS.length]!;
          const tc = await racingTeamCity(order);
          servers.push(tc);
          const r = await runCliInProcess(['run', 'App_Build', '--wait', '--poll', '5ms', '--timeout', '20s'], {
            env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'tok-race' },
          });
          return { ...r, order: order.name };
        }),
      );
      for (const r of runs) {
        expect(r.stderr).toContain(`queued build ${ID}`);
        expect({ order: r.order, code: r.code }).toEqual({ order: r.order, code: 0 });
        expect(JSON.parse(r.stdout)).toMatchObject({ id: ID, status: 'SUCCESS' });
      }
    }
  }, 60_000);
});
