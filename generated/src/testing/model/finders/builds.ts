// Hand-written: edit it here; the generator never writes this file.
// Builds (queued, running and finished) and the build queue.
import { formatTeamCityDate, parseTeamCityDate } from '../../../runtime/date.js';
import { parseLocator } from '../../../runtime/locator.js';
import { badRequest, HttpError } from '../errors.js';
import { booleanOf, findOne, longValue, singleLong, type Dimension, type Finder, type Predicate } from '../finder.js';
import type { Build, Properties, Revision } from '../../../models.js';
import { tagsOf } from '../builds.js';
import type { Stored } from '../store.js';
import {
  affected,
  always,
  field,
  flag,
  nested,
  noDefaultFilter,
  numeric,
  ref,
  text,
  type FinderScope,
} from './shared.js';
import { parameterCondition, type Parameters } from './parameters.js';

function buildDimensions(scope: FinderScope): Record<string, Dimension<Stored<Build>>> {
  const { state, f } = scope;
  /** A build's parameters: its configuration's, then the ones it was queued with (TeamCity: its resulting ones). */
  const parametersOf = (e: Stored<Build>): Parameters => {
    // A property without a name (a seed may leave it out) is no parameter.
    const own = (p: Properties | undefined) =>
      (p?.property ?? []).flatMap((x) => (x.name === undefined ? [] : [[x.name, x.value ?? ''] as const]));
    const bt = state.buildTypes.get(String(e.buildTypeId));
    return new Map([...own(bt?.parameters), ...own(e.properties)]);
  };
  const projectOfBuildType = (e: Stored<Build>) => state.buildTypes.get(String(e.buildTypeId))?.projectId;
  // BuildPromotionFinder looks up the entities these name first: a locator that finds none is a 404, not an empty list.
  const project = (v: string) => findOne(f.project, v);
  return {
    // BuildPromotionFinder reads ids with getSingleDimensionValueAsLong: `id:x` is a 400.
    id: numeric(field('id')),
    taskId: numeric(field('id')),
    promotionId: numeric(field('id')),
    number: text(field('number')),
    status: (v) => (e) => String(e.status).toUpperCase() === (v ?? '').toUpperCase(),
    state: (v) => (e) => v === 'any' || e.state === v,
    // BuildPromotionFinder.getStateLocator, for pre-9.1 locators: running:true is the running builds, running:false the
    // finished ones, running:any both.
    running: (v, name) => {
      const b = booleanOf(v, name);
      return (e) => (b === null ? e.state !== 'queued' : e.state === (b ? 'running' : 'finished'));
    },
    queued: flag((e) => e.state === 'queued'),
    finished: flag((e) => e.state === 'finished'),
    buildType: ref(
      () => f.buildType,
      'id',
      field('buildTypeId'),
      (v) => `No build types found by locator '${v}'.`,
    ),
    project: (v) => {
      const id = project(v).id;
      return (e) => projectOfBuildType(e) === id;
    },
    affectedProject: (v, name) => {
      project(v);
      return affected(scope, projectOfBuildType)(v, name);
    },
    branch: branchDimension,
    tag: (v) => (e) => tagsOf(e).some((t) => t.name === v),
    // The older name of `tag`, still read by BuildPromotionFinder: comma-separated names, each of which the build has.
    tags: (v) => {
      const names = v.split(',');
      return (e) => {
        const has = new Set(tagsOf(e).map((t) => t.name));
        return names.every((n) => has.has(n));
      };
    },
    personal: flag(field('personal')),
    canceled: flag(field('_canceled')),
    failedToStart: flag(field('failedToStart')),
    pinned: flag(field('pinned')),
    composite: flag(field('composite')),
    agentName: text(nested('agent', 'name')),
    agent: ref(() => f.agent, 'id', nested('agent', 'id')),
    // BuildPromotionFinder: the user who triggered the build (`triggered.user`), found with UserFinder.getItem.
    user: (v) => {
      const u = findOne(f.user, v);
      return (e) => {
        const by = e.triggered?.user;
        return (
          by !== undefined && (by.username === u.username || (by.id !== undefined && String(by.id) === String(u.id)))
        );
      };
    },
    defaultFilter: always,
    revision: (v) => revisionDimension(scope, v),
    property: (v, name) => {
      const matches = parameterCondition(v ?? '', name);
      return (e) => matches(parametersOf(e));
    },
    ...rangeDimensions(scope),
  };
}

