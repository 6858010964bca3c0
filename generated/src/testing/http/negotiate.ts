// Hand-written: edit it here; the generator never writes this file.
/**
 * Content negotiation as TeamCity's Jersey (2.x, JAX-RS 2.1) does it: the `Accept` list sorted by q-value, then by
 * specificity; among the resource methods at a path, the one whose `@Consumes` fits the `Content-Type` and whose
 * `@Produces` best fits `Accept`; and the answer's media type, the best pairing of an accepted type with one the method
 * produces (more specific first, then higher q, then fewer wildcards matched), ties going to the earlier accepted type
 * and then to the earlier entry of `@Produces` (TeamCity lists XML before JSON).
 */
/** A media type as Jersey reads it: lower-cased type and subtype, parameters, and its q-value in thousandths. */
export interface MediaType {
  type: string;
  subtype: string;
  params: Record<string, string>;
  q: number;
}

/**
 * An `Accept` or `Content-Type` header Jersey cannot read. Jersey answers 400 itself, with no body and before any
 * TeamCity exception mapper runs.
 */
export class HeaderError extends Error {}

/** No resource method consumes the request's `Content-Type` (415) or produces a type it accepts (406). */
export class NotMatched extends Error {
  constructor(readonly status: 406 | 415) {
    super(status === 415 ? 'HTTP 415 Unsupported Media Type' : 'HTTP 406 Not Acceptable');
  }
}

const DEFAULT_Q = 1000;
const WILDCARD: MediaType = { type: '*', subtype: '*', params: {}, q: DEFAULT_Q };
// RFC 2616's separators; every other visible ASCII character is part of a token.
const SEPARATORS = new Set('()<>@,;:\\"/[]?={} \t');

/** Reads a header the way Jersey's HttpHeaderReader does: tokens, separators, quoted strings, skipping white space. */
class Reader {
  private at = 0;
  constructor(
    private readonly text: string,
    private readonly header: string,
  ) {}

  private skip(): void {
    while (this.at < this.text.length && (this.text[this.at] === ' ' || this.text[this.at] === '\t')) this.at++;
  }

  done(): boolean {
    this.skip();
    return this.at >= this.text.length;
  }

  peek(): string | undefined {
    this.skip();
    return this.text[this.at];
  }

  fail(what: string): never {
    throw new HeaderError(`Unable to parse "${this.header}" header value: "${this.text}": ${what} at ${this.at}.`);
  }

  separator(c: string): void {
    if (this.peek() !== c) this.fail(`'${c}' expected`);
    this.at++;
  }

  token(): string {
    this.skip();
    const start = this.at;
    while (this.at < this.text.length) {
      const c = this.text[this.at]!;
      if (SEPARATORS.has(c) || c < '!' || c > '~') break;
      this.at++;
    }
    if (this.at === start) this.fail('a token expected');
    return this.text.slice(start, this.at);
  }

  tokenOrQuoted(): string {
    if (this.peek() !== '"') return this.token();
    let value = '';
    for (this.at++; this.at < this.text.length; this.at++) {
      const c = this.text[this.at]!;
      if (c === '"') {
        this.at++;
        return value;
      }
      if (c === '\\' && this.at + 1 < this.text.length) this.at++;
      value += this.text[this.at];
    }
    return this.fail('an unterminated quoted string');
  }
}

/**
 * A q-value as Jersey's `readQualityFactor` reads it, in thousandths: `0`, `1`, `0.5`, and `.2` (sent by Java's
 * HttpURLConnection) are read; more than five characters, a value above 1 or anything else is an error. `1.` and `0.`
 * read as -2000, as Jersey reads them (it multiplies the '.' it just read), so such a type sorts last.
 */
