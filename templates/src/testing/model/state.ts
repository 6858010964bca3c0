import type { FakeUser } from '../http/auth.js';
import { BuildStore, type GeneratedBuilds } from './builds.js';
import { ArtifactStore, type ArtifactSeed } from './files.js';
import { BuildRuns, realClock, type FakeClock } from './runs.js';
import { Collection, nextId, type Entity } from './store.js';

/** Data to start with or add later; every entity is TeamCity's JSON shape, and missing ids are assigned. */
export interface Seed {
  projects?: Entity[];
  buildTypes?: Entity[];
  builds?: Entity[];
  /** Builds made on demand: `{ count: 100_000 }` costs no memory per build. */
  generatedBuilds?: GeneratedBuilds;
  agents?: Entity[];
  agentPools?: Entity[];
  users?: (FakeUser & Entity)[];
  userGroups?: Entity[];
  vcsRoots?: Entity[];
  vcsRootInstances?: Entity[];
  changes?: Entity[];
  investigations?: Entity[];
  mutes?: Entity[];
  /** Per build id, per file path (`dir/file.txt`): the content, or `{ size }` for content made on the fly. */
  artifacts?: Record<string, Record<string, ArtifactSeed>>;
  /** Per VCS root instance id, its files (`/vcs-root-instances/{id}/files/latest/...`), as `artifacts`. */
  vcsFiles?: Record<string, Record<string, ArtifactSeed>>;
  /** Per server files area (`/server/files/{areaId}/...`), its files, as `artifacts`. */
  serverFiles?: Record<string, Record<string, ArtifactSeed>>;
}

/** Everything the fake server knows, in memory. */
export class State {
  readonly projects = new Collection();
  readonly buildTypes = new Collection();
  readonly builds = new BuildStore();
  readonly agents = new Collection();
  readonly agentPools = new Collection();
  readonly users = new Collection();
  readonly userGroups = new Collection('key');
  readonly vcsRoots = new Collection();
  readonly vcsRootInstances = new Collection();
  readonly changes = new Collection();
  readonly investigations = new Collection();
  readonly mutes = new Collection();
  /** Build artifacts by build id, VCS root instance files by `vcs:<id>`, server files by `server:<area>`. */
  readonly artifacts = new ArtifactStore();
  /** What moves time on for scripted builds (the server's `clock` option). */
  clock: FakeClock = realClock();
  /** Scripted builds: queued builds that run and finish. */
  readonly runs = new BuildRuns(() => this.clock, this.builds, this.artifacts);

  constructor() {
    this.projects.add({ id: '_Root', name: '<Root project>', description: 'Contains all other projects' });
    this.agentPools.add({ id: 0, name: 'Default' });
  }

  seed(given: Seed): void {
    // A copy: the server changes what it keeps, and the caller's objects (maybe seeding other servers) stay as they were.
    const seed = structuredClone(given);
    // The root project has no parent; a project or build type may name its parent as TeamCity shows it (`project.id`).
    const parentOf = (e: Entity, key: string) => (e[key] as Entity | undefined)?.id;
    for (const p of seed.projects ?? [])
      this.projects.add({
        id: p.id,
        name: p.id,
        ...(p.id === '_Root' ? {} : { parentProjectId: parentOf(p, 'parentProject') ?? '_Root' }),
        ...p,
      });
    for (const bt of seed.buildTypes ?? [])
      this.buildTypes.add({ id: bt.id, name: bt.id, projectId: parentOf(bt, 'project'), ...bt });
    if (seed.generatedBuilds) this.builds.generate(seed.generatedBuilds, String(this.buildTypes.at(0)?.id ?? 'Build'));
    for (const b of seed.builds ?? []) this.builds.put(this.newBuild(b));
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
    for (const v of seed.vcsRootInstances ?? []) this.vcsRootInstances.add({ id: nextId(this.vcsRootInstances), ...v });
    for (const c of seed.changes ?? []) this.changes.add({ id: nextId(this.changes), ...c });
    for (const i of seed.investigations ?? [])
      this.investigations.add({ id: `inv${nextId(this.investigations)}`, state: 'TAKEN', ...i });
    for (const m of seed.mutes ?? []) this.mutes.add({ id: nextId(this.mutes), ...m });
    for (const [build, files] of Object.entries(seed.artifacts ?? {})) this.artifacts.seed(build, files);
    for (const [instance, files] of Object.entries(seed.vcsFiles ?? {})) this.artifacts.seed(`vcs:${instance}`, files);
    for (const [area, files] of Object.entries(seed.serverFiles ?? {})) this.artifacts.seed(`server:${area}`, files);
  }

  addUser(u: Partial<FakeUser> & Entity): Entity {
    const { password, token, ...rest } = u;
    return this.users.add({ id: nextId(this.users), name: u.username, ...rest, _password: password, _token: token });
  }

  /** Users who can log in, for the auth check. */
  logins(): FakeUser[] {
    return this.users.all().map((u) => ({
      username: String(u.username),
      password: String(u._password ?? ''),
      ...(typeof u._token === 'string' ? { token: u._token } : {}),
    }));
  }

  /** A build with defaults filled in and an id assigned when it has none. */
  newBuild(b: Entity): Entity {
    return {
      id: this.builds.maxId + 1,
      state: 'finished',
      status: 'SUCCESS',
      // A build without a branch is on the default one and, as in TeamCity, shows no branch fields; the fake's
      // default branch is `main`: a build seeded on another branch is not on it unless it says so.
      ...(typeof b.branchName === 'string' ? { defaultBranch: b.branchName === 'main' } : {}),
      ...b,
    };
  }
}
