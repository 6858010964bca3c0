// Hand-written: edit it here; the generator never writes this file.
import { TeamCityApiError, TeamCityInputError, TeamCityNotFoundError } from '../runtime/errors.js';
import { renderLocator, type LocatorObject } from '../runtime/locator.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { queueNewBuild, cancelBuild as cancelQueued, getBuild as getQueued } from '../areas/buildQueue.js';
import { cancelBuild as cancelRunning } from '../areas/builds.js';
import { getVcsRootEntries } from '../areas/buildTypes.js';
import type { AgentLocator, BuildTypeLocator } from '../locators.js';
import type { Build } from '../models.js';
import { BUILD, numberOption, objectOf, POLLED } from './check.js';
import { TeamCityBuildTypeNotFoundError } from './errors.js';
import { buildIdOf, knownQueued, realTimer, type BuildRef } from './ref.js';
import { readBuild, rereadWithin } from './wait.js';

/** What `runBuild` queues: TeamCity's triggering options (those of the Run dialog and of JetBrains' teamcity CLI). */
export interface RunBuildOptions {
  /** The build configuration: its id (`App_Build`), or a typed locator (`{ id: 'App_Build' }`). */
  buildType: string | BuildTypeLocator;
  /**
   * The branch, by its logical name (`feature/a`, as TeamCity shows it). It is sent as written: TeamCity also takes a
   * VCS branch name such as `refs/heads/feature/a` and files the build under the logical name its branch
   * specification gives it (`feature/a` for `+:refs/heads/*`); a branch the specification does not cover is refused.
   * Leave it out for the default branch.
   */
  branch?: string;
  /**
   * Parameters by name: configuration parameters (`deploy.target`), environment variables (`env.NODE_ENV`) and
   * system properties (`system.verbose`), as TeamCity names them.
   */
  parameters?: Record<string, string>;
  /** A comment shown with the build. */
  comment?: string;
  /** A personal build: only its user sees it as theirs, and it does not change the configuration's status. */
  personal?: boolean;
  /** Put the build at the top of the queue. */
  moveToTop?: boolean;
  /** Run on this agent: its id, or a typed locator (`{ name: 'agent-1' }`). */
  agent?: number | AgentLocator;
  /** Tags to add to the build. */
  tags?: string[];
  /** Delete the checkout directory before the build. */
  cleanSources?: boolean;
  /** Clean sources in every snapshot dependency too. */
  cleanSourcesInAllDependencies?: boolean;
  /** Rebuild every snapshot dependency, even those with a suitable build. */
  rebuildDependencies?: boolean;
  /** Rebuild the snapshot dependencies that failed or did not finish. */
  rebuildFailedDependencies?: boolean;
  /** Take the build's settings as they are now, not as versioned settings will be when it starts. */
  freezeSettings?: boolean;
  /** Tag the snapshot dependencies with `tags` too. */
  tagDependencies?: boolean;
  /**
   * The revision to build (a commit hash), in every VCS root of the configuration, on `branch` (as
   * `refs/heads/<branch>` unless it starts with `refs/`). The roots are read first: a configuration without any
   * is refused before anything is queued.
   */
  revision?: string;
  /** Build these builds' results as the snapshot dependencies (their ids). */
  snapshotDependencies?: number[];
  /** A personal change (remote run) to build: its id. */
  personalChange?: number | string;
}

const locatorText = (v: string | number | LocatorObject) => (typeof v === 'object' ? renderLocator(v) : String(v));

