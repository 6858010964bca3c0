// Hand-written: edit it here; the generator never writes this file.
// Test health and commit status: teamcity-sdk/tasks' testHistory, flakyTests and commitStatus (reads), muteTests,
// unmuteTests (one tool), assignInvestigation and resolveInvestigation (one tool) (writes).
import {
  assignInvestigation,
  commitStatus,
  flakyTests,
  muteTests,
  resolveInvestigation,
  testHistory,
  unmuteTests,
  type HealthScope,
  type InvestigationTarget,
} from 'teamcity-sdk/tasks';
import * as z from 'zod';
import { MODES, type Mode } from '../modes.js';
import { modeOf } from '../route.js';
import { defineTool, READ, ToolError, truncated } from '../tool.js';
import { buildView, type BuildView } from '../views.js';
import { buildLine, listText } from './builds.js';

/**
 * The least mode that allows every operation a tool calls (ids of the operation table): a tool is judged by the
 * routes it will call, as teamcity_api_call is, so that a write to TeamCity is never listed where its route is not.
 */
export const modeFor = (...operations: string[]): Mode =>
  operations.map(modeOf).reduce((a, b) => (MODES.indexOf(b) > MODES.indexOf(a) ? b : a), MODES[0]);

// Strings plain in the schema (each constraint costs context): the tasks refuse an empty or over-long one, typed.
const text = z.string();
const scopeInput = {
  project: text.optional(),
  buildType: text.optional(),
};

/** The scope the inputs name: a project or a build configuration, one of them. */
function scopeOf(args: { project?: string | undefined; buildType?: string | undefined }): HealthScope {
  if (args.project !== undefined && args.buildType === undefined) return { project: args.project };
  if (args.buildType !== undefined && args.project === undefined) return { buildType: args.buildType };
  throw new ToolError('give project or buildType, one of them: where the tests are muted or investigated');
}

const runView = z.object({
  build: buildView.pick({ id: true, number: true, branchName: true }),
  status: z.string(),
  duration: z.number().int().optional(),
  newFailure: z.boolean(),
  muted: z.boolean(),
});

export const testHistoryTool = defineTool({
  name: 'teamcity_test_history',
  description: "A test's runs across builds, newest first: build, status, duration.",
  mode: modeFor('testOccurrences.get_all_test_occurrences'),
  annotations: READ,
  input: z.strictObject({
    test: text.describe('full name'),
    buildType: text.optional(),
    branch: text.optional(),
    count: z.number().int().min(1).max(100).default(20),
  }),
  output: z.object({ runs: z.array(runView), ...truncated }),
  async run(args, ctx) {
    const runs = await testHistory(ctx.tc, args.test, {
      count: args.count,
      ...(args.buildType && { buildType: args.buildType }),
      ...(args.branch && { branch: args.branch }),
      signal: ctx.signal,
    });
    return { data: { runs }, more: 'Ask for fewer runs, or one buildType or branch.' };
  },
  render: (d) =>
    [
      ...(d.runs.length
        ? d.runs.map(
            (r) =>
              `${buildLine(r.build as BuildView)} ${r.status}${r.duration === undefined ? '' : ` ${r.duration} ms`}${r.newFailure ? ' (new)' : ''}${r.muted ? ' (muted)' : ''}`,
          )
        : ['no runs found']),
      ...(d.truncated ? [d.truncated] : []),
    ].join('\n'),
});

export const flakyTestsTool = defineTool({
  name: 'teamcity_flaky_tests',
  description:
    "Tests that look flaky in a build configuration's last builds: failed and passed on one revision, or flipped twice.",
  mode: modeFor('builds.serve_all_builds', 'testOccurrences.get_all_test_occurrences'),
  annotations: READ,
  input: z.strictObject({
    buildType: text,
    builds: z.number().int().min(2).max(100).default(20),
    branch: text.optional(),
  }),
  output: z.object({
    tests: z.array(
      z.object({
        name: z.string(),
        flips: z.number().int(),
        failed: z.number().int(),
        passed: z.number().int(),
        sameRevision: z.boolean(),
      }),
    ),
    ...truncated,
  }),
  async run(args, ctx) {
    const tests = await flakyTests(ctx.tc, {
      buildType: args.buildType,
      builds: args.builds,
      ...(args.branch && { branch: args.branch }),
      signal: ctx.signal,
    });
    return { data: { tests }, more: 'Ask about fewer builds.' };
  },
  render: (d) =>
    listText(
      d.tests.map(
        (t) =>
          `${t.name}: ${t.flips} flips, ${t.failed} failed, ${t.passed} passed${t.sameRevision ? ', failed and passed on one revision' : ''}`,
      ),
      { hasMore: false, truncated: d.truncated },
    ),
});

export const commitStatusTool = defineTool({
  name: 'teamcity_commit_status',
  description: 'The builds of a commit in every build configuration: is it green?',
  mode: modeFor('vcsRoots.serve_roots', 'builds.serve_all_builds'),
  annotations: READ,
  input: z.strictObject({
    revision: text.describe('full hash'),
    repository: text.optional().describe('URL, or part of it'),
  }),
  output: z.object({
    builds: z.array(
      buildView.pick({
        id: true,
        number: true,
        buildTypeId: true,
        branchName: true,
        state: true,
        status: true,
        statusText: true,
      }),
    ),
    complete: z.boolean(),
    reasons: z.array(z.string()),
    ...truncated,
  }),
  async run(args, ctx) {
    const { builds, complete, reasons } = await commitStatus(ctx.tc, {
      revision: args.revision,
      ...(args.repository && { repositoryUrl: args.repository }),
      signal: ctx.signal,
    });
    return { data: { builds: builds as BuildView[], complete, reasons }, more: 'Name the repository.' };
  },
  render: (d) =>
    [
      ...(d.builds.length ? d.builds.map(buildLine) : ['no build of this revision found']),
      ...(d.complete ? [] : [`incomplete: ${d.reasons.join('; ')}`]),
      ...(d.truncated ? [d.truncated] : []),
    ].join('\n'),
});

