// Hand-written: edit it here; the generator never writes this file.
// Deployment dashboards (TeamCity 2023.11+) and their instances, with the dimensions of TeamCity's
// DeploymentDashboardDimensions and DeploymentInstanceDimensions.
import { affected, field, fromCollection, ref, text, type FinderScope, type Finders } from './shared.js';

export function deploymentDashboardFinder(scope: FinderScope): Finders['deploymentDashboard'] {
  const { state, f } = scope;
  return {
    name: 'deployment dashboard',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      project: ref(() => f.project, 'id', field('projectId')),
      affectedProject: affected(scope, field('projectId')),
    },
    single: (v) => (e) => e.id === v,
    byId: (id) => state.deploymentDashboards.get(id),
    source: () => fromCollection(state.deploymentDashboards),
  };
}

export function deploymentInstanceFinder(scope: FinderScope): Finders['deploymentInstance'] {
  const { state, f } = scope;
  return {
    name: 'deployment instance',
    dimensions: {
      id: text(field('id')),
      currentState: text(field('currentState')),
      dashboard: ref(() => f.deploymentDashboard, 'id', field('_dashboard')),
    },
    single: (v) => (e) => e.id === v,
    source: () => fromCollection(state.deploymentInstances),
  };
}
