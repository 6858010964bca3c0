// A file the tasks write is right or the call fails (issue 20): downloadArtifact, downloadArtifacts and saveFile
// against a malicious artifact server on 127.0.0.1 that answers as TeamCity's FilesSubResource does (any Range served,
// If-Range ignored, a weak ETag and Last-Modified on every answer, 206 included) and then does what it should not.
import { createHash } from 'node:crypto';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createClient, TeamCityNetworkError, TeamCityResponseError } from '../generated/src/index.js';
import { downloadArtifact, downloadArtifacts, saveFile } from '../generated/src/tasks/index.js';
import { failure, useServer } from './helpers/faults.js';
import type { Recorded } from './helpers/server.js';

const server = useServer();
const client = () =>
  createClient({ baseUrl: server.url, auth: { token: 'tok-secret' }, retry: { baseDelayMs: 1, maxDelayMs: 2 } });
const bytesOf = (char: string, n = 100) => Buffer.alloc(n, char);
const dir = () => mkdtempSync(join(tmpdir(), 'downloads-'));
/** What a download left beside its destination: part files and records. */
const leftovers = (d: string) => readdirSync(d).filter((f) => /\.part|\.json/.test(f));

interface Stored {
  bytes: Buffer;
  mtime: number;
}
/** What a content request asked for, for a fault to act on. */
interface Asked {
  build: number;
  file: Stored;
  range?: { start: number; end?: number };
  headers: Record<string, string>;
  /** The answer TeamCity would give, sent now. */
  serve(): void;
}

/**
 * TeamCity's artifact routes over `files` (by build id): metadata with the size, content with any Range served and a
 * weak ETag (md5 of size and modification time, as `FilesSubResource.getETag`) and Last-Modified on every answer.
 * `fault` answers instead when it returns true.
 */
function artifacts(
  files: Record<number, Stored>,
  fault: (asked: Asked, res: ServerResponse, req: Recorded) => boolean = () => false,
  { etag = true, size = true } = {},
) {
  return (req: Recorded, res: ServerResponse) => {
    const m = /^\/app\/rest\/builds\/id:(\d+)\/artifacts\/(metadata|content)\/app\.bin(\?.*)?$/.exec(req.url);
    const file = m && files[Number(m[1])];
    if (!m || !file)
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('NotFoundException: no such file');
    if (m[2] === 'metadata')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name: 'app.bin', ...(size && { size: file.bytes.length }) }));
    const headers: Record<string, string> = {
      'accept-ranges': 'bytes',
      'last-modified': new Date(file.mtime).toUTCString(),
      ...(etag && { etag: `W/"${createHash('md5').update(`${file.bytes.length}_${file.mtime}`).digest('hex')}"` }),
    };
    const r = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    const range = r ? { start: Number(r[1]), ...(r[2] && { end: Number(r[2]) }) } : undefined;
    const serve = () => {
      if (!range)
        return void res.writeHead(200, { ...headers, 'content-length': String(file.bytes.length) }).end(file.bytes);
      const end = range.end ?? file.bytes.length - 1;
      res.writeHead(206, { ...headers, 'content-range': `bytes ${range.start}-${end}/${file.bytes.length}` });
      res.end(file.bytes.subarray(range.start, end + 1));
    };
    if (!fault({ build: Number(m[1]), file, ...(range && { range }), headers, serve }, res, req)) serve();
  };
}

/** Sends the headers of the whole file and `n` of its bytes, then drops the connection. */
function cut(asked: Asked, res: ServerResponse, n: number) {
  res.writeHead(200, { ...asked.headers, 'content-length': String(asked.file.bytes.length) });
  res.write(asked.file.bytes.subarray(0, n), () => setTimeout(() => res.socket?.destroy(), 20));
}
const contentRequests = () => server.requests.filter((r) => r.url.includes('/artifacts/content/'));

