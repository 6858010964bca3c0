// The fake TeamCity's handlers are typed by their operation (`Handler<K>`, generated/src/testing/handlers/kit.ts): a
// handler whose answer is not what its operation answers does not compile, each mistake of the fixture with the error
// its comment names (code and text), and no other line with any.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkExpectedErrors, expectationsOf } from './helpers/expected-errors.js';

const fixture = join(import.meta.dirname, 'fixtures/fake-handlers');

// Compiling the fake's sources with the fixture takes some 20 s alone, more beside other test files (as typecheck.test.ts).
it(
  'refuses a handler answering another model, text for a model, a model for text, or an unknown operation',
  { timeout: 240_000 },
  () => {
    const file = join(fixture, 'handlers.ts');
    const { problems, met } = checkExpectedErrors(join(fixture, 'tsconfig.json'));
    expect(problems).toEqual([]);
    const written = expectationsOf(file, readFileSync(file, 'utf8'));
    expect(written.map((e) => e.code)).toContain(2322);
    expect(met).toBe(written.length);
  },
);
