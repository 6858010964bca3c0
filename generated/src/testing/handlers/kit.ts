// Hand-written: edit it here; the generator never writes this file.
import type { Build } from '../../models.js';
import type { OperationId, OperationShapes } from '../../operations.js';
import { compileLocator, findOne, Locator, scan, type Finder } from '../model/finder.js';
import type { Finders } from '../model/finders/index.js';
import { badRequest, locatorError } from '../model/errors.js';
import type { StoredFile } from '../model/files.js';
import { fieldsAt, type Fields, type FieldSpec } from '../model/fields.js';
import { envelope, type List, type PageRequest } from '../model/paging.js';
import type { Route } from '../http/router.js';
import type { State } from '../model/state.js';
import { visible, type Entity, type Stored } from '../model/store.js';

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

type Result<K extends OperationId> = OperationShapes[K]['result'];

/**
 * What the handler of operation K answers, by what the operation returns: nothing (or a `TextReply` with a status of
 * its own) where it answers nothing; a `FileReply` where it answers a file; text (or a `TextReply`) where it answers
 * text; else its result model, which the state's `Stored<T>` entities and the kit's forms of them are. Text and models
 * may be undefined: TeamCity answers a resource method's null with 204 No Content (a queued build's number).
 */
export type Answer<K extends OperationId> =
  Result<K> extends void
    ? void | TextReply
    : Uint8Array extends Result<K>
      ? FileReply
      : string extends Result<K>
        ? string | TextReply | undefined
        : Result<K> | undefined;

/** The simulation of operation K: what it answers is checked against the operation's result where it is written. */
export type Handler<K extends OperationId> = (ctx: Context) => Answer<K> | Promise<Answer<K>>;

/** Handlers by operation id: a wrong id, or a handler answering another model than its operation's, does not compile. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/**
 * A handler as the server calls it, for any operation or hidden route: its answer was checked where it was written
 * (`Handler<K>`), and `http/` writes it as the route's `returns` says.
 */
export type AnyHandler = (ctx: Context) => unknown;

/** The operations of one area: those the kit simulates, by id, each typed by its operation, and those it answers 501 for. */
export interface Area {
  handlers: Handlers;
  /**
   * The query parameters (wire names) each simulation reads, besides `fields`: any other parameter its operation
   * declares (TeamCity's own and its hidden ones, from the spec) is answered 501 naming it, never ignored.
   */
  reads?: Partial<Record<OperationId, readonly string[]>>;
  notSimulated: readonly OperationId[];
}

/** One kind of entity as the REST API exposes it: `T` is the package's model of it, `I` its list's item key. */
export interface Resource<T, I extends string = string> {
  /** Its finder among the request's. */
  finder(find: Finders): Finder<Stored<T>>;
  /** The collection's item key: `build`, `project`, ... */
  item: I;
  /** The path parameter holding the entity's locator. */
  param: string;
  /** The entity's href after `/app/rest`. */
  href(e: Stored<T>): string;
  /** The fields of the short form used in lists; null: every field. */
  short: readonly (keyof T & string)[] | null;
  /** False: TeamCity's list of these has no pager, so no `href`, `nextHref` or `prevHref` (`Users`, `Groups`). */
  pager?: false;
  /** Extra fields of the full form; `spec`: the request's `fields` for the entity, null when it has none there. */
  expand?(e: Stored<T>, ctx: Context, spec: FieldSpec): Partial<T>;
  /** Fields made from other entities at answer time, in both forms (a build type's `projectName`). */
  derived?(e: Stored<T>, ctx: Context): Partial<T>;
  /**
   * Fields TeamCity leaves out while `false` unless `fields` names them (its bean sets them with
   * `ValueWithDefault.decideDefault(fields.isIncluded(name), ...)`, which drops a default value), or while empty: a
   * description is null when empty (`StringUtil.isEmpty(d) ? null : d`), asked for or not.
   */
  defaults?: readonly (keyof T & string)[];
  /** True: TeamCity's list bean leaves out an empty item array unless `fields` names it (`decideDefault` again). */
  omitsEmpty?: true;
  /** True: the list bean leaves out `count` when it is 0 (`Investigations`: `decideDefault` of it). */
  omitsZeroCount?: true;
  /** The entity's web page; undefined where it has none (a template). */
  webUrl?(e: Stored<T>, origin: string): string | undefined;
}

/** An entity as an answer shows it: some of its model's fields, its `href` and `webUrl`, never the fake's own keys. */
export type Form<T> = Partial<T> & { href?: string; webUrl?: string };

/** A list of a kind as TeamCity answers it: its pager and the forms of its items (`Builds`, `Projects`). */
export type ListOf<T, I extends string> = List<I, Form<T>>;

/**
 * Whether a `fields` spec asks for `name` itself, so TeamCity sends it even at its default: it names it, or is `*` or
 * `**` (every field). `spec` is the part of the request's `fields` for the entity (see `fieldsAt`).
 */
export function asks(spec: FieldSpec, name: string): boolean {
  if (spec === null || spec === 'all') return false;
  const tree = spec.tree;
  return tree === 'all' ? /(^|,)\*\*?(,|$)/.test(spec.text) : tree.has(name);
}

function withoutDefaults<T>(r: Resource<T>, out: Form<T>, spec: FieldSpec): Form<T> {
  for (const k of r.defaults ?? []) if (out[k] === '' || (out[k] === false && !asks(spec, k))) delete out[k];
  return out;
}

