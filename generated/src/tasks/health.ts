// Hand-written: edit it here; the generator never writes this file.
import { paginate } from '../runtime/paginate.js';
import { formatTeamCityDate } from '../runtime/date.js';
import { TeamCityAbortError, TeamCityError, TeamCityInputError } from '../runtime/errors.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { serveAllBuilds } from '../areas/builds.js';
import { createInstance as createMute, deleteInstance as deleteMute, getMutes } from '../areas/mutes.js';
import {
  createInstance as createInvestigation,
  getInvestigations,
  replaceInstance as replaceInvestigation,
} from '../areas/investigations.js';
import { getAllTestOccurrences } from '../areas/testOccurrences.js';
import { serveRoots } from '../areas/vcsRoots.js';
import type { Investigation, Mute, ProblemScope, ProblemTarget } from '../models.js';
import { numberOption, objectOf, scrubbed, type Shape } from './check.js';

/** Where a mute or an investigation applies: one project (and its subprojects), or some build configurations. */
export type HealthScope = { project: string } | { buildType: string | readonly string[] };

/** Tests named in one call at most: a mute or an unmute names each. */
export const MAX_TESTS = 100;

/** Pages of 100 read at most when a task looks through mutes, investigations or builds. */
const MAX_PAGES = 10;
const PAGE = 100;

/** The call options of an options object that holds other things too. */
const callOf = ({ signal, headers, retry, timeoutMs }: CallOptions): CallOptions => ({
  ...(signal && { signal }),
  ...(headers && { headers }),
  ...(retry !== undefined && { retry }),
  ...(timeoutMs !== undefined && { timeoutMs }),
});

const text = (task: string, name: string, v: unknown): string => {
  if (typeof v === 'string' && v.trim() && v.length <= 4096) return v;
  throw new TeamCityInputError(`${task}: ${name} must be a non-empty string of at most 4096 characters`);
};

function testNames(task: string, tests: unknown): string[] {
  if (!Array.isArray(tests) || !tests.length || tests.length > MAX_TESTS)
    throw new TeamCityInputError(`${task}: tests must be a list of 1 to ${MAX_TESTS} test names`);
  return [...new Set(tests.map((t, i) => text(task, `tests[${i}]`, t)))];
}

/** The scope as TeamCity's `ProblemScope`, checked. */
function scopeOf(task: string, scope: unknown): ProblemScope {
  const s = (scope ?? {}) as Record<string, unknown>;
  if (typeof scope !== 'object' || !scope || 'project' in s === 'buildType' in s)
    throw new TeamCityInputError(`${task}: scope must be { project } or { buildType }, one of them`);
  if ('project' in s) return { project: { id: text(task, 'scope.project', s.project) } };
  const ids = Array.isArray(s.buildType) ? s.buildType : [s.buildType];
  if (!ids.length || ids.length > MAX_TESTS)
    throw new TeamCityInputError(`${task}: scope.buildType must name 1 to ${MAX_TESTS} build configurations`);
  return { buildTypes: { buildType: ids.map((id, i) => ({ id: text(task, `scope.buildType[${i}]`, id) })) } };
}

/** A scope's identity, to compare the one asked for with the one TeamCity answers. */
const scopeKey = (s: ProblemScope | undefined) =>
  JSON.stringify([
    s?.project?.id ?? null,
    [s?.buildType, ...(s?.buildTypes?.buildType ?? [])]
      .filter((b) => b)
      .map((b) => b!.id)
      .sort(),
  ]);

const MUTE: Shape = {
  id: 'number',
  scope: { project: { id: 'string' }, buildType: { id: 'string' }, buildTypes: { buildType: [{ id: 'string' }] } },
  target: { tests: { test: [{ name: 'string' }] } },
  assignment: { text: 'string' },
  resolution: { type: 'string', time: 'string' },
};
const MUTE_FIELDS =
  'id,scope(project(id),buildType(id),buildTypes(buildType(id))),target(tests(test(id,name))),assignment(text,user(username),timestamp),resolution(type,time)';

