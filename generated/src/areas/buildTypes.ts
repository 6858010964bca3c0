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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { encodeSubPath } from '../runtime/subpath.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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

/** Inputs of {@link addBuildType}. */
export interface AddBuildTypeArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The build configuration: `{ name: 'Build', project: { id: 'App' }, id: 'App_Build' }` and any settings. Sent as `application/json`. */
  body?: BuildType;
}

export const addBuildTypeOp: Operation = {
  id: 'buildTypes.add_build_type',
  method: 'POST',
  path: '/app/rest/buildTypes',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create a build configuration.
 *
 * The body needs `name` and `project` (`{ id }`), and may carry `id`, `templates`, `parameters`, `steps`,
 * `triggers`, `vcs-root-entries` and the rest of the settings at once. Needs the permission to edit the project.
 * `projects.createBuildType` does the same within a project and can copy an existing configuration.
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
export async function addBuildType<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: AddBuildTypeArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, addBuildTypeOp, withFields(addBuildTypeOp, args), options) as Promise<Selected<BuildType, S>>;
}

/** Inputs of {@link addAgentRequirement}. */
export interface AddAgentRequirementArgs<S extends AgentRequirementFields | string = AgentRequirementFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The requirement: `{ type: 'exists', properties: { property: [{ name: 'property-name', value: 'x' }] } }`. Sent as `application/json`. */
  body?: AgentRequirement;
}

export const addAgentRequirementOp: Operation = {
  id: 'buildTypes.add_agent_requirement',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add an agent requirement to a build configuration.
 *
 * Builds then run only on agents that meet it. Returns the requirement with its id.
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
 *
 * @since 2018.1
 */
export async function addAgentRequirement<
  const S extends string | (object & ExactFields<S, AgentRequirementFields>) = never,
>(client: Transport, args: AddAgentRequirementArgs<S>, options?: CallOptions): Promise<Selected<AgentRequirement, S>> {
  return request(client, addAgentRequirementOp, withFields(addAgentRequirementOp, args), options) as Promise<
    Selected<AgentRequirement, S>
  >;
}

/** Inputs of {@link addArtifactDep}. */
export interface AddArtifactDepArgs<S extends ArtifactDependencyFields | string = ArtifactDependencyFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ type: 'artifact_dependency', 'source-buildType': { id: 'Lib_Build' }, properties: { property: [...] } }`. Sent as `application/json`. */
  body?: ArtifactDependency;
}

export const addArtifactDepOp: Operation = {
  id: 'buildTypes.add_artifact_dep',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add an artifact dependency to a build configuration.
 *
 * Builds then download the named artifacts of another configuration's build before they start. Returns the
 * dependency with its id.
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
 *
 * @since 2018.1
 */
export async function addArtifactDep<
  const S extends string | (object & ExactFields<S, ArtifactDependencyFields>) = never,
>(client: Transport, args: AddArtifactDepArgs<S>, options?: CallOptions): Promise<Selected<ArtifactDependency, S>> {
  return request(client, addArtifactDepOp, withFields(addArtifactDepOp, args), options) as Promise<
    Selected<ArtifactDependency, S>
  >;
}

/** Inputs of {@link addFeature}. */
export interface AddFeatureArgs<S extends FeatureFields | string = FeatureFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The feature: `{ type: 'commit-status-publisher', properties: { property: [...] } }`. Sent as `application/json`. */
  body?: Feature;
}

export const addFeatureOp: Operation = {
  id: 'buildTypes.add_feature',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/features',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a build feature to a build configuration.
 *
 * A feature adds behaviour to every build (commit status publishing, Docker support, swabra, ...). Returns the
 * feature with its id.
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
 *
 * @since 2018.1
 */
export async function addFeature<const S extends string | (object & ExactFields<S, FeatureFields>) = never>(
  client: Transport,
  args: AddFeatureArgs<S>,
  options?: CallOptions,
): Promise<Selected<Feature, S>> {
  return request(client, addFeatureOp, withFields(addFeatureOp, args), options) as Promise<Selected<Feature, S>>;
}

/** Inputs of {@link addFeatureParameter}. */
export interface AddFeatureParameterArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`), as `getFeatures` lists them. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** The parameter's name, as the feature type defines it. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  parameterName: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const addFeatureParameterOp: Operation = {
  id: 'buildTypes.add_feature_parameter',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set one parameter of a build feature.
 *
 * Adds the parameter or changes its value; answers the value as stored.
 *
 * Example body:
 * ```text
 * githubStatusPublisher
 * ```
 *
 * @since 2018.1
 */
export function addFeatureParameter(
  client: Transport,
  args: AddFeatureParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, addFeatureParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link addSnapshotDep}. */
export interface AddSnapshotDepArgs<S extends SnapshotDependencyFields | string = SnapshotDependencyFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ type: 'snapshot_dependency', 'source-buildType': { id: 'Lib_Build' }, properties: { property: [...] } }`. Sent as `application/json`. */
  body?: SnapshotDependency;
}

export const addSnapshotDepOp: Operation = {
  id: 'buildTypes.add_snapshot_dep',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a snapshot dependency to a build configuration.
 *
 * Builds of this configuration then run on the same sources as a build of the other one, started or reused with
 * it. Returns the dependency.
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
 *
 * @since 2018.1
 */
export async function addSnapshotDep<
  const S extends string | (object & ExactFields<S, SnapshotDependencyFields>) = never,
>(client: Transport, args: AddSnapshotDepArgs<S>, options?: CallOptions): Promise<Selected<SnapshotDependency, S>> {
  return request(client, addSnapshotDepOp, withFields(addSnapshotDepOp, args), options) as Promise<
    Selected<SnapshotDependency, S>
  >;
}

/** Inputs of {@link addStep}. */
export interface AddStepArgs<S extends StepFields | string = StepFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The step: `{ name: 'Test', type: 'simpleRunner', properties: { property: [{ name, value }] } }`. Sent as `application/json`. */
  body?: Step;
}

export const addStepOp: Operation = {
  id: 'buildTypes.add_step',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/steps',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a build step to a build configuration.
 *
 * The step goes last. Returns the step with its id.
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
 *
 * @since 2018.1
 */
export async function addStep<const S extends string | (object & ExactFields<S, StepFields>) = never>(
  client: Transport,
  args: AddStepArgs<S>,
  options?: CallOptions,
): Promise<Selected<Step, S>> {
  return request(client, addStepOp, withFields(addStepOp, args), options) as Promise<Selected<Step, S>>;
}

/** Inputs of {@link addStepParameter}. */
export interface AddStepParameterArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`), as `getSteps` lists them. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** The parameter's name, as the runner defines it (`script.content`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  parameterName: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const addStepParameterOp: Operation = {
  id: 'buildTypes.add_step_parameter',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set one parameter of a build step.
 *
 * Adds the parameter or changes its value (`script.content` of a command-line step, say); answers the value as
 * stored.
 *
 * Example body:
 * ```text
 * npm test
 * ```
 *
 * @since 2018.1
 */
export function addStepParameter(
  client: Transport,
  args: AddStepParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, addStepParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link addTemplate}. */
export interface AddTemplateArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Drop the configuration's own settings that equal the template's (as TeamCity's UI offers). */
  optimizeSettings?: boolean;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Which template, found by what it names: `{ id: 'App_Template' }`. Sent as `application/json`. */
  body?: BuildType;
}

export const addTemplateOp: Operation = {
  id: 'buildTypes.add_template',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: ['optimizeSettings', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Attach a template to a build configuration.
 *
 * The configuration then inherits the template's settings, after its other templates. A build configuration
 * posted where a template is expected is refused (400). Returns the template.
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
export async function addTemplate<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: AddTemplateArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, addTemplateOp, withFields(addTemplateOp, args), options) as Promise<Selected<BuildType, S>>;
}

/** Inputs of {@link addTrigger}. */
export interface AddTriggerArgs<S extends TriggerFields | string = TriggerFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The trigger: `{ type: 'vcsTrigger', properties: { property: [...] } }`. Sent as `application/json`. */
  body?: Trigger;
}

export const addTriggerOp: Operation = {
  id: 'buildTypes.add_trigger',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/triggers',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a trigger to a build configuration.
 *
 * Returns the trigger with its id.
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
 *
 * @since 2018.1
 */
export async function addTrigger<const S extends string | (object & ExactFields<S, TriggerFields>) = never>(
  client: Transport,
  args: AddTriggerArgs<S>,
  options?: CallOptions,
): Promise<Selected<Trigger, S>> {
  return request(client, addTriggerOp, withFields(addTriggerOp, args), options) as Promise<Selected<Trigger, S>>;
}

/** Inputs of {@link addVcsRootEntry}. */
export interface AddVcsRootEntryArgs<S extends VcsRootEntryFields | string = VcsRootEntryFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ id: 'App_Git', 'vcs-root': { id: 'App_Git' }, 'checkout-rules': '+:src => src' }`. Sent as `application/json`. */
  body?: VcsRootEntry;
}

export const addVcsRootEntryOp: Operation = {
  id: 'buildTypes.add_vcs_root_entry',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Attach a VCS root to a build configuration.
 *
 * Builds then check out that root too, with the entry's checkout rules. Returns the entry.
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
 *
 * @since 2018.1
 */
export async function addVcsRootEntry<const S extends string | (object & ExactFields<S, VcsRootEntryFields>) = never>(
  client: Transport,
  args: AddVcsRootEntryArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsRootEntry, S>> {
  return request(client, addVcsRootEntryOp, withFields(addVcsRootEntryOp, args), options) as Promise<
    Selected<VcsRootEntry, S>
  >;
}

/** Inputs of {@link changeArtifactDepSetting}. */
export interface ChangeArtifactDepSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The dependency's id (`ARTIFACT_DEPENDENCY_1`), bare or as `id:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  artifactDepLocator: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
  /** `true` or `false`, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const changeArtifactDepSettingOp: Operation = {
  id: 'buildTypes.change_artifact_dep_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Enable or disable an artifact dependency.
 *
 * The one setting is `disabled`; answers its new value.
 *
 * Example body:
 * ```text
 * false
 * ```
 *
 * @since 2018.1
 */
export function changeArtifactDepSetting(
  client: Transport,
  args: ChangeArtifactDepSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeArtifactDepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeFeatureSetting}. */
export interface ChangeFeatureSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** `true` or `false`, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const changeFeatureSettingOp: Operation = {
  id: 'buildTypes.change_feature_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Enable or disable a build feature.
 *
 * The one setting is `disabled`; answers its new value.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2018.1
 */
export function changeFeatureSetting(
  client: Transport,
  args: ChangeFeatureSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeFeatureSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeRequirementSetting}. */
export interface ChangeRequirementSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The requirement's id (`RQ_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentRequirementLocator: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
  /** `true` or `false`, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const changeRequirementSettingOp: Operation = {
  id: 'buildTypes.change_requirement_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Enable or disable an agent requirement.
 *
 * The one setting is `disabled`; answers its new value.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2018.1
 */
export function changeRequirementSetting(
  client: Transport,
  args: ChangeRequirementSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeRequirementSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link replaceAgentRequirement}. */
export interface ReplaceAgentRequirementArgs<
  S extends AgentRequirementFields | string = AgentRequirementFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The requirement's id (`RQ_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentRequirementLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The requirement as it should be. Sent as `application/json`. */
  body?: AgentRequirement;
}

export const replaceAgentRequirementOp: Operation = {
  id: 'buildTypes.replace_agent_requirement',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace one agent requirement of a build configuration.
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
 *
 * @since 2018.1
 */
export async function replaceAgentRequirement<
  const S extends string | (object & ExactFields<S, AgentRequirementFields>) = never,
>(
  client: Transport,
  args: ReplaceAgentRequirementArgs<S>,
  options?: CallOptions,
): Promise<Selected<AgentRequirement, S>> {
  return request(client, replaceAgentRequirementOp, withFields(replaceAgentRequirementOp, args), options) as Promise<
    Selected<AgentRequirement, S>
  >;
}

/** Inputs of {@link replaceAgentRequirements}. */
export interface ReplaceAgentRequirementsArgs<
  S extends AgentRequirementsFields | string = AgentRequirementsFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The requirements: `{ 'agent-requirement': [...] }`. Sent as `application/json`. */
  body?: AgentRequirements;
}

export const replaceAgentRequirementsOp: Operation = {
  id: 'buildTypes.replace_agent_requirements',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every agent requirement of a build configuration.
 *
 * The configuration ends up with exactly the posted requirements.
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
 *
 * @since 2018.1
 */
export async function replaceAgentRequirements<
  const S extends string | (object & ExactFields<S, AgentRequirementsFields>) = never,
>(
  client: Transport,
  args: ReplaceAgentRequirementsArgs<S>,
  options?: CallOptions,
): Promise<Selected<AgentRequirements, S>> {
  return request(client, replaceAgentRequirementsOp, withFields(replaceAgentRequirementsOp, args), options) as Promise<
    Selected<AgentRequirements, S>
  >;
}

/** Inputs of {@link replaceArtifactDep}. */
export interface ReplaceArtifactDepArgs<
  S extends ArtifactDependencyFields | string = ArtifactDependencyFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The dependency's id (`ARTIFACT_DEPENDENCY_1`), bare or as `id:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  artifactDepLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The dependency as it should be. Sent as `application/json`. */
  body?: ArtifactDependency;
}

