// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import {
  TeamCityAbortError,
  TeamCityInputError,
  TeamCityNetworkError,
  TeamCityRateLimitError,
  TeamCityResponseError,
  TeamCityServerError,
  TeamCityTimeoutError,
} from '../runtime/errors.js';
import { retryOf, sleep } from '../runtime/retry.js';
import { stateOf, type CallOptions, type Transport } from '../runtime/transport.js';
import { getChildren, getContent, getMetadata, getZipped } from '../areas/builds.js';
import type { File } from '../models.js';
import { contentRange, numberOption, objectOf, quoted } from './check.js';
import { TeamCityTaskAbortError } from './errors.js';
import { Part, saveFile } from './files.js';
import { patternTest, type Pattern } from './pattern.js';
import { buildIdOf, type BuildRef } from './ref.js';

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
  /**
   * Keep only the files whose path this matches: a RegExp (`/\.xml$/`, JavaScript's engine), a string (an RE2 pattern,
   * matched in linear time: for a pattern a user or an agent gives), or a test of your own.
   */
  pattern?: Pattern | ((path: string) => boolean);
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
  const keep =
    typeof pattern === 'function'
      ? pattern
      : pattern !== undefined
        ? patternTest(pattern, 'listArtifacts')
        : () => true;
  const out: Artifact[] = [];
  const folders = [path.replace(/^\/+|\/+$/g, '')];
  for (let n = 0; n < folders.length; n++) {
    if (n === MAX_FOLDERS)
      throw new TeamCityInputError(`listArtifacts: build ${id} has more than ${MAX_FOLDERS} folders`);
    const dir = folders[n]!;
    const list = objectOf(
      client,
      'listArtifacts',
      'builds.get_children',
      await getChildren(
        client,
        { buildLocator: `id:${id}`, path: dir, fields: 'file(name,size,modificationTime,children(href))' },
        call,
      ),
      { file: [{ name: 'string!', size: 'number', modificationTime: 'string', children: {} }] },
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
  /** Bytes of the file so far, what an earlier call left included. */
  bytes: number;
  /** The file's size, as TeamCity gives it (0 when it gives none). */
  total: number;
}

export interface DownloadArtifactOptions extends Omit<CallOptions, 'range'> {
  onProgress?(progress: DownloadProgress): void;
  /**
   * Requests after the first (default 3, a whole number from 0 to 100), each after a pause (the retry options'
   * `baseDelayMs`, doubled each time, at most `maxDelayMs`): to resume a transfer that broke off or came short, or to
   * start again when the file changed on the server. Every one counts.
   */
  resumes?: number;
}

/** What a download did. */
export interface DownloadResult {
  file: string;
  bytes: number;
  /** Where the transfer started: the size of the part an earlier call left, else 0. */
  resumedFrom: number;
}

/** Errors after which a part is worth keeping: the transfer may well go on later. */
const transient = (e: unknown) =>
  e instanceof TeamCityNetworkError ||
  e instanceof TeamCityTimeoutError ||
  e instanceof TeamCityAbortError ||
  e instanceof TeamCityTaskAbortError ||
  e instanceof TeamCityServerError ||
  e instanceof TeamCityRateLimitError;

/**
 * Downloads one artifact to a file, streaming it to disk. The bytes go to a part file beside it
 * (`<file>.<id>.part`), which replaces `file` by a rename once it holds the whole artifact: a file already at `file`
 * is replaced, never appended to (a symlink there is replaced, not followed), and a failed call leaves it as it was.
 *
 * A transfer that breaks off is resumed with a `Range` request (`resumes` times), and so is one a call before this one
 * left: such a call sets its part aside, with the artifact's validator (its `ETag`, else `Last-Modified`) and size, in
 * `<file>.part.json`. A resume is taken only when its answer's validator and size are those of the part, and its
 * `Content-Range` starts where the part ends and runs to the end (else a `TeamCityResponseError`); an artifact changed
 * on the server starts again from byte 0. A body longer than the artifact is refused, and a cut transfer of unknown
 * size throws its `TeamCityNetworkError`. A part that cannot be resumed is deleted.
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
  const task = 'downloadArtifact';
  const id = buildIdOf(build, task);
  const { onProgress, resumes: r, ...call } = options;
  const resumes = numberOption(task, 'resumes', r, 3, { max: 100, whole: true });
  const { retry: clientRetry, urlPrefix } = stateOf(client);
  const retry = retryOf(call.retry, clientRetry);
  const buildLocator = `id:${id}`;
  const meta = objectOf(
    client,
    task,
    'builds.get_metadata',
    await getMetadata(client, { buildLocator, path, fields: 'size' }, call),
    { size: 'number' },
  );
  const size = Number.isSafeInteger(meta.size) && meta.size! >= 0 ? meta.size : undefined;
  const part = await Part.resume(file, `${urlPrefix} build ${id} ${path}`);
  // A part of another size is of another version of the file.
  if (part.bytes && part.info.total !== size) await part.restart();
  let resumedFrom = part.bytes;
  const fail = (message: string) => new TeamCityResponseError(message, task, '', '');
  let short = false;
  try {
    for (let attempt = 0; ; attempt++) {
      if (attempt) {
        await sleep(Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1)), call.signal).catch(
          (reason: unknown) => {
            throw new TeamCityTaskAbortError(task, id, reason);
          },
        );
      }
      const last = attempt === resumes;
      const start = part.bytes;
      const body = await getContent(client, { buildLocator, path }, { ...call, ...(start && { range: { start } }) });
      const validator = body.headers.get('etag') ?? body.headers.get('last-modified') ?? undefined;
      let total: number | undefined;
      if (start) {
        const header = body.headers.get('content-range');
        const range = contentRange(header);
        const wrongRange = async () => {
          await body.body?.cancel().catch(() => {});
          return fail(
            `asked for bytes ${start}- of ${path} (${part.info.total} bytes), got Content-Range ${quoted(client, header)}`,
          );
        };
        if (range?.start !== start || range.total === undefined || range.end !== range.total - 1)
          throw await wrongRange();
        // Another version of the file (TeamCity serves a range of whatever is there now): start again from byte 0.
        if (validator !== part.info.validator) {
          await body.body?.cancel().catch(() => {});
          if (last)
            throw fail(`${path} changed on the server during the download; gave up after ${resumes + 1} requests`);
          await part.restart();
          resumedFrom = 0;
          continue;
        }
        if (range.total !== part.info.total) throw await wrongRange();
        total = range.total;
      } else {
        if (body.status !== 200) {
          await body.body?.cancel().catch(() => {});
          throw fail(`asked for all of ${path}, got status ${body.status}`);
        }
        // The length on the wire is the file's unless the body is encoded (gzip); it is newer than the metadata.
        const length = body.headers.get('content-encoding') ? null : body.headers.get('content-length');
        total = length && /^\d{1,15}$/.test(length) ? Number(length) : size;
        part.info = { ...part.info, ...(validator && { validator }), ...(total !== undefined && { total }) };
      }
      try {
        for await (const chunk of body) {
          if (total !== undefined && part.bytes + chunk.length > total)
            throw fail(`the answer for ${path} is longer than its ${total} bytes`);
          await part.write(chunk);
          onProgress?.({ bytes: part.bytes, total: total ?? 0 });
        }
      } catch (e) {
        // A cut transfer is resumed, if its size is known and it can be told apart from another version.
        if (!(e instanceof TeamCityNetworkError) || total === undefined || last) throw e;
        if (!part.info.validator) {
          await part.restart();
          resumedFrom = 0;
        }
        continue;
      }
      if (total === undefined || part.bytes === total) {
        await part.finish();
        return { file, bytes: part.bytes, resumedFrom };
      }
      if (last) {
        // What came is right, only short: kept for a later call.
        short = true;
        throw fail(
          `the answers for ${path} ended short, at byte ${part.bytes} of ${total}; gave up after ${resumes + 1} requests`,
        );
      }
    }
  } catch (e) {
    await (transient(e) || short ? part.keep() : part.discard());
    throw e;
  }
}

/**
 * Downloads a build's artifacts as one zip archive (TeamCity's `archived`), streamed to `zipFile` as `saveFile` does
 * (beside it, then renamed into place): every artifact, or those under the folder `dir` ('' for all).
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
