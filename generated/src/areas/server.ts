// Generated from spec/areas/server.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type FileResponse,
  type NoArgs,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { encodeSubPath } from '../runtime/subpath.js';
import type {
  Cleanup,
  DisabledResponsibilities,
  EffectiveResponsibilities,
  EnabledResponsibilities,
  File,
  Files,
  LicenseKey,
  LicenseKeys,
  LicensingData,
  Metrics,
  Node,
  Nodes,
  Plugins,
  Server,
  ServerAuthSettings,
  ServerGlobalSettings,
} from '../models.js';
import type { TeamCityNodeLocator } from '../locators.js';
import type {
  DisabledResponsibilitiesFields,
  EffectiveResponsibilitiesFields,
  EnabledResponsibilitiesFields,
  FileFields,
  FilesFields,
  LicenseKeyFields,
  LicenseKeysFields,
  LicensingDataFields,
  MetricsFields,
  NodeFields,
  NodesFields,
  PluginsFields,
  ServerFields,
} from '../fields.js';

/** Inputs of {@link serveServerInfo} (`server.serve_server_info`). */
export interface ServeServerInfoArgs<S extends ServerFields = ServerFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveServerInfoOp: Operation = {
  id: 'server.serve_server_info',
  method: 'GET',
  path: '/app/rest/server',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
export function serveServerInfo(
  client: Transport,
  args?: ServeServerInfoArgs<never>,
  options?: CallOptions,
): Promise<Server>;
/** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
export function serveServerInfo<const S extends object & ExactFields<S, ServerFields>>(
  client: Transport,
  args?: ServeServerInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Server, S>>;
export async function serveServerInfo(
  client: Transport,
  args: ServeServerInfoArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveServerInfoOp, withFields(serveServerInfoOp, args), options);
}

export { serveServerInfo as getServerInfo };

/** Inputs of {@link serveServerVersion} (`server.serve_server_version`). */
export interface ServeServerVersionArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveServerVersionOp: Operation = {
  id: 'server.serve_server_version',
  method: 'GET',
  path: '/app/rest/server/{field}',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/server/{field}` (`serve_server_version`, alias `get_server_version`). */
export function serveServerVersion(
  client: Transport,
  args: ServeServerVersionArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveServerVersionOp, args, options) as Promise<string>;
}

export { serveServerVersion as getServerVersion };

/** Inputs of {@link servePlugins} (`server.serve_plugins`). */
export interface ServePluginsArgs<S extends PluginsFields = PluginsFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const servePluginsOp: Operation = {
  id: 'server.serve_plugins',
  method: 'GET',
  path: '/app/rest/server/plugins',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
export function servePlugins(
  client: Transport,
  args?: ServePluginsArgs<never>,
  options?: CallOptions,
): Promise<Plugins>;
/** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
export function servePlugins<const S extends object & ExactFields<S, PluginsFields>>(
  client: Transport,
  args?: ServePluginsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Plugins, S>>;
export async function servePlugins(
  client: Transport,
  args: ServePluginsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, servePluginsOp, withFields(servePluginsOp, args), options);
}

export { servePlugins as getPlugins };

/** Inputs of {@link getLicensingData} (`server.get_licensing_data`). */
export interface GetLicensingDataArgs<S extends LicensingDataFields = LicensingDataFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getLicensingDataOp: Operation = {
  id: 'server.get_licensing_data',
  method: 'GET',
  path: '/app/rest/server/licensingData',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData` (`get_licensing_data`). */
export function getLicensingData(
  client: Transport,
  args?: GetLicensingDataArgs<never>,
  options?: CallOptions,
): Promise<LicensingData>;
/** `GET /app/rest/server/licensingData` (`get_licensing_data`). */
export function getLicensingData<const S extends object & ExactFields<S, LicensingDataFields>>(
  client: Transport,
  args?: GetLicensingDataArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<LicensingData, S>>;
export async function getLicensingData(
  client: Transport,
  args: GetLicensingDataArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getLicensingDataOp, withFields(getLicensingDataOp, args), options);
}

/** Inputs of {@link getLicenseKeys} (`server.get_license_keys`). */
export interface GetLicenseKeysArgs<S extends LicenseKeysFields = LicenseKeysFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getLicenseKeysOp: Operation = {
  id: 'server.get_license_keys',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData/licenseKeys` (`get_license_keys`). */
export function getLicenseKeys(
  client: Transport,
  args?: GetLicenseKeysArgs<never>,
  options?: CallOptions,
): Promise<LicenseKeys>;
/** `GET /app/rest/server/licensingData/licenseKeys` (`get_license_keys`). */
export function getLicenseKeys<const S extends object & ExactFields<S, LicenseKeysFields>>(
  client: Transport,
  args?: GetLicenseKeysArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>>;
export async function getLicenseKeys(
  client: Transport,
  args: GetLicenseKeysArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getLicenseKeysOp, withFields(getLicenseKeysOp, args), options);
}

/** Inputs of {@link addLicenseKeys} (`server.add_license_keys`). */
export interface AddLicenseKeysArgs<S extends LicenseKeysFields = LicenseKeysFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const addLicenseKeysOp: Operation = {
  id: 'server.add_license_keys',
  method: 'POST',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/server/licensingData/licenseKeys` (`add_license_keys`).
 *
 * Example body:
 * ```text
 * AAAAA-BBBBB-CCCCC
 * ```
 */
export function addLicenseKeys(
  client: Transport,
  args?: AddLicenseKeysArgs<never>,
  options?: CallOptions,
): Promise<LicenseKeys>;
/**
 * `POST /app/rest/server/licensingData/licenseKeys` (`add_license_keys`).
 *
 * Example body:
 * ```text
 * AAAAA-BBBBB-CCCCC
 * ```
 */
export function addLicenseKeys<const S extends object & ExactFields<S, LicenseKeysFields>>(
  client: Transport,
  args?: AddLicenseKeysArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>>;
export async function addLicenseKeys(
  client: Transport,
  args: AddLicenseKeysArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addLicenseKeysOp, withFields(addLicenseKeysOp, args), options);
}

/** Inputs of {@link getLicenseKey} (`server.get_license_key`). */
export interface GetLicenseKeyArgs<S extends LicenseKeyFields = LicenseKeyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  licenseKey: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getLicenseKeyOp: Operation = {
  id: 'server.get_license_key',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`get_license_key`). */
export function getLicenseKey(
  client: Transport,
  args: GetLicenseKeyArgs<never>,
  options?: CallOptions,
): Promise<LicenseKey>;
/** `GET /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`get_license_key`). */
export function getLicenseKey<const S extends object & ExactFields<S, LicenseKeyFields>>(
  client: Transport,
  args: GetLicenseKeyArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<LicenseKey, S>>;
export async function getLicenseKey(
  client: Transport,
  args: GetLicenseKeyArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getLicenseKeyOp, withFields(getLicenseKeyOp, args), options);
}

/** Inputs of {@link deleteLicenseKey} (`server.delete_license_key`). */
export interface DeleteLicenseKeyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  licenseKey: string;
}

export const deleteLicenseKeyOp: Operation = {
  id: 'server.delete_license_key',
  method: 'DELETE',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  accept: '*/*',
  result: 'void',
  csrf: addCsrf,
};

/** `DELETE /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`delete_license_key`). */
export function deleteLicenseKey(client: Transport, args: DeleteLicenseKeyArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteLicenseKeyOp, args, options) as Promise<void>;
}

export const getBackupStatusOp: Operation = {
  id: 'server.get_backup_status',
  method: 'GET',
  path: '/app/rest/server/backup',
  accept: 'text/plain',
  result: 'string',
};

/**
 * `GET /app/rest/server/backup` (`get_backup_status`).
 * The seeds list a BackupProcessManager body on this GET. TeamCity injects that object on the server side (it is not read from the request), and fetch cannot send a body with GET, so the client sends none and accepts none.
 */
export function getBackupStatus(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, getBackupStatusOp, args, options) as Promise<string>;
}

