// The TeamCity date helpers: `yyyyMMdd'T'HHmmssZ` read into a Date and written back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTeamCityDate, parseTeamCityDate } from '../generated/src/runtime/date.js';
import { TeamCityInputError } from '../generated/src/runtime/errors.js';

describe('parseTeamCityDate / formatTeamCityDate', () => {
  it('reads the offset TeamCity writes', () => {
    expect(parseTeamCityDate('20241001T155514+0200').toISOString()).toBe('2024-10-01T13:55:14.000Z');
    expect(parseTeamCityDate('20130814T105029-0400').toISOString()).toBe('2013-08-14T14:50:29.000Z');
    expect(parseTeamCityDate('20240101T000000+0530').toISOString()).toBe('2023-12-31T18:30:00.000Z');
  });

  it('writes UTC by default, or the offset asked for', () => {
    const d = new Date('2024-10-01T13:55:14Z');
    expect(formatTeamCityDate(d)).toBe('20241001T135514+0000');
    expect(formatTeamCityDate(d, 120)).toBe('20241001T155514+0200');
    expect(formatTeamCityDate(d, -270)).toBe('20241001T092514-0430');
  });

  it('refuses what is not a TeamCity date, with a typed error', () => {
    for (const bad of ['2024-10-01T13:55:14Z', '20241001T155514', '20240231T000000+0000', '20241001T245514+0000', '']) {
      expect(() => parseTeamCityDate(bad), bad).toThrow(TeamCityInputError);
    }
    expect(() => formatTeamCityDate(new Date(Number.NaN))).toThrow(TeamCityInputError);
  });

  it('round-trips any second in years 1000..9999 at any whole-minute offset', () => {
    const seconds = fc.integer({ min: Date.UTC(1000, 0, 2) / 1000, max: Date.UTC(9999, 11, 30) / 1000 });
    const offsets = fc.integer({ min: -14 * 60, max: 14 * 60 });
    fc.assert(
      fc.property(seconds, offsets, (s, offset) => {
        const date = new Date(s * 1000);
        const text = formatTeamCityDate(date, offset);
        expect(text).toMatch(/^\d{8}T\d{6}[+-]\d{4}$/);
        expect(parseTeamCityDate(text).getTime()).toBe(date.getTime());
      }),
      { numRuns: 500 },
    );
  });
});