/**
 * Queues a build and returns it as queued (`state: 'queued'`, with its `id`): TeamCity's `POST /app/rest/buildQueue`.
 *
 * @example
 * ```ts
 * import { createClient } from 'teamcity-sdk';
 * import { runBuild, waitForBuild } from 'teamcity-sdk/tasks';
 *
 * const tc = createClient({ baseUrl: 'https://teamcity.example.com', auth: { token: process.env.TEAMCITY_TOKEN! } });
 * const queued = await runBuild(tc, {
 *   buildType: 'App_Build',
 *   branch: 'feature/login',
 *   parameters: { 'env.NODE_ENV': 'test', 'system.verbose': 'true', 'deploy.target': 'staging' },
 *   comment: 'from CI',
 *   tags: ['ci'],
 * });
 * const done = await waitForBuild(tc, queued);
 * ```
 * @throws {TeamCityBuildTypeNotFoundError} no such build configuration (a `TeamCityNotFoundError` naming it)
 * @throws {TeamCityInputError} a bad option, before anything is sent
 */
export async function runBuild(client: Transport, options: RunBuildOptions, call?: CallOptions): Promise<Build> {
  const o = options ?? ({} as RunBuildOptions);
  const fail = (m: string): never => {
    throw new TeamCityInputError(`runBuild: ${m}`);
  };
  if (typeof o.buildType !== 'string' && (typeof o.buildType !== 'object' || !o.buildType))
    fail('buildType is required');
  const buildType = locatorText(o.buildType);
  if (!buildType) fail('buildType is empty');
  for (const [name, value] of Object.entries(o.parameters ?? {}))
    if (!name || typeof value !== 'string')
      fail(`parameter ${JSON.stringify(name)} must have a name and a string value`);
  if (o.tags?.some((t) => typeof t !== 'string' || !t)) fail('tags must be non-empty strings');
  // Ids: a number that is not one would go out as JSON null (NaN) or as another build.
  const idOption = (name: string, v: unknown) =>
    numberOption('runBuild', name, v, 0, { min: 1, max: Number.MAX_SAFE_INTEGER, whole: true });
  if (typeof o.agent === 'number') idOption('agent', o.agent);
  for (const dep of o.snapshotDependencies ?? []) idOption('snapshotDependencies[]', dep);
  if (o.personalChange != null)
    idOption(
      'personalChange',
      typeof o.personalChange === 'string' && /^\d+$/.test(o.personalChange) ? +o.personalChange : o.personalChange,
    );
  // A locator of just an id is sent as the id, which every TeamCity version reads.
  const id = typeof o.buildType === 'string' ? o.buildType : Object.keys(o.buildType).join() === 'id' && o.buildType.id;
  const bt = id ? { id: locatorText(id) } : { locator: buildType };
  const triggering = {
    cleanSources: o.cleanSources,
    cleanSourcesInAllDependencies: o.cleanSourcesInAllDependencies,
    rebuildAllDependencies: o.rebuildDependencies,
    rebuildFailedOrIncompleteDependencies: o.rebuildFailedDependencies,
    queueAtTop: o.moveToTop,
    freezeSettings: o.freezeSettings,
    tagDependencies: o.tagDependencies,
  };
  const body: Build = {
    buildType: bt,
    ...(o.branch != null && { branchName: o.branch }),
    ...(o.parameters && {
      properties: {
        property: Object.entries(o.parameters).map(([name, value]) => ({
          name,
          value,
        })),
      },
    }),
    ...(o.comment != null && { comment: { text: o.comment } }),
    ...(o.personal != null && { personal: o.personal }),
    ...(o.agent != null && {
      agent: typeof o.agent === 'number' ? { id: o.agent } : { locator: locatorText(o.agent) },
    }),
    ...(o.tags?.length && { tags: { tag: o.tags.map((name) => ({ name })) } }),
    ...(Object.values(triggering).some((v) => v != null) && {
      triggeringOptions: JSON.parse(JSON.stringify(triggering)) as Build['triggeringOptions'],
    }),
    ...(o.snapshotDependencies?.length && {
      'snapshot-dependencies': {
        build: o.snapshotDependencies.map((id) => ({ id })),
      },
    }),
    ...(o.personalChange != null && {
      lastChanges: {
        change: [{ id: Number(o.personalChange), personal: true }],
      },
    }),
  };
  // A 404 names the build type when it says so, or when nothing else in the request names an entity.
  const others = o.agent != null || !!o.snapshotDependencies?.length || o.personalChange != null;
  const named = async <T>(p: Promise<T>): Promise<T> =>
    p.catch((e: unknown) => {
      const about = e instanceof TeamCityNotFoundError && !e.unknownRoute && (!others || /build ?type/i.test(e.body));
      throw about ? new TeamCityBuildTypeNotFoundError(buildType, e) : e;
    });
  if (o.revision != null) {
    const entries = objectOf(
      client,
      'runBuild',
      'buildTypes.get_vcs_root_entries',
      await named(
        getVcsRootEntries(
          client,
          {
            btLocator: typeof o.buildType === 'string' ? { id: o.buildType } : o.buildType,
            fields: 'vcs-root-entry(vcs-root(id))',
          },
          call,
        ),
      ),
      { 'vcs-root-entry': [{ 'vcs-root': { id: 'string' } }] },
    );
    const roots = (entries['vcs-root-entry'] ?? []).map((e) => e['vcs-root']?.id).filter((id) => id != null);
    if (!roots.length)
      fail(`build type ${JSON.stringify(buildType)} has no VCS roots to build revision ${o.revision} in`);
    const vcsBranchName = o.branch && (o.branch.startsWith('refs/') ? o.branch : `refs/heads/${o.branch}`);
    body.revisions = {
      revision: roots.map((id) => ({
        version: o.revision,
        ...(vcsBranchName && { vcsBranchName }),
        'vcs-root-instance': { 'vcs-root-id': id },
      })),
    };
  }
  // Without an id the build cannot be waited for, followed or canceled.
  return objectOf(
    client,
    'runBuild',
    'buildQueue.queue_new_build',
    await named(queueNewBuild(client, { body }, call)),
    BUILD,
  );
}

