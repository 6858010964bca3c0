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
import { textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { encodeSubPath } from '../runtime/subpath.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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
  kind: 'void',
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Drop the remember-me cookie of the current session.
 *
 * @since 2018.1
 */
export function deleteCurrentRememberMe(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, deleteCurrentRememberMeOp, args, options) as Promise<void>;
}

export const newRememberMeOp: Operation = {
  id: 'debug.new_remember_me',
  method: 'POST',
  path: '/app/rest/debug/currentRequest/rememberMe',
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
};

/**
 * Make a remember-me cookie value for the current user.
 *
 * Only when the server's internal property `rest.debug.currentRequest.rememberMe.allowCreate` is set (403
 * otherwise).
 *
 * @since 2018.1
 */
export function newRememberMe(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, newRememberMeOp, args, options) as Promise<string>;
}

/** Inputs of {@link emptyTask}. */
export interface EmptyTaskArgs {
  /** How long it runs: milliseconds, or a relative time such as `10s`. */
  time?: string;
  /** How busy it keeps a CPU meanwhile, in percent (0 to 100). */
  load?: number;
  /** How many bytes it holds while it runs. */
  memory?: number;
  /** In how many pieces the memory is allocated. TeamCity's default: `1`. */
  memoryChunks?: number;
}

export const emptyTaskOp: Operation = {
  id: 'debug.empty_task',
  method: 'POST',
  path: '/app/rest/debug/emptyTask',
  query: ['time', 'load', 'memory', 'memoryChunks'],
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
};

/**
 * Run a do-nothing task on the server that takes time, CPU or memory (for load tests).
 *
 * Needs the permission to manage the server installation. Answers once the task is done.
 *
 * @since 2018.1
 */
export function emptyTask(client: Transport, args: EmptyTaskArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, emptyTaskOp, args, options) as Promise<string>;
}

/** Inputs of {@link executeDbQuery}. */
export interface ExecuteDbQueryArgs {
  /** The SQL statement, as one path segment. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  query: string;
  /** What goes between the columns of a row. TeamCity's default: `, `. */
  fieldDelimiter?: string;
  /** Treat the statement as one that answers rows (`true`) or changes them (`false`). */
  dataRetrieveQuery?: string;
  /** The most rows to answer; a negative number for all. TeamCity's default: `1000`. */
  count?: number;
}