describe('what is at the destination', () => {
  it.each([
    ['the same size', 100],
    ['a shorter size', 40],
    ['a longer size', 150],
  ])('a file of %s already there is replaced, never taken for a part', async (_, n) => {
    server.use(artifacts({ 101: { bytes: bytesOf('b'), mtime: 2e12 } }));
    const d = dir();
    const file = join(d, 'app.bin');
    writeFileSync(file, bytesOf('a', n));
    expect(await downloadArtifact(client(), 101, 'app.bin', file)).toEqual({ file, bytes: 100, resumedFrom: 0 });
    expect(readFileSync(file).equals(bytesOf('b'))).toBe(true);
    expect(contentRequests().map((r) => r.headers.range)).toEqual([undefined]);
    expect(leftovers(d)).toEqual([]);
  });

  it('a symlink there is replaced, not followed, by downloadArtifact and by downloadArtifacts', async () => {
    server.use((req, res) =>
      req.url.includes('/artifacts/archived')
        ? res.writeHead(200, { 'content-type': 'application/zip' }).end('zipzip')
        : artifacts({ 7: { bytes: bytesOf('b'), mtime: 2e12 } })(req, res),
    );
    const d = dir();
    const victim = join(d, 'victim.txt');
    writeFileSync(victim, 'precious');
    for (const [name, download] of [
      ['app.bin', (f: string) => downloadArtifact(client(), 7, 'app.bin', f)],
      ['all.zip', (f: string) => downloadArtifacts(client(), 7, '', f)],
    ] as const) {
      const file = join(d, name);
      symlinkSync(victim, file);
      await download(file);
      expect(lstatSync(file).isSymbolicLink()).toBe(false);
      expect(readFileSync(victim, 'utf8')).toBe('precious');
    }
    expect(readFileSync(join(d, 'app.bin')).equals(bytesOf('b'))).toBe(true);
    expect(readFileSync(join(d, 'all.zip'), 'utf8')).toBe('zipzip');
    expect(leftovers(d)).toEqual([]);
  });

  it('a part a call for another build set aside is not resumed, though the server gives both the same ETag', async () => {
    // Same size and modification time: the same weak ETag, as TeamCity's md5 of size and mtime would be.
    const files = { 100: { bytes: bytesOf('a'), mtime: 2e12 }, 101: { bytes: bytesOf('b'), mtime: 2e12 } };
    let cuts = 0;
    server.use(
      artifacts(
        files,
        (asked, res) => asked.build === 100 && !asked.range && cuts++ < 5 && (cut(asked, res, 30), true),
      ),
    );
    const d = dir();
    const file = join(d, 'app.bin');
    await expect(downloadArtifact(client(), 100, 'app.bin', file, { resumes: 0 })).rejects.toBeInstanceOf(
      TeamCityNetworkError,
    );
    expect(await downloadArtifact(client(), 101, 'app.bin', file)).toMatchObject({ resumedFrom: 0 });
    expect(readFileSync(file).equals(bytesOf('b'))).toBe(true);
    expect(leftovers(d)).toEqual([]);
  });

  it('concurrent downloads of two builds to one destination leave one of them whole, never a mix', async () => {
    const files = {
      100: { bytes: bytesOf('a', 64_000), mtime: 2e12 },
      101: { bytes: bytesOf('b', 64_000), mtime: 3e12 },
    };
    // 100 sends its first half at once and its second late; 101 both halves in between.
    const at = (ms: number, f: () => void) => setTimeout(f, ms);
    server.use(
      artifacts(files, (asked, res) => {
        const { bytes } = asked.file;
        const [first, second] = asked.build === 100 ? [0, 300] : [100, 150];
        at(first, () => {
          res.writeHead(200, { ...asked.headers, 'content-length': String(bytes.length) });
          res.write(bytes.subarray(0, 32_000));
        });
        at(second, () => res.end(bytes.subarray(32_000)));
        return true;
      }),
    );
    const d = dir();
    const file = join(d, 'app.bin');
    await Promise.all([
      downloadArtifact(client(), 100, 'app.bin', file),
      downloadArtifact(client(), 101, 'app.bin', file),
    ]);
    const got = readFileSync(file);
    expect(got.equals(files[100].bytes) || got.equals(files[101].bytes)).toBe(true);
    expect(leftovers(d)).toEqual([]);
  });
});

