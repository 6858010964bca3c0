// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseRange } from './download.js';
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { head, send } from './respond.js';
import type { State } from '../model/state.js';

/**
 * `/downloadBuildLog.html?buildId=N`: the build's log as plain text, as much as is written (it grows while the build
 * runs), with byte ranges. The zipped form (`archived=true`) is not simulated.
 */
export async function sendBuildLog(
  req: IncomingMessage,
  res: ServerResponse,
  state: State,
  query: URLSearchParams,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `HTTP ${req.method} is not supported`);
  if (query.get('archived') === 'true')
    throw new HttpError(501, 'The fake TeamCity does not simulate the zipped build log (archived=true).');
  const id = query.get('buildId') ?? '';
  if (!/^\d+$/.test(id)) throw badRequest(`Bad buildId '${id}'.`);
  if (!state.builds.get(Number(id))) throw notFound(`No build with id ${id}.`);
  const log = state.runs.log(Number(id));
  const headers: Record<string, string | number> = {
    'content-type': 'text/plain;charset=UTF-8',
    'accept-ranges': 'bytes',
  };
  const header = req.headers.range;
  const range = parseRange(header, log.size);
  if (range === 'unsatisfiable') return send(res, 416, { ...headers, 'content-range': `bytes */${log.size}` }, '');
  const start = range?.start ?? 0;
  const end = range ? range.end + 1 : log.size;
  if (range) headers['content-range'] = `bytes ${start}-${end - 1}/${log.size}`;
  head(res, range ? 206 : 200, { ...headers, 'content-length': end - start });
  if (req.method === 'HEAD') return void res.end();
  await pipeline(Readable.from(log.read(start, end), { objectMode: false }), res);
}
