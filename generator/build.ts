import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { listFiles } from './write.js';

/**
 * Builds generated/src into dist/esm (ES modules), with the type declarations in dist/cjs (CommonJS, marked by its
 * own package.json). The code ships once, as ES modules: each CommonJS entry point package.json names is one line that
 * requires its ES module (Node's require(esm), unflagged from 20.19 and 22.12), so `require` and `import` share one
 * copy of the package and its state (one `TeamCityError` class), with no dual-package hazard. The command (`cli/`)
 * has no declarations: only the package's bin, an ES module, reaches it, and no export does.
 */
export async function buildPackage(pkgDir: string): Promise<void> {
  const dist = join(pkgDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: listFiles(join(pkgDir, 'src')).filter((f) => f.endsWith('.ts')),
    outbase: join(pkgDir, 'src'),
    outdir: join(dist, 'esm'),
    bundle: false,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  await tsc(join(pkgDir, 'tsconfig.build.json'));
  rmSync(join(dist, 'types', 'cli'), { recursive: true, force: true });
  // The declarations once, in dist/cjs, where they describe CommonJS modules (what `require` consumers, node10
  // resolution included, are typed against); each ES module entry point's declaration re-exports its CommonJS one (an
  // ES module may import CommonJS, not the other way round), so the types, comments included, ship once.
  cpSync(join(dist, 'types'), join(dist, 'cjs'), { recursive: true });
  rmSync(join(dist, 'types'), { recursive: true });
  writeFileSync(join(dist, 'cjs', 'package.json'), '{ "type": "commonjs" }\n');
  const twin = (file: string, from: string, to: string) =>
    relative(dirname(file), join(dist, to, relative(join(dist, from), file)))
      .split(sep)
      .join('/');
  for (const types of entryFiles(pkgDir, 'esm', 'd.ts')) {
    mkdirSync(dirname(types), { recursive: true });
    writeFileSync(types, `export * from '${twin(types, 'esm', 'cjs').replace(/\.d\.ts$/, '.js')}';\n`);
  }
  for (const script of entryFiles(pkgDir, 'cjs', 'js')) {
    mkdirSync(dirname(script), { recursive: true });
    writeFileSync(script, `module.exports = require('${twin(script, 'cjs', 'esm')}');\n`);
  }
}

/**
 * The files under `dist/<format>/` ending in `.<ext>` that package.json names (its `main`, `exports`, and `imports`,
 * which the sources import `#fetch` through), a declaration also for each module named: absolute paths.
 */
function entryFiles(pkgDir: string, format: 'esm' | 'cjs', ext: 'js' | 'd.ts'): string[] {
  const { main, exports, imports } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const named =
    JSON.stringify([main, exports, imports]).match(new RegExp(`"\\./dist/${format}/[^"]+?\\.(?:d\\.ts|js)"`, 'g')) ??
    [];
  const files = named
    .map((n) => n.slice(1, -1))
    .filter((n) => ext === 'd.ts' || n.endsWith('.js'))
    .map((n) => join(pkgDir, n.replace(/\.js$/, `.${ext}`)));
  return [...new Set(files)];
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
