import { TeamCityInputError } from './errors.js';
import type { Operation } from './request.js';

/**
 * A typed `fields` selection, as the generated `<Model>Fields` interfaces describe it: a field name maps to `true`
 * (the field) or to a nested selection; `$long: true` / `$short: true` ask for the long or short form;
 * `$locator: '...'` filters a nested collection. Rendered in key order: `{ id: true, buildType: { name: true } }`
 * is `id,buildType(name)`.
 */
export interface FieldSelection {
  readonly [field: string]: true | string | FieldSelection | undefined;
}

const NAME = /^[A-Za-z0-9_-]+$/;

/** The `fields` string of a selection; throws TeamCityInputError on what TeamCity could not read. */
export function renderFields(selection: FieldSelection, operation?: string): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(selection)) {
    if (value === undefined) continue;
    const bad = (why: string) => new TeamCityInputError(`fields: ${key} ${why}`, operation);
    if (key === '$long' || key === '$short') {
      if (value !== true) throw bad('must be true');
      parts.push(key);
    } else if (key === '$locator') {
      if (typeof value !== 'string' || !value || !balanced(value)) throw bad('must be a non-empty locator with balanced parentheses');
      parts.push(`$locator(${value})`);
    } else if (!NAME.test(key)) {
      throw bad('is not a field name');
    } else if (value === true) {
      parts.push(key);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      parts.push(`${key}(${renderFields(value, operation)})`);
    } else {
      throw bad('must be true or a nested selection');
    }
  }
  if (!parts.length) throw new TeamCityInputError('fields: a selection must select something', operation);
  return parts.join(',');
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** The arguments with a `fields` selection rendered to TeamCity's string (a string is passed as it is). */
export function withFields<A extends object>(op: Operation, args: A): A {
  const fields = (args as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return args;
  return { ...args, fields: renderFields(fields as FieldSelection, op.id) };
}

// Distributes over V, so `Tag[] | string[]` (an old server's shape) narrows its object half only.
type SelectedValue<V, S> = V extends readonly (infer E)[]
  ? (E extends object ? Selected<E, S> : E)[]
  : V extends object
    ? Selected<V, S>
    : V;

/**
 * The model `M` narrowed to the fields selection `S`: only the selected fields, nested selections narrowed too.
 * No selection (`never`), `$long` or `$short` leave the model as it is. Every field stays optional: TeamCity
 * omits absent values.
 */
export type Selected<M, S> = [S] extends [never]
  ? M
  : S extends { $long: true } | { $short: true }
    ? M
    : { [K in keyof S & keyof M]?: S[K] extends object ? SelectedValue<NonNullable<M[K]>, S[K]> : M[K] };

/**
 * `S` with every key that is not a field of the selection type `F` turned into `never`, nested too. Operations
 * constrain `S extends F & object & ExactFields<S, F>`, so a misspelt field is an error at its key (`S extends F`
 * alone does not check excess keys). Deferred while `S` is a type parameter (the `[S] extends [never]` test), so it
 * adds nothing to the contextual type of the selection literal: tsc would otherwise resolve every field of `F`.
 */
export type ExactFields<S, F> = [S] extends [never]
  ? unknown
  : { [K in keyof S]: K extends keyof F ? ExactFields<S[K], F[K] & object> : never };
