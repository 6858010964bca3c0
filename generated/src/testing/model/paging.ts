// Hand-written: edit it here; the generator never writes this file.
import { renderLocatorValue, type ParsedLocator } from '../../runtime/locator.js';
import { Locator, type Page, type Query } from './finder.js';

/** The request a collection answers, to build its hrefs from. */
export interface PageRequest {
  /** The path as received, auth prefix included, without the query. */
  path: string;
  query: URLSearchParams;
}

// TeamCity's `rest.page.nextLookupLimitMultiplier` and `rest.page.nextLookupLimitMaxStep`.
const LOOKUP_MULTIPLIER = 2;
const LOOKUP_MAX_STEP = 5000;

/** A list as TeamCity answers it: `PagerDataImpl`'s fields and the items under their key (`build`, `vcs-root`). */
export type List<I extends string, E> = {
  count?: number;
  href?: string;
  nextHref?: string;
  prevHref?: string;
} & { [K in I]?: E[] };

/**
 * `{count, href, nextHref?, prevHref?, <item>: [...]}` as `PagerDataImpl` builds it; without a request (a list TeamCity
 * builds with no pager: users, groups, a project's own build types and subprojects), `{count, <item>: [...]}`.
 */
export function envelope<T, I extends string, E>(
  req: PageRequest | null,
  q: Query<T>,
  page: Page<T>,
  itemKey: I,
  items: E[],
): List<I, E> {
  // TypeScript types an object with a computed key of type I by `string`: this one has exactly `itemKey`.
  const withItems = (pager: List<never, E>) => ({ ...pager, [itemKey]: items }) as List<I, E>;
  const out: List<never, E> = { count: items.length };
  if (!req) return withItems(out);
  out.href = href(req, null);
  const full = q.count >= 0 && page.items.length >= q.count;
  if (q.paged && (full || page.limited)) {
    const next: Record<string, string> = { start: String(q.start + page.items.length) };
    if (q.count >= 0) next.count = String(q.count);
    if (page.limited)
      next.lookupLimit = String(Math.min(q.lookupLimit * LOOKUP_MULTIPLIER, q.lookupLimit + LOOKUP_MAX_STEP));
    out.nextHref = href(req, next, q.locator);
  }
  if (q.paged && q.start > 0 && q.count > 0) {
    out.prevHref = href(req, { start: String(Math.max(0, q.start - q.count)), count: String(q.count) }, q.locator);
  }
  return withItems(out);
}

/** The request's own path and query, as a list's `href`. */
export const requestHref = (req: PageRequest): string => href(req, null);

// hrefs show `$ ( ) : ,` unescaped, as TeamCity's `humanReadableUrlParamValue` does.
const readable = (s: string) => encodeURIComponent(s).replace(/%(24|28|29|3A|2C)/g, (e) => decodeURIComponent(e));

function href(req: PageRequest, replace: Record<string, string> | null, locator?: ParsedLocator): string {
  const params = new URLSearchParams(req.query);
  if (replace) {
    // PagerDataImpl.getModifiedBuilder: another page's start and count go in the locator, and the URL's own start and
    // count parameters are dropped.
    params.delete('start');
    params.delete('count');
    const dims = new Map(locator?.dimensions);
    for (const [name, value] of Object.entries(replace)) dims.set(name, [value]);
    params.set('locator', locatorText(dims));
  }
  const query = [...params].map(([k, v]) => `${readable(k)}=${readable(v)}`).join('&');
  return req.path + (query ? `?${query}` : '');
}

/** Parsed dimensions as locator text again; a bare `$any` (null) stays `$any`, which the next page reads as before. */
export function locatorText(dims: ReadonlyMap<string, readonly (string | null)[]>): string {
  return [...dims]
    .flatMap(([name, values]) => values.map((v) => `${name}:${v === null ? '$any' : renderLocatorValue(v)}`))
    .join(',');
}

/** A locator made of dimensions: its text, for hrefs, and the dimensions as its parse, so it is never parsed again. */
export const locatorOfDimensions = (dims: Map<string, (string | null)[]>): Locator =>
  new Locator(locatorText(dims), { single: null, dimensions: dims });
