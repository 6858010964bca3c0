import { tcDate } from './builds.js';
import { badRequest, HttpError, notFound } from './errors.js';
import { findOne } from './finder.js';
import {
  bodyObject,
  fullForm,
  get,
  getField,
  list,
  listOf,
  nestedList,
  one,
  requestLocator,
  required,
  setField,
  shortForm,
  type Context,
  type FileReply,
  type Handler,
  type Resource,
} from './resource.js';
import { nextId, type Entity } from './store.js';

export type { Context, FileReply, Handler } from './resource.js';

const projects: Resource = {
  finder: 'project',
  item: 'project',
  param: 'projectLocator',
  href: (e) => `/projects/id:${e.id}`,
  short: ['id', 'name', 'parentProjectId', 'description', 'archived'],
  webUrl: (e, origin) => `${origin}/project.html?projectId=${e.id}`,
  expand: (e, ctx) => ({
    ...(e.parentProjectId
      ? { parentProject: refTo(projects, ctx, ctx.state.projects.get(String(e.parentProjectId))) }
      : {}),
    buildTypes: nestedList(buildTypes, ctx, 'buildTypes', `project:(id:${e.id})`),
    projects: nestedList(projects, ctx, 'projects', `parentProject:(id:${e.id})`),
  }),
};

const buildTypes: Resource = {
  finder: 'buildType',
  item: 'buildType',
  param: 'btLocator',
  href: (e) => `/buildTypes/id:${e.id}`,
  short: ['id', 'name', 'projectName', 'projectId', 'paused'],
  webUrl: (e, origin) => `${origin}/viewType.html?buildTypeId=${e.id}`,
  expand: (e, ctx) => ({ project: refTo(projects, ctx, ctx.state.projects.get(String(e.projectId))) }),
};

const builds: Resource = {
  finder: 'build',
  item: 'build',
  param: 'buildLocator',
  href: (e) => `/builds/id:${e.id}`,
  short: ['id', 'buildTypeId', 'number', 'status', 'state', 'branchName', 'defaultBranch', 'personal', 'pinned'],
  webUrl: (e, origin) => `${origin}/viewLog.html?buildId=${e.id}`,
  expand: (e, ctx) => ({ buildType: refTo(buildTypes, ctx, ctx.state.buildTypes.get(String(e.buildTypeId))) }),
};

const queue: Resource = {
  ...builds,
  finder: 'queued',
  param: 'queuedBuildLocator',
  href: (e) => `/buildQueue/id:${e.id}`,
};

const agents: Resource = {
  finder: 'agent',
  item: 'agent',
  param: 'agentLocator',
  href: (e) => `/agents/id:${e.id}`,
  short: ['id', 'name', 'typeId'],
  webUrl: (e, origin) => `${origin}/agentDetails.html?id=${e.id}`,
};

const agentPools: Resource = {
  finder: 'agentPool',
  item: 'agentPool',
  param: 'agentPoolLocator',
  href: (e) => `/agentPools/id:${e.id}`,
  short: ['id', 'name'],
  expand: (e, ctx) => ({ agents: nestedList(agents, ctx, 'agents', `pool:(id:${e.id}),defaultFilter:false`) }),
};

const users: Resource = {
  finder: 'user',
  item: 'user',
  param: 'userLocator',
  href: (e) => `/users/id:${e.id}`,
  short: ['username', 'name', 'id'],
};

const groups: Resource = {
  finder: 'group',
  item: 'group',
  param: 'groupLocator',
  href: (e) => `/userGroups/key:${e.key}`,
  short: ['key', 'name'],
};

const vcsRoots: Resource = {
  finder: 'vcsRoot',
  item: 'vcs-root',
  param: 'vcsRootLocator',
  href: (e) => `/vcs-roots/id:${e.id}`,
  short: ['id', 'name'],
};

const vcsRootInstances: Resource = {
  finder: 'vcsRootInstance',
  item: 'vcs-root-instance',
  param: 'vcsRootInstanceLocator',
  href: (e) => `/vcs-root-instances/id:${e.id}`,
  short: ['id', 'name', 'vcs-root-id'],
};

