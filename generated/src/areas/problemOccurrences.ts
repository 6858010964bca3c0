// Generated from spec/areas/problemOccurrences.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import type { ProblemOccurrence, ProblemOccurrences } from '../models.js';
import type { ProblemOccurrenceLocator } from '../locators.js';
import type { ProblemOccurrenceFields, ProblemOccurrencesFields } from '../fields.js';

/** Inputs of {@link getAllBuildProblemOccurrences}. */
export interface GetAllBuildProblemOccurrencesArgs<
  S extends ProblemOccurrencesFields | string = ProblemOccurrencesFields | string,
> {
  /** A problem occurrence locator that filters the list: text, or a typed `ProblemOccurrenceLocator`. */
  locator?: string | ProblemOccurrenceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllBuildProblemOccurrencesOp: Operation = {
  id: 'problemOccurrences.get_all_build_problem_occurrences',
  method: 'GET',
  path: '/app/rest/problemOccurrences',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List build problem occurrences (a problem as it happened in one build).
 *
 * 100 to a page. `build:(id:42)` gives a build's problems, `currentlyFailing:true` the ones still failing.
 *
 * @since 2018.1
 */
export async function getAllBuildProblemOccurrences<
  const S extends string | (object & ExactFields<S, ProblemOccurrencesFields>) = never,
>(
  client: Transport,
  args: GetAllBuildProblemOccurrencesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<ProblemOccurrences, S>> {
  return request(
    client,
    getAllBuildProblemOccurrencesOp,
    withFields(getAllBuildProblemOccurrencesOp, args),
    options,
  ) as Promise<Selected<ProblemOccurrences, S>>;
}

/** Inputs of {@link getBuildProblemOccurrence}. */
export interface GetBuildProblemOccurrenceArgs<
  S extends ProblemOccurrenceFields | string = ProblemOccurrenceFields | string,
> {
  /** Which occurrence: `build:(id:42),problem:(id:7)`, or a problem occurrence locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  problemLocator: string | ProblemOccurrenceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildProblemOccurrenceOp: Operation = {
  id: 'problemOccurrences.get_build_problem_occurrence',
  method: 'GET',
  path: '/app/rest/problemOccurrences/{problemLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one build problem occurrence.
 *
 * @since 2018.1
 */
export async function getBuildProblemOccurrence<
  const S extends string | (object & ExactFields<S, ProblemOccurrenceFields>) = never,
>(
  client: Transport,
  args: GetBuildProblemOccurrenceArgs<S>,
  options?: CallOptions,
): Promise<Selected<ProblemOccurrence, S>> {
  return request(
    client,
    getBuildProblemOccurrenceOp,
    withFields(getBuildProblemOccurrenceOp, args),
    options,
  ) as Promise<Selected<ProblemOccurrence, S>>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAllBuildProblemOccurrences: {
    /**
     * List build problem occurrences (a problem as it happened in one build).
     *
     * @see {@link getAllBuildProblemOccurrences}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProblemOccurrencesFields>) = never>(
      args?: GetAllBuildProblemOccurrencesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrences, S>>;
  };
  readonly getBuildProblemOccurrence: {
    /**
     * Get one build problem occurrence.
     *
     * @see {@link getBuildProblemOccurrence}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProblemOccurrenceFields>) = never>(
      args: GetBuildProblemOccurrenceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrence, S>>;
  };
}

/** The problemOccurrences operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
