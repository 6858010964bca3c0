// The generated package type-checks under strict settings, and its types hold a user to the spec: each mistake in the
// consumer fixtures gives the error its comment names (code and text), and no line gives another.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkExpectedErrors, expectationsOf } from './helpers/expected-errors.js';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const consumer = join(import.meta.dirname, 'fixtures/consumer');

function compile(project: string): string {
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
    return '';
  } catch (e) {
    return (e as { stdout: string }).stdout;
  }
}

it('generated/src and a consumer of it compile under strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess, each mistake with the error its comment names', () => {
  const { problems, met } = checkExpectedErrors(join(consumer, 'tsconfig.json'));
  expect(problems).toEqual([]);
  const texts = ['uses-api.ts', 'uses-locators.ts'].map((f) => [f, readFileSync(join(consumer, f), 'utf8')] as const);
  // An error named by code and text, not `@ts-expect-error` (which any error on the line satisfies).
  expect(texts.filter(([, text]) => text.includes('@ts-expect-error'))).toEqual([]);
  const written = texts.flatMap(([f, text]) => expectationsOf(f, text));
  expect(met).toBe(written.length);
  expect(met).toBeGreaterThan(25);
});

it('fails a fixture whose call names a function that is not there, or whose mistake gives another error', () => {
  const file = join(consumer, 'uses-api.ts');
  const text = readFileSync(file, 'utf8');
  const mistake = "await tc.users.serveUsers({ locatr: 'x' });";
  expect(text).toContain(mistake);
  // A renamed function: the line still has an error, as @ts-expect-error would accept, but not the one expected.
  const renamed = checkExpectedErrors(join(consumer, 'tsconfig.json'), {
    [file]: text.replace(mistake, "await tc.users.serveUserz({ locatr: 'x' });"),
  });
  expect(renamed.problems).toEqual([
    expect.stringMatching(
      /uses-api\.ts:\d+: expected TS2561 about `'locatr' does not exist.*got TS2551: Property 'serveUserz' does not exist/,
    ),
    expect.stringMatching(/uses-api\.ts:\d+: expected TS2561 about `'locatr' does not exist.*no such error came/),
  ]);
  // A mistake mended: the expected error does not come.
  const mended = checkExpectedErrors(join(consumer, 'tsconfig.json'), {
    [file]: text.replace(mistake, "await tc.users.serveUsers({ locator: 'x' });"),
  });
  expect(mended.problems).toEqual([expect.stringMatching(/no such error came$/)]);
});

it('the generator, scripts, tests and the hand-written sources compile (tsconfig.json)', { timeout: 240_000 }, () => {
  expect(compile(join(import.meta.dirname, '../tsconfig.json'))).toBe('');
});
