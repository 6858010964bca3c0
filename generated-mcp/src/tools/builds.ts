// Hand-written: edit it here; the generator never writes this file.
import { TeamCityWaitTimeoutError, cancelBuild, runBuild, waitForBuild } from 'teamcity-sdk/tasks';
import type { BuildLocator } from 'teamcity-sdk';
import { serveAllBuilds, serveBuild } from 'teamcity-sdk/builds';
import { serveChanges } from 'teamcity-sdk/changes';
import * as z from 'zod';
import { buildInput, resolveBuildInput } from '../build-input.js';
import { defineTool, READ, truncated, type ToolContext } from '../tool.js';
import { BUILD_FIELDS, buildView, CHANGE_FIELDS, changeView, type BuildView, type ChangeView } from '../views.js';
import { pageInput, pageOf, type PageArgs } from './paging.js';

/** `20260101T120000+0000` -> `2026-01-01 12:00`. */
export const shortDate = (d: string | undefined) =>
  d ? d.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2}).*$/, '$1-$2-$3 $4:$5') : '';

/** One line of a build: `#886 (id 1234) App_Build [main] finished FAILURE 2026-01-01 12:00 - Tests failed: 1`. */
export function buildLine(b: BuildView): string {
  const when = shortDate(b.finishDate ?? b.startDate ?? b.queuedDate);
  const progress = b.state === 'running' && b.percentageComplete != null ? ` ${b.percentageComplete}%` : '';
  return [
    `${b.number ? `#${b.number} ` : ''}(id ${b.id}) ${b.buildTypeId ?? ''}`,
    b.branchName ? `[${b.branchName}]` : '',
    `${b.state ?? ''}${progress}`,
    b.status ?? '',
    when,
    b.statusText ? `- ${b.statusText}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export const getBuildSummary = (ctx: ToolContext, id: number) =>
  serveBuild(ctx.tc, { buildLocator: `id:${id}`, fields: BUILD_FIELDS }, { signal: ctx.signal }) as Promise<BuildView>;

export const findBuilds = defineTool({
  name: 'teamcity_find_builds',
  description:
    'Find builds, newest first: by build configuration, project, branch (any branch unless one is given), state, status, ' +
    'or number as people write it (#886). Start here to get a build id for the other tools.',
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({
    buildType: z.string().min(1).optional().describe('build configuration id'),
    project: z.string().min(1).optional().describe('project id (its subprojects too)'),
    branch: z.string().min(1).optional().describe('branch name; default any branch'),
    state: z.enum(['queued', 'running', 'finished', 'any']).default('any'),
    status: z.enum(['SUCCESS', 'FAILURE', 'ERROR']).optional(),
    number: z.string().min(1).optional().describe('#886'),
    ...pageInput,
  }),
  output: z.object({
    builds: z.array(buildView),
    hasMore: z.boolean(),
    nextStart: z.number().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const locator: BuildLocator = {
      branch: args.branch ? { name: args.branch } : { default: 'any' },
      state: args.state,
      ...(args.buildType && { buildType: { id: args.buildType } }),
      ...(args.project && { affectedProject: { id: args.project } }),
      ...(args.status && { status: args.status }),
      ...(args.number && { number: args.number.replace(/^#/, '') }),
    };
    const { items, ...page } = await pageOf(args, (window) =>
      serveAllBuilds(
        ctx.tc,
        { locator: { ...locator, ...window }, fields: `count,nextHref,build(${BUILD_FIELDS})` },
        { signal: ctx.signal },
      ).then((r) => (r.build ?? []) as BuildView[]),
    );
    return {
      data: { builds: items, ...page },
      page: { key: 'builds', start: args.start },
      more: 'Call again with start set to nextStart, or narrow the search.',
    };
  },
  render: (d) => listText(d.builds.map(buildLine), d),
});

/** A list's text: its lines, then whether there is more and how to get it. */
export function listText(
  lines: string[],
  d: { hasMore: boolean; nextStart?: number | undefined; truncated?: string | undefined },
): string {
  const tail = d.hasMore ? [`more: call again with start=${d.nextStart}`] : [];
  return [...(lines.length ? lines : ['none found']), ...tail, ...(d.truncated ? [d.truncated] : [])].join('\n');
}

export const getBuild = defineTool({
  name: 'teamcity_get_build',
  description: "A build's state, status, branch, dates and link, by id or number.",
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject(buildInput),
  output: buildView.extend(truncated),
  async run(args, ctx) {
    return { data: await getBuildSummary(ctx, await resolveBuildInput(ctx, args)) };
  },
  render: buildLine,
});

export const runBuildTool = defineTool({
  name: 'teamcity_run_build',
  description:
    'Run a build of a build configuration (queue it), on a branch (default: its default branch). Then teamcity_wait_for_build.',
  mode: 'ci',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  input: z.strictObject({
    buildType: z.string().min(1).describe('build configuration id'),
    branch: z.string().min(1).optional(),
    comment: z.string().optional(),
    parameters: z.record(z.string().min(1), z.string()).optional().describe('name -> value'),
  }),
  output: buildView.extend(truncated),
  async run(args, ctx) {
    const queued = await runBuild(
      ctx.tc,
      {
        buildType: args.buildType,
        ...(args.branch && { branch: args.branch }),
        ...(args.comment && { comment: args.comment }),
        ...(args.parameters && { parameters: args.parameters }),
      },
      { signal: ctx.signal },
    );
    return {
      data: {
        id: queued.id!,
        buildTypeId: args.buildType,
        state: 'queued' as const,
        ...(queued.webUrl && { webUrl: queued.webUrl }),
      },
    };
  },
  render: (b) => `queued: ${buildLine(b)}`,
});

/** How long one call of teamcity_wait_for_build waits at most: clients often give up on a call at about 60 s. */
export const MAX_WAIT_SECONDS = 45;

export const waitForBuildTool = defineTool({
  name: 'teamcity_wait_for_build',
  description: `Wait for a build to finish, at most ${MAX_WAIT_SECONDS} s per call: finished false means call again.`,
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({
    ...buildInput,
    seconds: z.number().int().min(1).max(MAX_WAIT_SECONDS).default(MAX_WAIT_SECONDS),
  }),
  output: z.object({ finished: z.boolean(), build: buildView.partial(), note: z.string().optional(), ...truncated }),
  async run(args, ctx) {
    const id = await resolveBuildInput(ctx, args);
    try {
      // Canceled and failed-to-start builds are finished too: they are answered, not thrown.
      const build = await waitForBuild(ctx.tc, id, {
        timeoutMs: args.seconds * 1000,
        signal: ctx.signal,
        pollMs: 500,
        maxPollMs: 5000,
      }).catch(async (e: unknown) => {
        if (e instanceof TeamCityWaitTimeoutError) throw e;
        const b = await getBuildSummary(ctx, id).catch(() => null);
        if (b?.state === 'finished') return b;
        throw e;
      });
      return { data: { finished: true, build: await getBuildSummary(ctx, build.id ?? id) } };
    } catch (e) {
      if (!(e instanceof TeamCityWaitTimeoutError)) throw e;
      const last = (e.lastBuild ?? { id }) as BuildView;
      return {
        data: { finished: false, build: { ...last, id }, note: `not finished after ${args.seconds} s: call again` },
      };
    }
  },
  render: (d) =>
    d.finished
      ? `finished: ${buildLine(d.build as BuildView)}`
      : `not finished yet: ${buildLine(d.build as BuildView)}; call again`,
});

export const cancelBuildTool = defineTool({
  name: 'teamcity_cancel_build',
  description: 'Cancel a queued or running build.',
  mode: 'ci',
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  input: z.strictObject({ ...buildInput, comment: z.string().optional() }),
  output: buildView.extend(truncated),
  async run(args, ctx) {
    const id = await resolveBuildInput(ctx, args);
    await cancelBuild(ctx.tc, id, args.comment ?? '', { signal: ctx.signal });
    return { data: await getBuildSummary(ctx, id).catch((): BuildView => ({ id, state: 'unknown' })) };
  },
  render: (b) => `canceled: ${buildLine(b)}`,
});

export const buildChanges = defineTool({
  name: 'teamcity_build_changes',
  description: 'The VCS changes (commits) in a build: revision, author, date, comment.',
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({ ...buildInput, ...pageInput }),
  output: z.object({
    changes: z.array(changeView),
    hasMore: z.boolean(),
    nextStart: z.number().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const id = await resolveBuildInput(ctx, args);
    const { items, ...page } = await pageOf(args as PageArgs, (window) =>
      serveChanges(
        ctx.tc,
        { locator: { build: { id }, ...window }, fields: `change(${CHANGE_FIELDS})` },
        { signal: ctx.signal },
      ).then((r) => (r.change ?? []) as ChangeView[]),
    );
    return {
      data: { changes: items, ...page },
      page: { key: 'changes', start: args.start },
      more: 'Call again with start set to nextStart.',
    };
  },
  render: (d) =>
    listText(
      d.changes.map(
        (c) =>
          `${(c.version ?? '').slice(0, 12)} ${c.username ?? ''} ${shortDate(c.date)} ${(c.comment ?? '').trim().split('\n')[0]}`,
      ),
      d,
    ),
});
