// Hand-written: edit it here; the generator never writes this file.
import { TeamCityNotFoundError } from 'teamcity-sdk';
import { getAllBuildProblemOccurrences } from 'teamcity-sdk/problemOccurrences';
import { getAllTestOccurrences } from 'teamcity-sdk/testOccurrences';
import * as z from 'zod';
import { buildInput, resolveBuildInput } from '../build-input.js';
import { grepLog, type LogLine } from '../log.js';
import { defineTool, READ, truncated, type ToolContext } from '../tool.js';
import {
  buildView,
  PROBLEM_FIELDS,
  problemView,
  TEST_FIELDS,
  testView,
  type ProblemView,
  type TestView,
} from '../views.js';
import { buildLine, getBuildSummary, listText } from './builds.js';
import { logLineView, logText } from './log.js';
import { pageInput, pageOf } from './paging.js';

/** A test's details (its stack trace) are cut to this many characters here; teamcity_failed_tests gives more. */
const DETAILS = 1500;

/** How much of a log explain_failure reads for its error lines (teamcity_build_log reads on, from a line). */
const EXPLAIN_BYTES = 32 * 1024 * 1024;

/** The log lines explain_failure shows: those that say something failed. */
const ERROR_LINE = /\b(error|errors|failed|failure|exception|fatal)\b|\bexit(ed)?( with)? code [1-9]/i;

const failedTests = (ctx: ToolContext, id: number, window: { start: number; count: number }, newOnly = false) =>
  getAllTestOccurrences(
    ctx.tc,
    {
      locator: { build: { id }, status: 'failure', ...(newOnly && { newFailure: 'true' }), ...window },
      fields: `testOccurrence(${TEST_FIELDS})`,
    },
    { signal: ctx.signal },
  ).then((r) => (r.testOccurrence ?? []) as TestView[]);

const testLine = (t: TestView) =>
  `✗ ${t.name}${t.newFailure ? ' (new)' : ''}${t.muted ? ' (muted)' : ''}${t.details ? `\n  ${t.details.trim().split('\n').slice(0, 6).join('\n  ')}` : ''}`;

export const explainFailure = defineTool({
  name: 'teamcity_explain_failure',
  description:
    'Why a build failed, in one call: status text, build problems, the first failed tests with details, and the log lines ' +
    'around errors. Use this first for "why did my build fail".',
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject(buildInput),
  output: z.object({
    build: buildView,
    problems: z.array(problemView),
    failedTests: z.array(testView),
    moreFailedTests: z.boolean(),
    errorLines: z.array(logLineView),
    noRecord: z.array(z.string()).optional().describe('what TeamCity had no record of for this build'),
    ...truncated,
  }),
  async run(args, ctx) {
    const id = await resolveBuildInput(ctx, args);
    const [build, problems, tests, log] = await Promise.all([
      getBuildSummary(ctx, id),
      getAllBuildProblemOccurrences(
        ctx.tc,
        { locator: { build: { id }, count: 20 }, fields: `problemOccurrence(${PROBLEM_FIELDS})` },
        { signal: ctx.signal },
      ).then((r) => (r.problemOccurrence ?? []) as ProblemView[]),
      failedTests(ctx, id, { start: 0, count: 6 }),
      // A build that wrote no log has none to read: that is said, not an error of the whole call.
      grepLog(ctx, id, { pattern: ERROR_LINE, context: 2, maxMatches: 8, maxBytes: EXPLAIN_BYTES }).catch((e) => {
        if (e instanceof TeamCityNotFoundError) return null;
        throw e;
      }),
    ]);
    // What TeamCity had no record of, said rather than left out: an empty list reads as nothing was looked for.
    const noRecord = [
      ...(problems.length ? [] : ['no build problems recorded']),
      ...(tests.length ? [] : ['no failed test occurrences recorded']),
      ...(log === null
        ? ['no build log']
        : log.lines.length
          ? []
          : [`no log line says error, failed, exception or exit code${log.complete ? '' : ' in the part read'}`]),
    ];
    const cut = (t: TestView) => ({
      ...t,
      ...(t.details && t.details.length > DETAILS && { details: `${t.details.slice(0, DETAILS)} …` }),
    });
    return {
      data: {
        build,
        problems,
        failedTests: tests.slice(0, 5).map(cut),
        moreFailedTests: tests.length > 5,
        errorLines: log?.lines ?? [],
        ...(noRecord.length && { noRecord }),
      },
      more: 'teamcity_failed_tests lists every failed test; teamcity_build_log reads the log.',
    };
  },
  render: (d) =>
    [
      buildLine(d.build),
      ...(d.problems.length
        ? ['problems:', ...d.problems.map((p) => `! ${p.type}: ${(p.details ?? p.identity ?? '').trim()}`)]
        : []),
      ...(d.failedTests.length ? ['failed tests:', ...d.failedTests.map(testLine)] : []),
      ...(d.moreFailedTests ? ['(more failed tests: teamcity_failed_tests)'] : []),
      ...(d.errorLines.length ? ['log lines around errors:', logText(d.errorLines as LogLine[])] : []),
      ...(d.noRecord ? [`TeamCity has ${d.noRecord.join('; ')}.`] : []),
      ...(d.truncated ? [d.truncated] : []),
    ].join('\n'),
});

export const failedTestsTool = defineTool({
  name: 'teamcity_failed_tests',
  description: "A build's failed tests with their details (stack traces), paged.",
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({
    ...buildInput,
    newOnly: z.boolean().default(false).describe('only new failures'),
    ...pageInput,
  }),
  output: z.object({ tests: z.array(testView), hasMore: z.boolean(), nextStart: z.number().optional(), ...truncated }),
  async run(args, ctx) {
    const id = await resolveBuildInput(ctx, args);
    const { items, ...page } = await pageOf(args, (window) => failedTests(ctx, id, window, args.newOnly));
    return {
      data: { tests: items, ...page },
      page: { key: 'tests', start: args.start },
      more: 'Call again with start set to nextStart, or a smaller count.',
    };
  },
  render: (d) => listText(d.tests.map(testLine), d),
});
