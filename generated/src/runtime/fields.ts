// Hand-written: edit it here; the generator never writes this file.
import { badInput } from './errors.js';
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

/** The `fields` string of a selection; throws TeamCityInputError on what TeamCity could not read. */
export function renderFields(selection: FieldSelection, operation?: string): string {
  const parts: string[] = [];
  const fail = (why: string) => badInput('fields: ' + why, operation);
  for (const key in selection) {
    const value = selection[key];
    if (value === undefined) continue;
    let depth = 0;
    if (key === '$locator') {
      // Balanced parentheses: TeamCity would read past a `)` too many. Not a string, or empty: a `)` too many.
      for (const c of (typeof value === 'string' && value) || ')')
        if ((depth += c === '(' ? 1 : c === ')' ? -1 : 0) < 0) break;
      parts.push(depth ? fail(key + ' must be a non-empty locator with balanced parentheses') : `$locator(${value})`);
    } else
      parts.push(
        !/^(\$long|\$short|[\w-]+)$/.test(key)
          ? fail(key + ' is not a field name')
          : value === true
            ? key
            : key[0] !== '$' && value && typeof value === 'object' && !Array.isArray(value)
              ? `${key}(${renderFields(value, operation)})`
              : fail(key + ' must be true' + (key[0] === '$' ? '' : ' or a nested selection')),
      );
  }
  return parts.join() || fail('a selection must select something');
}

/** The arguments with a `fields` selection rendered to TeamCity's string (a string is passed as it is). */
export function withFields<A extends object>(op: Operation, args: A): A {
  const fields = (args as { fields?: unknown }).fields;
  return fields && typeof fields === 'object'
    ? { ...args, fields: renderFields(fields as FieldSelection, op.id) }
    : args;
}

// Distributes over V, so `Tag[] | string[]` (an old server's shape) narrows its object half only.
type SelectedValue<V, S> = V extends readonly (infer E)[]
  ? (E extends object ? Selected<E, S> : E)[]
  : V extends object
    ? Selected<V, S>
    : V;

/**
 * The model `M` narrowed to the fields selection `S`: only the selected fields, nested selections narrowed too.
 * No selection (`never`), a fields string, `$long` or `$short` leave the model as it is. Every field stays optional:
 * TeamCity omits absent values.
 */
export type Selected<M, S> = [S] extends [never]
  ? M
  : S extends string | { $long: true } | { $short: true }
    ? M
    : {
        [K in keyof S & keyof M]?: S[K] extends object ? SelectedValue<NonNullable<M[K]>, S[K]> : M[K];
      };

/**
 * `S` with every key that is not a field of the selection type `F` turned into a text naming it (no `true` is
 * assignable to it, so tsc's error says "Type 'true' is not assignable to type '"unknown field: nmber"'"), nested
 * too, and every leaf (`true`, a locator) turned into what `F` takes there. Operations constrain `const S extends
 * object & ExactFields<S, F>`, so a misspelt field or a wrong value is an error at its key. Only the selected keys
 * are compared: `S extends F` would make tsc resolve every field of `F` for each call. Deferred while `S` is a type
 * parameter (the `[S] extends [never]` test), so it adds nothing to the contextual type of the selection literal.
 */
export type ExactFields<S, F> = [S] extends [never] ? unknown : Exact<S, F>;

type Exact<S, F> = {
  [K in keyof S]: K extends keyof F
    ? S[K] extends object
      ? Exact<S[K], F[K] & object>
      : F[K]
    : `unknown field: ${K & string}`;
};

/** The fields an example selects of a model, in this order of preference (what identifies an item, then its state). */
const TELLING = ['id', 'number', 'name', 'username', 'status', 'state', 'value', 'text', 'key', 'version'];

/**
 * A `fields` string that selects something a model's answer holds: `count,build(id,number,status)` for a list (the
 * fields apply to the list, whose items are a field of it), `id,name` for one item; null where nothing fits.
 * `propsOf` gives a model's properties and their types (a scalar, `Model` or `Model[]`), as the wire models do.
 */
export function exampleFields(
  model: string,
  propsOf: (model: string) => Readonly<Record<string, string>> | undefined,
): string | null {
  const props = propsOf(model);
  if (!props) return null;
  const leaves = (p: Readonly<Record<string, string>>, nested = true): string => {
    const scalars = Object.keys(p).filter((k) => !/^[A-Z]/.test(p[k]!) && k !== 'href' && k !== 'webUrl');
    const picked = TELLING.filter((k) => scalars.includes(k)).slice(0, 3);
    if (picked.length || scalars.length || !nested) return (picked.length ? picked : scalars.slice(0, 2)).join(',');
    // A model of models only (a change between two builds): the fields of the first that has any, a level down.
    for (const [key, type] of Object.entries(p)) {
      const inner = propsOf(type.replace(/\[\]$/, ''));
      const fields = inner && leaves(inner, false);
      if (fields) return `${key}(${fields})`;
    }
    return '';
  };
  // A collection: a count beside one list of items.
  const items = Object.entries(props).filter(([, t]) => /^[A-Z]\w*\[\]$/.test(t));
  if ('count' in props && items.length === 1) {
    const [key, type] = items[0]!;
    const inner = propsOf(type.slice(0, -2));
    const fields = inner && leaves(inner);
    return fields ? `count,${key}(${fields})` : null;
  }
  return leaves(props) || null;
}
