import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Project, type SourceFileStructure } from 'ts-morph';
import { parse } from 'yaml';
import { emitClient, emitIndex, emitModels } from './emit/client.js';
import { emitManifest } from './emit/manifest.js';
import { emitAreaModule } from './emit/operations.js';
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
  // Started first: the workers load prettier while the spec is read, and format each file as it is emitted.
  const formatter = createFormatter();
  try {
    const api = buildIr(paths);
    lap('load, validate, expand');
    const project = new Project({ useInMemoryFileSystem: true });
    const print = (path: string, structure: SourceFileStructure) => project.createSourceFile(path, structure).getFullText();
    for (const area of api.areas) formatter.add(`src/areas/${area.name}.ts`, print(`${area.name}.ts`, emitAreaModule(area)));
    formatter.add('src/client.ts', print('client.ts', emitClient(api)));
    formatter.add('src/models.ts', print('models.ts', emitModels(api)));
    formatter.add('src/index.ts', print('index.ts', emitIndex()));
    formatter.keep('operations.json', emitManifest(api));
    lap('emit (ts-morph)');
    const runtimeDir = join(paths.templates, 'runtime');
    for (const f of readdirSync(runtimeDir).sort()) formatter.add(`src/runtime/${f}`, readFileSync(join(runtimeDir, f), 'utf8'));
    formatter.add('tsconfig.build.json', readFileSync(join(paths.templates, 'tsconfig.build.json'), 'utf8'));
    const pkg = parse(readFileSync(join(paths.spec, 'package.yaml'), 'utf8')) as PackageInfo;
    for (const [path, text] of renderFiles(api, pkg, paths.templates)) formatter.add(path, text);
    lap('render (handlebars)');
    const files = await formatter.finish();
    lap('format (prettier, the part not overlapped by emitting)');
    return files;
  } finally {
    await formatter.close();
  }
}
