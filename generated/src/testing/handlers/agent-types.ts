// Hand-written: edit it here; the generator never writes this file.
// Agent types (each fake agent is a standalone agent, a type of its own: the fake has no cloud images) and an agent's
// build configuration run policy.
import type { UntypedArea } from './kit.js';
import { badRequest, locatorError, notFound } from '../model/errors.js';
import { findOne, longValue, parse, singleLong } from '../model/finder.js';
import { agents, buildTypes } from './kinds.js';
import { asks, bodyObject, one, shortForm, type Context } from './kit.js';
import { fieldsAt } from '../model/fields.js';
import { runPolicyOf, type RunPolicy } from '../model/compatibility.js';
import type { Entity } from '../model/store.js';

/** The agent of an agent type locator: a bare id, `id:N`, or `agent:(<agent locator>)`. */
function agentOfType(ctx: Context): Entity {
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
function agentType(ctx: Context, a: Entity): Entity {
  const spec = fieldsAt(ctx.fields, []);
  const props = (((a.properties as Entity | undefined)?.property ?? []) as Entity[]).map((p) => ({
    name: p.name,
    value: p.value,
  }));
  const only = (test: (name: string) => boolean) => {
    const property = props.filter((p) => test(String(p.name)));
    return { count: property.length, property };
  };
  const optional: [string, () => unknown][] = [
    ['environment', () => a.environment],
    ['availableParameters', () => only(() => true)],
    ['configurationParameters', () => only((n) => !n.startsWith('env.') && !n.startsWith('system.'))],
    ['buildParameters', () => only((n) => n.startsWith('env.') || n.startsWith('system.'))],
    ['systemParameters', () => only((n) => n.startsWith('system.'))],
    ['environmentParameters', () => only((n) => n.startsWith('env.'))],
  ];
  const out: Entity = { id: a.typeId, name: a.name, isCloud: false };
  for (const [name, value] of optional) if (asks(spec, name) && value() !== undefined) out[name] = value();
  return out;
}

/** CompatibilityPolicy: `any`, or `selected` with the build configurations the agent may run. */
function policyReply(ctx: Context, p: RunPolicy): Entity {
  if (p.policy === 'any') return { policy: 'any' };
  const items = p.buildTypeIds
    .map((id) => ctx.state.buildTypes.get(id))
    .filter((bt): bt is Entity => bt !== undefined)
    .map((bt) => shortForm(buildTypes, bt, ctx));
  return { policy: 'selected', buildTypes: { count: items.length, buildType: items } };
}

export const agentTypesRoutesArea: UntypedArea = {
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
      const posted = ((body.buildTypes as Entity | undefined)?.buildType ?? []) as unknown;
      if (!Array.isArray(posted)) throw badRequest('Expected buildTypes: {"buildType":[...]}.');
      const ids = (posted as Entity[]).map((bt) =>
        String(findOne(ctx.find.buildType, typeof bt.id === 'string' ? `id:${bt.id}` : String(bt.locator ?? '')).id),
      );
      a._runPolicy = policy === 'any' ? { policy } : { policy, buildTypeIds: [...new Set(ids)] };
      return policyReply(ctx, runPolicyOf(a));
    },
  },
  notSimulated: [],
};
