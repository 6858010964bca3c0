// One artifact download as the streaming benchmark makes it: through the client or raw fetch, piped to /dev/null.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import type { loadSdk } from './lib.js';
import { STAND_IN, TOKEN } from './servers.js';

type Client = ReturnType<Awaited<ReturnType<typeof loadSdk>>['createClient']>;

/**
 * Build 1's artifact `name`: through `tc` (its FileResponse's body), or without it by raw fetch of the same URL with
 * the same headers. Both bodies go through the same sink. Returns the bytes read.
 */
export async function download(tc: Client | undefined, baseUrl: string, name: string): Promise<number> {
  const body = tc
    ? (await tc.builds.getContentAlias({ buildLocator: 'id:1', path: name })).body
    : (
        await fetch(`${baseUrl}${STAND_IN.artifactDir}/${name}`, {
          headers: { accept: '*/*', authorization: `Bearer ${TOKEN}` },
        })
      ).body;
  let bytes = 0;
  const source = Readable.fromWeb(body as WebStream<Uint8Array>);
  source.on('data', (chunk: Buffer) => (bytes += chunk.length));
  await pipeline(source, createWriteStream('/dev/null'));
  return bytes;
}
