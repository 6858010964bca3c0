// Hand-written: edit it here; the generator never writes this file.
import { BuildStore } from './builds.js';
import { ArtifactStore } from './files.js';
import { compatibleWith } from './compatibility.js';
import {
  BuildRuns,
  problemSummary,
  realClock,
  testSummary,
  type FakeClock,
  type ScriptedProblem,
  type ScriptedTest,
} from './runs.js';
import { ServerAdmin } from './admin.js';
import { checkSeed, SeedError } from './seed-check.js';
import type {
  Agent,
  AgentPool,
  Build,
  BuildType,
  DeploymentDashboard,
  DeploymentInstance,
  Group,
  Investigation,
  Mute,
  Pipeline,
  Project,
  User,
  VcsRoot,
  VcsRootInstance,
} from '../../models.js';
import type { FakeUser, Seed, SeedChange, SeedUser } from './seed.js';
import { Collection, nextId, type Stored } from './store.js';
import { tokensOf } from './tokens.js';

export type { FakeUser, Seed, SeedChange, SeedUser } from './seed.js';

/**
 * Whether a build left the queue: running or finished, but not one that failed to start or was canceled before it
 * started (a canceled build with no start date).
 */
const startedOnce = (b: Stored<Build>) =>
  (b.state === 'running' || b.state === 'finished') &&
  b.failedToStart !== true &&
  !(b.canceledInfo !== undefined && b.startDate === undefined);

/** Everything the fake server knows, in memory. */
export class State {
  readonly projects = new Collection<Stored<Project>>();
  readonly buildTypes = new Collection<Stored<BuildType>>();
  readonly builds = new BuildStore();
  readonly agents = new Collection<Stored<Agent>>();
  readonly agentPools = new Collection<Stored<AgentPool>>();
  readonly users = new Collection<Stored<User>>();
  readonly userGroups = new Collection<Stored<Group>>('key');
  readonly vcsRoots = new Collection<Stored<VcsRoot>>();
  readonly vcsRootInstances = new Collection<Stored<VcsRootInstance>>();
  readonly changes = new Collection<Stored<SeedChange>>();
  readonly investigations = new Collection<Stored<Investigation>>();
  readonly mutes = new Collection<Stored<Mute>>();
  readonly pipelines = new Collection<Stored<Pipeline>>();
  readonly deploymentDashboards = new Collection<Stored<DeploymentDashboard>>();
  /** Deployment instances of every dashboard, keyed `<dashboard id>/<instance id>` (`_key`). */
  readonly deploymentInstances = new Collection<Stored<DeploymentInstance>>('_key');
  /** Server-wide settings and the fake's one node. */
  readonly admin = new ServerAdmin();
  /** Build artifacts by build id, VCS root instance files by `vcs:<id>`, server files by `server:<area>`. */
  readonly artifacts = new ArtifactStore();
  /** What moves time on for scripted builds (the server's `clock` option). */
  clock: FakeClock = realClock();
  /** TeamCity's version as `/app/rest/server/version` answers it (the server's `version` option). */
  version = '2025.11 (build 197398)';
  /** Scripted builds: queued builds that run and finish. */
  readonly runs = new BuildRuns(
    () => this.clock,
    this.builds,
    this.artifacts,
    (b) => this.start(b),
  );

  constructor() {
    this.projects.add({ id: '_Root', name: '<Root project>', description: 'Contains all other projects' });
    this.agentPools.add({ id: 0, name: 'Default' });
  }