describe('resumes', () => {
  it.each([
    ['a start before the one asked for', 'bytes 0-89/100', 90],
    ['an end short of the file', 'bytes 10-49/100', 40],
    ['another total', 'bytes 10-199/200', 190],
    ['no Content-Range at all', '', 90],
  ])('a 206 with %s is a TeamCityResponseError, and nothing wrong is kept', async (_, contentRange, n) => {
    let first = true;
    server.use(
      artifacts({ 5: { bytes: bytesOf('x'), mtime: 2e12 } }, (asked, res) => {
        if (first) return ((first = false), cut(asked, res, 10), true);
        res.writeHead(206, { ...asked.headers, ...(contentRange && { 'content-range': contentRange }) });
        res.end(bytesOf('y', n));
        return true;
      }),
    );
    const d = dir();
    const file = join(d, 'app.bin');
    const e = await failure<TeamCityResponseError>(downloadArtifact(client(), 5, 'app.bin', file));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toContain('asked for bytes 10-');
    expect(contentRequests().at(-1)!.headers.range).toBe('bytes=10-');
    expect(readdirSync(d)).toEqual([]);
  });

  it.each([
    ['empty', 0],
    ['1-byte', 1],
  ])('%s 206 answers count as attempts: the call ends after `resumes` of them', async (_, n) => {
    let first = true;
    server.use(
      artifacts({ 5: { bytes: bytesOf('x'), mtime: 2e12 } }, (asked, res) => {
        if (first) return ((first = false), cut(asked, res, 10), true);
        // A server that answers short for 50 requests, then whole: the old code would take every one of them.
        if (contentRequests().length > 50) return false;
        res.writeHead(206, { ...asked.headers, 'content-range': `bytes ${asked.range!.start}-99/100` });
        res.end(bytesOf('x', n));
        return true;
      }),
    );
    const d = dir();
    const e = await failure<TeamCityResponseError>(
      downloadArtifact(client(), 5, 'app.bin', join(d, 'app.bin'), { resumes: 4 }),
    );
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toMatch(/ended short, at byte \d+ of 100; gave up after 5 requests/);
    expect(contentRequests()).toHaveLength(5);
    // What did arrive was right: it is set aside for a later call, which finishes it.
    server.use(artifacts({ 5: { bytes: bytesOf('x'), mtime: 2e12 } }));
    expect((await downloadArtifact(client(), 5, 'app.bin', join(d, 'app.bin'))).resumedFrom).toBe(10 + 4 * n);
    expect(readFileSync(join(d, 'app.bin')).equals(bytesOf('x'))).toBe(true);
  });

  it.each([
    ['an ETag', true],
    ['only Last-Modified', false],
  ])(
    'a file changed on the server between attempts (told by %s) starts again from byte 0, never spliced',
    async (_, etag) => {
      const files = { 5: { bytes: bytesOf('a'), mtime: 2e12 } };
      let first = true;
      server.use(
        artifacts(
          files,
          (asked, res) => {
            if (!first) return false;
            first = false;
            cut(asked, res, 40);
            // Rebuilt meanwhile: same size, new bytes, a new modification time.
            files[5] = { bytes: bytesOf('b'), mtime: 3e12 };
            return true;
          },
          { etag },
        ),
      );
      const d = dir();
      const file = join(d, 'app.bin');
      expect(await downloadArtifact(client(), 5, 'app.bin', file)).toMatchObject({ bytes: 100, resumedFrom: 0 });
      expect(readFileSync(file).equals(bytesOf('b'))).toBe(true);
      // The resume was answered (TeamCity ignores If-Range) with the new file's tail; it was dropped for a fresh start.
      expect(contentRequests().map((r) => r.headers.range)).toEqual([undefined, 'bytes=40-', undefined]);
      expect(leftovers(d)).toEqual([]);
    },
  );

  it('a file that keeps changing ends the call after `resumes` fresh starts', async () => {
    let version = 0;
    const files = { 5: { bytes: bytesOf('a'), mtime: 2e12 } };
    server.use(
      artifacts(files, (asked, res) => {
        files[5] = { bytes: bytesOf('a'), mtime: 2e12 + ++version };
        if (asked.range) return false;
        cut(asked, res, 40);
        return true;
      }),
    );
    const d = dir();
    const e = await failure<TeamCityResponseError>(
      downloadArtifact(client(), 5, 'app.bin', join(d, 'app.bin'), { resumes: 3 }),
    );
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toContain('changed on the server during the download; gave up after 4 requests');
    expect(contentRequests()).toHaveLength(4);
    expect(leftovers(d)).toEqual([]);
  });
});

describe('bodies that do not fit', () => {
  it('a body longer than the artifact stops at its size and fails, keeping nothing', async () => {
    let sent = 0;
    server.use(
      artifacts({ 5: { bytes: bytesOf('x'), mtime: 2e12 } }, (asked, res) => {
        // Chunked, no length: 64 KiB after 64 KiB, up to 64 MiB unless the client lets go.
        res.writeHead(200, asked.headers);
        const more = () => {
          while (sent < 64 * 1024 ** 2 && !res.destroyed) {
            sent += 65_536;
            if (!res.write(bytesOf('x', 65_536))) return void res.once('drain', more);
          }
          res.end();
        };
        more();
        return true;
      }),
    );
    const d = dir();
    const e = await failure<TeamCityResponseError>(downloadArtifact(client(), 5, 'app.bin', join(d, 'app.bin')));
    expect(e).toBeInstanceOf(TeamCityResponseError);
    expect(e.message).toContain('longer than its 100 bytes');
    expect(sent).toBeLessThan(64 * 1024 ** 2);
    expect(readdirSync(d)).toEqual([]);
  });

  it('a cut transfer of unknown size throws the network error, keeping nothing', async () => {
    server.use(
      artifacts(
        { 5: { bytes: bytesOf('x', 5000), mtime: 2e12 } },
        (asked, res) => {
          res.writeHead(200, asked.headers);
          res.write(asked.file.bytes.subarray(0, 2500), () => setTimeout(() => res.socket?.destroy(), 20));
          return true;
        },
        { size: false },
      ),
    );
    const d = dir();
    await expect(downloadArtifact(client(), 5, 'app.bin', join(d, 'app.bin'))).rejects.toBeInstanceOf(
      TeamCityNetworkError,
    );
    expect(readdirSync(d)).toEqual([]);
  });

  it('saveFile leaves the destination as it was when the body breaks off', async () => {
    server.use(
      artifacts({ 5: { bytes: bytesOf('x', 5000), mtime: 2e12 } }, (asked, res) => (cut(asked, res, 2500), true)),
    );
    const d = dir();
    const file = join(d, 'app.bin');
    writeFileSync(file, 'old');
    const body = await client().builds.getContent({ buildLocator: 'id:5', path: 'app.bin' });
    await expect(saveFile(body, file)).rejects.toBeInstanceOf(TeamCityNetworkError);
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(d)).toEqual(['app.bin']);
  });
});
