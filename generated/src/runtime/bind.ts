// Hand-written: edit it here; the generator never writes this file.
import type { Transport } from './transport.js';

/**
 * An area's functions bound to one client: the same functions without their first argument. `G` spells out the
 * bound form of generic functions (a mapped type would drop their type parameters).
 */
export type Bound<M, G = {}> = {
  // Functions only: an area module also exports its operations' descriptors, which bind leaves out.
  readonly [K in keyof M as M[K] extends Function ? K : never]: K extends keyof G
    ? G[K]
    : M[K] extends (client: Transport, ...rest: infer A) => infer R
      ? (...rest: A) => R
      : never;
};

export function bind<M extends object, G = {}>(client: Transport, mod: M): Bound<M, G> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(mod)) {
    if (typeof fn === 'function') bound[name] = (args?: unknown, options?: unknown) => fn(client, args, options);
  }
  return bound as Bound<M, G>;
}

/**
 * A client: the transport itself (a copy would not be one) with the area namespaces on it. It shows what a transport
 * shows, `{ baseUrl, auth }`, rather than every namespace: to JSON, and to Node's util.inspect through the hook's
 * registered name (no import of node:util).
 */
export function asClient<N extends object>(t: Transport, namespaces: N): Transport & N {
  // A copy of the transport's two fields, made before the namespaces go on it.
  const shown = { ...t };
  const summary = () => shown;
  return Object.defineProperties(Object.assign(t, namespaces), {
    toJSON: { value: summary },
    [Symbol.for('nodejs.util.inspect.custom')]: { value: summary },
  });
}
