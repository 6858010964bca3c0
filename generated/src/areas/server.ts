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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { encodeSubPath } from '../runtime/subpath.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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

/** Inputs of {@link serveServerInfo}. */
export interface ServeServerInfoArgs<S extends ServerFields | string = ServerFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveServerInfoOp: Operation = {
  id: 'server.serve_server_info',
  method: 'GET',
  path: '/app/rest/server',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the server's version, start time, current time and links to everything else.
 *
 * Also named `getServerInfo`: the same function.
 *
 * @since 2018.1
 */
export async function serveServerInfo<const S extends string | (object & ExactFields<S, ServerFields>) = never>(
  client: Transport,
  args: ServeServerInfoArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Server, S>> {
  return request(client, serveServerInfoOp, withFields(serveServerInfoOp, args), options) as Promise<
    Selected<Server, S>
  >;
}

export { serveServerInfo as getServerInfo };

/** Inputs of {@link serveServerVersion}. */
export interface ServeServerVersionArgs {
  /** The field: `version`, `versionMajor`, `versionMinor`, `buildNumber`, `startTime`, `currentTime`, ... One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveServerVersionOp: Operation = {
  id: 'server.serve_server_version',
  method: 'GET',
  path: '/app/rest/server/{field}',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Read one field of the server description as text (`version`, `buildNumber`, ...).
 *
 * The seed name says version, but any field of the server description is answered.
 *
 * Also named `getServerField` and `getServerVersion`: the same function.
 *
 * @since 2018.1
 */
export function serveServerVersion(
  client: Transport,
  args: ServeServerVersionArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveServerVersionOp, args, options) as Promise<string>;
}

export { serveServerVersion as getServerField, serveServerVersion as getServerVersion };

/** Inputs of {@link servePlugins}. */
export interface ServePluginsArgs<S extends PluginsFields | string = PluginsFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const servePluginsOp: Operation = {
  id: 'server.serve_plugins',
  method: 'GET',
  path: '/app/rest/server/plugins',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the plugins the server has loaded.
 *
 * Needs the global permission to view server settings.
 *
 * Also named `getPlugins`: the same function.
 *
 * @since 2018.1
 */
export async function servePlugins<const S extends string | (object & ExactFields<S, PluginsFields>) = never>(
  client: Transport,
  args: ServePluginsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Plugins, S>> {
  return request(client, servePluginsOp, withFields(servePluginsOp, args), options) as Promise<Selected<Plugins, S>>;
}

export { servePlugins as getPlugins };

/** Inputs of {@link getLicensingData}. */
export interface GetLicensingDataArgs<S extends LicensingDataFields | string = LicensingDataFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getLicensingDataOp: Operation = {
  id: 'server.get_licensing_data',
  method: 'GET',
  path: '/app/rest/server/licensingData',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the server's licensing state (agents and build configurations allowed and used).
 *
 * @since 2018.1
 */
export async function getLicensingData<const S extends string | (object & ExactFields<S, LicensingDataFields>) = never>(
  client: Transport,
  args: GetLicensingDataArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<LicensingData, S>> {
  return request(client, getLicensingDataOp, withFields(getLicensingDataOp, args), options) as Promise<
    Selected<LicensingData, S>
  >;
}

/** Inputs of {@link getLicenseKeys}. */
export interface GetLicenseKeysArgs<S extends LicenseKeysFields | string = LicenseKeysFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getLicenseKeysOp: Operation = {
  id: 'server.get_license_keys',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the server's license keys.
 *
 * Needs the global permission to view server settings.
 *
 * @since 2018.1
 */
export async function getLicenseKeys<const S extends string | (object & ExactFields<S, LicenseKeysFields>) = never>(
  client: Transport,
  args: GetLicenseKeysArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>> {
  return request(client, getLicenseKeysOp, withFields(getLicenseKeysOp, args), options) as Promise<
    Selected<LicenseKeys, S>
  >;
}

/** Inputs of {@link addLicenseKeys}. */
export interface AddLicenseKeysArgs<S extends LicenseKeysFields | string = LicenseKeysFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The license keys as plain text, separated by new lines or commas. Sent as `text/plain`. */
  body?: string;
}

export const addLicenseKeysOp: Operation = {
  id: 'server.add_license_keys',
  method: 'POST',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: textBody,
};

/**
 * Add license keys to the server.
 *
 * Needs the permission to change server settings. Returns the keys added.
 *
 * Example body:
 * ```text
 * AAAAA-BBBBB-CCCCC
 * ```
 *
 * @since 2018.1
 */
export async function addLicenseKeys<const S extends string | (object & ExactFields<S, LicenseKeysFields>) = never>(
  client: Transport,
  args: AddLicenseKeysArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>> {
  return request(client, addLicenseKeysOp, withFields(addLicenseKeysOp, args), options) as Promise<
    Selected<LicenseKeys, S>
  >;
}

/** Inputs of {@link getLicenseKey}. */
export interface GetLicenseKeyArgs<S extends LicenseKeyFields | string = LicenseKeyFields | string> {
  /** The license key. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  licenseKey: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getLicenseKeyOp: Operation = {
  id: 'server.get_license_key',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get one license key with its state.
 *
 * Needs the global permission to view server settings.
 *
 * @since 2018.1
 */
export async function getLicenseKey<const S extends string | (object & ExactFields<S, LicenseKeyFields>) = never>(
  client: Transport,
  args: GetLicenseKeyArgs<S>,
  options?: CallOptions,
): Promise<Selected<LicenseKey, S>> {
  return request(client, getLicenseKeyOp, withFields(getLicenseKeyOp, args), options) as Promise<
    Selected<LicenseKey, S>
  >;
}

/** Inputs of {@link deleteLicenseKey}. */
export interface DeleteLicenseKeyArgs {
  /** The license key. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  licenseKey: string;
}

export const deleteLicenseKeyOp: Operation = {
  id: 'server.delete_license_key',
  method: 'DELETE',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  accept: '*/*',
  kind: 'void',
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a license key from the server.
 *
 * Needs the permission to change server settings.
 *
 * @since 2018.1
 */
export function deleteLicenseKey(client: Transport, args: DeleteLicenseKeyArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteLicenseKeyOp, args, options) as Promise<void>;
}

export const getBackupStatusOp: Operation = {
  id: 'server.get_backup_status',
  method: 'GET',
  path: '/app/rest/server/backup',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Read whether a backup is running (`Running` or `Idle`).
 *
 * @since 2018.1
 */
export function getBackupStatus(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, getBackupStatusOp, args, options) as Promise<string>;
}

/** Inputs of {@link startBackup}. */
export interface StartBackupArgs {
  /** The backup file's name, relative to the server's backup folder (required by TeamCity). */
  fileName?: string;
  /** Add the date and time to the file name. */
  addTimestamp?: boolean;
  /** Include the server's configuration and projects. */
  includeConfigs?: boolean;
  /** Include the database. */
  includeDatabase?: boolean;
  /** Include build logs. */
  includeBuildLogs?: boolean;
  /** Include personal changes (from remote runs). */
  includePersonalChanges?: boolean;
  /** Include the builds running now. */
  includeRunningBuilds?: boolean;
  /** Include the plugins' extra data (the wire name keeps TeamCity's misspelling). */
  includeSupplimentaryData?: boolean;
}

export const startBackupOp: Operation = {
  id: 'server.start_backup',
  method: 'POST',
  path: '/app/rest/server/backup',
  query: [
    'fileName',
    'addTimestamp',
    'includeConfigs',
    'includeDatabase',
    'includeBuildLogs',
    'includePersonalChanges',
    'includeRunningBuilds',
    'includeSupplimentaryData',
  ],
  accept: 'text/plain',
  kind: 'string',
  csrf: addCsrf,
};

/**
 * Start a backup of the server.
 *
 * A file name is required; unless the server allows any path, it must stay inside the server's backup folder
 * (400 otherwise). Answers the name of the file the backup is written to; `getBackupStatus` says when it is
 * done.
 *
 * @since 2018.1
 */
export function startBackup(client: Transport, args: StartBackupArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, startBackupOp, args, options) as Promise<string>;
}

export const getAuthSettingsOp: Operation = {
  id: 'server.get_auth_settings',
  method: 'GET',
  path: '/app/rest/server/authSettings',
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the server's authentication settings (guest login, free registration, ...).
 *
 * @since 2023.11
 */
export function getAuthSettings(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<ServerAuthSettings> {
  return request(client, getAuthSettingsOp, args, options) as Promise<ServerAuthSettings>;
}

/** Inputs of {@link setAuthSettings}. */
export interface SetAuthSettingsArgs {
  /** The settings as they should be, as `getAuthSettings` answers them. Sent as `application/json`. */
  body?: ServerAuthSettings;
}

export const setAuthSettingsOp: Operation = {
  id: 'server.set_auth_settings',
  method: 'PUT',
  path: '/app/rest/server/authSettings',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change the server's authentication settings.
 *
 * Example body:
 * ```json
 * {
 *   "allowGuest": false,
 *   "perProjectPermissions": true
 * }
 * ```
 *
 * @since 2023.11
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
  kind: 'json',
};

/**
 * Get the server's clean-up settings (when it runs, what it keeps).
 *
 * Needs the global permission to view server settings.
 *
 * @since 2023.11
 */
export function getCleanupSettings(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<Cleanup> {
  return request(client, getCleanupSettingsOp, args, options) as Promise<Cleanup>;
}

/** Inputs of {@link setCleanupSettings}. */
export interface SetCleanupSettingsArgs {
  /** The settings as they should be, as `getCleanupSettings` answers them. Sent as `application/json`. */
  body?: Cleanup;
}

export const setCleanupSettingsOp: Operation = {
  id: 'server.set_cleanup_settings',
  method: 'PUT',
  path: '/app/rest/server/cleanup',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change the server's clean-up settings.
 *
 * Needs the permission to configure data clean-up.
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
 *
 * @since 2023.11
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
  kind: 'json',
};

/**
 * Get the server's global settings (root URL, artifact limits, timeouts, ...).
 *
 * @since 2023.11
 */
export function getGlobalSettings(
  client: Transport,
  args: NoArgs = {},
  options?: CallOptions,
): Promise<ServerGlobalSettings> {
  return request(client, getGlobalSettingsOp, args, options) as Promise<ServerGlobalSettings>;
}

/** Inputs of {@link setGlobalSettings}. */
export interface SetGlobalSettingsArgs {
  /** The settings as they should be, as `getGlobalSettings` answers them. Sent as `application/json`. */
  body?: ServerGlobalSettings;
}

export const setGlobalSettingsOp: Operation = {
  id: 'server.set_global_settings',
  method: 'PUT',
  path: '/app/rest/server/globalSettings',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change the server's global settings.
 *
 * Example body:
 * ```json
 * {
 *   "rootUrl": "https://teamcity.example.com",
 *   "maxArtifactSize": 314572800
 * }
 * ```
 *
 * @since 2023.11
 */
export function setGlobalSettings(
  client: Transport,
  args: SetGlobalSettingsArgs = {},
  options?: CallOptions,
): Promise<ServerGlobalSettings> {
  return request(client, setGlobalSettingsOp, args, options) as Promise<ServerGlobalSettings>;
}

/** Inputs of {@link getAllMetrics}. */
export interface GetAllMetricsArgs<S extends MetricsFields | string = MetricsFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllMetricsOp: Operation = {
  id: 'server.get_all_metrics',
  method: 'GET',
  path: '/app/rest/server/metrics',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the server's metrics (the values its Prometheus endpoint shows).
 *
 * Needs the permission to view usage statistics.
 *
 * @since 2023.11
 */
export async function getAllMetrics<const S extends string | (object & ExactFields<S, MetricsFields>) = never>(
  client: Transport,
  args: GetAllMetricsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Metrics, S>> {
  return request(client, getAllMetricsOp, withFields(getAllMetricsOp, args), options) as Promise<Selected<Metrics, S>>;
}

/** Inputs of {@link getAllNodes}. */
export interface GetAllNodesArgs<S extends NodesFields | string = NodesFields | string> {
  /** A server node locator that filters the list: text, or a typed `TeamCityNodeLocator`. */
  locator?: string | TeamCityNodeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllNodesOp: Operation = {
  id: 'server.get_all_nodes',
  method: 'GET',
  path: '/app/rest/server/nodes',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the nodes of a multinode server (main node, secondary nodes).
 *
 * TeamCity answers it without authentication.
 *
 * @since 2023.11
 */
export async function getAllNodes<const S extends string | (object & ExactFields<S, NodesFields>) = never>(
  client: Transport,
  args: GetAllNodesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Nodes, S>> {
  return request(client, getAllNodesOp, withFields(getAllNodesOp, args), options) as Promise<Selected<Nodes, S>>;
}

/** Inputs of {@link getNode}. */
export interface GetNodeArgs<S extends NodeFields | string = NodeFields | string> {
  /** Which server node: locator text, or a typed `TeamCityNodeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getNodeOp: Operation = {
  id: 'server.get_node',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one node of a multinode server.
 *
 * @since 2023.11
 */
export async function getNode<const S extends string | (object & ExactFields<S, NodeFields>) = never>(
  client: Transport,
  args: GetNodeArgs<S>,
  options?: CallOptions,
): Promise<Selected<Node, S>> {
  return request(client, getNodeOp, withFields(getNodeOp, args), options) as Promise<Selected<Node, S>>;
}

/** Inputs of {@link getDisabledResponsibilities}. */
export interface GetDisabledResponsibilitiesArgs<
  S extends DisabledResponsibilitiesFields | string = DisabledResponsibilitiesFields | string,
> {
  /** Which server node: locator text, or a typed `TeamCityNodeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getDisabledResponsibilitiesOp: Operation = {
  id: 'server.get_disabled_responsibilities',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}/disabledResponsibilities',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the responsibilities a server node may take but has been told not to.
 *
 * @since 2023.11
 */
export async function getDisabledResponsibilities<
  const S extends string | (object & ExactFields<S, DisabledResponsibilitiesFields>) = never,
>(
  client: Transport,
  args: GetDisabledResponsibilitiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<DisabledResponsibilities, S>> {
  return request(
    client,
    getDisabledResponsibilitiesOp,
    withFields(getDisabledResponsibilitiesOp, args),
    options,
  ) as Promise<Selected<DisabledResponsibilities, S>>;
}

/** Inputs of {@link getEffectiveResponsibilities}. */
export interface GetEffectiveResponsibilitiesArgs<
  S extends EffectiveResponsibilitiesFields | string = EffectiveResponsibilitiesFields | string,
> {
  /** Which server node: locator text, or a typed `TeamCityNodeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getEffectiveResponsibilitiesOp: Operation = {
  id: 'server.get_effective_responsibilities',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}/effectiveResponsibilities',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the responsibilities a server node carries now.
 *
 * @since 2023.11
 */
export async function getEffectiveResponsibilities<
  const S extends string | (object & ExactFields<S, EffectiveResponsibilitiesFields>) = never,
>(
  client: Transport,
  args: GetEffectiveResponsibilitiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<EffectiveResponsibilities, S>> {
  return request(
    client,
    getEffectiveResponsibilitiesOp,
    withFields(getEffectiveResponsibilitiesOp, args),
    options,
  ) as Promise<Selected<EffectiveResponsibilities, S>>;
}

/** Inputs of {@link getEnabledResponsibilities}. */
export interface GetEnabledResponsibilitiesArgs<
  S extends EnabledResponsibilitiesFields | string = EnabledResponsibilitiesFields | string,
> {
  /** Which server node: locator text, or a typed `TeamCityNodeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  nodeLocator: string | TeamCityNodeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getEnabledResponsibilitiesOp: Operation = {
  id: 'server.get_enabled_responsibilities',
  method: 'GET',
  path: '/app/rest/server/nodes/{nodeLocator}/enabledResponsibilities',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the responsibilities a server node is allowed to carry.
 *
 * @since 2023.11
 */
export async function getEnabledResponsibilities<
  const S extends string | (object & ExactFields<S, EnabledResponsibilitiesFields>) = never,
>(
  client: Transport,
  args: GetEnabledResponsibilitiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<EnabledResponsibilities, S>> {
  return request(
    client,
    getEnabledResponsibilitiesOp,
    withFields(getEnabledResponsibilitiesOp, args),
    options,
  ) as Promise<Selected<EnabledResponsibilities, S>>;
}

/** Inputs of {@link changeNodeResponsibility}. */
export interface ChangeNodeResponsibilityArgs {
  /** Which server node: locator text, or a typed `TeamCityNodeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  nodeLocator: string | TeamCityNodeLocator;
  /** The responsibility (`MAIN_NODE`, `CAN_PROCESS_BUILD_MESSAGES`, `CAN_CHECK_FOR_CHANGES`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** `true` to give it, `false` to take it away, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const changeNodeResponsibilityOp: Operation = {
  id: 'server.change_node_responsibility',
  method: 'PUT',
  path: '/app/rest/server/nodes/{nodeLocator}/enabledResponsibilities/{name}',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Give a server node a responsibility, or take one away.
 *
 * Only the responsibilities a node can be given are accepted (400 names them); the main-node responsibility
 * cannot be given while another main node is online. Returns the node's enabled responsibilities.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2023.11
 */
export function changeNodeResponsibility(
  client: Transport,
  args: ChangeNodeResponsibilityArgs,
  options?: CallOptions,
): Promise<EnabledResponsibilities> {
  return request(client, changeNodeResponsibilityOp, args, options) as Promise<EnabledResponsibilities>;
}

/** Inputs of {@link getRoot}. */
export interface GetRootArgs<S extends FilesFields | string = FilesFields | string> {
  /** The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  areaId: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getRootOp: Operation = {
  id: 'server.get_root',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}',
  query: ['basePath', 'locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the top level of a server file area.
 *
 * Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children`
 * (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below,
 * `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true`
 * includes the `.teamcity` folder TeamCity hides.
 *
 * @since 2018.1
 */
export async function getRoot<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetRootArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getRootOp, withFields(getRootOp, args), options) as Promise<Selected<Files, S>>;
}

/** Inputs of {@link getChildren}. */
export interface GetChildrenArgs<S extends FilesFields | string = FilesFields | string> {
  /** The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  areaId: string;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChildrenOp: Operation = {
  id: 'server.get_children',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/children{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List a folder of a server file area.
 *
 * The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.
 *
 * @since 2018.1
 */
export async function getChildren<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetChildrenArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options) as Promise<Selected<Files, S>>;
}

/** Inputs of {@link getChildrenAlias}. */
export interface GetChildrenAliasArgs<S extends FilesFields | string = FilesFields | string> {
  /** The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  areaId: string;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChildrenAliasOp: Operation = {
  id: 'server.get_children_alias',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List a folder of a server file area, by the shorter route.
 *
 * The same answer as `getChildren`.
 *
 * @since 2018.1
 */
export async function getChildrenAlias<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetChildrenAliasArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options) as Promise<
    Selected<Files, S>
  >;
}

/** Inputs of {@link getContent}. */
export interface GetContentArgs {
  /** The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  areaId: string;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** `coreWithDownloadProcessor` (the default), `core`, or `rest` (the pre-2017.1 way); others are refused (400). */
  responseBuilder?: string;
}

export const getContentOp: Operation = {
  id: 'server.get_content',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/content{/path}',
  subPath: encodeSubPath,
  query: ['responseBuilder'],
  accept: '*/*',
  kind: 'binary',
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from a server file area, choosing how it is served.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404). `getContentAlias` does the same without the choice.
 *
 * @since 2018.1
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias}. */
export interface GetContentAliasArgs {
  /** The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  areaId: string;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
}

export const getContentAliasOp: Operation = {
  id: 'server.get_content_alias',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/files{/path}',
  subPath: encodeSubPath,
  accept: '*/*',
  kind: 'binary',
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from a server file area.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404).
 *
 * @since 2018.1
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata}. */
export interface GetMetadataArgs<S extends FileFields | string = FileFields | string> {
  /** The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  areaId: string;
  /** The file's or folder's path (`dist/app.zip`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getMetadataOp: Operation = {
  id: 'server.get_metadata',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/metadata{/path}',
  subPath: encodeSubPath,
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the name, size and date of a file or folder in a server file area.
 *
 * @since 2018.1
 */
export async function getMetadata<const S extends string | (object & ExactFields<S, FileFields>) = never>(
  client: Transport,
  args: GetMetadataArgs<S>,
  options?: CallOptions,
): Promise<Selected<File, S>> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options) as Promise<Selected<File, S>>;
}

/** Inputs of {@link getZipped}. */
export interface GetZippedArgs {
  /** The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  areaId: string;
  /** The folder's path (`dist`); empty for everything. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Name the entries relative to this folder. */
  basePath?: string;
  /** Which files: `pattern:+:*.log`, `recursive:true`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** The file name TeamCity gives the archive in its answer. */
  name?: string;
}

export const getZippedOp: Operation = {
  id: 'server.get_zipped',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/archived{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'name'],
  accept: '*/*',
  kind: 'binary',
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a folder of a server file area as a zip archive.
 *
 * The archive is made on the fly, so it has no length up front. The locator picks what goes in
 * (`pattern:+:*.log`).
 *
 * @since 2018.1
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly serveServerInfo: {
    /**
     * Get the server's version, start time, current time and links to everything else.
     *
     * @see {@link serveServerInfo}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ServerFields>) = never>(
      args?: ServeServerInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Server, S>>;
  };
  /** Same as `serveServerInfo`. */
  readonly getServerInfo: SelectingOperations['serveServerInfo'];
  readonly servePlugins: {
    /**
     * List the plugins the server has loaded.
     *
     * @see {@link servePlugins}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PluginsFields>) = never>(
      args?: ServePluginsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Plugins, S>>;
  };
  /** Same as `servePlugins`. */
  readonly getPlugins: SelectingOperations['servePlugins'];
  readonly getLicensingData: {
    /**
     * Get the server's licensing state (agents and build configurations allowed and used).
     *
     * @see {@link getLicensingData}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, LicensingDataFields>) = never>(
      args?: GetLicensingDataArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicensingData, S>>;
  };
  readonly getLicenseKeys: {
    /**
     * List the server's license keys.
     *
     * @see {@link getLicenseKeys}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, LicenseKeysFields>) = never>(
      args?: GetLicenseKeysArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKeys, S>>;
  };
  readonly addLicenseKeys: {
    /**
     * Add license keys to the server.
     *
     * @see {@link addLicenseKeys}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, LicenseKeysFields>) = never>(
      args?: AddLicenseKeysArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKeys, S>>;
  };
  readonly getLicenseKey: {
    /**
     * Get one license key with its state.
     *
     * @see {@link getLicenseKey}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, LicenseKeyFields>) = never>(
      args: GetLicenseKeyArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKey, S>>;
  };
  readonly getAllMetrics: {
    /**
     * Get the server's metrics (the values its Prometheus endpoint shows).
     *
     * @see {@link getAllMetrics}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MetricsFields>) = never>(
      args?: GetAllMetricsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Metrics, S>>;
  };
  readonly getAllNodes: {
    /**
     * List the nodes of a multinode server (main node, secondary nodes).
     *
     * @see {@link getAllNodes}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, NodesFields>) = never>(
      args?: GetAllNodesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Nodes, S>>;
  };
  readonly getNode: {
    /**
     * Get one node of a multinode server.
     *
     * @see {@link getNode}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, NodeFields>) = never>(
      args: GetNodeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Node, S>>;
  };
  readonly getDisabledResponsibilities: {
    /**
     * List the responsibilities a server node may take but has been told not to.
     *
     * @see {@link getDisabledResponsibilities}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, DisabledResponsibilitiesFields>) = never>(
      args: GetDisabledResponsibilitiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<DisabledResponsibilities, S>>;
  };
  readonly getEffectiveResponsibilities: {
    /**
     * List the responsibilities a server node carries now.
     *
     * @see {@link getEffectiveResponsibilities}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, EffectiveResponsibilitiesFields>) = never>(
      args: GetEffectiveResponsibilitiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<EffectiveResponsibilities, S>>;
  };
  readonly getEnabledResponsibilities: {
    /**
     * List the responsibilities a server node is allowed to carry.
     *
     * @see {@link getEnabledResponsibilities}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, EnabledResponsibilitiesFields>) = never>(
      args: GetEnabledResponsibilitiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<EnabledResponsibilities, S>>;
  };
  readonly getRoot: {
    /**
     * List the top level of a server file area.
     *
     * @see {@link getRoot}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetRootArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildren: {
    /**
     * List a folder of a server file area.
     *
     * @see {@link getChildren}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetChildrenArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildrenAlias: {
    /**
     * List a folder of a server file area, by the shorter route.
     *
     * @see {@link getChildrenAlias}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetChildrenAliasArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getMetadata: {
    /**
     * Get the name, size and date of a file or folder in a server file area.
     *
     * @see {@link getMetadata}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FileFields>) = never>(
      args: GetMetadataArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The server operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly serveServerVersion: {
    /**
     * Read one field of the server description as text (`version`, `buildNumber`, ...).
     *
     * @see {@link serveServerVersion}
     * @since 2018.1
     */
    (args: ServeServerVersionArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveServerVersion`. */
  readonly getServerField: BoundOperations['serveServerVersion'];
  /** Same as `serveServerVersion`. */
  readonly getServerVersion: BoundOperations['serveServerVersion'];
  readonly deleteLicenseKey: {
    /**
     * Remove a license key from the server.
     *
     * @see {@link deleteLicenseKey}
     * @since 2018.1
     */
    (args: DeleteLicenseKeyArgs, options?: CallOptions): Promise<void>;
  };
  readonly getBackupStatus: {
    /**
     * Read whether a backup is running (`Running` or `Idle`).
     *
     * @see {@link getBackupStatus}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  readonly startBackup: {
    /**
     * Start a backup of the server.
     *
     * @see {@link startBackup}
     * @since 2018.1
     */
    (args?: StartBackupArgs, options?: CallOptions): Promise<string>;
  };
  readonly getAuthSettings: {
    /**
     * Get the server's authentication settings (guest login, free registration, ...).
     *
     * @see {@link getAuthSettings}
     * @since 2023.11
     */
    (args?: NoArgs, options?: CallOptions): Promise<ServerAuthSettings>;
  };
  readonly setAuthSettings: {
    /**
     * Change the server's authentication settings.
     *
     * @see {@link setAuthSettings}
     * @since 2023.11
     */
    (args?: SetAuthSettingsArgs, options?: CallOptions): Promise<ServerAuthSettings>;
  };
  readonly getCleanupSettings: {
    /**
     * Get the server's clean-up settings (when it runs, what it keeps).
     *
     * @see {@link getCleanupSettings}
     * @since 2023.11
     */
    (args?: NoArgs, options?: CallOptions): Promise<Cleanup>;
  };
  readonly setCleanupSettings: {
    /**
     * Change the server's clean-up settings.
     *
     * @see {@link setCleanupSettings}
     * @since 2023.11
     */
    (args?: SetCleanupSettingsArgs, options?: CallOptions): Promise<Cleanup>;
  };
  readonly getGlobalSettings: {
    /**
     * Get the server's global settings (root URL, artifact limits, timeouts, ...).
     *
     * @see {@link getGlobalSettings}
     * @since 2023.11
     */
    (args?: NoArgs, options?: CallOptions): Promise<ServerGlobalSettings>;
  };
  readonly setGlobalSettings: {
    /**
     * Change the server's global settings.
     *
     * @see {@link setGlobalSettings}
     * @since 2023.11
     */
    (args?: SetGlobalSettingsArgs, options?: CallOptions): Promise<ServerGlobalSettings>;
  };
  readonly changeNodeResponsibility: {
    /**
     * Give a server node a responsibility, or take one away.
     *
     * @see {@link changeNodeResponsibility}
     * @since 2023.11
     */
    (args: ChangeNodeResponsibilityArgs, options?: CallOptions): Promise<EnabledResponsibilities>;
  };
  readonly getContent: {
    /**
     * Download a file from a server file area, choosing how it is served.
     *
     * @see {@link getContent}
     * @since 2018.1
     */
    (args: GetContentArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getContentAlias: {
    /**
     * Download a file from a server file area.
     *
     * @see {@link getContentAlias}
     * @since 2018.1
     */
    (args: GetContentAliasArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getZipped: {
    /**
     * Download a folder of a server file area as a zip archive.
     *
     * @see {@link getZipped}
     * @since 2018.1
     */
    (args: GetZippedArgs, options?: CallOptions): Promise<FileResponse>;
  };
}
