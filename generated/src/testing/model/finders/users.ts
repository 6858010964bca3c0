// Hand-written: edit it here; the generator never writes this file.
// Users and user groups.
import type { Finder } from '../finder.js';
import type { Entity } from '../store.js';
import { field, fromCollection, refKeys, text, type FinderScope } from './shared.js';

export function userFinder({ state, currentUser, f }: FinderScope): Finder<Entity> {
  return {
    name: 'user',
    dimensions: {
      id: text(field('id')),
      username: text(field('username')),
      name: text(field('name')),
      email: text(field('email')),
      group: (v) => {
        const keys = refKeys(f.group, 'key', v);
        return (e) =>
          ((e.groups as { group?: { key: string }[] } | undefined)?.group ?? []).some((g) => keys.has(g.key));
      },
    },
    single: (v) => (e) => e.username === (v === 'current' ? currentUser : v),
    source: () => fromCollection(state.users),
  };
}

export function groupFinder({ state }: FinderScope): Finder<Entity> {
  return {
    name: 'group',
    dimensions: { key: text(field('key')), name: text(field('name')) },
    single: (v) => (e) => e.key === v,
    byId: (id) => state.userGroups.get(id),
    source: () => fromCollection(state.userGroups),
  };
}
