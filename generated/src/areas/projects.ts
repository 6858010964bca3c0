// Generated from spec/areas/projects.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type JsonObject,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { renamed } from '../runtime/renamed.js';
import { xmlErrors } from '../runtime/xml-errors.js';
import type {
  AgentPool,
  AgentPools,
  Branches,
  Build,
  BuildType,
  BuildTypes,
  Builds,
  DeploymentDashboard,
  DeploymentDashboards,
  ModelProperty,
  NewBuildTypeDescription,
  NewProjectDescription,
  Project,
  ProjectFeature,
  ProjectFeatures,
  Projects,
  Properties,
  SshKey,
  SshKeys,
  Type,
  TypedValueSets,
  VersionedSettingsConfig,
  VersionedSettingsContextParameters,
  VersionedSettingsStatus,
  VersionedSettingsTokens,
} from '../models.js';
import type {
  AgentPoolLocator,
  BranchLocator,
  BuildLocator,
  BuildTypeLocator,
  DeploymentDashboardLocator,
  ProjectLocator,
} from '../locators.js';
import type {
  AgentPoolsFields,
  BranchesFields,
  BuildFields,
  BuildTypeFields,
  BuildTypesFields,
  BuildsFields,
  DeploymentDashboardFields,
  DeploymentDashboardsFields,
  ModelPropertyFields,
  ProjectFields,
  ProjectsFields,
  PropertiesFields,
  TypedValueSetsFields,
  VersionedSettingsConfigFields,
  VersionedSettingsStatusFields,
} from '../fields.js';

/** Inputs of {@link createProject}. */
export interface CreateProjectArgs {
  /** `{ name: 'App', id: 'App', parentProject: { locator: 'id:_Root' } }`. Sent as `application/json`. */
  body?: NewProjectDescription;
}

export const createProjectOp: Operation = {
  id: 'projects.create_project',
  method: 'POST',
  path: '/app/rest/projects',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create a project.
 *
 * The body needs `name`; `id` sets the external id, `parentProject` the parent (the root project `_Root` when
 * left out), and `sourceProject` with `copyAllAssociatedSettings` copies an existing project. An empty name is
 * refused (400). Returns the new project.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App",
 *   "name": "App",
 *   "parentProject": {
 *     "locator": "id:_Root"
 *   }
 * }
 * ```
 *
 * @since 2018.1
 */
export function createProject(
  client: Transport,
  args: CreateProjectArgs = {},
  options?: CallOptions,
): Promise<Project> {
  return request(client, createProjectOp, args, options) as Promise<Project>;
}

/** Inputs of {@link deleteProject}. */
export interface DeleteProjectArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
}

export const deleteProjectOp: Operation = {
  id: 'projects.delete_project',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Delete a project with its subprojects and build configurations.
 *
 * @since 2018.1
 */
export function deleteProject(client: Transport, args: DeleteProjectArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteProjectOp, args, options) as Promise<void>;
}

/** Inputs of {@link createBuildType}. */
export interface CreateBuildTypeArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ name: 'Build', id: 'App_Build' }`, or with `sourceBuildType: { id: 'Other_Build' }` to copy. Sent as `application/json`. */
  body?: NewBuildTypeDescription;
}

export const createBuildTypeOp: Operation = {
  id: 'projects.create_build_type',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/buildTypes',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create a build configuration in a project, empty or as a copy.
 *
 * The body needs `name`; `id` sets the external id, and `sourceBuildType` (with `copyAllAssociatedSettings`)
 * copies an existing configuration. Returns the new configuration. `buildTypes.addBuildType` creates one from a
 * full description instead.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build",
 *   "name": "Build"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function createBuildType<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: CreateBuildTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, createBuildTypeOp, withFields(createBuildTypeOp, args), options) as Promise<
    Selected<BuildType, S>
  >;
}

