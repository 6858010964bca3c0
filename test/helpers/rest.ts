/** What `rest` sends besides the method, the path and the body. */
export interface RestOptions {
  /** The Accept header (default `application/json`); null sends none. */
  accept?: string | null;
  /** The Content-Type of the body (default: `text/plain` for a string, else `application/json`). */
  contentType?: string;
}

/** An answer as `rest` reads it. */
export interface RestAnswer {
  status: number;
  /** The media type of the answer, without its parameters; null when it has none. */
  type: string | null;
  text: string;
  /** The body parsed when it is JSON, else its text. */
  body: any;
}

/**
 * The one raw request the fake TeamCity's tests send, as its admin: `path` under `/app/rest` (an href, which starts
 * with `/app/rest`, is taken as it is), and a body sent as text when a string, else as JSON.
 */
export async function rest(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  { accept = 'application/json', contentType }: RestOptions = {},
): Promise<RestAnswer> {
  const text = typeof body === 'string';
  const type = contentType ?? (text ? 'text/plain' : 'application/json');
  const res = await fetch(`${url}/app/rest${path.replace(/^\/app\/rest/, '')}`, {
    method,
    headers: {
      authorization: 'Bearer admin-token',
      ...(accept !== null && { accept }),
      ...(body !== undefined && { 'content-type': type }),
    },
    ...(body !== undefined && { body: text ? body : JSON.stringify(body) }),
  });
  const raw = await res.text();
  const media = res.headers.get('content-type')?.split(';')[0] ?? null;
  return { status: res.status, type: media, text: raw, body: media?.includes('json') && raw ? JSON.parse(raw) : raw };
}
