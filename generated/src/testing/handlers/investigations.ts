// Hand-written: edit it here; the generator never writes this file.
import type { UntypedArea } from './kit.js';
import { assertRemoved, create, del, investigations } from './kinds.js';
import { badRequest } from '../model/errors.js';
import { bodyObject, fullForm, get, list, one, type Context } from './kit.js';
import type { Entity } from '../model/store.js';

/** Ids are `inv<n>`: the next one after the highest in use. */
function nextInvestigationId(ctx: Context): string {
  let max = 0;
  for (const i of ctx.state.investigations.all()) max = Math.max(max, Number(String(i.id).replace(/^inv/, '')) || 0);
  return `inv${max + 1}`;
}
const add = (ctx: Context, body: Entity) =>
  ctx.state.investigations.add({ state: 'TAKEN', ...body, id: nextInvestigationId(ctx) });

export const investigationsArea: UntypedArea = {
  handlers: {
    'investigations.get_investigations': list(investigations),
    'investigations.serve_instance': get(investigations),
    'investigations.create_instance': create(investigations, add),
    'investigations.create_instances': (ctx) => {
      const list = bodyObject(ctx).investigation ?? [];
      if (!Array.isArray(list)) throw badRequest('Expected {"investigation":[...]}.');
      const made = (list as Entity[]).map((b) => fullForm(investigations, add(ctx, b), ctx));
      return { count: made.length, investigation: made };
    },
    'investigations.replace_instance': (ctx) => {
      const old = one(investigations, ctx);
      return fullForm(investigations, ctx.state.investigations.add({ ...bodyObject(ctx), id: String(old.id) }), ctx);
    },
    'investigations.delete_instance': del(investigations, (ctx, e) =>
      assertRemoved(ctx.state.investigations.remove(String(e.id)), 'Investigation'),
    ),
  },
  reads: {
    'investigations.get_investigations': ['locator'],
  },
  notSimulated: [],
};
