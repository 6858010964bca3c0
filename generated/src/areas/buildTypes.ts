// Generated from spec/areas/buildTypes.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type FileResponse,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { encodeSubPath } from '../runtime/subpath.js';
import type {
  AgentRequirement,
  AgentRequirements,
  ArtifactDependencies,
  ArtifactDependency,
  Branches,
  Build,
  BuildType,
  BuildTypes,
  Builds,
  Feature,
  Features,
  File,
  Files,
  Investigations,
  Items,
  ModelProperty,
  NewBuildTypeDescription,
  Properties,
  SnapshotDependencies,
  SnapshotDependency,
  Step,
  Steps,
  Tags,
  Trigger,
  Triggers,
  Type,
  VcsLabeling,
  VcsRootEntries,
  VcsRootEntry,
  VcsRootInstances,
} from '../models.js';
import type { BranchLocator, BuildLocator, BuildTypeLocator, VcsRootLocator } from '../locators.js';
import type {
  AgentRequirementFields,
  AgentRequirementsFields,
  ArtifactDependenciesFields,
  ArtifactDependencyFields,
  BranchesFields,
  BuildFields,
  BuildTypeFields,
  BuildTypesFields,
  BuildsFields,
  FeatureFields,
  FeaturesFields,
  FileFields,
  FilesFields,
  InvestigationsFields,
  ModelPropertyFields,
  PropertiesFields,
  SnapshotDependenciesFields,
  SnapshotDependencyFields,
  StepFields,
  StepsFields,
  TriggerFields,
  TriggersFields,
  VcsRootEntriesFields,
  VcsRootEntryFields,
  VcsRootInstancesFields,
} from '../fields.js';

/** Inputs of {@link addBuildType} (`buildTypes.add_build_type`). */
export interface AddBuildTypeArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: BuildType;
}

export const addBuildTypeOp: Operation = {
  id: 'buildTypes.add_build_type',
  method: 'POST',
  path: '/app/rest/buildTypes',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes` (`add_build_type`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build"
 * }
 * ```
 */
export function addBuildType(
  client: Transport,
  args?: AddBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/**
 * `POST /app/rest/buildTypes` (`add_build_type`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build"
 * }
 * ```
 */
export function addBuildType<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args?: AddBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function addBuildType(
  client: Transport,
  args: AddBuildTypeArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addBuildTypeOp, withFields(addBuildTypeOp, args), options);
}

/** Inputs of {@link addAgentRequirement} (`buildTypes.add_agent_requirement`). */
export interface AddAgentRequirementArgs<S extends AgentRequirementFields = AgentRequirementFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: AgentRequirement;
}