export function readQuality(q: string, fail: (what: string) => never): number {
  if (!q) fail('an empty q-value');
  if (q.length > 5) fail('a q-value longer than 5 characters');
  let at = 0;
  const whole = q[at++]!;
  if (whole === '0' || whole === '1') {
    if (at === q.length) return (whole === '1' ? 1 : 0) * 1000;
    if (q[at++] !== '.') fail('a decimal point expected in the q-value');
    if (at === q.length) return ('.'.charCodeAt(0) - '0'.charCodeAt(0)) * 1000;
  } else if (whole === '.') {
    if (at === q.length) fail('a digit expected after the decimal point');
  } else {
    fail("a q-value must start with '0' or '1'");
  }
  let value = 0;
  for (let exponent = 100; at < q.length; exponent /= 10) {
    const c = q[at++]!;
    if (c < '0' || c > '9') fail('a digit expected in the q-value');
    value += (c.charCodeAt(0) - 48) * exponent;
  }
  if (whole === '1') {
    if (value > 0) fail('a q-value above 1');
    return DEFAULT_Q;
  }
  return Math.trunc(value);
}

function readParams(r: Reader): Record<string, string> {
  const params: Record<string, string> = {};
  while (r.peek() === ';') {
    while (r.peek() === ';') r.separator(';');
    if (r.done() || r.peek() === ',') break;
    const name = r.token().toLowerCase();
    r.separator('=');
    params[name] = r.tokenOrQuoted();
  }
  return params;
}

/** Specificity as Jersey ranks it: `m/n` 0, `m/*` 1, `* /n` 2, `* /*` 3 (lower is more specific). */
const rank = (m: MediaType) => (m.type === '*' ? 2 : 0) + (m.subtype === '*' ? 1 : 0);

/**
 * The `Accept` header as Jersey's `getQualifiedAcceptableMediaTypes()` gives it: each type with its q-value, highest
 * q first and then the more specific first, in the header's order otherwise. A missing or empty header is `* /*`; a
 * lone `*` (HttpURLConnection's default) is read as `* /*` and `text` as `text/*`. Throws a HeaderError Jersey would.
 */
export function parseAccept(header: string | undefined): MediaType[] {
  if (header === undefined || header.trim() === '') return [WILDCARD];
  const r = new Reader(header, 'Accept');
  const list: MediaType[] = [];
  while (!r.done()) {
    const type = r.token().toLowerCase();
    let subtype = '*';
    if (r.peek() === '/') {
      r.separator('/');
      subtype = r.token().toLowerCase();
    }
    const params = readParams(r);
    const q = params.q === undefined ? DEFAULT_Q : readQuality(params.q, (what) => r.fail(what));
    delete params.q;
    list.push({ type, subtype, params, q });
    if (!r.done()) r.separator(',');
  }
  return list
    .map((m, i) => ({ m, i }))
    .sort((a, b) => b.m.q - a.m.q || rank(a.m) - rank(b.m) || a.i - b.i)
    .map(({ m }) => m);
}

/** A `Content-Type` header: null when there is none; a HeaderError when Jersey cannot read it. */
export function parseContentType(header: string | undefined): MediaType | null {
  if (header === undefined || header.trim() === '') return null;
  const r = new Reader(header, 'Content-Type');
  const type = r.token().toLowerCase();
  r.separator('/');
  const subtype = r.token().toLowerCase();
  const params = readParams(r);
  if (!r.done()) r.fail('the end of the header expected');
  return { type, subtype, params, q: DEFAULT_Q };
}

export function mediaType(text: string): MediaType {
  const [type, subtype] = text.split('/') as [string, string];
  return { type, subtype, params: {}, q: DEFAULT_Q };
}

/** JAX-RS `MediaType.isCompatible`: a wildcard type matches anything, a wildcard subtype any of the same type. */
function compatible(a: MediaType, b: MediaType): boolean {
  if (a.type === '*' || b.type === '*') return true;
  return a.type === b.type && (a.subtype === '*' || b.subtype === '*' || a.subtype === b.subtype);
}

/** Jersey's CombinedMediaType: the more specific of a client and a server type, the client's q, the wildcards matched. */
interface Combined {
  type: MediaType;
  q: number;
  d: number;
}

function combine(client: MediaType, server: MediaType): Combined | null {
  if (!compatible(client, server)) return null;
  const specific =
    (client.type === '*' && server.type !== '*') || (client.subtype === '*' && server.subtype !== '*')
      ? server
      : client;
  const d =
    Number((client.type === '*') !== (server.type === '*')) +
    Number((client.subtype === '*') !== (server.subtype === '*'));
  return { type: specific, q: client.q, d };
}

