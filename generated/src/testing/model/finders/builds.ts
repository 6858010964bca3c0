// Copied from templates/src/testing/model/finders/builds.ts by the generator: edit it there.
// Builds (queued, running and finished) and the build queue.
import { parseLocator } from '../../../runtime/locator.js';
import { booleanOf, type Dimension, type Finder, type Predicate } from '../finder.js';
import type { Entity } from '../store.js';
import { affected, always, field, flag, nested, noDefaultFilter, ref, text, type FinderScope } from './shared.js';

function buildDimensions(scope: FinderScope): Record<string, Dimension<Entity>> {
  const { state, f } = scope;
  const projectOfBuildType = (e: Entity) => state.buildTypes.get(String(e.buildTypeId))?.projectId;
  return {
    id: text(field('id')),
    taskId: text(field('id')),
    number: text(field('number')),
    status: (v) => (e) => String(e.status).toUpperCase() === (v ?? '').toUpperCase(),
    state: (v) => (e) => v === 'any' || e.state === v,
    running: flag((e) => e.state === 'running'),
    queued: flag((e) => e.state === 'queued'),
    finished: flag((e) => e.state === 'finished'),
    buildType: ref(() => f.buildType, 'id', field('buildTypeId')),
    project: ref(() => f.project, 'id', projectOfBuildType),
    affectedProject: affected(scope, projectOfBuildType),
    branch: branchDimension,
    tag: (v) => (e) => ((e.tags as { tag?: { name: string }[] } | undefined)?.tag ?? []).some((t) => t.name === v),
    // The older name of `tag`, still read by TeamCity.
    tags: (v) => (e) => ((e.tags as { tag?: { name: string }[] } | undefined)?.tag ?? []).some((t) => t.name === v),
    personal: flag(field('personal')),
    canceled: flag(field('_canceled')),
    failedToStart: flag(field('failedToStart')),
    pinned: flag(field('pinned')),
    composite: flag(field('composite')),
    agentName: text(nested('agent', 'name')),
    agent: ref(() => f.agent, 'id', nested('agent', 'id')),
    user: ref(() => f.user, 'username', nested('_triggeredBy', 'username')),
    defaultFilter: always,
  };
}

export function buildFinders(scope: FinderScope): { build: Finder<Entity>; queued: Finder<Entity> } {
  const { state } = scope;
  const dimensions = buildDimensions(scope);
  const single = (v: string) => (e: Entity) => String(e.id) === v;
  const build: Finder<Entity> = {
    name: 'build',
    dimensions,
    single,
    byId: (id) => state.builds.get(Number(id)),
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
  const queued: Finder<Entity> = {
    name: 'queued build',
    dimensions: {
      id: dimensions.id!,
      taskId: dimensions.taskId!,
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
const branchDimension: Dimension<Entity> = (v) => {
  const parsed = parseLocator(v ?? '');
  const tests: Predicate<Entity>[] = [];
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
function buildDefaults(dims: ReadonlyMap<string, readonly (string | null)[]>): Predicate<Entity> | null {
  if (noDefaultFilter(dims)) return null;
  const tests: Predicate<Entity>[] = [];
  if (!dims.has('state') && !dims.has('running')) tests.push((e) => e.state === 'finished');
  if (!dims.has('branch')) tests.push((e) => e.defaultBranch !== false);
  if (!dims.has('canceled')) tests.push((e) => !e._canceled);
  if (!dims.has('personal')) tests.push((e) => !e.personal);
  if (!dims.has('failedToStart')) tests.push((e) => !e.failedToStart);
  return (e) => tests.every((t) => t(e));
}
