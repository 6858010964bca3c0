import type { Api } from '../ir.js';
import { jsonText } from '../format.js';
import { tableEntries } from './entries.js';

/** operations.json: the operation table's entries as data (src/operations.ts without the descriptors). */
export function emitManifest(api: Api): string {
  return jsonText(tableEntries(api));
}
