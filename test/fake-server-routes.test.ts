// Every route of the fake TeamCity is either simulated (a handler keyed by its operation id) or an explicit 501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../generated/src/operations.js';
import { handlers, notSimulated } from '../generated/src/testing/handlers/index.js';
import type { Area } from '../generated/src/testing/model/resource.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

// @ts-expect-error a handler under a key that is not an operation id does not compile
const typo: Area = { handlers: { 'builds.serve_buidl': () => 1 }, notSimulated: [] };
// @ts-expect-error nor does a 501 marker for one
const typo501: Area = { handlers: {}, notSimulated: ['builds.serve_buidl'] };
void [typo, typo501];

describe('handler table', () => {
  it('gives every operation exactly one of a handler and a 501 marker', () => {
    const neither = operations.filter((o) => !handlers[o.id] && !notSimulated.has(o.id)).map((o) => o.id);
    const both = operations.filter((o) => handlers[o.id] && notSimulated.has(o.id)).map((o) => o.id);
    expect({ neither, both }).toEqual({ neither: [], both: [] });
  });

  it('names only operations of the table', () => {
    const known = new Set<string>(operations.map((o) => o.id));
    const stray = [...Object.keys(handlers), ...notSimulated].filter((id) => !known.has(id));
    expect(stray).toEqual([]);
  });
});

describe('routes not simulated', () => {
  let tc: FakeTeamCity;
  beforeAll(async () => {
    tc = await startFakeTeamCity();
  });
  afterAll(() => tc.close());

  /** A concrete path for a route: every placeholder filled with a value that would need no entity to exist. */
  const pathOf = (path: string) => path.replace(/\{[+/]?(\w+)\}/g, (_, name: string) => (name === 'path' ? 'a' : 'x'));

  it('answer 501 with TeamCity error body naming the operation, for every one of them', async () => {
    const wrong: string[] = [];
    let reached = 0;
    for (const id of notSimulated) {
      const op = operations.find((o) => o.id === id)!;
      const res = await fetch(`${tc.url}${pathOf(op.path)}`, {
        method: op.method,
        headers: {
          authorization: 'Bearer admin-token',
          ...(op.body ? { 'content-type': op.body.mediaType } : {}),
        },
        ...(op.body ? { body: op.body.mediaType === 'application/json' ? '{}' : 'x' } : {}),
      });
      const text = await res.text();
      const ok =
        res.status === 501 &&
        text.startsWith('Error has occurred during request processing, status code: 501 (Not Implemented).') &&
        text.includes(`'${id}'`) &&
        text.includes('not simulated');
      // Another route of the same path and method may win the match (a more specific one): that one answers.
      if (tc.requests.at(-1)?.operation !== id) continue;
      reached++;
      if (!ok) wrong.push(`${id}: ${res.status} ${text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(reached).toBeGreaterThan(notSimulated.size * 0.9);
  });

  it('answer 501 in the structured error format too', async () => {
    tc.setErrorFormat('structured');
    try {
      const id: OperationId = [...notSimulated][0]!;
      const op = operations.find((o) => o.id === id)!;
      const res = await fetch(`${tc.url}${pathOf(op.path)}`, {
        method: op.method,
        headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
      });
      expect(res.status).toBe(501);
      const body = (await res.json()) as { errors: { message: string }[] };
      expect(body.errors[0]!.message).toContain(`'${id}'`);
    } finally {
      tc.setErrorFormat('legacy');
    }
  });
});