export interface MuteTestsOptions extends CallOptions {
  /** Test names, as TeamCity shows them (`pkg.Class.method`), 1 to 100. */
  tests: readonly string[];
  scope: HealthScope;
  comment?: string;
  /** When TeamCity unmutes them: at a time, when they are fixed (`'fixed'`), or, by default, only by hand. */
  until?: Date | 'fixed';
}

/**
 * Mutes tests: their failures no longer fail builds in the scope. One mute is made for all of them. TeamCity takes
 * its author from the credentials of the call (any user a body names is ignored), and a mute cannot be edited: to
 * change one, {@link unmuteTests} and mute again.
 */
export async function muteTests(client: Transport, options: MuteTestsOptions): Promise<Mute> {
  const task = 'muteTests';
  const { tests, scope, comment, until, ...call } = options;
  const names = testNames(task, tests);
  if (until !== undefined && until !== 'fixed' && !(until instanceof Date && Number.isFinite(until.getTime())))
    throw new TeamCityInputError(`${task}: until must be a valid Date or 'fixed'`);
  const body: Mute = {
    ...(comment !== undefined && { assignment: { text: text(task, 'comment', comment) } }),
    scope: scopeOf(task, scope),
    target: { tests: { test: names.map((name) => ({ name })) } },
    resolution:
      until === undefined
        ? { type: 'manually' }
        : until === 'fixed'
          ? { type: 'whenFixed' }
          : { type: 'atTime', time: formatTeamCityDate(until) },
  };
  const made = await createMute(client, { body, fields: MUTE_FIELDS }, call);
  return objectOf(client, task, 'mutes.create_instance', made, { ...MUTE, id: 'id' }) as Mute;
}

export interface UnmuteTestsResult {
  /** Ids of the mutes removed. */
  removed: number[];
  /** Mutes made again for the other tests of a removed mute (TeamCity cannot edit one); the caller is their author. */
  remade: Mute[];
  /** Tests asked for that no mute of the scope named. */
  notMuted: string[];
}

/**
 * Unmutes tests in a scope: every mute of exactly that scope that names one of them is removed, and where it named
 * other tests too, made again for those (a new id, the caller its author, the comment and unmute condition kept).
 * Reads at most 1,000 mutes; more is a `TeamCityPaginationError`.
 */
export async function unmuteTests(
  client: Transport,
  options: { tests: readonly string[]; scope: HealthScope } & CallOptions,
): Promise<UnmuteTestsResult> {
  const task = 'unmuteTests';
  const { tests, scope, ...call } = options;
  const names = testNames(task, tests);
  const wanted = scopeOf(task, scope);
  const mutes = paginate(
    client,
    getMutes,
    {
      locator: { type: 'test', ...(wanted.project && { project: { id: wanted.project.id! } }), count: PAGE },
      fields: `count,nextHref,mute(${MUTE_FIELDS})`,
    },
    { ...call, maxPages: MAX_PAGES, itemsKey: 'mute' },
  );
  const result: UnmuteTestsResult = { removed: [], remade: [], notMuted: [] };
  const found = new Set<string>();
  for await (const m of mutes) {
    const mute = objectOf(client, task, 'mutes.get_mutes', m, { ...MUTE, id: 'id' }) as Mute;
    if (scopeKey(mute.scope) !== scopeKey(wanted)) continue;
    const listed = mute.target?.tests?.test ?? [];
    const kept = listed.filter((t) => !names.includes(t.name ?? ''));
    if (kept.length === listed.length) continue;
    for (const t of listed) if (names.includes(t.name ?? '')) found.add(t.name!);
    await deleteMute(client, { muteLocator: `id:${mute.id}` }, call);
    result.removed.push(mute.id!);
    if (kept.length) {
      const body: Mute = {
        ...(mute.assignment?.text !== undefined && { assignment: { text: mute.assignment.text } }),
        scope: mute.scope!,
        target: { tests: { test: kept.map((t) => ({ name: t.name! })) } },
        ...(mute.resolution && { resolution: mute.resolution }),
      };
      const made = await createMute(client, { body, fields: MUTE_FIELDS }, call);
      result.remade.push(objectOf(client, task, 'mutes.create_instance', made, { ...MUTE, id: 'id' }) as Mute);
    }
  }
  result.notMuted = names.filter((n) => !found.has(n));
  return result;
}

