// Hand-written: edit it here; the generator never writes this file.
// A user's access tokens (the value is sent once, when the token is made, and the fake then takes it as Bearer auth
// until it is deleted or expires), their sessions (log out everywhere), and the debug routes TeamCity keeps off.
import { randomBytes } from 'node:crypto';
import { parseTeamCityDate } from '../../runtime/date.js';
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { tcDate } from '../model/builds.js';
import { users } from './kinds.js';
import { bodyObject, one, type Area, type Context } from './kit.js';
import type { Entity, Stored } from '../model/store.js';
import type { Token, User } from '../../models.js';
import { tokensOf, type StoredToken } from '../model/tokens.js';

/** Token: name, creation and expiration time; never the value. */
const shown = (t: StoredToken): Token => ({
  name: t.name,
  creationTime: t.creationTime,
  ...(t.expiresAt === undefined ? {} : { expirationTime: tcDate(t.expiresAt) }),
});

const user = (ctx: Context) => one(users, ctx);

/** `body`: the posted token (parsed JSON), whose `expirationTime` is checked here. */
function expiry(ctx: Context, body: Entity): number | undefined {
  const text = body.expirationTime;
  if (text === undefined || text === null) return undefined;
  let at: number;
  try {
    at = parseTeamCityDate(String(text)).getTime();
  } catch {
    throw badRequest(`Could not parse expirationTime '${String(text)}': expected yyyyMMdd'T'HHmmssZ.`);
  }
  if (at <= ctx.state.clock.now()) throw badRequest('expirationDate should be after the current date');
  return at;
}

/** A new token of the user, answered with its value: the only answer that ever holds it. */
export function makeToken(ctx: Context, u: Stored<User>, name: string, expiresAt: number | undefined): Token {
  if (tokensOf(u).some((t) => t.name === name))
    throw badRequest(`Token with name '${name}' already exists for the user.`);
  const token: StoredToken = {
    name,
    value: randomBytes(24).toString('base64url'),
    creationTime: tcDate(ctx.state.clock.now()),
    ...(expiresAt === undefined ? {} : { expiresAt }),
  };
  tokensOf(u).push(token);
  return { ...shown(token), value: token.value };
}

/** TeamCity answers these only with the `rest.debug.permissionsList.enable` internal property, which it has off. */
const debugPermissions = (): never => {
  throw badRequest('Request is not enabled. Set "rest.debug.permissionsList.enable" internal property to enable.');
};

export const userTokensArea: Area = {
  handlers: {
    'users.get_user_tokens': (ctx) => {
      const token = tokensOf(user(ctx)).map(shown);
      return { count: token.length, token };
    },
    // UserRequest.createToken: a name is required and unique per user; the value is in this answer only.
    'users.add_user_token': (ctx) => {
      const u = user(ctx);
      const body = bodyObject(ctx);
      const name = body.name;
      if (typeof name !== 'string' || !name) throw badRequest('name cannot be empty');
      if (body.permissionRestrictions !== undefined)
        throw new HttpError(
          501,
          "The fake TeamCity does not simulate a token's permissionRestrictions: it keeps no permissions.",
        );
      return makeToken(ctx, u, name, expiry(ctx, body));
    },
    'users.delete_user_token': (ctx) => {
      const u = user(ctx);
      const name = ctx.params.name!;
      const list = tokensOf(u);
      const i = list.findIndex((t) => t.name === name);
      if (i < 0) throw notFound(`No token with name '${name}' is found for the user.`);
      list.splice(i, 1);
    },
    // The user's sessions end: a session cookie opened before is refused from now on (tokens still work).
    'users.logout_user': (ctx) => {
      const u = user(ctx);
      u._logouts = Number(u._logouts ?? 0) + 1;
    },
    // The fake keeps no "remember me" logins (it has no login page), so there are none to drop.
    'users.delete_remember_me': (ctx) => void user(ctx),
    'users.get_permissions': debugPermissions,
    'userGroups.get_permissions': debugPermissions,
  },
  notSimulated: [],
};
