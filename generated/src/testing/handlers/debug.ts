// Hand-written: edit it here; the generator never writes this file.
import type { Area, Context } from './kit.js';
import { checkForChanges } from './vcsRootInstances.js';
import { investigations, vcsRootInstances } from './kinds.js';
import { listOf, requestLocator } from './kit.js';
import { parseTeamCityDate } from '../../runtime/date.js';
import { badRequest, HttpError, locatorError } from '../model/errors.js';
import { tcDate } from '../model/builds.js';
import { parse } from '../model/finder.js';

const UNIT_MS: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };

/** `TimeWithPrecision.getMsFromRelativeTime`: `4w2d5h30m5s`, each unit at most once, in that order. */
function relativeMs(text: string): number {
  const m = /^(?:(\d+)w)?(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!m || !text) throw badRequest(`Wrong time offset '${text}': use a format like '-4w2d5h30m5s'.`);
  return ['w', 'd', 'h', 'm', 's'].reduce((ms, unit, i) => ms + Number(m[i + 1] ?? 0) * UNIT_MS[unit]!, 0);
}

/** `TimeWithPrecision.parse`: a TeamCity date, or an offset from now (`-1d`, `+2h`). */
function timeOf(ctx: Context, text: string): number {
  if (text.includes(' '))
    throw badRequest(`Invalid date/time string '${text}'. Note that '+' should be escaped in URL as '%2B'.`);
  const now = ctx.state.clock.now();
  if (text[0] === '-') return now - relativeMs(text.slice(1));
  if (text[0] === '+') return now + relativeMs(text.slice(1));
  try {
    return parseTeamCityDate(text).getTime();
  } catch {
    throw badRequest(
      `Was not able to parse date '${text}' using format 'yyyyMMdd'T'HHmmssZ' and others. Supported format example: '${tcDate(now)}'.`,
    );
  }
}

/**
 * `DebugRequest.getDate`: milliseconds since 1970, or a time locator (`TimeCondition`): a date or offset, or its
 * `date` and hidden `shift` dimensions. `condition` and `includeInitial` choose how a date is compared, which this
 * route does not do: they are answered 501.
 */
function debugDate(ctx: Context): string {
  const text = ctx.params.dateLocator!;
  if (/^[+-]?\d{1,19}$/.test(text)) {
    // JavaScript's dates end where Java's longs do not: 100,000,000 days either side of 1970.
    if (Math.abs(Number(text)) > 8.64e15)
      throw badRequest(`Date '${text}' is out of the range of dates the fake prints.`);
    return tcDate(Number(text));
  }
  const locator = parse(text);
  if (locator.single !== null) return tcDate(timeOf(ctx, locator.single));
  for (const name of locator.dimensions.keys()) {
    if (name === 'condition' || name === 'includeInitial')
      throw new HttpError(
        501,
        `Time locator dimension '${name}' of 'debug.get_date' is not simulated by the fake TeamCity.`,
      );
    if (name !== 'date' && name !== 'shift')
      throw locatorError(`Locator dimension '${name}' is unknown: supported are date, condition, includeInitial.`);
  }
  const date = locator.dimensions.get('date')?.[0];
  const shift = locator.dimensions.get('shift')?.[0];
  if (date == null && shift == null)
    throw badRequest(`Invalid locator: should contain 'date' dimension or be relative time offset starting with '-'.`);
  const at = date == null ? ctx.state.clock.now() : timeOf(ctx, date);
  if (shift == null) return tcDate(at);
  if (shift[0] !== '-' && shift[0] !== '+')
    throw badRequest(`Wrong value '${shift}' for 'shift' dimension: should start with '+' or '-'.`);
  return tcDate(at + (shift[0] === '-' ? -1 : 1) * relativeMs(shift.slice(1)));
}

export const debugArea: Area = {
  handlers: {
    'debug.get_raw_investigations': (ctx) => listOf(investigations, ctx, null),
    'debug.schedule_checking_for_changes': (ctx) => {
      checkForChanges(ctx);
      return listOf(vcsRootInstances, ctx, requestLocator(ctx));
    },
    'debug.get_date': debugDate,
    // What TeamCity answers while its internal property `rest.debug.currentUserPermissions.enable` is unset, its default.
    'debug.get_current_user_permissions': () => {
      throw badRequest(
        'Request is not enabled. Set "rest.debug.currentUserPermissions.enable" internal property to enable.',
      );
    },
  },
  reads: {
    'debug.schedule_checking_for_changes': ['locator', 'requestor'],
  },
  notSimulated: [
    'debug.delete_current_remember_me',
    'debug.new_remember_me',
    'debug.empty_task',
    'debug.execute_db_query',
    'debug.list_db_tables',
    'debug.get_build_chain_optimization_log',
    'debug.get_cached_build_promotions',
    'debug.get_cached_build_promotions_stats',
    'debug.get_cached_builds_stat',
    'debug.get_current_session',
    'debug.invalidate_current_session',
    'debug.get_current_session_max_inactive_interval',
    'debug.set_current_session_max_inactive_interval',
    'debug.get_diagnostics_perf_stats',
    'debug.get_environment_variables',
    'debug.get_system_properties',
    'debug.get_hashed',
    'debug.get_scrambled',
    'debug.get_unscrambled',
    'debug.get_ip_address',
    'debug.get_request_details',
    'debug.post_request_details',
    'debug.put_request_details',
    'debug.get_sessions',
    'debug.get_thread_dump',
    'debug.get_thread_interrupted',
    'debug.interrupt_thread',
    'debug.save_memory_dump',
  ],
};
