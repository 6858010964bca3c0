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
export interface GetHealthItemsArgs<S extends HealthStatusItemsFields | string = HealthStatusItemsFields | string> {
  /** Which items: a health item locator (`severity:WARN`, `category:(id:...)`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getHealthItemsOp: Operation = {
  id: 'health.get_health_items',
  method: 'GET',
  path: '/app/rest/health',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List server health items (problems TeamCity reports about its own setup).
 *
 * What the server administration's health report shows.
 *
 * @since 2023.11
 */
export async function getHealthItems<
  const S extends string | (object & ExactFields<S, HealthStatusItemsFields>) = never,
>(client: Transport, args: GetHealthItemsArgs<S> = {}, options?: CallOptions): Promise<Selected<HealthStatusItems, S>> {
  return request(client, getHealthItemsOp, withFields(getHealthItemsOp, args), options) as Promise<
    Selected<HealthStatusItems, S>
  >;
}

/** Inputs of {@link getCategories}. */
export interface GetCategoriesArgs<S extends HealthCategoriesFields | string = HealthCategoriesFields | string> {
  /** Which categories: a health category locator. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCategoriesOp: Operation = {
  id: 'health.get_categories',
  method: 'GET',
  path: '/app/rest/health/category',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the categories of server health items.
 *
 * @since 2023.11
 */
export async function getCategories<const S extends string | (object & ExactFields<S, HealthCategoriesFields>) = never>(
  client: Transport,
  args: GetCategoriesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<HealthCategories, S>> {
  return request(client, getCategoriesOp, withFields(getCategoriesOp, args), options) as Promise<
    Selected<HealthCategories, S>
  >;
}

/** Inputs of {@link getSingleCategory}. */
export interface GetSingleCategoryArgs<S extends HealthCategoryFields | string = HealthCategoryFields | string> {
  /** Which category: its id (`id:...`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getSingleCategoryOp: Operation = {
  id: 'health.get_single_category',
  method: 'GET',
  path: '/app/rest/health/category/{locator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get one category of server health items.
 *
 * @since 2023.11
 */
export async function getSingleCategory<
  const S extends string | (object & ExactFields<S, HealthCategoryFields>) = never,
>(client: Transport, args: GetSingleCategoryArgs<S>, options?: CallOptions): Promise<Selected<HealthCategory, S>> {
  return request(client, getSingleCategoryOp, withFields(getSingleCategoryOp, args), options) as Promise<
    Selected<HealthCategory, S>
  >;
}

/** Inputs of {@link getSingleHealthItem}. */
export interface GetSingleHealthItemArgs<S extends HealthItemFields | string = HealthItemFields | string> {
  /** Which item: a health item locator. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getSingleHealthItemOp: Operation = {
  id: 'health.get_single_health_item',
  method: 'GET',
  path: '/app/rest/health/{locator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get one server health item.
 *
 * @since 2023.11
 */
export async function getSingleHealthItem<const S extends string | (object & ExactFields<S, HealthItemFields>) = never>(
  client: Transport,
  args: GetSingleHealthItemArgs<S>,
  options?: CallOptions,
): Promise<Selected<HealthItem, S>> {
  return request(client, getSingleHealthItemOp, withFields(getSingleHealthItemOp, args), options) as Promise<
    Selected<HealthItem, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getHealthItems: {
    /**
     * List server health items (problems TeamCity reports about its own setup).
     *
     * @see {@link getHealthItems}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, HealthStatusItemsFields>) = never>(
      args?: GetHealthItemsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<HealthStatusItems, S>>;
  };
  readonly getCategories: {
    /**
     * List the categories of server health items.
     *
     * @see {@link getCategories}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, HealthCategoriesFields>) = never>(
      args?: GetCategoriesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<HealthCategories, S>>;
  };
  readonly getSingleCategory: {
    /**
     * Get one category of server health items.
     *
     * @see {@link getSingleCategory}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, HealthCategoryFields>) = never>(
      args: GetSingleCategoryArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<HealthCategory, S>>;
  };
  readonly getSingleHealthItem: {
    /**
     * Get one server health item.
     *
     * @see {@link getSingleHealthItem}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, HealthItemFields>) = never>(
      args: GetSingleHealthItemArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<HealthItem, S>>;
  };
}

/** The health operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