export const executeDbQueryOp: Operation = {
  id: 'debug.execute_db_query',
  method: 'GET',
  path: '/app/rest/debug/database/query/{query}',
  query: ['fieldDelimiter', 'dataRetrieveQuery', 'count'],
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Run an SQL statement on TeamCity's database.
 *
 * Needs the permission to manage the server installation. A `select`, `show` or `explain` answers its rows as
 * text (at most `count`, with a note when cut off); any other statement answers the number of rows it changed.
 * It changes TeamCity's data directly: for diagnostics only.
 *
 * @since 2018.1
 */
export function executeDbQuery(client: Transport, args: ExecuteDbQueryArgs, options?: CallOptions): Promise<string> {
  return request(client, executeDbQueryOp, args, options) as Promise<string>;
}

export const listDbTablesOp: Operation = {
  id: 'debug.list_db_tables',
  method: 'GET',
  path: '/app/rest/debug/database/tables',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * List the tables of TeamCity's database, one per line.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export function listDbTables(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, listDbTablesOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildChainOptimizationLog}. */
export interface GetBuildChainOptimizationLogArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const getBuildChainOptimizationLogOp: Operation = {
  id: 'debug.get_build_chain_optimization_log',
  method: 'GET',
  path: '/app/rest/debug/buildChainOptimizationLog/{buildLocator}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the log of how TeamCity reused builds when it queued a build chain.
 *
 * Needs the permission to edit the build's project.
 *
 * @since 2018.1
 */
export function getBuildChainOptimizationLog(
  client: Transport,
  args: GetBuildChainOptimizationLogArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildChainOptimizationLogOp, args, options) as Promise<string>;
}

/** Inputs of {@link getCachedBuildPromotions}. */
export interface GetCachedBuildPromotionsArgs<S extends BuildsFields | string = BuildsFields | string> {
  /** Only those of the build configurations this locator finds. */
  buildTypeLocator?: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCachedBuildPromotionsOp: Operation = {
  id: 'debug.get_cached_build_promotions',
  method: 'GET',
  path: '/app/rest/debug/caches/buildPromotions/content',
  query: ['buildTypeLocator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the builds TeamCity holds in its build cache.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export async function getCachedBuildPromotions<
  const S extends string | (object & ExactFields<S, BuildsFields>) = never,
>(client: Transport, args: GetCachedBuildPromotionsArgs<S> = {}, options?: CallOptions): Promise<Selected<Builds, S>> {
  return request(client, getCachedBuildPromotionsOp, withFields(getCachedBuildPromotionsOp, args), options) as Promise<
    Selected<Builds, S>
  >;
}

/** Inputs of {@link getCachedBuildPromotionsStats}. */
export interface GetCachedBuildPromotionsStatsArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCachedBuildPromotionsStatsOp: Operation = {
  id: 'debug.get_cached_build_promotions_stats',
  method: 'GET',
  path: '/app/rest/debug/caches/buildPromotions/stats',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the statistics of TeamCity's build cache.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export async function getCachedBuildPromotionsStats<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(
  client: Transport,
  args: GetCachedBuildPromotionsStatsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(
    client,
    getCachedBuildPromotionsStatsOp,
    withFields(getCachedBuildPromotionsStatsOp, args),
    options,
  ) as Promise<Selected<Properties, S>>;
}

/** Inputs of {@link getCachedBuildsStat}. */
export interface GetCachedBuildsStatArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCachedBuildsStatOp: Operation = {
  id: 'debug.get_cached_builds_stat',
  method: 'GET',
  path: '/app/rest/debug/caches/builds/stats',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the statistics of TeamCity's finished-builds cache.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export async function getCachedBuildsStat<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: GetCachedBuildsStatArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getCachedBuildsStatOp, withFields(getCachedBuildsStatOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link getCurrentSession}. */
export interface GetCurrentSessionArgs<S extends SessionFields | string = SessionFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCurrentSessionOp: Operation = {
  id: 'debug.get_current_session',
  method: 'GET',
  path: '/app/rest/debug/currentRequest/session',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the HTTP session of this request (its id, user, creation and last access).
 *
 * @since 2018.1
 */
export async function getCurrentSession<const S extends string | (object & ExactFields<S, SessionFields>) = never>(
  client: Transport,
  args: GetCurrentSessionArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Session, S>> {
  return request(client, getCurrentSessionOp, withFields(getCurrentSessionOp, args), options) as Promise<
    Selected<Session, S>
  >;
}

export const invalidateCurrentSessionOp: Operation = {
  id: 'debug.invalidate_current_session',
  method: 'DELETE',
  path: '/app/rest/debug/currentRequest/session',
  accept: '*/*',
  kind: 'void',
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * End the HTTP session of this request (log it out).
 *
 * @since 2018.1
 */
export function invalidateCurrentSession(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, invalidateCurrentSessionOp, args, options) as Promise<void>;
}

export const getCurrentSessionMaxInactiveIntervalOp: Operation = {
  id: 'debug.get_current_session_max_inactive_interval',
  method: 'GET',
  path: '/app/rest/debug/currentRequest/session/maxInactiveSeconds',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Get how long the current session may stay idle, in seconds.
 *
 * @since 2018.1
 */
export function getCurrentSessionMaxInactiveInterval(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, getCurrentSessionMaxInactiveIntervalOp, args, options) as Promise<string>;
}

/** Inputs of {@link setCurrentSessionMaxInactiveInterval}. */
export interface SetCurrentSessionMaxInactiveIntervalArgs {
  /** The idle time in seconds, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setCurrentSessionMaxInactiveIntervalOp: Operation = {
  id: 'debug.set_current_session_max_inactive_interval',
  method: 'PUT',
  path: '/app/rest/debug/currentRequest/session/maxInactiveSeconds',
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
  body: textBody,
};

/**
 * Change how long the current session may stay idle.
 *
 * Only when the server's internal property `rest.debug.currentRequest.session.maxInactiveSeconds.allowChange` is
 * set (403 otherwise).
 *
 * Example body:
 * ```text
 * 1800
 * ```
 *
 * @since 2018.1
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
  kind: 'string',
};

/**
 * List the permissions of the current user, as text.
 *
 * Only when the server's internal property `rest.debug.currentUserPermissions.enable` is set (400 otherwise).
 *
 * @since 2018.1
 */
export function getCurrentUserPermissions(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, getCurrentUserPermissionsOp, args, options) as Promise<string>;
}

/** Inputs of {@link getDate}. */
export interface GetDateArgs {
  /** The date: milliseconds since 1970, a TeamCity date (`20250101T120000+0000`), or a time condition such as `-1d`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  dateLocator: string;
  /** A Joda-Time pattern to print the date with; empty for TeamCity's own format. */
  format?: string;
  /** A time-zone id (`Europe/Berlin`); a wrong one is answered with the list of valid ids (400). */
  timezone?: string;
}

export const getDateOp: Operation = {
  id: 'debug.get_date',
  method: 'GET',
  path: '/app/rest/debug/date/{dateLocator}',
  query: ['format', 'timezone'],
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Show how TeamCity reads a date or a relative time.
 *
 * Needs the permission to manage the server installation when `format` is given.
 *
 * @since 2018.1
 */
export function getDate(client: Transport, args: GetDateArgs, options?: CallOptions): Promise<string> {
  return request(client, getDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link getDiagnosticsPerfStats}. */
export interface GetDiagnosticsPerfStatsArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getDiagnosticsPerfStatsOp: Operation = {
  id: 'debug.get_diagnostics_perf_stats',
  method: 'GET',
  path: '/app/rest/debug/diagnostics/threadPerfStat/stats',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the server's thread performance statistics.
 *
 * @since 2018.1
 */
export async function getDiagnosticsPerfStats<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(
  client: Transport,
  args: GetDiagnosticsPerfStatsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getDiagnosticsPerfStatsOp, withFields(getDiagnosticsPerfStatsOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link getEnvironmentVariables}. */
export interface GetEnvironmentVariablesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getEnvironmentVariablesOp: Operation = {
  id: 'debug.get_environment_variables',
  method: 'GET',
  path: '/app/rest/debug/jvm/environmentVariables',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the server process's environment variables.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export async function getEnvironmentVariables<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(
  client: Transport,
  args: GetEnvironmentVariablesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getEnvironmentVariablesOp, withFields(getEnvironmentVariablesOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link getSystemProperties}. */
export interface GetSystemPropertiesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getSystemPropertiesOp: Operation = {
  id: 'debug.get_system_properties',
  method: 'GET',
  path: '/app/rest/debug/jvm/systemProperties',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the server JVM's system properties.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export async function getSystemProperties<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: GetSystemPropertiesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getSystemPropertiesOp, withFields(getSystemPropertiesOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link getHashed}. */
export interface GetHashedArgs {
  /** How: `md5`, `sha1`, `hash`, `encodeBase64Url` or `decodeBase64`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  method: string;
  /** The value to transform (required). */
  value?: string;
}

export const getHashedOp: Operation = {
  id: 'debug.get_hashed',
  method: 'GET',
  path: '/app/rest/debug/values/transform/{method}',
  query: ['value'],
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Hash or encode a value the way TeamCity does (md5, sha1, base64).
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export function getHashed(client: Transport, args: GetHashedArgs, options?: CallOptions): Promise<string> {
  return request(client, getHashedOp, args, options) as Promise<string>;
}

/** Inputs of {@link getScrambled}. */
export interface GetScrambledArgs {
  /** The text to scramble. */
  value?: string;
}

export const getScrambledOp: Operation = {
  id: 'debug.get_scrambled',
  method: 'GET',
  path: '/app/rest/debug/values/password/scrambled',
  query: ['value'],
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Scramble a password the way TeamCity stores secure values.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export function getScrambled(client: Transport, args: GetScrambledArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, getScrambledOp, args, options) as Promise<string>;
}

/** Inputs of {@link getUnscrambled}. */
export interface GetUnscrambledArgs {
  /** The scrambled text. */
  value?: string;
}

export const getUnscrambledOp: Operation = {
  id: 'debug.get_unscrambled',
  method: 'GET',
  path: '/app/rest/debug/values/password/unscrambled',
  query: ['value'],
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Unscramble a value TeamCity stored scrambled.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export function getUnscrambled(
  client: Transport,
  args: GetUnscrambledArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, getUnscrambledOp, args, options) as Promise<string>;
}

/** Inputs of {@link getIpAddress}. */
export interface GetIpAddressArgs {
  /** The host name to look up. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  host: string;
}

export const getIpAddressOp: Operation = {
  id: 'debug.get_ip_address',
  method: 'GET',
  path: '/app/rest/debug/dns/lookup/{host}',
  accept: 'application/json',
  kind: 'json',
};

/**
 * Resolve a host name from the server, as the server sees it.
 *
 * Needs the permission to manage the server installation; an unknown host is answered with 400.
 *
 * @since 2018.1
 */
export function getIpAddress(client: Transport, args: GetIpAddressArgs, options?: CallOptions): Promise<Items> {
  return request(client, getIpAddressOp, args, options) as Promise<Items>;
}

/** Inputs of {@link getRawInvestigations}. */
export interface GetRawInvestigationsArgs<S extends InvestigationsFields | string = InvestigationsFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getRawInvestigationsOp: Operation = {
  id: 'debug.get_raw_investigations',
  method: 'GET',
  path: '/app/rest/debug/investigations',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List every investigation as TeamCity stores it.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export async function getRawInvestigations<
  const S extends string | (object & ExactFields<S, InvestigationsFields>) = never,
>(
  client: Transport,
  args: GetRawInvestigationsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Investigations, S>> {
  return request(client, getRawInvestigationsOp, withFields(getRawInvestigationsOp, args), options) as Promise<
    Selected<Investigations, S>
  >;
}

/** Inputs of {@link getRequestDetails}. */
export interface GetRequestDetailsArgs {
  /** Any path after `details`, echoed back (to see how a proxy passes characters through). Glued to the word before it in the path; its `/` are kept. */
  extra: string;
}

export const getRequestDetailsOp: Operation = {
  id: 'debug.get_request_details',
  method: 'GET',
  path: '/app/rest/debug/currentRequest/details{+extra}',
  subPath: encodeSubPath,
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Echo how the server received this GET request (URL, headers, remote address).
 *
 * Needs the permission to manage the server installation, unless the server's
 * `rest.debug.currentRequest.details.allowUnauthorized` property is set.
 *
 * @since 2018.1
 */
export function getRequestDetails(
  client: Transport,
  args: GetRequestDetailsArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getRequestDetailsOp, args, options) as Promise<string>;
}

/** Inputs of {@link postRequestDetails}. */
export interface PostRequestDetailsArgs {
  /** Any path after `details`, echoed back. Glued to the word before it in the path; its `/` are kept. */
  extra: string;
}

export const postRequestDetailsOp: Operation = {
  id: 'debug.post_request_details',
  method: 'POST',
  path: '/app/rest/debug/currentRequest/details{+extra}',
  subPath: encodeSubPath,
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
};

/**
 * Echo how the server received this POST request.
 *
 * @since 2018.1
 */
export function postRequestDetails(
  client: Transport,
  args: PostRequestDetailsArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, postRequestDetailsOp, args, options) as Promise<string>;
}

/** Inputs of {@link putRequestDetails}. */
export interface PutRequestDetailsArgs {
  /** Any path after `details`, echoed back. Glued to the word before it in the path; its `/` are kept. */
  extra: string;
}

export const putRequestDetailsOp: Operation = {
  id: 'debug.put_request_details',
  method: 'PUT',
  path: '/app/rest/debug/currentRequest/details{+extra}',
  subPath: encodeSubPath,
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
};

/**
 * Echo how the server received this PUT request.
 *
 * @since 2018.1
 */
export function putRequestDetails(
  client: Transport,
  args: PutRequestDetailsArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, putRequestDetailsOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSessions}. */
export interface GetSessionsArgs<S extends SessionsFields | string = SessionsFields | string> {
  /** Which of Tomcat's session managers to read, counted from 0. */
  manager?: number;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getSessionsOp: Operation = {
  id: 'debug.get_sessions',
  method: 'GET',
  path: '/app/rest/debug/sessions',
  query: ['manager', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the server's HTTP sessions.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export async function getSessions<const S extends string | (object & ExactFields<S, SessionsFields>) = never>(
  client: Transport,
  args: GetSessionsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Sessions, S>> {
  return request(client, getSessionsOp, withFields(getSessionsOp, args), options) as Promise<Selected<Sessions, S>>;
}

/** Inputs of {@link getThreadDump}. */
export interface GetThreadDumpArgs {
  /** Read by TeamCity as the name of a JVM system property, so it has no effect in practice. */
  lockedMonitors?: string;
  /** Read by TeamCity as the name of a JVM system property, so it has no effect in practice. */
  lockedSynchronizers?: string;
  /** Whether to look for deadlocked threads. */
  detectLocks?: string;
}

export const getThreadDumpOp: Operation = {
  id: 'debug.get_thread_dump',
  method: 'GET',
  path: '/app/rest/debug/threadDump',
  query: ['lockedMonitors', 'lockedSynchronizers', 'detectLocks'],
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Take a thread dump of the server, as text.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export function getThreadDump(client: Transport, args: GetThreadDumpArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, getThreadDumpOp, args, options) as Promise<string>;
}

/** Inputs of {@link getThreadInterrupted}. */
export interface GetThreadInterruptedArgs {
  /** The thread's id, as the thread dump shows it. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  threadLocator: string;
}

export const getThreadInterruptedOp: Operation = {
  id: 'debug.get_thread_interrupted',
  method: 'GET',
  path: '/app/rest/debug/threads/{threadLocator}/interrupted',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Read whether a server thread is interrupted.
 *
 * Needs the permission to manage the server installation.
 *
 * @since 2018.1
 */
export function getThreadInterrupted(
  client: Transport,
  args: GetThreadInterruptedArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getThreadInterruptedOp, args, options) as Promise<string>;
}

/** Inputs of {@link interruptThread}. */
export interface InterruptThreadArgs {
  /** The thread's id, as the thread dump shows it. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  threadLocator: string;
  /** `true` (the only value accepted), as plain text. Sent as `text/plain`. */
  body?: string;
}

export const interruptThreadOp: Operation = {
  id: 'debug.interrupt_thread',
  method: 'PUT',
  path: '/app/rest/debug/threads/{threadLocator}/interrupted',
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
  body: textBody,
};

/**
 * Interrupt a server thread.
 *
 * Needs the permission to manage the server installation. 404 when no thread has that id.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2018.1
 */
export function interruptThread(client: Transport, args: InterruptThreadArgs, options?: CallOptions): Promise<string> {
  return request(client, interruptThreadOp, args, options) as Promise<string>;
}

/** Inputs of {@link saveMemoryDump}. */
export interface SaveMemoryDumpArgs {
  /** Zip the dump (the default). */
  archived?: boolean;
}

export const saveMemoryDumpOp: Operation = {
  id: 'debug.save_memory_dump',
  method: 'POST',
  path: '/app/rest/debug/memory/dumps',
  query: ['archived'],
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
};

/**
 * Save a memory dump of the server under its logs folder.
 *
 * Needs the permission to manage the server installation. Answers the dump file's path.
 *
 * @since 2018.1
 */
export function saveMemoryDump(
  client: Transport,
  args: SaveMemoryDumpArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, saveMemoryDumpOp, args, options) as Promise<string>;
}

/** Inputs of {@link scheduleCheckingForChanges}. */
export interface ScheduleCheckingForChangesArgs<
  S extends VcsRootInstancesFields | string = VcsRootInstancesFields | string,
> {
  /** A VCS root instance locator that filters the list: text, or a typed `VcsRootInstanceLocator`. */
  locator?: string | VcsRootInstanceLocator;
  /** Who asks, as TeamCity records it: `user` (the default) or `commit_hook`. */
  requestor?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const scheduleCheckingForChangesOp: Operation = {
  id: 'debug.schedule_checking_for_changes',
  method: 'POST',
  path: '/app/rest/debug/vcsCheckingForChangesQueue',
  query: ['locator', 'requestor', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Make TeamCity check the VCS root instances a locator finds for new changes (older route).
 *
 * `vcsRootInstances.scheduleCheckingForChanges` is the current route for the same.
 *
 * @since 2018.1
 */
export async function scheduleCheckingForChanges<
  const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never,
>(
  client: Transport,
  args: ScheduleCheckingForChangesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>> {
  return request(
    client,
    scheduleCheckingForChangesOp,
    withFields(scheduleCheckingForChangesOp, args),
    options,
  ) as Promise<Selected<VcsRootInstances, S>>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getCachedBuildPromotions: {
    /**
     * List the builds TeamCity holds in its build cache.
     *
     * @see {@link getCachedBuildPromotions}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args?: GetCachedBuildPromotionsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly getCachedBuildPromotionsStats: {
    /**
     * Get the statistics of TeamCity's build cache.
     *
     * @see {@link getCachedBuildPromotionsStats}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args?: GetCachedBuildPromotionsStatsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getCachedBuildsStat: {
    /**
     * Get the statistics of TeamCity's finished-builds cache.
     *
     * @see {@link getCachedBuildsStat}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args?: GetCachedBuildsStatArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getCurrentSession: {
    /**
     * Get the HTTP session of this request (its id, user, creation and last access).
     *
     * @see {@link getCurrentSession}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, SessionFields>) = never>(
      args?: GetCurrentSessionArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Session, S>>;
  };
  readonly getDiagnosticsPerfStats: {
    /**
     * Get the server's thread performance statistics.
     *
     * @see {@link getDiagnosticsPerfStats}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args?: GetDiagnosticsPerfStatsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getEnvironmentVariables: {
    /**
     * List the server process's environment variables.
     *
     * @see {@link getEnvironmentVariables}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args?: GetEnvironmentVariablesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getSystemProperties: {
    /**
     * List the server JVM's system properties.
     *
     * @see {@link getSystemProperties}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args?: GetSystemPropertiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getRawInvestigations: {
    /**
     * List every investigation as TeamCity stores it.
     *
     * @see {@link getRawInvestigations}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, InvestigationsFields>) = never>(
      args?: GetRawInvestigationsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  readonly getSessions: {
    /**
     * List the server's HTTP sessions.
     *
     * @see {@link getSessions}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, SessionsFields>) = never>(
      args?: GetSessionsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Sessions, S>>;
  };
  readonly scheduleCheckingForChanges: {
    /**
     * Make TeamCity check the VCS root instances a locator finds for new changes (older route).
     *
     * @see {@link scheduleCheckingForChanges}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never>(
      args?: ScheduleCheckingForChangesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
}

/** The debug operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteCurrentRememberMe: {
    /**
     * Drop the remember-me cookie of the current session.
     *
     * @see {@link deleteCurrentRememberMe}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<void>;
  };
  readonly newRememberMe: {
    /**
     * Make a remember-me cookie value for the current user.
     *
     * @see {@link newRememberMe}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  readonly emptyTask: {
    /**
     * Run a do-nothing task on the server that takes time, CPU or memory (for load tests).
     *
     * @see {@link emptyTask}
     * @since 2018.1
     */
    (args?: EmptyTaskArgs, options?: CallOptions): Promise<string>;
  };
  readonly executeDbQuery: {
    /**
     * Run an SQL statement on TeamCity's database.
     *
     * @see {@link executeDbQuery}
     * @since 2018.1
     */
    (args: ExecuteDbQueryArgs, options?: CallOptions): Promise<string>;
  };
  readonly listDbTables: {
    /**
     * List the tables of TeamCity's database, one per line.
     *
     * @see {@link listDbTables}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  readonly getBuildChainOptimizationLog: {
    /**
     * Get the log of how TeamCity reused builds when it queued a build chain.
     *
     * @see {@link getBuildChainOptimizationLog}
     * @since 2018.1
     */
    (args: GetBuildChainOptimizationLogArgs, options?: CallOptions): Promise<string>;
  };
  readonly invalidateCurrentSession: {
    /**
     * End the HTTP session of this request (log it out).
     *
     * @see {@link invalidateCurrentSession}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<void>;
  };
  readonly getCurrentSessionMaxInactiveInterval: {
    /**
     * Get how long the current session may stay idle, in seconds.
     *
     * @see {@link getCurrentSessionMaxInactiveInterval}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  readonly setCurrentSessionMaxInactiveInterval: {
    /**
     * Change how long the current session may stay idle.
     *
     * @see {@link setCurrentSessionMaxInactiveInterval}
     * @since 2018.1
     */
    (args?: SetCurrentSessionMaxInactiveIntervalArgs, options?: CallOptions): Promise<string>;
  };
  readonly getCurrentUserPermissions: {
    /**
     * List the permissions of the current user, as text.
     *
     * @see {@link getCurrentUserPermissions}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  readonly getDate: {
    /**
     * Show how TeamCity reads a date or a relative time.
     *
     * @see {@link getDate}
     * @since 2018.1
     */
    (args: GetDateArgs, options?: CallOptions): Promise<string>;
  };
  readonly getHashed: {
    /**
     * Hash or encode a value the way TeamCity does (md5, sha1, base64).
     *
     * @see {@link getHashed}
     * @since 2018.1
     */
    (args: GetHashedArgs, options?: CallOptions): Promise<string>;
  };
  readonly getScrambled: {
    /**
     * Scramble a password the way TeamCity stores secure values.
     *
     * @see {@link getScrambled}
     * @since 2018.1
     */
    (args?: GetScrambledArgs, options?: CallOptions): Promise<string>;
  };
  readonly getUnscrambled: {
    /**
     * Unscramble a value TeamCity stored scrambled.
     *
     * @see {@link getUnscrambled}
     * @since 2018.1
     */
    (args?: GetUnscrambledArgs, options?: CallOptions): Promise<string>;
  };
  readonly getIpAddress: {
    /**
     * Resolve a host name from the server, as the server sees it.
     *
     * @see {@link getIpAddress}
     * @since 2018.1
     */
    (args: GetIpAddressArgs, options?: CallOptions): Promise<Items>;
  };
  readonly getRequestDetails: {
    /**
     * Echo how the server received this GET request (URL, headers, remote address).
     *
     * @see {@link getRequestDetails}
     * @since 2018.1
     */
    (args: GetRequestDetailsArgs, options?: CallOptions): Promise<string>;
  };
  readonly postRequestDetails: {
    /**
     * Echo how the server received this POST request.
     *
     * @see {@link postRequestDetails}
     * @since 2018.1
     */
    (args: PostRequestDetailsArgs, options?: CallOptions): Promise<string>;
  };
  readonly putRequestDetails: {
    /**
     * Echo how the server received this PUT request.
     *
     * @see {@link putRequestDetails}
     * @since 2018.1
     */
    (args: PutRequestDetailsArgs, options?: CallOptions): Promise<string>;
  };
  readonly getThreadDump: {
    /**
     * Take a thread dump of the server, as text.
     *
     * @see {@link getThreadDump}
     * @since 2018.1
     */
    (args?: GetThreadDumpArgs, options?: CallOptions): Promise<string>;
  };
  readonly getThreadInterrupted: {
    /**
     * Read whether a server thread is interrupted.
     *
     * @see {@link getThreadInterrupted}
     * @since 2018.1
     */
    (args: GetThreadInterruptedArgs, options?: CallOptions): Promise<string>;
  };
  readonly interruptThread: {
    /**
     * Interrupt a server thread.
     *
     * @see {@link interruptThread}
     * @since 2018.1
     */
    (args: InterruptThreadArgs, options?: CallOptions): Promise<string>;
  };
  readonly saveMemoryDump: {
    /**
     * Save a memory dump of the server under its logs folder.
     *
     * @see {@link saveMemoryDump}
     * @since 2018.1
     */
    (args?: SaveMemoryDumpArgs, options?: CallOptions): Promise<string>;
  };
}
