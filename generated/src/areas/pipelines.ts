// Generated from spec/areas/pipelines.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import type { Branches, Pipeline, PipelineRun, Pipelines } from '../models.js';
import type { BranchesFields, PipelineFields, PipelineRunFields, PipelinesFields } from '../fields.js';

/** Inputs of {@link getAllPipelines}. */
export interface GetAllPipelinesArgs<S extends PipelinesFields | string = PipelinesFields | string> {
  /** Which pipelines: `parentProject:(id:...)`, with `count:` and `start:` for paging. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllPipelinesOp: Operation = {
  id: 'pipelines.get_all_pipelines',
  method: 'GET',
  path: '/app/rest/pipelines',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List pipelines, optionally those of one project.
 *
 * Paged like other lists: `count` and `start` in the locator, and a `nextHref` to follow. A pipeline is run by
 * queueing a build of the build configuration whose id is the pipeline's id (`buildQueue.queue_new_build`);
 * creating and editing pipelines goes through TeamCity's non-REST `/app/pipeline` controller, which this client
 * does not call.
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export async function getAllPipelines<const S extends string | (object & ExactFields<S, PipelinesFields>) = never>(
  client: Transport,
  args: GetAllPipelinesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Pipelines, S>> {
  return request(client, getAllPipelinesOp, withFields(getAllPipelinesOp, args), options) as Promise<
    Selected<Pipelines, S>
  >;
}

/** Inputs of {@link getPipeline}. */
export interface GetPipelineArgs<S extends PipelineFields | string = PipelineFields | string> {
  /** Which pipeline: `id:<pipeline id>`, or the bare id. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  pipelineLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPipelineOp: Operation = {
  id: 'pipelines.get_pipeline',
  method: 'GET',
  path: '/app/rest/pipelines/{pipelineLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get one pipeline with its jobs.
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export async function getPipeline<const S extends string | (object & ExactFields<S, PipelineFields>) = never>(
  client: Transport,
  args: GetPipelineArgs<S>,
  options?: CallOptions,
): Promise<Selected<Pipeline, S>> {
  return request(client, getPipelineOp, withFields(getPipelineOp, args), options) as Promise<Selected<Pipeline, S>>;
}

/** Inputs of {@link getPipelineBranches}. */
export interface GetPipelineBranchesArgs<S extends BranchesFields | string = BranchesFields | string> {
  /** Which pipeline: `id:<pipeline id>`, or the bare id. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  pipelineLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPipelineBranchesOp: Operation = {
  id: 'pipelines.get_pipeline_branches',
  method: 'GET',
  path: '/app/rest/pipelines/{pipelineLocator}/branches',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the branches a pipeline has built or seen.
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export async function getPipelineBranches<const S extends string | (object & ExactFields<S, BranchesFields>) = never>(
  client: Transport,
  args: GetPipelineBranchesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Branches, S>> {
  return request(client, getPipelineBranchesOp, withFields(getPipelineBranchesOp, args), options) as Promise<
    Selected<Branches, S>
  >;
}

/** Inputs of {@link getPipelineRun}. */
export interface GetPipelineRunArgs<S extends PipelineRunFields | string = PipelineRunFields | string> {
  /** Which pipeline: `id:<pipeline id>`, or the bare id. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  pipelineLocator: string;
  /** The id of the run's build (what queueing the pipeline answered). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  runId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPipelineRunOp: Operation = {
  id: 'pipelines.get_pipeline_run',
  method: 'GET',
  path: '/app/rest/pipelines/{pipelineLocator}/run/{runId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get one run of a pipeline with the build of each job.
 *
 * The run id is the id of the build queued for the pipeline.
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export async function getPipelineRun<const S extends string | (object & ExactFields<S, PipelineRunFields>) = never>(
  client: Transport,
  args: GetPipelineRunArgs<S>,
  options?: CallOptions,
): Promise<Selected<PipelineRun, S>> {
  return request(client, getPipelineRunOp, withFields(getPipelineRunOp, args), options) as Promise<
    Selected<PipelineRun, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAllPipelines: {
    /**
     * List pipelines, optionally those of one project.
     *
     * @see {@link getAllPipelines}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    <const S extends string | (object & ExactFields<S, PipelinesFields>) = never>(
      args?: GetAllPipelinesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Pipelines, S>>;
  };
  readonly getPipeline: {
    /**
     * Get one pipeline with its jobs.
     *
     * @see {@link getPipeline}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    <const S extends string | (object & ExactFields<S, PipelineFields>) = never>(
      args: GetPipelineArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Pipeline, S>>;
  };
  readonly getPipelineBranches: {
    /**
     * List the branches a pipeline has built or seen.
     *
     * @see {@link getPipelineBranches}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    <const S extends string | (object & ExactFields<S, BranchesFields>) = never>(
      args: GetPipelineBranchesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Branches, S>>;
  };
  readonly getPipelineRun: {
    /**
     * Get one run of a pipeline with the build of each job.
     *
     * @see {@link getPipelineRun}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    <const S extends string | (object & ExactFields<S, PipelineRunFields>) = never>(
      args: GetPipelineRunArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<PipelineRun, S>>;
  };
}

/** The pipelines operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
