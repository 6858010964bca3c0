import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `#fetch` (the package's import map) resolves to the sources under test, not to a dist/ that may be stale or absent.
const conditions = ['teamcity-sdk-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
