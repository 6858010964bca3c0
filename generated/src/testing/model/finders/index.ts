// Hand-written: edit it here; the generator never writes this file.
// The finders of one request, one per kind of entity; each kind's dimensions live in the file named for it.
import type { State } from '../state.js';
import { agentFinder, agentPoolFinder } from './agents.js';
import { buildFinders } from './builds.js';
import { deploymentDashboardFinder, deploymentInstanceFinder } from './deployment.js';
import { investigationFinder, muteFinder } from './investigations.js';
import { buildTypeFinder, projectFinder } from './projects.js';
import { healthCategoryFinder, healthItemFinder, nodeFinder } from './server.js';
import type { Finders, FinderScope } from './shared.js';
import { groupFinder, userFinder } from './users.js';
import { changeFinder, vcsRootFinder, vcsRootInstanceFinder } from './vcs.js';

export type { Finders } from './shared.js';

/** The Finders of every kind of entity, for one request (the current user matters to `users`). */
export function finders(state: State, currentUser: string): Finders {
  const f = {} as Finders;
  const scope: FinderScope = { state, currentUser, f };
  const all: Finders = {
    project: projectFinder(scope),
    buildType: buildTypeFinder(scope),
    ...buildFinders(scope),
    agent: agentFinder(scope),
    agentPool: agentPoolFinder(scope),
    user: userFinder(scope),
    group: groupFinder(scope),
    vcsRoot: vcsRootFinder(scope),
    vcsRootInstance: vcsRootInstanceFinder(scope),
    change: changeFinder(scope),
    investigation: investigationFinder(scope),
    mute: muteFinder(scope),
    deploymentDashboard: deploymentDashboardFinder(scope),
    deploymentInstance: deploymentInstanceFinder(scope),
    node: nodeFinder(scope),
    healthItem: healthItemFinder(scope),
    healthCategory: healthCategoryFinder(),
  };
  return Object.assign(f, all);
}
