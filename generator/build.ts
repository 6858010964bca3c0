import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { listFiles } from './write.js';

/**
 * Builds generated/src into dist/esm (ES modules) and dist/cjs (CommonJS, marked by its own package.json), with
 * the type declarations in dist/cjs. The command (`cli/`) is in dist/esm only: only the package's bin, an ES module,
 * reaches it, and no export does.
 */
export async function buildPackage(pkgDir: string): Promise<void> {
  const dist = join(pkgDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const entryPoints = listFiles(join(pkgDir, 'src')).filter((f) => f.endsWith('.ts'));
  const common = {
    entryPoints,
    outbase: join(pkgDir, 'src'),
    bundle: false,
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'warning',
  } as const;
  const commandOnly = join(pkgDir, 'src', 'cli', sep);
  await Promise.all([
    build({ ...common, outdir: join(dist, 'esm'), format: 'esm' }),
    build({
      ...common,
      entryPoints: entryPoints.filter((f) => !f.startsWith(commandOnly)),
      outdir: join(dist, 'cjs'),
      format: 'cjs',
    }),
  ]);
  writeFileSync(join(dist, 'cjs', 'package.json'), '{ "type": "commonjs" }\n');
  // dist/cjs is a package scope of its own, where the root's import map (`#fetch`, `#build-properties`) does not reach
  // (and an import map in a nested package.json is one tools disagree on): CommonJS, which browsers get only from
  // bundlers, requires the Node modules.
  for (const [file, name] of [
    ['transport.js', 'fetch'],
    ['index.js', 'build-properties'],
  ]) {
    const path = join(dist, 'cjs', 'runtime', file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(`require("#${name}")`, `require("./${name}.js")`));
  }
  await tsc(join(pkgDir, 'tsconfig.build.json'));
  rmSync(join(dist, 'types', 'cli'), { recursive: true, force: true });
  // The declarations once, in dist/cjs; each ES module entry point's declaration re-exports its CommonJS one (an ES
  // module may import CommonJS, not the other way round), so the types, comments included, ship once.
  cpSync(join(dist, 'types'), join(dist, 'cjs'), { recursive: true });
  rmSync(join(dist, 'types'), { recursive: true });
  for (const types of esmEntryTypes(pkgDir)) {
    const stub = join(pkgDir, types);
    const target = relative(dirname(stub), join(dist, 'cjs', relative(join(dist, 'esm'), stub)))
      .split(sep)
      .join('/');
    mkdirSync(dirname(stub), { recursive: true });
    writeFileSync(stub, `export * from '${target.replace(/\.d\.ts$/, '.js')}';\n`);
  }
}

/**
 * The declaration files of the ES modules package.json names (its `exports`, and its `imports`, which the sources
 * import `#fetch` through): `./dist/esm/....d.ts`, beside each module named.
 */
function esmEntryTypes(pkgDir: string): string[] {
  const { exports, imports } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const named = JSON.stringify([exports, imports]).match(/"\.\/dist\/esm\/[^"]+?\.(?:d\.ts|js)"/g) ?? [];
  return [...new Set(named.map((n) => n.slice(1, -1).replace(/\.js$/, '.d.ts')))];
}

/**
 * Builds generated-mcp/src into dist/ (ES modules and type declarations): a Node bin and library, ESM only as its
 * MCP SDK is. teamcity-sdk is imported, not bundled; its declarations come from generated/dist, built just before.
 */
export async function buildMcpPackage(pkgDir: string): Promise<void> {
  const dist = join(pkgDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const entryPoints = listFiles(join(pkgDir, 'src')).filter((f) => f.endsWith('.ts'));
  await build({
    entryPoints,
    outbase: join(pkgDir, 'src'),
    outdir: dist,
    bundle: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  await tsc(join(pkgDir, 'tsconfig.build.json'));
}

/**
 * Runs tsc on a project, its messages on our output. Asynchronous: a process that builds while it serves others (the
 * test run's, test/helpers/build-once.ts) keeps serving meanwhile.
 */
async function tsc(project: string): Promise<void> {
  const bin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const [code] = (await once(spawn(process.execPath, [bin, '-p', project], { stdio: 'inherit' }), 'close')) as [
    number | null,
  ];
  if (code !== 0) throw new Error(`tsc -p ${project} failed (exit code ${code})`);
}
