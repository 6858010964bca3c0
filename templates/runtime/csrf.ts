import { apiError, TeamCityNetworkError } from './errors.js';
import type { Transport } from './transport.js';

/**
 * Adds TeamCity's CSRF token to a Basic-auth write, fetching it once per session. The token belongs to the server
 * session that issued it, so that session's cookie goes with it. Write operations refer to this function, so a
 * bundle of read operations leaves it out.
 */
export async function addCsrf(t: Transport, headers: Record<string, string>, signal?: AbortSignal): Promise<void> {
  const s = t.session;
  const pending = (s.csrf ??= (async () => {
    const url = s.csrfUrl!;
    const request = {
      operation: 'csrf',
      method: 'GET',
      url,
      headers: {},
      attempt: 1,
    };
    let res: Response;
    let token: string;
    try {
      res = await t.fetch(url, {
        headers: { authorization: t.headers.authorization! },
        signal: signal ?? null,
      });
      token = (await res.text()).trim();
    } catch (cause) {
      throw new TeamCityNetworkError(request, cause);
    }
    if (!res.ok) throw apiError(res.status, request, '', res.headers);
    const cookies = res.headers.getSetCookie?.().map((c) => c.split(';')[0]!) ?? [];
    s.secrets.push(token, ...cookies.map((c) => c.slice(c.indexOf('=') + 1)));
    return { token, cookie: cookies.join('; ') };
  })());
  // A failed fetch is not cached: the next write tries again.
  const { token, cookie } = await pending.catch((e: unknown) => {
    if (s.csrf == pending) s.csrf = undefined;
    throw e;
  });
  headers['x-tc-csrf-token'] = token;
  if (cookie) headers.cookie = cookie;
}
