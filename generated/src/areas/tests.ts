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
export interface GetTestsArgs<S extends TestsFields = TestsFields, T = string> {
  /** Which tests: a test locator (`affectedProject:(id:App),currentlyFailing:true`). */
  locator?: string | TestLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
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
  kind: 'json',
  locator: renderLocator,
};

/**
 * List tests (each test across its runs: mutes, investigations, history).
 *
 * @param args.locator - Which tests: a test locator (`affectedProject:(id:App),currentlyFailing:true`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getTests(client: Transport, args?: GetTestsArgs<never>, options?: CallOptions): Promise<Tests>;
export function getTests<const S extends object & ExactFields<S, TestsFields>>(
  client: Transport,
  args?: GetTestsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tests, S>>;
export async function getTests(client: Transport, args: GetTestsArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getTestsOp, withFields(getTestsOp, args), options);
}

/** Inputs of {@link getTest}. */
export interface GetTestArgs<S extends TestFields = TestFields, T = string> {
  /** Which test: locator text, or a typed `TestLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  testLocator: string | TestLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getTestOp: Operation = {
  id: 'tests.get_test',
  method: 'GET',
  path: '/app/rest/tests/{testLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one test.
 *
 * @param args.testLocator - Which test: locator text, or a typed `TestLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getTest(client: Transport, args: GetTestArgs<never>, options?: CallOptions): Promise<Test>;
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
  readonly getTests: {
    /**
     * List tests (each test across its runs: mutes, investigations, history).
     *
     * @param args.locator - Which tests: a test locator (`affectedProject:(id:App),currentlyFailing:true`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetTestsArgs<never>, options?: CallOptions): Promise<Tests>;
    <const S extends object & ExactFields<S, TestsFields>>(
      args?: GetTestsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tests, S>>;
  };
  readonly getTest: {
    /**
     * Get one test.
     *
     * @param args.testLocator - Which test: locator text, or a typed `TestLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetTestArgs<never>, options?: CallOptions): Promise<Test>;
    <const S extends object & ExactFields<S, TestFields>>(
      args: GetTestArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Test, S>>;
  };
}

/** The tests operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
