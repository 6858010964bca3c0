// Hand-written: edit it here; the generator never writes this file.
import { paginate } from '../runtime/paginate.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { serveBuild } from '../areas/builds.js';
import { getAllTestOccurrences, type GetAllTestOccurrencesArgs } from '../areas/testOccurrences.js';
import { getAllBuildProblemOccurrences, type GetAllBuildProblemOccurrencesArgs } from '../areas/problemOccurrences.js';
import type { ProblemOccurrence, ProblemOccurrences, TestOccurrence, TestOccurrences } from '../models.js';
import { numberOption, objectOf } from './check.js';
import { buildIdOf, type BuildRef } from './ref.js';

/** A finished build's outcome: what CI reports. */
export interface BuildResults {
  id: number;
  /** `SUCCESS`, `FAILURE`, `ERROR` or `UNKNOWN` (a canceled build). */
  status: string;
  statusText: string;
  tests: {
    total: number;
    passed: number;
    failed: number;
    newFailed: number;
    muted: number;
    ignored: number;
  };
  /**
   * Every failed test occurrence, all pages of them: new failures (`newFailure`) first, then TeamCity's order. Each
   * has its `logAnchor` (TeamCity 2023.11 and later): where the test's messages are in the build's log.
   */
  failedTests: TestOccurrence[];
  /** The build problems (a failed step, an exit code, a failure condition), new ones first, each with its `logAnchor`. */
  problems: ProblemOccurrence[];
}

export interface BuildResultsOptions extends CallOptions {
  /**
   * Pages read at most for each list (failed tests, problems), 100 items a page; more is a `TeamCityPaginationError`.
   * A whole number from 1 (default 100).
   */
  maxPages?: number;
}

/** How many occurrences one page holds: TeamCity's own default page is 100. */
const PAGE = 100;

// The pages, checked: a JSON null is a TeamCityResponseError naming the operation, not a TypeError.
const testPage = async (
  c: Transport,
  args: GetAllTestOccurrencesArgs<string>,
  o?: CallOptions,
): Promise<TestOccurrences> =>
  objectOf(c, 'buildResults', 'testOccurrences.get_all_test_occurrences', await getAllTestOccurrences(c, args, o), {
    testOccurrence: [{ name: 'string', details: 'string' }],
  });
const problemPage = async (
  c: Transport,
  args: GetAllBuildProblemOccurrencesArgs<string>,
  o?: CallOptions,
): Promise<ProblemOccurrences> =>
  objectOf(
    c,
    'buildResults',
    'problemOccurrences.get_all_build_problem_occurrences',
    await getAllBuildProblemOccurrences(c, args, o),
    {
      problemOccurrence: [{ type: 'string', details: 'string' }],
    },
  );

/**
 * Reads a build's status, its test counts, every failed test (paged through
 * `/app/rest/testOccurrences?locator=build:(id:N),status:FAILURE`: the build's own list ignores paging) and its build
 * problems. Pages follow TeamCity's `nextHref`, as `paginate` does, at most `maxPages` of them.
 *
 * @example
 * ```ts
 * import { buildResults } from 'teamcity-sdk/tasks';
 * const r = await buildResults(tc, 1234);
 * console.log(`${r.status}: ${r.tests.failed} failed (${r.tests.newFailed} new), ${r.tests.passed} passed`);
 * for (const t of r.failedTests) console.log(t.name, t.details?.split('\n')[0]);
 * for (const p of r.problems) console.log(p.type, p.details);
 * ```
 */
export async function buildResults(
  client: Transport,
  build: BuildRef,
  options: BuildResultsOptions = {},
): Promise<BuildResults> {
  const id = buildIdOf(build, 'buildResults');
  const { maxPages: pages, ...call } = options;
  const maxPages = numberOption('buildResults', 'maxPages', pages, 100, { min: 1, whole: true });
  const b = objectOf(
    client,
    'buildResults',
    'builds.serve_build',
    await serveBuild(
      client,
      {
        buildLocator: `id:${id}`,
        fields: 'id,status,statusText,testOccurrences(count,passed,failed,newFailed,muted,ignored)',
      },
      call,
    ),
    {
      status: 'string',
      statusText: 'string',
      testOccurrences: {
        count: 'number',
        passed: 'number',
        failed: 'number',
        newFailed: 'number',
        muted: 'number',
        ignored: 'number',
      },
    },
  );
  const t = b.testOccurrences ?? {};
  const failedTests: TestOccurrence[] = [];
  const tests = paginate(
    client,
    testPage,
    {
      locator: { build: { id }, status: 'failure', count: PAGE },
      fields:
        'count,nextHref,testOccurrence(id,name,status,details,duration,newFailure,muted,ignored,logAnchor,test(id,name))',
    },
    { ...call, maxPages, itemsKey: 'testOccurrence' },
  );
  for await (const test of tests) failedTests.push(test);
  const problems: ProblemOccurrence[] = [];
  const found = paginate(
    client,
    problemPage,
    {
      locator: { build: { id }, count: PAGE },
      fields: 'count,nextHref,problemOccurrence(id,type,identity,details,newFailure,muted,logAnchor)',
    },
    { ...call, maxPages, itemsKey: 'problemOccurrence' },
  );
  for await (const problem of found) problems.push(problem);
  return {
    id,
    status: b.status ?? 'UNKNOWN',
    statusText: b.statusText ?? '',
    tests: {
      total: t.count ?? 0,
      passed: t.passed ?? 0,
      failed: t.failed ?? 0,
      newFailed: t.newFailed ?? 0,
      muted: t.muted ?? 0,
      ignored: t.ignored ?? 0,
    },
    failedTests: newFailuresFirst(failedTests),
    problems: newFailuresFirst(problems),
  };
}

/**
 * Test or problem occurrences with the new failures (`newFailure`) first, each group in TeamCity's order: what a
 * build's changes broke before what was broken already.
 */
export const newFailuresFirst = <T extends { newFailure?: boolean | undefined }>(list: readonly T[]): T[] => [
  ...list.filter((o) => o.newFailure),
  ...list.filter((o) => !o.newFailure),
];
