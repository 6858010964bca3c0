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
