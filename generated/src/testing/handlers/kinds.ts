// Hand-written: edit it here; the generator never writes this file.
import { Locator } from '../model/finder.js';
import { notFound } from '../model/errors.js';
import { bodyObject, fullForm, nestedList, one, shortForm } from './kit.js';
import type { Context, Form, Resource } from './kit.js';
import { ownProperties, parametersReply, type ParamOwner } from './params.js';
import { buildTypeItems, buildTypeSettings, projectFeatureItems, settingsList } from './settings.js';
import { fieldsAt, type FieldSpec } from '../model/fields.js';
import type { State } from '../model/state.js';
import type { Entity, Stored } from '../model/store.js';
import type {
  Agent,
  AgentPool,
  Build,
  BuildType,
  Group,
  Investigation,
  ModelProperty,
  Mute,
  Project,
  User,
  VcsRoot,
  VcsRootInstance,
} from '../../models.js';
import type { SeedChange } from '../model/seed.js';
import { listed } from '../model/finders/shared.js';

// The kinds of entity the REST API exposes, shared by the per-area handler modules.
export const projects: Resource<Project, 'project'> = {
  finder: (f) => f.project,
  item: 'project',
  param: 'projectLocator',
  href: (e) => `/projects/id:${e.id}`,
  short: ['id', 'name', 'parentProjectId', 'description', 'archived'],
  // Project: description is decideDefault(...) of the description or null when empty, archived of isArchived.
  defaults: ['description', 'archived'],
  // Projects: the project list is decideDefault(fields.isIncluded("project"), ...).
  omitsEmpty: true,
  webUrl: (e, origin) => `${origin}/project.html?projectId=${e.id}`,
  expand: (e, ctx, spec) => projectCollections(e, ctx, spec),
};

/**
 * What TeamCity's `Project` bean sends of a project's collections in its full form: `parentProject` and
 * `defaultTemplate` (short forms) when there is one; `buildTypes` and `templates` (count and list); `parameters`
 * (a `Properties` with an href, so never a default value); `vcsRoots` (count and href: its nested fields are the short
 * form); `projectFeatures` (count, href, the list unless empty); `projects`; `virtual`, `isIncluded("virtual", false,
 * true)`, so sent in the long form even when false.
 */
function projectCollections(e: Stored<Project>, ctx: Context, spec: FieldSpec): Partial<Project> {
  const at = (name: string) => fieldsAt(spec === 'all' ? null : spec, [name]);
  const template = ctx.state.buildTypes.get(String(e.defaultTemplate?.id));
  const roots = ctx.state.vcsRoots.all().filter((r) => r.project?.id === e.id);
  return {
    virtual: false,
    ...(e.parentProjectId
      ? { parentProject: refTo(projects, ctx, ctx.state.projects.get(String(e.parentProjectId))) }
      : {}),
    ...(template ? { defaultTemplate: refTo(buildTypes, ctx, template) } : {}),
    buildTypes: nestedList(buildTypes, ctx, 'buildTypes', `project:(id:${e.id}),templateFlag:false`, false),
    templates: nestedList(buildTypes, ctx, 'templates', `project:(id:${e.id}),templateFlag:true`, false),
    parameters: parametersReply(projectParams(ctx, e)),
    vcsRoots: { count: roots.length, href: `${ctx.rest}/vcs-roots?locator=project:(id:${e.id})` },
    projectFeatures: settingsList(e, projectFeatureItems, at('projectFeatures'), ctx.rest),
    projects: nestedList(projects, ctx, 'projects', `parentProject:(id:${e.id})`, false),
  };
}

/** Where a project's parameters live: its own, over those of its ancestors. */
export const projectParams = (ctx: Context, e: Stored<Project>): ParamOwner => ({
  entity: e,
  key: 'parameters',
  href: `${ctx.rest}${projects.href(e)}/parameters`,
  inherited: e.parentProjectId ? inheritedParameters(ctx.state, String(e.parentProjectId)) : [],
});

