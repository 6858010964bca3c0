// The code of the Recipes sections (README.md and the package's README) compiles against the built package, as a
// user's project would import it: `teamcity-sdk` and `teamcity-sdk/tasks` resolved through the package's exports.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** The ```ts blocks of a markdown file's "## Recipes" section. */
function recipes(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const section = /^## Recipes\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
  return [...section.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
}

it('README.md and generated/README.md have the same four recipes, and each compiles against the built package', () => {
  const repo = recipes('README.md');
  expect(repo).toHaveLength(4);
  expect(recipes('generated/README.md')).toEqual(repo);
  // Under node_modules so that @types/node resolves from the repository; the package is linked in by name.
  const dir = join(root, 'node_modules/.cache/readme-recipes');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(join(root, 'generated'), join(dir, 'node_modules/teamcity-sdk'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  const files = repo.map((code, i) => {
    writeFileSync(join(dir, `recipe${i + 1}.ts`), code);
    return `recipe${i + 1}.ts`;
  });
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        lib: ['es2022', 'dom'],
        types: ['node'],
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        skipLibCheck: true,
      },
      files,
    }),
  );
  let out = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  expect(out).toBe('');
});