const changes: Resource = {
  finder: 'change',
  item: 'change',
  param: 'changeLocator',
  href: (e) => `/changes/id:${e.id}`,
  short: ['id', 'version', 'username', 'date'],
  webUrl: (e, origin) => `${origin}/viewModification.html?modId=${e.id}`,
};

const investigations: Resource = {
  finder: 'investigation',
  item: 'investigation',
  param: 'investigationLocator',
  href: (e) => `/investigations/id:${e.id}`,
  short: null,
};
const mutes: Resource = {
  finder: 'mute',
  item: 'mute',
  param: 'muteLocator',
  href: (e) => `/mutes/id:${e.id}`,
  short: null,
};

function refTo(r: Resource, ctx: Context, e: Entity | undefined): Entity | undefined {
  return e && shortForm(r, e, ctx);
}

const del =
  (r: Resource, remove: (ctx: Context, e: Entity) => void): Handler =>
  (ctx) => {
    remove(ctx, one(r, ctx));
    return undefined;
  };

/** Creates from a JSON body and answers the full entity (TeamCity answers 200 to creates). */
const create =
  (r: Resource, make: (ctx: Context, body: Entity) => Entity): Handler =>
  (ctx) =>
    fullForm(r, make(ctx, bodyObject(ctx)), ctx);

// ---- builds ----

/** The deprecated top-level filters of `GET /builds` (`?buildType=&status=`), folded into the locator with the paging. */
function buildsLocator(ctx: Context, extra?: string): string | null {
  const filters = ['buildType', 'status', 'tag', 'agentName'].map((name) => {
    const v = ctx.query.get(name);
    return v === null ? null : `${name}:${v}`;
  });
  return requestLocator(ctx, extra, ...filters);
}

const buildsOfType: Handler = (ctx) => {
  const bt = findOne(ctx.find.buildType, ctx.params.btLocator!);
  return listOf(builds, ctx, buildsLocator(ctx, `buildType:(id:${bt.id})`));
};

const editBuild = (ctx: Context, e: Entity) => ctx.state.builds.edit(Number(e.id))!;

type Tags = { tag: { name: string }[] };
const tagsOf = (e: Entity): Tags => (e.tags as Tags | undefined) ?? { tag: [] };
const tagsReply = (e: Entity) => ({ count: tagsOf(e).tag.length, tag: tagsOf(e).tag });
function tagsFromBody(ctx: Context): { name: string }[] {
  const tags = (bodyObject(ctx).tag ?? []) as unknown;
  if (!Array.isArray(tags) || tags.some((t) => typeof t?.name !== 'string'))
    throw badRequest('Tags must be {"tag":[{"name":...}]}.');
  return (tags as { name: string }[]).map((t) => ({ name: t.name }));
}

function queueBuild(ctx: Context): Entity {
  const body = bodyObject(ctx);
  const btId = (body.buildType as Entity | undefined)?.id ?? body.buildTypeId;
  if (typeof btId !== 'string') throw badRequest('Build type is not specified: set buildType.id.');
  const bt = findOne(ctx.find.buildType, `id:${btId}`);
  const build = ctx.state.newBuild({
    buildTypeId: bt.id,
    state: 'queued',
    branchName: typeof body.branchName === 'string' ? body.branchName : 'main',
    defaultBranch: typeof body.branchName !== 'string',
    queuedDate: tcDate(Date.now()),
    ...(body.personal === true ? { personal: true } : {}),
  });
  delete build.status;
  return ctx.state.builds.put(build);
}

function cancel(ctx: Context, e: Entity): Entity {
  const b = editBuild(ctx, e);
  const comment = (bodyObject(ctx).comment as string | undefined) ?? '';
  if (b.state === 'finished') throw new HttpError(409, `Build ${b.id} is already finished.`);
  b._canceled = true;
  b.canceledInfo = { text: comment, timestamp: tcDate(Date.now()) };
  b.state = 'finished';
  b.status = 'UNKNOWN';
  return b;
}

// ---- files: build artifacts and VCS root instance files ----

/** Whose files a request reads: the key in the file store, and the href of the files root. */
type FileOwner = (ctx: Context) => { key: string; base: string };