  /** Adds the seed, checked first: a SeedError names the first field that is not what a seed takes. */
  seed(given: Seed): void {
    // A checked copy, as plain entities: the server changes what it keeps, and the caller's objects (maybe seeding
    // other servers) stay as they were.
    const seed = checkSeed(given);
    this.checkBuildTypes(seed);
    // The root project has no parent; a project or build type may name its parent as TeamCity shows it (`project.id`).
    for (const p of seed.projects ?? [])
      this.projects.add({
        id: p.id,
        name: p.id,
        ...(p.id === '_Root' ? {} : { parentProjectId: p.parentProject?.id ?? '_Root' }),
        ...p,
      });
    for (const bt of seed.buildTypes ?? [])
      this.buildTypes.add({ id: bt.id, name: bt.id, projectId: bt.project?.id, ...bt });
    if (seed.generatedBuilds) this.builds.generate(seed.generatedBuilds, String(this.buildTypes.at(0)?.id ?? 'Build'));
    const seeded = (seed.builds ?? []).map((b) => this.builds.put(this.newBuild(b)));
    // A build that left the queue has its number (TeamCity gives it when the build starts): a seeded one without
    // takes the next of its configuration's counter, in the order the builds were queued (their ids).
    for (const b of seeded.sort((x, y) => Number(x.id) - Number(y.id)))
      if (b.number === undefined && startedOnce(b)) this.numberBuild(b);
    for (const a of seed.agents ?? []) {
      const id = a.id ?? nextId(this.agents);
      // TeamCity shows every agent's type (`typeId`, in lists too); a self-hosted agent has a type of its own.
      this.agents.add({
        id,
        typeId: id,
        connected: true,
        enabled: true,
        authorized: true,
        pool: { id: 0, name: 'Default' },
        ...a,
      });
    }
    for (const p of seed.agentPools ?? []) this.agentPools.add({ id: nextId(this.agentPools), ...p });
    for (const u of seed.users ?? []) this.addUser(u);
    for (const g of seed.userGroups ?? []) this.userGroups.add({ name: g.key, ...g });
    for (const v of seed.vcsRoots ?? []) this.vcsRoots.add({ name: v.id, vcsName: 'jetbrains.git', ...v });
    for (const v of seed.vcsRootInstances ?? [])
      this.vcsRootInstances.add({ id: String(nextId(this.vcsRootInstances)), ...v });
    for (const c of seed.changes ?? []) this.changes.add({ id: nextId(this.changes), ...c });
    for (const i of seed.investigations ?? [])
      this.investigations.add({ id: `inv${nextId(this.investigations)}`, state: 'TAKEN', ...i });
    for (const m of seed.mutes ?? []) this.mutes.add({ id: nextId(this.mutes), ...m });
    for (const p of seed.pipelines ?? []) this.pipelines.add({ name: p.id, ...p });
    for (const d of seed.deploymentDashboards ?? []) this.addDashboard(d);
    for (const [build, files] of Object.entries(seed.artifacts ?? {})) this.artifacts.seed(build, files);
    for (const [instance, files] of Object.entries(seed.vcsFiles ?? {})) this.artifacts.seed(`vcs:${instance}`, files);
    for (const [area, files] of Object.entries(seed.serverFiles ?? {})) this.artifacts.seed(`server:${area}`, files);
    for (const [id, log] of Object.entries(seed.buildLogs ?? {})) {
      const b = this.builds.edit(Number(id));
      if (!b) throw new SeedError(`buildLogs.${id}`, 'names no build of the seed');
      b._log = log;
    }
    for (const [id, script] of Object.entries(seed.buildScripts ?? {})) this.runs.script(id, script);
  }

  /** Refuses builds of a build configuration that is neither in the seed nor already on the server. */
  private checkBuildTypes(seed: Seed): void {
    const ids = new Set([...this.buildTypes.all(), ...(seed.buildTypes ?? [])].map((bt) => String(bt.id)));
    const check = (id: unknown, path: string) => {
      if (typeof id === 'string' && !ids.has(id))
        throw new SeedError(path, `names no build configuration: '${id}' is not in buildTypes`);
    };
    seed.builds?.forEach((b, i) => check(b.buildTypeId, `builds[${i}].buildTypeId`));
    seed.generatedBuilds?.buildTypeIds?.forEach((id, i) => check(id, `generatedBuilds.buildTypeIds[${i}]`));
    for (const id of Object.keys(seed.buildScripts ?? {})) check(id, `buildScripts.${id}`);
  }

  /**
   * A deployment dashboard as TeamCity shows it (`project.id` names its project) and its `deploymentInstances`, each
   * kept with its own history; the instances are served by the instance routes, not kept on the dashboard.
   */
  private addDashboard(d: DeploymentDashboard): void {
    const { project, deploymentInstances, ...rest } = d;
    this.deploymentDashboards.add({ name: d.id, ...rest, projectId: project?.id ?? '_Root' });
    for (const i of deploymentInstances?.deploymentInstance ?? []) {
      const { deploymentStateEntries, ...own } = i;
      const entries = deploymentStateEntries?.deploymentStateEntry ?? [];
      this.deploymentInstances.add({
        currentState: entries.at(-1)?.state ?? 'UNKNOWN',
        attributes: {},
        ...own,
        _key: `${d.id}/${i.id}`,
        _dashboard: d.id,
        _entries: entries,
      });
    }
  }

  addUser(u: FakeUser | SeedUser): Stored<User> {
    const { password, token, ...rest } = u;
    return this.users.add({ id: nextId(this.users), name: u.username, ...rest, _password: password, _token: token });
  }

  /** Users who can log in, for the auth check: with the tokens made since that have not expired. */
  logins(): FakeUser[] {
    const now = this.clock.now();
    return this.users.all().map((u) => ({
      username: String(u.username),
      password: String(u._password ?? ''),
      ...(typeof u._token === 'string' ? { token: u._token } : {}),
      tokens: tokensOf(u)
        .filter((t) => t.expiresAt === undefined || t.expiresAt > now)
        .map((t) => t.value),
      logouts: Number(u._logouts ?? 0),
    }));
  }

