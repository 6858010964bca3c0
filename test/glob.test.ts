// Artifact globs from a command line: translated to RE2 (tasks/pattern.ts's globPattern), which matches in time linear
// in the text whatever the glob; every character but the wildcards is itself, and no wildcard but `**` crosses a `/`.
import { describe, expect, it } from 'vitest';
import { globPattern, isGlob, patternTest } from '../generated/src/tasks/index.js';

const matches = (glob: string, path: string) => patternTest(globPattern(glob))(path);

describe('globPattern', () => {
  it('matches whole paths: * and ? within a folder, ** across folders (none too), classes and their negation', () => {
    expect(matches('dist/*.zip', 'dist/app.zip')).toBe(true);
    expect(matches('dist/*.zip', 'dist/sub/app.zip')).toBe(false);
    expect(matches('dist/*.zip', 'x/dist/app.zip')).toBe(false);
    expect(matches('dist/*.zip', 'dist/app.zip.sha')).toBe(false);
    expect(matches('**/*.zip', 'a/b/c.zip')).toBe(true);
    expect(matches('**/*.zip', 'c.zip')).toBe(true);
    expect(matches('dist/**', 'dist/a/b')).toBe(true);
    expect(matches('d?st/a', 'dist/a')).toBe(true);
    expect(matches('d?st/a', 'd/st/a')).toBe(false);
    expect(matches('[a-c].txt', 'b.txt')).toBe(true);
    expect(matches('[!a-c].txt', 'b.txt')).toBe(false);
    expect(matches('[!a-c].txt', '/.txt')).toBe(false);
    expect(matches('[!a-c].txt', 'd.txt')).toBe(true);
  });

  it("takes every other character as itself: RE2's syntax, a backslash, non-ASCII and astral text", () => {
    for (const name of ['a.b(c)+{1,2}|$^\\d.zip', 'é/日本/😀.zip', '[', 'a]b', '(?i)X', '\\E.*\\Q'])
      expect([name, matches(name.replace(/[*?[]/g, '?'), name)]).toEqual([name, true]);
    expect(matches('a.b', 'axb')).toBe(false);
    expect(matches('(?i)X', 'x')).toBe(false);
    expect(matches('\\E.*\\Q', '\\Eanything\\Q')).toBe(false);
    expect(matches('[.]', 'x')).toBe(false);
    expect(matches('[\\d]', '5')).toBe(false);
  });

  it('runs in linear time on globs made to backtrack', () => {
    const text = 'a'.repeat(50_000);
    const started = performance.now();
    for (const glob of ['*a'.repeat(30) + 'b', '**a'.repeat(30) + 'b', '?'.repeat(100) + '*b', '**/'.repeat(50) + 'b'])
      expect(matches(glob, text)).toBe(false);
    // A backtracking engine takes exponential time on these; RE2 a few ms each.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('tells a glob from a path', () => {
    expect(['dist/app.zip', 'a.b/c'].map(isGlob)).toEqual([false, false]);
    expect(['dist/*.zip', 'a?', '[ab]'].map(isGlob)).toEqual([true, true, true]);
  });
});
