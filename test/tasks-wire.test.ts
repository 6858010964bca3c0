// The tasks against a bare node:http server that behaves as TeamCity may and the fake does not: a build not yet
// visible under /builds, a log server that ignores Range, and credentials that must stay out of every error.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, expect, it } from 'vitest';
import { createClient, TeamCityInputError } from '../generated/src/index.js';
import { downloadArtifact, followBuildLog, runBuild, waitForBuild, type Timer } from '../generated/src/tasks/index.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const noWait: Timer = { now: () => 0, sleep: async () => {} };

it('waitForBuild reads the queue while /builds does not show the build yet', async () => {
  const seen: string[] = [];
  let polls = 0;
  const url = await serve((req, res) => {
    seen.push(req.url!.replace(/\?.*/, ''));
    if (req.url!.startsWith('/app/rest/builds/id:7')) {
      if (++polls < 3)
        return res
          .writeHead(404, { 'content-type': 'text/plain' })
          .end('NotFoundException: No build found by locator id:7');
      return json(res, 200, { id: 7, state: 'finished', status: 'SUCCESS' });
    }
    if (req.url!.startsWith('/app/rest/buildQueue/id:7')) return json(res, 200, { id: 7, state: 'queued' });
    res.writeHead(500).end();
  });
  const states: string[] = [];
  const build = await waitForBuild(createClient({ baseUrl: url }), 7, {
    timer: noWait,
    onProgress: (p) => states.push(p.state),
  });
  expect(build).toEqual({ id: 7, state: 'finished', status: 'SUCCESS' });
  expect(states).toEqual(['queued', 'finished']);
  expect(seen).toEqual([
    '/app/rest/builds/id:7',
    '/app/rest/buildQueue/id:7',
    '/app/rest/builds/id:7',
    '/app/rest/buildQueue/id:7',
    '/app/rest/builds/id:7',
  ]);
});

it('followBuildLog skips what it has read when the server ignores Range, and keeps multi-byte characters whole', async () => {
  const lines = ['first', 'zwei – ü', 'третья', 'last line without newline'];
  const full = Buffer.from(lines.join('\r\n'));
  let reads = 0;
  const url = await serve((req, res) => {
    if (req.url!.startsWith('/app/rest/builds/id:9'))
      return json(res, 200, { state: reads >= 4 ? 'finished' : 'running' });
    if (req.url!.startsWith('/downloadBuildLog.html?buildId=9')) {
      // The log grows by a few bytes a read, cut inside a character; the Range header is ignored.
      const upTo = reads >= 4 ? full.length : Math.min(full.length, ++reads * 9);
      return res.writeHead(200, { 'content-type': 'text/plain' }).end(full.subarray(0, upTo));
    }
    res.writeHead(500).end();
  });
  const got: string[] = [];
  for await (const line of followBuildLog(createClient({ baseUrl: url }), 9, { timer: noWait })) got.push(line);
  expect(got).toEqual(lines);
});

it('keeps credentials out of the errors of runBuild and waitForBuild, and refuses a dot-segment artifact path', async () => {
  const url = await serve((req, res) => {
    // An echo of what was sent, as a careless proxy would.
    const body = `No build type found: ${req.headers.authorization}`;
    res.writeHead(404, { 'content-type': 'text/plain' }).end(body);
  });
  const client = createClient({ baseUrl: url, auth: { username: 'ci', password: 's3cr3t-pass' }, csrf: false });
  const secrets = ['s3cr3t-pass', Buffer.from('ci:s3cr3t-pass').toString('base64')];
  for (const p of [runBuild(client, { buildType: 'App' }), waitForBuild(client, 5, { timer: noWait })]) {
    const e = await p.catch((x: unknown) => x);
    const shown = [String(e), (e as Error).stack, JSON.stringify(e), inspect(e, { depth: 5 })].join('\n');
    for (const s of secrets) expect(shown).not.toContain(s);
    expect(shown).toContain('***');
  }
  await expect(downloadArtifact(client, 5, '../../other/secret', '/dev/null')).rejects.toBeInstanceOf(
    TeamCityInputError,
  );
});

it('runBuild builds a revision in every VCS root of the configuration, and refuses one without roots before queueing', async () => {
  const posted: unknown[] = [];
  const url = await serve((req, res) => {
    if (req.url!.startsWith('/app/rest/buildTypes/id:App/vcs-root-entries'))
      return json(res, 200, {
        'vcs-root-entry': [{ 'vcs-root': { id: 'App_Git' } }, { 'vcs-root': { id: 'App_Lib' } }],
      });
    if (req.url!.startsWith('/app/rest/buildTypes/id:Bare/vcs-root-entries')) return json(res, 200, { count: 0 });
    if (req.method === 'POST' && req.url === '/app/rest/buildQueue') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        posted.push(JSON.parse(body));
        json(res, 200, { id: 1, state: 'queued' });
      });
      return;
    }
    res.writeHead(500).end();
  });
  const client = createClient({ baseUrl: url });
  await runBuild(client, {
    buildType: 'App',
    branch: 'feature/x',
    revision: '3f2a9c1',
    personal: true,
    freezeSettings: true,
  });
  expect(posted).toEqual([
    {
      buildType: { id: 'App' },
      branchName: 'feature/x',
      personal: true,
      triggeringOptions: { freezeSettings: true },
      revisions: {
        revision: [
          {
            version: '3f2a9c1',
            vcsBranchName: 'refs/heads/feature/x',
            'vcs-root-instance': { 'vcs-root-id': 'App_Git' },
          },
          {
            version: '3f2a9c1',
            vcsBranchName: 'refs/heads/feature/x',
            'vcs-root-instance': { 'vcs-root-id': 'App_Lib' },
          },
        ],
      },
    },
  ]);
  await expect(runBuild(client, { buildType: 'Bare', revision: 'abc' })).rejects.toThrow(
    /build type "Bare" has no VCS roots/,
  );
  expect(posted).toHaveLength(1);
});