  /**
   * A build with defaults filled in and an id assigned when it has none. A build without a branch is on the default
   * one and, as in TeamCity, shows no branch fields; one on its configuration's default branch is `defaultBranch`.
   * Seeded `testOccurrences` and `problemOccurrences` lists are served as the build's own (a finished build with its
   * tests and problems), and its full form shows their counters.
   */
  newBuild(b: Build): Stored<Build> {
    // A build's `attributes` are TeamCity's Entries (`entry`); the fake keeps them as the properties its
    // `/builds/{b}/attributes` routes (a ParametersSubResource) read, and its full form shows them as Entries again.
    const { attributes, ...given } = b;
    const build: Stored<Build> = {
      id: this.builds.maxId + 1,
      state: 'finished',
      status: 'SUCCESS',
      ...(typeof b.branchName === 'string'
        ? { defaultBranch: this.isDefaultBranch(String(b.buildTypeId), b.branchName) }
        : {}),
      ...given,
    };
    const entries = attributes?.entry;
    if (Array.isArray(entries))
      build._attributes = { property: entries.map((x) => ({ name: x.name, value: x.value })) };
    if (b.canceledInfo !== undefined) build._canceled = true;
    const tests = b.testOccurrences?.testOccurrence;
    if (Array.isArray(tests)) {
      const scripted = tests.map((t): ScriptedTest => ({
        name: String(t.name ?? t.id),
        status: t.status === 'FAILURE' || t.status === 'UNKNOWN' ? t.status : 'SUCCESS',
        ignored: t.ignored === true,
        muted: t.muted === true,
        newFailure: t.newFailure === true,
        ...(typeof t.details === 'string' ? { details: t.details } : {}),
        ...(typeof t.duration === 'number' ? { duration: t.duration } : {}),
      }));
      build._tests = scripted;
      build.testOccurrences = testSummary(build.id, scripted);
    }
    const problems = b.problemOccurrences?.problemOccurrence;
    if (Array.isArray(problems)) {
      const scripted = problems.map((p): ScriptedProblem => ({
        ...(typeof p.type === 'string' ? { type: p.type } : {}),
        ...(typeof p.identity === 'string' ? { identity: p.identity } : {}),
        ...(typeof p.details === 'string' ? { details: p.details } : {}),
        ...(typeof p.logAnchor === 'string' ? { logAnchor: p.logAnchor } : {}),
        ...(p.newFailure === true ? { newFailure: true } : {}),
      }));
      build._problems = scripted;
      build.problemOccurrences = problemSummary(build.id, scripted);
    }
    return build;
  }

  /**
   * A build configuration's default branch, as TeamCity takes it from its first VCS root's `branch` property
   * (`refs/heads/main` is `main`); the fake's default when the configuration has no VCS root naming one.
   */
  defaultBranchOf(buildTypeId: string): string {
    const entry = this.buildTypes.get(buildTypeId)?.['vcs-root-entries']?.['vcs-root-entry'] ?? [];
    const root = this.vcsRoots.get(String(entry[0]?.['vcs-root']?.id ?? entry[0]?.id));
    const props = root?.properties?.property ?? [];
    const branch = props.find((p) => p.name === 'branch')?.value;
    return typeof branch === 'string' && branch ? branch.replace(/^refs\/heads\//, '') : 'main';
  }

  /** Whether `branch` (a logical name, or `refs/heads/...`) is the configuration's default branch. */
  isDefaultBranch(buildTypeId: string, branch: string): boolean {
    return branch.replace(/^refs\/heads\//, '') === this.defaultBranchOf(buildTypeId);
  }

  /**
   * Gives a build its number from its configuration's counter (the `buildNumberCounter` setting) in the
   * `buildNumberPattern` (`%build.counter%` by default), and moves the counter on.
   */
  private numberBuild(b: Stored<Build>): void {
    const bt = this.buildTypes.get(String(b.buildTypeId));
    if (!bt) return;
    const props = ((bt.settings ??= {}).property ??= []);
    const setting = (name: string) => props.find((p) => p.name === name);
    const counter = setting('buildNumberCounter') ?? props[props.push({ name: 'buildNumberCounter', value: '1' }) - 1]!;
    const n = Number(counter.value) || 1;
    b.number = String(setting('buildNumberPattern')?.value ?? '%build.counter%').replaceAll(
      '%build.counter%',
      String(n),
    );
    counter.value = String(n + 1);
  }

  /**
   * A queued build starts: its number (`numberBuild`), and the first connected, enabled, authorized, compatible agent
   * that runs no other build; an agent-less one (`PUT /builds/{b}/runningData`) gets no agent.
   */
  start(b: Stored<Build>, agentless = false): void {
    const bt = this.buildTypes.get(String(b.buildTypeId));
    if (!bt) return;
    if (b.number === undefined) this.numberBuild(b);
    if (b.agent || agentless) return;
    const busy = new Set(
      this.builds
        .ids()
        .map((id) => this.builds.get(id))
        .filter((x) => x?.state === 'running')
        .map((x) => String(x!.agent?.id)),
    );
    const agent = this.agents
      .all()
      .find(
        (a) =>
          a.connected !== false &&
          a.enabled !== false &&
          a.authorized !== false &&
          !busy.has(String(a.id)) &&
          compatibleWith(this, a, bt),
      );
    if (agent) b.agent = { id: agent.id, name: agent.name, typeId: agent.typeId };
  }
}
