// `npm pack` of generated/ gives a package that installs and works in a fresh project: ESM, CommonJS, types.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publint } from 'publint';
import { builtPackage } from './helpers/built-package.js';
import { specOperations } from './helpers/spec.js';
import { listFiles } from '../generator/write.js';
import { echoHandler, startServer } from './helpers/server.js';

const pkgDir = join(import.meta.dirname, '../generated');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
let project: string;
let tarball: string;
let server: Awaited<ReturnType<typeof startServer>>;
// Asynchronous, so the in-process server keeps answering while a child process calls it.
const run = async (args: string[], cwd = project) => {
  try {
    return (await promisify(execFile)(args[0]!, args.slice(1), { cwd, encoding: 'utf8' })).stdout;
  } catch (e) {
    const { stdout, stderr } = e as { stdout: string; stderr: string };
    throw new Error(`${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
};

beforeAll(async () => {
  // generated/dist is built once for the whole run (test/helpers/build-once.ts).
  [server] = await Promise.all([startServer(echoHandler), builtPackage()]);
  const packDir = mkdtempSync(join(tmpdir(), 'tc-pack-'));
  await run(['npm', 'pack', '--silent', '--pack-destination', packDir], pkgDir);
  tarball = join(
    packDir,
    readdirSync(packDir).find((f) => f.endsWith('.tgz'))!,
  );
  project = mkdtempSync(join(tmpdir(), 'tc-consumer-'));
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true }\n');
  await run(['npm', 'install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', tarball]);
}, 300_000);
afterAll(() => server?.close());

describe('the packed package', () => {
  it('holds every source once, as an ES module, its declarations once, one-line entry points for the other module system, and no source', async () => {
    const packed = new Set(
      (await run(['tar', '-tzf', tarball]))
        .trim()
        .split('\n')
        .map((p) => p.replace(/^package\//, '')),
    );
    const sources = listFiles(join(pkgDir, 'src'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => relative(join(pkgDir, 'src'), f).split(sep).join('/').replace(/\.ts$/, ''));
    expect(sources).toContain('runtime/request');
    // The code once, as ES modules, in dist/esm; the declarations once, in dist/cjs. Each entry point package.json
    // names has the other half as one line: in dist/esm a declaration that re-exports its CommonJS twin, in dist/cjs a
    // script that requires its ES module (require(esm)).
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
      main: string;
      exports: Record<string, string | { import: { types: string }; require: { default: string } }>;
      files: string[];
    };
    const entries = Object.values(pkg.exports).flatMap((e) => (typeof e === 'object' ? [e] : []));
    const esmTypes = [...packed].filter((p) => p.startsWith('dist/esm/') && p.endsWith('.d.ts'));
    expect(esmTypes).toEqual(expect.arrayContaining(entries.map((e) => e.import.types.replace(/^\.\//, ''))));
    const cjsScripts = [...packed].filter((p) => p.startsWith('dist/cjs/') && p.endsWith('.js'));
    expect(cjsScripts.sort()).toEqual(
      [...new Set([pkg.main, ...entries.map((e) => e.require.default)])].map((p) => p.replace(/^\.\//, '')).sort(),
    );
    const twin = (file: string, from: string, to: string) =>
      relative(dirname(file), file.replace(from, to)).split(sep).join('/');
    for (const types of esmTypes)
      expect(readFileSync(join(pkgDir, types), 'utf8'), types).toBe(
        `export * from '${twin(types, 'dist/esm/', 'dist/cjs/').replace(/\.d\.ts$/, '.js')}';\n`,
      );
    for (const script of cjsScripts)
      expect(readFileSync(join(pkgDir, script), 'utf8'), script).toBe(
        `module.exports = require('${twin(script, 'dist/cjs/', 'dist/esm/')}');\n`,
      );
    // The command (cli/) has no declarations: no export reaches it.
    const expected = [
      ...sources.flatMap((m) =>
        m.startsWith('cli/') ? [`dist/esm/${m}.js`] : [`dist/esm/${m}.js`, `dist/cjs/${m}.d.ts`],
      ),
      ...esmTypes,
      ...cjsScripts,
    ];
    const docs = listFiles(join(pkgDir, 'docs')).map((f) => relative(pkgDir, f).split(sep).join('/'));
    expect([...packed].sort()).toEqual(
      [
        ...expected,
        ...docs,
        // The files (not folders) package.json's `files` names: README.md, SKILL.md, operations.json, ...
        ...pkg.files.filter((f) => !['dist', 'docs'].includes(f)),
        'package.json',
        'dist/cjs/package.json',
      ].sort(),
    );
  });

  it('works from ES modules: root, an area subpath and operations.json', async () => {
    writeFileSync(
      join(project, 'esm.mjs'),
      `import { createClient } from 'teamcity-sdk';
import { serveUsers } from 'teamcity-sdk/users';
import { getAllTestOccurrences } from 'teamcity-sdk/testOccurrences';
import ops from 'teamcity-sdk/operations.json' with { type: 'json' };
const tc = createClient({ baseUrl: process.argv[2] });
const viaNamespace = await tc.users.serveUsers({ fields: 'count' });
const viaFunction = await serveUsers(tc, { fields: 'id' });
const imported = await getAllTestOccurrences(tc, { locator: 'build:1' });
console.log(JSON.stringify([ops.length, viaNamespace.echo.url, viaFunction.echo.url, imported.echo.url]));`,
    );
    expect(JSON.parse(await run(['node', 'esm.mjs', server.url]))).toEqual([
      specOperations().length,
      '/app/rest/users?fields=count',
      '/app/rest/users?fields=id',
      '/app/rest/testOccurrences?locator=build%3A1',
    ]);
  });

  it('serves the fake TeamCity from teamcity-sdk/testing, in ES modules and CommonJS', async () => {
    writeFileSync(
      join(project, 'fake.mjs'),
      `import { createClient } from 'teamcity-sdk';
import { startFakeTeamCity } from 'teamcity-sdk/testing';
const server = await startFakeTeamCity({ seed: { projects: [{ id: 'P', name: 'Packed' }] } });
const tc = createClient({ baseUrl: server.url, auth: { token: 'admin-token' } });
const project = await tc.projects.serveProject({ projectLocator: 'P' });
await server.close();
console.log(JSON.stringify([project.name]));`,
    );
    expect(JSON.parse(await run(['node', 'fake.mjs']))).toEqual(['Packed']);
    writeFileSync(join(project, 'fake.cjs'), `console.log(typeof require('teamcity-sdk/testing').startFakeTeamCity);`);
    expect((await run(['node', 'fake.cjs'])).trim()).toBe('function');
  });

  it('works from CommonJS', async () => {
    writeFileSync(
      join(project, 'cjs.cjs'),
      `const { createClient, TeamCityApiError } = require('teamcity-sdk');
const projects = require('teamcity-sdk/projects');
createClient({ baseUrl: process.argv[2] }).root.serveVersion().then((v) =>
  console.log(JSON.stringify([v, typeof projects.delete, typeof TeamCityApiError])));`,
    );
    expect(JSON.parse(await run(['node', 'cjs.cjs', server.url]))).toEqual([
      'text:GET /app/rest/version',
      'function',
      'function',
    ]);
  });

  it('is one package whether required or imported: require(esm), one TeamCityError class, one client state, no warning', async () => {
    writeFileSync(
      join(project, 'one.cjs'),
      `const required = require('teamcity-sdk');
const { serveBuild } = require('teamcity-sdk/builds');
import('teamcity-sdk').then(async (imported) => {
  const builds = await import('teamcity-sdk/builds');
  const tc = required.createClient({ baseUrl: process.argv[2] });
  const error = await serveBuild(tc, {}).catch((e) => e);
  // A client's state is kept by the runtime's module, once: a client made through require serves an imported function.
  const answer = await builds.serveBuild(tc, { buildLocator: 'id:1' });
  console.log(JSON.stringify([
    required.TeamCityError === imported.TeamCityError,
    serveBuild === builds.serveBuild,
    error instanceof imported.TeamCityInputError,
    error.name,
    answer.echo.url,
  ]));
});`,
    );
    const { stdout, stderr } = await promisify(execFile)('node', ['one.cjs', server.url], {
      cwd: project,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toEqual([true, true, true, 'TeamCityInputError', '/app/rest/builds/id:1']);
    // Required from node_modules, an ES module loads without Node's ExperimentalWarning.
    expect(stderr).toBe('');
  });

  it('falls back to cross-fetch where there is no global fetch', async () => {
    writeFileSync(
      join(project, 'no-fetch.mjs'),
      `delete globalThis.fetch;
const { createClient } = await import('teamcity-sdk');
console.log(JSON.stringify([typeof globalThis.fetch, await createClient({ baseUrl: process.argv[2] }).root.serveVersion()]));`,
    );
    expect(JSON.parse(await run(['node', 'no-fetch.mjs', server.url]))).toEqual([
      'undefined',
      'text:GET /app/rest/version',
    ]);
  });

  it('bundles for browsers only what the operations imported use', async () => {
    const bundle = async (code: string) => {
      const out = await build({
        stdin: { contents: code, resolveDir: project },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      });
      return out.outputFiles[0]!.text;
    };
    const transport = `import { createTransport } from 'teamcity-sdk'; const t = createTransport({ baseUrl: 'https://tc' });`;
    // Marks of typed-locator rendering, the CSRF token fetch, file answers, path parameters that keep their `/` (the
    // dot-segment check in every encoding), the check of a text body, the cross-fetch fallback and the XML `<errors>`
    // parser (only for operations whose Accept admits XML: TeamCity answers errors in the format asked for).
    const marks = (text: string) =>
      ['$base64', 'getSetCookie', 'arrayBuffer', '%2e', 'body must be a string', 'cross-fetch', '<message>'].filter(
        (m) => text.includes(m),
      );
    const builds = (fn: string, args: string) =>
      bundle(`${transport} import { ${fn} } from 'teamcity-sdk/builds'; ${fn}(t, ${args});`);
    expect(
      marks(await bundle(`${transport} import { serveVersion } from 'teamcity-sdk/root'; serveVersion(t);`)),
    ).toEqual([]);
    expect(marks(await builds('serveBuild', `{ buildLocator: '1' }`))).toEqual(['$base64']);
    expect(marks(await builds('addTags', `{ buildLocator: '1' }`))).toEqual(['$base64', 'getSetCookie']);
    expect(marks(await builds('getContent', `{ buildLocator: '1', path: 'a' }`))).toEqual([
      '$base64',
      'arrayBuffer',
      '%2e',
      '<message>',
    ]);
    expect(marks(await builds('getChildren', `{ buildLocator: '1', path: 'a' }`))).toEqual(['$base64', '%2e']);
    expect(marks(await builds('pinBuild', `{ buildLocator: '1', body: 'why' }`))).toEqual([
      '$base64',
      'getSetCookie',
      'body must be a string',
      '<message>',
    ]);
    // A client shows its summary to Node's util.inspect through the hook's registered name (a transport needs none:
    // its own fields are the summary): the browser bundle imports nothing, node:util included.
    const client = await bundle(
      `import { createClient } from 'teamcity-sdk'; export const c = createClient({ baseUrl: 'https://tc' });`,
    );
    expect(client).toContain('Symbol.for("nodejs.util.inspect.custom")');
    expect(client.match(/.{0,40}(\bimport\b|require\().{0,40}/g)).toBeNull();
    expect(await bundle(`${transport} export { t };`)).not.toContain('nodejs.util.inspect.custom');
    // authFromBuildProperties reads a file: the browser gets a stub, without node:fs or the properties parser.
    const properties = await bundle(`export { authFromBuildProperties } from 'teamcity-sdk';`);
    expect(properties).toContain('Node.js only');
    expect(properties).not.toMatch(/node:fs|parseLines|readFileSync/);
  });

  it('carries types for both module systems', async () => {
    writeFileSync(
      join(project, 'use.mts'),
      `import { createClient, type Builds } from 'teamcity-sdk';
import { delete as del } from 'teamcity-sdk/projects';
import { startFakeTeamCity, type FakeTeamCity } from 'teamcity-sdk/testing';
export const fake: Promise<FakeTeamCity> = startFakeTeamCity({ errorFormat: 'structured' });
const tc = createClient({ baseUrl: 'https://tc' });
export const b: Promise<Builds> = tc.builds.serveAllBuilds({ count: 1 });
export const d: Promise<void> = del(tc, { projectLocator: 'P', featureLocator: 'f' });`,
    );
    writeFileSync(
      join(project, 'use.cts'),
      `import sdk = require('teamcity-sdk');
export const v: Promise<string> = sdk.createClient({ baseUrl: 'https://tc' }).root.serveVersion();`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          noEmit: true,
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: [],
        },
        files: ['use.mts', 'use.cts'],
      }),
    );
    expect(await run([process.execPath, tsc, '-p', '.'])).toBe('');
    // TypeScript's node10 resolution reads no exports map: package.json's typesVersions give it the declarations.
    writeFileSync(
      join(project, 'use-node10.ts'),
      `import sdk = require('teamcity-sdk');
import builds = require('teamcity-sdk/builds');
const tc = sdk.createClient({ baseUrl: 'https://tc' });
export const b: Promise<sdk.Build> = builds.serveBuild(tc, { buildLocator: 'id:1' });`,
    );
    writeFileSync(
      join(project, 'tsconfig.node10.json'),
      JSON.stringify({
        compilerOptions: {
          noEmit: true,
          strict: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: [],
        },
        files: ['use-node10.ts'],
      }),
    );
    expect(await run([process.execPath, tsc, '-p', 'tsconfig.node10.json'])).toBe('');
  });

  it('installs the teamcity-sdk bin, executable in the tarball, and runs it with npx', async () => {
    const listing = await run(['tar', '-tvzf', tarball]);
    expect(listing).toMatch(/^-rwxr-xr-x .* package\/dist\/esm\/cli\/main\.js$/m);
    expect((await run(['npx', '--no-install', 'teamcity-sdk', '--version'])).trim()).toBe(
      JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version,
    );
    expect(
      await run([join(project, 'node_modules/.bin/teamcity-sdk'), 'root', 'serve-version', '--url', server.url]),
    ).toBe('text:GET /app/rest/version\n');
  });

  it('resolves every subpath with types under node10, node16 (CommonJS and ESM) and bundlers (attw)', async () => {
    const attw = join(
      dirname(createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')),
      'dist/index.js',
    );
    // attw exits non-zero on any problem; the table lists each entry point it checked.
    const out = await run([process.execPath, attw, tarball, '--format', 'table-flipped'], pkgDir);
    expect(out).toContain('No problems found');
    for (const sub of [
      '"teamcity-sdk"',
      '"teamcity-sdk/builds"',
      '"teamcity-sdk/testing"',
      '"teamcity-sdk/operations"',
    ])
      expect(out).toContain(sub);
  });

  it('carries the MIT LICENSE (CHANGELOG.md too: the listing above), and refuses to pack without its build', async () => {
    expect(readFileSync(join(pkgDir, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    // A copy without dist/ (the shared generated/dist stays as it is).
    const bare = mkdtempSync(join(tmpdir(), 'tc-pack-bare-'));
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'])
      copyFileSync(join(pkgDir, file), join(bare, file));
    await expect(run(['npm', 'pack', '--dry-run'], bare)).rejects.toThrow(
      /teamcity-sdk: dist\/ is missing\. Run npm run generate/,
    );
  });

  it('has no publint errors, warnings or suggestions', async () => {
    const { messages } = await publint({ pkgDir, pack: 'npm' });
    expect(messages).toEqual([]);
  });
});