export const buildTypes: Resource<BuildType, 'buildType'> = {
  finder: (f) => f.buildType,
  item: 'buildType',
  param: 'btLocator',
  href: (e) => `/buildTypes/id:${e.id}`,
  short: ['id', 'name', 'description', 'projectName', 'projectId', 'paused', 'templateFlag'],
  // BuildType: getDescription (null when empty), getTemplateFlag and isPaused are decideDefault(isIncluded(name)).
  defaults: ['description', 'paused', 'templateFlag'],
  // BuildType.getProjectName: decideDefault(isIncluded("projectName"), project.getFullName()), in both forms;
  // getTemplateFlag: !isBuildType(), false for a build configuration.
  derived: (e, ctx) => {
    const name = projectFullName(ctx.state, String(e.projectId));
    return { ...(name === undefined ? {} : { projectName: name }), templateFlag: e.templateFlag === true };
  },
  // BuildType.getWebUrl: a template has no page of its own.
  webUrl: (e, origin) => (e.templateFlag === true ? undefined : `${origin}/viewType.html?buildTypeId=${e.id}`),
  expand: (e, ctx, spec) => buildTypeCollections(e, ctx, spec),
};

/**
 * What TeamCity's `BuildType` bean sends of a build configuration's collections in its full form, even when they are
 * empty: `project` (short form); `templates` (count and list, not for a template); `vcs-root-entries`,
 * `parameters`, the settings lists (`decideIncludeByDefault`); `settings` (`decideDefault` of a `Properties`, left
 * out only when it has nothing); `builds`, `investigations` and `compatibleAgents` as links (not for a template),
 * whose nested fields are the short form: `Builds.createPagerOnly`, `Investigations` without data, `Agents` by locator.
 */
function buildTypeCollections(e: Stored<BuildType>, ctx: Context, spec: FieldSpec): Partial<BuildType> {
  const at = (name: string) => fieldsAt(spec === 'all' ? null : spec, [name]);
  const href = `${ctx.rest}${buildTypes.href(e)}`;
  const isTemplate = e.templateFlag === true;
  const settings = buildTypeSettings(e);
  const lists = Object.values(buildTypeItems).map((kind) => [kind.key, settingsList(e, kind, at(kind.key), ctx.rest)]);
  return {
    project: refTo(projects, ctx, ctx.state.projects.get(String(e.projectId))),
    ...(isTemplate ? {} : { templates: buildTypeTemplates(ctx, e) }),
    ...Object.fromEntries(lists.slice(0, 1)),
    // Settings have no href: BuildType.getSettings makes its Properties without one.
    ...(settings.length ? { settings: { count: settings.length, property: settings } } : {}),
    parameters: parametersReply(buildTypeParams(ctx, e)),
    ...Object.fromEntries(lists.slice(1)),
    ...(isTemplate
      ? {}
      : {
          builds: { href: `${href}/builds/` },
          investigations: { href: `${ctx.rest}/investigations?locator=buildType:(id:${e.id})` },
          compatibleAgents: { href: `${ctx.rest}/agents?locator=compatible:(buildType:(id:${e.id}))` },
        }),
  };
}

/** The templates a build configuration uses, as `GET .../templates` and its full form list them. */
export function buildTypeTemplates(
  ctx: Context,
  e: Stored<BuildType>,
): { count: number; buildType: Form<BuildType>[] } {
  const refs = e.templates?.buildType ?? [];
  const items = refs.map((t): Stored<BuildType> => ctx.state.buildTypes.get(String(t.id)) ?? { ...t });
  return { count: items.length, buildType: items.map((t) => shortForm(buildTypes, t, ctx)) };
}

/** Where a build configuration's parameters live: its own, over those of its project and the project's ancestors. */
export const buildTypeParams = (ctx: Context, e: Stored<BuildType>): ParamOwner => ({
  entity: e,
  key: 'parameters',
  href: `${ctx.rest}${buildTypes.href(e)}/parameters`,
  inherited: inheritedParameters(ctx.state, String(e.projectId)),
});

export const builds: Resource<Build, 'build'> = {
  finder: (f) => f.build,
  item: 'build',
  param: 'buildLocator',
  href: (e) => `/builds/id:${e.id}`,
  short: ['id', 'buildTypeId', 'number', 'status', 'state', 'branchName', 'defaultBranch', 'personal', 'pinned'],
  // Build: each of these is decideDefault(isIncluded(name), ...), so false is left out.
  defaults: ['defaultBranch', 'personal', 'pinned', 'composite', 'failedToStart', 'history'],
  webUrl: (e, origin) => `${origin}/viewLog.html?buildId=${e.id}`,
  expand: (e, ctx) => buildLinks(e, ctx),
};

/**
 * What TeamCity's `Build` bean sends of a build's related entities in its full form (each `decideDefault`, so left out
 * when there is none): `buildType`; `triggered` (who or what queued it); `lastChanges` (short forms) and `changes` (a
 * link); `revisions`; `agent` once it ran (short form); and, as links, `artifacts` (also for a queued
 * build), `relatedIssues` and `statistics` (not for a queued one: they need a started build).
 */
