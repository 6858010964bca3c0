import type { Area } from './resource.js';
import { badRequest } from './errors.js';
import { findOne } from './finder.js';
import { poolProjects } from './handlers-projects.js';
import { agentPools, agents, buildTypes, del, fieldsOf } from './kinds.js';
import { bodyObject, fullForm, get, listOf, one, shortForm, type Context, type Handler } from './resource.js';
import type { Entity } from './store.js';

const [agentField, setAgentField] = fieldsOf(agents);

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

/** Whether a project runs on a pool: associated with it (or through an ancestor), or on Default when on no pool. */
function projectOnPool(ctx: Context, projectId: string, poolId: unknown): boolean {
  const chain: string[] = [];
  for (
    let p = ctx.state.projects.get(projectId);
    p && chain.length < 100;
    p = ctx.state.projects.get(String(p.parentProjectId))
  )
    chain.push(String(p.id));
  const pools = ctx.state.agentPools
    .all()
    .filter((pool) => poolProjects(pool).some((x) => chain.includes(String(x.id))));
  return pools.length ? pools.some((pool) => String(pool.id) === String(poolId)) : String(poolId) === '0';
}

/** The build configuration's agent requirements the agent does not meet (`exists`, `equals`, `does-not-exist`). */
function unmet(agent: Entity, bt: Entity): Entity[] {
  const props = new Map(
    (((agent.properties as Entity | undefined)?.property ?? []) as Entity[]).map((p) => [
      String(p.name),
      String(p.value),
    ]),
  );
  const reqs = (((bt['agent-requirements'] as Entity | undefined)?.['agent-requirement'] ?? []) as Entity[]).filter(
    (r) => r.disabled !== true,
  );
  return reqs.filter((r) => {
    const args = new Map(
      (((r.properties as Entity | undefined)?.property ?? []) as Entity[]).map((p) => [
        String(p.name),
        String(p.value),
      ]),
    );
    const name = args.get('property-name') ?? '';
    const value = props.get(name);
    if (r.type === 'exists') return value === undefined;
    if (r.type === 'does-not-exist') return value !== undefined;
    if (r.type === 'equals') return value !== args.get('property-value');
    return false;
  });
}

function compatibilityOf(ctx: Context, agent: Entity, bt: Entity) {
  const onPool = projectOnPool(ctx, String(bt.projectId), (agent.pool as Entity | undefined)?.id ?? 0);
  const missing = unmet(agent, bt);
  return { bt, compatible: onPool && !missing.length, onPool, missing };
}

/** Whether the agent can run the build configuration: on a pool of its project, meeting its requirements. */
export const compatibleWith = (ctx: Context, agent: Entity, bt: Entity) => compatibilityOf(ctx, agent, bt).compatible;

function compatibility(ctx: Context) {
  const agent = one(agents, ctx);
  return ctx.state.buildTypes
    .all()
    .filter((bt) => !bt.templateFlag)
    .map((bt) => compatibilityOf(ctx, agent, bt));
}

export const agentsArea: Area = {
  handlers: {
    'agents.set_agent_pool': (ctx) => {
      const agent = one(agents, ctx);
      const pool = findOne(ctx.find.agentPool, `id:${String(bodyObject(ctx).id ?? '')}`);
      agent.pool = { id: pool.id, name: pool.name };
      return fullForm(agentPools, pool, ctx);
    },
    'agents.get_compatible_build_types': (ctx) => {
      const items = compatibility(ctx).filter((c) => c.compatible);
      return { count: items.length, buildType: items.map((c) => shortForm(buildTypes, c.bt, ctx)) };
    },
    'agents.ge_incompatible_build_types': (ctx) => {
      const items = compatibility(ctx).filter((c) => !c.compatible);
      return {
        count: items.length,
        compatibility: items.map((c) => ({
          compatible: false,
          buildType: shortForm(buildTypes, c.bt, ctx),
          unmetRequirements: {
            description: c.onPool ? 'Unmet requirements' : 'Agent belongs to a pool the project is not associated with',
            requirement: c.missing,
          },
        })),
      };
    },
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
  },
  notSimulated: ['agents.get_build_configuration_run_policy', 'agents.set_build_configuration_run_policy'],
};
