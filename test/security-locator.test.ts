// The locator grammar as TeamCity's Locator.java reads it (issue 9), in parseLocator and in the fake TeamCity, and
// the fake's 400s (not 500s) for locators and request targets TeamCity refuses; the fake over real HTTP on 127.0.0.1.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, LocatorSyntaxError, parseLocator, TeamCityApiError } from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

const dims = (text: string, known?: string[]) => [...parseLocator(text, known).dimensions];
const single = (text: string) => parseLocator(text).single;

describe('parseLocator: one value or dimensions', () => {
  it.each([
    ['123', '123'],
    ['a,b', 'a,b'], // no ":" and not both parentheses: one value
    ['a(b', 'a(b'],
    ['a)b', 'a)b'],
    ['$any', '$any'],
    ['(a:b)', 'a:b'], // outer parentheses: their inside, unparsed
    ['(x)', 'x'],
    ['(a),(b)', 'a),(b'], // TeamCity checks only the first and last character
    ['(a:(b)', 'a:(b'],
  ])('%j is the single value %j', (text, value) =>
    expect(parseLocator(text)).toEqual({ single: value, dimensions: new Map() }),
  );

  it.each([
    ['a:b', [['a', ['b']]]],
    ['a(b)', [['a', ['b']]]],
    [
      'a:(b:(c),d:e),f:g',
      [
        ['a', ['b:(c),d:e']],
        ['f', ['g']],
      ],
    ],
    ['tag:a,tag:b', [['tag', ['a', 'b']]]],
    ['a:x)y', [['a', ['x)y']]]], // a ")" with none open is text
    ['a:(x),', [['a', ['x']]]],
    ['a:', [['a', ['']]]],
    [
      'a,b:1',
      [
        ['a', ['']],
        ['b', ['1']],
      ],
    ], // a bare name has the empty value
    [
      'a:$any,b:($any)',
      [
        ['a', [null]],
        ['b', ['$any']],
      ],
    ], // only the bare $any means "no value"
    ['x:1,a(b)c:2', null],
  ] as const)('%j has dimensions %j', (text, expected) => {
    if (expected) expect(dims(text)).toEqual(expected);
    else expect(() => parseLocator(text)).toThrow(LocatorSyntaxError);
  });

  it.each(['', '()', 'a:1,,b', ',a:1', 'a:(x)y', 'a:(b', 'a:b(c', ':x', 'a:1,(b)'])('%j is refused', (text) =>
    expect(() => parseLocator(text)).toThrow(LocatorSyntaxError),
  );
});

describe('parseLocator: dimension names', () => {
  it('takes letters and digits of any script, $help, and a finder’s own names', () => {
    expect(dims('naïve:1,Ωmega2:2,١٢:3,$help:x')).toEqual([
      ['naïve', ['1']],
      ['Ωmega2', ['2']],
      ['١٢', ['3']],
      ['$help', ['x']],
    ]);
    expect(dims('a-b:1', ['a-b'])).toEqual([['a-b', ['1']]]);
  });

  it.each(['a_b:1', 'a-b:1', 'a.b:1', '$any:1', '😀:1', 'a b:1', '$base64:x,y:1'])('%j is refused', (text) =>
    expect(() => parseLocator(text)).toThrow(/Invalid dimension name/),
  );
});

