// Hand-written: edit it here; the generator never writes this file.
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { booleanOf, compileLocator, findOne, parse, scan } from '../model/finder.js';
import { asks, locatorParam, requestLocator, shortForm, type Context, type UntypedHandler } from './kit.js';
import { builds } from './kinds.js';
import type { Entity } from '../model/store.js';
import { locatorText, requestHref } from '../model/paging.js';
import { testCounters, type ScriptedTest } from '../model/runs.js';
import type { State } from '../model/state.js';
import type { ParsedLocator } from '../../runtime/locator.js';

// The dimensions simulated: any other is answered 501 rather than ignored.
const FLAGS = ['ignored', 'muted', 'newFailure', 'currentlyMuted', 'currentlyInvestigated'];
const BUILDS = ['buildType', 'branch', 'affectedProject'];
const DIMENSIONS = ['build', 'test', 'problem', 'id', 'status', 'start', 'count', ...FLAGS, ...BUILDS];

type Kind = 'test' | 'problem';

/**
 * The occurrences a locator finds, newest build first: of one build (`build:(...)`), or, with `test:(...)` (tests) or
 * `problem:(...)` (problems) and no `build`, of every build that ran it (narrowed by `buildType`, `branch` and
 * `affectedProject`, build locators' dimensions), as TeamCity's TestOccurrenceFinder answers a test's history. Filtered
 * by `id` (the occurrence's own, as its id and `href` give it), `status` (any case), `ignored`, `muted`, `newFailure`,
 * `currentlyMuted` and `currentlyInvestigated` (read from the mutes and investigations of the moment).
 */
function matching(ctx: Context, kind: Kind, parsed: ParsedLocator): Entity[] {
  const dims = parsed.dimensions;
  const target = kind === 'test' ? 'test' : 'problem';
  const unlike = kind === 'test' ? 'problem' : 'test';
  const other = [...dims.keys()].filter(
    (d) => !DIMENSIONS.includes(d) || d === unlike || (d === 'id' && kind !== 'test'),
  );
  const across = !dims.has('build') && dims.has(target);
  if (
    parsed.single !== null ||
    other.length ||
    !(dims.has('build') || across) ||
    (dims.has('build') && BUILDS.some((d) => dims.has(d)))
  )
    throw new HttpError(
      501,
      `The fake TeamCity simulates ${kind} occurrence locators of one build (build:(...)) or of one ${target} across builds (${target}:(...), with ${BUILDS.join(', ')}), filtered by ${[...FLAGS, 'status', 'id'].join(', ')}${other.length ? `, not ${other.join(', ')}` : ''}.`,
    );
  const one = (name: string) => dims.get(name)?.[0] ?? null;
  const builds = across ? buildsOf(ctx, dims) : [findOne(ctx.find.build, one('build')!)];
  const targetTest = one(target) === null ? null : entityTest(kind, parse(one(target)!));
  const status = one('status')?.toUpperCase() ?? null;
  const flags = FLAGS.flatMap((name) => {
    const v = one(name);
    const wanted = v === null ? null : booleanOf(v, name);
    return wanted === null ? [] : [(o: Entity) => !!o[name] === wanted];
  });
  const out: Entity[] = [];
  for (const b of builds) {
    const id = Number(b.id);
    const all = kind === 'test' ? ctx.state.runs.tests(id) : ctx.state.runs.problems(id);
    for (const o of all) {
      const e = withCurrent(ctx, kind, b, o);
      if (
        (targetTest === null || targetTest(e)) &&
        (one('id') === null || e.id === `build:(id:${id}),id:${one('id')}`) &&
        (status === null || e.status === status) &&
        flags.every((f) => f(e))
      )
        out.push(e);
    }
  }
  return out;
}

/** The builds a test's history reads: every one that is finished or running, of any branch, newest first. */
function buildsOf(ctx: Context, dims: ParsedLocator['dimensions']): Entity[] {
  const parts = ['defaultFilter:false'];
  for (const d of BUILDS) for (const v of dims.get(d) ?? []) if (v !== null) parts.push(`${d}:(${v})`);
  const q = compileLocator(ctx.find.build, parts.join(','));
  return scan(ctx.find.build, { ...q, count: -1, lookupLimit: Infinity }).items.filter((b) => b.state !== 'queued');
}

