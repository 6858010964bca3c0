// The generated route table checked against the seed documents (test/helpers/seed-contract.ts): every seed operation as
// the seeds state it, every other one from the definition it was imported from or added by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BINARY,
  FILE_TREES,
  importedFrom,
  importedRoutes,
  key,
  parseSeeds,
  provenanceProblems,
  seedsDir,
  type Actual,
} from './helpers/seed-contract.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const opsFile = path.join(repoRoot, 'generated/operations.json');

const haveSeeds = fs.existsSync(seedsDir);
if (!haveSeeds) console.warn(`spec-vs-seed skipped: the seeds in ../shared are absent (${seedsDir})`);

(haveSeeds ? describe : describe.skip)(
  haveSeeds ? 'generated/operations.json vs the seeds' : 'spec vs seed: skipped, the seeds in ../shared are absent',
  () => {
    const { ops: expected, problems } = haveSeeds ? parseSeeds(seedsDir) : { ops: [], problems: [] };
    const actual: Actual[] = fs.existsSync(opsFile) ? JSON.parse(fs.readFileSync(opsFile, 'utf8')) : [];
    const byKey = new Map(actual.map((op) => [key(op), op]));

    // The seed documents' own figures (they never change; no spec edit moves them): the parser read every row.
    it('the seeds parse into 434 uniquely named operations that agree with themselves', () => {
      expect(problems).toEqual([]);
      expect(expected).toHaveLength(434);
      expect(new Set(expected.map(key)).size).toBe(434);
      expect(expected.filter((o) => o.name.startsWith('serve_'))).toHaveLength(70);
    });

    const imports = haveSeeds && fs.existsSync(importedFrom) ? importedRoutes(expected) : null;

    it('generated/operations.json has every seed operation as the seeds state it, and every other from where its source says', () => {
      expect(fs.existsSync(opsFile), 'run `npm run generate` first').toBe(true);
      expect(byKey.size, 'duplicate (area, name)').toBe(actual.length);
      if (!imports) console.warn(`imported operations unchecked: ${importedFrom} is absent`);
      expect(provenanceProblems(actual, expected, imports)).toEqual([]);
    });

    it('keeps the documented departures from the seed text', () => {
      const op = (k: string) => byKey.get(k)!;
      expect(op('server.get_backup_status').body).toBeUndefined();
      expect(op('server.start_backup').body).toBeUndefined();
      expect(op('root.serve_plugin_info').returns).toMatchObject({ type: 'string', kind: 'string' });
      for (const area of ['server', 'vcsRootInstances', 'builds', 'buildTypes']) {
        for (const name of BINARY) expect(op(`${area}.${name}`).returns.kind, `${area}.${name}`).toBe('binary');
        expect(op(`${area}.get_metadata`).returns).toMatchObject({ type: 'File', kind: 'json' });
      }
    });

    it('stamps exactly the 7 file-tree operations on the server and VCS root instance trees', () => {
      for (const { area, prefix } of FILE_TREES.slice(0, 2)) {
        const stamped = actual
          .filter((o) => o.area === area && o.path.startsWith(prefix))
          .map((o) => o.name)
          .sort();
        expect(stamped, area).toEqual([
          'get_children',
          'get_children_alias',
          'get_content',
          'get_content_alias',
          'get_metadata',
          'get_root',
          'get_zipped',
        ]);
      }
    });
  },
);
