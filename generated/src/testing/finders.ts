import { parseLocator } from '../runtime/locator.js';
import { booleanOf, compileLocator, type Dimension, type Finder, type Predicate, type Source } from './finder.js';
import { compatibleWith } from './compatibility.js';
import { badRequest } from './errors.js';
import type { State } from './state.js';
import type { Collection, Entity } from './store.js';

type Get = (e: Entity) => unknown;

const text =
  (get: Get): Dimension<Entity> =>
  (v) =>
  (e) =>
    String(get(e)) === v;
const textIgnoreCase =
  (get: Get): Dimension<Entity> =>
  (v) =>
  (e) =>
    String(get(e)).toLowerCase() === (v ?? '').toLowerCase();
const flag =
  (get: Get): Dimension<Entity> =>
  (v, name) => {
    const b = booleanOf(v, name);
    return (e) => b === null || Boolean(get(e)) === b;
  };
const always: Dimension<Entity> = () => () => true;
const field =
  (name: string): Get =>
  (e) =>
    e[name];
const nested =
  (name: string, key: string): Get =>
  (e) =>
    (e[name] as Entity | undefined)?.[key];

/** Every entity a (nested) locator matches, without paging. */
function matching(finder: Finder<Entity>, locator: string | null): Entity[] {
  const q = compileLocator(finder, locator ?? '');
  const out: Entity[] = [];
  const source = finder.source();
  for (let i = 0; i < source.length; i++) {
    const item = source.at(i);
    if (!q.predicate || q.predicate(item)) out.push(item);
  }
  return out;
}

/** The `key`s of the entities a locator matches. */
const refKeys = (finder: Finder<Entity>, key: string, locator: string | null) =>
  new Set(matching(finder, locator).map((e) => String(e[key])));

/** A dimension whose value is another entity's locator: `buildType:(id:X)`. */
function ref(finder: () => Finder<Entity>, key: string, get: Get): Dimension<Entity> {
  return (v) => {
    const keys = refKeys(finder(), key, v);
    return (e) => keys.has(String(get(e)));
  };
}

/** Investigations and mutes: `scope.project`, `scope.buildType` / `scope.buildTypes.buildType[]`. */
const scopeProject: Get = (e) => ((e.scope as Entity | undefined)?.project as Entity | undefined)?.id;
function scopeBuildTypes(e: Entity): string[] {
  const scope = (e.scope ?? {}) as { buildType?: { id: string }; buildTypes?: { buildType?: { id: string }[] } };
  return [scope.buildType, ...(scope.buildTypes?.buildType ?? [])].filter((b) => b !== undefined).map((b) => b.id);
}

/** Investigations and mutes: `target.anyProblem` / `tests` / `problems` as the `type` dimension names them. */
function targetType(e: Entity): string {
  const target = (e.target ?? {}) as Entity;
  return target.anyProblem ? 'anyProblem' : target.tests ? 'test' : target.problems ? 'problem' : 'unknown';
}

const fromCollection = (c: Collection): Source<Entity> => c;

