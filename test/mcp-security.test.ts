// teamcity-sdk-mcp as an attacker sees it: the TeamCity credential in no answer, error or text, in any encoding, even
// where TeamCity itself echoes it; every answer within its budget, cut with a note that says how to get the rest.
import { inspect } from 'node:util';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { call, connect, type ToolAnswer } from './helpers/mcp.js';

const TOKEN = 'tok-Secr3t+/value=42';
const USER = 'alice';
const PASSWORD = 'pa55:word/+x';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const b64url = (s: string) => b64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** Every form of a secret that must never be seen. */
const formsOf = (secrets: string[]) =>
  secrets.flatMap((s) => [
    s,
    encodeURIComponent(s),
    b64(s).replace(/=+$/, ''),
    b64url(s),
    Buffer.from(s).toString('hex'),
    JSON.stringify(s).slice(1, -1),
  ]);

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    users: [{ username: USER, password: PASSWORD, token: TOKEN }],
    csrf: false,
    seed: {
      projects: [{ id: 'P', name: `leaky ${TOKEN}` }],
      buildTypes: [{ id: 'Leak', name: `Basic ${b64(`${USER}:${PASSWORD}`)}`, projectId: 'P' }],
      // TeamCity showing what a build printed: the secret as it is, URL-encoded, base64 and inside a Basic header.
      builds: [
        {
          buildTypeId: 'Leak',
          number: '1',
          statusText: `token ${TOKEN} / ${encodeURIComponent(TOKEN)} / ${b64(TOKEN)} / Authorization: Basic ${b64(`${USER}:${PASSWORD}`)}`,
        },
      ],
      generatedBuilds: { count: 400, buildTypeIds: ['Leak'] },
      artifacts: { '1': { 'env.txt': `TOKEN=${TOKEN}\nPASSWORD=${PASSWORD}\n${b64(TOKEN)}\n` } },
    },
  });
});
afterAll(() => tc?.close());

/** Every tool called with arguments that make it answer, or fail, with what TeamCity echoes. */
async function everything(client: Client): Promise<ToolAnswer[]> {
  const calls: [string, Record<string, unknown>][] = [
    ['teamcity_find_builds', { buildType: 'Leak', count: 100 }],
    ['teamcity_get_build', { build: 1 }],
    ['teamcity_get_build', { build: `#${TOKEN}` }],
    ['teamcity_get_build', { build: 1, buildType: TOKEN }],
    ['teamcity_explain_failure', { build: 1 }],
    ['teamcity_failed_tests', { build: 1 }],
    ['teamcity_build_log', { build: 1, pattern: TOKEN }],
    ['teamcity_build_changes', { build: 1 }],
    ['teamcity_list_artifacts', { build: 1, pattern: TOKEN }],
    ['teamcity_read_artifact', { build: 1, path: 'env.txt' }],
    ['teamcity_read_artifact', { build: 1, path: TOKEN }],
    ['teamcity_wait_for_build', { build: 1, seconds: 1 }],
    ['teamcity_find_build_configs', { name: 'basic' }],
    ['teamcity_list_projects', {}],
    ['teamcity_api_search', { query: TOKEN }],
    ['teamcity_api_describe', { operation: TOKEN }],
    ['teamcity_api_call', { operation: 'projects.serve_project', inputs: { projectLocator: 'id:P' } }],
    ['teamcity_api_call', { operation: 'builds.serve_build', inputs: { buildLocator: `id:${TOKEN}` } }],
    ['teamcity_api_call', { operation: 'builds.get_content', inputs: { buildLocator: 'id:1', path: 'env.txt' } }],
    ['teamcity_api_call', { operation: 'debug.get_request_details', inputs: {} }],
    ['teamcity_api_call', { operation: 'users.get_user_tokens', inputs: { userLocator: `username:${USER}` } }],
    ['teamcity_run_build', { buildType: TOKEN }],
    ['teamcity_cancel_build', { build: 99_999, comment: TOKEN }],
  ];
  return Promise.all(calls.map(([name, args]) => call(client, name, args)));
}