/**
 * BuildPromotionFinder's hidden range dimensions (experimental there, "use startDate:(...) instead"): `sinceBuild`
 * and `untilBuild` take a build locator and compare start times with the build it finds (a queued one: ids), or only
 * ids when it finds none and the locator is `id:N`; `sinceDate` and `untilDate` take TeamCity's date and leave queued
 * builds out. Since is strictly after, until is up to and including.
 */
function rangeDimensions(scope: FinderScope): Record<string, Dimension<Stored<Build>>> {
  const { state, f } = scope;
  /** A build's start in ms; null for a queued one; 501 for one that left the queue without a start date. */
  const startOf = (e: Stored<Build>, dimension: string): number | null => {
    if (e.state === 'queued') return null;
    try {
      if (typeof e.startDate === 'string') return parseTeamCityDate(e.startDate).getTime();
    } catch {
      // An unreadable seeded date is answered as a missing one.
    }
    throw new HttpError(
      501,
      `The fake TeamCity cannot compare build ${e.id} by its start for '${dimension}': it has no startDate (seed builds[].startDate as yyyyMMdd'T'HHmmssZ).`,
    );
  };
  /** The build a range locator finds, or the id it names when it finds none (`getBuildId`: `id:N` alone, else a 400). */
  const limit = (v: string): Stored<Build> | number => {
    try {
      return findOne(f.build, v);
    } catch (e) {
      if (!(e instanceof HttpError && e.status === 404)) throw e;
    }
    const parsed = parseLocator(v);
    const id = parsed.dimensions.get('id');
    if (parsed.single === null && parsed.dimensions.size === 1 && id?.length === 1 && id[0] != null)
      return longValue('id', id[0]);
    throw badRequest(`Cannot find build or build id for locator '${v}'. Try specifying 'id' locator dimension`);
  };
  const date = (v: string): number => {
    try {
      return parseTeamCityDate(v).getTime();
    } catch {
      const example = formatTeamCityDate(new Date(state.clock.now()));
      throw badRequest(
        `Could not parse date from value '${v}'. Supported format example: '${example}' : Unparseable date: "${v}"`,
      );
    }
  };
  return {
    sinceBuild: (v, name) => {
      const since = limit(v);
      if (typeof since === 'number') return (e) => Number(e.id) > since;
      if (since.state === 'queued') return (e) => Number(e.id) > Number(since.id);
      const at = startOf(since, name)!;
      return (e) => {
        const t = startOf(e, name);
        return t === null || t > at || (t === at && e.id !== since.id);
      };
    },
    untilBuild: (v, name) => {
      const until = limit(v);
      if (typeof until === 'number') return (e) => Number(e.id) <= until;
      if (until.state === 'queued') return (e) => Number(e.id) <= Number(until.id);
      const at = startOf(until, name)!;
      return (e) => {
        const t = startOf(e, name);
        return t === null || t <= at;
      };
    },
    sinceDate: (v, name) => {
      const at = date(v);
      return (e) => {
        const t = startOf(e, name);
        return t !== null && t > at;
      };
    },
    untilDate: (v, name) => {
      const at = date(v);
      return (e) => {
        const t = startOf(e, name);
        return t !== null && t <= at;
      };
    },
  };
}

