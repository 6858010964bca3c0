// Hand-written: edit it here; the generator never writes this file.
import { badRequest, notFound } from '../model/errors.js';
import { ownProperties, parameterRoutes, textPropertyRoutes, type ParamOwner, type Property } from './params.js';
import { bodyObject, withoutEmptyItems, type Context, type UntypedHandler } from './kit.js';
import type { FieldSpec } from '../model/fields.js';
import type { Entity } from '../model/store.js';

/** One kind of settings item of a build configuration or project: steps, features, triggers, ... */
export interface ItemKind {
  /** The collection's key on the owner and in answers (`steps`), and its item key (`step`). */
  key: string;
  item: string;
  /** The path parameter holding the item's locator. */
  param: string;
  /** Prefix of ids TeamCity assigns (`RUNNER_`); null: the id is the VCS root's. */
  idPrefix: string | null;
  /** The owner's href after `/app/rest`, which the collection's href extends (`/buildTypes/id:X`). */
  ownerHref: (e: Entity) => string;
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

const itemsOf = (owner: Entity, kind: ItemKind): Entity[] => {
  const holder = (owner[kind.key] ??= { count: 0, [kind.item]: [] }) as Entity;
  return ((holder[kind.item] as Entity[] | undefined) ??= []);
};

function store(owner: Entity, kind: ItemKind, items: Entity[]): void {
  owner[kind.key] = { count: items.length, [kind.item]: items };
}

/** The item a locator names: `id:X`, or the id alone. */
function findItem(owner: Entity, kind: ItemKind, locator: string): Entity {
  const id = locator.startsWith('id:') ? locator.slice(3) : locator;
  const item = itemsOf(owner, kind).find((i) => String(i.id) === id);
  if (!item) throw notFound(`No ${kind.item} with id '${id}' is found in the build configuration.`);
  return item;
}

function withId(owner: Entity, kind: ItemKind, body: Entity): Entity {
  if (kind.idPrefix === null) {
    const root = (body['vcs-root'] as Entity | undefined)?.id ?? body.id;
    if (typeof root !== 'string') throw badRequest("A VCS root entry must name its VCS root ('vcs-root.id').");
    return { 'checkout-rules': '', ...body, id: root, 'vcs-root': { id: root, ...(body['vcs-root'] as Entity) } };
  }
  if (typeof body.type !== 'string' && kind.key !== 'artifact-dependencies' && kind.key !== 'snapshot-dependencies')
    throw badRequest(`A ${kind.item} must have a 'type'.`);
  const used = new Set(itemsOf(owner, kind).map((i) => String(i.id)));
  let n = 1;
  while (used.has(`${kind.idPrefix}${n}`)) n++;
  const id = typeof body.id === 'string' && body.id && !used.has(body.id) ? body.id : `${kind.idPrefix}${n}`;
  return { ...body, id, properties: { property: [], ...(body.properties as Entity | undefined) } };
}

/**
 * The owner's items of a kind as TeamCity lists them; `spec`: the request's `fields` for the list, `rest`: `/app/rest`
 * with the request's auth prefix.
 */
export function settingsList(owner: Entity, kind: ItemKind, spec: FieldSpec, rest: string): Entity {
  const items = itemsOf(owner, kind);
  const href = kind.listHref ? { href: `${rest}${kind.ownerHref(owner)}/${kind.segment}` } : {};
  const list = { count: items.length, ...href, [kind.item]: items };
  return kind.omitsEmpty ? withoutEmptyItems(list, kind.item, spec) : list;
}

const listReply = (ctx: Context, owner: Entity, kind: ItemKind) => settingsList(owner, kind, ctx.fields, ctx.rest);

const btKind = (key: string, item: string, param: string, idPrefix: string | null): ItemKind => ({
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
export const projectFeatureItems: ItemKind = {
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
export function buildTypeSettings(e: Entity): Property[] {
  e.settings ??= { property: [{ name: 'buildNumberCounter', value: '1' }] };
  return ownProperties(e, 'settings');
}

/** The routes of one settings collection, for the owner a request names. */
export function itemRoutes(kind: ItemKind, ownerOf: (ctx: Context) => Entity) {
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
  const replaceAll: UntypedHandler = (ctx) => {
    const owner = ownerOf(ctx);
    const list = bodyObject(ctx)[kind.item] ?? [];
    if (!Array.isArray(list)) throw badRequest(`Expected {"${kind.item}":[...]}.`);
    store(owner, kind, []);
    for (const b of list as Entity[]) itemsOf(owner, kind).push(withId(owner, kind, b));
    store(owner, kind, itemsOf(owner, kind));
    return listReply(ctx, owner, kind);
  };
  return {
    list: ((ctx) => listReply(ctx, ownerOf(ctx), kind)) as UntypedHandler,
    replaceAll,
    add: ((ctx) => {
      const owner = ownerOf(ctx);
      const made = withId(owner, kind, bodyObject(ctx));
      if (kind.idPrefix === null && itemsOf(owner, kind).some((i) => i.id === made.id))
        throw badRequest(`VCS root '${made.id}' is already attached.`);
      store(owner, kind, [...itemsOf(owner, kind), made]);
      return made;
    }) as UntypedHandler,
    get: ((ctx) => item(ctx)) as UntypedHandler,
    replace: ((ctx) => {
      const owner = ownerOf(ctx);
      const old = item(ctx);
      const made = { ...withId(owner, kind, { ...bodyObject(ctx), id: undefined }), id: old.id };
      store(
        owner,
        kind,
        itemsOf(owner, kind).map((i) => (i === old ? made : i)),
      );
      return made;
    }) as UntypedHandler,
    remove: ((ctx) => {
      const owner = ownerOf(ctx);
      const old = item(ctx);
      store(
        owner,
        kind,
        itemsOf(owner, kind).filter((i) => i !== old),
      );
    }) as UntypedHandler,
    /** A scalar field of the item as text (`disabled`, `name`, `type`): TeamCity's 400 for others. */
    getSetting: ((ctx) => {
      const v = item(ctx)[field(ctx)];
      if (v === undefined || (typeof v === 'object' && v !== null))
        throw badRequest(`Field '${field(ctx)}' is not supported. Supported are: name, type, disabled.`);
      return String(v);
    }) as UntypedHandler,
    setSetting: ((ctx) => {
      const i = item(ctx);
      const name = field(ctx);
      if (name === 'id') throw badRequest("Field 'id' cannot be changed.");
      const text = String(ctx.body ?? '');
      i[name] = name === 'disabled' ? text === 'true' : text;
      return text;
    }) as UntypedHandler,
    typedParams: parameterRoutes(props),
    params: textPropertyRoutes(props),
  };
}
