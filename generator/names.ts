/** `serve_users` -> `serveUsers`, `get_permissions_0` -> `getPermissions0`. */
export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function pascalCase(snake: string): string {
  const c = camelCase(snake);
  return c[0]!.toUpperCase() + c.slice(1);
}

/** The `{name}` placeholders of a path template, in order. */
export function placeholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Words that cannot name a function declaration; such operations keep their name as an export name. */
const RESERVED = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval').split(' '),
);

export function localName(fn: string): string {
  return RESERVED.has(fn) ? `${fn}_` : fn;
}
