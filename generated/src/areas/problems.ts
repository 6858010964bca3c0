// Generated from spec/areas/problems.yaml by the teamcity-sdk generator. Do not edit.
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
import type { Problem, Problems } from '../models.js';
import type { ProblemLocator } from '../locators.js';
import type { ProblemFields, ProblemsFields } from '../fields.js';

/** Inputs of {@link getAllBuildProblems}. */
export interface GetAllBuildProblemsArgs<S extends ProblemsFields | string = ProblemsFields | string> {
  /** A build problem locator that filters the list: text, or a typed `ProblemLocator`. */
  locator?: string | ProblemLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllBuildProblemsOp: Operation = {
  id: 'problems.get_all_build_problems',
  method: 'GET',
  path: '/app/rest/problems',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List build problems (a kind of failure, across the builds it occurs in).
 *
 * @since 2018.1
 */
export async function getAllBuildProblems<const S extends string | (object & ExactFields<S, ProblemsFields>) = never>(
  client: Transport,
  args: GetAllBuildProblemsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Problems, S>> {
  return request(client, getAllBuildProblemsOp, withFields(getAllBuildProblemsOp, args), options) as Promise<
    Selected<Problems, S>
  >;
}

/** Inputs of {@link getBuildProblem}. */
export interface GetBuildProblemArgs<S extends ProblemFields | string = ProblemFields | string> {
  /** Which build problem: locator text, or a typed `ProblemLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  problemLocator: string | ProblemLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildProblemOp: Operation = {
  id: 'problems.get_build_problem',
  method: 'GET',
  path: '/app/rest/problems/{problemLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one build problem.
 *
 * @since 2018.1
 */
export async function getBuildProblem<const S extends string | (object & ExactFields<S, ProblemFields>) = never>(
  client: Transport,
  args: GetBuildProblemArgs<S>,
  options?: CallOptions,
): Promise<Selected<Problem, S>> {
  return request(client, getBuildProblemOp, withFields(getBuildProblemOp, args), options) as Promise<
    Selected<Problem, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAllBuildProblems: {
    /**
     * List build problems (a kind of failure, across the builds it occurs in).
     *
     * @see {@link getAllBuildProblems}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProblemsFields>) = never>(
      args?: GetAllBuildProblemsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Problems, S>>;
  };
  readonly getBuildProblem: {
    /**
     * Get one build problem.
     *
     * @see {@link getBuildProblem}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProblemFields>) = never>(
      args: GetBuildProblemArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Problem, S>>;
  };
}

/** The problems operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
