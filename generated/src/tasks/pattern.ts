// Hand-written: edit it here; the generator never writes this file.
// The patterns the tasks take. A RegExp runs in JavaScript's own engine, which backtracks: `(a+)+$` takes exponential
// time on a line of a's, so a RegExp is for patterns you wrote. A string is compiled by re2js, a port of RE2 that
// matches in time linear in the text whatever the pattern: for patterns from a user, an agent or a command line.
import { RE2JS, RE2JSException } from 're2js';
import { TeamCityInputError } from '../runtime/errors.js';

/** A pattern a task matches text against: a RegExp (JavaScript's engine) or a string in RE2's syntax (linear time). */
export type Pattern = RegExp | string;

/** A pattern given as a string that RE2 cannot compile: bad syntax, or what RE2 leaves out (backreferences, lookaround). */
export class TeamCityPatternError extends TeamCityInputError {
  override name = 'TeamCityPatternError';
  /** The pattern as it was given. */
  declare readonly pattern: string;
  constructor(task: string, pattern: string, cause: RE2JSException) {
    super(
      `${task}: ${JSON.stringify(pattern)} is not a pattern RE2 compiles: ${cause.message} (RE2 has no backreferences or lookaround)`,
    );
    Object.assign(this, { pattern });
  }
}

/**
 * The test a pattern makes of a text (anywhere in it, as RegExp.test does). A RegExp's global or sticky flag is
 * dropped, so that no lastIndex carries over from one text to the next. Throws TeamCityPatternError for a string RE2
 * cannot compile, and TeamCityInputError for anything else.
 */
export function patternTest(pattern: Pattern, task = 'pattern'): (text: string) => boolean {
  if (pattern instanceof RegExp) {
    const re = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    return (text) => re.test(text);
  }
  if (typeof pattern !== 'string') throw new TeamCityInputError(`${task}: pattern must be a RegExp or a string`);
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    if (e instanceof RE2JSException) throw new TeamCityPatternError(task, pattern, e);
    throw e;
  }
  return (text) => re.test(text);
}

/** Whether a path is a glob (has `*`, `?` or `[`) rather than one file's path. */
export const isGlob = (path: string) => /[*?[]/.test(path);

/**
 * A glob over `/`-separated paths as an RE2 pattern (a string: linear time, for globs from a user) matching whole
 * paths: `*` any characters but `/`, `**` any characters (followed by `/`: any folders, or none), `?` one character
 * but `/`, `[abc]`, `[a-z]` and `[!abc]` one of (or none of) those; anything else, itself.
 */
export function globPattern(glob: string): string {
  const g = [...glob];
  let out = '';
  for (let i = 0; i < g.length; i++) {
    const c = g[i]!;
    const end = c === '[' ? g.indexOf(']', i + 2) : -1;
    if (c === '*' && g[i + 1] === '*') {
      const folders = g[i + 2] === '/';
      out += folders ? '(?:.*/)?' : '.*';
      i += folders ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (end > 0) {
      const negated = g[i + 1] === '!' || g[i + 1] === '^';
      // ASCII punctuation escaped (nothing in a class is RE2 syntax then), but a range's `-`.
      const body = g.slice(negated ? i + 2 : i + 1, end);
      const chars = body.map((ch, k) =>
        ch === '-' && k > 0 && k < body.length - 1 ? ch : ch.replace(/[!-/:-@[-`{-~]/, '\\$&'),
      );
      out += `[${negated ? '^/' : ''}${chars.join('')}]`;
      i = end;
    } else out += RE2JS.quote(c);
  }
  return `^${out}$`;
}
