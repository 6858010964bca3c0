// The hand-written templates are kept as prettier prints them with the generator's options, so a template edit shows
// in review as it will land in generated/ (the generator formats them again; a diff there would be noise).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { PRETTIER_OPTIONS } from '../generator/format.js';

const templates = join(import.meta.dirname, '../templates');
const files = (readdirSync(templates, { recursive: true }) as string[]).filter((f) => /\.(ts|mjs|js)$/.test(f)).sort();

describe('templates', () => {
  it('are prettier-clean under the generator options', async () => {
    expect(files.length).toBeGreaterThan(20);
    const unformatted: string[] = [];
    for (const f of files) {
      const path = join(templates, f);
      const text = readFileSync(path, 'utf8');
      if (!(await prettier.check(text, { ...PRETTIER_OPTIONS, filepath: path }))) unformatted.push(f);
    }
    expect(unformatted, 'run npx prettier --write --single-quote --print-width 120 --trailing-comma all on these').toEqual([]);
  });
});
