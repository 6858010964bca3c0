// Hand-written: edit it here; the generator never writes this file.
import { badRequest, HttpError, locatorError, notFound } from '../model/errors.js';
import { findOne } from '../model/finder.js';
import { projectFullName } from './kinds.js';
import { one, type Context, type Resource } from './kit.js';
import type { Stored } from '../model/store.js';
import type { SeedChange } from '../model/seed.js';
import type { Agent, AgentPool, Build, BuildType, Project, User, VcsRoot, VcsRootInstance } from '../../models.js';

/**
 * A field of a `T` as TeamCity's `getFieldValue` gives it: its text, or null (the route then answers 204, as Jersey
 * does).
 */
type Read<T> = (e: Stored<T>, ctx: Context, name: string) => string | null;
/** Sets a field from the text body; null: the route answers nothing (a user's password), else the field read back. */
type Write<T> = (e: Stored<T>, text: string, ctx: Context, name: string) => void | null;
/** A `{field}` route's handler: the field as text, or nothing (204). */
type FieldHandler = (ctx: Context) => string | undefined;

/**
 * The `{field}` routes of one kind of entity, field by field as its TeamCity bean reads and writes them: a field it
 * knows but the seed left out answers TeamCity's default, one without a default answers 501 naming it, and a field
 * TeamCity does not know answers TeamCity's own error.
 */
export interface FieldTable<T> {
  /** The entity as the fake's 501s name it: `build configuration 'B'`. */
  what(e: Stored<T>): string;
  /** Where a seed gives the entities (`buildTypes`), for the 501 of a field a seed left out. */
  seedKey: string;
  read: Record<string, Read<T>>;
  unknown(name: string): HttpError;
}

/** The fields of a kind TeamCity also sets by `PUT .../{field}`, and its error for the others. */
export interface WritableFieldTable<T> extends FieldTable<T> {
  write: Record<string, Write<T>>;
  unknownWrite(name: string): HttpError;
}

const notSimulated = <T>(t: FieldTable<T>, e: Stored<T>, name: string) =>
  new HttpError(501, `The fake TeamCity does not simulate the '${name}' field of ${t.what(e)}.`);

/** A field TeamCity always has, but that the seed left out and the fake has no default for: 501, naming the seed key. */
const missing = <T>(t: FieldTable<T>, e: Stored<T>, name: string, key = name) =>
  new HttpError(501, `The fake TeamCity has no '${name}' for ${t.what(e)}: seed it (${t.seedKey}[].${key}).`);

/** The stored value of such a field (`key`: where the entity keeps it, if not under the field's name). */
const kept =
  <T>(t: () => FieldTable<T>, key?: keyof T & string): Read<T> =>
  (e, _ctx, name) => {
    const v = e[key ?? name];
    if (v === undefined || v === null) throw missing(t(), e, name, key);
    return String(v);
  };
const text =
  <T>(key: keyof T & string, fallback = ''): Read<T> =>
  (e) =>
    e[key] === undefined || e[key] === null ? fallback : String(e[key]);
/** `String.valueOf(boolean)` of a flag TeamCity keeps false until set. */
const flag =
  <T>(key: keyof T & string): Read<T> =>
  (e) =>
    String(e[key] === true);
const unsupported =
  <T>(t: () => FieldTable<T>): Read<T> =>
  (e, _ctx, name) => {
    throw notSimulated(t(), e, name);
  };
