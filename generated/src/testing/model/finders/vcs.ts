// Hand-written: edit it here; the generator never writes this file.
// VCS roots, their instances (a root as one build configuration sees it) and the changes found in them.
import { findOne, singleLong } from '../finder.js';
import { parameterCondition } from './parameters.js';
import type { State } from '../state.js';
import type { Entity } from '../store.js';
import {
  affected,
  anyOf,
  field,
  fromCollection,
  listed,
  matching,
  nested,
  numeric,
  ref,
  text,
  withSubprojects,
  type FinderScope,
  type Finders,
} from './shared.js';

const rootOfInstance = (state: State, id: unknown) => state.vcsRootInstances.get(String(id))?.['vcs-root-id'];

/** Build configurations a VCS root is attached to. */
const buildTypesOfRoot = (state: State, rootId: unknown) =>
  state.buildTypes
    .all()
    .filter((bt) => listed(bt, 'vcs-root-entries', 'vcs-root-entry').includes(String(rootId)))
    .map((bt) => String(bt.id));

const listedProperties = (e: Entity) =>
  (e.properties as { property?: { name: string; value?: string }[] } | undefined)?.property ?? [];

export function vcsRootFinder(scope: FinderScope): Finders['vcsRoot'] {
  const { state, f } = scope;
  return {
    name: 'vcsRoot',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      type: text(field('vcsName')),
      project: ref(() => f.project, 'id', nested('project', 'id')),
      affectedProject: affected(scope, nested('project', 'id')),
      // VcsRootFinder: a condition on the root's properties (`property:(name:url,value:...,matchType:contains)`).
      property: (v, name) => {
        const matches = parameterCondition(v ?? '', name);
        return (e) => matches(new Map(listedProperties(e).map((p) => [p.name, p.value ?? ''])));
      },
    },
    single: (v) => (e) => e.id === v,
    byId: (id) => state.vcsRoots.get(id),
    defaultCount: 100,
    source: () => fromCollection(state.vcsRoots),
  };
}

export function vcsRootInstanceFinder({ state, f }: FinderScope): Finders['vcsRootInstance'] {
  return {
    name: 'vcsRootInstance',
    // VcsRootInstanceFinder reads the id, and a single value, as a number.
    dimensions: {
      id: numeric(field('id')),
      vcsRoot: ref(() => f.vcsRoot, 'id', field('vcs-root-id')),
      type: text(field('vcsName')),
      buildType: anyOf(
        () => f.buildType,
        'id',
        (e) => buildTypesOfRoot(state, e['vcs-root-id']),
      ),
      project: ref(
        () => f.project,
        'id',
        (e) => nested('project', 'id')(state.vcsRoots.get(String(e['vcs-root-id'])) ?? {}),
      ),
    },
    single: (v) => {
      const id = singleLong(v);
      return (e) => Number(e.id) === id;
    },
    byId: (id) => state.vcsRootInstances.get(id),
    defaultCount: 100,
    source: () => fromCollection(state.vcsRootInstances),
  };
}

export function changeFinder({ state, f }: FinderScope): Finders['change'] {
  const instanceOf = nested('vcsRootInstance', 'id');
  const buildTypesOf = (e: Entity) => buildTypesOfRoot(state, rootOfInstance(state, instanceOf(e)));
  const ofProjects = (ids: Set<string>) => (e: Entity) =>
    buildTypesOf(e).some((bt) => ids.has(String(state.buildTypes.get(bt)?.projectId)));
  return {
    name: 'change',
    // ChangeFinder reads the id, and a single value, as a number.
    dimensions: {
      id: numeric(field('id')),
      version: text(field('version')),
      username: text(field('username')),
      comment: (v) => (e) => String(e.comment ?? '').includes(v ?? ''),
      vcsRootInstance: ref(() => f.vcsRootInstance, 'id', instanceOf),
      vcsRoot: ref(
        () => f.vcsRoot,
        'id',
        (e) => rootOfInstance(state, instanceOf(e)),
      ),
      buildType: anyOf(() => f.buildType, 'id', buildTypesOf),
      // ChangeFinder: the changes of the build configurations a project has (own ones, or all under it).
      project: (v) => ofProjects(new Set([String(findOne(f.project, v).id)])),
      affectedProject: (v) => ofProjects(withSubprojects(state, new Set([String(findOne(f.project, v).id)]))),
      // ChangeFinder.getChangeIdBySinceChangeLocator: a change id, `id:N`, or any change locator; changes after it.
      sinceChange: (v) => {
        const id = /^[+-]?\d+$/.test(v) ? Number(v) : Number(findOne(f.change, v).id);
        return (e) => Number(e.id) > id;
      },
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
    single: (v) => {
      const id = singleLong(v);
      return (e) => Number(e.id) === id;
    },
    byId: (id) => state.changes.get(id),
    defaultCount: 100,
    defaultLookupLimit: 15000,
    source: () => fromCollection(state.changes),
  };
}
