// teamcity-sdk-mcp against what an agent or TeamCity can send: a pattern built to backtrack forever, answers with keys
// nobody asked for or of any shape and size, a secret that a read's or a line's cut would split, and a file whose body
// never ends. The server stays responsive, every answer within its budget, no part of a secret shown.
import { spawn } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../generated/src/index.js';
import { grepBuildLog, listArtifacts, TeamCityPatternError } from '../generated/src/tasks/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { DEFAULT_BUDGET } from '../generated-mcp/src/index.js';
import { fit } from '../generated-mcp/src/fit.js';
import { buildView } from '../generated-mcp/src/views.js';
import { runCliInProcess } from './helpers/cli.js';
import { buildMcpBin, call, connect } from './helpers/mcp.js';
import { startServer } from './helpers/server.js';

const TOKEN = 'tok-Secr3t+/value=42';
/** A pattern that backtracks exponentially in JavaScript's RegExp on a line of a's that does not end the match. */
const EVIL = '(a+)+$';
const EVIL_LINE = `${'a'.repeat(30)}!`;

/** A fake TeamCity whose build 1 has this log and these artifacts, for TOKEN. */
const teamCityWithBuild = (log: string[], artifacts: Record<string, string>) =>
  startFakeTeamCity({
    users: [{ username: 'admin', password: 'admin-pass', token: TOKEN }],
    seed: {
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'P_Build', projectId: 'P' }],
      builds: [{ id: 1, buildTypeId: 'P_Build', number: '1' }],
      buildLogs: { '1': log },
      artifacts: { '1': artifacts },
    },
  });

/** Milliseconds `work` took. */
async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work;
  return [value, performance.now() - start];
}