/** The entity's `href` and, where it has a web page, its `webUrl`: in both forms. */
function links<T>(r: Resource<T>, e: Stored<T>, ctx: Context): { href: string; webUrl?: string } {
  const href = ctx.rest + r.href(e);
  const webUrl = r.webUrl?.(e, ctx.origin);
  return webUrl ? { href, webUrl } : { href };
}

/** `spec`: the request's `fields` for this entity, null when it has none there. */
export function shortForm<T>(r: Resource<T>, e: Stored<T>, ctx: Context, spec: FieldSpec = null): Form<T> {
  const source: Partial<T> = { ...e, ...r.derived?.(e, ctx) };
  const out: Partial<T> = r.short ? {} : visible(source);
  for (const k of r.short ?? []) if (source[k] !== undefined) out[k] = source[k];
  return withoutDefaults(r, Object.assign(out, links(r, e, ctx)), spec);
}

export function fullForm<T>(r: Resource<T>, e: Stored<T>, ctx: Context, spec: FieldSpec = null): Form<T> {
  const out = { ...visible<Partial<T>>(e), ...r.derived?.(e, ctx), ...links(r, e, ctx), ...r.expand?.(e, ctx, spec) };
  return withoutDefaults(r, out, spec);
}

/** A list answer, its items under `I`, as `trimList` and `withoutEmptyItems` read it. */
type Pager<I extends string> = { count?: number } & { [K in I]?: unknown };

/** A list answer without what TeamCity's bean leaves out of it by default (see `omitsEmpty`, `omitsZeroCount`). */
export function trimList<T, I extends string, L extends Pager<I>>(r: Resource<T, I>, list: L, spec: FieldSpec): L {
  if (r.omitsEmpty) withoutEmptyItems(list, r.item, spec);
  if (r.omitsZeroCount && list.count === 0 && !asks(spec, 'count')) delete list.count;
  return list;
}

/** `list` without its `item` array when that is empty and `spec` (the request's `fields` for it) does not name it. */
export function withoutEmptyItems<I extends string, L extends Pager<I>>(list: L, item: I, spec: FieldSpec): L {
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

export function listOf<T, I extends string>(
  r: Resource<T, I>,
  ctx: Context,
  locator: string | Locator | null = requestLocator(ctx),
  page: PageRequest | null = r.pager === false ? null : ctx.page,
  fieldsPath: readonly string[] = [],
): ListOf<T, I> {
  const finder = r.finder(ctx.find);
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
function wantsLong<T>(r: Resource<T>, spec: FieldSpec): boolean {
  if (spec === null || spec === 'all') return false;
  const tree = spec.tree;
  if (tree === 'all') return spec.text !== '$short' && spec.text !== '';
  const short = new Set<string>([...(r.short ?? []), 'href', 'webUrl']);
  return r.short !== null && [...tree.keys()].some((k) => !k.startsWith('$') && !short.has(k));
}

/**
 * A collection inside another entity (a pool's `agents`), with the href of the top-level query; `href: false` where
 * TeamCity builds it with no pager (a project's `buildTypes` and `projects`).
 */
export function nestedList<T, I extends string>(
  r: Resource<T, I>,
  ctx: Context,
  collection: string,
  locator: string,
  href = true,
): ListOf<T, I> {
  // `fields=buildTypes(buildType(id),$locator(paused:false))` filters the nested collection.
  const spec = fieldsAt(ctx.fields, [collection]);
  const extra = spec !== null && spec !== 'all' ? spec.locator : null;
  const full = extra ? `${locator},${extra}` : locator;
  const page = href ? { path: `${ctx.rest}/${collection}`, query: new URLSearchParams({ locator: full }) } : null;
  return listOf(r, ctx, full, page, [collection]);
}

/** The entity the request's path names (the resource's `param`), as the state keeps it. */
export const one = <T>(r: Resource<T>, ctx: Context): Stored<T> => findOne(r.finder(ctx.find), ctx.params[r.param]!);

/** `GET` of a collection: what the request's locator finds, one page of it. */
export const list =
  <T, I extends string>(r: Resource<T, I>) =>
  (ctx: Context): ListOf<T, I> =>
    listOf(r, ctx);
/** `GET` of one entity: its full form, or its short form for `fields=$short`. */
export const get =
  <T>(r: Resource<T>) =>
  (ctx: Context): Form<T> => {
    const fields = ctx.fields;
    return fields?.text === '$short' ? shortForm(r, one(r, ctx), ctx, fields) : fullForm(r, one(r, ctx), ctx, fields);
  };

/** Whether a parsed JSON value is an object (not an array): its fields are yet to be checked, so `unknown`. */
export const isObject = (v: unknown): v is Entity => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A field of a parsed JSON value, where the value is an object; else undefined. */
export const member = (v: unknown, name: string): unknown => (isObject(v) ? v[name] : undefined);

/** A posted list (absent: empty) whose items are objects; else a 400 that shows the `shape` TeamCity takes. */
export function objects(value: unknown, shape: string): Entity[] {
  const list = value ?? [];
  if (!Array.isArray(list) || !list.every(isObject)) throw badRequest(`Expected ${shape}.`);
  return list;
}

/** The JSON body, which must be an object. */
export function bodyObject(ctx: Context): Entity {
  const b = ctx.body;
  if (!isObject(b)) throw badRequest('A JSON object body is required.');
  return b;
}

export function required(e: Entity, name: string, what: string): string {
  const v = e[name];
  if (typeof v !== 'string' || !v) throw badRequest(`${what} must have a non-empty '${name}'.`);
  return v;
}

/** A build the request found, as the state keeps it, to change in place. */
export const editBuild = (ctx: Context, e: Stored<Build>): Stored<Build> => ctx.state.builds.edit(Number(e.id))!;
