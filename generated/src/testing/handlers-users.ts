import type { Area } from './resource.js';
import { badRequest } from './errors.js';
import { create, del, fieldsOf, groups, users } from './kinds.js';
import { bodyObject, fullForm, get, list, one, required, shortForm, type Context } from './resource.js';
import { nextId, type Entity } from './store.js';

const [userField, setUserField] = fieldsOf(users);

function makeUser(ctx: Context, body: Entity): Entity {
  const username = required(body, 'username', 'A user');
  if (ctx.state.users.all().some((u) => u.username === username))
    throw badRequest(`User with username '${username}' already exists.`);
  const { password, ...rest } = body;
  return ctx.state.addUser({
    ...rest,
    username,
    ...(typeof password === 'string' ? { password } : {}),
    id: nextId(ctx.state.users),
  });
}

export const usersArea: Area = {
  handlers: {
    'users.serve_users': list(users),
    'users.serve_user': get(users),
    'users.create_user': create(users, makeUser),
    'users.update_user': (ctx) => {
      const u = one(users, ctx);
      const { password, id: _id, ...rest } = bodyObject(ctx);
      Object.assign(u, rest, typeof password === 'string' ? { _password: password } : {});
      return fullForm(users, u, ctx);
    },
    'users.delete_user': del(users, (ctx, e) => ctx.state.users.remove(String(e.id))),
    'users.serve_user_field': userField,
    'users.set_user_field': setUserField,
    'users.get_groups': (ctx) => {
      const keys = ((one(users, ctx).groups as { group?: { key: string }[] } | undefined)?.group ?? []).map(
        (g) => g.key,
      );
      const items = keys.map((k) => ctx.state.userGroups.get(k)).filter((g): g is Entity => g !== undefined);
      return {
        count: items.length,
        group: items.map((g) => shortForm(groups, g, ctx)),
      };
    },
  },
  notSimulated: [
    'users.delete_user_field',
    'users.add_group',
    'users.replace_groups',
    'users.get_group',
    'users.remove_group',
    'users.list_roles',
    'users.add_role',
    'users.replace_roles',
    'users.list_role',
    'users.add_role_simple',
    'users.add_role_simple_post',
    'users.delete_role',
    'users.get_permissions_0',
    'users.get_permissions',
    'users.delete_remember_me',
    'users.serve_user_properties',
    'users.serve_user_property',
    'users.put_user_property',
    'users.remove_user_property',
    'users.logout_user',
    'users.get_user_tokens',
    'users.add_user_token',
    'users.delete_user_token',
  ],
};
