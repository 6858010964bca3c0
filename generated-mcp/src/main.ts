#!/usr/bin/env node
// Hand-written: edit it here; the generator never writes this file.
import { parseArgs } from 'node:util';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { authFromBuildProperties, createTransport, headersFromEnv, TeamCityInputError, type Auth } from 'teamcity-sdk';
import { VERSION } from './api.js';
import { startHttpServer } from './http.js';
import { MODE_HELP, MODES, parseMode, type Mode } from './modes.js';
import { createTeamCityMcpServer } from './server.js';

const USAGE = `teamcity-sdk-mcp ${VERSION}: an MCP server for TeamCity (stdio, or Streamable HTTP with --http)

  teamcity-sdk-mcp [--mode readonly|ci|admin] [--budget N]
                   [--http [--port N] [--host H] [--allow-host NAME]... [--allow-origin HOST]...]

Environment:
  TEAMCITY_URL                         the TeamCity server (required)
  TEAMCITY_TOKEN                       an access token (stdio), or
  TEAMCITY_USER and TEAMCITY_PASSWORD  a user and password, or
  TEAMCITY_BUILD_PROPERTIES_FILE       inside a TeamCity build: the build's credentials (and the server), or
  TEAMCITY_GUEST=1                     TeamCity's guest access
  TEAMCITY_HEADER_<NAME>               a header sent to TeamCity with every request, named <NAME> with _ as -
                                       (an auth proxy's, such as Cloudflare Access): a secret, like the token
  TEAMCITY_MCP_MODE                    the mode, when --mode is not given
Over HTTP each request brings its own TeamCity token (Authorization: Bearer <token>); the server holds none.

Modes:
${MODES.map((m) => `  ${m.padEnd(9)}${MODE_HELP[m]}`).join('\n')}
`;

/** The most bytes of one stdio message (a line) the server reads: the SDK's default, named here to say it. */
const MAX_STDIO_MESSAGE = 10 * 1024 * 1024;

/**
 * The stdio transport, which stops when stdin ends (exit 0) or when it cannot go on: a message over the limit, stdout
 * gone. Then it says why on stderr and exits 1, where the SDK's transport would end the process as if stdin had ended.
 */
class StdioTransport extends StdioServerTransport {
  /** The last error the transport reported: the one that stopped it, when stdin did not end. */
  failure: Error | undefined;
  private stopped = false;

  constructor() {
    super(process.stdin, process.stdout, { maxBufferSize: MAX_STDIO_MESSAGE });
  }

  override async close(): Promise<void> {
    const ended = process.stdin.readableEnded;
    await super.close();
    if (ended || this.stopped) return;
    this.stopped = true;
    const why = /maximum size/.test(this.failure?.message ?? '')
      ? `a message on stdin is over ${MAX_STDIO_MESSAGE} bytes, the most one message may have`
      : (this.failure?.message ?? 'stdin failed');
    process.stderr.write(`teamcity-sdk-mcp: stopped: ${why}\n`, () => process.exit(1));
  }
}

/** Why the server cannot start: printed with the usage. */
class StartError extends Error {}

/** TEAMCITY_GUEST=1 (or true): TeamCity's guest access. */
const guestOf = (env: NodeJS.ProcessEnv) => env.TEAMCITY_GUEST === '1' || env.TEAMCITY_GUEST === 'true';

/** The stdio server's credential (and the server, from a build's properties), in this order of precedence. */
function authFromEnv(env: NodeJS.ProcessEnv): { auth?: Auth; baseUrl?: string } {
  if (env.TEAMCITY_TOKEN) return { auth: { token: env.TEAMCITY_TOKEN } };
  if (env.TEAMCITY_USER) return { auth: { username: env.TEAMCITY_USER, password: env.TEAMCITY_PASSWORD ?? '' } };
  if (env.TEAMCITY_BUILD_PROPERTIES_FILE) {
    try {
      return authFromBuildProperties(env.TEAMCITY_BUILD_PROPERTIES_FILE);
    } catch (e) {
      // It names the file and the key, never a value.
      throw e instanceof TeamCityInputError ? new StartError(e.message) : e;
    }
  }
  if (guestOf(env)) return { auth: { guest: true } };
  return {};
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      mode: { type: 'string' },
      http: { type: 'boolean' },
      port: { type: 'string' },
      host: { type: 'string' },
      'allow-host': { type: 'string', multiple: true },
      'allow-origin': { type: 'string', multiple: true },
      budget: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return void process.stdout.write(USAGE);
  if (values.version) return void process.stdout.write(`${VERSION}\n`);
  // Over HTTP each request brings its credential: a build's properties give none, nor the server.
  const fromEnv = values.http ? {} : authFromEnv(env);
  const baseUrl = env.TEAMCITY_URL ?? fromEnv.baseUrl;
  if (baseUrl == null) throw new StartError('TEAMCITY_URL is not set');
  if (!baseUrl.trim()) throw new StartError("TEAMCITY_URL is empty: set it to the server's URL");
  try {
    createTransport({ baseUrl });
  } catch (e) {
    // The client's words, with the variable named: "TEAMCITY_URL is not an absolute URL".
    const wrong = e instanceof TeamCityInputError && /^baseUrl (.*)/.exec(e.message)?.[1];
    throw wrong ? new StartError(`TEAMCITY_URL ${wrong}`) : e;
  }
  let mode: Mode;
  try {
    mode = parseMode(values.mode ?? env.TEAMCITY_MCP_MODE ?? 'readonly');
  } catch (e) {
    throw new StartError((e as Error).message);
  }
  const number = (name: string, text: string | undefined, min: number, max: number) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    throw new StartError(`--${name} must be a whole number from ${min} to ${max}`);
  };
  const budget = number('budget', values.budget, 2000, 1_000_000);
  const common = { baseUrl, mode, ...(budget && { budget }), client: { headers: headersFromEnv(env) } };
  if (values.http) {
    const port = number('port', values.port, 0, 65535);
    const server = await startHttpServer({
      ...common,
      ...(port !== undefined && { port }),
      ...(values.host && { host: values.host }),
      ...(values['allow-host'] && { allowedHosts: values['allow-host'] }),
      ...(values['allow-origin'] && { allowedOrigins: values['allow-origin'] }),
      guest: guestOf(env),
    });
    process.stderr.write(`teamcity-sdk-mcp ${VERSION} (mode ${mode}) at ${server.url}\n`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  const { auth } = fromEnv;
  if (!auth)
    throw new StartError(
      'set TEAMCITY_TOKEN (or TEAMCITY_USER and TEAMCITY_PASSWORD, TEAMCITY_BUILD_PROPERTIES_FILE, or TEAMCITY_GUEST=1)',
    );
  const transport = new StdioTransport();
  serveStdio(() => createTeamCityMcpServer({ ...common, auth }), {
    transport,
    onerror: (e) => (transport.failure = e),
  });
}

main(process.argv.slice(2), process.env).catch((e: unknown) => {
  // Never the environment or the arguments: they may hold the credential.
  const parse = (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  const flag = parse ? /'(-[^'=\s]*)/.exec((e as Error).message)?.[1] : undefined;
  const message = e instanceof StartError ? e.message : parse ? `bad option ${flag ?? ''}`.trim() : 'could not start';
  process.stderr.write(`teamcity-sdk-mcp: ${message}\n\n${USAGE}`);
  process.exit(2);
});
