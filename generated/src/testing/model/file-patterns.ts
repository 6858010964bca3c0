// Hand-written: edit it here; the generator never writes this file.
// The files locator of TeamCity's `archived` routes (BuildArtifactsFinder): `pattern:` takes Ant-like rules
// (`+:**/*.txt`, `-:tmp/**`, comma-separated). The rules come from whoever calls the fake, so each is compiled by re2js
// (RE2: linear in the path whatever the rule), never by JavaScript's backtracking engine.
import { RE2JS } from 're2js';
import { locatorError } from './errors.js';
import { booleanOf, parse, type Locator } from './finder.js';

/** An Ant path pattern as RE2 syntax: `**` any depth, `*` and `?` within one path segment, the rest literal. */
function antToRe2(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += RE2JS.quote(c);
  }
  return `^${out}$`;
}

/**
 * The test the locator makes of a file's path (relative to the archived folder): included by a `+:` (or bare) rule and
 * excluded by no `-:` rule; every file without `pattern:`. `recursive` and `browseArchives` are read at TeamCity's
 * defaults for `archived` (every depth, archives not expanded); any other dimension is a 400 naming it.
 */
export function filesLocatorTest(given: string | Locator | null): (path: string) => boolean {
  if (given === null) return () => true;
  const locator = parse(given);
  for (const [name, values] of locator.dimensions) {
    const value = values[0] ?? '';
    const atDefault =
      name === 'pattern' ||
      (name === 'recursive' && booleanOf(value, name) === true) ||
      (name === 'browseArchives' && booleanOf(value, name) === false);
    if (!atDefault)
      throw locatorError(
        `Files locator dimension '${name}:${value}' is not simulated by the fake TeamCity (it reads pattern, recursive:true and browseArchives:false).`,
      );
  }
  if (locator.single !== null)
    throw locatorError('A files locator takes dimensions (pattern:...), not a single value.');
  const rules = (locator.dimensions.get('pattern')?.[0] ?? '+:**').split(',').map((rule) => {
    const exclude = rule.startsWith('-:');
    const glob = rule.replace(/^[+-]:/, '');
    return { exclude, re: RE2JS.compile(antToRe2(glob)) };
  });
  return (path) => {
    const matching = rules.filter((r) => r.re.matches(path));
    return matching.some((r) => !r.exclude) && !matching.some((r) => r.exclude);
  };
}
