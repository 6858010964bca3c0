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
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
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

/** Inputs of {@link createProject} (`projects.create_project`). */
export interface CreateProjectArgs {
  /** Request body, sent as `application/json`. */
  body?: NewProjectDescription;
}

export const createProjectOp: Operation = {
  id: 'projects.create_project',
  method: 'POST',
  path: '/app/rest/projects',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects` (`create_project`).
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
 */
export function createProject(
  client: Transport,
  args: CreateProjectArgs = {},
  options?: CallOptions,
): Promise<Project> {
  return request(client, createProjectOp, args, options) as Promise<Project>;
}

/** Inputs of {@link deleteProject} (`projects.delete_project`). */
export interface DeleteProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
}

export const deleteProjectOp: Operation = {
  id: 'projects.delete_project',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/projects/{projectLocator}` (`delete_project`). */
export function deleteProject(client: Transport, args: DeleteProjectArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteProjectOp, args, options) as Promise<void>;
}

/** Inputs of {@link createBuildType} (`projects.create_build_type`). */
export interface CreateBuildTypeArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: NewBuildTypeDescription;
}

export const createBuildTypeOp: Operation = {
  id: 'projects.create_build_type',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/buildTypes',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{projectLocator}/buildTypes` (`create_build_type`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build",
 *   "name": "Build"
 * }
 * ```
 */
export function createBuildType(
  client: Transport,
  args: CreateBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/**
 * `POST /app/rest/projects/{projectLocator}/buildTypes` (`create_build_type`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build",
 *   "name": "Build"
 * }
 * ```
 */
export function createBuildType<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: CreateBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function createBuildType(
  client: Transport,
  args: CreateBuildTypeArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createBuildTypeOp, withFields(createBuildTypeOp, args), options);
}

/** Inputs of {@link createBuildTypeTemplate} (`projects.create_build_type_template`). */
export interface CreateBuildTypeTemplateArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: NewBuildTypeDescription;
}

export const createBuildTypeTemplateOp: Operation = {
  id: 'projects.create_build_type_template',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/templates',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{projectLocator}/templates` (`create_build_type_template`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build",
 *   "name": "Build"
 * }
 * ```
 */
export function createBuildTypeTemplate(
  client: Transport,
  args: CreateBuildTypeTemplateArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/**
 * `POST /app/rest/projects/{projectLocator}/templates` (`create_build_type_template`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build",
 *   "name": "Build"
 * }
 * ```
 */
export function createBuildTypeTemplate<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: CreateBuildTypeTemplateArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function createBuildTypeTemplate(
  client: Transport,
  args: CreateBuildTypeTemplateArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createBuildTypeTemplateOp, withFields(createBuildTypeTemplateOp, args), options);
}

/** Inputs of {@link createSecureToken} (`projects.create_secure_token`). */
export interface CreateSecureTokenArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const createSecureTokenOp: Operation = {
  id: 'projects.create_secure_token',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/secure/tokens',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{projectLocator}/secure/tokens` (`create_secure_token`).
 *
 * Example body:
 * ```text
 * s3cr3t-value
 * ```
 */
export function createSecureToken(
  client: Transport,
  args: CreateSecureTokenArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, createSecureTokenOp, args, options) as Promise<string>;
}

/** Inputs of {@link add} (`projects.add`). */
export interface AddArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: ProjectFeature;
}

export const addOp: Operation = {
  id: 'projects.add',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/projectFeatures',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'object',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{projectLocator}/projectFeatures` (`add`).
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
 */
export function add(client: Transport, args: AddArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, addOp, args, options) as Promise<JsonObject>;
}

/** Inputs of {@link get} (`projects.get`). */
export interface GetArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. */
  fields?: string;
}

export const getOp: Operation = {
  id: 'projects.get',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'object',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/projectFeatures` (`get`). */
export function get(client: Transport, args: GetArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, getOp, args, options) as Promise<JsonObject>;
}

/** Inputs of {@link delete_} (`projects.delete`). */
export interface DeleteArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
}

export const deleteOp: Operation = {
  id: 'projects.delete',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}` (`delete`). */
function delete_(client: Transport, args: DeleteArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteOp, args, options) as Promise<void>;
}

export { delete_ as delete };

/** Inputs of {@link deleteAllParameters} (`projects.delete_all_parameters`). */
export interface DeleteAllParametersArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
}

export const deleteAllParametersOp: Operation = {
  id: 'projects.delete_all_parameters',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/parameters',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/projects/{projectLocator}/parameters` (`delete_all_parameters`). */
export function deleteAllParameters(
  client: Transport,
  args: DeleteAllParametersArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParametersOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteAllParameters0} (`projects.delete_all_parameters_0`). */
export interface DeleteAllParameters0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Query `fields`. */
  fields?: string;
}

export const deleteAllParameters0Op: Operation = {
  id: 'projects.delete_all_parameters_0',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: [['fields', 'fields']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`delete_all_parameters_0`). */
export function deleteAllParameters0(
  client: Transport,
  args: DeleteAllParameters0Args,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParameters0Op, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter} (`projects.delete_parameter`). */
export interface DeleteParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const deleteParameterOp: Operation = {
  id: 'projects.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/projects/{projectLocator}/parameters/{name}` (`delete_parameter`). */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter0} (`projects.delete_parameter_0`). */
export interface DeleteParameter0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. */
  fields?: string;
}

export const deleteParameter0Op: Operation = {
  id: 'projects.delete_parameter_0',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}',
  query: [['fields', 'fields']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`delete_parameter_0`). */
export function deleteParameter0(client: Transport, args: DeleteParameter0Args, options?: CallOptions): Promise<void> {
  return request(client, deleteParameter0Op, args, options) as Promise<void>;
}

/** Inputs of {@link deleteProjectAgentPools} (`projects.delete_project_agent_pools`). */
export interface DeleteProjectAgentPoolsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
}

