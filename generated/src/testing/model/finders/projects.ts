// Hand-written: edit it here; the generator never writes this file.
// Projects and build configurations (templates included: `templateFlag:` tells them apart).
import {
  affected,
  anyOf,
  field,
  flag,
  fromCollection,
  listed,
  nested,
  ref,
  text,
  textIgnoreCase,
  type FinderScope,
  type Finders,
} from './shared.js';

export function projectFinder(scope: FinderScope): Finders['project'] {
  const { state, f } = scope;
  return {
    name: 'project',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      archived: flag(field('archived')),
      parentProject: ref(() => f.project, 'id', field('parentProjectId')),
      project: ref(() => f.project, 'id', field('parentProjectId')),
      affectedProject: affected(scope, field('parentProjectId')),
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
}

export function buildTypeFinder(scope: FinderScope): Finders['buildType'] {
  const { state, f } = scope;
  return {
    name: 'buildType',
    dimensions: {
      id: text(field('id')),
      name: textIgnoreCase(field('name')),
      paused: flag(field('paused')),
      templateFlag: flag(field('templateFlag')),
      project: ref(() => f.project, 'id', field('projectId')),
      affectedProject: affected(scope, field('projectId')),
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
}
