// Library messages a user can act on (issue 20), over real HTTP on 127.0.0.1: a baseUrl that holds /app/rest, and
// credentials left unset (an environment variable that is not there), are refused by createClient with a message
// that says what to write or which field is missing, before anything is sent.
import { describe, expect, it } from 'vitest';
import { createClient, createTransport, TeamCityInputError, type ClientOptions } from '../generated/src/index.js';
import { json, useServer } from './helpers/faults.js';

const server = useServer();

/** The error createClient and createTransport throw for these options; both must throw the same one. */
function refusal(options: ClientOptions): TeamCityInputError {
  let error: unknown;
  try {
    createClient(options);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(TeamCityInputError);
  expect(() => createTransport(options)).toThrow((error as Error).message);
  return error as TeamCityInputError;
}

describe('a baseUrl with the REST root in it is refused, saying what to write', () => {
  it.each([
    '/app/rest',
    '/app/rest/',
    '/httpAuth/app/rest',
    '/guestAuth/app/rest/',
    '/tc/app/rest',
    '/app/rest/latest',
  ])('%s', (suffix) => {
    server.use(json({}));
    const e = refusal({ baseUrl: server.url + suffix, auth: { token: 'tok-1' } });
    expect(e.message).toBe("baseUrl must be the server's URL, without /app/rest");
    expect(server.requests).toHaveLength(0);
  });

  it('the server URL, with or without a context path, is taken as it is', async () => {
    server.use(json({ ok: true }));
    for (const base of ['', '/tc', '/tc/', '/app', '/rest/app']) {
      await createClient({ baseUrl: server.url + base, auth: { guest: true } }).root.serveApiVersion();
      expect(server.requests.at(-1)!.url).toBe(`${base.replace(/\/$/, '')}/guestAuth/app/rest/apiVersion`);
    }
  });
});

describe('credentials that are not there are refused at createClient, naming the field', () => {
  const env: Record<string, string | undefined> = {};
  it.each([
    ['both Basic fields unset', { username: env.TC_USER, password: env.TC_PASSWORD }, 'auth.username is missing'],
    ['the password unset', { username: 'ann', password: env.TC_PASSWORD }, 'auth.password is missing'],
    ['the user name unset', { username: env.TC_USER, password: 'secret-pw' }, 'auth.username is missing'],
    ['an empty password', { username: 'ann', password: '' }, 'auth.password is missing'],
    ['the token unset', { token: env.TC_TOKEN }, 'auth.token is missing'],
    ['an empty token', { token: '' }, 'auth.token is missing'],
    ['a token that is not a string', { token: 42 }, 'auth.token must be a string without CR, LF or NUL, in Latin-1'],
    ['guest unset', { guest: env.TC_GUEST }, 'auth.guest must be true'],
    ['guest false', { guest: false }, 'auth.guest must be true'],
  ])('%s', (_what, auth, message) => {
    server.use(json({}));
    expect(refusal({ baseUrl: server.url, auth: auth as ClientOptions['auth'] }).message).toBe(message);
    expect(server.requests).toHaveLength(0);
  });

  it('no auth at all sends no credentials', async () => {
    server.use(json({}));
    await createClient({ baseUrl: server.url }).root.serveApiVersion();
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });
});
