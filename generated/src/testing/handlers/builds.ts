// Hand-written: edit it here; the generator never writes this file.
import type { Build, BuildType, ModelProperty, MultipleOperationResult, OperationResult, Tag } from '../../models.js';
import { tagsOf, tcDate } from '../model/builds.js';
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { fileRoutes, type FileOwner } from './file-routes.js';
import { compileLocator, findOne, Locator, longValue, scan } from '../model/finder.js';
import { locatorOfDimensions } from '../model/paging.js';
import { renderLocatorValue } from '../../runtime/locator.js';
import { builds, del, firstVcsInstance, inheritedParameters, users } from './kinds.js';
import { agentlessRoutes } from './agentless.js';
import { problemRoutes, testRoutes } from './occurrences.js';
import { buildFields, fieldValue } from './field-values.js';
import { effective, parameterRoutes, propertiesReply, type ParamOwner } from './params.js';
import {
  bodyObject,
  fullForm,
  editBuild,
  get,
  listOf,
  member,
  one,
  queryBoolean,
  requestLocator,
  shortForm,
  type Area,
  type Context,
  type FileReply,
  type Handlers,
  type ListOf,
  type Resource,
} from './kit.js';
import type { Entity, Stored } from '../model/store.js';

/**
 * The builds a builds list answers, as `BuildFinder.getBuildsForRequest` reads its parameters: `locator`, with the
 * deprecated `start` and `count` added where it has none; without a locator, the deprecated filters written into one as
 * it writes them (`includePersonal` is `personal:any`, `tag`s are `tags:(a,b)`, `running:false` always). `bt`: the build
 * configuration the route or the `buildType` parameter names; a single value is then a build number in it
 * (`BuildPromotionFinder.getBuildPromotion`).
 */
function buildsList(ctx: Context, bt: Stored<BuildType> | null): ListOf<Build, 'build'> {
  const q = ctx.query;
  const locator = requestLocator(ctx);
  const flags = ['includePersonal', 'includeCanceled', 'onlyPinned'].some((name) => queryBoolean(ctx, name));
  const legacy =
    flags ||
    q.getAll('tag').length > 0 ||
    ['status', 'triggeredByUser', 'agentName', 'sinceBuild', 'sinceDate', 'start', 'count'].some((n) => q.has(n));
  const paging = (dims: Map<string, (string | null)[]>, onlyMissing: boolean) => {
    for (const name of ['start', 'count']) {
      const v = q.get(name);
      if (v !== null && !(onlyMissing && dims.has(name))) dims.set(name, [String(longValue(name, v))]);
    }
  };
  let given = locator;
  if (locator === null && legacy) {
    const dims = new Map<string, (string | null)[]>();
    const put = (name: string, value: string | null) => value !== null && dims.set(name, [value]);
    if (bt) put('buildType', `id:${bt.id}`);
    put('status', q.get('status'));
    put('user', q.get('triggeredByUser'));
    if (queryBoolean(ctx, 'includePersonal')) put('personal', 'any');
    if (queryBoolean(ctx, 'includeCanceled')) put('canceled', 'any');
    put('running', 'false');
    if (queryBoolean(ctx, 'onlyPinned')) put('pinned', 'true');
    if (q.getAll('tag').length) put('tags', q.getAll('tag').join(','));
    put('agentName', q.get('agentName'));
    put('sinceBuild', q.get('sinceBuild'));
    put('sinceDate', q.get('sinceDate'));
    paging(dims, false);
    given = locatorOfDimensions(dims);
  } else if (locator !== null) {
    const parsed = tryParse(locator);
    if (parsed && parsed.single === null) {
      const dims = new Map<string, (string | null)[]>(parsed.dimensions);
      paging(dims, true);
      given = locatorOfDimensions(dims);
    }
  }
  if (bt && given !== null) {
    const parsed = tryParse(given);
    if (parsed?.single != null) {
      const number = parsed.single;
      const found = listOf(
        builds,
        ctx,
        `buildType:(id:${bt.id}),number:${renderLocatorValue(number)},defaultFilter:false`,
      );
      if (!found.build?.length)
        throw notFound(`No build can be found by number '${number}' in the build type with id '${bt.id}'`);
      return found;
    }
    if (parsed && !parsed.dimensions.has('buildType')) given = given.with(`buildType:(id:${bt.id})`);
  } else if (bt) given = new Locator(`buildType:(id:${bt.id})`);
  return listOf(builds, ctx, given);
}

