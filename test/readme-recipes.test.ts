// The Recipes sections of README.md and the package's README are the same five recipes (readme-blocks.test.ts compiles
// and runs every block of both).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The ```ts blocks of a markdown file's "## Recipes" section. */
function recipes(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const section = /^## Recipes\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
  return [...section.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
}

it('README.md and generated/README.md have the same five recipes', () => {
  const repo = recipes('README.md');
  expect(repo).toHaveLength(5);
  expect(recipes('generated/README.md')).toEqual(repo);
});
