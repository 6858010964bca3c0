// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readFile, rename, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import type { FileResponse } from '../runtime/file.js';

export interface SaveFileOptions {
  /** Told the bytes written so far by this call, after each chunk. */
  onChunk?(written: number): void;
  signal?: AbortSignal;
}

/**
 * Streams a `FileResponse` to a file on disk, never holding more than a chunk in memory; returns the bytes written.
 * The bytes go to a new file beside `path` (`<path>.<random>.part`), which replaces `path` by a rename once the body
 * has ended: a file already there is replaced (a symlink there too, not followed), and a body that breaks off leaves
 * `path` as it was and nothing beside it.
 *
 * @example
 * ```ts
 * import { saveFile } from 'teamcity-sdk/tasks';
 * await saveFile(await tc.builds.getContent({ buildLocator: 'id:42', path: 'dist/app.zip' }), 'app.zip');
 * ```
 */
export async function saveFile(file: FileResponse, path: string, options: SaveFileOptions = {}): Promise<number> {
  const part = await Part.create(path);
  try {
    for await (const chunk of file) {
      options.signal?.throwIfAborted();
      await part.write(chunk);
      options.onChunk?.(part.bytes);
    }
    await part.finish();
  } catch (e) {
    await part.discard();
    throw e;
  }
  return part.bytes;
}

/** What a part file holds, kept in `<file>.part.json` while no call works on it. */
export interface PartInfo {
  /** Where the bytes come from (server, build, artifact path): a part of another artifact is never resumed. */
  source: string;
  /** The artifact's `ETag`, else its `Last-Modified`, as the answer that began the part gave it. */
  validator: string;
  /** The artifact's size. */
  total: number;
}

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * A file being written beside its destination, `<file>.<id>.part`, put in place by a rename when complete. Only
 * one call works on a part: a later call finds it through `<file>.part.json`, which it claims by renaming it (one
 * rename wins), so concurrent downloads to one destination never write into each other's bytes.
 */
export class Part {
  private constructor(
    private readonly file: string,
    private readonly id: string,
    private readonly handle: FileHandle,
    /** Bytes in the part. */
    public bytes: number,
    public info: Partial<PartInfo>,
  ) {}

  private static dataOf = (file: string, id: string) => `${file}.${id}.part`;

  /** A new, empty part (created, never opened where a file or link is already there). */
  static async create(file: string, source?: string): Promise<Part> {
    const id = randomBytes(8).toString('hex');
    return new Part(file, id, await open(Part.dataOf(file, id), 'wx'), 0, source ? { source } : {});
  }

  /** The record `<file>.part.json`, claimed (renamed away, read and deleted): its part's id and what it says. */
  private static async claim(file: string): Promise<(Partial<PartInfo> & { id: string }) | undefined> {
    const record = `${file}.part.json`;
    const claimed = `${record}.${randomBytes(8).toString('hex')}`;
    try {
      await rename(record, claimed);
    } catch {
      return undefined;
    }
    try {
      const r = JSON.parse(await readFile(claimed, 'utf8')) as { id?: unknown };
      return typeof r?.id === 'string' && /^[0-9a-f]{16}$/.test(r.id) ? (r as PartInfo & { id: string }) : undefined;
    } catch {
      return undefined;
    } finally {
      await unlink(claimed).catch(() => {});
    }
  }

  /**
   * The part a call before this one set aside for `source`, claimed; else a new one. A part set aside for another
   * source, or whose record or bytes are not as this code writes them, is deleted.
   */
  static async resume(file: string, source: string): Promise<Part> {
    const r = await Part.claim(file);
    if (!r) return Part.create(file, source);
    const data = Part.dataOf(file, r.id);
    const valid =
      r.source === source &&
      typeof r.validator === 'string' &&
      r.validator !== '' &&
      Number.isSafeInteger(r.total) &&
      (await lstat(data).then(
        (s) => s.isFile() && s.size > 0 && s.size < r.total!,
        () => false,
      ));
    if (!valid) {
      await unlink(data).catch(() => {});
      return Part.create(file, source);
    }
    // O_NOFOLLOW: what is there now must still be the regular file just looked at.
    const handle = await open(data, constants.O_RDWR | NOFOLLOW);
    const { size } = await handle.stat();
    return new Part(file, r.id, handle, size, { source, validator: r.validator!, total: r.total! });
  }

  /** Appends a chunk. */
  async write(chunk: Uint8Array): Promise<void> {
    for (let done = 0; done < chunk.length;) {
      const { bytesWritten } = await this.handle.write(chunk, done, chunk.length - done, this.bytes + done);
      if (!bytesWritten) throw new Error(`nothing written to ${Part.dataOf(this.file, this.id)}`);
      done += bytesWritten;
    }
    this.bytes += chunk.length;
  }

  /** Empties the part, to start again from byte 0: only its source is still known. */
  async restart(): Promise<void> {
    await this.handle.truncate(0);
    this.bytes = 0;
    this.info = this.info.source ? { source: this.info.source } : {};
  }

  /** Puts the part in place of the file: a rename, which replaces a file or a link there and follows none. */
  async finish(): Promise<void> {
    await this.handle.close();
    await rename(Part.dataOf(this.file, this.id), this.file);
  }

  /** Deletes the part. */
  async discard(): Promise<void> {
    await this.handle.close().catch(() => {});
    await unlink(Part.dataOf(this.file, this.id)).catch(() => {});
  }

  /**
   * Sets the part aside for a later call to resume, when it can be: it knows its source, validator and total, and
   * holds some of the bytes but not all; else deletes it. A part another call set aside meanwhile is deleted.
   */
  async keep(): Promise<void> {
    const { source, validator, total } = this.info;
    if (!source || !validator || total === undefined || !this.bytes || this.bytes >= total) return this.discard();
    await this.handle.close().catch(() => {});
    const record = `${this.file}.part.json`;
    const mine = `${record}.${this.id}`;
    try {
      await writeFile(mine, JSON.stringify({ id: this.id, source, validator, total }), { flag: 'wx' });
      const other = await Part.claim(this.file);
      if (other) await unlink(Part.dataOf(this.file, other.id)).catch(() => {});
      await rename(mine, record);
    } catch (e) {
      await unlink(mine).catch(() => {});
      await this.discard();
      throw e;
    }
  }
}
