// Type-checked with the tests (tsconfig.json, compiled by typecheck.test.ts), never run. createClient's namespaces are
// typed by each area's spelt-out BoundOperations; binding the area module (`Bound<typeof area, SelectingOperations>`,
// which createClient returns) must give the same members with the same types, and every area must be listed here.
import type { TeamCityClient, Transport } from '../generated/src/index.js';
import type { Bound } from '../generated/src/runtime/index.js';
import type * as agentPools from '../generated/src/areas/agentPools.js';
import type * as agents from '../generated/src/areas/agents.js';
import type * as agentTypes from '../generated/src/areas/agentTypes.js';
import type * as audit from '../generated/src/areas/audit.js';
import type * as avatars from '../generated/src/areas/avatars.js';
import type * as buildQueue from '../generated/src/areas/buildQueue.js';
import type * as builds from '../generated/src/areas/builds.js';
import type * as buildTypes from '../generated/src/areas/buildTypes.js';
import type * as changes from '../generated/src/areas/changes.js';
import type * as cloud from '../generated/src/areas/cloud.js';
import type * as debug from '../generated/src/areas/debug.js';
import type * as deploymentDashboards from '../generated/src/areas/deploymentDashboards.js';
import type * as health from '../generated/src/areas/health.js';
import type * as investigations from '../generated/src/areas/investigations.js';
import type * as mutes from '../generated/src/areas/mutes.js';
import type * as pipelines from '../generated/src/areas/pipelines.js';
import type * as problemOccurrences from '../generated/src/areas/problemOccurrences.js';
import type * as problems from '../generated/src/areas/problems.js';
import type * as projects from '../generated/src/areas/projects.js';
import type * as roles from '../generated/src/areas/roles.js';
import type * as root from '../generated/src/areas/root.js';
import type * as server from '../generated/src/areas/server.js';
import type * as testOccurrences from '../generated/src/areas/testOccurrences.js';
import type * as tests from '../generated/src/areas/tests.js';
import type * as userGroups from '../generated/src/areas/userGroups.js';
import type * as users from '../generated/src/areas/users.js';
import type * as vcsRootInstances from '../generated/src/areas/vcsRootInstances.js';
import type * as vcsRoots from '../generated/src/areas/vcsRoots.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const checked: {
  [K in Exclude<keyof TeamCityClient, keyof Transport>]: true;
} = {
  agentPools: true satisfies Same<Bound<typeof agentPools, agentPools.SelectingOperations>, agentPools.BoundOperations>,
  agents: true satisfies Same<Bound<typeof agents, agents.SelectingOperations>, agents.BoundOperations>,
  agentTypes: true satisfies Same<Bound<typeof agentTypes, agentTypes.SelectingOperations>, agentTypes.BoundOperations>,
  audit: true satisfies Same<Bound<typeof audit, audit.SelectingOperations>, audit.BoundOperations>,
  avatars: true satisfies Same<Bound<typeof avatars>, avatars.BoundOperations>,
  buildQueue: true satisfies Same<Bound<typeof buildQueue, buildQueue.SelectingOperations>, buildQueue.BoundOperations>,
  builds: true satisfies Same<Bound<typeof builds, builds.SelectingOperations>, builds.BoundOperations>,
  buildTypes: true satisfies Same<Bound<typeof buildTypes, buildTypes.SelectingOperations>, buildTypes.BoundOperations>,
  changes: true satisfies Same<Bound<typeof changes, changes.SelectingOperations>, changes.BoundOperations>,
  cloud: true satisfies Same<Bound<typeof cloud, cloud.SelectingOperations>, cloud.BoundOperations>,
  debug: true satisfies Same<Bound<typeof debug, debug.SelectingOperations>, debug.BoundOperations>,
  deploymentDashboards: true satisfies Same<
    Bound<typeof deploymentDashboards, deploymentDashboards.SelectingOperations>,
    deploymentDashboards.BoundOperations
  >,
  health: true satisfies Same<Bound<typeof health, health.SelectingOperations>, health.BoundOperations>,
  investigations: true satisfies Same<
    Bound<typeof investigations, investigations.SelectingOperations>,
    investigations.BoundOperations
  >,
  mutes: true satisfies Same<Bound<typeof mutes, mutes.SelectingOperations>, mutes.BoundOperations>,
  pipelines: true satisfies Same<Bound<typeof pipelines, pipelines.SelectingOperations>, pipelines.BoundOperations>,
  problemOccurrences: true satisfies Same<
    Bound<typeof problemOccurrences, problemOccurrences.SelectingOperations>,
    problemOccurrences.BoundOperations
  >,
  problems: true satisfies Same<Bound<typeof problems, problems.SelectingOperations>, problems.BoundOperations>,
  projects: true satisfies Same<Bound<typeof projects, projects.SelectingOperations>, projects.BoundOperations>,
  roles: true satisfies Same<Bound<typeof roles, roles.SelectingOperations>, roles.BoundOperations>,
  root: true satisfies Same<Bound<typeof root>, root.BoundOperations>,
  server: true satisfies Same<Bound<typeof server, server.SelectingOperations>, server.BoundOperations>,
  testOccurrences: true satisfies Same<
    Bound<typeof testOccurrences, testOccurrences.SelectingOperations>,
    testOccurrences.BoundOperations
  >,
  tests: true satisfies Same<Bound<typeof tests, tests.SelectingOperations>, tests.BoundOperations>,
  userGroups: true satisfies Same<Bound<typeof userGroups, userGroups.SelectingOperations>, userGroups.BoundOperations>,
  users: true satisfies Same<Bound<typeof users, users.SelectingOperations>, users.BoundOperations>,
  vcsRootInstances: true satisfies Same<
    Bound<typeof vcsRootInstances, vcsRootInstances.SelectingOperations>,
    vcsRootInstances.BoundOperations
  >,
  vcsRoots: true satisfies Same<Bound<typeof vcsRoots, vcsRoots.SelectingOperations>, vcsRoots.BoundOperations>,
};
