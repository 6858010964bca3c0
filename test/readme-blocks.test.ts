// Every ```ts block of README.md and the package's README, as printed: each is a whole module that compiles against
// the built package (strict, as a user's project would import it), and each runs against a fake TeamCity seeded with
// what the blocks name (App_Build, builds 1, 42 and 1234 and their artifacts). The one change made to run them is
// the example server's URL, 'https://teamcity.example.com', replaced by the fake's; TEAMCITY_URL and TEAMCITY_TOKEN
// are set as a CI step would set them.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { builtPackage } from './helpers/built-package.js';
import { typecheckAgainstPackage } from './helpers/package-tsc.js';

const root = join(import.meta.dirname, '..');
const EXAMPLE_URL = "'https://teamcity.example.com'";

/** The ```ts blocks of a markdown file (indented ones in list items too), unindented, each with its line. */
function blocks(file: string): { name: string; code: string }[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/^( *)```ts\n([\s\S]*?)^\1```/gm)].map((m) => ({
    name: `${file}:${text.slice(0, m.index).split('\n').length}`,
    code: m[2]!.replace(new RegExp(`^${m[1]}`, 'gm'), ''),
  }));
}

// A recipe printed in both READMEs is checked once.
const all = [...blocks('README.md'), ...blocks('generated/README.md')].filter(
  (b, i, list) => list.findIndex((o) => o.code === b.code) === i,
);

function seededFake(): Promise<FakeTeamCity> {
  return startFakeTeamCity({
    seed: {
      projects: [{ id: 'App', name: 'App' }],
      buildTypes: [{ id: 'App_Build', name: 'Build', projectId: 'App' }],
      builds: [
        {
          id: 1,
          number: '1',
          buildTypeId: 'App_Build',
          status: 'SUCCESS',
          state: 'finished',
          startDate: '20260102T100000+0000',
        },
        {
          id: 42,
          number: '1.0',
          buildTypeId: 'App_Build',
          status: 'SUCCESS',
          state: 'finished',
          startDate: '20260103T100000+0000',
          properties: { property: [{ name: 'env.A', value: 'x' }] },
        },
        {
          id: 1234,
          number: '7',
          buildTypeId: 'App_Build',
          status: 'FAILURE',
          state: 'finished',
          startDate: '20260104T100000+0000',
          statusText: 'Tests failed: 1, passed: 1',
          testOccurrences: {
            testOccurrence: [
              { name: 'app.test.ts: adds', status: 'SUCCESS' },
              { name: 'app.test.ts: divides', status: 'FAILURE', newFailure: true, details: 'expected 2\nat line 3' },
            ],
          },
          problemOccurrences: {
            problemOccurrence: [{ type: 'TC_FAILED_TESTS', identity: 'tests', details: '1 failed' }],
          },
        },
      ],
      artifacts: {
        '1': { 'big.zip': { size: 4096 } },
        '42': { 'logs/build.log': 'ok\n' },
        '1234': {
          'dist/app.js': 'console.log(1);\n',
          'dist/app.zip': { size: 2048 },
          'reports/junit.xml': '<testsuite/>',
        },
      },
    },
  });
}

describe('README code blocks', () => {
  const files = Object.fromEntries(all.map((b, i) => [`block${i + 1}.ts`, b.code]));

  beforeAll(() => {
    expect(all.length).toBeGreaterThanOrEqual(15);
  });

  it('each compiles as printed against the built package', async () => {
    const out = await typecheckAgainstPackage('readme-blocks', files);
    // tsc names the block's file; the list maps it back to the README line.
    const where = all.map((b, i) => `block${i + 1}.ts = ${b.name}`).join('\n');
    expect(out, where).toBe('');
  }, 300_000);

  describe('each runs against a fake TeamCity', () => {
    let fake: FakeTeamCity | undefined;
    // A project of its own with the package linked in by name; each block runs in a folder of its own (downloads).
    const dir = join(root, 'node_modules/.cache/readme-blocks-run');
    beforeAll(async () => {
      await builtPackage();
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(join(dir, 'node_modules'), { recursive: true });
      symlinkSync(join(root, 'generated'), join(dir, 'node_modules/teamcity-sdk'), 'dir');
    }, 300_000);
    afterAll(() => fake?.close());

    it.each(all.map((b, i) => [b.name, i] as const))(
      '%s',
      async (_name, i) => {
        await fake?.close();
        fake = await seededFake();
        fake.script('App_Build', { durationMs: 200, log: ['Step 1/1: make', 'done'] });
        const { code } = await transform(all[i]!.code.replaceAll(EXAMPLE_URL, JSON.stringify(fake.url)), {
          loader: 'ts',
          format: 'esm',
          target: 'node20',
        });
        // Beside the linked package, so `teamcity-sdk` resolves to the built package through its exports.
        const run = join(dir, `run${i + 1}`);
        mkdirSync(run, { recursive: true });
        const file = join(run, 'block.mjs');
        writeFileSync(file, code);
        const result = await promisify(execFile)(process.execPath, [file], {
          cwd: run,
          encoding: 'utf8',
          timeout: 30_000,
          env: { ...process.env, TEAMCITY_URL: fake.url, TEAMCITY_TOKEN: 'admin-token', NODE_OPTIONS: '' },
        }).catch((e: { code: unknown; stdout: string; stderr: string }) => e);
        expect({ stderr: result.stderr, exit: 'code' in result ? result.code : 0 }).toEqual({ stderr: '', exit: 0 });
        if (/console\.log/.test(all[i]!.code)) expect(result.stdout).not.toBe('');
      },
      40_000,
    );
  });
});