const artifactsOf: FileOwner = (ctx) => {
  const b = one(builds, ctx);
  return { key: String(b.id), base: `${ctx.rest}/builds/id:${b.id}/artifacts` };
};
const vcsFilesOf: FileOwner = (ctx) => {
  const v = one(vcsRootInstances, ctx);
  return { key: `vcs:${v.id}`, base: `${ctx.rest}/vcs-root-instances/id:${v.id}/files/latest` };
};

/** The handlers of one files sub-resource (`FilesSubResource`), by the operation names it has everywhere. */
function fileRoutes(area: string, owner: FileOwner): Record<string, Handler> {
  const hrefs = (base: string) => (path: string) => `${base}/${path}`.replace(/\/+$/, '');
  const list: Handler = (ctx) => {
    const o = owner(ctx);
    return ctx.state.artifacts.children(o.key, ctx.params.path ?? '', hrefs(o.base));
  };
  const content: Handler = (ctx): FileReply => ({
    file: ctx.state.artifacts.file(owner(ctx).key, ctx.params.path ?? ''),
  });
  return {
    [`${area}.get_root`]: list,
    [`${area}.get_children`]: list,
    [`${area}.get_children_alias`]: list,
    [`${area}.get_metadata`]: (ctx) => {
      const o = owner(ctx);
      return ctx.state.artifacts.metadata(o.key, ctx.params.path ?? '', hrefs(o.base));
    },
    [`${area}.get_content`]: content,
    [`${area}.get_content_alias`]: content,
  };
}

// ---- users ----

function makeUser(ctx: Context, body: Entity): Entity {
  const username = required(body, 'username', 'A user');
  if (ctx.state.users.all().some((u) => u.username === username))
    throw badRequest(`User with username '${username}' already exists.`);
  const { password, ...rest } = body;
  return ctx.state.addUser({
    ...rest,
    username,
    ...(typeof password === 'string' ? { password } : {}),
    id: nextId(ctx.state.users),
  });
}

const fieldsOf = (r: Resource): [Handler, Handler] => [getField(r), setField(r)];
const [projectField, setProjectField] = fieldsOf(projects);
const [buildTypeField, setBuildTypeField] = fieldsOf(buildTypes);
const buildField = getField(builds);
const [agentField, setAgentField] = fieldsOf(agents);
const [poolField, setPoolField] = fieldsOf(agentPools);
const [userField, setUserField] = fieldsOf(users);
const [vcsRootField, setVcsRootField] = fieldsOf(vcsRoots);
const [instanceField, setInstanceField] = fieldsOf(vcsRootInstances);

/** A build's plain-text field with a route of its own (`/builds/{b}/number`). */
const buildText = (name: string): [Handler, Handler] => [
  (ctx) => String(one(builds, ctx)[name] ?? ''),
  (ctx) => {
    const text = String(ctx.body ?? '');
    editBuild(ctx, one(builds, ctx))[name] = text;
    return text;
  },
];
const [buildNumber, setBuildNumber] = buildText('number');
const [statusText, setStatusText] = buildText('statusText');

/** `{status, comment}` objects of the agent's enabled/authorized state. */
const agentFlag = (name: 'enabled' | 'authorized'): [Handler, Handler] => [
  (ctx) => ({ status: one(agents, ctx)[name] === true }),
  (ctx) => {
    const a = one(agents, ctx);
    const status = bodyObject(ctx).status;
    if (typeof status !== 'boolean') throw badRequest(`'status' must be true or false.`);
    a[name] = status;
    return { status };
  },
];
const [enabledInfo, setEnabledInfo] = agentFlag('enabled');
const [authorizedInfo, setAuthorizedInfo] = agentFlag('authorized');

const assertRemoved = (removed: boolean, what: string) => {
  if (!removed) throw notFound(`${what} is not found.`);
};

