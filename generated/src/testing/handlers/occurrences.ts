// Hand-written: edit it here; the generator never writes this file.
import { badRequest, HttpError } from '../model/errors.js';
import { findOne, parse } from '../model/finder.js';
import { asks, requestLocator, type Context, type Handler } from './kit.js';
import type { Entity } from '../model/store.js';
import { locatorText, requestHref } from '../model/paging.js';
import { testCounters, type ScriptedTest } from '../model/runs.js';

// The dimensions simulated: any other is answered 501 rather than ignored.
const DIMENSIONS = ['build', 'status', 'start', 'count', 'ignored', 'muted', 'newFailure'];

/**
 * `/app/rest/testOccurrences` or `/app/rest/problemOccurrences` for one build (`build:(...)` is required), filtered
 * by `status` (any case), `ignored`, `muted`, `newFailure`, and paged by `start` and `count` (default 100).
 */
export const occurrences =
  (kind: 'test' | 'problem'): Handler =>
  (ctx) => {
    const text = requestLocator(ctx);
    if (text === null)
      throw new HttpError(
        501,
        `The fake TeamCity simulates ${kind} occurrences of one build only: locator build:(...).`,
      );
    const parsed = parse(text);
    const dims = parsed.dimensions;
    const other = [...dims.keys()].filter((d) => !DIMENSIONS.includes(d));
    if (parsed.single !== null || !dims.has('build') || other.length)
      throw new HttpError(
        501,
        `The fake TeamCity simulates ${kind} occurrence locators of ${DIMENSIONS.join(', ')} with build only${other.length ? `, not ${other.join(', ')}` : ''}.`,
      );
    const one = (name: string) => dims.get(name)?.[0] ?? null;
    const flag = (name: string) => (one(name) === null ? null : one(name) === 'true');
    const number = (name: string, fallback: number) => {
      const v = one(name);
      if (v === null) return fallback;
      if (!/^\d+$/.test(v)) throw badRequest(`Bad '${name}' dimension: '${v}' is not a number.`);
      return Number(v);
    };
    const build = findOne(ctx.find.build, one('build')!);
    const status = one('status')?.toUpperCase() ?? null;
    const all = kind === 'test' ? ctx.state.runs.tests(Number(build.id)) : ctx.state.runs.problems(Number(build.id));
    const matches = all.filter(
      (o) =>
        (status === null || o.status === status) &&
        (flag('ignored') === null || !!o.ignored === flag('ignored')) &&
        (flag('muted') === null || !!o.muted === flag('muted')) &&
        (flag('newFailure') === null || !!o.newFailure === flag('newFailure')),
    );
    const start = number('start', 0);
    const count = number('count', 100);
    const items = matches.slice(start, start + count);
    return envelopeOf(ctx, kind, items, start + items.length < matches.length ? start + items.length : null, count);
  };

/** A build's own list (`/builds/{b}/testOccurrences`): every occurrence at once, as TeamCity's sub-resource. */
export const buildOccurrences =
  (kind: 'test' | 'problem'): Handler =>
  (ctx) => {
    const build = findOne(ctx.find.build, ctx.params.buildLocator!);
    const id = Number(build.id);
    return envelopeOf(ctx, kind, kind === 'test' ? ctx.state.runs.tests(id) : ctx.state.runs.problems(id), null, 0);
  };

/**
 * A `TestOccurrences` or `ProblemOccurrences` list as TeamCity's bean writes it: `count`; `href`, the request with its
 * locator; `nextHref`; the items, left out when none unless `fields` names them (`decideDefault`); and for tests the
 * counters of the page's items, each left out at 0 unless `fields` names it.
 */
function envelopeOf(ctx: Context, kind: 'test' | 'problem', items: Entity[], next: number | null, count: number) {
  const fields = ctx.fields;
  const out: Entity = { count: items.length, href: requestHref(ctx.page) };
  if (next !== null) {
    const query = new URLSearchParams(ctx.query);
    const locator = parse(ctx.locator);
    const dims = [...locator.dimensions].filter(([name]) => name !== 'start' && name !== 'count');
    query.set('locator', `${locatorText(new Map(dims))},start:${next},count:${count}`);
    out.nextHref = `${ctx.page.path}?${query}`;
  }
  if (kind === 'test') {
    for (const [name, n] of Object.entries(testCounters(items as unknown as ScriptedTest[])))
      if (n > 0 || asks(fields, name)) out[name] = n;
  }
  if (items.length || asks(fields, `${kind}Occurrence`)) out[`${kind}Occurrence`] = items;
  return out;
}
