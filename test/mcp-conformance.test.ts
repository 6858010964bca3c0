// The MCP conformance suite (@modelcontextprotocol/conformance) against the Streamable HTTP transport, offline: the
// server on 127.0.0.1 over a fake TeamCity, the suite's own client in another process. 0.1.13 is its newest release
// that runs on Node 20 (later ones import fs.globSync, Node 22). The scenarios run are the ones that apply to a server
// of tools only; the suite's other server scenarios test capabilities it does not offer (logging, completion,
// resources, prompts, sampling, elicitation, SSE resumption) or call the reference server's own fixture tools
// (`tools-call-*`, `json-schema-2020-12`).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { startHttpServer, type McpHttpServer } from '../generated-mcp/src/index.js';

const suite = createRequire(import.meta.url)
  .resolve('@modelcontextprotocol/conformance/package.json')
  .replace(/package\.json$/, 'dist/index.js');
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];

let tc: FakeTeamCity;
let server: McpHttpServer;
beforeAll(async () => {
  tc = await startFakeTeamCity({ seed: { projects: [{ id: 'App', name: 'App' }] } });
  // The suite's client sends no TeamCity token: the server is started for guest access.
  server = await startHttpServer({ baseUrl: tc.url, guest: true });
});
afterAll(async () => {
  await server?.close();
  await tc?.close();
});

describe('MCP conformance suite, Streamable HTTP', () => {
  it.each(SCENARIOS)(
    '%s: every check passes',
    async (scenario) => {
      const run = await promisify(execFile)(
        process.execPath,
        [suite, 'server', '--url', server.url, '--scenario', scenario],
        {
          encoding: 'utf8',
          timeout: 60_000,
        },
      ).catch((e: { stdout: string; stderr: string; code: unknown }) => e);
      const result = /Passed: (\d+)\/(\d+), (\d+) failed, (\d+) warnings/.exec(run.stdout);
      expect(result, run.stdout + run.stderr).not.toBeNull();
      const [, passed, total, failed, warnings] = result!.map(Number);
      expect({ scenario, passed, failed, warnings }, run.stdout).toEqual({
        scenario,
        passed: total,
        failed: 0,
        warnings: 0,
      });
      expect(total).toBeGreaterThan(0);
    },
    90_000,
  );
});
