// Hand-written: edit it here; the generator never writes this file.
import type { OperationId } from '../../operations.js';
import { compileLocator, findOne, Locator, scan } from '../model/finder.js';
import type { Finders } from '../model/finders/index.js';
import { badRequest, locatorError } from '../model/errors.js';
import type { StoredFile } from '../model/files.js';
import { fieldsAt, type Fields, type FieldSpec } from '../model/fields.js';
import { envelope, type PageRequest } from '../model/paging.js';
import type { Route } from '../http/router.js';
import type { State } from '../model/state.js';
import { visible, type Entity } from '../model/store.js';

/** What a handler gets for one request. */
export interface Context {
  state: State;
  find: Finders;
  route: Route;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The `locator` query parameter, parsed once, when first read; null when absent. */
  locator: Locator | null;
  /** The `fields` query parameter, each part parsed once, when first read; null when absent. */
  fields: Fields | null;
  /** The parsed body: JSON, a string for text/plain, or undefined. */
  body: unknown;
  /** `http://127.0.0.1:<port>`, for `webUrl`s. */
  origin: string;
  page: PageRequest;
  /** `/app/rest` with the request's auth prefix, for hrefs. */
  rest: string;
  /** The username the request authenticated as (`guest` for the guest user). */
  user: string;
}

/** A binary answer. */
export interface FileReply {
  file: StoredFile;
}

/** A text answer with a status of its own, as a resource method's `Response.status(...).entity(text)` sends it. */
export class TextReply {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {}
}

export type Handler = (ctx: Context) => unknown;

/** The operations of one area: those the kit simulates, by id (a wrong id does not compile), and those it answers 501 for. */
export interface Area {
  handlers: Partial<Record<OperationId, Handler>>;
  /**
   * The query parameters (wire names) each simulation reads, besides `fields`: any other parameter its operation
   * declares (TeamCity's own and its hidden ones, from the spec) is answered 501 naming it, never ignored.
   */
  reads?: Partial<Record<OperationId, readonly string[]>>;
  notSimulated: readonly OperationId[];
}

/** One kind of entity as the REST API exposes it. */
export interface Resource {
  finder: keyof Finders;
  /** The collection's item key: `build`, `project`, ... */
  item: string;
  /** The path parameter holding the entity's locator. */
  param: string;
  /** The entity's href after `/app/rest`. */
  href(e: Entity): string;
  /** The fields of the short form used in lists; null: every field. */
  short: string[] | null;
  /** False: TeamCity's list of these has no pager, so no `href`, `nextHref` or `prevHref` (`Users`, `Groups`). */
  pager?: false;
  /** Extra fields of the full form; `spec`: the request's `fields` for the entity, null when it has none there. */
  expand?(e: Entity, ctx: Context, spec: FieldSpec): Entity;
  /** Fields made from other entities at answer time, in both forms (a build type's `projectName`). */
  derived?(e: Entity, ctx: Context): Entity;
  /**
   * Fields TeamCity leaves out while `false` unless `fields` names them (its bean sets them with
   * `ValueWithDefault.decideDefault(fields.isIncluded(name), ...)`, which drops a default value), or while empty: a
   * description is null when empty (`StringUtil.isEmpty(d) ? null : d`), asked for or not.
   */
  defaults?: readonly string[];
  /** True: TeamCity's list bean leaves out an empty item array unless `fields` names it (`decideDefault` again). */
  omitsEmpty?: true;
  /** True: the list bean leaves out `count` when it is 0 (`Investigations`: `decideDefault` of it). */
  omitsZeroCount?: true;
  /** The entity's web page; undefined where it has none (a template). */
  webUrl?(e: Entity, origin: string): string | undefined;
}

/**
 * Whether a `fields` spec asks for `name` itself, so TeamCity sends it even at its default: it names it, or is `*` or
 * `**` (every field). `spec` is the part of the request's `fields` for the entity (see `fieldsAt`).
 */
export function asks(spec: FieldSpec, name: string): boolean {
  if (spec === null || spec === 'all') return false;
  const tree = spec.tree;
  return tree === 'all' ? /(^|,)\*\*?(,|$)/.test(spec.text) : tree.has(name);
}

function withoutDefaults(r: Resource, out: Entity, spec: FieldSpec): Entity {
  for (const k of r.defaults ?? []) if (out[k] === '' || (out[k] === false && !asks(spec, k))) delete out[k];
  return out;
}

/** The entity's `href` and, where it has a web page, its `webUrl`: in both forms. */
function links(r: Resource, e: Entity, ctx: Context): Entity {
  const href = ctx.rest + r.href(e);
  const webUrl = r.webUrl?.(e, ctx.origin);
  return webUrl ? { href, webUrl } : { href };
}

/** `spec`: the request's `fields` for this entity, null when it has none there. */
export function shortForm(r: Resource, e: Entity, ctx: Context, spec: FieldSpec = null): Entity {
  const source = { ...e, ...r.derived?.(e, ctx) };
  const out: Entity = r.short ? {} : visible(source);
  for (const k of r.short ?? []) if (source[k] !== undefined) out[k] = source[k];
  return withoutDefaults(r, Object.assign(out, links(r, e, ctx)), spec);
}

export function fullForm(r: Resource, e: Entity, ctx: Context, spec: FieldSpec = null): Entity {
  const out = { ...visible(e), ...r.derived?.(e, ctx), ...links(r, e, ctx), ...r.expand?.(e, ctx, spec) };
  return withoutDefaults(r, out, spec);
}