/** What an investigation is about: a test, a build problem (by identity), or a whole build configuration. */
export type InvestigationTarget =
  { test: string; scope: HealthScope } | { problem: string; scope: HealthScope } | { buildType: string };

function targetOf(task: string, t: InvestigationTarget): { target: ProblemTarget; scope: ProblemScope } {
  const o = (t ?? {}) as Record<string, unknown>;
  const given = ['test', 'problem', 'buildType'].filter((k) => k in o);
  if (given.length !== 1) throw new TeamCityInputError(`${task}: name one of test, problem or buildType`);
  if ('buildType' in o) {
    const id = text(task, 'buildType', o.buildType);
    return { target: { anyProblem: true }, scope: { buildTypes: { buildType: [{ id }] } } };
  }
  const scope = scopeOf(task, o.scope);
  if ('test' in o) return { target: { tests: { test: [{ name: text(task, 'test', o.test) }] } }, scope };
  return { target: { problems: { problem: [{ identity: text(task, 'problem', o.problem) }] } }, scope };
}

const INVESTIGATION: Shape = {
  id: 'string!',
  state: 'string',
  assignee: { username: 'string' },
  target: {
    anyProblem: 'boolean',
    tests: { test: [{ name: 'string' }] },
    problems: { problem: [{ identity: 'string' }] },
  },
};
const INVESTIGATION_FIELDS =
  'id,state,assignee(username),assignment(text,user(username),timestamp),scope(project(id),buildType(id),buildTypes(buildType(id))),target(anyProblem,tests(test(id,name)),problems(problem(id,identity))),resolution(type)';

/**
 * Assigns an investigation of a test, a build problem or a build configuration (its every problem) to a user (a
 * username), resolved by hand. TeamCity records the caller as who assigned it.
 */
export async function assignInvestigation(
  client: Transport,
  options: InvestigationTarget & { assignee: string; comment?: string } & CallOptions,
): Promise<Investigation> {
  const task = 'assignInvestigation';
  const { assignee, comment } = options;
  const { target, scope } = targetOf(task, options);
  const body: Investigation = {
    state: 'TAKEN',
    assignee: { username: text(task, 'assignee', assignee) },
    ...(comment !== undefined && { assignment: { text: text(task, 'comment', comment) } }),
    scope,
    target,
    resolution: { type: 'manually' },
  };
  const made = await createInvestigation(client, { body, fields: INVESTIGATION_FIELDS }, callOf(options));
  return objectOf(client, task, 'investigations.create_instance', made, INVESTIGATION) as Investigation;
}

/**
 * Marks the open (`TAKEN`) investigations of a test, a problem or a build configuration in the scope as `FIXED` (or
 * `GIVEN_UP`), each replaced whole as TeamCity's PUT takes it; resolves to those it changed. Reads at most 1,000.
 */
