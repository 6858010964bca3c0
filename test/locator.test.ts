// TeamCity's locator rules: rendering (contract 5.3) and parsing (5.1), and the round trip between them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocator, renderLocator, renderLocatorValue, TeamCityInputError } from '../generated/src/index.js';

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
      renderLocator({ buildType: { id: 'App_Build' }, branch: { name: 'feature/a,b' }, item: ['x', 'y'], running: false, count: 5, skip: undefined }),
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
    const p = parseLocator(`buildType:(id:X),tag:a,tag:b,defaultFilter,name:($base64:${Buffer.from('a)').toString('base64url')})`);
    expect([...p.dimensions]).toEqual([
      ['buildType', ['id:X']],
      ['tag', ['a', 'b']],
      ['defaultFilter', [null]],
      ['name', ['a)']],
    ]);
  });

  it('reports unbalanced parentheses', () => expect(() => parseLocator('a:(b')).toThrow(/unbalanced/));
});

describe('round trip', () => {
  const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom(',', ':', '(', ')', '$', ' ', 'a', 'é', '😀') }));

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
