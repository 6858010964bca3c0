// One redactor (issue 28): the client's errors, the command and the MCP server blank a credential out of what TeamCity
// sends with the runtime's `redactor`, so a form one of them used to know and another did not is blanked by all three.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanDeep, createClient, cutBefore, redactor, TeamCityServerError } from '../generated/src/index.js';
import { secretPattern, sentForms } from '../generated/src/runtime/redact.js';
import { runCliInProcess } from './helpers/cli.js';
import { failure } from './helpers/faults.js';
import { call, connect, TOKEN } from './helpers/mcp.js';
import { startServer } from './helpers/server.js';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const urlSafe = (b: string) => b.replace(/\+/g, '-').replace(/\//g, '_');

/**
 * The characters of `secret`'s base64 inside a longer base64 text, where it starts `pad` bytes in (0 to 2): those of
 * the secret's bits alone, the ones that mix in a neighbour's bits left out.
 */
function base64Inside(secret: string, pad: number): string {
  const bytes = Buffer.from(secret);
  const b = b64(Buffer.concat([Buffer.alloc(pad, 'x'), bytes, Buffer.from('yz')]));
  return b.slice(Math.ceil((pad * 4) / 3), Math.floor(((pad + bytes.length) * 8) / 6));
}

/** Every form of a secret a server may echo, each as a server writes it. */
const formsOf = (secret: string): [string, string][] => [
  ['as given', secret],
  ['percent', encodeURIComponent(secret)],
  ['percent, lower case', encodeURIComponent(secret).toLowerCase()],
  ['form-encoded', new URLSearchParams({ s: secret }).toString().slice(2)],
  ['hex', Buffer.from(secret).toString('hex').toUpperCase()],
  ['JSON', JSON.stringify(secret).slice(1, -1)],
  // Every UTF-16 unit escaped, as Python's json.dumps writes what is not ASCII.
  ['JSON, all escaped', secret.replace(/[^]/g, (u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`)],
  ['base64', b64(Buffer.from(secret))],
  ...[0, 1, 2].flatMap((pad): [string, string][] => [
    [`base64 at offset ${pad}`, base64Inside(secret, pad)],
    [`base64url at offset ${pad}`, urlSafe(base64Inside(secret, pad))],
  ]),
];

/** Pieces of a form long enough to tell: every 6 characters of it, lower-cased. */
const pieces = (form: string) =>
  Array.from({ length: Math.max(1, form.length - 5) }, (_, i) => form.slice(i, i + 6).toLowerCase());
const leaked = (text: string, forms: [string, string][]) =>
  forms.filter(([, form]) => pieces(form).some((p) => text.toLowerCase().includes(p))).map(([name]) => name);

describe('the client, the command and the MCP server blank a credential out with the one redactor', () => {
  // A header value with a tab: JSON writes it `\t`, a form only the MCP server's redactor used to know.
  const KEY = 'proxy-key\twith-tab';
  const keyJson = JSON.stringify(KEY).slice(1, -1);
  const forms = formsOf(TOKEN);
  // Base64 inside a longer base64 text (a docker config's `user:token`) is how builds relay a secret, not how a server
  // echoes what the client sent: the client's own errors leave that to the redactor of relayed text (redactor.ts).
  const relayed = forms.filter(([name]) => /offset [12]/.test(name));
  const sent = forms.filter((f) => !relayed.includes(f)).concat([['JSON with a tab', keyJson]]);
  const body = [...forms, ['JSON with a tab', keyJson]].map(([name, form]) => `${name}: ${form}`).join(' / ');
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer((_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end(body));
  });
  afterAll(() => server?.close());

  it('holds every form in what the server sends: the checks below are not vacuous', () => {
    expect(leaked(body, [...sent, ...relayed])).toEqual([...sent, ...relayed].map(([name]) => name));
  });

  it("in the client's error: message, body, stack and JSON, every form of what it sent", async () => {
    const tc = createClient({
      baseUrl: server.url,
      auth: { token: TOKEN },
      headers: { 'x-api-key': KEY },
      retry: false,
    });
    const e = await failure<TeamCityServerError>(tc.builds.serveBuild({ buildLocator: 'id:1' }));
    expect(e).toBeInstanceOf(TeamCityServerError);
    expect(e.message).toContain('as given: ***');
    expect(leaked([e.message, e.body, e.stack, JSON.stringify(e)].join('\n'), sent)).toEqual([]);
  });

  it("in the command's error on stderr, every form", async () => {
    const r = await runCliInProcess(['builds', 'serve-build', '--build-locator', 'id:1', '--retries', '0'], {
      env: { TEAMCITY_URL: server.url, TEAMCITY_TOKEN: TOKEN, TEAMCITY_HEADER_X_API_KEY: KEY },
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('as given: ***');
    expect(leaked(r.stdout + r.stderr, [...sent, ...relayed])).toEqual([]);
  });

  it("in the MCP server's tool result, every form", async () => {
    const client = await connect(server, { client: { headers: { 'x-api-key': KEY } } });
    try {
      const answer = await call(client, 'teamcity_get_build', { build: 1 });
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain('as given: ***');
      expect(leaked(JSON.stringify(answer.raw), [...sent, ...relayed])).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe('redactor', () => {
  it('cleans a value a server sent, keys and strings, at any depth it is sent (cleanDeep, for tasks and MCP alike)', () => {
    const secret = 's3cr3t-token-value';
    const clean = redactor([secret]);
    let deep: unknown = { [secret]: [secret, 1, true, null] };
    for (let i = 0; i < 200; i++) deep = { level: deep, list: [i] };
    const text = JSON.stringify(cleanDeep(deep, clean));
    expect(text).not.toContain(secret);
    expect(text).toContain('***');
    // Shallow values keep their shape; numbers, booleans and null pass as they are.
    expect(cleanDeep({ a: [secret, 2, false, null] }, clean)).toEqual({ a: ['***', 2, false, null] });
  });

  // Texts of 4 to 24 characters that every encoding writes differently: base64's `+`, `/` and `=`, a space, JSON's
  // escapes, UTF-8 of two, three and four bytes.
  const secret = fc.string({
    unit: fc.constantFrom(...['a', 'Z', '-', '_', '+', '/', '=', ' ', '"', '\\', '\t', '%', '~', ':', 'é', '€', '😀']),
    minLength: 4,
    maxLength: 24,
  });

  it('blanks each form whole, and no match is longer than `longest` (what a cut reads past itself)', () => {
    fc.assert(
      fc.property(secret, (s) => {
        const redact = redactor([s]);
        for (const [name, form] of formsOf(s)) {
          const text = `<${form}>`;
          const spans = redact.spans(text);
          expect([name, redact(text).replace(/^<|>$/g, '')]).toEqual([
            name,
            expect.stringMatching(/^\W?\*\*\*\w{0,2}$/),
          ]);
          for (const [start, end] of spans)
            expect(Buffer.byteLength(text.slice(start, end))).toBeLessThanOrEqual(redact.longest);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('stays linear on text that nearly holds a secret, again and again', () => {
    const s = 'a1b2c3d4e5f6g7h8i9j0k1l2';
    const redact = redactor([s]);
    const start = performance.now();
    expect(redact(`${s.slice(0, -1)}!`.repeat(200))).not.toContain('***');
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('reads a list that grows: a secret added later is blanked from then on', () => {
    const secrets = ['first-secret'];
    const redact = redactor(secrets);
    expect(redact('first-secret second-secret')).toBe('*** second-secret');
    const before = redact.longest;
    secrets.push('second-secret-longer');
    expect(redact('first-secret second-secret-longer')).toBe('*** ***');
    expect(redact.longest).toBeGreaterThan(before);
  });

  it('cuts before a secret a cut would split, or after it when it starts the part', () => {
    const redact = redactor([TOKEN]);
    const text = `ab ${b64(Buffer.from(TOKEN))} cd`;
    const [[start, end]] = redact.spans(text) as [[number, number]];
    expect(cutBefore(redact, text, start + 2)).toBe(start);
    expect(cutBefore(redact, text, start + 2, start)).toBe(end);
    expect(cutBefore(redact, text, end + 1)).toBe(end + 1);
  });
});

describe('redaction runs in time linear in the text, whatever the secret and the text (server text is untrusted)', () => {
  /** The forms the client (`sentForms`) and the redactor of relayed text (base64 at each offset) redact a secret in. */
  const formsToRedact = (secret: string) => [
    ...sentForms(secret),
    ...[0, 1, 2].map((pad) => base64Inside(secret, pad)),
  ];

  /**
   * How many matches `secretPattern` finds in each text, counted in a worker thread that is stopped after `ms`: a
   * pattern that backtracks exponentially would hold the test's own thread for hours, out of reach of any timeout.
   */
  async function countWithin(ms: number, cases: { forms: string[]; text: string }[]) {
    const patterns = cases.map(({ forms, text }) => {
      const { source, flags } = secretPattern(forms);
      return { source, flags, text };
    });
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.once('message', (cases) => parentPort.postMessage(
         cases.map(({ source, flags, text }) => text.match(new RegExp(source, flags))?.length ?? 0)));`,
      { eval: true },
    );
    let timer: NodeJS.Timeout | undefined;
    try {
      // The clock starts once the worker runs, so its start-up on a busy machine is not counted.
      await once(worker, 'online');
      const timeout = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms)));
      const counted = once(worker, 'message').then(([counts]) => counts as number[]);
      worker.postMessage(patterns);
      return await Promise.race([counted, timeout]);
    } finally {
      clearTimeout(timer);
      await worker.terminate();
    }
  }

  /** About 100 kB of near misses of `secret`, with the secret in each of its forms planted among them now and then. */
  function hostile(secret: string, nearMiss: string) {
    const planted = formsOf(secret).map(([, form]) => form);
    const units = Math.ceil(100_000 / nearMiss.length);
    const parts = Array.from({ length: units }, (_, i) =>
      i % 50 === 49 ? `${nearMiss} ${planted[Math.floor(i / 50) % planted.length]} ` : nearMiss,
    );
    return { text: parts.join(''), planted: Math.floor(units / 50) };
  }

  // Each secret has characters that an encoding writes with the character itself or with another character's
  // encoding: `3` is hex `33`, `%` is `%25`, `\` is JSON `\\`, base64 padding may be left out. The near miss is
  // a run that a mix of those ways nearly matches, failing at its end.
  it.each([
    ['3'.repeat(20) + 'x', '3'.repeat(40) + '!'],
    ['%'.repeat(20) + 'x', '%25'.repeat(20) + '!'],
    ['\\'.repeat(20) + 'x', '\\'.repeat(40) + '!'],
    ['\\u00'.repeat(5) + 'x', '\\u005cu005c'.repeat(5) + '!'],
    ['x' + '='.repeat(20) + 'y', 'x' + '='.repeat(20) + '!'],
    ['a'.repeat(20) + 'x', 'a'.repeat(20) + '%61'.repeat(20) + '!'],
  ])('secret %j against 100 kB of near misses: under 2 s, every planted form found', async (secret, nearMiss) => {
    const { text, planted } = hostile(secret, nearMiss);
    expect(text.length).toBeGreaterThanOrEqual(100_000);
    expect(await countWithin(2000, [{ forms: formsToRedact(secret), text }])).toEqual([planted]);
  });

  // 40 patterns compiled and run: about 0.7 s on an idle machine, so its budget leaves room for a loaded one; a
  // backtracking pattern would take minutes.
  it('any secret made of runs of such characters, against its runs each written one way: under 10 s in all', async () => {
    const ways = (c: string) => [
      c,
      encodeURIComponent(c),
      Buffer.from(c).toString('hex'),
      JSON.stringify(c).slice(1, -1),
    ];
    // A run of one character, as in the secret and as a server writes it in one of its ways.
    const run = fc
      .tuple(fc.constantFrom('3', '%', '\\', '=', 'a'), fc.integer({ min: 1, max: 24 }))
      .chain(([c, n]) => fc.constantFrom(...ways(c)).map((way) => [c.repeat(n), way.repeat(n)] as const));
    // The secret ends in `x`; the text is its runs up to there, then `!`, on each of 20 lines: near misses only.
    const cases = fc.sample(
      fc.array(run, { minLength: 1, maxLength: 4 }).map((runs) => ({
        forms: formsToRedact(runs.map(([secret]) => secret).join('') + 'x'),
        text: `${runs.map(([, written]) => written).join('')}!\n`.repeat(20),
      })),
      { numRuns: 40, seed: 28 },
    );
    expect(await countWithin(10_000, cases)).toEqual(cases.map(() => 0));
  });
});