/** The locator, or null where it does not parse (the finder then answers TeamCity's 400 for it). */
function tryParse(locator: Locator) {
  try {
    return locator.parse();
  } catch {
    return null;
  }
}

/** The query parameters `buildsList` reads beside `locator`: BuildFinder.getBuildsForRequest's deprecated ones. */
export const BUILDS_QUERY = [
  'status',
  'triggeredByUser',
  'includePersonal',
  'includeCanceled',
  'onlyPinned',
  'tag',
  'agentName',
  'sinceBuild',
  'sinceDate',
  'start',
  'count',
  'locator',
] as const;

export const buildsOfType = (ctx: Context) => buildsList(ctx, findOne(ctx.find.buildType, ctx.params.btLocator!));

/** The posted tags a build lacks, added after its own (TeamCity keeps a tag once). */
function addTags(b: Stored<Build>, posted: Tag[]): void {
  const tags = tagsOf(b);
  for (const t of posted) if (!tags.some((x) => x.name === t.name)) tags.push(t);
  b.tags = { tag: tags };
}
const tagsReply = (e: Stored<Build>) => {
  const tag = tagsOf(e);
  return { count: tag.length, tag };
};
function tagsFromBody(ctx: Context): Tag[] {
  const tags: unknown = bodyObject(ctx).tag ?? [];
  if (!Array.isArray(tags)) throw badRequest('Tags must be {"tag":[{"name":...}]}.');
  return tags.map((t: unknown) => {
    const name = member(t, 'name');
    if (typeof name !== 'string') throw badRequest('Tags must be {"tag":[{"name":...}]}.');
    return { name };
  });
}

/** `serve_tags`, `add_tags` and `replace_tags` of the builds a resource finds (builds, or queued builds). */
export function tagRoutes(r: Resource<Build>) {
  return {
    serve: (ctx: Context) => tagsReply(one(r, ctx)),
    add: (ctx: Context) => {
      const b = editBuild(ctx, one(r, ctx));
      addTags(b, tagsFromBody(ctx));
      return tagsReply(b);
    },
    replace: (ctx: Context) => {
      const b = editBuild(ctx, one(r, ctx));
      b.tags = { tag: tagsFromBody(ctx) };
      return tagsReply(b);
    },
  };
}
const tags = tagRoutes(builds);

/** BuildCancelRequest.readdIntoQueue stops a running build and queues it again: not simulated. */
function refuseReadd(request: Entity): void {
  if (request.readdIntoQueue === true)
    throw new HttpError(
      501,
      'The fake TeamCity does not simulate readdIntoQueue: a canceled build is not queued again.',
    );
}

export function cancel(ctx: Context, e: Stored<Build>, request: Entity = bodyObject(ctx)): Stored<Build> {
  refuseReadd(request);
  const b = editBuild(ctx, e);
  // BuildCancelRequest.comment, a String: Jackson reads a JSON number or boolean as its text.
  const comment = String(request.comment ?? '');
  if (b.state === 'finished') throw new HttpError(409, `Build ${b.id} is already finished.`);
  b._canceled = true;
  b.canceledInfo = { text: comment, timestamp: tcDate(ctx.state.clock.now()) };
  b.state = 'finished';
  b.status = 'UNKNOWN';
  return b;
}

/**
 * `/builds/multiple/{locator}` (BuildRequest): `action` on each build the locator finds as `/builds` finds them
 * (BuildPromotionFinder.getItems), a build's failure kept beside it with its message (MultipleOperationResult.Data).
 */
const multiple =
  (action: (ctx: Context, b: Stored<Build>) => void) =>
  (ctx: Context): MultipleOperationResult => {
    const finder = ctx.find.build;
    const results: OperationResult[] = [];
    let errorCount = 0;
    for (const found of scan(finder, compileLocator(finder, ctx.params.buildLocator!)).items) {
      let message: string | undefined;
      try {
        action(ctx, found);
      } catch (e) {
        errorCount++;
        message = e instanceof Error ? e.message : String(e);
      }
      const b = ctx.state.builds.get(Number(found.id)) ?? found;
      results.push({ ...(message ? { message } : {}), related: { type: 'build', build: shortForm(builds, b, ctx) } });
    }
    return { count: results.length, errorCount, operationResult: results };
  };