describe('parseLocator: $base64', () => {
  const url = Buffer.from('>>>?/a(').toString('base64url');
  const std = Buffer.from('>>>?/a(').toString('base64');
  it('decodes base64url or base64, padded or not, as a whole locator and as a value', () => {
    expect(url).not.toBe(std);
    for (const encoded of [url, std, std.replace(/\+/g, '-').replace(/\//g, '_'), std.replace(/=+$/, '')]) {
      expect(single(`$base64:${encoded}`)).toBe('>>>?/a(');
      expect(dims(`v:$base64:${encoded}`)).toEqual([['v', ['>>>?/a(']]]);
      expect(dims(`v:($base64:${encoded})`)).toEqual([['v', ['>>>?/a(']]]);
    }
  });

  it('decodes nothing in parentheses around a whole locator or twice wrapped', () => {
    expect(single('($base64:YQ)')).toBe('$base64:YQ');
    expect(dims('v:(($base64:YQ))')).toEqual([['v', ['($base64:YQ)']]]);
    expect(dims('v:($base64:YQ,w:1)')).toEqual([['v', ['$base64:YQ,w:1']]]); // not one $base64 dimension: text
  });

  it.each([
    '$base64:a',
    '$base64:ab=',
    '$base64:YQ===',
    '$base64:a-b+',
    '$base64:Y Q',
    '$base64:!!',
    'v:($base64:a)',
    'v:$base64:%%',
    '$base64:$any',
  ])('%j throws LocatorSyntaxError, not a DOMException', (text) => {
    const error = (() => {
      try {
        parseLocator(text);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(LocatorSyntaxError);
    expect((error as Error).message).toMatch(/^Bad locator syntax: Invalid Base64url character sequence/);
  });
});

describe('the fake TeamCity reads locators as TeamCity does', () => {
  let tc: FakeTeamCity;
  beforeAll(async () => {
    tc = await startFakeTeamCity({
      seed: {
        projects: [{ id: 'P', name: 'P' }],
        buildTypes: [{ id: 'App', name: 'App', projectId: 'P' }],
        builds: [
          { id: 1, buildTypeId: 'App', number: '1', personal: true },
          { id: 2, buildTypeId: 'App', number: '2', state: 'running' },
          { id: 3, buildTypeId: 'App', number: '3' },
        ],
      },
    });
  });
  afterAll(() => tc.close());
  const client = () => createClient({ baseUrl: tc.url, auth: { token: 'admin-token' }, retry: false });
  const ids = async (locator: string) =>
    ((await client().builds.serveAllBuilds({ locator })).build as { id: number }[]).map((b) => b.id).sort();
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e as TeamCityApiError,
    );
  /** TeamCity's legacy error body for a bad request. */
  const teamcity400 = (error: TeamCityApiError | null, message: RegExp) => {
    expect(error?.status).toBe(400);
    expect(error?.body).toMatch(/^Responding with error, status code: 400 \(Bad Request\)\./);
    expect(error?.body).toMatch(message);
  };

  it('reads boolean dimensions as true, on, yes, in / false, off, no, out / any, all, $any, in any case', async () => {
    for (const v of ['true', 'ON', 'yes', 'In']) expect(await ids(`personal:${v}`)).toEqual([1]);
    for (const v of ['false', 'Off', 'no', 'OUT']) expect(await ids(`personal:${v},running:${v}`)).toEqual([3]);
    for (const v of ['any', 'ALL', '$any']) expect(await ids(`personal:${v},running:${v}`)).toEqual([1, 2, 3]);
    expect(await ids('defaultFilter:no')).toEqual([1, 2, 3]);
  });

  it.each(['personal:maybe', 'running:1', 'personal,number:1', 'running:', 'defaultFilter:nope'])(
    'answers 400 to the boolean %j',
    async (locator) =>
      teamcity400(
        await failure(client().builds.serveAllBuilds({ locator })),
        /Invalid boolean value '.*'\. Should be 'true', 'false' or 'any'\./,
      ),
  );

  it('answers 400, not 500, to a malformed $base64 value', async () => {
    teamcity400(
      await failure(client().builds.serveAllBuilds({ locator: 'number:$base64:a' })),
      /Invalid Base64url character sequence: 'a'/,
    );
    teamcity400(await failure(client().builds.serveBuild({ buildLocator: '$base64:Y Q' })), /Invalid Base64url/);
  });

  it('answers 400, not 500, to not:(...) nested 2,500 deep', async () => {
    const deep = 'not:('.repeat(2500) + 'id:1' + ')'.repeat(2500);
    teamcity400(await failure(client().builds.serveBuild({ buildLocator: deep })), /nesting is deeper than/);
    const shallow = 'not:('.repeat(50) + 'id:1' + ')'.repeat(50);
    expect(await failure(client().builds.serveAllBuilds({ locator: shallow }))).toBeNull();
  });

  it('answers 400, not 500, to a request target that is no URL', async () => {
    const { port } = new URL(tc.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.end(
          `GET http://[x HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer admin-token\r\nConnection: close\r\n\r\n`,
        ),
      );
      let text = '';
      socket.setEncoding('utf8').on('data', (c: string) => (text += c));
      socket.on('end', () => resolve(text)).on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Responding with error, status code: 400 (Bad Request).');
    expect(answer).toContain("Invalid request target 'http://[x'");
  });
});
