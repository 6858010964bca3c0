// Put in place of fetch.ts by the package's `browser` field: every browser has fetch, so no fallback is bundled.
export const defaultFetch = (): typeof fetch => globalThis.fetch.bind(globalThis);
