// The client's transport against the fake TeamCity: retries through its faults, CSRF with Basic auth, paginate
// over its paged builds, and a download resumed with Range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  paginate,
  TeamCityApiError,
  TeamCityAuthenticationError,
  TeamCityResponseError,
  TeamCityTimeoutError,
  type TeamCityError,
} from '../generated/src/index.js';
import { serveAllBuilds } from '../generated/src/areas/builds.js';
import { serveRoots } from '../generated/src/areas/vcsRoots.js';
import { generatedByte, startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    users: [{ username: 'alice', password: 's3cret', token: 'alice-token' }],
    seed: {
      buildTypes: [{ id: 'App_Build' }],
      generatedBuilds: { count: 1_000 },
      artifacts: { '7': { 'big.bin': { size: 1 << 20 } } },
    },
  });
});
afterAll(() => tc.close());
const token = () =>
  createClient({ baseUrl: tc.url, auth: { token: 'alice-token' }, retry: { baseDelayMs: 1, maxDelayMs: 2_000 } });

describe('the transport against the fake TeamCity', () => {
  it('retries a GET through a 503 with Retry-After, and gives up after its retries', async () => {
    tc.inject({ fault: { kind: 'status', status: 503, retryAfter: 0 }, route: 'root.serve_version', times: 2 });
    expect(await token().root.serveVersion()).toMatch(/^2025/);
    tc.inject({ fault: { kind: 'status', status: 503, retryAfter: 0 }, route: 'root.serve_version', times: 3 });
    await expect(token().root.serveVersion()).rejects.toMatchObject({ status: 503 });
  });

  it('retries through a connection reset, but never a POST unless asked', async () => {
    tc.inject({ fault: { kind: 'reset' }, route: 'root.serve_version' });
    expect(await token().root.serveVersion()).toMatch(/^2025/);
    tc.inject({ fault: { kind: 'status', status: 503 }, route: 'projects.create_project' });
    await expect(token().projects.createProject({ body: { name: 'Once' } })).rejects.toBeInstanceOf(TeamCityApiError);
  });

  it('fetches the CSRF token for a Basic-auth write, and sends it', async () => {
    const basic = createClient({ baseUrl: tc.url, auth: { username: 'alice', password: 's3cret' } });
    const project = (await basic.projects.createProject({ body: { name: 'WithCsrf' } })) as { id?: string };
    expect(project.id).toBeTruthy();
    const csrfFetch = tc.requests.filter((r) => r.url.startsWith('/authenticationTest.html'));
    expect(csrfFetch.length).toBeGreaterThan(0);
  });

  it('paginates the builds by nextHref: every build once, in a bounded number of pages', async () => {
    const client = token();
    const seen = new Set<unknown>();
    for await (const build of paginate(
      client,
      serveAllBuilds,
      { locator: 'defaultFilter:false,count:100' },
      { maxPages: 20 },
    )) {
      seen.add((build as { id: number }).id);
    }
    expect(seen.size).toBe(1_000);
  });

  it('follows the empty pages TeamCity sends at its lookup limit, when told to, and stops at them by default', async () => {
    const big = await startFakeTeamCity({ seed: { buildTypes: [{ id: 'B' }], generatedBuilds: { count: 12_000 } } });
    try {
      const client = createClient({ baseUrl: big.url, auth: { token: 'admin-token' } });
      let all = 0;
      for await (const _ of paginate(client, serveAllBuilds, {}, { stopOnEmptyPage: false, maxPages: 500 })) all++;
      expect(all).toBe(12_000);
      let first = 0;
      for await (const _ of paginate(client, serveAllBuilds)) first++;
      expect(first).toBe(5_000);
    } finally {
      await big.close();
    }
  });

  it('pages any collection asked for without a locator: its nextHref carries start and count as query parameters', async () => {
    const roots = await startFakeTeamCity({
      seed: { vcsRoots: Array.from({ length: 250 }, (_, i) => ({ id: `R${i}` })) },
    });
    try {
      const client = createClient({ baseUrl: roots.url, auth: { token: 'admin-token' } });
      const ids = new Set<unknown>();
      for await (const root of paginate(client, serveRoots, {}, { maxPages: 10 })) ids.add((root as { id: string }).id);
      expect(ids.size).toBe(250);
    } finally {
      await roots.close();
    }
  });

  it('resumes a download with a Range request', async () => {
    const client = token();
    const whole = new Uint8Array(
      await (await client.builds.getContentAlias({ buildLocator: '7', path: 'big.bin' })).arrayBuffer(),
    );
    const start = 123_457;
    const rest = await client.builds.getContentAlias({ buildLocator: '7', path: 'big.bin' }, { range: { start } });
    expect(rest.status).toBe(206);
    const tail = new Uint8Array(await rest.arrayBuffer());
    expect(tail.length).toBe(whole.length - start);
    expect([tail[0], tail.at(-1)]).toEqual([generatedByte(start), generatedByte(whole.length - 1)]);
  });

  it('times out a slow answer, and the caller may allow longer', async () => {
    tc.inject({ fault: { kind: 'delay', ms: 400 }, route: 'root.serve_version', times: 2 });
    const client = createClient({ baseUrl: tc.url, auth: { token: 'alice-token' }, retry: false, timeoutMs: 100 });
    await expect(client.root.serveVersion()).rejects.toBeInstanceOf(TeamCityTimeoutError);
    expect(await client.root.serveVersion(undefined, { timeoutMs: 5_000 })).toMatch(/^2025/);
  });

  it('reads a malformed JSON answer as a typed response error', async () => {
    tc.inject({ fault: { kind: 'malformedJson' }, route: 'projects.serve_projects' });
    await expect(token().projects.serveProjects()).rejects.toBeInstanceOf(TeamCityResponseError);
  });

  it('never shows a password, token or CSRF token in errors or hook payloads', async () => {
    const seen: unknown[] = [];
    const hooks = {
      onRequest: (r: unknown) => void seen.push(r),
      onResponse: (_: unknown, r: unknown) => void seen.push(r),
      onError: (e: TeamCityError, r: unknown) => void seen.push(e, r),
    };
    const basic = createClient({
      baseUrl: tc.url,
      auth: { username: 'alice', password: 's3cret' },
      hooks,
      retry: false,
    });
    const bearer = createClient({ baseUrl: tc.url, auth: { token: 'alice-token' }, hooks, retry: false });
    const errors: unknown[] = [];
    await basic.projects.createProject({ body: { name: 'Secretive' } });
    tc.inject({ fault: { kind: 'loginPage' }, route: 'root.serve_version', times: 2 });
    errors.push(await basic.root.serveVersion().catch((e: unknown) => e));
    errors.push(await bearer.root.serveVersion().catch((e: unknown) => e));
    tc.inject({ fault: { kind: 'status', status: 500 }, route: 'projects.create_project' });
    errors.push(await basic.projects.createProject({ body: { name: 'Boom' } }).catch((e: unknown) => e));
    expect(errors[0]).toBeInstanceOf(TeamCityAuthenticationError);
    const csrf = await (
      await fetch(`${tc.url}/authenticationTest.html?csrf`, {
        headers: { authorization: `Basic ${Buffer.from('alice:s3cret').toString('base64')}` },
      })
    ).text();
    expect(csrf.trim().length).toBeGreaterThan(8);
    const shown = JSON.stringify([...errors, ...seen], (_k, v: unknown) =>
      v instanceof Error
        ? { ...v, message: v.message, name: v.name }
        : v instanceof Headers
          ? Object.fromEntries(v as unknown as Iterable<[string, string]>)
          : v,
    );
    for (const secret of ['s3cret', 'alice-token', Buffer.from('alice:s3cret').toString('base64'), csrf.trim()]) {
      expect(shown).not.toContain(secret);
    }
    expect(seen.length).toBeGreaterThan(5);
  });
});
