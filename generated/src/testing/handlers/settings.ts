// Hand-written: edit it here; the generator never writes this file.
import { badRequest, notFound } from '../model/errors.js';
import { ownProperties, parameterRoutes, propertiesFrom, textPropertyRoutes, type ParamOwner } from './params.js';
import { bodyObject, isObject, member, withoutEmptyItems, type Context } from './kit.js';
import type { BuildType, ModelProperty, Properties, VcsRoot } from '../../models.js';
import type { FieldSpec } from '../model/fields.js';
import type { Entity } from '../model/store.js';

/**
 * A settings item as the fake reads and writes it: the fields of the models of every kind it keeps (`Step`, `Feature`,
 * `Trigger`, `AgentRequirement`, the dependencies, `ProjectFeature`; a `VcsRootEntry` has an id, its root and rules).
 */
export type SettingsItem = {
  id?: string;
  name?: string;
  type?: string;
  disabled?: boolean;
  properties?: Properties;
  'vcs-root'?: VcsRoot;
  'checkout-rules'?: string;
};

/** A settings list as TeamCity sends it (`Steps`, `ProjectFeatures`): its count, maybe its href, its items under `I`. */
export type ItemList<I extends string> = { count?: number; href?: string } & { [K in I]?: SettingsItem[] };

/** An entity that keeps a settings list under `K` (a build configuration's `steps`). */
export type ItemOwner<K extends string, I extends string> = { [P in K]?: ItemList<I> };

/** An owner with the id its href names. */
type NamedOwner<K extends string, I extends string> = ItemOwner<K, I> & { id?: string };

/** One kind of settings item of a build configuration or project: steps, features, triggers, ... */
export interface ItemKind<K extends string, I extends string> {
  /** The collection's key on the owner and in answers (`steps`), and its item key (`step`). */
  key: K;
  item: I;
  /** The path parameter holding the item's locator. */
  param: string;
  /** Prefix of ids TeamCity assigns (`RUNNER_`); null: the id is the VCS root's. */
  idPrefix: string | null;
  /** The owner's href after `/app/rest`, which the collection's href extends (`/buildTypes/id:X`). */
  ownerHref: (e: NamedOwner<K, I>) => string;
  /** The path segment of the collection (`steps`, `agent-requirements`). */
  segment: string;
  /**
   * True: TeamCity's list leaves out an empty item array unless `fields` names it (`PropEntitiesStep` and the other
   * settings lists but `VcsRootEntries`: `decideDefault(fields.isIncluded(item))`).
   */
  omitsEmpty?: true;
  /** True: the list carries its own href (`PropEntitiesProjectFeature`: `decideIncludeByDefault(isIncluded("href"))`). */
  listHref?: true;
}

/** The owner's items of a kind, as it keeps them. */
const itemsOf = <K extends string, I extends string>(owner: ItemOwner<K, I>, kind: ItemKind<K, I>): SettingsItem[] =>
  owner[kind.key]?.[kind.item] ?? [];

/** A settings list of `items`: its count, its href where it has one, the items. */
function itemList<I extends string>(item: I, items: SettingsItem[], href?: string): ItemList<I> {
  const byItem: { [P in I]?: SettingsItem[] } = {};
  byItem[item] = items;
  return { count: items.length, ...(href === undefined ? {} : { href }), ...byItem };
}

function store<K extends string, I extends string>(
  owner: ItemOwner<K, I>,
  kind: ItemKind<K, I>,
  items: SettingsItem[],
): void {
  owner[kind.key] = itemList(kind.item, items);
}

/** The item a locator names: `id:X`, or the id alone. */
function findItem<K extends string, I extends string>(
  owner: ItemOwner<K, I>,
  kind: ItemKind<K, I>,
  locator: string,
): SettingsItem {
  const id = locator.startsWith('id:') ? locator.slice(3) : locator;
  const item = itemsOf(owner, kind).find((i) => String(i.id) === id);
  if (!item) throw notFound(`No ${kind.item} with id '${id}' is found in the build configuration.`);
  return item;
}

/** A string field of a posted item, where it has one; TeamCity's 400 for another JSON type. */
function optionalString(body: Entity, name: string, what: string): string | undefined {
  const v = body[name];
  if (v !== undefined && typeof v !== 'string') throw badRequest(`A ${what}'s '${name}' must be a string.`);
  return v;
}