export const replaceArtifactDepOp: Operation = {
  id: 'buildTypes.replace_artifact_dep',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace one artifact dependency of a build configuration.
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
 *
 * @since 2018.1
 */
export async function replaceArtifactDep<
  const S extends string | (object & ExactFields<S, ArtifactDependencyFields>) = never,
>(client: Transport, args: ReplaceArtifactDepArgs<S>, options?: CallOptions): Promise<Selected<ArtifactDependency, S>> {
  return request(client, replaceArtifactDepOp, withFields(replaceArtifactDepOp, args), options) as Promise<
    Selected<ArtifactDependency, S>
  >;
}

/** Inputs of {@link replaceArtifactDeps}. */
export interface ReplaceArtifactDepsArgs<
  S extends ArtifactDependenciesFields | string = ArtifactDependenciesFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The dependencies: `{ 'artifact-dependency': [...] }`. Sent as `application/json`. */
  body?: ArtifactDependencies;
}

export const replaceArtifactDepsOp: Operation = {
  id: 'buildTypes.replace_artifact_deps',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every artifact dependency of a build configuration.
 *
 * The configuration ends up with exactly the posted dependencies.
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
 *
 * @since 2018.1
 */
export async function replaceArtifactDeps<
  const S extends string | (object & ExactFields<S, ArtifactDependenciesFields>) = never,
>(
  client: Transport,
  args: ReplaceArtifactDepsArgs<S>,
  options?: CallOptions,
): Promise<Selected<ArtifactDependencies, S>> {
  return request(client, replaceArtifactDepsOp, withFields(replaceArtifactDepsOp, args), options) as Promise<
    Selected<ArtifactDependencies, S>
  >;
}

/** Inputs of {@link replaceFeature}. */
export interface ReplaceFeatureArgs<S extends FeatureFields | string = FeatureFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The feature as it should be. Sent as `application/json`. */
  body?: Feature;
}

