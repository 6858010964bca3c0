// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import type { Transport } from '../runtime/transport.js';
import { transportOf, type Run, type Settings } from './config.js';
import { curlOf } from './output.js';

/**
 * `--dry-run`: does `work` over a transport that sends nothing, and prints the first request it was given as a curl
 * command, credentials masked; false when there was none. That request fails (and `stop` is aborted), so work that
 * needs its answer goes no further: what a task would send next depends on answers a dry run does not have.
 */
export async function dryRun(
  settings: Settings,
  run: Run,
  work: (transport: Transport) => Promise<unknown>,
  stop?: AbortController,
): Promise<boolean> {
  let sent: [string, RequestInit] | undefined;
  const capture = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    sent ??= [String(url), init ?? {}];
    const reason = new Error('dry run: not sent');
    stop?.abort(reason);
    throw reason;
  };
  const { transport, auth } = transportOf(settings, run.io, { fetch: capture, csrf: false, retry: false });
  await work(transport).catch((e: unknown) => {
    if (!sent) throw e;
  });
  if (!sent) return false;
  run.io.stdout.write(run.clean(curlOf(...sent)) + '\n');
  if (auth === 'basic' && (sent[1].method ?? 'GET') !== 'GET')
    run.say('# with Basic auth, TeamCity also wants X-TC-CSRF-Token (from /authenticationTest.html?csrf) on a write');
  return true;
}
