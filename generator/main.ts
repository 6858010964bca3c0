// `npm run generate`: regenerate generated/, generated-mcp/ and spec/schema/ from spec/ and build the packages.
// `--check`: write nothing; exit 1 when any of them is out of date with spec/.
// `--no-cache`: do not use or fill the local cache of earlier runs (node_modules/.cache/teamcity-sdk-generator).
// `--no-build`: write the sources only.
// `--timings`: also print, to stderr, how long each stage of generated/'s generation took, as `timing: <ms> <stage>`.
// `--watch`: regenerate (without building) after each save of a spec file, a template or a fake handler module, and
// keep going after a mistake. `--root <dir>`: read spec/ and templates/ and write the output under dir instead of this
// checkout (a test runs the generator on a copy; the cache stays this checkout's).
import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildMcpPackage, buildPackage } from './build.js';
import { checkoutCache, NO_CACHE, type Cache } from './cache.js';
import { createFormatPool } from './format.js';
import { buildIr, defaultPaths, generate } from './generate.js';
import { jsonSchemas, SCHEMA_DIR } from './json-schema.js';
import { generateMcp } from './mcp.js';
import { InvalidSpecError } from './validate.js';
import { ownedFiles, writeFiles } from './write.js';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    watch: { type: 'boolean', default: false },
    timings: { type: 'boolean', default: false },
    root: { type: 'string' },
  },
});
const checkout = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = args.root === undefined ? checkout : resolve(args.root);
const paths = defaultPaths(root);
const outDir = paths.out;
/** The MCP server package, teamcity-sdk-mcp, beside it. */
const mcpDir = join(root, 'generated-mcp');
/** The JSON Schemas of the spec files (json-schema.ts), for editors. */
const schemaDir = join(paths.spec, SCHEMA_DIR);

/**
 * Prettier's workers, for every run of this process: both packages of a run, and every run of `--watch`, format on
 * the same threads, so prettier and its parsers load once.
 */
const pool = createFormatPool();

const timing = (ms: number, stage: string) => console.error(`timing: ${ms.toFixed(0)} ${stage}`);
const onStage = args.timings ? (stage: string, ms: number) => timing(ms, stage) : undefined;

/** Every output folder, what the generator makes for it, and the name it is reported by. */
async function make(cache: Cache): Promise<[dir: string, files: Map<string, string>][]> {
  // From the process's start: node's own, and loading the generator.
  if (args.timings) timing(performance.now(), 'start-up: node, and loading the generator');
  // The spec is read once, for both packages.
  const reading = performance.now();
  const api = buildIr(paths, { cache });
  if (args.timings) timing(performance.now() - reading, 'load, validate, expand');
  // Both at once, so the MCP package's files are emitted while prettier formats the other's.
  const [files, mcpFiles] = await Promise.all([
    // Warnings go to stderr: the run succeeds, and a script reading stdout sees only the report.
    generate(paths, { cache, api, pool, onWarning: (message) => console.error(message), onStage }),
    generateMcp(paths, { cache, api, pool }),
  ]);
  return [
    [outDir, files],
    [mcpDir, mcpFiles],
    [schemaDir, jsonSchemas()],
  ];
}

const shown = (dir: string) => relative(root, dir).split(sep).join('/');

async function check(cache: Cache): Promise<number> {
  const outOfDate = ([dir, made]: [string, Map<string, string>]) => {
    const stale = [...made]
      .filter(([p, text]) => !existsSync(join(dir, p)) || readFileSync(join(dir, p), 'utf8') !== text)
      .map(([p]) => p);
    const extra = ownedFiles(dir).filter((p) => !made.has(p));
    return [...stale, ...extra].map((p) => `  ${shown(dir)}/${p}`);
  };
  const made = await make(cache);
  const out = made.flatMap(outOfDate);
  if (out.length) {
    console.error(
      `generated/, generated-mcp/ or spec/schema/ is out of date with spec/: run npm run generate.\n${out.join('\n')}`,
    );
    return 1;
  }
  console.log(
    `generated/, generated-mcp/ and spec/schema/ are up to date (${made.map(([, f]) => f.size).join(', ')} files).`,
  );
  return 0;
}

/** Generates and writes; builds the packages unless `build` is false. */
async function run(cache: Cache, build: boolean): Promise<void> {
  const started = performance.now();
  const made = await make(cache);
  for (const [dir, files] of made) {
    const report = writeFiles(dir, files);
    console.log(
      `${shown(dir)}/: ${report.written.length} files written, ${report.unchanged} unchanged, ${report.removed.length} removed.`,
    );
    for (const p of report.written) console.log(`  wrote ${shown(dir)}/${p}`);
    for (const p of report.removed) console.log(`  removed ${shown(dir)}/${p}`);
  }
  const ops = (JSON.parse(made[0]![1].get('operations.json')!) as unknown[]).length;
  if (build) {
    await buildPackage(outDir);
    console.log('built generated/dist (ES modules, CommonJS entry points, declarations).');
    await buildMcpPackage(mcpDir);
    console.log('built generated-mcp/dist (ESM, declarations).');
  }
  console.log(`generated ${ops} operations in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

const report = (error: unknown) => console.error(error instanceof InvalidSpecError ? error.message : error);

/**
 * Regenerates after each save under spec/ (but spec/schema/, which it writes), templates/ and the fake's handler
 * modules (their docs say what they simulate). Saves within DEBOUNCE_MS are one regeneration; a save during one
 * starts another when it ends. A mistake is printed and the watch goes on.
 */
const DEBOUNCE_MS = 100;
async function watchAndRegenerate(cache: Cache): Promise<void> {
  const watched = [paths.spec, paths.templates, join(outDir, 'src/testing/handlers')];
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const once = async () => {
    running = true;
    try {
      await run(cache, false);
      console.log('regenerated; watching for changes.');
    } catch (error) {
      report(error);
      console.error('not regenerated; watching for the next save.');
    }
    running = false;
    if (again) {
      again = false;
      void once();
    }
  };
  const changed = (dir: string, name: string | null) => {
    const path = name === null ? dir : join(dir, name);
    if (path === schemaDir || path.startsWith(schemaDir + sep)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) again = true;
      else void once();
    }, DEBOUNCE_MS);
  };
  // Recursive watching on Linux needs Node 20.13 or later (engines says 20): the spec's folders are two deep.
  const watchers: FSWatcher[] = watched.map((dir) => watch(dir, { recursive: true }, (_, name) => changed(dir, name)));
  process.once('SIGINT', () => {
    for (const w of watchers) w.close();
    clearTimeout(timer);
    // The last thing that keeps the process alive: a run still formatting ends with an error, and nothing is written.
    void pool.close();
  });
  console.log(`watching ${watched.map(shown).join(', ')}.`);
  await once();
}

async function main(): Promise<number> {
  // `--no-cache`: compute everything, as a first run does.
  const cache = args['no-cache'] ? NO_CACHE : checkoutCache(checkout);
  if (args.check) return check(cache);
  if (args.watch) {
    await watchAndRegenerate(cache);
    return new Promise(() => {});
  }
  await run(cache, !args['no-build']);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    report(error);
    process.exit(1);
  },
);
