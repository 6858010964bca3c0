import type { Transport } from './transport.js';

/** An area's functions bound to one client: the same functions without their first argument. */
export type Bound<M> = {
  readonly [K in keyof M]: M[K] extends (client: Transport, ...rest: infer A) => infer R ? (...rest: A) => R : never;
};

export function bind<M extends object>(client: Transport, mod: M): Bound<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(mod)) {
    if (typeof fn === 'function') bound[name] = (args?: unknown, options?: unknown) => fn(client, args, options);
  }
  return bound as Bound<M>;
}
