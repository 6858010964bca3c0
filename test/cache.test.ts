// The local cache of earlier runs (generator/cache.ts): it may only ever save time, never change what is generated.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { generatorSalt, openCache, type Cache } from '../generator/cache.js';
import { createFormatPool, type FormatPool } from '../generator/format.js';
import { defaultPaths, generate } from '../generator/generate.js';
import { printStructure } from '../generator/ts-morph.js';

// Watched, not changed: what a run that finds its files in the cache still prints with ts-morph.
vi.mock('../generator/ts-morph.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../generator/ts-morph.js')>();
  return { ...actual, printStructure: vi.fn(actual.printStructure) };
});

const root = join(import.meta.dirname, '..');
// The cache is the generator's, whatever the spec: a small one (every case the emitters handle, in one area) makes each
// generation a few seconds. test/generator.test.ts generates the real spec and holds it to the committed generated/.
const tiny = join(root, 'test/fixtures/tiny-spec');
const paths = { ...defaultPaths(root), root: join(root, 'test/fixtures'), spec: tiny };
const salt = generatorSalt(join(root, 'generator'));
const tempDir = () => mkdtempSync(join(tmpdir(), 'tc-cache-'));

/** A cache that counts the values it hands out, and the distinct entries it is given. */
function counting(cache: Cache) {
  const stored = new Set<string>();
  const counter = {
    hits: 0,
    stored,
    cache: {
      get: (namespace: string, key: string | Buffer) => {
        const value = cache.get(namespace, key);
        if (value) counter.hits++;
        return value;
      },
      set: (namespace: string, key: string | Buffer, value: string | Buffer) => {
        stored.add(`${namespace}\0${Buffer.from(key).toString('hex')}`);
        cache.set(namespace, key, value);
      },
    } satisfies Cache,
  };
  return counter;
}

/** Every entry file under dir. */
const entries = (dir: string) =>
  readdirSync(dir).flatMap((sub) => readdirSync(join(dir, sub)).map((f) => join(dir, sub, f)));

