import type { Api } from '../ir.js';
import { tableEntries } from './entries.js';

/** operations.json: the operation table's entries as data (src/operations.ts without the descriptors). */
export function emitManifest(api: Api): string {
  return printJson(tableEntries(api), '', 0, 0) + '\n';
}

/**
 * JSON exactly as prettier (printWidth 120) prints `JSON.stringify(value, null, 2)`: objects stay expanded, arrays
 * of scalars go on one line when they fit. Printing it here keeps the largest file out of prettier, which is most
 * of a generation's time. `column` is where the value starts, `after` the characters that follow it on its line.
 */
function printJson(value: unknown, indent: string, column: number, after: number): string {
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const flat = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (column + flat.length + after <= 120) return flat;
    }
    const items = value.map((v, i) => inner + printJson(v, inner, inner.length, i < value.length - 1 ? 1 : 0));
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const items = entries.map(([key, v], i) => {
      const prefix = `${inner}${JSON.stringify(key)}: `;
      return prefix + printJson(v, inner, prefix.length, i < entries.length - 1 ? 1 : 0);
    });
    return `{\n${items.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
