import type { OperationId } from '../operations.js';
import { agentPoolsArea } from './handlers-agentPools.js';
import { agentTypesArea } from './handlers-agentTypes.js';
import { agentsArea } from './handlers-agents.js';
import { auditArea } from './handlers-audit.js';
import { avatarsArea } from './handlers-avatars.js';
import { buildQueueArea } from './handlers-buildQueue.js';
import { buildTypesArea } from './handlers-buildTypes.js';
import { buildsArea } from './handlers-builds.js';
import { changesArea } from './handlers-changes.js';
import { cloudArea } from './handlers-cloud.js';
import { debugArea } from './handlers-debug.js';
import { deploymentDashboardsArea } from './handlers-deploymentDashboards.js';
import { healthArea } from './handlers-health.js';
import { investigationsArea } from './handlers-investigations.js';
import { mutesArea } from './handlers-mutes.js';
import { problemOccurrencesArea } from './handlers-problemOccurrences.js';
import { problemsArea } from './handlers-problems.js';
import { projectsArea } from './handlers-projects.js';
import { rolesArea } from './handlers-roles.js';
import { rootArea } from './handlers-root.js';
import { serverArea } from './handlers-server.js';
import { testOccurrencesArea } from './handlers-testOccurrences.js';
import { testsArea } from './handlers-tests.js';
import { userGroupsArea } from './handlers-userGroups.js';
import { usersArea } from './handlers-users.js';
import { vcsRootInstancesArea } from './handlers-vcsRootInstances.js';
import { vcsRootsArea } from './handlers-vcsRoots.js';
import { HttpError } from './errors.js';
import type { Area, Handler } from './resource.js';

export type { Area, Context, FileReply, Handler } from './resource.js';

const areas: readonly Area[] = [
  agentPoolsArea,
  agentTypesArea,
  agentsArea,
  auditArea,
  avatarsArea,
  buildQueueArea,
  buildTypesArea,
  buildsArea,
  changesArea,
  cloudArea,
  debugArea,
  deploymentDashboardsArea,
  healthArea,
  investigationsArea,
  mutesArea,
  problemOccurrencesArea,
  problemsArea,
  projectsArea,
  rolesArea,
  rootArea,
  serverArea,
  testOccurrencesArea,
  testsArea,
  userGroupsArea,
  usersArea,
  vcsRootInstancesArea,
  vcsRootsArea,
];

/** The operations the kit simulates: state kept and read back as TeamCity does. */
export const handlers: Partial<Record<OperationId, Handler>> = Object.assign({}, ...areas.map((a) => a.handlers));

/** The operations the kit answers 501 for, saying it does not simulate them. */
export const notSimulated: ReadonlySet<OperationId> = new Set(areas.flatMap((a) => a.notSimulated));

/** The handler of an operation: its simulation, or TeamCity's error body saying the kit does not simulate it. */
export function handlerFor(id: OperationId): Handler {
  const handler = handlers[id];
  if (handler) return handler;
  if (notSimulated.has(id)) {
    return (ctx) => {
      throw new HttpError(
        501,
        `Operation '${id}' (${ctx.route.method} ${ctx.route.path}) is not simulated by the fake TeamCity of teamcity-sdk/testing.`,
      );
    };
  }
  // Every operation is one of the two (test/fake-server-routes.test.ts); an operation added to the spec lands here.
  throw new Error(`The fake TeamCity has neither a handler nor a 501 marker for '${id}'.`);
}
