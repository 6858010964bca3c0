// Generated from spec/areas/changes.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type Operation, request, type Transport } from '../runtime/index.js';
import type { BuildTypes, Builds, Change, Changes, Entries, Issues, Items, VcsRootInstance } from '../models.js';
import type { BuildLocator, BuildTypeLocator, ChangeLocator, ProjectLocator, VcsRootLocator } from '../locators.js';

/** Inputs of {@link serveChanges} (`changes.serve_changes`). */
export interface ServeChangesArgs {
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
  /** Query `fields`. */
  fields?: string;
}

const serveChangesOp: Operation = {
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
};

/** `GET /app/rest/changes` (`serve_changes`, alias `get_changes`). */
export function serveChanges(client: Transport, args: ServeChangesArgs = {}, options?: CallOptions): Promise<Changes> {
  return request(client, serveChangesOp, args, options) as Promise<Changes>;
}

export { serveChanges as getChanges };

/** Inputs of {@link serveChange} (`changes.serve_change`). */
export interface ServeChangeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const serveChangeOp: Operation = {
  id: 'changes.serve_change',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/changes/{changeLocator}` (`serve_change`, alias `get_change`). */
export function serveChange(client: Transport, args: ServeChangeArgs, options?: CallOptions): Promise<Change> {
  return request(client, serveChangeOp, args, options) as Promise<Change>;
}

export { serveChange as getChange };

/** Inputs of {@link getChangeField} (`changes.get_change_field`). */
export interface GetChangeFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

const getChangeFieldOp: Operation = {
  id: 'changes.get_change_field',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/changes/{changeLocator}/{field}` (`get_change_field`). */
export function getChangeField(client: Transport, args: GetChangeFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, getChangeFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getChangeAttributes} (`changes.get_change_attributes`). */
export interface GetChangeAttributesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const getChangeAttributesOp: Operation = {
  id: 'changes.get_change_attributes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/attributes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/changes/{changeLocator}/attributes` (`get_change_attributes`). */
export function getChangeAttributes(
  client: Transport,
  args: GetChangeAttributesArgs,
  options?: CallOptions,
): Promise<Entries> {
  return request(client, getChangeAttributesOp, args, options) as Promise<Entries>;
}

/** Inputs of {@link getChangeDuplicates} (`changes.get_change_duplicates`). */
export interface GetChangeDuplicatesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const getChangeDuplicatesOp: Operation = {
  id: 'changes.get_change_duplicates',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/duplicates',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/changes/{changeLocator}/duplicates` (`get_change_duplicates`). */
export function getChangeDuplicates(
  client: Transport,
  args: GetChangeDuplicatesArgs,
  options?: CallOptions,
): Promise<Changes> {
  return request(client, getChangeDuplicatesOp, args, options) as Promise<Changes>;
}

/** Inputs of {@link getChangeFirstBuilds} (`changes.get_change_first_builds`). */
export interface GetChangeFirstBuildsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const getChangeFirstBuildsOp: Operation = {
  id: 'changes.get_change_first_builds',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/firstBuilds',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/changes/{changeLocator}/firstBuilds` (`get_change_first_builds`). */
export function getChangeFirstBuilds(
  client: Transport,
  args: GetChangeFirstBuildsArgs,
  options?: CallOptions,
): Promise<Builds> {
  return request(client, getChangeFirstBuildsOp, args, options) as Promise<Builds>;
}

/** Inputs of {@link getChangeIssue} (`changes.get_change_issue`). */
export interface GetChangeIssueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
}

const getChangeIssueOp: Operation = {
  id: 'changes.get_change_issue',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/issues',
  accept: 'application/json',
  result: 'json',
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

const getChangeParentRevisionsOp: Operation = {
  id: 'changes.get_change_parent_revisions',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/parentRevisions',
  accept: 'application/json',
  result: 'json',
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
export interface GetChangeVcsRootArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const getChangeVcsRootOp: Operation = {
  id: 'changes.get_change_vcs_root',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRoot',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/changes/{changeLocator}/vcsRoot` (`get_change_vcs_root`). */
export function getChangeVcsRoot(
  client: Transport,
  args: GetChangeVcsRootArgs,
  options?: CallOptions,
): Promise<VcsRootInstance> {
  return request(client, getChangeVcsRootOp, args, options) as Promise<VcsRootInstance>;
}

/** Inputs of {@link getChangeVcsRootInstance} (`changes.get_change_vcs_root_instance`). */
export interface GetChangeVcsRootInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const getChangeVcsRootInstanceOp: Operation = {
  id: 'changes.get_change_vcs_root_instance',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRootInstance',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/changes/{changeLocator}/vcsRootInstance` (`get_change_vcs_root_instance`). */
export function getChangeVcsRootInstance(
  client: Transport,
  args: GetChangeVcsRootInstanceArgs,
  options?: CallOptions,
): Promise<VcsRootInstance> {
  return request(client, getChangeVcsRootInstanceOp, args, options) as Promise<VcsRootInstance>;
}

/** Inputs of {@link getParentChanges} (`changes.get_parent_changes`). */
export interface GetParentChangesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const getParentChangesOp: Operation = {
  id: 'changes.get_parent_changes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/parentChanges',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/changes/{changeLocator}/parentChanges` (`get_parent_changes`). */
export function getParentChanges(
  client: Transport,
  args: GetParentChangesArgs,
  options?: CallOptions,
): Promise<Changes> {
  return request(client, getParentChangesOp, args, options) as Promise<Changes>;
}

/** Inputs of {@link getRelatedBuildTypes} (`changes.get_related_build_types`). */
export interface GetRelatedBuildTypesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Change locator: its text, or a typed `ChangeLocator` (rendered with TeamCity's escaping). */
  changeLocator: string | ChangeLocator;
  /** Query `fields`. */
  fields?: string;
}

const getRelatedBuildTypesOp: Operation = {
  id: 'changes.get_related_build_types',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/buildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/changes/{changeLocator}/buildTypes` (`get_related_build_types`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getRelatedBuildTypes(
  client: Transport,
  args: GetRelatedBuildTypesArgs,
  options?: CallOptions,
): Promise<BuildTypes> {
  return request(client, getRelatedBuildTypesOp, args, options) as Promise<BuildTypes>;
}
