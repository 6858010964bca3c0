// Hand-written: edit it here; the generator never writes this file.
import { fileRoutes, type FileOwner } from './file-routes.js';
import { vcsRootInstances } from './kinds.js';
import { fieldsOf, vcsRootInstanceFields } from './field-values.js';
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { instanceProperties } from './vcsRoots.js';
import { tcDate } from '../model/builds.js';
import {
  bodyObject,
  get,
  list,
  listOf,
  member,
  one,
  queryBoolean,
  requestLocator,
  TextReply,
  type Area,
  type Context,
  type Form,
} from './kit.js';
import type { Entries, Entry, VcsRootInstance } from '../../models.js';
import type { Own } from '../model/store.js';

const [instanceField, setInstanceField] = fieldsOf(vcsRootInstances, vcsRootInstanceFields);

const vcsFilesOf: FileOwner = (ctx) => {
  const v = one(vcsRootInstances, ctx);
  return {
    key: `vcs:${v.id}`,
    base: `${ctx.rest}/vcs-root-instances/id:${v.id}/files/latest`,
  };
};

const files = fileRoutes(vcsFilesOf);

const instance = (ctx: Context) => one(vcsRootInstances, ctx);

/** A posted entry: its name and value strings; undefined where it is not one. */
function entryOf(x: unknown): Entry | undefined {
  const name = member(x, 'name');
  const value = member(x, 'value');
  return typeof name === 'string' && typeof value === 'string' ? { name, value } : undefined;
}

/** The repository state as `/repositoryState` answers it: its entries, and when it was set (none: no entries). */
function stateReply(s: Own['_repositoryState']): Entries & { timestamp?: string } {
  return s ? { count: s.entry.length, entry: s.entry, timestamp: s.timestamp } : { count: 0, entry: [] };
}

/**
 * Marks the instances a locator matches as checked now (`lastChecked`): the fake's VCS has no new changes. `requestor`
 * (VcsRootInstanceRequest.getRequestor: `user` or `commit_hook`) changes nothing the REST API shows.
 */
export function checkForChanges(ctx: Context): Form<VcsRootInstance>[] {
  if (!ctx.query.get('locator'))
    throw badRequest("No 'locator' parameter provided, should be not empty VCS root instances locator");
  const requestor = ctx.query.get('requestor');
  if (requestor && !/^(user|commit_hook)$/i.test(requestor))
    throw new HttpError(501, `The fake TeamCity knows the requestors 'user' and 'commit_hook', not '${requestor}'.`);
  const found = listOf(vcsRootInstances, ctx, requestLocator(ctx))['vcs-root-instance'] ?? [];
  const now = tcDate(ctx.state.clock.now());
  for (const i of found) {
    const e = ctx.state.vcsRootInstances.get(String(i.id));
    if (e) e.lastChecked = now;
  }
  return found;
}

export const vcsRootInstancesArea: Area = {
  handlers: {
    'vcsRootInstances.serve_root_instance_properties': (ctx) => instanceProperties(ctx, instance(ctx)),
    'vcsRootInstances.get_repository_state': (ctx) => stateReply(instance(ctx)._repositoryState),
    'vcsRootInstances.set_repository_state': (ctx) => {
      const e = instance(ctx);
      const posted: unknown = bodyObject(ctx).entry ?? [];
      const entry = Array.isArray(posted) ? posted.map(entryOf).filter((x) => x !== undefined) : [];
      if (!Array.isArray(posted) || entry.length !== posted.length)
        throw badRequest('Expected {"entry":[{"name":...,"value":...}]}.');
      e._repositoryState = { entry, timestamp: tcDate(ctx.state.clock.now()) };
      return stateReply(e._repositoryState);
    },
    'vcsRootInstances.delete_repository_state': (ctx) => void delete instance(ctx)._repositoryState,
    // VcsRootInstanceRequest.deleteInstanceField: either version field resets the repository state, as above.
    'vcsRootInstances.delete_instance_field': (ctx) => {
      const e = instance(ctx);
      if (ctx.params.field !== 'lastVersionInternal' && ctx.params.field !== 'lastVersion')
        throw badRequest('Only "lastVersionInternal" field is supported for deletion.');
      delete e._repositoryState;
    },
    'vcsRootInstances.get_repository_state_creation_date': (ctx) => {
      const s = instance(ctx)._repositoryState;
      if (!s) throw notFound('The VCS root instance has no repository state.');
      return s.timestamp;
    },
    'vcsRootInstances.schedule_checking_for_changes': (ctx) => {
      checkForChanges(ctx);
      return listOf(vcsRootInstances, ctx, requestLocator(ctx));
    },
    // VcsRootInstanceRequest.scheduleCheckingForChanges (the commit hook) answers text, not an error body: 202 with what
    // it scheduled; nothing found is 404, or 200 with okOnNothingFound.
    'vcsRootInstances.schedule_checking_for_changes_0': (ctx) => {
      let found: Form<VcsRootInstance>[] = [];
      try {
        found = checkForChanges(ctx);
      } catch (e) {
        if (!(e instanceof HttpError && e.status === 404)) throw e;
      }
      if (!found.length)
        return new TextReply(
          queryBoolean(ctx, 'okOnNothingFound') === true ? 200 : 404,
          `No VCS roots are found for locator '${ctx.query.get('locator')}' with current user '${ctx.user}'. Check locator and permissions using '/app/rest/vcs-root-instances?locator=$help' URL.`,
        );
      // The server time in Joda's basicDateTime, as TeamCity prints it (UTC: `Z`).
      const time = new Date(ctx.state.clock.now()).toISOString().replace(/[-:]/g, '');
      return new TextReply(202, `Scheduled checking for changes for ${found.length} VCS roots. (Server time: ${time})`);
    },
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
  reads: {
    'vcsRootInstances.serve_instances': ['locator'],
    'vcsRootInstances.schedule_checking_for_changes': ['locator', 'requestor'],
    'vcsRootInstances.schedule_checking_for_changes_0': ['locator', 'okOnNothingFound'],
    'vcsRootInstances.get_zipped': ['name', 'locator'],
  },
  notSimulated: [],
};
