// Hand-written: edit it here; the generator never writes this file.
import type { Call } from './call.js';
import { apiError, TeamCityNetworkError, type TeamCityApiError, type TeamCityError } from './errors.js';
import { send } from './send.js';
import { redact, scrubHeaders, stateOf } from './transport.js';

/**
 * Adds TeamCity's CSRF token to a Basic-auth write, fetching it once per session. The token belongs to the server
 * session that issued it, so that session's cookie goes with it. Write operations refer to this function, so a
 * bundle of read operations leaves it out. The call's operation, the write it is for, is named in errors.
 */
export async function addCsrf({ t, headers, signal, operation }: Call): Promise<void> {
  const s = stateOf(t);
  // Basic auth only (with `csrf` on): the URL prefix is the base URL.
  if (!s.withCsrf) return;
  const pending = (s.csrf ??= (async () => {
    const url = s.urlPrefix + '/authenticationTest.html?csrf';
    const request = { operation, method: 'GET', url, headers: {}, attempt: 1 };
    let res: Response;
    let text: string;
    try {
      res = await send({
        t,
        url,
        method: 'GET',
        headers: { authorization: s.headers.authorization! },
        body: null,
        signal,
      });
      text = await res.text();
    } catch (cause) {
      throw new TeamCityNetworkError(request, cause);
    }
    if (!res.ok) {
      const error = apiError(res.status, request, redact(t, text), scrubHeaders(t, res.headers));
      const what = res.status === 401 ? 'the credentials were refused' : `the server answered ${res.status}`;
      error.message = `${operation}: ${what} while fetching the CSRF token (GET ${url})`;
      throw error;
    }
    const cookies = res.headers.getSetCookie?.().map((c) => c.split(';')[0]!) ?? [];
    const token = text.trim();
    s.secrets.push(token, ...cookies.map((c) => c.slice(c.indexOf('=') + 1)));
    return { token, cookie: cookies.join('; ') };
  })());
  // A failed fetch is not cached: the next write tries again.
  const { token, cookie } = await pending.catch((e: unknown) => {
    if (s.csrf === pending) s.csrf = undefined;
    throw e;
  });
  headers['x-tc-csrf-token'] = token;
  if (cookie) headers.cookie = cookie;
}

/** The calls that have fetched a fresh token once already. */
const refreshed = new WeakSet<Call>();

/**
 * Whether a write failed because TeamCity refused its CSRF token (it drops the token with its session): if so, and
 * for the first time in this call, the token is forgotten and the attempt not counted, so the write is sent once more
 * with a fresh one.
 */
addCsrf.stale = (call: Call, error: TeamCityError): boolean => {
  const { status, body } = error as TeamCityApiError;
  const stale = stateOf(call.t).withCsrf && status === 403 && /csrf/i.test(body) && !refreshed.has(call);
  if (stale) {
    refreshed.add(call);
    stateOf(call.t).csrf = undefined;
    call.attempt--;
  }
  return stale;
};
