// Hand-written: edit it here; the generator never writes this file.
import { notFound } from './errors.js';
import type { File, Files } from '../../models.js';

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

  /** Whether a path names a file, a folder (the root `''` always is one) or nothing. */
  kindOf(owner: string, path: string): 'file' | 'folder' | null {
    const p = trim(path);
    const files = this.builds.get(owner);
    if (files?.has(p)) return 'file';
    if (!p) return 'folder';
    for (const f of files?.values() ?? []) if (f.path.startsWith(`${p}/`)) return 'folder';
    return null;
  }

  /**
   * The children of a folder (`''` is the root) as `Files` lists them: count and items, no href (`getChildren` makes
   * its `Files` with none); 404 when nothing is under it. `fullName`: whether `fields` asks for it.
   */
  children(owner: string, path: string, href: (path: string) => string, fullName = false): Files {
    const dir = trim(path);
    const prefix = dir ? `${dir}/` : '';
    const seen = new Map<string, File>();
    for (const f of this.builds.get(owner)?.values() ?? []) {
      if (!f.path.startsWith(prefix)) continue;
      const rest = f.path.slice(prefix.length);
      const name = rest.split('/')[0]!;
      if (seen.has(name)) continue;
      const full = prefix + name;
      seen.set(name, rest.includes('/') ? folderEntity(full, href, fullName) : fileEntity(f, href, fullName));
    }
    if (dir && !seen.size) throw notFound(`No file with relative path '${dir}' found in '${owner}'.`);
    const file = [...seen.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)));
    return { count: file.length, file };
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

  /**
   * A file's or folder's metadata as `FilesSubResource.getMetadata` answers it: a `File` with its parent folder (short:
   * name and href) when it has one, a file's size and content href, a folder's children href.
   */
  metadata(owner: string, path: string, href: (path: string) => string, fullName = false): File {
    const p = trim(path);
    const kind = this.kindOf(owner, p);
    if (!kind) throw notFound(`No file with relative path '${p}' found in '${owner}'.`);
    const entity = kind === 'file' ? fileEntity(this.file(owner, p), href, fullName) : folderEntity(p, href, fullName);
    const parent = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
    if (!parent) return entity;
    const { content, children, ...own } = entity;
    const short = { name: baseName(parent), href: href(`metadata/${parent}`) };
    return { ...own, parent: short, ...(content ? { content } : {}), ...(children ? { children } : {}) };
  }
}

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The fake's artifacts have no times of their own: every file and folder was modified at this one. */
const MODIFIED = '20260101T000000+0000';

// File: `fullName` is isIncluded("fullName", false, false), sent only when `fields` asks for it; `size` only for a
// file (`isContentAvailable`), and `content` for a file, `children` for a folder.
function fileEntity(f: StoredFile, href: (path: string) => string, fullName: boolean): File {
  return {
    name: baseName(f.path),
    ...(fullName ? { fullName: f.path } : {}),
    size: f.size,
    modificationTime: MODIFIED,
    href: href(`metadata/${f.path}`),
    content: { href: href(`content/${f.path}`) },
  };
}

function folderEntity(path: string, href: (path: string) => string, fullName: boolean): File {
  return {
    name: baseName(path),
    ...(fullName ? { fullName: path } : {}),
    modificationTime: MODIFIED,
    href: href(`metadata/${path}`),
    children: { href: href(`children/${path}`) },
  };
}
