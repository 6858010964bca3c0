// Faults the fake TeamCity plays for tests, seen through the generated client over real HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  TeamCityApiError,
  TeamCityNetworkError,
  TeamCityResponseError,
  type TeamCityClient,
} from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
let client: TeamCityClient;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      buildTypes: [{ id: 'B' }],
      builds: [{ id: 1, buildTypeId: 'B' }],
      artifacts: { '1': { 'a.bin': { size: 1 << 20 } } },
    },
  });
  // Retries off: each fault must show as the error it is (test/fake-server-client.test.ts retries through them).
  client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' }, retry: false });
});
afterAll(() => tc.close());
afterEach(() => tc.clearFaults());

const version = () => client.root.serveVersion();

describe('faults', () => {
  it('resets the connection', async () => {
    tc.inject({ fault: { kind: 'reset' }, route: 'root.serve_version' });
    await expect(version()).rejects.toBeInstanceOf(TeamCityNetworkError);
    expect(await version()).toMatch(/^2025/);
  });

  it('truncates a body below its Content-Length, for JSON and for streamed files', async () => {
    tc.inject({ fault: { kind: 'truncate' }, route: 'projects.serve_projects' });
    await expect(client.projects.serveProjects({})).rejects.toThrow();
    tc.inject({ fault: { kind: 'truncate', bytes: 1000 }, route: /\/artifacts\/files\// });
    const file = await client.builds.getContentAlias({ buildLocator: '1', path: 'a.bin' });
    expect(file.headers.get('content-length')).toBe(String(1 << 20));
    await expect(file.arrayBuffer()).rejects.toThrow();
  });

  it('sends malformed JSON with a 200', async () => {
    tc.inject({ fault: { kind: 'malformedJson' }, method: 'GET', route: 'projects.serve_projects' });
    await expect(client.projects.serveProjects({})).rejects.toBeInstanceOf(TeamCityResponseError);
  });

  it('sends an HTML login page with 401', async () => {
    tc.inject({ fault: { kind: 'loginPage' } });
    const error = (await version().catch((e: unknown) => e)) as TeamCityApiError;
    expect(error).toBeInstanceOf(TeamCityApiError);
    expect([error.status, error.headers.get('content-type')]).toEqual([401, 'text/html;charset=UTF-8']);
    expect(error.body).toContain('<title>Log in to TeamCity');
  });

  it('answers 503 and 429 with Retry-After, for the given number of requests only', async () => {
    tc.inject({ fault: { kind: 'status', status: 503, retryAfter: 2 }, times: 2 });
    for (let i = 0; i < 2; i++) {
      const error = (await version().catch((e: unknown) => e)) as TeamCityApiError;
      expect([error.status, error.headers.get('retry-after')]).toEqual([503, '2']);
    }
    expect(await version()).toMatch(/^2025/);
    tc.inject({ fault: { kind: 'status', status: 429, retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' } });
    const limited = (await version().catch((e: unknown) => e)) as TeamCityApiError;
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, 'Wed, 21 Oct 2026 07:28:00 GMT']);
  });

  it('answers late by the given delay', async () => {
    tc.inject({ fault: { kind: 'delay', ms: 150 } });
    const started = performance.now();
    expect(await version()).toMatch(/^2025/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('hits only matching methods and routes', async () => {
    tc.inject({ fault: { kind: 'status', status: 500 }, method: 'POST' });
    tc.inject({ fault: { kind: 'status', status: 502 }, route: 'projects.serve_projects' });
    expect(await version()).toMatch(/^2025/);
    await expect(client.projects.serveProjects({})).rejects.toMatchObject({ status: 502 });
    await expect(client.projects.createProject({ body: { name: 'X' } })).rejects.toMatchObject({ status: 500 });
  });

  it('lets the first `skip` matching requests through', async () => {
    tc.inject({ fault: { kind: 'status', status: 503 }, route: 'root.serve_version', skip: 2 });
    expect(await version()).toMatch(/^2025/);
    expect(await version()).toMatch(/^2025/);
    await expect(version()).rejects.toMatchObject({ status: 503 });
    expect(await version()).toMatch(/^2025/);
  });

  it('refuses unbounded rules', () => {
    expect(() => tc.inject({ fault: { kind: 'reset' }, skip: -1 })).toThrow(RangeError);
    expect(() => tc.inject({ fault: { kind: 'reset' }, times: Infinity })).toThrow(RangeError);
    expect(() => tc.inject({ fault: { kind: 'reset' }, times: 0 })).toThrow(RangeError);
    expect(() => tc.inject({ fault: { kind: 'delay', ms: 10 * 60_000 } })).toThrow(RangeError);
  });
});
