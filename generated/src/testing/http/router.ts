// Copied from templates/src/testing/http/router.ts by the generator: edit it there.
import type { OperationEntry } from '../../operations.js';
import { PATH_STYLES } from '../../runtime/vocabulary.js';

/**
 * What the fake server reads of an operation: a view of its entry in the operation table (an entry is a Route as it
 * is, nothing copied). `op.path` is the runtime path template the router matches: `{x}` a segment, `{+x}` a glued
 * suffix, `{/x}` a file sub-path.
 */
export type Route = Pick<OperationEntry, 'id' | 'method' | 'path' | 'query' | 'body' | 'returns'> & {
  readonly op: Pick<OperationEntry['op'], 'path'>;
};

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
