// The hand-written sources (in place under generated/src and generated-mcp/src, each marked by its first line) are
// kept as prettier prints them with the generator's options (.prettierrc.json), as the emitted files are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { PRETTIER_OPTIONS } from '../generator/format.js';
import { handWrittenFiles } from '../generator/write.js';

const root = join(import.meta.dirname, '..');
const files = ['generated', 'generated-mcp'].flatMap((dir) => handWrittenFiles(join(root, dir)).map((f) => `${dir}/${f}`));

describe('hand-written sources', () => {
  it('are prettier-clean under the generator options', async () => {
    expect(files.length).toBeGreaterThan(20);
    const unformatted: string[] = [];
    for (const f of files) {
      const path = join(root, f);
      const text = readFileSync(path, 'utf8');
      if (!(await prettier.check(text, { ...PRETTIER_OPTIONS, filepath: path }))) unformatted.push(f);
    }
    expect(unformatted, 'run npx prettier --write on these').toEqual([]);
  });

  it('.prettierrc.json holds the generator options, so an editor or npx prettier formats as the generator does', () => {
    expect(JSON.parse(readFileSync(join(root, '.prettierrc.json'), 'utf8'))).toEqual(PRETTIER_OPTIONS);
  });
});
