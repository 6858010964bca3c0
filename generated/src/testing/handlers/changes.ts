// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import { changeFields, fieldValue } from './field-values.js';
import { parse } from '../model/finder.js';
import { badRequest, notFound } from '../model/errors.js';
import { locatorOfDimensions } from '../model/paging.js';
import { builds, buildTypes, changes, vcsRootInstances } from './kinds.js';
import { fullForm, get, listOf, one, requestLocator, shortForm, type Context } from './kit.js';
import type { Build, BuildTypes, Builds, Changes, Entries, VcsRootInstance } from '../../models.js';
import type { SeedChange } from '../model/seed.js';
import type { Stored } from '../model/store.js';

const change = (ctx: Context) => one(changes, ctx);
/** Changes named by id in the change's `key` list (`parentChanges`, `duplicates`), as TeamCity's Changes. */
function changesNamed(ctx: Context, key: 'parentChanges' | 'duplicates'): Changes {
  const ids = (change(ctx)[key]?.change ?? []).map((c) => String(c.id));
  const items = ids.map((id) => ctx.state.changes.get(id)).filter((c) => c !== undefined);
  return { count: items.length, change: items.map((c) => shortForm(changes, c, ctx)) };
}
function instanceOf(ctx: Context): Stored<VcsRootInstance> {
  const id = change(ctx).vcsRootInstance?.id;
  const i = id === undefined ? undefined : ctx.state.vcsRootInstances.get(String(id));
  if (!i) throw notFound(`Change '${change(ctx).id}' has no VCS root instance.`);
  return i;
}

/**
 * `/changes/{c}/attributes`: ChangeRequest answers the change's attributes as Entries, where the change itself shows
 * them as Properties (the seed's).
 */
function attributesOf(c: Stored<SeedChange>): Entries {
  return { entry: (c.attributes?.property ?? []).map((p) => ({ name: p.name, value: p.value })) };
}

/**
 * `GET /changes` as `ChangeRequest.serveChanges` reads it: the hidden `project`, `buildType`, `build`, `vcsRoot` (a
 * `vcsRootInstance` dimension), `sinceChange`, `start` and `count` parameters are set as dimensions of the locator
 * (unless it is a single value); one that names a dimension the locator gives another value is a 400.
 */
function serveChanges(ctx: Context): Changes {
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

export const changesArea: Area = {
  handlers: {
    'changes.serve_changes': serveChanges,
    'changes.serve_change': get(changes),
    'changes.get_change_field': (ctx) => fieldValue(changeFields, one(changes, ctx), ctx),
    'changes.get_change_attributes': (ctx) => attributesOf(change(ctx)),
    'changes.get_change_duplicates': (ctx) => changesNamed(ctx, 'duplicates'),
    'changes.get_parent_changes': (ctx) => changesNamed(ctx, 'parentChanges'),
    'changes.get_change_parent_revisions': (ctx) => {
      return { item: change(ctx).parentRevisions?.item ?? [] };
    },
    'changes.get_change_issue': (ctx) => change(ctx).issues ?? { issues: [] },
    'changes.get_change_vcs_root_instance': (ctx) => fullForm(vcsRootInstances, instanceOf(ctx), ctx),
    'changes.get_change_vcs_root': (ctx) => fullForm(vcsRootInstances, instanceOf(ctx), ctx),
    'changes.get_change_first_builds': (ctx): Builds => {
      const found = listOf(builds, ctx, `defaultFilter:false,count:-1`).build ?? [];
      const id = String(change(ctx).id);
      const first = new Map<string | undefined, Stored<Build>>();
      for (const b of found) {
        const full = ctx.state.builds.get(Number(b.id))!;
        const has = (full.lastChanges?.change ?? []).some((c) => String(c.id) === id);
        const prev = first.get(full.buildTypeId);
        if (has && (!prev || Number(prev.id) > Number(full.id))) first.set(full.buildTypeId, full);
      }
      const items = [...first.values()];
      return { count: items.length, build: items.map((b) => shortForm(builds, b, ctx)) };
    },
    'changes.get_related_build_types': (ctx): BuildTypes => {
      const rootId = ctx.state.vcsRootInstances.get(String(change(ctx).vcsRootInstance?.id))?.['vcs-root-id'];
      const items = ctx.state.buildTypes
        .all()
        .filter((bt) => (bt['vcs-root-entries']?.['vcs-root-entry'] ?? []).some((r) => r.id === rootId));
      return { count: items.length, buildType: items.map((bt) => shortForm(buildTypes, bt, ctx)) };
    },
  },
  reads: {
    'changes.serve_changes': ['project', 'buildType', 'build', 'vcsRoot', 'sinceChange', 'start', 'count', 'locator'],
  },
  notSimulated: [],
};
