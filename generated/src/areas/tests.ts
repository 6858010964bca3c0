// Generated from spec/areas/tests.yaml by the teamcity-sdk generator. Do not edit.
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
import type { Test, Tests } from '../models.js';
import type { TestLocator } from '../locators.js';
import type { TestFields, TestsFields } from '../fields.js';

/** Inputs of {@link getTests} (`tests.get_tests`). */
export interface GetTestsArgs<S extends TestsFields = TestsFields, T = string> {
  /** Query `locator`. A Test locator: its text, or a typed `TestLocator` (rendered with TeamCity's escaping). */
  locator?: string | TestLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTestsOp: Operation = {
  id: 'tests.get_tests',
  method: 'GET',
  path: '/app/rest/tests',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/tests` (`get_tests`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getTests).
 */
export function getTests(client: Transport, args?: GetTestsArgs<never>, options?: CallOptions): Promise<Tests>;
/**
 * `GET /app/rest/tests` (`get_tests`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getTests).
 */
export function getTests<const S extends object & ExactFields<S, TestsFields>>(
  client: Transport,
  args?: GetTestsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tests, S>>;
export async function getTests(client: Transport, args: GetTestsArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getTestsOp, withFields(getTestsOp, args), options);
}

/** Inputs of {@link getTest} (`tests.get_test`). */
export interface GetTestArgs<S extends TestFields = TestFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Test locator: its text, or a typed `TestLocator` (rendered with TeamCity's escaping). */
  testLocator: string | TestLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTestOp: Operation = {
  id: 'tests.get_test',
  method: 'GET',
  path: '/app/rest/tests/{testLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/tests/{testLocator}` (`get_test`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getTest).
 */
export function getTest(client: Transport, args: GetTestArgs<never>, options?: CallOptions): Promise<Test>;
/**
 * `GET /app/rest/tests/{testLocator}` (`get_test`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getTest).
 */
export function getTest<const S extends object & ExactFields<S, TestFields>>(
  client: Transport,
  args: GetTestArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Test, S>>;
export async function getTest(client: Transport, args: GetTestArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getTestOp, withFields(getTestOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/tests` (`get_tests`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getTests).
   */
  readonly getTests: {
    (args?: GetTestsArgs<never>, options?: CallOptions): Promise<Tests>;
    <const S extends object & ExactFields<S, TestsFields>>(
      args?: GetTestsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tests, S>>;
  };
  /**
   * `GET /app/rest/tests/{testLocator}` (`get_test`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getTest).
   */
  readonly getTest: {
    (args: GetTestArgs<never>, options?: CallOptions): Promise<Test>;
    <const S extends object & ExactFields<S, TestFields>>(
      args: GetTestArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Test, S>>;
  };
}

/** The tests operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