export const deleteProjectAgentPoolsOp: Operation = {
  id: 'projects.delete_project_agent_pools',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/agentPools/{agentPoolLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/projects/{projectLocator}/agentPools/{agentPoolLocator}` (`delete_project_agent_pools`). */
export function deleteProjectAgentPools(
  client: Transport,
  args: DeleteProjectAgentPoolsArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteProjectAgentPoolsOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBranches} (`projects.get_branches`). */
export interface GetBranchesArgs<S extends BranchesFields = BranchesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `locator`. A Branch locator: its text, or a typed `BranchLocator` (rendered with TeamCity's escaping). */
  locator?: string | BranchLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBranchesOp: Operation = {
  id: 'projects.get_branches',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/branches',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/branches` (`get_branches`). */
export function getBranches(client: Transport, args: GetBranchesArgs<never>, options?: CallOptions): Promise<Branches>;
/** `GET /app/rest/projects/{projectLocator}/branches` (`get_branches`). */
export function getBranches<const S extends object & ExactFields<S, BranchesFields>>(
  client: Transport,
  args: GetBranchesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Branches, S>>;
export async function getBranches(client: Transport, args: GetBranchesArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getBranchesOp, withFields(getBranchesOp, args), options);
}

/** Inputs of {@link getBuildTypesOrder} (`projects.get_build_types_order`). */
export interface GetBuildTypesOrderArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `field`. placement not shown in the seeds; TeamCity 2025 declares it as an optional query parameter */
  field: string;
}

export const getBuildTypesOrderOp: Operation = {
  id: 'projects.get_build_types_order',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/order/buildTypes',
  query: [['field', 'field']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/order/buildTypes` (`get_build_types_order`).
 * The seeds require a field input without saying where it goes; TeamCity 2025 declares it as the query parameter field.
 */
export function getBuildTypesOrder(
  client: Transport,
  args: GetBuildTypesOrderArgs,
  options?: CallOptions,
): Promise<BuildTypes> {
  return request(client, getBuildTypesOrderOp, args, options) as Promise<BuildTypes>;
}

/** Inputs of {@link getDefaultTemplate} (`projects.get_default_template`). */
export interface GetDefaultTemplateArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getDefaultTemplateOp: Operation = {
  id: 'projects.get_default_template',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/defaultTemplate',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/defaultTemplate` (`get_default_template`). */
export function getDefaultTemplate(
  client: Transport,
  args: GetDefaultTemplateArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/** `GET /app/rest/projects/{projectLocator}/defaultTemplate` (`get_default_template`). */
export function getDefaultTemplate<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: GetDefaultTemplateArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function getDefaultTemplate(
  client: Transport,
  args: GetDefaultTemplateArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getDefaultTemplateOp, withFields(getDefaultTemplateOp, args), options);
}

/** Inputs of {@link getExampleNewProjectDescription} (`projects.get_example_new_project_description`). */
export interface GetExampleNewProjectDescriptionArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `id`. */
  id?: string;
}

export const getExampleNewProjectDescriptionOp: Operation = {
  id: 'projects.get_example_new_project_description',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/example/newProjectDescription',
  query: [['id', 'id']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/example/newProjectDescription` (`get_example_new_project_description`). */
export function getExampleNewProjectDescription(
  client: Transport,
  args: GetExampleNewProjectDescriptionArgs,
  options?: CallOptions,
): Promise<NewProjectDescription> {
  return request(client, getExampleNewProjectDescriptionOp, args, options) as Promise<NewProjectDescription>;
}

/** Inputs of {@link getExampleNewProjectDescriptionCompatibilityVersion1} (`projects.get_example_new_project_description_compatibility_version1`). */
export interface GetExampleNewProjectDescriptionCompatibilityVersion1Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `id`. */
  id?: string;
}

export const getExampleNewProjectDescriptionCompatibilityVersion1Op: Operation = {
  id: 'projects.get_example_new_project_description_compatibility_version1',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/newProjectDescription',
  query: [['id', 'id']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/newProjectDescription` (`get_example_new_project_description_compatibility_version1`). */
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

/** Inputs of {@link getParameter} (`projects.get_parameter`). */
export interface GetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParameterOp: Operation = {
  id: 'projects.get_parameter',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/parameters/{name}` (`get_parameter`). */
export function getParameter(
  client: Transport,
  args: GetParameterArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/** `GET /app/rest/projects/{projectLocator}/parameters/{name}` (`get_parameter`). */
export function getParameter<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: GetParameterArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function getParameter(client: Transport, args: GetParameterArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getParameterOp, withFields(getParameterOp, args), options);
}

/** Inputs of {@link getParameter0} (`projects.get_parameter_0`). */
export interface GetParameter0Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
}

export const getParameter0Op: Operation = {
  id: 'projects.get_parameter_0',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`get_parameter_0`). */
export function getParameter0(
  client: Transport,
  args: GetParameter0Args<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/** `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`get_parameter_0`). */
export function getParameter0<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: GetParameter0Args<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function getParameter0(
  client: Transport,
  args: GetParameter0Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getParameter0Op, withFields(getParameter0Op, args), options);
}

/** Inputs of {@link getParameterType} (`projects.get_parameter_type`). */
export interface GetParameterTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getParameterTypeOp: Operation = {
  id: 'projects.get_parameter_type',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/parameters/{name}/type` (`get_parameter_type`). */
export function getParameterType(client: Transport, args: GetParameterTypeArgs, options?: CallOptions): Promise<Type> {
  return request(client, getParameterTypeOp, args, options) as Promise<Type>;
}

/** Inputs of {@link getParameterTypeRawValue} (`projects.get_parameter_type_raw_value`). */
export interface GetParameterTypeRawValueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getParameterTypeRawValueOp: Operation = {
  id: 'projects.get_parameter_type_raw_value',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue` (`get_parameter_type_raw_value`). */
export function getParameterTypeRawValue(
  client: Transport,
  args: GetParameterTypeRawValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterTypeRawValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveProjects} (`projects.serve_projects`). */
export interface ServeProjectsArgs<S extends ProjectsFields = ProjectsFields, T = string> {
  /** Query `locator`. A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator?: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveProjectsOp: Operation = {
  id: 'projects.serve_projects',
  method: 'GET',
  path: '/app/rest/projects',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects` (`serve_projects`, alias `get_projects`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveProjects(
  client: Transport,
  args?: ServeProjectsArgs<never>,
  options?: CallOptions,
): Promise<Projects>;
/**
 * `GET /app/rest/projects` (`serve_projects`, alias `get_projects`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveProjects<const S extends object & ExactFields<S, ProjectsFields>>(
  client: Transport,
  args?: ServeProjectsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Projects, S>>;
export async function serveProjects(
  client: Transport,
  args: ServeProjectsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveProjectsOp, withFields(serveProjectsOp, args), options);
}

export { serveProjects as getProjects };

/** Inputs of {@link serveProject} (`projects.serve_project`). */
export interface ServeProjectArgs<S extends ProjectFields = ProjectFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveProjectOp: Operation = {
  id: 'projects.serve_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}` (`serve_project`, alias `get_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveProject(client: Transport, args: ServeProjectArgs<never>, options?: CallOptions): Promise<Project>;
/**
 * `GET /app/rest/projects/{projectLocator}` (`serve_project`, alias `get_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveProject<const S extends object & ExactFields<S, ProjectFields>>(
  client: Transport,
  args: ServeProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Project, S>>;
export async function serveProject(client: Transport, args: ServeProjectArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveProjectOp, withFields(serveProjectOp, args), options);
}

export { serveProject as getProject };

/** Inputs of {@link serveProjectField} (`projects.serve_project_field`). */
export interface ServeProjectFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveProjectFieldOp: Operation = {
  id: 'projects.serve_project_field',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/{field}` (`serve_project_field`, alias `get_project_field`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveProjectField(
  client: Transport,
  args: ServeProjectFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveProjectFieldOp, args, options) as Promise<string>;
}

export { serveProjectField as getProjectField };

/** Inputs of {@link setProjectField} (`projects.set_project_field`). */
export interface SetProjectFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setProjectFieldOp: Operation = {
  id: 'projects.set_project_field',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/{field}` (`set_project_field`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function setProjectField(client: Transport, args: SetProjectFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setProjectFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSecureValue} (`projects.get_secure_value`). */
export interface GetSecureValueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  token: string;
}

export const getSecureValueOp: Operation = {
  id: 'projects.get_secure_value',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/secure/values/{token}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/secure/values/{token}` (`get_secure_value`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSecureValue(client: Transport, args: GetSecureValueArgs, options?: CallOptions): Promise<string> {
  return request(client, getSecureValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSingle} (`projects.get_single`). */
export interface GetSingleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Query `fields`. */
  fields?: string;
}

export const getSingleOp: Operation = {
  id: 'projects.get_single',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'object',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}` (`get_single`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSingle(client: Transport, args: GetSingleArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, getSingleOp, args, options) as Promise<JsonObject>;
}

/** Inputs of {@link replace} (`projects.replace`). */
export interface ReplaceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: ProjectFeature;
}

export const replaceOp: Operation = {
  id: 'projects.replace',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'object',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}` (`replace`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function replace(client: Transport, args: ReplaceArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, replaceOp, args, options) as Promise<JsonObject>;
}

/** Inputs of {@link replaceAll} (`projects.replace_all`). */
export interface ReplaceAllArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: ProjectFeatures;
}

export const replaceAllOp: Operation = {
  id: 'projects.replace_all',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'object',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/projectFeatures` (`replace_all`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function replaceAll(client: Transport, args: ReplaceAllArgs, options?: CallOptions): Promise<JsonObject> {
  return request(client, replaceAllOp, args, options) as Promise<JsonObject>;
}

/** Inputs of {@link getParameterValueLong} (`projects.get_parameter_value_long`). */
export interface GetParameterValueLongArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getParameterValueLongOp: Operation = {
  id: 'projects.get_parameter_value_long',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/value',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/parameters/{name}/value` (`get_parameter_value_long`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameterValueLong(
  client: Transport,
  args: GetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLongOp, args, options) as Promise<string>;
}

/** Inputs of {@link getParameterValueLong0} (`projects.get_parameter_value_long_0`). */
export interface GetParameterValueLong0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. */
  fields?: string;
}

export const getParameterValueLong0Op: Operation = {
  id: 'projects.get_parameter_value_long_0',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value',
  query: [['fields', 'fields']],
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value` (`get_parameter_value_long_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameterValueLong0(
  client: Transport,
  args: GetParameterValueLong0Args,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLong0Op, args, options) as Promise<string>;
}

/** Inputs of {@link getParameters} (`projects.get_parameters`). */
export interface GetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParametersOp: Operation = {
  id: 'projects.get_parameters',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parameters',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/parameters` (`get_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameters(
  client: Transport,
  args: GetParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/projects/{projectLocator}/parameters` (`get_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getParameters(
  client: Transport,
  args: GetParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getParametersOp, withFields(getParametersOp, args), options);
}

/** Inputs of {@link getParameters0} (`projects.get_parameters_0`). */
export interface GetParameters0Args<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
}

export const getParameters0Op: Operation = {
  id: 'projects.get_parameters_0',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`get_parameters_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameters0(
  client: Transport,
  args: GetParameters0Args<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`get_parameters_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameters0<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetParameters0Args<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getParameters0(
  client: Transport,
  args: GetParameters0Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getParameters0Op, withFields(getParameters0Op, args), options);
}

/** Inputs of {@link getParentProject} (`projects.get_parent_project`). */
export interface GetParentProjectArgs<S extends ProjectFields = ProjectFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParentProjectOp: Operation = {
  id: 'projects.get_parent_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/parentProject',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/parentProject` (`get_parent_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParentProject(
  client: Transport,
  args: GetParentProjectArgs<never>,
  options?: CallOptions,
): Promise<Project>;
/**
 * `GET /app/rest/projects/{projectLocator}/parentProject` (`get_parent_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParentProject<const S extends object & ExactFields<S, ProjectFields>>(
  client: Transport,
  args: GetParentProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Project, S>>;
export async function getParentProject(
  client: Transport,
  args: GetParentProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getParentProjectOp, withFields(getParentProjectOp, args), options);
}

/** Inputs of {@link setParentProject} (`projects.set_parent_project`). */
export interface SetParentProjectArgs<S extends ProjectFields = ProjectFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Project;
}

export const setParentProjectOp: Operation = {
  id: 'projects.set_parent_project',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parentProject',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/parentProject` (`set_parent_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App"
 * }
 * ```
 */
export function setParentProject(
  client: Transport,
  args: SetParentProjectArgs<never>,
  options?: CallOptions,
): Promise<Project>;
/**
 * `PUT /app/rest/projects/{projectLocator}/parentProject` (`set_parent_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App"
 * }
 * ```
 */
export function setParentProject<const S extends object & ExactFields<S, ProjectFields>>(
  client: Transport,
  args: SetParentProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Project, S>>;
export async function setParentProject(
  client: Transport,
  args: SetParentProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParentProjectOp, withFields(setParentProjectOp, args), options);
}

/** Inputs of {@link getProjectAgentPools} (`projects.get_project_agent_pools`). */
export interface GetProjectAgentPoolsArgs<S extends AgentPoolsFields = AgentPoolsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getProjectAgentPoolsOp: Operation = {
  id: 'projects.get_project_agent_pools',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/agentPools',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/agentPools` (`get_project_agent_pools`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getProjectAgentPools(
  client: Transport,
  args: GetProjectAgentPoolsArgs<never>,
  options?: CallOptions,
): Promise<AgentPools>;
/**
 * `GET /app/rest/projects/{projectLocator}/agentPools` (`get_project_agent_pools`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getProjectAgentPools<const S extends object & ExactFields<S, AgentPoolsFields>>(
  client: Transport,
  args: GetProjectAgentPoolsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPools, S>>;
export async function getProjectAgentPools(
  client: Transport,
  args: GetProjectAgentPoolsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getProjectAgentPoolsOp, withFields(getProjectAgentPoolsOp, args), options);
}

/** Inputs of {@link setProjectAgentPools} (`projects.set_project_agent_pools`). */
export interface SetProjectAgentPoolsArgs<S extends AgentPoolsFields = AgentPoolsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: AgentPools;
}

export const setProjectAgentPoolsOp: Operation = {
  id: 'projects.set_project_agent_pools',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/agentPools',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/agentPools` (`set_project_agent_pools`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setProjectAgentPools(
  client: Transport,
  args: SetProjectAgentPoolsArgs<never>,
  options?: CallOptions,
): Promise<AgentPools>;
/**
 * `PUT /app/rest/projects/{projectLocator}/agentPools` (`set_project_agent_pools`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setProjectAgentPools<const S extends object & ExactFields<S, AgentPoolsFields>>(
  client: Transport,
  args: SetProjectAgentPoolsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPools, S>>;
export async function setProjectAgentPools(
  client: Transport,
  args: SetProjectAgentPoolsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setProjectAgentPoolsOp, withFields(setProjectAgentPoolsOp, args), options);
}

/** Inputs of {@link setProjectAgentPools0} (`projects.set_project_agent_pools_0`). */
export interface SetProjectAgentPools0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Request body, sent as `application/json`. */
  body?: AgentPool;
}

export const setProjectAgentPools0Op: Operation = {
  id: 'projects.set_project_agent_pools_0',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/agentPools',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{projectLocator}/agentPools` (`set_project_agent_pools_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "id": 2,
 *   "name": "Linux"
 * }
 * ```
 */
export function setProjectAgentPools0(
  client: Transport,
  args: SetProjectAgentPools0Args,
  options?: CallOptions,
): Promise<AgentPool> {
  return request(client, setProjectAgentPools0Op, args, options) as Promise<AgentPool>;
}

/** Inputs of {@link getProjectsOrder} (`projects.get_projects_order`). */
export interface GetProjectsOrderArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
}

export const getProjectsOrderOp: Operation = {
  id: 'projects.get_projects_order',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/order/projects',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/order/projects` (`get_projects_order`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getProjectsOrder(
  client: Transport,
  args: GetProjectsOrderArgs,
  options?: CallOptions,
): Promise<Projects> {
  return request(client, getProjectsOrderOp, args, options) as Promise<Projects>;
}

/** Inputs of {@link setProjectsOrder} (`projects.set_projects_order`). */
export interface SetProjectsOrderArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Request body, sent as `application/json`. */
  body?: Projects;
}

export const setProjectsOrderOp: Operation = {
  id: 'projects.set_projects_order',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/order/projects',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/order/projects` (`set_projects_order`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setProjectsOrder(
  client: Transport,
  args: SetProjectsOrderArgs,
  options?: CallOptions,
): Promise<Projects> {
  return request(client, setProjectsOrderOp, args, options) as Promise<Projects>;
}

/** Inputs of {@link setBuildTypesOrder} (`projects.set_build_types_order`). */
export interface SetBuildTypesOrderArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Request body, sent as `application/json`. */
  body?: BuildTypes;
}

export const setBuildTypesOrderOp: Operation = {
  id: 'projects.set_build_types_order',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/order/buildTypes',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/order/buildTypes` (`set_build_types_order`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setBuildTypesOrder(
  client: Transport,
  args: SetBuildTypesOrderArgs,
  options?: CallOptions,
): Promise<BuildTypes> {
  return request(client, setBuildTypesOrderOp, args, options) as Promise<BuildTypes>;
}

/** Inputs of {@link getSettingsFile} (`projects.get_settings_file`). */
export interface GetSettingsFileArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
}

export const getSettingsFileOp: Operation = {
  id: 'projects.get_settings_file',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/settingsFile',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/settingsFile` (`get_settings_file`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSettingsFile(client: Transport, args: GetSettingsFileArgs, options?: CallOptions): Promise<string> {
  return request(client, getSettingsFileOp, args, options) as Promise<string>;
}

/** Inputs of {@link reloadSettingsFile} (`projects.reload_settings_file`). */
export interface ReloadSettingsFileArgs<S extends ProjectFields = ProjectFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const reloadSettingsFileOp: Operation = {
  id: 'projects.reload_settings_file',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/latest',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/latest` (`reload_settings_file`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function reloadSettingsFile(
  client: Transport,
  args: ReloadSettingsFileArgs<never>,
  options?: CallOptions,
): Promise<Project>;
/**
 * `GET /app/rest/projects/{projectLocator}/latest` (`reload_settings_file`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function reloadSettingsFile<const S extends object & ExactFields<S, ProjectFields>>(
  client: Transport,
  args: ReloadSettingsFileArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Project, S>>;
export async function reloadSettingsFile(
  client: Transport,
  args: ReloadSettingsFileArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, reloadSettingsFileOp, withFields(reloadSettingsFileOp, args), options);
}

/** Inputs of {@link removeDefaultTemplate} (`projects.remove_default_template`). */
export interface RemoveDefaultTemplateArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. */
  fields?: string;
}

