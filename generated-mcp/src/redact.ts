// Hand-written: edit it here; the generator never writes this file.
/** A value with every string in it (keys too) passed through `clean`; JSON-shaped values only. */
export function cleanDeep<T>(value: T, clean: (text: string) => string): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => cleanDeep(v, clean)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), cleanDeep(v, clean)])) as T;
  return value;
}
