// Hand-written: edit it here; the generator never writes this file.
import { badRequest, notFound } from '../model/errors.js';
import { agentPools, agents, create, del } from './kinds.js';
import { agentPoolFields, fieldsOf } from './field-values.js';
import { findOne } from '../model/finder.js';
import { poolProjects } from '../model/compatibility.js';
import { setPoolProjects } from './projects.js';
import { projects } from './kinds.js';
import {
  bodyObject,
  fullForm,
  get,
  list,
  listOf,
  one,
  requestLocator,
  required,
  shortForm,
  trimList,
  type Area,
  type Context,
  type ListOf,
  objects,
} from './kit.js';
import { nextId, type Stored } from '../model/store.js';
import type { AgentPool, Project } from '../../models.js';

const [poolField, setPoolField] = fieldsOf(agentPools, agentPoolFields);

const pool = (ctx: Context) => one(agentPools, ctx);
function projectsReply(ctx: Context, p: Stored<AgentPool>): ListOf<Project, 'project'> {
  const items = poolProjects(p)
    .map((x) => ctx.state.projects.get(String(x.id)))
    .filter((x): x is Stored<Project> => x !== undefined);
  const reply = { count: items.length, project: items.map((x) => shortForm(projects, x, ctx)) };
  return trimList(projects, reply, ctx.fields);
}
const projectIn = (ctx: Context, p: Stored<AgentPool>) => {
  const project = findOne(ctx.find.project, ctx.params.projectLocator!);
  if (!poolProjects(p).some((x) => x.id === project.id))
    throw notFound(`Project '${project.id}' is not associated with pool '${p.name}'.`);
  return project;
};

export const agentPoolsArea: Area = {
  handlers: {
    'agentPools.add_agent': (ctx) => {
      const p = pool(ctx);
      const agent = findOne(ctx.find.agent, `id:${String(bodyObject(ctx).id ?? '')},defaultFilter:false`);
      agent.pool = { id: p.id, name: p.name };
      return fullForm(agents, agent, ctx);
    },
    'agentPools.get_pool_projects': (ctx) => projectsReply(ctx, pool(ctx)),
    'agentPools.add_project': (ctx) => {
      const p = pool(ctx);
      const project = findOne(ctx.find.project, `id:${String(bodyObject(ctx).id ?? '')}`);
      if (!poolProjects(p).some((x) => x.id === project.id))
        setPoolProjects(p, [...poolProjects(p), { id: project.id }]);
      return fullForm(projects, project, ctx);
    },
    'agentPools.replace_projects': (ctx) => {
      const p = pool(ctx);
      const list = objects(bodyObject(ctx).project, '{"project":[...]}');
      setPoolProjects(
        p,
        list.map((x) => ({ id: findOne(ctx.find.project, `id:${String(x.id ?? '')}`).id })),
      );
      return projectsReply(ctx, p);
    },
    'agentPools.delete_projects': (ctx) => void setPoolProjects(pool(ctx), []),
    'agentPools.get_pool_project': (ctx) => fullForm(projects, projectIn(ctx, pool(ctx)), ctx),
    'agentPools.delete_pool_project': (ctx) => {
      const p = pool(ctx);
      const project = projectIn(ctx, p);
      setPoolProjects(
        p,
        poolProjects(p).filter((x) => x.id !== project.id),
      );
    },
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
    // AgentPoolRequest.getPoolAgents: the pool's agents, filtered by `locator` (Locator.merge: the pool dimension wins).
    'agentPools.get_pool_agents': (ctx) =>
      listOf(agents, ctx, requestLocator(ctx, `pool:(id:${one(agentPools, ctx).id}),defaultFilter:false`)),
  },
  reads: {
    'agentPools.get_pools': ['locator'],
    'agentPools.get_pool_agents': ['locator'],
  },
  notSimulated: ['agentPools.generate_automatic_agent_authorization_tokens'],
};
