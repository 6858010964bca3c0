import type { Api } from '../ir.js';

/** operations.json: the route table, one record per operation, in the documented shape. */
export function emitManifest(api: Api): string {
  const records = api.areas.flatMap((area) =>
    area.operations.map((op) => ({
      area: area.name,
      name: op.name,
      fn: op.fn,
      aliases: op.aliases.map((a) => ({ name: a.name, fn: a.fn })),
      method: op.method,
      path: op.path,
      pathParams: op.pathParams.map((p) => p.name),
      query: op.query.map((q) => ({ name: q.name, arg: q.arg, wire: q.wire, type: q.type, required: q.required, default: q.default })),
      body: op.body && { type: op.body.type, mediaType: op.body.mediaType, required: op.body.required },
      returns: { type: op.returns.type, kind: op.returns.decode },
      from: op.from,
    })),
  );
  return JSON.stringify(records, null, 2) + '\n';
}
