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
import type { BuildTypes, Builds, Change, Changes, Entries, Issues, Items, VcsRootInstance } from '../models.js';
import type {
  BuildTypesFields,
  BuildsFields,
  ChangeFields,
  ChangesFields,
  EntriesFields,
  VcsRootInstanceFields,
} from '../fields.js';

/** Inputs of {@link serveChanges} (`changes.serve_changes`). */
export interface ServeChangesArgs<S extends ChangesFields = ChangesFields> {
  /** Query `project`. */
  project?: string;
  /** Query `buildType` (seed: `build_type`). */
  buildType?: string;
  /** Query `build`. */
  build?: string;
  /** Query `vcsRoot` (seed: `vcs_root`). */
  vcsRoot?: string;
  /** Query `sinceChange` (seed: `since_change`). */
  sinceChange?: string;
  /** Query `start`. */
  start?: number;
  /** Query `count`. */
  count?: number;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function serveChanges<S extends ChangesFields = never>(
  client: Transport,
  args: ServeChangesArgs<S & ExactFields<S, ChangesFields>> = {},
  options?: CallOptions,
): Promise<Selected<Changes, S>> {
  return request(client, serveChangesOp, withFields(serveChangesOp, args), options) as Promise<Selected<Changes, S>>;
}

export { serveChanges as getChanges };

/** Inputs of {@link serveChange} (`changes.serve_change`). */
export interface ServeChangeArgs<S extends ChangeFields = ChangeFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function serveChange<S extends ChangeFields = never>(
  client: Transport,
  args: ServeChangeArgs<S & ExactFields<S, ChangeFields>>,
  options?: CallOptions,
): Promise<Selected<Change, S>> {
  return request(client, serveChangeOp, withFields(serveChangeOp, args), options) as Promise<Selected<Change, S>>;
}

export { serveChange as getChange };

/** Inputs of {@link getChangeField} (`changes.get_change_field`). */
export interface GetChangeFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
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
export interface GetChangeAttributesArgs<S extends EntriesFields = EntriesFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function getChangeAttributes<S extends EntriesFields = never>(
  client: Transport,
  args: GetChangeAttributesArgs<S & ExactFields<S, EntriesFields>>,
  options?: CallOptions,
): Promise<Selected<Entries, S>> {
  return request(client, getChangeAttributesOp, withFields(getChangeAttributesOp, args), options) as Promise<
    Selected<Entries, S>
  >;
}

/** Inputs of {@link getChangeDuplicates} (`changes.get_change_duplicates`). */
export interface GetChangeDuplicatesArgs<S extends ChangesFields = ChangesFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function getChangeDuplicates<S extends ChangesFields = never>(
  client: Transport,
  args: GetChangeDuplicatesArgs<S & ExactFields<S, ChangesFields>>,
  options?: CallOptions,
): Promise<Selected<Changes, S>> {
  return request(client, getChangeDuplicatesOp, withFields(getChangeDuplicatesOp, args), options) as Promise<
    Selected<Changes, S>
  >;
}

/** Inputs of {@link getChangeFirstBuilds} (`changes.get_change_first_builds`). */
export interface GetChangeFirstBuildsArgs<S extends BuildsFields = BuildsFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function getChangeFirstBuilds<S extends BuildsFields = never>(
  client: Transport,
  args: GetChangeFirstBuildsArgs<S & ExactFields<S, BuildsFields>>,
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, getChangeFirstBuildsOp, withFields(getChangeFirstBuildsOp, args), options) as Promise<
    Selected<Builds, S>
  >;
}