/** The operations the fake keeps state for, by operation id; every other route answers generically. */
export const handlers: Record<string, Handler> = {
  'root.serve_root': () => 'TeamCity REST API (fake)',
  'root.serve_version': () => '2025.11 (build 197398)',
  'root.serve_api_version': () => '2018.1',
  'root.serve_plugin_info': () => '<plugin name="rest-api" displayName="REST API" version="2025.11"/>',
  'server.serve_server_info': (ctx) => ({
    version: '2025.11 (build 197398)',
    versionMajor: 2025,
    versionMinor: 11,
    buildNumber: '197398',
    webUrl: ctx.origin,
  }),

  'projects.serve_projects': list(projects),
  'projects.serve_project': get(projects),
  'projects.create_project': create(projects, (ctx, body) => {
    const name = required(body, 'name', 'A project');
    const id = typeof body.id === 'string' && body.id ? body.id : name.replace(/\W+/g, '');
    if (ctx.state.projects.get(id)) throw badRequest(`Project with id '${id}' already exists.`);
    const parent = body.parentProject
      ? findOne(ctx.find.project, `id:${(body.parentProject as Entity).id ?? '_Root'}`)
      : ctx.state.projects.get('_Root')!;
    return ctx.state.projects.add({
      id,
      name,
      parentProjectId: parent.id,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
    });
  }),
  'projects.delete_project': del(projects, (ctx, e) => {
    if (e.id === '_Root') throw new HttpError(400, 'The root project cannot be deleted.');
    ctx.state.projects.remove(String(e.id));
  }),
  'projects.serve_project_field': projectField,
  'projects.set_project_field': setProjectField,
  'projects.serve_build_types_in_project': (ctx) => listOf(buildTypes, ctx, `project:(id:${one(projects, ctx).id})`),
  'projects.create_build_type': (ctx) =>
    fullForm(buildTypes, makeBuildType(ctx, bodyObject(ctx), String(one(projects, ctx).id)), ctx),
  'projects.serve_build_type': (ctx) =>
    fullForm(
      buildTypes,
      findOne(ctx.find.buildType, `project:(id:${one(projects, ctx).id}),item:(${ctx.params.btLocator})`),
      ctx,
    ),
  'projects.serve_builds': buildsOfType,
  'projects.get_parent_project': (ctx) => {
    const parent = ctx.state.projects.get(String(one(projects, ctx).parentProjectId));
    if (!parent) throw notFound('The root project has no parent.');
    return fullForm(projects, parent, ctx);
  },

  'buildTypes.get_build_types': list(buildTypes),
  'buildTypes.serve_build_type_xml': get(buildTypes),
  'buildTypes.add_build_type': create(buildTypes, (ctx, body) => {
    const project = body.project as Entity | undefined;
    const projectId = typeof project?.id === 'string' ? project.id : body.projectId;
    if (typeof projectId !== 'string') throw badRequest('A build type must name its project (project.id).');
    return makeBuildType(ctx, body, String(findOne(ctx.find.project, `id:${projectId}`).id));
  }),
  'buildTypes.delete_build_type': del(buildTypes, (ctx, e) => ctx.state.buildTypes.remove(String(e.id))),
  'buildTypes.serve_build_type_field': buildTypeField,
  'buildTypes.set_build_type_field': setBuildTypeField,
  'buildTypes.serve_builds': buildsOfType,

  'builds.serve_all_builds': (ctx) => listOf(builds, ctx, buildsLocator(ctx)),
  'builds.serve_build': get(builds),
  'builds.delete_build': del(builds, (ctx, e) => ctx.state.builds.delete(Number(e.id))),
  'builds.serve_build_field_by_build_only': buildField,
  'builds.get_build_number': buildNumber,
  'builds.set_build_number': setBuildNumber,
  'builds.get_build_status_text': statusText,
  'builds.set_build_status_text': setStatusText,
  'builds.serve_tags': (ctx) => tagsReply(one(builds, ctx)),
  'builds.add_tags': (ctx) => {
    const b = editBuild(ctx, one(builds, ctx));
    const tags = tagsOf(b).tag;
    for (const t of tagsFromBody(ctx)) if (!tags.some((x) => x.name === t.name)) tags.push(t);
    b.tags = { tag: tags };
    return tagsReply(b);
  },
  'builds.replace_tags': (ctx) => {
    const b = editBuild(ctx, one(builds, ctx));
    b.tags = { tag: tagsFromBody(ctx) };
    return tagsReply(b);
  },
  'builds.get_pinned': (ctx) => String(one(builds, ctx).pinned === true),
  'builds.pin_build': (ctx) => void (editBuild(ctx, one(builds, ctx)).pinned = true),
  'builds.unpin_build': (ctx) => void (editBuild(ctx, one(builds, ctx)).pinned = false),
  'builds.replace_comment': (ctx) => void (editBuild(ctx, one(builds, ctx)).comment = { text: String(ctx.body ?? '') }),
  'builds.delete_comment': (ctx) => void delete editBuild(ctx, one(builds, ctx)).comment,
  'builds.cancel_build': (ctx) => fullForm(builds, cancel(ctx, one(builds, ctx)), ctx),
  ...fileRoutes('builds', artifactsOf),
  'builds.get_artifacts_directory': (ctx) => `/data/artifacts/${one(builds, ctx).buildTypeId}/${one(builds, ctx).id}`,

  'buildQueue.get_builds': list(queue),
  'buildQueue.get_build': get(queue),
  'buildQueue.queue_new_build': (ctx) => fullForm(queue, queueBuild(ctx), ctx),
  'buildQueue.delete_build': del(queue, (ctx, e) => ctx.state.builds.delete(Number(e.id))),
  'buildQueue.cancel_build': (ctx) => fullForm(builds, cancel(ctx, one(queue, ctx)), ctx),
  'buildQueue.serve_build_field_by_build_only': (ctx) =>
    getField(queue)({ ...ctx, params: { ...ctx.params, queuedBuildLocator: ctx.params.buildLocator! } }),

  'agents.serve_agents': (ctx) => {
    const extra =
      ctx.query.get('includeDisconnected') === 'true' || ctx.query.get('includeUnauthorized') === 'true'
        ? 'defaultFilter:false'
        : null;
    return listOf(agents, ctx, [ctx.query.get('locator'), extra].filter(Boolean).join(',') || null);
  },
  'agents.serve_agent': get(agents),
  'agents.delete_agent': del(agents, (ctx, e) => ctx.state.agents.remove(String(e.id))),
  'agents.serve_agent_field': agentField,
  'agents.set_agent_field': setAgentField,
  'agents.get_enabled_info': enabledInfo,
  'agents.set_enabled_info': setEnabledInfo,
  'agents.get_authorized_info': authorizedInfo,
  'agents.set_authorized_info': setAuthorizedInfo,
  'agents.get_agent_pool': (ctx) =>
    fullForm(agentPools, findOne(ctx.find.agentPool, `id:${(one(agents, ctx).pool as Entity).id}`), ctx),

  'agentPools.get_pools': list(agentPools),
  'agentPools.get_pool': get(agentPools),
  'agentPools.create_pool': create(agentPools, (ctx, body) =>
    ctx.state.agentPools.add({
      id: nextId(ctx.state.agentPools),
      name: required(body, 'name', 'An agent pool'),
      ...(typeof body.maxAgents === 'number' ? { maxAgents: body.maxAgents } : {}),
    }),
  ),
  'agentPools.delete_pool': del(agentPools, (ctx, e) => {
    if (e.id === 0) throw badRequest('The default pool cannot be deleted.');
    ctx.state.agentPools.remove(String(e.id));
  }),
  'agentPools.get_field': poolField,
  'agentPools.set_field': setPoolField,
  'agentPools.get_pool_agents': (ctx) =>
    listOf(agents, ctx, `pool:(id:${one(agentPools, ctx).id}),defaultFilter:false`),

  'users.serve_users': list(users),
  'users.serve_user': get(users),
  'users.create_user': create(users, makeUser),
  'users.update_user': (ctx) => {
    const u = one(users, ctx);
    const { password, id: _id, ...rest } = bodyObject(ctx);
    Object.assign(u, rest, typeof password === 'string' ? { _password: password } : {});
    return fullForm(users, u, ctx);
  },
  'users.delete_user': del(users, (ctx, e) => ctx.state.users.remove(String(e.id))),
  'users.serve_user_field': userField,
  'users.set_user_field': setUserField,
  'users.get_groups': (ctx) => {
    const keys = ((one(users, ctx).groups as { group?: { key: string }[] } | undefined)?.group ?? []).map((g) => g.key);
    const items = keys.map((k) => ctx.state.userGroups.get(k)).filter((g): g is Entity => g !== undefined);
    return { count: items.length, group: items.map((g) => shortForm(groups, g, ctx)) };
  },

  'userGroups.serve_groups': (ctx) => {
    const items = ctx.state.userGroups.all().map((g) => shortForm(groups, g, ctx));
    return { count: items.length, href: `${ctx.rest}/userGroups`, group: items };
  },
  'userGroups.serve_group': get(groups),
  'userGroups.add_group': create(groups, (ctx, body) => {
    const key = required(body, 'key', 'A group');
    if (ctx.state.userGroups.get(key)) throw badRequest(`Group with key '${key}' already exists.`);
    return ctx.state.userGroups.add({
      key,
      name: typeof body.name === 'string' ? body.name : key,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
    });
  }),
  'userGroups.delete_group': del(groups, (ctx, e) => ctx.state.userGroups.remove(String(e.key))),

  'vcsRoots.serve_roots': list(vcsRoots),
  'vcsRoots.serve_root': get(vcsRoots),
  'vcsRoots.add_root': create(vcsRoots, (ctx, body) => {
    const name = required(body, 'name', 'A VCS root');
    const id = typeof body.id === 'string' && body.id ? body.id : name.replace(/\W+/g, '');
    if (ctx.state.vcsRoots.get(id)) throw badRequest(`VCS root with id '${id}' already exists.`);
    return ctx.state.vcsRoots.add({ vcsName: 'jetbrains.git', project: { id: '_Root' }, ...body, id, name });
  }),
  'vcsRoots.delete_root': del(vcsRoots, (ctx, e) => ctx.state.vcsRoots.remove(String(e.id))),
  'vcsRoots.serve_field': vcsRootField,
  'vcsRoots.set_field': setVcsRootField,
  'vcsRoots.serve_root_instances': (ctx) => listOf(vcsRootInstances, ctx, `vcsRoot:(id:${one(vcsRoots, ctx).id})`),

  'vcsRootInstances.serve_instances': list(vcsRootInstances),
  'vcsRootInstances.serve_instance': get(vcsRootInstances),
  'vcsRootInstances.serve_instance_field': instanceField,
  'vcsRootInstances.set_instance_field': setInstanceField,
  ...fileRoutes('vcsRootInstances', vcsFilesOf),

  'changes.serve_changes': list(changes),
  'changes.serve_change': get(changes),
  'changes.get_change_field': getField(changes),

  'investigations.get_investigations': list(investigations),
  'investigations.serve_instance': get(investigations),
  'investigations.create_instance': create(investigations, (ctx, body) =>
    ctx.state.investigations.add({ state: 'TAKEN', ...body, id: `inv${nextId(ctx.state.investigations)}` }),
  ),
  'investigations.replace_instance': (ctx) => {
    const old = one(investigations, ctx);
    return fullForm(investigations, ctx.state.investigations.add({ ...bodyObject(ctx), id: old.id }), ctx);
  },
  'investigations.delete_instance': del(investigations, (ctx, e) =>
    assertRemoved(ctx.state.investigations.remove(String(e.id)), 'Investigation'),
  ),

  'mutes.get_mutes': list(mutes),
  'mutes.serve_instance': get(mutes),
  'mutes.create_instance': create(mutes, (ctx, body) => ctx.state.mutes.add({ ...body, id: nextId(ctx.state.mutes) })),
  'mutes.delete_instance': del(mutes, (ctx, e) => assertRemoved(ctx.state.mutes.remove(String(e.id)), 'Mute')),
};

function makeBuildType(ctx: Context, body: Entity, projectId: string): Entity {
  const name = required(body, 'name', 'A build type');
  const id = typeof body.id === 'string' && body.id ? body.id : `${projectId}_${name.replace(/\W+/g, '')}`;
  if (ctx.state.buildTypes.get(id)) throw badRequest(`Build configuration with id '${id}' already exists.`);
  const project = ctx.state.projects.get(projectId)!;
  return ctx.state.buildTypes.add({
    id,
    name,
    projectId,
    projectName: project.name,
    paused: false,
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
  });
}
