// Hand-written: edit it here; the generator never writes this file.
// The words the spec, the generator's IR, the runtime and the fake TeamCity share, written once: the generator
// imports this file where the package has it.

/** How an operation's answer is decoded: a JSON model, plain text, nothing, file content, or untyped JSON. */
export const RESULT_KINDS = ['json', 'string', 'void', 'binary', 'object'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** The Accept headers that fit each result kind (`void` follows what the route produces). */
export const ACCEPT_OF: { readonly [K in ResultKind]: readonly string[] } = {
  json: ['application/json'],
  object: ['application/json'],
  string: ['text/plain', 'application/xml'],
  binary: ['*/*'],
  void: ['application/json', 'text/plain', '*/*'],
};

/**
 * Whether an Accept header lets TeamCity answer `application/xml` (any type, `application/*`, or that type itself):
 * TeamCity answers errors in the format the Accept header asks for, so only these operations get XML `<errors>` bodies.
 */
export const admitsXml = (accept: string): boolean =>
  accept.split(',').some((range) => /^\s*(\*\/\*|application\/(\*|xml))\s*(;|$)/i.test(range));

/** A query input's type; `string[]` is sent as a repeated parameter. */
export const QUERY_TYPES = ['string', 'boolean', 'integer', 'string[]'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** The media types a request body is sent as: a model as JSON, a string as plain text. */
export const BODY_MEDIA_TYPES = ['application/json', 'text/plain'] as const;
export type BodyMediaType = (typeof BODY_MEDIA_TYPES)[number];

/**
 * Where an operation's facts come from: the seed tables, real TeamCity's API definitions, or a maintainer who saw
 * TeamCity serve it (`hand`: its note says where, a TeamCity class, a recording or a release note).
 */
export const SOURCES = ['seed', 'reference', 'hand'] as const;
export type Source = (typeof SOURCES)[number];

/**
 * How a path parameter is put in the URL, by the mark it has in a runtime path template: `{x}` one percent-encoded
 * segment; `{+x}` a suffix glued to a word that keeps its `/`; `{/x}` a file sub-path that keeps its `/` and starts
 * with one when not empty.
 */
export const PATH_STYLES = { segment: '', suffix: '+', subpath: '/' } as const;
export type PathStyle = keyof typeof PATH_STYLES;

/**
 * The TeamCity versions whose API definitions the spec is checked against, oldest first (`2025.x`: a 2025 release,
 * exact build unknown), then `hidden`: a route TeamCity serves that no definition declares. An operation's `since`
 * is the first version whose definition has its route.
 */
export const SINCE = ['2018.1', '2023.11', '2025.x', 'hidden'] as const;
export type Since = (typeof SINCE)[number];

/**
 * Whether a server of this version (`/app/rest/server/version`: `2023.11.4 (build 147512)`) is older than `since`:
 * only then does it lack the operation for sure. Unknown versions, `hidden`, the oldest definition's version (the
 * route may be older still) and a year `since` leaves open (`2025.x` against a 2025 server) are never older.
 */
export function predates(serverVersion: string, since: Since): boolean {
  if (since === SINCE[0]) return false;
  const server = /^\s*(\d{4})\.(\d{1,2})(?!\d)/.exec(serverVersion);
  const first = /^(\d{4})\.(\d+|x)$/.exec(since);
  if (!server || !first) return false;
  const [year, release] = [Number(server[1]), Number(server[2])];
  const sinceYear = Number(first[1]);
  return year < sinceYear || (year === sinceYear && first[2] !== 'x' && release < Number(first[2]));
}

/** `since` as a sentence without its full stop: `Since TeamCity 2023.11`, or what `hidden` means. */
export const sinceWords = (since: Since): string =>
  since === 'hidden'
    ? 'Hidden: TeamCity serves it, but none of its API definitions declares it'
    : `Since TeamCity ${since}`;
