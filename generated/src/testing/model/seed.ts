// Hand-written: edit it here; the generator never writes this file.
// What a fake TeamCity can be seeded with: its own module, so that the seed check (seed-check.ts) and the state
// (state.ts), which runs the check, both read it without importing each other.
import type {
  Agent,
  AgentPool,
  Build,
  BuildType,
  Change,
  Changes,
  DeploymentDashboard,
  Group,
  Investigation,
  Issues,
  Mute,
  Pipeline,
  Project,
  User,
  VcsRoot,
  VcsRootInstance,
} from '../../models.js';
import type { GeneratedBuilds } from './builds.js';
import type { ArtifactSeed } from './files.js';
import type { BuildLog, BuildScript } from './runs.js';

/** A user who can log in to the fake server. */
export interface FakeUser {
  username: string;
  password: string;
  /** An access token for `Authorization: Bearer`. */
  token?: string;
  /** More access tokens, made with `POST /users/{u}/tokens`. */
  tokens?: readonly string[];
  /** How many times the user was logged out everywhere: sessions opened before the last one are refused. */
  logouts?: number;
  name?: string;
  email?: string;
}

/** A user who can log in: TeamCity's User, with the password and the access token the fake accepts. */
export type SeedUser = User & { username: string; password?: string; token?: string };

/**
 * A change: TeamCity's Change, with the relations TeamCity works out itself and the fake takes as given: `duplicates`
 * (`/changes/{c}/duplicates`) and `issues` (`/changes/{c}/issues`).
 */
export type SeedChange = Change & { duplicates?: Changes; issues?: Issues };

/**
 * Data to start with or add later: TeamCity's JSON, typed as the package's models (`builds` is `Build[]`), so a field
 * TeamCity does not have does not compile. Missing ids are assigned.
 */
export interface Seed {
  projects?: Project[];
  buildTypes?: BuildType[];
  /** Builds; `testOccurrences` and `problemOccurrences` lists are served as a finished build's own. */
  builds?: Build[];
  /** Builds made on demand: `{ count: 100_000 }` costs no memory per build. */
  generatedBuilds?: GeneratedBuilds;
  agents?: Agent[];
  agentPools?: AgentPool[];
  users?: SeedUser[];
  userGroups?: Group[];
  vcsRoots?: VcsRoot[];
  vcsRootInstances?: VcsRootInstance[];
  changes?: SeedChange[];
  investigations?: Investigation[];
  mutes?: Mute[];
  /** Pipelines (TeamCity 2025.07+), listed by `/pipelines`; each needs its `id` and may name its `parentProject`. */
  pipelines?: Pipeline[];
  /**
   * Deployment dashboards (TeamCity 2023.11+), each with its `id`, its `project` (the root project when left out) and its
   * `deploymentInstances`, whose `deploymentStateEntries` are the instance's history, oldest first.
   */
  deploymentDashboards?: DeploymentDashboard[];
  /** Per build id, per file path (`dir/file.txt`): the content, or `{ size }` for content made on the fly. */
  artifacts?: Record<string, Record<string, ArtifactSeed>>;
  /** Per VCS root instance id, its files (`/vcs-root-instances/{id}/files/latest/...`), as `artifacts`. */
  vcsFiles?: Record<string, Record<string, ArtifactSeed>>;
  /** Per server files area (`/server/files/{areaId}/...`), its files, as `artifacts`. */
  serverFiles?: Record<string, Record<string, ArtifactSeed>>;
  /** Per build id, the build's log: its lines, or `{ lines, width }` lines made on the fly. */
  buildLogs?: Record<string, BuildLog>;
  /**
   * Per build configuration id, how its builds queued from now on run (as `server.script()` takes it): on the fake's
   * clock, the wall clock for `teamcity-sdk fake`, so `run --wait` against it ends as the script says.
   */
  buildScripts?: Record<string, BuildScript>;
}
