// `npm run generate` and `npm run check` start here: main.ts run from one ES module that esbuild makes of it and of
// every file it imports but packages, kept in node_modules/.cache/teamcity-sdk-generator-run and made again when one
// of those files changed. Node then loads one file where it resolved and loaded a hundred through tsx's loader thread,
// which took a third of a regeneration after a spec edit. Plain JS, so that it runs before anything is compiled.
import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const entry = join(here, 'main.ts');
const dir = join(root, 'node_modules/.cache/teamcity-sdk-generator-run');
const bundle = join(dir, 'main.mjs');
/** The files the bundle was made from and the hash of their contents then. */
const record = join(dir, 'inputs.json');

/** How the generator is bundled: for this node, its packages imported from node_modules as they are. */
const BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  conditions: ['teamcity-sdk-source'],
};

/** One hash of the files' paths and contents; null when one cannot be read (it was moved or removed). */
function digest(files) {
  const hash = createHash('sha256');
  try {
    for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  } catch {
    return null;
  }
  return hash.digest('hex');
}

function fresh() {
  try {
    const { files, hash } = JSON.parse(readFileSync(record, 'utf8'));
    return statSync(bundle).isFile() && digest(files) === hash;
  } catch {
    return false;
  }
}

async function make() {
  const started = Date.now();
  const { build } = await import('esbuild');
  const { outputFiles, metafile } = await build({
    entryPoints: [entry],
    ...BUNDLE,
    // Every module of the generator finds its neighbours (format-worker.mjs) and the checkout from its own URL: all
    // of them are in generator/, so each is given main.ts's. GENERATOR_BUNDLE tells the generator it runs bundled, and
    // how to bundle what it imports at run time (fake-coverage.ts).
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href), GENERATOR_BUNDLE: JSON.stringify(BUNDLE) },
    sourcemap: 'inline',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const files = Object.keys(metafile.inputs)
    // `<define:GENERATOR_BUNDLE>` is esbuild's own, made from BUNDLE.
    .filter((input) => !input.startsWith('<'))
    .map((input) => join(root, input))
    .sort();
  mkdirSync(dir, { recursive: true });
  // The old record goes first: it must never vouch for the new bundle.
  rmSync(record, { force: true });
  // Written whole, then renamed: a run that starts meanwhile sees the old bundle or the new, never a part.
  const temporary = `${bundle}.${process.pid}`;
  writeFileSync(temporary, outputFiles[0].contents);
  renameSync(temporary, bundle);
  // A file saved while esbuild read it may be in the bundle as it was before: then nothing is recorded, and the next
  // run makes the bundle again.
  if (files.every((file) => statSync(file).mtimeMs < started))
    writeFileSync(record, JSON.stringify({ files, hash: digest(files) }));
}

// V8 optimises a function once it has run for its interrupt budget. A generation is a few seconds of a process that
// then ends, and prettier's large functions were optimised (on threads of V8's own) sooner than the optimised code
// paid back: six times V8's default budget takes a cold run about a fifth less CPU, and no run takes more. It is a V8
// option (`node --v8-options`), set before the prettier workers start, so they have it too; it changes no output.
setFlagsFromString('--interrupt-budget=400000');
let bundled = true;
if (!fresh()) {
  try {
    await make();
  } catch (error) {
    // A cache folder that cannot be written (or a generator esbuild cannot read, which tsx then reports) costs the
    // run its speed, not the run.
    console.error(
      `generator/run.mjs: not bundled (${error.message.split('\n')[0]}); running generator/main.ts with tsx.`,
    );
    bundled = false;
  }
}
if (bundled) {
  // A stack trace names the TypeScript source's lines, not the bundle's.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
} else {
  (await import('tsx/esm/api')).register();
  await import(pathToFileURL(entry).href);
}
