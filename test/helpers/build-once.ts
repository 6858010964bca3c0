// Vitest's global setup: generated/dist is built at most once per run, and only when a test file asks for it
// (`builtPackage()`, test/helpers/built-package.ts), so the files that test the sources never wait for a build. The
// build runs here, in vitest's own process, and a tiny server on 127.0.0.1 tells each worker when it is done: the first
// request starts it, every request is answered once it is over. The tests that use the package as a user installs it
// (type-checks against its exports, README blocks run with node, the packed tarball) read that one build; none
// rebuilds it in place, which would delete it under a test file running beside.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPackage } from '../../generator/build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where builtPackage() asks for generated/dist. */
    buildOnceUrl: string;
  }
}

export interface BuildServer {
  url: string;
  /** The next request builds again (once the build under way, if any, is over). */
  reset(): Promise<void>;
  /** Stops serving, and resolves once a build under way is over. */
  close(): Promise<void>;
}

/** Serves `build` on 127.0.0.1: started by the first request, run once, its outcome the answer to every request. */
export async function serveBuild(build: () => Promise<void>): Promise<BuildServer> {
  let built: Promise<void> | undefined;
  const settled = async () => {
    await built?.catch(() => undefined);
  };
  const server = createServer((_req, res) => {
    built ??= build();
    built.then(
      () => res.end('built'),
      (e: unknown) => {
        res.statusCode = 500;
        res.end(e instanceof Error ? e.message : String(e));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    reset: async () => {
      await settled();
      built = undefined;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      // A build a timed-out test left running ends before vitest does, not half-way through writing dist/.
      await settled();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await serveBuild(() => buildPackage(join(import.meta.dirname, '../../generated')));
  // A rerun in watch mode reads the sources as they are then: its first request builds again.
  project.onTestsRerun(() => server.reset());
  project.provide('buildOnceUrl', server.url);
  return () => server.close();
}
