import type { Area } from './resource.js';
import { assertRemoved, create, del, mutes } from './kinds.js';
import { get, list } from './resource.js';
import { nextId } from './store.js';

export const mutesArea: Area = {
  handlers: {
    'mutes.get_mutes': list(mutes),
    'mutes.serve_instance': get(mutes),
    'mutes.create_instance': create(mutes, (ctx, body) =>
      ctx.state.mutes.add({ ...body, id: nextId(ctx.state.mutes) }),
    ),
    'mutes.delete_instance': del(mutes, (ctx, e) => assertRemoved(ctx.state.mutes.remove(String(e.id)), 'Mute')),
  },
  notSimulated: ['mutes.create_instances', 'mutes.unmute_multiple_tests'],
};
