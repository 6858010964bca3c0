// Hand-written: edit it here; the generator never writes this file.
import type { OperationId } from '../../operations.js';
import { agentPoolsArea } from './agentPools.js';
import { agentTypesArea } from './agentTypes.js';
import { agentTypesRoutesArea } from './agent-types.js';
import { agentsArea } from './agents.js';
import { auditArea } from './audit.js';
import { avatarsArea } from './avatars.js';
import { buildQueueArea } from './buildQueue.js';
import { buildTypesArea } from './buildTypes.js';
import { buildsArea } from './builds.js';
import { changesArea } from './changes.js';
import { cloudArea } from './cloud.js';
import { debugArea } from './debug.js';
import { deploymentDashboardsArea } from './deploymentDashboards.js';
import { healthArea } from './health.js';
import { investigationsArea } from './investigations.js';
import { mutesArea } from './mutes.js';
import { outputParametersArea } from './output-parameters.js';
import { pipelinesArea } from './pipelines.js';
import { problemOccurrencesArea } from './problemOccurrences.js';
import { problemsArea } from './problems.js';
import { projectsArea } from './projects.js';
import { rolesArea } from './roles.js';
import { roleCatalogueArea } from './role-catalogue.js';
import { rootArea } from './root.js';
import { serverArea } from './server.js';
import { serverAdminArea } from './server-admin.js';
import { testOccurrencesArea } from './testOccurrences.js';
import { testsArea } from './tests.js';
import { userGroupsArea } from './userGroups.js';
import { usersArea } from './users.js';
import { versionedSettingsArea } from './versioned-settings.js';
import { userTokensArea } from './user-tokens.js';
import { buildInfoArea } from './build-info.js';
import { vcsRootInstancesArea } from './vcsRootInstances.js';
import { vcsRootsArea } from './vcsRoots.js';
import { HttpError } from '../model/errors.js';
import type { AnyHandler, Area } from './kit.js';
import type { Route } from '../http/router.js';
import { simulatesHidden } from './hidden.js';

// What the server (`http/`) reads of the handlers: this module is its one way in.
export type { AnyHandler, Area, Context, FileReply } from './kit.js';
export { TextReply } from './kit.js';
export { Overrides, type FakeHandlers } from './overrides.js';
export { hiddenHandler, hiddenRoutes } from './hidden.js';

const areas: readonly Area[] = [
  agentPoolsArea,
  agentTypesArea,
  agentTypesRoutesArea,
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
  outputParametersArea,
  pipelinesArea,
  problemOccurrencesArea,
  problemsArea,
  projectsArea,
  rolesArea,
  roleCatalogueArea,
  rootArea,
  serverArea,
  serverAdminArea,
  testOccurrencesArea,
  testsArea,
  userGroupsArea,
  usersArea,
  versionedSettingsArea,
  userTokensArea,
  buildInfoArea,
  vcsRootInstancesArea,
  vcsRootsArea,
];

/** The operations the kit simulates: state kept and read back as TeamCity does. */
export const handlers: Partial<Record<OperationId, AnyHandler>> = Object.assign({}, ...areas.map((a) => a.handlers));

/** The query parameters each simulated operation reads besides `fields` (see `Area.reads`). */
export const reads: Partial<Record<OperationId, readonly string[]>> = Object.assign(
  {},
  ...areas.map((a) => a.reads ?? {}),
);

/**
 * A 501 naming the first query parameter of the request that the operation declares and its simulation does not
 * read; `fields` is read by every one (shaped by the answer's model, or nothing to shape, as in TeamCity).
 */
export function refuseUnread(route: Route, query: URLSearchParams): void {
  const { hidden } = route;
  if (hidden ? !simulatesHidden(hidden.source) : !handlers[route.id as OperationId]) return;
  const read = (hidden ? hidden.reads : reads[route.id as OperationId]) ?? [];
  for (const name of new Set(query.keys())) {
    if (name === 'fields' || !route.query.some((q) => q.wire === name) || read.includes(name)) continue;
    throw new HttpError(
      501,
      `Query parameter '${name}' of operation '${route.id}' (${route.method} ${route.op.path}) is not simulated by the fake TeamCity of teamcity-sdk/testing.`,
    );
  }
}

/** The operations the kit answers 501 for, saying it does not simulate them. */
export const notSimulated: ReadonlySet<OperationId> = new Set(areas.flatMap((a) => a.notSimulated));

/**
 * The handler of an operation: its simulation, or TeamCity's error body saying the kit does not simulate it. An
 * operation with neither a handler nor a `notSimulated` entry (one added to the spec since: `npm run generate` warns of
 * it) answers the same 501, saying it has no handler yet.
 */
export function handlerFor(id: OperationId): AnyHandler {
  const handler = handlers[id];
  if (handler) return handler;
  const why = notSimulated.has(id) ? '' : ' (it has no handler yet)';
  return (ctx) => {
    throw new HttpError(
      501,
      `Operation '${id}' (${ctx.route.method} ${ctx.route.op.path}) is not simulated by the fake TeamCity of teamcity-sdk/testing${why}.`,
    );
  };
}
