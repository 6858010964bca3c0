// Hand-written: edit it here; the generator never writes this file.
// Users and user groups.
import { field, fromCollection, refKeys, text, type FinderScope, type Finders } from './shared.js';

export function userFinder({ state, currentUser, f }: FinderScope): Finders['user'] {
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

export function groupFinder({ state }: FinderScope): Finders['group'] {
  return {
    name: 'group',
    dimensions: { key: text(field('key')), name: text(field('name')) },
    single: (v) => (e) => e.key === v,
    byId: (id) => state.userGroups.get(id),
    source: () => fromCollection(state.userGroups),
  };
}
