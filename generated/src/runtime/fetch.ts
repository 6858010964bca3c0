// Hand-written: edit it here; the generator never writes this file.
let crossFetch: typeof fetch | undefined;

/** The global fetch; on old runtimes without one, cross-fetch, loaded on first use. */
export function defaultFetch(): typeof fetch {
  if (typeof globalThis.fetch === 'function') return globalThis.fetch.bind(globalThis);
  return async (input, init) => {
    crossFetch ??= ((await import('cross-fetch')) as { default: typeof fetch }).default;
    return crossFetch(input, init);
  };
}
