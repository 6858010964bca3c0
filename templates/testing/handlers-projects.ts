import type { Area } from './resource.js';
import { badRequest, HttpError, notFound } from './errors.js';
import { findOne } from './finder.js';
import { buildsOfType } from './handlers-builds.js';
import { makeBuildType } from './handlers-buildTypes.js';
import { buildTypes, create, del, fieldsOf, projects } from './kinds.js';
import { bodyObject, fullForm, get, list, listOf, one, required } from './resource.js';
import type { Entity } from './store.js';

const [projectField, setProjectField] = fieldsOf(projects);

export const projectsArea: Area = {
  handlers: {
    'projects.serve_projects': list(projects),
    'projects.serve_project': get(projects),
    'projects.create_project': create(projects, (ctx, body) => {
      const name = required(body, 'name', 'A project');
      const id = typeof body.id === 'string' && body.id ? body.id : name.replace(/\W+/g, '');
      if (ctx.state.projects.get(id)) throw badRequest(`Project with id '${id}' already exists.`);
      const parent = body.parentProject
        ? findOne(ctx.find.project, `id:${(body.parentProject as Entity).id ?? '_Root'}`)
        : ctx.state.projects.get('_Root')!;
      return ctx.state.projects.add({
        id,
        name,
        parentProjectId: parent.id,
        ...(typeof body.description === 'string' ? { description: body.description } : {}),
      });
    }),
    'projects.delete_project': del(projects, (ctx, e) => {
      if (e.id === '_Root') throw new HttpError(400, 'The root project cannot be deleted.');
      ctx.state.projects.remove(String(e.id));
    }),
    'projects.serve_project_field': projectField,
    'projects.set_project_field': setProjectField,
    'projects.serve_build_types_in_project': (ctx) => listOf(buildTypes, ctx, `project:(id:${one(projects, ctx).id})`),
    'projects.create_build_type': (ctx) =>
      fullForm(buildTypes, makeBuildType(ctx, bodyObject(ctx), String(one(projects, ctx).id)), ctx),
    'projects.serve_build_type': (ctx) =>
      fullForm(
        buildTypes,
        findOne(ctx.find.buildType, `project:(id:${one(projects, ctx).id}),item:(${ctx.params.btLocator})`),
        ctx,
      ),
    'projects.serve_builds': buildsOfType,
    'projects.get_parent_project': (ctx) => {
      const parent = ctx.state.projects.get(String(one(projects, ctx).parentProjectId));
      if (!parent) throw notFound('The root project has no parent.');
      return fullForm(projects, parent, ctx);
    },
  },
  notSimulated: [
    'projects.create_build_type_template',
    'projects.create_secure_token',
    'projects.add',
    'projects.get',
    'projects.delete',
    'projects.delete_all_parameters',
    'projects.delete_all_parameters_0',
    'projects.delete_parameter',
    'projects.delete_parameter_0',
    'projects.delete_project_agent_pools',
    'projects.get_branches',
    'projects.get_build_types_order',
    'projects.get_default_template',
    'projects.get_example_new_project_description',
    'projects.get_example_new_project_description_compatibility_version1',
    'projects.get_parameter',
    'projects.get_parameter_0',
    'projects.get_parameter_type',
    'projects.get_parameter_type_raw_value',
    'projects.get_secure_value',
    'projects.get_single',
    'projects.replace',
    'projects.replace_all',
    'projects.get_parameter_value_long',
    'projects.get_parameter_value_long_0',
    'projects.get_parameters',
    'projects.get_parameters_0',
    'projects.set_parent_project',
    'projects.get_project_agent_pools',
    'projects.set_project_agent_pools',
    'projects.set_project_agent_pools_0',
    'projects.get_projects_order',
    'projects.set_projects_order',
    'projects.set_build_types_order',
    'projects.get_settings_file',
    'projects.reload_settings_file',
    'projects.remove_default_template',
    'projects.set_default_template',
    'projects.serve_build_field_with_project',
    'projects.serve_build_type_field_with_project',
    'projects.serve_build_type_templates',
    'projects.serve_build_with_project',
    'projects.serve_templates_in_project',
    'projects.set_parameter',
    'projects.set_parameter_0',
    'projects.set_parameter_1',
    'projects.set_parameter_2',
    'projects.set_parameter_type',
    'projects.set_parameter_type_raw_value',
    'projects.set_parameter_value_long',
    'projects.set_parameter_value_long_0',
    'projects.set_parameters',
    'projects.set_parameters_0',
    'projects.get_versioned_settings_projects_to_load',
    'projects.check_for_versioned_settings_changes',
    'projects.commit_current_settings',
    'projects.get_versioned_settings_config',
    'projects.set_versioned_settings_config',
    'projects.get_versioned_settings_config_parameter',
    'projects.set_versioned_settings_config_parameter',
    'projects.delete_versioned_settings_config_parameter',
    'projects.get_versioned_settings_context_parameters',
    'projects.set_versioned_settings_context_parameters',
    'projects.load_settings_from_vcs',
    'projects.get_versioned_settings_status',
    'projects.get_versioned_settings_tokens',
    'projects.add_versioned_settings_tokens',
    'projects.delete_versioned_settings_tokens',
    'projects.get_default_value_sets',
    'projects.get_deployment_dashboards_in_project',
    'projects.get_deployment_dashboard_in_project',
  ],
};
