// Hand-written: edit it here; the generator never writes this file.
import type { Call } from './call.js';
import { badInput, TeamCityResponseError } from './errors.js';
import { scrubHeaders } from './transport.js';

/**
 * File content (artifacts, VCS files, status icons): handed over unread, for the caller to stream. It is an async
 * iterable of its chunks, so Node's `pipeline(file, createWriteStream(path))` and `Readable.from(file)` take it as it
 * is (`teamcity-sdk/tasks` has `saveFile`, which writes it beside the destination and renames it into place).
 */
export interface FileResponse extends AsyncIterable<Uint8Array> {
  /** 200, or 206 for a `range` request. */
  readonly status: number;
  readonly headers: Headers;
  /** The Content-Type header, if any. */
  readonly contentType: string | null;
  /** The body as a stream; null for an empty answer (such as HEAD). Read it once. */
  readonly body: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Part of a file: bytes `start` to `end` (inclusive), or to the end of the file. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * How a file operation asks for a range and hands its answer over. Operations refer to it, so a bundle that uses no
 * file operation leaves it out.
 */
export const fileResult = {
  /** The Range header of a `range` option. */
  range({ start, end }: ByteRange): string {
    const whole = (n?: number) => n === undefined || (Number.isSafeInteger(n) && n >= 0);
    return whole(start) && whole(end) && !(end! < start)
      ? `bytes=${start}-${end ?? ''}`
      : badInput('range must be whole numbers with 0 <= start <= end');
  },
  /**
   * The answer handed over, its headers as errors show them (cookies and credentials blanked, and the secrets of the
   * call's headers). Its body stream, when it breaks, fails with `call.broke(cause)` (the errors every other call
   * throws). The caller's signal still reaches the stream, the deadline only with `timeoutStream`: `release(true)` lets
   * go of the deadline's timer now, and a stream that ends, breaks or is cancelled calls `release()`, which lets go of
   * both.
   */
  open(call: Call, res: Response): FileResponse {
    const { range, timeoutStream } = call.options;
    const { broke, release } = call;
    if (!timeoutStream) release(true);
    const headers = scrubHeaders(call.t, res.headers, call.headers);
    // A server that ignores Range sends the whole file: appending that to a partial download would corrupt it.
    if (range?.start && res.status !== 206) {
      res.body?.cancel().catch(() => {});
      throw new TeamCityResponseError(`asked for a range but got status ${res.status}`, call.operation, call.url, '');
    }
    const reader = res.body?.getReader();
    if (reader)
      res = new Response(
        new ReadableStream<Uint8Array>({
          async pull(c) {
            try {
              const r = await reader.read();
              if (!r.done) return c.enqueue(r.value);
              c.close();
            } catch (cause) {
              c.error(broke(cause));
            }
            release();
          },
          cancel(reason) {
            release();
            return reader.cancel(reason);
          },
        }),
        res,
      );
    return {
      status: res.status,
      headers,
      contentType: headers.get('content-type'),
      body: res.body,
      text: () => res.text(),
      arrayBuffer: () => res.arrayBuffer(),
      async *[Symbol.asyncIterator]() {
        const reader = res.body?.getReader();
        try {
          for (let r; reader && !(r = await reader.read()).done;) yield r.value;
        } finally {
          // Stopped early (a break, a failed write): let go of the connection.
          reader?.cancel().catch(() => {});
        }
      },
    };
  },
};
