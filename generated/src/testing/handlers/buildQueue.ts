// Hand-written: edit it here; the generator never writes this file.
import type { Area, Context, ListOf, Resource } from './kit.js';
import type { Build } from '../../models.js';
import { tcDate } from '../model/builds.js';
import { badRequest, notFound } from '../model/errors.js';
import { findOne } from '../model/finder.js';
import { compatibleWith } from '../model/compatibility.js';
import { cancel, tagRoutes } from './builds.js';
import { agents, builds, del, queue } from './kinds.js';
import { bodyObject, editBuild, fullForm, get, isObject, listOf, member, one, queryBoolean, shortForm } from './kit.js';
import { propertiesFrom } from './params.js';
import { buildFields, fieldValue } from './field-values.js';
import type { Entity, Stored } from '../model/store.js';

/** Queued builds found through a path parameter of another name. */
const queuedAs = (param: string): Resource<Build, 'build'> => ({ ...queue, param });

/** What TeamCity keeps of a queue request and shows back on the build. */
function kept(body: Entity): Entity {
  const out: Entity = {};
  if (body.properties !== undefined) {
    const property = propertiesFrom(body.properties);
    out.properties = { count: property.length, property };
  }
  const comment = member(body.comment, 'text');
  if (typeof comment === 'string') out.comment = { text: comment };
  const tags = member(body.tags, 'tag');
  if (Array.isArray(tags))
    out.tags = { count: tags.length, tag: tags.map((t) => ({ name: String(member(t, 'name')) })) };
  for (const key of ['triggeringOptions', 'revisions', 'agent', 'snapshot-dependencies', 'lastChanges'])
    if (body[key] !== undefined) out[key === 'agent' ? 'plannedAgent' : key] = body[key];
  return out;
}

function queueBuild(ctx: Context, body: Entity = bodyObject(ctx)): Stored<Build> {
  const btId = member(body.buildType, 'id') ?? body.buildTypeId;
  if (typeof btId !== 'string') throw badRequest('Build type is not specified: set buildType.id.');
  const bt = findOne(ctx.find.buildType, `id:${btId}`);
  const now = tcDate(ctx.state.clock.now());
  const branch = typeof body.branchName === 'string' ? body.branchName : ctx.state.defaultBranchOf(String(bt.id));
  const user = ctx.state.users.all().find((u) => u.username === ctx.user);
  const build = ctx.state.newBuild({
    buildTypeId: String(bt.id),
    state: 'queued',
    branchName: branch,
    // A build queued on the configuration's default branch, by its name or none, is on the default branch.
    defaultBranch: ctx.state.isDefaultBranch(String(bt.id), branch),
    queuedDate: now,
    // Build.getTriggeredBy: queued through the REST API by a user is type "user", with the user.
    triggered: user
      ? { type: 'user', date: now, user: { username: user.username, name: user.name, id: user.id } }
      : { type: 'request', date: now },
    ...(body.personal === true ? { personal: true } : {}),
    ...kept(body),
  });
  delete build.status;
  const top = member(body.triggeringOptions, 'queueAtTop') === true || queryBoolean(ctx, 'moveToTop') === true;
  ctx.state.builds.put(build);
  if (top) moveToTop(ctx, [build.id]);
  ctx.state.runs.queued(build);
  return build;
}

/** Puts the builds first, in the order given, the rest of the queue after them as it was. */
function moveToTop(ctx: Context, ids: unknown[]): void {
  const first = ids.map(String);
  const rest = ctx.state.builds.queued().filter((b) => !first.includes(String(b.id)));
  const order = [...first.map((id) => ctx.state.builds.get(Number(id))!), ...rest];
  order.forEach((b, i) => (editBuild(ctx, b)._queueRank = i));
}

/** The queued builds of a `Builds` body, each found in the queue (a 404 for one that is not queued). */
function queuedOf(ctx: Context, body: Entity): Stored<Build>[] {
  const items: unknown = body.build;
  if (!Array.isArray(items) || items.some((b) => b === null || typeof b !== 'object'))
    throw badRequest('Builds must be {"build":[{"id":...}]}.');
  return items.map((b) => findOne(ctx.find.queued, `id:${String(member(b, 'id') ?? '')}`));
}

/** A queue position as TeamCity takes it: `first` or `1`, `last`, or (to read) a 1-based number. */
function position(raw: string, length: number): number {
  if (raw === 'first') return 1;
  if (raw === 'last') return length;
  if (!/^[1-9]\d*$/.test(raw))
    throw badRequest(`Unsupported queue position '${raw}': use a number from 1, 'first' or 'last'.`);
  return Number(raw);
}

/**
 * `PUT /buildQueue`: TeamCity removes every queued build, then queues the posted ones in order; those it cannot
 * queue are named in one 400 after the others are queued. Answers the queue.
 */
