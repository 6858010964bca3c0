// The models held against real server output: every JSON body recorded from a TeamCity server (7.x .. 2025.x)
// for an operation we have is written as `const v: <Model> = <body>;` and type-checked with tsc, so a recorded
// field the model lacks is an excess-property error and a wrong type is a type error.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const recordingsFile = path.resolve(repoRoot, '../shared/reference/recordings/recordings.jsonl');
const opsFile = path.join(repoRoot, 'generated/operations.json');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

interface Recording {
  id: string;
  real: 'recorded' | 'handwritten-mock';
  request: { method: string; path: string };
  response: { status: number; body: string };
}
interface Op {
  area: string;
  name: string;
  method: string;
  path: string;
  returns: { type: string; kind: string };
}

/** `/httpAuth/app/rest/latest/builds/?locator=x` -> `/app/rest/builds`. */
export function restPath(recorded: string): string {
  return recorded
    .split('?')[0]!
    .replace(/^\/(httpAuth|guestAuth)(?=\/)/, '')
    .replace(/^\/app\/rest\/(latest|\d[\d.]*)(?=\/|$)/, '/app/rest')
    .replace(/(.)\/$/, '$1');
}

/** Matches a path against the route table; the most literal template wins (`/steps` before `/{field}`). */
function routeOf(ops: Op[], method: string, p: string): Op | undefined {
  const fits = ops.filter((op) => {
    if (op.method !== method) return false;
    const re = op.path
      .split(/(\{\w+\})/)
      .map((part) =>
        part.startsWith('{') ? (part === '{path}' ? '.*' : '[^/]+') : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return new RegExp(`^${re}$`).test(p);
  });
  const literal = (op: Op) => op.path.replace(/\{\w+\}/g, '').length;
  return fits.sort((a, b) => literal(b) - literal(a))[0];
}

const haveRecordings = fs.existsSync(recordingsFile);
if (!haveRecordings)
  console.warn(`recordings-models skipped: the reference data in ../shared is absent (${recordingsFile})`);

(haveRecordings ? describe : describe.skip)(
  haveRecordings
    ? 'models vs recorded TeamCity responses'
    : 'models vs recordings: skipped, ../shared/reference is absent',
  () => {
    const ops: Op[] = JSON.parse(fs.readFileSync(opsFile, 'utf8'));
    const records: Recording[] = haveRecordings
      ? fs
          .readFileSync(recordingsFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
    const checked = records.flatMap((r) => {
      const body = r.response.body.trim();
      // Hand-written mocks are not server output (jp-artifacts-01 has a `files` key TeamCity never sent).
      if (r.real !== 'recorded' || r.response.status >= 300 || !body.startsWith('{')) return [];
      const op = routeOf(ops, r.request.method, restPath(r.request.path));
      if (!op || op.returns.kind !== 'json') return [];
      return [{ id: r.id, model: op.returns.type, op: `${op.area}.${op.name}`, body: JSON.parse(body) as unknown }];
    });

    it('maps recorded paths onto the route table', () => {
      expect(restPath('/httpAuth/app/rest/latest/builds/?locator=a:b')).toBe('/app/rest/builds');
      expect(restPath('/app/rest/2018.1/projects/id:x')).toBe('/app/rest/projects/id:x');
      expect(routeOf(ops, 'GET', '/app/rest/buildTypes/id:x/steps')?.name).toBe('get_steps');
      expect(routeOf(ops, 'GET', '/app/rest/buildTypes/id:x/paused')?.name).toBe('serve_build_type_field');
    });

    it('every recorded JSON body type-checks as the model its operation returns', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-recordings-'));
      const models = [...new Set(checked.map((c) => c.model))].sort();
      const index = path.join(repoRoot, 'generated/src/index.js');
      const lines = [`import type { ${models.join(', ')} } from ${JSON.stringify(index)};`];
      const owner: string[] = [];
      checked.forEach((c, i) => {
        const text = `export const r${i}: ${c.model} = ${JSON.stringify(c.body, null, 1)};`;
        for (const _ of text.split('\n')) owner.push(`${c.id} (${c.op} -> ${c.model})`);
        lines.push(text);
      });
      fs.writeFileSync(path.join(dir, 'recorded.ts'), lines.join('\n') + '\n');
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            strict: true,
            exactOptionalPropertyTypes: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
            lib: ['es2022', 'dom'],
          },
          files: ['recorded.ts'],
        }),
      );
      let out = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
      } catch (e) {
        out = (e as { stdout: string }).stdout;
      }
      // Each error names the record whose body it is in (line N of the file is line N-1 of the bodies).
      const errors = out
        .split('\n')
        .filter((l) => l.includes('error TS'))
        .map((l) => {
          const line = Number(/recorded\.ts\((\d+),/.exec(l)?.[1] ?? 0);
          return `${owner[line - 2] ?? '?'}: ${l.replace(/^.*error /, '')}`;
        });
      console.log(`recordings-models: ${checked.length} recorded JSON bodies checked against ${models.length} models`);
      expect(checked.length).toBeGreaterThan(40);
      expect(errors).toEqual([]);
      fs.rmSync(dir, { recursive: true, force: true });
    });
  },
);
