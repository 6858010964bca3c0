/// <reference types="node" />
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
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
  const out = createWriteStream(path, { flags: options.append ? 'a' : 'w' });
  let written = 0;
  try {
    for await (const chunk of file) {
      options.signal?.throwIfAborted();
      if (!out.write(chunk)) await once(out, 'drain');
      written += chunk.length;
      options.onChunk?.(written);
    }
  } finally {
    // What arrived before a break is kept (flushed), so that a later call can resume after it.
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(resolve);
    });
  }
  return written;
}
