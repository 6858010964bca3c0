import type { OperationEntry, OperationId } from '../../operations.js';
import { PATH_STYLES, type BodyMediaType, type ResultKind } from '../../runtime/vocabulary.js';

/** A hidden TeamCity method (handlers/hidden.ts): `source` names it as teamcity-rest does (`Class.method`). */
export interface HiddenMethod {
  readonly source: `${string}Request.${string}`;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the router reads paths: `{x}` one segment, `{/x}` a file sub-path. */
  readonly path: string;
  readonly result: ResultKind;
  readonly type: string;
  readonly body: BodyMediaType | null;
  /** Query parameters the method declares; those the simulation does not read answer 501. */
  readonly query: readonly string[];
  readonly reads?: readonly string[];
}

/** One operation as the fake server routes it: its entry in the operation table, in the terms the server reads. */
export interface Route {
  /** The operation id, or for a hidden TeamCity method (no operation of the client) its `Class.method`. */
  readonly id: OperationId | HiddenMethod['source'];
  readonly method: string;
  /** The runtime path template: `{x}` a segment, `{+x}` a glued suffix, `{/x}` a file sub-path. */
  readonly path: string;
  readonly result: ResultKind;
  /** The result's model name (`Builds`, `Project`, ...), or `string`/`void`/`binary`/`object`. */
  readonly type: string;
  /** The media type the client asks for. */
  readonly accept: string;
  readonly body: BodyMediaType | null;
  readonly bodyRequired: boolean;
  /** Query parameter names on the wire. */
  readonly query: readonly string[];
  /** The operation's entry; a hidden TeamCity method has none. */
  readonly entry?: OperationEntry;
  /** Set for a hidden TeamCity method. */
  readonly hidden?: HiddenMethod;
}

export function toRoute(entry: OperationEntry): Route {
  return {
    id: entry.id,
    method: entry.method,
    path: entry.op.path,
    result: entry.returns.kind,
    type: entry.returns.type,
    accept: entry.returns.mediaType,
    body: entry.body?.mediaType ?? null,
    bodyRequired: entry.body?.required ?? false,
    query: [...new Set(entry.query.map((q) => q.wire))],
    entry,
  };
}

/** A hidden TeamCity method as the router reads it. */
export function hiddenRoute(hidden: HiddenMethod): Route {
  const accept = hidden.result === 'json' ? 'application/json' : hidden.result === 'string' ? 'text/plain' : '*/*';
  return {
    id: hidden.source,
    method: hidden.method,
    path: hidden.path,
    result: hidden.result,
    type: hidden.type,
    accept,
    body: hidden.body,
    bodyRequired: hidden.body !== null,
    query: hidden.query,
    hidden,
  };
}

export interface Match {
  route: Route;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
}

interface Compiled {
  route: Route;
  re: RegExp;
  names: { name: string; style: string }[];
  /** Literal characters in the template: the more, the more specific the route. */
  weight: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: Route): Compiled {
  const names: Compiled['names'] = [];
  let source = '';
  let weight = 0;
  let last = 0;
  const re = /\{([+/]?)(\w+)\}/g;
  for (let m = re.exec(route.path); m; m = re.exec(route.path)) {
    const literal = route.path.slice(last, m.index);
    source += escape(literal);
    weight += literal.length;
    names.push({ name: m[2]!, style: m[1]! });
    source += m[1] === PATH_STYLES.subpath ? '(/.*)?' : m[1] === PATH_STYLES.suffix ? '(.+)' : '([^/]+)';
    last = re.lastIndex;
  }
  const tail = route.path.slice(last);
  return { route, re: new RegExp(`^${source}${escape(tail)}$`), names, weight: weight + tail.length };
}

/** Thrown for a path parameter that is not valid percent-encoding. */
export class BadPathError extends Error {}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new BadPathError(`'${raw}' is not valid percent-encoding`);
  }
}

const decodeSubPath = (raw: string) => raw.split('/').map(decode).join('/');

/** Finds the most specific route for a method and a raw (still percent-encoded) `/app/rest/...` path. */
export class Router {
  private readonly compiled: Compiled[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map(compile).sort((a, b) => b.weight - a.weight);
  }

  /** The match, `'method'` when only other methods serve the path, or null when nothing does. */
  find(method: string, rawPath: string): Match | 'method' | null {
    let other = false;
    for (const c of this.compiled) {
      const m = c.re.exec(rawPath);
      if (!m) continue;
      if (c.route.method !== method) {
        other = true;
        continue;
      }
      const params: Record<string, string> = {};
      c.names.forEach((p, i) => {
        const raw = m[i + 1] ?? '';
        params[p.name] = p.style === PATH_STYLES.segment ? decode(raw) : decodeSubPath(raw);
      });
      return { route: c.route, params };
    }
    return other ? 'method' : null;
  }
}