/**
 * BuildRequest.pinBuild: only a finished build can be pinned or unpinned; each keeps who did it, when and why
 * (`SFinishedBuild.setPinned(status, user, comment)`), which `pinInfo` shows.
 */
export function pin(ctx: Context, e: Stored<Build>, status: boolean, text?: string): void {
  if (e.state !== 'finished') throw badRequest(`Cannot ${status ? 'pin' : 'unpin'} build that is not finished.`);
  const b = editBuild(ctx, e);
  b.pinned = status;
  const user = ctx.state.users.all().find((u) => u.username === ctx.user);
  b._pinComment = {
    ...(user ? { user: shortForm(users, user, ctx) } : {}),
    timestamp: tcDate(ctx.state.clock.now()),
    ...(text ? { text } : {}),
  };
}

const multipleBuilds: Handlers = {
  'builds.get_multiple_builds': (ctx) => {
    const locator = ctx.params.buildLocator!;
    return listOf(builds, ctx, locator, { path: `${ctx.rest}/builds`, query: new URLSearchParams({ locator }) });
  },
  // BuildRequest.cancelBuilds: queued builds leave the queue, running ones stop; a finished one is an error unless it
  // was canceled already.
  'builds.cancel_multiple': (ctx) => {
    const request = ctx.body === undefined ? {} : bodyObject(ctx);
    refuseReadd(request);
    return multiple((c, b) => {
      if (b.state !== 'finished') cancel(c, b, request);
      else if (!b._canceled) throw badRequest('Cannot cancel finished build');
    })(ctx);
  },
  // BuildRequest.deleteBuilds: a queued build leaves the queue, a finished one is deleted; a running one is stopped,
  // which takes it some time, so it is not deleted ("Failed to delete running build").
  'builds.delete_multiple_builds': multiple((ctx, b) => {
    if (b.state === 'running') {
      cancel(ctx, b, {});
      throw new HttpError(500, 'Failed to delete running build');
    }
    ctx.state.builds.delete(Number(b.id));
  }),
  'builds.set_multiple_build_comments': multiple(
    (ctx, b) => void (editBuild(ctx, b).comment = { text: String(ctx.body ?? '') }),
  ),
  'builds.delete_multiple_build_comments': multiple((ctx, b) => void delete editBuild(ctx, b).comment),
  // PinInfo: `status` is required.
  'builds.pin_multiple_builds': (ctx) => {
    const status = member(ctx.body, 'status');
    if (typeof status !== 'boolean') throw badRequest('Pin status should be specified in the payload');
    return multiple((c, b) => pin(c, b, status))(ctx);
  },
  'builds.add_tags_to_multiple_builds': (ctx) => {
    const posted = tagsFromBody(ctx);
    return multiple((c, b) => addTags(editBuild(c, b), posted))(ctx);
  },
  'builds.remove_multiple_build_tags': (ctx) => {
    const posted = new Set(tagsFromBody(ctx).map((t) => t.name));
    return multiple((c, b) => {
      editBuild(c, b).tags = { tag: tagsOf(b).filter((t) => !posted.has(String(t.name))) };
    })(ctx);
  },
};

const artifactsOf: FileOwner = (ctx) => {
  const b = one(builds, ctx);
  return { key: String(b.id), base: `${ctx.rest}/builds/id:${b.id}/artifacts` };
};
const files = fileRoutes(artifactsOf);
const buildField = (ctx: Context) => fieldValue(buildFields, one(builds, ctx), ctx);

/**
 * A build's plain-text field with a route of its own (`/builds/{b}/number`): read as Build.getFieldValue reads it
 * (nothing for a queued build), set only while the build runs (BuildRequest.setBuildNumber, setBuildStatusText).
 */
