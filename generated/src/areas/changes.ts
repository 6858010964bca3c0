// Generated from spec/areas/changes.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import type { BuildTypes, Builds, Change, Changes, Entries, Issues, Items, VcsRootInstance } from '../models.js';
import type { BuildLocator, BuildTypeLocator, ChangeLocator, ProjectLocator, VcsRootLocator } from '../locators.js';
import type {
  BuildTypesFields,
  BuildsFields,
  ChangeFields,
  ChangesFields,
  EntriesFields,
  VcsRootInstanceFields,
} from '../fields.js';

/** Inputs of {@link serveChanges} (`changes.serve_changes`). */
export interface ServeChangesArgs<S extends ChangesFields = ChangesFields, T = string> {
  /** Query `project`. A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  project?: string | ProjectLocator;
  /** Query `buildType` (seed: `build_type`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  buildType?: string | BuildTypeLocator;
  /** Query `build`. A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  build?: string | BuildLocator;
  /** Query `vcsRoot` (seed: `vcs_root`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRoot?: string | VcsRootLocator;
  /** Query `sinceChange` (seed: `since_change`). */
  sinceChange?: string;
  /** Query `start`. */
  start?: number;
  /** Query `count`. */
  count?: number;
  /** Query `locator`. A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  locator?: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveChangesOp: Operation = {
  id: 'changes.serve_changes',
  method: 'GET',
  path: '/app/rest/changes',
  query: [
    ['project', 'project'],
    ['buildType', 'buildType'],
    ['build', 'build'],
    ['vcsRoot', 'vcsRoot'],
    ['sinceChange', 'sinceChange'],
    ['start', 'start'],
    ['count', 'count'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes` (`serve_changes`, alias `get_changes`). */
export function serveChanges(
  client: Transport,
  args?: ServeChangesArgs<never>,
  options?: CallOptions,
): Promise<Changes>;
/** `GET /app/rest/changes` (`serve_changes`, alias `get_changes`). */
export function serveChanges<const S extends object & ExactFields<S, ChangesFields>>(
  client: Transport,
  args?: ServeChangesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Changes, S>>;
export async function serveChanges(
  client: Transport,
  args: ServeChangesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveChangesOp, withFields(serveChangesOp, args), options);
}

export { serveChanges as getChanges };

/** Inputs of {@link serveChange} (`changes.serve_change`). */
export interface ServeChangeArgs<S extends ChangeFields = ChangeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveChangeOp: Operation = {
  id: 'changes.serve_change',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}` (`serve_change`, alias `get_change`). */
export function serveChange(client: Transport, args: ServeChangeArgs<never>, options?: CallOptions): Promise<Change>;
/** `GET /app/rest/changes/{changeLocator}` (`serve_change`, alias `get_change`). */
export function serveChange<const S extends object & ExactFields<S, ChangeFields>>(
  client: Transport,
  args: ServeChangeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Change, S>>;
export async function serveChange(client: Transport, args: ServeChangeArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveChangeOp, withFields(serveChangeOp, args), options);
}

export { serveChange as getChange };

/** Inputs of {@link getChangeField} (`changes.get_change_field`). */
export interface GetChangeFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const getChangeFieldOp: Operation = {
  id: 'changes.get_change_field',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/{field}` (`get_change_field`). */
export function getChangeField(client: Transport, args: GetChangeFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, getChangeFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getChangeAttributes} (`changes.get_change_attributes`). */
export interface GetChangeAttributesArgs<S extends EntriesFields = EntriesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChangeAttributesOp: Operation = {
  id: 'changes.get_change_attributes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/attributes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/attributes` (`get_change_attributes`). */
export function getChangeAttributes(
  client: Transport,
  args: GetChangeAttributesArgs<never>,
  options?: CallOptions,
): Promise<Entries>;
/** `GET /app/rest/changes/{changeLocator}/attributes` (`get_change_attributes`). */
export function getChangeAttributes<const S extends object & ExactFields<S, EntriesFields>>(
  client: Transport,
  args: GetChangeAttributesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Entries, S>>;
export async function getChangeAttributes(
  client: Transport,
  args: GetChangeAttributesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChangeAttributesOp, withFields(getChangeAttributesOp, args), options);
}

/** Inputs of {@link getChangeDuplicates} (`changes.get_change_duplicates`). */
export interface GetChangeDuplicatesArgs<S extends ChangesFields = ChangesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChangeDuplicatesOp: Operation = {
  id: 'changes.get_change_duplicates',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/duplicates',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/duplicates` (`get_change_duplicates`). */
export function getChangeDuplicates(
  client: Transport,
  args: GetChangeDuplicatesArgs<never>,
  options?: CallOptions,
): Promise<Changes>;
/** `GET /app/rest/changes/{changeLocator}/duplicates` (`get_change_duplicates`). */
export function getChangeDuplicates<const S extends object & ExactFields<S, ChangesFields>>(
  client: Transport,
  args: GetChangeDuplicatesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Changes, S>>;
export async function getChangeDuplicates(
  client: Transport,
  args: GetChangeDuplicatesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChangeDuplicatesOp, withFields(getChangeDuplicatesOp, args), options);
}

/** Inputs of {@link getChangeFirstBuilds} (`changes.get_change_first_builds`). */
export interface GetChangeFirstBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChangeFirstBuildsOp: Operation = {
  id: 'changes.get_change_first_builds',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/firstBuilds',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/firstBuilds` (`get_change_first_builds`). */
export function getChangeFirstBuilds(
  client: Transport,
  args: GetChangeFirstBuildsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
/** `GET /app/rest/changes/{changeLocator}/firstBuilds` (`get_change_first_builds`). */
export function getChangeFirstBuilds<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args: GetChangeFirstBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function getChangeFirstBuilds(
  client: Transport,
  args: GetChangeFirstBuildsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChangeFirstBuildsOp, withFields(getChangeFirstBuildsOp, args), options);
}

/** Inputs of {@link getChangeIssue} (`changes.get_change_issue`). */
export interface GetChangeIssueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
}

export const getChangeIssueOp: Operation = {
  id: 'changes.get_change_issue',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/issues',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/issues` (`get_change_issue`). */
export function getChangeIssue(client: Transport, args: GetChangeIssueArgs, options?: CallOptions): Promise<Issues> {
  return request(client, getChangeIssueOp, args, options) as Promise<Issues>;
}

/** Inputs of {@link getChangeParentRevisions} (`changes.get_change_parent_revisions`). */
export interface GetChangeParentRevisionsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
}

export const getChangeParentRevisionsOp: Operation = {
  id: 'changes.get_change_parent_revisions',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/parentRevisions',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/parentRevisions` (`get_change_parent_revisions`). */
export function getChangeParentRevisions(
  client: Transport,
  args: GetChangeParentRevisionsArgs,
  options?: CallOptions,
): Promise<Items> {
  return request(client, getChangeParentRevisionsOp, args, options) as Promise<Items>;
}

/** Inputs of {@link getChangeVcsRoot} (`changes.get_change_vcs_root`). */
export interface GetChangeVcsRootArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChangeVcsRootOp: Operation = {
  id: 'changes.get_change_vcs_root',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRoot',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/vcsRoot` (`get_change_vcs_root`). */
export function getChangeVcsRoot(
  client: Transport,
  args: GetChangeVcsRootArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstance>;
/** `GET /app/rest/changes/{changeLocator}/vcsRoot` (`get_change_vcs_root`). */
export function getChangeVcsRoot<const S extends object & ExactFields<S, VcsRootInstanceFields>>(
  client: Transport,
  args: GetChangeVcsRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>>;
export async function getChangeVcsRoot(
  client: Transport,
  args: GetChangeVcsRootArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChangeVcsRootOp, withFields(getChangeVcsRootOp, args), options);
}

/** Inputs of {@link getChangeVcsRootInstance} (`changes.get_change_vcs_root_instance`). */
export interface GetChangeVcsRootInstanceArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChangeVcsRootInstanceOp: Operation = {
  id: 'changes.get_change_vcs_root_instance',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRootInstance',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/vcsRootInstance` (`get_change_vcs_root_instance`). */
export function getChangeVcsRootInstance(
  client: Transport,
  args: GetChangeVcsRootInstanceArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstance>;
/** `GET /app/rest/changes/{changeLocator}/vcsRootInstance` (`get_change_vcs_root_instance`). */
export function getChangeVcsRootInstance<const S extends object & ExactFields<S, VcsRootInstanceFields>>(
  client: Transport,
  args: GetChangeVcsRootInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>>;
export async function getChangeVcsRootInstance(
  client: Transport,
  args: GetChangeVcsRootInstanceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChangeVcsRootInstanceOp, withFields(getChangeVcsRootInstanceOp, args), options);
}

/** Inputs of {@link getParentChanges} (`changes.get_parent_changes`). */
export interface GetParentChangesArgs<S extends ChangesFields = ChangesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParentChangesOp: Operation = {
  id: 'changes.get_parent_changes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/parentChanges',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/changes/{changeLocator}/parentChanges` (`get_parent_changes`). */
export function getParentChanges(
  client: Transport,
  args: GetParentChangesArgs<never>,
  options?: CallOptions,
): Promise<Changes>;
/** `GET /app/rest/changes/{changeLocator}/parentChanges` (`get_parent_changes`). */
export function getParentChanges<const S extends object & ExactFields<S, ChangesFields>>(
  client: Transport,
  args: GetParentChangesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Changes, S>>;
export async function getParentChanges(
  client: Transport,
  args: GetParentChangesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getParentChangesOp, withFields(getParentChangesOp, args), options);
}

/** Inputs of {@link getRelatedBuildTypes} (`changes.get_related_build_types`). */
export interface GetRelatedBuildTypesArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getRelatedBuildTypesOp: Operation = {
  id: 'changes.get_related_build_types',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/buildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/changes/{changeLocator}/buildTypes` (`get_related_build_types`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getRelatedBuildTypes(
  client: Transport,
  args: GetRelatedBuildTypesArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
/**
 * `GET /app/rest/changes/{changeLocator}/buildTypes` (`get_related_build_types`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getRelatedBuildTypes<const S extends object & ExactFields<S, BuildTypesFields>>(
  client: Transport,
  args: GetRelatedBuildTypesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>>;
export async function getRelatedBuildTypes(
  client: Transport,
  args: GetRelatedBuildTypesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getRelatedBuildTypesOp, withFields(getRelatedBuildTypesOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/changes` (`serve_changes`, alias `get_changes`). */
  readonly serveChanges: {
    (args?: ServeChangesArgs<never>, options?: CallOptions): Promise<Changes>;
    <const S extends object & ExactFields<S, ChangesFields>>(
      args?: ServeChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  /** `GET /app/rest/changes` (`serve_changes`, alias `get_changes`). */
  readonly getChanges: {
    (args?: ServeChangesArgs<never>, options?: CallOptions): Promise<Changes>;
    <const S extends object & ExactFields<S, ChangesFields>>(
      args?: ServeChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}` (`serve_change`, alias `get_change`). */
  readonly serveChange: {
    (args: ServeChangeArgs<never>, options?: CallOptions): Promise<Change>;
    <const S extends object & ExactFields<S, ChangeFields>>(
      args: ServeChangeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Change, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}` (`serve_change`, alias `get_change`). */
  readonly getChange: {
    (args: ServeChangeArgs<never>, options?: CallOptions): Promise<Change>;
    <const S extends object & ExactFields<S, ChangeFields>>(
      args: ServeChangeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Change, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}/attributes` (`get_change_attributes`). */
  readonly getChangeAttributes: {
    (args: GetChangeAttributesArgs<never>, options?: CallOptions): Promise<Entries>;
    <const S extends object & ExactFields<S, EntriesFields>>(
      args: GetChangeAttributesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Entries, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}/duplicates` (`get_change_duplicates`). */
  readonly getChangeDuplicates: {
    (args: GetChangeDuplicatesArgs<never>, options?: CallOptions): Promise<Changes>;
    <const S extends object & ExactFields<S, ChangesFields>>(
      args: GetChangeDuplicatesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}/firstBuilds` (`get_change_first_builds`). */
  readonly getChangeFirstBuilds: {
    (args: GetChangeFirstBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args: GetChangeFirstBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}/vcsRoot` (`get_change_vcs_root`). */
  readonly getChangeVcsRoot: {
    (args: GetChangeVcsRootArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: GetChangeVcsRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}/vcsRootInstance` (`get_change_vcs_root_instance`). */
  readonly getChangeVcsRootInstance: {
    (args: GetChangeVcsRootInstanceArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: GetChangeVcsRootInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** `GET /app/rest/changes/{changeLocator}/parentChanges` (`get_parent_changes`). */
  readonly getParentChanges: {
    (args: GetParentChangesArgs<never>, options?: CallOptions): Promise<Changes>;
    <const S extends object & ExactFields<S, ChangesFields>>(
      args: GetParentChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  /**
   * `GET /app/rest/changes/{changeLocator}/buildTypes` (`get_related_build_types`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getRelatedBuildTypes: {
    (args: GetRelatedBuildTypesArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: GetRelatedBuildTypesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
}

/** The changes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `GET /app/rest/changes/{changeLocator}/{field}` (`get_change_field`). */
  readonly getChangeField: (args: GetChangeFieldArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/changes/{changeLocator}/issues` (`get_change_issue`). */
  readonly getChangeIssue: (args: GetChangeIssueArgs, options?: CallOptions) => Promise<Issues>;
  /** `GET /app/rest/changes/{changeLocator}/parentRevisions` (`get_change_parent_revisions`). */
  readonly getChangeParentRevisions: (args: GetChangeParentRevisionsArgs, options?: CallOptions) => Promise<Items>;
}
