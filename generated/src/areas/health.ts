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

/** Inputs of {@link getHealthItems} (`health.get_health_items`). */
export interface GetHealthItemsArgs<S extends HealthStatusItemsFields = HealthStatusItemsFields, T = string> {
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
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
  result: 'json',
};

/**
 * `GET /app/rest/health` (`get_health_items`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getHealthItems).
 */
export function getHealthItems(
  client: Transport,
  args?: GetHealthItemsArgs<never>,
  options?: CallOptions,
): Promise<HealthStatusItems>;
/**
 * `GET /app/rest/health` (`get_health_items`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getHealthItems).
 */
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

/** Inputs of {@link getCategories} (`health.get_categories`). */
export interface GetCategoriesArgs<S extends HealthCategoriesFields = HealthCategoriesFields, T = string> {
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
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
  result: 'json',
};

/**
 * `GET /app/rest/health/category` (`get_categories`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCategories).
 */
export function getCategories(
  client: Transport,
  args?: GetCategoriesArgs<never>,
  options?: CallOptions,
): Promise<HealthCategories>;
/**
 * `GET /app/rest/health/category` (`get_categories`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCategories).
 */
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

/** Inputs of {@link getSingleCategory} (`health.get_single_category`). */
export interface GetSingleCategoryArgs<S extends HealthCategoryFields = HealthCategoryFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  locator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getSingleCategoryOp: Operation = {
  id: 'health.get_single_category',
  method: 'GET',
  path: '/app/rest/health/category/{locator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/health/category/{locator}` (`get_single_category`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getSingleCategory).
 */
export function getSingleCategory(
  client: Transport,
  args: GetSingleCategoryArgs<never>,
  options?: CallOptions,
): Promise<HealthCategory>;
/**
 * `GET /app/rest/health/category/{locator}` (`get_single_category`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getSingleCategory).
 */
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

/** Inputs of {@link getSingleHealthItem} (`health.get_single_health_item`). */
export interface GetSingleHealthItemArgs<S extends HealthItemFields = HealthItemFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  locator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getSingleHealthItemOp: Operation = {
  id: 'health.get_single_health_item',
  method: 'GET',
  path: '/app/rest/health/{locator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/health/{locator}` (`get_single_health_item`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getSingleHealthItem).
 */
export function getSingleHealthItem(
  client: Transport,
  args: GetSingleHealthItemArgs<never>,
  options?: CallOptions,
): Promise<HealthItem>;
/**
 * `GET /app/rest/health/{locator}` (`get_single_health_item`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getSingleHealthItem).
 */
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
  /**
   * `GET /app/rest/health` (`get_health_items`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getHealthItems).
   */
  readonly getHealthItems: {
    (args?: GetHealthItemsArgs<never>, options?: CallOptions): Promise<HealthStatusItems>;
    <const S extends object & ExactFields<S, HealthStatusItemsFields>>(
      args?: GetHealthItemsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthStatusItems, S>>;
  };
  /**
   * `GET /app/rest/health/category` (`get_categories`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getCategories).
   */
  readonly getCategories: {
    (args?: GetCategoriesArgs<never>, options?: CallOptions): Promise<HealthCategories>;
    <const S extends object & ExactFields<S, HealthCategoriesFields>>(
      args?: GetCategoriesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthCategories, S>>;
  };
  /**
   * `GET /app/rest/health/category/{locator}` (`get_single_category`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getSingleCategory).
   */
  readonly getSingleCategory: {
    (args: GetSingleCategoryArgs<never>, options?: CallOptions): Promise<HealthCategory>;
    <const S extends object & ExactFields<S, HealthCategoryFields>>(
      args: GetSingleCategoryArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthCategory, S>>;
  };
  /**
   * `GET /app/rest/health/{locator}` (`get_single_health_item`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getSingleHealthItem).
   */
  readonly getSingleHealthItem: {
    (args: GetSingleHealthItemArgs<never>, options?: CallOptions): Promise<HealthItem>;
    <const S extends object & ExactFields<S, HealthItemFields>>(
      args: GetSingleHealthItemArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<HealthItem, S>>;
  };
}

/** The health operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
