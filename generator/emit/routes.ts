import type { Api } from '../ir.js';

/** src/testing/routes.ts: the fake server's route table, from the same IR as the client's descriptors. */
export function emitRoutes(api: Api): string {
  const rows = api.areas.flatMap((area) =>
    area.operations.map((op) =>
      [
        `${area.name}.${op.name}`,
        op.method,
        op.runtimePath,
        op.returns.decode,
        op.returns.type,
        op.returns.mediaType,
        op.body ? `${op.body.mediaType}${op.body.required ? '!' : ''}` : '-',
        [...new Set(op.query.map((q) => q.wire))].join(',') || '-',
      ].join(' '),
    ),
  );
  return [
    '// Generated from spec/areas/*.yaml by the teamcity-sdk generator. Do not edit.',
    "import type { RouteRow } from './router.js';",
    '',
    '/** Every operation the client knows, as the fake server routes it: one row per operation (see RouteRow). */',
    `export const routes: readonly RouteRow[] = [\n${rows.map((r) => `'${r}'`).join(',\n')},\n];`,
    '',
  ].join('\n');
}