/**
 * Cancels a build, queued or running, whichever it is now: a queued build leaves the queue
 * (`buildQueue.cancelBuild`), a running one stops (`builds.cancelBuild`). Returns the build as TeamCity gives it
 * back (`canceledInfo` holds the comment). A finished build cannot be canceled: TeamCity answers 409
 * (`TeamCityConflictError`). A build known to be queued (`runBuild`'s result) that neither the queue nor the builds
 * show is looked for in the builds again, a few times within a second, before its 404 is thrown: TeamCity can answer
 * 404 in both places while a build moves from one to the other.
 *
 * @example
 * ```ts
 * import { cancelBuild } from 'teamcity-sdk/tasks';
 * await cancelBuild(tc, 1234, 'superseded by a newer commit');
 * ```
 */
export async function cancelBuild(
  client: Transport,
  build: BuildRef,
  comment = '',
  call?: CallOptions,
): Promise<Build> {
  const id = buildIdOf(build, 'cancelBuild');
  const body = { comment, readdIntoQueue: false };
  // The queue first: a build that starts between the two requests is then found running.
  const queued = async () =>
    objectOf(
      client,
      'cancelBuild',
      'buildQueue.cancel_build',
      await cancelQueued(client, { queuedBuildLocator: `id:${id}`, body }, call),
      POLLED,
    );
  try {
    await getQueued(client, { queuedBuildLocator: `id:${id}`, fields: 'id' }, call);
    return await queued();
  } catch (e) {
    if (!(e instanceof TeamCityNotFoundError) && !(e instanceof TeamCityApiError && e.status === 409)) throw e;
  }
  // A build known to be queued, in neither place, may be moving from the queue to the builds: looked for again there,
  // within the second waitForBuild polls in by default.
  const reread = knownQueued(build) ? rereadWithin(realTimer, 1000) : undefined;
  const running = await readBuild(client, 'cancelBuild', id, 'id,state', call ?? {}, reread);
  if (running.state === 'queued') return queued();
  return objectOf(
    client,
    'cancelBuild',
    'builds.cancel_build',
    await cancelRunning(client, { buildLocator: `id:${id}`, body }, call),
    POLLED,
  );
}
