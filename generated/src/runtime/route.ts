// Hand-written: edit it here; the generator never writes this file.
// Which route serves a path: the one matcher the fake TeamCity routes requests with and the MCP server judges a call's
// mode by (the route TeamCity will serve, not the template called). Nothing on the request path imports it.
import { PATH_STYLES } from './vocabulary.js';

/** What the matcher reads of a route: its method and its runtime path template (`{x}`, `{+x}`, `{/x}`). */
export interface RouteTemplate {
  readonly method: string;
  readonly op: { readonly path: string };
}

export interface Match<R extends RouteTemplate = RouteTemplate> {
  route: R;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
}

interface Compiled<R> {
  route: R;
  re: RegExp;
  names: { name: string; style: string }[];
  /** Literal characters in the template: the more, the more specific the route (Jersey's first rule). */
  weight: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<R extends RouteTemplate>(route: R): Compiled<R> {
  const { path } = route.op;
  const names: Compiled<R>['names'] = [];
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
export class Router<R extends RouteTemplate = RouteTemplate> {
  private readonly compiled: Compiled<R>[];

  constructor(routes: readonly R[]) {
    this.compiled = routes.map(compile).sort((a, b) => b.weight - a.weight);
  }

  /** The match, `'method'` when only other methods serve the path, or null when nothing does. */
  find(method: string, rawPath: string): Match<R> | 'method' | null {
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

  /**
   * Every route of the method that may serve the path: those as specific as the one `find` picks. More than one
   * means the choice rests on a tie TeamCity may break otherwise.
   */
  candidates(method: string, rawPath: string): R[] {
    const found: R[] = [];
    let weight = -1;
    for (const c of this.compiled) {
      if (c.weight < weight) break;
      if (c.route.method !== method || !c.re.test(rawPath)) continue;
      weight = c.weight;
      found.push(c.route);
    }
    return found;
  }
}
