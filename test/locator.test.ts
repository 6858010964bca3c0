// TeamCity's locator rules: rendering (contract 5.3) and parsing (5.1), and the round trip between them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLocatorDate,
  locator,
  parseLocator,
  renderLocator,
  renderLocatorValue,
  TeamCityInputError,
  type BuildLocator,
  type LocatorObject,
  type MatchType,
  type ProjectLocator,
  type UserLocator,
} from '../generated/src/index.js';

describe('renderLocatorValue', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '(a,b)'],
    ['refs/heads/x:y', '(refs/heads/x:y)'],
    ['f(x)', '(f(x))'],
    ['', ''],
  ])('%j -> %j', (value, rendered) => expect(renderLocatorValue(value)).toBe(rendered));

  it('uses $base64 for unbalanced parentheses and for a leading $', () => {
    // base64url with padding, as TeamCity writes it (its decoder takes both).
    expect(renderLocatorValue('a)b(')).toBe('($base64:YSliKA==)');
    expect(renderLocatorValue('(')).toMatch(/^\(\$base64:[A-Za-z0-9_=-]+\)$/);
    expect(renderLocatorValue('$any')).toMatch(/^\(\$base64:/);
  });
});

describe('renderLocator', () => {
  it('renders dimensions, nesting, repeats, booleans and numbers', () => {
    expect(
      renderLocator({
        buildType: { id: 'App_Build' },
        branch: { name: 'feature/a,b' },
        item: ['x', 'y'],
        running: false,
        count: 5,
        skip: undefined,
      }),
    ).toBe('buildType:(id:App_Build),branch:(name:(feature/a,b)),item:x,item:y,running:false,count:5');
  });

  it('passes a raw string through', () => expect(renderLocator('id:1')).toBe('id:1'));

  it('refuses a dimension that is not a name', () => {
    expect(() => renderLocator({ 'a,b': 'x' })).toThrow(TeamCityInputError);
  });
});

describe('parseLocator', () => {
  it('reads single values, dimensions, nested locators, bare names and $base64', () => {
    expect(parseLocator('123')).toEqual({ single: '123', dimensions: new Map() });
    expect(parseLocator('(a,b)').single).toBe('a,b');
    const p = parseLocator(
      `buildType:(id:X),tag:a,tag:b,defaultFilter,name:($base64:${Buffer.from('a)').toString('base64url')})`,
    );
    expect([...p.dimensions]).toEqual([
      ['buildType', ['id:X']],
      ['tag', ['a', 'b']],
      ['defaultFilter', ['']],
      ['name', ['a)']],
    ]);
  });

  it('reports unbalanced parentheses as TeamCity does', () =>
    expect(() => parseLocator('a:(b')).toThrow(
      "Bad locator syntax: Could not find matching ')'. Details: locator: 'a:(b', at position 3",
    ));
});

describe('round trip', () => {
  const value = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: fc.constantFrom(',', ':', '(', ')', '$', ' ', 'a', 'é', '😀') }),
  );

  it('every value rendered comes back unchanged', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(parseLocator(`name:${renderLocatorValue(v)},count:1`).dimensions.get('name')).toEqual([v]);
      }),
      { numRuns: 2000 },
    );
  });

  it('nested typed locators come back dimension by dimension', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        const outer = parseLocator(renderLocator({ branch: { name: a, default: 'any' }, user: b }));
        expect(outer.dimensions.get('user')).toEqual([b]);
        const inner = parseLocator(outer.dimensions.get('branch')![0]!);
        expect(inner.dimensions.get('name')).toEqual([a]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('typed locators (generated src/locators.ts)', () => {
  it('renders each value type: string, integer, boolean and any, enum, date, nested kind, condition, repeats', () => {
    const text = locator.build({
      buildType: { id: 'App_Build', project: { name: 'Team (core)' } },
      number: '1.0:rc',
      count: 5,
      running: false,
      canceled: 'any',
      state: 'finished',
      sinceDate: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      startDate: { date: new Date(Date.UTC(1999, 11, 31)), condition: 'after' },
      agentName: { value: 'linux-', matchType: 'starts-with', ignoreCase: true },
      property: [
        { name: 'env.A', value: 'x,y' },
        { name: 'env.B', matchType: 'exists' },
      ],
      item: [{ id: '1' }, 2],
      branch: 'default:any',
    });
    expect(text).toBe(
      'buildType:(id:App_Build,project:(name:(Team (core)))),number:(1.0:rc),count:5,running:false,canceled:any,state:finished,' +
        'sinceDate:20260102T030405+0000,startDate:(date:19991231T000000+0000,condition:after),' +
        'agentName:(value:linux-,matchType:starts-with,ignoreCase:true),property:(name:env.A,value:(x,y)),' +
        'property:(name:env.B,matchType:exists),item:(id:1),item:2,branch:(default:any)',
    );
  });

  it('formats dates as TeamCity reads them, and refuses an invalid Date', () => {
    expect(formatLocatorDate(new Date('0005-02-03T23:59:09.999Z'))).toBe('00050203T235909+0000');
    expect(formatLocatorDate(new Date('2026-11-22T04:10:00+02:00'))).toBe('20261122T021000+0000');
    expect(() => locator.mute({ creationDate: new Date(Number.NaN) })).toThrow(TeamCityInputError);
    expect(() => formatLocatorDate(new Date('+010000-01-01T00:00:00Z'))).toThrow(/years 0000-9999/);
  });

  it('keeps a value with / out of a path segment ($base64), and leaves it plain for a query', () => {
    const typed: ProjectLocator = { name: 'a/b' };
    expect(renderLocator(typed as LocatorObject)).toBe('name:a/b');
    expect(renderLocator(typed as LocatorObject, true)).toBe(
      `name:($base64:${Buffer.from('a/b').toString('base64url')})`,
    );
  });
});

/** Every dimension of `typed` comes back from `text` through the port of TeamCity's parser, nested ones too. */
function expectSame(typed: LocatorObject, text: string, inPath: boolean): void {
  const parsed = text ? parseLocator(text) : { single: '', dimensions: new Map() };
  // An empty list repeats a dimension zero times: it is not sent.
  const defined = Object.entries(typed).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length));
  // TeamCity refuses an empty locator; `name:()` holds one as its value.
  if (!defined.length) return expect(text).toBe('');
  expect([...parsed.dimensions.keys()].sort()).toEqual(defined.map(([k]) => k).sort());
  for (const [name, value] of defined) {
    const items = (Array.isArray(value) ? value : [value]) as unknown[];
    const got = parsed.dimensions.get(name)!;
    expect(got).toHaveLength(items.length);
    items.forEach((item, i) => {
      if (item instanceof Date) expect(got[i]).toBe(formatLocatorDate(item));
      else if (typeof item === 'object' && item !== null) expectSame(item as LocatorObject, got[i]!, inPath);
      else expect(got[i]).toBe(String(item));
    });
  }
  if (inPath) expect(text).not.toContain('/');
}