/** Jersey's CombinedMediaType.COMPARATOR: more specific first, then higher q, then fewer wildcards matched. */
const compareCombined = (a: Combined, b: Combined) => rank(a.type) - rank(b.type) || b.q - a.q || a.d - b.d;

interface Candidate<T> {
  consumes: Combined;
  produces: Combined;
  method: ResourceMethod<T>;
}

const compareCandidates = <T>(a: Candidate<T>, b: Candidate<T>) =>
  compareCombined(a.consumes, b.consumes) || compareCombined(a.produces, b.produces);

const isWildcard = (m: MediaType) => m.type === '*' || m.subtype === '*';
const text = (m: MediaType) => `${m.type}/${m.subtype}`;

/** One resource method at a path: what it `@Consumes` and `@Produces` (`* /*` where it declares nothing). */
export interface ResourceMethod<T> {
  consumes: readonly string[];
  produces: readonly string[];
  method: T;
}

export interface Selection<T> {
  method: T;
  /** The answer's media type; `* /*` for a method that produces any (its own code decides). */
  mediaType: string;
}

/**
 * Jersey's MethodSelectingRouter over the resource methods of one path and HTTP method: 415 when none consumes the
 * `Content-Type`, 406 when none produces an accepted type (NotMatched); else the best method and the answer's type.
 * `Content-Type` and `Accept` are the raw headers; a header Jersey cannot read throws a HeaderError.
 */
export function selectMethod<T>(
  methods: readonly ResourceMethod<T>[],
  contentTypeHeader: string | undefined,
  acceptHeader: string | undefined,
): Selection<T> {
  const contentType = parseContentType(contentTypeHeader);
  // Jersey's acceptors: one per method, consumed type and produced type; those whose consumed type fits Content-Type.
  const acceptors = methods.flatMap((method) =>
    method.consumes
      .map(mediaType)
      .filter((c) => contentType === null || compatible(c, contentType))
      .flatMap((consumes) => method.produces.map((p) => ({ method, consumes, produces: mediaType(p) }))),
  );
  if (!acceptors.length) throw new NotMatched(415);
  const single = new Set(acceptors.map((a) => a.method)).size === 1;
  const accepted = parseAccept(acceptHeader);
  const effective = contentType ?? WILDCARD;
  let best: Candidate<T> | null = null;
  search: for (const a of accepted) {
    for (const acceptor of acceptors) {
      const produces = combine(a, acceptor.produces);
      if (!produces) continue;
      const candidate = { consumes: combine(effective, acceptor.consumes)!, produces, method: acceptor.method };
      // With one method at the path Jersey takes the first fit. Among several it keeps the best, the earlier of
      // equals: Jersey's own order of equals is a hash order, the fake puts the documented form first.
      if (single) {
        best = candidate;
        break search;
      }
      if (!best || compareCandidates(candidate, best) < 0) best = candidate;
    }
  }
  if (!best) throw new NotMatched(406);
  const produces = best.method.produces;
  if (produces.includes('*/*')) return { method: best.method.method, mediaType: '*/*' };
  let chosen: MediaType;
  if (produces.length === 1 || (accepted.length === 1 && !isWildcard(accepted[0]!))) {
    chosen = best.produces.type;
  } else {
    let top: Combined | null = null;
    for (const a of accepted) {
      for (const p of produces) {
        const c = combine(a, mediaType(p));
        if (c && (!top || compareCombined(c, top) < 0)) top = c;
      }
    }
    chosen = top!.type;
  }
  if (isWildcard(chosen)) {
    if (chosen.type !== '*' && chosen.type !== 'application') throw new NotMatched(406);
    return { method: best.method.method, mediaType: 'application/octet-stream' };
  }
  return { method: best.method.method, mediaType: text(chosen) };
}

/** The media type of `produces` Jersey answers `accept` with, or null (406); an unreadable header counts as none. */
export function negotiate(accept: string | undefined, produces: readonly string[]): string | null {
  try {
    return selectMethod([{ consumes: ['*/*'], produces, method: null }], undefined, accept).mediaType;
  } catch (e) {
    if (e instanceof HeaderError) return negotiate(undefined, produces);
    if (e instanceof NotMatched) return null;
    throw e;
  }
}

export const XML_JSON = ['application/xml', 'application/json'] as const;
