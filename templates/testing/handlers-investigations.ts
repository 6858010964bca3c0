import type { Area } from './resource.js';
import { assertRemoved, create, del, investigations } from './kinds.js';
import { bodyObject, fullForm, get, list, one } from './resource.js';
import { nextId } from './store.js';

export const investigationsArea: Area = {
  handlers: {
    'investigations.get_investigations': list(investigations),
    'investigations.serve_instance': get(investigations),
    'investigations.create_instance': create(investigations, (ctx, body) =>
      ctx.state.investigations.add({
        state: 'TAKEN',
        ...body,
        id: `inv${nextId(ctx.state.investigations)}`,
      }),
    ),
    'investigations.replace_instance': (ctx) => {
      const old = one(investigations, ctx);
      return fullForm(investigations, ctx.state.investigations.add({ ...bodyObject(ctx), id: old.id }), ctx);
    },
    'investigations.delete_instance': del(investigations, (ctx, e) =>
      assertRemoved(ctx.state.investigations.remove(String(e.id)), 'Investigation'),
    ),
  },
  notSimulated: ['investigations.create_instances'],
};
