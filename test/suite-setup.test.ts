// The suite's own machinery: generated/dist built once per run, on demand (test/helpers/build-once.ts), and the slow
// files named to start first (test/helpers/slow-first.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveBuild } from './helpers/build-once.js';
import { builtPackage } from './helpers/built-package.js';
import { SLOWEST } from './helpers/slow-first.js';

/** A build that ends when told: how many times it was started, and a way to end the last one. */
function controlledBuild() {
  const state = { starts: 0, end: (_error?: Error) => {} };
  let started = () => {};
  const startedOnce = new Promise<void>((resolve) => (started = resolve));
  const build = () =>
    new Promise<void>((resolve, reject) => {
      state.starts++;
      state.end = (error) => (error ? reject(error) : resolve());
      started();
    });
  return { state, build, startedOnce };
}

/** Whether the promise has settled by the time the event loop has turned a few times. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe('the build served to the test files', () => {
  it('builds on the first request only, once for every caller, each answered when it is over', async () => {
    const { state, build, startedOnce } = controlledBuild();
    const server = await serveBuild(build);
    try {
      expect(state.starts).toBe(0);
      const callers = [builtPackage(server.url), builtPackage(server.url)];
      await startedOnce;
      expect(await settled(Promise.race(callers))).toBe(false);
      state.end();
      await Promise.all(callers);
      await builtPackage(server.url);
      expect(state.starts).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('gives every caller the build’s error, and builds again only after a reset', async () => {
    const { state, build, startedOnce } = controlledBuild();
    const server = await serveBuild(build);
    try {
      const callers = [builtPackage(server.url), builtPackage(server.url)];
      await startedOnce;
      state.end(new Error('tsc -p tsconfig.build.json failed (exit code 2)'));
      for (const caller of callers)
        await expect(caller).rejects.toThrow(
          'building generated/dist failed: tsc -p tsconfig.build.json failed (exit code 2)',
        );
      await expect(builtPackage(server.url)).rejects.toThrow(/exit code 2/);
      expect(state.starts).toBe(1);
      await server.reset();
      const again = builtPackage(server.url);
      await expect.poll(() => state.starts, { timeout: 5_000 }).toBe(2);
      state.end();
      await again;
    } finally {
      await server.close();
    }
  });

  it('gives up on a build that does not end in time, and close waits for the build to end', async () => {
    const { state, build, startedOnce } = controlledBuild();
    const server = await serveBuild(build);
    await expect(builtPackage(server.url, 200)).rejects.toThrow(/timeout|abort/i);
    await startedOnce;
    const closed = server.close();
    expect(await settled(closed)).toBe(false);
    state.end();
    await closed;
  });
});

it('names only test files that exist among the slowest, each once', () => {
  expect(new Set(SLOWEST).size).toBe(SLOWEST.length);
  expect(SLOWEST.filter((name) => !existsSync(join(import.meta.dirname, `${name}.test.ts`)))).toEqual([]);
});
