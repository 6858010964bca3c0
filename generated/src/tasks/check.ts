// Hand-written: edit it here; the generator never writes this file.
import { TeamCityInputError, TeamCityResponseError } from '../runtime/errors.js';
import { redact, type Transport } from '../runtime/transport.js';

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

/** What a non-object answer is, without its text (a server's text is not for a message). */
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`);

/**
 * A REST answer the task reads as an object (a build, a list): `null` or any other JSON value is a
 * TeamCityResponseError naming the task and the operation.
 */
export function objectOf<T>(client: Transport, task: string, operation: string, value: T): NonNullable<T> {
  if (typeof value === 'object' && value && !Array.isArray(value)) return value;
  const body = redact(client, String(JSON.stringify(value)).slice(0, 1024));
  throw new TeamCityResponseError(`${operation} answered ${kindOf(value)}, not a JSON object`, task, '', body);
}

/**
 * A value whose strings came from the server (a build), with the client's secrets blanked out of every one, as the
 * transport blanks them out of error bodies: for errors and progress reports. At most 32 levels deep.
 */
export function scrubbed<T>(client: Transport, value: T, depth = 0): T {
  if (typeof value === 'string') return redact(client, value) as T;
  if (typeof value !== 'object' || !value || depth > 32) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => scrubbed(client, v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubbed(client, v, depth + 1);
  return out as T;
}

/** Server text for a message: secrets blanked, at most 200 characters. */
export const shown = (client: Transport, text: string | null) =>
  text == null ? 'none' : JSON.stringify(redact(client, text.length > 200 ? text.slice(0, 200) + '…' : text));

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
