// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
// The recording format (docs/testing.md, "Record and replay") and its replay: a file `startRecordingProxy` writes
// and `startFakeTeamCity({ replay })` answers from.
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import * as z from 'zod';
import { send } from './respond.js';

/** The version this code writes; it reads every version up to it. */
export const RECORDING_VERSION = 1;
/** The first line's `format`: what the file is. */
export const RECORDING_FORMAT = 'teamcity-sdk-recording';

const body = z.union([z.object({ text: z.string() }), z.object({ base64: z.base64() })]).nullable();
const headers = z.array(z.tuple([z.string(), z.string()]));

/** The first line of a recording. */
const header = z.object({
  format: z.literal(RECORDING_FORMAT),
  version: z.number().int().min(1).max(RECORDING_VERSION),
});

/** Every other line: one request and the answer it got, with every credential blanked out (`***`). */
const exchange = z.object({
  method: z.string().regex(/^[A-Z]+$/),
  /** Path and query, as sent. */
  path: z.string().startsWith('/'),
  requestHeaders: headers,
  requestBody: body,
  status: z.number().int().min(100).max(599),
  responseHeaders: headers,
  responseBody: body,
});

export type RecordedBody = z.infer<typeof body>;
export type RecordedExchange = z.infer<typeof exchange>;

/** A recording that cannot be read: the message names the file and the line. */
export class RecordingError extends Error {
  override name = 'RecordingError';
}

/** A body as the format keeps it: text when it is UTF-8, else base64; null for none. */
export function bodyOf(bytes: Buffer): RecordedBody {
  if (!bytes.length) return null;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { base64: bytes.toString('base64') };
  }
}

const bytesOf = (b: RecordedBody) =>
  b === null ? Buffer.alloc(0) : 'text' in b ? Buffer.from(b.text, 'utf8') : Buffer.from(b.base64, 'base64');

/** The lines of a recording: its header, then its exchanges. */
export function recordingText(exchanges: RecordedExchange[]): string {
  const first = { format: RECORDING_FORMAT, version: RECORDING_VERSION };
  return [first, ...exchanges].map((line) => JSON.stringify(line) + '\n').join('');
}

/** Writes do not repeat: their body is part of what is matched. */
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const keyOf = (method: string, path: string, requestBody: Buffer) =>
  JSON.stringify([method, path, isWrite(method) ? requestBody.toString('base64') : '']);

/** The answers of a recording, by request: each request's answers in order, then its last one again. */
export class Replay {
  private readonly answers = new Map<string, { list: RecordedExchange[]; next: number }>();

  private constructor(readonly file: string) {}

  static async load(file: string): Promise<Replay> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      throw new RecordingError(`${file}: cannot read the recording (${(e as NodeJS.ErrnoException).code ?? e})`);
    }
    const replay = new Replay(file);
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    lines.forEach((line, i) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (e) {
        throw new RecordingError(`${file}:${i + 1}: not JSON: ${(e as Error).message}`);
      }
      const parsed = (i === 0 ? header : exchange).safeParse(value);
      if (!parsed.success) {
        const what = i === 0 ? `not a ${RECORDING_FORMAT} of version 1 to ${RECORDING_VERSION}` : 'not an exchange';
        throw new RecordingError(`${file}:${i + 1}: ${what}: ${z.prettifyError(parsed.error)}`);
      }
      if (i > 0) replay.add(parsed.data as RecordedExchange);
    });
    if (!lines.length) throw new RecordingError(`${file}: empty, not a recording`);
    return replay;
  }

  private add(x: RecordedExchange): void {
    const key = keyOf(x.method, x.path, bytesOf(x.requestBody));
    const entry = this.answers.get(key);
    if (entry) entry.list.push(x);
    else this.answers.set(key, { list: [x], next: 0 });
  }

  /** Answers a request as recorded; one never recorded gets a 501 naming its method and path. */
  answer(res: ServerResponse, method: string, path: string, requestBody: Buffer): void {
    const entry = this.answers.get(keyOf(method, path, requestBody));
    if (!entry) {
      const what = `${method} ${path}${isWrite(method) ? ' with this body' : ''}`;
      send(res, 501, { 'content-type': 'text/plain;charset=UTF-8' }, `${what} is not in the recording ${this.file}`);
      return;
    }
    const x = entry.list[Math.min(entry.next++, entry.list.length - 1)]!;
    for (const [name, value] of x.responseHeaders) res.appendHeader(name, value);
    res.writeHead(x.status);
    res.end(method === 'HEAD' ? undefined : bytesOf(x.responseBody));
  }
}
