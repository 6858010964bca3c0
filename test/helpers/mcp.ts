// The MCP server of teamcity-sdk-mcp against the fake TeamCity: a seeded TeamCity whose builds ran by scripts (tests,
// problems, logs, artifacts, changes), and an in-process MCP client connected to a server for one credential.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { build } from 'esbuild';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import { createClient } from '../../generated/src/index.js';
import { runBuild } from '../../generated/src/tasks/index.js';
import {
  manualClock,
  startFakeTeamCity,
  type BuildScript,
  type FakeTeamCity,
} from '../../generated/src/testing/index.js';
import { createTeamCityMcpServer, type TeamCityMcpOptions } from '../../generated-mcp/src/index.js';

export const TOKEN = 'admin-token-9f8e7d6c5b4a';

/** The log of the failed build: ordinary lines, an error with its neighbours, the end of the build. */
export const FAILED_LOG = [
  ...Array.from(
    { length: 199 },
    (_, i) => `[12:00:${String(i % 60).padStart(2, '0')}] Step 1/2: compile: file ${i + 1} ok`,
  ),
  "[12:03:20] ERROR: src/cart.ts(12,5): Cannot find name 'total'",
  ...Array.from({ length: 100 }, (_, i) => `[12:04:00] Step 2/2: test: line ${i + 1}`),
  '[12:05:00] Process exited with code 1',
];

/** What the seeded TeamCity holds, for the questions asked of it. */
export interface Seeded {
  tc: FakeTeamCity;
  /** Build ids by name. */
  ids: {
    green: number;
    red: number;
    feature: number;
    deploy: number;
    running: number;
    bigLog: number;
    /** Shop_Nightly's builds #501 to #504, oldest first. */
    nightly: number[];
  };
}

/**
 * A TeamCity with projects Shop (Shop_Build, Shop_Test) and Web under it (Web_Deploy), and builds that ran by scripts:
 * green #885 and red #886 of Shop_Build on main (revisions a1b2c3d4e5f6 and b2c3d4e5f6a1), #887 on feature/login
 * (failed), Web_Deploy #12, four green Shop_Nightly builds whose clock test fails muted every other night, a running
 * Shop_Test and a build with a 200,000-line log. The fake assigns no build numbers: they are set here, as TeamCity would have.
 */
