// The linter, run by `npm test` (CI runs only that): oxlint with .oxlintrc.json's rules (=== everywhere but `== null`,
// no unused variables or imports, no floating promise) over the code we write. `npm run lint` is the same run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const DIRS = ['generator', 'scripts', 'test', 'generated/src', 'generated-mcp/src'];

/** oxlint over `paths` with the project's config, type-aware (the rules that need types read tsconfig.json). */
function lint(paths: string[], cwd = root) {
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/oxlint/bin/oxlint'),
      '--type-aware',
      '--deny-warnings',
      '-c',
      join(root, '.oxlintrc.json'),
      ...paths,
    ],
    { cwd, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } },
  );
  // CI's environment may ask for colour anyway (FORCE_COLOR); the assertions read the plain text.
  return { status: r.status, output: stripVTControlCharacters(`${r.stdout}${r.stderr}`) };
}

describe('lint', () => {
  it(`finds nothing in ${DIRS.join(', ')}`, () => {
    const { status, output } = lint(DIRS);
    expect(output).toMatch(/Found 0 warnings and 0 errors/);
    expect(status, output).toBe(0);
  });

  it('would find each rule broken: ==, an unused import, a floating promise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tc-lint-'));
    try {
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext' } }),
      );
      writeFileSync(
        join(dir, 'bad.ts'),
        [
          "import { readFileSync } from 'node:fs';",
          'export const same = (a: string, b: string) => a == b;',
          'export const unset = (a: string | null) => a == null;',
          'const later = async () => 1;',
          'later();',
          '',
        ].join('\n'),
      );
      const { status, output } = lint(['bad.ts'], dir);
      expect(status).not.toBe(0);
      expect(output).toMatch(/eqeqeq.*\n[^]*bad\.ts:2:/);
      expect(output).toMatch(/no-unused-vars.*'readFileSync'/);
      expect(output).toMatch(/no-floating-promises/);
      // `== null` (null or undefined) is the one loose comparison the style keeps.
      expect(output).not.toMatch(/bad\.ts:3:/);
      expect(output).toMatch(/Found 0 warnings and 3 errors/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
