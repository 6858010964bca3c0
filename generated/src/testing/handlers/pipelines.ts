// Hand-written: edit it here; the generator never writes this file.
// Pipelines (TeamCity 2025.07+) as the seed's `pipelines` gives them: listed, paged and read; a run is a build whose
// `pipelineRun` names the pipeline. Creating and editing pipelines is TeamCity's non-REST `/app/pipeline` controller.
import { locatorError, notFound } from '../model/errors.js';
import { longValue, parse, type Locator, type Query } from '../model/finder.js';
import { envelope } from '../model/paging.js';
import { requestLocator, type Area, type Context } from './kit.js';
import type { Pipeline, PipelineRun } from '../../models.js';
import type { Stored } from '../model/store.js';
import { branchesOf } from './buildTypes.js';

/** The dimensions the fake reads of a pipeline locator; any other is a 400 naming it, never ignored. */
const DIMENSIONS = ['id', 'parentProject', 'count', 'start'];

function dimensionsOf(text: string | Locator | null) {
  const locator = parse(text);
  const unknown = [...locator.dimensions.keys()].filter((d) => !DIMENSIONS.includes(d));
  if (unknown.length)
    throw locatorError(
      `Locator dimension '${unknown[0]}' is not simulated for pipelines by the fake TeamCity (it reads ${DIMENSIONS.join(', ')}).`,
    );
  const one = (name: string) => locator.dimensions.get(name)?.[0] ?? undefined;
  return { locator, id: locator.single ?? one('id'), parent: one('parentProject'), one };
}

/** A project locator's id: `id:X`, `(id:X)` or the bare id; anything else is a 400 naming it. */
function projectId(text: string): string {
  const p = parse(text);
  if (p.single !== null) return p.single;
  const extra = [...p.dimensions.keys()].find((d) => d !== 'id');
  if (extra) throw locatorError(`parentProject:(${extra}:...) is not simulated for pipelines by the fake TeamCity.`);
  return p.dimensions.get('id')?.[0] ?? '';
}

const shaped = (ctx: Context, p: Stored<Pipeline>): Pipeline => ({
  ...p,
  href: `${ctx.rest}/pipelines/id:${String(p.id)}`,
  webUrl: `${ctx.origin}/pipeline/${encodeURIComponent(String(p.id))}`,
});

function pipeline(ctx: Context): Stored<Pipeline> {
  const { id } = dimensionsOf(ctx.params.pipelineLocator ?? null);
  const p = id === undefined ? undefined : ctx.state.pipelines.get(id);
  if (!p) throw notFound(`No pipeline found by locator '${ctx.params.pipelineLocator}'.`);
  return p;
}

export const pipelinesArea: Area = {
  handlers: {
    'pipelines.get_all_pipelines': (ctx) => {
      const { locator, id, parent, one } = dimensionsOf(requestLocator(ctx));
      const parentId = parent === undefined ? undefined : projectId(parent);
      const matched = ctx.state.pipelines
        .all()
        .filter(
          (p) => (id === undefined || p.id === id) && (parentId === undefined || p.parentProject?.id === parentId),
        );
      const count = one('count');
      const q: Query<Stored<Pipeline>> = {
        predicate: null,
        start: one('start') === undefined ? 0 : longValue('start', one('start')!),
        count: count === undefined ? -1 : longValue('count', count),
        lookupLimit: Infinity,
        paged: count !== undefined,
        locator,
      };
      const items = matched.slice(q.start, q.count < 0 ? undefined : q.start + q.count);
      return envelope(
        ctx.page,
        q,
        { items, limited: false },
        'pipeline',
        items.map((p) => shaped(ctx, p)),
      );
    },
    'pipelines.get_pipeline': (ctx) => shaped(ctx, pipeline(ctx)),
    'pipelines.get_pipeline_run': (ctx): PipelineRun => {
      const p = pipeline(ctx);
      const build = /^\d+$/.test(ctx.params.runId ?? '') ? ctx.state.builds.get(Number(ctx.params.runId)) : undefined;
      const run = build?.pipelineRun;
      if (!build || run?.pipeline?.id !== p.id)
        throw notFound(`No run '${ctx.params.runId}' of pipeline '${String(p.id)}'.`);
      return { ...run, build: { id: build.id, state: build.state, status: build.status } };
    },
    // The branches its runs ran on, the default one first, as a build configuration's `/branches` lists them.
    'pipelines.get_pipeline_branches': (ctx) => {
      const p = pipeline(ctx);
      const runs = ctx.state.builds
        .ids()
        .map((id) => ctx.state.builds.get(id)!)
        .filter((b) => b.pipelineRun?.pipeline?.id === p.id);
      return branchesOf(ctx, runs);
    },
  },
  reads: { 'pipelines.get_all_pipelines': ['locator'] },
  notSimulated: [],
};