/** `Boolean.parseBoolean`: "true" in any case, anything else false. */
const parseBoolean = (s: string) => s.toLowerCase() === 'true';
const hasOwn = <T>(table: Record<string, T>, name: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;

/** `GET .../{field}` of the entity: the field as text, or nothing (204) where TeamCity's value is null. */
export function fieldValue<T>(
  t: FieldTable<T>,
  e: Stored<T>,
  ctx: Context,
  name = ctx.params.field!,
): string | undefined {
  const read = hasOwn(t.read, name);
  if (!read) throw t.unknown(name);
  return read(e, ctx, name) ?? undefined;
}

/** `PUT .../{field}` with a text body: sets the field and answers it read back, as each TeamCity request does. */
export function setFieldValue<T>(t: WritableFieldTable<T>, e: Stored<T>, ctx: Context): string | undefined {
  const name = ctx.params.field!;
  const write = hasOwn(t.write, name);
  if (!write) throw t.unknownWrite(name);
  if (write(e, String(ctx.body ?? ''), ctx, name) === null) return undefined;
  return fieldValue(t, e, ctx, name);
}

/** The get and set handlers of an entity's `{field}` routes. */
export const fieldsOf = <T>(r: Resource<T>, t: WritableFieldTable<T>): [FieldHandler, FieldHandler] => [
  (ctx) => fieldValue(t, one(r, ctx), ctx),
  (ctx) => setFieldValue(t, one(r, ctx), ctx),
];

const projectOf = (ctx: Context, id: string | undefined) => ctx.state.projects.get(String(id));

/** BuildTypeOrTemplate.getFieldValue and setFieldValueAndPersist; `paused` and `status` are a build configuration's only. */
export const buildTypeFields: WritableFieldTable<BuildType> = {
  what: (e) => `${e.templateFlag === true ? 'template' : 'build configuration'} '${e.id}'`,
  seedKey: 'buildTypes',
  read: {
    id: text('id'),
    internalId: kept(() => buildTypeFields),
    uuid: kept(() => buildTypeFields),
    description: text('description'),
    name: text('name'),
    fullName: (e, ctx) => `${projectFullName(ctx.state, String(e.projectId)) ?? ''} :: ${e.name}`,
    projectName: (e, ctx) => projectFullName(ctx.state, String(e.projectId)) ?? null,
    paused: (e, _ctx, name) => {
      if (e.templateFlag === true) throw buildTypeFields.unknown(name);
      return String(e.paused === true);
    },
    status: (e, _ctx, name) => {
      if (e.templateFlag === true) throw buildTypeFields.unknown(name);
      throw notSimulated(buildTypeFields, e, name);
    },
  },
  unknown: (name) =>
    notFound(`Field '${name}' is not supported. Supported are: id, name, description, paused, internalId.`),
  write: {
    id: (e, _v, _ctx, name) => {
      throw notSimulated(buildTypeFields, e, name);
    },
    uuid: (e, _v, _ctx, name) => {
      throw notSimulated(buildTypeFields, e, name);
    },
    name: (e, v) => void (e.name = v),
    description: (e, v) => void (e.description = v),
    paused: (e, v, _ctx, name) => {
      if (e.templateFlag === true) throw buildTypeFields.unknownWrite(name);
      e.paused = parseBoolean(v);
    },
  },
  unknownWrite: (name) =>
    badRequest(`Setting field '${name}' is not supported. Supported are: name, description, paused`),
};

/** Project.getFieldValue and setFieldValueAndPersist (`readOnlyUI` is writable only behind an internal property). */
export const projectFields: WritableFieldTable<Project> = {
  what: (e) => `project '${e.id}'`,
  seedKey: 'projects',
  read: {
    id: text('id'),
    internalId: kept(() => projectFields),
    description: text('description'),
    name: text('name'),
    fullName: (e, ctx) => projectFullName(ctx.state, String(e.id)) ?? null,
    archived: flag('archived'),
    readOnlyUI: (e) => String(e.readOnlyUI?.value === true),
    parentProjectName: (e, ctx) => {
      const parent = projectOf(ctx, e.parentProjectId);
      return parent ? String(parent.name) : null;
    },
    parentProjectId: (e, ctx) => (projectOf(ctx, e.parentProjectId) ? String(e.parentProjectId) : null),
    parentProjectInternalId: (e, ctx, name) => {
      const parent = projectOf(ctx, e.parentProjectId);
      return parent ? kept(() => projectFields, 'internalId')(parent, ctx, name) : null;
    },
    status: unsupported(() => projectFields),
  },
  // Two spaces after the full stop, as TeamCity writes it.
  unknown: (name) =>
    notFound(`Field '${name}' is not supported.  Supported are: id, name, description, archived, internalId.`),
  write: {
    name: (e, v) => {
      if (!v) throw badRequest('Project name cannot be empty.');
      e.name = v;
    },
    id: (e, v, _ctx, name) => {
      if (!v) throw badRequest('Project id cannot be empty.');
      throw notSimulated(projectFields, e, name);
    },
    description: (e, v) => void (e.description = v),
    archived: (e, v) => void (e.archived = parseBoolean(v)),
  },
  unknownWrite: (name) =>
    badRequest(`Setting field '${name}' is not supported. Supported are: name, description, archived`),
};

/** The server's default interval of checking for changes, in seconds, which a VCS root uses unless it sets its own. */
const DEFAULT_CHECK_INTERVAL = 60;
const rootProject = (ctx: Context, e: Stored<VcsRoot>) => projectOf(ctx, e.project?.id ?? '_Root');

/** VcsRoot.getFieldValue and setFieldValue. */
export const vcsRootFields: WritableFieldTable<VcsRoot> = {
  what: (e) => `VCS root '${e.id}'`,
  seedKey: 'vcsRoots',
  read: {
    id: text('id'),
    internalId: kept(() => vcsRootFields),
    name: text('name'),
    vcsName: text('vcsName'),
    projectInternalId: (e, ctx, name) => kept(() => projectFields, 'internalId')(rootProject(ctx, e) ?? {}, ctx, name),
    projectId: (e, ctx) => String(rootProject(ctx, e)?.id ?? '_Root'),
    project: (e, ctx) => String(rootProject(ctx, e)?.id ?? '_Root'),
    modificationCheckInterval: (e) => String(e.modificationCheckInterval ?? DEFAULT_CHECK_INTERVAL),
    defaultModificationCheckIntervalInUse: (e) => String(e.modificationCheckInterval === undefined),
    repositoryMappings: unsupported(() => vcsRootFields),
  },
  unknown: (name) =>
    notFound(
      `Field '${name}' is not supported. Supported are: id, name, vcsName, projectId, modificationCheckInterval`,
    ),
  write: {
    id: (e, _v, _ctx, name) => {
      throw notSimulated(vcsRootFields, e, name);
    },
    name: (e, v) => void (e.name = v),
    modificationCheckInterval: (e, v) => {
      if (v === '') return void delete e.modificationCheckInterval;
      e.modificationCheckInterval = javaInt(
        v,
        `Field 'modificationCheckInterval' should be an integer value. Error during parsing: For input string: "${v}"`,
      );
    },
    defaultModificationCheckIntervalInUse: (e, v) => {
      if (!parseBoolean(v))
        throw badRequest(
          "Setting field 'defaultModificationCheckIntervalInUse' to false is not supported, set modificationCheckInterval instead.",
        );
      delete e.modificationCheckInterval;
    },
    projectId: (e, v, ctx) => void (e.project = { id: findOne(ctx.find.project, v).id }),
    project: (e, v, ctx) => void (e.project = { id: findOne(ctx.find.project, v).id }),
  },
  unknownWrite: (name) =>
    notFound(`Setting field '${name}' is not supported. Supported are: id, name, projectId, modificationCheckInterval`),
};

/** Java's `Integer.parseInt`: an optional sign and digits within 32 bits, else a 400 with `message`. */
function javaInt(v: string, message: string): number {
  const n = /^[+-]?\d{1,10}$/.test(v) ? Number(v) : NaN;
  if (!(n >= -(2 ** 31) && n < 2 ** 31)) throw badRequest(message);
  return n;
}

const parentRoot = (ctx: Context, e: Stored<VcsRootInstance>) => ctx.state.vcsRoots.get(String(e['vcs-root-id']));

/** VcsRootInstance.getFieldValue and setFieldValue (`commitHookMode` is `!isPollingMode()`). */
export const vcsRootInstanceFields: WritableFieldTable<VcsRootInstance> = {
  what: (e) => `VCS root instance '${e.id}'`,
  seedKey: 'vcsRootInstances',
  read: {
    id: text('id'),
    name: text('name'),
    // The instance's own, else its root's.
    vcsName: (e, ctx, name) => {
      const root = parentRoot(ctx, e);
      const vcsName = e.vcsName || !root ? e.vcsName : root.vcsName;
      if (vcsName === undefined || vcsName === null) throw missing(vcsRootInstanceFields, e, name);
      return vcsName;
    },
    projectInternalId: (e, ctx, name) => {
      const root = parentRoot(ctx, e);
      return kept(() => projectFields, 'internalId')((root && rootProject(ctx, root)) ?? {}, ctx, name);
    },
    // VcsRoot.getProjectByRoot, "" when the root has none.
    projectId: (e, ctx) => {
      const root = parentRoot(ctx, e);
      return String((root && rootProject(ctx, root)?.id) ?? '');
    },
    repositoryMappings: unsupported(() => vcsRootInstanceFields),
    // The last used revision, "" when there is none ("if we return null, status code for this case is 204").
    lastVersion: text('lastVersion'),
    lastVersionInternal: text('lastVersionInternal'),
    currentVersion: unsupported(() => vcsRootInstanceFields),
    currentVersionInternal: unsupported(() => vcsRootInstanceFields),
    commitHookMode: flag('commitHookMode'),
  },
  unknown: (name) =>
    notFound(
      `Field '${name}' is not supported. Supported are: id, name, vcsName, lastVersion, lastVersionInternal, currentVersion, currentVersionInternal.`,
    ),
  write: {
    // Setting the repository state through a field is not simulated; `/repositoryState` is.
    lastVersionInternal: (e, _v, _ctx, name) => {
      throw notSimulated(vcsRootInstanceFields, e, name);
    },
    lastVersion: (e, v, _ctx, name) => {
      if (v !== '') throw vcsRootInstanceFields.unknownWrite(name);
      throw notSimulated(vcsRootInstanceFields, e, name);
    },
    // LocatorUtil.getStrictBooleanOrReportError.
    commitHookMode: (e, v) => {
      const b = /^(true|on|yes|in)$/i.test(v) ? true : /^(false|off|no|out)$/i.test(v) ? false : null;
      if (b === null) throw locatorError(`Invalid strict boolean value '${v}'. Should be 'true' or 'false'.`);
      e.commitHookMode = b;
    },
  },
  unknownWrite: (name) =>
    notFound(`Setting of field '${name}' is not supported. Supported are: lastVersionInternal, commitHookMode`),
};

/** Where an agent keeps the comment of the last change of its enabled or authorized state. */
type Info = 'enabledInfo' | 'authorizedInfo';
const commentOf = (e: Stored<Agent>, info: Info) => e[info]?.comment?.text;
const setComment = (e: Stored<Agent>, info: Info, text: string) => {
  const held = e[info];
  e[info] = { ...held, comment: { ...held?.comment, text } };
};

/** Agent.getFieldValue and setFieldValue. */
export const agentFields: WritableFieldTable<Agent> = {
  what: (e) => `agent '${e.name ?? e.id}'`,
  seedKey: 'agents',
  read: {
    id: text('id'),
    typeId: text('typeId'),
    name: text('name'),
    connected: flag('connected'),
    enabled: flag('enabled'),
    authorized: flag('authorized'),
    authToken: unsupported(() => agentFields),
    enabledInfoCommentText: (e, _ctx, name) => {
      const text = commentOf(e, 'enabledInfo');
      if (text === undefined) throw missing(agentFields, e, name, 'enabledInfo.comment.text');
      return text;
    },
    authorizedInfoCommentText: (e, _ctx, name) => {
      const text = commentOf(e, 'authorizedInfo');
      if (text === undefined) throw missing(agentFields, e, name, 'authorizedInfo.comment.text');
      return text;
    },
    ip: kept(() => agentFields),
    protocol: kept(() => agentFields),
  },
  unknown: (name) =>
    badRequest(
      `Unknown field '${name}'. Supported fields are: id, name, connected, enabled, authorized, ip, authToken`,
    ),
  write: {
    enabled: (e, v) => void (e.enabled = parseBoolean(v)),
    authorized: (e, v) => void (e.authorized = parseBoolean(v)),
    enabledInfoCommentText: (e, v) => setComment(e, 'enabledInfo', v),
    authorizedInfoCommentText: (e, v) => setComment(e, 'authorizedInfo', v),
  },
  unknownWrite: (name) =>
    badRequest(`Changing field '${name}' is not supported. Supported fields are: enabled, authorized`),
};

/** AgentPool.getFieldValue and setFieldValue: `maxAgents` is null (204) while the pool has no limit. */
export const agentPoolFields: WritableFieldTable<AgentPool> = {
  what: (e) => `agent pool '${e.name}'`,
  seedKey: 'agentPools',
  read: {
    name: text('name'),
    maxAgents: (e) => (typeof e.maxAgents === 'number' && e.maxAgents >= 0 ? String(e.maxAgents) : null),
  },
  unknown: (name) => notFound(`Field '${name}' is not supported. Supported are: name, maxAgents.`),
  write: {
    name: (e, v) => {
      if (!v) throw badRequest('Agent pool name cannot be empty');
      e.name = v;
    },
    // Integer.valueOf: a value that is no number is Java's NumberFormatException, which TeamCity answers 400.
    maxAgents: (e, v) => {
      if (v === '') return void delete e.maxAgents;
      const n = /^[+-]?\d{1,10}$/.test(v) ? Number(v) : NaN;
      if (!(n >= -(2 ** 31) && n < 2 ** 31))
        throw new HttpError(400, `For input string: "${v}"`, 'java.lang.NumberFormatException');
      e.maxAgents = n;
    },
  },
  unknownWrite: (name) => badRequest(`Setting field '${name}' is not supported. Supported are: name, maxAgents.`),
};

/** User.getFieldValue, setFieldValue and deleteField; the password is written, never read. */
export const userFields: WritableFieldTable<User> = {
  what: (e) => `user '${e.username}'`,
  seedKey: 'users',
  read: {
    id: text('id'),
    name: text('name'),
    username: text('username'),
    email: text('email'),
  },
  unknown: (name) => badRequest(`Unknown field '${name}'. Supported fields are: id, name, username, email`),
  write: {
    username: (e, v, ctx) => {
      if (!v) throw badRequest('Username cannot be empty.');
      if (ctx.state.users.all().some((u) => u !== e && u.username === v))
        throw badRequest(`User with username '${v}' already exists.`);
      e.username = v;
    },
    name: (e, v) => void (e.name = v),
    email: (e, v) => void (e.email = v),
    password: (e, v) => {
      e._password = v;
      return null;
    },
  },
  unknownWrite: (name) =>
    badRequest(`Changing field '${name}' is not supported. Supported fields are: username, name, email, password`),
};

/** `DELETE /users/{u}/{field}` (User.deleteField). */
export const deleteUserField =
  (user: (ctx: Context) => Stored<User>) =>
  (ctx: Context): void => {
    const name = ctx.params.field!;
    if (name !== 'name' && name !== 'email' && name !== 'password')
      throw badRequest(
        `Setting field '${name}' to 'null' is not supported. Supported fields are: name, email, password`,
      );
    delete user(ctx)[name === 'password' ? '_password' : name];
  };

const queued = (e: Stored<Build>) => e.state === 'queued';
/** A value only a build that left the queue has (`myBuild == null ? null : ...`). */
const started =
  (read: Read<Build>): Read<Build> =>
  (e, ctx, name) =>
    queued(e) ? null : read(e, ctx, name);

/**
 * Build.getFieldValue (a Build bean with every field): a queued build has no number, status or dates yet; `String.valueOf`
 * of a null Boolean or Integer is the text "null".
 */
export const buildFields: FieldTable<Build> = {
  what: (e) => `build ${e.id}`,
  seedKey: 'builds',
  read: {
    number: started(kept(() => buildFields)),
    status: started(text('status')),
    statusText: started(kept(() => buildFields)),
    id: text('id'),
    state: text('state'),
    failedToStart: flag('failedToStart'),
    startEstimateDate: unsupported(() => buildFields),
    finishEstimateDate: unsupported(() => buildFields),
    percentageComplete: (e, ctx, name) => (e.state === 'running' ? kept(() => buildFields)(e, ctx, name) : 'null'),
    personal: flag('personal'),
    usedByOtherBuilds: unsupported(() => buildFields),
    queuedDate: kept(() => buildFields),
    startDate: started(kept(() => buildFields)),
    finishDate: (e, ctx, name) => (e.state === 'finished' ? kept(() => buildFields)(e, ctx, name) : null),
    buildTypeId: text('buildTypeId'),
    buildTypeInternalId: (e, ctx, name) => {
      const bt = ctx.state.buildTypes.get(String(e.buildTypeId)) ?? { id: e.buildTypeId };
      return kept(() => buildTypeFields, 'internalId')(bt, ctx, name);
    },
    branchName: (e) => (typeof e.branchName === 'string' ? e.branchName : null),
    // Branch.getName: `<default>` for the default branch, "" for a build with no branch.
    branch: (e) => (typeof e.branchName !== 'string' ? '' : e.defaultBranch !== false ? '<default>' : e.branchName),
    defaultBranch: (e) => (typeof e.branchName !== 'string' ? 'null' : String(e.defaultBranch !== false)),
    unspecifiedBranch: (e) => (typeof e.branchName !== 'string' ? 'null' : String(e.branchName === '<unspecified>')),
    promotionId: text('id'),
    modificationId: unsupported(() => buildFields),
    chainModificationId: unsupported(() => buildFields),
    commentText: (e) => e.comment?.text ?? null,
    collectChangesError: unsupported(() => buildFields),
    changesCollectingInProgress: unsupported(() => buildFields),
    changeCollectingNeeded: unsupported(() => buildFields),
    revision: unsupported(() => buildFields),
    settingsHash: unsupported(() => buildFields),
    currentSettingsHash: unsupported(() => buildFields),
    'triggeredBy.username': (e) => e.triggered?.user?.username ?? null,
    'triggeredBy.raw': unsupported(() => buildFields),
  },
  unknown: (name) =>
    notFound(
      `Field '${name}' is not supported. Supported are: number, status, statusText, id, startDate, finishDate, buildTypeId, branchName.`,
    ),
};

/** Change.getFieldValue. */
export const changeFields: FieldTable<SeedChange> = {
  what: (e) => `change ${e.id}`,
  seedKey: 'changes',
  read: {
    id: text('id'),
    version: kept(() => changeFields),
    username: kept(() => changeFields),
    date: kept(() => changeFields),
    personal: flag('personal'),
    comment: kept(() => changeFields),
    registrationDate: kept(() => changeFields),
    versionControlName: kept(() => changeFields),
    internalVersion: kept(() => changeFields),
  },
  unknown: (name) =>
    notFound(
      `Field '${name}' is not supported. Supported fields are: 'id', 'version', 'username', 'date', 'personal', 'comment'.`,
    ),
};
