// Generated from spec/areas/root.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type NoArgs, type Operation, request, type Transport } from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import { xmlErrors } from '../runtime/xml-errors.js';
import type { BuildLocator, BuildTypeLocator, ProjectLocator } from '../locators.js';
export const serveRootOp: Operation = {
  id: 'root.serve_root',
  method: 'GET',
  path: '/app/rest',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Get the greeting text of the REST API root.
 *
 * A few lines of text naming the server resource and the documentation; useful as a connectivity check.
 *
 * Also named `getRoot`: the same function.
 *
 * @since 2018.1
 */
export function serveRoot(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, serveRootOp, args, options) as Promise<string>;
}

export { serveRoot as getRoot };
export const serveApiVersionOp: Operation = {
  id: 'root.serve_api_version',
  method: 'GET',
  path: '/app/rest/apiVersion',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Get the REST protocol version (`2018.1`), as text.
 *
 * The protocol version, not the server's; TeamCity answers it without authentication.
 *
 * Also named `getApiVersion`: the same function.
 *
 * @since 2018.1
 */
export function serveApiVersion(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, serveApiVersionOp, args, options) as Promise<string>;
}

export { serveApiVersion as getApiVersion };
export const serveVersionOp: Operation = {
  id: 'root.serve_version',
  method: 'GET',
  path: '/app/rest/version',
  accept: 'text/plain',
  kind: 'string',
};

/**
 * Get the version of TeamCity's REST plugin, as text.
 *
 * TeamCity answers it without authentication. `server.serveServerInfo` gives the server's own version.
 *
 * Also named `getVersion`: the same function.
 *
 * @since 2018.1
 */
export function serveVersion(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, serveVersionOp, args, options) as Promise<string>;
}

export { serveVersion as getVersion };

/** Inputs of {@link servePluginInfo}. */
export interface ServePluginInfoArgs {
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const servePluginInfoOp: Operation = {
  id: 'root.serve_plugin_info',
  method: 'GET',
  path: '/app/rest/info',
  query: ['fields'],
  accept: 'application/xml',
  kind: 'string',
  xml: xmlErrors,
};

/**
 * Get the REST plugin's description, as XML text.
 *
 * TeamCity serves this document as XML only, so the client returns its text.
 *
 * Also named `getPluginInfo`: the same function.
 *
 * @since 2018.1
 */
export function servePluginInfo(
  client: Transport,
  args: ServePluginInfoArgs = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, servePluginInfoOp, args, options) as Promise<string>;
}

export { servePluginInfo as getPluginInfo };

/** Inputs of {@link serveBuildFieldShort}. */
export interface ServeBuildFieldShortArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The field: `number`, `status`, `statusText`, `state`, `id`, `branchName`, `startDate`, `finishDate`, ... One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveBuildFieldShortOp: Operation = {
  id: 'root.serve_build_field_short',
  method: 'GET',
  path: '/app/rest/{projectLocator}/{btLocator}/{buildLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a build found by project, build configuration and build locators.
 *
 * Also named `getBuildFieldShort`: the same function.
 *
 * @since 2018.1
 */
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
  readonly serveRoot: {
    /**
     * Get the greeting text of the REST API root.
     *
     * @see {@link serveRoot}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveRoot`. */
  readonly getRoot: BoundOperations['serveRoot'];
  readonly serveApiVersion: {
    /**
     * Get the REST protocol version (`2018.1`), as text.
     *
     * @see {@link serveApiVersion}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveApiVersion`. */
  readonly getApiVersion: BoundOperations['serveApiVersion'];
  readonly serveVersion: {
    /**
     * Get the version of TeamCity's REST plugin, as text.
     *
     * @see {@link serveVersion}
     * @since 2018.1
     */
    (args?: NoArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveVersion`. */
  readonly getVersion: BoundOperations['serveVersion'];
  readonly servePluginInfo: {
    /**
     * Get the REST plugin's description, as XML text.
     *
     * @see {@link servePluginInfo}
     * @since 2018.1
     */
    (args?: ServePluginInfoArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `servePluginInfo`. */
  readonly getPluginInfo: BoundOperations['servePluginInfo'];
  readonly serveBuildFieldShort: {
    /**
     * Read one field of a build found by project, build configuration and build locators.
     *
     * @see {@link serveBuildFieldShort}
     * @since 2018.1
     */
    (args: ServeBuildFieldShortArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildFieldShort`. */
  readonly getBuildFieldShort: BoundOperations['serveBuildFieldShort'];
}
