// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { authFromBuildProperties } from '../runtime/build-properties.js';
import { headersFromEnv } from '../runtime/env-headers.js';
import { TeamCityInputError } from '../runtime/errors.js';
import { createTransport, type Auth, type Hooks, type Transport } from '../runtime/transport.js';
import { UsageError } from './exit.js';
import { pathIn, type CliIo } from './io.js';

/** What a command is given besides its words. */
export interface Run {
  /** What the command reads and writes: stdout, stderr, stdin, the environment, the working directory. */
  io: CliIo;
  /** Fired by Ctrl-C (or SIGTERM). */
  signal: AbortSignal;
  /** A text with every credential the command was given blanked out, in every encoding. */
  clean(text: string): string;
  /** A line on stderr, cleaned, with its control characters escaped. */
  say(line: string): void;
  /** What to say when the server answers 401: which credentials it refused (set once the transport is made). */
  refused?: string;
}

/** A flag of every command: its parseArgs type, the value it takes (for help) and what it does. */
export interface Flag {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  value?: string;
  help: string;
}

/** The flags every command takes: where the server is, how to log in, how to send and how to print. */
export const GLOBAL_FLAGS: Record<string, Flag> = {
  url: { type: 'string', value: '<url>', help: "the server's URL, with its context path (default $TEAMCITY_URL)" },
  token: {
    type: 'string',
    value: '<token>',
    help: 'access token (default $TEAMCITY_TOKEN; prefer the variable: a flag shows in the process list)',
  },
  guest: { type: 'boolean', help: 'guest access (/guestAuth), no credentials' },
  timeout: {
    type: 'string',
    value: '<duration>',
    help: 'deadline of each request (of a whole task): 30s, 2m, 500ms (default none)',
  },
  retries: {
    type: 'string',
    value: '<n>',
    help: 'retries of a GET, PUT or DELETE after a network error, 429 or 5xx (default 2)',
  },
  json: { type: 'boolean', help: 'compact JSON, even on a terminal' },
  verbose: { type: 'boolean', short: 'v', help: 'requests and answers on stderr (never a credential)' },
  'dry-run': { type: 'boolean', help: 'print the request as a curl command, credentials masked; send nothing' },
  help: { type: 'boolean', short: 'h', help: 'this help' },
};

export const ENVIRONMENT: readonly [name: string, what: string][] = [
  ['TEAMCITY_URL', 'the server, when --url is not given'],
  ['TEAMCITY_TOKEN', 'an access token, when --token is not given'],
  ['TEAMCITY_USER, TEAMCITY_PASSWORD', 'user name and password (Basic auth), when there is no token'],
  [
    'TEAMCITY_BUILD_PROPERTIES_FILE',
    "inside a TeamCity build: the server and the build's credentials, when none of the above is set",
  ],
  ['TEAMCITY_HEADER_<NAME>', "a header sent with every request, named <NAME> with _ as - (an auth proxy's; secret)"],
  ['NO_COLOR, FORCE_COLOR', 'turn colours off or on'],
];

/** `30s`, `2m`, `1h`, `500ms`, or a number of seconds, in ms: at least `min` ms. */
export function parseDuration(flag: string, text: string, min = 0): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const ms = m ? Math.round(+m[1]! * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] ?? 's']!) : NaN;
  if (ms >= min && ms < 2 ** 31) return ms;
  throw new UsageError(
    `--${flag} must be a duration${min ? ` of at least ${min} ms` : ''}, such as 30s, 2m, 1h or 500ms (got "${text}")`,
  );
}

/** A whole number >= `min`. */
export function parseCount(flag: string, text: string, min = 0): number {
  if (/^\d{1,9}$/.test(text.trim()) && +text >= min) return +text;
  throw new UsageError(`--${flag} must be a whole number >= ${min} (got "${text}")`);
}

export interface Settings {
  url?: string | undefined;
  token?: string | undefined;
  guest?: boolean | undefined;
  timeout?: string | undefined;
  retries?: string | undefined;
}

export type Values = Record<string, string | boolean | string[] | undefined>;

/** The settings from the flags, less those an operation's own input shadows (`--token` of get-secure-value). */
export const settingsOf = (values: Values, own: readonly string[] = []): Settings => {
  const pick = (name: string) => (own.includes(name) ? undefined : values[name]);
  return {
    url: pick('url') as string | undefined,
    token: pick('token') as string | undefined,
    guest: pick('guest') as boolean | undefined,
    timeout: pick('timeout') as string | undefined,
    retries: pick('retries') as string | undefined,
  };
};

/** Hooks that tell each attempt and answer on stderr: what they get never holds a credential. */
function verboseHooks(run: Run): Hooks {
  const started = new Map<number, number>();
  return {
    onRequest(r) {
      started.set(r.attempt, Date.now());
      run.say(`> ${r.method} ${r.url}${r.attempt > 1 ? ` (attempt ${r.attempt})` : ''}`);
      for (const [name, value] of Object.entries(r.headers)) run.say(`> ${name}: ${value}`);
    },
    onResponse(res, r) {
      run.say(`< ${res.status} (${Date.now() - (started.get(r.attempt) ?? Date.now())} ms)`);
    },
    onError(e) {
      run.say(`! ${e.message}`);
    },
  };
}

/** What the credentials are, without them: for --verbose and --dry-run. */
export type AuthKind = 'token' | 'basic' | 'guest' | 'none';

