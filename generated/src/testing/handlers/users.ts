// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import type { User } from '../../models.js';
import { badRequest } from '../model/errors.js';
import { create, del, users } from './kinds.js';
import { deleteUserField, fieldsOf, userFields } from './field-values.js';
import { bodyObject, fullForm, get, list, one, required, type Context } from './kit.js';
import { membershipRoutes, principalRoutes } from './role-routes.js';
import { nextId, visible, type Entity, type Stored } from '../model/store.js';

const [userField, setUserField] = fieldsOf(users, userFields);

/**
 * `body`: the posted user (parsed JSON). A user's credentials are its password only: a `token` (the seed's key of a
 * user's token) or the fake's own `_` keys in a body are not taken.
 */
function makeUser(ctx: Context, body: Entity): Stored<User> {
  const username = required(body, 'username', 'A user');
  if (ctx.state.users.all().some((u) => u.username === username))
    throw badRequest(`User with username '${username}' already exists.`);
  const { password, token: _token, ...rest } = visible(body);
  return ctx.state.addUser({
    ...rest,
    username,
    ...(typeof password === 'string' ? { password } : {}),
    id: nextId(ctx.state.users),
  });
}

const user = (ctx: Context) => one(users, ctx);
const { roles, properties } = principalRoutes(user, (ctx, e) => `${ctx.rest}/users/id:${e.id}`);
const memberships = membershipRoutes(user, 'groups');

export const usersArea: Area = {
  handlers: {
    'users.delete_user_field': deleteUserField(user),
    'users.add_group': memberships.add,
    'users.replace_groups': memberships.replace,
    'users.get_group': memberships.get,
    'users.remove_group': memberships.remove,
    'users.list_roles': roles.list,
    'users.add_role': roles.add,
    'users.replace_roles': roles.replace,
    'users.list_role': roles.get,
    'users.add_role_simple': roles.addByPath,
    'users.add_role_simple_post': (ctx) => void roles.addByPath(ctx),
    'users.delete_role': roles.remove,
    'users.serve_user_properties': properties.list,
    'users.serve_user_property': properties.get,
    'users.put_user_property': properties.set,
    'users.remove_user_property': properties.remove,
    'users.serve_users': list(users),
    'users.serve_user': get(users),
    'users.create_user': create(users, makeUser),
    // The account's fields are set as `PUT .../{field}` sets each (a username is unique), the others as posted; no
    // credential but the password is taken from a body (see `makeUser`).
    'users.update_user': (ctx) => {
      const u = one(users, ctx);
      const { password, token: _token, id: _id, username, name, email, ...rest } = visible(bodyObject(ctx));
      const account = Object.entries({ username, name, email, password }).filter(
        ([, v]) => v !== undefined && v !== null,
      );
      for (const [field, value] of account)
        if (typeof value !== 'string') throw badRequest(`A user's '${field}' must be a string.`);
      for (const [field, value] of account) userFields.write[field]!(u, String(value), ctx, field);
      Object.assign(u, rest);
      return fullForm(users, u, ctx);
    },
    'users.delete_user': del(users, (ctx, e) => ctx.state.users.remove(String(e.id))),
    'users.serve_user_field': userField,
    'users.set_user_field': setUserField,
    'users.get_groups': memberships.list,
  },
  reads: {
    'users.serve_users': ['locator'],
  },
  notSimulated: [],
};
