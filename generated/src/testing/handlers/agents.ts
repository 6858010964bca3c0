// Hand-written: edit it here; the generator never writes this file.
import { badRequest } from '../model/errors.js';
import { findOne } from '../model/finder.js';
import { compatibilityOf } from '../model/compatibility.js';
import { agentPools, agents, buildTypes, del } from './kinds.js';
import { agentFields, fieldsOf } from './field-values.js';
import type { Stored } from '../model/store.js';
import {
  bodyObject,
  fullForm,
  get,
  listOf,
  locatorParam,
  member,
  one,
  queryBoolean,
  shortForm,
  type Area,
  type Context,
} from './kit.js';
import type { Agent, AuthorizedInfo } from '../../models.js';

const [agentField, setAgentField] = fieldsOf(agents, agentFields);

/** An `EnabledInfo` or `AuthorizedInfo`: the fake keeps no `statusSwitchTime`. */
type FlagInfo = AuthorizedInfo;

/**
 * `{status, comment}` objects of the agent's enabled/authorized state: the state is the agent's flag, the comment of
 * its last change kept in its `enabledInfo`/`authorizedInfo` (where `PUT .../enabledInfoCommentText` writes it too).
 */
const agentFlag = (name: 'enabled' | 'authorized'): [(ctx: Context) => FlagInfo, (ctx: Context) => FlagInfo] => {
  const info = name === 'enabled' ? 'enabledInfo' : 'authorizedInfo';
  const reply = (a: Stored<Agent>): FlagInfo => {
    const comment = a[info]?.comment;
    return { status: a[name] === true, ...(comment && { comment }) };
  };
  return [
    (ctx) => reply(one(agents, ctx)),
    (ctx) => {
      const a = one(agents, ctx);
      const body = bodyObject(ctx);
      const status = body.status;
      if (typeof status !== 'boolean') throw badRequest(`'status' must be true or false.`);
      const text = member(body.comment, 'text');
      if (text !== undefined && typeof text !== 'string') throw badRequest(`'comment.text' must be a string.`);
      a[name] = status;
      if (text !== undefined) a[info] = { ...a[info], comment: { text } };
      return reply(a);
    },
  ];
};
const [enabledInfo, setEnabledInfo] = agentFlag('enabled');
const [authorizedInfo, setAuthorizedInfo] = agentFlag('authorized');

function compatibility(ctx: Context) {
  const agent = one(agents, ctx);
  return ctx.state.buildTypes
    .all()
    .filter((bt) => !bt.templateFlag)
    .map((bt) => compatibilityOf(ctx.state, agent, bt));
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
            description: !c.onPool
              ? 'Agent belongs to a pool the project is not associated with'
              : c.allowed
                ? 'Unmet requirements'
                : "The agent's run policy does not allow this build configuration",
            requirement: c.missing,
          },
        })),
      };
    },
    // AgentRequest.serveAgents: the pre-8.1 parameters are written into the locator as it writes them (the negation of
    // the value: includeDisconnected=true is connected:false), and refused beside a locator.
    'agents.serve_agents': (ctx) => {
      const locator = locatorParam(ctx);
      const parts = locator === null ? [] : [locator];
      for (const [param, dimension] of [
        ['includeDisconnected', 'connected'],
        ['includeUnauthorized', 'authorized'],
      ] as const) {
        const value = queryBoolean(ctx, param);
        if (value === null) continue;
        if (locator !== null)
          throw badRequest(
            `Both '${param}' URL parameter and '${dimension}' locator dimension are specified. Please use locator only.`,
          );
        parts.push(`${dimension}:${!value}`);
      }
      return listOf(agents, ctx, parts.join(',') || null);
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
      fullForm(agentPools, findOne(ctx.find.agentPool, `id:${one(agents, ctx).pool?.id}`), ctx),
  },
  reads: {
    'agents.serve_agents': ['includeDisconnected', 'includeUnauthorized', 'locator'],
  },
  notSimulated: [],
};
