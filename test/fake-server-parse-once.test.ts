// One request to the fake TeamCity parses its `locator` and each part of its `fields` once: where the request is read
// (the context carries them), not again in each finder, list, form and in the shaping of the answer.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

// Every parse of locator text, the runtime's and the fake's, goes through parseLocator: count them by text.
const parsed = vi.hoisted(() => [] as string[]);
vi.mock('../generated/src/runtime/locator.js', async (original) => {
  const real = await original<typeof import('../generated/src/runtime/locator.js')>();
  return {
    ...real,
    parseLocator: (text: string, known?: readonly string[]) => {
      parsed.push(text);
      return real.parseLocator(text, known);
    },
  };
});

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P', name: 'Project' }],
      buildTypes: [{ id: 'B', name: 'Build', projectId: 'P' }],
      builds: [1, 2, 3].map((id) => ({ id, buildTypeId: 'B', number: String(id) })),
    },
  });
});
afterAll(() => tc.close());

/**
 * How often one request parsed its own `locator` and `fields` texts and its path's locator. (Other texts are other
 * locators, though their text may be the same: a nested list's `project:(id:P)` reads its own `id:P`.)
 */
async function parses(path: string): Promise<Record<string, number>> {
  parsed.length = 0;
  const { status } = await rest(tc.url, 'GET', path);
  expect(status).toBe(200);
  const url = new URL(path, 'http://x');
  const own = [
    url.searchParams.get('locator'),
    url.searchParams.get('fields'),
    /\/([^/]*:[^/]*)$/.exec(url.pathname)?.[1],
  ];
  const counts: Record<string, number> = {};
  for (const text of own) if (text) counts[text] = parsed.filter((p) => p === text).length;
  return counts;
}

describe('a request parses its locator and fields once', () => {
  it.each([
    // A list: the locator (with the template filter GET /buildTypes adds) and fields of list and item.
    '/buildTypes?locator=project:(id:P)&fields=count,buildType(id,name)',
    // Builds: the handler reads the locator for its deprecated parameters before the finder does.
    '/builds?locator=buildType:(id:B),count:2&fields=count,build(id,number,status)',
    '/buildTypes/id:B/builds?locator=count:2&fields=build(id,number)',
    // A full form with nested lists, each reading its part of fields.
    '/projects/name:Project?fields=id,name,buildTypes(buildType(id)),templates(buildType(id))',
    // A path locator: read for the look-up by id, then by the finder.
    '/projects/name:Project?fields=id,name',
    '/builds/number:2?fields=id,number',
    '/changes?locator=count:1&buildType=B',
  ])('GET %s', async (path) => {
    const counts = await parses(path);
    expect(Object.keys(counts).length).toBeGreaterThan(0);
    expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((text) => [text, 1])));
  });

  it('still refuses fields that do not parse, a nested part only where the answer reaches it (as TeamCity)', async () => {
    expect((await rest(tc.url, 'GET', '/builds/id:1?fields=a:(b)c')).status).toBe(400);
    expect((await rest(tc.url, 'GET', '/builds?fields=build(a:(b)c)')).status).toBe(400);
    // A build has no `other`: its spec is never read.
    expect((await rest(tc.url, 'GET', '/builds/id:1?fields=id,other(a:(b)c)')).status).toBe(200);
  });
});
