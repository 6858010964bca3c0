// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { baseName, PERIOD, type StoredFile } from '../model/files.js';
import { head as writeHead, send } from './respond.js';

const PATTERN = Uint8Array.from({ length: PERIOD * 256 }, (_, i) => i % PERIOD);
const CHUNK = PATTERN.length - PERIOD;

const TYPES: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  zip: 'application/zip',
  jar: 'application/java-archive',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** A parsed `Range: bytes=...` header: one range, `null` for the whole file, `'unsatisfiable'` for 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** Serves file content as TeamCity's download processor does, streaming generated content in chunks. */
export async function sendFile(
  res: ServerResponse,
  file: StoredFile,
  range: string | undefined,
  contentDisposition: string | null,
  head: boolean,
): Promise<void> {
  const name = baseName(file.path);
  const headers: Record<string, string | number> = {
    'content-type': TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'cache-control': 'max-age=3600',
    etag: `"${createHash('md5').update(`${file.path}:${file.size}`).digest('hex')}"`,
  };
  if (contentDisposition !== 'no') {
    // A name from the request (a zip's `name`) may hold quotes or control characters: those go percent-encoded.
    const safe = /^[\x20-\x7e]*$/.test(name) && !/["\\]/.test(name) ? name : encodeURIComponent(name);
    headers['content-disposition'] = contentDisposition === 'attachment' ? `attachment; filename="${safe}"` : safe;
  }
  const r = parseRange(range, file.size);
  if (r === 'unsatisfiable') {
    send(res, 416, { ...headers, 'content-range': `bytes */${file.size}` }, '');
    return;
  }
  const start = r?.start ?? 0;
  const end = r?.end ?? file.size - 1;
  if (r) headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
  writeHead(res, r ? 206 : 200, { ...headers, 'content-length': Math.max(0, end - start + 1) });
  if (head) {
    res.end();
    return;
  }
  await pipeline(Readable.from(chunks(file, start, end + 1), { objectMode: false }), res);
}

function* chunks(file: StoredFile, from: number, to: number): Generator<Uint8Array> {
  if (file.bytes) {
    if (to > from) yield file.bytes.subarray(from, to);
    return;
  }
  for (let at = from; at < to; at += CHUNK) {
    const phase = at % PERIOD;
    yield PATTERN.subarray(phase, phase + Math.min(CHUNK, to - at));
  }
}
