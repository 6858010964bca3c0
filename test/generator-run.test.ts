// generator/run.mjs, where `npm run generate` starts: it runs the generator from a bundle of it, made once and made
// again when a file it was made from changes. Run on a copy of the checkout's generator with the tiny spec, so that
// an edit of the generator is the copy's alone.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hiddenRoutes } from '../generated/src/testing/handlers/hidden.js';
import { schemaLine } from '../generator/json-schema.js';

const root = join(import.meta.dirname, '..');

function copyRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-run-'));
  for (const part of [
    'package.json',
    'generator',
    'templates',
    'generated/src',
    'generated-mcp/src',
    'generated/package.json',
  ])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  cpSync(join(root, 'test/fixtures/tiny-spec'), join(dir, 'spec'), { recursive: true });
  writeFileSync(join(dir, 'spec/mcp.yaml'), `${schemaLine('mcp')}\noverrides: {}\n`);
  // The checkout's packages, each linked, in a node_modules of the copy's own: its caches are the copy's.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules')).filter((n) => n !== '.cache'))
    symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  return dir;
}

describe('generator/run.mjs (npm run generate)', () => {
  const dir = copyRoot();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bundleDir = join(dir, 'node_modules/.cache/teamcity-sdk-generator-run');
  const run = (...args: string[]) => {
    const out = spawnSync(
      process.execPath,
      ['--conditions=teamcity-sdk-source', join(dir, 'generator/run.mjs'), '--no-build', ...args],
      { cwd: dir, encoding: 'utf8', timeout: 120_000 },
    );
    expect(out.status, `${out.stdout}${out.stderr}`).toBe(0);
    return out;
  };
  const bundleTime = () => statSync(join(bundleDir, 'main.mjs')).mtimeMs;
  const client = () => readFileSync(join(dir, 'generated/src/client.ts'), 'utf8');
  const SAID = 'Nothing is sent until an operation is called.';

  it('generates from a bundle it makes once, and the fake tables it imports are read without tsx', () => {
    expect(run().stdout).toMatch(/generated \d+ operations/);
    const made = bundleTime();
    // The fake's TypeScript tables were imported through tsx's API: the docs list the routes its hidden.ts serves.
    const docs = readFileSync(join(dir, 'generated/docs/testing.md'), 'utf8');
    expect(hiddenRoutes.length).toBeGreaterThan(0);
    for (const route of hiddenRoutes) expect(docs).toContain(route.path);
    // --timings: each stage's time, from the process's start to prettier's last file.
    const { stdout, stderr } = run('--no-cache', '--timings');
    expect(stdout).toMatch(/generated \d+ operations/);
    const stages = [...stderr.matchAll(/^timing: (\d+) (.+)$/gm)].map((m) => m[2]);
    expect(stages[0]).toMatch(/^start-up/);
    expect(stages).toContain('load, validate, expand');
    expect(stages.at(-1)).toMatch(/^prettier/);
    expect(bundleTime(), 'the bundle was made again though nothing changed').toBe(made);
  }, 240_000);

  it('runs the generator with tsx when it cannot keep a bundle, and says so', () => {
    const bundled = readdirSync(bundleDir);
    const elsewhere = `${bundleDir}.kept`;
    renameSync(bundleDir, elsewhere);
    // A file where the folder would be: nothing can be written there.
    writeFileSync(bundleDir, '');
    try {
      const { stdout, stderr } = run();
      expect(stderr).toMatch(/not bundled \(.+\); running generator\/main\.ts with tsx/);
      expect(stdout).toMatch(/generated \d+ operations/);
      expect(client()).toContain(SAID);
    } finally {
      rmSync(bundleDir);
      renameSync(elsewhere, bundleDir);
    }
    expect(readdirSync(bundleDir)).toEqual(bundled);
  }, 240_000);

  it('makes the bundle again when a file it was made from changes, and runs the new code', () => {
    const made = bundleTime();
    const emitter = join(dir, 'generator/emit/client.ts');
    const text = readFileSync(emitter, 'utf8');
    expect(text).toContain(SAID);
    expect(client()).toContain(SAID);
    writeFileSync(emitter, text.replace(SAID, 'Said by the edited copy.'));
    run();
    expect(bundleTime()).not.toBe(made);
    expect(client()).toContain('Said by the edited copy.');
    // And back: the edit undone is a change too.
    writeFileSync(emitter, text);
    run();
    expect(client()).toContain(SAID);
  }, 240_000);
});