export const addAgentRequirementOp: Operation = {
  id: 'buildTypes.add_agent_requirement',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/agent-requirements` (`add_agent_requirement`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "exists",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "property-name",
 *         "value": "docker.server.version"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addAgentRequirement(
  client: Transport,
  args: AddAgentRequirementArgs<never>,
  options?: CallOptions,
): Promise<AgentRequirement>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/agent-requirements` (`add_agent_requirement`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "exists",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "property-name",
 *         "value": "docker.server.version"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addAgentRequirement<const S extends object & ExactFields<S, AgentRequirementFields>>(
  client: Transport,
  args: AddAgentRequirementArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentRequirement, S>>;
export async function addAgentRequirement(
  client: Transport,
  args: AddAgentRequirementArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addAgentRequirementOp, withFields(addAgentRequirementOp, args), options);
}

/** Inputs of {@link addArtifactDep} (`buildTypes.add_artifact_dep`). */
export interface AddArtifactDepArgs<S extends ArtifactDependencyFields = ArtifactDependencyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ArtifactDependency;
}

export const addArtifactDepOp: Operation = {
  id: 'buildTypes.add_artifact_dep',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`add_artifact_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "pathRules",
 *         "value": "dist/** => dist"
 *       },
 *       {
 *         "name": "revisionName",
 *         "value": "lastSuccessful"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addArtifactDep(
  client: Transport,
  args: AddArtifactDepArgs<never>,
  options?: CallOptions,
): Promise<ArtifactDependency>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`add_artifact_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "pathRules",
 *         "value": "dist/** => dist"
 *       },
 *       {
 *         "name": "revisionName",
 *         "value": "lastSuccessful"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addArtifactDep<const S extends object & ExactFields<S, ArtifactDependencyFields>>(
  client: Transport,
  args: AddArtifactDepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ArtifactDependency, S>>;
export async function addArtifactDep(
  client: Transport,
  args: AddArtifactDepArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addArtifactDepOp, withFields(addArtifactDepOp, args), options);
}

/** Inputs of {@link addFeature} (`buildTypes.add_feature`). */
export interface AddFeatureArgs<S extends FeatureFields = FeatureFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Feature;
}

export const addFeatureOp: Operation = {
  id: 'buildTypes.add_feature',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/features',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/features` (`add_feature`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "commit-status-publisher",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "publisherId",
 *         "value": "githubStatusPublisher"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addFeature(client: Transport, args: AddFeatureArgs<never>, options?: CallOptions): Promise<Feature>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/features` (`add_feature`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "commit-status-publisher",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "publisherId",
 *         "value": "githubStatusPublisher"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addFeature<const S extends object & ExactFields<S, FeatureFields>>(
  client: Transport,
  args: AddFeatureArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Feature, S>>;
export async function addFeature(client: Transport, args: AddFeatureArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addFeatureOp, withFields(addFeatureOp, args), options);
}

/** Inputs of {@link addFeatureParameter} (`buildTypes.add_feature_parameter`). */
export interface AddFeatureParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  parameterName: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const addFeatureParameterOp: Operation = {
  id: 'buildTypes.add_feature_parameter',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}` (`add_feature_parameter`).
 *
 * Example body:
 * ```text
 * githubStatusPublisher
 * ```
 */
export function addFeatureParameter(
  client: Transport,
  args: AddFeatureParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, addFeatureParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link addSnapshotDep} (`buildTypes.add_snapshot_dep`). */
export interface AddSnapshotDepArgs<S extends SnapshotDependencyFields = SnapshotDependencyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: SnapshotDependency;
}

export const addSnapshotDepOp: Operation = {
  id: 'buildTypes.add_snapshot_dep',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`add_snapshot_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "run-build-if-dependency-failed",
 *         "value": "MAKE_FAILED_TO_START"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addSnapshotDep(
  client: Transport,
  args: AddSnapshotDepArgs<never>,
  options?: CallOptions,
): Promise<SnapshotDependency>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`add_snapshot_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "run-build-if-dependency-failed",
 *         "value": "MAKE_FAILED_TO_START"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addSnapshotDep<const S extends object & ExactFields<S, SnapshotDependencyFields>>(
  client: Transport,
  args: AddSnapshotDepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<SnapshotDependency, S>>;
export async function addSnapshotDep(
  client: Transport,
  args: AddSnapshotDepArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addSnapshotDepOp, withFields(addSnapshotDepOp, args), options);
}

/** Inputs of {@link addStep} (`buildTypes.add_step`). */
export interface AddStepArgs<S extends StepFields = StepFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Step;
}

export const addStepOp: Operation = {
  id: 'buildTypes.add_step',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/steps',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/steps` (`add_step`).
 *
 * Example body:
 * ```json
 * {
 *   "name": "Test",
 *   "type": "simpleRunner",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "script.content",
 *         "value": "npm test"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addStep(client: Transport, args: AddStepArgs<never>, options?: CallOptions): Promise<Step>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/steps` (`add_step`).
 *
 * Example body:
 * ```json
 * {
 *   "name": "Test",
 *   "type": "simpleRunner",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "script.content",
 *         "value": "npm test"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addStep<const S extends object & ExactFields<S, StepFields>>(
  client: Transport,
  args: AddStepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Step, S>>;
export async function addStep(client: Transport, args: AddStepArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addStepOp, withFields(addStepOp, args), options);
}

/** Inputs of {@link addStepParameter} (`buildTypes.add_step_parameter`). */
export interface AddStepParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  parameterName: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const addStepParameterOp: Operation = {
  id: 'buildTypes.add_step_parameter',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}` (`add_step_parameter`).
 *
 * Example body:
 * ```text
 * npm test
 * ```
 */
export function addStepParameter(
  client: Transport,
  args: AddStepParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, addStepParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link addTemplate} (`buildTypes.add_template`). */
export interface AddTemplateArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `optimizeSettings` (seed: `optimize_settings`). */
  optimizeSettings?: boolean;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: BuildType;
}

export const addTemplateOp: Operation = {
  id: 'buildTypes.add_template',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: [
    ['optimizeSettings', 'optimizeSettings'],
    ['fields', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/templates` (`add_template`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build"
 * }
 * ```
 */
export function addTemplate(client: Transport, args: AddTemplateArgs<never>, options?: CallOptions): Promise<BuildType>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/templates` (`add_template`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Build"
 * }
 * ```
 */
export function addTemplate<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: AddTemplateArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function addTemplate(client: Transport, args: AddTemplateArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addTemplateOp, withFields(addTemplateOp, args), options);
}

/** Inputs of {@link addTrigger} (`buildTypes.add_trigger`). */
export interface AddTriggerArgs<S extends TriggerFields = TriggerFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Trigger;
}

export const addTriggerOp: Operation = {
  id: 'buildTypes.add_trigger',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/triggers',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/triggers` (`add_trigger`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "vcsTrigger",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "branchFilter",
 *         "value": "+:*"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addTrigger(client: Transport, args: AddTriggerArgs<never>, options?: CallOptions): Promise<Trigger>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/triggers` (`add_trigger`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "vcsTrigger",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "branchFilter",
 *         "value": "+:*"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addTrigger<const S extends object & ExactFields<S, TriggerFields>>(
  client: Transport,
  args: AddTriggerArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Trigger, S>>;
export async function addTrigger(client: Transport, args: AddTriggerArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addTriggerOp, withFields(addTriggerOp, args), options);
}

/** Inputs of {@link addVcsRootEntry} (`buildTypes.add_vcs_root_entry`). */
export interface AddVcsRootEntryArgs<S extends VcsRootEntryFields = VcsRootEntryFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: VcsRootEntry;
}

export const addVcsRootEntryOp: Operation = {
  id: 'buildTypes.add_vcs_root_entry',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`add_vcs_root_entry`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Git",
 *   "vcs-root": {
 *     "id": "App_Git"
 *   },
 *   "checkout-rules": "+:src => src"
 * }
 * ```
 */
export function addVcsRootEntry(
  client: Transport,
  args: AddVcsRootEntryArgs<never>,
  options?: CallOptions,
): Promise<VcsRootEntry>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`add_vcs_root_entry`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Git",
 *   "vcs-root": {
 *     "id": "App_Git"
 *   },
 *   "checkout-rules": "+:src => src"
 * }
 * ```
 */
export function addVcsRootEntry<const S extends object & ExactFields<S, VcsRootEntryFields>>(
  client: Transport,
  args: AddVcsRootEntryArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootEntry, S>>;
export async function addVcsRootEntry(
  client: Transport,
  args: AddVcsRootEntryArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addVcsRootEntryOp, withFields(addVcsRootEntryOp, args), options);
}

/** Inputs of {@link changeArtifactDepSetting} (`buildTypes.change_artifact_dep_setting`). */
export interface ChangeArtifactDepSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  artifactDepLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const changeArtifactDepSettingOp: Operation = {
  id: 'buildTypes.change_artifact_dep_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}` (`change_artifact_dep_setting`).
 *
 * Example body:
 * ```text
 * false
 * ```
 */
export function changeArtifactDepSetting(
  client: Transport,
  args: ChangeArtifactDepSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeArtifactDepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeFeatureSetting} (`buildTypes.change_feature_setting`). */
export interface ChangeFeatureSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const changeFeatureSettingOp: Operation = {
  id: 'buildTypes.change_feature_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/{name}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}/{name}` (`change_feature_setting`).
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function changeFeatureSetting(
  client: Transport,
  args: ChangeFeatureSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeFeatureSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeRequirementSetting} (`buildTypes.change_requirement_setting`). */
export interface ChangeRequirementSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  agentRequirementLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const changeRequirementSettingOp: Operation = {
  id: 'buildTypes.change_requirement_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}` (`change_requirement_setting`).
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function changeRequirementSetting(
  client: Transport,
  args: ChangeRequirementSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeRequirementSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link replaceAgentRequirement} (`buildTypes.replace_agent_requirement`). */
export interface ReplaceAgentRequirementArgs<S extends AgentRequirementFields = AgentRequirementFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  agentRequirementLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: AgentRequirement;
}

export const replaceAgentRequirementOp: Operation = {
  id: 'buildTypes.replace_agent_requirement',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`replace_agent_requirement`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "exists",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "property-name",
 *         "value": "docker.server.version"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceAgentRequirement(
  client: Transport,
  args: ReplaceAgentRequirementArgs<never>,
  options?: CallOptions,
): Promise<AgentRequirement>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`replace_agent_requirement`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "exists",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "property-name",
 *         "value": "docker.server.version"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceAgentRequirement<const S extends object & ExactFields<S, AgentRequirementFields>>(
  client: Transport,
  args: ReplaceAgentRequirementArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentRequirement, S>>;
export async function replaceAgentRequirement(
  client: Transport,
  args: ReplaceAgentRequirementArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceAgentRequirementOp, withFields(replaceAgentRequirementOp, args), options);
}

/** Inputs of {@link replaceAgentRequirements} (`buildTypes.replace_agent_requirements`). */
export interface ReplaceAgentRequirementsArgs<S extends AgentRequirementsFields = AgentRequirementsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: AgentRequirements;
}

export const replaceAgentRequirementsOp: Operation = {
  id: 'buildTypes.replace_agent_requirements',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements` (`replace_agent_requirements`).
 *
 * Example body:
 * ```json
 * {
 *   "agent-requirement": [
 *     {
 *       "type": "exists",
 *       "properties": {
 *         "property": [
 *           {
 *             "name": "property-name",
 *             "value": "docker.server.version"
 *           }
 *         ]
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceAgentRequirements(
  client: Transport,
  args: ReplaceAgentRequirementsArgs<never>,
  options?: CallOptions,
): Promise<AgentRequirements>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements` (`replace_agent_requirements`).
 *
 * Example body:
 * ```json
 * {
 *   "agent-requirement": [
 *     {
 *       "type": "exists",
 *       "properties": {
 *         "property": [
 *           {
 *             "name": "property-name",
 *             "value": "docker.server.version"
 *           }
 *         ]
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceAgentRequirements<const S extends object & ExactFields<S, AgentRequirementsFields>>(
  client: Transport,
  args: ReplaceAgentRequirementsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentRequirements, S>>;
export async function replaceAgentRequirements(
  client: Transport,
  args: ReplaceAgentRequirementsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceAgentRequirementsOp, withFields(replaceAgentRequirementsOp, args), options);
}

/** Inputs of {@link replaceArtifactDep} (`buildTypes.replace_artifact_dep`). */
export interface ReplaceArtifactDepArgs<S extends ArtifactDependencyFields = ArtifactDependencyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  artifactDepLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ArtifactDependency;
}

export const replaceArtifactDepOp: Operation = {
  id: 'buildTypes.replace_artifact_dep',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`replace_artifact_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "pathRules",
 *         "value": "dist/** => dist"
 *       },
 *       {
 *         "name": "revisionName",
 *         "value": "lastSuccessful"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceArtifactDep(
  client: Transport,
  args: ReplaceArtifactDepArgs<never>,
  options?: CallOptions,
): Promise<ArtifactDependency>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`replace_artifact_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "pathRules",
 *         "value": "dist/** => dist"
 *       },
 *       {
 *         "name": "revisionName",
 *         "value": "lastSuccessful"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceArtifactDep<const S extends object & ExactFields<S, ArtifactDependencyFields>>(
  client: Transport,
  args: ReplaceArtifactDepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ArtifactDependency, S>>;
export async function replaceArtifactDep(
  client: Transport,
  args: ReplaceArtifactDepArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceArtifactDepOp, withFields(replaceArtifactDepOp, args), options);
}

/** Inputs of {@link replaceArtifactDeps} (`buildTypes.replace_artifact_deps`). */
export interface ReplaceArtifactDepsArgs<
  S extends ArtifactDependenciesFields = ArtifactDependenciesFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ArtifactDependencies;
}

export const replaceArtifactDepsOp: Operation = {
  id: 'buildTypes.replace_artifact_deps',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`replace_artifact_deps`).
 *
 * Example body:
 * ```json
 * {
 *   "artifact-dependency": [
 *     {
 *       "source-buildType": {
 *         "id": "App_Build"
 *       },
 *       "properties": {
 *         "property": [
 *           {
 *             "name": "pathRules",
 *             "value": "dist/** => dist"
 *           },
 *           {
 *             "name": "revisionName",
 *             "value": "lastSuccessful"
 *           }
 *         ]
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceArtifactDeps(
  client: Transport,
  args: ReplaceArtifactDepsArgs<never>,
  options?: CallOptions,
): Promise<ArtifactDependencies>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`replace_artifact_deps`).
 *
 * Example body:
 * ```json
 * {
 *   "artifact-dependency": [
 *     {
 *       "source-buildType": {
 *         "id": "App_Build"
 *       },
 *       "properties": {
 *         "property": [
 *           {
 *             "name": "pathRules",
 *             "value": "dist/** => dist"
 *           },
 *           {
 *             "name": "revisionName",
 *             "value": "lastSuccessful"
 *           }
 *         ]
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceArtifactDeps<const S extends object & ExactFields<S, ArtifactDependenciesFields>>(
  client: Transport,
  args: ReplaceArtifactDepsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ArtifactDependencies, S>>;
export async function replaceArtifactDeps(
  client: Transport,
  args: ReplaceArtifactDepsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceArtifactDepsOp, withFields(replaceArtifactDepsOp, args), options);
}

/** Inputs of {@link replaceFeature} (`buildTypes.replace_feature`). */
export interface ReplaceFeatureArgs<S extends FeatureFields = FeatureFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Feature;
}

export const replaceFeatureOp: Operation = {
  id: 'buildTypes.replace_feature',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}` (`replace_feature`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "commit-status-publisher",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "publisherId",
 *         "value": "githubStatusPublisher"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceFeature(
  client: Transport,
  args: ReplaceFeatureArgs<never>,
  options?: CallOptions,
): Promise<Feature>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}` (`replace_feature`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "commit-status-publisher",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "publisherId",
 *         "value": "githubStatusPublisher"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceFeature<const S extends object & ExactFields<S, FeatureFields>>(
  client: Transport,
  args: ReplaceFeatureArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Feature, S>>;
export async function replaceFeature(
  client: Transport,
  args: ReplaceFeatureArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceFeatureOp, withFields(replaceFeatureOp, args), options);
}

/** Inputs of {@link replaceFeatureParameters} (`buildTypes.replace_feature_parameters`). */
export interface ReplaceFeatureParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const replaceFeatureParametersOp: Operation = {
  id: 'buildTypes.replace_feature_parameters',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters` (`replace_feature_parameters`).
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
export function replaceFeatureParameters(
  client: Transport,
  args: ReplaceFeatureParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters` (`replace_feature_parameters`).
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
export function replaceFeatureParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ReplaceFeatureParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function replaceFeatureParameters(
  client: Transport,
  args: ReplaceFeatureParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceFeatureParametersOp, withFields(replaceFeatureParametersOp, args), options);
}

/** Inputs of {@link replaceFeatures} (`buildTypes.replace_features`). */
export interface ReplaceFeaturesArgs<S extends FeaturesFields = FeaturesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Features;
}

export const replaceFeaturesOp: Operation = {
  id: 'buildTypes.replace_features',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/features` (`replace_features`).
 *
 * Example body:
 * ```json
 * {
 *   "feature": [
 *     {
 *       "type": "perfmon"
 *     }
 *   ]
 * }
 * ```
 */
export function replaceFeatures(
  client: Transport,
  args: ReplaceFeaturesArgs<never>,
  options?: CallOptions,
): Promise<Features>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/features` (`replace_features`).
 *
 * Example body:
 * ```json
 * {
 *   "feature": [
 *     {
 *       "type": "perfmon"
 *     }
 *   ]
 * }
 * ```
 */
export function replaceFeatures<const S extends object & ExactFields<S, FeaturesFields>>(
  client: Transport,
  args: ReplaceFeaturesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Features, S>>;
export async function replaceFeatures(
  client: Transport,
  args: ReplaceFeaturesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceFeaturesOp, withFields(replaceFeaturesOp, args), options);
}

/** Inputs of {@link replaceSnapshotDep} (`buildTypes.replace_snapshot_dep`). */
export interface ReplaceSnapshotDepArgs<S extends SnapshotDependencyFields = SnapshotDependencyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  snapshotDepLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: SnapshotDependency;
}

export const replaceSnapshotDepOp: Operation = {
  id: 'buildTypes.replace_snapshot_dep',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`replace_snapshot_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "run-build-if-dependency-failed",
 *         "value": "MAKE_FAILED_TO_START"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceSnapshotDep(
  client: Transport,
  args: ReplaceSnapshotDepArgs<never>,
  options?: CallOptions,
): Promise<SnapshotDependency>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`replace_snapshot_dep`).
 *
 * Example body:
 * ```json
 * {
 *   "source-buildType": {
 *     "id": "App_Build"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "run-build-if-dependency-failed",
 *         "value": "MAKE_FAILED_TO_START"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceSnapshotDep<const S extends object & ExactFields<S, SnapshotDependencyFields>>(
  client: Transport,
  args: ReplaceSnapshotDepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<SnapshotDependency, S>>;
export async function replaceSnapshotDep(
  client: Transport,
  args: ReplaceSnapshotDepArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceSnapshotDepOp, withFields(replaceSnapshotDepOp, args), options);
}

/** Inputs of {@link replaceSnapshotDeps} (`buildTypes.replace_snapshot_deps`). */
export interface ReplaceSnapshotDepsArgs<
  S extends SnapshotDependenciesFields = SnapshotDependenciesFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: SnapshotDependencies;
}

export const replaceSnapshotDepsOp: Operation = {
  id: 'buildTypes.replace_snapshot_deps',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`replace_snapshot_deps`).
 *
 * Example body:
 * ```json
 * {
 *   "snapshot-dependency": [
 *     {
 *       "source-buildType": {
 *         "id": "App_Build"
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceSnapshotDeps(
  client: Transport,
  args: ReplaceSnapshotDepsArgs<never>,
  options?: CallOptions,
): Promise<SnapshotDependencies>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`replace_snapshot_deps`).
 *
 * Example body:
 * ```json
 * {
 *   "snapshot-dependency": [
 *     {
 *       "source-buildType": {
 *         "id": "App_Build"
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceSnapshotDeps<const S extends object & ExactFields<S, SnapshotDependenciesFields>>(
  client: Transport,
  args: ReplaceSnapshotDepsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<SnapshotDependencies, S>>;
export async function replaceSnapshotDeps(
  client: Transport,
  args: ReplaceSnapshotDepsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceSnapshotDepsOp, withFields(replaceSnapshotDepsOp, args), options);
}

/** Inputs of {@link replaceStep} (`buildTypes.replace_step`). */
export interface ReplaceStepArgs<S extends StepFields = StepFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Step;
}

export const replaceStepOp: Operation = {
  id: 'buildTypes.replace_step',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`replace_step`).
 *
 * Example body:
 * ```json
 * {
 *   "name": "Test",
 *   "type": "simpleRunner",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "script.content",
 *         "value": "npm test"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceStep(client: Transport, args: ReplaceStepArgs<never>, options?: CallOptions): Promise<Step>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`replace_step`).
 *
 * Example body:
 * ```json
 * {
 *   "name": "Test",
 *   "type": "simpleRunner",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "script.content",
 *         "value": "npm test"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceStep<const S extends object & ExactFields<S, StepFields>>(
  client: Transport,
  args: ReplaceStepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Step, S>>;
export async function replaceStep(client: Transport, args: ReplaceStepArgs, options?: CallOptions): Promise<unknown> {
  return request(client, replaceStepOp, withFields(replaceStepOp, args), options);
}

/** Inputs of {@link replaceStepParameters} (`buildTypes.replace_step_parameters`). */
export interface ReplaceStepParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const replaceStepParametersOp: Operation = {
  id: 'buildTypes.replace_step_parameters',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters` (`replace_step_parameters`).
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
export function replaceStepParameters(
  client: Transport,
  args: ReplaceStepParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters` (`replace_step_parameters`).
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
export function replaceStepParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ReplaceStepParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function replaceStepParameters(
  client: Transport,
  args: ReplaceStepParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceStepParametersOp, withFields(replaceStepParametersOp, args), options);
}

/** Inputs of {@link replaceSteps} (`buildTypes.replace_steps`). */
export interface ReplaceStepsArgs<S extends StepsFields = StepsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Steps;
}

export const replaceStepsOp: Operation = {
  id: 'buildTypes.replace_steps',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps` (`replace_steps`).
 *
 * Example body:
 * ```json
 * {
 *   "step": [
 *     {
 *       "name": "Test",
 *       "type": "simpleRunner",
 *       "properties": {
 *         "property": [
 *           {
 *             "name": "script.content",
 *             "value": "npm test"
 *           }
 *         ]
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceSteps(client: Transport, args: ReplaceStepsArgs<never>, options?: CallOptions): Promise<Steps>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps` (`replace_steps`).
 *
 * Example body:
 * ```json
 * {
 *   "step": [
 *     {
 *       "name": "Test",
 *       "type": "simpleRunner",
 *       "properties": {
 *         "property": [
 *           {
 *             "name": "script.content",
 *             "value": "npm test"
 *           }
 *         ]
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceSteps<const S extends object & ExactFields<S, StepsFields>>(
  client: Transport,
  args: ReplaceStepsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Steps, S>>;
export async function replaceSteps(client: Transport, args: ReplaceStepsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, replaceStepsOp, withFields(replaceStepsOp, args), options);
}

/** Inputs of {@link replaceTrigger} (`buildTypes.replace_trigger`). */
export interface ReplaceTriggerArgs<S extends TriggerFields = TriggerFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  triggerLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Trigger;
}

export const replaceTriggerOp: Operation = {
  id: 'buildTypes.replace_trigger',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`replace_trigger`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "vcsTrigger",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "branchFilter",
 *         "value": "+:*"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceTrigger(
  client: Transport,
  args: ReplaceTriggerArgs<never>,
  options?: CallOptions,
): Promise<Trigger>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`replace_trigger`).
 *
 * Example body:
 * ```json
 * {
 *   "type": "vcsTrigger",
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "branchFilter",
 *         "value": "+:*"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function replaceTrigger<const S extends object & ExactFields<S, TriggerFields>>(
  client: Transport,
  args: ReplaceTriggerArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Trigger, S>>;
export async function replaceTrigger(
  client: Transport,
  args: ReplaceTriggerArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceTriggerOp, withFields(replaceTriggerOp, args), options);
}

/** Inputs of {@link replaceTriggers} (`buildTypes.replace_triggers`). */
export interface ReplaceTriggersArgs<S extends TriggersFields = TriggersFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Triggers;
}

export const replaceTriggersOp: Operation = {
  id: 'buildTypes.replace_triggers',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/triggers',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/triggers` (`replace_triggers`).
 *
 * Example body:
 * ```json
 * {
 *   "trigger": [
 *     {
 *       "type": "vcsTrigger"
 *     }
 *   ]
 * }
 * ```
 */
export function replaceTriggers(
  client: Transport,
  args: ReplaceTriggersArgs<never>,
  options?: CallOptions,
): Promise<Triggers>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/triggers` (`replace_triggers`).
 *
 * Example body:
 * ```json
 * {
 *   "trigger": [
 *     {
 *       "type": "vcsTrigger"
 *     }
 *   ]
 * }
 * ```
 */
export function replaceTriggers<const S extends object & ExactFields<S, TriggersFields>>(
  client: Transport,
  args: ReplaceTriggersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Triggers, S>>;
export async function replaceTriggers(
  client: Transport,
  args: ReplaceTriggersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceTriggersOp, withFields(replaceTriggersOp, args), options);
}

/** Inputs of {@link replaceVcsRootEntries} (`buildTypes.replace_vcs_root_entries`). */
export interface ReplaceVcsRootEntriesArgs<S extends VcsRootEntriesFields = VcsRootEntriesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: VcsRootEntries;
}

export const replaceVcsRootEntriesOp: Operation = {
  id: 'buildTypes.replace_vcs_root_entries',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`replace_vcs_root_entries`).
 *
 * Example body:
 * ```json
 * {
 *   "vcs-root-entry": [
 *     {
 *       "id": "App_Git",
 *       "vcs-root": {
 *         "id": "App_Git"
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceVcsRootEntries(
  client: Transport,
  args: ReplaceVcsRootEntriesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootEntries>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`replace_vcs_root_entries`).
 *
 * Example body:
 * ```json
 * {
 *   "vcs-root-entry": [
 *     {
 *       "id": "App_Git",
 *       "vcs-root": {
 *         "id": "App_Git"
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function replaceVcsRootEntries<const S extends object & ExactFields<S, VcsRootEntriesFields>>(
  client: Transport,
  args: ReplaceVcsRootEntriesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootEntries, S>>;
export async function replaceVcsRootEntries(
  client: Transport,
  args: ReplaceVcsRootEntriesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceVcsRootEntriesOp, withFields(replaceVcsRootEntriesOp, args), options);
}

/** Inputs of {@link removeAllTemplates} (`buildTypes.remove_all_templates`). */
export interface RemoveAllTemplatesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `inlineSettings` (seed: `inline_settings`). */
  inlineSettings?: boolean;
}

export const removeAllTemplatesOp: Operation = {
  id: 'buildTypes.remove_all_templates',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: [['inlineSettings', 'inlineSettings']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/buildTypes/{btLocator}/templates` (`remove_all_templates`). */
export function removeAllTemplates(
  client: Transport,
  args: RemoveAllTemplatesArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, removeAllTemplatesOp, args, options) as Promise<void>;
}

/** Inputs of {@link removeTemplate} (`buildTypes.remove_template`). */
export interface RemoveTemplateArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  templateLocator: string | BuildTypeLocator;
  /** Query `inlineSettings` (seed: `inline_settings`). */
  inlineSettings?: boolean;
}

export const removeTemplateOp: Operation = {
  id: 'buildTypes.remove_template',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/templates/{templateLocator}',
  query: [['inlineSettings', 'inlineSettings']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/buildTypes/{btLocator}/templates/{templateLocator}` (`remove_template`). */
export function removeTemplate(client: Transport, args: RemoveTemplateArgs, options?: CallOptions): Promise<void> {
  return request(client, removeTemplateOp, args, options) as Promise<void>;
}

/** Inputs of {@link getTemplates} (`buildTypes.get_templates`). */
export interface GetTemplatesArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTemplatesOp: Operation = {
  id: 'buildTypes.get_templates',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/templates` (`get_templates`). */
export function getTemplates(
  client: Transport,
  args: GetTemplatesArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
/** `GET /app/rest/buildTypes/{btLocator}/templates` (`get_templates`). */
export function getTemplates<const S extends object & ExactFields<S, BuildTypesFields>>(
  client: Transport,
  args: GetTemplatesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>>;
export async function getTemplates(client: Transport, args: GetTemplatesArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getTemplatesOp, withFields(getTemplatesOp, args), options);
}

/** Inputs of {@link getTrigger} (`buildTypes.get_trigger`). */
export interface GetTriggerArgs<S extends TriggerFields = TriggerFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  triggerLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTriggerOp: Operation = {
  id: 'buildTypes.get_trigger',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`get_trigger`). */
export function getTrigger(client: Transport, args: GetTriggerArgs<never>, options?: CallOptions): Promise<Trigger>;
/** `GET /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`get_trigger`). */
export function getTrigger<const S extends object & ExactFields<S, TriggerFields>>(
  client: Transport,
  args: GetTriggerArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Trigger, S>>;
export async function getTrigger(client: Transport, args: GetTriggerArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getTriggerOp, withFields(getTriggerOp, args), options);
}

/** Inputs of {@link getTriggerSetting} (`buildTypes.get_trigger_setting`). */
export interface GetTriggerSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  triggerLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
}

export const getTriggerSettingOp: Operation = {
  id: 'buildTypes.get_trigger_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}` (`get_trigger_setting`). */
export function getTriggerSetting(
  client: Transport,
  args: GetTriggerSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getTriggerSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getTriggers} (`buildTypes.get_triggers`). */
export interface GetTriggersArgs<S extends TriggersFields = TriggersFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTriggersOp: Operation = {
  id: 'buildTypes.get_triggers',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/triggers',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/triggers` (`get_triggers`). */
export function getTriggers(client: Transport, args: GetTriggersArgs<never>, options?: CallOptions): Promise<Triggers>;
/** `GET /app/rest/buildTypes/{btLocator}/triggers` (`get_triggers`). */
export function getTriggers<const S extends object & ExactFields<S, TriggersFields>>(
  client: Transport,
  args: GetTriggersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Triggers, S>>;
export async function getTriggers(client: Transport, args: GetTriggersArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getTriggersOp, withFields(getTriggersOp, args), options);
}

/** Inputs of {@link getVcsLabelingOptions} (`buildTypes.get_vcs_labeling_options`). */
export interface GetVcsLabelingOptionsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const getVcsLabelingOptionsOp: Operation = {
  id: 'buildTypes.get_vcs_labeling_options',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcsLabeling',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/vcsLabeling` (`get_vcs_labeling_options`). */
export function getVcsLabelingOptions(
  client: Transport,
  args: GetVcsLabelingOptionsArgs,
  options?: CallOptions,
): Promise<VcsLabeling> {
  return request(client, getVcsLabelingOptionsOp, args, options) as Promise<VcsLabeling>;
}

/** Inputs of {@link getVcsRootEntries} (`buildTypes.get_vcs_root_entries`). */
export interface GetVcsRootEntriesArgs<S extends VcsRootEntriesFields = VcsRootEntriesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getVcsRootEntriesOp: Operation = {
  id: 'buildTypes.get_vcs_root_entries',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`get_vcs_root_entries`). */
export function getVcsRootEntries(
  client: Transport,
  args: GetVcsRootEntriesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootEntries>;
/** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`get_vcs_root_entries`). */
export function getVcsRootEntries<const S extends object & ExactFields<S, VcsRootEntriesFields>>(
  client: Transport,
  args: GetVcsRootEntriesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootEntries, S>>;
export async function getVcsRootEntries(
  client: Transport,
  args: GetVcsRootEntriesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getVcsRootEntriesOp, withFields(getVcsRootEntriesOp, args), options);
}

/** Inputs of {@link getVcsRootEntry} (`buildTypes.get_vcs_root_entry`). */
export interface GetVcsRootEntryArgs<S extends VcsRootEntryFields = VcsRootEntryFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getVcsRootEntryOp: Operation = {
  id: 'buildTypes.get_vcs_root_entry',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`get_vcs_root_entry`). */
export function getVcsRootEntry(
  client: Transport,
  args: GetVcsRootEntryArgs<never>,
  options?: CallOptions,
): Promise<VcsRootEntry>;
/** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`get_vcs_root_entry`). */
export function getVcsRootEntry<const S extends object & ExactFields<S, VcsRootEntryFields>>(
  client: Transport,
  args: GetVcsRootEntryArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootEntry, S>>;
export async function getVcsRootEntry(
  client: Transport,
  args: GetVcsRootEntryArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getVcsRootEntryOp, withFields(getVcsRootEntryOp, args), options);
}

/** Inputs of {@link getVcsRootEntryCheckoutRules} (`buildTypes.get_vcs_root_entry_checkout_rules`). */
export interface GetVcsRootEntryCheckoutRulesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
}

export const getVcsRootEntryCheckoutRulesOp: Operation = {
  id: 'buildTypes.get_vcs_root_entry_checkout_rules',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules` (`get_vcs_root_entry_checkout_rules`). */
export function getVcsRootEntryCheckoutRules(
  client: Transport,
  args: GetVcsRootEntryCheckoutRulesArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getVcsRootEntryCheckoutRulesOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveBranches} (`buildTypes.serve_branches`). */
export interface ServeBranchesArgs<S extends BranchesFields = BranchesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `locator`. A Branch locator: its text, or a typed `BranchLocator` (rendered with TeamCity's escaping). */
  locator?: string | BranchLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBranchesOp: Operation = {
  id: 'buildTypes.serve_branches',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/branches',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/branches` (`serve_branches`, alias `get_branches`). */
export function serveBranches(
  client: Transport,
  args: ServeBranchesArgs<never>,
  options?: CallOptions,
): Promise<Branches>;
/** `GET /app/rest/buildTypes/{btLocator}/branches` (`serve_branches`, alias `get_branches`). */
export function serveBranches<const S extends object & ExactFields<S, BranchesFields>>(
  client: Transport,
  args: ServeBranchesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Branches, S>>;
export async function serveBranches(
  client: Transport,
  args: ServeBranchesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBranchesOp, withFields(serveBranchesOp, args), options);
}

export { serveBranches as getBranches };

/** Inputs of {@link serveBuildField} (`buildTypes.serve_build_field`). */
export interface ServeBuildFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveBuildFieldOp: Operation = {
  id: 'buildTypes.serve_build_field',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/builds/{buildLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/buildTypes/{btLocator}/builds/{buildLocator}/{field}` (`serve_build_field`, alias `get_build_field`). */
export function serveBuildField(client: Transport, args: ServeBuildFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveBuildFieldOp, args, options) as Promise<string>;
}

export { serveBuildField as getBuildField };

/** Inputs of {@link getBuildTypes} (`buildTypes.get_build_types`). */
export interface GetBuildTypesArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Query `locator`. A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildTypesOp: Operation = {
  id: 'buildTypes.get_build_types',
  method: 'GET',
  path: '/app/rest/buildTypes',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes` (`get_build_types`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getBuildTypes(
  client: Transport,
  args?: GetBuildTypesArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
/**
 * `GET /app/rest/buildTypes` (`get_build_types`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getBuildTypes<const S extends object & ExactFields<S, BuildTypesFields>>(
  client: Transport,
  args?: GetBuildTypesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>>;
export async function getBuildTypes(
  client: Transport,
  args: GetBuildTypesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildTypesOp, withFields(getBuildTypesOp, args), options);
}

/** Inputs of {@link serveBuildTypeXml} (`buildTypes.serve_build_type_xml`). */
export interface ServeBuildTypeXmlArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildTypeXmlOp: Operation = {
  id: 'buildTypes.serve_build_type_xml',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}` (`serve_build_type_xml`, alias `get_build_type_xml`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypeXml(
  client: Transport,
  args: ServeBuildTypeXmlArgs<never>,
  options?: CallOptions,
): Promise<BuildType>;
/**
 * `GET /app/rest/buildTypes/{btLocator}` (`serve_build_type_xml`, alias `get_build_type_xml`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypeXml<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: ServeBuildTypeXmlArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function serveBuildTypeXml(
  client: Transport,
  args: ServeBuildTypeXmlArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildTypeXmlOp, withFields(serveBuildTypeXmlOp, args), options);
}

export { serveBuildTypeXml as getBuildTypeXml };

/** Inputs of {@link deleteBuildType} (`buildTypes.delete_build_type`). */
export interface DeleteBuildTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const deleteBuildTypeOp: Operation = {
  id: 'buildTypes.delete_build_type',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}` (`delete_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteBuildType(client: Transport, args: DeleteBuildTypeArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildTypeOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveBuildTypeField} (`buildTypes.serve_build_type_field`). */
export interface ServeBuildTypeFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveBuildTypeFieldOp: Operation = {
  id: 'buildTypes.serve_build_type_field',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/{field}` (`serve_build_type_field`, alias `get_build_type_field`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypeField(
  client: Transport,
  args: ServeBuildTypeFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildTypeFieldOp, args, options) as Promise<string>;
}

export { serveBuildTypeField as getBuildTypeField };

/** Inputs of {@link setBuildTypeField} (`buildTypes.set_build_type_field`). */
export interface SetBuildTypeFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setBuildTypeFieldOp: Operation = {
  id: 'buildTypes.set_build_type_field',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/{field}` (`set_build_type_field`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function setBuildTypeField(
  client: Transport,
  args: SetBuildTypeFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setBuildTypeFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeStepSetting} (`buildTypes.change_step_setting`). */
export interface ChangeStepSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const changeStepSettingOp: Operation = {
  id: 'buildTypes.change_step_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}` (`change_step_setting`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function changeStepSetting(
  client: Transport,
  args: ChangeStepSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeStepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeTriggerSetting} (`buildTypes.change_trigger_setting`). */
export interface ChangeTriggerSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  triggerLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const changeTriggerSettingOp: Operation = {
  id: 'buildTypes.change_trigger_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}` (`change_trigger_setting`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * false
 * ```
 */
export function changeTriggerSetting(
  client: Transport,
  args: ChangeTriggerSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeTriggerSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteAgentRequirement} (`buildTypes.delete_agent_requirement`). */
export interface DeleteAgentRequirementArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  agentRequirementLocator: string;
}

export const deleteAgentRequirementOp: Operation = {
  id: 'buildTypes.delete_agent_requirement',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`delete_agent_requirement`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteAgentRequirement(
  client: Transport,
  args: DeleteAgentRequirementArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAgentRequirementOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteArtifactDep} (`buildTypes.delete_artifact_dep`). */
export interface DeleteArtifactDepArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  artifactDepLocator: string;
}

export const deleteArtifactDepOp: Operation = {
  id: 'buildTypes.delete_artifact_dep',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`delete_artifact_dep`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteArtifactDep(
  client: Transport,
  args: DeleteArtifactDepArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteArtifactDepOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteFeature} (`buildTypes.delete_feature`). */
export interface DeleteFeatureArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
}

export const deleteFeatureOp: Operation = {
  id: 'buildTypes.delete_feature',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/features/{featureId}` (`delete_feature`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteFeature(client: Transport, args: DeleteFeatureArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteFeatureOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteSnapshotDep} (`buildTypes.delete_snapshot_dep`). */
export interface DeleteSnapshotDepArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  snapshotDepLocator: string;
}

export const deleteSnapshotDepOp: Operation = {
  id: 'buildTypes.delete_snapshot_dep',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`delete_snapshot_dep`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteSnapshotDep(
  client: Transport,
  args: DeleteSnapshotDepArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteSnapshotDepOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteStep} (`buildTypes.delete_step`). */
export interface DeleteStepArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
}

export const deleteStepOp: Operation = {
  id: 'buildTypes.delete_step',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`delete_step`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteStep(client: Transport, args: DeleteStepArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteStepOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteTrigger} (`buildTypes.delete_trigger`). */
export interface DeleteTriggerArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  triggerLocator: string;
}

export const deleteTriggerOp: Operation = {
  id: 'buildTypes.delete_trigger',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`delete_trigger`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteTrigger(client: Transport, args: DeleteTriggerArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteTriggerOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteVcsRootEntry} (`buildTypes.delete_vcs_root_entry`). */
export interface DeleteVcsRootEntryArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
}

export const deleteVcsRootEntryOp: Operation = {
  id: 'buildTypes.delete_vcs_root_entry',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`delete_vcs_root_entry`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteVcsRootEntry(
  client: Transport,
  args: DeleteVcsRootEntryArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteVcsRootEntryOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteAllParameters} (`buildTypes.delete_all_parameters`). */
export interface DeleteAllParametersArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const deleteAllParametersOp: Operation = {
  id: 'buildTypes.delete_all_parameters',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/parameters` (`delete_all_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteAllParameters(
  client: Transport,
  args: DeleteAllParametersArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParametersOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteAllParameters0} (`buildTypes.delete_all_parameters_0`). */
export interface DeleteAllParameters0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const deleteAllParameters0Op: Operation = {
  id: 'buildTypes.delete_all_parameters_0',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/settings` (`delete_all_parameters_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteAllParameters0(
  client: Transport,
  args: DeleteAllParameters0Args,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParameters0Op, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter} (`buildTypes.delete_parameter`). */
export interface DeleteParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const deleteParameterOp: Operation = {
  id: 'buildTypes.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/parameters/{name}` (`delete_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter0} (`buildTypes.delete_parameter_0`). */
export interface DeleteParameter0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const deleteParameter0Op: Operation = {
  id: 'buildTypes.delete_parameter_0',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/settings/{name}` (`delete_parameter_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function deleteParameter0(client: Transport, args: DeleteParameter0Args, options?: CallOptions): Promise<void> {
  return request(client, deleteParameter0Op, args, options) as Promise<void>;
}

/** Inputs of {@link getAgentRequirement} (`buildTypes.get_agent_requirement`). */
export interface GetAgentRequirementArgs<S extends AgentRequirementFields = AgentRequirementFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  agentRequirementLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAgentRequirementOp: Operation = {
  id: 'buildTypes.get_agent_requirement',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`get_agent_requirement`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getAgentRequirement(
  client: Transport,
  args: GetAgentRequirementArgs<never>,
  options?: CallOptions,
): Promise<AgentRequirement>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`get_agent_requirement`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getAgentRequirement<const S extends object & ExactFields<S, AgentRequirementFields>>(
  client: Transport,
  args: GetAgentRequirementArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentRequirement, S>>;
export async function getAgentRequirement(
  client: Transport,
  args: GetAgentRequirementArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAgentRequirementOp, withFields(getAgentRequirementOp, args), options);
}

/** Inputs of {@link getAgentRequirements} (`buildTypes.get_agent_requirements`). */
export interface GetAgentRequirementsArgs<S extends AgentRequirementsFields = AgentRequirementsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAgentRequirementsOp: Operation = {
  id: 'buildTypes.get_agent_requirements',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/agent-requirements` (`get_agent_requirements`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getAgentRequirements(
  client: Transport,
  args: GetAgentRequirementsArgs<never>,
  options?: CallOptions,
): Promise<AgentRequirements>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/agent-requirements` (`get_agent_requirements`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getAgentRequirements<const S extends object & ExactFields<S, AgentRequirementsFields>>(
  client: Transport,
  args: GetAgentRequirementsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentRequirements, S>>;
export async function getAgentRequirements(
  client: Transport,
  args: GetAgentRequirementsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAgentRequirementsOp, withFields(getAgentRequirementsOp, args), options);
}

/** Inputs of {@link getRequirementSetting} (`buildTypes.get_requirement_setting`). */
export interface GetRequirementSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  agentRequirementLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
}

export const getRequirementSettingOp: Operation = {
  id: 'buildTypes.get_requirement_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}` (`get_requirement_setting`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getRequirementSetting(
  client: Transport,
  args: GetRequirementSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getRequirementSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getAliases} (`buildTypes.get_aliases`). */
export interface GetAliasesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const getAliasesOp: Operation = {
  id: 'buildTypes.get_aliases',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/aliases',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/aliases` (`get_aliases`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getAliases(client: Transport, args: GetAliasesArgs, options?: CallOptions): Promise<Items> {
  return request(client, getAliasesOp, args, options) as Promise<Items>;
}

/** Inputs of {@link getArtifactDep} (`buildTypes.get_artifact_dep`). */
export interface GetArtifactDepArgs<S extends ArtifactDependencyFields = ArtifactDependencyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  artifactDepLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getArtifactDepOp: Operation = {
  id: 'buildTypes.get_artifact_dep',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`get_artifact_dep`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getArtifactDep(
  client: Transport,
  args: GetArtifactDepArgs<never>,
  options?: CallOptions,
): Promise<ArtifactDependency>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`get_artifact_dep`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getArtifactDep<const S extends object & ExactFields<S, ArtifactDependencyFields>>(
  client: Transport,
  args: GetArtifactDepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ArtifactDependency, S>>;
export async function getArtifactDep(
  client: Transport,
  args: GetArtifactDepArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getArtifactDepOp, withFields(getArtifactDepOp, args), options);
}

/** Inputs of {@link getArtifactDepSetting} (`buildTypes.get_artifact_dep_setting`). */
export interface GetArtifactDepSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  artifactDepLocator: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
}

export const getArtifactDepSettingOp: Operation = {
  id: 'buildTypes.get_artifact_dep_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}` (`get_artifact_dep_setting`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getArtifactDepSetting(
  client: Transport,
  args: GetArtifactDepSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getArtifactDepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getArtifactDeps} (`buildTypes.get_artifact_deps`). */
export interface GetArtifactDepsArgs<S extends ArtifactDependenciesFields = ArtifactDependenciesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getArtifactDepsOp: Operation = {
  id: 'buildTypes.get_artifact_deps',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`get_artifact_deps`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getArtifactDeps(
  client: Transport,
  args: GetArtifactDepsArgs<never>,
  options?: CallOptions,
): Promise<ArtifactDependencies>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`get_artifact_deps`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getArtifactDeps<const S extends object & ExactFields<S, ArtifactDependenciesFields>>(
  client: Transport,
  args: GetArtifactDepsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ArtifactDependencies, S>>;
export async function getArtifactDeps(
  client: Transport,
  args: GetArtifactDepsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getArtifactDepsOp, withFields(getArtifactDepsOp, args), options);
}

/** Inputs of {@link getCurrentVcsInstances} (`buildTypes.get_current_vcs_instances`). */
export interface GetCurrentVcsInstancesArgs<S extends VcsRootInstancesFields = VcsRootInstancesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCurrentVcsInstancesOp: Operation = {
  id: 'buildTypes.get_current_vcs_instances',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcsRootInstances',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcsRootInstances` (`get_current_vcs_instances`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getCurrentVcsInstances(
  client: Transport,
  args: GetCurrentVcsInstancesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstances>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/vcsRootInstances` (`get_current_vcs_instances`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getCurrentVcsInstances<const S extends object & ExactFields<S, VcsRootInstancesFields>>(
  client: Transport,
  args: GetCurrentVcsInstancesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>>;
export async function getCurrentVcsInstances(
  client: Transport,
  args: GetCurrentVcsInstancesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCurrentVcsInstancesOp, withFields(getCurrentVcsInstancesOp, args), options);
}

/** Inputs of {@link getCurrentVcsInstancesObsolete} (`buildTypes.get_current_vcs_instances_obsolete`). */
export interface GetCurrentVcsInstancesObsoleteArgs<
  S extends VcsRootInstancesFields = VcsRootInstancesFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCurrentVcsInstancesObsoleteOp: Operation = {
  id: 'buildTypes.get_current_vcs_instances_obsolete',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-instances',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs-root-instances` (`get_current_vcs_instances_obsolete`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getCurrentVcsInstancesObsolete(
  client: Transport,
  args: GetCurrentVcsInstancesObsoleteArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstances>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs-root-instances` (`get_current_vcs_instances_obsolete`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getCurrentVcsInstancesObsolete<const S extends object & ExactFields<S, VcsRootInstancesFields>>(
  client: Transport,
  args: GetCurrentVcsInstancesObsoleteArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>>;
export async function getCurrentVcsInstancesObsolete(
  client: Transport,
  args: GetCurrentVcsInstancesObsoleteArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCurrentVcsInstancesObsoleteOp, withFields(getCurrentVcsInstancesObsoleteOp, args), options);
}

/** Inputs of {@link getExampleNewProjectDescription} (`buildTypes.get_example_new_project_description`). */
export interface GetExampleNewProjectDescriptionArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const getExampleNewProjectDescriptionOp: Operation = {
  id: 'buildTypes.get_example_new_project_description',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/example/newBuildTypeDescription',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/example/newBuildTypeDescription` (`get_example_new_project_description`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getExampleNewProjectDescription(
  client: Transport,
  args: GetExampleNewProjectDescriptionArgs,
  options?: CallOptions,
): Promise<NewBuildTypeDescription> {
  return request(client, getExampleNewProjectDescriptionOp, args, options) as Promise<NewBuildTypeDescription>;
}

/** Inputs of {@link getExampleNewProjectDescriptionCompatibilityVersion1} (`buildTypes.get_example_new_project_description_compatibility_version1`). */
export interface GetExampleNewProjectDescriptionCompatibilityVersion1Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const getExampleNewProjectDescriptionCompatibilityVersion1Op: Operation = {
  id: 'buildTypes.get_example_new_project_description_compatibility_version1',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/newBuildTypeDescription',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/newBuildTypeDescription` (`get_example_new_project_description_compatibility_version1`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getExampleNewProjectDescriptionCompatibilityVersion1(
  client: Transport,
  args: GetExampleNewProjectDescriptionCompatibilityVersion1Args,
  options?: CallOptions,
): Promise<NewBuildTypeDescription> {
  return request(
    client,
    getExampleNewProjectDescriptionCompatibilityVersion1Op,
    args,
    options,
  ) as Promise<NewBuildTypeDescription>;
}

/** Inputs of {@link getFeature} (`buildTypes.get_feature`). */
export interface GetFeatureArgs<S extends FeatureFields = FeatureFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getFeatureOp: Operation = {
  id: 'buildTypes.get_feature',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}` (`get_feature`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeature(client: Transport, args: GetFeatureArgs<never>, options?: CallOptions): Promise<Feature>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}` (`get_feature`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeature<const S extends object & ExactFields<S, FeatureFields>>(
  client: Transport,
  args: GetFeatureArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Feature, S>>;
export async function getFeature(client: Transport, args: GetFeatureArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getFeatureOp, withFields(getFeatureOp, args), options);
}

/** Inputs of {@link getFeatureParameter} (`buildTypes.get_feature_parameter`). */
export interface GetFeatureParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  parameterName: string;
}

export const getFeatureParameterOp: Operation = {
  id: 'buildTypes.get_feature_parameter',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}` (`get_feature_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeatureParameter(
  client: Transport,
  args: GetFeatureParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getFeatureParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link getFeatureParameters} (`buildTypes.get_feature_parameters`). */
export interface GetFeatureParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getFeatureParametersOp: Operation = {
  id: 'buildTypes.get_feature_parameters',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters` (`get_feature_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeatureParameters(
  client: Transport,
  args: GetFeatureParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters` (`get_feature_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeatureParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetFeatureParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getFeatureParameters(
  client: Transport,
  args: GetFeatureParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getFeatureParametersOp, withFields(getFeatureParametersOp, args), options);
}

/** Inputs of {@link getFeatureSetting} (`buildTypes.get_feature_setting`). */
export interface GetFeatureSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  featureId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getFeatureSettingOp: Operation = {
  id: 'buildTypes.get_feature_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/{name}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}/{name}` (`get_feature_setting`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeatureSetting(
  client: Transport,
  args: GetFeatureSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getFeatureSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getFeatures} (`buildTypes.get_features`). */
export interface GetFeaturesArgs<S extends FeaturesFields = FeaturesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getFeaturesOp: Operation = {
  id: 'buildTypes.get_features',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/features` (`get_features`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeatures(client: Transport, args: GetFeaturesArgs<never>, options?: CallOptions): Promise<Features>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/features` (`get_features`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getFeatures<const S extends object & ExactFields<S, FeaturesFields>>(
  client: Transport,
  args: GetFeaturesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Features, S>>;
export async function getFeatures(client: Transport, args: GetFeaturesArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getFeaturesOp, withFields(getFeaturesOp, args), options);
}

/** Inputs of {@link getInvestigations} (`buildTypes.get_investigations`). */
export interface GetInvestigationsArgs<S extends InvestigationsFields = InvestigationsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getInvestigationsOp: Operation = {
  id: 'buildTypes.get_investigations',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/investigations',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/investigations` (`get_investigations`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getInvestigations(
  client: Transport,
  args: GetInvestigationsArgs<never>,
  options?: CallOptions,
): Promise<Investigations>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/investigations` (`get_investigations`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getInvestigations<const S extends object & ExactFields<S, InvestigationsFields>>(
  client: Transport,
  args: GetInvestigationsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Investigations, S>>;
export async function getInvestigations(
  client: Transport,
  args: GetInvestigationsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getInvestigationsOp, withFields(getInvestigationsOp, args), options);
}

/** Inputs of {@link getParameter} (`buildTypes.get_parameter`). */
export interface GetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParameterOp: Operation = {
  id: 'buildTypes.get_parameter',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}` (`get_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameter(
  client: Transport,
  args: GetParameterArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}` (`get_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameter<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: GetParameterArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function getParameter(client: Transport, args: GetParameterArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getParameterOp, withFields(getParameterOp, args), options);
}

/** Inputs of {@link getParameter0} (`buildTypes.get_parameter_0`). */
export interface GetParameter0Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParameter0Op: Operation = {
  id: 'buildTypes.get_parameter_0',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/settings/{name}` (`get_parameter_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameter0(
  client: Transport,
  args: GetParameter0Args<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/settings/{name}` (`get_parameter_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
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

/** Inputs of {@link getParameterType} (`buildTypes.get_parameter_type`). */
export interface GetParameterTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getParameterTypeOp: Operation = {
  id: 'buildTypes.get_parameter_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}/type` (`get_parameter_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameterType(client: Transport, args: GetParameterTypeArgs, options?: CallOptions): Promise<Type> {
  return request(client, getParameterTypeOp, args, options) as Promise<Type>;
}

/** Inputs of {@link getParameterTypeRawValue} (`buildTypes.get_parameter_type_raw_value`). */
export interface GetParameterTypeRawValueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getParameterTypeRawValueOp: Operation = {
  id: 'buildTypes.get_parameter_type_raw_value',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue` (`get_parameter_type_raw_value`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameterTypeRawValue(
  client: Transport,
  args: GetParameterTypeRawValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterTypeRawValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link getParameterValueLong} (`buildTypes.get_parameter_value_long`). */
export interface GetParameterValueLongArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getParameterValueLongOp: Operation = {
  id: 'buildTypes.get_parameter_value_long',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/value',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}/value` (`get_parameter_value_long`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameterValueLong(
  client: Transport,
  args: GetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLongOp, args, options) as Promise<string>;
}

/** Inputs of {@link getParameterValueLong0} (`buildTypes.get_parameter_value_long_0`). */
export interface GetParameterValueLong0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getParameterValueLong0Op: Operation = {
  id: 'buildTypes.get_parameter_value_long_0',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}/value',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/settings/{name}/value` (`get_parameter_value_long_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameterValueLong0(
  client: Transport,
  args: GetParameterValueLong0Args,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLong0Op, args, options) as Promise<string>;
}

/** Inputs of {@link getParameters} (`buildTypes.get_parameters`). */
export interface GetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParametersOp: Operation = {
  id: 'buildTypes.get_parameters',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/parameters` (`get_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameters(
  client: Transport,
  args: GetParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/parameters` (`get_parameters`).
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

/** Inputs of {@link getParameters0} (`buildTypes.get_parameters_0`). */
export interface GetParameters0Args<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParameters0Op: Operation = {
  id: 'buildTypes.get_parameters_0',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/settings` (`get_parameters_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getParameters0(
  client: Transport,
  args: GetParameters0Args<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/settings` (`get_parameters_0`).
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

/** Inputs of {@link getSettingsFile} (`buildTypes.get_settings_file`). */
export interface GetSettingsFileArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const getSettingsFileOp: Operation = {
  id: 'buildTypes.get_settings_file',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settingsFile',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/settingsFile` (`get_settings_file`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSettingsFile(client: Transport, args: GetSettingsFileArgs, options?: CallOptions): Promise<string> {
  return request(client, getSettingsFileOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSnapshotDep} (`buildTypes.get_snapshot_dep`). */
export interface GetSnapshotDepArgs<S extends SnapshotDependencyFields = SnapshotDependencyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  snapshotDepLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getSnapshotDepOp: Operation = {
  id: 'buildTypes.get_snapshot_dep',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`get_snapshot_dep`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSnapshotDep(
  client: Transport,
  args: GetSnapshotDepArgs<never>,
  options?: CallOptions,
): Promise<SnapshotDependency>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`get_snapshot_dep`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSnapshotDep<const S extends object & ExactFields<S, SnapshotDependencyFields>>(
  client: Transport,
  args: GetSnapshotDepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<SnapshotDependency, S>>;
export async function getSnapshotDep(
  client: Transport,
  args: GetSnapshotDepArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getSnapshotDepOp, withFields(getSnapshotDepOp, args), options);
}

/** Inputs of {@link getSnapshotDeps} (`buildTypes.get_snapshot_deps`). */
export interface GetSnapshotDepsArgs<S extends SnapshotDependenciesFields = SnapshotDependenciesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getSnapshotDepsOp: Operation = {
  id: 'buildTypes.get_snapshot_deps',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`get_snapshot_deps`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSnapshotDeps(
  client: Transport,
  args: GetSnapshotDepsArgs<never>,
  options?: CallOptions,
): Promise<SnapshotDependencies>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`get_snapshot_deps`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSnapshotDeps<const S extends object & ExactFields<S, SnapshotDependenciesFields>>(
  client: Transport,
  args: GetSnapshotDepsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<SnapshotDependencies, S>>;
export async function getSnapshotDeps(
  client: Transport,
  args: GetSnapshotDepsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getSnapshotDepsOp, withFields(getSnapshotDepsOp, args), options);
}

/** Inputs of {@link getStep} (`buildTypes.get_step`). */
export interface GetStepArgs<S extends StepFields = StepFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getStepOp: Operation = {
  id: 'buildTypes.get_step',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`get_step`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getStep(client: Transport, args: GetStepArgs<never>, options?: CallOptions): Promise<Step>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`get_step`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getStep<const S extends object & ExactFields<S, StepFields>>(
  client: Transport,
  args: GetStepArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Step, S>>;
export async function getStep(client: Transport, args: GetStepArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getStepOp, withFields(getStepOp, args), options);
}

/** Inputs of {@link getStepParameter} (`buildTypes.get_step_parameter`). */
export interface GetStepParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  parameterName: string;
}

export const getStepParameterOp: Operation = {
  id: 'buildTypes.get_step_parameter',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}` (`get_step_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getStepParameter(
  client: Transport,
  args: GetStepParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getStepParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link getStepParameters} (`buildTypes.get_step_parameters`). */
export interface GetStepParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getStepParametersOp: Operation = {
  id: 'buildTypes.get_step_parameters',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters` (`get_step_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getStepParameters(
  client: Transport,
  args: GetStepParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters` (`get_step_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getStepParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetStepParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getStepParameters(
  client: Transport,
  args: GetStepParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getStepParametersOp, withFields(getStepParametersOp, args), options);
}

/** Inputs of {@link getStepSetting} (`buildTypes.get_step_setting`). */
export interface GetStepSettingArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  stepId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fieldName: string;
}

export const getStepSettingOp: Operation = {
  id: 'buildTypes.get_step_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}` (`get_step_setting`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getStepSetting(client: Transport, args: GetStepSettingArgs, options?: CallOptions): Promise<string> {
  return request(client, getStepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSteps} (`buildTypes.get_steps`). */
export interface GetStepsArgs<S extends StepsFields = StepsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getStepsOp: Operation = {
  id: 'buildTypes.get_steps',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/steps` (`get_steps`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSteps(client: Transport, args: GetStepsArgs<never>, options?: CallOptions): Promise<Steps>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/steps` (`get_steps`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getSteps<const S extends object & ExactFields<S, StepsFields>>(
  client: Transport,
  args: GetStepsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Steps, S>>;
export async function getSteps(client: Transport, args: GetStepsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getStepsOp, withFields(getStepsOp, args), options);
}

/** Inputs of {@link getTemplate} (`buildTypes.get_template`). */
export interface GetTemplateArgs<S extends BuildTypeFields = BuildTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  templateLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTemplateOp: Operation = {
  id: 'buildTypes.get_template',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/templates/{templateLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/templates/{templateLocator}` (`get_template`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getTemplate(client: Transport, args: GetTemplateArgs<never>, options?: CallOptions): Promise<BuildType>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/templates/{templateLocator}` (`get_template`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getTemplate<const S extends object & ExactFields<S, BuildTypeFields>>(
  client: Transport,
  args: GetTemplateArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>>;
export async function getTemplate(client: Transport, args: GetTemplateArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getTemplateOp, withFields(getTemplateOp, args), options);
}

/** Inputs of {@link serveBuildTypeBuildsTags} (`buildTypes.serve_build_type_builds_tags`). */
export interface ServeBuildTypeBuildsTagsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `field`. the seeds name a field input without its placement; TeamCity 2025 declares it as an optional query parameter */
  field?: string;
}

export const serveBuildTypeBuildsTagsOp: Operation = {
  id: 'buildTypes.serve_build_type_builds_tags',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/buildTags',
  query: [['field', 'field']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/buildTags` (`serve_build_type_builds_tags`, alias `get_build_type_builds_tags`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildTypeBuildsTags(
  client: Transport,
  args: ServeBuildTypeBuildsTagsArgs,
  options?: CallOptions,
): Promise<Tags> {
  return request(client, serveBuildTypeBuildsTagsOp, args, options) as Promise<Tags>;
}

export { serveBuildTypeBuildsTags as getBuildTypeBuildsTags };

/** Inputs of {@link serveBuildWithProject} (`buildTypes.serve_build_with_project`). */
export interface ServeBuildWithProjectArgs<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildWithProjectOp: Operation = {
  id: 'buildTypes.serve_build_with_project',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/builds/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildWithProject(
  client: Transport,
  args: ServeBuildWithProjectArgs<never>,
  options?: CallOptions,
): Promise<Build>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
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

/** Inputs of {@link serveBuilds} (`buildTypes.serve_builds`). */
export interface ServeBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
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
  id: 'buildTypes.serve_builds',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/builds',
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
 * `GET /app/rest/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuilds(client: Transport, args: ServeBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
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

/** Inputs of {@link setParameter} (`buildTypes.set_parameter`). */
export interface SetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameterOp: Operation = {
  id: 'buildTypes.set_parameter',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/parameters` (`set_parameter`).
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
 * `POST /app/rest/buildTypes/{btLocator}/parameters` (`set_parameter`).
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

/** Inputs of {@link setParameter0} (`buildTypes.set_parameter_0`). */
export interface SetParameter0Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter0Op: Operation = {
  id: 'buildTypes.set_parameter_0',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}` (`set_parameter_0`).
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
 * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}` (`set_parameter_0`).
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

/** Inputs of {@link setParameter1} (`buildTypes.set_parameter_1`). */
export interface SetParameter1Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter1Op: Operation = {
  id: 'buildTypes.set_parameter_1',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/settings` (`set_parameter_1`).
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
 * `POST /app/rest/buildTypes/{btLocator}/settings` (`set_parameter_1`).
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

/** Inputs of {@link setParameter2} (`buildTypes.set_parameter_2`). */
export interface SetParameter2Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter2Op: Operation = {
  id: 'buildTypes.set_parameter_2',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/settings/{name}` (`set_parameter_2`).
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
 * `PUT /app/rest/buildTypes/{btLocator}/settings/{name}` (`set_parameter_2`).
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

/** Inputs of {@link setParameterType} (`buildTypes.set_parameter_type`). */
export interface SetParameterTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `application/json`. */
  body?: Type;
}

export const setParameterTypeOp: Operation = {
  id: 'buildTypes.set_parameter_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}/type` (`set_parameter_type`).
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

/** Inputs of {@link setParameterTypeRawValue} (`buildTypes.set_parameter_type_raw_value`). */
export interface SetParameterTypeRawValueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setParameterTypeRawValueOp: Operation = {
  id: 'buildTypes.set_parameter_type_raw_value',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue` (`set_parameter_type_raw_value`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * checkbox checkedValue='true'
 * ```
 */
export function setParameterTypeRawValue(
  client: Transport,
  args: SetParameterTypeRawValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterTypeRawValueOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameterValueLong} (`buildTypes.set_parameter_value_long`). */
export interface SetParameterValueLongArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLongOp: Operation = {
  id: 'buildTypes.set_parameter_value_long',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/value',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}/value` (`set_parameter_value_long`).
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

/** Inputs of {@link setParameterValueLong0} (`buildTypes.set_parameter_value_long_0`). */
export interface SetParameterValueLong0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLong0Op: Operation = {
  id: 'buildTypes.set_parameter_value_long_0',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}/value',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/settings/{name}/value` (`set_parameter_value_long_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * 10
 * ```
 */
export function setParameterValueLong0(
  client: Transport,
  args: SetParameterValueLong0Args,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterValueLong0Op, args, options) as Promise<string>;
}

/** Inputs of {@link setParameters} (`buildTypes.set_parameters`). */
export interface SetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const setParametersOp: Operation = {
  id: 'buildTypes.set_parameters',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/parameters` (`set_parameters`).
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
 * `PUT /app/rest/buildTypes/{btLocator}/parameters` (`set_parameters`).
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

/** Inputs of {@link setParameters0} (`buildTypes.set_parameters_0`). */
export interface SetParameters0Args<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const setParameters0Op: Operation = {
  id: 'buildTypes.set_parameters_0',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/settings` (`set_parameters_0`).
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
 * `PUT /app/rest/buildTypes/{btLocator}/settings` (`set_parameters_0`).
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

/** Inputs of {@link setTemplates} (`buildTypes.set_templates`). */
export interface SetTemplatesArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `optimizeSettings` (seed: `optimize_settings`). */
  optimizeSettings?: boolean;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: BuildTypes;
}

export const setTemplatesOp: Operation = {
  id: 'buildTypes.set_templates',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: [
    ['optimizeSettings', 'optimizeSettings'],
    ['fields', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/templates` (`set_templates`).
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
export function setTemplates(
  client: Transport,
  args: SetTemplatesArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/templates` (`set_templates`).
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
export function setTemplates<const S extends object & ExactFields<S, BuildTypesFields>>(
  client: Transport,
  args: SetTemplatesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>>;
export async function setTemplates(client: Transport, args: SetTemplatesArgs, options?: CallOptions): Promise<unknown> {
  return request(client, setTemplatesOp, withFields(setTemplatesOp, args), options);
}

/** Inputs of {@link setVcsLabelingOptions} (`buildTypes.set_vcs_labeling_options`). */
export interface SetVcsLabelingOptionsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Request body, sent as `application/json`. */
  body?: VcsLabeling;
}

export const setVcsLabelingOptionsOp: Operation = {
  id: 'buildTypes.set_vcs_labeling_options',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcsLabeling',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/vcsLabeling` (`set_vcs_labeling_options`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "labelName": "build-%system.build.number%",
 *   "type": "SUCCESSFUL_ONLY"
 * }
 * ```
 */
export function setVcsLabelingOptions(
  client: Transport,
  args: SetVcsLabelingOptionsArgs,
  options?: CallOptions,
): Promise<VcsLabeling> {
  return request(client, setVcsLabelingOptionsOp, args, options) as Promise<VcsLabeling>;
}

/** Inputs of {@link updateVcsRootEntry} (`buildTypes.update_vcs_root_entry`). */
export interface UpdateVcsRootEntryArgs<S extends VcsRootEntryFields = VcsRootEntryFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: VcsRootEntry;
}

export const updateVcsRootEntryOp: Operation = {
  id: 'buildTypes.update_vcs_root_entry',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`update_vcs_root_entry`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Git",
 *   "vcs-root": {
 *     "id": "App_Git"
 *   },
 *   "checkout-rules": "+:src => src"
 * }
 * ```
 */
export function updateVcsRootEntry(
  client: Transport,
  args: UpdateVcsRootEntryArgs<never>,
  options?: CallOptions,
): Promise<VcsRootEntry>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`update_vcs_root_entry`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Git",
 *   "vcs-root": {
 *     "id": "App_Git"
 *   },
 *   "checkout-rules": "+:src => src"
 * }
 * ```
 */
export function updateVcsRootEntry<const S extends object & ExactFields<S, VcsRootEntryFields>>(
  client: Transport,
  args: UpdateVcsRootEntryArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootEntry, S>>;
export async function updateVcsRootEntry(
  client: Transport,
  args: UpdateVcsRootEntryArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, updateVcsRootEntryOp, withFields(updateVcsRootEntryOp, args), options);
}

/** Inputs of {@link updateVcsRootEntryCheckoutRules} (`buildTypes.update_vcs_root_entry_checkout_rules`). */
export interface UpdateVcsRootEntryCheckoutRulesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const updateVcsRootEntryCheckoutRulesOp: Operation = {
  id: 'buildTypes.update_vcs_root_entry_checkout_rules',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules` (`update_vcs_root_entry_checkout_rules`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * +:src => src
 * ```
 */
export function updateVcsRootEntryCheckoutRules(
  client: Transport,
  args: UpdateVcsRootEntryCheckoutRulesArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, updateVcsRootEntryCheckoutRulesOp, args, options) as Promise<string>;
}

/** Inputs of {@link moveBuildType} (`buildTypes.move_build_type`). */
export interface MoveBuildTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `targetProjectId` (seed: `target_project_id`). */
  targetProjectId?: string;
}

export const moveBuildTypeOp: Operation = {
  id: 'buildTypes.move_build_type',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/move',
  query: [['targetProjectId', 'targetProjectId']],
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/move` (`move_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId moveBuildType).
 */
export function moveBuildType(client: Transport, args: MoveBuildTypeArgs, options?: CallOptions): Promise<void> {
  return request(client, moveBuildTypeOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildParametersOfBuildType} (`buildTypes.get_build_parameters_of_build_type`). */
export interface GetBuildParametersOfBuildTypeArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildParametersOfBuildTypeOp: Operation = {
  id: 'buildTypes.get_build_parameters_of_build_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/output-parameters` (`get_build_parameters_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildParametersOfBuildType).
 */
export function getBuildParametersOfBuildType(
  client: Transport,
  args: GetBuildParametersOfBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/output-parameters` (`get_build_parameters_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildParametersOfBuildType).
 */
export function getBuildParametersOfBuildType<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetBuildParametersOfBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getBuildParametersOfBuildType(
  client: Transport,
  args: GetBuildParametersOfBuildTypeArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildParametersOfBuildTypeOp, withFields(getBuildParametersOfBuildTypeOp, args), options);
}

/** Inputs of {@link createBuildParameterOfBuildType} (`buildTypes.create_build_parameter_of_build_type`). */
export interface CreateBuildParameterOfBuildTypeArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const createBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.create_build_parameter_of_build_type',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildTypes/{btLocator}/output-parameters` (`create_build_parameter_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId createBuildParameterOfBuildType).
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function createBuildParameterOfBuildType(
  client: Transport,
  args: CreateBuildParameterOfBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `POST /app/rest/buildTypes/{btLocator}/output-parameters` (`create_build_parameter_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId createBuildParameterOfBuildType).
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function createBuildParameterOfBuildType<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: CreateBuildParameterOfBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function createBuildParameterOfBuildType(
  client: Transport,
  args: CreateBuildParameterOfBuildTypeArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(
    client,
    createBuildParameterOfBuildTypeOp,
    withFields(createBuildParameterOfBuildTypeOp, args),
    options,
  );
}

/** Inputs of {@link updateBuildParametersOfBuildType} (`buildTypes.update_build_parameters_of_build_type`). */
export interface UpdateBuildParametersOfBuildTypeArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const updateBuildParametersOfBuildTypeOp: Operation = {
  id: 'buildTypes.update_build_parameters_of_build_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/output-parameters` (`update_build_parameters_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParametersOfBuildType).
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
export function updateBuildParametersOfBuildType(
  client: Transport,
  args: UpdateBuildParametersOfBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/output-parameters` (`update_build_parameters_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParametersOfBuildType).
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
export function updateBuildParametersOfBuildType<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: UpdateBuildParametersOfBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function updateBuildParametersOfBuildType(
  client: Transport,
  args: UpdateBuildParametersOfBuildTypeArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(
    client,
    updateBuildParametersOfBuildTypeOp,
    withFields(updateBuildParametersOfBuildTypeOp, args),
    options,
  );
}

/** Inputs of {@link deleteBuildParametersOfBuildType} (`buildTypes.delete_build_parameters_of_build_type`). */
export interface DeleteBuildParametersOfBuildTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
}

export const deleteBuildParametersOfBuildTypeOp: Operation = {
  id: 'buildTypes.delete_build_parameters_of_build_type',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/output-parameters` (`delete_build_parameters_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteBuildParametersOfBuildType).
 */
export function deleteBuildParametersOfBuildType(
  client: Transport,
  args: DeleteBuildParametersOfBuildTypeArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteBuildParametersOfBuildTypeOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildParameterOfBuildType} (`buildTypes.get_build_parameter_of_build_type`). */
export interface GetBuildParameterOfBuildTypeArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.get_build_parameter_of_build_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`get_build_parameter_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildParameterOfBuildType).
 */
export function getBuildParameterOfBuildType(
  client: Transport,
  args: GetBuildParameterOfBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`get_build_parameter_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildParameterOfBuildType).
 */
export function getBuildParameterOfBuildType<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: GetBuildParameterOfBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function getBuildParameterOfBuildType(
  client: Transport,
  args: GetBuildParameterOfBuildTypeArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildParameterOfBuildTypeOp, withFields(getBuildParameterOfBuildTypeOp, args), options);
}

/** Inputs of {@link updateBuildParameterOfBuildType} (`buildTypes.update_build_parameter_of_build_type`). */
export interface UpdateBuildParameterOfBuildTypeArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: ModelProperty;
}

export const updateBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.update_build_parameter_of_build_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`update_build_parameter_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParameterOfBuildType).
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function updateBuildParameterOfBuildType(
  client: Transport,
  args: UpdateBuildParameterOfBuildTypeArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `PUT /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`update_build_parameter_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParameterOfBuildType).
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function updateBuildParameterOfBuildType<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: UpdateBuildParameterOfBuildTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function updateBuildParameterOfBuildType(
  client: Transport,
  args: UpdateBuildParameterOfBuildTypeArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(
    client,
    updateBuildParameterOfBuildTypeOp,
    withFields(updateBuildParameterOfBuildTypeOp, args),
    options,
  );
}

/** Inputs of {@link deleteBuildParameterOfBuildType} (`buildTypes.delete_build_parameter_of_build_type`). */
export interface DeleteBuildParameterOfBuildTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const deleteBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.delete_build_parameter_of_build_type',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`delete_build_parameter_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteBuildParameterOfBuildType).
 */
export function deleteBuildParameterOfBuildType(
  client: Transport,
  args: DeleteBuildParameterOfBuildTypeArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteBuildParameterOfBuildTypeOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildParameterValueOfBuildType} (`buildTypes.get_build_parameter_value_of_build_type`). */
export interface GetBuildParameterValueOfBuildTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const getBuildParameterValueOfBuildTypeOp: Operation = {
  id: 'buildTypes.get_build_parameter_value_of_build_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}/value',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/output-parameters/{name}/value` (`get_build_parameter_value_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildParameterValueOfBuildType).
 */
export function getBuildParameterValueOfBuildType(
  client: Transport,
  args: GetBuildParameterValueOfBuildTypeArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildParameterValueOfBuildTypeOp, args, options) as Promise<string>;
}

/** Inputs of {@link updateBuildParameterValueOfBuildType} (`buildTypes.update_build_parameter_value_of_build_type`). */
export interface UpdateBuildParameterValueOfBuildTypeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const updateBuildParameterValueOfBuildTypeOp: Operation = {
  id: 'buildTypes.update_build_parameter_value_of_build_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}/value',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildTypes/{btLocator}/output-parameters/{name}/value` (`update_build_parameter_value_of_build_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParameterValueOfBuildType).
 *
 * Example body:
 * ```text
 * %env.VERSION%
 * ```
 */
export function updateBuildParameterValueOfBuildType(
  client: Transport,
  args: UpdateBuildParameterValueOfBuildTypeArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, updateBuildParameterValueOfBuildTypeOp, args, options) as Promise<string>;
}

/** Inputs of {@link getRoot} (`buildTypes.get_root`). */
export interface GetRootArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
}

export const getRootOp: Operation = {
  id: 'buildTypes.get_root',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest` (`get_root`).
 * From the file-tree set, stamped on the build type VCS files.
 */
export function getRoot(client: Transport, args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest` (`get_root`).
 * From the file-tree set, stamped on the build type VCS files.
 */
export function getRoot<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getRoot(client: Transport, args: GetRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRootOp, withFields(getRootOp, args), options);
}

/** Inputs of {@link getChildren} (`buildTypes.get_children`). */
export interface GetChildrenArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
}

export const getChildrenOp: Operation = {
  id: 'buildTypes.get_children',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/children{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/children{path}` (`get_children`).
 * From the file-tree set, stamped on the build type VCS files.
 */
export function getChildren(client: Transport, args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/children{path}` (`get_children`).
 * From the file-tree set, stamped on the build type VCS files.
 */
export function getChildren<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildren(client: Transport, args: GetChildrenArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options);
}

/** Inputs of {@link getChildrenAlias} (`buildTypes.get_children_alias`). */
export interface GetChildrenAliasArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
}

export const getChildrenAliasOp: Operation = {
  id: 'buildTypes.get_children_alias',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the build type VCS files.
 */
export function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs<never>,
  options?: CallOptions,
): Promise<Files>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the build type VCS files.
 */
export function getChildrenAlias<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenAliasArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options);
}

/** Inputs of {@link getContent} (`buildTypes.get_content`). */
export interface GetContentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `responseBuilder` (seed: `response_builder`). */
  responseBuilder?: string;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
}

export const getContentOp: Operation = {
  id: 'buildTypes.get_content',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/content{/path}',
  query: [
    ['responseBuilder', 'responseBuilder'],
    ['resolveParameters', 'resolveParameters'],
  ],
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/content{path}` (`get_content`).
 * From the file-tree set, stamped on the build type VCS files.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias} (`buildTypes.get_content_alias`). */
export interface GetContentAliasArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
}

export const getContentAliasOp: Operation = {
  id: 'buildTypes.get_content_alias',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/files{/path}',
  query: [['resolveParameters', 'resolveParameters']],
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/files{path}` (`get_content_alias`).
 * From the file-tree set, stamped on the build type VCS files.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata} (`buildTypes.get_metadata`). */
export interface GetMetadataArgs<S extends FileFields = FileFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
}

export const getMetadataOp: Operation = {
  id: 'buildTypes.get_metadata',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/metadata{/path}',
  query: [
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the build type VCS files.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata(client: Transport, args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the build type VCS files.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata<const S extends object & ExactFields<S, FileFields>>(
  client: Transport,
  args: GetMetadataArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<File, S>>;
export async function getMetadata(client: Transport, args: GetMetadataArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options);
}

/** Inputs of {@link getZipped} (`buildTypes.get_zipped`). */
export interface GetZippedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  btLocator: string | BuildTypeLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `name`. */
  name?: string;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
}

export const getZippedOp: Operation = {
  id: 'buildTypes.get_zipped',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/archived{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['name', 'name'],
    ['resolveParameters', 'resolveParameters'],
  ],
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/archived{path}` (`get_zipped`).
 * From the file-tree set, stamped on the build type VCS files.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `POST /app/rest/buildTypes` (`add_build_type`).
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Build"
   * }
   * ```
   */
  readonly addBuildType: {
    (args?: AddBuildTypeArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args?: AddBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/agent-requirements` (`add_agent_requirement`).
   *
   * Example body:
   * ```json
   * {
   *   "type": "exists",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "property-name",
   *         "value": "docker.server.version"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly addAgentRequirement: {
    (args: AddAgentRequirementArgs<never>, options?: CallOptions): Promise<AgentRequirement>;
    <const S extends object & ExactFields<S, AgentRequirementFields>>(
      args: AddAgentRequirementArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirement, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`add_artifact_dep`).
   *
   * Example body:
   * ```json
   * {
   *   "source-buildType": {
   *     "id": "App_Build"
   *   },
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "pathRules",
   *         "value": "dist/** => dist"
   *       },
   *       {
   *         "name": "revisionName",
   *         "value": "lastSuccessful"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly addArtifactDep: {
    (args: AddArtifactDepArgs<never>, options?: CallOptions): Promise<ArtifactDependency>;
    <const S extends object & ExactFields<S, ArtifactDependencyFields>>(
      args: AddArtifactDepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependency, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/features` (`add_feature`).
   *
   * Example body:
   * ```json
   * {
   *   "type": "commit-status-publisher",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "publisherId",
   *         "value": "githubStatusPublisher"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly addFeature: {
    (args: AddFeatureArgs<never>, options?: CallOptions): Promise<Feature>;
    <const S extends object & ExactFields<S, FeatureFields>>(
      args: AddFeatureArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Feature, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`add_snapshot_dep`).
   *
   * Example body:
   * ```json
   * {
   *   "source-buildType": {
   *     "id": "App_Build"
   *   },
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "run-build-if-dependency-failed",
   *         "value": "MAKE_FAILED_TO_START"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly addSnapshotDep: {
    (args: AddSnapshotDepArgs<never>, options?: CallOptions): Promise<SnapshotDependency>;
    <const S extends object & ExactFields<S, SnapshotDependencyFields>>(
      args: AddSnapshotDepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependency, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/steps` (`add_step`).
   *
   * Example body:
   * ```json
   * {
   *   "name": "Test",
   *   "type": "simpleRunner",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "script.content",
   *         "value": "npm test"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly addStep: {
    (args: AddStepArgs<never>, options?: CallOptions): Promise<Step>;
    <const S extends object & ExactFields<S, StepFields>>(
      args: AddStepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Step, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/templates` (`add_template`).
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Build"
   * }
   * ```
   */
  readonly addTemplate: {
    (args: AddTemplateArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: AddTemplateArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/triggers` (`add_trigger`).
   *
   * Example body:
   * ```json
   * {
   *   "type": "vcsTrigger",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "branchFilter",
   *         "value": "+:*"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly addTrigger: {
    (args: AddTriggerArgs<never>, options?: CallOptions): Promise<Trigger>;
    <const S extends object & ExactFields<S, TriggerFields>>(
      args: AddTriggerArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Trigger, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`add_vcs_root_entry`).
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Git",
   *   "vcs-root": {
   *     "id": "App_Git"
   *   },
   *   "checkout-rules": "+:src => src"
   * }
   * ```
   */
  readonly addVcsRootEntry: {
    (args: AddVcsRootEntryArgs<never>, options?: CallOptions): Promise<VcsRootEntry>;
    <const S extends object & ExactFields<S, VcsRootEntryFields>>(
      args: AddVcsRootEntryArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntry, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`replace_agent_requirement`).
   *
   * Example body:
   * ```json
   * {
   *   "type": "exists",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "property-name",
   *         "value": "docker.server.version"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly replaceAgentRequirement: {
    (args: ReplaceAgentRequirementArgs<never>, options?: CallOptions): Promise<AgentRequirement>;
    <const S extends object & ExactFields<S, AgentRequirementFields>>(
      args: ReplaceAgentRequirementArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirement, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements` (`replace_agent_requirements`).
   *
   * Example body:
   * ```json
   * {
   *   "agent-requirement": [
   *     {
   *       "type": "exists",
   *       "properties": {
   *         "property": [
   *           {
   *             "name": "property-name",
   *             "value": "docker.server.version"
   *           }
   *         ]
   *       }
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceAgentRequirements: {
    (args: ReplaceAgentRequirementsArgs<never>, options?: CallOptions): Promise<AgentRequirements>;
    <const S extends object & ExactFields<S, AgentRequirementsFields>>(
      args: ReplaceAgentRequirementsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirements, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`replace_artifact_dep`).
   *
   * Example body:
   * ```json
   * {
   *   "source-buildType": {
   *     "id": "App_Build"
   *   },
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "pathRules",
   *         "value": "dist/** => dist"
   *       },
   *       {
   *         "name": "revisionName",
   *         "value": "lastSuccessful"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly replaceArtifactDep: {
    (args: ReplaceArtifactDepArgs<never>, options?: CallOptions): Promise<ArtifactDependency>;
    <const S extends object & ExactFields<S, ArtifactDependencyFields>>(
      args: ReplaceArtifactDepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependency, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`replace_artifact_deps`).
   *
   * Example body:
   * ```json
   * {
   *   "artifact-dependency": [
   *     {
   *       "source-buildType": {
   *         "id": "App_Build"
   *       },
   *       "properties": {
   *         "property": [
   *           {
   *             "name": "pathRules",
   *             "value": "dist/** => dist"
   *           },
   *           {
   *             "name": "revisionName",
   *             "value": "lastSuccessful"
   *           }
   *         ]
   *       }
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceArtifactDeps: {
    (args: ReplaceArtifactDepsArgs<never>, options?: CallOptions): Promise<ArtifactDependencies>;
    <const S extends object & ExactFields<S, ArtifactDependenciesFields>>(
      args: ReplaceArtifactDepsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependencies, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}` (`replace_feature`).
   *
   * Example body:
   * ```json
   * {
   *   "type": "commit-status-publisher",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "publisherId",
   *         "value": "githubStatusPublisher"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly replaceFeature: {
    (args: ReplaceFeatureArgs<never>, options?: CallOptions): Promise<Feature>;
    <const S extends object & ExactFields<S, FeatureFields>>(
      args: ReplaceFeatureArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Feature, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters` (`replace_feature_parameters`).
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
  readonly replaceFeatureParameters: {
    (args: ReplaceFeatureParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ReplaceFeatureParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/features` (`replace_features`).
   *
   * Example body:
   * ```json
   * {
   *   "feature": [
   *     {
   *       "type": "perfmon"
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceFeatures: {
    (args: ReplaceFeaturesArgs<never>, options?: CallOptions): Promise<Features>;
    <const S extends object & ExactFields<S, FeaturesFields>>(
      args: ReplaceFeaturesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Features, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`replace_snapshot_dep`).
   *
   * Example body:
   * ```json
   * {
   *   "source-buildType": {
   *     "id": "App_Build"
   *   },
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "run-build-if-dependency-failed",
   *         "value": "MAKE_FAILED_TO_START"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly replaceSnapshotDep: {
    (args: ReplaceSnapshotDepArgs<never>, options?: CallOptions): Promise<SnapshotDependency>;
    <const S extends object & ExactFields<S, SnapshotDependencyFields>>(
      args: ReplaceSnapshotDepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependency, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`replace_snapshot_deps`).
   *
   * Example body:
   * ```json
   * {
   *   "snapshot-dependency": [
   *     {
   *       "source-buildType": {
   *         "id": "App_Build"
   *       }
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceSnapshotDeps: {
    (args: ReplaceSnapshotDepsArgs<never>, options?: CallOptions): Promise<SnapshotDependencies>;
    <const S extends object & ExactFields<S, SnapshotDependenciesFields>>(
      args: ReplaceSnapshotDepsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependencies, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`replace_step`).
   *
   * Example body:
   * ```json
   * {
   *   "name": "Test",
   *   "type": "simpleRunner",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "script.content",
   *         "value": "npm test"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly replaceStep: {
    (args: ReplaceStepArgs<never>, options?: CallOptions): Promise<Step>;
    <const S extends object & ExactFields<S, StepFields>>(
      args: ReplaceStepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Step, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters` (`replace_step_parameters`).
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
  readonly replaceStepParameters: {
    (args: ReplaceStepParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ReplaceStepParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/steps` (`replace_steps`).
   *
   * Example body:
   * ```json
   * {
   *   "step": [
   *     {
   *       "name": "Test",
   *       "type": "simpleRunner",
   *       "properties": {
   *         "property": [
   *           {
   *             "name": "script.content",
   *             "value": "npm test"
   *           }
   *         ]
   *       }
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceSteps: {
    (args: ReplaceStepsArgs<never>, options?: CallOptions): Promise<Steps>;
    <const S extends object & ExactFields<S, StepsFields>>(
      args: ReplaceStepsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Steps, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`replace_trigger`).
   *
   * Example body:
   * ```json
   * {
   *   "type": "vcsTrigger",
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "branchFilter",
   *         "value": "+:*"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly replaceTrigger: {
    (args: ReplaceTriggerArgs<never>, options?: CallOptions): Promise<Trigger>;
    <const S extends object & ExactFields<S, TriggerFields>>(
      args: ReplaceTriggerArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Trigger, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/triggers` (`replace_triggers`).
   *
   * Example body:
   * ```json
   * {
   *   "trigger": [
   *     {
   *       "type": "vcsTrigger"
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceTriggers: {
    (args: ReplaceTriggersArgs<never>, options?: CallOptions): Promise<Triggers>;
    <const S extends object & ExactFields<S, TriggersFields>>(
      args: ReplaceTriggersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Triggers, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`replace_vcs_root_entries`).
   *
   * Example body:
   * ```json
   * {
   *   "vcs-root-entry": [
   *     {
   *       "id": "App_Git",
   *       "vcs-root": {
   *         "id": "App_Git"
   *       }
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceVcsRootEntries: {
    (args: ReplaceVcsRootEntriesArgs<never>, options?: CallOptions): Promise<VcsRootEntries>;
    <const S extends object & ExactFields<S, VcsRootEntriesFields>>(
      args: ReplaceVcsRootEntriesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntries, S>>;
  };
  /** `GET /app/rest/buildTypes/{btLocator}/templates` (`get_templates`). */
  readonly getTemplates: {
    (args: GetTemplatesArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: GetTemplatesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /** `GET /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`get_trigger`). */
  readonly getTrigger: {
    (args: GetTriggerArgs<never>, options?: CallOptions): Promise<Trigger>;
    <const S extends object & ExactFields<S, TriggerFields>>(
      args: GetTriggerArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Trigger, S>>;
  };
  /** `GET /app/rest/buildTypes/{btLocator}/triggers` (`get_triggers`). */
  readonly getTriggers: {
    (args: GetTriggersArgs<never>, options?: CallOptions): Promise<Triggers>;
    <const S extends object & ExactFields<S, TriggersFields>>(
      args: GetTriggersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Triggers, S>>;
  };
  /** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries` (`get_vcs_root_entries`). */
  readonly getVcsRootEntries: {
    (args: GetVcsRootEntriesArgs<never>, options?: CallOptions): Promise<VcsRootEntries>;
    <const S extends object & ExactFields<S, VcsRootEntriesFields>>(
      args: GetVcsRootEntriesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntries, S>>;
  };
  /** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`get_vcs_root_entry`). */
  readonly getVcsRootEntry: {
    (args: GetVcsRootEntryArgs<never>, options?: CallOptions): Promise<VcsRootEntry>;
    <const S extends object & ExactFields<S, VcsRootEntryFields>>(
      args: GetVcsRootEntryArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntry, S>>;
  };
  /** `GET /app/rest/buildTypes/{btLocator}/branches` (`serve_branches`, alias `get_branches`). */
  readonly serveBranches: {
    (args: ServeBranchesArgs<never>, options?: CallOptions): Promise<Branches>;
    <const S extends object & ExactFields<S, BranchesFields>>(
      args: ServeBranchesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Branches, S>>;
  };
  /** `GET /app/rest/buildTypes/{btLocator}/branches` (`serve_branches`, alias `get_branches`). */
  readonly getBranches: {
    (args: ServeBranchesArgs<never>, options?: CallOptions): Promise<Branches>;
    <const S extends object & ExactFields<S, BranchesFields>>(
      args: ServeBranchesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Branches, S>>;
  };
  /**
   * `GET /app/rest/buildTypes` (`get_build_types`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildTypes: {
    (args?: GetBuildTypesArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args?: GetBuildTypesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}` (`serve_build_type_xml`, alias `get_build_type_xml`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildTypeXml: {
    (args: ServeBuildTypeXmlArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: ServeBuildTypeXmlArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}` (`serve_build_type_xml`, alias `get_build_type_xml`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildTypeXml: {
    (args: ServeBuildTypeXmlArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: ServeBuildTypeXmlArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`get_agent_requirement`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getAgentRequirement: {
    (args: GetAgentRequirementArgs<never>, options?: CallOptions): Promise<AgentRequirement>;
    <const S extends object & ExactFields<S, AgentRequirementFields>>(
      args: GetAgentRequirementArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirement, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/agent-requirements` (`get_agent_requirements`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getAgentRequirements: {
    (args: GetAgentRequirementsArgs<never>, options?: CallOptions): Promise<AgentRequirements>;
    <const S extends object & ExactFields<S, AgentRequirementsFields>>(
      args: GetAgentRequirementsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirements, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`get_artifact_dep`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getArtifactDep: {
    (args: GetArtifactDepArgs<never>, options?: CallOptions): Promise<ArtifactDependency>;
    <const S extends object & ExactFields<S, ArtifactDependencyFields>>(
      args: GetArtifactDepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependency, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies` (`get_artifact_deps`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getArtifactDeps: {
    (args: GetArtifactDepsArgs<never>, options?: CallOptions): Promise<ArtifactDependencies>;
    <const S extends object & ExactFields<S, ArtifactDependenciesFields>>(
      args: GetArtifactDepsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependencies, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcsRootInstances` (`get_current_vcs_instances`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getCurrentVcsInstances: {
    (args: GetCurrentVcsInstancesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args: GetCurrentVcsInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs-root-instances` (`get_current_vcs_instances_obsolete`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getCurrentVcsInstancesObsolete: {
    (args: GetCurrentVcsInstancesObsoleteArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args: GetCurrentVcsInstancesObsoleteArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}` (`get_feature`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getFeature: {
    (args: GetFeatureArgs<never>, options?: CallOptions): Promise<Feature>;
    <const S extends object & ExactFields<S, FeatureFields>>(
      args: GetFeatureArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Feature, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters` (`get_feature_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getFeatureParameters: {
    (args: GetFeatureParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetFeatureParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/features` (`get_features`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getFeatures: {
    (args: GetFeaturesArgs<never>, options?: CallOptions): Promise<Features>;
    <const S extends object & ExactFields<S, FeaturesFields>>(
      args: GetFeaturesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Features, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/investigations` (`get_investigations`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getInvestigations: {
    (args: GetInvestigationsArgs<never>, options?: CallOptions): Promise<Investigations>;
    <const S extends object & ExactFields<S, InvestigationsFields>>(
      args: GetInvestigationsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}` (`get_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameter: {
    (args: GetParameterArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: GetParameterArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/settings/{name}` (`get_parameter_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameter0: {
    (args: GetParameter0Args<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: GetParameter0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/parameters` (`get_parameters`).
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
   * `GET /app/rest/buildTypes/{btLocator}/settings` (`get_parameters_0`).
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
   * `GET /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`get_snapshot_dep`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSnapshotDep: {
    (args: GetSnapshotDepArgs<never>, options?: CallOptions): Promise<SnapshotDependency>;
    <const S extends object & ExactFields<S, SnapshotDependencyFields>>(
      args: GetSnapshotDepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependency, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/snapshot-dependencies` (`get_snapshot_deps`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSnapshotDeps: {
    (args: GetSnapshotDepsArgs<never>, options?: CallOptions): Promise<SnapshotDependencies>;
    <const S extends object & ExactFields<S, SnapshotDependenciesFields>>(
      args: GetSnapshotDepsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependencies, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`get_step`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getStep: {
    (args: GetStepArgs<never>, options?: CallOptions): Promise<Step>;
    <const S extends object & ExactFields<S, StepFields>>(
      args: GetStepArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Step, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters` (`get_step_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getStepParameters: {
    (args: GetStepParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetStepParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/steps` (`get_steps`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSteps: {
    (args: GetStepsArgs<never>, options?: CallOptions): Promise<Steps>;
    <const S extends object & ExactFields<S, StepsFields>>(
      args: GetStepsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Steps, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/templates/{templateLocator}` (`get_template`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getTemplate: {
    (args: GetTemplateArgs<never>, options?: CallOptions): Promise<BuildType>;
    <const S extends object & ExactFields<S, BuildTypeFields>>(
      args: GetTemplateArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
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
   * `GET /app/rest/buildTypes/{btLocator}/builds/{buildLocator}` (`serve_build_with_project`, alias `get_build_with_project`).
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
   * `GET /app/rest/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
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
   * `GET /app/rest/buildTypes/{btLocator}/builds` (`serve_builds`, alias `get_builds`).
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
   * `POST /app/rest/buildTypes/{btLocator}/parameters` (`set_parameter`).
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
   * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}` (`set_parameter_0`).
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
   * `POST /app/rest/buildTypes/{btLocator}/settings` (`set_parameter_1`).
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
   * `PUT /app/rest/buildTypes/{btLocator}/settings/{name}` (`set_parameter_2`).
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
   * `PUT /app/rest/buildTypes/{btLocator}/parameters` (`set_parameters`).
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
   * `PUT /app/rest/buildTypes/{btLocator}/settings` (`set_parameters_0`).
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
   * `PUT /app/rest/buildTypes/{btLocator}/templates` (`set_templates`).
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
  readonly setTemplates: {
    (args: SetTemplatesArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: SetTemplatesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`update_vcs_root_entry`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Git",
   *   "vcs-root": {
   *     "id": "App_Git"
   *   },
   *   "checkout-rules": "+:src => src"
   * }
   * ```
   */
  readonly updateVcsRootEntry: {
    (args: UpdateVcsRootEntryArgs<never>, options?: CallOptions): Promise<VcsRootEntry>;
    <const S extends object & ExactFields<S, VcsRootEntryFields>>(
      args: UpdateVcsRootEntryArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntry, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/output-parameters` (`get_build_parameters_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildParametersOfBuildType).
   */
  readonly getBuildParametersOfBuildType: {
    (args: GetBuildParametersOfBuildTypeArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetBuildParametersOfBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `POST /app/rest/buildTypes/{btLocator}/output-parameters` (`create_build_parameter_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId createBuildParameterOfBuildType).
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly createBuildParameterOfBuildType: {
    (args: CreateBuildParameterOfBuildTypeArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: CreateBuildParameterOfBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/output-parameters` (`update_build_parameters_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParametersOfBuildType).
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
  readonly updateBuildParametersOfBuildType: {
    (args: UpdateBuildParametersOfBuildTypeArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: UpdateBuildParametersOfBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`get_build_parameter_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildParameterOfBuildType).
   */
  readonly getBuildParameterOfBuildType: {
    (args: GetBuildParameterOfBuildTypeArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: GetBuildParameterOfBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`update_build_parameter_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParameterOfBuildType).
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly updateBuildParameterOfBuildType: {
    (args: UpdateBuildParameterOfBuildTypeArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: UpdateBuildParameterOfBuildTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest` (`get_root`).
   * From the file-tree set, stamped on the build type VCS files.
   */
  readonly getRoot: {
    (args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/children{path}` (`get_children`).
   * From the file-tree set, stamped on the build type VCS files.
   */
  readonly getChildren: {
    (args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/{path}` (`get_children_alias`).
   * From the file-tree set, stamped on the build type VCS files.
   */
  readonly getChildrenAlias: {
    (args: GetChildrenAliasArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenAliasArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/metadata{path}` (`get_metadata`).
   * From the file-tree set, stamped on the build type VCS files.
   * The seeds give the result as `file`; see the spec note.
   * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
   */
  readonly getMetadata: {
    (args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
    <const S extends object & ExactFields<S, FileFields>>(
      args: GetMetadataArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The buildTypes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}` (`add_feature_parameter`).
   *
   * Example body:
   * ```text
   * githubStatusPublisher
   * ```
   */
  readonly addFeatureParameter: (args: AddFeatureParameterArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}` (`add_step_parameter`).
   *
   * Example body:
   * ```text
   * npm test
   * ```
   */
  readonly addStepParameter: (args: AddStepParameterArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}` (`change_artifact_dep_setting`).
   *
   * Example body:
   * ```text
   * false
   * ```
   */
  readonly changeArtifactDepSetting: (args: ChangeArtifactDepSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/features/{featureId}/{name}` (`change_feature_setting`).
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly changeFeatureSetting: (args: ChangeFeatureSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}` (`change_requirement_setting`).
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly changeRequirementSetting: (args: ChangeRequirementSettingArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/buildTypes/{btLocator}/templates` (`remove_all_templates`). */
  readonly removeAllTemplates: (args: RemoveAllTemplatesArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/buildTypes/{btLocator}/templates/{templateLocator}` (`remove_template`). */
  readonly removeTemplate: (args: RemoveTemplateArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}` (`get_trigger_setting`). */
  readonly getTriggerSetting: (args: GetTriggerSettingArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/buildTypes/{btLocator}/vcsLabeling` (`get_vcs_labeling_options`). */
  readonly getVcsLabelingOptions: (args: GetVcsLabelingOptionsArgs, options?: CallOptions) => Promise<VcsLabeling>;
  /** `GET /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules` (`get_vcs_root_entry_checkout_rules`). */
  readonly getVcsRootEntryCheckoutRules: (
    args: GetVcsRootEntryCheckoutRulesArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /** `GET /app/rest/buildTypes/{btLocator}/builds/{buildLocator}/{field}` (`serve_build_field`, alias `get_build_field`). */
  readonly serveBuildField: (args: ServeBuildFieldArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/buildTypes/{btLocator}/builds/{buildLocator}/{field}` (`serve_build_field`, alias `get_build_field`). */
  readonly getBuildField: (args: ServeBuildFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}` (`delete_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteBuildType: (args: DeleteBuildTypeArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/{field}` (`serve_build_type_field`, alias `get_build_type_field`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildTypeField: (args: ServeBuildTypeFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/{field}` (`serve_build_type_field`, alias `get_build_type_field`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildTypeField: (args: ServeBuildTypeFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/{field}` (`set_build_type_field`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly setBuildTypeField: (args: SetBuildTypeFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}` (`change_step_setting`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly changeStepSetting: (args: ChangeStepSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}` (`change_trigger_setting`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * false
   * ```
   */
  readonly changeTriggerSetting: (args: ChangeTriggerSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}` (`delete_agent_requirement`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteAgentRequirement: (args: DeleteAgentRequirementArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}` (`delete_artifact_dep`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteArtifactDep: (args: DeleteArtifactDepArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/features/{featureId}` (`delete_feature`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteFeature: (args: DeleteFeatureArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}` (`delete_snapshot_dep`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteSnapshotDep: (args: DeleteSnapshotDepArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/steps/{stepId}` (`delete_step`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteStep: (args: DeleteStepArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}` (`delete_trigger`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteTrigger: (args: DeleteTriggerArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}` (`delete_vcs_root_entry`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteVcsRootEntry: (args: DeleteVcsRootEntryArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/parameters` (`delete_all_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteAllParameters: (args: DeleteAllParametersArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/settings` (`delete_all_parameters_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteAllParameters0: (args: DeleteAllParameters0Args, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/parameters/{name}` (`delete_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteParameter: (args: DeleteParameterArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/settings/{name}` (`delete_parameter_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly deleteParameter0: (args: DeleteParameter0Args, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}` (`get_requirement_setting`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getRequirementSetting: (args: GetRequirementSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/aliases` (`get_aliases`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getAliases: (args: GetAliasesArgs, options?: CallOptions) => Promise<Items>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}` (`get_artifact_dep_setting`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getArtifactDepSetting: (args: GetArtifactDepSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/example/newBuildTypeDescription` (`get_example_new_project_description`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getExampleNewProjectDescription: (
    args: GetExampleNewProjectDescriptionArgs,
    options?: CallOptions,
  ) => Promise<NewBuildTypeDescription>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/newBuildTypeDescription` (`get_example_new_project_description_compatibility_version1`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getExampleNewProjectDescriptionCompatibilityVersion1: (
    args: GetExampleNewProjectDescriptionCompatibilityVersion1Args,
    options?: CallOptions,
  ) => Promise<NewBuildTypeDescription>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}` (`get_feature_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getFeatureParameter: (args: GetFeatureParameterArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/features/{featureId}/{name}` (`get_feature_setting`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getFeatureSetting: (args: GetFeatureSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}/type` (`get_parameter_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameterType: (args: GetParameterTypeArgs, options?: CallOptions) => Promise<Type>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue` (`get_parameter_type_raw_value`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameterTypeRawValue: (args: GetParameterTypeRawValueArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/parameters/{name}/value` (`get_parameter_value_long`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameterValueLong: (args: GetParameterValueLongArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/settings/{name}/value` (`get_parameter_value_long_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getParameterValueLong0: (args: GetParameterValueLong0Args, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/settingsFile` (`get_settings_file`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSettingsFile: (args: GetSettingsFileArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}` (`get_step_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getStepParameter: (args: GetStepParameterArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}` (`get_step_setting`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getStepSetting: (args: GetStepSettingArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/buildTags` (`serve_build_type_builds_tags`, alias `get_build_type_builds_tags`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildTypeBuildsTags: (args: ServeBuildTypeBuildsTagsArgs, options?: CallOptions) => Promise<Tags>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/buildTags` (`serve_build_type_builds_tags`, alias `get_build_type_builds_tags`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildTypeBuildsTags: (args: ServeBuildTypeBuildsTagsArgs, options?: CallOptions) => Promise<Tags>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}/type` (`set_parameter_type`).
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
   * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue` (`set_parameter_type_raw_value`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * checkbox checkedValue='true'
   * ```
   */
  readonly setParameterTypeRawValue: (args: SetParameterTypeRawValueArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/parameters/{name}/value` (`set_parameter_value_long`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * staging
   * ```
   */
  readonly setParameterValueLong: (args: SetParameterValueLongArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/settings/{name}/value` (`set_parameter_value_long_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * 10
   * ```
   */
  readonly setParameterValueLong0: (args: SetParameterValueLong0Args, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/vcsLabeling` (`set_vcs_labeling_options`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "labelName": "build-%system.build.number%",
   *   "type": "SUCCESSFUL_ONLY"
   * }
   * ```
   */
  readonly setVcsLabelingOptions: (args: SetVcsLabelingOptionsArgs, options?: CallOptions) => Promise<VcsLabeling>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules` (`update_vcs_root_entry_checkout_rules`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * +:src => src
   * ```
   */
  readonly updateVcsRootEntryCheckoutRules: (
    args: UpdateVcsRootEntryCheckoutRulesArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /**
   * `POST /app/rest/buildTypes/{btLocator}/move` (`move_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId moveBuildType).
   */
  readonly moveBuildType: (args: MoveBuildTypeArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/output-parameters` (`delete_build_parameters_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteBuildParametersOfBuildType).
   */
  readonly deleteBuildParametersOfBuildType: (
    args: DeleteBuildParametersOfBuildTypeArgs,
    options?: CallOptions,
  ) => Promise<void>;
  /**
   * `DELETE /app/rest/buildTypes/{btLocator}/output-parameters/{name}` (`delete_build_parameter_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteBuildParameterOfBuildType).
   */
  readonly deleteBuildParameterOfBuildType: (
    args: DeleteBuildParameterOfBuildTypeArgs,
    options?: CallOptions,
  ) => Promise<void>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/output-parameters/{name}/value` (`get_build_parameter_value_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildParameterValueOfBuildType).
   */
  readonly getBuildParameterValueOfBuildType: (
    args: GetBuildParameterValueOfBuildTypeArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /**
   * `PUT /app/rest/buildTypes/{btLocator}/output-parameters/{name}/value` (`update_build_parameter_value_of_build_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId updateBuildParameterValueOfBuildType).
   *
   * Example body:
   * ```text
   * %env.VERSION%
   * ```
   */
  readonly updateBuildParameterValueOfBuildType: (
    args: UpdateBuildParameterValueOfBuildTypeArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/content{path}` (`get_content`).
   * From the file-tree set, stamped on the build type VCS files.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContent: (args: GetContentArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/files{path}` (`get_content_alias`).
   * From the file-tree set, stamped on the build type VCS files.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContentAlias: (args: GetContentAliasArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/buildTypes/{btLocator}/vcs/files/latest/archived{path}` (`get_zipped`).
   * From the file-tree set, stamped on the build type VCS files.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
   */
  readonly getZipped: (args: GetZippedArgs, options?: CallOptions) => Promise<FileResponse>;
}
