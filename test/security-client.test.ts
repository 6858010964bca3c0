// The client object keeps its secrets (issue 20), over real HTTP on 127.0.0.1: every object the package hands out
// (client, transport, each area namespace, errors, hook payloads, paginate iterators, file answers) is shown by
// util.inspect, console.log, JSON.stringify and property walks without a credential in any encoding, and the client
// and the transport show a summary instead: the server's URL and the kind of auth.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTransport, paginate, type ClientOptions, type Hooks } from '../generated/src/index.js';
import { serveAllBuilds } from '../generated/src/areas/builds.js';
import { failure, useServer } from './helpers/faults.js';
import { startServer, type Handler } from './helpers/server.js';

const server = useServer();
const username = 'ann';
const password = 'pa ss:w/ö+rd';
const token = 'tok+en/secret=1';
const csrfToken = 'csrf-secret-value';
const session = 'sess-secret-cookie';
const apiKey = 'api-key-secret';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
/** Every secret, in every encoding a log line or a walk could hold it in. */
const forms = [password, token, `${username}:${password}`, csrfToken, session, apiKey].flatMap((s) => [
  s,
  encodeURIComponent(s),
  new URLSearchParams({ s }).toString().slice(2),
  JSON.stringify(s).slice(1, -1),
  b64(s),
  b64url(s),
]);

/**
 * Every string a walk of an object's own properties (names, symbols, non-enumerable ones) and of its class's prototype
 * reaches, bounded.
 */
function walk(root: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const queue = [root];
  while (queue.length && seen.size < 20_000) {
    const v = queue.shift();
    if (typeof v === 'string') out.push(v);
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) continue;
    seen.add(v);
    for (const key of Reflect.ownKeys(v)) {
      out.push(String(key));
      // Getters are left to util.inspect's `getters: true`, which calls them on the object they belong to.
      queue.push(Object.getOwnPropertyDescriptor(v, key)!.value);
    }
    // What an object of the package inherits: its class's methods and getters (not those of built-ins).
    const proto: unknown = Object.getPrototypeOf(v);
    const made = (proto as { constructor?: unknown } | null)?.constructor;
    if (typeof made === 'function' && !/\[native code\]/.test(Function.prototype.toString.call(made)))
      queue.push(proto);
  }
  return out;
}

/** What util.inspect (as console.log calls it, and fully), JSON.stringify, String() and a walk show of a value. */
function shown(value: unknown): string {
  const parts = [
    inspect(value),
    inspect(value, { depth: Infinity, showHidden: true, getters: true }),
    JSON.stringify(value) ?? '',
    ...walk(value),
  ];
  try {
    parts.push(String(value));
  } catch {
    // an object without a string form
  }
  return parts.join('\n');
}

function expectNoSecret(what: string, value: unknown) {
  const text = shown(value);
  for (const form of forms) expect(text.includes(form), `${what} shows ${form}`).toBe(false);
}

/**
 * TeamCity, echoing what it gets: the CSRF token and a session cookie; a file with the session cookie and the
 * Authorization header in its response headers; pages of builds; 500s that echo the credentials in every form.
 */
