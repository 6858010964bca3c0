// Hand-written: edit it here; the generator never writes this file.
import type {
  Build,
  Problem,
  ProblemOccurrence,
  ProblemOccurrences,
  ProblemScope,
  ProblemTarget,
  Problems,
  Test,
  TestOccurrence,
  TestOccurrences,
  Tests,
} from '../../models.js';
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { booleanOf, compileLocator, findOne, parse, scan } from '../model/finder.js';
import type { FieldSpec } from '../model/fields.js';
import { asks, locatorParam, requestLocator, shortForm, type Context } from './kit.js';
import { builds } from './kinds.js';
import type { Stored } from '../model/store.js';
import { locatorText, requestHref } from '../model/paging.js';
import { testCounters } from '../model/runs.js';
import type { State } from '../model/state.js';
import type { ParsedLocator } from '../../runtime/locator.js';

// The dimensions simulated: any other is answered 501 rather than ignored.
const FLAGS = ['ignored', 'muted', 'newFailure', 'currentlyMuted', 'currentlyInvestigated'] as const;
const BUILDS = ['buildType', 'branch', 'affectedProject'];
const DIMENSIONS: readonly string[] = [
  'build',
  'test',
  'problem',
  'id',
  'status',
  'start',
  'count',
  ...FLAGS,
  ...BUILDS,
];

/** What the routes read of an occurrence of either kind (a problem's has no `status` and is never `ignored`). */
type Occurrence = Pick<TestOccurrence, 'id' | 'status' | 'logAnchor' | 'build' | (typeof FLAGS)[number]>;

/** A test or a problem: by its id, its `name` (a test's) or its `identity` (a problem's). */
type Named = { id?: string; name?: string; identity?: string };

/** Tests or build problems: what is particular to each kind of occurrence. */
interface Kind<O extends Occurrence, E extends Named> {
  name: 'test' | 'problem';
  /** What names a test (problem) besides its id. */
  key: 'name' | 'identity';
  /** A build's occurrences of this kind. */
  of(state: State, build: number): O[];
  /** The test (problem) an occurrence is of. */
  entity(o: O): E | undefined;
  /** The tests (problems) a mute's or an investigation's target names; `all` for every problem (`anyProblem`). */
  named(target: ProblemTarget): Named[] | 'all';
}

const TESTS: Kind<TestOccurrence, Test> = {
  name: 'test',
  key: 'name',
  of: (state, build) => state.runs.tests(build),
  entity: (o) => o.test,
  named: (t) => t.tests?.test ?? [],
};

const PROBLEMS: Kind<ProblemOccurrence, Problem> = {
  name: 'problem',
  key: 'identity',
  of: (state, build) => state.runs.problems(build),
  entity: (o) => o.problem,
  named: (t) => (t.anyProblem ? 'all' : (t.problems?.problem ?? [])),
};

/**
 * The occurrences a locator finds, newest build first: of one build (`build:(...)`), or, with `test:(...)` (tests) or
 * `problem:(...)` (problems) and no `build`, of every build that ran it (narrowed by `buildType`, `branch` and
 * `affectedProject`, build locators' dimensions), as TeamCity's TestOccurrenceFinder answers a test's history. Filtered
 * by `id` (the occurrence's own, as its id and `href` give it), `status` (any case), `ignored`, `muted`, `newFailure`,
 * `currentlyMuted` and `currentlyInvestigated` (read from the mutes and investigations of the moment).
 */
