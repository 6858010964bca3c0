import { notFound } from '../http/errors.js';
import type { Entity } from './store.js';

/** A file's content, or `{ size }` for content the server makes on the fly (see `generatedByte`). */
export type ArtifactSeed = string | Uint8Array | { size: number };

// Generated content repeats with a prime period, so a misplaced range shows up as wrong bytes.
export const PERIOD = 251;

/** The byte at `offset` of every generated (`{ size }`) file. */
export const generatedByte = (offset: number) => offset % PERIOD;

export interface StoredFile {
  path: string;
  size: number;
  bytes: Uint8Array | null;
}

/** Files of each owner (a build's artifacts, a VCS root instance's files) as flat maps of paths; folders are implied. */
export class ArtifactStore {
  private readonly builds = new Map<string, Map<string, StoredFile>>();

  seed(buildId: string, files: Record<string, ArtifactSeed>): void {
    const tree = this.builds.get(buildId) ?? new Map<string, StoredFile>();
    for (const [rawPath, content] of Object.entries(files)) {
      const path = rawPath.replace(/^\/+|\/+$/g, '');
      const bytes =
        typeof content === 'string'
          ? new TextEncoder().encode(content)
          : content instanceof Uint8Array
            ? content
            : null;
      tree.set(path, { path, size: bytes ? bytes.length : (content as { size: number }).size, bytes });
    }
    this.builds.set(buildId, tree);
  }

  file(buildId: string, path: string): StoredFile {
    const file = this.builds.get(buildId)?.get(trim(path));
    if (!file) throw notFound(`No file with relative path '${trim(path)}' found in '${buildId}'.`);
    return file;
  }

  /** The children of a folder (`''` is the root), or 404 when nothing is under it. */
  children(buildId: string, path: string, href: (path: string) => string): Entity {
    const dir = trim(path);
    const prefix = dir ? `${dir}/` : '';
    const seen = new Map<string, Entity>();
    for (const f of this.builds.get(buildId)?.values() ?? []) {
      if (!f.path.startsWith(prefix)) continue;
      const rest = f.path.slice(prefix.length);
      const name = rest.split('/')[0]!;
      if (seen.has(name)) continue;
      const full = prefix + name;
      seen.set(name, rest.includes('/') ? folderEntity(full, href) : fileEntity(f, href));
    }
    if (dir && !seen.size) throw notFound(`No file with relative path '${dir}' found in '${buildId}'.`);
    const file = [...seen.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)));
    return { count: file.length, href: href(`children/${dir}`), file };
  }

  /** The files under a folder (or the one file a path names) with their bytes, named relative to it: a zip's entries. */
  tree(owner: string, path: string): { name: string; bytes: Uint8Array }[] {
    const dir = trim(path);
    const prefix = dir ? `${dir}/` : '';
    const out: { name: string; bytes: Uint8Array }[] = [];
    for (const f of this.builds.get(owner)?.values() ?? []) {
      if (f.path !== dir && !f.path.startsWith(prefix)) continue;
      const name = f.path === dir ? baseName(f.path) : f.path.slice(prefix.length);
      out.push({ name, bytes: f.bytes ?? Uint8Array.from({ length: f.size }, (_, i) => generatedByte(i)) });
    }
    if (!out.length) throw notFound(`No file with relative path '${dir}' found in '${owner}'.`);
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }

  metadata(buildId: string, path: string, href: (path: string) => string): Entity {
    return fileEntity(this.file(buildId, path), href);
  }
}

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function fileEntity(f: StoredFile, href: (path: string) => string): Entity {
  return {
    name: baseName(f.path),
    fullName: f.path,
    size: f.size,
    modificationTime: '20260101T000000+0000',
    href: href(`metadata/${f.path}`),
    content: { href: href(`content/${f.path}`) },
  };
}

function folderEntity(path: string, href: (path: string) => string): Entity {
  return {
    name: baseName(path),
    fullName: path,
    href: href(`metadata/${path}`),
    children: { href: href(`children/${path}`) },
  };
}