describe('secrets', () => {
  // Each server knows its own credential only: that one is blanked out wherever TeamCity echoes it.
  for (const [name, auth, secrets] of [
    ['a token', { token: TOKEN }, [TOKEN]],
    ['a user and password', { username: USER, password: PASSWORD }, [PASSWORD, `${USER}:${PASSWORD}`]],
  ] as const) {
    it(`never shows ${name} in a result, error or text, in any encoding`, async () => {
      const client = await connect(tc, { mode: 'admin', auth });
      try {
        const answers = await everything(client);
        // The calls reached TeamCity and it echoed the secret: what the tools answer was cleaned.
        expect(answers.filter((a) => a.isError).length).toBeGreaterThan(3);
        expect(answers.filter((a) => a.text.includes('***')).length).toBeGreaterThan(3);
        for (const a of answers) {
          const shown = [JSON.stringify(a.raw), inspect(a.raw, { depth: null }), a.text];
          for (const form of formsOf([...secrets]))
            for (const s of shown)
              expect(s.toLowerCase().includes(form.toLowerCase()), `${form} in ${s.slice(0, 300)}`).toBe(false);
        }
      } finally {
        await client.close();
      }
    });
  }
});

describe('budgets', () => {
  it('cuts a page to the budget, says what it left out, and the next page starts where the cut one ended', async () => {
    const client = await connect(tc, { auth: { token: TOKEN }, budget: 3000 });
    try {
      const cut = await call(client, 'teamcity_find_builds', { buildType: 'Leak', count: 100 });
      expect(cut.isError).toBe(false);
      expect(JSON.stringify(cut.data).length).toBeLessThanOrEqual(3000);
      expect(cut.text.length).toBeLessThanOrEqual(3000);
      const kept = (cut.data.builds as { id: number }[]).length;
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(100);
      expect(cut.data).toMatchObject({ hasMore: true, nextStart: kept });
      expect(cut.data.truncated).toBe(
        `Cut to fit 3000 characters (builds: ${kept} of 100 items kept). Call again with start set to nextStart, or narrow the search.`,
      );
      expect(cut.text).toContain(`more: call again with start=${kept}`);
      const next = await call(client, 'teamcity_find_builds', { buildType: 'Leak', count: 1, start: kept });
      const whole = await call(client, 'teamcity_find_builds', { buildType: 'Leak', count: kept + 1 });
      expect((next.data.builds as { id: number }[])[0]!.id).toBe((whole.data.builds as { id: number }[])[kept]!.id);
    } finally {
      await client.close();
    }
  });

  it('keeps every answer under 20,000 characters a form by default, so none comes near 25,000 tokens', async () => {
    const client = await connect(tc, { mode: 'admin', auth: { token: TOKEN } });
    try {
      const answers = [
        ...(await everything(client)),
        await call(client, 'teamcity_api_call', {
          operation: 'builds.serve_all_builds',
          inputs: { locator: 'defaultFilter:false,count:1000' },
        }),
        await call(client, 'teamcity_api_describe', { operation: 'buildTypes.replace_build_type' }),
      ];
      const big = answers.at(-2)!;
      expect(big.data.truncated).toMatch(
        /^Cut to fit 20000 characters \(result\.build: \d+ of 401 items kept\)\. Ask for less/,
      );
      for (const a of answers) {
        expect(JSON.stringify(a.data).length).toBeLessThanOrEqual(20_000);
        expect(a.text.length).toBeLessThanOrEqual(20_000);
        expect(JSON.stringify(a.raw).length / 4).toBeLessThan(25_000);
      }
    } finally {
      await client.close();
    }
  });
});

describe('no TeamCity answer fills the server (issue 27)', () => {
  it('a JSON answer past 16 MiB is an error the agent reads, read no further than that', async () => {
    let sent = 0;
    const { startServer } = await import('./helpers/server.js');
    const teamcity = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":1,"statusText":"');
      const chunk = Buffer.alloc(64 * 1024, 'a');
      // At most 64 MiB, as fast as the client reads it.
      const pump = () => {
        while (sent < 64 * 2 ** 20 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('"}');
      };
      pump();
    });
    try {
      const client = await connect({ url: teamcity.url } as FakeTeamCity, { auth: { token: TOKEN } });
      const answer = await call(client, 'teamcity_get_build', { build: 1 });
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain('maxResponseBytes');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent).toBeLessThan(40 * 2 ** 20);
    } finally {
      await teamcity.close();
    }
  });
});