export async function resolveInvestigation(
  client: Transport,
  options: InvestigationTarget & { state?: 'FIXED' | 'GIVEN_UP' } & CallOptions,
): Promise<Investigation[]> {
  const task = 'resolveInvestigation';
  const { state = 'FIXED' } = options;
  if (state !== 'FIXED' && state !== 'GIVEN_UP')
    throw new TeamCityInputError(`${task}: state must be FIXED or GIVEN_UP`);
  const { target, scope } = targetOf(task, options);
  const call = callOf(options);
  const type = target.anyProblem ? 'anyProblem' : target.tests ? 'test' : 'problem';
  const found = paginate(
    client,
    getInvestigations,
    {
      locator: {
        type,
        state: 'taken',
        ...(scope.project ? { affectedProject: { id: scope.project.id! } } : {}),
        ...(scope.buildTypes ? { buildType: { id: scope.buildTypes.buildType![0]!.id! } } : {}),
        count: PAGE,
      },
      fields: `count,nextHref,investigation(${INVESTIGATION_FIELDS})`,
    },
    { ...call, maxPages: MAX_PAGES, itemsKey: 'investigation' },
  );
  const name = target.tests?.test?.[0]?.name;
  const identity = target.problems?.problem?.[0]?.identity;
  const changed: Investigation[] = [];
  for await (const i of found) {
    const inv = objectOf(client, task, 'investigations.get_investigations', i, INVESTIGATION) as Investigation;
    if (name !== undefined && !inv.target?.tests?.test?.some((t) => t.name === name)) continue;
    if (identity !== undefined && !inv.target?.problems?.problem?.some((p) => p.identity === identity)) continue;
    const { id, ...rest } = inv;
    const body = { ...rest, state, resolution: { type: 'manually' as const } };
    const done = await replaceInvestigation(
      client,
      { investigationLocator: `id:${id}`, body, fields: INVESTIGATION_FIELDS },
      call,
    );
    changed.push(objectOf(client, task, 'investigations.replace_instance', done, INVESTIGATION) as Investigation);
  }
  return changed;
}

/** One run of a test: the build it ran in, how it ended, how long it took. */
export interface TestRun {
  build: {
    id: number;
    number?: string;
    buildTypeId?: string;
    branchName?: string;
    finishDate?: string;
    webUrl?: string;
  };
  status: string;
  /** ms */
  duration?: number;
  ignored: boolean;
  muted: boolean;
  newFailure: boolean;
}

export interface TestHistoryOptions extends CallOptions {
  /** Only runs in builds of this configuration (its id). */
  buildType?: string;
  /** Only runs in builds of this branch (its name, as a build locator's `branch` takes it). */
  branch?: string;
  /** Runs read at most, newest first: a whole number from 1 to 1,000 (default 20). */
  count?: number;
}

const RUN: Shape = {
  status: 'string',
  duration: 'number',
  ignored: 'boolean',
  muted: 'boolean',
  newFailure: 'boolean',
  build: { id: 'id', number: 'string', buildTypeId: 'string', branchName: 'string', webUrl: 'string' },
};

/**
 * A test's runs across builds, newest first (`/testOccurrences?locator=test:(name:...)`), at most `count`, each with
 * its build, status and duration.
 */
export async function testHistory(
  client: Transport,
  testName: string,
  options: TestHistoryOptions = {},
): Promise<TestRun[]> {
  const task = 'testHistory';
  const { buildType, branch, count: asked, ...call } = options;
  const name = text(task, 'testName', testName);
  const count = numberOption(task, 'count', asked, 20, { min: 1, max: 1000, whole: true });
  const runs = paginate(
    client,
    getAllTestOccurrences,
    {
      locator: {
        test: { name },
        ...(buildType !== undefined && { buildType: { id: text(task, 'buildType', buildType) } }),
        ...(branch !== undefined && { branch: text(task, 'branch', branch) }),
        count: Math.min(count, PAGE),
      },
      fields:
        'count,nextHref,testOccurrence(status,duration,ignored,muted,newFailure,build(id,number,buildTypeId,branchName,finishDate,webUrl))',
    },
    { ...call, maxPages: Math.ceil(count / PAGE), itemsKey: 'testOccurrence' },
  );
  const out: TestRun[] = [];
  for await (const r of runs) {
    const run = objectOf(client, task, 'testOccurrences.get_all_test_occurrences', r, RUN);
    out.push({
      build: run.build as TestRun['build'],
      status: run.status ?? 'UNKNOWN',
      ...(run.duration !== undefined && { duration: run.duration }),
      ignored: !!run.ignored,
      muted: !!run.muted,
      newFailure: !!run.newFailure,
    });
    if (out.length >= count) break;
  }
  return out;
}

