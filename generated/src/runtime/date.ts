// Hand-written: edit it here; the generator never writes this file.
import { TeamCityInputError } from './errors.js';

/** A date as TeamCity sends and reads it: `yyyyMMdd'T'HHmmssZ`, for example `20241001T155514+0200`. */
export type TeamCityDate = string;

const PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})([+-])(\d{2})(\d{2})$/;

/** Reads a TeamCity date into a `Date`; throws TeamCityInputError on anything else. */
export function parseTeamCityDate(text: TeamCityDate): Date {
  const m = PATTERN.exec(text);
  if (!m) throw new TeamCityInputError(`not a TeamCity date (yyyyMMdd'T'HHmmssZ): ${JSON.stringify(text)}`);
  const [y, mo, d, h, mi, s, oh, om] = [1, 2, 3, 4, 5, 6, 8, 9].map((i) => Number(m[i]));
  const local = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // Date.UTC rolls 20240231 over into March: refuse a date that does not exist rather than shift it.
  const check = new Date(local);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59) {
    throw new TeamCityInputError(`not a valid date: ${JSON.stringify(text)}`);
  }
  const offset = (m[7] === '-' ? -1 : 1) * (oh! * 60 + om!);
  return new Date(local - offset * 60_000);
}

/** Writes a `Date` as a TeamCity date, in UTC (`+0000`) unless an offset in minutes east of UTC is given. */
export function formatTeamCityDate(date: Date, offsetMinutes = 0): TeamCityDate {
  if (Number.isNaN(date.getTime())) throw new TeamCityInputError('cannot format an invalid Date');
  const at = new Date(date.getTime() + offsetMinutes * 60_000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const abs = Math.abs(offsetMinutes);
  return (
    `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T` +
    `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}` +
    `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`
  );
}
