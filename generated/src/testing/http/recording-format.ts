// Hand-written: edit it here; the generator never writes this file.
// The recording format (docs/testing.md, "Record and replay"): what a recording's lines hold. Apart from its replay
// (recording.ts), so that the types teamcity-sdk/testing exports name nothing of Node's.
import * as z from 'zod';

/** The version this code writes; it reads every version up to it. */
export const RECORDING_VERSION = 1;
/** The first line's `format`: what the file is. */
export const RECORDING_FORMAT = 'teamcity-sdk-recording';

const body = z.union([z.object({ text: z.string() }), z.object({ base64: z.base64() })]).nullable();
const headers = z.array(z.tuple([z.string(), z.string()]));

/** The first line of a recording. */
export const header = z.object({
  format: z.literal(RECORDING_FORMAT),
  version: z.number().int().min(1).max(RECORDING_VERSION),
});

/** Every other line: one request and the answer it got, with every credential blanked out (`***`). */
export const exchange = z.object({
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

/** The lines of a recording: its header, then its exchanges. */
export function recordingText(exchanges: RecordedExchange[]): string {
  const first = { format: RECORDING_FORMAT, version: RECORDING_VERSION };
  return [first, ...exchanges].map((line) => JSON.stringify(line) + '\n').join('');
}
