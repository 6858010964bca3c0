import type { CallOptions, Transport } from '../runtime/transport.js';
import { serveBuild } from '../areas/builds.js';
import { getAllTestOccurrences } from '../areas/testOccurrences.js';
import { getAllBuildProblemOccurrences } from '../areas/problemOccurrences.js';
import type { ProblemOccurrence, TestOccurrence } from '../models.js';
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
  /** Every failed test occurrence, all pages of them. */
  failedTests: TestOccurrence[];
  /** The build problems (a failed step, an exit code, a failure condition). */
  problems: ProblemOccurrence[];
}

/** How many occurrences one page holds: TeamCity's own default page is 100. */
const PAGE = 100;

/**
 * Reads a build's status, its test counts, every failed test (paged through
 * `/app/rest/testOccurrences?locator=build:(id:N),status:FAILURE`: the build's own list ignores paging) and its build
 * problems.
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
export async function buildResults(client: Transport, build: BuildRef, call?: CallOptions): Promise<BuildResults> {
  const id = buildIdOf(build, 'buildResults');
  const b = await serveBuild(
    client,
    {
      buildLocator: `id:${id}`,
      fields: 'id,status,statusText,testOccurrences(count,passed,failed,newFailed,muted,ignored)',
    },
    call,
  );
  const t = b.testOccurrences ?? {};
  const failedTests: TestOccurrence[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await getAllTestOccurrences(
      client,
      {
        locator: { build: { id }, status: 'failure', start, count: PAGE },
        fields: 'count,testOccurrence(id,name,status,details,duration,newFailure,muted,ignored,test(id,name))',
      },
      call,
    );
    failedTests.push(...(page.testOccurrence ?? []));
    if ((page.testOccurrence?.length ?? 0) < PAGE) break;
  }
  const problems: ProblemOccurrence[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await getAllBuildProblemOccurrences(
      client,
      {
        locator: { build: { id }, start, count: PAGE },
        fields: 'count,problemOccurrence(id,type,identity,details,newFailure,muted)',
      },
      call,
    );
    problems.push(...(page.problemOccurrence ?? []));
    if ((page.problemOccurrence?.length ?? 0) < PAGE) break;
  }
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
    failedTests,
    problems,
  };
}