/**
 * A test locator (`name:X`, `id:N`, or the id alone) or a problem locator (`identity:X`, `id:N`), as a test of an
 * occurrence; paging dimensions are left to the caller.
 */
function entityTest(kind: Kind, parsed: ParsedLocator): (o: Entity) => boolean {
  const key = kind === 'test' ? 'name' : 'identity';
  const other = [...parsed.dimensions.keys()].filter((d) => !['id', key, 'start', 'count'].includes(d));
  if (other.length)
    throw new HttpError(501, `The fake TeamCity finds a ${kind} by id or ${key} only, not by ${other.join(', ')}.`);
  const id = parsed.single ?? parsed.dimensions.get('id')?.[0] ?? null;
  const name = parsed.dimensions.get(key)?.[0] ?? null;
  return (o) => {
    const entity = o[kind] as Entity;
    return (id === null || String(entity.id) === id) && (name === null || entity[key] === name);
  };
}

/** Whether a mute's or an investigation's scope takes in builds of this configuration. */
function inScope(state: State, scope: Entity | undefined, buildTypeId: string): boolean {
  const s = (scope ?? {}) as { project?: Entity; buildType?: Entity; buildTypes?: { buildType?: Entity[] } };
  if ([s.buildType, ...(s.buildTypes?.buildType ?? [])].some((bt) => bt && String(bt.id) === buildTypeId)) return true;
  const project = s.project?.id;
  if (project === undefined) return false;
  let p = state.buildTypes.get(buildTypeId)?.projectId;
  for (let depth = 0; p !== undefined && depth < 100; depth++) {
    if (String(p) === String(project)) return true;
    p = state.projects.get(String(p))?.parentProjectId;
  }
  return false;
}

/** Whether a mute's or an investigation's target names this test or problem (by id or by name / identity). */
function targets(target: Entity | undefined, kind: Kind, o: Entity): boolean {
  const t = (target ?? {}) as { anyProblem?: boolean; tests?: { test?: Entity[] }; problems?: { problem?: Entity[] } };
  const entity = o[kind] as Entity;
  if (kind === 'problem' && t.anyProblem) return true;
  const listed = kind === 'test' ? t.tests?.test : t.problems?.problem;
  const key = kind === 'test' ? 'name' : 'identity';
  return (listed ?? []).some(
    (x) =>
      (x.id !== undefined && String(x.id) === String(entity.id)) || (x[key] !== undefined && x[key] === entity[key]),
  );
}

/**
 * An occurrence with what TeamCity works out at read time: `currentlyMuted` (a mute of its test or problem whose scope
 * takes in the build's configuration) and `currentlyInvestigated` (such an investigation, taken); its build in short
 * form, with its finish date.
 */
function withCurrent(ctx: Context, kind: Kind, build: Entity, o: Entity): Entity {
  const { state } = ctx;
  const bt = String(build.buildTypeId);
  const applies = (e: Entity) => inScope(state, e.scope as Entity, bt) && targets(e.target as Entity, kind, o);
  const currentlyMuted = state.mutes.all().some(applies);
  const currentlyInvestigated = state.investigations.all().some((i) => i.state === 'TAKEN' && applies(i));
  return {
    ...o,
    ...(currentlyMuted && { currentlyMuted }),
    ...(currentlyInvestigated && { currentlyInvestigated }),
    build: {
      ...shortForm(builds, build, ctx),
      ...(build.finishDate !== undefined && { finishDate: build.finishDate }),
    },
  };
}

/** `logAnchor` comes only when `fields` names it, as TeamCity's beans leave it out by default. */
const shown = (ctx: Context, o: Entity): Entity => {
  if (/\blogAnchor\b/.test(ctx.fields?.text ?? '')) return o;
  const { logAnchor: _, ...rest } = o;
  return rest;
};

/** A paging dimension (`start`, `count`): a whole number, else a 400. */
function paging(parsed: ParsedLocator, name: string, fallback: number): number {
  const v = parsed.dimensions.get(name)?.[0] ?? null;
  if (v === null) return fallback;
  if (!/^\d+$/.test(v)) throw badRequest(`Bad '${name}' dimension: '${v}' is not a number.`);
  return Number(v);
}

