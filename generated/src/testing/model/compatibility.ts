// Hand-written: edit it here; the generator never writes this file.
import type { Agent, AgentPool, BuildType, ModelProperty, Project } from '../../models.js';
import type { Collection, Entity, Stored } from './store.js';

/** What compatibility reads of the state (the State itself: a narrower type keeps state.ts free to import this). */
interface Pools {
  readonly projects: Collection<Stored<Project>>;
  readonly agentPools: Collection<Stored<AgentPool>>;
}

// Which agents can run which build configurations, shared by the agent routes and the agent locator's `compatible`.

/** Pools the project is associated with (kept on each pool as `projects`). */
export const poolProjects = (pool: Entity): Entity[] =>
  ((pool.projects as Entity | undefined)?.project as Entity[] | undefined) ?? [];

/** Whether a project runs on a pool: associated with it (or through an ancestor), or on Default when on no pool. */
function projectOnPool(state: Pools, projectId: string, poolId: unknown): boolean {
  const chain: string[] = [];
  for (
    let p = state.projects.get(projectId);
    p && chain.length < 100;
    p = state.projects.get(String(p.parentProjectId))
  )
    chain.push(String(p.id));
  const pools = state.agentPools.all().filter((pool) => poolProjects(pool).some((x) => chain.includes(String(x.id))));
  return pools.length ? pools.some((pool) => String(pool.id) === String(poolId)) : String(poolId) === '0';
}

/** The build configuration's agent requirements the agent does not meet (`exists`, `equals`, `does-not-exist`). */
function unmet(agent: Agent, bt: BuildType) {
  const byName = (list: ModelProperty[] = []) => new Map(list.map((p) => [String(p.name), String(p.value)]));
  const props = byName(agent.properties?.property);
  const reqs = (bt['agent-requirements']?.['agent-requirement'] ?? []).filter((r) => r.disabled !== true);
  return reqs.filter((r) => {
    const args = byName(r.properties?.property);
    const name = args.get('property-name') ?? '';
    const value = props.get(name);
    if (r.type === 'exists') return value === undefined;
    if (r.type === 'does-not-exist') return value !== undefined;
    if (r.type === 'equals') return value !== args.get('property-value');
    return false;
  });
}

/** An agent's build configuration run policy: every compatible configuration, or only the selected ones. */
export type RunPolicy = { policy: 'any' } | { policy: 'selected'; buildTypeIds: string[] };

export const runPolicyOf = (agent: Entity): RunPolicy =>
  (agent._runPolicy as RunPolicy | undefined) ?? { policy: 'any' };

/**
 * Whether the agent can run the build configuration: on a pool of its project, meeting its requirements, and allowed
 * by its run policy.
 */
export function compatibilityOf<B extends BuildType>(state: Pools, agent: Stored<Agent>, bt: B) {
  const onPool = projectOnPool(state, String(bt.projectId), agent.pool?.id ?? 0);
  const missing = unmet(agent, bt);
  const policy = runPolicyOf(agent);
  const allowed = policy.policy === 'any' || policy.buildTypeIds.includes(String(bt.id));
  return { bt, compatible: onPool && !missing.length && allowed, onPool, allowed, missing };
}

export const compatibleWith = (state: Pools, agent: Stored<Agent>, bt: BuildType) =>
  compatibilityOf(state, agent, bt).compatible;