const buildText = (name: 'number' | 'statusText', what: string) =>
  [
    (ctx: Context) => fieldValue(buildFields, one(builds, ctx), ctx, name),
    (ctx: Context) => {
      const b = one(builds, ctx);
      if (b.state !== 'running') throw badRequest(`Cannot set ${what} for a build which is not running`);
      const text = String(ctx.body ?? '');
      editBuild(ctx, b)[name] = text;
      return text;
    },
  ] as const;
const [buildNumber, setBuildNumber] = buildText('number', 'number');
const [statusText, setStatusText] = buildText('statusText', 'status text');

const build = (ctx: Context) => one(builds, ctx);
const buildHref = (ctx: Context, e: Stored<Build>) => `${ctx.rest}/builds/id:${e.id}`;

/** The build's attributes (`/attributes`): TeamCity's own typed parameters of a build. */
const attributes = parameterRoutes((ctx): ParamOwner => {
  const e = editBuild(ctx, build(ctx));
  return { entity: e, key: '_attributes', href: `${buildHref(ctx, e)}/attributes` };
});

/** The parameters the build ran with: its build configuration's (and projects') and its own, its own winning. */
export function resulting(ctx: Context, e: Stored<Build>): ModelProperty[] {
  const bt = ctx.state.buildTypes.get(String(e.buildTypeId));
  const inherited = bt
    ? effective({
        entity: bt,
        key: 'parameters',
        href: '',
        inherited: inheritedParameters(ctx.state, String(bt.projectId)),
      })
    : [];
  const own = e.properties?.property ?? [];
  const byName = new Map<string | undefined, ModelProperty>();
  for (const p of [...inherited, ...own]) byName.set(p.name, { name: p.name, value: p.value });
  return [...byName.values()];
}

/** `%name%` references replaced by the build's resulting parameters; unknown ones are kept, as TeamCity keeps them. */
export function resolve(ctx: Context, e: Stored<Build>, value: string): string {
  const params = new Map(resulting(ctx, e).map((p) => [p.name, p.value]));
  return value.replace(/%([^%\s]+)%/g, (ref, name: string) => params.get(name) ?? ref);
}

const statisticsOf = (e: Stored<Build>) => e.statistics?.property ?? [];

