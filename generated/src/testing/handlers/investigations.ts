// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import { assertRemoved, create, del, investigations } from './kinds.js';
import { bodyObject, fullForm, get, list, one, type Context } from './kit.js';
import type { Investigation } from '../../models.js';
import { modelBody } from '../model/seed-check.js';
import type { Stored } from '../model/store.js';

/** Ids are `inv<n>`: the next one after the highest in use. */
function nextInvestigationId(ctx: Context): string {
  let max = 0;
  for (const i of ctx.state.investigations.all()) max = Math.max(max, Number(String(i.id).replace(/^inv/, '')) || 0);
  return `inv${max + 1}`;
}
/** A posted investigation, checked as a seed's: its scope and target are read by every occurrence answered after. */
const posted = (body: object): Investigation => modelBody('Investigation', body, 'An investigation');
const add = (ctx: Context, body: Investigation): Stored<Investigation> =>
  ctx.state.investigations.add({ state: 'TAKEN', ...body, id: nextInvestigationId(ctx) });

export const investigationsArea: Area = {
  handlers: {
    'investigations.get_investigations': list(investigations),
    'investigations.serve_instance': get(investigations),
    'investigations.create_instance': create(investigations, (ctx, body) => add(ctx, posted(body))),
    'investigations.create_instances': (ctx) => {
      const list = modelBody('Investigations', bodyObject(ctx), 'Investigations').investigation ?? [];
      const made = list.map((b) => fullForm(investigations, add(ctx, b), ctx));
      return { count: made.length, investigation: made };
    },
    'investigations.replace_instance': (ctx) => {
      const old = one(investigations, ctx);
      return fullForm(
        investigations,
        ctx.state.investigations.add({ ...posted(bodyObject(ctx)), id: String(old.id) }),
        ctx,
      );
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
