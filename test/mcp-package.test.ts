// `npm pack` of generated-mcp/ (teamcity-sdk-mcp) beside generated/ (teamcity-sdk): installed in a fresh project, its bin
// serves MCP over stdio as `npx teamcity-sdk-mcp` runs it; teamcity-sdk installed alone brings no MCP SDK.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMcpPackage } from '../generator/build.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { builtPackage } from './helpers/built-package.js';

const root = join(import.meta.dirname, '..');
const run = async (args: string[], cwd: string) => {
  try {
    return (await promisify(execFile)(args[0]!, args.slice(1), { cwd, encoding: 'utf8' })).stdout;
  } catch (e) {
    const { stdout, stderr } = e as { stdout: string; stderr: string };
    throw new Error(`${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
};
const pack = async (dir: string) => {
  const dest = mkdtempSync(join(tmpdir(), 'tc-mcp-pack-'));
  await run(['npm', 'pack', '--silent', '--pack-destination', dest], dir);
  return join(
    dest,
    readdirSync(dest).find((f) => f.endsWith('.tgz'))!,
  );
};
const project = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `tc-mcp-${name}-`));
  writeFileSync(join(dir, 'package.json'), `{ "name": "${name}", "private": true }\n`);
  return dir;
};
const install = (dir: string, tarballs: string[]) =>
  run(['npm', 'install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', ...tarballs], dir);

let sdk: string;
let mcp: string;
let tc: FakeTeamCity;
/** The built copy of the repository's two packages: a checkout, as the README's unpublished configuration takes it. */
let checkout: string;
beforeAll(async () => {
  // teamcity-sdk as the run built it (test/helpers/build-once.ts); teamcity-sdk-mcp built in a copy beside it, so that
  // generated-mcp/dist is never rebuilt under another test file.
  await builtPackage();
  const copy = (checkout = mkdtempSync(join(tmpdir(), 'tc-mcp-build-')));
  cpSync(join(root, 'generated'), join(copy, 'generated'), { recursive: true });
  cpSync(join(root, 'generated-mcp'), join(copy, 'generated-mcp'), {
    recursive: true,
    filter: (f) => !/[\\/](dist|node_modules)$/.test(f),
  });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  await buildMcpPackage(join(copy, 'generated-mcp'));
  [sdk, mcp, tc] = await Promise.all([
    pack(join(copy, 'generated')),
    pack(join(copy, 'generated-mcp')),
    startFakeTeamCity(),
  ]);
}, 300_000);
afterAll(() => tc?.close());

describe('the packed teamcity-sdk-mcp', () => {
  it('depends on teamcity-sdk of the same version and on the official MCP SDK', () => {
    const own = JSON.parse(readFileSync(join(root, 'generated-mcp/package.json'), 'utf8')) as {
      version: string;
      dependencies: Record<string, string>;
    };
    const client = JSON.parse(readFileSync(join(root, 'generated/package.json'), 'utf8')) as {
      version: string;
      dependencies: Record<string, string>;
    };
    expect(own.dependencies['teamcity-sdk']).toBe(client.version);
    expect(own.version).toBe(client.version);
    expect(Object.keys(own.dependencies)).toContain('@modelcontextprotocol/server');
    expect(Object.keys(client.dependencies).filter((d) => d.startsWith('@modelcontextprotocol/'))).toEqual([]);
    // The one schema library of both: the fake TeamCity's seed check is built on it (testing/model/seed-check.ts).
    expect(own.dependencies.zod).toBe(client.dependencies.zod);
  });

  it('carries its LICENSE and CHANGELOG.md, and refuses to pack without its build', async () => {
    const entries = (await run(['tar', '-tzf', mcp], root)).split('\n');
    expect(entries).toEqual(expect.arrayContaining(['package/LICENSE', 'package/CHANGELOG.md']));
    // Every file package.json's `files` names (README.md, SKILL.md, ...), and dist/.
    const { files } = JSON.parse(readFileSync(join(root, 'generated-mcp/package.json'), 'utf8')) as { files: string[] };
    expect(files).toContain('SKILL.md');
    for (const f of files)
      expect(
        entries.some((e) => e === `package/${f}` || e.startsWith(`package/${f}/`)),
        f,
      ).toBe(true);
    // The two packages carry one license and one changelog.
    for (const file of ['LICENSE', 'CHANGELOG.md'])
      expect(readFileSync(join(root, 'generated-mcp', file), 'utf8')).toBe(
        readFileSync(join(root, 'generated', file), 'utf8'),
      );
    const bare = project('bare');
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'])
      cpSync(join(root, 'generated-mcp', file), join(bare, file));
    await expect(run(['npm', 'pack', '--dry-run'], bare)).rejects.toThrow(
      /teamcity-sdk-mcp: dist\/ is missing\. Run npm run generate/,
    );
  });

  it('teamcity-sdk installed alone brings no MCP SDK', async () => {
    const alone = project('sdk-alone');
    await install(alone, [sdk]);
    expect(existsSync(join(alone, 'node_modules/teamcity-sdk'))).toBe(true);
    expect(existsSync(join(alone, 'node_modules/@modelcontextprotocol'))).toBe(false);
  }, 300_000);

  it("runs the README's configuration for before it is published, as written, from a checkout", async () => {
    const readme = readFileSync(join(root, 'generated-mcp/README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Before it is published'), readme.indexOf('## For agents'));
    const install = /```sh\n(npm install [^\n]+)\n```/.exec(section)![1]!;
    const config = JSON.parse(/```json\n([\s\S]+?)\n```/.exec(section)![1]!) as {
      mcpServers: { teamcity: { command: string; args: string[]; env: Record<string, string> } };
    };
    // Where the README says the checkout and the home folder are, these.
    const home = mkdtempSync(join(tmpdir(), 'tc-mcp-home-'));
    const here = (text: string) =>
      text.replaceAll('/path/to/teamcity-sdk', checkout).replaceAll('/home/you', home).replaceAll('~', home);
    await run(['sh', '-c', here(install)], home);
    const { command, args, env } = config.mcpServers.teamcity;
    expect(Object.keys(env)).toEqual(['TEAMCITY_URL', 'TEAMCITY_TOKEN']);
    const client = new Client({ name: 'unpublished', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command,
        args: args.map(here),
        env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'admin-token', PATH: process.env.PATH ?? '' },
        cwd: home,
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('teamcity_explain_failure');
    } finally {
      await client.close();
    }
  }, 300_000);

  it('installs beside teamcity-sdk, and its bin serves the tools over stdio', async () => {
    const dir = project('mcp-consumer');
    await install(dir, [sdk, mcp]);
    expect((await run([join(dir, 'node_modules/.bin/teamcity-sdk-mcp'), '--version'], dir)).trim()).toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    const client = new Client({ name: 'packed', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: join(dir, 'node_modules/.bin/teamcity-sdk-mcp'),
        env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'admin-token', PATH: process.env.PATH ?? '' },
        cwd: dir,
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(14);
      const r = await client.callTool({ name: 'teamcity_list_projects', arguments: {} });
      expect(r.isError).not.toBe(true);
      expect(r.structuredContent).toMatchObject({ projects: [{ id: '_Root' }] });
    } finally {
      await client.close();
    }
  }, 300_000);
});
