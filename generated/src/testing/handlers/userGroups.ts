// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import { badRequest } from '../model/errors.js';
import { create, del, groups } from './kinds.js';
import { get, one, required, shortForm, type Context } from './kit.js';
import { membershipRoutes, principalRoutes } from './role-routes.js';

const group = (ctx: Context) => one(groups, ctx);
const { roles, properties } = principalRoutes(group, (ctx, e) => `${ctx.rest}/userGroups/key:${e.key}`);
const parents = membershipRoutes(group, 'parent-groups');

export const userGroupsArea: Area = {
  handlers: {
    'userGroups.get_parent_groups': parents.list,
    'userGroups.set_parent_groups': parents.replace,
    'userGroups.list_roles': roles.list,
    'userGroups.add_role': roles.add,
    'userGroups.set_roles': roles.replace,
    'userGroups.list_role': roles.get,
    'userGroups.add_role_simple': roles.addByPath,
    'userGroups.delete_role': roles.remove,
    'userGroups.get_properties': properties.list,
    'userGroups.serve_user_properties': properties.get,
    'userGroups.put_user_property': properties.set,
    'userGroups.remove_user_property': properties.remove,
    'userGroups.serve_groups': (ctx) => {
      const items = ctx.state.userGroups.all().map((g) => shortForm(groups, g, ctx));
      return { count: items.length, group: items };
    },
    'userGroups.serve_group': get(groups),
    'userGroups.add_group': create(groups, (ctx, body) => {
      const key = required(body, 'key', 'A group');
      if (ctx.state.userGroups.get(key)) throw badRequest(`Group with key '${key}' already exists.`);
      return ctx.state.userGroups.add({
        key,
        name: typeof body.name === 'string' ? body.name : key,
        ...(typeof body.description === 'string' ? { description: body.description } : {}),
      });
    }),
    'userGroups.delete_group': del(groups, (ctx, e) => ctx.state.userGroups.remove(String(e.key))),
  },
  notSimulated: [],
};
