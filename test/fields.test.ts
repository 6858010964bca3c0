// Typed `fields` selections: rendered to TeamCity's fields string, sent over real HTTP, refused before sending when bad.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../generated/src/areas/builds.js';
import {
  createClient,
  createTransport,
  renderFields,
  TeamCityInputError,
  type FieldSelection,
} from '../generated/src/index.js';
import { echoHandler, startServer } from './helpers/server.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer(echoHandler);
});
afterAll(() => server.close());

const fieldsSent = () => new URL(server.requests.at(-1)!.url, 'http://x').searchParams.getAll('fields');

describe('renderFields', () => {
  it('renders fields in key order, nested selections in parentheses', () => {
    expect(
      renderFields({
        count: true,
        build: { id: true, number: true, buildType: { id: true, name: true } },
        nextHref: true,
      }),
    ).toBe('count,build(id,number,buildType(id,name)),nextHref');
  });

  it('renders $long, $short and $locator(...) on a nested collection, and quotes nothing else', () => {
    expect(renderFields({ $long: true, changes: { count: true, href: true } })).toBe('$long,changes(count,href)');
    expect(renderFields({ buildType: { $short: true } })).toBe('buildType($short)');
    expect(
      renderFields({
        buildType: {
          id: true,
          builds: { $locator: 'running:false,count:1', build: { number: true, 'running-info': true } },
        },
      }),
    ).toBe('buildType(id,builds($locator(running:false,count:1),build(number,running-info)))');
  });

  it('skips keys set to undefined (an optional field left out)', () => {
    expect(renderFields({ id: true, number: undefined })).toBe('id');
  });

  it('refuses, with a typed error, what TeamCity could not read', () => {
    const bad: [unknown, RegExp][] = [
      [{}, /must select something/],
      [{ id: true, build: {} }, /must select something/],
      [{ id: false }, /id must be true or a nested selection/],
      [{ 'id,number': true }, /is not a field name/],
      [{ 'a(b)': true }, /is not a field name/],
      [{ $long: 'yes' }, /\$long must be true/],
      [{ builds: { $locator: 'count:(1' } }, /balanced parentheses/],
      [{ builds: { $locator: '' } }, /balanced parentheses/],
      [{ tags: ['a'] }, /must be true or a nested selection/],
    ];
    for (const [selection, message] of bad) {
      expect(() => renderFields(selection as FieldSelection), JSON.stringify(selection)).toThrow(TeamCityInputError);
      expect(() => renderFields(selection as FieldSelection), JSON.stringify(selection)).toThrow(message);
    }
  });
});

describe('a typed selection on an operation', () => {
  const tc = () => createClient({ baseUrl: server.url, auth: { token: 't' } });

  it('is sent as the fields string (bound and standalone), and a string is sent as it is', async () => {
    await tc().builds.serveAllBuilds({
      locator: 'count:1',
      fields: { count: true, build: { id: true, buildType: { name: true } } },
    });
    expect(fieldsSent()).toEqual(['count,build(id,buildType(name))']);
    await serveBuild(createTransport({ baseUrl: server.url, auth: { guest: true } }), {
      buildLocator: 'id:1',
      fields: { $long: true, changes: { count: true } },
    });
    expect(fieldsSent()).toEqual(['$long,changes(count)']);
    await tc().builds.serveBuild({ buildLocator: 'id:1', fields: 'id,number' });
    expect(fieldsSent()).toEqual(['id,number']);
    await tc().builds.serveBuild({ buildLocator: 'id:1' });
    expect(fieldsSent()).toEqual([]);
  });

  it('is refused before anything is sent when it is bad, naming the operation', async () => {
    const before = server.requests.length;
    const call = tc().builds.serveBuild({ buildLocator: 'id:1', fields: { id: false } as never });
    await expect(call).rejects.toThrow(TeamCityInputError);
    await expect(call).rejects.toThrow('builds.serve_build: fields: id must be true or a nested selection');
    expect(server.requests.length).toBe(before);
  });

  it("leaves the caller's arguments untouched", async () => {
    const args = { buildLocator: 'id:1', fields: { id: true } } as const;
    await tc().builds.serveBuild(args);
    expect(args.fields).toEqual({ id: true });
  });
});