const teamcity: Handler = (req, res) => {
  const auth = req.headers.authorization ?? '';
  const echo = {
    'set-cookie': `TCSESSIONID=${session}; Path=/`,
    'x-echo': auth,
    'x-api-key-echo': String(req.headers['x-api-key']),
  };
  if (req.url.startsWith('/authenticationTest.html')) return void res.writeHead(200, echo).end(csrfToken);
  // Never answers: for a timeout (the server closes the connection when the test file ends).
  if (req.url.startsWith('/app/rest/server')) return;
  if (req.url.includes('/artifacts/'))
    return void res.writeHead(200, { ...echo, 'content-type': 'application/octet-stream' }).end('bytes');
  if (req.url.startsWith('/app/rest/builds?')) {
    const start = Number(/start:(\d+)/.exec(decodeURIComponent(req.url))?.[1] ?? 0);
    const page = {
      count: 2,
      build: [{ id: start }, { id: start + 1 }],
      ...(start < 4 && { nextHref: `/app/rest/builds?locator=count:2,start:${start + 2}` }),
    };
    return void res.writeHead(200, { ...echo, 'content-type': 'application/json' }).end(JSON.stringify(page));
  }
  // The credential the request carried, as the server can read it: the token, or the Basic pair and its password.
  const [scheme, value = ''] = auth.split(' ');
  const pair = Buffer.from(value, 'base64').toString();
  const secret = scheme === 'Basic' ? pair.slice(pair.indexOf(':') + 1) : value;
  const said = [auth, value, pair, secret, encodeURIComponent(secret), b64(secret)];
  res
    .writeHead(500, { ...echo, 'content-type': 'application/json' })
    .end(JSON.stringify({ errors: [{ message: said.join(' | ') }] }));
};

const authForms = [
  ['token', { token }],
  ['basic', { username, password }],
] as const;

describe('the client object keeps its secrets', () => {
  beforeAll(() => server.use(teamcity));

  const options = (auth: ClientOptions['auth'], hooks?: Hooks): ClientOptions => ({
    baseUrl: server.url,
    auth,
    hooks,
    retry: false,
    headers: { 'X-Api-Key': apiKey },
  });

  it.each(authForms)(
    'with %s auth, every object handed out shows none of them, in any encoding',
    async (_kind, auth) => {
      const payloads: unknown[] = [];
      const hooks: Hooks = {
        onRequest: (r) => void payloads.push(r),
        onResponse: (res, r) => void payloads.push(res, r),
        onError: (e, r) => void payloads.push(e, r),
      };
      const tc = createClient(options(auth, hooks));
      const transport = createTransport(options(auth, hooks));
      const objects: [string, unknown][] = [
        ['the client', tc],
        ['the transport', transport],
        ['a spread copy of the client', { ...tc }],
      ];
      for (const area of Object.keys(tc))
        objects.push([`the ${area} namespace`, (tc as unknown as Record<string, unknown>)[area]]);

      const pages = paginate(tc, serveAllBuilds, { locator: 'count:2' });
      objects.push(['a paginate iterator before its first page', pages]);
      const first = await pages.next();
      objects.push(['a paginate iterator in the middle', pages], ['a page item', first]);
      for await (const build of pages) objects.push(['a page item', build]);
      objects.push(['a paginate iterator at its end', pages]);

      const file = await tc.builds.getContent({ buildLocator: 'id:1', path: 'app.bin' });
      objects.push(['a FileResponse', file], ["a FileResponse's headers", file.headers]);
      expect(await file.text()).toBe('bytes');

      objects.push(['an API error', await failure(tc.users.serveUsers())]);
      objects.push(['an API error of a write', await failure(tc.users.createUser({ body: { username: 'x' } }))]);
      objects.push(['an input error', await failure(tc.users.serveUsers({ nope: 1 } as never))]);
      objects.push([
        'a timeout error',
        await failure(createClient({ ...options(auth), timeoutMs: 50 }).server.serveServerInfo()),
      ]);
      const closed = await startServer(() => {});
      await closed.close();
      objects.push([
        'a network error',
        await failure(createClient({ ...options(auth), baseUrl: closed.url }).users.serveUsers()),
      ]);
      objects.push(...payloads.map((p): [string, unknown] => ['a hook payload', p]));

      // The client did hold and send them: the checks below are not vacuous.
      const sent = server.requests.map((r) => r.headers.authorization);
      expect(sent).toContain('token' in auth ? `Bearer ${token}` : `Basic ${b64(`${username}:${password}`)}`);
      if ('password' in auth)
        expect(server.requests.some((r) => r.headers['x-tc-csrf-token'] === csrfToken)).toBe(true);
      expect(payloads.length).toBeGreaterThan(5);

      for (const [what, value] of objects) expectNoSecret(what, value);
    },
  );

  it('a FileResponse shows the session cookie and echoed credentials of its answer as ***', async () => {
    const tc = createClient(options({ username, password }));
    const file = await tc.builds.getContent({ buildLocator: 'id:1', path: 'app.bin' });
    expect(file.headers.get('set-cookie')).toBe('***');
    expect(file.headers.get('x-echo')).toBe('Basic ***');
    expect(file.headers.get('x-api-key-echo')).toBe('***');
    expect(file.contentType).toBe('application/octet-stream');
    await file.body?.cancel();
  });
});

