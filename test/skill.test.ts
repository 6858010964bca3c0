// The SKILL.md of each package (rendered from templates/SKILL.md.hbs and templates/mcp/SKILL.md.hbs): every example
// runs against the fake TeamCity, the CLI's as the shell line it is, the MCP server's as the tool call it names.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTeamCity } from '../generated/src/testing/index.js';
import { cliAndFake, runCliInProcess } from './helpers/cli.js';
import { call, connect, seededTeamCity, type Seeded } from './helpers/mcp.js';

const root = join(import.meta.dirname, '..');
/** The lines of a package's SKILL.md code block in this language. */
const examples = (pkg: string, lang: string) => {
  const text = readFileSync(join(root, pkg, 'SKILL.md'), 'utf8');
  expect(text).toMatch(/^---\nname: [\w-]+\ndescription: .+\n---\n/);
  return new RegExp('```' + lang + '\\n([\\s\\S]+?)\\n```').exec(text)![1]!.split('\n');
};

describe("the CLI's skill", () => {
  let bin: string;
  let tc: FakeTeamCity;
  let dir: string;
  beforeAll(async () => {
    ({ bin, tc, dir } = await cliAndFake({ seed: { buildTypes: [{ id: 'App_Build' }] } }));
    tc.script('App_Build', {
      queuedMs: 0,
      durationMs: 0,
      status: 'FAILURE',
      tests: [{ name: 'app.Test.fails', status: 'FAILURE', details: 'expected 1' }, { name: 'app.Test.ok' }],
      log: ['compiling', 'error: it failed', 'done'],
      artifacts: { 'dist/app.zip': 'zip' },
    });
  });
  afterAll(() => tc?.close());

  it('runs every example as the shell line it is', async () => {
    const env = { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'admin-token' };
    // Build 1, which the examples read.
    expect(
      JSON.parse((await runCliInProcess(['run', 'App_Build', '--wait', '--poll', '20ms'], { env, cwd: dir })).stdout),
    ).toMatchObject({ id: 1 });
    const shims = mkdtempSync(join(tmpdir(), 'tc-skill-bin-'));
    writeFileSync(join(shims, 'teamcity-sdk'), `#!/bin/sh\nexec '${process.execPath}' '${bin}' "$@"\n`);
    chmodSync(join(shims, 'teamcity-sdk'), 0o755);
    const lines = examples('generated', 'sh');
    expect(lines.length).toBeGreaterThan(0);
    // Each line as a shell runs it, `teamcity-sdk` the bin built from the sources.
    const results = await Promise.all(
      lines.map(
        (line) =>
          new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
            execFile(
              'sh',
              ['-c', line],
              { cwd: dir, env: { ...env, PATH: `${shims}:${process.env.PATH ?? ''}` }, timeout: 20_000 },
              (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
            ),
          ),
      ),
    );
    for (const [i, r] of results.entries()) {
      // 1 is a failed build's or test's: the seeded build failed.
      expect([lines[i], r.code === 0 || r.code === 1, r.stderr]).toEqual([
        lines[i],
        true,
        expect.not.stringContaining('teamcity-sdk:'),
      ]);
      expect(r.stdout + r.stderr, lines[i]).not.toBe('');
    }
  });
});

describe("the MCP server's skill", () => {
  let seeded: Seeded;
  let client: Client;
  beforeAll(async () => {
    seeded = await seededTeamCity();
    client = await connect(seeded.tc);
  });
  afterAll(async () => {
    await client?.close();
    await seeded?.tc.close();
  });

  it('makes every example call, each answered without an error', async () => {
    const calls = examples('generated-mcp', 'json').map(
      (line) => JSON.parse(line) as { tool: string; arguments: Record<string, unknown> },
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) {
      const r = await call(client, c.tool, c.arguments);
      expect([c.tool, r.isError, r.text]).toEqual([c.tool, false, expect.any(String)]);
    }
  });
});
