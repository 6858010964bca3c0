// Hand-written: edit it here; the generator never writes this file.
import * as z from 'zod';
import { badRequest, notFound } from '../model/errors.js';
import { checkedBody } from '../model/admin.js';
import { tagsOf } from '../model/builds.js';
import { findOne } from '../model/finder.js';
import { applyFields, fieldsFrom } from '../model/fields.js';
import { BUILDS_QUERY, buildsOfType } from './builds.js';
import { fileRoutes, type FileOwner } from './file-routes.js';
import {
  buildTypes,
  builds,
  create,
  del,
  firstVcsInstance,
  buildTypeParams,
  buildTypeTemplates,
  investigations,
  vcsRootInstances,
  withoutTemplates,
} from './kinds.js';
import { parameterRoutes, type ParamOwner } from './params.js';
import {
  bodyObject,
  fullForm,
  get,
  listOf,
  one,
  required,
  requestLocator,
  shortForm,
  member,
  type Area,
  type Context,
} from './kit.js';
import { buildFields, buildTypeFields, fieldsOf, fieldValue } from './field-values.js';
import { buildTypeItems, buildTypeSettings, itemRoutes } from './settings.js';
import type {
  Branch,
  Branches,
  Build,
  BuildType,
  NewBuildTypeDescription,
  VcsLabeling,
  VcsRootInstances,
} from '../../models.js';
import type { Entity, Stored } from '../model/store.js';

const [buildTypeField, setBuildTypeField] = fieldsOf(buildTypes, buildTypeFields);

/**
 * The id TeamCity makes of a name: its words run together, each capitalized (`addVcsRootTest` is `AddVcsRootTest`,
 * `Build:1448434304622` is `Build1448434304622`), as real answers to a create by name show.
 */
const idPart = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** A new build configuration in a project, from a create body. */
export function makeBuildType(ctx: Context, body: Entity, projectId: string): Stored<BuildType> {
  const name = required(body, 'name', 'A build type');
  const id = typeof body.id === 'string' && body.id ? body.id : `${projectId}_${idPart(name)}`;
  if (ctx.state.buildTypes.get(id)) throw badRequest(`Build configuration with id '${id}' already exists.`);
  return ctx.state.buildTypes.add({
    id,
    name,
    projectId,
    paused: false,
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    ...(body.templateFlag === true ? { templateFlag: true } : {}),
  });
}

const bt = (ctx: Context) => one(buildTypes, ctx);
const btHref = (e: Stored<BuildType>) => buildTypes.href(e);
const steps = itemRoutes(buildTypeItems.steps, bt);
const features = itemRoutes(buildTypeItems.features, bt);
const triggers = itemRoutes(buildTypeItems.triggers, bt);
const requirements = itemRoutes(buildTypeItems.requirements, bt);
const artifactDeps = itemRoutes(buildTypeItems.artifactDeps, bt);
const snapshotDeps = itemRoutes(buildTypeItems.snapshotDeps, bt);
const vcsEntries = itemRoutes(buildTypeItems.vcsEntries, bt);

const params = parameterRoutes((ctx) => buildTypeParams(ctx, bt(ctx)));

/** A build configuration's settings (`buildNumberPattern`, `artifactRules`, ...), with TeamCity's defaults. */
const settings = parameterRoutes((ctx): ParamOwner => {
  const e = bt(ctx);
  buildTypeSettings(e);
  return { entity: e, key: 'settings', href: `${ctx.rest}${btHref(e)}/settings` };
});

/** The build configuration's VCS files: those of the instance of its first attached VCS root. */
const vcsFilesOf: FileOwner = (ctx) => {
  const e = bt(ctx);
  return { key: `vcs:${firstVcsInstance(ctx.state, e).id}`, base: `${ctx.rest}${btHref(e)}/vcs/files/latest` };
};
const files = fileRoutes(vcsFilesOf);

const templatesOf = (e: Stored<BuildType>): BuildType[] => e.templates?.buildType ?? [];
/** The template a posted reference names (`{ "id": ... }`), as the build configuration keeps it. */
function templateRef(ctx: Context, ref: unknown): BuildType {
  const t = findOne(ctx.find.buildType, `id:${String(member(ref, 'id') ?? '')}`);
  return { id: t.id };
}
const setTemplates = (e: Stored<BuildType>, list: BuildType[]) =>
  (e.templates = { count: list.length, buildType: list });

