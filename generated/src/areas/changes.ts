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
export interface ServeChangesArgs<S extends ChangesFields | string = ChangesFields | string> {
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
  fields?: S;
}

export const serveChangesOp: Operation = {
  id: 'changes.serve_changes',
  method: 'GET',
  path: '/app/rest/changes',
  query: ['project', 'buildType', 'build', 'vcsRoot', 'sinceChange', 'start', 'count', 'locator', 'fields'],
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
 * @since 2018.1
 */
export async function serveChanges<const S extends string | (object & ExactFields<S, ChangesFields>) = never>(
  client: Transport,
  args: ServeChangesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Changes, S>> {
  return request(client, serveChangesOp, withFields(serveChangesOp, args), options) as Promise<Selected<Changes, S>>;
}

export { serveChanges as getChanges };

/** Inputs of {@link serveChange}. */
export interface ServeChangeArgs<S extends ChangeFields | string = ChangeFields | string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveChangeOp: Operation = {
  id: 'changes.serve_change',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a VCS change (commit), with its files, author and comment.
 *
 * Also named `getChange`: the same function.
 *
 * @since 2018.1
 */
export async function serveChange<const S extends string | (object & ExactFields<S, ChangeFields>) = never>(
  client: Transport,
  args: ServeChangeArgs<S>,
  options?: CallOptions,
): Promise<Selected<Change, S>> {
  return request(client, serveChangeOp, withFields(serveChangeOp, args), options) as Promise<Selected<Change, S>>;
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
 * @since 2018.1
 */
export function getChangeField(client: Transport, args: GetChangeFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, getChangeFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getChangeAttributes}. */
export interface GetChangeAttributesArgs<S extends EntriesFields | string = EntriesFields | string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChangeAttributesOp: Operation = {
  id: 'changes.get_change_attributes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/attributes',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the attributes TeamCity recorded for a VCS change.
 *
 * @since 2018.1
 */
export async function getChangeAttributes<const S extends string | (object & ExactFields<S, EntriesFields>) = never>(
  client: Transport,
  args: GetChangeAttributesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Entries, S>> {
  return request(client, getChangeAttributesOp, withFields(getChangeAttributesOp, args), options) as Promise<
    Selected<Entries, S>
  >;
}

/** Inputs of {@link getChangeDuplicates}. */
export interface GetChangeDuplicatesArgs<S extends ChangesFields | string = ChangesFields | string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChangeDuplicatesOp: Operation = {
  id: 'changes.get_change_duplicates',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/duplicates',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the other records of the same commit (seen through other VCS roots).
 *
 * @since 2018.1
 */
export async function getChangeDuplicates<const S extends string | (object & ExactFields<S, ChangesFields>) = never>(
  client: Transport,
  args: GetChangeDuplicatesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Changes, S>> {
  return request(client, getChangeDuplicatesOp, withFields(getChangeDuplicatesOp, args), options) as Promise<
    Selected<Changes, S>
  >;
}

/** Inputs of {@link getChangeFirstBuilds}. */
export interface GetChangeFirstBuildsArgs<S extends BuildsFields | string = BuildsFields | string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChangeFirstBuildsOp: Operation = {
  id: 'changes.get_change_first_builds',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/firstBuilds',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the first build of each build configuration that included a change.
 *
 * @since 2018.1
 */
export async function getChangeFirstBuilds<const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
  client: Transport,
  args: GetChangeFirstBuildsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, getChangeFirstBuildsOp, withFields(getChangeFirstBuildsOp, args), options) as Promise<
    Selected<Builds, S>
  >;
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
 * @since 2018.1
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
 * @since 2018.1
 */
export function getChangeParentRevisions(
  client: Transport,
  args: GetChangeParentRevisionsArgs,
  options?: CallOptions,
): Promise<Items> {
  return request(client, getChangeParentRevisionsOp, args, options) as Promise<Items>;
}

/** Inputs of {@link getChangeVcsRoot}. */
export interface GetChangeVcsRootArgs<S extends VcsRootInstanceFields | string = VcsRootInstanceFields | string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChangeVcsRootOp: Operation = {
  id: 'changes.get_change_vcs_root',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRoot',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the VCS root instance a change came from (older route).
 *
 * The same answer as `getChangeVcsRootInstance`.
 *
 * @since 2018.1
 */
export async function getChangeVcsRoot<
  const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never,
>(client: Transport, args: GetChangeVcsRootArgs<S>, options?: CallOptions): Promise<Selected<VcsRootInstance, S>> {
  return request(client, getChangeVcsRootOp, withFields(getChangeVcsRootOp, args), options) as Promise<
    Selected<VcsRootInstance, S>
  >;
}

/** Inputs of {@link getChangeVcsRootInstance}. */
export interface GetChangeVcsRootInstanceArgs<
  S extends VcsRootInstanceFields | string = VcsRootInstanceFields | string,
> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChangeVcsRootInstanceOp: Operation = {
  id: 'changes.get_change_vcs_root_instance',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/vcsRootInstance',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the VCS root instance a change came from.
 *
 * @since 2018.1
 */
export async function getChangeVcsRootInstance<
  const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never,
>(
  client: Transport,
  args: GetChangeVcsRootInstanceArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>> {
  return request(client, getChangeVcsRootInstanceOp, withFields(getChangeVcsRootInstanceOp, args), options) as Promise<
    Selected<VcsRootInstance, S>
  >;
}

/** Inputs of {@link getParentChanges}. */
export interface GetParentChangesArgs<S extends ChangesFields | string = ChangesFields | string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParentChangesOp: Operation = {
  id: 'changes.get_parent_changes',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/parentChanges',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parent changes of a change.
 *
 * @since 2018.1
 */
export async function getParentChanges<const S extends string | (object & ExactFields<S, ChangesFields>) = never>(
  client: Transport,
  args: GetParentChangesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Changes, S>> {
  return request(client, getParentChangesOp, withFields(getParentChangesOp, args), options) as Promise<
    Selected<Changes, S>
  >;
}

/** Inputs of {@link getRelatedBuildTypes}. */
export interface GetRelatedBuildTypesArgs<S extends BuildTypesFields | string = BuildTypesFields | string> {
  /** Which change: locator text, or a typed `ChangeLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  changeLocator: string | ChangeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getRelatedBuildTypesOp: Operation = {
  id: 'changes.get_related_build_types',
  method: 'GET',
  path: '/app/rest/changes/{changeLocator}/buildTypes',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the build configurations a change affects.
 *
 * @since 2018.1
 */
export async function getRelatedBuildTypes<
  const S extends string | (object & ExactFields<S, BuildTypesFields>) = never,
>(client: Transport, args: GetRelatedBuildTypesArgs<S>, options?: CallOptions): Promise<Selected<BuildTypes, S>> {
  return request(client, getRelatedBuildTypesOp, withFields(getRelatedBuildTypesOp, args), options) as Promise<
    Selected<BuildTypes, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly serveChanges: {
    /**
     * List VCS changes (commits TeamCity has seen).
     *
     * @see {@link serveChanges}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ChangesFields>) = never>(
      args?: ServeChangesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  /** Same as `serveChanges`. */
  readonly getChanges: SelectingOperations['serveChanges'];
  readonly serveChange: {
    /**
     * Get a VCS change (commit), with its files, author and comment.
     *
     * @see {@link serveChange}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ChangeFields>) = never>(
      args: ServeChangeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Change, S>>;
  };
  /** Same as `serveChange`. */
  readonly getChange: SelectingOperations['serveChange'];
  readonly getChangeAttributes: {
    /**
     * List the attributes TeamCity recorded for a VCS change.
     *
     * @see {@link getChangeAttributes}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, EntriesFields>) = never>(
      args: GetChangeAttributesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Entries, S>>;
  };
  readonly getChangeDuplicates: {
    /**
     * List the other records of the same commit (seen through other VCS roots).
     *
     * @see {@link getChangeDuplicates}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ChangesFields>) = never>(
      args: GetChangeDuplicatesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  readonly getChangeFirstBuilds: {
    /**
     * List the first build of each build configuration that included a change.
     *
     * @see {@link getChangeFirstBuilds}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args: GetChangeFirstBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly getChangeVcsRoot: {
    /**
     * Get the VCS root instance a change came from (older route).
     *
     * @see {@link getChangeVcsRoot}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never>(
      args: GetChangeVcsRootArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  readonly getChangeVcsRootInstance: {
    /**
     * Get the VCS root instance a change came from.
     *
     * @see {@link getChangeVcsRootInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never>(
      args: GetChangeVcsRootInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  readonly getParentChanges: {
    /**
     * List the parent changes of a change.
     *
     * @see {@link getParentChanges}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ChangesFields>) = never>(
      args: GetParentChangesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Changes, S>>;
  };
  readonly getRelatedBuildTypes: {
    /**
     * List the build configurations a change affects.
     *
     * @see {@link getRelatedBuildTypes}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
      args: GetRelatedBuildTypesArgs<S>,
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
     * @see {@link getChangeField}
     * @since 2018.1
     */
    (args: GetChangeFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly getChangeIssue: {
    /**
     * List the issue-tracker issues a change's comment mentions.
     *
     * @see {@link getChangeIssue}
     * @since 2018.1
     */
    (args: GetChangeIssueArgs, options?: CallOptions): Promise<Issues>;
  };
  readonly getChangeParentRevisions: {
    /**
     * List the parent revisions of a change (commit hashes).
     *
     * @see {@link getChangeParentRevisions}
     * @since 2018.1
     */
    (args: GetChangeParentRevisionsArgs, options?: CallOptions): Promise<Items>;
  };
}
