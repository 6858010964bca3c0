// `npm run generate`: regenerate generated/ from spec/ and build the package.
// `--check`: write nothing; exit 1 when generated/ is out of date with spec/.
// `--no-cache`: do not use or fill the local cache of earlier runs (node_modules/.cache/teamcity-sdk-generator).
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMcpPackage, buildPackage } from './build.js';
import { generatorSalt, NO_CACHE, openCache } from './cache.js';
import { buildIr, defaultPaths, generate } from './generate.js';
import { generateMcp } from './mcp.js';
import { InvalidSpecError } from './validate.js';
import { ownedFiles, writeFiles } from './write.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'generated');
/** The MCP server package, teamcity-sdk-mcp, beside it. */
const mcpDir = join(root, 'generated-mcp');

async function main(): Promise<number> {
  const started = performance.now();
  // `--no-cache`: compute everything, as a first run does.
  const cache = process.argv.includes('--no-cache')
    ? NO_CACHE
    : openCache(join(root, 'node_modules/.cache/teamcity-sdk-generator'), generatorSalt(join(root, 'generator')));
  // The spec is read once, for both packages.
  const api = buildIr(defaultPaths(root), { cache });
  // Warnings go to stderr: the run succeeds, and a script reading stdout sees only the report.
  const files = await generate(defaultPaths(root), { cache, api, onWarning: (message) => console.error(message) });
  const mcpFiles = await generateMcp(defaultPaths(root), { cache, api });
  if (process.argv.includes('--check')) {
    const outOfDate = (dir: string, made: Map<string, string>) => {
      const stale = [...made].filter(([p, text]) => !existsSync(join(dir, p)) || readFileSync(join(dir, p), 'utf8') !== text).map(([p]) => p);
      const extra = ownedFiles(dir).filter((p) => !made.has(p));
      return [...stale, ...extra].map((p) => `  ${dir.slice(root.length + 1)}/${p}`);
    };
    const out = [...outOfDate(outDir, files), ...outOfDate(mcpDir, mcpFiles)];
    if (out.length) {
      console.error(`generated/ or generated-mcp/ is out of date with spec/: run npm run generate.\n${out.join('\n')}`);
      return 1;
    }
    console.log(`generated/ and generated-mcp/ are up to date (${files.size} and ${mcpFiles.size} files).`);
    return 0;
  }
  const mcpReport = writeFiles(mcpDir, mcpFiles);
  const report = writeFiles(outDir, files);
  const ops = (JSON.parse(files.get('operations.json')!) as unknown[]).length;
  console.log(`generated ${ops} operations: ${report.written.length} files written, ${report.unchanged} unchanged, ${report.removed.length} removed.`);
  for (const p of report.written) console.log(`  wrote ${p}`);
  for (const p of report.removed) console.log(`  removed ${p}`);
  console.log(`generated-mcp/: ${mcpReport.written.length} files written, ${mcpReport.unchanged} unchanged, ${mcpReport.removed.length} removed.`);
  for (const p of mcpReport.written) console.log(`  wrote generated-mcp/${p}`);
  for (const p of mcpReport.removed) console.log(`  removed generated-mcp/${p}`);
  if (!process.argv.includes('--no-build')) {
    await buildPackage(outDir);
    console.log('built generated/dist (ESM, CommonJS, declarations).');
    await buildMcpPackage(mcpDir);
    console.log('built generated-mcp/dist (ESM, declarations).');
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