/** A build of the build configuration, by the build locator within it. */
const buildOf = (ctx: Context) =>
  findOne(ctx.find.build, `buildType:(id:${bt(ctx).id}),defaultFilter:false,item:(${ctx.params.buildLocator})`);
const buildField = (ctx: Context) => fieldValue(buildFields, buildOf(ctx), ctx);

const vcsLabeling = (e: Stored<BuildType>): VcsLabeling =>
  e._vcsLabeling ?? { labelName: '', type: 'none', branchFilter: '' };

/** VcsLabeling as posted: the fields TeamCity reads, checked; its `vcsRoots` kept as posted. */
const labelingBody = z.looseObject({
  labelName: z.string().optional(),
  type: z.string().optional(),
  branchFilter: z.string().optional(),
  vcsRoots: z.looseObject({}).optional(),
});

export const buildTypesArea: Area = {
  handlers: {
    'buildTypes.get_parameters': params.list,
    'buildTypes.set_parameters': params.replace,
    'buildTypes.delete_all_parameters': params.deleteAll,
    'buildTypes.set_parameter': params.create,
    'buildTypes.get_parameter': params.get,
    'buildTypes.set_parameter_0': params.set,
    'buildTypes.delete_parameter': params.remove,
    'buildTypes.get_parameter_value_long': params.getValue,
    'buildTypes.set_parameter_value_long': params.setValue,
    'buildTypes.get_parameter_type': params.getType,
    'buildTypes.set_parameter_type': params.setType,
    'buildTypes.get_parameter_type_raw_value': params.getTypeRaw,
    'buildTypes.set_parameter_type_raw_value': params.setTypeRaw,
    'buildTypes.get_parameters_0': settings.list,
    'buildTypes.set_parameters_0': settings.replace,
    'buildTypes.delete_all_parameters_0': settings.deleteAll,
    'buildTypes.set_parameter_1': settings.create,
    'buildTypes.get_parameter_0': settings.get,
    'buildTypes.set_parameter_2': settings.set,
    'buildTypes.delete_parameter_0': settings.remove,
    'buildTypes.get_parameter_value_long_0': settings.getValue,
    'buildTypes.set_parameter_value_long_0': settings.setValue,

    'buildTypes.get_steps': steps.list,
    'buildTypes.replace_steps': steps.replaceAll,
    'buildTypes.add_step': steps.add,
    'buildTypes.get_step': steps.get,
    'buildTypes.replace_step': steps.replace,
    'buildTypes.delete_step': steps.remove,
    'buildTypes.get_step_setting': steps.getSetting,
    'buildTypes.change_step_setting': steps.setSetting,
    'buildTypes.get_step_parameters': steps.params.list,
    'buildTypes.replace_step_parameters': steps.params.replace,
    'buildTypes.get_step_parameter': steps.params.get,
    'buildTypes.add_step_parameter': steps.params.set,

    'buildTypes.get_features': features.list,
    'buildTypes.replace_features': features.replaceAll,
    'buildTypes.add_feature': features.add,
    'buildTypes.get_feature': features.get,
    'buildTypes.replace_feature': features.replace,
    'buildTypes.delete_feature': features.remove,
    'buildTypes.get_feature_setting': features.getSetting,
    'buildTypes.change_feature_setting': features.setSetting,
    'buildTypes.get_feature_parameters': features.params.list,
    'buildTypes.replace_feature_parameters': features.params.replace,
    'buildTypes.get_feature_parameter': features.params.get,
    'buildTypes.add_feature_parameter': features.params.set,

    'buildTypes.get_triggers': triggers.list,
    'buildTypes.replace_triggers': triggers.replaceAll,
    'buildTypes.add_trigger': triggers.add,
    'buildTypes.get_trigger': triggers.get,
    'buildTypes.replace_trigger': triggers.replace,
    'buildTypes.delete_trigger': triggers.remove,
    'buildTypes.get_trigger_setting': triggers.getSetting,
    'buildTypes.change_trigger_setting': triggers.setSetting,

    'buildTypes.get_agent_requirements': requirements.list,
    'buildTypes.replace_agent_requirements': requirements.replaceAll,
    'buildTypes.add_agent_requirement': requirements.add,
    'buildTypes.get_agent_requirement': requirements.get,
    'buildTypes.replace_agent_requirement': requirements.replace,
    'buildTypes.delete_agent_requirement': requirements.remove,
    'buildTypes.get_requirement_setting': requirements.getSetting,
    'buildTypes.change_requirement_setting': requirements.setSetting,

    'buildTypes.get_artifact_deps': artifactDeps.list,
    'buildTypes.replace_artifact_deps': artifactDeps.replaceAll,
    'buildTypes.add_artifact_dep': artifactDeps.add,
    'buildTypes.get_artifact_dep': artifactDeps.get,
    'buildTypes.replace_artifact_dep': artifactDeps.replace,
    'buildTypes.delete_artifact_dep': artifactDeps.remove,
    'buildTypes.get_artifact_dep_setting': artifactDeps.getSetting,
    'buildTypes.change_artifact_dep_setting': artifactDeps.setSetting,

    'buildTypes.get_snapshot_deps': snapshotDeps.list,
    'buildTypes.replace_snapshot_deps': snapshotDeps.replaceAll,
    'buildTypes.add_snapshot_dep': snapshotDeps.add,
    'buildTypes.get_snapshot_dep': snapshotDeps.get,
    'buildTypes.replace_snapshot_dep': snapshotDeps.replace,
    'buildTypes.delete_snapshot_dep': snapshotDeps.remove,

    'buildTypes.get_vcs_root_entries': vcsEntries.list,
    'buildTypes.replace_vcs_root_entries': vcsEntries.replaceAll,
    'buildTypes.add_vcs_root_entry': vcsEntries.add,
    'buildTypes.get_vcs_root_entry': vcsEntries.get,
    'buildTypes.update_vcs_root_entry': vcsEntries.replace,
    'buildTypes.delete_vcs_root_entry': vcsEntries.remove,
    // An entry without rules (a seeded one) checks out the whole repository: its rules are empty.
    'buildTypes.get_vcs_root_entry_checkout_rules': (ctx) => vcsEntries.get(ctx)['checkout-rules'] ?? '',
    'buildTypes.update_vcs_root_entry_checkout_rules': (ctx) => {
      const rules = String(ctx.body ?? '');
      vcsEntries.get(ctx)['checkout-rules'] = rules;
      return rules;
    },
    'buildTypes.get_current_vcs_instances': (ctx) => currentInstances(ctx),
    'buildTypes.get_current_vcs_instances_obsolete': (ctx) => currentInstances(ctx),
    'buildTypes.get_root': files.list,
    'buildTypes.get_children': files.list,
    'buildTypes.get_children_alias': files.list,
    'buildTypes.get_metadata': files.metadata,
    'buildTypes.get_content': files.content,
    'buildTypes.get_content_alias': files.content,
    'buildTypes.get_zipped': files.zipped,

    'buildTypes.get_templates': (ctx) => buildTypeTemplates(ctx, bt(ctx)),
    'buildTypes.set_templates': (ctx) => {
      const e = bt(ctx);
      const list: unknown = bodyObject(ctx).buildType ?? [];
      if (!Array.isArray(list)) throw badRequest('Expected {"buildType":[...]}.');
      setTemplates(
        e,
        list.map((t: unknown) => templateRef(ctx, t)),
      );
      return buildTypeTemplates(ctx, e);
    },
    'buildTypes.add_template': (ctx) => {
      const e = bt(ctx);
      const ref = templateRef(ctx, bodyObject(ctx));
      setTemplates(e, [...templatesOf(e).filter((t) => t.id !== ref.id), ref]);
      return fullForm(buildTypes, ctx.state.buildTypes.get(String(ref.id))!, ctx);
    },
    'buildTypes.get_template': (ctx) => fullForm(buildTypes, templateOf(ctx), ctx),
    'buildTypes.remove_template': (ctx) => {
      const e = bt(ctx);
      const t = templateOf(ctx);
      setTemplates(
        e,
        templatesOf(e).filter((x) => x.id !== t.id),
      );
    },
    'buildTypes.remove_all_templates': (ctx) => void setTemplates(bt(ctx), []),

    'buildTypes.get_vcs_labeling_options': (ctx) => vcsLabeling(bt(ctx)),
    'buildTypes.set_vcs_labeling_options': (ctx) =>
      (bt(ctx)._vcsLabeling = checkedBody(labelingBody, bodyObject(ctx), 'VCS labeling options')),
    'buildTypes.get_aliases': (ctx) => {
      const aliases = bt(ctx)._aliases ?? [];
      return { count: aliases.length, item: aliases };
    },
    'buildTypes.get_investigations': (ctx) => listOf(investigations, ctx, `buildType:(id:${bt(ctx).id})`),
    'buildTypes.serve_build_type_builds_tags': (ctx) => {
      const names = new Set<string>();
      for (const b of listBuilds(ctx)) for (const t of tagsOf(b)) names.add(String(t.name));
      const tag = [...names].map((name) => ({ name }));
      // BuildTypeRequest.serveBuildTypeBuildsTags takes its fields selection as `field`.
      return applyFields({ count: tag.length, tag }, fieldsFrom(ctx.query.get('field')));
    },
    'buildTypes.serve_branches': (ctx) => branchesOf(ctx, listBuilds(ctx)),
    'buildTypes.serve_build_with_project': (ctx) => fullForm(builds, buildOf(ctx), ctx),
    'buildTypes.serve_build_field': buildField,
    'buildTypes.get_settings_file': (ctx) => `/data/config/projects/${bt(ctx).projectId}/buildTypes/${bt(ctx).id}.xml`,
    'buildTypes.get_example_new_project_description': (ctx) => newBuildTypeDescription(ctx),
    'buildTypes.get_example_new_project_description_compatibility_version1': (ctx) => newBuildTypeDescription(ctx),
    'buildTypes.get_build_types': (ctx) => listOf(buildTypes, ctx, withoutTemplates(requestLocator(ctx))),
    'buildTypes.serve_build_type_xml': get(buildTypes),
    'buildTypes.add_build_type': create(buildTypes, (ctx, body) => {
      const given = member(body.project, 'id');
      const projectId = typeof given === 'string' ? given : body.projectId;
      if (typeof projectId !== 'string') throw badRequest('A build type must name its project (project.id).');
      return makeBuildType(ctx, body, String(findOne(ctx.find.project, `id:${projectId}`).id));
    }),
    'buildTypes.delete_build_type': del(buildTypes, (ctx, e) => ctx.state.buildTypes.remove(String(e.id))),
    'buildTypes.serve_build_type_field': buildTypeField,
    'buildTypes.set_build_type_field': setBuildTypeField,
    'buildTypes.serve_builds': buildsOfType,
  },
  reads: {
    'buildTypes.get_build_types': ['locator'],
    'buildTypes.serve_build_type_builds_tags': ['field'],
    'buildTypes.serve_builds': BUILDS_QUERY,
    'buildTypes.get_zipped': ['name', 'locator'],
  },
  notSimulated: [],
};