/**
 * `/app/rest/testOccurrences` or `/app/rest/problemOccurrences`: the occurrences `matching` finds, paged by `start`
 * and `count` (default 100).
 */
export const occurrences =
  (kind: Kind): UntypedHandler =>
  (ctx) => {
    const text = requestLocator(ctx);
    if (text === null)
      throw new HttpError(
        501,
        `The fake TeamCity simulates ${kind} occurrences of one build or one ${kind} only: locator build:(...) or ${kind}:(...).`,
      );
    const parsed = parse(text);
    const matches = matching(ctx, kind, parsed);
    const start = paging(parsed, 'start', 0);
    const count = paging(parsed, 'count', 100);
    const items = matches.slice(start, start + count).map((o) => shown(ctx, o));
    return envelopeOf(ctx, kind, items, start + items.length < matches.length ? start + items.length : null, count);
  };

/** `/app/rest/testOccurrences/{locator}`: the first occurrence the locator finds, or 404 as TeamCity. */
export const occurrence =
  (kind: Kind, param: string): UntypedHandler =>
  (ctx) => {
    const text = ctx.params[param]!;
    const found = matching(ctx, kind, parse(text))[0];
    if (!found) throw notFound(`No ${kind} occurrence is found by locator '${text}'.`);
    return shown(ctx, found);
  };

/** A build's own list (`/builds/{b}/testOccurrences`): every occurrence at once, as TeamCity's sub-resource. */
export const buildOccurrences =
  (kind: Kind): UntypedHandler =>
  (ctx) => {
    const build = findOne(ctx.find.build, ctx.params.buildLocator!);
    const id = Number(build.id);
    const all = kind === 'test' ? ctx.state.runs.tests(id) : ctx.state.runs.problems(id);
    return envelopeOf(
      ctx,
      kind,
      all.map((o) => shown(ctx, withCurrent(ctx, kind, build, o))),
      null,
      0,
    );
  };

/**
 * A `TestOccurrences` or `ProblemOccurrences` list as TeamCity's bean writes it: `count`; `href`, the request with its
 * locator; `nextHref`; the items, left out when none unless `fields` names them (`decideDefault`); and for tests the
 * counters of the page's items, each left out at 0 unless `fields` names it.
 */
function envelopeOf(ctx: Context, kind: Kind, items: Entity[], next: number | null, count: number) {
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

/**
 * Every test (or problem) some build of the fake ran, once each, by the id it has in every build: `/app/rest/tests`
 * and `/app/rest/problems`, as TeamCity knows a test once it has run. Newest build first.
 */
function entitiesOf(ctx: Context, kind: Kind): Entity[] {
  const seen = new Map<string, Entity>();
  for (const id of ctx.state.builds.ids())
    for (const o of kind === 'test' ? ctx.state.runs.tests(id) : ctx.state.runs.problems(id)) {
      const e = o[kind] as Entity;
      if (!seen.has(String(e.id))) seen.set(String(e.id), { ...e, href: `/app/rest/${kind}s/id:${e.id}` });
    }
  return [...seen.values()];
}

/** The tests (problems) a locator finds: `entityTest`'s dimensions, paged by `start` and `count` (default 100). */
function entitiesFound(ctx: Context, kind: Kind, parsed: ParsedLocator): Entity[] {
  const test = entityTest(kind, parsed);
  return entitiesOf(ctx, kind).filter((e) => test({ [kind]: e }));
}

/** `GET /app/rest/tests` (`problems`): the list `entitiesFound` gives. */
export const entities =
  (kind: Kind): UntypedHandler =>
  (ctx) => {
    const text = locatorParam(ctx);
    const parsed = parse(text);
    const all = entitiesFound(ctx, kind, parsed);
    const start = paging(parsed, 'start', 0);
    const items = all.slice(start, start + paging(parsed, 'count', 100));
    return { count: items.length, href: requestHref(ctx.page), ...(items.length && { [kind]: items }) };
  };

/** `GET /app/rest/tests/{locator}` (`problems`): the first one found, or 404 as TeamCity. */
export const entity =
  (kind: Kind, param: string): UntypedHandler =>
  (ctx) => {
    const text = ctx.params[param]!;
    const found = entitiesFound(ctx, kind, parse(text))[0];
    if (!found) throw notFound(`No ${kind} is found by locator '${text}'.`);
    return found;
  };
