// Generated from spec/areas/debug.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type NoArgs,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { encodeSubPath } from '../runtime/subpath.js';
import type { Builds, Investigations, Items, Properties, Session, Sessions, VcsRootInstances } from '../models.js';
import type { BuildLocator, BuildTypeLocator, VcsRootInstanceLocator } from '../locators.js';
import type {
  BuildsFields,
  InvestigationsFields,
  PropertiesFields,
  SessionFields,
  SessionsFields,
  VcsRootInstancesFields,
} from '../fields.js';
export const deleteCurrentRememberMeOp: Operation = {
  id: 'debug.delete_current_remember_me',
  method: 'DELETE',
  path: '/app/rest/debug/currentRequest/rememberMe',
  accept: '*/*',
  result: 'void',
  csrf: addCsrf,
};

/** `DELETE /app/rest/debug/currentRequest/rememberMe` (`delete_current_remember_me`). */
export function deleteCurrentRememberMe(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, deleteCurrentRememberMeOp, args, options) as Promise<void>;
}

export const newRememberMeOp: Operation = {
  id: 'debug.new_remember_me',
  method: 'POST',
  path: '/app/rest/debug/currentRequest/rememberMe',
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
};

/** `POST /app/rest/debug/currentRequest/rememberMe` (`new_remember_me`). */
export function newRememberMe(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, newRememberMeOp, args, options) as Promise<string>;
}

/** Inputs of {@link emptyTask} (`debug.empty_task`). */
export interface EmptyTaskArgs {
  /** Query `time`. */
  time?: string;
  /** Query `load`. */
  load?: number;
  /** Query `memory`. */
  memory?: number;
  /** Query `memoryChunks` (seed: `memory_chunks`). Server default: `1`. */
  memoryChunks?: number;
}

export const emptyTaskOp: Operation = {
  id: 'debug.empty_task',
  method: 'POST',
  path: '/app/rest/debug/emptyTask',
  query: [
    ['time', 'time'],
    ['load', 'load'],
    ['memory', 'memory'],
    ['memoryChunks', 'memoryChunks'],
  ],
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
};

/** `POST /app/rest/debug/emptyTask` (`empty_task`). */
export function emptyTask(client: Transport, args: EmptyTaskArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, emptyTaskOp, args, options) as Promise<string>;
}

/** Inputs of {@link executeDbQuery} (`debug.execute_db_query`). */
export interface ExecuteDbQueryArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  query: string;
  /** Query `fieldDelimiter` (seed: `field_delimiter`). Server default: `, `. */
  fieldDelimiter?: string;
  /** Query `dataRetrieveQuery` (seed: `data_retrieve_query`). */
  dataRetrieveQuery?: string;
  /** Query `count`. Server default: `1000`. */
  count?: number;
}