export function buildFinders(scope: FinderScope): { build: Finder<Stored<Build>>; queued: Finder<Stored<Build>> } {
  const { state } = scope;
  const dimensions = buildDimensions(scope);
  // A single value is a build id (BuildPromotionFinder.getSingleValueAsLong): `/builds/x` is a 400.
  const single = (v: string) => {
    const id = singleLong(v);
    return (e: Stored<Build>) => Number(e.id) === id;
  };
  const build: Finder<Stored<Build>> = {
    name: 'build',
    dimensions,
    single,
    byId: (id) => (/^\d+$/.test(id) ? state.builds.get(Number(id)) : undefined),
    defaultCount: 100,
    defaultLookupLimit: 5000,
    defaults: buildDefaults,
    cursors: state.builds.cursors,
    version: () => state.builds.version,
    source: () => {
      const ids = state.builds.ids();
      return { length: ids.length, at: (i) => state.builds.get(ids[i]!)! };
    },
  };
  const queued: Finder<Stored<Build>> = {
    name: 'queued build',
    // QueuedBuildFinder's dimensions (pool and agent are not simulated).
    dimensions: {
      id: dimensions.id!,
      taskId: dimensions.taskId!,
      promotionId: dimensions.promotionId!,
      buildType: dimensions.buildType!,
      project: dimensions.project!,
      personal: dimensions.personal!,
      user: dimensions.user!,
    },
    single,
    byId: (id) => {
      const b = state.builds.get(Number(id));
      return b?.state === 'queued' ? b : undefined;
    },
    source: () => {
      const list = state.builds.queued();
      return { length: list.length, at: (i) => list[i]! };
    },
  };
  return { build, queued };
}

/** `branch:` takes a locator of its own: a name, `default:any`, `(name:x,default:false)`. */
/**
 * BuildPromotionFinder's `revision`: a single value is a revision's version; else `version` and `internalVersion`
 * (exact values: the fake simulates no value conditions) and `vcsRoot` (a VCS root locator, the first root it finds),
 * all of one revision of the build.
 */
function revisionDimension({ state, f }: FinderScope, v: string): Predicate<Stored<Build>> {
  const parsed = parseLocator(v);
  const other = [...parsed.dimensions.keys()].filter((d) => !['version', 'internalVersion', 'vcsRoot'].includes(d));
  if (other.length) throw badRequest(`Unknown dimension of 'revision': ${other.join(', ')}`);
  const one = (name: string) => parsed.dimensions.get(name)?.[0] ?? null;
  const version = parsed.single ?? one('version');
  const internal = one('internalVersion');
  for (const value of [version, internal])
    if (value !== null && /^\(|matchType:/.test(value))
      throw new HttpError(501, 'The fake TeamCity simulates exact revision versions only, not value conditions.');
  const root = one('vcsRoot') === null ? null : String(findOne(f.vcsRoot, one('vcsRoot')!).id);
  const rootOf = (r: Revision) => {
    const instance = r['vcs-root-instance'] ?? {};
    return String(instance['vcs-root-id'] ?? state.vcsRootInstances.get(String(instance.id))?.['vcs-root-id']);
  };
  return (e) =>
    (e.revisions?.revision ?? []).some(
      (r) =>
        (version === null || r.version === version) &&
        (internal === null || (r.internalVersion ?? r.version) === internal) &&
        (root === null || rootOf(r) === root),
    );
}

const branchDimension: Dimension<Stored<Build>> = (v) => {
  const parsed = parseLocator(v ?? '');
  const tests: Predicate<Stored<Build>>[] = [];
  if (parsed.single !== null) {
    const name = parsed.single;
    tests.push((e) => (name === '<default>' ? e.defaultBranch !== false : e.branchName === name));
  }
  const name = parsed.dimensions.get('name')?.[0];
  if (name != null) tests.push((e) => e.branchName === name);
  const isDefault = parsed.dimensions.get('default')?.[0];
  const wantDefault = isDefault == null ? null : booleanOf(isDefault, 'default');
  if (wantDefault !== null) tests.push((e) => (e.defaultBranch !== false) === wantDefault);
  return (e) => tests.every((t) => t(e));
};

/** `/builds` lists finished, non-canceled, non-personal builds of the default branch unless told otherwise. */
function buildDefaults(dims: ReadonlyMap<string, readonly (string | null)[]>): Predicate<Stored<Build>> | null {
  if (noDefaultFilter(dims)) return null;
  const tests: Predicate<Stored<Build>>[] = [];
  if (!dims.has('state') && !dims.has('running')) tests.push((e) => e.state === 'finished');
  if (!dims.has('branch')) tests.push((e) => e.defaultBranch !== false);
  if (!dims.has('canceled')) tests.push((e) => !e._canceled);
  if (!dims.has('personal')) tests.push((e) => !e.personal);
  if (!dims.has('failedToStart')) tests.push((e) => !e.failedToStart);
  return (e) => tests.every((t) => t(e));
}