/** Inputs of {@link startBackup} (`server.start_backup`). */
export interface StartBackupArgs {
  /** Query `fileName` (seed: `file_name`). */
  fileName?: string;
  /** Query `addTimestamp` (seed: `add_timestamp`). */
  addTimestamp?: boolean;
  /** Query `includeConfigs` (seed: `include_configs`). */
  includeConfigs?: boolean;
  /** Query `includeDatabase` (seed: `include_database`). */
  includeDatabase?: boolean;
  /** Query `includeBuildLogs` (seed: `include_build_logs`). */
  includeBuildLogs?: boolean;
  /** Query `includePersonalChanges` (seed: `include_personal_changes`). */
  includePersonalChanges?: boolean;
  /** Query `includeRunningBuilds` (seed: `include_running_builds`). */
  includeRunningBuilds?: boolean;
  /** Query `includeSupplimentaryData` (seed: `include_supplimentary_data`). */
  includeSupplimentaryData?: boolean;
}

export const startBackupOp: Operation = {
  id: 'server.start_backup',
  method: 'POST',
  path: '/app/rest/server/backup',
  query: [
    ['fileName', 'fileName'],
    ['addTimestamp', 'addTimestamp'],
    ['includeConfigs', 'includeConfigs'],
    ['includeDatabase', 'includeDatabase'],
    ['includeBuildLogs', 'includeBuildLogs'],
    ['includePersonalChanges', 'includePersonalChanges'],
    ['includeRunningBuilds', 'includeRunningBuilds'],
    ['includeSupplimentaryData', 'includeSupplimentaryData'],
  ],
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/server/backup` (`start_backup`).
 * The seeds list a BackupProcessManager body. TeamCity injects that object on the server side and never reads a request body here, so the client sends none and accepts none.
 */
export function startBackup(client: Transport, args: StartBackupArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, startBackupOp, args, options) as Promise<string>;
}

export const getAuthSettingsOp: Operation = {
  id: 'server.get_auth_settings',
  method: 'GET',
  path: '/app/rest/server/authSettings',
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/authSettings` (`get_auth_settings`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAuthSettings).
 */
export function getAuthSettings(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<ServerAuthSettings> {
  return request(client, getAuthSettingsOp, args, options) as Promise<ServerAuthSettings>;
}

/** Inputs of {@link setAuthSettings} (`server.set_auth_settings`). */
export interface SetAuthSettingsArgs {
  /** Request body, sent as `application/json`. */
  body?: ServerAuthSettings;
}

export const setAuthSettingsOp: Operation = {
  id: 'server.set_auth_settings',
  method: 'PUT',
  path: '/app/rest/server/authSettings',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/server/authSettings` (`set_auth_settings`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setAuthSettings).
 *
 * Example body:
 * ```json
 * {
 *   "allowGuest": false,
 *   "perProjectPermissions": true
 * }
 * ```
 */
export function setAuthSettings(
  client: Transport,
  args: SetAuthSettingsArgs = {},
  options?: CallOptions,
): Promise<ServerAuthSettings> {
  return request(client, setAuthSettingsOp, args, options) as Promise<ServerAuthSettings>;
}

export const getCleanupSettingsOp: Operation = {
  id: 'server.get_cleanup_settings',
  method: 'GET',
  path: '/app/rest/server/cleanup',
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/cleanup` (`get_cleanup_settings`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCleanupSettings).
 */
export function getCleanupSettings(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<Cleanup> {
  return request(client, getCleanupSettingsOp, args, options) as Promise<Cleanup>;
}

/** Inputs of {@link setCleanupSettings} (`server.set_cleanup_settings`). */
export interface SetCleanupSettingsArgs {
  /** Request body, sent as `application/json`. */
  body?: Cleanup;
}

export const setCleanupSettingsOp: Operation = {
  id: 'server.set_cleanup_settings',
  method: 'PUT',
  path: '/app/rest/server/cleanup',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/server/cleanup` (`set_cleanup_settings`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setCleanupSettings).
 *
 * Example body:
 * ```json
 * {
 *   "enabled": true,
 *   "maxCleanupDuration": 120,
 *   "daily": {
 *     "hour": 3,
 *     "minute": 0
 *   }
 * }
 * ```
 */
export function setCleanupSettings(
  client: Transport,
  args: SetCleanupSettingsArgs = {},
  options?: CallOptions,
): Promise<Cleanup> {
  return request(client, setCleanupSettingsOp, args, options) as Promise<Cleanup>;
}

export const getGlobalSettingsOp: Operation = {
  id: 'server.get_global_settings',
  method: 'GET',
  path: '/app/rest/server/globalSettings',
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/globalSettings` (`get_global_settings`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getGlobalSettings).
 */
export function getGlobalSettings(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<ServerGlobalSettings> {
  return request(client, getGlobalSettingsOp, args, options) as Promise<ServerGlobalSettings>;
}

/** Inputs of {@link setGlobalSettings} (`server.set_global_settings`). */
export interface SetGlobalSettingsArgs {
  /** Request body, sent as `application/json`. */
  body?: ServerGlobalSettings;
}

export const setGlobalSettingsOp: Operation = {
  id: 'server.set_global_settings',
  method: 'PUT',
  path: '/app/rest/server/globalSettings',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/server/globalSettings` (`set_global_settings`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setGlobalSettings).
 *
 * Example body:
 * ```json
 * {
 *   "rootUrl": "https://teamcity.example.com",
 *   "maxArtifactSize": 314572800
 * }
 * ```
 */
export function setGlobalSettings(
  client: Transport,
  args: SetGlobalSettingsArgs = {},
  options?: CallOptions,
): Promise<ServerGlobalSettings> {
  return request(client, setGlobalSettingsOp, args, options) as Promise<ServerGlobalSettings>;
}

/** Inputs of {@link getAllMetrics} (`server.get_all_metrics`). */
export interface GetAllMetricsArgs<S extends MetricsFields = MetricsFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllMetricsOp: Operation = {
  id: 'server.get_all_metrics',
  method: 'GET',
  path: '/app/rest/server/metrics',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/metrics` (`get_all_metrics`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllMetrics).
 */
export function getAllMetrics(
  client: Transport,
  args?: GetAllMetricsArgs<never>,
  options?: CallOptions,
): Promise<Metrics>;
/**
 * `GET /app/rest/server/metrics` (`get_all_metrics`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllMetrics).
 */
export function getAllMetrics<const S extends object & ExactFields<S, MetricsFields>>(
  client: Transport,
  args?: GetAllMetricsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Metrics, S>>;
export async function getAllMetrics(
  client: Transport,
  args: GetAllMetricsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllMetricsOp, withFields(getAllMetricsOp, args), options);
}

/** Inputs of {@link getAllNodes} (`server.get_all_nodes`). */
export interface GetAllNodesArgs<S extends NodesFields = NodesFields, T = string> {
  /** Query `locator`. A TeamCityNode locator: its text, or a typed `TeamCityNodeLocator` (rendered with TeamCity's escaping). */
  locator?: string | TeamCityNodeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllNodesOp: Operation = {
  id: 'server.get_all_nodes',
  method: 'GET',
  path: '/app/rest/server/nodes',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/server/nodes` (`get_all_nodes`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllNodes).
 */
export function getAllNodes(client: Transport, args?: GetAllNodesArgs<never>, options?: CallOptions): Promise<Nodes>;
/**
 * `GET /app/rest/server/nodes` (`get_all_nodes`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllNodes).
 */
export function getAllNodes<const S extends object & ExactFields<S, NodesFields>>(
  client: Transport,
  args?: GetAllNodesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Nodes, S>>;
export async function getAllNodes(
  client: Transport,
  args: GetAllNodesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllNodesOp, withFields(getAllNodesOp, args), options);
}

/** Inputs of {@link getNode} (`server.get_node`). */
export interface GetNodeArgs<S extends NodeFields = NodeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A TeamCityNode locator: its text, or a typed `TeamCityNodeLocator` (rendered with TeamCity's escaping). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getNodeOp: Operation = {
  id: 'server.get_node',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/server/nodes/{nodeLocator}` (`get_node`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getNode).
 */
export function getNode(client: Transport, args: GetNodeArgs<never>, options?: CallOptions): Promise<Node>;
/**
 * `GET /app/rest/server/nodes/{nodeLocator}` (`get_node`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getNode).
 */
export function getNode<const S extends object & ExactFields<S, NodeFields>>(
  client: Transport,
  args: GetNodeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Node, S>>;
export async function getNode(client: Transport, args: GetNodeArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getNodeOp, withFields(getNodeOp, args), options);
}

/** Inputs of {@link getDisabledResponsibilities} (`server.get_disabled_responsibilities`). */
export interface GetDisabledResponsibilitiesArgs<
  S extends DisabledResponsibilitiesFields = DisabledResponsibilitiesFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A TeamCityNode locator: its text, or a typed `TeamCityNodeLocator` (rendered with TeamCity's escaping). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getDisabledResponsibilitiesOp: Operation = {
  id: 'server.get_disabled_responsibilities',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}/disabledResponsibilities',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/server/nodes/{nodeLocator}/disabledResponsibilities` (`get_disabled_responsibilities`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDisabledResponsibilities).
 */
export function getDisabledResponsibilities(
  client: Transport,
  args: GetDisabledResponsibilitiesArgs<never>,
  options?: CallOptions,
): Promise<DisabledResponsibilities>;
/**
 * `GET /app/rest/server/nodes/{nodeLocator}/disabledResponsibilities` (`get_disabled_responsibilities`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDisabledResponsibilities).
 */
export function getDisabledResponsibilities<const S extends object & ExactFields<S, DisabledResponsibilitiesFields>>(
  client: Transport,
  args: GetDisabledResponsibilitiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<DisabledResponsibilities, S>>;
export async function getDisabledResponsibilities(
  client: Transport,
  args: GetDisabledResponsibilitiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getDisabledResponsibilitiesOp, withFields(getDisabledResponsibilitiesOp, args), options);
}

/** Inputs of {@link getEffectiveResponsibilities} (`server.get_effective_responsibilities`). */
export interface GetEffectiveResponsibilitiesArgs<
  S extends EffectiveResponsibilitiesFields = EffectiveResponsibilitiesFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A TeamCityNode locator: its text, or a typed `TeamCityNodeLocator` (rendered with TeamCity's escaping). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getEffectiveResponsibilitiesOp: Operation = {
  id: 'server.get_effective_responsibilities',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}/effectiveResponsibilities',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/server/nodes/{nodeLocator}/effectiveResponsibilities` (`get_effective_responsibilities`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getEffectiveResponsibilities).
 */
export function getEffectiveResponsibilities(
  client: Transport,
  args: GetEffectiveResponsibilitiesArgs<never>,
  options?: CallOptions,
): Promise<EffectiveResponsibilities>;
/**
 * `GET /app/rest/server/nodes/{nodeLocator}/effectiveResponsibilities` (`get_effective_responsibilities`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getEffectiveResponsibilities).
 */
export function getEffectiveResponsibilities<const S extends object & ExactFields<S, EffectiveResponsibilitiesFields>>(
  client: Transport,
  args: GetEffectiveResponsibilitiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<EffectiveResponsibilities, S>>;
export async function getEffectiveResponsibilities(
  client: Transport,
  args: GetEffectiveResponsibilitiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getEffectiveResponsibilitiesOp, withFields(getEffectiveResponsibilitiesOp, args), options);
}

/** Inputs of {@link getEnabledResponsibilities} (`server.get_enabled_responsibilities`). */
export interface GetEnabledResponsibilitiesArgs<
  S extends EnabledResponsibilitiesFields = EnabledResponsibilitiesFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A TeamCityNode locator: its text, or a typed `TeamCityNodeLocator` (rendered with TeamCity's escaping). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getEnabledResponsibilitiesOp: Operation = {
  id: 'server.get_enabled_responsibilities',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}/enabledResponsibilities',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/server/nodes/{nodeLocator}/enabledResponsibilities` (`get_enabled_responsibilities`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getEnabledResponsibilities).
 */
export function getEnabledResponsibilities(
  client: Transport,
  args: GetEnabledResponsibilitiesArgs<never>,
  options?: CallOptions,
): Promise<EnabledResponsibilities>;
/**
 * `GET /app/rest/server/nodes/{nodeLocator}/enabledResponsibilities` (`get_enabled_responsibilities`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getEnabledResponsibilities).
 */
export function getEnabledResponsibilities<const S extends object & ExactFields<S, EnabledResponsibilitiesFields>>(
  client: Transport,
  args: GetEnabledResponsibilitiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<EnabledResponsibilities, S>>;
export async function getEnabledResponsibilities(
  client: Transport,
  args: GetEnabledResponsibilitiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getEnabledResponsibilitiesOp, withFields(getEnabledResponsibilitiesOp, args), options);
}

/** Inputs of {@link changeNodeResponsibility} (`server.change_node_responsibility`). */
export interface ChangeNodeResponsibilityArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A TeamCityNode locator: its text, or a typed `TeamCityNodeLocator` (rendered with TeamCity's escaping). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const changeNodeResponsibilityOp: Operation = {
  id: 'server.change_node_responsibility',
  method: 'PUT',
  path: '/app/rest/server/nodes/{nodeLocator}/enabledResponsibilities/{name}',
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/server/nodes/{nodeLocator}/enabledResponsibilities/{name}` (`change_node_responsibility`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId changeNodeResponsibility).
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function changeNodeResponsibility(
  client: Transport,
  args: ChangeNodeResponsibilityArgs,
  options?: CallOptions,
): Promise<EnabledResponsibilities> {
  return request(client, changeNodeResponsibilityOp, args, options) as Promise<EnabledResponsibilities>;
}

/** Inputs of {@link getRoot} (`server.get_root`). */
export interface GetRootArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getRootOp: Operation = {
  id: 'server.get_root',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/files/{areaId}` (`get_root`).
 * From the file-tree set, stamped on the server file area.
 */
export function getRoot(client: Transport, args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/server/files/{areaId}` (`get_root`).
 * From the file-tree set, stamped on the server file area.
 */
export function getRoot<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getRoot(client: Transport, args: GetRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRootOp, withFields(getRootOp, args), options);
}

/** Inputs of {@link getChildren} (`server.get_children`). */
export interface GetChildrenArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChildrenOp: Operation = {
  id: 'server.get_children',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/children{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/server/files/{areaId}/children{path}` (`get_children`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildren(client: Transport, args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/server/files/{areaId}/children{path}` (`get_children`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildren<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildren(client: Transport, args: GetChildrenArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options);
}

/** Inputs of {@link getChildrenAlias} (`server.get_children_alias`). */
export interface GetChildrenAliasArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChildrenAliasOp: Operation = {
  id: 'server.get_children_alias',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/server/files/{areaId}/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs<never>,
  options?: CallOptions,
): Promise<Files>;
/**
 * `GET /app/rest/server/files/{areaId}/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildrenAlias<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenAliasArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options);
}

/** Inputs of {@link getContent} (`server.get_content`). */
export interface GetContentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `responseBuilder` (seed: `response_builder`). */
  responseBuilder?: string;
}

export const getContentOp: Operation = {
  id: 'server.get_content',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/content{/path}',
  query: [['responseBuilder', 'responseBuilder']],
  accept: '*/*',
  result: 'binary',
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/server/files/{areaId}/content{path}` (`get_content`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias} (`server.get_content_alias`). */
export interface GetContentAliasArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
}

export const getContentAliasOp: Operation = {
  id: 'server.get_content_alias',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/files{/path}',
  accept: '*/*',
  result: 'binary',
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/server/files/{areaId}/files{path}` (`get_content_alias`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata} (`server.get_metadata`). */
export interface GetMetadataArgs<S extends FileFields = FileFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getMetadataOp: Operation = {
  id: 'server.get_metadata',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/metadata{/path}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/server/files/{areaId}/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata(client: Transport, args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
/**
 * `GET /app/rest/server/files/{areaId}/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata<const S extends object & ExactFields<S, FileFields>>(
  client: Transport,
  args: GetMetadataArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<File, S>>;
export async function getMetadata(client: Transport, args: GetMetadataArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options);
}

/** Inputs of {@link getZipped} (`server.get_zipped`). */
export interface GetZippedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `name`. */
  name?: string;
}

export const getZippedOp: Operation = {
  id: 'server.get_zipped',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/archived{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['name', 'name'],
  ],
  accept: '*/*',
  result: 'binary',
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/server/files/{areaId}/archived{path}` (`get_zipped`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
  readonly serveServerInfo: {
    (args?: ServeServerInfoArgs<never>, options?: CallOptions): Promise<Server>;
    <const S extends object & ExactFields<S, ServerFields>>(
      args?: ServeServerInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Server, S>>;
  };
  /** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
  readonly getServerInfo: {
    (args?: ServeServerInfoArgs<never>, options?: CallOptions): Promise<Server>;
    <const S extends object & ExactFields<S, ServerFields>>(
      args?: ServeServerInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Server, S>>;
  };
  /** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
  readonly servePlugins: {
    (args?: ServePluginsArgs<never>, options?: CallOptions): Promise<Plugins>;
    <const S extends object & ExactFields<S, PluginsFields>>(
      args?: ServePluginsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Plugins, S>>;
  };
  /** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
  readonly getPlugins: {
    (args?: ServePluginsArgs<never>, options?: CallOptions): Promise<Plugins>;
    <const S extends object & ExactFields<S, PluginsFields>>(
      args?: ServePluginsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Plugins, S>>;
  };
  /** `GET /app/rest/server/licensingData` (`get_licensing_data`). */
  readonly getLicensingData: {
    (args?: GetLicensingDataArgs<never>, options?: CallOptions): Promise<LicensingData>;
    <const S extends object & ExactFields<S, LicensingDataFields>>(
      args?: GetLicensingDataArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<LicensingData, S>>;
  };
  /** `GET /app/rest/server/licensingData/licenseKeys` (`get_license_keys`). */
  readonly getLicenseKeys: {
    (args?: GetLicenseKeysArgs<never>, options?: CallOptions): Promise<LicenseKeys>;
    <const S extends object & ExactFields<S, LicenseKeysFields>>(
      args?: GetLicenseKeysArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKeys, S>>;
  };
  /**
   * `POST /app/rest/server/licensingData/licenseKeys` (`add_license_keys`).
   *
   * Example body:
   * ```text
   * AAAAA-BBBBB-CCCCC
   * ```
   */
  readonly addLicenseKeys: {
    (args?: AddLicenseKeysArgs<never>, options?: CallOptions): Promise<LicenseKeys>;
    <const S extends object & ExactFields<S, LicenseKeysFields>>(
      args?: AddLicenseKeysArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKeys, S>>;
  };
  /** `GET /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`get_license_key`). */
  readonly getLicenseKey: {
    (args: GetLicenseKeyArgs<never>, options?: CallOptions): Promise<LicenseKey>;
    <const S extends object & ExactFields<S, LicenseKeyFields>>(
      args: GetLicenseKeyArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKey, S>>;
  };
  /**
   * `GET /app/rest/server/metrics` (`get_all_metrics`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllMetrics).
   */
  readonly getAllMetrics: {
    (args?: GetAllMetricsArgs<never>, options?: CallOptions): Promise<Metrics>;
    <const S extends object & ExactFields<S, MetricsFields>>(
      args?: GetAllMetricsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Metrics, S>>;
  };
  /**
   * `GET /app/rest/server/nodes` (`get_all_nodes`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllNodes).
   */
  readonly getAllNodes: {
    (args?: GetAllNodesArgs<never>, options?: CallOptions): Promise<Nodes>;
    <const S extends object & ExactFields<S, NodesFields>>(
      args?: GetAllNodesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Nodes, S>>;
  };
  /**
   * `GET /app/rest/server/nodes/{nodeLocator}` (`get_node`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getNode).
   */
  readonly getNode: {
    (args: GetNodeArgs<never>, options?: CallOptions): Promise<Node>;
    <const S extends object & ExactFields<S, NodeFields>>(
      args: GetNodeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Node, S>>;
  };
  /**
   * `GET /app/rest/server/nodes/{nodeLocator}/disabledResponsibilities` (`get_disabled_responsibilities`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getDisabledResponsibilities).
   */
  readonly getDisabledResponsibilities: {
    (args: GetDisabledResponsibilitiesArgs<never>, options?: CallOptions): Promise<DisabledResponsibilities>;
    <const S extends object & ExactFields<S, DisabledResponsibilitiesFields>>(
      args: GetDisabledResponsibilitiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<DisabledResponsibilities, S>>;
  };
  /**
   * `GET /app/rest/server/nodes/{nodeLocator}/effectiveResponsibilities` (`get_effective_responsibilities`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getEffectiveResponsibilities).
   */
  readonly getEffectiveResponsibilities: {
    (args: GetEffectiveResponsibilitiesArgs<never>, options?: CallOptions): Promise<EffectiveResponsibilities>;
    <const S extends object & ExactFields<S, EffectiveResponsibilitiesFields>>(
      args: GetEffectiveResponsibilitiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<EffectiveResponsibilities, S>>;
  };
  /**
   * `GET /app/rest/server/nodes/{nodeLocator}/enabledResponsibilities` (`get_enabled_responsibilities`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getEnabledResponsibilities).
   */
  readonly getEnabledResponsibilities: {
    (args: GetEnabledResponsibilitiesArgs<never>, options?: CallOptions): Promise<EnabledResponsibilities>;
    <const S extends object & ExactFields<S, EnabledResponsibilitiesFields>>(
      args: GetEnabledResponsibilitiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<EnabledResponsibilities, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}` (`get_root`).
   * From the file-tree set, stamped on the server file area.
   */
  readonly getRoot: {
    (args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}/children{path}` (`get_children`).
   * From the file-tree set, stamped on the server file area.
   */
  readonly getChildren: {
    (args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}/{path}` (`get_children_alias`).
   * From the file-tree set, stamped on the server file area.
   */
  readonly getChildrenAlias: {
    (args: GetChildrenAliasArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenAliasArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}/metadata{path}` (`get_metadata`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `file`; see the spec note.
   * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
   */
  readonly getMetadata: {
    (args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
    <const S extends object & ExactFields<S, FileFields>>(
      args: GetMetadataArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The server operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `GET /app/rest/server/{field}` (`serve_server_version`, alias `get_server_version`). */
  readonly serveServerVersion: (args: ServeServerVersionArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/server/{field}` (`serve_server_version`, alias `get_server_version`). */
  readonly getServerVersion: (args: ServeServerVersionArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`delete_license_key`). */
  readonly deleteLicenseKey: (args: DeleteLicenseKeyArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/server/backup` (`get_backup_status`).
   * The seeds list a BackupProcessManager body on this GET. TeamCity injects that object on the server side (it is not read from the request), and fetch cannot send a body with GET, so the client sends none and accepts none.
   */
  readonly getBackupStatus: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/server/backup` (`start_backup`).
   * The seeds list a BackupProcessManager body. TeamCity injects that object on the server side and never reads a request body here, so the client sends none and accepts none.
   */
  readonly startBackup: (args?: StartBackupArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/server/authSettings` (`get_auth_settings`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAuthSettings).
   */
  readonly getAuthSettings: (args?: NoArgs, options?: CallOptions) => Promise<ServerAuthSettings>;
  /**
   * `PUT /app/rest/server/authSettings` (`set_auth_settings`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setAuthSettings).
   *
   * Example body:
   * ```json
   * {
   *   "allowGuest": false,
   *   "perProjectPermissions": true
   * }
   * ```
   */
  readonly setAuthSettings: (args?: SetAuthSettingsArgs, options?: CallOptions) => Promise<ServerAuthSettings>;
  /**
   * `GET /app/rest/server/cleanup` (`get_cleanup_settings`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getCleanupSettings).
   */
  readonly getCleanupSettings: (args?: NoArgs, options?: CallOptions) => Promise<Cleanup>;
  /**
   * `PUT /app/rest/server/cleanup` (`set_cleanup_settings`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setCleanupSettings).
   *
   * Example body:
   * ```json
   * {
   *   "enabled": true,
   *   "maxCleanupDuration": 120,
   *   "daily": {
   *     "hour": 3,
   *     "minute": 0
   *   }
   * }
   * ```
   */
  readonly setCleanupSettings: (args?: SetCleanupSettingsArgs, options?: CallOptions) => Promise<Cleanup>;
  /**
   * `GET /app/rest/server/globalSettings` (`get_global_settings`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getGlobalSettings).
   */
  readonly getGlobalSettings: (args?: NoArgs, options?: CallOptions) => Promise<ServerGlobalSettings>;
  /**
   * `PUT /app/rest/server/globalSettings` (`set_global_settings`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setGlobalSettings).
   *
   * Example body:
   * ```json
   * {
   *   "rootUrl": "https://teamcity.example.com",
   *   "maxArtifactSize": 314572800
   * }
   * ```
   */
  readonly setGlobalSettings: (args?: SetGlobalSettingsArgs, options?: CallOptions) => Promise<ServerGlobalSettings>;
  /**
   * `PUT /app/rest/server/nodes/{nodeLocator}/enabledResponsibilities/{name}` (`change_node_responsibility`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId changeNodeResponsibility).
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly changeNodeResponsibility: (
    args: ChangeNodeResponsibilityArgs,
    options?: CallOptions,
  ) => Promise<EnabledResponsibilities>;
  /**
   * `GET /app/rest/server/files/{areaId}/content{path}` (`get_content`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContent: (args: GetContentArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/server/files/{areaId}/files{path}` (`get_content_alias`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContentAlias: (args: GetContentAliasArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/server/files/{areaId}/archived{path}` (`get_zipped`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
   */
  readonly getZipped: (args: GetZippedArgs, options?: CallOptions) => Promise<FileResponse>;
}
