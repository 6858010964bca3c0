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

/** Inputs of {@link getAllBuildProblemOccurrences} (`problemOccurrences.get_all_build_problem_occurrences`). */
export interface GetAllBuildProblemOccurrencesArgs<
  S extends ProblemOccurrencesFields = ProblemOccurrencesFields,
  T = string,
> {
  /** Query `locator`. A ProblemOccurrence locator: its text, or a typed `ProblemOccurrenceLocator` (rendered with TeamCity's escaping). */
  locator?: string | ProblemOccurrenceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllBuildProblemOccurrencesOp: Operation = {
  id: 'problemOccurrences.get_all_build_problem_occurrences',
  method: 'GET',
  path: '/app/rest/problemOccurrences',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/problemOccurrences` (`get_all_build_problem_occurrences`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllBuildProblemOccurrences).
 */
export function getAllBuildProblemOccurrences(
  client: Transport,
  args?: GetAllBuildProblemOccurrencesArgs<never>,
  options?: CallOptions,
): Promise<ProblemOccurrences>;
/**
 * `GET /app/rest/problemOccurrences` (`get_all_build_problem_occurrences`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllBuildProblemOccurrences).
 */
export function getAllBuildProblemOccurrences<const S extends object & ExactFields<S, ProblemOccurrencesFields>>(
  client: Transport,
  args?: GetAllBuildProblemOccurrencesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ProblemOccurrences, S>>;
export async function getAllBuildProblemOccurrences(
  client: Transport,
  args: GetAllBuildProblemOccurrencesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllBuildProblemOccurrencesOp, withFields(getAllBuildProblemOccurrencesOp, args), options);
}

/** Inputs of {@link getBuildProblemOccurrence} (`problemOccurrences.get_build_problem_occurrence`). */
export interface GetBuildProblemOccurrenceArgs<
  S extends ProblemOccurrenceFields = ProblemOccurrenceFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A ProblemOccurrence locator: its text, or a typed `ProblemOccurrenceLocator` (rendered with TeamCity's escaping). */
  problemLocator: string | ProblemOccurrenceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildProblemOccurrenceOp: Operation = {
  id: 'problemOccurrences.get_build_problem_occurrence',
  method: 'GET',
  path: '/app/rest/problemOccurrences/{problemLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/problemOccurrences/{problemLocator}` (`get_build_problem_occurrence`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildProblemOccurrence).
 */
export function getBuildProblemOccurrence(
  client: Transport,
  args: GetBuildProblemOccurrenceArgs<never>,
  options?: CallOptions,
): Promise<ProblemOccurrence>;
/**
 * `GET /app/rest/problemOccurrences/{problemLocator}` (`get_build_problem_occurrence`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildProblemOccurrence).
 */
export function getBuildProblemOccurrence<const S extends object & ExactFields<S, ProblemOccurrenceFields>>(
  client: Transport,
  args: GetBuildProblemOccurrenceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ProblemOccurrence, S>>;
export async function getBuildProblemOccurrence(
  client: Transport,
  args: GetBuildProblemOccurrenceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildProblemOccurrenceOp, withFields(getBuildProblemOccurrenceOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/problemOccurrences` (`get_all_build_problem_occurrences`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllBuildProblemOccurrences).
   */
  readonly getAllBuildProblemOccurrences: {
    (args?: GetAllBuildProblemOccurrencesArgs<never>, options?: CallOptions): Promise<ProblemOccurrences>;
    <const S extends object & ExactFields<S, ProblemOccurrencesFields>>(
      args?: GetAllBuildProblemOccurrencesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrences, S>>;
  };
  /**
   * `GET /app/rest/problemOccurrences/{problemLocator}` (`get_build_problem_occurrence`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildProblemOccurrence).
   */
  readonly getBuildProblemOccurrence: {
    (args: GetBuildProblemOccurrenceArgs<never>, options?: CallOptions): Promise<ProblemOccurrence>;
    <const S extends object & ExactFields<S, ProblemOccurrenceFields>>(
      args: GetBuildProblemOccurrenceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrence, S>>;
  };
}

/** The problemOccurrences operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
