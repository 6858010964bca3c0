// What a set of changes asks of the version, and whether a version gives it.
import type { Level } from './rules.js';

export type Bump = 'major' | 'minor' | 'patch' | 'none';

const BUMP: Record<Level, Bump> = { breaking: 'major', feature: 'minor', fix: 'patch' };
const ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];

/** The largest bump the changes' levels ask for: a breaking change a major one, a feature a minor, a fix a patch. */
export function requiredBump(levels: Iterable<Level>): Bump {
  let most: Bump = 'none';
  for (const level of levels) if (ORDER.indexOf(BUMP[level]) > ORDER.indexOf(most)) most = BUMP[level];
  return most;
}

interface Version {
  major: number;
  minor: number;
  patch: number;
  /** A pre-release (`1.0.0-beta.1`): lower than the release itself. */
  pre: string | null;
}

export function parseVersion(text: string): Version {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(text);
  if (!m) throw new Error(`not a version (major.minor.patch): ${text}`);
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: m[4] ?? null };
}

/**
 * The lowest version after `version` that gives `bump`. Below 1.0.0 each level moves one place right, as semver
 * allows for initial development and oasdiff and release-please do: a breaking change bumps the minor (0.1.0 ->
 * 0.2.0), a feature or a fix the patch (0.1.0 -> 0.1.1). From 1.0.0 on: major, minor, patch. `none` keeps it.
 */
export function nextVersion(version: string, bump: Bump): string {
  const v = parseVersion(version);
  const initial = v.major === 0;
  const part = bump === 'none' ? null : initial ? (bump === 'major' ? 'minor' : 'patch') : bump;
  if (part === null) return version;
  // A pre-release of the version the bump reaches is released by dropping its tag (1.0.0-rc.1 -> 1.0.0 for a major).
  if (
    v.pre !== null &&
    (part === 'patch' || (part === 'minor' && v.patch === 0) || (part === 'major' && v.minor === 0 && v.patch === 0))
  )
    return `${v.major}.${v.minor}.${v.patch}`;
  if (part === 'major') return `${v.major + 1}.0.0`;
  if (part === 'minor') return `${v.major}.${v.minor + 1}.0`;
  return `${v.major}.${v.minor}.${v.patch + 1}`;
}

/** Below 0, equal 0, above 1, by semver precedence (pre-releases compared as text, which fits `beta.1` < `beta.2`). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  const d = x.major - y.major || x.minor - y.minor || x.patch - y.patch;
  if (d) return Math.sign(d);
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** Whether `to` is at least the version `from` bumped by `bump`. */
export const versionGives = (from: string, to: string, bump: Bump): boolean =>
  compareVersions(to, nextVersion(from, bump)) >= 0;
