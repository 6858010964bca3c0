// Hand-written: edit it here; the generator never writes this file.
import { randomBytes } from 'node:crypto';
import { CORE } from './errors.js';
import { HttpError } from '../model/errors.js';
import type { FakeUser } from '../model/seed.js';

/** Who made a request, and how (writes made with Basic auth or a session need the CSRF token). */
export interface Principal {
  username: string;
  via: 'token' | 'basic' | 'session' | 'guest';
}

/** The URL prefix before `/app/rest`: none, `/httpAuth` (Basic forced) or `/guestAuth`. */
export type AuthPrefix = '' | '/httpAuth' | '/guestAuth';

// Every Basic-authenticated request without the cookie opens a session, as in TeamCity; keep the newest only.
const MAX_SESSIONS = 10_000;

// RFC 7235 credentials: a scheme, one or more spaces, one token and nothing after it (node has already taken off
// the header's surrounding spaces). The token's characters are left to the lookup: a test's token may be odd text.
const CREDENTIALS = /^\S+ +(\S+)$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const LOGIN_PAGE = 'Authentication required\nTo login manually go to "/login.html" page';

/** Sessions and CSRF tokens: TeamCity keys both to the login, the fake keys the CSRF token to the user. */
export class Auth {
  private readonly sessions = new Map<string, { username: string; logouts: number }>();
  private readonly csrfTokens = new Map<string, string>();

  constructor(
    private readonly users: () => readonly FakeUser[],
    private readonly options: { guest: boolean; csrf: boolean },
  ) {}

  /** Authenticates a request, or throws 401 (403 for a disabled guest). `cookie` is a new session to set. */
  authenticate(
    prefix: AuthPrefix,
    authorization: string | undefined,
    cookieHeader: string | undefined,
  ): { principal: Principal; cookie?: string } {
    if (prefix === '/guestAuth') {
      if (!this.options.guest) throw unauthorized();
      return { principal: { username: 'guest', via: 'guest' } };
    }
    const scheme = /^\S*/.exec(authorization ?? '')![0];
    // The scheme, spaces, one token and nothing after it: `Bearer <token> junk` is refused, as TeamCity refuses it.
    const credentials = CREDENTIALS.exec(authorization ?? '')?.[1];
    if (/^bearer$/i.test(scheme) && prefix === '') {
      const user =
        credentials &&
        this.users().find((u) => (u.token !== undefined && u.token === credentials) || u.tokens?.includes(credentials));
      if (user) return { principal: { username: user.username, via: 'token' } };
      throw unauthorized();
    }
    if (/^basic$/i.test(scheme)) {
      const decoded =
        credentials && BASE64.test(credentials) ? Buffer.from(credentials, 'base64').toString('utf8') : '';
      const colon = decoded.indexOf(':');
      const user =
        colon >= 0 &&
        this.users().find((u) => u.username === decoded.slice(0, colon) && u.password === decoded.slice(colon + 1));
      if (!user) throw unauthorized();
      const session = randomBytes(12).toString('hex');
      if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
      this.sessions.set(session, { username: user.username, logouts: user.logouts ?? 0 });
      return { principal: { username: user.username, via: 'basic' }, cookie: session };
    }
    const session = /(?:^|;\s*)TCSESSIONID=([^;]+)/.exec(cookieHeader ?? '')?.[1];
    const opened = session ? this.sessions.get(session) : undefined;
    const user = opened && this.users().find((u) => u.username === opened.username);
    if (user && (user.logouts ?? 0) === opened.logouts && prefix === '')
      return { principal: { username: user.username, via: 'session' } };
    throw unauthorized();
  }

  /** The CSRF token of a user (`/authenticationTest.html?csrf`). */
  csrfToken(username: string): string {
    let token = this.csrfTokens.get(username);
    if (!token) {
      token = randomBytes(16).toString('hex');
      this.csrfTokens.set(username, token);
    }
    return token;
  }

  /** TeamCity's CSRF check: writes made with Basic auth or a session cookie need `X-TC-CSRF-Token`. */
  checkCsrf(principal: Principal, method: string, header: string | undefined, param: string | null): void {
    if (!this.options.csrf || method === 'GET' || method === 'HEAD') return;
    if (principal.via !== 'basic' && principal.via !== 'session') return;
    const sent = header ?? param;
    if (sent === undefined || sent === null) {
      throw new HttpError(
        403,
        `Responding with 403 status code due to failed CSRF check: authenticated ${method} request is made, but neither tc-csrf-token parameter nor X-TC-CSRF-Token header are provided.`,
        CORE,
      );
    }
    if (sent !== this.csrfTokens.get(principal.username)) {
      throw new HttpError(
        403,
        `Responding with 403 status code due to failed CSRF check: the provided CSRF token is not valid.`,
        CORE,
      );
    }
  }
}

/** 401 with the login page text TeamCity's core sends; the server adds the Basic challenge. */
export function unauthorized(): HttpError {
  return new HttpError(401, LOGIN_PAGE, CORE);
}
