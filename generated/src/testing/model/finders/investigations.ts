// Hand-written: edit it here; the generator never writes this file.
// Investigations and mutes: both are scoped to a project or build configurations and target tests or problems.
import type { Entity } from '../store.js';
import {
  affected,
  field,
  fromCollection,
  nested,
  ref,
  refKeys,
  text,
  type FinderScope,
  type Finders,
  type Get,
} from './shared.js';

/** `scope.project`, `scope.buildType` / `scope.buildTypes.buildType[]`. */
const scopeProject: Get = (e) => ((e.scope as Entity | undefined)?.project as Entity | undefined)?.id;
function scopeBuildTypes(e: Entity): string[] {
  const scope = (e.scope ?? {}) as { buildType?: { id: string }; buildTypes?: { buildType?: { id: string }[] } };
  return [scope.buildType, ...(scope.buildTypes?.buildType ?? [])].filter((b) => b !== undefined).map((b) => b.id);
}

/** `target.anyProblem` / `tests` / `problems` as the `type` dimension names them. */
function targetType(e: Entity): string {
  const target = (e.target ?? {}) as Entity;
  return target.anyProblem ? 'anyProblem' : target.tests ? 'test' : target.problems ? 'problem' : 'unknown';
}

export function investigationFinder(scope: FinderScope): Finders['investigation'] {
  const { state, f } = scope;
  return {
    name: 'investigation',
    dimensions: {
      id: text(field('id')),
      state: (v) => (e) => String(e.state).toLowerCase() === (v ?? '').toLowerCase(),
      assignee: ref(() => f.user, 'username', nested('assignee', 'username')),
      buildType: (v) => {
        const ids = refKeys(f.buildType, 'id', v);
        return (e) => scopeBuildTypes(e).some((id) => ids.has(id));
      },
      affectedProject: affected(scope, scopeProject),
      type: (v) => (e) => targetType(e) === v,
    },
    single: (v) => (e) => e.id === v,
    source: () => fromCollection(state.investigations),
  };
}

export function muteFinder(scope: FinderScope): Finders['mute'] {
  const { state, f } = scope;
  return {
    name: 'mute',
    dimensions: {
      id: text(field('id')),
      project: ref(() => f.project, 'id', scopeProject),
      affectedProject: affected(scope, scopeProject),
      type: (v) => (e) => targetType(e) === v,
    },
    single: (v) => (e) => String(e.id) === v,
    defaultCount: 100,
    source: () => fromCollection(state.mutes),
  };
}