/** Inputs of {@link getChangeIssue} (`changes.get_change_issue`). */
export interface GetChangeIssueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
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
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
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
export interface GetChangeVcsRootArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function getChangeVcsRoot<S extends VcsRootInstanceFields = never>(
  client: Transport,
  args: GetChangeVcsRootArgs<S & ExactFields<S, VcsRootInstanceFields>>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>> {
  return request(client, getChangeVcsRootOp, withFields(getChangeVcsRootOp, args), options) as Promise<
    Selected<VcsRootInstance, S>
  >;
}

/** Inputs of {@link getChangeVcsRootInstance} (`changes.get_change_vcs_root_instance`). */
export interface GetChangeVcsRootInstanceArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function getChangeVcsRootInstance<S extends VcsRootInstanceFields = never>(
  client: Transport,
  args: GetChangeVcsRootInstanceArgs<S & ExactFields<S, VcsRootInstanceFields>>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>> {
  return request(client, getChangeVcsRootInstanceOp, withFields(getChangeVcsRootInstanceOp, args), options) as Promise<
    Selected<VcsRootInstance, S>
  >;
}

/** Inputs of {@link getParentChanges} (`changes.get_parent_changes`). */
export interface GetParentChangesArgs<S extends ChangesFields = ChangesFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function getParentChanges<S extends ChangesFields = never>(
  client: Transport,
  args: GetParentChangesArgs<S & ExactFields<S, ChangesFields>>,
  options?: CallOptions,
): Promise<Selected<Changes, S>> {
  return request(client, getParentChangesOp, withFields(getParentChangesOp, args), options) as Promise<
    Selected<Changes, S>
  >;
}

/** Inputs of {@link getRelatedBuildTypes} (`changes.get_related_build_types`). */
export interface GetRelatedBuildTypesArgs<S extends BuildTypesFields = BuildTypesFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  changeLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
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
export async function getRelatedBuildTypes<S extends BuildTypesFields = never>(
  client: Transport,
  args: GetRelatedBuildTypesArgs<S & ExactFields<S, BuildTypesFields>>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>> {
  return request(client, getRelatedBuildTypesOp, withFields(getRelatedBuildTypesOp, args), options) as Promise<
    Selected<BuildTypes, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (see `Bound`). */
export interface SelectingOperations {
  readonly serveChanges: <S extends ChangesFields = never>(
    args?: ServeChangesArgs<S & ExactFields<S, ChangesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Changes, S>>;
  readonly getChanges: <S extends ChangesFields = never>(
    args?: ServeChangesArgs<S & ExactFields<S, ChangesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Changes, S>>;
  readonly serveChange: <S extends ChangeFields = never>(
    args: ServeChangeArgs<S & ExactFields<S, ChangeFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Change, S>>;
  readonly getChange: <S extends ChangeFields = never>(
    args: ServeChangeArgs<S & ExactFields<S, ChangeFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Change, S>>;
  readonly getChangeAttributes: <S extends EntriesFields = never>(
    args: GetChangeAttributesArgs<S & ExactFields<S, EntriesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Entries, S>>;
  readonly getChangeDuplicates: <S extends ChangesFields = never>(
    args: GetChangeDuplicatesArgs<S & ExactFields<S, ChangesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Changes, S>>;
  readonly getChangeFirstBuilds: <S extends BuildsFields = never>(
    args: GetChangeFirstBuildsArgs<S & ExactFields<S, BuildsFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Builds, S>>;
  readonly getChangeVcsRoot: <S extends VcsRootInstanceFields = never>(
    args: GetChangeVcsRootArgs<S & ExactFields<S, VcsRootInstanceFields>>,
    options?: CallOptions,
  ) => Promise<Selected<VcsRootInstance, S>>;
  readonly getChangeVcsRootInstance: <S extends VcsRootInstanceFields = never>(
    args: GetChangeVcsRootInstanceArgs<S & ExactFields<S, VcsRootInstanceFields>>,
    options?: CallOptions,
  ) => Promise<Selected<VcsRootInstance, S>>;
  readonly getParentChanges: <S extends ChangesFields = never>(
    args: GetParentChangesArgs<S & ExactFields<S, ChangesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Changes, S>>;
  readonly getRelatedBuildTypes: <S extends BuildTypesFields = never>(
    args: GetRelatedBuildTypesArgs<S & ExactFields<S, BuildTypesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<BuildTypes, S>>;
}
