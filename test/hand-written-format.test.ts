// The hand-written sources (in place under generated/src and generated-mcp/src, each marked by its first line) are
// kept as prettier prints them with the generator's options (.prettierrc.json), as the emitted files are.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { PRETTIER_OPTIONS } from '../generator/format.js';
import { handWrittenFiles } from '../generator/write.js';

const root = join(import.meta.dirname, '..');
const files = ['generated', 'generated-mcp'].flatMap((dir) =>
  handWrittenFiles(join(root, dir)).map((f) => `${dir}/${f}`),
);
// The workspace's own TypeScript (generator, scripts, tests; fixtures excepted, as .prettierignore says) too.
const workspace = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'generator', 'scripts', 'test'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f.endsWith('.ts') && !f.startsWith('test/fixtures/'));

async function unformatted(list: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const f of list) {
    const path = join(root, f);
    if (!(await prettier.check(readFileSync(path, 'utf8'), { ...PRETTIER_OPTIONS, filepath: path }))) out.push(f);
  }
  return out;
}

describe('hand-written sources', () => {
  it('are prettier-clean under the generator options', async () => {
    expect(files.length).toBeGreaterThan(20);
    expect(await unformatted(files), 'run npx prettier --write on these').toEqual([]);
  });

  it('the generator, the scripts and the tests are prettier-clean too', async () => {
    expect(workspace.some((f) => f.startsWith('generator/')) && workspace.some((f) => f.startsWith('test/'))).toBe(
      true,
    );
    expect(await unformatted(workspace), 'run npx prettier --write generator scripts test').toEqual([]);
  });

  it('.prettierrc.json holds the generator options, so an editor or npx prettier formats as the generator does', () => {
    expect(JSON.parse(readFileSync(join(root, '.prettierrc.json'), 'utf8'))).toEqual(PRETTIER_OPTIONS);
  });
});
