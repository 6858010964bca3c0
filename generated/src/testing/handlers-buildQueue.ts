import type { Area } from './resource.js';
import { tcDate } from './builds.js';
import { badRequest } from './errors.js';
import { findOne } from './finder.js';
import { cancel } from './handlers-builds.js';
import { builds, del, queue } from './kinds.js';
import { bodyObject, fullForm, get, getField, list, one, type Context } from './resource.js';
import type { Entity } from './store.js';

/** What TeamCity keeps of a queue request and shows back on the build. */
function kept(body: Entity): Entity {
  const out: Entity = {};
  const props = (body.properties as { property?: unknown } | undefined)?.property;
  if (props !== undefined) {
    if (!Array.isArray(props) || props.some((p) => typeof p?.name !== 'string' || typeof p?.value !== 'string'))
      throw badRequest('Properties must be {"property":[{"name":...,"value":...}]}.');
    out.properties = { count: props.length, property: props.map((p) => ({ name: p.name, value: p.value })) };
  }
  const comment = (body.comment as { text?: unknown } | undefined)?.text;
  if (typeof comment === 'string') out.comment = { text: comment };
  const tags = (body.tags as { tag?: unknown } | undefined)?.tag;
  if (Array.isArray(tags)) out.tags = { count: tags.length, tag: tags.map((t) => ({ name: String(t?.name) })) };
  for (const key of ['triggeringOptions', 'revisions', 'agent', 'snapshot-dependencies', 'lastChanges'])
    if (body[key] !== undefined) out[key === 'agent' ? 'plannedAgent' : key] = body[key];
  return out;
}

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
    queuedDate: tcDate(ctx.state.clock.now()),
    ...(body.personal === true ? { personal: true } : {}),
    ...kept(body),
  });
  delete build.status;
  // The latest build put at the top goes first.
  if ((body.triggeringOptions as Entity | undefined)?.queueAtTop === true) build._queueTop = build.id;
  ctx.state.builds.put(build);
  ctx.state.runs.queued(build);
  return build;
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