export const muteTestsTool = defineTool({
  name: 'teamcity_mute_tests',
  description:
    'Mute tests in a project or build configuration (their failures stop failing builds; you are the author), or unmute them.',
  mode: modeFor('mutes.create_instance', 'mutes.get_mutes', 'mutes.delete_instance'),
  // Only what differs from MCP's defaults (not read-only, destructive, not idempotent, open world): each costs context.
  annotations: {},
  input: z.strictObject({
    tests: z.array(text),
    ...scopeInput,
    comment: text.optional(),
    until: text.optional().describe('"fixed" or an ISO date'),
    unmute: z.boolean().optional(),
  }),
  output: z.object({
    id: z.number().int().optional(),
    removed: z.array(z.number().int()).optional(),
    remade: z.array(z.number().int()).optional(),
    notMuted: z.array(z.string()).optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const scope = scopeOf(args);
    if (args.unmute) {
      if (args.comment !== undefined || args.until !== undefined)
        throw new ToolError('unmute takes tests and their scope only, no comment or until');
      // A mute's other tests are muted again by a new mute: TeamCity cannot edit one.
      const r = await unmuteTests(ctx.tc, { tests: args.tests, scope, signal: ctx.signal });
      return { data: { removed: r.removed, remade: r.remade.map((m) => m.id!), notMuted: r.notMuted } };
    }
    const until = args.until === undefined || args.until === 'fixed' ? args.until : new Date(args.until);
    if (until instanceof Date && !Number.isFinite(until.getTime()))
      throw new ToolError(`until must be "fixed" or an ISO date, not ${JSON.stringify(args.until)}`);
    const mute = await muteTests(ctx.tc, {
      tests: args.tests,
      scope,
      ...(args.comment !== undefined && { comment: args.comment }),
      ...(until && { until }),
      signal: ctx.signal,
    });
    return { data: { id: mute.id! } };
  },
  render: (d) =>
    d.id !== undefined
      ? `muted: mute ${d.id}`
      : [
          `removed mutes: ${d.removed?.join(', ') || 'none'}`,
          ...(d.remade?.length ? [`made again for their other tests: ${d.remade.join(', ')}`] : []),
          ...(d.notMuted?.length ? [`not muted there: ${d.notMuted.join(', ')}`] : []),
        ].join('\n'),
});

/** What an investigation is about: a test or a problem in a scope, or a build configuration alone. */
function investigationOf(args: {
  test?: string | undefined;
  problem?: string | undefined;
  project?: string | undefined;
  buildType?: string | undefined;
}): InvestigationTarget {
  if (args.test !== undefined && args.problem !== undefined) throw new ToolError('give test or problem, not both');
  if (args.test !== undefined) return { test: args.test, scope: scopeOf(args) };
  if (args.problem !== undefined) return { problem: args.problem, scope: scopeOf(args) };
  if (args.buildType !== undefined && args.project === undefined) return { buildType: args.buildType };
  throw new ToolError('give test or problem (with project or buildType), or a buildType alone');
}

export const investigateTool = defineTool({
  name: 'teamcity_investigate',
  description: 'Assign the investigation of a test, a build problem or a build configuration to a user, or resolve it.',
  mode: modeFor(
    'investigations.create_instance',
    'investigations.get_investigations',
    'investigations.replace_instance',
  ),
  annotations: { destructiveHint: false },
  input: z.strictObject({
    test: text.optional(),
    problem: text.optional().describe('identity'),
    ...scopeInput,
    assignee: text.optional().describe('username'),
    comment: text.optional(),
    resolve: z.enum(['FIXED', 'GIVEN_UP']).optional(),
  }),
  output: z.object({
    investigations: z.array(z.object({ id: z.string(), state: z.string().optional() })),
    ...truncated,
  }),
  async run(args, ctx) {
    const target = investigationOf(args);
    if ((args.resolve === undefined) === (args.assignee === undefined))
      throw new ToolError('give assignee to assign, or resolve, one of them');
    if (args.resolve && args.comment !== undefined)
      throw new ToolError('resolve takes the target and its scope only, no comment');
    const found = args.resolve
      ? await resolveInvestigation(ctx.tc, { ...target, state: args.resolve, signal: ctx.signal })
      : [
          await assignInvestigation(ctx.tc, {
            ...target,
            assignee: args.assignee!,
            ...(args.comment && { comment: args.comment }),
            signal: ctx.signal,
          }),
        ];
    return { data: { investigations: found.map((i) => ({ id: i.id!, ...(i.state && { state: i.state }) })) } };
  },
  render: (d) =>
    d.investigations.length
      ? d.investigations.map((i) => `investigation ${i.id}: ${i.state ?? ''}`).join('\n')
      : 'no open investigation found',
});
