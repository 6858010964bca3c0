// Hand-written: edit it here; the generator never writes this file.
import { TeamCityError, TeamCityInputError, TeamCityResponseError } from './errors.js';
import { pageUrl } from './request.js';
import type { Selected } from './fields.js';
import { stateOf, type CallOptions, type Transport } from './transport.js';

export interface PaginateOptions extends CallOptions {
  /** Stop after this many items. Default: no limit but `maxPages`. */
  maxItems?: number;
  /** Read at most this many pages; more pages than that throw a TeamCityPaginationError. Default 100. */
  maxPages?: number;
  /**
   * Stop at a page with no items even when it has a `nextHref`. TeamCity sends such pages when it hit its lookup
   * limit, and following them makes it scan ever further back through history. Default true.
   */
  stopOnEmptyPage?: boolean;
  /** The property that holds a page's items. Default: the one array besides count, href, nextHref and prevHref. */
  itemsKey?: string;
}

/** Paging went past `maxPages`, or TeamCity's `nextHref` went in a circle. */
export class TeamCityPaginationError extends TeamCityError {
  override name = 'TeamCityPaginationError';
}

type Page = { nextHref?: string; [key: string]: unknown };

/** The collection an operation answers without a fields selection: its first overload's result (its only one, else). */
type Collection<F> = F extends {
  (client: Transport, args: never, options?: CallOptions): Promise<infer R>;
  (...args: never[]): unknown;
}
  ? R
  : F extends (...args: never[]) => Promise<infer R>
    ? R
    : never;
type Element<T> = T extends readonly (infer E)[] ? E : T;
/** The items of a page: the element type of its one array besides the paging fields. */
type ItemsOf<P> = {
  [K in keyof P]-?: K extends 'count' | 'href' | 'nextHref' | 'prevHref'
    ? never
    : NonNullable<P[K]> extends readonly (infer E)[]
      ? E
      : never;
}[keyof P];
type FieldsOf<A> = A extends { readonly fields?: infer S } ? (S extends object ? S : never) : never;
/** What paginate yields: the collection's item, narrowed by a typed `fields` selection of the collection. */
export type PageItem<F, A> = ItemsOf<Selected<Collection<F>, FieldsOf<A>>>;
/**
 * A typed `fields` selection checked against the collection's model: a key that names no field is `never`, an error at
 * that key. (Passing the operation does not check it: tsc does not check a generic overload's constraints there.)
 */
type SelectionOf<S, M> = {
  [K in keyof S]: K extends '$long' | '$short' | '$locator'
    ? S[K]
    : K extends keyof M
      ? S[K] extends object
        ? SelectionOf<S[K], Element<NonNullable<M[K]>>>
        : S[K]
      : never;
};
type CheckFields<A, M> = A extends { readonly fields?: infer S }
  ? S extends object
    ? { readonly fields?: SelectionOf<S, M> }
    : unknown
  : unknown;
const pageKeys = new Set(['count', 'href', 'nextHref', 'prevHref']);

/** What an async generator inherits (`Symbol.asyncIterator`, and `Symbol.asyncDispose` where the runtime has it). */
const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype) as object;

/**
 * The items of a paged collection, page after page, following TeamCity's `nextHref`:
 * `for await (const build of paginate(client, serveAllBuilds, { locator: 'count:100' })) ...`.
 * Nothing is sent before the first `next()`; after an error it is done. An iterator written out, not an async
 * generator: a generator's `yield` costs every item several promise turns where the item is in hand, which cost a
 * `for await` over HTTP 4 % of its builds per second (`npm run bench`, section 6). As with a generator, calls made while
 * a page is on its way wait for it, in order.
 */
export function paginate<
  F extends (client: Transport, args: A, options?: CallOptions) => Promise<unknown>,
  const A extends object = {},