/** A list answer without what TeamCity's bean leaves out of it by default (see `omitsEmpty`, `omitsZeroCount`). */
export function trimList(r: Resource, list: Entity, spec: FieldSpec): Entity {
  if (r.omitsEmpty) withoutEmptyItems(list, r.item, spec);
  if (r.omitsZeroCount && list.count === 0 && !asks(spec, 'count')) delete list.count;
  return list;
}

/** `list` without its `item` array when that is empty and `spec` (the request's `fields` for it) does not name it. */
export function withoutEmptyItems(list: Entity, item: string, spec: FieldSpec): Entity {
  const items = list[item];
  if (Array.isArray(items) && items.length === 0 && !asks(spec, item)) delete list[item];
  return list;
}

/** A `Boolean` query parameter as Jersey reads it (`Boolean.valueOf`: "true" in any case, else false); null when absent. */
export function queryBoolean(ctx: Context, name: string): boolean | null {
  const v = ctx.query.get(name);
  return v === null ? null : v.toLowerCase() === 'true';
}

/**
 * The request's `locator` parameter; an empty one is refused as TeamCity's `Locator` constructor refuses it (a finder
 * reads a missing locator as "no conditions", never an empty one).
 */
export function locatorParam(ctx: Context): string | null {
  return requestLocator(ctx)?.text ?? null;
}

/** The request's locator (see `locatorParam`), with extra dimensions. */
export function requestLocator(ctx: Context, ...extra: (string | null | undefined)[]): Locator | null {
  if (ctx.locator?.text === '') throw locatorError('Invalid locator. Cannot be empty.');
  const more = extra.filter((e): e is string => !!e);
  if (!ctx.locator) return more.length ? new Locator(more.join(',')) : null;
  return more.length ? ctx.locator.with(...more) : ctx.locator;
}

export function listOf(
  r: Resource,
  ctx: Context,
  locator: string | Locator | null = requestLocator(ctx),
  page: PageRequest | null = r.pager === false ? null : ctx.page,
  fieldsPath: readonly string[] = [],
): Entity {
  const finder = ctx.find[r.finder];
  const compiled = compileLocator(finder, locator);
  // `fields=count` alone asks for the number of matches (up to lookupLimit), not the size of one page.
  const total = fieldsPath.length === 0 && ctx.fields?.text === 'count';
  const q = total ? { ...compiled, count: -1 } : compiled;
  const found = scan(finder, q);
  const itemSpec = fieldsAt(ctx.fields, [...fieldsPath, r.item]);
  const long = wantsLong(r, itemSpec);
  const items = found.items.map((e) => (long ? fullForm(r, e, ctx, itemSpec) : shortForm(r, e, ctx, itemSpec)));
  return trimList(r, envelope(page, q, found, r.item, items), fieldsAt(ctx.fields, fieldsPath));
}

/**
 * Whether `fields` asks for more of each item than its short form: `$long`, `*`, or a field the short form has not.
 * Nested fields apply at every depth (`applyFields`), so the item must carry them.
 */
function wantsLong(r: Resource, spec: FieldSpec): boolean {
  if (spec === null || spec === 'all') return false;
  const tree = spec.tree;
  if (tree === 'all') return spec.text !== '$short' && spec.text !== '';
  const short = new Set([...(r.short ?? []), 'href', 'webUrl']);
  return r.short !== null && [...tree.keys()].some((k) => !k.startsWith('$') && !short.has(k));
}

/**
 * A collection inside another entity (a pool's `agents`), with the href of the top-level query; `href: false` where
 * TeamCity builds it with no pager (a project's `buildTypes` and `projects`).
 */
export function nestedList(r: Resource, ctx: Context, collection: string, locator: string, href = true): Entity {
  // `fields=buildTypes(buildType(id),$locator(paused:false))` filters the nested collection.
  const spec = fieldsAt(ctx.fields, [collection]);
  const extra = spec !== null && spec !== 'all' ? spec.locator : null;
  const full = extra ? `${locator},${extra}` : locator;
  const page = href ? { path: `${ctx.rest}/${collection}`, query: new URLSearchParams({ locator: full }) } : null;
  return listOf(r, ctx, full, page, [collection]);
}

export const one = (r: Resource, ctx: Context): Entity => findOne(ctx.find[r.finder], ctx.params[r.param]!);

export const list =
  (r: Resource): Handler =>
  (ctx) =>
    listOf(r, ctx);
export const get =
  (r: Resource): Handler =>
  (ctx) => {
    const fields = ctx.fields;
    return fields?.text === '$short' ? shortForm(r, one(r, ctx), ctx, fields) : fullForm(r, one(r, ctx), ctx, fields);
  };

/** The JSON body, which must be an object. */
export function bodyObject(ctx: Context): Entity {
  const b = ctx.body;
  if (b === null || typeof b !== 'object' || Array.isArray(b)) throw badRequest('A JSON object body is required.');
  return b as Entity;
}

export function required(e: Entity, name: string, what: string): string {
  const v = e[name];
  if (typeof v !== 'string' || !v) throw badRequest(`${what} must have a non-empty '${name}'.`);
  return v;
}

/** A build the request found, as the state keeps it, to change in place. */
export const editBuild = (ctx: Context, e: Entity) => ctx.state.builds.edit(Number(e.id))!;
