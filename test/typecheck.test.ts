// The generated package type-checks under strict settings, and its types hold a user to the spec.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function compile(project: string): string {
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
    return '';
  } catch (e) {
    return (e as { stdout: string }).stdout;
  }
}

it('generated/src and a consumer of it compile under strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess', () => {
  expect(compile(join(import.meta.dirname, 'fixtures/consumer/tsconfig.json'))).toBe('');
});

it('the generator, scripts, tests and runtime templates compile (tsconfig.json)', () => {
  expect(compile(join(import.meta.dirname, '../tsconfig.json'))).toBe('');
});
