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

/** Inputs of {@link getAllTestOccurrences}. */
export interface GetAllTestOccurrencesArgs<S extends TestOccurrencesFields | string = TestOccurrencesFields | string> {
  /** A test occurrence locator that filters the list: text, or a typed `TestOccurrenceLocator`. */
  locator?: string | TestOccurrenceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllTestOccurrencesOp: Operation = {
  id: 'testOccurrences.get_all_test_occurrences',
  method: 'GET',
  path: '/app/rest/testOccurrences',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List test runs (each test as it ran in one build), filtered by a locator.
 *
 * 100 to a page. The usual call for a build's results: `build:(id:42),status:FAILURE` pages its failed tests,
 * and `fields=count` alone answers the count quickly. `details` (stack trace) comes only when named in `fields`.
 *
 * @since 2018.1
 */
export async function getAllTestOccurrences<
  const S extends string | (object & ExactFields<S, TestOccurrencesFields>) = never,
>(
  client: Transport,
  args: GetAllTestOccurrencesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<TestOccurrences, S>> {
  return request(client, getAllTestOccurrencesOp, withFields(getAllTestOccurrencesOp, args), options) as Promise<
    Selected<TestOccurrences, S>
  >;
}

/** Inputs of {@link getTestOccurrence}. */
export interface GetTestOccurrenceArgs<S extends TestOccurrenceFields | string = TestOccurrenceFields | string> {
  /** Which test run: `build:(id:42),id:...`, or a test occurrence locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  testLocator: string | TestOccurrenceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTestOccurrenceOp: Operation = {
  id: 'testOccurrences.get_test_occurrence',
  method: 'GET',
  path: '/app/rest/testOccurrences/{testLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one test run, with its details (stack trace, duration).
 *
 * @since 2018.1
 */
export async function getTestOccurrence<
  const S extends string | (object & ExactFields<S, TestOccurrenceFields>) = never,
>(client: Transport, args: GetTestOccurrenceArgs<S>, options?: CallOptions): Promise<Selected<TestOccurrence, S>> {
  return request(client, getTestOccurrenceOp, withFields(getTestOccurrenceOp, args), options) as Promise<
    Selected<TestOccurrence, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAllTestOccurrences: {
    /**
     * List test runs (each test as it ran in one build), filtered by a locator.
     *
     * @see {@link getAllTestOccurrences}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TestOccurrencesFields>) = never>(
      args?: GetAllTestOccurrencesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<TestOccurrences, S>>;
  };
  readonly getTestOccurrence: {
    /**
     * Get one test run, with its details (stack trace, duration).
     *
     * @see {@link getTestOccurrence}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TestOccurrenceFields>) = never>(
      args: GetTestOccurrenceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<TestOccurrence, S>>;
  };
}

/** The testOccurrences operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