describe('the client and the transport show a summary: the server URL and the kind of auth', () => {
  it.each([
    ['token', { token }],
    ['basic', { username, password }],
    ['guest', { guest: true }],
    ['none', undefined],
  ] as const)('%s', async (kind, auth) => {
    server.use(teamcity);
    const summary = { baseUrl: `${server.url}/tc`, auth: kind };
    for (const object of [
      createClient({ baseUrl: `${server.url}/tc/`, auth }),
      createTransport({ baseUrl: `${server.url}/tc`, auth }),
    ]) {
      expect(JSON.parse(JSON.stringify(object))).toEqual(summary);
      expect(inspect(object)).toBe(inspect(summary));
      expect(inspect(object, { showHidden: true, depth: Infinity })).toBe(
        inspect(summary, { showHidden: true, depth: Infinity }),
      );
      expect(`${JSON.stringify({ client: object })}`).toBe(JSON.stringify({ client: summary }));
    }
    // A transport's own properties are its summary and nothing else; a client's, the summary and its namespaces.
    const transport = createTransport({ baseUrl: server.url, auth });
    expect(Reflect.ownKeys(transport)).toEqual(['baseUrl', 'auth']);
    const tc = createClient({ baseUrl: server.url, auth });
    const { baseUrl, auth: shown, ...namespaces } = tc;
    expect({ baseUrl, auth: shown }).toEqual({ baseUrl: server.url, auth: kind });
    expect(Object.keys(namespaces)).toContain('builds');
    for (const value of Object.values(namespaces))
      expect(Object.values(value as object).every((f) => typeof f === 'function')).toBe(true);
    // And it works: the summary is not all there is.
    await tc.builds.getContent({ buildLocator: 'id:1', path: 'a' }).then((f) => f.text());
    expect(server.requests.at(-1)!.url).toBe(
      kind === 'guest'
        ? '/guestAuth/app/rest/builds/id:1/artifacts/content/a'
        : '/app/rest/builds/id:1/artifacts/content/a',
    );
  });
});

describe('the summary is shown, never used', () => {
  it('writing another URL or auth kind into it sends nothing elsewhere and keeps the credentials', async () => {
    server.use(teamcity);
    const elsewhere = await startServer((_req, res) => void res.writeHead(200).end('{}'));
    try {
      for (const t of [
        createTransport({ baseUrl: server.url, auth: { token } }),
        createClient({ baseUrl: server.url, auth: { token } }),
      ]) {
        Object.assign(t, { baseUrl: elsewhere.url, auth: 'none' });
        await serveAllBuilds(t, { locator: 'count:2' });
      }
      expect(elsewhere.requests).toHaveLength(0);
      expect(server.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('a client whose server is gone still shows no secret', () => {
  let gone: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    gone = await startServer((_req, res) => res.socket?.destroy());
  });
  afterAll(() => gone.close());

  it('in the network error of a reset', async () => {
    const tc = createClient({ baseUrl: gone.url, auth: { username, password }, retry: false, csrf: false });
    const e = await failure(tc.users.serveUsers());
    expect(e).toBeInstanceOf(Error);
    expectNoSecret('a reset', e);
    expectNoSecret('the client', tc);
  });
});
