// Hand-written: edit it here; the generator never writes this file.
import type { Area, Context } from './kit.js';
import type { Mute, ProblemScope, Test } from '../../models.js';
import { assertRemoved, create, del, mutes } from './kinds.js';
import { badRequest } from '../model/errors.js';
import { bodyObject, fullForm, get, list } from './kit.js';
import { tcDate } from '../model/builds.js';
import { modelBody } from '../model/seed-check.js';
import { nextId, type Stored } from '../model/store.js';

/** The highest mute id each server gave. */
const highest = new WeakMap<object, number>();

/**
 * A mute as TeamCity's MuteData makes one: the caller is its author (`assignment.user`, whatever user the body names)
 * at the server's time, with the body's comment.
 */
function add(ctx: Context, body: Mute): Stored<Mute> {
  // Ids are never given twice, as TeamCity's: a mute made after one was removed gets a new one.
  const id = nextId(ctx.state.mutes, highest.get(ctx.state) ?? 0);
  highest.set(ctx.state, id);
  const user = ctx.state.users.all().find((u) => u.username === ctx.user);
  const text = body.assignment?.text;
  return ctx.state.mutes.add({
    ...body,
    id,
    assignment: {
      timestamp: tcDate(ctx.state.clock.now()),
      ...(typeof text === 'string' && { text }),
      ...(user && {
        user: { id: user.id, username: user.username, ...(user.name !== undefined && { name: user.name }) },
      }),
    },
  });
}

/** A posted mute, checked as a seed's: its scope and target are read by every occurrence answered after. */
const posted = (body: object): Mute => modelBody('Mute', body, 'A mute');

/** The mutes of a `Mutes` body, each checked. */
const postedList = (ctx: Context): Mute[] => modelBody('Mutes', bodyObject(ctx), 'Mutes').mute ?? [];

const scopeKey = (s: ProblemScope = {}) => {
  const types = [s.buildType, ...(s.buildTypes?.buildType ?? [])].filter((b) => b).map((b) => String(b!.id));
  return JSON.stringify([s.project?.id ?? null, types.sort()]);
};
const testsOf = (m: Mute): Test[] => m.target?.tests?.test ?? [];
const sameTest = (a: Test, b: Test) =>
  (a.id !== undefined && String(a.id) === String(b.id)) || (a.name !== undefined && a.name === b.name);

/**
 * `DELETE /mutes/multiple`: each mute of the body is removed by its `id`, or, without one, its tests are unmuted in its
 * scope: taken out of every mute of the same scope, a mute left with no test removed. TeamCity cannot edit a mute, so
 * one that keeps other tests is made again without them (a new id, the caller its author).
 */
function unmuteMultiple(ctx: Context): void {
  for (const m of postedList(ctx)) {
    if (m.id !== undefined) {
      assertRemoved(ctx.state.mutes.remove(String(m.id)), 'Mute');
      continue;
    }
    const gone = testsOf(m);
    if (!gone.length) throw badRequest('A mute to remove needs its id, or its scope and target tests.');
    for (const mute of ctx.state.mutes.all()) {
      if (scopeKey(mute.scope) !== scopeKey(m.scope)) continue;
      const kept = testsOf(mute).filter((t) => !gone.some((g) => sameTest(g, t)));
      if (kept.length === testsOf(mute).length) continue;
      ctx.state.mutes.remove(String(mute.id));
      if (kept.length) add(ctx, { ...mute, target: { tests: { count: kept.length, test: kept } } });
    }
  }
}

export const mutesArea: Area = {
  handlers: {
    'mutes.get_mutes': list(mutes),
    'mutes.serve_instance': get(mutes),
    'mutes.create_instance': create(mutes, (ctx, body) => add(ctx, posted(body))),
    'mutes.create_instances': (ctx) => {
      const made = postedList(ctx).map((b) => fullForm(mutes, add(ctx, b), ctx));
      return { count: made.length, mute: made };
    },
    'mutes.delete_instance': del(mutes, (ctx, e) => assertRemoved(ctx.state.mutes.remove(String(e.id)), 'Mute')),
    'mutes.unmute_multiple_tests': unmuteMultiple,
  },
  reads: {
    'mutes.get_mutes': ['locator'],
  },
  notSimulated: [],
};