describe("an agent's pattern never blocks the server", () => {
  let tc: FakeTeamCity;
  beforeAll(async () => {
    tc = await teamCityWithBuild(['start', EVIL_LINE, 'aaa', 'done'], { [EVIL_LINE]: 'x', aaa: 'y' });
  });
  afterAll(() => tc?.close());

  it('matches (a+)+$ in linear time over HTTP, while a ping from another user is answered at once', async () => {
    const bin = await buildMcpBin();
    const child = spawn(process.execPath, [bin, '--http', '--port', '0'], {
      env: { TEAMCITY_URL: tc.url, PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let said = '';
        child.stderr.on('data', (d: Buffer) => {
          said += d.toString();
          const at = / at (http:\S+)/.exec(said)?.[1];
          if (at) resolve(at);
        });
        child.once('exit', () => reject(new Error(`the server exited: ${said}`)));
      });
      const connectAs = async () => {
        const client = new Client({ name: 'budget-test', version: '1' });
        await client.connect(
          new StreamableHTTPClientTransport(new URL(url), {
            requestInit: { headers: { authorization: `Bearer ${TOKEN}` } },
          }),
        );
        return client;
      };
      const [agent, other] = await Promise.all([connectAs(), connectAs()]);
      const calls = Promise.all([
        timed(call(agent, 'teamcity_build_log', { build: 1, pattern: EVIL, context: 0 })),
        timed(call(agent, 'teamcity_list_artifacts', { build: 1, pattern: EVIL })),
      ]);
      // Pings while the patterns run: each answered promptly (one ping at a time, each given at most 3 s).
      const pings: number[] = [];
      for (let i = 0; i < 10; i++) {
        const [, ms] = await timed(other.ping({ timeout: 3000 }));
        pings.push(ms);
      }
      const [[log, logMs], [list, listMs]] = await calls;
      expect(Math.max(...pings)).toBeLessThan(1000);
      expect(Math.max(logMs, listMs)).toBeLessThan(3000);
      // The pattern ran: the line it matches is found, the one that would backtrack is not.
      expect(log.isError).toBe(false);
      expect(log.data).toMatchObject({ matches: 1, lines: [{ line: 3, text: 'aaa', match: true }] });
      expect((list.data.artifacts as { path: string }[]).map((a) => a.path)).toEqual(['aaa']);
      await Promise.all([agent.close(), other.close()]);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('refuses a pattern RE2 cannot compile with a typed error, before anything is sent', async () => {
    const client = await connect(tc, { auth: { token: TOKEN } });
    try {
      for (const [tool, pattern] of [
        ['teamcity_build_log', '(a)\\1'],
        ['teamcity_list_artifacts', 'a(?=b)'],
      ] as const) {
        const before = tc.requests.length;
        const bad = await call(client, tool, { build: '#1', pattern });
        expect(bad.isError).toBe(true);
        expect(bad.text).toMatch(
          /^TeamCityPatternError: pattern: ".*" is not a pattern RE2 compiles: .*backreferences/,
        );
        expect(tc.requests.length).toBe(before);
      }
    } finally {
      await client.close();
    }
  });

  it('the tasks run a string pattern in RE2 and a RegExp in JavaScript, as documented', async () => {
    const sdk = createClient({ baseUrl: tc.url, auth: { token: TOKEN } });
    const [grep, ms] = await timed(grepBuildLog(sdk, 1, EVIL, { context: 0 }));
    expect(ms).toBeLessThan(2000);
    expect(grep.lines).toEqual([{ line: 3, text: 'aaa', match: true }]);
    // Lookaround is JavaScript's: RE2 has none.
    const js = await grepBuildLog(sdk, 1, /^(?=d)do/, { context: 0 });
    expect(js.lines).toEqual([{ line: 4, text: 'done', match: true }]);
    expect((await listArtifacts(sdk, 1, { pattern: '(?i)^A+$' })).map((a) => a.path)).toEqual(['aaa']);
    const refused = await grepBuildLog(sdk, 1, '(a)\\1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TeamCityPatternError);
    expect(refused).toMatchObject({ pattern: '(a)\\1' });
  });

  it("the CLI's --grep (a+)+$ finishes at once; one RE2 refuses is a usage error", async () => {
    const env = { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: TOKEN };
    const [grep, ms] = await timed(runCliInProcess(['log', '1', '--grep', EVIL], { env, timeoutMs: 10_000 }));
    expect([grep.code, grep.stdout]).toEqual([0, '3:aaa\n']);
    expect(ms).toBeLessThan(5000);
    const bad = await runCliInProcess(['log', '1', '--grep', '(a)\\1'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--grep: "(a)\\\\1" is not a pattern RE2 compiles');
  });
});

/** A TeamCity on 127.0.0.1 that answers JSON from `json` by path and streams text for anything else. */
function teamCity(json: (path: string) => unknown, text: (res: ServerResponse, path: string) => void) {
  return startServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const body = json(path);
    if (body === undefined) return text(res, path);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
}

/** `count` keys of 199-character strings: more than any view holds, each too short to be cut. */
const junk = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra${i}`, 'j'.repeat(199)]));

describe('every answer within its budget, whatever TeamCity sends', () => {
  const within = (a: { data: Record<string, unknown>; text: string }, budget = DEFAULT_BUDGET) => {
    expect(JSON.stringify(a.data).length).toBeLessThanOrEqual(budget);
    expect(a.text.length).toBeLessThanOrEqual(budget);
  };

  it("keeps only the view's keys of what TeamCity sends beyond the fields asked for", async () => {
    const build = { id: 1, number: '1', buildTypeId: 'P_Build', state: 'finished', status: 'FAILURE', ...junk(1000) };
    const server = await teamCity(
      (path) =>
        path.endsWith('/builds/id:1')
          ? build
          : path.includes('problemOccurrences')
            ? { problemOccurrence: [{ type: 'TC_EXIT_CODE', ...junk(100) }] }
            : path.includes('testOccurrences')
              ? { testOccurrence: [{ name: 'a.Test', status: 'FAILURE', ...junk(100) }] }
              : undefined,
      (res) => res.end('error: boom\n'),
    );
    const client = await connect(server, { auth: { token: TOKEN } });
    try {
      const got = await call(client, 'teamcity_get_build', { build: 1 });
      const explained = await call(client, 'teamcity_explain_failure', { build: 1 });
      for (const a of [got, explained]) {
        expect(a.isError).toBe(false);
        within(a);
      }
      expect(Object.keys(got.data)).toEqual(Object.keys(buildView.shape).filter((k) => k in build));
      expect(Object.keys(explained.data.build as object)).toEqual(Object.keys(got.data));
      expect(Object.keys((explained.data.problems as object[])[0]!)).toEqual(['type']);
      expect(Object.keys((explained.data.failedTests as object[])[0]!)).toEqual(['name', 'status']);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('fits teamcity_api_call answers of any shape: many keys, a huge key, many short strings', async () => {
    const answers: Record<string, unknown> = {
      manyKeys: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])),
      hugeKey: { ['k'.repeat(1_000_000)]: 1 },
      shortStrings: { items: Array.from({ length: 1000 }, () => 's'.repeat(199)) },
      nested: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, junk(5)])),
    };
    const server = await teamCity(
      (path) => answers[path.split('/').pop()!.replace(/^id:/, '')],
      (res) => res.end(),
    );
    const client = await connect(server, { auth: { token: TOKEN } });
    try {
      for (const name of Object.keys(answers)) {
        const a = await call(client, 'teamcity_api_call', {
          operation: 'builds.serve_build',
          inputs: { buildLocator: `id:${name}` },
        });
        expect([name, a.isError]).toEqual([name, false]);
        within(a);
        expect(a.data.truncated).toMatch(/^Cut to fit 20000 characters \(result/);
      }
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('fit keeps both forms of any JSON answer within the budget (property)', () => {
    const render = (d: { result?: unknown; truncated?: string }) =>
      [JSON.stringify(d.result ?? 'done'), ...(d.truncated ? [d.truncated] : [])].join('\n');
    const big = fc.oneof(
      fc.jsonValue({ maxDepth: 6 }),
      fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 300 }),
      fc.dictionary(fc.string({ maxLength: 600 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 200 }),
    );
    fc.assert(
      fc.property(
        big,
        fc.dictionary(fc.string({ maxLength: 50 }), big, { maxKeys: 5 }),
        fc.integer({ min: 300, max: 6000 }),
        (result, root, budget) => {
          for (const answer of [{ operation: 'x', kind: 'model', result }, root]) {
            const { data, text } = fit(answer, render, budget, 'Ask for less.');
            expect(JSON.stringify(data).length).toBeLessThanOrEqual(budget);
            expect(text.length).toBeLessThanOrEqual(budget);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** Every form the redactor blanks out, as a file or a log line would hold it. */
const FORMS: [string, string][] = [
  ['plain', TOKEN],
  ['percent', encodeURIComponent(TOKEN)],
  ['base64', Buffer.from(TOKEN).toString('base64').replace(/=+$/, '')],
  ['hex', Buffer.from(TOKEN).toString('hex')],
];
/** A piece of the secret long enough to tell: every 4 characters of a form. */
const pieces = (form: string) => Array.from({ length: form.length - 3 }, (_, i) => form.slice(i, i + 4).toLowerCase());
const showsPiece = (text: string, form: string) => pieces(form).find((p) => text.toLowerCase().includes(p));

describe('no part of a secret across a cut', () => {
  const PAD = 40;
  const dots = '.'.repeat(PAD);
  let tc: FakeTeamCity;
  beforeAll(async () => {
    tc = await teamCityWithBuild(
      // Each form with every cut of a 500-character line falling inside it.
      FORMS.flatMap(([, form]) =>
        Array.from({ length: form.length - 1 }, (_, k) => `${'.'.repeat(500 - k - 1)}${form}${'.'.repeat(20)}`),
      ),
      Object.fromEntries(FORMS.map(([name, form]) => [`${name}.txt`, `${dots}${form}\n${dots}`])),
    );
  });
  afterAll(() => tc?.close());

  it('teamcity_read_artifact never splits a secret between two reads, nor starts a read inside one', async () => {
    const client = await connect(tc, { auth: { token: TOKEN } });
    // The base64 form's last character holds bits of what follows it: it is no part of the secret alone.
    const whole = new RegExp(`^\\.{${PAD}}\\*\\*\\*\\w?\\n\\.{${PAD}}$`);
    try {
      for (const [name, form] of FORMS) {
        const path = `${name}.txt`;
        const read = (offset: number, maxBytes: number) =>
          call(client, 'teamcity_read_artifact', { build: 1, path, offset, maxBytes });
        await Promise.all(
          Array.from({ length: form.length - 1 }, async (_, i) => {
            const cut = PAD + i + 1;
            const first = await read(0, cut);
            const next = await read(first.data.nextOffset as number, 1000);
            const inside = await read(cut, 1000);
            for (const shown of [first.text, next.text, inside.text, `${first.data.text}${next.data.text}`])
              expect([name, cut, showsPiece(shown, form)]).toEqual([name, cut, undefined]);
            // Reading on from nextOffset gets the rest of the file, the secret blanked out whole.
            expect([first.data.nextOffset, next.data.nextOffset]).toEqual([expect.any(Number), undefined]);
            expect(`${first.data.text}${next.data.text}`).toMatch(whole);
          }),
        );
      }
    } finally {
      await client.close();
    }
  });

  it("teamcity_build_log's 500-character cut of a line never leaves a part of a secret", async () => {
    const client = await connect(tc, { auth: { token: TOKEN }, budget: 1_000_000 });
    try {
      const lines = FORMS.reduce((n, [, form]) => n + form.length - 1, 0);
      const answers = await Promise.all(
        Array.from({ length: Math.ceil(lines / 200) }, (_, i) =>
          call(client, 'teamcity_build_log', { build: 1, fromLine: i * 200 + 1, toLine: i * 200 + 200 }),
        ),
      );
      const shown = answers.flatMap((a) => a.data.lines as { line: number; text: string }[]);
      expect(shown.length).toBe(lines);
      let line = 0;
      for (const [name, form] of FORMS)
        for (let k = 0; k < form.length - 1; k++) {
          const { text } = shown[line++]!;
          expect([name, k, showsPiece(text, form)]).toEqual([name, k, undefined]);
          expect(text).toMatch(/ …\(\d+ chars\)$/);
        }
    } finally {
      await client.close();
    }
  });
});

describe('bounded artifact reads', () => {
  it('reads no more than asked of a body that never ends, whatever the metadata said', async () => {
    let written = 0;
    const server = await teamCity(
      (path) => (path.includes('/artifacts/metadata/') ? { name: 'endless.txt', size: 100 } : undefined),
      (res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        // Until the client goes away, or 256 MiB at most.
        const more = () => {
          while (!res.destroyed && written < 256 * 1024 * 1024) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
      },
    );
    const client = await connect(server, { auth: { token: TOKEN } });
    try {
      const [read, ms] = await timed(call(client, 'teamcity_read_artifact', { build: 1, path: 'endless.txt' }));
      expect(read.isError).toBe(false);
      expect(read.data).toMatchObject({ size: 100, text: 'x'.repeat(100), binary: false });
      expect(ms).toBeLessThan(2000);
      expect(written).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
