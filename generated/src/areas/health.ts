// Generated from spec/areas/health.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import type { HealthCategories, HealthCategory, HealthItem, HealthStatusItems } from '../models.js';
import type {
  HealthCategoriesFields,
  HealthCategoryFields,
  HealthItemFields,
  HealthStatusItemsFields,
} from '../fields.js';

/** Inputs of {@link getHealthItems}. */
export interface GetHealthItemsArgs<S extends HealthStatusItemsFields = HealthStatusItemsFields, T = string> {
  /** Which items: a health item locator (`severity:WARN`, `category:(id:...)`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getHealthItemsOp: Operation = {
  id: 'health.get_health_items',
  method: 'GET',
  path: '/app/rest/health',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List server health items (problems TeamCity reports about its own setup).
 *
 * What the server administration's health report shows.
 *
 * @param args.locator - Which items: a health item locator (`severity:WARN`, `category:(id:...)`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getHealthItems(
  client: Transport,
  args?: GetHealthItemsArgs<never>,
  options?: CallOptions,
): Promise<HealthStatusItems>;
export function getHealthItems<const S extends object & ExactFields<S, HealthStatusItemsFields>>(
  client: Transport,
  args?: GetHealthItemsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<HealthStatusItems, S>>;
export async function getHealthItems(
  client: Transport,
  args: GetHealthItemsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getHealthItemsOp, withFields(getHealthItemsOp, args), options);
}

/** Inputs of {@link getCategories}. */
export interface GetCategoriesArgs<S extends HealthCategoriesFields = HealthCategoriesFields, T = string> {
  /** Which categories: a health category locator. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getCategoriesOp: Operation = {
  id: 'health.get_categories',
  method: 'GET',
  path: '/app/rest/health/category',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the categories of server health items.
 *
 * @param args.locator - Which categories: a health category locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getCategories(
  client: Transport,
  args?: GetCategoriesArgs<never>,
  options?: CallOptions,
): Promise<HealthCategories>;
export function getCategories<const S extends object & ExactFields<S, HealthCategoriesFields>>(
  client: Transport,
  args?: GetCategoriesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<HealthCategories, S>>;
export async function getCategories(
  client: Transport,
  args: GetCategoriesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCategoriesOp, withFields(getCategoriesOp, args), options);
}

/** Inputs of {@link getSingleCategory}. */
export interface GetSingleCategoryArgs<S extends HealthCategoryFields = HealthCategoryFields, T = string> {
  /** Which category: its id (`id:...`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getSingleCategoryOp: Operation = {
  id: 'health.get_single_category',
  method: 'GET',
  path: '/app/rest/health/category/{locator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get one category of server health items.
 *
 * @param args.locator - Which category: its id (`id:...`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getSingleCategory(
  client: Transport,
  args: GetSingleCategoryArgs<never>,
  options?: CallOptions,
): Promise<HealthCategory>;
export function getSingleCategory<const S extends object & ExactFields<S, HealthCategoryFields>>(
  client: Transport,
  args: GetSingleCategoryArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<HealthCategory, S>>;
export async function getSingleCategory(
  client: Transport,
  args: GetSingleCategoryArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getSingleCategoryOp, withFields(getSingleCategoryOp, args), options);
}

/** Inputs of {@link getSingleHealthItem}. */
export interface GetSingleHealthItemArgs<S extends HealthItemFields = HealthItemFields, T = string> {
  /** Which item: a health item locator. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getSingleHealthItemOp: Operation = {
  id: 'health.get_single_health_item',
  method: 'GET',
  path: '/app/rest/health/{locator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get one server health item.
 *
 * @param args.locator - Which item: a health item locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getSingleHealthItem(
  client: Transport,
  args: GetSingleHealthItemArgs<never>,
  options?: CallOptions,
): Promise<HealthItem>;
export function getSingleHealthItem<const S extends object & ExactFields<S, HealthItemFields>>(
  client: Transport,
  args: GetSingleHealthItemArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<HealthItem, S>>;
export async function getSingleHealthItem(
  client: Transport,
  args: GetSingleHealthItemArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getSingleHealthItemOp, withFields(getSingleHealthItemOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getHealthItems: {
    /**
     * List server health items (problems TeamCity reports about its own setup).
     *
     * What the server administration's health report shows.
     *
     * @param args.locator - Which items: a health item locator (`severity:WARN`, `category:(id:...)`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetHealthItemsArgs<never>, options?: CallOptions): Promise<HealthStatusItems>;
    <const S extends object & ExactFields<S, HealthStatusItemsFields>>(
      args?: GetHealthItemsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthStatusItems, S>>;
  };
  readonly getCategories: {
    /**
     * List the categories of server health items.
     *
     * @param args.locator - Which categories: a health category locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetCategoriesArgs<never>, options?: CallOptions): Promise<HealthCategories>;
    <const S extends object & ExactFields<S, HealthCategoriesFields>>(
      args?: GetCategoriesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthCategories, S>>;
  };
  readonly getSingleCategory: {
    /**
     * Get one category of server health items.
     *
     * @param args.locator - Which category: its id (`id:...`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetSingleCategoryArgs<never>, options?: CallOptions): Promise<HealthCategory>;
    <const S extends object & ExactFields<S, HealthCategoryFields>>(
      args: GetSingleCategoryArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthCategory, S>>;
  };
  readonly getSingleHealthItem: {
    /**
     * Get one server health item.
     *
     * @param args.locator - Which item: a health item locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetSingleHealthItemArgs<never>, options?: CallOptions): Promise<HealthItem>;
    <const S extends object & ExactFields<S, HealthItemFields>>(
      args: GetSingleHealthItemArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthItem, S>>;
  };
}

/** The health operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
