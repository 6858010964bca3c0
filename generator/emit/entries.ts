import type { OperationEntry } from '../../generated/src/runtime/entry.js';
import type { Api, Operation } from '../ir.js';
import { docName } from '../render.js';

/** An entry of the operation table as data: everything but the descriptor, which only the TypeScript table holds. */
export type TableEntry = Omit<OperationEntry, 'op'>;

/** The table's entries, in spec order (areas by name, each area's operations as its file lists them). */
export function tableEntries(api: Api): TableEntry[] {
  return api.areas.flatMap((area) => area.operations.map(entryOf));
}

function entryOf(op: Operation): TableEntry {
  return {
    id: `${op.area}.${op.name}`,
    area: op.area,
    name: op.name,
    fn: op.fn,
    // The names by meaning first, as the docs list them.
    aliases: [...op.aliases.filter((a) => a.byMeaning), ...op.aliases.filter((a) => !a.byMeaning)].map((a) => a.fn),
    docName: docName(op),
    method: op.method,
    path: op.path,
    pathParams: op.pathParams.map((p) => ({
      name: p.name,
      ...(p.locator ? { locator: p.locator } : {}),
      ...(p.plain ? { description: p.plain } : {}),
    })),
    query: op.query.map((q) => ({
      name: q.name,
      arg: q.arg,
      wire: q.wire,
      type: q.type,
      required: q.required,
      ...(q.default !== null ? { default: q.default } : {}),
      ...(q.locator ? { locator: q.locator } : {}),
      ...(q.plain ? { description: q.plain } : {}),
    })),
    ...(op.body
      ? {
          body: {
            type: op.body.type,
            mediaType: op.body.mediaType,
            required: op.body.required,
            ...(op.body.description ? { description: op.body.description } : {}),
          },
        }
      : {}),
    returns: { type: op.returns.type, kind: op.returns.kind, mediaType: op.returns.mediaType },
    from: op.from,
    since: op.since,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
  };
}

/** The name of an operation's descriptor, exported by its area module. */
export const descriptorName = (op: Operation) => `${op.fn}Op`;
