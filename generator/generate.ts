import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Project, type SourceFileStructure } from 'ts-morph';
import { parse } from 'yaml';
import { emitClient, emitIndex } from './emit/client.js';
import { emitFields } from './emit/fields.js';
import { emitModels } from './emit/models.js';
import { emitManifest } from './emit/manifest.js';
import { emitAreaModule } from './emit/operations.js';
import { expandSpec } from './expand.js';
import type { Api } from './ir.js';
import { loadSpec } from './load.js';
import { formatFiles } from './format.js';
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
export async function generate(paths: Paths): Promise<Map<string, string>> {
  const api = buildIr(paths);
  const pkg = parse(readFileSync(join(paths.spec, 'package.yaml'), 'utf8')) as PackageInfo;
  const project = new Project({ useInMemoryFileSystem: true });
  const print = (path: string, structure: SourceFileStructure) => project.createSourceFile(path, structure).getFullText();

  const files = new Map<string, string>();
  for (const area of api.areas) files.set(`src/areas/${area.name}.ts`, print(`${area.name}.ts`, emitAreaModule(area)));
  files.set('src/client.ts', print('client.ts', emitClient(api)));
  files.set('src/models.ts', print('models.ts', emitModels(api)));
  files.set('src/fields.ts', print('fields.ts', emitFields(api)));
  files.set('src/index.ts', print('index.ts', emitIndex()));
  const runtimeDir = join(paths.templates, 'runtime');
  for (const f of readdirSync(runtimeDir).sort()) files.set(`src/runtime/${f}`, readFileSync(join(runtimeDir, f), 'utf8'));
  files.set('operations.json', emitManifest(api));
  files.set('tsconfig.build.json', readFileSync(join(paths.templates, 'tsconfig.build.json'), 'utf8'));
  for (const [path, text] of renderFiles(api, pkg, paths.templates)) files.set(path, text);
  return formatFiles(files);
}
