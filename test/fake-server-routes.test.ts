// Every route of the fake TeamCity is simulated (a handler keyed by its operation id) or answers 501: marked so, or added to
// the spec since and not handled yet (the generator warns of it).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCoverage } from '../generator/fake-coverage.js';
import { buildIr, defaultPaths, unhandledWarning } from '../generator/generate.js';
import { repoRoot } from './helpers/spec.js';
import { operations, type OperationId } from '../generated/src/operations.js';
import { handlers, notSimulated } from '../generated/src/testing/handlers/index.js';
import type { Area } from '../generated/src/testing/handlers/kit.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

// @ts-expect-error a handler under a key that is not an operation id does not compile
const typo: Area = { handlers: { 'builds.serve_buidl': () => 1 }, notSimulated: [] };
// @ts-expect-error nor does a 501 marker for one
const typo501: Area = { handlers: {}, notSimulated: ['builds.serve_buidl'] };
void [typo, typo501];

describe('handler table', () => {
  it('gives no operation both a handler and a 501 marker', () => {
    const both = operations.filter((o) => handlers[o.id] && notSimulated.has(o.id)).map((o) => o.id);
    expect(both).toEqual([]);
  });

  it('leaves unhandled exactly the operations the generator warns of and documents as not simulated', async () => {
    const neither = operations.filter((o) => !handlers[o.id] && !notSimulated.has(o.id)).map((o) => o.id);
    const coverage = await fakeCoverage(
      buildIr(defaultPaths(repoRoot)),
      join(repoRoot, 'generated/src/testing/handlers'),
    );
    expect(coverage.unhandled).toEqual(neither);
    const documented = coverage.areas.flatMap((a) =>
      a.operations.filter((o) => !o.simulated).map((o) => `${a.name}.${o.fn}`),
    );
    const fnOf = new Map(operations.map((o) => [o.id, `${o.area}.${o.fn}`]));
    expect(documented).toEqual(expect.arrayContaining(neither.map((id) => fnOf.get(id))));
    expect(unhandledWarning(neither)).toBe(neither.length ? expect.stringContaining(neither.join('\n  ')) : null);
  });

  it('names only operations of the table', () => {
    const known = new Set<string>(operations.map((o) => o.id));
    const stray = [...Object.keys(handlers), ...notSimulated].filter((id) => !known.has(id));
    expect(stray).toEqual([]);
  });
});

describe('an operation with neither a handler nor a 501 marker (added to the spec since)', () => {
  let tc: FakeTeamCity;
  // A simulated GET, its handler taken away for this file's fake: what an operation added to the spec meets.
  const op = operations.find((o) => o.method === 'GET' && handlers[o.id] && !/[{]/.test(o.path))!;
  const handler = handlers[op.id];
  beforeAll(async () => {
    delete handlers[op.id];
    tc = await startFakeTeamCity();
  });
  afterAll(async () => {
    handlers[op.id] = handler;
    await tc.close();
  });

  it('answers 501 naming it, never 500', async () => {
    const res = await fetch(`${tc.url}${op.path}`, { headers: { authorization: 'Bearer admin-token' } });
    const text = await res.text();
    expect(tc.requests.at(-1)?.operation).toBe(op.id);
    expect(res.status, text).toBe(501);
    expect(text).toContain(`Operation '${op.id}' (GET ${op.path}) is not simulated`);
    expect(text).toContain('has no handler yet');
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