export const removeDefaultTemplateOp: Operation = {
  id: 'projects.remove_default_template',
  method: 'DELETE',
  path: '/app/rest/projects/{projectLocator}/defaultTemplate',
  query: [['fields', 'fields']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/projects/{projectLocator}/defaultTemplate` (`remove_default_template`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function removeDefaultTemplate(
  client: Transport,
  args: RemoveDefaultTemplateArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, removeDefaultTemplateOp, args, options) as Promise<void>;
}

/** Inputs of {@link setDefaultTemplate} (`projects.set_default_template`). */
export interface SetDefaultTemplateArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: BuildType;
}

export const setDefaultTemplateOp: Operation = {
  id: 'projects.set_default_template',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/defaultTemplate',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/defaultTemplate` (`set_default_template`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build"
 * }
 * ```
 */
export function setDefaultTemplate(
  client: Transport,
  args: SetDefaultTemplateArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/**
 * `PUT /app/rest/projects/{projectLocator}/defaultTemplate` (`set_default_template`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build"
 * }
 * ```
 */
export function setDefaultTemplate<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: SetDefaultTemplateArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function setDefaultTemplate(
  client: Transport,
  args: SetDefaultTemplateArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setDefaultTemplateOp, withFields(setDefaultTemplateOp, args), options);
}

/** Inputs of {@link serveBuildFieldWithProject} (`projects.serve_build_field_with_project`). */
export interface ServeBuildFieldWithProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveBuildFieldWithProjectOp: Operation = {
  id: 'projects.serve_build_field_with_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}/{field}` (`serve_build_field_with_project`, alias `get_build_field_with_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildFieldWithProject(
  client: Transport,
  args: ServeBuildFieldWithProjectArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildFieldWithProjectOp, args, options) as Promise<string>;
}

export { serveBuildFieldWithProject as getBuildFieldWithProject };

/** Inputs of {@link serveBuildType} (`projects.serve_build_type`). */
export interface ServeBuildTypeArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildTypeOp: Operation = {
  id: 'projects.serve_build_type',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}` (`serve_build_type`, alias `get_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildType(
  client: Transport,
  args: ServeBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}` (`serve_build_type`, alias `get_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildType<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: ServeBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function serveBuildType(
  client: Transport,
  args: ServeBuildTypeArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildTypeOp, withFields(serveBuildTypeOp, args), options);
}

export { serveBuildType as getBuildType };

/** Inputs of {@link serveBuildTypeFieldWithProject} (`projects.serve_build_type_field_with_project`). */
export interface ServeBuildTypeFieldWithProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveBuildTypeFieldWithProjectOp: Operation = {
  id: 'projects.serve_build_type_field_with_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/{field}` (`serve_build_type_field_with_project`, alias `get_build_type_field_with_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypeFieldWithProject(
  client: Transport,
  args: ServeBuildTypeFieldWithProjectArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildTypeFieldWithProjectOp, args, options) as Promise<string>;
}

export { serveBuildTypeFieldWithProject as getBuildTypeFieldWithProject };