/** The Finders of every kind of entity, for one request (the current user matters to `users`). */
export function finders(state: State, currentUser: string) {
  const f = {} as Record<
    | 'project'
    | 'buildType'
    | 'build'
    | 'queued'
    | 'agent'
    | 'agentPool'
    | 'user'
    | 'group'
    | 'vcsRoot'
    | 'vcsRootInstance'
    | 'change'
    | 'investigation'
    | 'mute',
    Finder<Entity>
  >;

  /** A project and everything under it. */
  const withSubprojects = (ids: Set<string>) => {
    const out = new Set(ids);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of state.projects.all()) {
        if (!out.has(String(p.id)) && out.has(String(p.parentProjectId))) {
          out.add(String(p.id));
          grew = true;
        }
      }
    }
    return out;
  };
  const affected =
    (get: Get): Dimension<Entity> =>
    (v) => {
      const ids = withSubprojects(refKeys(f.project, 'id', v));
      return (e) => ids.has(String(get(e)));
    };
  const projectOfBuildType = (e: Entity) => state.buildTypes.get(String(e.buildTypeId))?.projectId;
  /** Ids listed in a settings collection of an entity: `templates.buildType[].id`, `vcs-root-entries...`. */
  const listed = (e: Entity, key: string, item: string): string[] =>
    (((e[key] as Entity | undefined)?.[item] ?? []) as Entity[]).map((x) => String(x.id));
  /** A dimension true when any of the ids `get` lists is matched by the value's locator. */
  const anyOf =
    (finder: () => Finder<Entity>, key: string, get: (e: Entity) => string[]): Dimension<Entity> =>
    (v) => {
      const keys = refKeys(finder(), key, v);
      return (e) => get(e).some((k) => keys.has(k));
    };
  const rootOfInstance = (id: unknown) => state.vcsRootInstances.get(String(id))?.['vcs-root-id'];
  /** Build configurations a VCS root is attached to. */
  const buildTypesOfRoot = (rootId: unknown) =>
    state.buildTypes
      .all()
      .filter((bt) => listed(bt, 'vcs-root-entries', 'vcs-root-entry').includes(String(rootId)))
      .map((bt) => String(bt.id));

  f.project = {
    name: 'project',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      archived: flag(field('archived')),
      parentProject: ref(() => f.project, 'id', field('parentProjectId')),
      project: ref(() => f.project, 'id', field('parentProjectId')),
      affectedProject: affected(field('parentProjectId')),
      buildType: anyOf(
        () => f.buildType,
        'id',
        (e) =>
          state.buildTypes
            .all()
            .filter((bt) => bt.projectId === e.id)
            .map((bt) => String(bt.id)),
      ),
      defaultTemplate: ref(() => f.buildType, 'id', nested('defaultTemplate', 'id')),
      pool: anyOf(
        () => f.agentPool,
        'id',
        (e) =>
          state.agentPools
            .all()
            .filter((p) => listed(p, 'projects', 'project').includes(String(e.id)))
            .map((p) => String(p.id)),
      ),
    },
    single: (v) => (e) => e.id === v || (!state.projects.get(v) && e.name === v),
    byId: (id) => state.projects.get(id),
    source: () => fromCollection(state.projects),
  };
  f.buildType = {
    name: 'buildType',
    dimensions: {
      id: text(field('id')),
      name: textIgnoreCase(field('name')),
      paused: flag(field('paused')),
      templateFlag: flag(field('templateFlag')),
      project: ref(() => f.project, 'id', field('projectId')),
      affectedProject: affected(field('projectId')),
      template: anyOf(
        () => f.buildType,
        'id',
        (e) => listed(e, 'templates', 'buildType'),
      ),
      vcsRoot: anyOf(
        () => f.vcsRoot,
        'id',
        (e) => listed(e, 'vcs-root-entries', 'vcs-root-entry'),
      ),
    },
    single: (v) => (e) => e.id === v || (!state.buildTypes.get(v) && String(e.name).toLowerCase() === v.toLowerCase()),
    byId: (id) => state.buildTypes.get(id),
    source: () => fromCollection(state.buildTypes),
  };

  const buildDimensions: Record<string, Dimension<Entity>> = {
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
    affectedProject: affected(projectOfBuildType),
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
  f.build = {
    name: 'build',
    dimensions: buildDimensions,
    single: (v) => (e) => String(e.id) === v,
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
  f.queued = {
    name: 'queued build',
    dimensions: {
      id: buildDimensions.id!,
      taskId: buildDimensions.taskId!,
      buildType: buildDimensions.buildType!,
      project: buildDimensions.project!,
      personal: buildDimensions.personal!,
      user: buildDimensions.user!,
    },
    single: f.build.single,
    byId: (id) => {
      const b = state.builds.get(Number(id));
      return b?.state === 'queued' ? b : undefined;
    },
    source: () => {
      const queued = state.builds.queued();
      return { length: queued.length, at: (i) => queued[i]! };
    },
  };
  f.agent = {
    name: 'agent',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      typeId: text(field('typeId')),
      connected: flag(field('connected')),
      enabled: flag(field('enabled')),
      authorized: flag(field('authorized')),
      pool: ref(() => f.agentPool, 'id', nested('pool', 'id')),
      compatible: (v) => {
        const bts = compatibleTargets(v);
        return (e) => bts.some((bt) => compatibleWith(state, e, bt));
      },
      defaultFilter: always,
    },
    single: (v) => (e) => e.name === v,
    defaults: (dims) =>
      noDefaultFilter(dims)
        ? null
        : (e) => (dims.has('connected') || e.connected !== false) && (dims.has('authorized') || e.authorized !== false),
    source: () => fromCollection(state.agents),
  };
  /** The build configurations `compatible:(buildType:(...))` names (AgentFinder: the agents that can run them). */
  const compatibleTargets = (v: string | null): Entity[] => {
    const parsed = parseLocator(v ?? '');
    const unknown = [...parsed.dimensions.keys()].filter((d) => d !== 'buildType');
    if (parsed.single !== null || unknown.length || !parsed.dimensions.has('buildType'))
      throw badRequest(
        `Locator '${v}' has unknown dimension${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ') || '(single value)'}. Supported dimensions are: [buildType]`,
      );
    return matching(f.buildType, parsed.dimensions.get('buildType')![0] ?? null);
  };
  f.agentPool = {
    name: 'agentPool',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      project: anyOf(
        () => f.project,
        'id',
        (e) => listed(e, 'projects', 'project'),
      ),
      agent: anyOf(
        () => f.agent,
        'id',
        (e) =>
          state.agents
            .all()
            .filter((a) => String(nested('pool', 'id')(a)) === String(e.id))
            .map((a) => String(a.id)),
      ),
    },
    single: (v) => (e) => String(e.id) === v,
    byId: (id) => state.agentPools.get(id),
    source: () => fromCollection(state.agentPools),
  };
  f.user = {
    name: 'user',
    dimensions: {
      id: text(field('id')),
      username: text(field('username')),
      name: text(field('name')),
      email: text(field('email')),
      group: (v) => {
        const keys = refKeys(f.group, 'key', v);
        return (e) =>
          ((e.groups as { group?: { key: string }[] } | undefined)?.group ?? []).some((g) => keys.has(g.key));
      },
    },
    single: (v) => (e) => e.username === (v === 'current' ? currentUser : v),
    source: () => fromCollection(state.users),
  };
  f.group = {
    name: 'group',
    dimensions: { key: text(field('key')), name: text(field('name')) },
    single: (v) => (e) => e.key === v,
    byId: (id) => state.userGroups.get(id),
    source: () => fromCollection(state.userGroups),
  };
  f.vcsRoot = {
    name: 'vcsRoot',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      type: text(field('vcsName')),
      project: ref(() => f.project, 'id', nested('project', 'id')),
      affectedProject: affected(nested('project', 'id')),
    },
    single: (v) => (e) => e.id === v,
    byId: (id) => state.vcsRoots.get(id),
    defaultCount: 100,
    source: () => fromCollection(state.vcsRoots),
  };
  f.vcsRootInstance = {
    name: 'vcsRootInstance',
    dimensions: {
      id: text(field('id')),
      vcsRoot: ref(() => f.vcsRoot, 'id', field('vcs-root-id')),
      type: text(field('vcsName')),
      buildType: anyOf(
        () => f.buildType,
        'id',
        (e) => buildTypesOfRoot(e['vcs-root-id']),
      ),
      project: ref(
        () => f.project,
        'id',
        (e) => nested('project', 'id')(state.vcsRoots.get(String(e['vcs-root-id'])) ?? {}),
      ),
    },
    single: (v) => (e) => String(e.id) === v,
    byId: (id) => state.vcsRootInstances.get(id),
    defaultCount: 100,
    source: () => fromCollection(state.vcsRootInstances),
  };
  f.change = {
    name: 'change',
    dimensions: {
      id: text(field('id')),
      version: text(field('version')),
      username: text(field('username')),
      comment: (v) => (e) => String(e.comment ?? '').includes(v ?? ''),
      vcsRootInstance: ref(() => f.vcsRootInstance, 'id', nested('vcsRootInstance', 'id')),
      vcsRoot: ref(
        () => f.vcsRoot,
        'id',
        (e) => rootOfInstance(nested('vcsRootInstance', 'id')(e)),
      ),
      buildType: anyOf(
        () => f.buildType,
        'id',
        (e) => buildTypesOfRoot(rootOfInstance(nested('vcsRootInstance', 'id')(e))),
      ),
      // A build names its changes in `lastChanges.change[]`, as TeamCity's Build model does.
      build: (v) => {
        const ids = new Set(
          matching(f.build, v).flatMap((b) =>
            ((b.lastChanges as { change?: { id: unknown }[] } | undefined)?.change ?? []).map((c) => String(c.id)),
          ),
        );
        return (e) => ids.has(String(e.id));
      },
    },
    single: (v) => (e) => String(e.id) === v,
    byId: (id) => state.changes.get(id),
    defaultCount: 100,
    defaultLookupLimit: 15000,
    source: () => fromCollection(state.changes),
  };
  f.investigation = {
    name: 'investigation',
    dimensions: {
      id: text(field('id')),
      state: (v) => (e) => String(e.state).toLowerCase() === (v ?? '').toLowerCase(),
      assignee: ref(() => f.user, 'username', nested('assignee', 'username')),
      buildType: (v) => {
        const ids = refKeys(f.buildType, 'id', v);
        return (e) => scopeBuildTypes(e).some((id) => ids.has(id));
      },
      affectedProject: affected(scopeProject),
      type: (v) => (e) => targetType(e) === v,
    },
    single: (v) => (e) => e.id === v,
    source: () => fromCollection(state.investigations),
  };
  f.mute = {
    name: 'mute',
    dimensions: {
      id: text(field('id')),
      project: ref(() => f.project, 'id', scopeProject),
      affectedProject: affected(scopeProject),
      type: (v) => (e) => targetType(e) === v,
    },
    single: (v) => (e) => String(e.id) === v,
    defaultCount: 100,
    source: () => fromCollection(state.mutes),
  };
  return f;
}

export type Finders = ReturnType<typeof finders>;

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

/** `defaultFilter:false` (or off, no, out) turns a finder's implied filter off. */
function noDefaultFilter(dims: ReadonlyMap<string, readonly (string | null)[]>): boolean {
  const v = dims.get('defaultFilter')?.[0];
  return v != null && booleanOf(v, 'defaultFilter') === false;
}

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