describe('the generation cache', () => {
  // Cold generations format every file with prettier: one reference, and one filled store, serve every test, and one
  // pool of prettier workers formats for every generation here (its start-up is no part of what the cache saves).
  const pool = createFormatPool();
  afterAll(() => pool.close());
  const referenceRun = generate(paths, { pool });
  const filledDir = tempDir();
  const firstCache = counting(openCache(filledDir, salt));
  const fillRun = referenceRun.then(() => generate(paths, { cache: firstCache.cache, pool }));
  const specFiles = (readdirSync(tiny, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.yaml') && f !== 'package.yaml',
  );

  // Three generations compared byte for byte, one from scratch: the generator's determinism too.
  it('gives the same bytes as no cache, filling it and then reading from it', async () => {
    const dir = filledDir;
    const reference = await referenceRun;
    const [first, filled] = [firstCache, await fillRun];
    const second = counting(openCache(dir, salt));
    const read = await generate(paths, { cache: second.cache, pool });
    expect(first.hits).toBe(0);
    // Every spec file and every formatted file: the second run computes nothing it can look up.
    expect([...first.stored].filter((e) => e.startsWith('spec\0'))).toHaveLength(specFiles.length);
    expect([...first.stored].filter((e) => e.startsWith('format\0')).length).toBeGreaterThan(specFiles.length);
    expect(second.hits).toBe(first.stored.size);
    expect(second.stored.size).toBe(0);
    for (const files of [filled, read]) {
      expect([...files.keys()]).toEqual([...reference.keys()]);
      expect([...files].filter(([p, text]) => reference.get(p) !== text).map(([p]) => p)).toEqual([]);
    }
  });

  it('does not trust a damaged entry: it computes the value again and replaces the entry', async () => {
    const dir = tempDir();
    const reference = await referenceRun;
    await fillRun;
    cpSync(filledDir, dir, { recursive: true });
    // Damage every entry: a changed value under its old checksum, a cut one, an empty one.
    entries(dir).forEach((file, i) => {
      const entry = readFileSync(file);
      if (i % 3 === 0)
        writeFileSync(
          file,
          Buffer.concat([entry.subarray(0, 65), Buffer.from('// not what was stored\n'), entry.subarray(65)]),
        );
      else if (i % 3 === 1) writeFileSync(file, entry.subarray(0, entry.length >> 1));
      else writeFileSync(file, '');
    });
    const damaged = counting(openCache(dir, salt));
    const files = await generate(paths, { cache: damaged.cache, pool });
    expect(damaged.hits).toBe(0);
    expect([...files].filter(([p, text]) => reference.get(p) !== text).map(([p]) => p)).toEqual([]);
    expect(damaged.stored).toEqual(firstCache.stored);
    const repaired = counting(openCache(dir, salt));
    await generate(paths, { cache: repaired.cache, pool });
    expect(repaired.hits).toBe(damaged.stored.size);
  });

  it("after an edit of one area's words, formats again only that area's rows of the operation table", async () => {
    const dir = tempDir();
    cpSync(tiny, dir, { recursive: true });
    const copy = { ...paths, root: dir, spec: dir };
    const cache = openCache(tempDir(), salt);
    await generate(copy, { cache, pool });
    const area = join(dir, 'areas/widgets.yaml');
    writeFileSync(area, readFileSync(area, 'utf8').replace('summary: List widgets', 'summary: List the widgets'));
    const table: string[] = [];
    const recording: FormatPool = {
      format: (path, text, parser) => {
        if (path === 'src/operations.ts') table.push(text);
        return pool.format(path, text, parser);
      },
      close: async () => {},
    };
    expect((await generate(copy, { cache, pool: recording })).get('src/operations.ts')).toContain('List the widgets');
    expect(table).toHaveLength(1);
    expect(table[0]).toContain('List the widgets');
    expect(table[0]).not.toContain('OperationShapes');
  });

  it('after an edit no file shows (a note), renders, prints and formats nothing', async () => {
    const dir = tempDir();
    cpSync(join(root, 'test/fixtures/tiny-spec'), dir, { recursive: true });
    const tiny = { ...paths, root: dir, spec: dir };
    const cache = openCache(tempDir(), salt);
    const compile = vi.spyOn(Handlebars, 'compile');
    onTestFinished(() => compile.mockRestore());
    vi.mocked(printStructure).mockClear();
    const before = await generate(tiny, { cache });
    // The watch sees what a run does: the first, with nothing in the cache, renders and prints every file.
    expect(compile).toHaveBeenCalled();
    expect(printStructure).toHaveBeenCalled();
    compile.mockClear();
    vi.mocked(printStructure).mockClear();
    const area = join(dir, 'areas/widgets.yaml');
    writeFileSync(
      area,
      readFileSync(area, 'utf8').replace(
        '  - name: serve_widgets\n',
        '  - name: serve_widgets\n    note: Seen in a recording of TeamCity 2025.1.\n',
      ),
    );
    const pool = createFormatPool(1);
    const formatted: string[] = [];
    const recording: FormatPool = {
      format: (path, text, parser) => {
        formatted.push(path);
        return pool.format(path, text, parser);
      },
      close: () => pool.close(),
    };
    try {
      expect(await generate(tiny, { cache, pool: recording })).toEqual(before);
      expect(formatted).toEqual([]);
      expect(compile).not.toHaveBeenCalled();
      expect(printStructure).not.toHaveBeenCalled();
    } finally {
      await pool.close();
    }
  });

  it('keeps what one version of the generator stored away from another', () => {
    const dir = tempDir();
    openCache(dir, 'generator A').set('format', 'key', 'value of A');
    expect(openCache(dir, 'generator A').get('format', 'key')?.toString()).toBe('value of A');
    expect(openCache(dir, 'generator B').get('format', 'key')).toBeUndefined();
    expect(openCache(dir, 'generator A').get('spec', 'key')).toBeUndefined();
  });

  it('salts with the generator code: changing any generator file changes the salt', () => {
    const copy = tempDir();
    cpSync(join(root, 'generator'), copy, { recursive: true });
    expect(generatorSalt(copy)).toBe(salt);
    writeFileSync(join(copy, 'emit/manifest.ts'), `${readFileSync(join(copy, 'emit/manifest.ts'), 'utf8')}\n`);
    expect(generatorSalt(copy)).not.toBe(salt);
  });
});
