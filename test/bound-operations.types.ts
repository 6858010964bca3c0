// Type-checked with the tests (tsconfig.json, compiled by typecheck.test.ts), never run. createClient's namespaces are
// typed by each area's spelt-out BoundOperations; binding the area module (`Bound<typeof area, SelectingOperations>`,
// which createClient returns) must give the same members with the same types, and every area must be listed here.
import type { TeamCityClient, Transport } from '../generated/src/index.js';
import type { Bound } from '../generated/src/runtime/index.js';
import type * as agentPools from '../generated/src/areas/agentPools.js';
import type * as agents from '../generated/src/areas/agents.js';
import type * as buildQueue from '../generated/src/areas/buildQueue.js';
import type * as buildTypes from '../generated/src/areas/buildTypes.js';
import type * as builds from '../generated/src/areas/builds.js';
import type * as changes from '../generated/src/areas/changes.js';
import type * as debug from '../generated/src/areas/debug.js';
import type * as investigations from '../generated/src/areas/investigations.js';
import type * as mutes from '../generated/src/areas/mutes.js';
import type * as projects from '../generated/src/areas/projects.js';
import type * as root from '../generated/src/areas/root.js';
import type * as server from '../generated/src/areas/server.js';
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
  buildQueue: true satisfies Same<Bound<typeof buildQueue, buildQueue.SelectingOperations>, buildQueue.BoundOperations>,
  buildTypes: true satisfies Same<Bound<typeof buildTypes, buildTypes.SelectingOperations>, buildTypes.BoundOperations>,
  builds: true satisfies Same<Bound<typeof builds, builds.SelectingOperations>, builds.BoundOperations>,
  changes: true satisfies Same<Bound<typeof changes, changes.SelectingOperations>, changes.BoundOperations>,
  debug: true satisfies Same<Bound<typeof debug, debug.SelectingOperations>, debug.BoundOperations>,
  investigations: true satisfies Same<
    Bound<typeof investigations, investigations.SelectingOperations>,
    investigations.BoundOperations
  >,
  mutes: true satisfies Same<Bound<typeof mutes, mutes.SelectingOperations>, mutes.BoundOperations>,
  projects: true satisfies Same<Bound<typeof projects, projects.SelectingOperations>, projects.BoundOperations>,
  root: true satisfies Same<Bound<typeof root>, root.BoundOperations>,
  server: true satisfies Same<Bound<typeof server, server.SelectingOperations>, server.BoundOperations>,
  userGroups: true satisfies Same<Bound<typeof userGroups, userGroups.SelectingOperations>, userGroups.BoundOperations>,
  users: true satisfies Same<Bound<typeof users, users.SelectingOperations>, users.BoundOperations>,
  vcsRootInstances: true satisfies Same<
    Bound<typeof vcsRootInstances, vcsRootInstances.SelectingOperations>,
    vcsRootInstances.BoundOperations
  >,
  vcsRoots: true satisfies Same<Bound<typeof vcsRoots, vcsRoots.SelectingOperations>, vcsRoots.BoundOperations>,
};
