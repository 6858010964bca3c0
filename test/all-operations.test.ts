// Every operation of the operation table, and every alias, called through createClient against a real HTTP server:
// each sends its own method and path.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, operations as routes, type OperationEntry as Route } from '../generated/src/index.js';
import { echoHandler, startServer } from './helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer(echoHandler);
});
afterAll(() => server.close());

/** A sample value per path parameter: a file path for `{path}`, a suffix for other glued ones, else a segment. */
function sample(route: Route, name: string): string {
  if (name === 'path') return 'dir/file.txt';
  return new RegExp(`\\w\\{${name}\\}`).test(route.path) ? '.svg' : `${name}-1`;
}

function expectedPath(route: Route): string {
  return route.path
    .replace(/\/?\{path\}/, '/dir/file.txt')
    .replace(/\{(\w+)\}/g, (_, name: string) => sample(route, name));
}

function argsOf(route: Route): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const p of route.pathParams) args[p.name] = sample(route, p.name);
  for (const q of route.query.filter((q) => q.required)) args[q.arg] = q.type === 'boolean' ? true : q.type === 'integer' ? 1 : 'x';
  if (route.body) args.body = route.body.mediaType === 'text/plain' ? 'x' : {};
  return args;
}

it('calls all 434 operations and their 70 aliases, each with its own method and path', async () => {
  // Looked up by the names the table gives, so typed as a plain table here.
  const tc = createClient({ baseUrl: server.url, retry: false }) as unknown as Record<string, Record<string, (a: unknown) => Promise<unknown>>>;
  let calls = 0;
  for (const route of routes) {
    for (const fn of [route.fn, ...route.aliases]) {
      server.requests.length = 0;
      await tc[route.area]![fn]!(argsOf(route));
      const seen = server.requests[0]!;
      expect([route.area, fn, seen.method, seen.url.split('?')[0]]).toEqual([route.area, fn, route.method, expectedPath(route)]);
      calls++;
    }
  }
  expect([routes.length, calls]).toEqual([434, 504]);
});
