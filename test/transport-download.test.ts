// File downloads over real HTTP: streamed, never buffered for the caller, and resumable with a Range request.
import { describe, expect, it } from 'vitest';
import { createClient, TeamCityInputError, TeamCityResponseError, type FileResponse } from '../generated/src/index.js';
import { useServer } from './helpers/faults.js';
import type { Handler } from './helpers/server.js';

const server = useServer();
const file = Buffer.from(Array.from({ length: 4000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(''));

/** Serves `file` with Range support like TeamCity's download processor; the first full answer breaks off. */
function artifacts(options: { breakAt?: number; ignoreRange?: boolean } = {}): Handler {
  let broken = false;
  return (req, res) => {
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && !options.ignoreRange) {
      const start = Number(range[1]);
      const end = range[2] ? Number(range[2]) : file.length - 1;
      res.writeHead(206, {
        'content-range': `bytes ${start}-${end}/${file.length}`,
        'content-length': end - start + 1,
        'accept-ranges': 'bytes',
      });
      return void res.end(file.subarray(start, end + 1));
    }
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': file.length,
      'accept-ranges': 'bytes',
    });
    if (options.breakAt !== undefined && !broken) {
      broken = true;
      return void res.write(file.subarray(0, options.breakAt), () => setTimeout(() => res.socket?.destroy(), 20));
    }
    res.end(file);
  };
}

/** Reads a body chunk by chunk, keeping what arrived when it breaks off. */
async function readUntilBroken(body: FileResponse): Promise<{ bytes: Buffer; error?: unknown }> {
  const chunks: Buffer[] = [];
  const reader = body.body!.getReader();
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(Buffer.from(r.value));
    return { bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error };
  }
}

const client = () => createClient({ baseUrl: server.url, auth: { token: 'tok' } });
const args = { buildLocator: 'id:1', path: 'big.bin' };

describe('downloads', () => {
  it('resume after a broken connection with range: the parts make the whole file', async () => {
    server.use(artifacts({ breakAt: 1500 }));
    const tc = client();
    const first = await readUntilBroken(await tc.builds.getContent(args));
    expect(first.error).toBeDefined();
    expect(first.bytes.length).toBeGreaterThan(0);
    expect(first.bytes.length).toBeLessThan(file.length);
    const rest = await tc.builds.getContent(args, {
      range: { start: first.bytes.length },
    });
    expect(rest.status).toBe(206);
    expect(server.requests.at(-1)!.headers.range).toBe(`bytes=${first.bytes.length}-`);
    const second = await readUntilBroken(rest);
    expect(second.error).toBeUndefined();
    expect(Buffer.concat([first.bytes, second.bytes]).equals(file)).toBe(true);
  });

  it('asks for a closed range too', async () => {
    server.use(artifacts());
    const part = await client().builds.getContent(args, {
      range: { start: 10, end: 19 },
    });
    expect(server.requests[0]!.headers.range).toBe('bytes=10-19');
    expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(10, 20))).toBe(true);
  });

  it('refuses a whole file where a tail was asked for: appending it would corrupt the download', async () => {
    server.use(artifacts({ ignoreRange: true }));
    await expect(client().builds.getContent(args, { range: { start: 100 } })).rejects.toThrow(TeamCityResponseError);
    expect(await (await client().builds.getContent(args, { range: { start: 0 } })).arrayBuffer()).toHaveProperty(
      'byteLength',
      file.length,
    );
  });

  it('refuses a bad range before sending anything', async () => {
    server.use(artifacts());
    for (const range of [{ start: -1 }, { start: 1.5 }, { start: 10, end: 5 }, { start: Number.NaN }]) {
      await expect(client().builds.getContent(args, { range })).rejects.toThrow(TeamCityInputError);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a range for an operation that answers no file, rather than dropping it', async () => {
    server.use(artifacts());
    await expect(client().builds.serveBuild({ buildLocator: 'id:1' }, { range: { start: 1 } })).rejects.toThrow(
      new TeamCityInputError('range is only for file operations', 'builds.serve_build'),
    );
    expect(server.requests).toHaveLength(0);
  });
});