function templateOf(ctx: Context): Stored<BuildType> {
  const t = findOne(ctx.find.buildType, ctx.params.templateLocator!);
  if (!templatesOf(bt(ctx)).some((x) => x.id === t.id))
    throw notFound(`Build configuration '${bt(ctx).id}' does not use template '${t.id}'.`);
  return t;
}

function currentInstances(ctx: Context): VcsRootInstances {
  const e = bt(ctx);
  const roots = new Set((e['vcs-root-entries']?.['vcs-root-entry'] ?? []).map((r) => String(r.id)));
  const items = ctx.state.vcsRootInstances.all().filter((i) => roots.has(String(i['vcs-root-id'])));
  return { count: items.length, 'vcs-root-instance': items.map((i) => shortForm(vcsRootInstances, i, ctx)) };
}

/** The builds a locator finds, as the state keeps them (a list's forms leave out what the fake reads: `defaultBranch`). */
export const storedBuilds = (ctx: Context, locator: string): Stored<Build>[] =>
  (listOf(builds, ctx, locator).build ?? []).map((b) => ctx.state.builds.get(Number(b.id))!);

/** Every build of the build configuration, whatever its branch or state. */
const listBuilds = (ctx: Context) => storedBuilds(ctx, `buildType:(id:${bt(ctx).id}),defaultFilter:false,count:-1`);

/** The branches builds ran on, the default one first, as `/branches` lists them. */
export function branchesOf(ctx: Context, list: readonly Build[]): Branches {
  const seen = new Map<string, Branch>();
  for (const b of list) {
    const name = String(b.branchName ?? '<default>');
    if (!seen.has(name)) seen.set(name, { name, ...(b.defaultBranch !== false ? { default: true } : {}) });
  }
  const branch = [...seen.values()].sort((a, b) => Number(Boolean(b.default)) - Number(Boolean(a.default)));
  return { count: branch.length, branch };
}

/** What TeamCity offers to copy the build configuration: a description naming it as the source. */
const newBuildTypeDescription = (ctx: Context): NewBuildTypeDescription => ({
  copyAllAssociatedSettings: true,
  sourceBuildType: shortForm(buildTypes, bt(ctx), ctx),
});
