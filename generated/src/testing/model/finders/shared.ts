// Hand-written: edit it here; the generator never writes this file.
// The pieces every entity's finder is made of: dimensions that compare a field, and dimensions whose value is another
// entity's locator (`buildType:(id:X)`), resolved through the other finders of the same request.
import { notFound } from '../errors.js';
import { booleanOf, compileLocator, longValue, type Dimension, type Finder, type Source } from '../finder.js';
import type { State } from '../state.js';
import type {
  Agent,
  AgentPool,
  Build,
  BuildType,
  DeploymentDashboard,
  DeploymentInstance,
  Group,
  HealthCategory,
  HealthItem,
  Investigation,
  Mute,
  Node as TeamCityNode,
  Project,
  User,
  VcsRoot,
  VcsRootInstance,
} from '../../../models.js';
import type { SeedChange } from '../seed.js';
import type { Collection, Entity, Stored } from '../store.js';

export type Get<T = Entity> = (e: T) => unknown;

/** The finder of each kind of entity, typed by the package's model of it as the state keeps it. */
export interface Finders {
  project: Finder<Stored<Project>>;
  buildType: Finder<Stored<BuildType>>;
  build: Finder<Stored<Build>>;
  queued: Finder<Stored<Build>>;
  agent: Finder<Stored<Agent>>;
  agentPool: Finder<Stored<AgentPool>>;
  user: Finder<Stored<User>>;
  group: Finder<Stored<Group>>;
  vcsRoot: Finder<Stored<VcsRoot>>;
  vcsRootInstance: Finder<Stored<VcsRootInstance>>;
  change: Finder<Stored<SeedChange>>;
  investigation: Finder<Stored<Investigation>>;
  mute: Finder<Stored<Mute>>;
  deploymentDashboard: Finder<Stored<DeploymentDashboard>>;
  deploymentInstance: Finder<Stored<DeploymentInstance>>;
  node: Finder<Stored<TeamCityNode>>;
  healthItem: Finder<Stored<HealthItem>>;
  healthCategory: Finder<Stored<HealthCategory>>;
}

export type Kind = keyof Finders;

/** What a finder is made with: the state, the current user, and the other finders (read lazily: they refer to each other). */
export interface FinderScope {
  state: State;
  currentUser: string;
  f: Finders;
}

export const text =
  (get: Get): Dimension<Entity> =>
  (v) =>
  (e) =>
    String(get(e)) === v;
/** A dimension TeamCity reads with `getSingleDimensionValueAsLong` (a build's `id`): a value that is no number is a 400. */
export const numeric =
  (get: Get): Dimension<Entity> =>
  (v, name) => {
    const n = longValue(name, v);
    return (e) => Number(get(e)) === n;
  };
export const textIgnoreCase =
  (get: Get): Dimension<Entity> =>
  (v) =>
  (e) =>
    String(get(e)).toLowerCase() === (v ?? '').toLowerCase();
export const flag =
  (get: Get): Dimension<Entity> =>
  (v, name) => {
    const b = booleanOf(v, name);
    return (e) => b === null || Boolean(get(e)) === b;
  };
export const always: Dimension<Entity> = () => () => true;
export const field =
  (name: string): Get =>
  (e) =>
    e[name];
export const nested =
  (name: string, key: string): Get =>
  (e) =>
    (e[name] as Entity | undefined)?.[key];

export const fromCollection = <T extends Entity>(c: Collection<T>): Source<T> => c;

/** Every entity a (nested) locator matches, without paging; null: every entity. */
export function matching<T>(finder: Finder<T>, locator: string | null): T[] {
  const q = compileLocator(finder, locator);
  const out: T[] = [];
  const source = finder.source();
  for (let i = 0; i < source.length; i++) {
    const item = source.at(i);
    if (!q.predicate || q.predicate(item)) out.push(item);
  }
  return out;
}

/** The `key`s of the entities a locator matches. */
export const refKeys = <T extends Entity>(finder: Finder<T>, key: keyof T, locator: string | null) =>
  new Set(matching(finder, locator).map((e) => String(e[key])));

/**
 * A dimension whose value is another entity's locator: `buildType:(id:X)`. `missing`: the 404 TeamCity answers when
 * that locator finds nothing (a build locator's `buildType`, `project`, `user`: the finder looks them up first).
 */
export function ref<T extends Entity>(
  finder: () => Finder<T>,
  key: keyof T,
  get: Get,
  missing?: (locator: string) => string,
): Dimension<Entity> {
  return (v) => {
    const keys = refKeys(finder(), key, v);
    if (missing && !keys.size) throw notFound(missing(v));
    return (e) => keys.has(String(get(e)));
  };
}

/** A dimension true when any of the ids `get` lists is matched by the value's locator. */
export const anyOf =
  <T extends Entity>(finder: () => Finder<T>, key: keyof T, get: (e: Entity) => string[]): Dimension<Entity> =>
  (v) => {
    const keys = refKeys(finder(), key, v);
    return (e) => get(e).some((k) => keys.has(k));
  };

/** Ids listed in a settings collection of an entity: `templates.buildType[].id`, `vcs-root-entries...`. */
export const listed = (e: Entity, key: string, item: string): string[] =>
  (((e[key] as Entity | undefined)?.[item] ?? []) as Entity[]).map((x) => String(x.id));

/** A project and everything under it. */
export function withSubprojects(state: State, ids: Set<string>): Set<string> {
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
}

/** `affectedProject:`: the project the value's locator finds, or any project under it. */
export const affected =
  ({ state, f }: FinderScope, get: Get): Dimension<Entity> =>
  (v) => {
    const ids = withSubprojects(state, refKeys(f.project, 'id', v));
    return (e) => ids.has(String(get(e)));
  };

/** `defaultFilter:false` (or off, no, out) turns a finder's implied filter off. */
export function noDefaultFilter(dims: ReadonlyMap<string, readonly (string | null)[]>): boolean {
  const v = dims.get('defaultFilter')?.[0];
  return v != null && booleanOf(v, 'defaultFilter') === false;
}
