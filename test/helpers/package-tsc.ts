// Type-checks code as a user's project would compile it against the built package: `teamcity-sdk` and its subpaths
// resolved through the package's exports (generated/, linked in by name), built first (once per run).
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { builtPackage } from './built-package.js';

const root = join(import.meta.dirname, '../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** tsc's output for the files (name -> code), compiled in a fresh project under `name`: empty when they compile. */
export async function typecheckAgainstPackage(name: string, files: Record<string, string>): Promise<string> {
  await builtPackage();
  // Under node_modules so that @types/node resolves from the repository.
  const dir = join(root, 'node_modules/.cache', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(join(root, 'generated'), join(dir, 'node_modules/teamcity-sdk'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        lib: ['es2022', 'dom'],
        types: ['node'],
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        skipLibCheck: true,
      },
      files: Object.keys(files),
    }),
  );
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    return '';
  } catch (e) {
    return (e as { stdout: string }).stdout;
  }
}
