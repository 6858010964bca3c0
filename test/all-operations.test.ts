// Every operation of the operation table, and every alias, called through createClient against a real HTTP server:
// each sends its own method and path, every query input it is given under its wire name, and its body.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { specOperations } from './helpers/spec.js';
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

/** A sample value per query input type, and how it reads on the wire. */
const QUERY_SAMPLES: Record<string, { value: unknown; wire: string[] }> = {
  boolean: { value: true, wire: ['true'] },
  integer: { value: 7, wire: ['7'] },
  string: { value: 'x y', wire: ['x y'] },
  'string[]': { value: ['a', 'b'], wire: ['a', 'b'] },
};

/** Every input, optional ones included. */
function argsOf(route: Route): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const p of route.pathParams) args[p.name] = sample(route, p.name);
  for (const q of route.query) args[q.arg] = QUERY_SAMPLES[q.type]!.value;
  if (route.body) args.body = route.body.mediaType === 'text/plain' ? 'text body' : { id: 'x' };
  return args;
}

/** The query pairs the call must send, sorted; an input TeamCity declares twice (`fields2`) is sent once. */
function expectedQuery(route: Route): string[] {
  const pairs = route.query.flatMap((q) => QUERY_SAMPLES[q.type]!.wire.map((v) => `${q.wire}=${v}`));
  return [...new Set(pairs)].sort();
}

const sentQuery = (url: string) => [...new URL(url, 'http://h').searchParams].map(([k, v]) => `${k}=${v}`).sort();

// What the spec defines: every operation and every alias (the `get_*` of each `serve_*`, and the names by meaning).
const specOps = specOperations();

it('calls every operation of the spec and every alias, each with its own method, path, query and body', async () => {
  // Looked up by the names the table gives, so typed as a plain table here.
  const tc = createClient({ baseUrl: server.url, retry: false }) as unknown as Record<
    string,
    Record<string, (a: unknown) => Promise<unknown>>
  >;
  let calls = 0;
  for (const route of routes) {
    for (const fn of [route.fn, ...route.aliases]) {
      server.requests.length = 0;
      await tc[route.area]![fn]!(argsOf(route));
      const seen = server.requests[0]!;
      expect([route.area, fn, seen.method, seen.url.split('?')[0]]).toEqual([
        route.area,
        fn,
        route.method,
        expectedPath(route),
      ]);
      expect([fn, sentQuery(seen.url)]).toEqual([fn, expectedQuery(route)]);
      const body = route.body && {
        type: route.body.mediaType,
        text: route.body.mediaType === 'text/plain' ? 'text body' : '{"id":"x"}',
      };
      expect([fn, body && { type: seen.headers['content-type']?.split(';')[0], text: seen.body }]).toEqual([fn, body]);
      calls++;
    }
  }
  const aliases = specOps.flatMap((o) => o.aliases).length;
  expect([routes.length, calls]).toEqual([specOps.length, specOps.length + aliases]);
});