/**
 * An item from a posted body, with the id TeamCity gives it: the fields the fake reads are checked (`name`, `type`,
 * `disabled`, `properties`; a VCS root entry's root and rules), the others are kept as posted, as TeamCity's bean does.
 */
function withId<K extends string, I extends string>(
  owner: ItemOwner<K, I>,
  kind: ItemKind<K, I>,
  body: Entity,
): SettingsItem {
  const disabled = body.disabled;
  if (disabled !== undefined && typeof disabled !== 'boolean')
    throw badRequest(`A ${kind.item}'s 'disabled' must be true or false.`);
  const checked = {
    ...body,
    ...(body.name === undefined ? {} : { name: optionalString(body, 'name', kind.item) }),
    ...(body.type === undefined ? {} : { type: optionalString(body, 'type', kind.item) }),
  };
  if (kind.idPrefix === null) {
    const given = body['vcs-root'];
    if (given !== undefined && !isObject(given)) throw badRequest("A VCS root entry's 'vcs-root' must be an object.");
    const root = member(given, 'id') ?? body.id;
    if (typeof root !== 'string') throw badRequest("A VCS root entry must name its VCS root ('vcs-root.id').");
    const rules = optionalString(body, 'checkout-rules', kind.item) ?? '';
    return { 'checkout-rules': rules, ...checked, id: root, 'vcs-root': { id: root, ...given } };
  }
  if (typeof body.type !== 'string' && kind.key !== 'artifact-dependencies' && kind.key !== 'snapshot-dependencies')
    throw badRequest(`A ${kind.item} must have a 'type'.`);
  const used = new Set(itemsOf(owner, kind).map((i) => String(i.id)));
  let n = 1;
  while (used.has(`${kind.idPrefix}${n}`)) n++;
  const id = typeof body.id === 'string' && body.id && !used.has(body.id) ? body.id : `${kind.idPrefix}${n}`;
  const property = body.properties === undefined ? [] : propertiesFrom(body.properties);
  return { ...checked, id, properties: { property } };
}

/**
 * The owner's items of a kind as TeamCity lists them; `spec`: the request's `fields` for the list, `rest`: `/app/rest`
 * with the request's auth prefix.
 */
export function settingsList<K extends string, I extends string>(
  owner: NamedOwner<K, I>,
  kind: ItemKind<K, I>,
  spec: FieldSpec,
  rest: string,
): ItemList<I> {
  const href = kind.listHref ? `${rest}${kind.ownerHref(owner)}/${kind.segment}` : undefined;
  const list = itemList(kind.item, itemsOf(owner, kind), href);
  return kind.omitsEmpty ? withoutEmptyItems(list, kind.item, spec) : list;
}

const btKind = <K extends keyof BuildType & string, I extends string>(
  key: K,
  item: I,
  param: string,
  idPrefix: string | null,
): ItemKind<K, I> => ({
  key,
  item,
  param,
  idPrefix,
  segment: key,
  ownerHref: (e) => `/buildTypes/id:${e.id}`,
  // Every settings list but the VCS root entries leaves out its empty item array (PropEntitiesStep and the others).
  ...(key === 'vcs-root-entries' ? {} : { omitsEmpty: true as const }),
});

/** A build configuration's settings collections, in the order TeamCity's `BuildType` sends them. */
export const buildTypeItems = {
  vcsEntries: btKind('vcs-root-entries', 'vcs-root-entry', 'vcsRootLocator', null),
  steps: btKind('steps', 'step', 'stepId', 'RUNNER_'),
  features: btKind('features', 'feature', 'featureId', 'BUILD_EXT_'),
  triggers: btKind('triggers', 'trigger', 'triggerLocator', 'TRIGGER_'),
  snapshotDeps: btKind('snapshot-dependencies', 'snapshot-dependency', 'snapshotDepLocator', ''),
  artifactDeps: btKind('artifact-dependencies', 'artifact-dependency', 'artifactDepLocator', 'ARTIFACT_DEPENDENCY_'),
  requirements: btKind('agent-requirements', 'agent-requirement', 'agentRequirementLocator', 'RQ_'),
};