/** A test whose outcome flipped across the builds read. */
export interface FlakyTest {
  name: string;
  /** Passed-to-failed and failed-to-passed changes between consecutive builds that ran it. */
  flips: number;
  failed: number;
  passed: number;
  /** Failed and passed in builds of the same revision: the code did not change, the outcome did. */
  sameRevision: boolean;
}

/**
 * Tests that look flaky in a build configuration's last `builds` finished builds (default 20, at most 100) of the
 * default branch, or of `branch` (a branch locator value, as `serveAllBuilds` takes it): TeamCity
 * has no REST API for its own flaky-test detection, so this is a heuristic over the runs: a test is flaky when it
 * both failed and passed in builds of the same revision, or its outcome flipped at least twice in those builds (a
 * single flip is a break or a fix). Ignored runs are left out. Most flips first.
 */
export async function flakyTests(
  client: Transport,
  options: { buildType: string; builds?: number; branch?: string } & CallOptions,
): Promise<FlakyTest[]> {
  const task = 'flakyTests';
  const { buildType, builds: asked, branch, ...call } = options;
  const id = text(task, 'buildType', buildType);
  const n = numberOption(task, 'builds', asked, 20, { min: 2, max: PAGE, whole: true });
  const list = objectOf(
    client,
    task,
    'builds.serve_all_builds',
    await serveAllBuilds(
      client,
      {
        locator: { buildType: { id }, ...(branch !== undefined && { branch: text(task, 'branch', branch) }), count: n },
        fields: 'build(id,revisions(revision(version)))',
      },
      call,
    ),
    { build: [{ id: 'id', revisions: { revision: [{ version: 'string' }] } }] },
  );
  const builds = (list.build ?? []).slice(0, n);
  // Oldest first: a flip is a change from one build to the next.
  const runs = new Map<string, { status: string; revision: string }[]>();
  for (const b of builds.reverse()) {
    const revision = (b.revisions?.revision ?? []).map((r) => r.version).join(' ');
    const tests = paginate(
      client,
      getAllTestOccurrences,
      { locator: { build: { id: b.id! }, count: PAGE }, fields: 'count,nextHref,testOccurrence(name,status,ignored)' },
      { ...call, maxPages: MAX_PAGES, itemsKey: 'testOccurrence' },
    );
    for await (const t of tests) {
      const o = objectOf(client, task, 'testOccurrences.get_all_test_occurrences', t, {
        name: 'string!',
        status: 'string',
        ignored: 'boolean',
      });
      if (o.ignored || (o.status !== 'SUCCESS' && o.status !== 'FAILURE')) continue;
      if (!runs.has(o.name!) && runs.size >= 100_000) continue;
      runs.set(o.name!, [...(runs.get(o.name!) ?? []), { status: o.status, revision }]);
    }
  }
  const flaky: FlakyTest[] = [];
  for (const [name, r] of runs) {
    let flips = 0;
    for (let i = 1; i < r.length; i++) if (r[i]!.status !== r[i - 1]!.status) flips++;
    const byRevision = new Map<string, Set<string>>();
    for (const x of r)
      if (x.revision) byRevision.set(x.revision, (byRevision.get(x.revision) ?? new Set()).add(x.status));
    const sameRevision = [...byRevision.values()].some((s) => s.size > 1);
    if (flips >= 2 || sameRevision) {
      const failed = r.filter((x) => x.status === 'FAILURE').length;
      flaky.push({ name: scrubbed(client, name), flips, failed, passed: r.length - failed, sameRevision });
    }
  }
  return flaky.sort((a, b) => b.flips - a.flips || a.name.localeCompare(b.name));
}

/** A build of a commit. */
export interface CommitBuild {
  id: number;
  buildTypeId?: string;
  number?: string;
  state?: string;
  status?: string;
  statusText?: string;
  branchName?: string;
  webUrl?: string;
}

export interface CommitStatus {
  revision: string;
  /** Every build of the revision found, newest first. */
  builds: CommitBuild[];
  /** False when some read failed or was cut short: `builds` may then miss some, and `reasons` says why. */
  complete: boolean;
  reasons: string[];
}

