// Hand-written: edit it here; the generator never writes this file.
import { isSafeHeader } from './headers.js';
import { stateOf, type Transport } from './transport.js';

/** What a request sends: a call (`Call` is one) or the CSRF token's fetch. */
export interface SendInit {
  readonly t: Transport;
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | null;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Sends a request, following redirects itself (at most 10) so that nothing that authenticates goes to another
 * origin: there, only the headers `isSafeHeader` allows are sent. A 303, or a 301/302 after a POST, turns into a GET.
 */
export async function send(init: SendInit): Promise<Response> {
  const s = stateOf(init.t);
  const signal = init.signal ?? null;
  let { url, method, headers, body } = init;
  for (let hops = 0; ; hops++) {
    const res = await s.fetch(url, { method, headers, body, signal, redirect: 'manual' });
    const location = res.status > 300 && res.status < 309 && res.headers.get('location');
    // A browser hides where a redirect leads: that is no answer to use.
    if (res.type === 'opaqueredirect') throw new TypeError('redirect hidden by the browser');
    if (!location) return res;
    if (hops === 10) throw new TypeError('more than 10 redirects');
    res.body?.cancel().catch(() => {});
    const next = new URL(location, url);
    const away = next.origin !== new URL(url).origin;
    // A copy, never the call's own headers: a retry after the redirect sends them all again.
    const kept: Record<string, string> = {};
    for (const name in headers) if (!away || isSafeHeader(s.safeHeaders, name)) kept[name] = headers[name]!;
    headers = kept;
    if (res.status === 303 || (res.status < 303 && method === 'POST')) {
      method = 'GET';
      body = null;
      delete headers['content-type'];
    }
    url = next.href;
  }
}
