// spec/mcp.yaml, the MCP server's modes and annotations per operation: read with its schema (generator/schema.ts),
// every mistake reported with its file, line and operation, and nothing emitted.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIr, defaultPaths } from '../generator/generate.js';
import type { Api } from '../generator/ir.js';
import { loadMcpSpec } from '../generator/mcp.js';
import { InvalidSpecError } from '../generator/validate.js';

const root = join(import.meta.dirname, '..');
let api: Api;
beforeAll(() => {
  api = buildIr(defaultPaths(root));
});

/** spec/mcp.yaml with an edit, in a folder of its own. */
function edited(edit: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'tc-mcp-spec-'));
  writeFileSync(join(dir, 'mcp.yaml'), edit(readFileSync(join(root, 'spec/mcp.yaml'), 'utf8')));
  return { root: dir, spec: dir, templates: join(root, 'templates'), out: join(root, 'generated') };
}

describe('spec/mcp.yaml', () => {
  it('reads as it is', () => {
    expect(loadMcpSpec(defaultPaths(root), api).overrides['builds.cancel_build']).toMatchObject({
      mode: 'ci',
      destructiveHint: true,
    });
  });

  it('reports an unknown operation, a write allowed in readonly, and a key the schema does not know, each with its line', () => {
    const paths = edited((t) =>
      t
        .replace('  builds.pin_build: { mode: ci,', '  builds.pin_bulid: { mode: ci,')
        .replace('  builds.add_tags: { mode: ci,', '  builds.add_tags: { mode: readonly,')
        .replace('  builds.delete_comment: { mode: ci,', '  builds.delete_comment: { mode: ci, hint: true,'),
    );
    let error: unknown;
    try {
      loadMcpSpec(paths, api);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidSpecError);
    const errors = (error as InvalidSpecError).errors.map((e) => [e.operation, e.message, e.line]);
    const lineOf = (id: string) =>
      readFileSync(join(root, 'spec/mcp.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith(`  ${id}:`)) + 1;
    expect(errors).toEqual(
      expect.arrayContaining([
        ['builds.pin_bulid', 'no such operation in spec/areas', lineOf('builds.pin_build')],
        ['builds.add_tags', 'a POST cannot be allowed in readonly mode', lineOf('builds.add_tags')],
        ['builds.delete_comment', expect.stringContaining('unknown key "hint"'), lineOf('builds.delete_comment')],
      ]),
    );
  });
});
