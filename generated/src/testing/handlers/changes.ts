// Hand-written: edit it here; the generator never writes this file.
import type { UntypedArea } from './kit.js';
import { changeFields, fieldValue } from './field-values.js';
import { parse } from '../model/finder.js';
import { badRequest, notFound } from '../model/errors.js';
import { locatorOfDimensions } from '../model/paging.js';
import { builds, buildTypes, changes, vcsRootInstances } from './kinds.js';
import { fullForm, get, listOf, one, requestLocator, shortForm, type Context } from './kit.js';
import type { Entity } from '../model/store.js';

const change = (ctx: Context) => one(changes, ctx);
/** Changes named by id in the change's `key` list (`parentChanges`, `duplicates`), as TeamCity's Changes. */
function changesNamed(ctx: Context, key: string) {
  const ids = (((change(ctx)[key] as Entity | undefined)?.change ?? []) as Entity[]).map((c) => String(c.id));
  const items = ids.map((id) => ctx.state.changes.get(id)).filter((c): c is Entity => c !== undefined);
  return { count: items.length, change: items.map((c) => shortForm(changes, c, ctx)) };
}
function instanceOf(ctx: Context): Entity {
  const id = (change(ctx).vcsRootInstance as Entity | undefined)?.id;
  const i = id === undefined ? undefined : ctx.state.vcsRootInstances.get(String(id));
  if (!i) throw notFound(`Change '${change(ctx).id}' has no VCS root instance.`);
  return i;
}

/**
 * `GET /changes` as `ChangeRequest.serveChanges` reads it: the hidden `project`, `buildType`, `build`, `vcsRoot` (a
 * `vcsRootInstance` dimension), `sinceChange`, `start` and `count` parameters are set as dimensions of the locator
 * (unless it is a single value); one that names a dimension the locator gives another value is a 400.
 */
function serveChanges(ctx: Context): Entity {
  const locator = requestLocator(ctx);
  const parsed = parse(locator);
  if (parsed.single !== null) return listOf(changes, ctx, locator);
  const dims = new Map(parsed.dimensions);
  const legacy = [
    ['project', 'project'],
    ['buildType', 'buildType'],
    ['build', 'build'],
    ['vcsRoot', 'vcsRootInstance'],
    ['sinceChange', 'sinceChange'],
    ['start', 'start'],
    ['count', 'count'],
  ];
  for (const [param, dimension] of legacy) {
    const value = ctx.query.get(param!);
    if (!value) continue;
    const given = dims.get(dimension!)?.[0];
    if (given != null && given !== value)
      throw badRequest(
        `Both parameter '${dimension}' and same-named dimension in 'locator' parameter are specified. Use locator only.`,
      );
    dims.set(dimension!, [value]);
  }
  return listOf(changes, ctx, dims.size ? locatorOfDimensions(dims) : null);
}

export const changesArea: UntypedArea = {
  handlers: {
    'changes.serve_changes': serveChanges,
    'changes.serve_change': get(changes),
    'changes.get_change_field': (ctx) => fieldValue(changeFields, one(changes, ctx), ctx),
    'changes.get_change_attributes': (ctx) => (change(ctx).attributes as Entity | undefined) ?? { entry: [] },
    'changes.get_change_duplicates': (ctx) => changesNamed(ctx, 'duplicates'),
    'changes.get_parent_changes': (ctx) => changesNamed(ctx, 'parentChanges'),
    'changes.get_change_parent_revisions': (ctx) => {
      const item = ((change(ctx).parentRevisions as Entity | undefined)?.item ?? []) as string[];
      return { item };
    },
    'changes.get_change_issue': (ctx) => (change(ctx).issues as Entity | undefined) ?? { issues: [] },
    'changes.get_change_vcs_root_instance': (ctx) => fullForm(vcsRootInstances, instanceOf(ctx), ctx),
    'changes.get_change_vcs_root': (ctx) => fullForm(vcsRootInstances, instanceOf(ctx), ctx),
    'changes.get_change_first_builds': (ctx) => {
      const found = (listOf(builds, ctx, `defaultFilter:false,count:-1`).build as Entity[] | undefined) ?? [];
      const id = String(change(ctx).id);
      const first = new Map<unknown, Entity>();
      for (const b of found) {
        const full = ctx.state.builds.get(Number(b.id))!;
        const has = (((full.lastChanges as Entity | undefined)?.change ?? []) as Entity[]).some(
          (c) => String(c.id) === id,
        );
        const prev = first.get(full.buildTypeId);
        if (has && (!prev || Number(prev.id) > Number(full.id))) first.set(full.buildTypeId, full);
      }
      const items = [...first.values()];
      return { count: items.length, build: items.map((b) => shortForm(builds, b, ctx)) };
    },
    'changes.get_related_build_types': (ctx) => {
      const rootId = ctx.state.vcsRootInstances.get(String((change(ctx).vcsRootInstance as Entity | undefined)?.id))?.[
        'vcs-root-id'
      ];
      const items = ctx.state.buildTypes
        .all()
        .filter((bt) =>
          (((bt['vcs-root-entries'] as Entity | undefined)?.['vcs-root-entry'] ?? []) as Entity[]).some(
            (r) => r.id === rootId,
          ),
        );
      return { count: items.length, buildType: items.map((bt) => shortForm(buildTypes, bt, ctx)) };
    },
  },
  reads: {
    'changes.serve_changes': ['project', 'buildType', 'build', 'vcsRoot', 'sinceChange', 'start', 'count', 'locator'],
  },
  notSimulated: [],
};
