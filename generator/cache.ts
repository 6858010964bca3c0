// A local store of what generation computed before (parsed spec files, formatted files), for the
// edit-spec-and-regenerate loop. Content-addressed: an entry is found by a hash of everything its value depends on,
// and a value is only used when its own checksum still matches, so a stale or damaged store can only cost time.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface Cache {
  /** The value stored under (namespace, key), or undefined when there is none or it fails its checksum. */
  get(namespace: string, key: string | Buffer): Buffer | undefined;
  set(namespace: string, key: string | Buffer, value: string | Buffer): void;
}

/** No store: every value is computed. */
export const NO_CACHE: Cache = { get: () => undefined, set: () => {} };

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p).update('\0');
  return hash.digest('hex');
};

/** Entries beyond this many are removed, least recently used first (a generation uses about a hundred). */
const MAX_ENTRIES = 2000;

/**
 * The store in `dir`. `salt` is mixed into every key: it names the code that computes the values (see
 * generatorSalt), so a changed generator or formatter never reads values the old one computed.
 */
export function openCache(dir: string, salt: string): Cache {
  const pathOf = (namespace: string, key: string | Buffer) => {
    const id = sha256(salt, namespace, key);
    return join(dir, id.slice(0, 2), id.slice(2));
  };
  let writes = 0;
  return {
    get(namespace, key) {
      const path = pathOf(namespace, key);
      let entry: Buffer;
      try {
        entry = readFileSync(path);
      } catch {
        return undefined;
      }
      // `<sha256 of value>\n<value>`
      const value = entry.subarray(65);
      if (entry.length < 65 || entry.toString('latin1', 0, 64) !== sha256(value) || entry[64] !== 10) {
        rmSync(path, { force: true });
        return undefined;
      }
      const now = new Date();
      utimesSync(path, now, now);
      return value;
    },
    set(namespace, key, value) {
      const path = pathOf(namespace, key);
      const bytes = typeof value === 'string' ? Buffer.from(value) : value;
      try {
        mkdirSync(dirname(path), { recursive: true });
        // Written aside and renamed: a reader never sees half an entry, and two writers never mix theirs.
        const tmp = `${path}.${process.pid}.tmp`;
        writeFileSync(tmp, Buffer.concat([Buffer.from(`${sha256(bytes)}\n`), bytes]));
        renameSync(tmp, path);
        if (++writes === 1) prune(dir);
      } catch {
        // A store that cannot be written only costs the next run its time.
      }
    },
  };
}

function prune(dir: string): void {
  const entries = readdirSync(dir).flatMap((sub) => readdirSync(join(dir, sub)).map((f) => join(dir, sub, f)));
  if (entries.length <= MAX_ENTRIES) return;
  const byAge = entries.map((path) => ({ path, used: statSync(path).mtimeMs })).sort((a, b) => a.used - b.used);
  for (const { path } of byAge.slice(0, entries.length - MAX_ENTRIES)) rmSync(path, { force: true });
}

/** The store of a checkout, in node_modules/.cache: `npm run generate` and `npm run check` fill it. */
export function checkoutCache(checkout: string): Cache {
  return openCache(
    join(checkout, 'node_modules/.cache/teamcity-sdk-generator'),
    generatorSalt(join(checkout, 'generator')),
  );
}

/**
 * `value` as JSON, to stand in a key for what is made from it; null when it holds something JSON would not keep (a
 * function, a Map or a Set), as a key would then miss what changed.
 */
export function plainDataKey(value: unknown): string | null {
  let plain = true;
  const key = JSON.stringify(value, (_, v: unknown) => {
    if (typeof v === 'function' || v instanceof Map || v instanceof Set) plain = false;
    return v;
  });
  return plain ? key : null;
}

/** A hash of the generator's own code and of the libraries whose output it stores. */
export function generatorSalt(generatorDir: string): string {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  const require = createRequire(import.meta.url);
  const versions = ['prettier', 'yaml', 'ts-morph', 'handlebars'].map(
    (p) => `${p}@${(require(`${p}/package.json`) as { version: string }).version}`,
  );
  return sha256(...versions, ...files(generatorDir).flatMap((f) => [f.slice(generatorDir.length), readFileSync(f)]));
}