export async function seededTeamCity(): Promise<Seeded> {
  const tc = await startFakeTeamCity({
    clock: manualClock(),
    users: [{ username: 'admin', password: 'admin-pass', token: TOKEN }],
    seed: {
      projects: [
        { id: 'Shop', name: 'Shop' },
        { id: 'Shop_Web', name: 'Web', parentProjectId: 'Shop' },
      ],
      buildTypes: [
        { id: 'Shop_Build', name: 'Build', projectId: 'Shop' },
        // Its running build takes the next number of its counter when it starts: #40, no other build's.
        {
          id: 'Shop_Test',
          name: 'Integration tests',
          projectId: 'Shop',
          settings: { property: [{ name: 'buildNumberCounter', value: '40' }] },
        },
        { id: 'Web_Deploy', name: 'Deploy web', projectId: 'Shop_Web' },
        { id: 'Shop_Logs', name: 'Long log', projectId: 'Shop' },
        { id: 'Shop_Nightly', name: 'Nightly', projectId: 'Shop' },
      ],
      changes: [
        { id: 1, version: 'a1b2c3d4e5f6', username: 'alice', date: '20260101T110000+0000', comment: 'Add cart totals' },
        {
          id: 2,
          version: 'b2c3d4e5f6a1',
          username: 'bob',
          date: '20260101T113000+0000',
          comment: 'Rename total to sum\n\nlonger text',
        },
      ],
    },
  });
  const client = createClient({ baseUrl: tc.url, auth: { token: TOKEN } });
  const run = async (buildType: string, script: BuildScript, number: string, branch?: string) => {
    tc.script(buildType, script);
    const { id } = await runBuild(client, { buildType, ...(branch && { branch }) });
    tc.clock.advance(10 * 60_000);
    // Reading a build brings the scripts up to the clock.
    await client.builds.serveBuild({ buildLocator: `id:${id}`, fields: 'id' });
    tc.state.builds.edit(id!)!.number = number;
    return id!;
  };
  const green = await run(
    'Shop_Build',
    {
      durationMs: 60_000,
      tests: [
        { name: 'shop.CartTest.testTotal' },
        { name: 'shop.CartTest.testEmpty' },
        { name: 'shop.UserTest.testLogin' },
      ],
      log: ['[12:00:00] Step 1/1: build', '[12:01:00] Build finished'],
      artifacts: {
        'dist/app.js': 'console.log("shop");\n',
        'dist/app.bin': new Uint8Array([0, 1, 2, 3, 0, 255, 254]),
        'reports/junit.xml': '<testsuite tests="3" failures="0"/>\n',
        'reports/big.txt': 'x'.repeat(50_000) + '\nEND\n',
      },
    },
    '885',
  );
  const red = await run(
    'Shop_Build',
    {
      durationMs: 60_000,
      tests: [
        {
          name: 'shop.CartTest.testTotal',
          status: 'FAILURE',
          newFailure: true,
          details: 'AssertionError: expected 42 but was 41\n\tat shop.CartTest.testTotal(CartTest.java:17)',
        },
        {
          name: 'shop.CartTest.testEmpty',
          status: 'FAILURE',
          details: 'NullPointerException: cart is null\n\tat shop.Cart.size(Cart.java:9)',
        },
        { name: 'shop.UserTest.testLogin' },
      ],
      problems: [{ type: 'TC_EXIT_CODE', identity: 'exit1', details: 'Process exited with code 1' }],
      log: FAILED_LOG,
    },
    '886',
  );
  const feature = await run(
    'Shop_Build',
    {
      durationMs: 1000,
      tests: [{ name: 'shop.LoginTest.testForm', status: 'FAILURE', newFailure: true, details: 'Timeout after 30 s' }],
    },
    '887',
    'feature/login',
  );
  const deploy = await run('Web_Deploy', { durationMs: 1000, log: ['deployed'] }, '12');
  const bigLog = await run('Shop_Logs', { durationMs: 1000, log: { lines: 200_000, width: 100 } }, '1');
  tc.state.builds.edit(red)!.lastChanges = { change: [{ id: 1 }, { id: 2 }] };
  tc.state.builds.edit(green)!.lastChanges = { change: [{ id: 1 }] };
  const revision = (version: string) => ({
    revision: [{ version, 'vcs-root-instance': { id: '1', 'vcs-root-id': 'Shop_Git' } }],
  });
  tc.state.builds.edit(green)!.revisions = revision('a1b2c3d4e5f6');
  tc.state.builds.edit(red)!.revisions = revision('b2c3d4e5f6a1');
  // Nightly's clock test fails every other night, muted, so the builds stay green: a flaky test.
  const nightly: number[] = [];
  for (const [i, status] of (['SUCCESS', 'FAILURE', 'SUCCESS', 'FAILURE'] as const).entries())
    nightly.push(
      await run(
        'Shop_Nightly',
        {
          durationMs: 1000,
          status: 'SUCCESS',
          tests: [{ name: 'shop.ClockTest.testMidnight', status, muted: status === 'FAILURE' }],
        },
        String(501 + i),
      ),
    );
  tc.script('Shop_Test', { durationMs: 3_600_000, log: { lines: 1000 } });
  const { id: running } = await runBuild(client, { buildType: 'Shop_Test' });
  tc.clock.advance(60_000);
  return { tc, ids: { green, red, feature, deploy, running: running!, bigLog, nightly } };
}

/** An MCP client connected in process to a server for this TeamCity (the fake, or any server) and credential. */
export async function connect(
  tc: Pick<FakeTeamCity, 'url'>,
  options: Partial<TeamCityMcpOptions> = {},
): Promise<Client> {
  const server = createTeamCityMcpServer({ baseUrl: tc.url, auth: { token: TOKEN }, ...options });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return client;
}

export interface ToolAnswer {
  isError: boolean;
  text: string;
  data: Record<string, unknown>;
  /** The whole result as the client got it. */
  raw: unknown;
}

/** Calls a tool; its text and structured answer. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
  const raw = await client.callTool({ name, arguments: args });
  const content = raw.content as { type: string; text?: string }[];
  return {
    isError: raw.isError === true,
    text: content.map((c) => c.text ?? '').join('\n'),
    data: (raw.structuredContent ?? {}) as Record<string, unknown>,
    raw,
  };
}

/**
 * Bundles the `teamcity-sdk-mcp` bin (generated-mcp/src/main.ts, with teamcity-sdk from generated/src) into one
 * temporary file, as fast to start as the package's.
 */
export async function buildMcpBin(): Promise<string> {
  const src = (path: string) => join(import.meta.dirname, '../../generated/src', path);
  const out = join(mkdtempSync(join(tmpdir(), 'tc-mcp-')), 'teamcity-sdk-mcp.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, '../../generated-mcp/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['teamcity-sdk-source'],
    // What tsconfig.json's paths and vitest.config.ts's aliases say: teamcity-sdk is the sources beside it.
    plugins: [
      {
        name: 'teamcity-sdk',
        setup(b) {
          b.onResolve({ filter: /^teamcity-sdk(\/\w+)?$/ }, ({ path }) => {
            const sub = path.slice('teamcity-sdk'.length + 1);
            const file = !sub
              ? 'index.ts'
              : sub === 'operations'
                ? 'operations.ts'
                : ['tasks', 'testing'].includes(sub)
                  ? `${sub}/index.ts`
                  : `areas/${sub}.ts`;
            return { path: src(file) };
          });
        },
      },
    ],
    // CommonJS dependencies bundled into an ES module call require.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    outfile: out,
    logLevel: 'warning',
  });
  return out;
}
