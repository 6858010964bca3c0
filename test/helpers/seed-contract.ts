// The seed contract: the seed documents read with a markdown-table parser of its own (nothing here comes from spec/ or
// generator/, so a transcription slip there cannot hide itself), and what each source of an operation table promises.
// test/spec-vs-seed.test.ts holds generated/operations.json to it; test/spec-edit-loop.test.ts an edited spec's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const seedsDir = path.resolve(repoRoot, '../shared/seeds');
// The operations the seeds lack were imported from this definition (npm run spec:import).
export const importedFrom = path.resolve(repoRoot, '../shared/reference/teamcity-swagger-2025.x.json');

const AREAS: Record<string, string> = {
  Users: 'users',
  'User groups': 'userGroups',
  Agents: 'agents',
  'Agent pools': 'agentPools',
  Investigations: 'investigations',
  Mutes: 'mutes',
  Changes: 'changes',
  Server: 'server',
  'Root and version endpoints': 'root',
  Builds: 'builds',
  'Build queue': 'buildQueue',
  Projects: 'projects',
  'Build types': 'buildTypes',
  'VCS roots': 'vcsRoots',
  'VCS root instances': 'vcsRootInstances',
  Debug: 'debug',
};

// Where the common file-tree set is stamped, as the seeds state it (document 1's prefix table, document 2's
// artifact rows, document 3's prose); `extra` are the inputs those trees add to every operation of the set.
export const FILE_TREES = [
  { area: 'server', prefix: '/app/rest/server/files/{areaId}', extra: [] },
  { area: 'vcsRootInstances', prefix: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest', extra: [] },
  {
    area: 'builds',
    prefix: '/app/rest/builds/{buildLocator}/artifacts',
    extra: ['resolve_parameters', 'log_build_usage'],
  },
  { area: 'buildTypes', prefix: '/app/rest/buildTypes/{btLocator}/vcs/files/latest', extra: ['resolve_parameters'] },
];

// Documented decisions where operations.json deliberately departs from the seeds' literal text.
export const BINARY = new Set(['get_content', 'get_content_alias', 'get_zipped']); // seed `void`; TeamCity sends the bytes
const DECISIONS: Record<string, (op: Expected) => void> = {
  'root.serve_plugin_info': (op) => (op.returns = { type: 'string', kind: 'string' }), // TeamCity serves it as XML only
  // TeamCity injects BackupProcessManager server-side; the client sends no body.
  'server.get_backup_status': (op) => (op.body = null),
  'server.start_backup': (op) => (op.body = null),
  // The seeds name buildQueue's POST cancel_build_0 and its example GET cancel_build, the reverse of builds: swapped,
  // so that cancelBuild cancels in both areas (spec: seedName).
  // Seed `void`; TeamCity answers text/plain saying what it scheduled (VcsRootInstanceRequest, 202).
  'vcsRootInstances.schedule_checking_for_changes_0': (op) => (op.returns = { type: 'string', kind: 'string' }),
  'buildQueue.cancel_build': (op) => (op.name = 'cancel_build_0'),
  'buildQueue.cancel_build_0': (op) => (op.name = 'cancel_build'),
};

type Query = { name: string; type: string; required: boolean; default?: unknown };
type Body = { type: string; mediaType: string; required: boolean } | null;
type Returns = { type?: string; kind: string };
/** What the seeds say about one operation; an undefined field is one the seeds leave unstated. */
export type Expected = {
  area: string;
  name: string;
  method: string;
  path: string;
  from: 'seed' | 'reference';
  query?: Query[];
  body?: Body;
  returns?: Returns;
  mustInclude?: { name: string; type: string }[]; // inputs a note adds to an otherwise unstated operation
};
export type Actual = {
  area: string;
  name: string;
  fn: string;
  aliases: string[];
  method: string;
  path: string;
  pathParams: (string | { name: string })[];
  query: Query[];
  body?: Body;
  returns: Returns;
  from: string;
};

const TYPES: Record<string, string> = { str: 'string', bool: 'boolean', int: 'integer' };
const PHRASES: Record<string, string> = { 'comma and space': ', ', 'comma followed by a space': ', ' };
const parseDefault = (type: string, text: string) => (type === 'integer' ? Number(text) : (PHRASES[text] ?? text));

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const placeholders = (p: string) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
export const key = (op: { area: string; name: string }) => `${op.area}.${op.name}`;
/** Method and path shape: placeholder names do not matter. */
const route = (op: { method: string; path: string }) =>
  `${op.method.toUpperCase()} ${op.path.replace(/\{[^}]*\}/g, '{}')}`;
/** The definition's routes the seeds do not list: what the import adds. */
export function importedRoutes(seeded: Expected[]): Set<string> {
  const seedRoutes = new Set(seeded.map(route));
  const paths: Record<string, Record<string, unknown>> = JSON.parse(fs.readFileSync(importedFrom, 'utf8')).paths;
  const all = Object.entries(paths).flatMap(([p, item]) =>
    Object.keys(item).map((method) => route({ method, path: p })),
  );
  return new Set(all.filter((r) => !seedRoutes.has(r)));
}
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

export function parseSeeds(dir: string) {
  const text = fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const problems: string[] = []; // places where the seeds disagree with themselves

  // An input's type is stated once, e.g. `resolve_parameters (bool)`, and left off where the name recurs.
  const typeOf = new Map<string, string>();
  for (const [, name, t] of text.matchAll(/(\w+) \((str|bool|int)\b/g)) {
    if (typeOf.has(name) && typeOf.get(name) !== TYPES[t])
      problems.push(`${name} is typed both ${typeOf.get(name)} and ${TYPES[t]}`);
    typeOf.set(name, TYPES[t]);
  }
  const queryItem = (item: string): Query => {
    const m = /^(\w+)(?: \((\w+)(?:, default (.+))?\))?(\?)?$/.exec(item);
    if (!m) throw new Error(`unreadable input "${item}"`);
    const type = m[2] ? TYPES[m[2]] : (typeOf.get(m[1]) ?? 'string');
    return { name: m[1], type, required: !m[4], ...(m[3] ? { default: parseDefault(type, m[3]) } : {}) };
  };
  const returnsOf = (cell: string): Returns | undefined =>
    cell === ''
      ? undefined // "not shown"
      : cell === 'str'
        ? { type: 'string', kind: 'string' }
        : cell === 'void' || cell === 'object'
          ? { type: cell, kind: cell }
          : cell === 'file'
            ? { type: 'File', kind: 'json' } // `file` is file metadata (the File model), not content
            : { type: cell, kind: 'json' };

  const ops: Expected[] = [];
  const fileTreeSet: Expected[] = [];
  const limits: string[][] = [];
  let area = '',
    base = '',
    prefix = '',
    extraNote: RegExpExecArray | null = null;

  const parseInputs = (cell: string, table: Expected[]) => {
    const field = /^input `(\w+)` \((\w+), required\)/.exec(cell); // get_build_types_order's `field`
    if (field) return { query: [{ name: field[1], type: TYPES[field[2]], required: true }], body: null };
    let query: Query[] = [],
      body: Body = null;
    for (const part of cell
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const value = part.slice(2).trim();
      if (part.startsWith('b:')) {
        const type = value.replace(/\?$/, '');
        body =
          type === 'str'
            ? { type: 'string', mediaType: 'text/plain', required: !value.endsWith('?') }
            : { type, mediaType: 'application/json', required: !value.endsWith('?') };
      } else if (part.startsWith('q:')) {
        const same = /^same as (\w+)$/.exec(value);
        query = same
          ? structuredClone(table.find((o) => o.name === same[1])!.query!)
          : value.split(/,(?![^(]*\))/).map((s) => queryItem(s.trim())); // commas outside "(str, default …)"
      } else throw new Error(`unreadable inputs "${cell}"`);
    }
    return { query, body };
  };

  const readTable = (header: string[], rows: string[][]) => {
    const h = header.join('|');
    if (h === 'Operation|Parameter|Type|Default') return void limits.push(...rows);
    const records = rows.map((row) => Object.fromEntries(header.map((k, i) => [k, row[i] ?? ''])));
    const name = (r: Record<string, string>) => r.Operation.replace(/ †$/, '');
    if (h === 'Operation|Path|Inputs|Returns') {
      // the common file-tree set, relative to P
      for (const r of records)
        fileTreeSet.push({
          area: '',
          name: name(r),
          method: 'GET',
          path: r.Path.replace(/^P/, ''),
          from: 'seed',
          ...parseInputs(r.Inputs, fileTreeSet),
          returns: returnsOf(r.Returns),
        });
      return;
    }
    if (!area || header[1] !== 'Method') return; // resource-type and prefix tables
    const table: Expected[] = [];
    for (const r of records) {
      // "(none)" is the table's own prefix; build types' "(none, no btLocator)" is the bare base.
      const suffix = r['Path suffix'];
      const p = r.Path ?? (suffix === '(none)' ? prefix : suffix.startsWith('(none,') ? base : prefix + suffix);
      const op: Expected = { area, name: name(r), method: r.Method, path: p, from: 'reference' };
      // Rows without a Returns cell (path-only tables, "not shown" rows) state only the route.
      if (r.Returns)
        Object.assign(op, { from: 'seed', ...parseInputs(r.Inputs, table), returns: returnsOf(r.Returns) });
      table.push(op);
    }
    ops.push(...table);
  };

  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let m: RegExpExecArray | null;
    if ((m = /^#{2,3} (.+)$/.exec(line))) {
      area = AREAS[m[1]] ?? '';
      base = prefix = '';
    } else if ((m = /^Base: `([^`]+)`/.exec(line))) base = prefix = m[1];
    if ((m = /Suffixes below follow `([^`]+)`/.exec(line))) prefix = base + m[1];
    if ((m = /suffix after `([^`]+)`/.exec(line))) prefix = m[1];
    extraNote = /(\w+) additionally takes a `(\w+)` input \((\w+)\)/.exec(line) ?? extraNote;
    if (line.startsWith('|')) {
      const header = cells(line);
      const rows: string[][] = [];
      for (i += 2; lines[i]?.startsWith('|'); i++) rows.push(cells(lines[i]));
      readTable(header, rows);
    }
  }

  // Stamp the file-tree set; where builds/buildTypes also list an operation, both statements must agree.
  for (const tree of FILE_TREES) {
    for (const set of fileTreeSet) {
      const op: Expected = { ...structuredClone(set), area: tree.area, path: tree.prefix + set.path, body: null };
      op.query!.push(...tree.extra.map((name) => queryItem(`${name}?`)));
      const listed = ops.findIndex((o) => key(o) === key(op));
      if (listed < 0) {
        ops.push(op);
        continue;
      }
      const { path: p, method, query, returns } = ops[listed];
      const same =
        p === op.path &&
        method === op.method &&
        (!query || (isDeepStrictEqual(query, op.query) && isDeepStrictEqual(returns, op.returns)));
      if (!same)
        problems.push(`${key(op)}: listed as ${JSON.stringify(ops[listed])}, stamped as ${JSON.stringify(op)}`);
      ops[listed] = op;
    }
  }
  for (const op of ops) {
    if (FILE_TREES.some((t) => t.area === op.area && op.path.startsWith(t.prefix)) && BINARY.has(op.name))
      op.returns = { kind: 'binary' };
    DECISIONS[key(op)]?.(op);
  }
  for (const [name, param, type, dflt] of limits) {
    const item = ops.find((o) => o.name === name)?.query?.find((q) => q.name === param);
    const value = parseDefault(TYPES[type], dflt);
    if (!item || item.type !== TYPES[type] || item.default !== value)
      problems.push(`Limits row ${name}.${param} disagrees with its table`);
  }
  if (extraNote) {
    const op = ops.find((o) => o.name === extraNote![1])!;
    op.mustInclude = [{ name: extraNote[2], type: TYPES[extraNote[3]] }];
  }
  return { ops, problems };
}

/** The ways `actual` differs from what the seeds say, one readable line each. */
function differences(exp: Expected, act: Actual): string[] {
  const out: string[] = [];
  const check = (what: string, want: unknown, got: unknown) => {
    if (!isDeepStrictEqual(want, got))
      out.push(`${what}: seed ${JSON.stringify(want)}, generated ${JSON.stringify(got)}`);
  };
  const pick = (o: object | null, keys: string[]) =>
    // the compared fields; null and absent are alike
    o && Object.fromEntries(keys.map((k) => [k, (o as Record<string, unknown>)[k]]).filter(([, v]) => v != null));
  check('method', exp.method, act.method);
  check('path', exp.path, act.path);
  check(
    'pathParams',
    placeholders(exp.path),
    act.pathParams.map((p) => (typeof p === 'string' ? p : p.name)),
  );
  check('from', exp.from, act.from);
  check('fn', camel(exp.name), act.fn);
  // The seeds' alias of a serve_* operation comes last; the spec's names by meaning (spec/README.md, "Words") before it.
  const alias = exp.name.replace(/^serve_/, 'get_');
  check(
    'get_* alias',
    exp.name.startsWith('serve_') ? [camel(alias)] : [],
    act.aliases.filter((a) => a === camel(alias)),
  );
  const actQuery = act.query.map((q) => pick(q, ['name', 'type', 'required', 'default']));
  if (exp.query) {
    const names = (qs: ({ name?: unknown } | null)[]) => qs.map((q) => q?.name);
    if (!isDeepStrictEqual(names(exp.query), names(actQuery))) check('query names', names(exp.query), names(actQuery));
    else exp.query.forEach((q, i) => check(`query ${q.name}`, q, actQuery[i]));
  }
  for (const q of exp.mustInclude ?? []) {
    check(
      `query ${q.name}`,
      { name: q.name, type: q.type },
      pick(actQuery.find((a) => a!.name === q.name) ?? null, ['name', 'type']),
    );
  }
  if (exp.body !== undefined) check('body', exp.body, pick(act.body ?? null, ['type', 'mediaType', 'required']));
  if (exp.returns) check('returns', exp.returns, pick(act.returns, Object.keys(exp.returns)));
  return out;
}

/**
 * What each source of the table promises, one line per broken promise: every operation of the seeds is there as the
 * seeds state it (the seed contract: changing or removing one fails); every other is `reference`, on a route of the
 * definition it was imported from that the seeds lack (`imports`; unchecked when it is absent), or `hand` (a route
 * neither has: its note says where it was seen); and no route is served twice.
 */
export function provenanceProblems(
  actual: Actual[],
  expected: Expected[],
  imports: Set<string> | null,
  area?: string,
): string[] {
  const byKey = new Map(actual.map((op) => [key(op), op]));
  const seeded = new Set(expected.map(key));
  const seedRoutes = new Set(expected.map(route));
  const problems = expected
    .filter((exp) => area === undefined || exp.area === area)
    .flatMap((exp) => {
      const act = byKey.get(key(exp));
      return act ? differences(exp, act).map((d) => `${key(exp)}: ${d}`) : [`${key(exp)}: missing`];
    });
  for (const op of actual.filter((o) => !seeded.has(key(o)) && (area === undefined || o.area === area))) {
    const at = `${key(op)} (${route(op)}, from: ${op.from})`;
    if (op.from === 'hand') {
      if (seedRoutes.has(route(op))) problems.push(`${at}: the seeds list this route: it is from: seed`);
      else if (imports?.has(route(op)))
        problems.push(`${at}: the imported definition has this route: it is from: reference`);
    } else if (op.from !== 'reference') problems.push(`${at}: not in the seeds`);
    else if (imports && !imports.has(route(op)))
      problems.push(`${at}: not in the seeds nor a route of the imported definition`);
  }
  if (area === undefined && new Set(actual.map(route)).size !== actual.length) problems.push('a route is served twice');
  return problems;
}
