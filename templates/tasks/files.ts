/// <reference types="node" />
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileResponse } from '../runtime/file.js';

export interface SaveFileOptions {
  /** Add to the end of the file (a resumed download) rather than replacing it. */
  append?: boolean;
  /** Told the bytes written so far by this call, after each chunk. */
  onChunk?(written: number): void;
  signal?: AbortSignal;
}

/**
 * Streams a `FileResponse` to a file on disk, never holding more than a chunk in memory; returns the bytes written.
 *
 * @example
 * ```ts
 * import { saveFile } from 'teamcity-sdk/tasks';
 * await saveFile(await tc.builds.getContent({ buildLocator: 'id:42', path: 'dist/app.zip' }), 'app.zip');
 * ```
 */
export async function saveFile(file: FileResponse, path: string, options: SaveFileOptions = {}): Promise<number> {
  let written = 0;
  const count = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      written += chunk.length;
      options.onChunk?.(written);
      done(null, chunk);
    },
  });
  await pipeline(file, count, createWriteStream(path, { flags: options.append ? 'a' : 'w' }), {
    ...(options.signal && { signal: options.signal }),
  });
  return written;
}
