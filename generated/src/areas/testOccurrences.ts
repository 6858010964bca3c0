// Generated from spec/areas/testOccurrences.yaml by the teamcity-sdk generator. Do not edit.
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
import type { TestOccurrence, TestOccurrences } from '../models.js';
import type { TestOccurrenceLocator } from '../locators.js';
import type { TestOccurrenceFields, TestOccurrencesFields } from '../fields.js';

/** Inputs of {@link getAllTestOccurrences} (`testOccurrences.get_all_test_occurrences`). */
export interface GetAllTestOccurrencesArgs<S extends TestOccurrencesFields = TestOccurrencesFields, T = string> {
  /** Query `locator`. A TestOccurrence locator: its text, or a typed `TestOccurrenceLocator` (rendered with TeamCity's escaping). */
  locator?: string | TestOccurrenceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllTestOccurrencesOp: Operation = {
  id: 'testOccurrences.get_all_test_occurrences',
  method: 'GET',
  path: '/app/rest/testOccurrences',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/testOccurrences` (`get_all_test_occurrences`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllTestOccurrences).
 */
export function getAllTestOccurrences(
  client: Transport,
  args?: GetAllTestOccurrencesArgs<never>,
  options?: CallOptions,
): Promise<TestOccurrences>;
/**
 * `GET /app/rest/testOccurrences` (`get_all_test_occurrences`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllTestOccurrences).
 */
export function getAllTestOccurrences<const S extends object & ExactFields<S, TestOccurrencesFields>>(
  client: Transport,
  args?: GetAllTestOccurrencesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<TestOccurrences, S>>;
export async function getAllTestOccurrences(
  client: Transport,
  args: GetAllTestOccurrencesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllTestOccurrencesOp, withFields(getAllTestOccurrencesOp, args), options);
}

/** Inputs of {@link getTestOccurrence} (`testOccurrences.get_test_occurrence`). */
export interface GetTestOccurrenceArgs<S extends TestOccurrenceFields = TestOccurrenceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A TestOccurrence locator: its text, or a typed `TestOccurrenceLocator` (rendered with TeamCity's escaping). */
  testLocator: string | TestOccurrenceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTestOccurrenceOp: Operation = {
  id: 'testOccurrences.get_test_occurrence',
  method: 'GET',
  path: '/app/rest/testOccurrences/{testLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/testOccurrences/{testLocator}` (`get_test_occurrence`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getTestOccurrence).
 */
export function getTestOccurrence(
  client: Transport,
  args: GetTestOccurrenceArgs<never>,
  options?: CallOptions,
): Promise<TestOccurrence>;
/**
 * `GET /app/rest/testOccurrences/{testLocator}` (`get_test_occurrence`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getTestOccurrence).
 */
export function getTestOccurrence<const S extends object & ExactFields<S, TestOccurrenceFields>>(
  client: Transport,
  args: GetTestOccurrenceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<TestOccurrence, S>>;
export async function getTestOccurrence(
  client: Transport,
  args: GetTestOccurrenceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getTestOccurrenceOp, withFields(getTestOccurrenceOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/testOccurrences` (`get_all_test_occurrences`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllTestOccurrences).
   */
  readonly getAllTestOccurrences: {
    (args?: GetAllTestOccurrencesArgs<never>, options?: CallOptions): Promise<TestOccurrences>;
    <const S extends object & ExactFields<S, TestOccurrencesFields>>(
      args?: GetAllTestOccurrencesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<TestOccurrences, S>>;
  };
  /**
   * `GET /app/rest/testOccurrences/{testLocator}` (`get_test_occurrence`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getTestOccurrence).
   */
  readonly getTestOccurrence: {
    (args: GetTestOccurrenceArgs<never>, options?: CallOptions): Promise<TestOccurrence>;
    <const S extends object & ExactFields<S, TestOccurrenceFields>>(
      args: GetTestOccurrenceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<TestOccurrence, S>>;
  };
}

/** The testOccurrences operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
