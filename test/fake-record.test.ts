// Record and replay: the recording proxy (library and `teamcity-sdk fake --record`) in front of a real HTTP server that
// takes a token or a user and password, sets a session cookie and a CSRF token and echoes its credentials in many
// encodings; the recording holds none of them in any encoding; its replay answers the client as the server did; a
// request never recorded gets a 501 naming it; the committed version-1 fixture still replays.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../generated/src/index.js';
import { RecordingError, startFakeTeamCity, startRecordingProxy } from '../generated/src/testing/index.js';
import { buildCli, startFakeCli } from './helpers/cli.js';
import { startServer } from './helpers/server.js';

const TOKEN = 'tok/3n+S3cr3t?x=y';
const USER = 'alice';
const PASSWORD = 'pa$$:w0rd/é';
const SESSION = 'SeSs10nC00kie4242';
const CSRF = 'c5rf-T0ken-7777';
const PAIR = `${USER}:${PASSWORD}`;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');

/** Every form a secret must not take in a recording. */
const forms = (s: string) => [
  s,
  b64(s),
  b64(s).replace(/=+$/, ''),
  encodeURIComponent(s),
  encodeURIComponent(s).toLowerCase(),
  hex(s),
  hex(s).toUpperCase(),
  JSON.stringify(s).slice(1, -1),
];
// The Basic header's value is a secret of its own: its forms too.
const SECRETS = [TOKEN, PASSWORD, PAIR, SESSION, CSRF, b64(PAIR)].flatMap(forms);

/** Text with every form of the secrets blanked out, longest first, as a recording holds it. */
const blank = (text: string) =>
  [...SECRETS]
    .sort((a, b) => b.length - a.length)
    .reduce((t, s) => t.replace(new RegExp(s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), 'gi'), '***'), text);

/** Echoes a credential in every encoding, as a server's error page or debug endpoint might. */
const echo = (s: string) => ({ plain: s, base64: b64(s), percent: encodeURIComponent(s), hex: hex(s) });

let real: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let bin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tc-record-'));
  [bin, real] = await Promise.all([
    buildCli(),
    startServer((req, res) => {
      const auth = req.headers.authorization ?? '';
      const user = auth === `Bearer ${TOKEN}` ? 'token' : auth === `Basic ${b64(PAIR)}` ? 'basic' : null;
      const session = req.headers.cookie?.includes(`TCSESSIONID=${SESSION}`);
      if (!user && !session) {
        res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Basic realm="TeamCity"' });
        res.end(`Authentication required; got ${auth}`);
        return;
      }
      const headers = {
        'set-cookie': `TCSESSIONID=${SESSION}; Path=/; HttpOnly`,
        'x-tc-csrf-token': CSRF,
      };
      if (req.url === '/authenticationTest.html?csrf') {
        res.writeHead(200, { ...headers, 'content-type': 'text/plain;charset=UTF-8' });
        res.end(CSRF);
        return;
      }
      if (req.method === 'POST' && req.headers['x-tc-csrf-token'] !== CSRF && user === 'basic') {
        res.writeHead(403, { 'content-type': 'text/plain' }).end('CSRF Header X-TC-CSRF-Token does not match');
        return;
      }
      const body =
        req.method === 'POST'
          ? { id: 7, state: 'queued', asked: JSON.parse(req.body) as unknown, echo: echo(auth) }
          : { version: '2025.07', via: user ?? 'session', token: echo(TOKEN), pair: echo(PAIR), csrf: echo(CSRF) };
      res.writeHead(200, { ...headers, 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }),
  ]);
}, 60_000);
afterAll(() => real?.close());

/** What a client gets: the server's version twice (the second repeats the first), a build queued with Basic auth. */
async function session(baseUrl: string) {
  const byToken = createClient({ baseUrl, auth: { token: TOKEN }, retry: false });
  const byUser = createClient({ baseUrl, auth: { username: USER, password: PASSWORD }, retry: false });
  return {
    first: await byToken.server.getServerInfo(),
    again: await byToken.server.getServerInfo(),
    queued: await byUser.buildQueue.queueNewBuild({ body: { buildType: { id: 'App_Build' } } }),
  };
}

