import type { Area } from '../model/resource.js';
import { fileRoutes, type FileOwner } from './file-routes.js';
import { fieldsOf, vcsRootInstances } from '../model/kinds.js';
import { badRequest, notFound } from '../http/errors.js';
import { instanceProperties } from './vcsRoots.js';
import { tcDate } from '../model/builds.js';
import { bodyObject, deleteField, get, list, listOf, one, requestLocator, type Context } from '../model/resource.js';
import type { Entity } from '../model/store.js';

const [instanceField, setInstanceField] = fieldsOf(vcsRootInstances);

const vcsFilesOf: FileOwner = (ctx) => {
  const v = one(vcsRootInstances, ctx);
  return {
    key: `vcs:${v.id}`,
    base: `${ctx.rest}/vcs-root-instances/id:${v.id}/files/latest`,
  };
};

const files = fileRoutes(vcsFilesOf);

const instance = (ctx: Context) => one(vcsRootInstances, ctx);

/** The repository state (branch -> revision) last seen for the instance, with when it was recorded. */
const stateOf = (e: Entity): Entity | undefined => e._repositoryState as Entity | undefined;

/** Marks the instances a locator matches as checked now (`lastChecked`): the fake's VCS has no new changes. */
export function checkForChanges(ctx: Context): void {
  if (!ctx.query.get('locator')) throw badRequest('Checking for changes needs a VCS root instance locator.');
  const found = listOf(vcsRootInstances, ctx, requestLocator(ctx));
  const now = tcDate(Date.now());
  for (const i of (found['vcs-root-instance'] as Entity[] | undefined) ?? []) {
    const e = ctx.state.vcsRootInstances.get(String(i.id));
    if (e) e.lastChecked = now;
  }
}

export const vcsRootInstancesArea: Area = {
  handlers: {
    'vcsRootInstances.delete_instance_field': deleteField(vcsRootInstances, ['vcs-root-id']),
    'vcsRootInstances.serve_root_instance_properties': (ctx) => instanceProperties(ctx, instance(ctx)),
    'vcsRootInstances.get_repository_state': (ctx) => {
      const s = stateOf(instance(ctx));
      return {
        count: 0,
        entry: [],
        ...(s ? { count: (s.entry as Entity[]).length, entry: s.entry, timestamp: s.timestamp } : {}),
      };
    },
    'vcsRootInstances.set_repository_state': (ctx) => {
      const e = instance(ctx);
      const entry = bodyObject(ctx).entry ?? [];
      if (!Array.isArray(entry) || entry.some((x) => typeof x?.name !== 'string' || typeof x?.value !== 'string'))
        throw badRequest('Expected {"entry":[{"name":...,"value":...}]}.');
      e._repositoryState = {
        entry: entry.map((x: Entity) => ({ name: x.name, value: x.value })),
        timestamp: tcDate(Date.now()),
      };
      const s = stateOf(e)!;
      return { count: (s.entry as Entity[]).length, entry: s.entry, timestamp: s.timestamp };
    },
    'vcsRootInstances.delete_repository_state': (ctx) => void delete instance(ctx)._repositoryState,
    'vcsRootInstances.get_repository_state_creation_date': (ctx) => {
      const s = stateOf(instance(ctx));
      if (!s) throw notFound('The VCS root instance has no repository state.');
      return String(s.timestamp);
    },
    'vcsRootInstances.schedule_checking_for_changes': (ctx) => {
      checkForChanges(ctx);
      return listOf(vcsRootInstances, ctx, requestLocator(ctx));
    },
    'vcsRootInstances.schedule_checking_for_changes_0': (ctx) => void checkForChanges(ctx),
    'vcsRootInstances.serve_instances': list(vcsRootInstances),
    'vcsRootInstances.serve_instance': get(vcsRootInstances),
    'vcsRootInstances.serve_instance_field': instanceField,
    'vcsRootInstances.set_instance_field': setInstanceField,
    'vcsRootInstances.get_root': files.list,
    'vcsRootInstances.get_children': files.list,
    'vcsRootInstances.get_children_alias': files.list,
    'vcsRootInstances.get_metadata': files.metadata,
    'vcsRootInstances.get_content': files.content,
    'vcsRootInstances.get_content_alias': files.content,
    'vcsRootInstances.get_zipped': files.zipped,
  },
  notSimulated: [],
};