/** TeamCity's status badge: an SVG naming the status. */
function statusIcon(status: string): FileReply {
  const text = status === 'SUCCESS' ? 'passing' : status === 'FAILURE' ? 'failing' : 'unknown';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><text x="4" y="14">${text}</text></svg>`;
  const bytes = new TextEncoder().encode(svg);
  return { file: { path: 'status.svg', size: bytes.length, bytes } };
}

/** SUCCESS when every build the locator matches succeeded, FAILURE when one failed, UNKNOWN when none matched. */
function aggregated(ctx: Context): string {
  const found = listOf(builds, ctx, ctx.params.buildLocator!).build ?? [];
  if (!found.length) return 'UNKNOWN';
  return found.some((b) => b.status !== 'SUCCESS') ? 'FAILURE' : 'SUCCESS';
}

export const buildsArea: Area = {
  handlers: {
    'builds.get_parameters': attributes.list,
    'builds.set_parameters': attributes.replace,
    'builds.delete_all_parameters': attributes.deleteAll,
    'builds.set_parameter': attributes.create,
    'builds.get_parameter': attributes.get,
    'builds.set_parameter_0': attributes.set,
    'builds.delete_parameter': attributes.remove,
    'builds.get_parameter_value_long': attributes.getValue,
    'builds.set_parameter_value_long': attributes.setValue,
    'builds.serve_build_actual_parameters': (ctx) => {
      const e = build(ctx);
      return propertiesReply(resulting(ctx, e), `${buildHref(ctx, e)}/resulting-properties`);
    },
    'builds.get_parameter_0': (ctx) => {
      const p = resulting(ctx, build(ctx)).find((x) => x.name === ctx.params.propertyName);
      if (!p) throw notFound(`No parameter with name '${ctx.params.propertyName}' is found.`);
      return p.value;
    },
    // Resulting parameters are computed on every read here, so there is no cache to reset.
    'builds.reset_build_finish_parameters': (ctx) => void build(ctx),
    'builds.get_resolved_parameter': (ctx) => resolve(ctx, build(ctx), ctx.params.value!),
    'builds.serve_build_statistic_values': (ctx) => {
      const e = build(ctx);
      return propertiesReply(statisticsOf(e), `${buildHref(ctx, e)}/statistics`);
    },
    'builds.serve_build_statistic_value': (ctx) => {
      const p = statisticsOf(build(ctx)).find((x) => x.name === ctx.params.name);
      if (!p) throw notFound(`No statistics value '${ctx.params.name}' is found for the build.`);
      return p.value;
    },
    'builds.get_canceled_info': (ctx) => build(ctx).canceledInfo,
    'builds.cancel_build_0': () => ({ comment: '', readdIntoQueue: false }),
    'builds.delete_builds': (ctx) => {
      if (!ctx.query.get('locator')) throw badRequest('Deleting builds needs a locator.');
      const found = listOf(builds, ctx, requestLocator(ctx)).build ?? [];
      for (const b of found) ctx.state.builds.delete(Number(b.id));
    },
    'builds.serve_build_status_icon': (ctx) => statusIcon(String(build(ctx).status)),
    'builds.serve_aggregated_build_status': aggregated,
    'builds.serve_aggregated_build_status_icon': (ctx) => statusIcon(aggregated(ctx)),
    'builds.serve_build_related_issues': (ctx) => relatedIssues(build(ctx)),
    'builds.serve_build_related_issues_old': (ctx) => relatedIssues(build(ctx)),
    // The build's sources: the files of its build configuration's VCS root instance.
    'builds.serve_source_file': (ctx): FileReply => {
      const bt = findOne(ctx.find.buildType, `id:${build(ctx).buildTypeId}`);
      return { file: ctx.state.artifacts.file(`vcs:${firstVcsInstance(ctx.state, bt).id}`, ctx.params.fileName!) };
    },
    'builds.get_artifact_dependency_changes': (ctx) =>
      build(ctx).artifactDependencyChanges ?? { count: 0, buildChange: [] },
    // BuildRequest.serveAllBuilds: the `buildType` parameter is looked up first (a 404 when it finds none).
    'builds.serve_all_builds': (ctx) => {
      const bt = ctx.query.get('buildType');
      return buildsList(ctx, bt === null ? null : findOne(ctx.find.buildType, bt));
    },
    'builds.serve_build': get(builds),
    'builds.delete_build': del(builds, (ctx, e) => ctx.state.builds.delete(Number(e.id))),
    'builds.serve_build_field_by_build_only': buildField,
    'builds.get_build_number': buildNumber,
    'builds.set_build_number': setBuildNumber,
    'builds.get_build_status_text': statusText,
    'builds.set_build_status_text': setStatusText,
    'builds.serve_tags': tags.serve,
    'builds.add_tags': tags.add,
    'builds.replace_tags': tags.replace,
    'builds.get_pinned': (ctx) => String(one(builds, ctx).pinned === true),
    'builds.pin_build': (ctx) => pin(ctx, one(builds, ctx), true, String(ctx.body ?? '')),
    'builds.unpin_build': (ctx) => pin(ctx, one(builds, ctx), false, String(ctx.body ?? '')),
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
    'builds.get_zipped': files.zipped,
    'builds.get_tests': testRoutes.ofBuild,
    'builds.get_problems': problemRoutes.ofBuild,
    'builds.get_artifacts_directory': (ctx) => `/data/artifacts/${one(builds, ctx).buildTypeId}/${one(builds, ctx).id}`,
    ...multipleBuilds,
    ...agentlessRoutes,
  },
  reads: {
    'builds.delete_builds': ['locator'],
    'builds.serve_all_builds': ['buildType', ...BUILDS_QUERY],
    'builds.get_zipped': ['name', 'locator', 'logBuildUsage'],
    'builds.get_root': ['logBuildUsage'],
    'builds.get_children': ['logBuildUsage'],
    'builds.get_children_alias': ['logBuildUsage'],
    'builds.get_metadata': ['logBuildUsage'],
    'builds.get_content': ['logBuildUsage'],
    'builds.get_content_alias': ['logBuildUsage'],
  },
  notSimulated: [],
};

/** Issues mentioned in the build's changes, as seeded on the build (`relatedIssues`); none by default. */
const relatedIssues = (e: Stored<Build>) => e.relatedIssues ?? { issueUsage: [] };
