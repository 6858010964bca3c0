import type { OperationEntry } from '../../templates/src/runtime/entry.js';
import type { Api, Operation } from '../ir.js';

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
    aliases: op.aliases.map((a) => a.fn),
    method: op.method,
    path: op.path,
    pathParams: op.pathParams.map((p) => ({ name: p.name, ...(p.locator ? { locator: p.locator } : {}) })),
    query: op.query.map((q) => ({
      name: q.name,
      arg: q.arg,
      wire: q.wire,
      type: q.type,
      required: q.required,
      ...(q.default !== null ? { default: q.default } : {}),
      ...(q.locator ? { locator: q.locator } : {}),
    })),
    ...(op.body ? { body: { type: op.body.type, mediaType: op.body.mediaType, required: op.body.required } } : {}),
    returns: { type: op.returns.type, kind: op.returns.kind, mediaType: op.returns.mediaType },
    from: op.from,
    summary: op.summary,
  };
}

/** The name of an operation's descriptor, exported by its area module. */
export const descriptorName = (op: Operation) => `${op.fn}Op`;
