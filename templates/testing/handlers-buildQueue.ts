import type { Area } from './resource.js';
import { tcDate } from './builds.js';
import { badRequest } from './errors.js';
import { findOne } from './finder.js';
import { cancel } from './handlers-builds.js';
import { builds, del, queue } from './kinds.js';
import { bodyObject, fullForm, get, getField, list, one, type Context } from './resource.js';
import type { Entity } from './store.js';

function queueBuild(ctx: Context): Entity {
  const body = bodyObject(ctx);
  const btId = (body.buildType as Entity | undefined)?.id ?? body.buildTypeId;
  if (typeof btId !== 'string') throw badRequest('Build type is not specified: set buildType.id.');
  const bt = findOne(ctx.find.buildType, `id:${btId}`);
  const build = ctx.state.newBuild({
    buildTypeId: bt.id,
    state: 'queued',
    branchName: typeof body.branchName === 'string' ? body.branchName : 'main',
    defaultBranch: typeof body.branchName !== 'string',
    queuedDate: tcDate(Date.now()),
    ...(body.personal === true ? { personal: true } : {}),
  });
  delete build.status;
  return ctx.state.builds.put(build);
}

export const buildQueueArea: Area = {
  handlers: {
    'buildQueue.get_builds': list(queue),
    'buildQueue.get_build': get(queue),
    'buildQueue.queue_new_build': (ctx) => fullForm(queue, queueBuild(ctx), ctx),
    'buildQueue.delete_build': del(queue, (ctx, e) => ctx.state.builds.delete(Number(e.id))),
    'buildQueue.cancel_build': (ctx) => fullForm(builds, cancel(ctx, one(queue, ctx)), ctx),
    'buildQueue.serve_build_field_by_build_only': (ctx) =>
      getField(queue)({
        ...ctx,
        params: { ...ctx.params, queuedBuildLocator: ctx.params.buildLocator! },
      }),
  },
  notSimulated: [
    'buildQueue.replace_builds',
    'buildQueue.delete_builds_experimental',
    'buildQueue.cancel_build_0',
    'buildQueue.add_tags',
    'buildQueue.serve_tags',
    'buildQueue.replace_tags',
    'buildQueue.serve_compatible_agents',
    'buildQueue.set_build_queue_order',
    'buildQueue.set_build_queue_position',
    'buildQueue.set_build_queue_position_0',
    'buildQueue.get_approval_info',
    'buildQueue.approve_queued_build',
  ],
};
