// Hand-written: edit it here; the generator never writes this file.
import type { OperationEntry, OperationId } from '../../operations.js';
import { PATH_STYLES, type ResultKind } from '../../runtime/vocabulary.js';

/** A hidden TeamCity method (handlers/hidden.ts): `source` names it as teamcity-rest does (`Class.method`). */
export interface HiddenMethod {
  readonly source: `${string}Request.${string}`;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the router reads paths: `{x}` one segment, `{/x}` a file sub-path. */
  readonly path: string;
  readonly kind: ResultKind;
  readonly type: string;
  /** A text body, or none (no hidden method takes a model). */
  readonly body: 'text/plain' | null;
  /** Query parameters the method declares; those the simulation does not read answer 501. */
  readonly query: readonly string[];
  readonly reads?: readonly string[];
}

/**
 * What the fake server reads of a route: a view of an operation's entry in the operation table (an entry is a Route
 * as it is, nothing copied), or a hidden TeamCity method described in the same terms. `op.path` is the runtime path
 * template the router matches: `{x}` a segment, `{+x}` a glued suffix, `{/x}` a file sub-path.
 */
export type Route = Pick<OperationEntry, 'method' | 'path' | 'body' | 'returns' | 'since'> & {
  /** The operation id, or for a hidden TeamCity method (no operation of the client) its `Class.method`. */
  readonly id: OperationId | HiddenMethod['source'];
  readonly query: readonly Pick<OperationEntry['query'][number], 'wire' | 'type'>[];
  readonly op: Pick<OperationEntry['op'], 'path'>;
  /** Set for a hidden TeamCity method. */
  readonly hidden?: HiddenMethod;
};

/** A hidden TeamCity method as a route: answered as its kind says, its query parameters text. */
export function hiddenRoute(hidden: HiddenMethod): Route {
  const mediaType = hidden.kind === 'json' ? 'application/json' : hidden.kind === 'string' ? 'text/plain' : '*/*';
  return {
    id: hidden.source,
    method: hidden.method,
    path: hidden.path,
    op: { path: hidden.path },
    returns: { kind: hidden.kind, type: hidden.type, mediaType },
    ...(hidden.body && { body: { type: 'string', mediaType: hidden.body, required: true } }),
    query: hidden.query.map((wire) => ({ wire, type: 'string' })),
    since: 'hidden',
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
  const { path } = route.op;
  const names: Compiled['names'] = [];
  let source = '';
  let weight = 0;
  let last = 0;
  const re = /\{([+/]?)(\w+)\}/g;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    const literal = path.slice(last, m.index);
    source += escape(literal);
    weight += literal.length;
    names.push({ name: m[2]!, style: m[1]! });
    source += m[1] === PATH_STYLES.subpath ? '(/.*)?' : m[1] === PATH_STYLES.suffix ? '(.+)' : '([^/]+)';
    last = re.lastIndex;
  }
  const tail = path.slice(last);
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
