import type { Api } from '../ir.js';
import { jsonText } from '../format.js';
import { tableEntries, type TableEntry } from './entries.js';

/**
 * operations.json: the operation table's entries as data, without the descriptors and without the words (summary,
 * description, the inputs' descriptions): those are written once, in the table (`teamcity-sdk/operations`), which the
 * CLI and the MCP server read them from.
 */
export function emitManifest(api: Api): string {
  return jsonText(tableEntries(api).map(withoutWords));
}

function withoutWords({ summary: _summary, description: _description, ...entry }: TableEntry) {
  return {
    ...entry,
    pathParams: entry.pathParams.map(({ description: _, ...p }) => p),
    query: entry.query.map(({ description: _, ...q }) => q),
    ...(entry.body ? { body: (({ description: _, ...b }) => b)(entry.body) } : {}),
  };
}