function matching<O extends Occurrence, E extends Named>(ctx: Context, kind: Kind<O, E>, parsed: ParsedLocator): O[] {
  const dims = parsed.dimensions;
  const target = kind.name;
  const unlike = kind.name === 'test' ? 'problem' : 'test';
  const other = [...dims.keys()].filter(
    (d) => !DIMENSIONS.includes(d) || d === unlike || (d === 'id' && kind.name !== 'test'),
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
      `The fake TeamCity simulates ${target} occurrence locators of one build (build:(...)) or of one ${target} across builds (${target}:(...), with ${BUILDS.join(', ')}), filtered by ${[...FLAGS, 'status', 'id'].join(', ')}${other.length ? `, not ${other.join(', ')}` : ''}.`,
    );
  const one = (name: string) => dims.get(name)?.[0] ?? null;
  const builds = across ? buildsOf(ctx, dims) : [findOne(ctx.find.build, one('build')!)];
  const targetTest = one(target) === null ? null : entityTest(kind, parse(one(target)!));
  const status = one('status')?.toUpperCase() ?? null;
  const flags = FLAGS.flatMap((name) => {
    const v = one(name);
    const wanted = v === null ? null : booleanOf(v, name);
    return wanted === null ? [] : [(o: O) => !!o[name] === wanted];
  });
  const out: O[] = [];
  for (const b of builds) {
    const id = Number(b.id);
    for (const o of kind.of(ctx.state, id)) {
      const e = withCurrent(ctx, kind, b, o);
      if (
        (targetTest === null || targetTest(kind.entity(e))) &&
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
function buildsOf(ctx: Context, dims: ParsedLocator['dimensions']): Stored<Build>[] {
  const parts = ['defaultFilter:false'];
  for (const d of BUILDS) for (const v of dims.get(d) ?? []) if (v !== null) parts.push(`${d}:(${v})`);
  const q = compileLocator(ctx.find.build, parts.join(','));
  return scan(ctx.find.build, { ...q, count: -1, lookupLimit: Infinity }).items.filter((b) => b.state !== 'queued');
}

/**
 * A test locator (`name:X`, `id:N`, or the id alone) or a problem locator (`identity:X`, `id:N`), as a test of the
 * test (problem) an occurrence is of; paging dimensions are left to the caller.
 */
function entityTest<O extends Occurrence, E extends Named>(
  kind: Kind<O, E>,
  parsed: ParsedLocator,
): (e: Named | undefined) => boolean {
  const { key } = kind;
  const other = [...parsed.dimensions.keys()].filter((d) => !['id', key, 'start', 'count'].includes(d));
  if (other.length)
    throw new HttpError(
      501,
      `The fake TeamCity finds a ${kind.name} by id or ${key} only, not by ${other.join(', ')}.`,
    );
  const id = parsed.single ?? parsed.dimensions.get('id')?.[0] ?? null;
  const name = parsed.dimensions.get(key)?.[0] ?? null;
  return (e) => (id === null || String(e?.id) === id) && (name === null || e?.[key] === name);
}

/** Whether a mute's or an investigation's scope takes in builds of this configuration. */
function inScope(state: State, scope: ProblemScope | undefined, buildTypeId: string): boolean {
  const s = scope ?? {};
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
function targets<O extends Occurrence, E extends Named>(
  target: ProblemTarget | undefined,
  kind: Kind<O, E>,
  o: O,
): boolean {
  const listed = target === undefined ? [] : kind.named(target);
  if (listed === 'all') return true;
  const entity = kind.entity(o);
  const { key } = kind;
  return listed.some(
    (x) =>
      (x.id !== undefined && String(x.id) === String(entity?.id)) || (x[key] !== undefined && x[key] === entity?.[key]),
  );
}

/**
 * An occurrence with what TeamCity works out at read time: `currentlyMuted` (a mute of its test or problem whose scope
 * takes in the build's configuration) and `currentlyInvestigated` (such an investigation, taken); its build in short
 * form, with its finish date.
 */
function withCurrent<O extends Occurrence, E extends Named>(
  ctx: Context,
  kind: Kind<O, E>,
  build: Stored<Build>,
  o: O,
): O {
  const { state } = ctx;
  const bt = String(build.buildTypeId);
  const applies = (e: { scope?: ProblemScope; target?: ProblemTarget }) =>
    inScope(state, e.scope, bt) && targets(e.target, kind, o);
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
const shown = <O extends Occurrence>(ctx: Context, o: O): O => {
  if (/\blogAnchor\b/.test(ctx.fields?.text ?? '')) return o;
  const out = { ...o };
  delete out.logAnchor;
  return out;
};

/** A paging dimension (`start`, `count`): a whole number, else a 400. */
function paging(parsed: ParsedLocator, name: string, fallback: number): number {
  const v = parsed.dimensions.get(name)?.[0] ?? null;
  if (v === null) return fallback;
  if (!/^\d+$/.test(v)) throw badRequest(`Bad '${name}' dimension: '${v}' is not a number.`);
  return Number(v);
}

/** A list's pager as TeamCity's bean writes it: `count`, `href` (the request with its locator) and `nextHref`. */
interface Pager {
  count: number;
  href: string;
  nextHref?: string;
}

/** The pager of a page of `items`; `next`: where the next page starts, null when this is the last. */
function pagerOf(ctx: Context, items: readonly unknown[], next: number | null, count: number): Pager {
  const out: Pager = { count: items.length, href: requestHref(ctx.page) };
  if (next !== null) {
    const query = new URLSearchParams(ctx.query);
    const locator = parse(ctx.locator);
    const dims = [...locator.dimensions].filter(([name]) => name !== 'start' && name !== 'count');
    query.set('locator', `${locatorText(new Map(dims))},start:${next},count:${count}`);
    out.nextHref = `${ctx.page.path}?${query}`;
  }
  return out;
}

/** Whether a list shows its items: TeamCity's bean leaves them out when none, unless `fields` names them. */
const showsItems = (items: readonly unknown[], fields: FieldSpec, name: string) =>
  items.length > 0 || asks(fields, name);

/**
 * The routes of one kind, each answering its operation's model: `L` a page of occurrences (`TestOccurrences`), `Es` a
 * page of tests (problems); `list` and `entityList` add the items to a pager as the kind's list bean writes them.
 */
function routesOf<O extends Occurrence, E extends Named, L, Es>(
  kind: Kind<O, E>,
  list: (pager: Pager, items: O[], fields: FieldSpec) => L,
  entityList: (pager: Pager, items: E[]) => Es,
) {
  const name = kind.name;
  /**
   * Every test (or problem) some build of the fake ran, once each, by the id it has in every build: `/app/rest/tests`
   * and `/app/rest/problems`, as TeamCity knows a test once it has run. Newest build first.
   */
  function entitiesOf(ctx: Context): E[] {
    const seen = new Map<string, E>();
    for (const id of ctx.state.builds.ids())
      for (const o of kind.of(ctx.state, id)) {
        const e = kind.entity(o);
        if (e && !seen.has(String(e.id))) seen.set(String(e.id), { ...e, href: `/app/rest/${name}s/id:${e.id}` });
      }
    return [...seen.values()];
  }
  /** The tests (problems) a locator finds: `entityTest`'s dimensions. */
  const entitiesFound = (ctx: Context, parsed: ParsedLocator): E[] => entitiesOf(ctx).filter(entityTest(kind, parsed));
  return {
    /**
     * `/app/rest/testOccurrences` or `/app/rest/problemOccurrences`: the occurrences `matching` finds, paged by `start`
     * and `count` (default 100).
     */
    occurrences: (ctx: Context): L => {
      const text = requestLocator(ctx);
      if (text === null)
        throw new HttpError(
          501,
          `The fake TeamCity simulates ${name} occurrences of one build or one ${name} only: locator build:(...) or ${name}:(...).`,
        );
      const parsed = parse(text);
      const matches = matching(ctx, kind, parsed);
      const start = paging(parsed, 'start', 0);
      const count = paging(parsed, 'count', 100);
      const items = matches.slice(start, start + count).map((o) => shown(ctx, o));
      const next = start + items.length < matches.length ? start + items.length : null;
      return list(pagerOf(ctx, items, next, count), items, ctx.fields);
    },
    /** `/app/rest/testOccurrences/{locator}`: the first occurrence the locator finds, or 404 as TeamCity. */
    occurrence:
      (param: string) =>
      (ctx: Context): O => {
        const text = ctx.params[param]!;
        const found = matching(ctx, kind, parse(text))[0];
        if (!found) throw notFound(`No ${name} occurrence is found by locator '${text}'.`);
        return shown(ctx, found);
      },
    /** A build's own list (`/builds/{b}/testOccurrences`): every occurrence at once, as TeamCity's sub-resource. */
    ofBuild: (ctx: Context): L => {
      const build = findOne(ctx.find.build, ctx.params.buildLocator!);
      const items = kind.of(ctx.state, Number(build.id)).map((o) => shown(ctx, withCurrent(ctx, kind, build, o)));
      return list(pagerOf(ctx, items, null, 0), items, ctx.fields);
    },
    /** `GET /app/rest/tests` (`problems`): the tests `entitiesFound` gives, paged by `start` and `count` (default 100). */
    entities: (ctx: Context): Es => {
      const parsed = parse(locatorParam(ctx));
      const all = entitiesFound(ctx, parsed);
      const start = paging(parsed, 'start', 0);
      const items = all.slice(start, start + paging(parsed, 'count', 100));
      return entityList({ count: items.length, href: requestHref(ctx.page) }, items);
    },
    /** `GET /app/rest/tests/{locator}` (`problems`): the first one found, or 404 as TeamCity. */
    entity:
      (param: string) =>
      (ctx: Context): E => {
        const text = ctx.params[param]!;
        const found = entitiesFound(ctx, parse(text))[0];
        if (!found) throw notFound(`No ${name} is found by locator '${text}'.`);
        return found;
      },
  };
}

/**
 * Test occurrences: a `TestOccurrences` list has the counters of the page's items, each left out at 0 unless `fields`
 * names it.
 */
export const testRoutes = routesOf(
  TESTS,
  (pager, items, fields): TestOccurrences => {
    const counters = Object.entries(testCounters(items)).filter(([name, n]) => n > 0 || asks(fields, name));
    return {
      ...pager,
      ...Object.fromEntries(counters),
      ...(showsItems(items, fields, 'testOccurrence') && { testOccurrence: items }),
    };
  },
  (pager, items): Tests => ({ ...pager, ...(items.length && { test: items }) }),
);

export const problemRoutes = routesOf(
  PROBLEMS,
  (pager, items, fields): ProblemOccurrences => ({
    ...pager,
    ...(showsItems(items, fields, 'problemOccurrence') && { problemOccurrence: items }),
  }),
  (pager, items): Problems => ({ ...pager, ...(items.length && { problem: items }) }),
);