/** Inputs of {@link createBuildTypeTemplate}. */
export interface CreateBuildTypeTemplateArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ name: 'Template', id: 'App_Template' }`, or with `sourceBuildType` to copy. Sent as `application/json`. */
  body?: NewBuildTypeDescription;
}

export const createBuildTypeTemplateOp: Operation = {
  id: 'projects.create_build_type_template',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/templates',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create a build configuration template in a project, empty or as a copy.
 *
 * The same body as `createBuildType`; the result is a template. Returns it.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build",
 *   "name": "Build"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function createBuildTypeTemplate<
  const S extends string | (object & ExactFields<S, BuildTypeFields>) = never,
>(client: Transport, args: CreateBuildTypeTemplateArgs<S>, options?: CallOptions): Promise<Selected<BuildType, S>> {
  return request(client, createBuildTypeTemplateOp, withFields(createBuildTypeTemplateOp, args), options) as Promise<
    Selected<BuildType, S>
  >;
}

/** Inputs of {@link createSecureToken}. */
export interface CreateSecureTokenArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The secret value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const createSecureTokenOp: Operation = {
  id: 'projects.create_secure_token',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/secure/tokens',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Store a secret in a project and get the token that stands for it in settings.
 *
 * The secret is kept by the project (encrypted), and the answer is a token to write in versioned settings as
 * `credentialsJSON:<token>`. The same secret gives the same token. Needs the permission to edit the project.
 *
 * Example body:
 * ```text
 * s3cr3t-value
 * ```
 *
 * @since 2018.1
 */
export function createSecureToken(
  client: Transport,
  args: CreateSecureTokenArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, createSecureTokenOp, args, options) as Promise<string>;
}

/** Inputs of {@link add}. */
export interface AddArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** `{ type: 'OAuthProvider', properties: { property: [{ name: 'providerType', value: 'GitHub' }, ...] } }`. Sent as `application/json`. */
  body?: ProjectFeature;
}

export const addOp: Operation = {
  id: 'projects.add',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/projectFeatures',
  query: ['fields'],
  accept: 'application/json',
  kind: 'object',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a project feature (a connection, an issue tracker, a cloud profile, ...).
 *
 * Returns the feature with its id, as untyped JSON.
 *
 * Example body:
 * ```json
 * {
 *   "type": "OAuthProvider",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "providerType",
 *         "value": "GitHubApp"
 *       }
 *     ]
 *   }
 * }
 * ```
 *
 * Also named `addProjectFeature`: the same function.
 *
 * @since 2018.1
 */
export function add(client: Transport, args: AddArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, addOp, args, options) as Promise<JsonObject>;
}

export { add as addProjectFeature };

/** Inputs of {@link get}. */
export interface GetArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which features: `type:OAuthProvider`, `id:PROJECT_EXT_1`, or `property:(name:...,value:...)`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const getOp: Operation = {
  id: 'projects.get',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'object',
  locator: renderLocator,
};

/**
 * List the features of a project (connections, issue trackers, cloud profiles, ...).
 *
 * Answers untyped JSON (`count` and `projectFeature`).
 *
 * Also named `getProjectFeatures`: the same function.
 *
 * @since 2018.1
 */
export function get(client: Transport, args: GetArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, getOp, args, options) as Promise<JsonObject>;
}

export { get as getProjectFeatures };

/** Inputs of {@link delete_}. */
export interface DeleteArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
}

export const deleteOp: Operation = {
  id: 'projects.delete',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a project feature.
 *
 * Also named `deleteProjectFeature`: the same function.
 *
 * @since 2018.1
 */
function delete_(client: Transport, args: DeleteArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteOp, args, options) as Promise<void>;
}

export { delete_ as delete, delete_ as deleteProjectFeature };

/** Inputs of {@link deleteAllParameters}. */
export interface DeleteAllParametersArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
}

export const deleteAllParametersOp: Operation = {
  id: 'projects.delete_all_parameters',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/parameters',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove every parameter a project defines itself.
 *
 * Parameters inherited from parent projects stay.
 *
 * @since 2018.1
 */
export function deleteAllParameters(
  client: Transport,
  args: DeleteAllParametersArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParametersOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteAllParameters0}. */
export interface DeleteAllParameters0Args {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const deleteAllParameters0Op: Operation = {
  id: 'projects.delete_all_parameters_0',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: ['fields'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove every property of a project feature.
 *
 * Also named `deleteProjectFeatureProperties`: the same function.
 *
 * @since 2018.1
 */
export function deleteAllParameters0(
  client: Transport,
  args: DeleteAllParameters0Args,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParameters0Op, args, options) as Promise<void>;
}

export { deleteAllParameters0 as deleteProjectFeatureProperties };

/** Inputs of {@link deleteParameter}. */
export interface DeleteParameterArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const deleteParameterOp: Operation = {
  id: 'projects.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove one parameter of a project.
 *
 * @since 2018.1
 */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter0}. */
export interface DeleteParameter0Args {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const deleteParameter0Op: Operation = {
  id: 'projects.delete_parameter_0',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}',
  query: ['fields'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove one property of a project feature.
 *
 * Also named `deleteProjectFeatureProperty`: the same function.
 *
 * @since 2018.1
 */
export function deleteParameter0(client: Transport, args: DeleteParameter0Args, options?: CallOptions): Promise<void> {
  return request(client, deleteParameter0Op, args, options) as Promise<void>;
}

export { deleteParameter0 as deleteProjectFeatureProperty };

/** Inputs of {@link deleteProjectAgentPools}. */
export interface DeleteProjectAgentPoolsArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
}

export const deleteProjectAgentPoolsOp: Operation = {
  id: 'projects.delete_project_agent_pools',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/agentPools/{agentPoolLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Unassign one agent pool from a project.
 *
 * The project's builds no longer run on that pool's agents. The seed name says pools; it removes one.
 *
 * Also named `removeProjectAgentPool`: the same function.
 *
 * @since 2018.1
 */
export function deleteProjectAgentPools(
  client: Transport,
  args: DeleteProjectAgentPoolsArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteProjectAgentPoolsOp, args, options) as Promise<void>;
}

export { deleteProjectAgentPools as removeProjectAgentPool };

/** Inputs of {@link getBranches}. */
export interface GetBranchesArgs<S extends BranchesFields | string = BranchesFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which branches: a branch locator (`policy:ALL_BRANCHES`, `name:feature/x`). */
  locator?: string | BranchLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBranchesOp: Operation = {
  id: 'projects.get_branches',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/branches',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the branches of a project's build configurations.
 *
 * By default the active branches; `policy:ALL_BRANCHES` lists every known one.
 *
 * @since 2018.1
 */
export async function getBranches<const S extends string | (object & ExactFields<S, BranchesFields>) = never>(
  client: Transport,
  args: GetBranchesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Branches, S>> {
  return request(client, getBranchesOp, withFields(getBranchesOp, args), options) as Promise<Selected<Branches, S>>;
}

/** Inputs of {@link getBuildTypesOrder}. */
export interface GetBuildTypesOrderArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The fields of the build configurations to send, as a fields string: TeamCity reads this input as `fields`. */
  field: string;
}

export const getBuildTypesOrderOp: Operation = {
  id: 'projects.get_build_types_order',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/order/buildTypes',
  query: ['field'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a project's build configurations in the order set for them.
 *
 * The order the UI shows; empty when none was set.
 *
 * @since 2018.1
 */
export function getBuildTypesOrder(
  client: Transport,
  args: GetBuildTypesOrderArgs,
  options?: CallOptions,
): Promise<BuildTypes> {
  return request(client, getBuildTypesOrderOp, args, options) as Promise<BuildTypes>;
}

/** Inputs of {@link getDefaultTemplate}. */
export interface GetDefaultTemplateArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getDefaultTemplateOp: Operation = {
  id: 'projects.get_default_template',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/defaultTemplate',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a project's default template (the one new build configurations start from).
 *
 * 404 when the project has none, own or inherited.
 *
 * @since 2018.1
 */
export async function getDefaultTemplate<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: GetDefaultTemplateArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, getDefaultTemplateOp, withFields(getDefaultTemplateOp, args), options) as Promise<
    Selected<BuildType, S>
  >;
}

/** Inputs of {@link getExampleNewProjectDescription}. */
export interface GetExampleNewProjectDescriptionArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The external id the example should give the new project. */
  id?: string;
}

export const getExampleNewProjectDescriptionOp: Operation = {
  id: 'projects.get_example_new_project_description',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/example/newProjectDescription',
  query: ['id'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an example of the body that creates a project by copying this one.
 *
 * Creates nothing. Shows the shape `createProject` takes, filled in to copy this project.
 *
 * Also named `getNewProjectDescriptionExample`: the same function.
 *
 * @since 2018.1
 */
export function getExampleNewProjectDescription(
  client: Transport,
  args: GetExampleNewProjectDescriptionArgs,
  options?: CallOptions,
): Promise<NewProjectDescription> {
  return request(client, getExampleNewProjectDescriptionOp, args, options) as Promise<NewProjectDescription>;
}

export { getExampleNewProjectDescription as getNewProjectDescriptionExample };

/** Inputs of {@link getExampleNewProjectDescriptionCompatibilityVersion1}. */
export interface GetExampleNewProjectDescriptionCompatibilityVersion1Args {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The external id the example should give the new project. */
  id?: string;
}

export const getExampleNewProjectDescriptionCompatibilityVersion1Op: Operation = {
  id: 'projects.get_example_new_project_description_compatibility_version1',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/newProjectDescription',
  query: ['id'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an example of the body that creates a project by copying this one (older route).
 *
 * The same answer as `getExampleNewProjectDescription`.
 *
 * Also named `getNewProjectDescriptionExampleOld`: the same function.
 *
 * @since 2018.1
 */
export function getExampleNewProjectDescriptionCompatibilityVersion1(
  client: Transport,
  args: GetExampleNewProjectDescriptionCompatibilityVersion1Args,
  options?: CallOptions,
): Promise<NewProjectDescription> {
  return request(
    client,
    getExampleNewProjectDescriptionCompatibilityVersion1Op,
    args,
    options,
  ) as Promise<NewProjectDescription>;
}

export { getExampleNewProjectDescriptionCompatibilityVersion1 as getNewProjectDescriptionExampleOld };

/** Inputs of {@link getParameter}. */
export interface GetParameterArgs<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParameterOp: Operation = {
  id: 'projects.get_parameter',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one parameter of a project, with its value and type.
 *
 * Also finds parameters the project inherits (`inherited: true`). A password parameter's value is not shown.
 *
 * @since 2018.1
 */
export async function getParameter<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: GetParameterArgs<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, getParameterOp, withFields(getParameterOp, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
}

/** Inputs of {@link getParameter0}. */
export interface GetParameter0Args<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
}

export const getParameter0Op: Operation = {
  id: 'projects.get_parameter_0',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one property of a project feature.
 *
 * Also named `getProjectFeatureProperty`: the same function.
 *
 * @since 2018.1
 */
export async function getParameter0<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: GetParameter0Args<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, getParameter0Op, withFields(getParameter0Op, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
}

export { getParameter0 as getProjectFeatureProperty };

/** Inputs of {@link getParameterType}. */
export interface GetParameterTypeArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getParameterTypeOp: Operation = {
  id: 'projects.get_parameter_type',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the type of a project parameter (its UI control, as TeamCity's spec text).
 *
 * @since 2018.1
 */
export function getParameterType(client: Transport, args: GetParameterTypeArgs, options?: CallOptions): Promise<Type> {
  return request(client, getParameterTypeOp, args, options) as Promise<Type>;
}

/** Inputs of {@link getParameterTypeRawValue}. */
export interface GetParameterTypeRawValueArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getParameterTypeRawValueOp: Operation = {
  id: 'projects.get_parameter_type_raw_value',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the type spec of a project parameter, as text.
 *
 * TeamCity's parameter spec: `password display='hidden'`, ... Empty for a plain text parameter.
 *
 * @since 2018.1
 */
export function getParameterTypeRawValue(
  client: Transport,
  args: GetParameterTypeRawValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterTypeRawValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveProjects}. */
export interface ServeProjectsArgs<S extends ProjectsFields | string = ProjectsFields | string> {
  /** A project locator that filters the list: text, or a typed `ProjectLocator`. */
  locator?: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveProjectsOp: Operation = {
  id: 'projects.serve_projects',
  method: 'GET',
  path: '/app/rest/projects',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List projects.
 *
 * Every project the user can see, the root project `_Root` included; `archived:false` leaves archived ones out.
 *
 * Also named `getProjects`: the same function.
 *
 * @since 2018.1
 */
export async function serveProjects<const S extends string | (object & ExactFields<S, ProjectsFields>) = never>(
  client: Transport,
  args: ServeProjectsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Projects, S>> {
  return request(client, serveProjectsOp, withFields(serveProjectsOp, args), options) as Promise<Selected<Projects, S>>;
}

export { serveProjects as getProjects };

/** Inputs of {@link serveProject}. */
export interface ServeProjectArgs<S extends ProjectFields | string = ProjectFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveProjectOp: Operation = {
  id: 'projects.serve_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a project, with its build configurations, templates, parameters and subprojects.
 *
 * A single value is read as the external id, then the name.
 *
 * Also named `getProject`: the same function.
 *
 * @since 2018.1
 */
export async function serveProject<const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
  client: Transport,
  args: ServeProjectArgs<S>,
  options?: CallOptions,
): Promise<Selected<Project, S>> {
  return request(client, serveProjectOp, withFields(serveProjectOp, args), options) as Promise<Selected<Project, S>>;
}

export { serveProject as getProject };

/** Inputs of {@link serveProjectField}. */
export interface ServeProjectFieldArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The field: `id`, `name`, `description`, `archived` or `internalId`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveProjectFieldOp: Operation = {
  id: 'projects.serve_project_field',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a project as text.
 *
 * Also named `getProjectField`: the same function.
 *
 * @since 2018.1
 */
export function serveProjectField(
  client: Transport,
  args: ServeProjectFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveProjectFieldOp, args, options) as Promise<string>;
}

export { serveProjectField as getProjectField };

/** Inputs of {@link setProjectField}. */
export interface SetProjectFieldArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The field: `name`, `description` or `archived`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value as plain text (`true` or `false` for `archived`). Sent as `text/plain`. */
  body?: string;
}

export const setProjectFieldOp: Operation = {
  id: 'projects.set_project_field',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Rename, describe, archive or unarchive a project through a text field.
 *
 * Answers the field's new value.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2018.1
 */
export function setProjectField(client: Transport, args: SetProjectFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setProjectFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSecureValue}. */
export interface GetSecureValueArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The token, as `createSecureToken` answered it (without `credentialsJSON:`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  token: string;
}

export const getSecureValueOp: Operation = {
  id: 'projects.get_secure_value',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/secure/values/{token}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the secret a project's secure token stands for.
 *
 * Needs the global permission to view server settings (403 otherwise).
 *
 * @since 2018.1
 */
export function getSecureValue(client: Transport, args: GetSecureValueArgs, options?: CallOptions): Promise<string> {
  return request(client, getSecureValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSingle}. */
export interface GetSingleArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const getSingleOp: Operation = {
  id: 'projects.get_single',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'object',
  locator: renderLocator,
};

/**
 * Get one project feature.
 *
 * Answers untyped JSON.
 *
 * Also named `getProjectFeature`: the same function.
 *
 * @since 2018.1
 */
export function getSingle(client: Transport, args: GetSingleArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, getSingleOp, args, options) as Promise<JsonObject>;
}

export { getSingle as getProjectFeature };

/** Inputs of {@link replace}. */
export interface ReplaceArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** The feature as it should be. Sent as `application/json`. */
  body?: ProjectFeature;
}

export const replaceOp: Operation = {
  id: 'projects.replace',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'object',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace one project feature.
 *
 * Example body:
 * ```json
 * {
 *   "type": "OAuthProvider",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "providerType",
 *         "value": "GitHubApp"
 *       }
 *     ]
 *   }
 * }
 * ```
 *
 * Also named `replaceProjectFeature`: the same function.
 *
 * @since 2018.1
 */
export function replace(client: Transport, args: ReplaceArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, replaceOp, args, options) as Promise<JsonObject>;
}

export { replace as replaceProjectFeature };

/** Inputs of {@link replaceAll}. */
export interface ReplaceAllArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** The features: `{ projectFeature: [...] }`. Sent as `application/json`. */
  body?: ProjectFeatures;
}

export const replaceAllOp: Operation = {
  id: 'projects.replace_all',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures',
  query: ['fields'],
  accept: 'application/json',
  kind: 'object',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every feature of a project.
 *
 * The project ends up with exactly the posted features.
 *
 * Example body:
 * ```json
 * {
 *   "projectFeature": [
 *     {
 *       "type": "OAuthProvider",
 *       "properties": {
 *         "property": [
 *           {
 *             "name": "providerType",
 *             "value": "GitHubApp"
 *           }
 *         ]
 *       }
 *     }
 *   ]
 * }
 * ```
 *
 * Also named `replaceProjectFeatures`: the same function.
 *
 * @since 2018.1
 */
export function replaceAll(client: Transport, args: ReplaceAllArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, replaceAllOp, args, options) as Promise<JsonObject>;
}

export { replaceAll as replaceProjectFeatures };

/** Inputs of {@link getParameterValueLong}. */
export interface GetParameterValueLongArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getParameterValueLongOp: Operation = {
  id: 'projects.get_parameter_value_long',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one project parameter, as text.
 *
 * Also named `getParameterValue`: the same function.
 *
 * @since 2018.1
 */
export function getParameterValueLong(
  client: Transport,
  args: GetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLongOp, args, options) as Promise<string>;
}

export { getParameterValueLong as getParameterValue };

/** Inputs of {@link getParameterValueLong0}. */
export interface GetParameterValueLong0Args {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const getParameterValueLong0Op: Operation = {
  id: 'projects.get_parameter_value_long_0',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value',
  query: ['fields'],
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one property of a project feature, as text.
 *
 * Also named `getProjectFeaturePropertyValue`: the same function.
 *
 * @since 2018.1
 */
export function getParameterValueLong0(
  client: Transport,
  args: GetParameterValueLong0Args,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLong0Op, args, options) as Promise<string>;
}

export { getParameterValueLong0 as getProjectFeaturePropertyValue };

/** Inputs of {@link getParameters}. */
export interface GetParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which parameters: a parameter locator (`name:env.JAVA_HOME`, `inherited:false`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParametersOp: Operation = {
  id: 'projects.get_parameters',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parameters of a project, inherited ones included.
 *
 * Inherited parameters carry `inherited: true`; password values are not shown.
 *
 * @since 2018.1
 */
export async function getParameters<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: GetParametersArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getParametersOp, withFields(getParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link getParameters0}. */
export interface GetParameters0Args<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** Which properties: a parameter locator (`name:...`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
}

export const getParameters0Op: Operation = {
  id: 'projects.get_parameters_0',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: ['locator', 'fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the properties of a project feature.
 *
 * Also named `getProjectFeatureProperties`: the same function.
 *
 * @since 2018.1
 */
export async function getParameters0<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: GetParameters0Args<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getParameters0Op, withFields(getParameters0Op, args), options) as Promise<
    Selected<Properties, S>
  >;
}

export { getParameters0 as getProjectFeatureProperties };

/** Inputs of {@link getParentProject}. */
export interface GetParentProjectArgs<S extends ProjectFields | string = ProjectFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParentProjectOp: Operation = {
  id: 'projects.get_parent_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parentProject',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a project's parent project.
 *
 * Nothing for the root project.
 *
 * @since 2018.1
 */
export async function getParentProject<const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
  client: Transport,
  args: GetParentProjectArgs<S>,
  options?: CallOptions,
): Promise<Selected<Project, S>> {
  return request(client, getParentProjectOp, withFields(getParentProjectOp, args), options) as Promise<
    Selected<Project, S>
  >;
}

/** Inputs of {@link setParentProject}. */
export interface SetParentProjectArgs<S extends ProjectFields | string = ProjectFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The new parent, found by what it names: `{ id: 'Platform' }`. Sent as `application/json`. */
  body?: Project;
}

export const setParentProjectOp: Operation = {
  id: 'projects.set_parent_project',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parentProject',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Move a project under another parent project.
 *
 * Returns the moved project.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function setParentProject<const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
  client: Transport,
  args: SetParentProjectArgs<S>,
  options?: CallOptions,
): Promise<Selected<Project, S>> {
  return request(client, setParentProjectOp, withFields(setParentProjectOp, args), options) as Promise<
    Selected<Project, S>
  >;
}

/** Inputs of {@link getProjectAgentPools}. */
export interface GetProjectAgentPoolsArgs<S extends AgentPoolsFields | string = AgentPoolsFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getProjectAgentPoolsOp: Operation = {
  id: 'projects.get_project_agent_pools',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/agentPools',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the agent pools a project's builds may run on.
 *
 * @since 2018.1
 */
export async function getProjectAgentPools<
  const S extends string | (object & ExactFields<S, AgentPoolsFields>) = never,
>(client: Transport, args: GetProjectAgentPoolsArgs<S>, options?: CallOptions): Promise<Selected<AgentPools, S>> {
  return request(client, getProjectAgentPoolsOp, withFields(getProjectAgentPoolsOp, args), options) as Promise<
    Selected<AgentPools, S>
  >;
}

/** Inputs of {@link setProjectAgentPools}. */
export interface SetProjectAgentPoolsArgs<S extends AgentPoolsFields | string = AgentPoolsFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The pools, each found by what it names: `{ agentPool: [{ id: 2 }] }`. Sent as `application/json`. */
  body?: AgentPools;
}

export const setProjectAgentPoolsOp: Operation = {
  id: 'projects.set_project_agent_pools',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/agentPools',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the agent pools assigned to a project.
 *
 * The project ends up assigned to exactly the posted pools. Returns them.
 *
 * Example body:
 * ```json
 * {
 *   "agentPool": [
 *     {
 *       "id": 0
 *     },
 *     {
 *       "id": 2
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2018.1
 */
export async function setProjectAgentPools<
  const S extends string | (object & ExactFields<S, AgentPoolsFields>) = never,
>(client: Transport, args: SetProjectAgentPoolsArgs<S>, options?: CallOptions): Promise<Selected<AgentPools, S>> {
  return request(client, setProjectAgentPoolsOp, withFields(setProjectAgentPoolsOp, args), options) as Promise<
    Selected<AgentPools, S>
  >;
}

/** Inputs of {@link setProjectAgentPools0}. */
export interface SetProjectAgentPools0Args {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The pool, found by what it names: `{ id: 2 }` or `{ name: 'Linux' }`. Sent as `application/json`. */
  body?: AgentPool;
}

export const setProjectAgentPools0Op: Operation = {
  id: 'projects.set_project_agent_pools_0',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/agentPools',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Assign one more agent pool to a project.
 *
 * Returns the pool.
 *
 * Example body:
 * ```json
 * {
 *   "id": 2,
 *   "name": "Linux"
 * }
 * ```
 *
 * Also named `addProjectAgentPool`: the same function.
 *
 * @since 2018.1
 */
export function setProjectAgentPools0(
  client: Transport,
  args: SetProjectAgentPools0Args,
  options?: CallOptions,
): Promise<AgentPool> {
  return request(client, setProjectAgentPools0Op, args, options) as Promise<AgentPool>;
}

export { setProjectAgentPools0 as addProjectAgentPool };

/** Inputs of {@link getProjectsOrder}. */
export interface GetProjectsOrderArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
}

export const getProjectsOrderOp: Operation = {
  id: 'projects.get_projects_order',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/order/projects',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a project's subprojects in the order set for them.
 *
 * The order the UI shows; empty when none was set.
 *
 * @since 2018.1
 */
export function getProjectsOrder(
  client: Transport,
  args: GetProjectsOrderArgs,
  options?: CallOptions,
): Promise<Projects> {
  return request(client, getProjectsOrderOp, args, options) as Promise<Projects>;
}

/** Inputs of {@link setProjectsOrder}. */
export interface SetProjectsOrderArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The subprojects in the order wanted: `{ project: [{ id: 'B' }, { id: 'A' }] }`. Sent as `application/json`. */
  body?: Projects;
}

export const setProjectsOrderOp: Operation = {
  id: 'projects.set_projects_order',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/order/projects',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Set the order of a project's subprojects.
 *
 * Returns the order as stored.
 *
 * Example body:
 * ```json
 * {
 *   "project": [
 *     {
 *       "id": "App"
 *     },
 *     {
 *       "id": "Tools"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2018.1
 */
export function setProjectsOrder(
  client: Transport,
  args: SetProjectsOrderArgs,
  options?: CallOptions,
): Promise<Projects> {
  return request(client, setProjectsOrderOp, args, options) as Promise<Projects>;
}

/** Inputs of {@link setBuildTypesOrder}. */
export interface SetBuildTypesOrderArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The build configurations in the order wanted: `{ buildType: [{ id: 'App_Test' }, { id: 'App_Build' }] }`. Sent as `application/json`. */
  body?: BuildTypes;
}

export const setBuildTypesOrderOp: Operation = {
  id: 'projects.set_build_types_order',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/order/buildTypes',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Set the order of a project's build configurations.
 *
 * Returns the order as stored.
 *
 * Example body:
 * ```json
 * {
 *   "buildType": [
 *     {
 *       "id": "App_Build"
 *     },
 *     {
 *       "id": "App_Test"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2018.1
 */
export function setBuildTypesOrder(
  client: Transport,
  args: SetBuildTypesOrderArgs,
  options?: CallOptions,
): Promise<BuildTypes> {
  return request(client, setBuildTypesOrderOp, args, options) as Promise<BuildTypes>;
}

/** Inputs of {@link getSettingsFile}. */
export interface GetSettingsFileArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
}

export const getSettingsFileOp: Operation = {
  id: 'projects.get_settings_file',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/settingsFile',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the path of the file that stores a project's settings on the server.
 *
 * Needs the global permission to view server settings.
 *
 * @since 2018.1
 */
export function getSettingsFile(client: Transport, args: GetSettingsFileArgs, options?: CallOptions): Promise<string> {
  return request(client, getSettingsFileOp, args, options) as Promise<string>;
}

/** Inputs of {@link reloadSettingsFile}. */
export interface ReloadSettingsFileArgs<S extends ProjectFields | string = ProjectFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const reloadSettingsFileOp: Operation = {
  id: 'projects.reload_settings_file',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/latest',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Make the server read a project's settings file from disk again.
 *
 * A GET that changes state: TeamCity reloads the project from its configuration file (after the file was changed
 * by hand, say). Needs the permission to manage the server installation. Returns the project as reloaded.
 *
 * Also named `reloadProjectSettings`: the same function.
 *
 * @since 2018.1
 */
export async function reloadSettingsFile<const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
  client: Transport,
  args: ReloadSettingsFileArgs<S>,
  options?: CallOptions,
): Promise<Selected<Project, S>> {
  return request(client, reloadSettingsFileOp, withFields(reloadSettingsFileOp, args), options) as Promise<
    Selected<Project, S>
  >;
}

export { reloadSettingsFile as reloadProjectSettings };

/** Inputs of {@link removeDefaultTemplate}. */
export interface RemoveDefaultTemplateArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const removeDefaultTemplateOp: Operation = {
  id: 'projects.remove_default_template',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/defaultTemplate',
  query: ['fields'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a project's own default template.
 *
 * 404 when the project has no default template of its own.
 *
 * @since 2018.1
 */
export function removeDefaultTemplate(
  client: Transport,
  args: RemoveDefaultTemplateArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, removeDefaultTemplateOp, args, options) as Promise<void>;
}

/** Inputs of {@link setDefaultTemplate}. */
export interface SetDefaultTemplateArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The template, found by what it names: `{ id: 'App_Template' }`. Sent as `application/json`. */
  body?: BuildType;
}

export const setDefaultTemplateOp: Operation = {
  id: 'projects.set_default_template',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/defaultTemplate',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Set a project's default template (the one new build configurations start from).
 *
 * A build configuration posted where a template is expected is refused (400). Returns the template.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function setDefaultTemplate<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: SetDefaultTemplateArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, setDefaultTemplateOp, withFields(setDefaultTemplateOp, args), options) as Promise<
    Selected<BuildType, S>
  >;
}

/** Inputs of {@link serveBuildFieldWithProject}. */
export interface ServeBuildFieldWithProjectArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The field: `number`, `status`, `statusText`, `state`, `id`, `branchName`, `startDate`, `finishDate`, ... One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveBuildFieldWithProjectOp: Operation = {
  id: 'projects.serve_build_field_with_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a build, found within a project and build configuration, as text.
 *
 * Also named `getBuildFieldWithProject`: the same function.
 *
 * @since 2018.1
 */
export function serveBuildFieldWithProject(
  client: Transport,
  args: ServeBuildFieldWithProjectArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildFieldWithProjectOp, args, options) as Promise<string>;
}

export { serveBuildFieldWithProject as getBuildFieldWithProject };

/** Inputs of {@link serveBuildType}. */
export interface ServeBuildTypeArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildTypeOp: Operation = {
  id: 'projects.serve_build_type',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a build configuration of a project.
 *
 * The build configuration locator is read within the project, so a bare name finds it there.
 *
 * Also named `getBuildType`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuildType<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: ServeBuildTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, serveBuildTypeOp, withFields(serveBuildTypeOp, args), options) as Promise<
    Selected<BuildType, S>
  >;
}

export { serveBuildType as getBuildType };

/** Inputs of {@link serveBuildTypeFieldWithProject}. */
export interface ServeBuildTypeFieldWithProjectArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The field: `id`, `name`, `description`, `paused`, `internalId`, `fullName`, `projectName`, `status`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveBuildTypeFieldWithProjectOp: Operation = {
  id: 'projects.serve_build_type_field_with_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a project's build configuration as text.
 *
 * Also named `getBuildTypeFieldWithProject`: the same function.
 *
 * @since 2018.1
 */
export function serveBuildTypeFieldWithProject(
  client: Transport,
  args: ServeBuildTypeFieldWithProjectArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildTypeFieldWithProjectOp, args, options) as Promise<string>;
}

export { serveBuildTypeFieldWithProject as getBuildTypeFieldWithProject };

/** Inputs of {@link serveBuildTypeTemplates}. */
export interface ServeBuildTypeTemplatesArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which template: a build configuration locator (`id:App_Template`, or its name). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildTypeTemplatesOp: Operation = {
  id: 'projects.serve_build_type_templates',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/templates/{btLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a template of a project.
 *
 * The template locator is read within the project.
 *
 * Also named `getTemplate` and `getBuildTypeTemplates`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuildTypeTemplates<
  const S extends string | (object & ExactFields<S, BuildTypeFields>) = never,
>(client: Transport, args: ServeBuildTypeTemplatesArgs<S>, options?: CallOptions): Promise<Selected<BuildType, S>> {
  return request(client, serveBuildTypeTemplatesOp, withFields(serveBuildTypeTemplatesOp, args), options) as Promise<
    Selected<BuildType, S>
  >;
}

export { serveBuildTypeTemplates as getTemplate, serveBuildTypeTemplates as getBuildTypeTemplates };

/** Inputs of {@link serveBuildTypesInProject}. */
export interface ServeBuildTypesInProjectArgs<S extends BuildTypesFields | string = BuildTypesFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildTypesInProjectOp: Operation = {
  id: 'projects.serve_build_types_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a project's own build configurations (not those of its subprojects).
 *
 * Also named `getBuildTypesInProject`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuildTypesInProject<
  const S extends string | (object & ExactFields<S, BuildTypesFields>) = never,
>(client: Transport, args: ServeBuildTypesInProjectArgs<S>, options?: CallOptions): Promise<Selected<BuildTypes, S>> {
  return request(client, serveBuildTypesInProjectOp, withFields(serveBuildTypesInProjectOp, args), options) as Promise<
    Selected<BuildTypes, S>
  >;
}

export { serveBuildTypesInProject as getBuildTypesInProject };

/** Inputs of {@link serveBuildWithProject}. */
export interface ServeBuildWithProjectArgs<S extends BuildFields | string = BuildFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildWithProjectOp: Operation = {
  id: 'projects.serve_build_with_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a build of a project's build configuration.
 *
 * Also named `getBuildWithProject`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuildWithProject<const S extends string | (object & ExactFields<S, BuildFields>) = never>(
  client: Transport,
  args: ServeBuildWithProjectArgs<S>,
  options?: CallOptions,
): Promise<Selected<Build, S>> {
  return request(client, serveBuildWithProjectOp, withFields(serveBuildWithProjectOp, args), options) as Promise<
    Selected<Build, S>
  >;
}

export { serveBuildWithProject as getBuildWithProject };

/** Inputs of {@link serveBuilds}. */
export interface ServeBuildsArgs<S extends BuildsFields | string = BuildsFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Legacy: the locator's `status` dimension (`SUCCESS`, `FAILURE`, `ERROR`). */
  status?: string;
  /** Legacy: the locator's `user` dimension. */
  triggeredByUser?: string;
  /** Legacy: the locator's `personal:any`. */
  includePersonal?: boolean;
  /** Legacy: the locator's `canceled:any`. */
  includeCanceled?: boolean;
  /** Legacy: the locator's `pinned:true`. */
  onlyPinned?: boolean;
  /** Legacy: the locator's `tag` dimension. */
  tag?: string[];
  /** Legacy: the locator's `agentName` dimension. */
  agentName?: string;
  /** Legacy: the locator's `sinceBuild` dimension. */
  sinceBuild?: string;
  /** Legacy: the locator's `sinceDate` dimension. */
  sinceDate?: string;
  /** Legacy: the locator's `start` dimension. */
  start?: number;
  /** Legacy: the locator's `count` dimension. */
  count?: number;
  /** A build locator that filters the list: text, or a typed `BuildLocator`. */
  locator?: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildsOp: Operation = {
  id: 'projects.serve_builds',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds',
  query: [
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
    'fields',
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the builds of a project's build configuration.
 *
 * The same defaults as `builds.serveAllBuilds`: finished builds of the default branch, not personal, not
 * canceled, newest first, 100 to a page; the locator widens them (`branch:default:any`, `state:any`).
 *
 * Also named `getBuilds`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuilds<const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
  client: Transport,
  args: ServeBuildsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, serveBuildsOp, withFields(serveBuildsOp, args), options) as Promise<Selected<Builds, S>>;
}

export { serveBuilds as getBuilds };

/** Inputs of {@link serveTemplatesInProject}. */
export interface ServeTemplatesInProjectArgs<S extends BuildTypesFields | string = BuildTypesFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveTemplatesInProjectOp: Operation = {
  id: 'projects.serve_templates_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/templates',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a project's own build configuration templates.
 *
 * Also named `getTemplatesInProject`: the same function.
 *
 * @since 2018.1
 */
export async function serveTemplatesInProject<
  const S extends string | (object & ExactFields<S, BuildTypesFields>) = never,
>(client: Transport, args: ServeTemplatesInProjectArgs<S>, options?: CallOptions): Promise<Selected<BuildTypes, S>> {
  return request(client, serveTemplatesInProjectOp, withFields(serveTemplatesInProjectOp, args), options) as Promise<
    Selected<BuildTypes, S>
  >;
}

export { serveTemplatesInProject as getTemplatesInProject };

/** Inputs of {@link setParameter}. */
export interface SetParameterArgs<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameter: `{ name: 'env.JAVA_HOME', value: '/opt/jdk' }`, with `type` to set its UI control. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameterOp: Operation = {
  id: 'projects.set_parameter',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a parameter to a project, or replace the one of that name.
 *
 * Its build configurations and subprojects inherit it. Returns the parameter as stored.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function setParameter<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: SetParameterArgs<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, setParameterOp, withFields(setParameterOp, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
}

/** Inputs of {@link setParameter0}. */
export interface SetParameter0Args<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameter: `{ value: '/opt/jdk' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter0Op: Operation = {
  id: 'projects.set_parameter_0',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Set one parameter of a project, by name.
 *
 * The name in the path wins over any `name` in the body. Returns the parameter as stored.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `replaceParameter`: the same function.
 *
 * @since 2018.1
 */
export async function setParameter0<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: SetParameter0Args<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, setParameter0Op, withFields(setParameter0Op, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
}

export { setParameter0 as replaceParameter };

/** Inputs of {@link setParameter1}. */
export interface SetParameter1Args<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The property: `{ name: 'x', value: 'y' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter1Op: Operation = {
  id: 'projects.set_parameter_1',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a property to a project feature, or replace the one of that name.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `addProjectFeatureProperty`: the same function.
 *
 * @since 2018.1
 */
export async function setParameter1<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: SetParameter1Args<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, setParameter1Op, withFields(setParameter1Op, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
}

export { setParameter1 as addProjectFeatureProperty };

/** Inputs of {@link setParameter2}. */
export interface SetParameter2Args<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The property: `{ value: 'y' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter2Op: Operation = {
  id: 'projects.set_parameter_2',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Set one property of a project feature, by name.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `setProjectFeatureProperty`: the same function.
 *
 * @since 2018.1
 */
export async function setParameter2<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: SetParameter2Args<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, setParameter2Op, withFields(setParameter2Op, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
}

export { setParameter2 as setProjectFeatureProperty };

/** Inputs of {@link setParameterType}. */
export interface SetParameterTypeArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The type: `{ rawValue: 'password' }`. Sent as `application/json`. */
  body?: Type;
}

export const setParameterTypeOp: Operation = {
  id: 'projects.set_parameter_type',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change the type (UI control) of a project parameter.
 *
 * Example body:
 * ```json
 * {
 *   "rawValue": "checkbox checkedValue='true'"
 * }
 * ```
 *
 * @since 2018.1
 */
export function setParameterType(client: Transport, args: SetParameterTypeArgs, options?: CallOptions): Promise<Type> {
  return request(client, setParameterTypeOp, args, options) as Promise<Type>;
}

/** Inputs of {@link setParameterTypeRawValue}. */
export interface SetParameterTypeRawValueArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** TeamCity's parameter spec as plain text: `password display='hidden'`. Sent as `text/plain`. */
  body?: string;
}

export const setParameterTypeRawValueOp: Operation = {
  id: 'projects.set_parameter_type_raw_value',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Change the type spec of a project parameter, as text.
 *
 * Example body:
 * ```text
 * password display='hidden'
 * ```
 *
 * @since 2018.1
 */
export function setParameterTypeRawValue(
  client: Transport,
  args: SetParameterTypeRawValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterTypeRawValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameterValueLong}. */
export interface SetParameterValueLongArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLongOp: Operation = {
  id: 'projects.set_parameter_value_long',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the value of one project parameter, as text.
 *
 * Creates the parameter when it does not exist. Answers the value as stored.
 *
 * Example body:
 * ```text
 * staging
 * ```
 *
 * Also named `setParameterValue`: the same function.
 *
 * @since 2018.1
 */
export function setParameterValueLong(
  client: Transport,
  args: SetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterValueLongOp, args, options) as Promise<string>;
}

export { setParameterValueLong as setParameterValue };

/** Inputs of {@link setParameterValueLong0}. */
export interface SetParameterValueLong0Args {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLong0Op: Operation = {
  id: 'projects.set_parameter_value_long_0',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value',
  query: ['fields'],
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the value of one property of a project feature, as text.
 *
 * Example body:
 * ```text
 * GitHubApp
 * ```
 *
 * Also named `setProjectFeaturePropertyValue`: the same function.
 *
 * @since 2018.1
 */
export function setParameterValueLong0(
  client: Transport,
  args: SetParameterValueLong0Args,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterValueLong0Op, args, options) as Promise<string>;
}

export { setParameterValueLong0 as setProjectFeaturePropertyValue };

/** Inputs of {@link setParameters}. */
export interface SetParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameters: `{ property: [{ name: 'env.A', value: '1' }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const setParametersOp: Operation = {
  id: 'projects.set_parameters',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every parameter a project defines itself.
 *
 * The project's own parameters become exactly the posted ones; inherited ones stay.
 *
 * Example body:
 * ```json
 * {
 *   "property": [
 *     {
 *       "name": "deploy.target",
 *       "value": "staging"
 *     },
 *     {
 *       "name": "env.NODE_ENV",
 *       "value": "production"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2018.1
 */
export async function setParameters<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: SetParametersArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, setParametersOp, withFields(setParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link setParameters0}. */
export interface SetParameters0Args<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which feature: its id (`PROJECT_EXT_1`), or `type:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  featureLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The properties: `{ property: [{ name, value }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const setParameters0Op: Operation = {
  id: 'projects.set_parameters_0',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every property of a project feature.
 *
 * Example body:
 * ```json
 * {
 *   "property": [
 *     {
 *       "name": "deploy.target",
 *       "value": "staging"
 *     },
 *     {
 *       "name": "env.NODE_ENV",
 *       "value": "production"
 *     }
 *   ]
 * }
 * ```
 *
 * Also named `replaceProjectFeatureProperties`: the same function.
 *
 * @since 2018.1
 */
export async function setParameters0<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: SetParameters0Args<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, setParameters0Op, withFields(setParameters0Op, args), options) as Promise<
    Selected<Properties, S>
  >;
}

export { setParameters0 as replaceProjectFeatureProperties };

/** Inputs of {@link getVersionedSettingsProjectsToLoad}. */
export interface GetVersionedSettingsProjectsToLoadArgs<S extends ProjectsFields | string = ProjectsFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getVersionedSettingsProjectsToLoadOp: Operation = {
  id: 'projects.get_versioned_settings_projects_to_load',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/affectedProjects',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the projects that loading settings from the VCS would change.
 *
 * 400 when versioned settings are not enabled for the project.
 *
 * @since 2023.11
 */
export async function getVersionedSettingsProjectsToLoad<
  const S extends string | (object & ExactFields<S, ProjectsFields>) = never,
>(
  client: Transport,
  args: GetVersionedSettingsProjectsToLoadArgs<S>,
  options?: CallOptions,
): Promise<Selected<Projects, S>> {
  return request(
    client,
    getVersionedSettingsProjectsToLoadOp,
    withFields(getVersionedSettingsProjectsToLoadOp, args),
    options,
  ) as Promise<Selected<Projects, S>>;
}

/** Inputs of {@link checkForVersionedSettingsChanges}. */
export interface CheckForVersionedSettingsChangesArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
}

export const checkForVersionedSettingsChangesOp: Operation = {
  id: 'projects.check_for_versioned_settings_changes',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/checkForChanges',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Make TeamCity check the settings repository of a project for new changes now.
 *
 * @since 2023.11
 */
export function checkForVersionedSettingsChanges(
  client: Transport,
  args: CheckForVersionedSettingsChangesArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, checkForVersionedSettingsChangesOp, args, options) as Promise<void>;
}

/** Inputs of {@link commitCurrentSettings}. */
export interface CommitCurrentSettingsArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
}

export const commitCurrentSettingsOp: Operation = {
  id: 'projects.commit_current_settings',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/commitCurrentSettings',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Commit a project's current settings to its settings repository.
 *
 * Writes what the server holds to the VCS, as the current user.
 *
 * @since 2023.11
 */
export function commitCurrentSettings(
  client: Transport,
  args: CommitCurrentSettingsArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, commitCurrentSettingsOp, args, options) as Promise<void>;
}

/** Inputs of {@link getVersionedSettingsConfig}. */
export interface GetVersionedSettingsConfigArgs<
  S extends VersionedSettingsConfigFields | string = VersionedSettingsConfigFields | string,
> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getVersionedSettingsConfigOp: Operation = {
  id: 'projects.get_versioned_settings_config',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/config',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get how a project's settings are stored in a VCS (root, format, sync mode).
 *
 * @since 2023.11
 */
export async function getVersionedSettingsConfig<
  const S extends string | (object & ExactFields<S, VersionedSettingsConfigFields>) = never,
>(
  client: Transport,
  args: GetVersionedSettingsConfigArgs<S>,
  options?: CallOptions,
): Promise<Selected<VersionedSettingsConfig, S>> {
  return request(
    client,
    getVersionedSettingsConfigOp,
    withFields(getVersionedSettingsConfigOp, args),
    options,
  ) as Promise<Selected<VersionedSettingsConfig, S>>;
}

/** Inputs of {@link setVersionedSettingsConfig}. */
export interface SetVersionedSettingsConfigArgs<
  S extends VersionedSettingsConfigFields | string = VersionedSettingsConfigFields | string,
> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The configuration as it should be, as `getVersionedSettingsConfig` answers it. Sent as `application/json`. */
  body?: VersionedSettingsConfig;
}

export const setVersionedSettingsConfigOp: Operation = {
  id: 'projects.set_versioned_settings_config',
  method: 'PUT',
  path: '/app/rest/projects/{locator}/versionedSettings/config',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change how a project's settings are stored in a VCS.
 *
 * Example body:
 * ```json
 * {
 *   "synchronizationMode": "enabled",
 *   "format": "kotlin",
 *   "vcsRootId": "App_Git"
 * }
 * ```
 *
 * @since 2023.11
 */
export async function setVersionedSettingsConfig<
  const S extends string | (object & ExactFields<S, VersionedSettingsConfigFields>) = never,
>(
  client: Transport,
  args: SetVersionedSettingsConfigArgs<S>,
  options?: CallOptions,
): Promise<Selected<VersionedSettingsConfig, S>> {
  return request(
    client,
    setVersionedSettingsConfigOp,
    withFields(setVersionedSettingsConfigOp, args),
    options,
  ) as Promise<Selected<VersionedSettingsConfig, S>>;
}

/** Inputs of {@link getVersionedSettingsConfigParameter}. */
export interface GetVersionedSettingsConfigParameterArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** The parameter's name (`format`, `synchronizationMode`, `vcsRootId`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getVersionedSettingsConfigParameterOp: Operation = {
  id: 'projects.get_versioned_settings_config_parameter',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/config/parameters/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one parameter of a project's versioned settings configuration, as text.
 *
 * @since 2023.11
 */
export function getVersionedSettingsConfigParameter(
  client: Transport,
  args: GetVersionedSettingsConfigParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getVersionedSettingsConfigParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link setVersionedSettingsConfigParameter}. */
export interface SetVersionedSettingsConfigParameterArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** The parameter's name (`format`, `synchronizationMode`, `vcsRootId`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setVersionedSettingsConfigParameterOp: Operation = {
  id: 'projects.set_versioned_settings_config_parameter',
  method: 'PUT',
  path: '/app/rest/projects/{locator}/versionedSettings/config/parameters/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set one parameter of a project's versioned settings configuration, as text.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2023.11
 */
export function setVersionedSettingsConfigParameter(
  client: Transport,
  args: SetVersionedSettingsConfigParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setVersionedSettingsConfigParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteVersionedSettingsConfigParameter}. */
export interface DeleteVersionedSettingsConfigParameterArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** The parameter's name (`format`, `synchronizationMode`, `vcsRootId`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const deleteVersionedSettingsConfigParameterOp: Operation = {
  id: 'projects.delete_versioned_settings_config_parameter',
  method: 'DELETE',
  path: '/app/rest/projects/{locator}/versionedSettings/config/parameters/{name}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove one parameter of a project's versioned settings configuration.
 *
 * @since 2023.11
 */
export function deleteVersionedSettingsConfigParameter(
  client: Transport,
  args: DeleteVersionedSettingsConfigParameterArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteVersionedSettingsConfigParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link getVersionedSettingsContextParameters}. */
export interface GetVersionedSettingsContextParametersArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
}

export const getVersionedSettingsContextParametersOp: Operation = {
  id: 'projects.get_versioned_settings_context_parameters',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/contextParameters',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the context parameters a project's Kotlin settings read (`DslContext.getParameter`).
 *
 * @since 2023.11
 */
export function getVersionedSettingsContextParameters(
  client: Transport,
  args: GetVersionedSettingsContextParametersArgs,
  options?: CallOptions,
): Promise<VersionedSettingsContextParameters> {
  return request(
    client,
    getVersionedSettingsContextParametersOp,
    args,
    options,
  ) as Promise<VersionedSettingsContextParameters>;
}

/** Inputs of {@link setVersionedSettingsContextParameters}. */
export interface SetVersionedSettingsContextParametersArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** `{ parameters: [{ name: 'env', value: 'prod' }] }`. Sent as `application/json`. */
  body?: VersionedSettingsContextParameters;
}

export const setVersionedSettingsContextParametersOp: Operation = {
  id: 'projects.set_versioned_settings_context_parameters',
  method: 'PUT',
  path: '/app/rest/projects/{locator}/versionedSettings/contextParameters',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change the context parameters a project's Kotlin settings read.
 *
 * Example body:
 * ```json
 * {
 *   "versionedSettingsContextParameter": [
 *     {
 *       "name": "environment",
 *       "value": "staging"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2023.11
 */
export function setVersionedSettingsContextParameters(
  client: Transport,
  args: SetVersionedSettingsContextParametersArgs,
  options?: CallOptions,
): Promise<VersionedSettingsContextParameters> {
  return request(
    client,
    setVersionedSettingsContextParametersOp,
    args,
    options,
  ) as Promise<VersionedSettingsContextParameters>;
}

/** Inputs of {@link loadSettingsFromVcs}. */
export interface LoadSettingsFromVcsArgs<S extends ProjectsFields | string = ProjectsFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const loadSettingsFromVcsOp: Operation = {
  id: 'projects.load_settings_from_vcs',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/loadSettings',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Load a project's settings from its settings repository, replacing what the server holds.
 *
 * Returns the projects the load changed. Needs versioned settings to be enabled for the project.
 *
 * @since 2023.11
 */
export async function loadSettingsFromVcs<const S extends string | (object & ExactFields<S, ProjectsFields>) = never>(
  client: Transport,
  args: LoadSettingsFromVcsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Projects, S>> {
  return request(client, loadSettingsFromVcsOp, withFields(loadSettingsFromVcsOp, args), options) as Promise<
    Selected<Projects, S>
  >;
}

/** Inputs of {@link getVersionedSettingsStatus}. */
export interface GetVersionedSettingsStatusArgs<
  S extends VersionedSettingsStatusFields | string = VersionedSettingsStatusFields | string,
> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getVersionedSettingsStatusOp: Operation = {
  id: 'projects.get_versioned_settings_status',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/status',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the state of a project's versioned settings (last sync, errors, pending changes).
 *
 * @since 2023.11
 */
export async function getVersionedSettingsStatus<
  const S extends string | (object & ExactFields<S, VersionedSettingsStatusFields>) = never,
>(
  client: Transport,
  args: GetVersionedSettingsStatusArgs<S>,
  options?: CallOptions,
): Promise<Selected<VersionedSettingsStatus, S>> {
  return request(
    client,
    getVersionedSettingsStatusOp,
    withFields(getVersionedSettingsStatusOp, args),
    options,
  ) as Promise<Selected<VersionedSettingsStatus, S>>;
}

/** Inputs of {@link getVersionedSettingsTokens}. */
export interface GetVersionedSettingsTokensArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** Only the tokens in this state; every token when left out. */
  status?: string;
}

export const getVersionedSettingsTokensOp: Operation = {
  id: 'projects.get_versioned_settings_tokens',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/tokens',
  query: ['status'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the secure tokens a project's versioned settings use.
 *
 * @since 2023.11
 */
export function getVersionedSettingsTokens(
  client: Transport,
  args: GetVersionedSettingsTokensArgs,
  options?: CallOptions,
): Promise<VersionedSettingsTokens> {
  return request(client, getVersionedSettingsTokensOp, args, options) as Promise<VersionedSettingsTokens>;
}

/** Inputs of {@link addVersionedSettingsTokens}. */
export interface AddVersionedSettingsTokensArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** `{ versionedSettingsToken: [{ name: '<token>', value: '<secret>' }] }`. Sent as `application/json`. */
  body?: VersionedSettingsTokens;
}

export const addVersionedSettingsTokensOp: Operation = {
  id: 'projects.add_versioned_settings_tokens',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/tokens',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add secure tokens for a project's versioned settings (a token with the secret it stands for).
 *
 * Example body:
 * ```json
 * {
 *   "versionedSettingsToken": [
 *     {
 *       "name": "credentialsJSON:3a4b",
 *       "value": "s3cr3t"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2023.11
 */
export function addVersionedSettingsTokens(
  client: Transport,
  args: AddVersionedSettingsTokensArgs,
  options?: CallOptions,
): Promise<VersionedSettingsTokens> {
  return request(client, addVersionedSettingsTokensOp, args, options) as Promise<VersionedSettingsTokens>;
}

/** Inputs of {@link deleteVersionedSettingsTokens}. */
export interface DeleteVersionedSettingsTokensArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  locator: string | ProjectLocator;
  /** The tokens to remove: `{ versionedSettingsToken: [{ name: '<token>' }] }`. Sent as `application/json`. */
  body?: VersionedSettingsTokens;
}

export const deleteVersionedSettingsTokensOp: Operation = {
  id: 'projects.delete_versioned_settings_tokens',
  method: 'DELETE',
  path: '/app/rest/projects/{locator}/versionedSettings/tokens',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Remove secure tokens from a project's versioned settings.
 *
 * Example body:
 * ```json
 * {
 *   "versionedSettingsToken": [
 *     {
 *       "name": "credentialsJSON:3a4b",
 *       "value": "s3cr3t"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2023.11
 */
export function deleteVersionedSettingsTokens(
  client: Transport,
  args: DeleteVersionedSettingsTokensArgs,
  options?: CallOptions,
): Promise<VersionedSettingsTokens> {
  return request(client, deleteVersionedSettingsTokensOp, args, options) as Promise<VersionedSettingsTokens>;
}

/** Inputs of {@link getDefaultValueSets}. */
export interface GetDefaultValueSetsArgs<S extends TypedValueSetsFields | string = TypedValueSetsFields | string> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getDefaultValueSetsOp: Operation = {
  id: 'projects.get_default_value_sets',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/defaultValueSets',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the value sets a project offers as defaults for typed parameters.
 *
 * @since 2023.11
 */
export async function getDefaultValueSets<
  const S extends string | (object & ExactFields<S, TypedValueSetsFields>) = never,
>(client: Transport, args: GetDefaultValueSetsArgs<S>, options?: CallOptions): Promise<Selected<TypedValueSets, S>> {
  return request(client, getDefaultValueSetsOp, withFields(getDefaultValueSetsOp, args), options) as Promise<
    Selected<TypedValueSets, S>
  >;
}

/** Inputs of {@link getDeploymentDashboardsInProject}. */
export interface GetDeploymentDashboardsInProjectArgs<
  S extends DeploymentDashboardsFields | string = DeploymentDashboardsFields | string,
> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getDeploymentDashboardsInProjectOp: Operation = {
  id: 'projects.get_deployment_dashboards_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/deploymentDashboards',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the deployment dashboards of a project.
 *
 * @since 2023.11
 */
export async function getDeploymentDashboardsInProject<
  const S extends string | (object & ExactFields<S, DeploymentDashboardsFields>) = never,
>(
  client: Transport,
  args: GetDeploymentDashboardsInProjectArgs<S>,
  options?: CallOptions,
): Promise<Selected<DeploymentDashboards, S>> {
  return request(
    client,
    getDeploymentDashboardsInProjectOp,
    withFields(getDeploymentDashboardsInProjectOp, args),
    options,
  ) as Promise<Selected<DeploymentDashboards, S>>;
}

/** Inputs of {@link getDeploymentDashboardInProject}. */
export interface GetDeploymentDashboardInProjectArgs<
  S extends DeploymentDashboardFields | string = DeploymentDashboardFields | string,
> {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  dashboardLocator: string | DeploymentDashboardLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getDeploymentDashboardInProjectOp: Operation = {
  id: 'projects.get_deployment_dashboard_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/deploymentDashboards/{dashboardLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one deployment dashboard of a project.
 *
 * @since 2023.11
 */
export async function getDeploymentDashboardInProject<
  const S extends string | (object & ExactFields<S, DeploymentDashboardFields>) = never,
>(
  client: Transport,
  args: GetDeploymentDashboardInProjectArgs<S>,
  options?: CallOptions,
): Promise<Selected<DeploymentDashboard, S>> {
  return request(
    client,
    getDeploymentDashboardInProjectOp,
    withFields(getDeploymentDashboardInProjectOp, args),
    options,
  ) as Promise<Selected<DeploymentDashboard, S>>;
}

/** Inputs of {@link getSshKeys}. */
export interface GetSshKeysArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
}

export const getSshKeysOp: Operation = {
  id: 'projects.get_ssh_keys',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/sshKeys',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the SSH keys stored in a project.
 *
 * Each key comes with its name and whether it is protected by a passphrase; the private key never leaves the
 * server. TeamCity answers 404 when SSH key management is switched off on the server.
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export function getSshKeys(client: Transport, args: GetSshKeysArgs, options?: CallOptions): Promise<SshKeys> {
  return request(client, getSshKeysOp, args, options) as Promise<SshKeys>;
}

/** Inputs of {@link uploadSshKey}. */
export interface UploadSshKeyArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The name to keep the key under (usually the key file's name, `deploy_key`). */
  fileName: string;
  /** The private key file's content (it is stored encrypted and never sent back). Sent as `text/plain`. */
  body: string;
}

export const uploadSshKeyOp: Operation = {
  id: 'projects.upload_ssh_key',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/sshKeys',
  query: ['fileName'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
  body: textBody,
};

/**
 * Store a private SSH key in a project under a name.
 *
 * The body is the key file's text as it is (PEM or OpenSSH), sent as `text/plain`; `file_name` becomes the key's
 * name that VCS roots refer to. An empty body is refused with 400. Nothing is answered.
 *
 * Example body:
 * ```text
 * -----BEGIN OPENSSH PRIVATE KEY-----
 * (the key file, as ssh-keygen wrote it)
 * -----END OPENSSH PRIVATE KEY-----
 *
 * ```
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export function uploadSshKey(client: Transport, args: UploadSshKeyArgs, options?: CallOptions): Promise<void> {
  return request(client, uploadSshKeyOp, args, options) as Promise<void>;
}

/** Inputs of {@link generateSshKey}. */
export interface GenerateSshKeyArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The name to keep the new key under. */
  keyName: string;
  /** The algorithm of the pair: `rsa` or `ed25519`. */
  keyType: string;
}

export const generateSshKeyOp: Operation = {
  id: 'projects.generate_ssh_key',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/sshKeys/generated',
  query: ['keyName', 'keyType'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Have TeamCity make a new SSH key pair in a project.
 *
 * TeamCity keeps the private half and answers the key with its public half, ready to register as a deploy key.
 * Both `key_name` and `key_type` are required (400 without them, or for a type TeamCity cannot make).
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export function generateSshKey(client: Transport, args: GenerateSshKeyArgs, options?: CallOptions): Promise<SshKey> {
  return request(client, generateSshKeyOp, args, options) as Promise<SshKey>;
}

/** Inputs of {@link deleteSshKey}. */
export interface DeleteSshKeyArgs {
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** The name the key is kept under. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  sshKeyName: string;
}

export const deleteSshKeyOp: Operation = {
  id: 'projects.delete_ssh_key',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/sshKeys/{sshKeyName}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove an SSH key from a project.
 *
 * @since hidden: TeamCity serves it, but none of its API definitions declares it
 */
export function deleteSshKey(client: Transport, args: DeleteSshKeyArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteSshKeyOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly createBuildType: {
    /**
     * Create a build configuration in a project, empty or as a copy.
     *
     * @see {@link createBuildType}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: CreateBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  readonly createBuildTypeTemplate: {
    /**
     * Create a build configuration template in a project, empty or as a copy.
     *
     * @see {@link createBuildTypeTemplate}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: CreateBuildTypeTemplateArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  readonly getBranches: {
    /**
     * List the branches of a project's build configurations.
     *
     * @see {@link getBranches}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BranchesFields>) = never>(
      args: GetBranchesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Branches, S>>;
  };
  readonly getDefaultTemplate: {
    /**
     * Get a project's default template (the one new build configurations start from).
     *
     * @see {@link getDefaultTemplate}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: GetDefaultTemplateArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  readonly getParameter: {
    /**
     * Get one parameter of a project, with its value and type.
     *
     * @see {@link getParameter}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: GetParameterArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  readonly getParameter0: {
    /**
     * Get one property of a project feature.
     *
     * @see {@link getParameter0}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: GetParameter0Args<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `getParameter0`. */
  readonly getProjectFeatureProperty: SelectingOperations['getParameter0'];
  readonly serveProjects: {
    /**
     * List projects.
     *
     * @see {@link serveProjects}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProjectsFields>) = never>(
      args?: ServeProjectsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  /** Same as `serveProjects`. */
  readonly getProjects: SelectingOperations['serveProjects'];
  readonly serveProject: {
    /**
     * Get a project, with its build configurations, templates, parameters and subprojects.
     *
     * @see {@link serveProject}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
      args: ServeProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  /** Same as `serveProject`. */
  readonly getProject: SelectingOperations['serveProject'];
  readonly getParameters: {
    /**
     * List the parameters of a project, inherited ones included.
     *
     * @see {@link getParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getParameters0: {
    /**
     * List the properties of a project feature.
     *
     * @see {@link getParameters0}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetParameters0Args<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `getParameters0`. */
  readonly getProjectFeatureProperties: SelectingOperations['getParameters0'];
  readonly getParentProject: {
    /**
     * Get a project's parent project.
     *
     * @see {@link getParentProject}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
      args: GetParentProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  readonly setParentProject: {
    /**
     * Move a project under another parent project.
     *
     * @see {@link setParentProject}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
      args: SetParentProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  readonly getProjectAgentPools: {
    /**
     * List the agent pools a project's builds may run on.
     *
     * @see {@link getProjectAgentPools}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentPoolsFields>) = never>(
      args: GetProjectAgentPoolsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentPools, S>>;
  };
  readonly setProjectAgentPools: {
    /**
     * Replace the agent pools assigned to a project.
     *
     * @see {@link setProjectAgentPools}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentPoolsFields>) = never>(
      args: SetProjectAgentPoolsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentPools, S>>;
  };
  readonly reloadSettingsFile: {
    /**
     * Make the server read a project's settings file from disk again.
     *
     * @see {@link reloadSettingsFile}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
      args: ReloadSettingsFileArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  /** Same as `reloadSettingsFile`. */
  readonly reloadProjectSettings: SelectingOperations['reloadSettingsFile'];
  readonly setDefaultTemplate: {
    /**
     * Set a project's default template (the one new build configurations start from).
     *
     * @see {@link setDefaultTemplate}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: SetDefaultTemplateArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  readonly serveBuildType: {
    /**
     * Get a build configuration of a project.
     *
     * @see {@link serveBuildType}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: ServeBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /** Same as `serveBuildType`. */
  readonly getBuildType: SelectingOperations['serveBuildType'];
  readonly serveBuildTypeTemplates: {
    /**
     * Get a template of a project.
     *
     * @see {@link serveBuildTypeTemplates}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: ServeBuildTypeTemplatesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /** Same as `serveBuildTypeTemplates`. */
  readonly getTemplate: SelectingOperations['serveBuildTypeTemplates'];
  /** Same as `serveBuildTypeTemplates`. */
  readonly getBuildTypeTemplates: SelectingOperations['serveBuildTypeTemplates'];
  readonly serveBuildTypesInProject: {
    /**
     * List a project's own build configurations (not those of its subprojects).
     *
     * @see {@link serveBuildTypesInProject}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
      args: ServeBuildTypesInProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /** Same as `serveBuildTypesInProject`. */
  readonly getBuildTypesInProject: SelectingOperations['serveBuildTypesInProject'];
  readonly serveBuildWithProject: {
    /**
     * Get a build of a project's build configuration.
     *
     * @see {@link serveBuildWithProject}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildFields>) = never>(
      args: ServeBuildWithProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /** Same as `serveBuildWithProject`. */
  readonly getBuildWithProject: SelectingOperations['serveBuildWithProject'];
  readonly serveBuilds: {
    /**
     * List the builds of a project's build configuration.
     *
     * @see {@link serveBuilds}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args: ServeBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /** Same as `serveBuilds`. */
  readonly getBuilds: SelectingOperations['serveBuilds'];
  readonly serveTemplatesInProject: {
    /**
     * List a project's own build configuration templates.
     *
     * @see {@link serveTemplatesInProject}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
      args: ServeTemplatesInProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /** Same as `serveTemplatesInProject`. */
  readonly getTemplatesInProject: SelectingOperations['serveTemplatesInProject'];
  readonly setParameter: {
    /**
     * Add a parameter to a project, or replace the one of that name.
     *
     * @see {@link setParameter}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: SetParameterArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  readonly setParameter0: {
    /**
     * Set one parameter of a project, by name.
     *
     * @see {@link setParameter0}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: SetParameter0Args<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `setParameter0`. */
  readonly replaceParameter: SelectingOperations['setParameter0'];
  readonly setParameter1: {
    /**
     * Add a property to a project feature, or replace the one of that name.
     *
     * @see {@link setParameter1}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: SetParameter1Args<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `setParameter1`. */
  readonly addProjectFeatureProperty: SelectingOperations['setParameter1'];
  readonly setParameter2: {
    /**
     * Set one property of a project feature, by name.
     *
     * @see {@link setParameter2}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: SetParameter2Args<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `setParameter2`. */
  readonly setProjectFeatureProperty: SelectingOperations['setParameter2'];
  readonly setParameters: {
    /**
     * Replace every parameter a project defines itself.
     *
     * @see {@link setParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: SetParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly setParameters0: {
    /**
     * Replace every property of a project feature.
     *
     * @see {@link setParameters0}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: SetParameters0Args<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `setParameters0`. */
  readonly replaceProjectFeatureProperties: SelectingOperations['setParameters0'];
  readonly getVersionedSettingsProjectsToLoad: {
    /**
     * List the projects that loading settings from the VCS would change.
     *
     * @see {@link getVersionedSettingsProjectsToLoad}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, ProjectsFields>) = never>(
      args: GetVersionedSettingsProjectsToLoadArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  readonly getVersionedSettingsConfig: {
    /**
     * Get how a project's settings are stored in a VCS (root, format, sync mode).
     *
     * @see {@link getVersionedSettingsConfig}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, VersionedSettingsConfigFields>) = never>(
      args: GetVersionedSettingsConfigArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VersionedSettingsConfig, S>>;
  };
  readonly setVersionedSettingsConfig: {
    /**
     * Change how a project's settings are stored in a VCS.
     *
     * @see {@link setVersionedSettingsConfig}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, VersionedSettingsConfigFields>) = never>(
      args: SetVersionedSettingsConfigArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VersionedSettingsConfig, S>>;
  };
  readonly loadSettingsFromVcs: {
    /**
     * Load a project's settings from its settings repository, replacing what the server holds.
     *
     * @see {@link loadSettingsFromVcs}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, ProjectsFields>) = never>(
      args: LoadSettingsFromVcsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  readonly getVersionedSettingsStatus: {
    /**
     * Get the state of a project's versioned settings (last sync, errors, pending changes).
     *
     * @see {@link getVersionedSettingsStatus}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, VersionedSettingsStatusFields>) = never>(
      args: GetVersionedSettingsStatusArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VersionedSettingsStatus, S>>;
  };
  readonly getDefaultValueSets: {
    /**
     * List the value sets a project offers as defaults for typed parameters.
     *
     * @see {@link getDefaultValueSets}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, TypedValueSetsFields>) = never>(
      args: GetDefaultValueSetsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<TypedValueSets, S>>;
  };
  readonly getDeploymentDashboardsInProject: {
    /**
     * List the deployment dashboards of a project.
     *
     * @see {@link getDeploymentDashboardsInProject}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, DeploymentDashboardsFields>) = never>(
      args: GetDeploymentDashboardsInProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboards, S>>;
  };
  readonly getDeploymentDashboardInProject: {
    /**
     * Get one deployment dashboard of a project.
     *
     * @see {@link getDeploymentDashboardInProject}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, DeploymentDashboardFields>) = never>(
      args: GetDeploymentDashboardInProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboard, S>>;
  };
}

/** The projects operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly createProject: {
    /**
     * Create a project.
     *
     * @see {@link createProject}
     * @since 2018.1
     */
    (args?: CreateProjectArgs, options?: CallOptions): Promise<Project>;
  };
  readonly deleteProject: {
    /**
     * Delete a project with its subprojects and build configurations.
     *
     * @see {@link deleteProject}
     * @since 2018.1
     */
    (args: DeleteProjectArgs, options?: CallOptions): Promise<void>;
  };
  readonly createSecureToken: {
    /**
     * Store a secret in a project and get the token that stands for it in settings.
     *
     * @see {@link createSecureToken}
     * @since 2018.1
     */
    (args: CreateSecureTokenArgs, options?: CallOptions): Promise<string>;
  };
  readonly add: {
    /**
     * Add a project feature (a connection, an issue tracker, a cloud profile, ...).
     *
     * @see {@link add}
     * @since 2018.1
     */
    (args: AddArgs, options?: CallOptions): Promise<JsonObject>;
  };
  /** Same as `add`. */
  readonly addProjectFeature: BoundOperations['add'];
  readonly get: {
    /**
     * List the features of a project (connections, issue trackers, cloud profiles, ...).
     *
     * @see {@link get}
     * @since 2018.1
     */
    (args: GetArgs, options?: CallOptions): Promise<JsonObject>;
  };
  /** Same as `get`. */
  readonly getProjectFeatures: BoundOperations['get'];
  readonly delete: {
    /**
     * Remove a project feature.
     *
     * @see {@link delete_}
     * @since 2018.1
     */
    (args: DeleteArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `delete`. */
  readonly deleteProjectFeature: BoundOperations['delete'];
  readonly deleteAllParameters: {
    /**
     * Remove every parameter a project defines itself.
     *
     * @see {@link deleteAllParameters}
     * @since 2018.1
     */
    (args: DeleteAllParametersArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteAllParameters0: {
    /**
     * Remove every property of a project feature.
     *
     * @see {@link deleteAllParameters0}
     * @since 2018.1
     */
    (args: DeleteAllParameters0Args, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteAllParameters0`. */
  readonly deleteProjectFeatureProperties: BoundOperations['deleteAllParameters0'];
  readonly deleteParameter: {
    /**
     * Remove one parameter of a project.
     *
     * @see {@link deleteParameter}
     * @since 2018.1
     */
    (args: DeleteParameterArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteParameter0: {
    /**
     * Remove one property of a project feature.
     *
     * @see {@link deleteParameter0}
     * @since 2018.1
     */
    (args: DeleteParameter0Args, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteParameter0`. */
  readonly deleteProjectFeatureProperty: BoundOperations['deleteParameter0'];
  readonly deleteProjectAgentPools: {
    /**
     * Unassign one agent pool from a project.
     *
     * @see {@link deleteProjectAgentPools}
     * @since 2018.1
     */
    (args: DeleteProjectAgentPoolsArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteProjectAgentPools`. */
  readonly removeProjectAgentPool: BoundOperations['deleteProjectAgentPools'];
  readonly getBuildTypesOrder: {
    /**
     * List a project's build configurations in the order set for them.
     *
     * @see {@link getBuildTypesOrder}
     * @since 2018.1
     */
    (args: GetBuildTypesOrderArgs, options?: CallOptions): Promise<BuildTypes>;
  };
  readonly getExampleNewProjectDescription: {
    /**
     * Get an example of the body that creates a project by copying this one.
     *
     * @see {@link getExampleNewProjectDescription}
     * @since 2018.1
     */
    (args: GetExampleNewProjectDescriptionArgs, options?: CallOptions): Promise<NewProjectDescription>;
  };
  /** Same as `getExampleNewProjectDescription`. */
  readonly getNewProjectDescriptionExample: BoundOperations['getExampleNewProjectDescription'];
  readonly getExampleNewProjectDescriptionCompatibilityVersion1: {
    /**
     * Get an example of the body that creates a project by copying this one (older route).
     *
     * @see {@link getExampleNewProjectDescriptionCompatibilityVersion1}
     * @since 2018.1
     */
    (
      args: GetExampleNewProjectDescriptionCompatibilityVersion1Args,
      options?: CallOptions,
    ): Promise<NewProjectDescription>;
  };
  /** Same as `getExampleNewProjectDescriptionCompatibilityVersion1`. */
  readonly getNewProjectDescriptionExampleOld: BoundOperations['getExampleNewProjectDescriptionCompatibilityVersion1'];
  readonly getParameterType: {
    /**
     * Get the type of a project parameter (its UI control, as TeamCity's spec text).
     *
     * @see {@link getParameterType}
     * @since 2018.1
     */
    (args: GetParameterTypeArgs, options?: CallOptions): Promise<Type>;
  };
  readonly getParameterTypeRawValue: {
    /**
     * Get the type spec of a project parameter, as text.
     *
     * @see {@link getParameterTypeRawValue}
     * @since 2018.1
     */
    (args: GetParameterTypeRawValueArgs, options?: CallOptions): Promise<string>;
  };
  readonly serveProjectField: {
    /**
     * Read one field of a project as text.
     *
     * @see {@link serveProjectField}
     * @since 2018.1
     */
    (args: ServeProjectFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveProjectField`. */
  readonly getProjectField: BoundOperations['serveProjectField'];
  readonly setProjectField: {
    /**
     * Rename, describe, archive or unarchive a project through a text field.
     *
     * @see {@link setProjectField}
     * @since 2018.1
     */
    (args: SetProjectFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly getSecureValue: {
    /**
     * Get the secret a project's secure token stands for.
     *
     * @see {@link getSecureValue}
     * @since 2018.1
     */
    (args: GetSecureValueArgs, options?: CallOptions): Promise<string>;
  };
  readonly getSingle: {
    /**
     * Get one project feature.
     *
     * @see {@link getSingle}
     * @since 2018.1
     */
    (args: GetSingleArgs, options?: CallOptions): Promise<JsonObject>;
  };
  /** Same as `getSingle`. */
  readonly getProjectFeature: BoundOperations['getSingle'];
  readonly replace: {
    /**
     * Replace one project feature.
     *
     * @see {@link replace}
     * @since 2018.1
     */
    (args: ReplaceArgs, options?: CallOptions): Promise<JsonObject>;
  };
  /** Same as `replace`. */
  readonly replaceProjectFeature: BoundOperations['replace'];
  readonly replaceAll: {
    /**
     * Replace every feature of a project.
     *
     * @see {@link replaceAll}
     * @since 2018.1
     */
    (args: ReplaceAllArgs, options?: CallOptions): Promise<JsonObject>;
  };
  /** Same as `replaceAll`. */
  readonly replaceProjectFeatures: BoundOperations['replaceAll'];
  readonly getParameterValueLong: {
    /**
     * Get the value of one project parameter, as text.
     *
     * @see {@link getParameterValueLong}
     * @since 2018.1
     */
    (args: GetParameterValueLongArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getParameterValueLong`. */
  readonly getParameterValue: BoundOperations['getParameterValueLong'];
  readonly getParameterValueLong0: {
    /**
     * Get the value of one property of a project feature, as text.
     *
     * @see {@link getParameterValueLong0}
     * @since 2018.1
     */
    (args: GetParameterValueLong0Args, options?: CallOptions): Promise<string>;
  };
  /** Same as `getParameterValueLong0`. */
  readonly getProjectFeaturePropertyValue: BoundOperations['getParameterValueLong0'];
  readonly setProjectAgentPools0: {
    /**
     * Assign one more agent pool to a project.
     *
     * @see {@link setProjectAgentPools0}
     * @since 2018.1
     */
    (args: SetProjectAgentPools0Args, options?: CallOptions): Promise<AgentPool>;
  };
  /** Same as `setProjectAgentPools0`. */
  readonly addProjectAgentPool: BoundOperations['setProjectAgentPools0'];
  readonly getProjectsOrder: {
    /**
     * List a project's subprojects in the order set for them.
     *
     * @see {@link getProjectsOrder}
     * @since 2018.1
     */
    (args: GetProjectsOrderArgs, options?: CallOptions): Promise<Projects>;
  };
  readonly setProjectsOrder: {
    /**
     * Set the order of a project's subprojects.
     *
     * @see {@link setProjectsOrder}
     * @since 2018.1
     */
    (args: SetProjectsOrderArgs, options?: CallOptions): Promise<Projects>;
  };
  readonly setBuildTypesOrder: {
    /**
     * Set the order of a project's build configurations.
     *
     * @see {@link setBuildTypesOrder}
     * @since 2018.1
     */
    (args: SetBuildTypesOrderArgs, options?: CallOptions): Promise<BuildTypes>;
  };
  readonly getSettingsFile: {
    /**
     * Get the path of the file that stores a project's settings on the server.
     *
     * @see {@link getSettingsFile}
     * @since 2018.1
     */
    (args: GetSettingsFileArgs, options?: CallOptions): Promise<string>;
  };
  readonly removeDefaultTemplate: {
    /**
     * Remove a project's own default template.
     *
     * @see {@link removeDefaultTemplate}
     * @since 2018.1
     */
    (args: RemoveDefaultTemplateArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveBuildFieldWithProject: {
    /**
     * Read one field of a build, found within a project and build configuration, as text.
     *
     * @see {@link serveBuildFieldWithProject}
     * @since 2018.1
     */
    (args: ServeBuildFieldWithProjectArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildFieldWithProject`. */
  readonly getBuildFieldWithProject: BoundOperations['serveBuildFieldWithProject'];
  readonly serveBuildTypeFieldWithProject: {
    /**
     * Read one field of a project's build configuration as text.
     *
     * @see {@link serveBuildTypeFieldWithProject}
     * @since 2018.1
     */
    (args: ServeBuildTypeFieldWithProjectArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildTypeFieldWithProject`. */
  readonly getBuildTypeFieldWithProject: BoundOperations['serveBuildTypeFieldWithProject'];
  readonly setParameterType: {
    /**
     * Change the type (UI control) of a project parameter.
     *
     * @see {@link setParameterType}
     * @since 2018.1
     */
    (args: SetParameterTypeArgs, options?: CallOptions): Promise<Type>;
  };
  readonly setParameterTypeRawValue: {
    /**
     * Change the type spec of a project parameter, as text.
     *
     * @see {@link setParameterTypeRawValue}
     * @since 2018.1
     */
    (args: SetParameterTypeRawValueArgs, options?: CallOptions): Promise<string>;
  };
  readonly setParameterValueLong: {
    /**
     * Set the value of one project parameter, as text.
     *
     * @see {@link setParameterValueLong}
     * @since 2018.1
     */
    (args: SetParameterValueLongArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `setParameterValueLong`. */
  readonly setParameterValue: BoundOperations['setParameterValueLong'];
  readonly setParameterValueLong0: {
    /**
     * Set the value of one property of a project feature, as text.
     *
     * @see {@link setParameterValueLong0}
     * @since 2018.1
     */
    (args: SetParameterValueLong0Args, options?: CallOptions): Promise<string>;
  };
  /** Same as `setParameterValueLong0`. */
  readonly setProjectFeaturePropertyValue: BoundOperations['setParameterValueLong0'];
  readonly checkForVersionedSettingsChanges: {
    /**
     * Make TeamCity check the settings repository of a project for new changes now.
     *
     * @see {@link checkForVersionedSettingsChanges}
     * @since 2023.11
     */
    (args: CheckForVersionedSettingsChangesArgs, options?: CallOptions): Promise<void>;
  };
  readonly commitCurrentSettings: {
    /**
     * Commit a project's current settings to its settings repository.
     *
     * @see {@link commitCurrentSettings}
     * @since 2023.11
     */
    (args: CommitCurrentSettingsArgs, options?: CallOptions): Promise<void>;
  };
  readonly getVersionedSettingsConfigParameter: {
    /**
     * Read one parameter of a project's versioned settings configuration, as text.
     *
     * @see {@link getVersionedSettingsConfigParameter}
     * @since 2023.11
     */
    (args: GetVersionedSettingsConfigParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly setVersionedSettingsConfigParameter: {
    /**
     * Set one parameter of a project's versioned settings configuration, as text.
     *
     * @see {@link setVersionedSettingsConfigParameter}
     * @since 2023.11
     */
    (args: SetVersionedSettingsConfigParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly deleteVersionedSettingsConfigParameter: {
    /**
     * Remove one parameter of a project's versioned settings configuration.
     *
     * @see {@link deleteVersionedSettingsConfigParameter}
     * @since 2023.11
     */
    (args: DeleteVersionedSettingsConfigParameterArgs, options?: CallOptions): Promise<void>;
  };
  readonly getVersionedSettingsContextParameters: {
    /**
     * Get the context parameters a project's Kotlin settings read (`DslContext.getParameter`).
     *
     * @see {@link getVersionedSettingsContextParameters}
     * @since 2023.11
     */
    (
      args: GetVersionedSettingsContextParametersArgs,
      options?: CallOptions,
    ): Promise<VersionedSettingsContextParameters>;
  };
  readonly setVersionedSettingsContextParameters: {
    /**
     * Change the context parameters a project's Kotlin settings read.
     *
     * @see {@link setVersionedSettingsContextParameters}
     * @since 2023.11
     */
    (
      args: SetVersionedSettingsContextParametersArgs,
      options?: CallOptions,
    ): Promise<VersionedSettingsContextParameters>;
  };
  readonly getVersionedSettingsTokens: {
    /**
     * List the secure tokens a project's versioned settings use.
     *
     * @see {@link getVersionedSettingsTokens}
     * @since 2023.11
     */
    (args: GetVersionedSettingsTokensArgs, options?: CallOptions): Promise<VersionedSettingsTokens>;
  };
  readonly addVersionedSettingsTokens: {
    /**
     * Add secure tokens for a project's versioned settings (a token with the secret it stands for).
     *
     * @see {@link addVersionedSettingsTokens}
     * @since 2023.11
     */
    (args: AddVersionedSettingsTokensArgs, options?: CallOptions): Promise<VersionedSettingsTokens>;
  };
  readonly deleteVersionedSettingsTokens: {
    /**
     * Remove secure tokens from a project's versioned settings.
     *
     * @see {@link deleteVersionedSettingsTokens}
     * @since 2023.11
     */
    (args: DeleteVersionedSettingsTokensArgs, options?: CallOptions): Promise<VersionedSettingsTokens>;
  };
  readonly getSshKeys: {
    /**
     * List the SSH keys stored in a project.
     *
     * @see {@link getSshKeys}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    (args: GetSshKeysArgs, options?: CallOptions): Promise<SshKeys>;
  };
  readonly uploadSshKey: {
    /**
     * Store a private SSH key in a project under a name.
     *
     * @see {@link uploadSshKey}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    (args: UploadSshKeyArgs, options?: CallOptions): Promise<void>;
  };
  readonly generateSshKey: {
    /**
     * Have TeamCity make a new SSH key pair in a project.
     *
     * @see {@link generateSshKey}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    (args: GenerateSshKeyArgs, options?: CallOptions): Promise<SshKey>;
  };
  readonly deleteSshKey: {
    /**
     * Remove an SSH key from a project.
     *
     * @see {@link deleteSshKey}
     * @since hidden: TeamCity serves it, but none of its API definitions declares it
     */
    (args: DeleteSshKeyArgs, options?: CallOptions): Promise<void>;
  };
}
