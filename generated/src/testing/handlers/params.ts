// Hand-written: edit it here; the generator never writes this file.
import { badRequest, notFound } from '../model/errors.js';
import { bodyObject, type Context, type UntypedHandler } from './kit.js';
import type { ModelProperty } from '../../models.js';
import type { Entity } from '../model/store.js';

/** TeamCity's `property`: a parameter, with its type spec (`select data_1='a'`) when it has one. */
export interface Property {
  name: string;
  value: string;
  inherited?: boolean;
  type?: { rawValue: string };
}

/** Where a request's parameters live: an entity, the key of its `properties` object, and the collection's href. */
export interface ParamOwner {
  entity: Entity;
  key: string;
  href: string;
  /** Parameters inherited from elsewhere (a parent project), shown with `inherited: true` unless overridden. */
  inherited?: Property[];
}

/** The entity's own parameters, kept as TeamCity sends them: `{ property: [...] }`. */
export function ownProperties(e: Entity, key: string): Property[] {
  const holder = (e[key] ??= { property: [] }) as { property?: Property[] };
  return (holder.property ??= []);
}

/** Own parameters and the inherited ones they do not override. */
export function effective(o: ParamOwner): Property[] {
  const own = ownProperties(o.entity, o.key);
  const names = new Set(own.map((p) => p.name));
  return [...(o.inherited ?? []).filter((p) => !names.has(p.name)).map((p) => ({ ...p, inherited: true })), ...own];
}

export const propertiesReply = <P extends ModelProperty>(list: P[], href: string) => ({
  count: list.length,
  href,
  property: list,
});

/** A `property` from a body: name and value strings, the type's `rawValue` a string when present. */
export function propertyFrom(body: Entity, name?: string): Property {
  const n = name ?? body.name;
  if (typeof n !== 'string' || !n) throw badRequest('Parameter name cannot be empty.');
  const value = body.value ?? '';
  if (typeof value !== 'string') throw badRequest(`Parameter '${n}': value must be a string.`);
  const raw = (body.type as Entity | undefined)?.rawValue;
  if (raw !== undefined && typeof raw !== 'string')
    throw badRequest(`Parameter '${n}': type.rawValue must be a string.`);
  return { name: n, value, ...(raw !== undefined ? { type: { rawValue: raw } } : {}) };
}

/** The `property` list of a Properties body. */
export function propertiesFrom(body: unknown): Property[] {
  const list = (body as Entity | null)?.property ?? [];
  if (body === null || typeof body !== 'object') throw badRequest('Properties must be an object.');
  if (!Array.isArray(list)) throw badRequest('Properties must be {"property":[{"name":...,"value":...}]}.');
  return list.map((p) => propertyFrom(p as Entity));
}

const missing = (name: string) => notFound(`No parameter with name '${name}' is found.`);

function find(o: ParamOwner, name: string): Property {
  const p = effective(o).find((x) => x.name === name);
  if (!p) throw missing(name);
  return p;
}

/** Sets a parameter on the owner itself (an inherited one is overridden, as TeamCity does). */
function put(o: ParamOwner, p: Property): Property {
  const own = ownProperties(o.entity, o.key);
  const i = own.findIndex((x) => x.name === p.name);
  if (i >= 0) own[i] = p;
  else own.push(p);
  return p;
}

function own(o: ParamOwner, name: string): Property {
  const p = ownProperties(o.entity, o.key).find((x) => x.name === name);
  if (p) return p;
  const { inherited: _, ...copy } = find(o, name);
  return put(o, copy);
}

const nameOf = (ctx: Context) => ctx.params.name ?? ctx.params.parameterName ?? ctx.params.propertyName ?? '';
const text = (ctx: Context) => String(ctx.body ?? '');
const clean = (p: Property): Property => {
  const { inherited, ...rest } = p;
  return inherited ? p : rest;
};

/** The owner's parameters as TeamCity lists them: count, href, and each (inherited ones marked). */
export const parametersReply = (o: ParamOwner) => propertiesReply(effective(o).map(clean), o.href);

/** The routes of TeamCity's typed parameters sub-resource (`/parameters`, `/settings`, `/attributes`, ...). */
export function parameterRoutes(owner: (ctx: Context) => ParamOwner) {
  const list: UntypedHandler = (ctx) => parametersReply(owner(ctx));
  return {
    list,
    replace: ((ctx) => {
      const o = owner(ctx);
      o.entity[o.key] = { property: propertiesFrom(bodyObject(ctx)) };
      return list(ctx);
    }) as UntypedHandler,
    deleteAll: ((ctx) => {
      const o = owner(ctx);
      o.entity[o.key] = { property: [] };
    }) as UntypedHandler,
    create: ((ctx) => clean(put(owner(ctx), propertyFrom(bodyObject(ctx))))) as UntypedHandler,
    get: ((ctx) => clean(find(owner(ctx), nameOf(ctx)))) as UntypedHandler,
    set: ((ctx) => clean(put(owner(ctx), propertyFrom(bodyObject(ctx), nameOf(ctx))))) as UntypedHandler,
    remove: ((ctx) => {
      const o = owner(ctx);
      const name = nameOf(ctx);
      const own = ownProperties(o.entity, o.key);
      const i = own.findIndex((x) => x.name === name);
      if (i < 0) throw missing(name);
      own.splice(i, 1);
    }) as UntypedHandler,
    getValue: ((ctx) => find(owner(ctx), nameOf(ctx)).value) as UntypedHandler,
    setValue: ((ctx) => {
      const o = owner(ctx);
      const name = nameOf(ctx);
      const existing = ownProperties(o.entity, o.key).find((x) => x.name === name);
      return put(o, { ...(existing ?? { name }), value: text(ctx) }).value;
    }) as UntypedHandler,
    // TypedParametersSubResource.getParameterType: a parameter without a type has none (null: Jersey's 204).
    getType: ((ctx) => find(owner(ctx), nameOf(ctx)).type) as UntypedHandler,
    setType: ((ctx) => {
      const raw = bodyObject(ctx).rawValue;
      if (typeof raw !== 'string') throw badRequest('type.rawValue must be a string.');
      const p = own(owner(ctx), nameOf(ctx));
      p.type = { rawValue: raw };
      return p.type;
    }) as UntypedHandler,
    getTypeRaw: ((ctx) => find(owner(ctx), nameOf(ctx)).type?.rawValue ?? '') as UntypedHandler,
    setTypeRaw: ((ctx) => {
      const p = own(owner(ctx), nameOf(ctx));
      p.type = { rawValue: text(ctx) };
      return p.type.rawValue;
    }) as UntypedHandler,
  };
}

/** The routes of a plain properties map whose single values are text (`/vcs-roots/{r}/properties/{name}`). */
export function textPropertyRoutes(owner: (ctx: Context) => ParamOwner) {
  const typed = parameterRoutes(owner);
  return {
    list: typed.list,
    replace: typed.replace,
    deleteAll: typed.deleteAll,
    get: typed.getValue,
    set: typed.setValue,
    remove: typed.remove,
  };
}
