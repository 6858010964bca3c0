// The code of the Recipes sections (README.md and the package's README) compiles against the built package, as a
// user's project would import it: `teamcity-sdk` and `teamcity-sdk/tasks` resolved through the package's exports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { typecheckAgainstPackage } from './helpers/package-tsc.js';

const root = join(import.meta.dirname, '..');

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
  const out = typecheckAgainstPackage('readme-recipes', Object.fromEntries(repo.map((code, i) => [`recipe${i + 1}.ts`, code])));
  expect(out).toBe('');
});
