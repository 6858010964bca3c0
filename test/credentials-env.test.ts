// Credentials and headers where TeamCity users have them: a build's properties file (TEAMCITY_BUILD_PROPERTIES_FILE),
// read by authFromBuildProperties, the command and the MCP server; and TEAMCITY_HEADER_<NAME> headers for an auth proxy,
// sent with every request (file streams included) and never shown, in any encoding. Over real HTTP on 127.0.0.1.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMcpBin, connect } from './helpers/mcp.js';
import { authFromBuildProperties } from '../generated/src/runtime/build-properties.js';
import { headersFromEnv } from '../generated/src/runtime/env-headers.js';
import { createClient } from '../generated/src/index.js';
import { TeamCityInputError, type TeamCityError } from '../generated/src/runtime/errors.js';
import { buildCli, runCli, runCliInProcess } from './helpers/cli.js';
import { startServer, type Handler } from './helpers/server.js';

const dir = mkdtempSync(join(tmpdir(), 'tc-creds-'));
const USER = 'TeamCityBuildId=42';
// What the file below gives: `\u00df` is ß, `\ ` a kept space, a line continuation drops the next line's indent.
const PASSWORD = 'paß wordcontinued\\end:x';
const propertiesFile = (serverUrl: string, keep: (line: string) => boolean = () => true) => {
  const file = join(dir, `build-${Math.random().toString(36).slice(2)}.properties`);
  const lines = [
    '#TeamCity build properties',
    '! another comment: teamcity.auth.password=not-this',
    '#teamcity.auth.password=nor-this',
    `teamcity.serverUrl=${serverUrl.replace(/:/g, '\\:')}`,
    'teamcity.auth.userId = TeamCityBuildId\\=42',
    'teamcity.auth.password  pa\\u00df\\ word\\',
    '    continued\\\\end\\:x',
    'teamcity.auth.userId\\:decoy=someone-else',
  ];
  writeFileSync(file, lines.filter(keep).join('\n') + '\n', 'latin1');
  return file;
};

// Characters that every encoding writes differently: percent, base64 (`+`, `/`, padding), hex, JSON.
const HEADER_VALUE = 'cf-Secret+/V=al ue"~7';
const forms = (s: string) => {
  const b64 = Buffer.from(s).toString('base64');
  return [
    s,
    encodeURIComponent(s),
    encodeURIComponent(s).toLowerCase(),
    JSON.stringify(s).slice(1, -1),
    b64,
    b64.replace(/=+$/, ''),
    b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    Buffer.from(s).toString('hex'),
  ];
};
const SECRETS = [...forms(HEADER_VALUE), ...forms(PASSWORD), Buffer.from(`${USER}:${PASSWORD}`).toString('base64')];
/** An answer that echoes the header and the password back in every form. */
const echoSecrets = SECRETS.join(' | ');

/**
 * Answers a file for a file request, 500 with the secrets echoed when `failing`, else JSON (a build whose status text
 * echoes them when `echoing`) or text.
 */
let failing = false;
let echoing = false;
const handler: Handler = (req, res) => {
  if (failing) return void res.writeHead(500, { 'content-type': 'text/plain' }).end(echoSecrets);
  if (echoing)
    return void res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: 7, number: '1', state: 'finished', status: 'FAILURE', statusText: echoSecrets }));
  if (req.url.includes('/artifacts/'))
    return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('file bytes');
  if (req.headers.accept === 'application/json')
    return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":7,"status":"SUCCESS"}');
  res.writeHead(200, { 'content-type': 'text/plain' }).end('2025.07');
};

let server: Awaited<ReturnType<typeof startServer>>;
let bin: string;
beforeAll(async () => {
  [server, bin] = await Promise.all([startServer((req, res) => handler(req, res)), buildCli()]);
});
afterAll(() => server.close());

