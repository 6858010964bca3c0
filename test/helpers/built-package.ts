// generated/dist, built once per run by vitest's global setup (test/helpers/build-once.ts) for the tests of the package
// as a user installs it.
import { get } from 'node:http';
import { inject } from 'vitest';

const MAX_MESSAGE = 64 * 1024;

/**
 * Resolves once generated/dist is built for this run (the first call starts the build); rejects with its error, or
 * after `timeoutMs`. `url` is the global setup's build server.
 */
export function builtPackage(url = inject('buildOnceUrl'), timeoutMs = 600_000): Promise<void> {
  return new Promise((resolve, reject) => {
    // No headers come before the build is over: node:http, unlike fetch, sets no limit of its own on that wait.
    const req = get(url, { signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      let message = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (message.length < MAX_MESSAGE) message += chunk;
      });
      res.on('error', reject);
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`building generated/dist failed: ${message}`)),
      );
    });
    req.on('error', reject);
  });
}
