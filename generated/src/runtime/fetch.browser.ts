// Hand-written: edit it here; the generator never writes this file.
// Put in place of fetch.ts by the `browser` condition of the package's `#fetch` import: every browser has fetch, so no fallback is bundled.
export const defaultFetch = (): typeof fetch => globalThis.fetch.bind(globalThis);
