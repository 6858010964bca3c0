// `npm run generate`: regenerate generated/ from spec/ and build the package.
// `--check`: write nothing; exit 1 when generated/ is out of date with spec/.
// `--no-cache`: do not use or fill the local cache of earlier runs (node_modules/.cache/teamcity-sdk-generator).
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackage } from './build.js';
import { generatorSalt, NO_CACHE, openCache } from './cache.js';
import { defaultPaths, generate } from './generate.js';
import { InvalidSpecError } from './validate.js';
import { listFiles, writeFiles } from './write.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'generated');

async function main(): Promise<number> {
  const started = performance.now();
  // `--no-cache`: compute everything, as a first run does.
  const cache = process.argv.includes('--no-cache')
    ? NO_CACHE
    : openCache(join(root, 'node_modules/.cache/teamcity-sdk-generator'), generatorSalt(join(root, 'generator')));
  const files = await generate(defaultPaths(root), { cache });
  if (process.argv.includes('--check')) {
    const stale = [...files].filter(([p, text]) => !existsSync(join(outDir, p)) || readFileSync(join(outDir, p), 'utf8') !== text).map(([p]) => p);
    const extra = listFiles(outDir).map((f) => f.slice(outDir.length + 1)).filter((p) => !files.has(p));
    if (stale.length || extra.length) {
      console.error(`generated/ is out of date with spec/: run npm run generate.\n${[...stale, ...extra].map((p) => `  ${p}`).join('\n')}`);
      return 1;
    }
    console.log(`generated/ is up to date (${files.size} files).`);
    return 0;
  }
  const report = writeFiles(outDir, files);
  const ops = (JSON.parse(files.get('operations.json')!) as unknown[]).length;
  console.log(`generated ${ops} operations: ${report.written.length} files written, ${report.unchanged} unchanged, ${report.removed.length} removed.`);
  for (const p of report.written) console.log(`  wrote ${p}`);
  for (const p of report.removed) console.log(`  removed ${p}`);
  if (!process.argv.includes('--no-build')) {
    await buildPackage(outDir);
    console.log('built generated/dist (ESM, CommonJS, declarations).');
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof InvalidSpecError ? error.message : error);
    process.exit(1);
  },
);
