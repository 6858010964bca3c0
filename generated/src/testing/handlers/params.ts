// Hand-written: edit it here; the generator never writes this file.
import { badRequest, notFound } from '../model/errors.js';
import { bodyObject, isObject, member, type Context } from './kit.js';
import type { ModelProperty, Properties, Type } from '../../models.js';

/** A parameter a request posted, checked: its name and value strings, its type's `rawValue` a string when given. */
export interface Property extends ModelProperty {
  name: string;
  value: string;
  type?: { rawValue: string };
}

/**
 * The keys an entity keeps a `Properties` under: parameters, a build configuration's settings and output parameters,
 * the properties of a VCS root, a settings item or a user, and a build's attributes (the fake's own `_attributes`).
 */
export type ParamKey = 'parameters' | 'settings' | 'output-parameters' | 'properties' | '_attributes';

/** An entity that keeps parameters, under one of the keys of `ParamKey`. */
export type ParamHolder = { [K in ParamKey]?: Properties };

/** Where a request's parameters live: an entity, the key of its `properties` object, and the collection's href. */
export interface ParamOwner {
  entity: ParamHolder;
  key: ParamKey;
  href: string;
  /** Parameters inherited from elsewhere (a parent project), shown with `inherited: true` unless overridden. */
  inherited?: ModelProperty[];
}

/** The entity's own parameters, kept as TeamCity sends them: `{ property: [...] }`. */
export function ownProperties(e: ParamHolder, key: ParamKey): ModelProperty[] {
  return ((e[key] ??= { property: [] }).property ??= []);
}

/** Own parameters and the inherited ones they do not override. */
export function effective(o: ParamOwner): ModelProperty[] {
  const own = ownProperties(o.entity, o.key);
  const names = new Set(own.map((p) => p.name));
  return [...(o.inherited ?? []).filter((p) => !names.has(p.name)).map((p) => ({ ...p, inherited: true })), ...own];
}

export const propertiesReply = (list: ModelProperty[], href: string): Properties => ({
  count: list.length,
  href,
  property: list,
});

/** A `property` from a body: name and value strings, the type's `rawValue` a string when present. */
export function propertyFrom(body: unknown, name?: string): Property {
  const n = name ?? member(body, 'name');
  if (typeof n !== 'string' || !n) throw badRequest('Parameter name cannot be empty.');
  const value = member(body, 'value') ?? '';
  if (typeof value !== 'string') throw badRequest(`Parameter '${n}': value must be a string.`);
  const raw = member(member(body, 'type'), 'rawValue');
  if (raw !== undefined && typeof raw !== 'string')
    throw badRequest(`Parameter '${n}': type.rawValue must be a string.`);
  return { name: n, value, ...(raw !== undefined ? { type: { rawValue: raw } } : {}) };
}

/** The `property` list of a Properties body. */
export function propertiesFrom(body: unknown): Property[] {
  if (!isObject(body)) throw badRequest('Properties must be an object.');
  const list = body.property ?? [];
  if (!Array.isArray(list)) throw badRequest('Properties must be {"property":[{"name":...,"value":...}]}.');
  return list.map((p: unknown) => propertyFrom(p));
}

const missing = (name: string) => notFound(`No parameter with name '${name}' is found.`);

function find(o: ParamOwner, name: string): ModelProperty {
  const p = effective(o).find((x) => x.name === name);
  if (!p) throw missing(name);
  return p;
}

/** Sets a parameter on the owner itself (an inherited one is overridden, as TeamCity does). */
function put(o: ParamOwner, p: ModelProperty): ModelProperty {
  const own = ownProperties(o.entity, o.key);
  const i = own.findIndex((x) => x.name === p.name);
  if (i >= 0) own[i] = p;
  else own.push(p);
  return p;
}

function own(o: ParamOwner, name: string): ModelProperty {
  const p = ownProperties(o.entity, o.key).find((x) => x.name === name);
  if (p) return p;
  const { inherited: _, ...copy } = find(o, name);
  return put(o, copy);
}

const nameOf = (ctx: Context) => ctx.params.name ?? ctx.params.parameterName ?? ctx.params.propertyName ?? '';
const text = (ctx: Context) => String(ctx.body ?? '');
const clean = (p: ModelProperty): ModelProperty => {
  const { inherited, ...rest } = p;
  return inherited ? p : rest;
};

/** The owner's parameters as TeamCity lists them: count, href, and each (inherited ones marked). */
export const parametersReply = (o: ParamOwner): Properties => propertiesReply(effective(o).map(clean), o.href);

/** The routes of TeamCity's typed parameters sub-resource (`/parameters`, `/settings`, `/attributes`, ...). */
export function parameterRoutes(owner: (ctx: Context) => ParamOwner) {
  const list = (ctx: Context): Properties => parametersReply(owner(ctx));
  return {
    list,
    replace: (ctx: Context): Properties => {
      const o = owner(ctx);
      o.entity[o.key] = { property: propertiesFrom(bodyObject(ctx)) };
      return list(ctx);
    },
    deleteAll: (ctx: Context): void => {
      const o = owner(ctx);
      o.entity[o.key] = { property: [] };
    },
    create: (ctx: Context): ModelProperty => clean(put(owner(ctx), propertyFrom(bodyObject(ctx)))),
    get: (ctx: Context): ModelProperty => clean(find(owner(ctx), nameOf(ctx))),
    set: (ctx: Context): ModelProperty => clean(put(owner(ctx), propertyFrom(bodyObject(ctx), nameOf(ctx)))),
    remove: (ctx: Context): void => {
      const o = owner(ctx);
      const name = nameOf(ctx);
      const own = ownProperties(o.entity, o.key);
      const i = own.findIndex((x) => x.name === name);
      if (i < 0) throw missing(name);
      own.splice(i, 1);
    },
    // A seeded parameter without a value has none to send (null: Jersey's 204).
    getValue: (ctx: Context): string | undefined => find(owner(ctx), nameOf(ctx)).value,
    setValue: (ctx: Context): string => {
      const o = owner(ctx);
      const name = nameOf(ctx);
      const existing = ownProperties(o.entity, o.key).find((x) => x.name === name);
      const value = text(ctx);
      put(o, { ...(existing ?? { name }), value });
      return value;
    },
    // TypedParametersSubResource.getParameterType: a parameter without a type has none (null: Jersey's 204).
    getType: (ctx: Context): Type | undefined => find(owner(ctx), nameOf(ctx)).type,
    setType: (ctx: Context): Type => {
      const raw = bodyObject(ctx).rawValue;
      if (typeof raw !== 'string') throw badRequest('type.rawValue must be a string.');
      const p = own(owner(ctx), nameOf(ctx));
      p.type = { rawValue: raw };
      return p.type;
    },
    getTypeRaw: (ctx: Context): string => find(owner(ctx), nameOf(ctx)).type?.rawValue ?? '',
    setTypeRaw: (ctx: Context): string => {
      const rawValue = text(ctx);
      own(owner(ctx), nameOf(ctx)).type = { rawValue };
      return rawValue;
    },
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
