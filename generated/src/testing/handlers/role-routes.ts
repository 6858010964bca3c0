// Hand-written: edit it here; the generator never writes this file.
import { badRequest, notFound } from '../model/errors.js';
import { findOne } from '../model/finder.js';
import { groups } from './kinds.js';
import { textPropertyRoutes } from './params.js';
import { bodyObject, isObject, member, shortForm, type Context, type Form } from './kit.js';
import type { Stored } from '../model/store.js';
import type { Group, Groups, Role, Roles } from '../../models.js';

/** A role given to a user or group: `scope` is `g` (global) or `p:<projectId>`. */
interface Assignment {
  roleId: string;
  scope: string;
}

/** What a user or group keeps its roles in. */
type RoleHolder = { roles?: Roles };

/** The roles given to the user or group, as kept (a seed's or a request's). */
const rolesOf = (e: RoleHolder): Role[] => e.roles?.role ?? [];

/** A role from a posted `Role` (parsed JSON, checked here) or a path's role id and scope. */
function roleFrom(body: unknown): Assignment {
  if (!isObject(body)) throw badRequest('A role must be a JSON object.');
  const { roleId, scope } = body;
  if (typeof roleId !== 'string' || !roleId) throw badRequest("A role must have a 'roleId'.");
  if (scope === undefined) return { roleId, scope: 'g' };
  if (typeof scope !== 'string' || !/^(g|p:.+)$/.test(scope))
    throw badRequest(`Invalid role scope '${String(scope)}': should be 'g' or 'p:<project id>'.`);
  return { roleId, scope };
}

/** The items of a posted list (`{"role":[...]}`), each yet to be checked. */
function postedList(ctx: Context, item: string): unknown[] {
  const list = bodyObject(ctx)[item] ?? [];
  if (!Array.isArray(list)) throw badRequest(`Expected {"${item}":[...]}.`);
  return list;
}

/** Users and groups: roles, properties and (for users) groups, with hrefs under the owner's. */
export function principalRoutes<E extends RoleHolder>(
  ownerOf: (ctx: Context) => Stored<E>,
  href: (ctx: Context, e: Stored<E>) => string,
) {
  const withHref = (ctx: Context, e: Stored<E>, r: Role): Role => ({
    ...r,
    href: `${href(ctx, e)}/roles/${r.roleId}/${r.scope}`,
  });
  const reply = (ctx: Context, e: Stored<E>): Roles => ({ role: rolesOf(e).map((r) => withHref(ctx, e, r)) });
  const store = (e: Stored<E>, roles: Role[]) => (e.roles = { role: roles });
  const add = (e: Stored<E>, r: Assignment) => {
    if (!rolesOf(e).some((x) => x.roleId === r.roleId && x.scope === r.scope)) store(e, [...rolesOf(e), r]);
    return r;
  };
  const pathRole = (ctx: Context): Assignment => roleFrom({ roleId: ctx.params.roleId, scope: ctx.params.scope });
  const one = (ctx: Context, e: Stored<E>): Role => {
    const r = pathRole(ctx);
    const found = rolesOf(e).find((x) => x.roleId === r.roleId && x.scope === r.scope);
    if (!found) throw notFound(`No role '${r.roleId}' with scope '${r.scope}' is assigned.`);
    return found;
  };
  return {
    roles: {
      list: (ctx: Context): Roles => reply(ctx, ownerOf(ctx)),
      add: (ctx: Context): Role => {
        const e = ownerOf(ctx);
        return withHref(ctx, e, add(e, roleFrom(bodyObject(ctx))));
      },
      replace: (ctx: Context): Roles => {
        const e = ownerOf(ctx);
        store(e, postedList(ctx, 'role').map(roleFrom));
        return reply(ctx, e);
      },
      get: (ctx: Context): Role => {
        const e = ownerOf(ctx);
        return withHref(ctx, e, one(ctx, e));
      },
      addByPath: (ctx: Context): Role => {
        const e = ownerOf(ctx);
        return withHref(ctx, e, add(e, pathRole(ctx)));
      },
      remove: (ctx: Context): void => {
        const e = ownerOf(ctx);
        const r = one(ctx, e);
        store(
          e,
          rolesOf(e).filter((x) => x !== r),
        );
      },
    },
    properties: textPropertyRoutes((ctx) => {
      const e = ownerOf(ctx);
      return { entity: e, key: 'properties', href: `${href(ctx, e)}/properties` };
    }),
  };
}

/** Group memberships kept as `{ group: [{ key }] }` under `key` (a user's `groups`, a group's `parent-groups`). */
export function membershipRoutes<K extends 'groups' | 'parent-groups'>(
  ownerOf: (ctx: Context) => Partial<Record<K, Groups>>,
  key: K,
) {
  const keysOf = (e: Partial<Record<K, Groups>>): string[] => (e[key]?.group ?? []).map((g) => String(g.key));
  const store = (e: Partial<Record<K, Groups>>, keys: string[]) => {
    e[key] = { count: keys.length, group: keys.map((k) => ({ key: k })) };
  };
  const reply = (ctx: Context, e: Partial<Record<K, Groups>>): Groups => {
    const items = keysOf(e)
      .map((k) => ctx.state.userGroups.get(k))
      .filter((g): g is Stored<Group> => g !== undefined);
    return { count: items.length, group: items.map((g) => shortForm(groups, g, ctx)) };
  };
  const groupOf = (ctx: Context, body: unknown) => {
    if (!isObject(body)) throw badRequest('A group must be a JSON object.');
    return findOne(ctx.find.group, `key:${String(member(body, 'key') ?? '')}`);
  };
  return {
    list: (ctx: Context): Groups => reply(ctx, ownerOf(ctx)),
    replace: (ctx: Context): Groups => {
      const e = ownerOf(ctx);
      store(
        e,
        postedList(ctx, 'group').map((g) => String(groupOf(ctx, g).key)),
      );
      return reply(ctx, e);
    },
    add: (ctx: Context): Form<Group> => {
      const e = ownerOf(ctx);
      const g = groupOf(ctx, bodyObject(ctx));
      if (!keysOf(e).includes(String(g.key))) store(e, [...keysOf(e), String(g.key)]);
      return shortForm(groups, g, ctx);
    },
    get: (ctx: Context): Form<Group> => {
      const g = findOne(ctx.find.group, ctx.params.groupLocator!);
      if (!keysOf(ownerOf(ctx)).includes(String(g.key))) throw notFound(`The user is not in group '${g.key}'.`);
      return shortForm(groups, g, ctx);
    },
    remove: (ctx: Context): void => {
      const e = ownerOf(ctx);
      const g = findOne(ctx.find.group, ctx.params.groupLocator!);
      if (!keysOf(e).includes(String(g.key))) throw notFound(`The user is not in group '${g.key}'.`);
      store(
        e,
        keysOf(e).filter((k) => k !== g.key),
      );
    },
  };
}