const COMMIT_BUILD: Shape = {
  id: 'id',
  buildTypeId: 'string',
  number: 'string',
  state: 'string',
  status: 'string',
  statusText: 'string',
  branchName: 'string',
  webUrl: 'string',
};

/** An error that means TeamCity could not answer this read (status, network, timeout): said, not thrown. */
const unavailable = (e: unknown) =>
  e instanceof TeamCityError && !(e instanceof TeamCityInputError) && !(e instanceof TeamCityAbortError)
    ? e.message
    : null;

/**
 * The builds of every build configuration that built a revision (a commit's full hash, as TeamCity's revisions show
 * it), found through the VCS roots whose `url` property contains `repositoryUrl` (all roots without one), any branch,
 * at most 1,000 builds. Where TeamCity could not answer a read (no permission to see VCS roots, a server error) or
 * the cap cut the list, `complete` is false and `reasons` says why: a read that failed is never an empty list.
 */
export async function commitStatus(
  client: Transport,
  options: { revision: string; repositoryUrl?: string } & CallOptions,
): Promise<CommitStatus> {
  const task = 'commitStatus';
  const { revision: rev, repositoryUrl, ...call } = options;
  const revision = text(task, 'revision', rev);
  // It goes into a locator as it is: a revision id, never locator syntax.
  if (!/^[0-9A-Za-z._-]{1,200}$/.test(revision))
    throw new TeamCityInputError(`${task}: revision must be a revision id (letters, digits, . _ -), not free text`);
  const url = repositoryUrl === undefined ? undefined : text(task, 'repositoryUrl', repositoryUrl);
  const status: CommitStatus = { revision, builds: [], complete: true, reasons: [] };
  const fail = (reason: string) => {
    status.complete = false;
    status.reasons.push(scrubbed(client, reason));
  };
  const roots: (string | null)[] = url === undefined ? [null] : [];
  if (url !== undefined) {
    try {
      const found = objectOf(
        client,
        task,
        'vcsRoots.serve_roots',
        await serveRoots(
          client,
          {
            locator: { property: { name: 'url', value: url, matchType: 'contains' }, count: PAGE },
            fields: 'count,vcs-root(id)',
          },
          call,
        ),
        { 'vcs-root': [{ id: 'string!' }] },
      );
      // A root id goes into a locator as it is: one that is not an id is left out, and said.
      for (const { id } of found['vcs-root'] ?? [])
        if (/^[\w.-]{1,200}$/.test(id!)) roots.push(id!);
        else fail(`VCS root ${JSON.stringify(id!.slice(0, 80))} has an id that is no locator value: not read`);
      if ((found['vcs-root'] ?? []).length >= PAGE) fail(`more than ${PAGE} VCS roots match ${url}: only ${PAGE} read`);
    } catch (e) {
      const why = unavailable(e);
      if (why === null) throw e;
      fail(`the VCS roots could not be read: ${why}`);
      return status;
    }
  }
  const seen = new Set<number>();
  for (const root of roots) {
    const builds = paginate(
      client,
      serveAllBuilds,
      {
        locator: `revision:(version:${revision}${root === null ? '' : `,vcsRoot:(id:${root})`}),defaultFilter:false,personal:false,count:${PAGE}`,
        fields: 'count,nextHref,build(id,buildTypeId,number,state,status,statusText,branchName,webUrl)',
      },
      { ...call, maxPages: MAX_PAGES, itemsKey: 'build' },
    );
    try {
      for await (const b of builds) {
        const build = objectOf(client, task, 'builds.serve_all_builds', b, COMMIT_BUILD) as CommitBuild;
        if (!seen.has(build.id)) status.builds.push(build);
        seen.add(build.id);
      }
    } catch (e) {
      const why = unavailable(e);
      if (why === null) throw e;
      fail(`the builds of ${root === null ? 'the revision' : `VCS root ${root}`} could not all be read: ${why}`);
    }
  }
  status.builds.sort((a, b) => b.id - a.id);
  return status;
}
