// Hand-written: edit it here; the generator never writes this file.

/** How many TeamCity requests one session has in flight at most, unless told otherwise. */
export const DEFAULT_CONCURRENCY = 4;

/**
 * A fetch that has at most `limit` requests in flight: a batch of 100 tool calls waits its turn rather than sending
 * 100 requests at once. A request is in flight until its answer's body is read to the end, fails or is cancelled, or
 * its signal aborts; one still waiting for its turn when its signal aborts is never sent.
 */
export function limitFetch(fetch: typeof globalThis.fetch, limit: number): typeof globalThis.fetch {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`concurrency must be a whole number from 1: ${limit}`);
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const turn = (signal: AbortSignal | null | undefined) =>
    new Promise<void>((resolve, reject) => {
      signal?.throwIfAborted();
      if (active < limit) {
        active++;
        return resolve();
      }
      const go = () => {
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', abort, { once: true });
      waiting.push(go);
    });
  return async (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    await turn(signal);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', finish);
      release();
    };
    signal?.addEventListener('abort', finish, { once: true });
    let res: Response;
    try {
      res = await fetch(input, init);
    } catch (e) {
      finish();
      throw e;
    }
    if (!res.body || res.status < 200) {
      finish();
      return res;
    }
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done: end, value } = await reader.read();
          if (end) {
            finish();
            controller.close();
          } else controller.enqueue(value);
        } catch (e) {
          finish();
          controller.error(e);
        }
      },
      cancel(reason) {
        finish();
        return reader.cancel(reason);
      },
    });
    const limited = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    // What the Response constructor cannot set: where the answer came from.
    Object.defineProperties(limited, { url: { value: res.url }, redirected: { value: res.redirected } });
    return limited;
  };
}
