// Hand-written: edit it here; the generator never writes this file.
/**
 * teamcity-sdk-mcp: an MCP server for TeamCity over teamcity-sdk. `createTeamCityMcpServer` makes the server for one
 * TeamCity credential (serve it over any MCP transport); `startHttpServer` serves Streamable HTTP with a credential per
 * request. The bin `teamcity-sdk-mcp` starts either.
 */
export { createTeamCityMcpServer, TOOLS, type TeamCityMcpOptions } from './server.js';
export { startHttpServer, authOf, MCP_PATH, type HttpOptions, type McpHttpServer } from './http.js';
export { MODES, MODE_HELP, allows, parseMode, type Mode } from './modes.js';
export { DEFAULT_BUDGET } from './fit.js';
export { VERSION } from './api.js';
