// The generated route table checked against wire facts from real TeamCity (query spellings, media types),
// which the seeds do not state. The reference record of an operation is the one with its method and path.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const refFile = path.resolve(repoRoot, '../shared/reference/teamcity-dohq-operations-wire.json');
const opsFile = path.join(repoRoot, 'generated/operations.json');
// Routes newer than that table were imported from the 2025.x definition, whose facts they copy (test/spec-drift).
const swagger2025 = path.resolve(repoRoot, '../shared/reference/teamcity-swagger-2025.x.json');

type RefOp = {
  method: string;
  path: string;
  snake: string;
  query: { snake: string; wire: string }[];
  produces: string[];
  consumes: string[];
  javaVariants: { produces: string[]; consumes: string[] }[];
};
type Op = {
  area: string;
  name: string;
  method: string;
  path: string;
  query: { name: string; wire: string }[];
  body?: { mediaType: string };
  returns: { kind: string };
  from: string;
};

// `field` is stated by the seeds for these two, but the reference (dohq swagger) does not list it.
const SEED_ONLY_FIELD = new Set(['buildTypes.serve_build_type_builds_tags', 'projects.get_build_types_order']);
// TeamCity serves /app/rest/info as XML only, so the client reads it as a string that is not text/plain.
const XML_STRING = new Set(['root.serve_plugin_info']);
// dohq calls the second `fields` of sub-resource locators fields2; on the wire both are `fields`.
const refName = (name: string) => (name === 'fields2' ? 'fields' : name);
const essence = (mediaType: string) => mediaType.split(';')[0].trim(); // "text/plain; charset=UTF-8" is text/plain
const has = (mediaTypes: string[], wanted: string) => mediaTypes.map(essence).includes(wanted);

// Some routes are served by several Java methods chosen by Content-Type (builds set_parameter_0,
// projects/buildTypes set_parameter_2 take a text/plain value or a JSON Property). The record shows one;
// javaVariants lists all. Our call is served by the ones that consume our body (the record when no body).
function serving(op: Op, r: RefOp) {
  const fit = op.body ? [r, ...r.javaVariants].filter((v) => has(v.consumes, op.body!.mediaType)) : [];
  return fit.length ? fit : [r];
}

const haveRef = fs.existsSync(refFile);
if (!haveRef) console.warn(`spec-vs-reference skipped: the reference data in ../shared is absent (${refFile})`);

(haveRef ? describe : describe.skip)(
  haveRef
    ? 'generated/operations.json vs the TeamCity wire reference'
    : 'spec vs reference: skipped, ../shared/reference is absent',
  () => {
    const ref: RefOp[] = haveRef ? JSON.parse(fs.readFileSync(refFile, 'utf8')).operations : [];
    const ops: Op[] = fs.existsSync(opsFile) ? JSON.parse(fs.readFileSync(opsFile, 'utf8')) : [];
    const refByRoute = new Map(ref.map((r) => [`${r.method} ${r.path}`, r]));
    const pairs = ops.flatMap((op) => {
      const r = refByRoute.get(`${op.method} ${op.path}`);
      return r ? [{ op, r, key: `${op.area}.${op.name}` }] : [];
    });

    /** Runs `check` on every operation and its reference record; returns the mismatches it reports. */
    const mismatches = (check: (op: Op, r: RefOp, key: string) => string | string[] | undefined) =>
      pairs.flatMap(({ op, r, key }) => [check(op, r, key) ?? []].flat().map((m) => `${key}: ${m}`));

    const have2025 = fs.existsSync(swagger2025);
    if (!have2025) console.warn(`operations without a wire record unchecked: ${swagger2025} is absent`);
    it.skipIf(!have2025)(
      'every operation has its own reference record, is imported from a route of the 2025.x definition, or is added by hand',
      () => {
        expect(fs.existsSync(opsFile), 'run `npm run generate` first').toBe(true);
        expect(new Set(ops.map((op) => `${op.method} ${op.path}`)).size).toBe(ops.length);
        const paths: Record<string, Record<string, unknown>> = JSON.parse(fs.readFileSync(swagger2025, 'utf8')).paths;
        const in2025 = (op: Op) => paths[op.path]?.[op.method.toLowerCase()] !== undefined;
        const unrecorded = ops.filter((op) => !refByRoute.has(`${op.method} ${op.path}`));
        // A `hand` operation is one no definition has (spec/README.md, "Sources"): its note says where it was seen.
        expect(
          unrecorded
            .filter((op) => op.from !== 'hand' && (op.from !== 'reference' || !in2025(op)))
            .map((op) => `${op.area}.${op.name}`),
        ).toEqual([]);
      },
    );

    it('spells every query parameter as TeamCity does on the wire', () => {
      expect(
        mismatches((op, r, key) =>
          op.query.flatMap((q) => {
            const wire = r.query.find((x) => x.snake === refName(q.name))?.wire;
            if (wire === undefined)
              return q.name === 'field' && SEED_ONLY_FIELD.has(key) ? [] : [`${q.name} is not in the reference`];
            return q.wire === wire ? [] : [`${q.name} is sent as ${q.wire}, TeamCity reads ${wire}`];
          }),
        ),
      ).toEqual([]);
    });

    it('has every query parameter the reference lists', () => {
      expect(
        mismatches((op, r) => {
          const ours = new Set(op.query.map((q) => refName(q.name)));
          return [...new Set(r.query.map((q) => q.snake))].filter((n) => !ours.has(n)).map((n) => `lacks ${n}`);
        }),
      ).toEqual([]);
    });

    it('asks for a result media type the operation produces', () => {
      expect(
        mismatches((op, r, key) => {
          const want = { json: 'application/json', object: 'application/json', string: 'text/plain' }[op.returns.kind];
          // No @Produces at all (serve_aggregated_build_status): Jersey negotiates from Accept, so any fits.
          if (r.produces.length === 0) return;
          if (want && !XML_STRING.has(key) && !serving(op, r).some((v) => has(v.produces, want)))
            return `returns ${op.returns.kind}, but TeamCity produces [${r.produces.join(', ')}]`;
        }),
      ).toEqual([]);
    });

    it('sends a body media type the operation consumes', () => {
      expect(
        mismatches((op, r) => {
          if (!op.body || r.consumes.length === 0) return;
          if (!serving(op, r).some((v) => has(v.consumes, op.body!.mediaType)))
            return `sends ${op.body.mediaType}, TeamCity consumes [${r.consumes.join(', ')}]`;
        }),
      ).toEqual([]);
    });
  },
);
