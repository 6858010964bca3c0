import type { Area } from './resource.js';
import { badRequest } from './errors.js';
import { agentPools, agents, create, del, fieldsOf } from './kinds.js';
import { get, list, listOf, one, required } from './resource.js';
import { nextId } from './store.js';

const [poolField, setPoolField] = fieldsOf(agentPools);

export const agentPoolsArea: Area = {
  handlers: {
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
  },
  notSimulated: [
    'agentPools.add_agent',
    'agentPools.get_pool_projects',
    'agentPools.add_project',
    'agentPools.replace_projects',
    'agentPools.delete_projects',
    'agentPools.get_pool_project',
    'agentPools.delete_pool_project',
    'agentPools.generate_automatic_agent_authorization_tokens',
  ],
};
