import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFileStructure } from 'ts-morph';
import { parse } from 'yaml';
import { emitFields } from './emit/fields.js';
import { emitModels } from './emit/models.js';
import { emitManifest } from './emit/manifest.js';
import { emitRoutes } from './emit/routes.js';
import { expandSpec } from './expand.js';
import type { Api } from './ir.js';
import { loadSpec } from './load.js';
import { createFormatter } from './format.js';
import { renderFiles, type PackageInfo } from './render.js';
import { InvalidSpecError, validateSpec } from './validate.js';

export interface Paths {
  root: string;
  spec: string;
  templates: string;
}

export const defaultPaths = (root: string): Paths => ({ root, spec: join(root, 'spec'), templates: join(root, 'templates') });

/** load -> validate -> expand: the IR, or InvalidSpecError listing every mistake. */
export function buildIr(paths: Paths): Api {
  const spec = loadSpec(paths.spec, paths.root);
  const errors = validateSpec(spec);
  if (errors.length) throw new InvalidSpecError(errors);
  return expandSpec(spec);
}

/** The whole package as path -> content, formatted and in a stable order. Writes nothing. */
export async function generate(paths: Paths, onStage?: (stage: string, ms: number) => void): Promise<Map<string, string>> {
  let last = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    onStage?.(stage, now - last);
    last = now;
  };
  // Started first, and fed first with the files that need no ts-morph: the workers load prettier and format those
  // while this thread reads the spec, loads ts-morph (about half a second) and emits the areas.
  const formatter = createFormatter();
  try {
    for (const dir of ['runtime', 'testing']) {
      const from = join(paths.templates, dir);
      for (const f of readdirSync(from).sort()) formatter.add(`src/${dir}/${f}`, readFileSync(join(from, f), 'utf8'));
    }
    formatter.add('tsconfig.build.json', readFileSync(join(paths.templates, 'tsconfig.build.json'), 'utf8'));
    const api = buildIr(paths);
    lap('load, validate, expand');
    const pkg = parse(readFileSync(join(paths.spec, 'package.yaml'), 'utf8')) as PackageInfo;
    for (const [path, text] of renderFiles(api, pkg, paths.templates)) formatter.add(path, text);
    formatter.keep('operations.json', emitManifest(api));
    formatter.add('src/testing/routes.ts', emitRoutes(api));
    lap('render (handlebars), operations.json');
    const [{ Project }, { emitAreaModule }, { emitClient, emitIndex }, { emitLocators }] = await Promise.all([
      import('ts-morph'),
      import('./emit/operations.js'),
      import('./emit/client.js'),
      import('./emit/locators.js'),
    ]);
    lap('import ts-morph');
    const project = new Project({ useInMemoryFileSystem: true });
    const print = (path: string, structure: SourceFileStructure) => project.createSourceFile(path, structure).getFullText();
    for (const area of api.areas) formatter.add(`src/areas/${area.name}.ts`, print(`${area.name}.ts`, emitAreaModule(area)));
    formatter.add('src/client.ts', print('client.ts', emitClient(api)));
    formatter.add('src/models.ts', print('models.ts', emitModels(api)));
    formatter.add('src/fields.ts', print('fields.ts', emitFields(api)));
    formatter.add('src/locators.ts', print('locators.ts', emitLocators(api)));
    formatter.add('src/index.ts', print('index.ts', emitIndex()));
    lap('emit (ts-morph)');
    const files = await formatter.finish();
    lap('format (prettier, the part not overlapped by the stages above)');
    return files;
  } finally {
    await formatter.close();
  }
}