describe('typed locators round trip (property)', () => {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: fc.constantFrom(',', ':', '(', ')', '$', ' ', '/', 'a', 'é', '😀', '+') }),
  );
  const bool = fc.constantFrom(true, false, 'any' as const);
  const matchType = fc.constantFrom<MatchType>('equals', 'contains', 'starts-with', 'does-not-match');
  const date = fc.date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const project: fc.Arbitrary<ProjectLocator> = fc.record(
    { id: text, name: text, archived: bool, count: fc.nat() },
    { requiredKeys: [] },
  );
  const user: fc.Arbitrary<UserLocator> = fc.record(
    {
      username: text,
      name: fc.oneof(text, fc.record({ value: text, matchType, ignoreCase: bool }, { requiredKeys: [] })),
      lastLogin: date,
      property: fc.array(fc.record({ name: text, value: text, matchType }, { requiredKeys: [] }), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  );
  const build: fc.Arbitrary<BuildLocator> = fc.record(
    {
      id: text,
      number: text,
      buildType: fc.oneof(text, fc.record({ id: text, project }, { requiredKeys: [] })),
      branch: fc.record(
        { name: fc.oneof(text, fc.record({ value: text, matchType })), default: bool },
        { requiredKeys: [] },
      ),
      state: fc.constantFrom('queued' as const, 'running' as const, 'finished' as const, 'any' as const),
      sinceDate: date,
      finishDate: fc.oneof(date, fc.record({ date, condition: fc.constantFrom('before' as const, 'after' as const) })),
      user,
      tag: text,
      item: fc.array(fc.oneof(fc.nat(), fc.record({ id: text, personal: bool }, { requiredKeys: [] })), {
        maxLength: 3,
      }),
      lookupLimit: fc.nat(),
    },
    { requiredKeys: [] },
  );

  it.each([false, true])(
    'typed Build, Project and User locators come back dimension by dimension (inPath=%s)',
    (inPath) => {
      fc.assert(
        fc.property(build, project, user, (b, p, u) => {
          for (const typed of [b, p, u] as LocatorObject[]) expectSame(typed, renderLocator(typed, inPath), inPath);
        }),
        { numRuns: 500 },
      );
    },
  );
});

describe('$any, TeamCity\'s "no value" (issue 27)', () => {
  it('parseLocator keeps a bare $any as no value (null), apart from an empty value and the text "$any"', () => {
    expect(parseLocator('a:$any').dimensions.get('a')).toEqual([null]);
    expect(parseLocator('a:').dimensions.get('a')).toEqual(['']);
    expect(parseLocator('a:($any)').dimensions.get('a')).toEqual(['$any']);
  });

  it("the package README's locator section says so, and that the fake reads it as any", () => {
    const readme = readFileSync(join(import.meta.dirname, '../generated/README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Locators'),
      readme.indexOf('\n## ', readme.indexOf('## Locators') + 1),
    );
    expect(section).toContain("parseLocator('branch:$any')");
    expect(section).toMatch(/`\$any`[^.]*"no value"/);
    expect(section).toMatch(/fake TeamCity[^.]*reads it as any value/);
  });
});
