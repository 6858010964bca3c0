// `npm run generate -- --watch`, spawned on a copy of the tiny spec (`--root`): it regenerates after a save of a spec
// file, a template or a fake handler module, prints what is wrong with a broken file and goes on at the next save.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaLine } from '../generator/json-schema.js';

const root = join(import.meta.dirname, '..');
/** A first generation may find the cache cold (a changed generator): bounded, but not by a run's two seconds. */
const FIRST_MS = 120_000;
/** One regeneration after a save, on a loaded machine. */
const AGAIN_MS = 30_000;

function copyRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-watch-'));
  cpSync(join(root, 'test/fixtures/tiny-spec'), join(dir, 'spec'), { recursive: true });
  cpSync(join(root, 'templates'), join(dir, 'templates'), { recursive: true });
  // The fake's handler modules are imported for the docs' coverage, with the sources they import.
  cpSync(join(root, 'generated/src'), join(dir, 'generated/src'), { recursive: true });
  // ...which resolve `#fetch` through the package's imports and their packages from this checkout's installs.
  cpSync(join(root, 'generated/package.json'), join(dir, 'generated/package.json'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'spec/mcp.yaml'), `${schemaLine('mcp')}\noverrides: {}\n`);
  return dir;
}

describe('npm run generate -- --watch', () => {
  const dir = copyRoot();
  const child = spawn(
    process.execPath,
    ['--conditions=teamcity-sdk-source', '--import', 'tsx', join(root, 'generator/main.ts'), '--watch', '--root', dir],
    { cwd: root },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  afterAll(async () => {
    child.kill();
    await exited;
  });

  /** The output from `from` on, once it shows `line`; fails after `ms`. */
  async function waitFor(line: string, from: number, ms: number): Promise<string> {
    const deadline = Date.now() + ms;
    while (!output.slice(from).includes(line)) {
      if (child.exitCode !== null) throw new Error(`the generator exited ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`no "${line}" within ${ms} ms:\n${output.slice(from)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return output.slice(from);
  }
  const REGENERATED = 'regenerated; watching for changes.';
  const runs = () => output.split(REGENERATED).length - 1;
  const area = join(dir, 'spec/areas/widgets.yaml');
  const doc = () => readFileSync(join(dir, 'generated/docs/widgets.md'), 'utf8');
  /** Saves a file and waits for the regeneration it starts; returns the output since the save. */
  async function save(path: string, text: string, until = REGENERATED): Promise<string> {
    const from = output.length;
    writeFileSync(path, text);
    return waitFor(until, from, AGAIN_MS);
  }

  it(
    'generates once, and again after each save of a spec file, within a bounded time',
    { timeout: FIRST_MS + 4 * AGAIN_MS },
    async () => {
      await waitFor(REGENERATED, 0, FIRST_MS);
      expect(doc()).toContain('# Widgets (`client.widgets`)');
      // What it writes itself (spec/schema/) starts no regeneration.
      await new Promise((r) => setTimeout(r, 1000));
      expect(runs()).toBe(1);

      const yaml = readFileSync(area, 'utf8');
      const saved = await save(area, yaml.replace('title: Widgets', 'title: Widget things'));
      expect(saved).toContain('wrote generated/docs/widgets.md');
      expect(doc()).toContain('# Widget things (`client.widgets`)');
    },
  );

  it(
    'prints the error of a broken file, writes nothing, and regenerates once it is fixed',
    { timeout: 3 * AGAIN_MS },
    async () => {
      const yaml = readFileSync(area, 'utf8');
      const before = doc();
      const broken = await save(
        area,
        yaml.replace('title: Widget things', 'title: [Widget things'),
        'not regenerated; watching for the next save.',
      );
      expect(broken).toMatch(/spec\/areas\/widgets\.yaml:\d+: /);
      expect(doc()).toBe(before);
      await save(area, yaml.replace('title: Widget things', 'title: Fixed widgets'));
      expect(doc()).toContain('# Fixed widgets (`client.widgets`)');
    },
  );

  it('regenerates after a save of a template or a fake handler module', { timeout: 3 * AGAIN_MS }, async () => {
    const template = join(dir, 'templates/docs/area.md.hbs');
    const saved = await save(
      template,
      readFileSync(template, 'utf8').replace('# {{area.title}}', '# Area: {{area.title}}'),
    );
    expect(saved).toContain('wrote generated/docs/widgets.md');
    expect(doc()).toContain('# Area: Fixed widgets');
    const from = output.length;
    appendFileSync(join(dir, 'generated/src/testing/handlers/hidden.ts'), '// saved again\n');
    await waitFor(REGENERATED, from, AGAIN_MS);
  });
});