function buildLinks(e: Stored<Build>, ctx: Context): Partial<Build> {
  const href = `${ctx.rest}/builds/id:${e.id}`;
  const changeIds = listed(e, 'lastChanges', 'change');
  const lastChanges = changeIds
    .map((id) => ctx.state.changes.get(id))
    .filter((c): c is Stored<SeedChange> => c !== undefined);
  const agent = e.agent;
  const known = agent && ctx.state.agents.get(String(agent.id));
  const queued = e.state === 'queued';
  const revisions = e.revisions?.revision ?? [];
  // Build.resolveAttributes: Entries of the attributes a locator names, by default `teamcity.cleanSources` if set.
  // The fake keeps a build's attributes as the properties its `/attributes` routes read (`State.newBuild`).
  const attributes = (e._attributes?.property ?? [])
    .filter((p) => p.name === 'teamcity.cleanSources' && p.value)
    .map((p) => ({ name: p.name, value: p.value }));
  return {
    attributes: attributes.length ? { count: attributes.length, entry: attributes } : undefined,
    buildType: refTo(buildTypes, ctx, ctx.state.buildTypes.get(String(e.buildTypeId))),
    ...(lastChanges.length
      ? { lastChanges: { count: lastChanges.length, change: lastChanges.map((c) => shortForm(changes, c, ctx)) } }
      : {}),
    changes: { href: `${ctx.rest}/changes?locator=build:(id:${e.id})` },
    ...(revisions.length ? { revisions: { count: revisions.length, revision: revisions } } : {}),
    ...(agent && !queued ? { agent: known ? shortForm(agents, known, ctx) : agent } : {}),
    artifacts: { href: `${href}/artifacts/children/` },
    ...(queued ? {} : { relatedIssues: { href: `${href}/relatedIssues` }, statistics: { href: `${href}/statistics` } }),
  };
}

export const queue: Resource<Build, 'build'> = {
  ...builds,
  finder: (f) => f.queued,
  param: 'queuedBuildLocator',
  href: (e) => `/buildQueue/id:${e.id}`,
};

export const agents: Resource<Agent, 'agent'> = {
  finder: (f) => f.agent,
  item: 'agent',
  param: 'agentLocator',
  href: (e) => `/agents/id:${e.id}`,
  short: ['id', 'name', 'typeId'],
  webUrl: (e, origin) => `${origin}/agentDetails.html?id=${e.id}`,
};

export const agentPools: Resource<AgentPool, 'agentPool'> = {
  finder: (f) => f.agentPool,
  item: 'agentPool',
  param: 'agentPoolLocator',
  href: (e) => `/agentPools/id:${e.id}`,
  short: ['id', 'name'],
  // AgentPools: the pool list is decideDefault(fields.isIncluded("agentPool"), list).
  omitsEmpty: true,
  expand: (e, ctx) => ({
    agents: nestedList(agents, ctx, 'agents', `pool:(id:${e.id}),defaultFilter:false`),
  }),
};

export const users: Resource<User, 'user'> = {
  finder: (f) => f.user,
  item: 'user',
  param: 'userLocator',
  href: (e) => `/users/id:${e.id}`,
  short: ['username', 'name', 'id'],
  pager: false,
};

export const groups: Resource<Group, 'group'> = {
  finder: (f) => f.group,
  item: 'group',
  param: 'groupLocator',
  href: (e) => `/userGroups/key:${e.key}`,
  short: ['key', 'name'],
  pager: false,
};

export const vcsRoots: Resource<VcsRoot, 'vcs-root'> = {
  finder: (f) => f.vcsRoot,
  item: 'vcs-root',
  param: 'vcsRootLocator',
  href: (e) => `/vcs-roots/id:${e.id}`,
  short: ['id', 'name'],
  // VcsRoots: the root list is decideDefault(fields.isIncluded("vcs-root", false), ...).
  omitsEmpty: true,
};

export const vcsRootInstances: Resource<VcsRootInstance, 'vcs-root-instance'> = {
  finder: (f) => f.vcsRootInstance,
  item: 'vcs-root-instance',
  param: 'vcsRootInstanceLocator',
  href: (e) => `/vcs-root-instances/id:${e.id}`,
  short: ['id', 'name', 'vcs-root-id'],
  // VcsRootInstances: the instance list is decideDefault(fields.isIncluded("vcs-root-instance", false), ...).
  omitsEmpty: true,
};

