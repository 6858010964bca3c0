import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { SlowFirst } from './test/helpers/slow-first.js';

// `#fetch` (the package's import map) resolves to the sources under test, not to a dist/ that may be stale or absent.
const conditions = ['teamcity-sdk-source', ...defaultServerConditions];
const src = (path: string) => fileURLToPath(new URL(`./generated/src/${path}`, import.meta.url));
// teamcity-sdk-mcp imports teamcity-sdk by its public entry points: here, the generated sources (tsconfig.json's paths).
const alias = [
  { find: /^teamcity-sdk$/, replacement: src('index.ts') },
  { find: /^teamcity-sdk\/operations$/, replacement: src('operations.ts') },
  { find: /^teamcity-sdk\/(tasks|testing)$/, replacement: src('$1/index.ts') },
  { find: /^teamcity-sdk\/(\w+)$/, replacement: src('areas/$1.ts') },
];

// A file that mocks a module (`vi.mock`) gets a module graph of its own; every other file shares its worker's, so the
// sources are imported once a worker instead of once a file (about a quarter of the suite's time on 2 cores).
const tests = readdirSync(new URL('./test', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.test.ts'),
);
const mocking = tests
  .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(new URL(`./test/${f}`, import.meta.url), 'utf8')))
  .map((f) => `test/${f}`);

export default defineConfig({
  resolve: { conditions, alias },
  ssr: { resolve: { conditions } },
  test: {
    setupFiles: ['test/helpers/plain-children.ts'],
    globalSetup: ['test/helpers/build-once.ts'],
    // Vitest's default is a worker less than the cores: one on 2 cores, idle while its file waits on a child process,
    // a server or a timer, as most do. A worker more than the cores keeps them busy.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFirst },
    // A run never writes a snapshot, a new one included (as in CI): a changed output fails until `npx vitest run -u`
    // accepts it (the command line's -u overrides this).
    update: 'none',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'mocking', include: mocking } },
    ],
  },
});
