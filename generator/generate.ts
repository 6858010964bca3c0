import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFileStructure } from 'ts-morph';
import { emitManifest } from './emit/manifest.js';
import { expandSpec } from './expand.js';
import type { Api } from './ir.js';
import { loadSpec } from './load.js';
import { NO_CACHE, type Cache } from './cache.js';
import { createFormatter, type FormatPool } from './format.js';
import { addReleaseFiles } from './release-files.js';
import { renderFiles } from './render.js';
import type { Spec } from './schema.js';
import { InvalidSpecError, readPackage, validateSpec } from './validate.js';

export interface Paths {
  root: string;
  spec: string;
  /** The handlebars templates of the non-code files. */
  templates: string;
  /** The package folder (generated/): the fake's handler modules, hand-written in place, are read for its docs. */
  out: string;
}

export const defaultPaths = (root: string): Paths => ({
  root,
  spec: join(root, 'spec'),
  templates: join(root, 'templates'),
  out: join(root, 'generated'),
});

export interface ReadOptions {
  /** Parsed spec files from earlier runs (see cache.ts); none by default. */
  cache?: Cache;
  /** `optional`: a spec that lacks only words (summaries, input descriptions) is read, as spec:import and spec:drift do. */
  words?: 'required' | 'optional';
  /** `optional`: a spec without the first lines that name its JSON Schemas is read, as api:diff reads an older one. */
  editor?: 'required' | 'optional';
}

/** load -> validate: the spec as its schema gives it, or InvalidSpecError listing every mistake. */
export function readSpec(
  paths: Pick<Paths, 'root' | 'spec'>,
  { cache = NO_CACHE, words = 'required', editor = 'required' }: ReadOptions = {},
): Spec {
  const { spec, errors } = validateSpec(loadSpec(paths.spec, paths.root, cache));
  const refused = errors.filter((e) => !(words === 'optional' && e.words) && !(editor === 'optional' && e.editor));
  if (refused.length || !spec) throw new InvalidSpecError(refused);
  return spec;
}

/** load -> validate -> expand: the IR, or InvalidSpecError listing every mistake. */
export function buildIr(paths: Pick<Paths, 'root' | 'spec'>, options: ReadOptions = {}): Api {
  return expandSpec(readSpec(paths, options));
}

export interface GenerateOptions {
  /** Called after each stage with its time. */
  onStage?: (stage: string, ms: number) => void;
  /** Parsed spec files and formatted files from earlier runs (see cache.ts); none by default. */
  cache?: Cache;
  /** The IR, when the caller has read the spec already (`npm run generate` reads it once for both packages). */
  api?: Api;
  /** Told what is generated but wants a person's attention (an operation the fake has no handler for); nothing by default. */
  onWarning?: (message: string) => void;
  /** The prettier workers to format with (`--watch` keeps them between runs); by default this run's own. */
  pool?: FormatPool;
}

/** The warning for operations the fake TeamCity has neither a handler nor a `notSimulated` entry for. */
export function unhandledWarning(ids: readonly string[]): string | null {
  if (!ids.length) return null;
  return [
    `warning: the fake TeamCity has no handler for ${ids.length} operation(s); it answers them 501 and docs/testing.md lists them as not simulated.`,
    'Add a handler, or the id to notSimulated, in generated/src/testing/handlers/<area>.ts:',
    ...ids.map((id) => `  ${id}`),
  ].join('\n');
}

/** The whole package as path -> content, formatted and in a stable order. Writes nothing. */
export async function generate(
  paths: Paths,
  { onStage, onWarning, cache = NO_CACHE, pool, ...given }: GenerateOptions = {},
): Promise<Map<string, string>> {
  let last = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    onStage?.(stage, now - last);
    last = now;
  };
  const formatter = createFormatter({ cache, pool });
  try {
    // The hand-written half of the package lives in place under src/ (write.ts's HAND_WRITTEN): nothing to copy.
    formatter.add('tsconfig.build.json', readFileSync(join(paths.templates, 'tsconfig.build.json'), 'utf8'));
    const api = given.api ?? buildIr(paths, { cache });
    if (!given.api) lap('load, validate, expand');
    const pkg = readPackage(paths.spec, paths.root);
    addReleaseFiles(formatter, paths.root, paths.templates, pkg);
    formatter.addAsIs('operations.json', emitManifest(api));
    // The markdown first: prettier formats it while the TypeScript is emitted.
    const { fakeCoverage } = await import('./fake-coverage.js');
    // The fake's docs name what its handler modules simulate, read as syntax.
    const fake = await fakeCoverage(api, join(paths.out, 'src/testing/handlers'), cache);
    const warning = unhandledWarning(fake.unhandled);
    if (warning) onWarning?.(warning);
    for (const [path, { text, key }] of renderFiles(api, pkg, paths.templates, fake))
      formatter.add(path, text, cache === NO_CACHE ? null : key);
    lap('render (handlebars) markdown, with what the fake simulates');
    const [
      { emitAreaModule },
      { emitClient, emitIndex },
      { emitLocators },
      { emitFields },
      { emitModels },
      { emitOperationTable },
      { emitWire },
      { addEmitted },
    ] = await Promise.all([
      import('./emit/operations.js'),
      import('./emit/client.js'),
      import('./emit/locators.js'),
      import('./emit/fields.js'),
      import('./emit/models.js'),
      import('./emit/table.js'),
      import('./emit/wire.js'),
      import('./emit/print.js'),
    ]);
    lap('import the emitters');
    // Each file is emitted, then printed by ts-morph and queued for prettier before the next is emitted.
    const emitted: [string, () => SourceFileStructure | SourceFileStructure[]][] = [
      ...api.areas.map(
        (area) => [`src/areas/${area.name}.ts`, () => emitAreaModule(area)] as [string, () => SourceFileStructure],
      ),
      ['src/client.ts', () => emitClient(api)],
      ['src/models.ts', () => emitModels(api)],
      ['src/fields.ts', () => emitFields(api)],
      ['src/locators.ts', () => emitLocators(api)],
      ['src/index.ts', () => emitIndex()],
      ['src/operations.ts', () => emitOperationTable(api)],
      ['src/wire.ts', () => emitWire(api)],
    ];
    for (const [path, emit] of emitted) addEmitted(formatter, path, emit(), cache);
    lap('emit structures, print those not in the cache (ts-morph)');
    const files = await formatter.finish();
    lap('prettier (the part not overlapped by the stages above)');
    return files;
  } finally {
    await formatter.close();
  }
}
