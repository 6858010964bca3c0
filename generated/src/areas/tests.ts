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

/** Inputs of {@link getTests}. */
export interface GetTestsArgs<S extends TestsFields | string = TestsFields | string> {
  /** Which tests: a test locator (`affectedProject:(id:App),currentlyFailing:true`). */
  locator?: string | TestLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTestsOp: Operation = {
  id: 'tests.get_tests',
  method: 'GET',
  path: '/app/rest/tests',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List tests (each test across its runs: mutes, investigations, history).
 *
 * @since 2018.1
 */
export async function getTests<const S extends string | (object & ExactFields<S, TestsFields>) = never>(
  client: Transport,
  args: GetTestsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Tests, S>> {
  return request(client, getTestsOp, withFields(getTestsOp, args), options) as Promise<Selected<Tests, S>>;
}

/** Inputs of {@link getTest}. */
export interface GetTestArgs<S extends TestFields | string = TestFields | string> {
  /** Which test: locator text, or a typed `TestLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  testLocator: string | TestLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTestOp: Operation = {
  id: 'tests.get_test',
  method: 'GET',
  path: '/app/rest/tests/{testLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one test.
 *
 * @since 2018.1
 */
export async function getTest<const S extends string | (object & ExactFields<S, TestFields>) = never>(
  client: Transport,
  args: GetTestArgs<S>,
  options?: CallOptions,
): Promise<Selected<Test, S>> {
  return request(client, getTestOp, withFields(getTestOp, args), options) as Promise<Selected<Test, S>>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getTests: {
    /**
     * List tests (each test across its runs: mutes, investigations, history).
     *
     * @see {@link getTests}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TestsFields>) = never>(
      args?: GetTestsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Tests, S>>;
  };
  readonly getTest: {
    /**
     * Get one test.
     *
     * @see {@link getTest}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TestFields>) = never>(
      args: GetTestArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Test, S>>;
  };
}

/** The tests operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
