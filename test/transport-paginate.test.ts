// paginate over real HTTP: follows TeamCity's nextHref under the client's own prefix, within bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createTransport,
  paginate,
  TeamCityInputError,
  TeamCityPaginationError,
  TeamCityResponseError,
  type PaginateOptions,
} from '../generated/src/index.js';
import { serveAllBuilds } from '../generated/src/areas/builds.js';
import { serveProjects } from '../generated/src/areas/projects.js';
import { nextUrl } from '../generated/src/runtime/paginate.js';
import { json, useServer } from './helpers/faults.js';
import type { Handler } from './helpers/server.js';

const server = useServer();

/**
 * TeamCity's builds list: `count` items a page from `start`, with a nextHref only when the page is full. The href
 * carries `hrefPrefix` (an auth prefix and/or context path, as a server may echo them).
 */
function builds(total: number, hrefPrefix = '', empty: number[] = []): Handler {
  return (req, res) => {
    const locator = new URL(req.url, 'http://x').searchParams.get('locator') ?? '';
    const start = Number(/start:(\d+)/.exec(locator)?.[1] ?? 0);
    const count = Number(/count:(\d+)/.exec(locator)?.[1] ?? 100);
    const page = Math.floor(start / count);
    const ids = empty.includes(page)
      ? []
      : Array.from({ length: Math.max(0, Math.min(count, total - start)) }, (_, i) => start + i);
    const body: Record<string, unknown> = {
      count: ids.length,
      href: `${hrefPrefix}/app/rest/builds?locator=${locator}`,
    };
    if (ids.length) body.build = ids.map((id) => ({ id }));
    if (start + count < total)
      body.nextHref = `${hrefPrefix}/app/rest/builds?locator=count:${count},start:${start + count}`;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
}

async function all(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}
const ids = (items: unknown[]) => items.map((b) => (b as { id: number }).id);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const read = (tc: ReturnType<typeof createTransport>, options?: PaginateOptions) =>
  all(paginate(tc, serveAllBuilds, { locator: 'count:10' }, options));

describe('paginate', () => {
  it('yields the items of every page, following nextHref', async () => {
    server.use(builds(25));
    const tc = createClient({ baseUrl: server.url, auth: { token: 'tok' } });
    expect(ids(await read(tc))).toEqual(range(25));
    expect(server.requests.map((r) => r.url)).toEqual([
      '/app/rest/builds?locator=count%3A10',
      '/app/rest/builds?locator=count:10,start:10',
      '/app/rest/builds?locator=count:10,start:20',
    ]);
    expect(
      server.requests.every((r) => r.headers.authorization === 'Bearer tok' && r.headers.accept === 'application/json'),
    ).toBe(true);
  });

  it.each([
    ['an /httpAuth prefix', '', '/httpAuth', '/app/rest'],
    ['a context path the server echoed', '/tc', '/tc', '/tc/app/rest'],
    ['both', '/tc', '/tc/httpAuth', '/tc/app/rest'],
    ['a /guestAuth href under a guest client', '/tc', '/tc/guestAuth', '/tc/guestAuth/app/rest'],
    ['an absolute href to another host', '', 'http://elsewhere.example:8111/httpAuth', '/app/rest'],
  ])("follows nextHref with %s, under the client's own prefix", async (_what, context, hrefPrefix, sentPrefix) => {
    server.use(builds(15, hrefPrefix));
    const guest = hrefPrefix.endsWith('guestAuth');
    const tc = createTransport({
      baseUrl: server.url + context,
      auth: guest ? { guest: true } : { username: 'u', password: 'pw12' },
    });
    expect(ids(await read(tc))).toEqual(range(15));
    expect(server.requests[1]!.url).toBe(`${sentPrefix}/builds?locator=count:10,start:10`);
  });

  it('stops at maxItems, reading no more pages than needed', async () => {
    server.use(builds(1000));
    const tc = createTransport({ baseUrl: server.url });
    expect(ids(await read(tc, { maxItems: 15 }))).toEqual(range(15));
    expect(server.requests).toHaveLength(2);
    expect(await read(tc, { maxItems: 0 })).toEqual([]);
  });

  it('throws TeamCityPaginationError when there are more pages than maxPages (default 100)', async () => {
    server.use(builds(10_000));
    const tc = createTransport({ baseUrl: server.url });
    const items: unknown[] = [];
    const reading = (async () => {
      for await (const item of paginate(tc, serveAllBuilds, { locator: 'count:10' }, { maxPages: 3 })) items.push(item);
    })();
    await expect(reading).rejects.toThrow(TeamCityPaginationError);
    // The pages that were read were all handed over first.
    expect(ids(items)).toEqual(range(30));
    expect(server.requests).toHaveLength(3);
    server.use(builds(10_000));
    await expect(read(tc)).rejects.toThrow('more than maxPages (100)');
    expect(server.requests).toHaveLength(100);
  });

  it('stops at an empty page that still has a nextHref, unless told not to', async () => {
    server.use(builds(40, '', [1]));
    const tc = createTransport({ baseUrl: server.url });
    expect(ids(await read(tc))).toEqual(range(10));
    server.use(builds(40, '', [1]));
    expect(ids(await read(tc, { stopOnEmptyPage: false }))).toEqual([...range(10), ...range(40).slice(20)]);
    expect(server.requests).toHaveLength(4);
  });

  it('throws when nextHref comes round again instead of looping', async () => {
    server.use(json({ count: 1, build: [{ id: 1 }], nextHref: '/app/rest/builds?locator=start:1' }));
    await expect(read(createTransport({ baseUrl: server.url }))).rejects.toThrow(TeamCityPaginationError);
    expect(server.requests).toHaveLength(2);
  });

  it('finds the items array by itself, or by itemsKey when a page has several', async () => {
    server.use(json({ count: 2, project: [{ id: 'A' }, { id: 'B' }], tags: ['x'] }));
    const tc = createTransport({ baseUrl: server.url });
    await expect(all(paginate(tc, serveProjects, {}))).rejects.toThrow(TeamCityResponseError);
    expect(await all(paginate(tc, serveProjects, {}, { itemsKey: 'project' }))).toEqual([{ id: 'A' }, { id: 'B' }]);
    server.use(json({ count: 0 }));
    expect(await all(paginate(tc, serveProjects))).toEqual([]);
  });

  it('behaves as an async generator: calls made while a page is on its way wait for it, in order', async () => {
    server.use(builds(25));
    const tc = createTransport({ baseUrl: server.url });
    const pages = paginate(tc, serveAllBuilds, { locator: 'count:10' });
    expect(pages[Symbol.asyncIterator]()).toBe(pages);
    expect(server.requests).toHaveLength(0);
    // All at once: the first page's items, then the second page's, each page fetched once.
    const first = await Promise.all(range(12).map(() => pages.next()));
    expect(ids(first.map((r) => r.value))).toEqual(range(12));
    expect(server.requests).toHaveLength(2);
    for (let i = 12; i < 20; i++) await pages.next();
    // A return() made while the third page is on its way comes after the next() that asked for it.
    const [next, end, after] = await Promise.all([pages.next(), pages.return(), pages.next()]);
    expect(next).toEqual({ done: false, value: { id: 20 } });
    expect(end).toEqual({ done: true, value: undefined });
    expect(after).toEqual({ done: true, value: undefined });
    expect(server.requests).toHaveLength(3);
    // throw() ends it with that error, and sends nothing more.
    const again = paginate(tc, serveAllBuilds, { locator: 'count:10' });
    await again.next();
    await expect(again.throw(new Error('stop'))).rejects.toThrow('stop');
    expect(await again.next()).toEqual({ done: true, value: undefined });
    expect(server.requests).toHaveLength(4);
  });

  it('refuses a nextHref outside /app/rest, and bad bounds', async () => {
    server.use(json({ count: 1, build: [{ id: 1 }], nextHref: '/admin/delete.html' }));
    const tc = createTransport({ baseUrl: server.url });
    await expect(read(tc)).rejects.toThrow('is not under /app/rest');
    expect(server.requests).toHaveLength(1);
    await expect(read(tc, { maxPages: 0 })).rejects.toThrow(TeamCityInputError);
    await expect(read(tc, { maxItems: -1 })).rejects.toThrow(TeamCityInputError);
  });
});

describe('nextUrl', () => {
  const segment = fc
    .oneof(fc.constant('app'), fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/))
    .filter((s) => !s.endsWith('Auth'));
  it('puts any href under the client prefix, whatever auth prefix and context path the server echoed', () => {
    fc.assert(
      fc.property(
        fc.option(segment, { nil: '' }),
        fc.constantFrom('', '/httpAuth', '/guestAuth'),
        fc.boolean(),
        fc.boolean(),
        fc.stringMatching(/^\/[a-zA-Z]+(\?locator=[a-z:,0-9()]+)?$/),
        (context, authPrefix, echoContext, guestClient, rest) => {
          const ctx = context ? `/${context}` : '';
          const prefix = `http://127.0.0.1:8111${ctx}${guestClient ? '/guestAuth' : ''}`;
          const href = `${echoContext ? ctx : ''}${authPrefix}/app/rest${rest}`;
          expect(nextUrl(prefix, href)).toBe(`${prefix}/app/rest${rest}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