/** Inputs of {@link serveBuildTypeTemplates} (`projects.serve_build_type_templates`). */
export interface ServeBuildTypeTemplatesArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildTypeTemplatesOp: Operation = {
  id: 'projects.serve_build_type_templates',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/templates/{btLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/templates/{btLocator}` (`serve_build_type_templates`, alias `get_build_type_templates`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypeTemplates(
  client: Transport,
  args: ServeBuildTypeTemplatesArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/**
 * `GET /app/rest/projects/{projectLocator}/templates/{btLocator}` (`serve_build_type_templates`, alias `get_build_type_templates`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypeTemplates<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: ServeBuildTypeTemplatesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function serveBuildTypeTemplates(
  client: Transport,
  args: ServeBuildTypeTemplatesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildTypeTemplatesOp, withFields(serveBuildTypeTemplatesOp, args), options);
}

export { serveBuildTypeTemplates as getBuildTypeTemplates };

/** Inputs of {@link serveBuildTypesInProject} (`projects.serve_build_types_in_project`). */
export interface ServeBuildTypesInProjectArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildTypesInProjectOp: Operation = {
  id: 'projects.serve_build_types_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes` (`serve_build_types_in_project`, alias `get_build_types_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypesInProject(
  client: Transport,
  args: ServeBuildTypesInProjectArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes` (`serve_build_types_in_project`, alias `get_build_types_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypesInProject<const S extends object & ExactFields<S, BuildTypesFields>>(
  client: Transport,
  args: ServeBuildTypesInProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>>;
export async function serveBuildTypesInProject(
  client: Transport,
  args: ServeBuildTypesInProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildTypesInProjectOp, withFields(serveBuildTypesInProjectOp, args), options);
}

export { serveBuildTypesInProject as getBuildTypesInProject };

/** Inputs of {@link serveBuildWithProject} (`projects.serve_build_with_project`). */
export interface ServeBuildWithProjectArgs<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildWithProjectOp: Operation = {
  id: 'projects.serve_build_with_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildWithProject(
  client: Transport,
  args: ServeBuildWithProjectArgs<never>,
  options?: CallOptions,
): Promise<Build>;
/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildWithProject<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: ServeBuildWithProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function serveBuildWithProject(
  client: Transport,
  args: ServeBuildWithProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildWithProjectOp, withFields(serveBuildWithProjectOp, args), options);
}

export { serveBuildWithProject as getBuildWithProject };

/** Inputs of {@link serveBuilds} (`projects.serve_builds`). */
export interface ServeBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `status`. */
  status?: string;
  /** Query `triggeredByUser` (seed: `triggered_by_user`). */
  triggeredByUser?: string;
  /** Query `includePersonal` (seed: `include_personal`). */
  includePersonal?: boolean;
  /** Query `includeCanceled` (seed: `include_canceled`). */
  includeCanceled?: boolean;
  /** Query `onlyPinned` (seed: `only_pinned`). */
  onlyPinned?: boolean;
  /** Query `tag`. */
  tag?: string[];
  /** Query `agentName` (seed: `agent_name`). */
  agentName?: string;
  /** Query `sinceBuild` (seed: `since_build`). */
  sinceBuild?: string;
  /** Query `sinceDate` (seed: `since_date`). */
  sinceDate?: string;
  /** Query `start`. */
  start?: number;
  /** Query `count`. */
  count?: number;
  /** Query `locator`. A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildsOp: Operation = {
  id: 'projects.serve_builds',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds',
  query: [
    ['status', 'status'],
    ['triggeredByUser', 'triggeredByUser'],
    ['includePersonal', 'includePersonal'],
    ['includeCanceled', 'includeCanceled'],
    ['onlyPinned', 'onlyPinned'],
    ['tag', 'tag'],
    ['agentName', 'agentName'],
    ['sinceBuild', 'sinceBuild'],
    ['sinceDate', 'sinceDate'],
    ['start', 'start'],
    ['count', 'count'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuilds(client: Transport, args: ServeBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
/**
 * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuilds<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args: ServeBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function serveBuilds(client: Transport, args: ServeBuildsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveBuildsOp, withFields(serveBuildsOp, args), options);
}

export { serveBuilds as getBuilds };

/** Inputs of {@link serveTemplatesInProject} (`projects.serve_templates_in_project`). */
export interface ServeTemplatesInProjectArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveTemplatesInProjectOp: Operation = {
  id: 'projects.serve_templates_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/templates',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/templates` (`serve_templates_in_project`, alias `get_templates_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveTemplatesInProject(
  client: Transport,
  args: ServeTemplatesInProjectArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
/**
 * `GET /app/rest/projects/{projectLocator}/templates` (`serve_templates_in_project`, alias `get_templates_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveTemplatesInProject<const S extends object & ExactFields<S, BuildTypesFields>>(
  client: Transport,
  args: ServeTemplatesInProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>>;
export async function serveTemplatesInProject(
  client: Transport,
  args: ServeTemplatesInProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveTemplatesInProjectOp, withFields(serveTemplatesInProjectOp, args), options);
}

export { serveTemplatesInProject as getTemplatesInProject };

/** Inputs of {@link setParameter} (`projects.set_parameter`). */
export interface SetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameterOp: Operation = {
  id: 'projects.set_parameter',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{projectLocator}/parameters` (`set_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter(
  client: Transport,
  args: SetParameterArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `POST /app/rest/projects/{projectLocator}/parameters` (`set_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: SetParameterArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function setParameter(client: Transport, args: SetParameterArgs, options?: CallOptions): Promise<unknown> {
  return request(client, setParameterOp, withFields(setParameterOp, args), options);
}

/** Inputs of {@link setParameter0} (`projects.set_parameter_0`). */
export interface SetParameter0Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter0Op: Operation = {
  id: 'projects.set_parameter_0',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/parameters/{name}` (`set_parameter_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter0(
  client: Transport,
  args: SetParameter0Args<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `PUT /app/rest/projects/{projectLocator}/parameters/{name}` (`set_parameter_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter0<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: SetParameter0Args<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function setParameter0(
  client: Transport,
  args: SetParameter0Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParameter0Op, withFields(setParameter0Op, args), options);
}

/** Inputs of {@link setParameter1} (`projects.set_parameter_1`). */
export interface SetParameter1Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter1Op: Operation = {
  id: 'projects.set_parameter_1',
  method: 'POST',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`set_parameter_1`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter1(
  client: Transport,
  args: SetParameter1Args<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `POST /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`set_parameter_1`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter1<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: SetParameter1Args<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function setParameter1(
  client: Transport,
  args: SetParameter1Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParameter1Op, withFields(setParameter1Op, args), options);
}

/** Inputs of {@link setParameter2} (`projects.set_parameter_2`). */
export interface SetParameter2Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter2Op: Operation = {
  id: 'projects.set_parameter_2',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`set_parameter_2`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter2(
  client: Transport,
  args: SetParameter2Args<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`set_parameter_2`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter2<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: SetParameter2Args<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function setParameter2(
  client: Transport,
  args: SetParameter2Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParameter2Op, withFields(setParameter2Op, args), options);
}

/** Inputs of {@link setParameterType} (`projects.set_parameter_type`). */
export interface SetParameterTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `application/json`. */
  body?: Type;
}

export const setParameterTypeOp: Operation = {
  id: 'projects.set_parameter_type',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/parameters/{name}/type` (`set_parameter_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "rawValue": "checkbox checkedValue='true'"
 * }
 * ```
 */
export function setParameterType(client: Transport, args: SetParameterTypeArgs, options?: CallOptions): Promise<Type> {
  return request(client, setParameterTypeOp, args, options) as Promise<Type>;
}

/** Inputs of {@link setParameterTypeRawValue} (`projects.set_parameter_type_raw_value`). */
export interface SetParameterTypeRawValueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setParameterTypeRawValueOp: Operation = {
  id: 'projects.set_parameter_type_raw_value',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue` (`set_parameter_type_raw_value`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * password display='hidden'
 * ```
 */
export function setParameterTypeRawValue(
  client: Transport,
  args: SetParameterTypeRawValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterTypeRawValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameterValueLong} (`projects.set_parameter_value_long`). */
export interface SetParameterValueLongArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLongOp: Operation = {
  id: 'projects.set_parameter_value_long',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters/{name}/value',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/parameters/{name}/value` (`set_parameter_value_long`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * staging
 * ```
 */
export function setParameterValueLong(
  client: Transport,
  args: SetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterValueLongOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameterValueLong0} (`projects.set_parameter_value_long_0`). */
export interface SetParameterValueLong0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLong0Op: Operation = {
  id: 'projects.set_parameter_value_long_0',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value` (`set_parameter_value_long_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * GitHubApp
 * ```
 */
export function setParameterValueLong0(
  client: Transport,
  args: SetParameterValueLong0Args,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterValueLong0Op, args, options) as Promise<string>;
}

/** Inputs of {@link setParameters} (`projects.set_parameters`). */
export interface SetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const setParametersOp: Operation = {
  id: 'projects.set_parameters',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/parameters` (`set_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setParameters(
  client: Transport,
  args: SetParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `PUT /app/rest/projects/{projectLocator}/parameters` (`set_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: SetParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function setParameters(
  client: Transport,
  args: SetParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParametersOp, withFields(setParametersOp, args), options);
}

/** Inputs of {@link setParameters0} (`projects.set_parameters_0`). */
export interface SetParameters0Args<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const setParameters0Op: Operation = {
  id: 'projects.set_parameters_0',
  method: 'PUT',
  path: '/app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`set_parameters_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setParameters0(
  client: Transport,
  args: SetParameters0Args<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`set_parameters_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function setParameters0<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: SetParameters0Args<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function setParameters0(
  client: Transport,
  args: SetParameters0Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParameters0Op, withFields(setParameters0Op, args), options);
}

/** Inputs of {@link getVersionedSettingsProjectsToLoad} (`projects.get_versioned_settings_projects_to_load`). */
export interface GetVersionedSettingsProjectsToLoadArgs<S extends ProjectsFields = ProjectsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getVersionedSettingsProjectsToLoadOp: Operation = {
  id: 'projects.get_versioned_settings_projects_to_load',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/affectedProjects',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{locator}/versionedSettings/affectedProjects` (`get_versioned_settings_projects_to_load`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsProjectsToLoad).
 */
export function getVersionedSettingsProjectsToLoad(
  client: Transport,
  args: GetVersionedSettingsProjectsToLoadArgs<never>,
  options?: CallOptions,
): Promise<Projects>;
/**
 * `GET /app/rest/projects/{locator}/versionedSettings/affectedProjects` (`get_versioned_settings_projects_to_load`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsProjectsToLoad).
 */
export function getVersionedSettingsProjectsToLoad<const S extends object & ExactFields<S, ProjectsFields>>(
  client: Transport,
  args: GetVersionedSettingsProjectsToLoadArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Projects, S>>;
export async function getVersionedSettingsProjectsToLoad(
  client: Transport,
  args: GetVersionedSettingsProjectsToLoadArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(
    client,
    getVersionedSettingsProjectsToLoadOp,
    withFields(getVersionedSettingsProjectsToLoadOp, args),
    options,
  );
}

/** Inputs of {@link checkForVersionedSettingsChanges} (`projects.check_for_versioned_settings_changes`). */
export interface CheckForVersionedSettingsChangesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
}

export const checkForVersionedSettingsChangesOp: Operation = {
  id: 'projects.check_for_versioned_settings_changes',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/checkForChanges',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{locator}/versionedSettings/checkForChanges` (`check_for_versioned_settings_changes`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId checkForVersionedSettingsChanges).
 */
export function checkForVersionedSettingsChanges(
  client: Transport,
  args: CheckForVersionedSettingsChangesArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, checkForVersionedSettingsChangesOp, args, options) as Promise<void>;
}

/** Inputs of {@link commitCurrentSettings} (`projects.commit_current_settings`). */
export interface CommitCurrentSettingsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
}

export const commitCurrentSettingsOp: Operation = {
  id: 'projects.commit_current_settings',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/commitCurrentSettings',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{locator}/versionedSettings/commitCurrentSettings` (`commit_current_settings`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId commitCurrentSettings).
 */
export function commitCurrentSettings(
  client: Transport,
  args: CommitCurrentSettingsArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, commitCurrentSettingsOp, args, options) as Promise<void>;
}

/** Inputs of {@link getVersionedSettingsConfig} (`projects.get_versioned_settings_config`). */
export interface GetVersionedSettingsConfigArgs<
  S extends VersionedSettingsConfigFields = VersionedSettingsConfigFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getVersionedSettingsConfigOp: Operation = {
  id: 'projects.get_versioned_settings_config',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/config',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{locator}/versionedSettings/config` (`get_versioned_settings_config`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsConfig).
 */
export function getVersionedSettingsConfig(
  client: Transport,
  args: GetVersionedSettingsConfigArgs<never>,
  options?: CallOptions,
): Promise<VersionedSettingsConfig>;
/**
 * `GET /app/rest/projects/{locator}/versionedSettings/config` (`get_versioned_settings_config`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsConfig).
 */
export function getVersionedSettingsConfig<const S extends object & ExactFields<S, VersionedSettingsConfigFields>>(
  client: Transport,
  args: GetVersionedSettingsConfigArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VersionedSettingsConfig, S>>;
export async function getVersionedSettingsConfig(
  client: Transport,
  args: GetVersionedSettingsConfigArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getVersionedSettingsConfigOp, withFields(getVersionedSettingsConfigOp, args), options);
}

/** Inputs of {@link setVersionedSettingsConfig} (`projects.set_versioned_settings_config`). */
export interface SetVersionedSettingsConfigArgs<
  S extends VersionedSettingsConfigFields = VersionedSettingsConfigFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: VersionedSettingsConfig;
}

export const setVersionedSettingsConfigOp: Operation = {
  id: 'projects.set_versioned_settings_config',
  method: 'PUT',
  path: '/app/rest/projects/{locator}/versionedSettings/config',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{locator}/versionedSettings/config` (`set_versioned_settings_config`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setVersionedSettingsConfig).
 *
 * Example body:
 * ```json
 * {
 *   "synchronizationMode": "enabled",
 *   "format": "kotlin",
 *   "vcsRootId": "App_Git"
 * }
 * ```
 */
export function setVersionedSettingsConfig(
  client: Transport,
  args: SetVersionedSettingsConfigArgs<never>,
  options?: CallOptions,
): Promise<VersionedSettingsConfig>;
/**
 * `PUT /app/rest/projects/{locator}/versionedSettings/config` (`set_versioned_settings_config`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setVersionedSettingsConfig).
 *
 * Example body:
 * ```json
 * {
 *   "synchronizationMode": "enabled",
 *   "format": "kotlin",
 *   "vcsRootId": "App_Git"
 * }
 * ```
 */
export function setVersionedSettingsConfig<const S extends object & ExactFields<S, VersionedSettingsConfigFields>>(
  client: Transport,
  args: SetVersionedSettingsConfigArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VersionedSettingsConfig, S>>;
export async function setVersionedSettingsConfig(
  client: Transport,
  args: SetVersionedSettingsConfigArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setVersionedSettingsConfigOp, withFields(setVersionedSettingsConfigOp, args), options);
}

/** Inputs of {@link getVersionedSettingsConfigParameter} (`projects.get_versioned_settings_config_parameter`). */
export interface GetVersionedSettingsConfigParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getVersionedSettingsConfigParameterOp: Operation = {
  id: 'projects.get_versioned_settings_config_parameter',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/config/parameters/{name}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{locator}/versionedSettings/config/parameters/{name}` (`get_versioned_settings_config_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsConfigParameter).
 */
export function getVersionedSettingsConfigParameter(
  client: Transport,
  args: GetVersionedSettingsConfigParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getVersionedSettingsConfigParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link setVersionedSettingsConfigParameter} (`projects.set_versioned_settings_config_parameter`). */
export interface SetVersionedSettingsConfigParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setVersionedSettingsConfigParameterOp: Operation = {
  id: 'projects.set_versioned_settings_config_parameter',
  method: 'PUT',
  path: '/app/rest/projects/{locator}/versionedSettings/config/parameters/{name}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{locator}/versionedSettings/config/parameters/{name}` (`set_versioned_settings_config_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setVersionedSettingsConfigParameter).
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function setVersionedSettingsConfigParameter(
  client: Transport,
  args: SetVersionedSettingsConfigParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setVersionedSettingsConfigParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteVersionedSettingsConfigParameter} (`projects.delete_versioned_settings_config_parameter`). */
export interface DeleteVersionedSettingsConfigParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const deleteVersionedSettingsConfigParameterOp: Operation = {
  id: 'projects.delete_versioned_settings_config_parameter',
  method: 'DELETE',
  path: '/app/rest/projects/{locator}/versionedSettings/config/parameters/{name}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/projects/{locator}/versionedSettings/config/parameters/{name}` (`delete_versioned_settings_config_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteVersionedSettingsConfigParameter).
 */
export function deleteVersionedSettingsConfigParameter(
  client: Transport,
  args: DeleteVersionedSettingsConfigParameterArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteVersionedSettingsConfigParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link getVersionedSettingsContextParameters} (`projects.get_versioned_settings_context_parameters`). */
export interface GetVersionedSettingsContextParametersArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
}

export const getVersionedSettingsContextParametersOp: Operation = {
  id: 'projects.get_versioned_settings_context_parameters',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/contextParameters',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{locator}/versionedSettings/contextParameters` (`get_versioned_settings_context_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsContextParameters).
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

/** Inputs of {@link setVersionedSettingsContextParameters} (`projects.set_versioned_settings_context_parameters`). */
export interface SetVersionedSettingsContextParametersArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Request body, sent as `application/json`. */
  body?: VersionedSettingsContextParameters;
}

export const setVersionedSettingsContextParametersOp: Operation = {
  id: 'projects.set_versioned_settings_context_parameters',
  method: 'PUT',
  path: '/app/rest/projects/{locator}/versionedSettings/contextParameters',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/projects/{locator}/versionedSettings/contextParameters` (`set_versioned_settings_context_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setVersionedSettingsContextParameters).
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

/** Inputs of {@link loadSettingsFromVcs} (`projects.load_settings_from_vcs`). */
export interface LoadSettingsFromVcsArgs<S extends ProjectsFields = ProjectsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const loadSettingsFromVcsOp: Operation = {
  id: 'projects.load_settings_from_vcs',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/loadSettings',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{locator}/versionedSettings/loadSettings` (`load_settings_from_vcs`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId loadSettingsFromVCS).
 */
export function loadSettingsFromVcs(
  client: Transport,
  args: LoadSettingsFromVcsArgs<never>,
  options?: CallOptions,
): Promise<Projects>;
/**
 * `POST /app/rest/projects/{locator}/versionedSettings/loadSettings` (`load_settings_from_vcs`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId loadSettingsFromVCS).
 */
export function loadSettingsFromVcs<const S extends object & ExactFields<S, ProjectsFields>>(
  client: Transport,
  args: LoadSettingsFromVcsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Projects, S>>;
export async function loadSettingsFromVcs(
  client: Transport,
  args: LoadSettingsFromVcsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, loadSettingsFromVcsOp, withFields(loadSettingsFromVcsOp, args), options);
}

/** Inputs of {@link getVersionedSettingsStatus} (`projects.get_versioned_settings_status`). */
export interface GetVersionedSettingsStatusArgs<
  S extends VersionedSettingsStatusFields = VersionedSettingsStatusFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getVersionedSettingsStatusOp: Operation = {
  id: 'projects.get_versioned_settings_status',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/status',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{locator}/versionedSettings/status` (`get_versioned_settings_status`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsStatus).
 */
export function getVersionedSettingsStatus(
  client: Transport,
  args: GetVersionedSettingsStatusArgs<never>,
  options?: CallOptions,
): Promise<VersionedSettingsStatus>;
/**
 * `GET /app/rest/projects/{locator}/versionedSettings/status` (`get_versioned_settings_status`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsStatus).
 */
export function getVersionedSettingsStatus<const S extends object & ExactFields<S, VersionedSettingsStatusFields>>(
  client: Transport,
  args: GetVersionedSettingsStatusArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VersionedSettingsStatus, S>>;
export async function getVersionedSettingsStatus(
  client: Transport,
  args: GetVersionedSettingsStatusArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getVersionedSettingsStatusOp, withFields(getVersionedSettingsStatusOp, args), options);
}

/** Inputs of {@link getVersionedSettingsTokens} (`projects.get_versioned_settings_tokens`). */
export interface GetVersionedSettingsTokensArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Query `status`. */
  status?: string;
}

export const getVersionedSettingsTokensOp: Operation = {
  id: 'projects.get_versioned_settings_tokens',
  method: 'GET',
  path: '/app/rest/projects/{locator}/versionedSettings/tokens',
  query: [['status', 'status']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{locator}/versionedSettings/tokens` (`get_versioned_settings_tokens`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsTokens).
 */
export function getVersionedSettingsTokens(
  client: Transport,
  args: GetVersionedSettingsTokensArgs,
  options?: CallOptions,
): Promise<VersionedSettingsTokens> {
  return request(client, getVersionedSettingsTokensOp, args, options) as Promise<VersionedSettingsTokens>;
}

/** Inputs of {@link addVersionedSettingsTokens} (`projects.add_versioned_settings_tokens`). */
export interface AddVersionedSettingsTokensArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Request body, sent as `application/json`. */
  body?: VersionedSettingsTokens;
}

export const addVersionedSettingsTokensOp: Operation = {
  id: 'projects.add_versioned_settings_tokens',
  method: 'POST',
  path: '/app/rest/projects/{locator}/versionedSettings/tokens',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/projects/{locator}/versionedSettings/tokens` (`add_versioned_settings_tokens`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addVersionedSettingsTokens).
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
 */
export function addVersionedSettingsTokens(
  client: Transport,
  args: AddVersionedSettingsTokensArgs,
  options?: CallOptions,
): Promise<VersionedSettingsTokens> {
  return request(client, addVersionedSettingsTokensOp, args, options) as Promise<VersionedSettingsTokens>;
}

/** Inputs of {@link deleteVersionedSettingsTokens} (`projects.delete_versioned_settings_tokens`). */
export interface DeleteVersionedSettingsTokensArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  locator: string | ProjectLocator;
  /** Request body, sent as `application/json`. */
  body?: VersionedSettingsTokens;
}

export const deleteVersionedSettingsTokensOp: Operation = {
  id: 'projects.delete_versioned_settings_tokens',
  method: 'DELETE',
  path: '/app/rest/projects/{locator}/versionedSettings/tokens',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/projects/{locator}/versionedSettings/tokens` (`delete_versioned_settings_tokens`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteVersionedSettingsTokens).
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
 */
export function deleteVersionedSettingsTokens(
  client: Transport,
  args: DeleteVersionedSettingsTokensArgs,
  options?: CallOptions,
): Promise<VersionedSettingsTokens> {
  return request(client, deleteVersionedSettingsTokensOp, args, options) as Promise<VersionedSettingsTokens>;
}

/** Inputs of {@link getDefaultValueSets} (`projects.get_default_value_sets`). */
export interface GetDefaultValueSetsArgs<S extends TypedValueSetsFields = TypedValueSetsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getDefaultValueSetsOp: Operation = {
  id: 'projects.get_default_value_sets',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/defaultValueSets',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/defaultValueSets` (`get_default_value_sets`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDefaultValueSets).
 */
export function getDefaultValueSets(
  client: Transport,
  args: GetDefaultValueSetsArgs<never>,
  options?: CallOptions,
): Promise<TypedValueSets>;
/**
 * `GET /app/rest/projects/{projectLocator}/defaultValueSets` (`get_default_value_sets`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDefaultValueSets).
 */
export function getDefaultValueSets<const S extends object & ExactFields<S, TypedValueSetsFields>>(
  client: Transport,
  args: GetDefaultValueSetsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<TypedValueSets, S>>;
export async function getDefaultValueSets(
  client: Transport,
  args: GetDefaultValueSetsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getDefaultValueSetsOp, withFields(getDefaultValueSetsOp, args), options);
}

/** Inputs of {@link getDeploymentDashboardsInProject} (`projects.get_deployment_dashboards_in_project`). */
export interface GetDeploymentDashboardsInProjectArgs<
  S extends DeploymentDashboardsFields = DeploymentDashboardsFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getDeploymentDashboardsInProjectOp: Operation = {
  id: 'projects.get_deployment_dashboards_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/deploymentDashboards',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/deploymentDashboards` (`get_deployment_dashboards_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDeploymentDashboardsInProject).
 */
export function getDeploymentDashboardsInProject(
  client: Transport,
  args: GetDeploymentDashboardsInProjectArgs<never>,
  options?: CallOptions,
): Promise<DeploymentDashboards>;
/**
 * `GET /app/rest/projects/{projectLocator}/deploymentDashboards` (`get_deployment_dashboards_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDeploymentDashboardsInProject).
 */
export function getDeploymentDashboardsInProject<const S extends object & ExactFields<S, DeploymentDashboardsFields>>(
  client: Transport,
  args: GetDeploymentDashboardsInProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<DeploymentDashboards, S>>;
export async function getDeploymentDashboardsInProject(
  client: Transport,
  args: GetDeploymentDashboardsInProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(
    client,
    getDeploymentDashboardsInProjectOp,
    withFields(getDeploymentDashboardsInProjectOp, args),
    options,
  );
}

/** Inputs of {@link getDeploymentDashboardInProject} (`projects.get_deployment_dashboard_in_project`). */
export interface GetDeploymentDashboardInProjectArgs<
  S extends DeploymentDashboardFields = DeploymentDashboardFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  dashboardLocator: string | DeploymentDashboardLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getDeploymentDashboardInProjectOp: Operation = {
  id: 'projects.get_deployment_dashboard_in_project',
  method: 'GET',
  path: '/app/rest/projects/{projectLocator}/deploymentDashboards/{dashboardLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/projects/{projectLocator}/deploymentDashboards/{dashboardLocator}` (`get_deployment_dashboard_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDeploymentDashboardInProject).
 */
export function getDeploymentDashboardInProject(
  client: Transport,
  args: GetDeploymentDashboardInProjectArgs<never>,
  options?: CallOptions,
): Promise<DeploymentDashboard>;
/**
 * `GET /app/rest/projects/{projectLocator}/deploymentDashboards/{dashboardLocator}` (`get_deployment_dashboard_in_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDeploymentDashboardInProject).
 */
export function getDeploymentDashboardInProject<const S extends object & ExactFields<S, DeploymentDashboardFields>>(
  client: Transport,
  args: GetDeploymentDashboardInProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<DeploymentDashboard, S>>;
export async function getDeploymentDashboardInProject(
  client: Transport,
  args: GetDeploymentDashboardInProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(
    client,
    getDeploymentDashboardInProjectOp,
    withFields(getDeploymentDashboardInProjectOp, args),
    options,
  );
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `POST /app/rest/projects/{projectLocator}/buildTypes` (`create_build_type`).
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Build",
   *   "name": "Build"
   * }
   * ```
   */
  readonly createBuildType: {
    (args: CreateBuildTypeArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: CreateBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `POST /app/rest/projects/{projectLocator}/templates` (`create_build_type_template`).
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Build",
   *   "name": "Build"
   * }
   * ```
   */
  readonly createBuildTypeTemplate: {
    (args: CreateBuildTypeTemplateArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: CreateBuildTypeTemplateArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /** `GET /app/rest/projects/{projectLocator}/branches` (`get_branches`). */
  readonly getBranches: {
    (args: GetBranchesArgs<never>, options?: CallOptions): Promise<Branches>;
    <const S extends object & ExactFields<S, BranchesFields>>(
      args: GetBranchesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Branches, S>>;
  };
  /** `GET /app/rest/projects/{projectLocator}/defaultTemplate` (`get_default_template`). */
  readonly getDefaultTemplate: {
    (args: GetDefaultTemplateArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: GetDefaultTemplateArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /** `GET /app/rest/projects/{projectLocator}/parameters/{name}` (`get_parameter`). */
  readonly getParameter: {
    (args: GetParameterArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: GetParameterArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`get_parameter_0`). */
  readonly getParameter0: {
    (args: GetParameter0Args<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: GetParameter0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `GET /app/rest/projects` (`serve_projects`, alias `get_projects`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveProjects: {
    (args?: ServeProjectsArgs<never>, options?: CallOptions): Promise<Projects>;
    <const S extends object & ExactFields<S, ProjectsFields>>(
      args?: ServeProjectsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  /**
   * `GET /app/rest/projects` (`serve_projects`, alias `get_projects`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getProjects: {
    (args?: ServeProjectsArgs<never>, options?: CallOptions): Promise<Projects>;
    <const S extends object & ExactFields<S, ProjectsFields>>(
      args?: ServeProjectsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}` (`serve_project`, alias `get_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveProject: {
    (args: ServeProjectArgs<never>, options?: CallOptions): Promise<Project>;
    <const S extends object & ExactFields<S, ProjectFields>>(
      args: ServeProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}` (`serve_project`, alias `get_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getProject: {
    (args: ServeProjectArgs<never>, options?: CallOptions): Promise<Project>;
    <const S extends object & ExactFields<S, ProjectFields>>(
      args: ServeProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/parameters` (`get_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameters: {
    (args: GetParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`get_parameters_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameters0: {
    (args: GetParameters0Args<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetParameters0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/parentProject` (`get_parent_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParentProject: {
    (args: GetParentProjectArgs<never>, options?: CallOptions): Promise<Project>;
    <const S extends object & ExactFields<S, ProjectFields>>(
      args: GetParentProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  /**
   * `PUT /app/rest/projects/{projectLocator}/parentProject` (`set_parent_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "id": "App"
   * }
   * ```
   */
  readonly setParentProject: {
    (args: SetParentProjectArgs<never>, options?: CallOptions): Promise<Project>;
    <const S extends object & ExactFields<S, ProjectFields>>(
      args: SetParentProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/agentPools` (`get_project_agent_pools`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getProjectAgentPools: {
    (args: GetProjectAgentPoolsArgs<never>, options?: CallOptions): Promise<AgentPools>;
    <const S extends object & ExactFields<S, AgentPoolsFields>>(
      args: GetProjectAgentPoolsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPools, S>>;
  };
  /**
   * `PUT /app/rest/projects/{projectLocator}/agentPools` (`set_project_agent_pools`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly setProjectAgentPools: {
    (args: SetProjectAgentPoolsArgs<never>, options?: CallOptions): Promise<AgentPools>;
    <const S extends object & ExactFields<S, AgentPoolsFields>>(
      args: SetProjectAgentPoolsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPools, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/latest` (`reload_settings_file`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly reloadSettingsFile: {
    (args: ReloadSettingsFileArgs<never>, options?: CallOptions): Promise<Project>;
    <const S extends object & ExactFields<S, ProjectFields>>(
      args: ReloadSettingsFileArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
  /**
   * `PUT /app/rest/projects/{projectLocator}/defaultTemplate` (`set_default_template`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Build"
   * }
   * ```
   */
  readonly setDefaultTemplate: {
    (args: SetDefaultTemplateArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: SetDefaultTemplateArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}` (`serve_build_type`, alias `get_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildType: {
    (args: ServeBuildTypeArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: ServeBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}` (`serve_build_type`, alias `get_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildType: {
    (args: ServeBuildTypeArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: ServeBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/templates/{btLocator}` (`serve_build_type_templates`, alias `get_build_type_templates`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildTypeTemplates: {
    (args: ServeBuildTypeTemplatesArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: ServeBuildTypeTemplatesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/templates/{btLocator}` (`serve_build_type_templates`, alias `get_build_type_templates`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildTypeTemplates: {
    (args: ServeBuildTypeTemplatesArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: ServeBuildTypeTemplatesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes` (`serve_build_types_in_project`, alias `get_build_types_in_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildTypesInProject: {
    (args: ServeBuildTypesInProjectArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: ServeBuildTypesInProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes` (`serve_build_types_in_project`, alias `get_build_types_in_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildTypesInProject: {
    (args: ServeBuildTypesInProjectArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: ServeBuildTypesInProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildWithProject: {
    (args: ServeBuildWithProjectArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: ServeBuildWithProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildWithProject: {
    (args: ServeBuildWithProjectArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: ServeBuildWithProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuilds: {
    (args: ServeBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args: ServeBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuilds: {
    (args: ServeBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args: ServeBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/templates` (`serve_templates_in_project`, alias `get_templates_in_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveTemplatesInProject: {
    (args: ServeTemplatesInProjectArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: ServeTemplatesInProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/templates` (`serve_templates_in_project`, alias `get_templates_in_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getTemplatesInProject: {
    (args: ServeTemplatesInProjectArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: ServeTemplatesInProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /**
   * `POST /app/rest/projects/{projectLocator}/parameters` (`set_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly setParameter: {
    (args: SetParameterArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameterArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `PUT /app/rest/projects/{projectLocator}/parameters/{name}` (`set_parameter_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly setParameter0: {
    (args: SetParameter0Args<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameter0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `POST /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`set_parameter_1`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly setParameter1: {
    (args: SetParameter1Args<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameter1Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`set_parameter_2`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly setParameter2: {
    (args: SetParameter2Args<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameter2Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `PUT /app/rest/projects/{projectLocator}/parameters` (`set_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly setParameters: {
    (args: SetParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: SetParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`set_parameters_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly setParameters0: {
    (args: SetParameters0Args<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: SetParameters0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/projects/{locator}/versionedSettings/affectedProjects` (`get_versioned_settings_projects_to_load`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsProjectsToLoad).
   */
  readonly getVersionedSettingsProjectsToLoad: {
    (args: GetVersionedSettingsProjectsToLoadArgs<never>, options?: CallOptions): Promise<Projects>;
    <const S extends object & ExactFields<S, ProjectsFields>>(
      args: GetVersionedSettingsProjectsToLoadArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  /**
   * `GET /app/rest/projects/{locator}/versionedSettings/config` (`get_versioned_settings_config`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsConfig).
   */
  readonly getVersionedSettingsConfig: {
    (args: GetVersionedSettingsConfigArgs<never>, options?: CallOptions): Promise<VersionedSettingsConfig>;
    <const S extends object & ExactFields<S, VersionedSettingsConfigFields>>(
      args: GetVersionedSettingsConfigArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VersionedSettingsConfig, S>>;
  };
  /**
   * `PUT /app/rest/projects/{locator}/versionedSettings/config` (`set_versioned_settings_config`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setVersionedSettingsConfig).
   *
   * Example body:
   * ```json
   * {
   *   "synchronizationMode": "enabled",
   *   "format": "kotlin",
   *   "vcsRootId": "App_Git"
   * }
   * ```
   */
  readonly setVersionedSettingsConfig: {
    (args: SetVersionedSettingsConfigArgs<never>, options?: CallOptions): Promise<VersionedSettingsConfig>;
    <const S extends object & ExactFields<S, VersionedSettingsConfigFields>>(
      args: SetVersionedSettingsConfigArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VersionedSettingsConfig, S>>;
  };
  /**
   * `POST /app/rest/projects/{locator}/versionedSettings/loadSettings` (`load_settings_from_vcs`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId loadSettingsFromVCS).
   */
  readonly loadSettingsFromVcs: {
    (args: LoadSettingsFromVcsArgs<never>, options?: CallOptions): Promise<Projects>;
    <const S extends object & ExactFields<S, ProjectsFields>>(
      args: LoadSettingsFromVcsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  /**
   * `GET /app/rest/projects/{locator}/versionedSettings/status` (`get_versioned_settings_status`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsStatus).
   */
  readonly getVersionedSettingsStatus: {
    (args: GetVersionedSettingsStatusArgs<never>, options?: CallOptions): Promise<VersionedSettingsStatus>;
    <const S extends object & ExactFields<S, VersionedSettingsStatusFields>>(
      args: GetVersionedSettingsStatusArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VersionedSettingsStatus, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/defaultValueSets` (`get_default_value_sets`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getDefaultValueSets).
   */
  readonly getDefaultValueSets: {
    (args: GetDefaultValueSetsArgs<never>, options?: CallOptions): Promise<TypedValueSets>;
    <const S extends object & ExactFields<S, TypedValueSetsFields>>(
      args: GetDefaultValueSetsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<TypedValueSets, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/deploymentDashboards` (`get_deployment_dashboards_in_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getDeploymentDashboardsInProject).
   */
  readonly getDeploymentDashboardsInProject: {
    (args: GetDeploymentDashboardsInProjectArgs<never>, options?: CallOptions): Promise<DeploymentDashboards>;
    <const S extends object & ExactFields<S, DeploymentDashboardsFields>>(
      args: GetDeploymentDashboardsInProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboards, S>>;
  };
  /**
   * `GET /app/rest/projects/{projectLocator}/deploymentDashboards/{dashboardLocator}` (`get_deployment_dashboard_in_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getDeploymentDashboardInProject).
   */
  readonly getDeploymentDashboardInProject: {
    (args: GetDeploymentDashboardInProjectArgs<never>, options?: CallOptions): Promise<DeploymentDashboard>;
    <const S extends object & ExactFields<S, DeploymentDashboardFields>>(
      args: GetDeploymentDashboardInProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboard, S>>;
  };
}

/** The projects operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `POST /app/rest/projects` (`create_project`).
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
   */
  readonly createProject: (args?: CreateProjectArgs, options?: CallOptions) => Promise<Project>;
  /** `DELETE /app/rest/projects/{projectLocator}` (`delete_project`). */
  readonly deleteProject: (args: DeleteProjectArgs, options?: CallOptions) => Promise<void>;
  /**
   * `POST /app/rest/projects/{projectLocator}/secure/tokens` (`create_secure_token`).
   *
   * Example body:
   * ```text
   * s3cr3t-value
   * ```
   */
  readonly createSecureToken: (args: CreateSecureTokenArgs, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/projects/{projectLocator}/projectFeatures` (`add`).
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
   */
  readonly add: (args: AddArgs, options?: CallOptions) => Promise<JsonObject>;
  /** `GET /app/rest/projects/{projectLocator}/projectFeatures` (`get`). */
  readonly get: (args: GetArgs, options?: CallOptions) => Promise<JsonObject>;
  /** `DELETE /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}` (`delete`). */
  readonly delete: (args: DeleteArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/projects/{projectLocator}/parameters` (`delete_all_parameters`). */
  readonly deleteAllParameters: (args: DeleteAllParametersArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties` (`delete_all_parameters_0`). */
  readonly deleteAllParameters0: (args: DeleteAllParameters0Args, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/projects/{projectLocator}/parameters/{name}` (`delete_parameter`). */
  readonly deleteParameter: (args: DeleteParameterArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}` (`delete_parameter_0`). */
  readonly deleteParameter0: (args: DeleteParameter0Args, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/projects/{projectLocator}/agentPools/{agentPoolLocator}` (`delete_project_agent_pools`). */
  readonly deleteProjectAgentPools: (args: DeleteProjectAgentPoolsArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/projects/{projectLocator}/order/buildTypes` (`get_build_types_order`).
   * The seeds require a field input without saying where it goes; TeamCity 2025 declares it as the query parameter field.
   */
  readonly getBuildTypesOrder: (args: GetBuildTypesOrderArgs, options?: CallOptions) => Promise<BuildTypes>;
  /** `GET /app/rest/projects/{projectLocator}/example/newProjectDescription` (`get_example_new_project_description`). */
  readonly getExampleNewProjectDescription: (
    args: GetExampleNewProjectDescriptionArgs,
    options?: CallOptions,
  ) => Promise<NewProjectDescription>;
  /** `GET /app/rest/projects/{projectLocator}/newProjectDescription` (`get_example_new_project_description_compatibility_version1`). */
  readonly getExampleNewProjectDescriptionCompatibilityVersion1: (
    args: GetExampleNewProjectDescriptionCompatibilityVersion1Args,
    options?: CallOptions,
  ) => Promise<NewProjectDescription>;
  /** `GET /app/rest/projects/{projectLocator}/parameters/{name}/type` (`get_parameter_type`). */
  readonly getParameterType: (args: GetParameterTypeArgs, options?: CallOptions) => Promise<Type>;
  /** `GET /app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue` (`get_parameter_type_raw_value`). */
  readonly getParameterTypeRawValue: (args: GetParameterTypeRawValueArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/{field}` (`serve_project_field`, alias `get_project_field`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveProjectField: (args: ServeProjectFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/{field}` (`serve_project_field`, alias `get_project_field`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getProjectField: (args: ServeProjectFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/{field}` (`set_project_field`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly setProjectField: (args: SetProjectFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/secure/values/{token}` (`get_secure_value`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSecureValue: (args: GetSecureValueArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}` (`get_single`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSingle: (args: GetSingleArgs, options?: CallOptions) => Promise<JsonObject>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}` (`replace`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly replace: (args: ReplaceArgs, options?: CallOptions) => Promise<JsonObject>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/projectFeatures` (`replace_all`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly replaceAll: (args: ReplaceAllArgs, options?: CallOptions) => Promise<JsonObject>;
  /**
   * `GET /app/rest/projects/{projectLocator}/parameters/{name}/value` (`get_parameter_value_long`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameterValueLong: (args: GetParameterValueLongArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value` (`get_parameter_value_long_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameterValueLong0: (args: GetParameterValueLong0Args, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/projects/{projectLocator}/agentPools` (`set_project_agent_pools_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "id": 2,
   *   "name": "Linux"
   * }
   * ```
   */
  readonly setProjectAgentPools0: (args: SetProjectAgentPools0Args, options?: CallOptions) => Promise<AgentPool>;
  /**
   * `GET /app/rest/projects/{projectLocator}/order/projects` (`get_projects_order`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getProjectsOrder: (args: GetProjectsOrderArgs, options?: CallOptions) => Promise<Projects>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/order/projects` (`set_projects_order`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly setProjectsOrder: (args: SetProjectsOrderArgs, options?: CallOptions) => Promise<Projects>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/order/buildTypes` (`set_build_types_order`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly setBuildTypesOrder: (args: SetBuildTypesOrderArgs, options?: CallOptions) => Promise<BuildTypes>;
  /**
   * `GET /app/rest/projects/{projectLocator}/settingsFile` (`get_settings_file`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSettingsFile: (args: GetSettingsFileArgs, options?: CallOptions) => Promise<string>;
  /**
   * `DELETE /app/rest/projects/{projectLocator}/defaultTemplate` (`remove_default_template`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly removeDefaultTemplate: (args: RemoveDefaultTemplateArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}/{field}` (`serve_build_field_with_project`, alias `get_build_field_with_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildFieldWithProject: (args: ServeBuildFieldWithProjectArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/builds/{buildLocator}/{field}` (`serve_build_field_with_project`, alias `get_build_field_with_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildFieldWithProject: (args: ServeBuildFieldWithProjectArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/{field}` (`serve_build_type_field_with_project`, alias `get_build_type_field_with_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildTypeFieldWithProject: (
    args: ServeBuildTypeFieldWithProjectArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /**
   * `GET /app/rest/projects/{projectLocator}/buildTypes/{btLocator}/{field}` (`serve_build_type_field_with_project`, alias `get_build_type_field_with_project`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildTypeFieldWithProject: (
    args: ServeBuildTypeFieldWithProjectArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/parameters/{name}/type` (`set_parameter_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "rawValue": "checkbox checkedValue='true'"
   * }
   * ```
   */
  readonly setParameterType: (args: SetParameterTypeArgs, options?: CallOptions) => Promise<Type>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/parameters/{name}/type/rawValue` (`set_parameter_type_raw_value`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * password display='hidden'
   * ```
   */
  readonly setParameterTypeRawValue: (args: SetParameterTypeRawValueArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/parameters/{name}/value` (`set_parameter_value_long`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * staging
   * ```
   */
  readonly setParameterValueLong: (args: SetParameterValueLongArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/projects/{projectLocator}/projectFeatures/{featureLocator}/properties/{name}/value` (`set_parameter_value_long_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * GitHubApp
   * ```
   */
  readonly setParameterValueLong0: (args: SetParameterValueLong0Args, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/projects/{locator}/versionedSettings/checkForChanges` (`check_for_versioned_settings_changes`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId checkForVersionedSettingsChanges).
   */
  readonly checkForVersionedSettingsChanges: (
    args: CheckForVersionedSettingsChangesArgs,
    options?: CallOptions,
  ) => Promise<void>;
  /**
   * `POST /app/rest/projects/{locator}/versionedSettings/commitCurrentSettings` (`commit_current_settings`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId commitCurrentSettings).
   */
  readonly commitCurrentSettings: (args: CommitCurrentSettingsArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/projects/{locator}/versionedSettings/config/parameters/{name}` (`get_versioned_settings_config_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsConfigParameter).
   */
  readonly getVersionedSettingsConfigParameter: (
    args: GetVersionedSettingsConfigParameterArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /**
   * `PUT /app/rest/projects/{locator}/versionedSettings/config/parameters/{name}` (`set_versioned_settings_config_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setVersionedSettingsConfigParameter).
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly setVersionedSettingsConfigParameter: (
    args: SetVersionedSettingsConfigParameterArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /**
   * `DELETE /app/rest/projects/{locator}/versionedSettings/config/parameters/{name}` (`delete_versioned_settings_config_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteVersionedSettingsConfigParameter).
   */
  readonly deleteVersionedSettingsConfigParameter: (
    args: DeleteVersionedSettingsConfigParameterArgs,
    options?: CallOptions,
  ) => Promise<void>;
  /**
   * `GET /app/rest/projects/{locator}/versionedSettings/contextParameters` (`get_versioned_settings_context_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsContextParameters).
   */
  readonly getVersionedSettingsContextParameters: (
    args: GetVersionedSettingsContextParametersArgs,
    options?: CallOptions,
  ) => Promise<VersionedSettingsContextParameters>;
  /**
   * `PUT /app/rest/projects/{locator}/versionedSettings/contextParameters` (`set_versioned_settings_context_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setVersionedSettingsContextParameters).
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
   */
  readonly setVersionedSettingsContextParameters: (
    args: SetVersionedSettingsContextParametersArgs,
    options?: CallOptions,
  ) => Promise<VersionedSettingsContextParameters>;
  /**
   * `GET /app/rest/projects/{locator}/versionedSettings/tokens` (`get_versioned_settings_tokens`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getVersionedSettingsTokens).
   */
  readonly getVersionedSettingsTokens: (
    args: GetVersionedSettingsTokensArgs,
    options?: CallOptions,
  ) => Promise<VersionedSettingsTokens>;
  /**
   * `POST /app/rest/projects/{locator}/versionedSettings/tokens` (`add_versioned_settings_tokens`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addVersionedSettingsTokens).
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
   */
  readonly addVersionedSettingsTokens: (
    args: AddVersionedSettingsTokensArgs,
    options?: CallOptions,
  ) => Promise<VersionedSettingsTokens>;
  /**
   * `DELETE /app/rest/projects/{locator}/versionedSettings/tokens` (`delete_versioned_settings_tokens`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteVersionedSettingsTokens).
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
   */
  readonly deleteVersionedSettingsTokens: (
    args: DeleteVersionedSettingsTokensArgs,
    options?: CallOptions,
  ) => Promise<VersionedSettingsTokens>;
}
