// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import { assertRemoved, create, del, mutes } from './kinds.js';
import { badRequest } from '../model/errors.js';
import { bodyObject, fullForm, get, list } from './kit.js';
import { nextId } from '../model/store.js';

export const mutesArea: Area = {
  handlers: {
    'mutes.get_mutes': list(mutes),
    'mutes.serve_instance': get(mutes),
    'mutes.create_instance': create(mutes, (ctx, body) =>
      ctx.state.mutes.add({ ...body, id: nextId(ctx.state.mutes) }),
    ),
    'mutes.create_instances': (ctx) => {
      const list = bodyObject(ctx).mute ?? [];
      if (!Array.isArray(list)) throw badRequest('Expected {"mute":[...]}.');
      const made = list.map((b) => fullForm(mutes, ctx.state.mutes.add({ ...b, id: nextId(ctx.state.mutes) }), ctx));
      return { count: made.length, mute: made };
    },
    'mutes.delete_instance': del(mutes, (ctx, e) => assertRemoved(ctx.state.mutes.remove(String(e.id)), 'Mute')),
  },
  reads: {
    'mutes.get_mutes': ['locator'],
  },
  notSimulated: ['mutes.unmute_multiple_tests'],
};
