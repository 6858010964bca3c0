// Generated from spec/areas/root.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type NoArgs, type Operation, request, type Transport } from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import type { BuildLocator, BuildTypeLocator, ProjectLocator } from '../locators.js';
export const serveRootOp: Operation = {
  id: 'root.serve_root',
  method: 'GET',
  path: '/app/rest',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest` (`serve_root`, alias `get_root`). */
export function serveRoot(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, serveRootOp, args, options) as Promise<string>;
}

export { serveRoot as getRoot };
export const serveApiVersionOp: Operation = {
  id: 'root.serve_api_version',
  method: 'GET',
  path: '/app/rest/apiVersion',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/apiVersion` (`serve_api_version`, alias `get_api_version`). */
export function serveApiVersion(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, serveApiVersionOp, args, options) as Promise<string>;
}

export { serveApiVersion as getApiVersion };
export const serveVersionOp: Operation = {
  id: 'root.serve_version',
  method: 'GET',
  path: '/app/rest/version',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/version` (`serve_version`, alias `get_version`). */
export function serveVersion(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, serveVersionOp, args, options) as Promise<string>;
}

export { serveVersion as getVersion };

/** Inputs of {@link servePluginInfo} (`root.serve_plugin_info`). */
export interface ServePluginInfoArgs {
  /** Query `fields`. */
  fields?: string;
}

export const servePluginInfoOp: Operation = {
  id: 'root.serve_plugin_info',
  method: 'GET',
  path: '/app/rest/info',
  query: [['fields', 'fields']],
  accept: 'application/xml',
  result: 'string',
};

/**
 * `GET /app/rest/info` (`serve_plugin_info`, alias `get_plugin_info`).
 * The seeds give the result as `Plugin`; see the spec note.
 * TeamCity serves /app/rest/info as XML only (a JSON Accept gets 406), so the client asks for XML and returns the document text. The seeds name the result Plugin.
 */
export function servePluginInfo(
  client: Transport,
  args: ServePluginInfoArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, servePluginInfoOp, args, options) as Promise<string>;
}

export { servePluginInfo as getPluginInfo };

/** Inputs of {@link serveBuildFieldShort} (`root.serve_build_field_short`). */
export interface ServeBuildFieldShortArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveBuildFieldShortOp: Operation = {
  id: 'root.serve_build_field_short',
  method: 'GET',
  path: '/app/rest/{projectLocator}/{btLocator}/{buildLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/{projectLocator}/{btLocator}/{buildLocator}/{field}` (`serve_build_field_short`, alias `get_build_field_short`). */
export function serveBuildFieldShort(
  client: Transport,
  args: ServeBuildFieldShortArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildFieldShortOp, args, options) as Promise<string>;
}

export { serveBuildFieldShort as getBuildFieldShort };

/** The root operations as bound to a client: each function without its first argument. */
export interface BoundOperations {
  /** `GET /app/rest` (`serve_root`, alias `get_root`). */
  readonly serveRoot: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest` (`serve_root`, alias `get_root`). */
  readonly getRoot: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/apiVersion` (`serve_api_version`, alias `get_api_version`). */
  readonly serveApiVersion: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/apiVersion` (`serve_api_version`, alias `get_api_version`). */
  readonly getApiVersion: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/version` (`serve_version`, alias `get_version`). */
  readonly serveVersion: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/version` (`serve_version`, alias `get_version`). */
  readonly getVersion: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/info` (`serve_plugin_info`, alias `get_plugin_info`).
   * The seeds give the result as `Plugin`; see the spec note.
   * TeamCity serves /app/rest/info as XML only (a JSON Accept gets 406), so the client asks for XML and returns the document text. The seeds name the result Plugin.
   */
  readonly servePluginInfo: (args?: ServePluginInfoArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/info` (`serve_plugin_info`, alias `get_plugin_info`).
   * The seeds give the result as `Plugin`; see the spec note.
   * TeamCity serves /app/rest/info as XML only (a JSON Accept gets 406), so the client asks for XML and returns the document text. The seeds name the result Plugin.
   */
  readonly getPluginInfo: (args?: ServePluginInfoArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/{projectLocator}/{btLocator}/{buildLocator}/{field}` (`serve_build_field_short`, alias `get_build_field_short`). */
  readonly serveBuildFieldShort: (args: ServeBuildFieldShortArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/{projectLocator}/{btLocator}/{buildLocator}/{field}` (`serve_build_field_short`, alias `get_build_field_short`). */
  readonly getBuildFieldShort: (args: ServeBuildFieldShortArgs, options?: CallOptions) => Promise<string>;
}