export const changes: Resource<SeedChange, 'change'> = {
  finder: (f) => f.change,
  item: 'change',
  param: 'changeLocator',
  href: (e) => `/changes/id:${e.id}`,
  short: ['id', 'version', 'username', 'date'],
  // Changes: the change list is decideDefault(fields.isIncluded("change", cached, false, null), ...).
  omitsEmpty: true,
  webUrl: (e, origin) => `${origin}/viewModification.html?modId=${e.id}`,
};

export const investigations: Resource<Investigation, 'investigation'> = {
  finder: (f) => f.investigation,
  item: 'investigation',
  param: 'investigationLocator',
  href: (e) => `/investigations/id:${e.id}`,
  short: null,
  // Investigations: the list is decideDefault(isIncluded("investigation", false)) and count is
  // decideDefault(isIncluded("count", true)), so 0 is left out.
  omitsEmpty: true,
  omitsZeroCount: true,
};
export const mutes: Resource<Mute, 'mute'> = {
  finder: (f) => f.mute,
  item: 'mute',
  param: 'muteLocator',
  href: (e) => `/mutes/id:${e.id}`,
  short: null,
  // Mutes: the mute list is decideDefault(fields.isIncluded("mute", false), ...).
  omitsEmpty: true,
};

/**
 * A build type locator that finds build configurations only unless it names `templateFlag`, as TeamCity's
 * `GET /buildTypes` sets it when not present; a single value or a locator that does not parse is left to the finder.
 */
export function withoutTemplates(locator: Locator | null): Locator {
  if (!locator) return new Locator('templateFlag:false');
  try {
    const parsed = locator.parse();
    if (parsed.single !== null || parsed.dimensions.has('templateFlag')) return locator;
  } catch {
    return locator;
  }
  return locator.with('templateFlag:false');
}

/**
 * A project's full name as `SProject.getFullName` gives it: the names of its ancestors below the root and its own,
 * joined by ` :: ` (as users read it in REST answers: netmelody/ci-eye#33); the root project's own name.
 */
export function projectFullName(state: State, id: string): string | undefined {
  const names: string[] = [];
  for (let p = state.projects.get(id); p && names.length < 100; p = state.projects.get(String(p.parentProjectId))) {
    if (p.id === '_Root' && names.length > 0) break;
    names.unshift(String(p.name));
  }
  return names.length ? names.join(' :: ') : undefined;
}

export function refTo<T>(r: Resource<T>, ctx: Context, e: Stored<T> | undefined): Form<T> | undefined {
  return e && shortForm(r, e, ctx);
}

export const del =
  <T>(r: Resource<T>, remove: (ctx: Context, e: Stored<T>) => void) =>
  (ctx: Context): void => {
    remove(ctx, one(r, ctx));
    return undefined;
  };

/** Creates from a JSON body and answers the full entity (TeamCity answers 200 to creates). */
export const create =
  <T>(r: Resource<T>, make: (ctx: Context, body: Entity) => Stored<T>) =>
  (ctx: Context): Form<T> =>
    fullForm(r, make(ctx, bodyObject(ctx)), ctx);

export const assertRemoved = (removed: boolean, what: string) => {
  if (!removed) throw notFound(`${what} is not found.`);
};

/** The parameters a project passes down: its own and its ancestors', the nearer one winning. */
export function inheritedParameters(state: State, projectId: string): ModelProperty[] {
  const chain: Stored<Project>[] = [];
  for (
    let p = state.projects.get(projectId);
    p && chain.length < 100;
    p = state.projects.get(String(p.parentProjectId))
  )
    chain.unshift(p);
  const byName = new Map<string | undefined, ModelProperty>();
  for (const p of chain) for (const prop of ownProperties(p, 'parameters')) byName.set(prop.name, prop);
  return [...byName.values()];
}

/** The VCS root instance of a build configuration's first attached VCS root, whose files it reads. */
export function firstVcsInstance(state: State, bt: Stored<BuildType>): Stored<VcsRootInstance> {
  const entries = bt['vcs-root-entries']?.['vcs-root-entry'] ?? [];
  const rootId = entries[0]?.id;
  const instance = state.vcsRootInstances.all().find((i) => i['vcs-root-id'] === rootId);
  if (!instance) throw notFound(`Build configuration '${bt.id}' has no VCS root instance.`);
  return instance;
}
