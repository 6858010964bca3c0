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

/** Inputs of {@link serveChanges}. */
export interface ServeChangesArgs<S extends ChangesFields = ChangesFields, T = string> {
  /** Legacy: the locator's `project` dimension. */
  project?: string | ProjectLocator;
  /** Legacy: the locator's `buildType` dimension. */
  buildType?: string | BuildTypeLocator;
  /** Legacy: the locator's `build` dimension. */
  build?: string | BuildLocator;
  /** Legacy: the locator's `vcsRootInstance` dimension (a VCS root instance, not a VCS root). */
  vcsRoot?: string | VcsRootLocator;
  /** Legacy: the locator's `sinceChange` dimension. */
  sinceChange?: string;
  /** Legacy: the locator's `start` dimension. */
  start?: number;
  /** Legacy: the locator's `count` dimension. */
  count?: number;
  /** A change locator that filters the list: text, or a typed `ChangeLocator`. */
  locator?: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
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
  kind: 'json',
  locator: renderLocator,
};

/**
 * List VCS changes (commits TeamCity has seen).
 *
 * Newest first, 100 to a page; TeamCity looks at most at 15,000 changes per request unless the locator's
 * `lookupLimit` says otherwise. `build:(id:42)` gives the changes a build included, `buildType:(id:App_Build)`
 * those of a configuration, `pending:true` those not built yet. A legacy input given with a different value of
 * the same locator dimension is refused (400).
 *
 * Also named `getChanges`: the same function.
 *
 * @param args.project - Legacy: the locator's `project` dimension
 * @param args.buildType - Legacy: the locator's `buildType` dimension
 * @param args.build - Legacy: the locator's `build` dimension
 * @param args.vcsRoot - Legacy: the locator's `vcsRootInstance` dimension (a VCS root instance, not a VCS root)
 * @param args.sinceChange - Legacy: the locator's `sinceChange` dimension
 * @param args.start - Legacy: the locator's `start` dimension
 * @param args.count - Legacy: the locator's `count` dimension
 * @param args.locator - A change locator that filters the list: text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveChanges(
  client: Transport,
  args?: ServeChangesArgs<never>,
  options?: CallOptions,
): Promise<Changes>;
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

/** Inputs of {@link serveChange}. */
export interface ServeChangeArgs<S extends ChangeFields = ChangeFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveChangeOp: Operation = {
  id: 'changes.serve_change',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a VCS change (commit), with its files, author and comment.
 *
 * Also named `getChange`: the same function.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveChange(client: Transport, args: ServeChangeArgs<never>, options?: CallOptions): Promise<Change>;
export function serveChange<const S extends object & ExactFields<S, ChangeFields>>(
  client: Transport,
  args: ServeChangeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Change, S>>;
export async function serveChange(client: Transport, args: ServeChangeArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveChangeOp, withFields(serveChangeOp, args), options);
}

export { serveChange as getChange };

/** Inputs of {@link getChangeField}. */
export interface GetChangeFieldArgs {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** The field: `id`, `version`, `username`, `date`, `personal` or `comment`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const getChangeFieldOp: Operation = {
  id: 'changes.get_change_field',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a VCS change as text.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.field - The field: `id`, `version`, `username`, `date`, `personal` or `comment`
 */
export function getChangeField(client: Transport, args: GetChangeFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, getChangeFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getChangeAttributes}. */
export interface GetChangeAttributesArgs<S extends EntriesFields = EntriesFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getChangeAttributesOp: Operation = {
  id: 'changes.get_change_attributes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/attributes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the attributes TeamCity recorded for a VCS change.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getChangeAttributes(
  client: Transport,
  args: GetChangeAttributesArgs<never>,
  options?: CallOptions,
): Promise<Entries>;
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

/** Inputs of {@link getChangeDuplicates}. */
export interface GetChangeDuplicatesArgs<S extends ChangesFields = ChangesFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getChangeDuplicatesOp: Operation = {
  id: 'changes.get_change_duplicates',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/duplicates',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the other records of the same commit (seen through other VCS roots).
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getChangeDuplicates(
  client: Transport,
  args: GetChangeDuplicatesArgs<never>,
  options?: CallOptions,
): Promise<Changes>;
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

/** Inputs of {@link getChangeFirstBuilds}. */
export interface GetChangeFirstBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getChangeFirstBuildsOp: Operation = {
  id: 'changes.get_change_first_builds',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/firstBuilds',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the first build of each build configuration that included a change.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getChangeFirstBuilds(
  client: Transport,
  args: GetChangeFirstBuildsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
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

/** Inputs of {@link getChangeIssue}. */
export interface GetChangeIssueArgs {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
}

export const getChangeIssueOp: Operation = {
  id: 'changes.get_change_issue',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/issues',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the issue-tracker issues a change's comment mentions.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 */
export function getChangeIssue(client: Transport, args: GetChangeIssueArgs, options?: CallOptions): Promise<Issues> {
  return request(client, getChangeIssueOp, args, options) as Promise<Issues>;
}

/** Inputs of {@link getChangeParentRevisions}. */
export interface GetChangeParentRevisionsArgs {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
}

export const getChangeParentRevisionsOp: Operation = {
  id: 'changes.get_change_parent_revisions',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/parentRevisions',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parent revisions of a change (commit hashes).
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 */
export function getChangeParentRevisions(
  client: Transport,
  args: GetChangeParentRevisionsArgs,
  options?: CallOptions,
): Promise<Items> {
  return request(client, getChangeParentRevisionsOp, args, options) as Promise<Items>;
}

/** Inputs of {@link getChangeVcsRoot}. */
export interface GetChangeVcsRootArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getChangeVcsRootOp: Operation = {
  id: 'changes.get_change_vcs_root',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRoot',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the VCS root instance a change came from (older route).
 *
 * The same answer as `getChangeVcsRootInstance`.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getChangeVcsRoot(
  client: Transport,
  args: GetChangeVcsRootArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstance>;
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

/** Inputs of {@link getChangeVcsRootInstance}. */
export interface GetChangeVcsRootInstanceArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getChangeVcsRootInstanceOp: Operation = {
  id: 'changes.get_change_vcs_root_instance',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRootInstance',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the VCS root instance a change came from.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getChangeVcsRootInstance(
  client: Transport,
  args: GetChangeVcsRootInstanceArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstance>;
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

/** Inputs of {@link getParentChanges}. */
export interface GetParentChangesArgs<S extends ChangesFields = ChangesFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getParentChangesOp: Operation = {
  id: 'changes.get_parent_changes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/parentChanges',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parent changes of a change.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getParentChanges(
  client: Transport,
  args: GetParentChangesArgs<never>,
  options?: CallOptions,
): Promise<Changes>;
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

/** Inputs of {@link getRelatedBuildTypes}. */
export interface GetRelatedBuildTypesArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getRelatedBuildTypesOp: Operation = {
  id: 'changes.get_related_build_types',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/buildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the build configurations a change affects.
 *
 * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getRelatedBuildTypes(
  client: Transport,
  args: GetRelatedBuildTypesArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
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
  readonly serveChanges: {
    /**
     * List VCS changes (commits TeamCity has seen).
     *
     * Newest first, 100 to a page; TeamCity looks at most at 15,000 changes per request unless the locator's
     * `lookupLimit` says otherwise. `build:(id:42)` gives the changes a build included, `buildType:(id:App_Build)`
     * those of a configuration, `pending:true` those not built yet. A legacy input given with a different value of
     * the same locator dimension is refused (400).
     *
     * Also named `getChanges`: the same function.
     *
     * @param args.project - Legacy: the locator's `project` dimension
     * @param args.buildType - Legacy: the locator's `buildType` dimension
     * @param args.build - Legacy: the locator's `build` dimension
     * @param args.vcsRoot - Legacy: the locator's `vcsRootInstance` dimension (a VCS root instance, not a VCS root)
     * @param args.sinceChange - Legacy: the locator's `sinceChange` dimension
     * @param args.start - Legacy: the locator's `start` dimension
     * @param args.count - Legacy: the locator's `count` dimension
     * @param args.locator - A change locator that filters the list: text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: ServeChangesArgs<never>, options?: CallOptions): Promise<Changes>;
    <const S extends object & ExactFields<S, ChangesFields>>(
      args?: ServeChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  /** Same as `serveChanges`. */
  readonly getChanges: SelectingOperations['serveChanges'];
  readonly serveChange: {
    /**
     * Get a VCS change (commit), with its files, author and comment.
     *
     * Also named `getChange`: the same function.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeChangeArgs<never>, options?: CallOptions): Promise<Change>;
    <const S extends object & ExactFields<S, ChangeFields>>(
      args: ServeChangeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Change, S>>;
  };
  /** Same as `serveChange`. */
  readonly getChange: SelectingOperations['serveChange'];
  readonly getChangeAttributes: {
    /**
     * List the attributes TeamCity recorded for a VCS change.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetChangeAttributesArgs<never>, options?: CallOptions): Promise<Entries>;
    <const S extends object & ExactFields<S, EntriesFields>>(
      args: GetChangeAttributesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Entries, S>>;
  };
  readonly getChangeDuplicates: {
    /**
     * List the other records of the same commit (seen through other VCS roots).
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetChangeDuplicatesArgs<never>, options?: CallOptions): Promise<Changes>;
    <const S extends object & ExactFields<S, ChangesFields>>(
      args: GetChangeDuplicatesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  readonly getChangeFirstBuilds: {
    /**
     * List the first build of each build configuration that included a change.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetChangeFirstBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args: GetChangeFirstBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly getChangeVcsRoot: {
    /**
     * Get the VCS root instance a change came from (older route).
     *
     * The same answer as `getChangeVcsRootInstance`.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetChangeVcsRootArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: GetChangeVcsRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  readonly getChangeVcsRootInstance: {
    /**
     * Get the VCS root instance a change came from.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetChangeVcsRootInstanceArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: GetChangeVcsRootInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  readonly getParentChanges: {
    /**
     * List the parent changes of a change.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetParentChangesArgs<never>, options?: CallOptions): Promise<Changes>;
    <const S extends object & ExactFields<S, ChangesFields>>(
      args: GetParentChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  readonly getRelatedBuildTypes: {
    /**
     * List the build configurations a change affects.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetRelatedBuildTypesArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: GetRelatedBuildTypesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
}

/** The changes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly getChangeField: {
    /**
     * Read one field of a VCS change as text.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     * @param args.field - The field: `id`, `version`, `username`, `date`, `personal` or `comment`
     */
    (args: GetChangeFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly getChangeIssue: {
    /**
     * List the issue-tracker issues a change's comment mentions.
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     */
    (args: GetChangeIssueArgs, options?: CallOptions): Promise<Issues>;
  };
  readonly getChangeParentRevisions: {
    /**
     * List the parent revisions of a change (commit hashes).
     *
     * @param args.changeLocator - Which change: locator text, or a typed `ChangeLocator`
     */
    (args: GetChangeParentRevisionsArgs, options?: CallOptions): Promise<Items>;
  };
}
