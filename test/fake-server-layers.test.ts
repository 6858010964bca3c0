// The fake TeamCity's layers, as its folders' READMEs say them: `model/` (state, entities, locators) imports nothing of
// `http/` or `handlers/`; `http/` reaches the handlers only through their table, `handlers/index.ts`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/spec.js';

/** Every import (type-only and dynamic too) of a module under `dir` that crosses a layer the wrong way. */
async function violations(dir: string): Promise<{ modules: string[]; wrong: string[] }> {
  const tree = await parseDependencyTree(['**/*.ts'], {
    cwd: dir,
    context: dir,
    tsconfig: join(repoRoot, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
  });
  const modules = Object.keys(tree).filter((f) => !f.includes('node_modules'));
  const wrong = modules.flatMap((from) =>
    (tree[from] ?? []).filter((d) => d.id !== null && !allowed(from, d.id)).map((d) => `${from} -> ${d.id}`),
  );
  return { modules, wrong };
}

function allowed(from: string, to: string): boolean {
  if (from.startsWith('model/')) return !to.startsWith('http/') && !to.startsWith('handlers/');
  if (from.startsWith('http/')) return !to.startsWith('handlers/') || to === 'handlers/index.ts';
  return true;
}

describe('the layers of the fake TeamCity', () => {
  it('model/ imports nothing of http/ or handlers/, and http/ only the handler table', async () => {
    const { modules, wrong } = await violations(join(repoRoot, 'generated/src/testing'));
    // The graph was read: each layer has modules, the server among them.
    expect(modules).toEqual(expect.arrayContaining(['model/state.ts', 'http/server.ts', 'handlers/index.ts']));
    expect(wrong).toEqual([]);
  });

  it('would show one: a model module importing the server, a type-only one importing a handler', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tc-layers-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('http/errors.ts', 'export class HttpError extends Error {}\n');
    write('handlers/kit.ts', 'export type Handler = () => unknown;\n');
    write('handlers/index.ts', "export type { Handler } from './kit.js';\n");
    write(
      'http/server.ts',
      "import type { Handler } from '../handlers/kit.js';\nexport const h: Handler | null = null;\n",
    );
    write('model/state.ts', "import { HttpError } from '../http/errors.js';\nexport const e = HttpError;\n");
    write(
      'model/store.ts',
      "import type { Handler } from '../handlers/index.js';\nexport const h: Handler | null = null;\n",
    );
    expect((await violations(dir)).wrong.sort()).toEqual([
      'http/server.ts -> handlers/kit.ts',
      'model/state.ts -> http/errors.ts',
      'model/store.ts -> handlers/index.ts',
    ]);
  });
});
