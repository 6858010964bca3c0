// Hand-written: edit it here; the generator never writes this file.
import { badRequest, notFound } from '../model/errors.js';
import { findOne } from '../model/finder.js';
import { groups } from './kinds.js';
import { textPropertyRoutes } from './params.js';
import { bodyObject, shortForm, type Context, type UntypedHandler } from './kit.js';
import type { Entity } from '../model/store.js';

/** A role assignment: `scope` is `g` (global) or `p:<projectId>`. */
interface Role {
  roleId: string;
  scope: string;
}

const rolesOf = (e: Entity): Role[] => ((e.roles as { role?: Role[] } | undefined)?.role ?? []) as Role[];

function roleFrom(body: Entity): Role {
  const { roleId, scope } = body;
  if (typeof roleId !== 'string' || !roleId) throw badRequest("A role must have a 'roleId'.");
  if (scope !== undefined && (typeof scope !== 'string' || !/^(g|p:.+)$/.test(scope)))
    throw badRequest(`Invalid role scope '${String(scope)}': should be 'g' or 'p:<project id>'.`);
  return { roleId, scope: (scope as string | undefined) ?? 'g' };
}

/** Users and groups: roles, properties and (for users) groups, with hrefs under the owner's. */
export function principalRoutes(ownerOf: (ctx: Context) => Entity, href: (ctx: Context, e: Entity) => string) {
  const reply = (ctx: Context, e: Entity) => {
    const role = rolesOf(e).map((r) => ({ ...r, href: `${href(ctx, e)}/roles/${r.roleId}/${r.scope}` }));
    return { role };
  };
  const store = (e: Entity, roles: Role[]) => (e.roles = { role: roles });
  const add = (e: Entity, r: Role) => {
    if (!rolesOf(e).some((x) => x.roleId === r.roleId && x.scope === r.scope)) store(e, [...rolesOf(e), r]);
    return r;
  };
  const pathRole = (ctx: Context): Role => roleFrom({ roleId: ctx.params.roleId, scope: ctx.params.scope });
  const one = (ctx: Context, e: Entity): Role => {
    const r = pathRole(ctx);
    const found = rolesOf(e).find((x) => x.roleId === r.roleId && x.scope === r.scope);
    if (!found) throw notFound(`No role '${r.roleId}' with scope '${r.scope}' is assigned.`);
    return found;
  };
  const withHref = (ctx: Context, e: Entity, r: Role) => ({
    ...r,
    href: `${href(ctx, e)}/roles/${r.roleId}/${r.scope}`,
  });
  return {
    roles: {
      list: ((ctx) => reply(ctx, ownerOf(ctx))) as UntypedHandler,
      add: ((ctx) => {
        const e = ownerOf(ctx);
        return withHref(ctx, e, add(e, roleFrom(bodyObject(ctx))));
      }) as UntypedHandler,
      replace: ((ctx) => {
        const e = ownerOf(ctx);
        const list = bodyObject(ctx).role ?? [];
        if (!Array.isArray(list)) throw badRequest('Expected {"role":[...]}.');
        store(e, (list as Entity[]).map(roleFrom));
        return reply(ctx, e);
      }) as UntypedHandler,
      get: ((ctx) => {
        const e = ownerOf(ctx);
        return withHref(ctx, e, one(ctx, e));
      }) as UntypedHandler,
      addByPath: ((ctx) => {
        const e = ownerOf(ctx);
        return withHref(ctx, e, add(e, pathRole(ctx)));
      }) as UntypedHandler,
      remove: ((ctx) => {
        const e = ownerOf(ctx);
        const r = one(ctx, e);
        store(
          e,
          rolesOf(e).filter((x) => x !== r),
        );
      }) as UntypedHandler,
    },
    properties: textPropertyRoutes((ctx) => {
      const e = ownerOf(ctx);
      return { entity: e, key: 'properties', href: `${href(ctx, e)}/properties` };
    }),
  };
}

/** Group memberships kept as `{ group: [{ key }] }` under `key` (a user's `groups`, a group's `parent-groups`). */
export function membershipRoutes(ownerOf: (ctx: Context) => Entity, key: string) {
  const keysOf = (e: Entity): string[] =>
    (((e[key] as Entity | undefined)?.group ?? []) as Entity[]).map((g) => String(g.key));
  const store = (e: Entity, keys: string[]) => (e[key] = { count: keys.length, group: keys.map((k) => ({ key: k })) });
  const reply = (ctx: Context, e: Entity) => {
    const items = keysOf(e)
      .map((k) => ctx.state.userGroups.get(k))
      .filter((g): g is Entity => g !== undefined);
    return { count: items.length, group: items.map((g) => shortForm(groups, g, ctx)) };
  };
  const groupOf = (ctx: Context, body: Entity) => findOne(ctx.find.group, `key:${String(body.key ?? '')}`);
  return {
    list: ((ctx) => reply(ctx, ownerOf(ctx))) as UntypedHandler,
    replace: ((ctx) => {
      const e = ownerOf(ctx);
      const list = bodyObject(ctx).group ?? [];
      if (!Array.isArray(list)) throw badRequest('Expected {"group":[...]}.');
      store(
        e,
        (list as Entity[]).map((g) => String(groupOf(ctx, g).key)),
      );
      return reply(ctx, e);
    }) as UntypedHandler,
    add: ((ctx) => {
      const e = ownerOf(ctx);
      const g = groupOf(ctx, bodyObject(ctx));
      if (!keysOf(e).includes(String(g.key))) store(e, [...keysOf(e), String(g.key)]);
      return shortForm(groups, g, ctx);
    }) as UntypedHandler,
    get: ((ctx) => {
      const g = findOne(ctx.find.group, ctx.params.groupLocator!);
      if (!keysOf(ownerOf(ctx)).includes(String(g.key))) throw notFound(`The user is not in group '${g.key}'.`);
      return shortForm(groups, g, ctx);
    }) as UntypedHandler,
    remove: ((ctx) => {
      const e = ownerOf(ctx);
      const g = findOne(ctx.find.group, ctx.params.groupLocator!);
      if (!keysOf(e).includes(String(g.key))) throw notFound(`The user is not in group '${g.key}'.`);
      store(
        e,
        keysOf(e).filter((k) => k !== g.key),
      );
    }) as UntypedHandler,
  };
}
