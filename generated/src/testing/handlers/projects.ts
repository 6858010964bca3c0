// Hand-written: edit it here; the generator never writes this file.
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { findOne } from '../model/finder.js';
import { applyFields, fieldsFrom } from '../model/fields.js';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { BUILDS_QUERY, buildsOfType } from './builds.js';
import { branchesOf, makeBuildType, storedBuilds } from './buildTypes.js';
import { agentPools, builds, buildTypes, create, del, projectParams, projects } from './kinds.js';
import { buildFields, buildTypeFields, fieldsOf, fieldValue, projectFields } from './field-values.js';
import { parameterRoutes } from './params.js';
import {
  bodyObject,
  fullForm,
  get,
  list,
  listOf,
  one,
  required,
  shortForm,
  trimList,
  member,
  type Area,
  type Context,
  type Form,
  type ListOf,
  type Resource,
  objects,
} from './kit.js';
import { itemRoutes, projectFeatureItems } from './settings.js';
import { poolProjects } from '../model/compatibility.js';
import type { AgentPool, AgentPools, BuildType, NewProjectDescription, Project } from '../../models.js';
import type { Stored } from '../model/store.js';

const [projectField, setProjectField] = fieldsOf(projects, projectFields);

const project = (ctx: Context) => one(projects, ctx);
const projectHref = (e: Stored<Project>) => projects.href(e);

const params = parameterRoutes((ctx) => projectParams(ctx, project(ctx)));
const features = itemRoutes(projectFeatureItems, project);
const featureParams = features.typedParams;

/** A build configuration (or template) of the project, by a locator within it. */
const ownBuildType = (ctx: Context, templateFlag: boolean) =>
  findOne(
    ctx.find.buildType,
    `project:(id:${project(ctx).id}),templateFlag:${templateFlag},item:(${ctx.params.btLocator})`,
  );
const ownBuild = (ctx: Context) =>
  findOne(
    ctx.find.build,
    `buildType:(id:${ownBuildType(ctx, false).id}),defaultFilter:false,item:(${ctx.params.buildLocator})`,
  );

export const setPoolProjects = (pool: AgentPool, list: Project[]) =>
  (pool.projects = { count: list.length, project: list });
const poolsOf = (ctx: Context, e: Stored<Project>) =>
  ctx.state.agentPools.all().filter((p) => poolProjects(p).some((x) => x.id === e.id));
function poolsReply(ctx: Context, e: Stored<Project>): AgentPools {
  const items = poolsOf(ctx, e);
  const reply = {
    count: items.length,
    href: `${ctx.rest}${projectHref(e)}/agentPools`,
    agentPool: items.map((p) => shortForm(agentPools, p, ctx)),
  };
  return trimList(agentPools, reply, ctx.fields);
}
/** Associates the project with the pool a posted reference names (`{ "id": 3 }`). */
function associate(ctx: Context, e: Stored<Project>, ref: unknown): Stored<AgentPool> {
  const pool = findOne(ctx.find.agentPool, `id:${String(member(ref, 'id') ?? '')}`);
  if (!poolProjects(pool).some((x) => x.id === e.id)) setPoolProjects(pool, [...poolProjects(pool), { id: e.id }]);
  return pool;
}

/** The `id`s of a posted list's items, each an object (`{"project":[{"id":...}]}`); a 400 for another body. */
function postedIds(ctx: Context, item: string): string[] {
  return objects(bodyObject(ctx)[item], `{"${item}":[{"id":...}]}`).map((x) => String(x.id));
}

/**
 * Sub-projects or build configurations (`items`, of the kind `r` and the project's order `key`) in the order kept for
 * the project (`_order`), the rest after.
 */
function ordered<T extends { id?: string }, I extends string>(
  ctx: Context,
  r: Resource<T, I>,
  key: 'projects' | 'buildTypes',
  items: readonly Stored<T>[],
): ListOf<T, I> {
  const order = project(ctx)._order?.[key] ?? [];
  const rank = (x: Stored<T>) => {
    const i = order.indexOf(String(x.id));
    return i < 0 ? order.length : i;
  };
  const sorted = [...items].sort((a, b) => rank(a) - rank(b));
  const byItem: { [K in I]?: Form<T>[] } = {};
  byItem[r.item] = sorted.map((x) => shortForm(r, x, ctx));
  return trimList(r, { count: sorted.length, ...byItem }, ctx.fields);
}
const orderedProjects = (ctx: Context) => {
  const id = project(ctx).id;
  return ordered(
    ctx,
    projects,
    'projects',
    ctx.state.projects.all().filter((p) => p.parentProjectId === id),
  );
};
const orderedBuildTypes = (ctx: Context) => {
  const id = project(ctx).id;
  const own = ctx.state.buildTypes.all().filter((b) => b.projectId === id && !b.templateFlag);
  return ordered(ctx, buildTypes, 'buildTypes', own);
};

