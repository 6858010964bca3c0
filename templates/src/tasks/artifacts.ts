/// <reference types="node" />
import { stat, truncate } from 'node:fs/promises';
import { TeamCityInputError, TeamCityNetworkError } from '../runtime/errors.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { getChildren, getContent, getMetadata, getZipped } from '../areas/builds.js';
import type { File } from '../models.js';
import { buildIdOf, type BuildRef } from './ref.js';
import { saveFile } from './files.js';

/** One artifact file. */
export interface Artifact {
  /** Its path under the build's artifacts (`reports/junit.xml`). */
  path: string;
  size: number;
  /** TeamCity's modification time (`yyyyMMdd'T'HHmmssZ`). */
  modificationTime?: string;
}

export interface ListArtifactsOptions extends CallOptions {
  /** The folder to list (default the root); every folder under it is listed too. */
  path?: string;
  /** Keep only the files whose path this matches: a RegExp (`/\.xml$/`) or a test of your own. */
  pattern?: RegExp | ((path: string) => boolean);
}

/** Folders listed at most, so that a cyclic or runaway tree ends. */
const MAX_FOLDERS = 10_000;

/**
 * Every artifact file of a build, in every folder (one request per folder), optionally filtered by path.
 *
 * @example
 * ```ts
 * import { listArtifacts } from 'teamcity-sdk/tasks';
 * for (const a of await listArtifacts(tc, 1234, { pattern: /\.zip$/ })) console.log(a.path, a.size);
 * ```
 */
export async function listArtifacts(
  client: Transport,
  build: BuildRef,
  options: ListArtifactsOptions = {},
): Promise<Artifact[]> {
  const id = buildIdOf(build, 'listArtifacts');
  const { path = '', pattern, ...call } = options;
  const keep = typeof pattern == 'function' ? pattern : pattern ? (p: string) => pattern.test(p) : () => true;
  const out: Artifact[] = [];
  const folders = [path.replace(/^\/+|\/+$/g, '')];
  for (let n = 0; n < folders.length; n++) {
    if (n == MAX_FOLDERS)
      throw new TeamCityInputError(`listArtifacts: build ${id} has more than ${MAX_FOLDERS} folders`);
    const dir = folders[n]!;
    const list = await getChildren(
      client,
      {
        buildLocator: `id:${id}`,
        path: dir,
        fields: 'file(name,size,modificationTime,children(href))',
      },
      call,
    );
    for (const f of list.file ?? []) {
      const full = dir ? `${dir}/${f.name}` : String(f.name);
      if (f.children) folders.push(full);
      else if (keep(full)) out.push(artifactOf(full, f));
    }
  }
  return out;
}

const artifactOf = (path: string, f: File): Artifact => ({
  path,
  size: f.size ?? 0,
  ...(f.modificationTime && { modificationTime: f.modificationTime }),
});

export interface DownloadProgress {
  /** Bytes on disk so far, what an earlier attempt left included. */
  bytes: number;
  /** The file's size, as TeamCity gives it. */
  total: number;
}

export interface DownloadArtifactOptions extends Omit<CallOptions, 'range'> {
  onProgress?(progress: DownloadProgress): void;
  /** How many times a transfer that breaks off is resumed (default 3). */
  resumes?: number;
}

/** What a download did. */
export interface DownloadResult {
  file: string;
  bytes: number;
  /** Where the transfer started: the size of a partial file already there, else 0. */
  resumedFrom: number;
}

/**
 * Downloads one artifact to a file, streaming it to disk. A partial file already there (from a download that broke
 * off) is resumed with a `Range` request, and so is a transfer that breaks off now (`resumes` times); a file that
 * is already complete is left as it is.
 *
 * @example
 * ```ts
 * import { downloadArtifact } from 'teamcity-sdk/tasks';
 * await downloadArtifact(tc, 1234, 'dist/app.zip', './app.zip', {
 *   onProgress: ({ bytes, total }) => console.log(`${Math.round((100 * bytes) / total)}%`),
 * });
 * ```
 */
export async function downloadArtifact(
  client: Transport,
  build: BuildRef,
  path: string,
  file: string,
  options: DownloadArtifactOptions = {},
): Promise<DownloadResult> {
  const id = buildIdOf(build, 'downloadArtifact');
  const { onProgress, resumes = 3, ...call } = options;
  const buildLocator = `id:${id}`;
  const meta = await getMetadata(client, { buildLocator, path, fields: 'size' }, call);
  const total = meta.size ?? 0;
  let have = await stat(file).then(
    (s) => s.size,
    () => 0,
  );
  // Bigger than the artifact: not a part of it.
  if (have > total) {
    await truncate(file, 0);
    have = 0;
  }
  const resumedFrom = have;
  for (let attempt = 0; have < total || (total == 0 && attempt == 0); attempt++) {
    const start = have;
    try {
      const body = await getContent(client, { buildLocator, path }, { ...call, ...(start && { range: { start } }) });
      await saveFile(body, file, {
        append: start > 0,
        onChunk: (n) => {
          have = start + n;
          onProgress?.({ bytes: have, total });
        },
        ...(call.signal && { signal: call.signal }),
      });
    } catch (e) {
      if (!(e instanceof TeamCityNetworkError) || attempt >= resumes) throw e;
    }
    if (total == 0) break;
  }
  return { file, bytes: have, resumedFrom };
}

/**
 * Downloads a build's artifacts as one zip archive (TeamCity's `archived`), streamed to `zipFile`: every artifact,
 * or those under the folder `dir` ('' for all).
 *
 * @example
 * ```ts
 * import { downloadArtifacts } from 'teamcity-sdk/tasks';
 * await downloadArtifacts(tc, 1234, 'reports', './reports.zip');
 * ```
 */
export async function downloadArtifacts(
  client: Transport,
  build: BuildRef,
  dir: string,
  zipFile: string,
  options: Omit<CallOptions, 'range'> = {},
): Promise<DownloadResult> {
  const id = buildIdOf(build, 'downloadArtifacts');
  const zip = await getZipped(client, { buildLocator: `id:${id}`, path: dir }, options);
  const bytes = await saveFile(zip, zipFile, {
    ...(options.signal && { signal: options.signal }),
  });
  return { file: zipFile, bytes, resumedFrom: 0 };
}
