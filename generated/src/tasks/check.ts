// Hand-written: edit it here; the generator never writes this file.
import { TeamCityInputError, TeamCityResponseError } from '../runtime/errors.js';
import { cleanDeep } from '../runtime/redactor.js';
import { redactorOf, type Transport } from '../runtime/transport.js';

/** The longest wait a timer can take: setTimeout fires at once for more. */
const MAX_MS = 2 ** 31 - 1;

/**
 * A numeric option, checked before anything is sent: a number from `min` to `max` (a whole one where `whole`), else
 * a TeamCityInputError naming the task and the option. Undefined gives `fallback`.
 */
export function numberOption(
  task: string,
  name: string,
  value: unknown,
  fallback: number,
  { min = 0, max = MAX_MS, whole = false }: { min?: number; max?: number; whole?: boolean } = {},
): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value >= min && value <= max && (!whole || Number.isInteger(value))) return value;
  throw new TeamCityInputError(`${task}: ${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}`);
}

/** The interval options of a polling task: `pollMs` > 0, `maxPollMs` >= `pollMs` (default the larger of both). */
export function pollOptions(
  task: string,
  options: { pollMs?: number; maxPollMs?: number },
  defaults: { pollMs: number; maxPollMs: number },
): { pollMs: number; maxPollMs: number } {
  const pollMs = numberOption(task, 'pollMs', options.pollMs, defaults.pollMs, { min: 1 });
  const maxPollMs = numberOption(task, 'maxPollMs', options.maxPollMs, Math.max(pollMs, defaults.maxPollMs), {
    min: pollMs,
  });
  return { pollMs, maxPollMs };
}

/** What a value is, without its text (a server's text is not for a message). */
const kindOf = (v: unknown) =>
  v === undefined
    ? 'nothing'
    : v === null
      ? 'null'
      : Array.isArray(v)
        ? 'an array'
        : typeof v === 'object'
          ? 'an object'
          : `a ${typeof v}`;

/**
 * What a task reads of an answer: each field it reads, and what that must be. `id` is a build's id, required: a
 * positive whole number. A kind ending `!` is required too; every other field may be absent (but not another type).
 * An object's shape checks a nested object, `[shape]` a list of them. Fields left out are not read, so not checked.
 */
export interface Shape {
  readonly [field: string]: Kind;
}
type Kind = 'id' | 'string' | 'string!' | 'number' | 'boolean' | Shape | readonly [Shape];

/** What is wrong with `value` as `shape` (`at` is where it is), or '' when nothing is. */
function wrong(value: unknown, shape: Shape, at: string): string {
  if (typeof value !== 'object' || !value || Array.isArray(value))
    return `${at ? at + ': ' : ''}${kindOf(value)}, not a JSON object`;
  for (const [field, kind] of Object.entries(shape)) {
    const v = (value as Record<string, unknown>)[field];
    const where = at ? `${at}.${field}` : field;
    let problem = '';
    if (kind === 'id') {
      if (!(typeof v === 'number' && Number.isSafeInteger(v) && v > 0)) problem = 'an id (a positive whole number)';
    } else if (v === undefined) {
      if (kind === 'string!') problem = 'a string';
    } else if (typeof kind === 'string') {
      const type = kind.replace('!', '');
      if (typeof v !== type) problem = `a ${type}`;
    } else if (!Array.isArray(kind)) {
      const w = wrong(v, kind as Shape, where);
      if (w) return w;
    } else if (!Array.isArray(v)) problem = 'an array';
    else
      for (let i = 0; i < v.length; i++) {
        const w = wrong(v[i], kind[0], `${where}[${i}]`);
        if (w) return w;
      }
    if (problem) return `${where}: ${kindOf(v)}, not ${problem}`;
  }
  return '';
}

/**
 * A REST answer the task reads, checked against the `shape` of what it reads (by default: an object): anything else
 * (`null`, a list, a build without an id, a field of another type) is a TeamCityResponseError naming the task, the
 * operation and the field, rather than a TypeError or a wrong value passed on.
 */
export function objectOf<T>(
  client: Transport,
  task: string,
  operation: string,
  value: T,
  shape: Shape = {},
): NonNullable<T> {
  const problem = wrong(value, shape, '');
  if (!problem) return value as NonNullable<T>;
  const body = redactorOf(client)(String(JSON.stringify(value)).slice(0, 1024));
  throw new TeamCityResponseError(`${operation} answered ${problem}`, task, '', body);
}

/** What the tasks read of a build as a poll sees it (`waitForBuild`'s fields, or fewer). */
export const POLLED: Shape = {
  id: 'number',
  state: 'string',
  status: 'string',
  statusText: 'string',
  percentageComplete: 'number',
  failedToStart: 'boolean',
  waitReason: 'string',
  startDate: 'string',
  webUrl: 'string',
  canceledInfo: { text: 'string', timestamp: 'string' },
};

/** A build the caller goes on with (to wait for, follow or cancel it): one with an id. */
export const BUILD: Shape = { ...POLLED, id: 'id' };

/** A value from the server with the client's secrets blanked out of it (`cleanDeep` with the client's redactor). */
export const scrubbed = <T>(client: Transport, value: T): T => cleanDeep(value, redactorOf(client));

/** Server text quoted for a message (not the CLI's `shown`, which escapes it for a terminal): secrets blanked, at most 200 characters. */
export const quoted = (client: Transport, text: string | null) =>
  text == null ? 'none' : JSON.stringify(redactorOf(client)(text.length > 200 ? text.slice(0, 200) + '…' : text));

/** A `Content-Range: bytes start-end/total` header (`total` undefined for `*`), or undefined when it is not one. */
export function contentRange(header: string | null): { start: number; end: number; total?: number } | undefined {
  const m = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15}|\*)$/.exec(header?.trim() ?? '');
  if (!m) return undefined;
  const [start, end] = [Number(m[1]), Number(m[2])];
  const total = m[3] === '*' ? undefined : Number(m[3]);
  return start <= end && (total === undefined || end < total)
    ? { start, end, ...(total !== undefined && { total }) }
    : undefined;
}
