import type { Area } from './resource.js';
import { tcDate } from './builds.js';
import { badRequest, HttpError } from './errors.js';
import { fileRoutes, type FileOwner } from './file-routes.js';
import { findOne } from './finder.js';
import { buildOccurrences } from './occurrences.js';
import { builds, del } from './kinds.js';
import {
  bodyObject,
  fullForm,
  get,
  getField,
  listOf,
  one,
  requestLocator,
  type Context,
  type Handler,
} from './resource.js';
import type { Entity } from './store.js';

/** The deprecated top-level filters of `GET /builds` (`?buildType=&status=`), folded into the locator with the paging. */
function buildsLocator(ctx: Context, extra?: string): string | null {
  const filters = ['buildType', 'status', 'tag', 'agentName'].map((name) => {
    const v = ctx.query.get(name);
    return v === null ? null : `${name}:${v}`;
  });
  return requestLocator(ctx, extra, ...filters);
}

export const buildsOfType: Handler = (ctx) => {
  const bt = findOne(ctx.find.buildType, ctx.params.btLocator!);
  return listOf(builds, ctx, buildsLocator(ctx, `buildType:(id:${bt.id})`));
};

export const editBuild = (ctx: Context, e: Entity) => ctx.state.builds.edit(Number(e.id))!;

type Tags = { tag: { name: string }[] };
const tagsOf = (e: Entity): Tags => (e.tags as Tags | undefined) ?? { tag: [] };
const tagsReply = (e: Entity) => ({
  count: tagsOf(e).tag.length,
  tag: tagsOf(e).tag,
});
function tagsFromBody(ctx: Context): { name: string }[] {
  const tags = (bodyObject(ctx).tag ?? []) as unknown;
  if (!Array.isArray(tags) || tags.some((t) => typeof t?.name !== 'string'))
    throw badRequest('Tags must be {"tag":[{"name":...}]}.');
  return (tags as { name: string }[]).map((t) => ({ name: t.name }));
}

export function cancel(ctx: Context, e: Entity): Entity {
  const b = editBuild(ctx, e);
  const comment = (bodyObject(ctx).comment as string | undefined) ?? '';
  if (b.state === 'finished') throw new HttpError(409, `Build ${b.id} is already finished.`);
  b._canceled = true;
  b.canceledInfo = { text: comment, timestamp: tcDate(ctx.state.clock.now()) };
  b.state = 'finished';
  b.status = 'UNKNOWN';
  return b;
}

const artifactsOf: FileOwner = (ctx) => {
  const b = one(builds, ctx);
  return { key: String(b.id), base: `${ctx.rest}/builds/id:${b.id}/artifacts` };
};
const files = fileRoutes(artifactsOf);
const buildField = getField(builds);

/** A build's plain-text field with a route of its own (`/builds/{b}/number`). */
const buildText = (name: string): [Handler, Handler] => [
  (ctx) => String(one(builds, ctx)[name] ?? ''),
  (ctx) => {
    const text = String(ctx.body ?? '');
    editBuild(ctx, one(builds, ctx))[name] = text;
    return text;
  },
];
const [buildNumber, setBuildNumber] = buildText('number');
const [statusText, setStatusText] = buildText('statusText');

export const buildsArea: Area = {
  handlers: {
    'builds.serve_all_builds': (ctx) => listOf(builds, ctx, buildsLocator(ctx)),
    'builds.serve_build': get(builds),
    'builds.delete_build': del(builds, (ctx, e) => ctx.state.builds.delete(Number(e.id))),
    'builds.serve_build_field_by_build_only': buildField,
    'builds.get_build_number': buildNumber,
    'builds.set_build_number': setBuildNumber,
    'builds.get_build_status_text': statusText,
    'builds.set_build_status_text': setStatusText,
    'builds.serve_tags': (ctx) => tagsReply(one(builds, ctx)),
    'builds.add_tags': (ctx) => {
      const b = editBuild(ctx, one(builds, ctx));
      const tags = tagsOf(b).tag;
      for (const t of tagsFromBody(ctx)) if (!tags.some((x) => x.name === t.name)) tags.push(t);
      b.tags = { tag: tags };
      return tagsReply(b);
    },
    'builds.replace_tags': (ctx) => {
      const b = editBuild(ctx, one(builds, ctx));
      b.tags = { tag: tagsFromBody(ctx) };
      return tagsReply(b);
    },
    'builds.get_pinned': (ctx) => String(one(builds, ctx).pinned === true),
    'builds.pin_build': (ctx) => void (editBuild(ctx, one(builds, ctx)).pinned = true),
    'builds.unpin_build': (ctx) => void (editBuild(ctx, one(builds, ctx)).pinned = false),
    'builds.replace_comment': (ctx) =>
      void (editBuild(ctx, one(builds, ctx)).comment = {
        text: String(ctx.body ?? ''),
      }),
    'builds.delete_comment': (ctx) => void delete editBuild(ctx, one(builds, ctx)).comment,
    'builds.cancel_build': (ctx) => fullForm(builds, cancel(ctx, one(builds, ctx)), ctx),
    'builds.get_root': files.list,
    'builds.get_children': files.list,
    'builds.get_children_alias': files.list,
    'builds.get_metadata': files.metadata,
    'builds.get_content': files.content,
    'builds.get_content_alias': files.content,
    'builds.get_tests': buildOccurrences('test'),
    'builds.get_problems': buildOccurrences('problem'),
    'builds.get_artifacts_directory': (ctx) => `/data/artifacts/${one(builds, ctx).buildTypeId}/${one(builds, ctx).id}`,
  },
  notSimulated: [
    'builds.cancel_build_0',
    'builds.delete_all_parameters',
    'builds.delete_builds',
    'builds.delete_parameter',
    'builds.get_artifact_dependency_changes',
    'builds.get_canceled_info',
    'builds.get_parameter',
    'builds.get_parameter_0',
    'builds.get_parameter_value_long',
    'builds.get_parameters',
    'builds.get_resolved_parameter',
    'builds.reset_build_finish_parameters',
    'builds.serve_aggregated_build_status',
    'builds.serve_aggregated_build_status_icon',
    'builds.serve_build_actual_parameters',
    'builds.serve_build_related_issues',
    'builds.serve_build_related_issues_old',
    'builds.serve_build_statistic_value',
    'builds.serve_build_statistic_values',
    'builds.serve_build_status_icon',
    'builds.serve_source_file',
    'builds.set_parameter',
    'builds.set_parameter_0',
    'builds.set_parameter_value_long',
    'builds.set_parameters',
    'builds.get_multiple_builds',
    'builds.cancel_multiple',
    'builds.delete_multiple_builds',
    'builds.set_multiple_build_comments',
    'builds.delete_multiple_build_comments',
    'builds.pin_multiple_builds',
    'builds.add_tags_to_multiple_builds',
    'builds.remove_multiple_build_tags',
    'builds.set_finished_time',
    'builds.get_build_finish_date',
    'builds.set_build_finish_date',
    'builds.add_log_message_to_build',
    'builds.get_build_output_parameters_of_build',
    'builds.get_build_output_parameters',
    'builds.get_build_pin_info',
    'builds.set_build_pin_info',
    'builds.add_problem_to_build',
    'builds.mark_build_as_running',
    'builds.get_build_status',
    'builds.set_build_status',
    'builds.get_build_vcs_labels',
    'builds.add_build_vcs_label',
    'builds.get_zipped',
  ],
};
