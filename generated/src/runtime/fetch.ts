// Hand-written: edit it here; the generator never writes this file.
let crossFetch: typeof fetch | undefined;

/** The global fetch; on old runtimes without one, cross-fetch, loaded on first use. */
export function defaultFetch(): typeof fetch {
  if (typeof globalThis.fetch === 'function') return globalThis.fetch.bind(globalThis);
  return async (input, init) => {
    crossFetch ??= ((await import('cross-fetch')) as { default: typeof fetch }).default;
    const res = await crossFetch(input, init);
    // Its body in Node is a Node stream (node-fetch): the runtime reads answers as web streams, as fetch gives them.
    const body = res.body as unknown;
    if (body && typeof (body as ReadableStream).getReader !== 'function') {
      const { Readable } = await import('node:stream');
      Object.defineProperty(res, 'body', { value: Readable.toWeb(body as InstanceType<typeof Readable>) });
    }
    return res;
  };
}
