import type { Area } from './resource.js';
import { badRequest } from './errors.js';
import { create, del, groups } from './kinds.js';
import { get, required, shortForm } from './resource.js';

export const userGroupsArea: Area = {
  handlers: {
    'userGroups.serve_groups': (ctx) => {
      const items = ctx.state.userGroups.all().map((g) => shortForm(groups, g, ctx));
      return {
        count: items.length,
        href: `${ctx.rest}/userGroups`,
        group: items,
      };
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
  notSimulated: [
    'userGroups.get_parent_groups',
    'userGroups.set_parent_groups',
    'userGroups.list_roles',
    'userGroups.add_role',
    'userGroups.set_roles',
    'userGroups.list_role',
    'userGroups.add_role_simple',
    'userGroups.delete_role',
    'userGroups.get_permissions',
    'userGroups.get_properties',
    'userGroups.serve_user_properties',
    'userGroups.put_user_property',
    'userGroups.remove_user_property',
  ],
};