export const replaceFeatureOp: Operation = {
  id: 'buildTypes.replace_feature',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace one build feature of a build configuration.
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
 *
 * @since 2018.1
 */
export async function replaceFeature<const S extends string | (object & ExactFields<S, FeatureFields>) = never>(
  client: Transport,
  args: ReplaceFeatureArgs<S>,
  options?: CallOptions,
): Promise<Selected<Feature, S>> {
  return request(client, replaceFeatureOp, withFields(replaceFeatureOp, args), options) as Promise<
    Selected<Feature, S>
  >;
}

/** Inputs of {@link replaceFeatureParameters}. */
export interface ReplaceFeatureParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameters: `{ property: [{ name, value }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const replaceFeatureParametersOp: Operation = {
  id: 'buildTypes.replace_feature_parameters',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every parameter of a build feature.
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
export async function replaceFeatureParameters<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(client: Transport, args: ReplaceFeatureParametersArgs<S>, options?: CallOptions): Promise<Selected<Properties, S>> {
  return request(client, replaceFeatureParametersOp, withFields(replaceFeatureParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link replaceFeatures}. */
export interface ReplaceFeaturesArgs<S extends FeaturesFields | string = FeaturesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The features: `{ feature: [...] }`. Sent as `application/json`. */
  body?: Features;
}

export const replaceFeaturesOp: Operation = {
  id: 'buildTypes.replace_features',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/features',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every build feature of a build configuration.
 *
 * The configuration ends up with exactly the posted features.
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
 *
 * @since 2018.1
 */
export async function replaceFeatures<const S extends string | (object & ExactFields<S, FeaturesFields>) = never>(
  client: Transport,
  args: ReplaceFeaturesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Features, S>> {
  return request(client, replaceFeaturesOp, withFields(replaceFeaturesOp, args), options) as Promise<
    Selected<Features, S>
  >;
}

/** Inputs of {@link replaceSnapshotDep}. */
export interface ReplaceSnapshotDepArgs<
  S extends SnapshotDependencyFields | string = SnapshotDependencyFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which dependency: its source build configuration's id, or `buildType:(<locator>)`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  snapshotDepLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The dependency as it should be. Sent as `application/json`. */
  body?: SnapshotDependency;
}

export const replaceSnapshotDepOp: Operation = {
  id: 'buildTypes.replace_snapshot_dep',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace one snapshot dependency of a build configuration.
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
 *
 * @since 2018.1
 */
export async function replaceSnapshotDep<
  const S extends string | (object & ExactFields<S, SnapshotDependencyFields>) = never,
>(client: Transport, args: ReplaceSnapshotDepArgs<S>, options?: CallOptions): Promise<Selected<SnapshotDependency, S>> {
  return request(client, replaceSnapshotDepOp, withFields(replaceSnapshotDepOp, args), options) as Promise<
    Selected<SnapshotDependency, S>
  >;
}

/** Inputs of {@link replaceSnapshotDeps}. */
export interface ReplaceSnapshotDepsArgs<
  S extends SnapshotDependenciesFields | string = SnapshotDependenciesFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The dependencies: `{ 'snapshot-dependency': [...] }`. Sent as `application/json`. */
  body?: SnapshotDependencies;
}

export const replaceSnapshotDepsOp: Operation = {
  id: 'buildTypes.replace_snapshot_deps',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every snapshot dependency of a build configuration.
 *
 * The configuration ends up with exactly the posted dependencies.
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
 *
 * @since 2018.1
 */
export async function replaceSnapshotDeps<
  const S extends string | (object & ExactFields<S, SnapshotDependenciesFields>) = never,
>(
  client: Transport,
  args: ReplaceSnapshotDepsArgs<S>,
  options?: CallOptions,
): Promise<Selected<SnapshotDependencies, S>> {
  return request(client, replaceSnapshotDepsOp, withFields(replaceSnapshotDepsOp, args), options) as Promise<
    Selected<SnapshotDependencies, S>
  >;
}

/** Inputs of {@link replaceStep}. */
export interface ReplaceStepArgs<S extends StepFields | string = StepFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The step as it should be. Sent as `application/json`. */
  body?: Step;
}

export const replaceStepOp: Operation = {
  id: 'buildTypes.replace_step',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace one build step of a build configuration.
 *
 * The step keeps its place in the order.
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
 *
 * @since 2018.1
 */
export async function replaceStep<const S extends string | (object & ExactFields<S, StepFields>) = never>(
  client: Transport,
  args: ReplaceStepArgs<S>,
  options?: CallOptions,
): Promise<Selected<Step, S>> {
  return request(client, replaceStepOp, withFields(replaceStepOp, args), options) as Promise<Selected<Step, S>>;
}

/** Inputs of {@link replaceStepParameters}. */
export interface ReplaceStepParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameters: `{ property: [{ name, value }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const replaceStepParametersOp: Operation = {
  id: 'buildTypes.replace_step_parameters',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every parameter of a build step.
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
export async function replaceStepParameters<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(client: Transport, args: ReplaceStepParametersArgs<S>, options?: CallOptions): Promise<Selected<Properties, S>> {
  return request(client, replaceStepParametersOp, withFields(replaceStepParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link replaceSteps}. */
export interface ReplaceStepsArgs<S extends StepsFields | string = StepsFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The steps: `{ step: [...] }`. Sent as `application/json`. */
  body?: Steps;
}

export const replaceStepsOp: Operation = {
  id: 'buildTypes.replace_steps',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every build step of a build configuration.
 *
 * The configuration ends up with exactly the posted steps, in the posted order.
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
 *
 * @since 2018.1
 */
export async function replaceSteps<const S extends string | (object & ExactFields<S, StepsFields>) = never>(
  client: Transport,
  args: ReplaceStepsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Steps, S>> {
  return request(client, replaceStepsOp, withFields(replaceStepsOp, args), options) as Promise<Selected<Steps, S>>;
}

/** Inputs of {@link replaceTrigger}. */
export interface ReplaceTriggerArgs<S extends TriggerFields | string = TriggerFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The trigger's id (`TRIGGER_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  triggerLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The trigger as it should be. Sent as `application/json`. */
  body?: Trigger;
}

export const replaceTriggerOp: Operation = {
  id: 'buildTypes.replace_trigger',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace one trigger of a build configuration.
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
 *
 * @since 2018.1
 */
export async function replaceTrigger<const S extends string | (object & ExactFields<S, TriggerFields>) = never>(
  client: Transport,
  args: ReplaceTriggerArgs<S>,
  options?: CallOptions,
): Promise<Selected<Trigger, S>> {
  return request(client, replaceTriggerOp, withFields(replaceTriggerOp, args), options) as Promise<
    Selected<Trigger, S>
  >;
}

/** Inputs of {@link replaceTriggers}. */
export interface ReplaceTriggersArgs<S extends TriggersFields | string = TriggersFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The triggers: `{ trigger: [...] }`. Sent as `application/json`. */
  body?: Triggers;
}

export const replaceTriggersOp: Operation = {
  id: 'buildTypes.replace_triggers',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/triggers',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every trigger of a build configuration.
 *
 * The configuration ends up with exactly the posted triggers.
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
 *
 * @since 2018.1
 */
export async function replaceTriggers<const S extends string | (object & ExactFields<S, TriggersFields>) = never>(
  client: Transport,
  args: ReplaceTriggersArgs<S>,
  options?: CallOptions,
): Promise<Selected<Triggers, S>> {
  return request(client, replaceTriggersOp, withFields(replaceTriggersOp, args), options) as Promise<
    Selected<Triggers, S>
  >;
}

/** Inputs of {@link replaceVcsRootEntries}. */
export interface ReplaceVcsRootEntriesArgs<S extends VcsRootEntriesFields | string = VcsRootEntriesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The entries: `{ 'vcs-root-entry': [{ 'vcs-root': { id: 'App_Git' }, 'checkout-rules': '' }] }`. Sent as `application/json`. */
  body?: VcsRootEntries;
}

export const replaceVcsRootEntriesOp: Operation = {
  id: 'buildTypes.replace_vcs_root_entries',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every VCS root attached to a build configuration.
 *
 * The configuration ends up with exactly the posted entries (roots and checkout rules).
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
 *
 * @since 2018.1
 */
export async function replaceVcsRootEntries<
  const S extends string | (object & ExactFields<S, VcsRootEntriesFields>) = never,
>(client: Transport, args: ReplaceVcsRootEntriesArgs<S>, options?: CallOptions): Promise<Selected<VcsRootEntries, S>> {
  return request(client, replaceVcsRootEntriesOp, withFields(replaceVcsRootEntriesOp, args), options) as Promise<
    Selected<VcsRootEntries, S>
  >;
}

/** Inputs of {@link removeAllTemplates}. */
export interface RemoveAllTemplatesArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Copy the settings the templates gave into the configuration, so that it keeps working the same. */
  inlineSettings?: boolean;
}

export const removeAllTemplatesOp: Operation = {
  id: 'buildTypes.remove_all_templates',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: ['inlineSettings'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Detach every template from a build configuration.
 *
 * @since 2018.1
 */
export function removeAllTemplates(
  client: Transport,
  args: RemoveAllTemplatesArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, removeAllTemplatesOp, args, options) as Promise<void>;
}

/** Inputs of {@link removeTemplate}. */
export interface RemoveTemplateArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which template: a build configuration locator (`id:App_Template`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  templateLocator: string | BuildTypeLocator;
  /** Copy the settings the template gave into the configuration, so that it keeps working the same. */
  inlineSettings?: boolean;
}

export const removeTemplateOp: Operation = {
  id: 'buildTypes.remove_template',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/templates/{templateLocator}',
  query: ['inlineSettings'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Detach one template from a build configuration.
 *
 * @since 2018.1
 */
export function removeTemplate(client: Transport, args: RemoveTemplateArgs, options?: CallOptions): Promise<void> {
  return request(client, removeTemplateOp, args, options) as Promise<void>;
}

/** Inputs of {@link getTemplates}. */
export interface GetTemplatesArgs<S extends BuildTypesFields | string = BuildTypesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTemplatesOp: Operation = {
  id: 'buildTypes.get_templates',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the templates a build configuration is attached to.
 *
 * @since 2018.1
 */
export async function getTemplates<const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
  client: Transport,
  args: GetTemplatesArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>> {
  return request(client, getTemplatesOp, withFields(getTemplatesOp, args), options) as Promise<Selected<BuildTypes, S>>;
}

/** Inputs of {@link getTrigger}. */
export interface GetTriggerArgs<S extends TriggerFields | string = TriggerFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The trigger's id (`TRIGGER_1`), as `getTriggers` lists them. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  triggerLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTriggerOp: Operation = {
  id: 'buildTypes.get_trigger',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one trigger of a build configuration.
 *
 * @since 2018.1
 */
export async function getTrigger<const S extends string | (object & ExactFields<S, TriggerFields>) = never>(
  client: Transport,
  args: GetTriggerArgs<S>,
  options?: CallOptions,
): Promise<Selected<Trigger, S>> {
  return request(client, getTriggerOp, withFields(getTriggerOp, args), options) as Promise<Selected<Trigger, S>>;
}

/** Inputs of {@link getTriggerSetting}. */
export interface GetTriggerSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The trigger's id (`TRIGGER_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  triggerLocator: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
}

export const getTriggerSettingOp: Operation = {
  id: 'buildTypes.get_trigger_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read whether a trigger is disabled (`true` or `false`).
 *
 * @since 2018.1
 */
export function getTriggerSetting(
  client: Transport,
  args: GetTriggerSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getTriggerSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getTriggers}. */
export interface GetTriggersArgs<S extends TriggersFields | string = TriggersFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTriggersOp: Operation = {
  id: 'buildTypes.get_triggers',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/triggers',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the triggers of a build configuration.
 *
 * @since 2018.1
 */
export async function getTriggers<const S extends string | (object & ExactFields<S, TriggersFields>) = never>(
  client: Transport,
  args: GetTriggersArgs<S>,
  options?: CallOptions,
): Promise<Selected<Triggers, S>> {
  return request(client, getTriggersOp, withFields(getTriggersOp, args), options) as Promise<Selected<Triggers, S>>;
}

/** Inputs of {@link getVcsLabelingOptions}. */
export interface GetVcsLabelingOptionsArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const getVcsLabelingOptionsOp: Operation = {
  id: 'buildTypes.get_vcs_labeling_options',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcsLabeling',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read a build configuration's VCS labeling settings (label pattern, which roots, when).
 *
 * @since 2018.1
 */
export function getVcsLabelingOptions(
  client: Transport,
  args: GetVcsLabelingOptionsArgs,
  options?: CallOptions,
): Promise<VcsLabeling> {
  return request(client, getVcsLabelingOptionsOp, args, options) as Promise<VcsLabeling>;
}

/** Inputs of {@link getVcsRootEntries}. */
export interface GetVcsRootEntriesArgs<S extends VcsRootEntriesFields | string = VcsRootEntriesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getVcsRootEntriesOp: Operation = {
  id: 'buildTypes.get_vcs_root_entries',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the VCS roots attached to a build configuration, with their checkout rules.
 *
 * @since 2018.1
 */
export async function getVcsRootEntries<
  const S extends string | (object & ExactFields<S, VcsRootEntriesFields>) = never,
>(client: Transport, args: GetVcsRootEntriesArgs<S>, options?: CallOptions): Promise<Selected<VcsRootEntries, S>> {
  return request(client, getVcsRootEntriesOp, withFields(getVcsRootEntriesOp, args), options) as Promise<
    Selected<VcsRootEntries, S>
  >;
}

/** Inputs of {@link getVcsRootEntry}. */
export interface GetVcsRootEntryArgs<S extends VcsRootEntryFields | string = VcsRootEntryFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getVcsRootEntryOp: Operation = {
  id: 'buildTypes.get_vcs_root_entry',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one VCS root attachment of a build configuration.
 *
 * 404 when the root is not attached to this configuration.
 *
 * @since 2018.1
 */
export async function getVcsRootEntry<const S extends string | (object & ExactFields<S, VcsRootEntryFields>) = never>(
  client: Transport,
  args: GetVcsRootEntryArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsRootEntry, S>> {
  return request(client, getVcsRootEntryOp, withFields(getVcsRootEntryOp, args), options) as Promise<
    Selected<VcsRootEntry, S>
  >;
}

/** Inputs of {@link getVcsRootEntryCheckoutRules}. */
export interface GetVcsRootEntryCheckoutRulesArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
}

export const getVcsRootEntryCheckoutRulesOp: Operation = {
  id: 'buildTypes.get_vcs_root_entry_checkout_rules',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the checkout rules of a VCS root in a build configuration, as text.
 *
 * One rule per line (`+:src => src`); empty when the whole repository is checked out.
 *
 * @since 2018.1
 */
export function getVcsRootEntryCheckoutRules(
  client: Transport,
  args: GetVcsRootEntryCheckoutRulesArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getVcsRootEntryCheckoutRulesOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveBranches}. */
export interface ServeBranchesArgs<S extends BranchesFields | string = BranchesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which branches: a branch locator (`policy:ALL_BRANCHES`, `name:feature/x`). */
  locator?: string | BranchLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBranchesOp: Operation = {
  id: 'buildTypes.serve_branches',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/branches',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the branches of a build configuration.
 *
 * By default the active branches, those with recent builds or recent changes; `policy:ALL_BRANCHES` lists every
 * known one, and `default:true` only the default branch.
 *
 * Also named `getBranches`: the same function.
 *
 * @since 2018.1
 */
export async function serveBranches<const S extends string | (object & ExactFields<S, BranchesFields>) = never>(
  client: Transport,
  args: ServeBranchesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Branches, S>> {
  return request(client, serveBranchesOp, withFields(serveBranchesOp, args), options) as Promise<Selected<Branches, S>>;
}

export { serveBranches as getBranches };

/** Inputs of {@link serveBuildField}. */
export interface ServeBuildFieldArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The field: `number`, `status`, `statusText`, `state`, `id`, `branchName`, `startDate`, `finishDate`, ... One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveBuildFieldOp: Operation = {
  id: 'buildTypes.serve_build_field',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/builds/{buildLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a build of a build configuration as text.
 *
 * Also named `getBuildField`: the same function.
 *
 * @since 2018.1
 */
export function serveBuildField(client: Transport, args: ServeBuildFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveBuildFieldOp, args, options) as Promise<string>;
}

export { serveBuildField as getBuildField };

/** Inputs of {@link getBuildTypes}. */
export interface GetBuildTypesArgs<S extends BuildTypesFields | string = BuildTypesFields | string> {
  /** A build configuration locator that filters the list: text, or a typed `BuildTypeLocator`. */
  locator?: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildTypesOp: Operation = {
  id: 'buildTypes.get_build_types',
  method: 'GET',
  path: '/app/rest/buildTypes',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List build configurations (and templates, with `templateFlag`).
 *
 * By default every build configuration the user can see, templates left out; `templateFlag:true` lists
 * templates, `affectedProject:(id:App)` those of a project and its subprojects.
 *
 * @since 2018.1
 */
export async function getBuildTypes<const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
  client: Transport,
  args: GetBuildTypesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>> {
  return request(client, getBuildTypesOp, withFields(getBuildTypesOp, args), options) as Promise<
    Selected<BuildTypes, S>
  >;
}

/** Inputs of {@link serveBuildTypeXml}. */
export interface ServeBuildTypeXmlArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildTypeXmlOp: Operation = {
  id: 'buildTypes.serve_build_type_xml',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a build configuration (or a template) with its settings.
 *
 * Answers JSON whatever the seed name says. A single value is read as the internal id, the external id, then the
 * name.
 *
 * Also named `getBuildType` and `getBuildTypeXml`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuildTypeXml<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: ServeBuildTypeXmlArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, serveBuildTypeXmlOp, withFields(serveBuildTypeXmlOp, args), options) as Promise<
    Selected<BuildType, S>
  >;
}

export { serveBuildTypeXml as getBuildType, serveBuildTypeXml as getBuildTypeXml };

/** Inputs of {@link deleteBuildType}. */
export interface DeleteBuildTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const deleteBuildTypeOp: Operation = {
  id: 'buildTypes.delete_build_type',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Delete a build configuration or a template.
 *
 * @since 2018.1
 */
export function deleteBuildType(client: Transport, args: DeleteBuildTypeArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildTypeOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveBuildTypeField}. */
export interface ServeBuildTypeFieldArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The field: `id`, `name`, `description`, `paused`, `internalId`, `fullName`, `projectName`, `status`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveBuildTypeFieldOp: Operation = {
  id: 'buildTypes.serve_build_type_field',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a build configuration as text.
 *
 * Also named `getBuildTypeField`: the same function.
 *
 * @since 2018.1
 */
export function serveBuildTypeField(
  client: Transport,
  args: ServeBuildTypeFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildTypeFieldOp, args, options) as Promise<string>;
}

export { serveBuildTypeField as getBuildTypeField };

/** Inputs of {@link setBuildTypeField}. */
export interface SetBuildTypeFieldArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The field: `name`, `description` or `paused`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value as plain text (`true` or `false` for `paused`). Sent as `text/plain`. */
  body?: string;
}

export const setBuildTypeFieldOp: Operation = {
  id: 'buildTypes.set_build_type_field',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Rename, describe, pause or resume a build configuration through a text field.
 *
 * Answers the field's new value. An empty name is refused (400); `paused` applies to build configurations, not
 * templates.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2018.1
 */
export function setBuildTypeField(
  client: Transport,
  args: SetBuildTypeFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setBuildTypeFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeStepSetting}. */
export interface ChangeStepSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** The setting: `name` or `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
  /** The new value as plain text (`true` or `false` for `disabled`). Sent as `text/plain`. */
  body?: string;
}

export const changeStepSettingOp: Operation = {
  id: 'buildTypes.change_step_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Rename, enable or disable a build step.
 *
 * Answers the setting's new value.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2018.1
 */
export function changeStepSetting(
  client: Transport,
  args: ChangeStepSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeStepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link changeTriggerSetting}. */
export interface ChangeTriggerSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The trigger's id (`TRIGGER_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  triggerLocator: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
  /** `true` or `false`, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const changeTriggerSettingOp: Operation = {
  id: 'buildTypes.change_trigger_setting',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Enable or disable a trigger.
 *
 * The one setting is `disabled`; answers its new value.
 *
 * Example body:
 * ```text
 * false
 * ```
 *
 * @since 2018.1
 */
export function changeTriggerSetting(
  client: Transport,
  args: ChangeTriggerSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, changeTriggerSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteAgentRequirement}. */
export interface DeleteAgentRequirementArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The requirement's id (`RQ_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentRequirementLocator: string;
}

export const deleteAgentRequirementOp: Operation = {
  id: 'buildTypes.delete_agent_requirement',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove an agent requirement from a build configuration.
 *
 * @since 2018.1
 */
export function deleteAgentRequirement(
  client: Transport,
  args: DeleteAgentRequirementArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAgentRequirementOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteArtifactDep}. */
export interface DeleteArtifactDepArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The dependency's id (`ARTIFACT_DEPENDENCY_1`), bare or as `id:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  artifactDepLocator: string;
}

export const deleteArtifactDepOp: Operation = {
  id: 'buildTypes.delete_artifact_dep',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove an artifact dependency from a build configuration.
 *
 * @since 2018.1
 */
export function deleteArtifactDep(
  client: Transport,
  args: DeleteArtifactDepArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteArtifactDepOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteFeature}. */
export interface DeleteFeatureArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
}

export const deleteFeatureOp: Operation = {
  id: 'buildTypes.delete_feature',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a build feature from a build configuration.
 *
 * @since 2018.1
 */
export function deleteFeature(client: Transport, args: DeleteFeatureArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteFeatureOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteSnapshotDep}. */
export interface DeleteSnapshotDepArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which dependency: its source build configuration's id, or `buildType:(<locator>)`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  snapshotDepLocator: string;
}

export const deleteSnapshotDepOp: Operation = {
  id: 'buildTypes.delete_snapshot_dep',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a snapshot dependency from a build configuration.
 *
 * @since 2018.1
 */
export function deleteSnapshotDep(
  client: Transport,
  args: DeleteSnapshotDepArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteSnapshotDepOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteStep}. */
export interface DeleteStepArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
}

export const deleteStepOp: Operation = {
  id: 'buildTypes.delete_step',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a build step from a build configuration.
 *
 * @since 2018.1
 */
export function deleteStep(client: Transport, args: DeleteStepArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteStepOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteTrigger}. */
export interface DeleteTriggerArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The trigger's id (`TRIGGER_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  triggerLocator: string;
}

export const deleteTriggerOp: Operation = {
  id: 'buildTypes.delete_trigger',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/triggers/{triggerLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a trigger from a build configuration.
 *
 * @since 2018.1
 */
export function deleteTrigger(client: Transport, args: DeleteTriggerArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteTriggerOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteVcsRootEntry}. */
export interface DeleteVcsRootEntryArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
}

export const deleteVcsRootEntryOp: Operation = {
  id: 'buildTypes.delete_vcs_root_entry',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Detach a VCS root from a build configuration.
 *
 * The VCS root itself stays in its project.
 *
 * @since 2018.1
 */
export function deleteVcsRootEntry(
  client: Transport,
  args: DeleteVcsRootEntryArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteVcsRootEntryOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteAllParameters}. */
export interface DeleteAllParametersArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const deleteAllParametersOp: Operation = {
  id: 'buildTypes.delete_all_parameters',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove every parameter a build configuration defines itself.
 *
 * Parameters inherited from its project or templates stay.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const deleteAllParameters0Op: Operation = {
  id: 'buildTypes.delete_all_parameters_0',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Reset every setting of a build configuration to its default.
 *
 * Also named `resetSettings`: the same function.
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

export { deleteAllParameters0 as resetSettings };

/** Inputs of {@link deleteParameter}. */
export interface DeleteParameterArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const deleteParameterOp: Operation = {
  id: 'buildTypes.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove one parameter of a build configuration.
 *
 * @since 2018.1
 */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter0}. */
export interface DeleteParameter0Args {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The setting's name (`artifactRules`, `buildNumberPattern`, `executionTimeoutMin`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const deleteParameter0Op: Operation = {
  id: 'buildTypes.delete_parameter_0',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Reset one setting of a build configuration to its default.
 *
 * Also named `resetSetting`: the same function.
 *
 * @since 2018.1
 */
export function deleteParameter0(client: Transport, args: DeleteParameter0Args, options?: CallOptions): Promise<void> {
  return request(client, deleteParameter0Op, args, options) as Promise<void>;
}

export { deleteParameter0 as resetSetting };

/** Inputs of {@link getAgentRequirement}. */
export interface GetAgentRequirementArgs<S extends AgentRequirementFields | string = AgentRequirementFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The requirement's id (`RQ_1`), as `getAgentRequirements` lists them. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentRequirementLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAgentRequirementOp: Operation = {
  id: 'buildTypes.get_agent_requirement',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one agent requirement of a build configuration.
 *
 * @since 2018.1
 */
export async function getAgentRequirement<
  const S extends string | (object & ExactFields<S, AgentRequirementFields>) = never,
>(client: Transport, args: GetAgentRequirementArgs<S>, options?: CallOptions): Promise<Selected<AgentRequirement, S>> {
  return request(client, getAgentRequirementOp, withFields(getAgentRequirementOp, args), options) as Promise<
    Selected<AgentRequirement, S>
  >;
}

/** Inputs of {@link getAgentRequirements}. */
export interface GetAgentRequirementsArgs<
  S extends AgentRequirementsFields | string = AgentRequirementsFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAgentRequirementsOp: Operation = {
  id: 'buildTypes.get_agent_requirements',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the agent requirements of a build configuration.
 *
 * @since 2018.1
 */
export async function getAgentRequirements<
  const S extends string | (object & ExactFields<S, AgentRequirementsFields>) = never,
>(
  client: Transport,
  args: GetAgentRequirementsArgs<S>,
  options?: CallOptions,
): Promise<Selected<AgentRequirements, S>> {
  return request(client, getAgentRequirementsOp, withFields(getAgentRequirementsOp, args), options) as Promise<
    Selected<AgentRequirements, S>
  >;
}

/** Inputs of {@link getRequirementSetting}. */
export interface GetRequirementSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The requirement's id (`RQ_1`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentRequirementLocator: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
}

export const getRequirementSettingOp: Operation = {
  id: 'buildTypes.get_requirement_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/agent-requirements/{agentRequirementLocator}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read whether an agent requirement is disabled (`true` or `false`).
 *
 * @since 2018.1
 */
export function getRequirementSetting(
  client: Transport,
  args: GetRequirementSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getRequirementSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getAliases}. */
export interface GetAliasesArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const getAliasesOp: Operation = {
  id: 'buildTypes.get_aliases',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/aliases',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List every external id a build configuration has had.
 *
 * Old ids keep working in locators after a rename; this lists them, the current one included.
 *
 * @since 2018.1
 */
export function getAliases(client: Transport, args: GetAliasesArgs, options?: CallOptions): Promise<Items> {
  return request(client, getAliasesOp, args, options) as Promise<Items>;
}

/** Inputs of {@link getArtifactDep}. */
export interface GetArtifactDepArgs<S extends ArtifactDependencyFields | string = ArtifactDependencyFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The dependency's id (`ARTIFACT_DEPENDENCY_1`), bare or as `id:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  artifactDepLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getArtifactDepOp: Operation = {
  id: 'buildTypes.get_artifact_dep',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one artifact dependency of a build configuration.
 *
 * @since 2018.1
 */
export async function getArtifactDep<
  const S extends string | (object & ExactFields<S, ArtifactDependencyFields>) = never,
>(client: Transport, args: GetArtifactDepArgs<S>, options?: CallOptions): Promise<Selected<ArtifactDependency, S>> {
  return request(client, getArtifactDepOp, withFields(getArtifactDepOp, args), options) as Promise<
    Selected<ArtifactDependency, S>
  >;
}

/** Inputs of {@link getArtifactDepSetting}. */
export interface GetArtifactDepSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The dependency's id (`ARTIFACT_DEPENDENCY_1`), bare or as `id:...`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  artifactDepLocator: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
}

export const getArtifactDepSettingOp: Operation = {
  id: 'buildTypes.get_artifact_dep_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies/{artifactDepLocator}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read whether an artifact dependency is disabled (`true` or `false`).
 *
 * @since 2018.1
 */
export function getArtifactDepSetting(
  client: Transport,
  args: GetArtifactDepSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getArtifactDepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getArtifactDeps}. */
export interface GetArtifactDepsArgs<
  S extends ArtifactDependenciesFields | string = ArtifactDependenciesFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getArtifactDepsOp: Operation = {
  id: 'buildTypes.get_artifact_deps',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/artifact-dependencies',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the artifact dependencies of a build configuration.
 *
 * @since 2018.1
 */
export async function getArtifactDeps<
  const S extends string | (object & ExactFields<S, ArtifactDependenciesFields>) = never,
>(client: Transport, args: GetArtifactDepsArgs<S>, options?: CallOptions): Promise<Selected<ArtifactDependencies, S>> {
  return request(client, getArtifactDepsOp, withFields(getArtifactDepsOp, args), options) as Promise<
    Selected<ArtifactDependencies, S>
  >;
}

/** Inputs of {@link getCurrentVcsInstances}. */
export interface GetCurrentVcsInstancesArgs<
  S extends VcsRootInstancesFields | string = VcsRootInstancesFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCurrentVcsInstancesOp: Operation = {
  id: 'buildTypes.get_current_vcs_instances',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcsRootInstances',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the VCS root instances a build configuration uses now.
 *
 * One instance per attached VCS root, with the configuration's parameters resolved into its settings.
 *
 * @since 2018.1
 */
export async function getCurrentVcsInstances<
  const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never,
>(
  client: Transport,
  args: GetCurrentVcsInstancesArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>> {
  return request(client, getCurrentVcsInstancesOp, withFields(getCurrentVcsInstancesOp, args), options) as Promise<
    Selected<VcsRootInstances, S>
  >;
}

/** Inputs of {@link getCurrentVcsInstancesObsolete}. */
export interface GetCurrentVcsInstancesObsoleteArgs<
  S extends VcsRootInstancesFields | string = VcsRootInstancesFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCurrentVcsInstancesObsoleteOp: Operation = {
  id: 'buildTypes.get_current_vcs_instances_obsolete',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-instances',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the VCS root instances a build configuration uses now (older route).
 *
 * The same answer as `getCurrentVcsInstances`.
 *
 * @since 2018.1
 */
export async function getCurrentVcsInstancesObsolete<
  const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never,
>(
  client: Transport,
  args: GetCurrentVcsInstancesObsoleteArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>> {
  return request(
    client,
    getCurrentVcsInstancesObsoleteOp,
    withFields(getCurrentVcsInstancesObsoleteOp, args),
    options,
  ) as Promise<Selected<VcsRootInstances, S>>;
}

/** Inputs of {@link getExampleNewProjectDescription}. */
export interface GetExampleNewProjectDescriptionArgs {
  /** Any build configuration (the answer does not depend on it). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const getExampleNewProjectDescriptionOp: Operation = {
  id: 'buildTypes.get_example_new_project_description',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/example/newBuildTypeDescription',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an example of the body that creates a build configuration by copying another.
 *
 * Creates nothing. Shows the shape `projects.createBuildType` takes to copy a configuration; the seed name says
 * project, but it is a build configuration's.
 *
 * Also named `getNewBuildTypeDescriptionExample`: the same function.
 *
 * @since 2018.1
 */
export function getExampleNewProjectDescription(
  client: Transport,
  args: GetExampleNewProjectDescriptionArgs,
  options?: CallOptions,
): Promise<NewBuildTypeDescription> {
  return request(client, getExampleNewProjectDescriptionOp, args, options) as Promise<NewBuildTypeDescription>;
}

export { getExampleNewProjectDescription as getNewBuildTypeDescriptionExample };

/** Inputs of {@link getExampleNewProjectDescriptionCompatibilityVersion1}. */
export interface GetExampleNewProjectDescriptionCompatibilityVersion1Args {
  /** Any build configuration (the answer does not depend on it). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const getExampleNewProjectDescriptionCompatibilityVersion1Op: Operation = {
  id: 'buildTypes.get_example_new_project_description_compatibility_version1',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/newBuildTypeDescription',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an example of the body that copies a build configuration (older route).
 *
 * The same answer as `getExampleNewProjectDescription`.
 *
 * Also named `getNewBuildTypeDescriptionExampleOld`: the same function.
 *
 * @since 2018.1
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

export { getExampleNewProjectDescriptionCompatibilityVersion1 as getNewBuildTypeDescriptionExampleOld };

/** Inputs of {@link getFeature}. */
export interface GetFeatureArgs<S extends FeatureFields | string = FeatureFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`), as `getFeatures` lists them. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getFeatureOp: Operation = {
  id: 'buildTypes.get_feature',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one build feature of a build configuration.
 *
 * @since 2018.1
 */
export async function getFeature<const S extends string | (object & ExactFields<S, FeatureFields>) = never>(
  client: Transport,
  args: GetFeatureArgs<S>,
  options?: CallOptions,
): Promise<Selected<Feature, S>> {
  return request(client, getFeatureOp, withFields(getFeatureOp, args), options) as Promise<Selected<Feature, S>>;
}

/** Inputs of {@link getFeatureParameter}. */
export interface GetFeatureParameterArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** The parameter's name, as the feature type defines it. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  parameterName: string;
}

export const getFeatureParameterOp: Operation = {
  id: 'buildTypes.get_feature_parameter',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters/{parameterName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get one parameter of a build feature, as text.
 *
 * @since 2018.1
 */
export function getFeatureParameter(
  client: Transport,
  args: GetFeatureParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getFeatureParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link getFeatureParameters}. */
export interface GetFeatureParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getFeatureParametersOp: Operation = {
  id: 'buildTypes.get_feature_parameters',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parameters of a build feature.
 *
 * @since 2018.1
 */
export async function getFeatureParameters<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(client: Transport, args: GetFeatureParametersArgs<S>, options?: CallOptions): Promise<Selected<Properties, S>> {
  return request(client, getFeatureParametersOp, withFields(getFeatureParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link getFeatureSetting}. */
export interface GetFeatureSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The feature's id (`BUILD_EXT_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  featureId: string;
  /** The setting: `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getFeatureSettingOp: Operation = {
  id: 'buildTypes.get_feature_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features/{featureId}/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read whether a build feature is disabled (`true` or `false`).
 *
 * @since 2018.1
 */
export function getFeatureSetting(
  client: Transport,
  args: GetFeatureSettingArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getFeatureSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getFeatures}. */
export interface GetFeaturesArgs<S extends FeaturesFields | string = FeaturesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getFeaturesOp: Operation = {
  id: 'buildTypes.get_features',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/features',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the build features of a build configuration.
 *
 * @since 2018.1
 */
export async function getFeatures<const S extends string | (object & ExactFields<S, FeaturesFields>) = never>(
  client: Transport,
  args: GetFeaturesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Features, S>> {
  return request(client, getFeaturesOp, withFields(getFeaturesOp, args), options) as Promise<Selected<Features, S>>;
}

/** Inputs of {@link getInvestigations}. */
export interface GetInvestigationsArgs<S extends InvestigationsFields | string = InvestigationsFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getInvestigationsOp: Operation = {
  id: 'buildTypes.get_investigations',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/investigations',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the investigations of a build configuration (who looks into its failure).
 *
 * @since 2018.1
 */
export async function getInvestigations<
  const S extends string | (object & ExactFields<S, InvestigationsFields>) = never,
>(client: Transport, args: GetInvestigationsArgs<S>, options?: CallOptions): Promise<Selected<Investigations, S>> {
  return request(client, getInvestigationsOp, withFields(getInvestigationsOp, args), options) as Promise<
    Selected<Investigations, S>
  >;
}

/** Inputs of {@link getParameter}. */
export interface GetParameterArgs<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParameterOp: Operation = {
  id: 'buildTypes.get_parameter',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one parameter of a build configuration, with its value and type.
 *
 * Also finds parameters the configuration inherits (`inherited: true`). A password parameter's value is not
 * shown.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The setting's name (`artifactRules`, `buildNumberPattern`, `executionTimeoutMin`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParameter0Op: Operation = {
  id: 'buildTypes.get_parameter_0',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one setting of a build configuration (name and value).
 *
 * Also named `getSetting`: the same function.
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

export { getParameter0 as getSetting };

/** Inputs of {@link getParameterType}. */
export interface GetParameterTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getParameterTypeOp: Operation = {
  id: 'buildTypes.get_parameter_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the type of a build configuration parameter (its UI control, as TeamCity's spec text).
 *
 * @since 2018.1
 */
export function getParameterType(client: Transport, args: GetParameterTypeArgs, options?: CallOptions): Promise<Type> {
  return request(client, getParameterTypeOp, args, options) as Promise<Type>;
}

/** Inputs of {@link getParameterTypeRawValue}. */
export interface GetParameterTypeRawValueArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getParameterTypeRawValueOp: Operation = {
  id: 'buildTypes.get_parameter_type_raw_value',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the type spec of a build configuration parameter, as text.
 *
 * TeamCity's parameter spec: `password display='hidden'`, `checkbox checkedValue='true'`, ... Empty for a plain
 * text parameter.
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

/** Inputs of {@link getParameterValueLong}. */
export interface GetParameterValueLongArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getParameterValueLongOp: Operation = {
  id: 'buildTypes.get_parameter_value_long',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one build configuration parameter, as text.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The setting's name (`artifactRules`, `buildNumberPattern`, `executionTimeoutMin`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getParameterValueLong0Op: Operation = {
  id: 'buildTypes.get_parameter_value_long_0',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one build configuration setting, as text.
 *
 * Also named `getSettingValue`: the same function.
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

export { getParameterValueLong0 as getSettingValue };

/** Inputs of {@link getParameters}. */
export interface GetParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which parameters: a parameter locator (`name:env.JAVA_HOME`, `inherited:false`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParametersOp: Operation = {
  id: 'buildTypes.get_parameters',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parameters of a build configuration, inherited ones included.
 *
 * Inherited parameters (from the project or templates) carry `inherited: true`; password values are not shown.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which settings: a parameter locator (`name:artifactRules`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParameters0Op: Operation = {
  id: 'buildTypes.get_parameters_0',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the settings of a build configuration (artifact rules, build number pattern, timeouts, ...).
 *
 * Also named `getSettings`: the same function.
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

export { getParameters0 as getSettings };

/** Inputs of {@link getSettingsFile}. */
export interface GetSettingsFileArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const getSettingsFileOp: Operation = {
  id: 'buildTypes.get_settings_file',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/settingsFile',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the path of the file that stores a build configuration's settings on the server.
 *
 * A path under the server's data directory.
 *
 * @since 2018.1
 */
export function getSettingsFile(client: Transport, args: GetSettingsFileArgs, options?: CallOptions): Promise<string> {
  return request(client, getSettingsFileOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSnapshotDep}. */
export interface GetSnapshotDepArgs<S extends SnapshotDependencyFields | string = SnapshotDependencyFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which dependency: its source build configuration's id, or `buildType:(<locator>)`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  snapshotDepLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getSnapshotDepOp: Operation = {
  id: 'buildTypes.get_snapshot_dep',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies/{snapshotDepLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one snapshot dependency of a build configuration.
 *
 * @since 2018.1
 */
export async function getSnapshotDep<
  const S extends string | (object & ExactFields<S, SnapshotDependencyFields>) = never,
>(client: Transport, args: GetSnapshotDepArgs<S>, options?: CallOptions): Promise<Selected<SnapshotDependency, S>> {
  return request(client, getSnapshotDepOp, withFields(getSnapshotDepOp, args), options) as Promise<
    Selected<SnapshotDependency, S>
  >;
}

/** Inputs of {@link getSnapshotDeps}. */
export interface GetSnapshotDepsArgs<
  S extends SnapshotDependenciesFields | string = SnapshotDependenciesFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getSnapshotDepsOp: Operation = {
  id: 'buildTypes.get_snapshot_deps',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/snapshot-dependencies',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the snapshot dependencies of a build configuration.
 *
 * @since 2018.1
 */
export async function getSnapshotDeps<
  const S extends string | (object & ExactFields<S, SnapshotDependenciesFields>) = never,
>(client: Transport, args: GetSnapshotDepsArgs<S>, options?: CallOptions): Promise<Selected<SnapshotDependencies, S>> {
  return request(client, getSnapshotDepsOp, withFields(getSnapshotDepsOp, args), options) as Promise<
    Selected<SnapshotDependencies, S>
  >;
}

/** Inputs of {@link getStep}. */
export interface GetStepArgs<S extends StepFields | string = StepFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`), as `getSteps` lists them. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getStepOp: Operation = {
  id: 'buildTypes.get_step',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one build step of a build configuration.
 *
 * @since 2018.1
 */
export async function getStep<const S extends string | (object & ExactFields<S, StepFields>) = never>(
  client: Transport,
  args: GetStepArgs<S>,
  options?: CallOptions,
): Promise<Selected<Step, S>> {
  return request(client, getStepOp, withFields(getStepOp, args), options) as Promise<Selected<Step, S>>;
}

/** Inputs of {@link getStepParameter}. */
export interface GetStepParameterArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** The parameter's name, as the runner defines it (`script.content`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  parameterName: string;
}

export const getStepParameterOp: Operation = {
  id: 'buildTypes.get_step_parameter',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters/{parameterName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get one parameter of a build step, as text.
 *
 * @since 2018.1
 */
export function getStepParameter(
  client: Transport,
  args: GetStepParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getStepParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link getStepParameters}. */
export interface GetStepParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getStepParametersOp: Operation = {
  id: 'buildTypes.get_step_parameters',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parameters of a build step.
 *
 * @since 2018.1
 */
export async function getStepParameters<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: GetStepParametersArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getStepParametersOp, withFields(getStepParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link getStepSetting}. */
export interface GetStepSettingArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The step's id (`RUNNER_1`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  stepId: string;
  /** The setting: `name` or `disabled`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fieldName: string;
}

export const getStepSettingOp: Operation = {
  id: 'buildTypes.get_step_setting',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps/{stepId}/{fieldName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read a build step's name, or whether it is disabled.
 *
 * @since 2018.1
 */
export function getStepSetting(client: Transport, args: GetStepSettingArgs, options?: CallOptions): Promise<string> {
  return request(client, getStepSettingOp, args, options) as Promise<string>;
}

/** Inputs of {@link getSteps}. */
export interface GetStepsArgs<S extends StepsFields | string = StepsFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getStepsOp: Operation = {
  id: 'buildTypes.get_steps',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/steps',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the build steps of a build configuration, in order.
 *
 * @since 2018.1
 */
export async function getSteps<const S extends string | (object & ExactFields<S, StepsFields>) = never>(
  client: Transport,
  args: GetStepsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Steps, S>> {
  return request(client, getStepsOp, withFields(getStepsOp, args), options) as Promise<Selected<Steps, S>>;
}

/** Inputs of {@link getTemplate}. */
export interface GetTemplateArgs<S extends BuildTypeFields | string = BuildTypeFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which template: a build configuration locator (`id:App_Template`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  templateLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTemplateOp: Operation = {
  id: 'buildTypes.get_template',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/templates/{templateLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one template a build configuration is attached to.
 *
 * 404 when the configuration is not attached to that template.
 *
 * @since 2018.1
 */
export async function getTemplate<const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
  client: Transport,
  args: GetTemplateArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildType, S>> {
  return request(client, getTemplateOp, withFields(getTemplateOp, args), options) as Promise<Selected<BuildType, S>>;
}

/** Inputs of {@link serveBuildTypeBuildsTags}. */
export interface ServeBuildTypeBuildsTagsArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The fields of the tags to send, as a fields string (`tag(name)`): TeamCity reads this input as `fields`. */
  field?: string;
}

export const serveBuildTypeBuildsTagsOp: Operation = {
  id: 'buildTypes.serve_build_type_builds_tags',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/buildTags',
  query: ['field'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the tags used on a build configuration's builds.
 *
 * Also named `getBuildTypeBuildsTags`: the same function.
 *
 * @since 2018.1
 */
export function serveBuildTypeBuildsTags(
  client: Transport,
  args: ServeBuildTypeBuildsTagsArgs,
  options?: CallOptions,
): Promise<Tags> {
  return request(client, serveBuildTypeBuildsTagsOp, args, options) as Promise<Tags>;
}

export { serveBuildTypeBuildsTags as getBuildTypeBuildsTags };

/** Inputs of {@link serveBuildWithProject}. */
export interface ServeBuildWithProjectArgs<S extends BuildFields | string = BuildFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildWithProjectOp: Operation = {
  id: 'buildTypes.serve_build_with_project',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/builds/{buildLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a build of a build configuration.
 *
 * The build locator is read within the configuration, so `number:1.4` finds that number here.
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
  id: 'buildTypes.serve_builds',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/builds',
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
 * List the builds of a build configuration.
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

/** Inputs of {@link setParameter}. */
export interface SetParameterArgs<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameter: `{ name: 'env.JAVA_HOME', value: '/opt/jdk' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameterOp: Operation = {
  id: 'buildTypes.set_parameter',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a parameter to a build configuration, or replace the one of that name.
 *
 * Returns the parameter as stored. A `type` in the body sets its UI control (`{ rawValue: 'password' }`).
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameter: `{ value: '/opt/jdk' }`, with `type` to set its UI control. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter0Op: Operation = {
  id: 'buildTypes.set_parameter_0',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Set one parameter of a build configuration, by name.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The setting: `{ name: 'artifactRules', value: 'dist/** => dist.zip' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter1Op: Operation = {
  id: 'buildTypes.set_parameter_1',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change one setting of a build configuration.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `setSetting`: the same function.
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

export { setParameter1 as setSetting };

/** Inputs of {@link setParameter2}. */
export interface SetParameter2Args<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The setting's name (`artifactRules`, `buildNumberPattern`, `executionTimeoutMin`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The setting: `{ value: 'dist/** => dist.zip' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter2Op: Operation = {
  id: 'buildTypes.set_parameter_2',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change one setting of a build configuration, by name.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `replaceSetting`: the same function.
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

export { setParameter2 as replaceSetting };

/** Inputs of {@link setParameterType}. */
export interface SetParameterTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The type: `{ rawValue: 'checkbox checkedValue=\'true\'' }`. Sent as `application/json`. */
  body?: Type;
}

export const setParameterTypeOp: Operation = {
  id: 'buildTypes.set_parameter_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change the type (UI control) of a build configuration parameter.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** TeamCity's parameter spec as plain text: `password display='hidden'`. Sent as `text/plain`. */
  body?: string;
}

export const setParameterTypeRawValueOp: Operation = {
  id: 'buildTypes.set_parameter_type_raw_value',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/type/rawValue',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Change the type spec of a build configuration parameter, as text.
 *
 * Example body:
 * ```text
 * checkbox checkedValue='true'
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The parameter's full name (`env.JAVA_HOME`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLongOp: Operation = {
  id: 'buildTypes.set_parameter_value_long',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the value of one build configuration parameter, as text.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The setting's name (`artifactRules`, `buildNumberPattern`, `executionTimeoutMin`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLong0Op: Operation = {
  id: 'buildTypes.set_parameter_value_long_0',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/settings/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the value of one build configuration setting, as text.
 *
 * Example body:
 * ```text
 * 10
 * ```
 *
 * Also named `setSettingValue`: the same function.
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

export { setParameterValueLong0 as setSettingValue };

/** Inputs of {@link setParameters}. */
export interface SetParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameters: `{ property: [{ name: 'env.A', value: '1' }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const setParametersOp: Operation = {
  id: 'buildTypes.set_parameters',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every parameter a build configuration defines itself.
 *
 * The configuration's own parameters become exactly the posted ones; inherited ones stay.
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
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The settings: `{ property: [{ name: 'artifactRules', value: '...' }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const setParameters0Op: Operation = {
  id: 'buildTypes.set_parameters_0',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/settings',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the settings of a build configuration.
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
 * Also named `replaceSettings`: the same function.
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

export { setParameters0 as replaceSettings };

/** Inputs of {@link setTemplates}. */
export interface SetTemplatesArgs<S extends BuildTypesFields | string = BuildTypesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Drop the configuration's own settings that equal the templates' (as TeamCity's UI offers). */
  optimizeSettings?: boolean;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The templates, each found by what it names: `{ buildType: [{ id: 'App_Template' }] }`. Sent as `application/json`. */
  body?: BuildTypes;
}

export const setTemplatesOp: Operation = {
  id: 'buildTypes.set_templates',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/templates',
  query: ['optimizeSettings', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the templates a build configuration is attached to.
 *
 * The configuration ends up attached to exactly the posted templates, in that order. Returns them.
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
export async function setTemplates<const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
  client: Transport,
  args: SetTemplatesArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>> {
  return request(client, setTemplatesOp, withFields(setTemplatesOp, args), options) as Promise<Selected<BuildTypes, S>>;
}

/** Inputs of {@link setVcsLabelingOptions}. */
export interface SetVcsLabelingOptionsArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** `{ labelName: 'build-%system.build.number%', type: 'SUCCESSFUL_ONLY', branchFilter: '', vcsRoots: {...} }`. Sent as `application/json`. */
  body?: VcsLabeling;
}

export const setVcsLabelingOptionsOp: Operation = {
  id: 'buildTypes.set_vcs_labeling_options',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcsLabeling',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change a build configuration's VCS labeling settings.
 *
 * Example body:
 * ```json
 * {
 *   "labelName": "build-%system.build.number%",
 *   "type": "SUCCESSFUL_ONLY"
 * }
 * ```
 *
 * @since 2018.1
 */
export function setVcsLabelingOptions(
  client: Transport,
  args: SetVcsLabelingOptionsArgs,
  options?: CallOptions,
): Promise<VcsLabeling> {
  return request(client, setVcsLabelingOptionsOp, args, options) as Promise<VcsLabeling>;
}

/** Inputs of {@link updateVcsRootEntry}. */
export interface UpdateVcsRootEntryArgs<S extends VcsRootEntryFields | string = VcsRootEntryFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The entry as it should be: `{ 'vcs-root': { id: 'App_Git' }, 'checkout-rules': '+:src' }`. Sent as `application/json`. */
  body?: VcsRootEntry;
}

export const updateVcsRootEntryOp: Operation = {
  id: 'buildTypes.update_vcs_root_entry',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Change how a VCS root is attached to a build configuration (its checkout rules).
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
 *
 * @since 2018.1
 */
export async function updateVcsRootEntry<
  const S extends string | (object & ExactFields<S, VcsRootEntryFields>) = never,
>(client: Transport, args: UpdateVcsRootEntryArgs<S>, options?: CallOptions): Promise<Selected<VcsRootEntry, S>> {
  return request(client, updateVcsRootEntryOp, withFields(updateVcsRootEntryOp, args), options) as Promise<
    Selected<VcsRootEntry, S>
  >;
}

/** Inputs of {@link updateVcsRootEntryCheckoutRules}. */
export interface UpdateVcsRootEntryCheckoutRulesArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** The rules, one per line (`+:src => src`), as plain text; empty checks out everything. Sent as `text/plain`. */
  body?: string;
}

export const updateVcsRootEntryCheckoutRulesOp: Operation = {
  id: 'buildTypes.update_vcs_root_entry_checkout_rules',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/vcs-root-entries/{vcsRootLocator}/checkout-rules',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the checkout rules of a VCS root in a build configuration, as text.
 *
 * Answers the rules as stored.
 *
 * Example body:
 * ```text
 * +:src => src
 * ```
 *
 * @since 2018.1
 */
export function updateVcsRootEntryCheckoutRules(
  client: Transport,
  args: UpdateVcsRootEntryCheckoutRulesArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, updateVcsRootEntryCheckoutRulesOp, args, options) as Promise<string>;
}

/** Inputs of {@link moveBuildType}. */
export interface MoveBuildTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The external id of the project to move to (`App`). */
  targetProjectId?: string;
}

export const moveBuildTypeOp: Operation = {
  id: 'buildTypes.move_build_type',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/move',
  query: ['targetProjectId'],
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Move a build configuration or template to another project.
 *
 * Nothing happens when it is already there. 400 when the build configuration or the project is not found.
 *
 * @since 2023.11
 */
export function moveBuildType(client: Transport, args: MoveBuildTypeArgs, options?: CallOptions): Promise<void> {
  return request(client, moveBuildTypeOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildParametersOfBuildType}. */
export interface GetBuildParametersOfBuildTypeArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which output parameters: a parameter locator (`name:version`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildParametersOfBuildTypeOp: Operation = {
  id: 'buildTypes.get_build_parameters_of_build_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the output parameters of a build configuration.
 *
 * Output parameters are the ones its builds expose to the builds that depend on them. Added after TeamCity
 * 2023.11.
 *
 * Also named `getOutputParameters`: the same function.
 *
 * @since 2025.x
 */
export async function getBuildParametersOfBuildType<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(
  client: Transport,
  args: GetBuildParametersOfBuildTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(
    client,
    getBuildParametersOfBuildTypeOp,
    withFields(getBuildParametersOfBuildTypeOp, args),
    options,
  ) as Promise<Selected<Properties, S>>;
}

export { getBuildParametersOfBuildType as getOutputParameters };

/** Inputs of {@link createBuildParameterOfBuildType}. */
export interface CreateBuildParameterOfBuildTypeArgs<
  S extends ModelPropertyFields | string = ModelPropertyFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameter: `{ name: 'version', value: '%build.number%' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const createBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.create_build_parameter_of_build_type',
  method: 'POST',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add an output parameter to a build configuration.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `createOutputParameter`: the same function.
 *
 * @since 2025.x
 */
export async function createBuildParameterOfBuildType<
  const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never,
>(
  client: Transport,
  args: CreateBuildParameterOfBuildTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(
    client,
    createBuildParameterOfBuildTypeOp,
    withFields(createBuildParameterOfBuildTypeOp, args),
    options,
  ) as Promise<Selected<ModelProperty, S>>;
}

export { createBuildParameterOfBuildType as createOutputParameter };

/** Inputs of {@link updateBuildParametersOfBuildType}. */
export interface UpdateBuildParametersOfBuildTypeArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameters: `{ property: [{ name, value }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const updateBuildParametersOfBuildTypeOp: Operation = {
  id: 'buildTypes.update_build_parameters_of_build_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace every output parameter of a build configuration.
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
 * Also named `replaceOutputParameters`: the same function.
 *
 * @since 2025.x
 */
export async function updateBuildParametersOfBuildType<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(
  client: Transport,
  args: UpdateBuildParametersOfBuildTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(
    client,
    updateBuildParametersOfBuildTypeOp,
    withFields(updateBuildParametersOfBuildTypeOp, args),
    options,
  ) as Promise<Selected<Properties, S>>;
}

export { updateBuildParametersOfBuildType as replaceOutputParameters };

/** Inputs of {@link deleteBuildParametersOfBuildType}. */
export interface DeleteBuildParametersOfBuildTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
}

export const deleteBuildParametersOfBuildTypeOp: Operation = {
  id: 'buildTypes.delete_build_parameters_of_build_type',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove every output parameter of a build configuration.
 *
 * Also named `deleteOutputParameters`: the same function.
 *
 * @since 2025.x
 */
export function deleteBuildParametersOfBuildType(
  client: Transport,
  args: DeleteBuildParametersOfBuildTypeArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteBuildParametersOfBuildTypeOp, args, options) as Promise<void>;
}

export { deleteBuildParametersOfBuildType as deleteOutputParameters };

/** Inputs of {@link getBuildParameterOfBuildType}. */
export interface GetBuildParameterOfBuildTypeArgs<
  S extends ModelPropertyFields | string = ModelPropertyFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The output parameter's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.get_build_parameter_of_build_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one output parameter of a build configuration.
 *
 * Also named `getOutputParameter`: the same function.
 *
 * @since 2025.x
 */
export async function getBuildParameterOfBuildType<
  const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never,
>(
  client: Transport,
  args: GetBuildParameterOfBuildTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(
    client,
    getBuildParameterOfBuildTypeOp,
    withFields(getBuildParameterOfBuildTypeOp, args),
    options,
  ) as Promise<Selected<ModelProperty, S>>;
}

export { getBuildParameterOfBuildType as getOutputParameter };

/** Inputs of {@link updateBuildParameterOfBuildType}. */
export interface UpdateBuildParameterOfBuildTypeArgs<
  S extends ModelPropertyFields | string = ModelPropertyFields | string,
> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The output parameter's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The parameter: `{ value: '%build.number%' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const updateBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.update_build_parameter_of_build_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Set one output parameter of a build configuration, by name.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `replaceOutputParameter`: the same function.
 *
 * @since 2025.x
 */
export async function updateBuildParameterOfBuildType<
  const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never,
>(
  client: Transport,
  args: UpdateBuildParameterOfBuildTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(
    client,
    updateBuildParameterOfBuildTypeOp,
    withFields(updateBuildParameterOfBuildTypeOp, args),
    options,
  ) as Promise<Selected<ModelProperty, S>>;
}

export { updateBuildParameterOfBuildType as replaceOutputParameter };

/** Inputs of {@link deleteBuildParameterOfBuildType}. */
export interface DeleteBuildParameterOfBuildTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The output parameter's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const deleteBuildParameterOfBuildTypeOp: Operation = {
  id: 'buildTypes.delete_build_parameter_of_build_type',
  method: 'DELETE',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove one output parameter of a build configuration.
 *
 * Also named `deleteOutputParameter`: the same function.
 *
 * @since 2025.x
 */
export function deleteBuildParameterOfBuildType(
  client: Transport,
  args: DeleteBuildParameterOfBuildTypeArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteBuildParameterOfBuildTypeOp, args, options) as Promise<void>;
}

export { deleteBuildParameterOfBuildType as deleteOutputParameter };

/** Inputs of {@link getBuildParameterValueOfBuildType}. */
export interface GetBuildParameterValueOfBuildTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The output parameter's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const getBuildParameterValueOfBuildTypeOp: Operation = {
  id: 'buildTypes.get_build_parameter_value_of_build_type',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one output parameter of a build configuration, as text.
 *
 * Also named `getOutputParameterValue`: the same function.
 *
 * @since 2025.x
 */
export function getBuildParameterValueOfBuildType(
  client: Transport,
  args: GetBuildParameterValueOfBuildTypeArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildParameterValueOfBuildTypeOp, args, options) as Promise<string>;
}

export { getBuildParameterValueOfBuildType as getOutputParameterValue };

/** Inputs of {@link updateBuildParameterValueOfBuildType}. */
export interface UpdateBuildParameterValueOfBuildTypeArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The output parameter's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const updateBuildParameterValueOfBuildTypeOp: Operation = {
  id: 'buildTypes.update_build_parameter_value_of_build_type',
  method: 'PUT',
  path: '/app/rest/buildTypes/{btLocator}/output-parameters/{name}/value',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the value of one output parameter of a build configuration, as text.
 *
 * Example body:
 * ```text
 * %env.VERSION%
 * ```
 *
 * Also named `setOutputParameterValue`: the same function.
 *
 * @since 2025.x
 */
export function updateBuildParameterValueOfBuildType(
  client: Transport,
  args: UpdateBuildParameterValueOfBuildTypeArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, updateBuildParameterValueOfBuildTypeOp, args, options) as Promise<string>;
}

export { updateBuildParameterValueOfBuildType as setOutputParameterValue };

/** Inputs of {@link getRoot}. */
export interface GetRootArgs<S extends FilesFields | string = FilesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build configuration's parameters. */
  resolveParameters?: boolean;
}

export const getRootOp: Operation = {
  id: 'buildTypes.get_root',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest',
  query: ['basePath', 'locator', 'fields', 'resolveParameters'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the top level of the latest VCS files of a build configuration.
 *
 * Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children`
 * (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below,
 * `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true`
 * includes the `.teamcity` folder TeamCity hides.
 *
 * @since 2018.1
 */
export async function getRoot<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetRootArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getRootOp, withFields(getRootOp, args), options) as Promise<Selected<Files, S>>;
}

/** Inputs of {@link getChildren}. */
export interface GetChildrenArgs<S extends FilesFields | string = FilesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build configuration's parameters. */
  resolveParameters?: boolean;
}

export const getChildrenOp: Operation = {
  id: 'buildTypes.get_children',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/children{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields', 'resolveParameters'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of the latest VCS files of a build configuration.
 *
 * The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.
 *
 * @since 2018.1
 */
export async function getChildren<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetChildrenArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options) as Promise<Selected<Files, S>>;
}

/** Inputs of {@link getChildrenAlias}. */
export interface GetChildrenAliasArgs<S extends FilesFields | string = FilesFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build configuration's parameters. */
  resolveParameters?: boolean;
}

export const getChildrenAliasOp: Operation = {
  id: 'buildTypes.get_children_alias',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields', 'resolveParameters'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of the latest VCS files of a build configuration, by the shorter route.
 *
 * The same answer as `getChildren`.
 *
 * @since 2018.1
 */
export async function getChildrenAlias<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetChildrenAliasArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options) as Promise<
    Selected<Files, S>
  >;
}

/** Inputs of {@link getContent}. */
export interface GetContentArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** `coreWithDownloadProcessor` (the default), `core`, or `rest` (the pre-2017.1 way); others are refused (400). */
  responseBuilder?: string;
  /** Resolve `%parameter%` references in the path with the build configuration's parameters. */
  resolveParameters?: boolean;
}

export const getContentOp: Operation = {
  id: 'buildTypes.get_content',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/content{/path}',
  subPath: encodeSubPath,
  query: ['responseBuilder', 'resolveParameters'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from the latest VCS files of a build configuration, choosing how it is served.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404). `getContentAlias` does the same without the choice.
 *
 * @since 2018.1
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias}. */
export interface GetContentAliasArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Resolve `%parameter%` references in the path with the build configuration's parameters. */
  resolveParameters?: boolean;
}

export const getContentAliasOp: Operation = {
  id: 'buildTypes.get_content_alias',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/files{/path}',
  subPath: encodeSubPath,
  query: ['resolveParameters'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from the latest VCS files of a build configuration.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404).
 *
 * @since 2018.1
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata}. */
export interface GetMetadataArgs<S extends FileFields | string = FileFields | string> {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The file's or folder's path (`dist/app.zip`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build configuration's parameters. */
  resolveParameters?: boolean;
}

export const getMetadataOp: Operation = {
  id: 'buildTypes.get_metadata',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/metadata{/path}',
  subPath: encodeSubPath,
  query: ['fields', 'resolveParameters'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the name, size and date of a file or folder in the latest VCS files of a build configuration.
 *
 * @since 2018.1
 */
export async function getMetadata<const S extends string | (object & ExactFields<S, FileFields>) = never>(
  client: Transport,
  args: GetMetadataArgs<S>,
  options?: CallOptions,
): Promise<Selected<File, S>> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options) as Promise<Selected<File, S>>;
}

/** Inputs of {@link getZipped}. */
export interface GetZippedArgs {
  /** Which build configuration: locator text, or a typed `BuildTypeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  btLocator: string | BuildTypeLocator;
  /** The folder's path (`dist`); empty for everything. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Name the entries relative to this folder. */
  basePath?: string;
  /** Which files: `pattern:+:*.log`, `recursive:true`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** The file name TeamCity gives the archive in its answer. */
  name?: string;
  /** Resolve `%parameter%` references in the path with the build configuration's parameters. */
  resolveParameters?: boolean;
}

export const getZippedOp: Operation = {
  id: 'buildTypes.get_zipped',
  method: 'GET',
  path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/archived{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'name', 'resolveParameters'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a folder of the latest VCS files of a build configuration as a zip archive.
 *
 * The archive is made on the fly, so it has no length up front. The locator picks what goes in
 * (`pattern:+:*.log`).
 *
 * @since 2018.1
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly addBuildType: {
    /**
     * Create a build configuration.
     *
     * @see {@link addBuildType}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args?: AddBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  readonly addAgentRequirement: {
    /**
     * Add an agent requirement to a build configuration.
     *
     * @see {@link addAgentRequirement}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentRequirementFields>) = never>(
      args: AddAgentRequirementArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirement, S>>;
  };
  readonly addArtifactDep: {
    /**
     * Add an artifact dependency to a build configuration.
     *
     * @see {@link addArtifactDep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ArtifactDependencyFields>) = never>(
      args: AddArtifactDepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependency, S>>;
  };
  readonly addFeature: {
    /**
     * Add a build feature to a build configuration.
     *
     * @see {@link addFeature}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FeatureFields>) = never>(
      args: AddFeatureArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Feature, S>>;
  };
  readonly addSnapshotDep: {
    /**
     * Add a snapshot dependency to a build configuration.
     *
     * @see {@link addSnapshotDep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, SnapshotDependencyFields>) = never>(
      args: AddSnapshotDepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependency, S>>;
  };
  readonly addStep: {
    /**
     * Add a build step to a build configuration.
     *
     * @see {@link addStep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, StepFields>) = never>(
      args: AddStepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Step, S>>;
  };
  readonly addTemplate: {
    /**
     * Attach a template to a build configuration.
     *
     * @see {@link addTemplate}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: AddTemplateArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  readonly addTrigger: {
    /**
     * Add a trigger to a build configuration.
     *
     * @see {@link addTrigger}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TriggerFields>) = never>(
      args: AddTriggerArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Trigger, S>>;
  };
  readonly addVcsRootEntry: {
    /**
     * Attach a VCS root to a build configuration.
     *
     * @see {@link addVcsRootEntry}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootEntryFields>) = never>(
      args: AddVcsRootEntryArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntry, S>>;
  };
  readonly replaceAgentRequirement: {
    /**
     * Replace one agent requirement of a build configuration.
     *
     * @see {@link replaceAgentRequirement}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentRequirementFields>) = never>(
      args: ReplaceAgentRequirementArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirement, S>>;
  };
  readonly replaceAgentRequirements: {
    /**
     * Replace every agent requirement of a build configuration.
     *
     * @see {@link replaceAgentRequirements}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentRequirementsFields>) = never>(
      args: ReplaceAgentRequirementsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirements, S>>;
  };
  readonly replaceArtifactDep: {
    /**
     * Replace one artifact dependency of a build configuration.
     *
     * @see {@link replaceArtifactDep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ArtifactDependencyFields>) = never>(
      args: ReplaceArtifactDepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependency, S>>;
  };
  readonly replaceArtifactDeps: {
    /**
     * Replace every artifact dependency of a build configuration.
     *
     * @see {@link replaceArtifactDeps}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ArtifactDependenciesFields>) = never>(
      args: ReplaceArtifactDepsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependencies, S>>;
  };
  readonly replaceFeature: {
    /**
     * Replace one build feature of a build configuration.
     *
     * @see {@link replaceFeature}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FeatureFields>) = never>(
      args: ReplaceFeatureArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Feature, S>>;
  };
  readonly replaceFeatureParameters: {
    /**
     * Replace every parameter of a build feature.
     *
     * @see {@link replaceFeatureParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ReplaceFeatureParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly replaceFeatures: {
    /**
     * Replace every build feature of a build configuration.
     *
     * @see {@link replaceFeatures}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FeaturesFields>) = never>(
      args: ReplaceFeaturesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Features, S>>;
  };
  readonly replaceSnapshotDep: {
    /**
     * Replace one snapshot dependency of a build configuration.
     *
     * @see {@link replaceSnapshotDep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, SnapshotDependencyFields>) = never>(
      args: ReplaceSnapshotDepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependency, S>>;
  };
  readonly replaceSnapshotDeps: {
    /**
     * Replace every snapshot dependency of a build configuration.
     *
     * @see {@link replaceSnapshotDeps}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, SnapshotDependenciesFields>) = never>(
      args: ReplaceSnapshotDepsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependencies, S>>;
  };
  readonly replaceStep: {
    /**
     * Replace one build step of a build configuration.
     *
     * @see {@link replaceStep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, StepFields>) = never>(
      args: ReplaceStepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Step, S>>;
  };
  readonly replaceStepParameters: {
    /**
     * Replace every parameter of a build step.
     *
     * @see {@link replaceStepParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ReplaceStepParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly replaceSteps: {
    /**
     * Replace every build step of a build configuration.
     *
     * @see {@link replaceSteps}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, StepsFields>) = never>(
      args: ReplaceStepsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Steps, S>>;
  };
  readonly replaceTrigger: {
    /**
     * Replace one trigger of a build configuration.
     *
     * @see {@link replaceTrigger}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TriggerFields>) = never>(
      args: ReplaceTriggerArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Trigger, S>>;
  };
  readonly replaceTriggers: {
    /**
     * Replace every trigger of a build configuration.
     *
     * @see {@link replaceTriggers}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TriggersFields>) = never>(
      args: ReplaceTriggersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Triggers, S>>;
  };
  readonly replaceVcsRootEntries: {
    /**
     * Replace every VCS root attached to a build configuration.
     *
     * @see {@link replaceVcsRootEntries}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootEntriesFields>) = never>(
      args: ReplaceVcsRootEntriesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntries, S>>;
  };
  readonly getTemplates: {
    /**
     * List the templates a build configuration is attached to.
     *
     * @see {@link getTemplates}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
      args: GetTemplatesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  readonly getTrigger: {
    /**
     * Get one trigger of a build configuration.
     *
     * @see {@link getTrigger}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TriggerFields>) = never>(
      args: GetTriggerArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Trigger, S>>;
  };
  readonly getTriggers: {
    /**
     * List the triggers of a build configuration.
     *
     * @see {@link getTriggers}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TriggersFields>) = never>(
      args: GetTriggersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Triggers, S>>;
  };
  readonly getVcsRootEntries: {
    /**
     * List the VCS roots attached to a build configuration, with their checkout rules.
     *
     * @see {@link getVcsRootEntries}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootEntriesFields>) = never>(
      args: GetVcsRootEntriesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntries, S>>;
  };
  readonly getVcsRootEntry: {
    /**
     * Get one VCS root attachment of a build configuration.
     *
     * @see {@link getVcsRootEntry}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootEntryFields>) = never>(
      args: GetVcsRootEntryArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntry, S>>;
  };
  readonly serveBranches: {
    /**
     * List the branches of a build configuration.
     *
     * @see {@link serveBranches}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BranchesFields>) = never>(
      args: ServeBranchesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Branches, S>>;
  };
  /** Same as `serveBranches`. */
  readonly getBranches: SelectingOperations['serveBranches'];
  readonly getBuildTypes: {
    /**
     * List build configurations (and templates, with `templateFlag`).
     *
     * @see {@link getBuildTypes}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
      args?: GetBuildTypesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  readonly serveBuildTypeXml: {
    /**
     * Get a build configuration (or a template) with its settings.
     *
     * @see {@link serveBuildTypeXml}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: ServeBuildTypeXmlArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  /** Same as `serveBuildTypeXml`. */
  readonly getBuildType: SelectingOperations['serveBuildTypeXml'];
  /** Same as `serveBuildTypeXml`. */
  readonly getBuildTypeXml: SelectingOperations['serveBuildTypeXml'];
  readonly getAgentRequirement: {
    /**
     * Get one agent requirement of a build configuration.
     *
     * @see {@link getAgentRequirement}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentRequirementFields>) = never>(
      args: GetAgentRequirementArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirement, S>>;
  };
  readonly getAgentRequirements: {
    /**
     * List the agent requirements of a build configuration.
     *
     * @see {@link getAgentRequirements}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentRequirementsFields>) = never>(
      args: GetAgentRequirementsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentRequirements, S>>;
  };
  readonly getArtifactDep: {
    /**
     * Get one artifact dependency of a build configuration.
     *
     * @see {@link getArtifactDep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ArtifactDependencyFields>) = never>(
      args: GetArtifactDepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependency, S>>;
  };
  readonly getArtifactDeps: {
    /**
     * List the artifact dependencies of a build configuration.
     *
     * @see {@link getArtifactDeps}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ArtifactDependenciesFields>) = never>(
      args: GetArtifactDepsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ArtifactDependencies, S>>;
  };
  readonly getCurrentVcsInstances: {
    /**
     * List the VCS root instances a build configuration uses now.
     *
     * @see {@link getCurrentVcsInstances}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never>(
      args: GetCurrentVcsInstancesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  readonly getCurrentVcsInstancesObsolete: {
    /**
     * List the VCS root instances a build configuration uses now (older route).
     *
     * @see {@link getCurrentVcsInstancesObsolete}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never>(
      args: GetCurrentVcsInstancesObsoleteArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  readonly getFeature: {
    /**
     * Get one build feature of a build configuration.
     *
     * @see {@link getFeature}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FeatureFields>) = never>(
      args: GetFeatureArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Feature, S>>;
  };
  readonly getFeatureParameters: {
    /**
     * List the parameters of a build feature.
     *
     * @see {@link getFeatureParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetFeatureParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getFeatures: {
    /**
     * List the build features of a build configuration.
     *
     * @see {@link getFeatures}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FeaturesFields>) = never>(
      args: GetFeaturesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Features, S>>;
  };
  readonly getInvestigations: {
    /**
     * List the investigations of a build configuration (who looks into its failure).
     *
     * @see {@link getInvestigations}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, InvestigationsFields>) = never>(
      args: GetInvestigationsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  readonly getParameter: {
    /**
     * Get one parameter of a build configuration, with its value and type.
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
     * Get one setting of a build configuration (name and value).
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
  readonly getSetting: SelectingOperations['getParameter0'];
  readonly getParameters: {
    /**
     * List the parameters of a build configuration, inherited ones included.
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
     * List the settings of a build configuration (artifact rules, build number pattern, timeouts, ...).
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
  readonly getSettings: SelectingOperations['getParameters0'];
  readonly getSnapshotDep: {
    /**
     * Get one snapshot dependency of a build configuration.
     *
     * @see {@link getSnapshotDep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, SnapshotDependencyFields>) = never>(
      args: GetSnapshotDepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependency, S>>;
  };
  readonly getSnapshotDeps: {
    /**
     * List the snapshot dependencies of a build configuration.
     *
     * @see {@link getSnapshotDeps}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, SnapshotDependenciesFields>) = never>(
      args: GetSnapshotDepsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<SnapshotDependencies, S>>;
  };
  readonly getStep: {
    /**
     * Get one build step of a build configuration.
     *
     * @see {@link getStep}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, StepFields>) = never>(
      args: GetStepArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Step, S>>;
  };
  readonly getStepParameters: {
    /**
     * List the parameters of a build step.
     *
     * @see {@link getStepParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetStepParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getSteps: {
    /**
     * List the build steps of a build configuration, in order.
     *
     * @see {@link getSteps}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, StepsFields>) = never>(
      args: GetStepsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Steps, S>>;
  };
  readonly getTemplate: {
    /**
     * Get one template a build configuration is attached to.
     *
     * @see {@link getTemplate}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypeFields>) = never>(
      args: GetTemplateArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildType, S>>;
  };
  readonly serveBuildWithProject: {
    /**
     * Get a build of a build configuration.
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
     * List the builds of a build configuration.
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
  readonly setParameter: {
    /**
     * Add a parameter to a build configuration, or replace the one of that name.
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
     * Set one parameter of a build configuration, by name.
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
     * Change one setting of a build configuration.
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
  readonly setSetting: SelectingOperations['setParameter1'];
  readonly setParameter2: {
    /**
     * Change one setting of a build configuration, by name.
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
  readonly replaceSetting: SelectingOperations['setParameter2'];
  readonly setParameters: {
    /**
     * Replace every parameter a build configuration defines itself.
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
     * Replace the settings of a build configuration.
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
  readonly replaceSettings: SelectingOperations['setParameters0'];
  readonly setTemplates: {
    /**
     * Replace the templates a build configuration is attached to.
     *
     * @see {@link setTemplates}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
      args: SetTemplatesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  readonly updateVcsRootEntry: {
    /**
     * Change how a VCS root is attached to a build configuration (its checkout rules).
     *
     * @see {@link updateVcsRootEntry}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootEntryFields>) = never>(
      args: UpdateVcsRootEntryArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootEntry, S>>;
  };
  readonly getBuildParametersOfBuildType: {
    /**
     * List the output parameters of a build configuration.
     *
     * @see {@link getBuildParametersOfBuildType}
     * @since 2025.x
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetBuildParametersOfBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `getBuildParametersOfBuildType`. */
  readonly getOutputParameters: SelectingOperations['getBuildParametersOfBuildType'];
  readonly createBuildParameterOfBuildType: {
    /**
     * Add an output parameter to a build configuration.
     *
     * @see {@link createBuildParameterOfBuildType}
     * @since 2025.x
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: CreateBuildParameterOfBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `createBuildParameterOfBuildType`. */
  readonly createOutputParameter: SelectingOperations['createBuildParameterOfBuildType'];
  readonly updateBuildParametersOfBuildType: {
    /**
     * Replace every output parameter of a build configuration.
     *
     * @see {@link updateBuildParametersOfBuildType}
     * @since 2025.x
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: UpdateBuildParametersOfBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `updateBuildParametersOfBuildType`. */
  readonly replaceOutputParameters: SelectingOperations['updateBuildParametersOfBuildType'];
  readonly getBuildParameterOfBuildType: {
    /**
     * Get one output parameter of a build configuration.
     *
     * @see {@link getBuildParameterOfBuildType}
     * @since 2025.x
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: GetBuildParameterOfBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `getBuildParameterOfBuildType`. */
  readonly getOutputParameter: SelectingOperations['getBuildParameterOfBuildType'];
  readonly updateBuildParameterOfBuildType: {
    /**
     * Set one output parameter of a build configuration, by name.
     *
     * @see {@link updateBuildParameterOfBuildType}
     * @since 2025.x
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: UpdateBuildParameterOfBuildTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `updateBuildParameterOfBuildType`. */
  readonly replaceOutputParameter: SelectingOperations['updateBuildParameterOfBuildType'];
  readonly getRoot: {
    /**
     * List the top level of the latest VCS files of a build configuration.
     *
     * @see {@link getRoot}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetRootArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildren: {
    /**
     * List a folder of the latest VCS files of a build configuration.
     *
     * @see {@link getChildren}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetChildrenArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildrenAlias: {
    /**
     * List a folder of the latest VCS files of a build configuration, by the shorter route.
     *
     * @see {@link getChildrenAlias}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetChildrenAliasArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getMetadata: {
    /**
     * Get the name, size and date of a file or folder in the latest VCS files of a build configuration.
     *
     * @see {@link getMetadata}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FileFields>) = never>(
      args: GetMetadataArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The buildTypes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly addFeatureParameter: {
    /**
     * Set one parameter of a build feature.
     *
     * @see {@link addFeatureParameter}
     * @since 2018.1
     */
    (args: AddFeatureParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly addStepParameter: {
    /**
     * Set one parameter of a build step.
     *
     * @see {@link addStepParameter}
     * @since 2018.1
     */
    (args: AddStepParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly changeArtifactDepSetting: {
    /**
     * Enable or disable an artifact dependency.
     *
     * @see {@link changeArtifactDepSetting}
     * @since 2018.1
     */
    (args: ChangeArtifactDepSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly changeFeatureSetting: {
    /**
     * Enable or disable a build feature.
     *
     * @see {@link changeFeatureSetting}
     * @since 2018.1
     */
    (args: ChangeFeatureSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly changeRequirementSetting: {
    /**
     * Enable or disable an agent requirement.
     *
     * @see {@link changeRequirementSetting}
     * @since 2018.1
     */
    (args: ChangeRequirementSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly removeAllTemplates: {
    /**
     * Detach every template from a build configuration.
     *
     * @see {@link removeAllTemplates}
     * @since 2018.1
     */
    (args: RemoveAllTemplatesArgs, options?: CallOptions): Promise<void>;
  };
  readonly removeTemplate: {
    /**
     * Detach one template from a build configuration.
     *
     * @see {@link removeTemplate}
     * @since 2018.1
     */
    (args: RemoveTemplateArgs, options?: CallOptions): Promise<void>;
  };
  readonly getTriggerSetting: {
    /**
     * Read whether a trigger is disabled (`true` or `false`).
     *
     * @see {@link getTriggerSetting}
     * @since 2018.1
     */
    (args: GetTriggerSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly getVcsLabelingOptions: {
    /**
     * Read a build configuration's VCS labeling settings (label pattern, which roots, when).
     *
     * @see {@link getVcsLabelingOptions}
     * @since 2018.1
     */
    (args: GetVcsLabelingOptionsArgs, options?: CallOptions): Promise<VcsLabeling>;
  };
  readonly getVcsRootEntryCheckoutRules: {
    /**
     * Get the checkout rules of a VCS root in a build configuration, as text.
     *
     * @see {@link getVcsRootEntryCheckoutRules}
     * @since 2018.1
     */
    (args: GetVcsRootEntryCheckoutRulesArgs, options?: CallOptions): Promise<string>;
  };
  readonly serveBuildField: {
    /**
     * Read one field of a build of a build configuration as text.
     *
     * @see {@link serveBuildField}
     * @since 2018.1
     */
    (args: ServeBuildFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildField`. */
  readonly getBuildField: BoundOperations['serveBuildField'];
  readonly deleteBuildType: {
    /**
     * Delete a build configuration or a template.
     *
     * @see {@link deleteBuildType}
     * @since 2018.1
     */
    (args: DeleteBuildTypeArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveBuildTypeField: {
    /**
     * Read one field of a build configuration as text.
     *
     * @see {@link serveBuildTypeField}
     * @since 2018.1
     */
    (args: ServeBuildTypeFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildTypeField`. */
  readonly getBuildTypeField: BoundOperations['serveBuildTypeField'];
  readonly setBuildTypeField: {
    /**
     * Rename, describe, pause or resume a build configuration through a text field.
     *
     * @see {@link setBuildTypeField}
     * @since 2018.1
     */
    (args: SetBuildTypeFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly changeStepSetting: {
    /**
     * Rename, enable or disable a build step.
     *
     * @see {@link changeStepSetting}
     * @since 2018.1
     */
    (args: ChangeStepSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly changeTriggerSetting: {
    /**
     * Enable or disable a trigger.
     *
     * @see {@link changeTriggerSetting}
     * @since 2018.1
     */
    (args: ChangeTriggerSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly deleteAgentRequirement: {
    /**
     * Remove an agent requirement from a build configuration.
     *
     * @see {@link deleteAgentRequirement}
     * @since 2018.1
     */
    (args: DeleteAgentRequirementArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteArtifactDep: {
    /**
     * Remove an artifact dependency from a build configuration.
     *
     * @see {@link deleteArtifactDep}
     * @since 2018.1
     */
    (args: DeleteArtifactDepArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteFeature: {
    /**
     * Remove a build feature from a build configuration.
     *
     * @see {@link deleteFeature}
     * @since 2018.1
     */
    (args: DeleteFeatureArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteSnapshotDep: {
    /**
     * Remove a snapshot dependency from a build configuration.
     *
     * @see {@link deleteSnapshotDep}
     * @since 2018.1
     */
    (args: DeleteSnapshotDepArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteStep: {
    /**
     * Remove a build step from a build configuration.
     *
     * @see {@link deleteStep}
     * @since 2018.1
     */
    (args: DeleteStepArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteTrigger: {
    /**
     * Remove a trigger from a build configuration.
     *
     * @see {@link deleteTrigger}
     * @since 2018.1
     */
    (args: DeleteTriggerArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteVcsRootEntry: {
    /**
     * Detach a VCS root from a build configuration.
     *
     * @see {@link deleteVcsRootEntry}
     * @since 2018.1
     */
    (args: DeleteVcsRootEntryArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteAllParameters: {
    /**
     * Remove every parameter a build configuration defines itself.
     *
     * @see {@link deleteAllParameters}
     * @since 2018.1
     */
    (args: DeleteAllParametersArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteAllParameters0: {
    /**
     * Reset every setting of a build configuration to its default.
     *
     * @see {@link deleteAllParameters0}
     * @since 2018.1
     */
    (args: DeleteAllParameters0Args, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteAllParameters0`. */
  readonly resetSettings: BoundOperations['deleteAllParameters0'];
  readonly deleteParameter: {
    /**
     * Remove one parameter of a build configuration.
     *
     * @see {@link deleteParameter}
     * @since 2018.1
     */
    (args: DeleteParameterArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteParameter0: {
    /**
     * Reset one setting of a build configuration to its default.
     *
     * @see {@link deleteParameter0}
     * @since 2018.1
     */
    (args: DeleteParameter0Args, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteParameter0`. */
  readonly resetSetting: BoundOperations['deleteParameter0'];
  readonly getRequirementSetting: {
    /**
     * Read whether an agent requirement is disabled (`true` or `false`).
     *
     * @see {@link getRequirementSetting}
     * @since 2018.1
     */
    (args: GetRequirementSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly getAliases: {
    /**
     * List every external id a build configuration has had.
     *
     * @see {@link getAliases}
     * @since 2018.1
     */
    (args: GetAliasesArgs, options?: CallOptions): Promise<Items>;
  };
  readonly getArtifactDepSetting: {
    /**
     * Read whether an artifact dependency is disabled (`true` or `false`).
     *
     * @see {@link getArtifactDepSetting}
     * @since 2018.1
     */
    (args: GetArtifactDepSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly getExampleNewProjectDescription: {
    /**
     * Get an example of the body that creates a build configuration by copying another.
     *
     * @see {@link getExampleNewProjectDescription}
     * @since 2018.1
     */
    (args: GetExampleNewProjectDescriptionArgs, options?: CallOptions): Promise<NewBuildTypeDescription>;
  };
  /** Same as `getExampleNewProjectDescription`. */
  readonly getNewBuildTypeDescriptionExample: BoundOperations['getExampleNewProjectDescription'];
  readonly getExampleNewProjectDescriptionCompatibilityVersion1: {
    /**
     * Get an example of the body that copies a build configuration (older route).
     *
     * @see {@link getExampleNewProjectDescriptionCompatibilityVersion1}
     * @since 2018.1
     */
    (
      args: GetExampleNewProjectDescriptionCompatibilityVersion1Args,
      options?: CallOptions,
    ): Promise<NewBuildTypeDescription>;
  };
  /** Same as `getExampleNewProjectDescriptionCompatibilityVersion1`. */
  readonly getNewBuildTypeDescriptionExampleOld: BoundOperations['getExampleNewProjectDescriptionCompatibilityVersion1'];
  readonly getFeatureParameter: {
    /**
     * Get one parameter of a build feature, as text.
     *
     * @see {@link getFeatureParameter}
     * @since 2018.1
     */
    (args: GetFeatureParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly getFeatureSetting: {
    /**
     * Read whether a build feature is disabled (`true` or `false`).
     *
     * @see {@link getFeatureSetting}
     * @since 2018.1
     */
    (args: GetFeatureSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly getParameterType: {
    /**
     * Get the type of a build configuration parameter (its UI control, as TeamCity's spec text).
     *
     * @see {@link getParameterType}
     * @since 2018.1
     */
    (args: GetParameterTypeArgs, options?: CallOptions): Promise<Type>;
  };
  readonly getParameterTypeRawValue: {
    /**
     * Get the type spec of a build configuration parameter, as text.
     *
     * @see {@link getParameterTypeRawValue}
     * @since 2018.1
     */
    (args: GetParameterTypeRawValueArgs, options?: CallOptions): Promise<string>;
  };
  readonly getParameterValueLong: {
    /**
     * Get the value of one build configuration parameter, as text.
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
     * Get the value of one build configuration setting, as text.
     *
     * @see {@link getParameterValueLong0}
     * @since 2018.1
     */
    (args: GetParameterValueLong0Args, options?: CallOptions): Promise<string>;
  };
  /** Same as `getParameterValueLong0`. */
  readonly getSettingValue: BoundOperations['getParameterValueLong0'];
  readonly getSettingsFile: {
    /**
     * Get the path of the file that stores a build configuration's settings on the server.
     *
     * @see {@link getSettingsFile}
     * @since 2018.1
     */
    (args: GetSettingsFileArgs, options?: CallOptions): Promise<string>;
  };
  readonly getStepParameter: {
    /**
     * Get one parameter of a build step, as text.
     *
     * @see {@link getStepParameter}
     * @since 2018.1
     */
    (args: GetStepParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly getStepSetting: {
    /**
     * Read a build step's name, or whether it is disabled.
     *
     * @see {@link getStepSetting}
     * @since 2018.1
     */
    (args: GetStepSettingArgs, options?: CallOptions): Promise<string>;
  };
  readonly serveBuildTypeBuildsTags: {
    /**
     * List the tags used on a build configuration's builds.
     *
     * @see {@link serveBuildTypeBuildsTags}
     * @since 2018.1
     */
    (args: ServeBuildTypeBuildsTagsArgs, options?: CallOptions): Promise<Tags>;
  };
  /** Same as `serveBuildTypeBuildsTags`. */
  readonly getBuildTypeBuildsTags: BoundOperations['serveBuildTypeBuildsTags'];
  readonly setParameterType: {
    /**
     * Change the type (UI control) of a build configuration parameter.
     *
     * @see {@link setParameterType}
     * @since 2018.1
     */
    (args: SetParameterTypeArgs, options?: CallOptions): Promise<Type>;
  };
  readonly setParameterTypeRawValue: {
    /**
     * Change the type spec of a build configuration parameter, as text.
     *
     * @see {@link setParameterTypeRawValue}
     * @since 2018.1
     */
    (args: SetParameterTypeRawValueArgs, options?: CallOptions): Promise<string>;
  };
  readonly setParameterValueLong: {
    /**
     * Set the value of one build configuration parameter, as text.
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
     * Set the value of one build configuration setting, as text.
     *
     * @see {@link setParameterValueLong0}
     * @since 2018.1
     */
    (args: SetParameterValueLong0Args, options?: CallOptions): Promise<string>;
  };
  /** Same as `setParameterValueLong0`. */
  readonly setSettingValue: BoundOperations['setParameterValueLong0'];
  readonly setVcsLabelingOptions: {
    /**
     * Change a build configuration's VCS labeling settings.
     *
     * @see {@link setVcsLabelingOptions}
     * @since 2018.1
     */
    (args: SetVcsLabelingOptionsArgs, options?: CallOptions): Promise<VcsLabeling>;
  };
  readonly updateVcsRootEntryCheckoutRules: {
    /**
     * Set the checkout rules of a VCS root in a build configuration, as text.
     *
     * @see {@link updateVcsRootEntryCheckoutRules}
     * @since 2018.1
     */
    (args: UpdateVcsRootEntryCheckoutRulesArgs, options?: CallOptions): Promise<string>;
  };
  readonly moveBuildType: {
    /**
     * Move a build configuration or template to another project.
     *
     * @see {@link moveBuildType}
     * @since 2023.11
     */
    (args: MoveBuildTypeArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteBuildParametersOfBuildType: {
    /**
     * Remove every output parameter of a build configuration.
     *
     * @see {@link deleteBuildParametersOfBuildType}
     * @since 2025.x
     */
    (args: DeleteBuildParametersOfBuildTypeArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteBuildParametersOfBuildType`. */
  readonly deleteOutputParameters: BoundOperations['deleteBuildParametersOfBuildType'];
  readonly deleteBuildParameterOfBuildType: {
    /**
     * Remove one output parameter of a build configuration.
     *
     * @see {@link deleteBuildParameterOfBuildType}
     * @since 2025.x
     */
    (args: DeleteBuildParameterOfBuildTypeArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteBuildParameterOfBuildType`. */
  readonly deleteOutputParameter: BoundOperations['deleteBuildParameterOfBuildType'];
  readonly getBuildParameterValueOfBuildType: {
    /**
     * Get the value of one output parameter of a build configuration, as text.
     *
     * @see {@link getBuildParameterValueOfBuildType}
     * @since 2025.x
     */
    (args: GetBuildParameterValueOfBuildTypeArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getBuildParameterValueOfBuildType`. */
  readonly getOutputParameterValue: BoundOperations['getBuildParameterValueOfBuildType'];
  readonly updateBuildParameterValueOfBuildType: {
    /**
     * Set the value of one output parameter of a build configuration, as text.
     *
     * @see {@link updateBuildParameterValueOfBuildType}
     * @since 2025.x
     */
    (args: UpdateBuildParameterValueOfBuildTypeArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `updateBuildParameterValueOfBuildType`. */
  readonly setOutputParameterValue: BoundOperations['updateBuildParameterValueOfBuildType'];
  readonly getContent: {
    /**
     * Download a file from the latest VCS files of a build configuration, choosing how it is served.
     *
     * @see {@link getContent}
     * @since 2018.1
     */
    (args: GetContentArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getContentAlias: {
    /**
     * Download a file from the latest VCS files of a build configuration.
     *
     * @see {@link getContentAlias}
     * @since 2018.1
     */
    (args: GetContentAliasArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getZipped: {
    /**
     * Download a folder of the latest VCS files of a build configuration as a zip archive.
     *
     * @see {@link getZipped}
     * @since 2018.1
     */
    (args: GetZippedArgs, options?: CallOptions): Promise<FileResponse>;
  };
}
