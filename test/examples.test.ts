// Every operation that sends a body shows an example of it in its docs (spec/examples.yaml), and every JSON example
// is a value of the model it is an example of (type-checked against the generated models, unknown keys refused).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildIr, defaultPaths } from '../generator/generate.js';

const root = join(import.meta.dirname, '..');
const api = buildIr(defaultPaths(root));
const withBody = api.areas.flatMap((a) => a.operations).filter((op) => op.body);

it('every operation that sends a body has an example, and its docs show it', () => {
  expect(withBody.length).toBeGreaterThan(150);
  expect(withBody.filter((op) => op.body!.example === null).map((op) => `${op.area}.${op.name}`)).toEqual([]);
  for (const op of withBody.filter((o) => o.body!.mediaType === 'application/json'))
    expect(() => JSON.parse(op.body!.example!)).not.toThrow();
});

it('every JSON example type-checks as its model', () => {
  const dir = join(root, 'node_modules/.cache/body-examples');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const models = join(root, 'generated/src/models.js');
  const lines = withBody
    .filter((op) => op.body!.mediaType === 'application/json')
    .map((op, i) => `// ${op.area}.${op.name}\nexport const e${i}: M.${op.body!.type} = ${op.body!.example};`);
  writeFileSync(
    join(dir, 'examples.ts'),
    `import type * as M from ${JSON.stringify(models.replace(/\.js$/, '.js'))};\n${lines.join('\n')}\n`,
  );
  const config = {
    compilerOptions: {
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      noEmit: true,
      types: [],
      lib: ['es2022', 'dom'],
    },
    files: ['examples.ts'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  let out = '';
  try {
    execFileSync(
      process.execPath,
      [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')],
      { encoding: 'utf8' },
    );
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  expect(out).toBe('');
});