/** Keeps the posted order of the project's `key` (`project` or `buildType` items, by id). */
function setOrder(ctx: Context, key: 'projects' | 'buildTypes'): void {
  const e = project(ctx);
  e._order = { ...e._order, [key]: postedIds(ctx, key === 'projects' ? 'project' : 'buildType') };
}

function defaultTemplate(ctx: Context): Stored<BuildType> {
  const e = project(ctx);
  const id = e.defaultTemplate?.id;
  const t = id === undefined ? undefined : ctx.state.buildTypes.get(id);
  if (!t) throw notFound(`Project '${e.id}' has no default template.`);
  return t;
}

/** Secure values stored by token (`credentialsJSON:<uuid>`), per project. */
const secureOf = (e: Stored<Project>): Map<string, string> => (e._secure ??= new Map());

/**
 * SSH keys per project, by name. The private key is the fake's own (`_` keys are never sent): answers carry a key's
 * name and `encrypted` flag only, and a generated key's public half once, as ProjectSshKeyRestServiceImpl does.
 */
const sshKeysOf = (e: Stored<Project>): Map<string, { private: string }> => (e._sshKeys ??= new Map());

const sized = (b: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(b.length);
  return Buffer.concat([len, b]);
};
/** An SSH mpint: big-endian, with a leading zero byte where the top bit is set. */
const mpint = (b: Buffer) => sized(b[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);

/** A new key pair of the type TeamCity's ServerSshKeyManager makes: the private key (PEM) and the OpenSSH public line. */
function newKeyPair(type: string): { privateKey: string; publicKey: string } {
  const fromJwk = (s: string | undefined) => Buffer.from(s ?? '', 'base64url');
  if (type.toLowerCase() === 'ed25519') {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const blob = Buffer.concat([
      sized(Buffer.from('ssh-ed25519')),
      sized(fromJwk(publicKey.export({ format: 'jwk' }).x)),
    ]);
    return {
      privateKey: String(privateKey.export({ type: 'pkcs8', format: 'pem' })),
      publicKey: `ssh-ed25519 ${blob.toString('base64')}`,
    };
  }
  if (type.toLowerCase() === 'rsa') {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' });
    const blob = Buffer.concat([sized(Buffer.from('ssh-rsa')), mpint(fromJwk(jwk.e)), mpint(fromJwk(jwk.n))]);
    return {
      privateKey: String(privateKey.export({ type: 'pkcs1', format: 'pem' })),
      publicKey: `ssh-rsa ${blob.toString('base64')}`,
    };
  }
  throw badRequest(`Invalid keyType: the fake TeamCity makes 'rsa' and 'ed25519' keys, not '${type}'.`);
}

/** A query parameter TeamCity requires, as its `StringUtil.isEmpty` check answers a missing one. */
function requiredQuery(ctx: Context, name: string): string {
  const value = ctx.query.get(name);
  if (!value) throw badRequest(`The ${name} is not specified.`);
  return value;
}

export const projectsArea: Area = {
  handlers: {
    'projects.get_ssh_keys': (ctx) => ({
      sshKey: [...sshKeysOf(project(ctx)).keys()].map((name) => ({ name, encrypted: false })),
    }),
    'projects.upload_ssh_key': (ctx) => {
      const keys = sshKeysOf(project(ctx));
      const name = requiredQuery(ctx, 'fileName');
      const text = typeof ctx.body === 'string' ? ctx.body : '';
      if (!text) throw badRequest('Invalid key file: Empty key file');
      keys.set(name, { private: text });
    },
    'projects.generate_ssh_key': (ctx) => {
      const keys = sshKeysOf(project(ctx));
      const name = requiredQuery(ctx, 'keyName');
      const pair = newKeyPair(requiredQuery(ctx, 'keyType'));
      keys.set(name, { private: pair.privateKey });
      return { name, encrypted: false, publicKey: pair.publicKey };
    },
    'projects.delete_ssh_key': (ctx) => {
      const name = ctx.params.sshKeyName ?? '';
      if (!sshKeysOf(project(ctx)).delete(name)) throw notFound(`No SSH key named '${name}' in the project.`);
    },
    'projects.get_parameters': params.list,
    'projects.set_parameters': params.replace,
    'projects.delete_all_parameters': params.deleteAll,
    'projects.set_parameter': params.create,
    'projects.get_parameter': params.get,
    'projects.set_parameter_0': params.set,
    'projects.delete_parameter': params.remove,
    'projects.get_parameter_value_long': params.getValue,
    'projects.set_parameter_value_long': params.setValue,
    'projects.get_parameter_type': params.getType,
    'projects.set_parameter_type': params.setType,
    'projects.get_parameter_type_raw_value': params.getTypeRaw,
    'projects.set_parameter_type_raw_value': params.setTypeRaw,

    'projects.get': features.list,
    'projects.replace_all': features.replaceAll,
    'projects.add': features.add,
    'projects.get_single': features.get,
    'projects.replace': features.replace,
    'projects.delete': features.remove,
    'projects.get_parameters_0': featureParams.list,
    'projects.set_parameters_0': featureParams.replace,
    'projects.delete_all_parameters_0': featureParams.deleteAll,
    'projects.set_parameter_1': featureParams.create,
    'projects.get_parameter_0': featureParams.get,
    'projects.set_parameter_2': featureParams.set,
    'projects.delete_parameter_0': featureParams.remove,
    'projects.get_parameter_value_long_0': featureParams.getValue,
    'projects.set_parameter_value_long_0': featureParams.setValue,

    'projects.get_project_agent_pools': (ctx) => poolsReply(ctx, project(ctx)),
    'projects.set_project_agent_pools': (ctx) => {
      const e = project(ctx);
      const list: unknown = bodyObject(ctx).agentPool ?? [];
      if (!Array.isArray(list)) throw badRequest('Expected {"agentPool":[...]}.');
      for (const pool of poolsOf(ctx, e))
        setPoolProjects(
          pool,
          poolProjects(pool).filter((x) => x.id !== e.id),
        );
      for (const p of list) associate(ctx, e, p);
      return poolsReply(ctx, e);
    },
    'projects.set_project_agent_pools_0': (ctx) =>
      fullForm(agentPools, associate(ctx, project(ctx), bodyObject(ctx)), ctx),
    'projects.delete_project_agent_pools': (ctx) => {
      const e = project(ctx);
      const pool = findOne(ctx.find.agentPool, ctx.params.agentPoolLocator!);
      if (!poolProjects(pool).some((x) => x.id === e.id))
        throw notFound(`Project '${e.id}' is not in pool '${pool.name}'.`);
      setPoolProjects(
        pool,
        poolProjects(pool).filter((x) => x.id !== e.id),
      );
    },

    'projects.get_projects_order': orderedProjects,
    'projects.set_projects_order': (ctx) => {
      setOrder(ctx, 'projects');
      return orderedProjects(ctx);
    },
    // ProjectRequest.getBuildTypesOrder takes its fields selection as `field`.
    'projects.get_build_types_order': (ctx) => applyFields(orderedBuildTypes(ctx), fieldsFrom(ctx.query.get('field'))),
    'projects.set_build_types_order': (ctx) => {
      setOrder(ctx, 'buildTypes');
      return orderedBuildTypes(ctx);
    },

    'projects.get_default_template': (ctx) => fullForm(buildTypes, defaultTemplate(ctx), ctx),
    'projects.set_default_template': (ctx) => {
      const t = findOne(ctx.find.buildType, `id:${String(bodyObject(ctx).id ?? '')},templateFlag:true`);
      project(ctx).defaultTemplate = { id: t.id };
      return fullForm(buildTypes, t, ctx);
    },
    'projects.remove_default_template': (ctx) => {
      defaultTemplate(ctx);
      delete project(ctx).defaultTemplate;
    },
    'projects.serve_templates_in_project': (ctx) =>
      listOf(buildTypes, ctx, `project:(id:${project(ctx).id}),templateFlag:true`),
    'projects.create_build_type_template': (ctx) =>
      fullForm(
        buildTypes,
        makeBuildType(ctx, { ...bodyObject(ctx), templateFlag: true }, String(project(ctx).id)),
        ctx,
      ),
    'projects.serve_build_type_templates': (ctx) => fullForm(buildTypes, ownBuildType(ctx, true), ctx),
    'projects.serve_build_type_field_with_project': (ctx) => fieldValue(buildTypeFields, ownBuildType(ctx, false), ctx),
    'projects.serve_build_with_project': (ctx) => fullForm(builds, ownBuild(ctx), ctx),
    'projects.serve_build_field_with_project': (ctx) => fieldValue(buildFields, ownBuild(ctx), ctx),

    'projects.set_parent_project': (ctx) => {
      const e = project(ctx);
      const parent = findOne(ctx.find.project, `id:${String(bodyObject(ctx).id ?? '')}`);
      for (let p: Stored<Project> | undefined = parent; p; p = ctx.state.projects.get(String(p.parentProjectId)))
        if (p.id === e.id) throw badRequest(`Project '${e.id}' cannot be moved under itself.`);
      e.parentProjectId = parent.id;
      return fullForm(projects, e, ctx);
    },
    'projects.create_secure_token': (ctx) => {
      const token = `credentialsJSON:${randomUUID()}`;
      secureOf(project(ctx)).set(token, String(ctx.body ?? ''));
      return token;
    },
    'projects.get_secure_value': (ctx) => {
      const value = secureOf(project(ctx)).get(ctx.params.token!);
      if (value === undefined) throw notFound(`No secure value for token '${ctx.params.token}'.`);
      return value;
    },
    'projects.get_branches': (ctx) => {
      const ids = new Set(
        ctx.state.buildTypes
          .all()
          .filter((b) => b.projectId === project(ctx).id)
          .map((b) => b.id),
      );
      return branchesOf(
        ctx,
        storedBuilds(ctx, 'defaultFilter:false,count:-1').filter((b) => ids.has(String(b.buildTypeId))),
      );
    },
    'projects.get_example_new_project_description': (ctx) => newProjectDescription(ctx),
    'projects.get_example_new_project_description_compatibility_version1': (ctx) => newProjectDescription(ctx),
    'projects.get_settings_file': (ctx) => `/data/config/projects/${project(ctx).id}/project-config.xml`,
    'projects.reload_settings_file': (ctx) => fullForm(projects, project(ctx), ctx),
    'projects.serve_projects': list(projects),
    'projects.serve_project': get(projects),
    'projects.create_project': create(projects, (ctx, body) => {
      const name = required(body, 'name', 'A project');
      const id = typeof body.id === 'string' && body.id ? body.id : name.replace(/\W+/g, '');
      if (ctx.state.projects.get(id)) throw badRequest(`Project with id '${id}' already exists.`);
      // NewProjectDescription's parentProject is a reference: its `locator`, else its `id`.
      const ref = body.parentProject;
      const locator = member(ref, 'locator');
      const parent = ref
        ? findOne(
            ctx.find.project,
            typeof locator === 'string' ? locator : `id:${String(member(ref, 'id') ?? '_Root')}`,
          )
        : ctx.state.projects.get('_Root')!;
      return ctx.state.projects.add({
        id,
        name,
        parentProjectId: String(parent.id),
        ...(typeof body.description === 'string' ? { description: body.description } : {}),
      });
    }),
    'projects.delete_project': del(projects, (ctx, e) => {
      if (e.id === '_Root') throw new HttpError(400, 'The root project cannot be deleted.');
      ctx.state.projects.remove(String(e.id));
    }),
    'projects.serve_project_field': projectField,
    'projects.set_project_field': setProjectField,
    // TeamCity lists the project's own build configurations, with no pager.
    'projects.serve_build_types_in_project': (ctx) =>
      listOf(buildTypes, ctx, `project:(id:${one(projects, ctx).id}),templateFlag:false`, null),
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
  },
  reads: {
    'projects.serve_projects': ['locator'],
    'projects.upload_ssh_key': ['fileName'],
    'projects.generate_ssh_key': ['keyName', 'keyType'],
    'projects.get_build_types_order': ['field'],
    'projects.get_example_new_project_description': ['id'],
    'projects.get_example_new_project_description_compatibility_version1': ['id'],
    'projects.serve_builds': BUILDS_QUERY,
  },
  notSimulated: [],
};

/** ProjectRequest.getExampleNewProjectDescription: a copy's name and id (`id`, else the project's own). */
function newProjectDescription(ctx: Context): NewProjectDescription {
  const e = project(ctx);
  const parent = ctx.state.projects.get(String(e.parentProjectId));
  return {
    name: e.name,
    id: ctx.query.get('id') || e.id,
    copyAllAssociatedSettings: true,
    sourceProject: shortForm(projects, e, ctx),
    ...(parent ? { parentProject: shortForm(projects, parent, ctx) } : {}),
  };
}
