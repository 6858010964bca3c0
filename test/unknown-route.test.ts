// A call to a route the server lacks (older or newer TeamCity than the route) is a TeamCityNotFoundError that says
// so; a 404 for an entity that does not exist is not. Over real HTTP: answers as TeamCity words them, and the fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TeamCityNotFoundError } from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { status, useServer } from './helpers/faults.js';

const HINT = '(this TeamCity version may lack the route)';
const server = useServer();
const call = () =>
  createClient({ baseUrl: server.url, auth: { token: 'tok-secret-9' }, retry: false })
    .testOccurrences.getAllTestOccurrences({ locator: 'build:1' })
    .then(
      () => expect.fail('no error'),
      (e: unknown) => e as TeamCityNotFoundError,
    );

describe('a 404 from a server without the route', () => {
  it.each([
    [
      'legacy text (TeamCity before 2024)',
      'text/plain',
      'Responding with error, status code: 404 (Not Found).\nDetails: com.sun.jersey.api.NotFoundException: null for uri: /app/rest/testOccurrences\nPlease check URL is correct.',
    ],
    [
      'structured JSON',
      'application/json',
      JSON.stringify({
        errors: [{ message: 'HTTP 404 Not Found', additionalMessage: 'javax.ws.rs.NotFoundException' }],
      }),
    ],
    ['an empty answer (a proxy in front of TeamCity)', 'text/plain', ''],
  ])('%s: says the route may not exist on that version', async (_, type, body) => {
    server.use(status(404, body, { 'content-type': type }));
    const e = await call();
    expect([e instanceof TeamCityNotFoundError, e.status, e.unknownRoute]).toEqual([true, 404, true]);
    expect(e.message).toContain(HINT);
    expect(e.message.startsWith('testOccurrences.get_all_test_occurrences: GET ')).toBe(true);
    expect(`${e.message} ${e.stack} ${JSON.stringify(e)}`).not.toContain('tok-secret-9');
  });

  it.each([
    [
      'legacy text',
      "Error has occurred during request processing (Not Found).\nError: jetbrains.buildServer.server.rest.errors.NotFoundException: No build type nor template is found by id 'missing'.\nCould not find the entity requested.",
    ],
    ['a locator that finds nothing', "Nothing is found by locator 'build:1'."],
    ['a message that names no cause', 'Details: it went wrong'],
  ])('%s: an entity 404 keeps its message and has no hint', async (_, body) => {
    server.use(status(404, body));
    const e = await call();
    expect([e.unknownRoute, e.message.includes(HINT)]).toEqual([false, false]);
  });
});

describe('against the fake TeamCity', () => {
  let tc: FakeTeamCity;
  beforeAll(async () => {
    tc = await startFakeTeamCity({ users: [{ username: 'alice', password: 'pw', token: 'alice-token' }] });
  });
  afterAll(() => tc.close());

  it('an entity it does not have is a 404 without the hint', async () => {
    const client = createClient({ baseUrl: tc.url, auth: { token: 'alice-token' }, retry: false });
    const e = await client.users.serveUser({ userLocator: 'username:nobody' }).then(
      () => expect.fail('no error'),
      (x: unknown) => x as TeamCityNotFoundError,
    );
    expect([e.status, e.unknownRoute, e.message.includes(HINT)]).toEqual([404, false, false]);
  });
});