export const executeDbQueryOp: Operation = {
  id: 'debug.execute_db_query',
  method: 'GET',
  path: '/app/rest/debug/database/query/{query}',
  query: [
    ['fieldDelimiter', 'fieldDelimiter'],
    ['dataRetrieveQuery', 'dataRetrieveQuery'],
    ['count', 'count'],
  ],
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/database/query/{query}` (`execute_db_query`). */
export function executeDbQuery(client: Transport, args: ExecuteDbQueryArgs, options?: CallOptions): Promise<string> {
  return request(client, executeDbQueryOp, args, options) as Promise<string>;
}

export const listDbTablesOp: Operation = {
  id: 'debug.list_db_tables',
  method: 'GET',
  path: '/app/rest/debug/database/tables',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/database/tables` (`list_db_tables`). */
export function listDbTables(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, listDbTablesOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildChainOptimizationLog} (`debug.get_build_chain_optimization_log`). */
export interface GetBuildChainOptimizationLogArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const getBuildChainOptimizationLogOp: Operation = {
  id: 'debug.get_build_chain_optimization_log',
  method: 'GET',
  path: '/app/rest/debug/buildChainOptimizationLog/{buildLocator}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/debug/buildChainOptimizationLog/{buildLocator}` (`get_build_chain_optimization_log`). */
export function getBuildChainOptimizationLog(
  client: Transport,
  args: GetBuildChainOptimizationLogArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildChainOptimizationLogOp, args, options) as Promise<string>;
}

/** Inputs of {@link getCachedBuildPromotions} (`debug.get_cached_build_promotions`). */
export interface GetCachedBuildPromotionsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Query `buildTypeLocator` (seed: `build_type_locator`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  buildTypeLocator?: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCachedBuildPromotionsOp: Operation = {
  id: 'debug.get_cached_build_promotions',
  method: 'GET',
  path: '/app/rest/debug/caches/buildPromotions/content',
  query: [
    ['buildTypeLocator', 'buildTypeLocator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/debug/caches/buildPromotions/content` (`get_cached_build_promotions`). */
export function getCachedBuildPromotions(
  client: Transport,
  args?: GetCachedBuildPromotionsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
/** `GET /app/rest/debug/caches/buildPromotions/content` (`get_cached_build_promotions`). */
export function getCachedBuildPromotions<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args?: GetCachedBuildPromotionsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function getCachedBuildPromotions(
  client: Transport,
  args: GetCachedBuildPromotionsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCachedBuildPromotionsOp, withFields(getCachedBuildPromotionsOp, args), options);
}

/** Inputs of {@link getCachedBuildPromotionsStats} (`debug.get_cached_build_promotions_stats`). */
export interface GetCachedBuildPromotionsStatsArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCachedBuildPromotionsStatsOp: Operation = {
  id: 'debug.get_cached_build_promotions_stats',
  method: 'GET',
  path: '/app/rest/debug/caches/buildPromotions/stats',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/caches/buildPromotions/stats` (`get_cached_build_promotions_stats`). */
export function getCachedBuildPromotionsStats(
  client: Transport,
  args?: GetCachedBuildPromotionsStatsArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/debug/caches/buildPromotions/stats` (`get_cached_build_promotions_stats`). */
export function getCachedBuildPromotionsStats<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args?: GetCachedBuildPromotionsStatsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getCachedBuildPromotionsStats(
  client: Transport,
  args: GetCachedBuildPromotionsStatsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCachedBuildPromotionsStatsOp, withFields(getCachedBuildPromotionsStatsOp, args), options);
}

/** Inputs of {@link getCachedBuildsStat} (`debug.get_cached_builds_stat`). */
export interface GetCachedBuildsStatArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCachedBuildsStatOp: Operation = {
  id: 'debug.get_cached_builds_stat',
  method: 'GET',
  path: '/app/rest/debug/caches/builds/stats',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/caches/builds/stats` (`get_cached_builds_stat`). */
export function getCachedBuildsStat(
  client: Transport,
  args?: GetCachedBuildsStatArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/debug/caches/builds/stats` (`get_cached_builds_stat`). */
export function getCachedBuildsStat<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args?: GetCachedBuildsStatArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getCachedBuildsStat(
  client: Transport,
  args: GetCachedBuildsStatArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCachedBuildsStatOp, withFields(getCachedBuildsStatOp, args), options);
}

/** Inputs of {@link getCurrentSession} (`debug.get_current_session`). */
export interface GetCurrentSessionArgs<S extends SessionFields = SessionFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCurrentSessionOp: Operation = {
  id: 'debug.get_current_session',
  method: 'GET',
  path: '/app/rest/debug/currentRequest/session',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/currentRequest/session` (`get_current_session`). */
export function getCurrentSession(
  client: Transport,
  args?: GetCurrentSessionArgs<never>,
  options?: CallOptions,
): Promise<Session>;
/** `GET /app/rest/debug/currentRequest/session` (`get_current_session`). */
export function getCurrentSession<const S extends object & ExactFields<S, SessionFields>>(
  client: Transport,
  args?: GetCurrentSessionArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Session, S>>;
export async function getCurrentSession(
  client: Transport,
  args: GetCurrentSessionArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCurrentSessionOp, withFields(getCurrentSessionOp, args), options);
}

export const invalidateCurrentSessionOp: Operation = {
  id: 'debug.invalidate_current_session',
  method: 'DELETE',
  path: '/app/rest/debug/currentRequest/session',
  accept: '*/*',
  result: 'void',
  csrf: addCsrf,
};

/** `DELETE /app/rest/debug/currentRequest/session` (`invalidate_current_session`). */
export function invalidateCurrentSession(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, invalidateCurrentSessionOp, args, options) as Promise<void>;
}

export const getCurrentSessionMaxInactiveIntervalOp: Operation = {
  id: 'debug.get_current_session_max_inactive_interval',
  method: 'GET',
  path: '/app/rest/debug/currentRequest/session/maxInactiveSeconds',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/currentRequest/session/maxInactiveSeconds` (`get_current_session_max_inactive_interval`). */
export function getCurrentSessionMaxInactiveInterval(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, getCurrentSessionMaxInactiveIntervalOp, args, options) as Promise<string>;
}

/** Inputs of {@link setCurrentSessionMaxInactiveInterval} (`debug.set_current_session_max_inactive_interval`). */
export interface SetCurrentSessionMaxInactiveIntervalArgs {
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setCurrentSessionMaxInactiveIntervalOp: Operation = {
  id: 'debug.set_current_session_max_inactive_interval',
  method: 'PUT',
  path: '/app/rest/debug/currentRequest/session/maxInactiveSeconds',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/debug/currentRequest/session/maxInactiveSeconds` (`set_current_session_max_inactive_interval`).
 *
 * Example body:
 * ```text
 * 1800
 * ```
 */
export function setCurrentSessionMaxInactiveInterval(
  client: Transport,
  args: SetCurrentSessionMaxInactiveIntervalArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, setCurrentSessionMaxInactiveIntervalOp, args, options) as Promise<string>;
}

export const getCurrentUserPermissionsOp: Operation = {
  id: 'debug.get_current_user_permissions',
  method: 'GET',
  path: '/app/rest/debug/currentUserPermissions',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/currentUserPermissions` (`get_current_user_permissions`). */
export function getCurrentUserPermissions(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, getCurrentUserPermissionsOp, args, options) as Promise<string>;
}

/** Inputs of {@link getDate} (`debug.get_date`). */
export interface GetDateArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  dateLocator: string;
  /** Query `format`. */
  format?: string;
  /** Query `timezone`. */
  timezone?: string;
}

export const getDateOp: Operation = {
  id: 'debug.get_date',
  method: 'GET',
  path: '/app/rest/debug/date/{dateLocator}',
  query: [
    ['format', 'format'],
    ['timezone', 'timezone'],
  ],
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/date/{dateLocator}` (`get_date`). */
export function getDate(client: Transport, args: GetDateArgs, options?: CallOptions): Promise<string> {
  return request(client, getDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link getDiagnosticsPerfStats} (`debug.get_diagnostics_perf_stats`). */
export interface GetDiagnosticsPerfStatsArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getDiagnosticsPerfStatsOp: Operation = {
  id: 'debug.get_diagnostics_perf_stats',
  method: 'GET',
  path: '/app/rest/debug/diagnostics/threadPerfStat/stats',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/diagnostics/threadPerfStat/stats` (`get_diagnostics_perf_stats`). */
export function getDiagnosticsPerfStats(
  client: Transport,
  args?: GetDiagnosticsPerfStatsArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/debug/diagnostics/threadPerfStat/stats` (`get_diagnostics_perf_stats`). */
export function getDiagnosticsPerfStats<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args?: GetDiagnosticsPerfStatsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getDiagnosticsPerfStats(
  client: Transport,
  args: GetDiagnosticsPerfStatsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getDiagnosticsPerfStatsOp, withFields(getDiagnosticsPerfStatsOp, args), options);
}

/** Inputs of {@link getEnvironmentVariables} (`debug.get_environment_variables`). */
export interface GetEnvironmentVariablesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getEnvironmentVariablesOp: Operation = {
  id: 'debug.get_environment_variables',
  method: 'GET',
  path: '/app/rest/debug/jvm/environmentVariables',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/jvm/environmentVariables` (`get_environment_variables`). */
export function getEnvironmentVariables(
  client: Transport,
  args?: GetEnvironmentVariablesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/debug/jvm/environmentVariables` (`get_environment_variables`). */
export function getEnvironmentVariables<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args?: GetEnvironmentVariablesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getEnvironmentVariables(
  client: Transport,
  args: GetEnvironmentVariablesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getEnvironmentVariablesOp, withFields(getEnvironmentVariablesOp, args), options);
}

/** Inputs of {@link getSystemProperties} (`debug.get_system_properties`). */
export interface GetSystemPropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getSystemPropertiesOp: Operation = {
  id: 'debug.get_system_properties',
  method: 'GET',
  path: '/app/rest/debug/jvm/systemProperties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/jvm/systemProperties` (`get_system_properties`). */
export function getSystemProperties(
  client: Transport,
  args?: GetSystemPropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/debug/jvm/systemProperties` (`get_system_properties`). */
export function getSystemProperties<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args?: GetSystemPropertiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getSystemProperties(
  client: Transport,
  args: GetSystemPropertiesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getSystemPropertiesOp, withFields(getSystemPropertiesOp, args), options);
}

/** Inputs of {@link getHashed} (`debug.get_hashed`). */
export interface GetHashedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  method: string;
  /** Query `value`. */
  value?: string;
}

export const getHashedOp: Operation = {
  id: 'debug.get_hashed',
  method: 'GET',
  path: '/app/rest/debug/values/transform/{method}',
  query: [['value', 'value']],
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/values/transform/{method}` (`get_hashed`). */
export function getHashed(client: Transport, args: GetHashedArgs, options?: CallOptions): Promise<string> {
  return request(client, getHashedOp, args, options) as Promise<string>;
}

/** Inputs of {@link getScrambled} (`debug.get_scrambled`). */
export interface GetScrambledArgs {
  /** Query `value`. */
  value?: string;
}

export const getScrambledOp: Operation = {
  id: 'debug.get_scrambled',
  method: 'GET',
  path: '/app/rest/debug/values/password/scrambled',
  query: [['value', 'value']],
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/values/password/scrambled` (`get_scrambled`). */
export function getScrambled(client: Transport, args: GetScrambledArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, getScrambledOp, args, options) as Promise<string>;
}

/** Inputs of {@link getUnscrambled} (`debug.get_unscrambled`). */
export interface GetUnscrambledArgs {
  /** Query `value`. */
  value?: string;
}

export const getUnscrambledOp: Operation = {
  id: 'debug.get_unscrambled',
  method: 'GET',
  path: '/app/rest/debug/values/password/unscrambled',
  query: [['value', 'value']],
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/values/password/unscrambled` (`get_unscrambled`). */
export function getUnscrambled(
  client: Transport,
  args: GetUnscrambledArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, getUnscrambledOp, args, options) as Promise<string>;
}

/** Inputs of {@link getIpAddress} (`debug.get_ip_address`). */
export interface GetIpAddressArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  host: string;
}

export const getIpAddressOp: Operation = {
  id: 'debug.get_ip_address',
  method: 'GET',
  path: '/app/rest/debug/dns/lookup/{host}',
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/dns/lookup/{host}` (`get_ip_address`). */
export function getIpAddress(client: Transport, args: GetIpAddressArgs, options?: CallOptions): Promise<Items> {
  return request(client, getIpAddressOp, args, options) as Promise<Items>;
}

/** Inputs of {@link getRawInvestigations} (`debug.get_raw_investigations`). */
export interface GetRawInvestigationsArgs<S extends InvestigationsFields = InvestigationsFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getRawInvestigationsOp: Operation = {
  id: 'debug.get_raw_investigations',
  method: 'GET',
  path: '/app/rest/debug/investigations',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/investigations` (`get_raw_investigations`). */
export function getRawInvestigations(
  client: Transport,
  args?: GetRawInvestigationsArgs<never>,
  options?: CallOptions,
): Promise<Investigations>;
/** `GET /app/rest/debug/investigations` (`get_raw_investigations`). */
export function getRawInvestigations<const S extends object & ExactFields<S, InvestigationsFields>>(
  client: Transport,
  args?: GetRawInvestigationsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Investigations, S>>;
export async function getRawInvestigations(
  client: Transport,
  args: GetRawInvestigationsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getRawInvestigationsOp, withFields(getRawInvestigationsOp, args), options);
}

/** Inputs of {@link getRequestDetails} (`debug.get_request_details`). */
export interface GetRequestDetailsArgs {
  /** Path suffix glued to the word before it; its `/` separators are kept. */
  extra: string;
}

export const getRequestDetailsOp: Operation = {
  id: 'debug.get_request_details',
  method: 'GET',
  path: '/app/rest/debug/currentRequest/details{+extra}',
  accept: 'text/plain',
  result: 'string',
  subPath: encodeSubPath,
};

/** `GET /app/rest/debug/currentRequest/details{extra}` (`get_request_details`). */
export function getRequestDetails(
  client: Transport,
  args: GetRequestDetailsArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getRequestDetailsOp, args, options) as Promise<string>;
}

/** Inputs of {@link postRequestDetails} (`debug.post_request_details`). */
export interface PostRequestDetailsArgs {
  /** Path suffix glued to the word before it; its `/` separators are kept. */
  extra: string;
}

export const postRequestDetailsOp: Operation = {
  id: 'debug.post_request_details',
  method: 'POST',
  path: '/app/rest/debug/currentRequest/details{+extra}',
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
  subPath: encodeSubPath,
};

/** `POST /app/rest/debug/currentRequest/details{extra}` (`post_request_details`). */
export function postRequestDetails(
  client: Transport,
  args: PostRequestDetailsArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, postRequestDetailsOp, args, options) as Promise<string>;
}

/** Inputs of {@link putRequestDetails} (`debug.put_request_details`). */
export interface PutRequestDetailsArgs {
  /** Path suffix glued to the word before it; its `/` separators are kept. */
  extra: string;
}

export const putRequestDetailsOp: Operation = {
  id: 'debug.put_request_details',
  method: 'PUT',
  path: '/app/rest/debug/currentRequest/details{+extra}',
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
  subPath: encodeSubPath,
};

/** `PUT /app/rest/debug/currentRequest/details{extra}` (`put_request_details`). */
export function putRequestDetails(
  client: Transport,
  args: PutRequestDetailsArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, putRequestDetailsOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSessions} (`debug.get_sessions`). */
export interface GetSessionsArgs<S extends SessionsFields = SessionsFields, T = string> {
  /** Query `manager`. */
  manager?: number;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getSessionsOp: Operation = {
  id: 'debug.get_sessions',
  method: 'GET',
  path: '/app/rest/debug/sessions',
  query: [
    ['manager', 'manager'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/debug/sessions` (`get_sessions`). */
export function getSessions(client: Transport, args?: GetSessionsArgs<never>, options?: CallOptions): Promise<Sessions>;
/** `GET /app/rest/debug/sessions` (`get_sessions`). */
export function getSessions<const S extends object & ExactFields<S, SessionsFields>>(
  client: Transport,
  args?: GetSessionsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Sessions, S>>;
export async function getSessions(
  client: Transport,
  args: GetSessionsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getSessionsOp, withFields(getSessionsOp, args), options);
}

/** Inputs of {@link getThreadDump} (`debug.get_thread_dump`). */
export interface GetThreadDumpArgs {
  /** Query `lockedMonitors` (seed: `locked_monitors`). */
  lockedMonitors?: string;
  /** Query `lockedSynchronizers` (seed: `locked_synchronizers`). */
  lockedSynchronizers?: string;
  /** Query `detectLocks` (seed: `detect_locks`). */
  detectLocks?: string;
}

export const getThreadDumpOp: Operation = {
  id: 'debug.get_thread_dump',
  method: 'GET',
  path: '/app/rest/debug/threadDump',
  query: [
    ['lockedMonitors', 'lockedMonitors'],
    ['lockedSynchronizers', 'lockedSynchronizers'],
    ['detectLocks', 'detectLocks'],
  ],
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/threadDump` (`get_thread_dump`). */
export function getThreadDump(client: Transport, args: GetThreadDumpArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, getThreadDumpOp, args, options) as Promise<string>;
}

/** Inputs of {@link getThreadInterrupted} (`debug.get_thread_interrupted`). */
export interface GetThreadInterruptedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  threadLocator: string;
}

export const getThreadInterruptedOp: Operation = {
  id: 'debug.get_thread_interrupted',
  method: 'GET',
  path: '/app/rest/debug/threads/{threadLocator}/interrupted',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/debug/threads/{threadLocator}/interrupted` (`get_thread_interrupted`). */
export function getThreadInterrupted(
  client: Transport,
  args: GetThreadInterruptedArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getThreadInterruptedOp, args, options) as Promise<string>;
}

/** Inputs of {@link interruptThread} (`debug.interrupt_thread`). */
export interface InterruptThreadArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  threadLocator: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const interruptThreadOp: Operation = {
  id: 'debug.interrupt_thread',
  method: 'PUT',
  path: '/app/rest/debug/threads/{threadLocator}/interrupted',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/debug/threads/{threadLocator}/interrupted` (`interrupt_thread`).
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function interruptThread(client: Transport, args: InterruptThreadArgs, options?: CallOptions): Promise<string> {
  return request(client, interruptThreadOp, args, options) as Promise<string>;
}

/** Inputs of {@link saveMemoryDump} (`debug.save_memory_dump`). */
export interface SaveMemoryDumpArgs {
  /** Query `archived`. */
  archived?: boolean;
}

export const saveMemoryDumpOp: Operation = {
  id: 'debug.save_memory_dump',
  method: 'POST',
  path: '/app/rest/debug/memory/dumps',
  query: [['archived', 'archived']],
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
};

/** `POST /app/rest/debug/memory/dumps` (`save_memory_dump`). */
export function saveMemoryDump(
  client: Transport,
  args: SaveMemoryDumpArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, saveMemoryDumpOp, args, options) as Promise<string>;
}

/** Inputs of {@link scheduleCheckingForChanges} (`debug.schedule_checking_for_changes`). */
export interface ScheduleCheckingForChangesArgs<S extends VcsRootInstancesFields = VcsRootInstancesFields, T = string> {
  /** Query `locator`. A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  locator?: string | VcsRootInstanceLocator;
  /** Query `requestor`. */
  requestor?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const scheduleCheckingForChangesOp: Operation = {
  id: 'debug.schedule_checking_for_changes',
  method: 'POST',
  path: '/app/rest/debug/vcsCheckingForChangesQueue',
  query: [
    ['locator', 'locator'],
    ['requestor', 'requestor'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `POST /app/rest/debug/vcsCheckingForChangesQueue` (`schedule_checking_for_changes`). */
export function scheduleCheckingForChanges(
  client: Transport,
  args?: ScheduleCheckingForChangesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstances>;
/** `POST /app/rest/debug/vcsCheckingForChangesQueue` (`schedule_checking_for_changes`). */
export function scheduleCheckingForChanges<const S extends object & ExactFields<S, VcsRootInstancesFields>>(
  client: Transport,
  args?: ScheduleCheckingForChangesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>>;
export async function scheduleCheckingForChanges(
  client: Transport,
  args: ScheduleCheckingForChangesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, scheduleCheckingForChangesOp, withFields(scheduleCheckingForChangesOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/debug/caches/buildPromotions/content` (`get_cached_build_promotions`). */
  readonly getCachedBuildPromotions: {
    (args?: GetCachedBuildPromotionsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args?: GetCachedBuildPromotionsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /** `GET /app/rest/debug/caches/buildPromotions/stats` (`get_cached_build_promotions_stats`). */
  readonly getCachedBuildPromotionsStats: {
    (args?: GetCachedBuildPromotionsStatsArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args?: GetCachedBuildPromotionsStatsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/debug/caches/builds/stats` (`get_cached_builds_stat`). */
  readonly getCachedBuildsStat: {
    (args?: GetCachedBuildsStatArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args?: GetCachedBuildsStatArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/debug/currentRequest/session` (`get_current_session`). */
  readonly getCurrentSession: {
    (args?: GetCurrentSessionArgs<never>, options?: CallOptions): Promise<Session>;
    <const S extends object & ExactFields<S, SessionFields>>(
      args?: GetCurrentSessionArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Session, S>>;
  };
  /** `GET /app/rest/debug/diagnostics/threadPerfStat/stats` (`get_diagnostics_perf_stats`). */
  readonly getDiagnosticsPerfStats: {
    (args?: GetDiagnosticsPerfStatsArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args?: GetDiagnosticsPerfStatsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/debug/jvm/environmentVariables` (`get_environment_variables`). */
  readonly getEnvironmentVariables: {
    (args?: GetEnvironmentVariablesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args?: GetEnvironmentVariablesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/debug/jvm/systemProperties` (`get_system_properties`). */
  readonly getSystemProperties: {
    (args?: GetSystemPropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args?: GetSystemPropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/debug/investigations` (`get_raw_investigations`). */
  readonly getRawInvestigations: {
    (args?: GetRawInvestigationsArgs<never>, options?: CallOptions): Promise<Investigations>;
    <const S extends object & ExactFields<S, InvestigationsFields>>(
      args?: GetRawInvestigationsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  /** `GET /app/rest/debug/sessions` (`get_sessions`). */
  readonly getSessions: {
    (args?: GetSessionsArgs<never>, options?: CallOptions): Promise<Sessions>;
    <const S extends object & ExactFields<S, SessionsFields>>(
      args?: GetSessionsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Sessions, S>>;
  };
  /** `POST /app/rest/debug/vcsCheckingForChangesQueue` (`schedule_checking_for_changes`). */
  readonly scheduleCheckingForChanges: {
    (args?: ScheduleCheckingForChangesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args?: ScheduleCheckingForChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
}

/** The debug operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `DELETE /app/rest/debug/currentRequest/rememberMe` (`delete_current_remember_me`). */
  readonly deleteCurrentRememberMe: (args?: NoArgs, options?: CallOptions) => Promise<void>;
  /** `POST /app/rest/debug/currentRequest/rememberMe` (`new_remember_me`). */
  readonly newRememberMe: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `POST /app/rest/debug/emptyTask` (`empty_task`). */
  readonly emptyTask: (args?: EmptyTaskArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/database/query/{query}` (`execute_db_query`). */
  readonly executeDbQuery: (args: ExecuteDbQueryArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/database/tables` (`list_db_tables`). */
  readonly listDbTables: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/buildChainOptimizationLog/{buildLocator}` (`get_build_chain_optimization_log`). */
  readonly getBuildChainOptimizationLog: (
    args: GetBuildChainOptimizationLogArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /** `DELETE /app/rest/debug/currentRequest/session` (`invalidate_current_session`). */
  readonly invalidateCurrentSession: (args?: NoArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/debug/currentRequest/session/maxInactiveSeconds` (`get_current_session_max_inactive_interval`). */
  readonly getCurrentSessionMaxInactiveInterval: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/debug/currentRequest/session/maxInactiveSeconds` (`set_current_session_max_inactive_interval`).
   *
   * Example body:
   * ```text
   * 1800
   * ```
   */
  readonly setCurrentSessionMaxInactiveInterval: (
    args?: SetCurrentSessionMaxInactiveIntervalArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /** `GET /app/rest/debug/currentUserPermissions` (`get_current_user_permissions`). */
  readonly getCurrentUserPermissions: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/date/{dateLocator}` (`get_date`). */
  readonly getDate: (args: GetDateArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/values/transform/{method}` (`get_hashed`). */
  readonly getHashed: (args: GetHashedArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/values/password/scrambled` (`get_scrambled`). */
  readonly getScrambled: (args?: GetScrambledArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/values/password/unscrambled` (`get_unscrambled`). */
  readonly getUnscrambled: (args?: GetUnscrambledArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/dns/lookup/{host}` (`get_ip_address`). */
  readonly getIpAddress: (args: GetIpAddressArgs, options?: CallOptions) => Promise<Items>;
  /** `GET /app/rest/debug/currentRequest/details{extra}` (`get_request_details`). */
  readonly getRequestDetails: (args: GetRequestDetailsArgs, options?: CallOptions) => Promise<string>;
  /** `POST /app/rest/debug/currentRequest/details{extra}` (`post_request_details`). */
  readonly postRequestDetails: (args: PostRequestDetailsArgs, options?: CallOptions) => Promise<string>;
  /** `PUT /app/rest/debug/currentRequest/details{extra}` (`put_request_details`). */
  readonly putRequestDetails: (args: PutRequestDetailsArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/threadDump` (`get_thread_dump`). */
  readonly getThreadDump: (args?: GetThreadDumpArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/debug/threads/{threadLocator}/interrupted` (`get_thread_interrupted`). */
  readonly getThreadInterrupted: (args: GetThreadInterruptedArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/debug/threads/{threadLocator}/interrupted` (`interrupt_thread`).
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly interruptThread: (args: InterruptThreadArgs, options?: CallOptions) => Promise<string>;
  /** `POST /app/rest/debug/memory/dumps` (`save_memory_dump`). */
  readonly saveMemoryDump: (args?: SaveMemoryDumpArgs, options?: CallOptions) => Promise<string>;
}
