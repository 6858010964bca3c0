// Hand-written: edit it here; the generator never writes this file.
import { McpServer } from '@modelcontextprotocol/server';
import { createTransport, type Auth, type ClientOptions } from 'teamcity-sdk';
import { VERSION } from './api.js';
import { DEFAULT_BUDGET } from './fit.js';
import { DEFAULT_CONCURRENCY, limitFetch } from './limit.js';
import { allows, type Mode } from './modes.js';
import { redactor, secretsOf } from './redact.js';
import { READ, register, type ToolContext, type ToolDef } from './tool.js';
import { apiCall, apiDescribe, apiSearch } from './tools/api.js';
import { listArtifactsTool, readArtifact } from './tools/artifacts.js';
import { buildChanges, cancelBuildTool, findBuilds, getBuild, runBuildTool, waitForBuildTool } from './tools/builds.js';
import { findBuildConfigs, listProjects } from './tools/configs.js';
import { explainFailure, failedTestsTool } from './tools/failure.js';
import { buildLogTool } from './tools/log.js';

export interface TeamCityMcpOptions {
  /** TeamCity's URL, with its context path if any. */
  baseUrl: string;
  /** The TeamCity credential the tools call with (none: guest access). */
  auth?: Auth;
  /** What the tools may do (default `readonly`); set by whoever starts the server, never by a tool call. */
  mode?: Mode;
  /** The size budget of one answer, in characters, for each of its forms (default 20,000). */
  budget?: number;
  /** How many TeamCity requests the server has in flight at most (default 4): a batch of calls waits its turn. */
  concurrency?: number;
  /**
   * Passed on to the TeamCity client (a fetch of your own, a timeout, headers). Its `maxResponseBytes` is 16 MiB
   * unless given here: an answer past it fails rather than filling the server's memory.
   */
  client?: Omit<ClientOptions, 'baseUrl' | 'auth'>;
}

/** The longest JSON or text answer the tools read from TeamCity, by default. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** The values of the client headers not named safe (an auth proxy's): secrets, as the transport takes them. */
const headerSecrets = (client: TeamCityMcpOptions['client']) => {
  const safe = (client?.safeHeaders ?? []).map((h) => h.toLowerCase());
  return Object.entries(client?.headers ?? {})
    .filter(([name]) => !safe.includes(name.toLowerCase()))
    .map(([, value]) => value);
};

/** Every tool, in the order tools/list shows them. */
export const TOOLS: ToolDef<never, never>[] = [
  findBuilds,
  getBuild,
  explainFailure,
  failedTestsTool,
  buildLogTool,
  buildChanges,
  listArtifactsTool,
  readArtifact,
  waitForBuildTool,
  runBuildTool,
  cancelBuildTool,
  findBuildConfigs,
  listProjects,
  apiSearch,
  apiDescribe,
  apiCall,
] as never[];

/** What an agent reads when it connects: which tool to start with. */
const INSTRUCTIONS =
  'TeamCity CI. Why did a build fail: teamcity_find_builds (or the build id or #number you have), then ' +
  'teamcity_explain_failure; then teamcity_failed_tests and teamcity_build_log (pattern) for more. ' +
  'Anything else: teamcity_api_search, teamcity_api_describe, teamcity_api_call.';

/**
 * An MCP server for one TeamCity credential: the tools its mode allows, each answering within the budget, with the
 * credential blanked out of everything it says.
 */
export function createTeamCityMcpServer(options: TeamCityMcpOptions): McpServer {
  const mode = options.mode ?? 'readonly';
  const budget = options.budget ?? DEFAULT_BUDGET;
  const tc = createTransport({
    maxResponseBytes: MAX_RESPONSE_BYTES,
    ...options.client,
    fetch: limitFetch(options.client?.fetch ?? globalThis.fetch, options.concurrency ?? DEFAULT_CONCURRENCY),
    baseUrl: options.baseUrl,
    ...(options.auth && { auth: options.auth }),
  });
  const clean = redactor([...secretsOf(options.auth), ...headerSecrets(options.client)]);
  const server = new McpServer(
    { name: 'teamcity-sdk-mcp', version: VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  const context = (signal: AbortSignal): ToolContext => ({
    tc,
    baseUrl: options.baseUrl,
    mode,
    signal,
    budget,
    redact: clean,
  });
  for (const tool of TOOLS) {
    if (!allows(mode, tool.mode)) continue;
    // In readonly mode the API call can only read, and says so.
    const annotations = tool === (apiCall as unknown) && mode === 'readonly' ? READ : tool.annotations;
    register(server, { ...tool, annotations }, context, clean);
  }
  return server;
}
