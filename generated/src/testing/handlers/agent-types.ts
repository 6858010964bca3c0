// Hand-written: edit it here; the generator never writes this file.
// Agent types (each fake agent is a standalone agent, a type of its own: the fake has no cloud images) and an agent's
// build configuration run policy.
import { badRequest, locatorError, notFound } from '../model/errors.js';
import { findOne, longValue, parse, singleLong } from '../model/finder.js';
import { agents, buildTypes } from './kinds.js';
import { asks, bodyObject, member, one, shortForm, type Area, type Context, objects } from './kit.js';
import { fieldsAt } from '../model/fields.js';
import { runPolicyOf, type RunPolicy } from '../model/compatibility.js';
import type { Stored } from '../model/store.js';
import type { Agent, AgentType, BuildType, CompatibilityPolicy, Properties } from '../../models.js';

/** The agent of an agent type locator: a bare id, `id:N`, or `agent:(<agent locator>)`. */
function agentOfType(ctx: Context): Stored<Agent> {
  const text = ctx.params.agentTypeLocator!;
  const locator = parse(text);
  const unknown = [...locator.dimensions.keys()].find((d) => d !== 'id' && d !== 'agent');
  if (unknown)
    throw locatorError(`Locator dimension '${unknown}' is not simulated for agent types by the fake TeamCity.`);
  const agent = locator.dimensions.get('agent')?.[0];
  if (agent) return findOne(ctx.find.agent, agent);
  const id =
    locator.single !== null ? singleLong(locator.single) : longValue('id', locator.dimensions.get('id')?.[0] ?? '');
  const found = ctx.state.agents.all().find((a) => Number(a.typeId) === id);
  if (!found) throw notFound(`No agent type found by locator '${text}'.`);
  return found;
}

/** AgentType: id, name and isCloud always; the agent's environment and parameters when `fields` names them. */
function agentType(ctx: Context, a: Stored<Agent>): AgentType {
  const spec = fieldsAt(ctx.fields, []);
  const props = (a.properties?.property ?? []).map((p) => ({ name: p.name, value: p.value }));
  const only = (test: (name: string) => boolean): Properties => {
    const property = props.filter((p) => test(String(p.name)));
    return { count: property.length, property };
  };
  const out: AgentType = { id: a.typeId, name: a.name, isCloud: false };
  const optional = <K extends keyof AgentType>(name: K, value: () => AgentType[K]) => {
    const v = asks(spec, name) ? value() : undefined;
    if (v !== undefined) out[name] = v;
  };
  optional('environment', () => a.environment);
  optional('availableParameters', () => only(() => true));
  optional('configurationParameters', () => only((n) => !n.startsWith('env.') && !n.startsWith('system.')));
  optional('buildParameters', () => only((n) => n.startsWith('env.') || n.startsWith('system.')));
  optional('systemParameters', () => only((n) => n.startsWith('system.')));
  optional('environmentParameters', () => only((n) => n.startsWith('env.')));
  return out;
}

/** CompatibilityPolicy: `any`, or `selected` with the build configurations the agent may run. */
function policyReply(ctx: Context, p: RunPolicy): CompatibilityPolicy {
  if (p.policy === 'any') return { policy: 'any' };
  const items = p.buildTypeIds
    .map((id) => ctx.state.buildTypes.get(id))
    .filter((bt): bt is Stored<BuildType> => bt !== undefined)
    .map((bt) => shortForm(buildTypes, bt, ctx));
  return { policy: 'selected', buildTypes: { count: items.length, buildType: items } };
}

export const agentTypesRoutesArea: Area = {
  handlers: {
    'agentTypes.get_agent_type': (ctx) => agentType(ctx, agentOfType(ctx)),
    'agents.get_build_configuration_run_policy': (ctx) => policyReply(ctx, runPolicyOf(one(agents, ctx))),
    // CompatibilityPolicy.applyTo: `any` or `selected` (any case, trimmed); each posted build type must exist.
    'agents.set_build_configuration_run_policy': (ctx) => {
      const a = one(agents, ctx);
      const body = bodyObject(ctx);
      const policy = typeof body.policy === 'string' ? body.policy.trim().toLowerCase() : '';
      if (policy !== 'any' && policy !== 'selected')
        throw badRequest(`Unexpected policy '${String(body.policy)}', expected 'any' or 'selected'`);
      const posted = objects(member(body.buildTypes, 'buildType'), 'buildTypes: {"buildType":[...]}');
      const ids = posted.map((bt) =>
        String(findOne(ctx.find.buildType, typeof bt.id === 'string' ? `id:${bt.id}` : String(bt.locator ?? '')).id),
      );
      a._runPolicy = policy === 'any' ? { policy } : { policy, buildTypeIds: [...new Set(ids)] };
      return policyReply(ctx, runPolicyOf(a));
    },
  },
  notSimulated: [],
};