describe('authFromBuildProperties', () => {
  it('reads the server and credentials from a Java properties file, escapes and continuations included', () => {
    const file = propertiesFile('http://tc.example:8111/ci');
    const expected = { baseUrl: 'http://tc.example:8111/ci', auth: { username: USER, password: PASSWORD } };
    expect(authFromBuildProperties(file)).toEqual(expected);
    const before = process.env.TEAMCITY_BUILD_PROPERTIES_FILE;
    process.env.TEAMCITY_BUILD_PROPERTIES_FILE = file;
    try {
      expect(authFromBuildProperties()).toEqual(expected);
    } finally {
      if (before === undefined) delete process.env.TEAMCITY_BUILD_PROPERTIES_FILE;
      else process.env.TEAMCITY_BUILD_PROPERTIES_FILE = before;
    }
  });

  it('names the file and the missing key in a TeamCityInputError, never a value', () => {
    for (const key of ['teamcity.serverUrl', 'teamcity.auth.userId =', 'teamcity.auth.password']) {
      const file = propertiesFile('http://tc', (line) => !line.startsWith(key) && !line.startsWith('    '));
      const error = (() => {
        try {
          authFromBuildProperties(file);
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error).toBeInstanceOf(TeamCityInputError);
      expect(error!.message).toContain(file);
      expect(error!.message).toContain(key.replace(/ =$/, ''));
      for (const s of SECRETS) expect(error!.message + error!.stack).not.toContain(s);
    }
    expect(() => authFromBuildProperties(join(dir, 'absent.properties'))).toThrow(
      /cannot read the build properties file .*absent\.properties: ENOENT/,
    );
  });

  it('maps TEAMCITY_HEADER_<NAME> to a header named <NAME>, lower-cased, `_` as `-`', () => {
    expect(
      headersFromEnv({ TEAMCITY_HEADER_CF_ACCESS_CLIENT_ID: 'a', TEAMCITY_URL: 'u', TEAMCITY_HEADERX: 'b' }),
    ).toEqual({
      'cf-access-client-id': 'a',
    });
  });
});

describe('client headers', () => {
  it('are secrets of the transport: blanked out of errors and hook payloads in every encoding, base64 included', async () => {
    const seen: unknown[] = [];
    const tc = createClient({
      baseUrl: server.url,
      headers: { 'CF-Access-Client-Secret': HEADER_VALUE },
      retry: false,
      hooks: { onRequest: (r) => void seen.push(r), onError: (e) => void seen.push(e) },
    });
    failing = true;
    const error = await tc.root.serveVersion().then(
      () => undefined,
      (e: TeamCityError) => e,
    );
    failing = false;
    expect(error?.message).toContain('answered 500');
    const shown = [error!.message, error!.stack, JSON.stringify(error), JSON.stringify(seen)].join('\n');
    expect(shown).toContain('***');
    for (const s of forms(HEADER_VALUE)) expect(shown).not.toContain(s);
  });
});

describe('the command', () => {
  it('logs in with the build properties file: Basic auth of its user and password, at its server', async () => {
    const file = propertiesFile(server.url);
    server.requests.length = 0;
    // The bin, reading its own process's environment.
    const r = await runCli(bin, ['root', 'serve-version'], { env: { TEAMCITY_BUILD_PROPERTIES_FILE: file } });
    expect(r).toMatchObject({ code: 0, stdout: '2025.07\n' });
    expect(server.requests.map((q) => q.headers.authorization)).toEqual([
      'Basic ' + Buffer.from(`${USER}:${PASSWORD}`).toString('base64'),
    ]);
    // A token comes first.
    server.requests.length = 0;
    await runCliInProcess(['root', 'serve-version'], {
      env: { TEAMCITY_BUILD_PROPERTIES_FILE: file, TEAMCITY_TOKEN: 'the-token', TEAMCITY_URL: server.url },
    });
    expect(server.requests.map((q) => q.headers.authorization)).toEqual(['Bearer the-token']);
  });

  it('says which key the file lacks, and exits as for bad input', async () => {
    const file = propertiesFile(server.url, (line) => !line.startsWith('teamcity.auth.userId ='));
    const r = await runCliInProcess(['root', 'serve-version'], { env: { TEAMCITY_BUILD_PROPERTIES_FILE: file } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`the build properties file ${file} has no teamcity.auth.userId`);
    for (const s of SECRETS) expect(r.stdout + r.stderr).not.toContain(s);
  });

  it('sends TEAMCITY_HEADER_ headers on a JSON call and a file download, and never shows their values', async () => {
    const env = {
      TEAMCITY_URL: server.url,
      TEAMCITY_TOKEN: 'the-token',
      TEAMCITY_HEADER_CF_ACCESS_CLIENT_ID: HEADER_VALUE,
      TEAMCITY_BUILD_PROPERTIES_FILE: propertiesFile(server.url),
    };
    server.requests.length = 0;
    failing = false;
    const json = await runCliInProcess(['builds', 'serve-build', '7', '--verbose'], { env });
    const file = await runCliInProcess(['builds', 'get-content', '7', 'a.bin', '--verbose'], { env });
    expect([json.code, file.code, file.stdout]).toEqual([0, 0, 'file bytes']);
    expect(server.requests.map((q) => [q.url.includes('/artifacts/'), q.headers['cf-access-client-id']])).toEqual([
      [false, HEADER_VALUE],
      [true, HEADER_VALUE],
    ]);
    expect(json.stderr).toMatch(/^> cf-access-client-id: \*\*\*$/m);
    failing = true;
    const failed = await runCliInProcess(['root', 'serve-version', '--verbose', '--retries', '0'], { env });
    const dryRun = await runCliInProcess(['builds', 'serve-build', '7', '--dry-run'], { env });
    failing = false;
    expect(failed.code).toBe(3);
    expect(failed.stderr).toContain('answered 500: ***');
    for (const r of [json, file, failed, dryRun]) for (const s of SECRETS) expect(r.stdout + r.stderr).not.toContain(s);
  });
});

describe('the MCP server', () => {
  it('sends the client headers and blanks their values out of tool results, in every encoding', async () => {
    const client = await connect(server, {
      client: { headers: headersFromEnv({ TEAMCITY_HEADER_CF_ACCESS_CLIENT_ID: HEADER_VALUE }), retry: false },
    });
    try {
      server.requests.length = 0;
      failing = true;
      const failed = await client.callTool({ name: 'teamcity_get_build', arguments: { build: '7' } });
      failing = false;
      // An answer the server echoes the header into: the MCP server's own redaction, after the transport's.
      echoing = true;
      const echoed = await client.callTool({ name: 'teamcity_get_build', arguments: { build: '7' } });
      echoing = false;
      expect(server.requests.map((q) => q.headers['cf-access-client-id'])).toEqual([HEADER_VALUE, HEADER_VALUE]);
      for (const answer of [failed, echoed]) {
        const text = JSON.stringify(answer);
        expect(text).toContain('***');
        for (const s of forms(HEADER_VALUE)) expect(text).not.toContain(s);
      }
    } finally {
      failing = echoing = false;
      await client.close();
    }
  });

  it('the bin logs in with the build properties file and sends TEAMCITY_HEADER_ headers; a lacking key stops it', async () => {
    const mcpBin = await buildMcpBin();
    const env = {
      PATH: process.env.PATH ?? '',
      TEAMCITY_BUILD_PROPERTIES_FILE: propertiesFile(server.url),
      TEAMCITY_HEADER_CF_ACCESS_CLIENT_ID: HEADER_VALUE,
    };
    const client = new Client({ name: 'stdio-test', version: '1' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [mcpBin], env, stderr: 'pipe' }));
    try {
      server.requests.length = 0;
      await client.callTool({ name: 'teamcity_get_build', arguments: { build: '7' } });
      expect(server.requests.map((q) => [q.headers.authorization, q.headers['cf-access-client-id']])).toEqual([
        ['Basic ' + Buffer.from(`${USER}:${PASSWORD}`).toString('base64'), HEADER_VALUE],
      ]);
    } finally {
      await client.close();
    }
    const file = propertiesFile(server.url, (line) => !line.startsWith('teamcity.serverUrl'));
    const lacking = spawnSync(process.execPath, [mcpBin], {
      env: { ...env, TEAMCITY_BUILD_PROPERTIES_FILE: file },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(lacking.status).toBe(2);
    expect(lacking.stderr).toContain(`the build properties file ${file} has no teamcity.serverUrl`);
    for (const s of SECRETS) expect(lacking.stderr).not.toContain(s);
  });
});