function replaceQueue(ctx: Context): ListOf<Build, 'build'> {
  const body = ctx.body;
  if (!isObject(body)) throw badRequest('List of builds should be posted.');
  const posted = body.build;
  if (!Array.isArray(posted)) throw badRequest("Posted element should contain 'builds' sub-element.");
  for (const b of ctx.state.builds.queued()) ctx.state.builds.delete(Number(b.id));
  const errors: string[] = [];
  for (const b of posted) {
    try {
      if (!isObject(b)) throw badRequest('A build must be a JSON object.');
      queueBuild(ctx, b);
    } catch (e) {
      errors.push(`Not able to add build to the build queue due to error: ${e instanceof Error ? e.message : e}`);
    }
  }
  if (errors.length)
    throw badRequest(`Error triggering ${errors.length} out of ${posted.length} builds: \n${errors.join('\n')}`);
  return listOf(queue, ctx, null);
}

const queueReply = (ctx: Context) => {
  const queued = ctx.state.builds.queued();
  return { count: queued.length, build: queued.map((b) => shortForm(queue, b, ctx)) };
};

const tags = tagRoutes(queuedAs('buildLocator'));

export const buildQueueArea: Area = {
  handlers: {
    'buildQueue.get_builds': (ctx) => listOf(queue, ctx),
    'buildQueue.get_build': get(queue),
    'buildQueue.queue_new_build': (ctx) => fullForm(queue, queueBuild(ctx), ctx),
    'buildQueue.delete_build': del(queue, (ctx, e) => ctx.state.builds.delete(Number(e.id))),
    // TeamCity removes every queued build the locator finds (all of them without one) and deletes them.
    'buildQueue.delete_builds_experimental': (ctx) => {
      for (const b of listOf(queue, ctx).build ?? []) ctx.state.builds.delete(Number(b.id));
    },
    'buildQueue.replace_builds': replaceQueue,
    // TeamCity answers this example whatever the locator names.
    'buildQueue.cancel_build_0': () => ({ comment: 'example build cancel comment', readdIntoQueue: false }),
    'buildQueue.cancel_build': (ctx) => fullForm(builds, cancel(ctx, one(queue, ctx)), ctx),
    'buildQueue.serve_build_field_by_build_only': (ctx) =>
      fieldValue(buildFields, findOne(ctx.find.queued, ctx.params.buildLocator!), ctx),
    'buildQueue.serve_tags': tags.serve,
    // BuildQueueRequest.addTags answers nothing (the builds area's answers the tags).
    'buildQueue.add_tags': (ctx) => void tags.add(ctx),
    'buildQueue.replace_tags': tags.replace,
    'buildQueue.serve_compatible_agents': (ctx) => {
      const build = one(queue, ctx);
      const bt = findOne(ctx.find.buildType, `id:${String(build.buildTypeId)}`);
      const items = ctx.state.agents
        .all()
        .filter((a) => a.enabled !== false && a.authorized !== false && a.connected !== false)
        .filter((a) => compatibleWith(ctx.state, a, bt));
      return { count: items.length, agent: items.map((a) => shortForm(agents, a, ctx)) };
    },
    'buildQueue.set_build_queue_order': (ctx) => {
      moveToTop(
        ctx,
        queuedOf(ctx, bodyObject(ctx)).map((b) => b.id),
      );
      return queueReply(ctx);
    },
    'buildQueue.set_build_queue_position': (ctx) => {
      const queued = ctx.state.builds.queued();
      const at = queued[position(ctx.params.queuePosition!, queued.length) - 1];
      if (!at)
        throw notFound(`No queued build at position ${ctx.params.queuePosition}: the queue holds ${queued.length}.`);
      return fullForm(queue, at, ctx);
    },
    'buildQueue.set_build_queue_position_0': (ctx) => {
      const raw = ctx.params.queuePosition!;
      if (raw !== 'first' && raw !== '1' && raw !== 'last')
        throw badRequest(`Unsupported queue position '${raw}': a build can be moved to 'first' (or 1) or 'last'.`);
      const build = findOne(ctx.find.queued, `id:${String(bodyObject(ctx).id ?? '')}`);
      if (raw === 'last') {
        const others = ctx.state.builds.queued().filter((b) => b.id !== build.id);
        [...others, build].forEach((b, i) => (editBuild(ctx, b)._queueRank = i));
      } else moveToTop(ctx, [build.id]);
      return fullForm(queue, ctx.state.builds.get(Number(build.id))!, ctx);
    },
  },
  reads: {
    'buildQueue.get_builds': ['locator'],
    'buildQueue.queue_new_build': ['moveToTop'],
    'buildQueue.delete_builds_experimental': ['locator'],
  },
  notSimulated: ['buildQueue.get_approval_info', 'buildQueue.approve_queued_build'],
};