function expectNoSecret(file: string) {
  const text = readFileSync(file, 'utf8');
  for (const s of SECRETS) expect(text.toLowerCase(), s).not.toContain(s.toLowerCase());
  // Nothing left beside it: no part file.
  expect(readdirSync(dir).filter((f) => f.includes('.part'))).toEqual([]);
  return text;
}

describe('record and replay', () => {
  it('records through the library proxy with no credential in any encoding, and replays the same answers', async () => {
    const file = join(dir, 'library.jsonl');
    const proxy = await startRecordingProxy({ target: real.url, file });
    const live = await session(proxy.url);
    await proxy.close();
    expect(live.first.version).toBe('2025.07');
    // What the proxy forwarded reached the server with the credentials intact.
    expect(live.queued).toMatchObject({ id: 7, asked: { buildType: { id: 'App_Build' } } });

    const text = expectNoSecret(file);
    const lines = text.trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toEqual({ format: 'teamcity-sdk-recording', version: 1 });
    expect(lines.length - 1).toBe(proxy.exchanges);

    const fake = await startFakeTeamCity({ replay: file });
    try {
      const replayed = await session(fake.url);
      // The answers are the recorded ones: credentials blanked out of them, everything else as the server sent it.
      expect(JSON.stringify(replayed)).toBe(blank(JSON.stringify(live)));
      expect(replayed.first).toMatchObject({ version: '2025.07', via: 'token', token: { plain: '***' } });
      expect(replayed.again).toEqual(replayed.first);
      expect(replayed.queued).toMatchObject({ id: 7, state: 'queued', asked: { buildType: { id: 'App_Build' } } });
      // A request never recorded: a 501 naming its method and path.
      const res = await fetch(`${fake.url}/app/rest/projects/id:Nope`);
      expect(res.status).toBe(501);
      expect(await res.text()).toContain('GET /app/rest/projects/id:Nope');
      const write = await fetch(`${fake.url}/app/rest/buildQueue`, { method: 'POST', body: '{"other":1}' });
      expect(write.status).toBe(501);
      expect(await write.text()).toContain('POST /app/rest/buildQueue');
    } finally {
      await fake.close();
    }
  });

  it('records with `teamcity-sdk fake --record` until SIGTERM and replays with `--replay`', async () => {
    const file = join(dir, 'cli.jsonl');
    const recorder = await startFakeCli(bin, dir, ['--record', file, '--target', real.url, '--port', '0']);
    const live = await session(recorder.url);
    recorder.child.kill('SIGTERM');
    expect((await recorder.exited).code).toBe(0);
    expectNoSecret(file);

    const replayer = await startFakeCli(bin, dir, ['--replay', file, '--port', '0']);
    try {
      const replayed = await session(replayer.url);
      expect(JSON.stringify(replayed)).toBe(blank(JSON.stringify(live)));
    } finally {
      replayer.child.kill('SIGTERM');
      await replayer.exited;
    }
  });

  it('refuses --record without --target, and a recording that is not one, with exit 2', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, [bin, 'fake', ...args], { cwd: dir, encoding: 'utf8', timeout: 15_000 });
    const alone = run(['--record', join(dir, 'x.jsonl')]);
    expect(alone.status).toBe(2);
    expect(alone.stderr).toContain('--target');
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"format":"teamcity-sdk-recording","version":99}\n');
    const wrong = run(['--replay', bad]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain(`${bad}:1`);
  });

  it('replays the committed version-1 recording', async () => {
    const fake = await startFakeTeamCity({ replay: join(import.meta.dirname, 'fixtures/recording-v1.jsonl') });
    try {
      const tc = createClient({ baseUrl: fake.url, auth: { token: 'any' }, retry: false });
      expect(await tc.server.getServerInfo()).toMatchObject({ version: '2025.07 (build 197398)' });
      const queued = await tc.buildQueue.queueNewBuild({ body: { buildType: { id: 'App_Build' } } });
      expect(queued).toMatchObject({ id: 100, state: 'queued' });
      const log = await (await fetch(`${fake.url}/app/rest/builds/id:100/artifacts/content/out.bin`)).arrayBuffer();
      expect(Buffer.from(log)).toEqual(Buffer.from([0, 1, 2, 255]));
    } finally {
      await fake.close();
    }
  });

  it('names the file and line of a recording that is not one', async () => {
    await expect(startFakeTeamCity({ replay: join(dir, 'missing.jsonl') })).rejects.toThrow(RecordingError);
  });
});
