import type { Api } from '../ir.js';
import { tableEntries, type TableEntry } from './entries.js';

/**
 * operations.json: the operation table's entries as data, without the descriptors and without the words (summary,
 * description, the inputs' descriptions): those are written once, in the table (`teamcity-sdk/operations`), which the
 * CLI and the MCP server read them from. One operation a line, as written here (prettier would spread each over
 * dozens of lines, a third more bytes in the package, and take longer than all the rest of the JSON).
 */
export function emitManifest(api: Api): string {
  return `[\n${tableEntries(api)
    .map((e) => `  ${JSON.stringify(withoutWords(e))}`)
    .join(',\n')}\n]\n`;
}

function withoutWords({ summary: _summary, description: _description, ...entry }: TableEntry) {
  return {
    ...entry,
    pathParams: entry.pathParams.map(({ description: _, ...p }) => p),
    query: entry.query.map(({ description: _, ...q }) => q),
    ...(entry.body ? { body: (({ description: _, ...b }) => b)(entry.body) } : {}),
  };
}
