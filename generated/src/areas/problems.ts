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

/** Inputs of {@link getAllBuildProblems} (`problems.get_all_build_problems`). */
export interface GetAllBuildProblemsArgs<S extends ProblemsFields = ProblemsFields, T = string> {
  /** Query `locator`. A Problem locator: its text, or a typed `ProblemLocator` (rendered with TeamCity's escaping). */
  locator?: string | ProblemLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllBuildProblemsOp: Operation = {
  id: 'problems.get_all_build_problems',
  method: 'GET',
  path: '/app/rest/problems',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/problems` (`get_all_build_problems`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllBuildProblems).
 */
export function getAllBuildProblems(
  client: Transport,
  args?: GetAllBuildProblemsArgs<never>,
  options?: CallOptions,
): Promise<Problems>;
/**
 * `GET /app/rest/problems` (`get_all_build_problems`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllBuildProblems).
 */
export function getAllBuildProblems<const S extends object & ExactFields<S, ProblemsFields>>(
  client: Transport,
  args?: GetAllBuildProblemsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Problems, S>>;
export async function getAllBuildProblems(
  client: Transport,
  args: GetAllBuildProblemsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllBuildProblemsOp, withFields(getAllBuildProblemsOp, args), options);
}

/** Inputs of {@link getBuildProblem} (`problems.get_build_problem`). */
export interface GetBuildProblemArgs<S extends ProblemFields = ProblemFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Problem locator: its text, or a typed `ProblemLocator` (rendered with TeamCity's escaping). */
  problemLocator: string | ProblemLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildProblemOp: Operation = {
  id: 'problems.get_build_problem',
  method: 'GET',
  path: '/app/rest/problems/{problemLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/problems/{problemLocator}` (`get_build_problem`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildProblem).
 */
export function getBuildProblem(
  client: Transport,
  args: GetBuildProblemArgs<never>,
  options?: CallOptions,
): Promise<Problem>;
/**
 * `GET /app/rest/problems/{problemLocator}` (`get_build_problem`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildProblem).
 */
export function getBuildProblem<const S extends object & ExactFields<S, ProblemFields>>(
  client: Transport,
  args: GetBuildProblemArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Problem, S>>;
export async function getBuildProblem(
  client: Transport,
  args: GetBuildProblemArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildProblemOp, withFields(getBuildProblemOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/problems` (`get_all_build_problems`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllBuildProblems).
   */
  readonly getAllBuildProblems: {
    (args?: GetAllBuildProblemsArgs<never>, options?: CallOptions): Promise<Problems>;
    <const S extends object & ExactFields<S, ProblemsFields>>(
      args?: GetAllBuildProblemsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Problems, S>>;
  };
  /**
   * `GET /app/rest/problems/{problemLocator}` (`get_build_problem`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildProblem).
   */
  readonly getBuildProblem: {
    (args: GetBuildProblemArgs<never>, options?: CallOptions): Promise<Problem>;
    <const S extends object & ExactFields<S, ProblemFields>>(
      args: GetBuildProblemArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Problem, S>>;
  };
}

/** The problems operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