/** The transport of a command that sends: --verbose's hooks on it, and what a 401 would mean told to `run`. */
export function connect(s: Settings, values: Values, run: Run): { transport: Transport; auth: AuthKind } {
  const made = transportOf(s, run.io, values.verbose ? { hooks: verboseHooks(run) } : {});
  run.refused = made.refused;
  return made;
}

/**
 * The transport of a command, from its flags and the environment. `fetch` replaces the network (for --dry-run);
 * `csrf` false leaves out the CSRF token fetch a Basic-auth write makes first.
 */
export function transportOf(
  s: Settings,
  io: CliIo,
  extra: { fetch?: typeof fetch; hooks?: Hooks; csrf?: boolean; retry?: false } = {},
): { transport: Transport; auth: AuthKind; refused: string } {
  const { env } = io;
  let url = s.url ?? env.TEAMCITY_URL;
  const from = s.url != null ? '--url' : 'TEAMCITY_URL';
  let auth: Auth | undefined;
  let kind: AuthKind = 'none';
  let refused = 'no credentials were sent: set TEAMCITY_TOKEN (or TEAMCITY_USER and TEAMCITY_PASSWORD), or use --guest';
  const token = s.token ?? env.TEAMCITY_TOKEN;
  if (s.guest) {
    auth = { guest: true };
    kind = 'guest';
    refused = 'guest access was refused (the server may not allow it): set TEAMCITY_TOKEN instead';
  } else if (token) {
    auth = { token };
    kind = 'token';
    refused = `the token was refused: the one ${s.token ? 'given with --token' : 'in TEAMCITY_TOKEN'} is wrong, expired or revoked`;
  } else if (env.TEAMCITY_USER || env.TEAMCITY_PASSWORD) {
    if (!env.TEAMCITY_USER || !env.TEAMCITY_PASSWORD)
      throw new UsageError('set both TEAMCITY_USER and TEAMCITY_PASSWORD, or neither');
    auth = { username: env.TEAMCITY_USER, password: env.TEAMCITY_PASSWORD };
    kind = 'basic';
    refused = 'the user name or password was refused (TEAMCITY_USER, TEAMCITY_PASSWORD)';
  } else if (env.TEAMCITY_BUILD_PROPERTIES_FILE) {
    const build = authFromBuildProperties(pathIn(io, env.TEAMCITY_BUILD_PROPERTIES_FILE));
    auth = build.auth;
    url ??= build.baseUrl;
    kind = 'basic';
    refused = "the build's credentials (TEAMCITY_BUILD_PROPERTIES_FILE) were refused: has the build finished?";
  }
  if (url == null) throw new UsageError('no server: TEAMCITY_URL is not set; set it, or pass --url');
  // An empty value is not "not an absolute URL": say which one is empty.
  if (!url.trim())
    throw new UsageError(
      `${from} is empty`,
      `give the server's URL, e.g. ${from}${from === '--url' ? ' ' : '='}https://teamcity.example.com`,
    );
  const headers = headersFromEnv(env);
  const options = {
    ...(auth && { auth }),
    headers,
    ...(extra.fetch && { fetch: extra.fetch }),
    ...(extra.hooks && { hooks: extra.hooks }),
    ...(extra.csrf === false && { csrf: false }),
    timeoutMs: s.timeout ? parseDuration('timeout', s.timeout) : 0,
    retry: extra.retry ?? (s.retries ? { retries: parseCount('retries', s.retries) } : undefined),
  };
  try {
    return { transport: createTransport({ baseUrl: url, ...options }), auth: kind, refused };
  } catch (e) {
    const wrong = e instanceof TeamCityInputError && /^baseUrl (.*)/.exec(e.message)?.[1];
    if (!wrong) throw e;
    const example = `${from}${from === '--url' ? ' ' : '='}${urlExample(url)}`;
    throw new UsageError(
      `${from} ${wrong}`,
      /credentials/.test(wrong)
        ? `give them in TEAMCITY_TOKEN (or TEAMCITY_USER and TEAMCITY_PASSWORD), and the server as ${example}`
        : `write the server's URL with its scheme, e.g. ${example}`,
    );
  }
}

/** A server URL like the one given (its origin and path: never its user or password), else a made-up one. */
function urlExample(given: string): string {
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(given) ? given : 'http://' + given);
    if (/^https?:$/.test(url.protocol)) return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    // nothing to build on: the made-up one
  }
  return 'https://teamcity.example.com';
}

/**
 * Every credential the command line and the environment hold (a token, a password and its Basic pair, the
 * TEAMCITY_HEADER_ values), for the runtime's redactor before any transport exists, so that even a usage error that
 * quotes a flag's value cannot show one in any encoding, a value createTransport would refuse included.
 */
export function commandSecrets(argv: string[], io: CliIo): string[] {
  const { env } = io;
  const secrets = [env.TEAMCITY_TOKEN, ...Object.values(headersFromEnv(env))];
  argv.forEach((a, i) =>
    secrets.push(a === '--token' ? argv[i + 1] : a.startsWith('--token=') ? a.slice(8) : undefined),
  );
  const basic = (username = '', password = '') => secrets.push(password, `${username}:${password}`);
  if (env.TEAMCITY_USER != null || env.TEAMCITY_PASSWORD) basic(env.TEAMCITY_USER, env.TEAMCITY_PASSWORD);
  if (env.TEAMCITY_BUILD_PROPERTIES_FILE) {
    try {
      const { auth } = authFromBuildProperties(pathIn(io, env.TEAMCITY_BUILD_PROPERTIES_FILE));
      basic(auth.username, auth.password);
    } catch {
      // no credential to hide: the file is unreadable or lacks one
    }
  }
  return secrets.filter((s): s is string => !!s);
}
