// Hand-written: edit it here; the generator never writes this file.
// Build agents and agent pools.
import { parseLocator } from '../../../runtime/locator.js';
import { badRequest } from '../errors.js';
import { compatibleWith } from '../compatibility.js';
import type { Entity } from '../store.js';
import {
  always,
  anyOf,
  field,
  flag,
  fromCollection,
  listed,
  matching,
  nested,
  noDefaultFilter,
  numeric,
  ref,
  text,
  type FinderScope,
  type Finders,
} from './shared.js';

export function agentFinder({ state, f }: FinderScope): Finders['agent'] {
  /** The build configurations `compatible:(buildType:(...))` names (AgentFinder: the agents that can run them). */
  const compatibleTargets = (v: string | null): Entity[] => {
    const parsed = parseLocator(v ?? '');
    const unknown = [...parsed.dimensions.keys()].filter((d) => d !== 'buildType');
    if (parsed.single !== null || unknown.length || !parsed.dimensions.has('buildType'))
      throw badRequest(
        `Locator '${v}' has unknown dimension${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ') || '(single value)'}. Supported dimensions are: [buildType]`,
      );
    return matching(f.buildType, parsed.dimensions.get('buildType')![0] ?? null);
  };
  return {
    name: 'agent',
    dimensions: {
      // AgentFinder reads the id as a number.
      id: numeric(field('id')),
      name: text(field('name')),
      typeId: text(field('typeId')),
      connected: flag(field('connected')),
      enabled: flag(field('enabled')),
      authorized: flag(field('authorized')),
      pool: ref(() => f.agentPool, 'id', nested('pool', 'id')),
      compatible: (v) => {
        const bts = compatibleTargets(v);
        return (e) => bts.some((bt) => compatibleWith(state, e, bt));
      },
      defaultFilter: always,
    },
    single: (v) => (e) => e.name === v,
    defaults: (dims) =>
      noDefaultFilter(dims)
        ? null
        : (e) => (dims.has('connected') || e.connected !== false) && (dims.has('authorized') || e.authorized !== false),
    source: () => fromCollection(state.agents),
  };
}

export function agentPoolFinder({ state, f }: FinderScope): Finders['agentPool'] {
  return {
    name: 'agentPool',
    dimensions: {
      id: text(field('id')),
      name: text(field('name')),
      project: anyOf(
        () => f.project,
        'id',
        (e) => listed(e, 'projects', 'project'),
      ),
      agent: anyOf(
        () => f.agent,
        'id',
        (e) =>
          state.agents
            .all()
            .filter((a) => String(nested('pool', 'id')(a)) === String(e.id))
            .map((a) => String(a.id)),
      ),
    },
    single: (v) => (e) => String(e.id) === v,
    byId: (id) => state.agentPools.get(id),
    source: () => fromCollection(state.agentPools),
  };
}