>(
  client: Transport,
  operation: F,
  args: A & CheckFields<A, Collection<F>> = {} as A & CheckFields<A, Collection<F>>,
  options: PaginateOptions = {},
): AsyncGenerator<PageItem<F, A>, void, undefined> {
  type Result = IteratorResult<PageItem<F, A>, void>;
  const { maxItems = Infinity, maxPages = 100, stopOnEmptyPage = true, itemsKey } = options;
  const seen = new Set<string>();
  let url: string | undefined;
  let href: string | undefined;
  let items: unknown[] = [];
  let at = 0;
  let count = 0;
  let pages = 0;
  let done = false;
  /** The page on its way, if one is: the next call waits for it. */
  let busy: Promise<Result> | undefined;
  const end = (value?: void): Result => {
    done = true;
    items = [];
    return { done: true, value };
  };

  /** Fetches pages until one has an item to give, or there is none. */
  async function pull(): Promise<Result> {
    if (!(maxItems >= 0) || !(Number.isSafeInteger(maxPages) && maxPages > 0)) {
      throw new TeamCityInputError('paginate: maxItems must be >= 0 and maxPages a whole number > 0');
    }
    for (; count < maxItems; pages++) {
      if (at < items.length) {
        count++;
        return { done: false, value: items[at++] as PageItem<F, A> };
      }
      if (pages) {
        if (!href || (stopOnEmptyPage && items.length === 0)) break;
        url = nextUrl(stateOf(client).urlPrefix, href);
        if (seen.has(url)) throw new TeamCityPaginationError(`paginate: nextHref ${href} came round again`);
        seen.add(url);
        if (pages === maxPages)
          throw new TeamCityPaginationError(
            `paginate: more than maxPages (${maxPages}) pages; raise maxPages or narrow the locator`,
          );
      }
      const next = url ? ({ ...options, [pageUrl]: url } as CallOptions) : options;
      const page = (await operation(client, args as A, next)) as Page;
      if (typeof page !== 'object' || page === null)
        throw new TeamCityResponseError('the page is not a JSON object', 'paginate', url ?? '', '');
      items = itemsOf(page, itemsKey, url);
      at = 0;
      href = page.nextHref;
    }
    return end();
  }

  /** `step` once the page on its way (if any) is in. */
  const afterPage = (step: () => Promise<Result>) => (busy ? busy.then(step, step) : step());
  const iterator: AsyncGenerator<PageItem<F, A>, void, undefined> = Object.assign(
    Object.create(AsyncIteratorPrototype),
    {
      next: (): Promise<Result> => {
        if (busy) return afterPage(iterator.next);
        if (done) return Promise.resolve(end());
        // An item of the page in hand: no fetch, no async function.
        if (at < items.length && count < maxItems) {
          count++;
          return Promise.resolve({ done: false, value: items[at++] as PageItem<F, A> });
        }
        busy = pull()
          .catch((e: unknown) => {
            end();
            throw e;
          })
          .finally(() => (busy = undefined));
        return busy;
      },
      return: (value?: void) => afterPage(() => Promise.resolve(end(value))),
      throw: (e: unknown) =>
        afterPage(() => {
          end();
          return Promise.reject(e);
        }),
    },
  );
  return iterator;
}

function itemsOf(page: Page, key: string | undefined, url: string | undefined): unknown[] {
  let items = key ? page[key] : undefined;
  for (const k in page) {
    if (key || pageKeys.has(k) || !Array.isArray(page[k])) continue;
    if (items)
      throw new TeamCityResponseError(
        `the page has several arrays (${k} and another): pass itemsKey`,
        'paginate',
        url ?? '',
        '',
      );
    items = page[k];
  }
  // TeamCity omits the array of an empty page.
  items ??= [];
  if (!Array.isArray(items))
    throw new TeamCityResponseError(`the page's ${key} is not an array`, 'paginate', url ?? '', '');
  return items;
}

/**
 * Where a `nextHref` points, under the transport's own prefix. TeamCity's hrefs are server-relative and keep the
 * request's `/httpAuth` or `/guestAuth` prefix; some servers echo the context path too. The href is resolved first
 * (dot segments, `%2E` included), then its path must be under `/app/rest`, and only its path and query are used:
 * a page is never fetched, with credentials, from another origin or route.
 */
export function nextUrl(urlPrefix: string, href: string): string {
  const prefix = new URL(urlPrefix);
  const context = prefix.pathname.replace(/\/guestAuth$/, '');
  let next: URL | undefined;
  try {
    next = new URL(href, prefix);
  } catch {
    // not a URL: refused below
  }
  // Only the path and query are kept: the page comes from the client's own origin whatever host the href names.
  let path = next?.pathname ?? '';
  if (context.length > 1 && path.startsWith(`${context}/`) && !path.startsWith('/app/rest/'))
    path = path.slice(context.length);
  path = path.replace(/^\/(?:httpAuth|guestAuth)(?=\/)/, '');
  if (!/^\/app\/rest(?:\/|$)/.test(path))
    throw new TeamCityResponseError(
      `nextHref ${href} is not under /app/rest of the client's server`,
      'paginate',
      urlPrefix,
      '',
    );
  return urlPrefix + path + next!.search;
}