/** A project's features: connections, cloud profiles, ... (`PropEntitiesProjectFeature`). */
export const projectFeatureItems: ItemKind<'projectFeatures', 'projectFeature'> = {
  key: 'projectFeatures',
  item: 'projectFeature',
  param: 'featureLocator',
  idPrefix: 'PROJECT_EXT_',
  segment: 'projectFeatures',
  ownerHref: (e) => `/projects/id:${e.id}`,
  omitsEmpty: true,
  listHref: true,
};

/** A build configuration's settings (`buildNumberPattern`, ...), kept as `settings`; the counter is always there. */
export function buildTypeSettings(e: BuildType): ModelProperty[] {
  e.settings ??= { property: [{ name: 'buildNumberCounter', value: '1' }] };
  return ownProperties(e, 'settings');
}

/** The fields of an item its `/{field}` routes read and write, as text (TeamCity's `PropEntity` setting names). */
const SETTINGS = ['name', 'type', 'disabled'] as const;
const settingName = (name: string) => SETTINGS.find((s) => s === name);
const unsupported = (name: string) =>
  badRequest(`Field '${name}' is not supported. Supported are: ${SETTINGS.join(', ')}.`);

/** The routes of one settings collection, for the owner a request names. */
export function itemRoutes<K extends string, I extends string>(
  kind: ItemKind<K, I>,
  ownerOf: (ctx: Context) => NamedOwner<K, I>,
) {
  const item = (ctx: Context) => findItem(ownerOf(ctx), kind, ctx.params[kind.param]!);
  const field = (ctx: Context) => ctx.params.fieldName ?? ctx.params.name ?? '';
  const props = (ctx: Context): ParamOwner => {
    const owner = ownerOf(ctx);
    const i = findItem(owner, kind, ctx.params[kind.param]!);
    return {
      entity: i,
      key: 'properties',
      href: `${ctx.rest}${kind.ownerHref(owner)}/${kind.segment}/${i.id}/properties`,
    };
  };
  const list = (ctx: Context): ItemList<I> => settingsList(ownerOf(ctx), kind, ctx.fields, ctx.rest);
  return {
    list,
    replaceAll: (ctx: Context): ItemList<I> => {
      const owner = ownerOf(ctx);
      const posted = bodyObject(ctx)[kind.item] ?? [];
      if (!Array.isArray(posted)) throw badRequest(`Expected {"${kind.item}":[...]}.`);
      store(owner, kind, []);
      for (const b of posted) {
        if (!isObject(b)) throw badRequest(`Expected {"${kind.item}":[{...}]}: each ${kind.item} an object.`);
        store(owner, kind, [...itemsOf(owner, kind), withId(owner, kind, b)]);
      }
      return list(ctx);
    },
    add: (ctx: Context): SettingsItem => {
      const owner = ownerOf(ctx);
      const made = withId(owner, kind, bodyObject(ctx));
      if (kind.idPrefix === null && itemsOf(owner, kind).some((i) => i.id === made.id))
        throw badRequest(`VCS root '${made.id}' is already attached.`);
      store(owner, kind, [...itemsOf(owner, kind), made]);
      return made;
    },
    get: item,
    replace: (ctx: Context): SettingsItem => {
      const owner = ownerOf(ctx);
      const old = item(ctx);
      const made = { ...withId(owner, kind, { ...bodyObject(ctx), id: undefined }), id: old.id };
      store(
        owner,
        kind,
        itemsOf(owner, kind).map((i) => (i === old ? made : i)),
      );
      return made;
    },
    remove: (ctx: Context): void => {
      const owner = ownerOf(ctx);
      const old = item(ctx);
      store(
        owner,
        kind,
        itemsOf(owner, kind).filter((i) => i !== old),
      );
    },
    /** A scalar field of the item as text (`disabled`, `name`, `type`): TeamCity's 400 for others. */
    getSetting: (ctx: Context): string => {
      const name = settingName(field(ctx));
      const v = name && item(ctx)[name];
      if (!name || v === undefined) throw unsupported(field(ctx));
      return String(v);
    },
    setSetting: (ctx: Context): string => {
      const i = item(ctx);
      const name = settingName(field(ctx));
      if (!name) throw unsupported(field(ctx));
      const text = String(ctx.body ?? '');
      if (name === 'disabled') i.disabled = text === 'true';
      else i[name] = text;
      return text;
    },
    typedParams: parameterRoutes(props),
    params: textPropertyRoutes(props),
  };
}
