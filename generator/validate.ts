import type { LoadedSpec, SpecFile } from './load.js';
import { isObj, unknownKeys, type Obj } from './checks.js';
import { camelCase, placeholders } from './names.js';
import { validateLocators } from './validate-locators.js';
import { validateModels } from './validate-models.js';

/** The shapes a valid spec file has (spec/README.md documents them). */
export interface SpecQuery {
  name: string;
  wire: string;
  type: 'string' | 'boolean' | 'integer' | 'string[]';
  required: boolean;
  default?: string | number;
  from?: 'seed' | 'reference';
  note?: string;
}
export interface SpecBody {
  type: string;
  mediaType: 'application/json' | 'text/plain';
  required: boolean;
  /** false: the seeds list this body but the client does not send it (the operation's note says why). */
  send?: boolean;
}
export interface SpecReturns {
  type: string;
  kind: 'json' | 'string' | 'void' | 'binary' | 'object';
  mediaType: string;
  seed?: string;
}
export interface SpecOperation {
  name: string;
  /** The seeds' name, where the spec uses another (the note says why). */
  seedName?: string;
  from: 'seed' | 'reference';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParams?: string[];
  query?: SpecQuery[];
  body?: SpecBody;
  returns: SpecReturns;
  note?: string;
}
export interface SpecArea {
  area: string;
  title: string;
  base: string;
  operations: SpecOperation[];
}
export interface SpecPrefix {
  tree: string;
  area: string;
  prefix: string;
  extraQuery?: SpecQuery[];
}
export interface SpecFileTree {
  operations: SpecOperation[];
  prefixes: SpecPrefix[];
}

/** One mistake in the spec, with where it is. */
export interface SpecError {
  file: string;
  line: number;
  /** `area.operation`, when the mistake belongs to one. */
  operation?: string;
  message: string;
}

export function formatSpecError(e: SpecError): string {
  return `${e.file}:${e.line}${e.operation ? ` ${e.operation}` : ''}: ${e.message}`;
}

export class InvalidSpecError extends Error {
  constructor(readonly errors: SpecError[]) {
    super(`the spec has ${errors.length} error(s):\n${errors.map(formatSpecError).join('\n')}`);
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const QUERY_TYPES = ['string', 'boolean', 'integer', 'string[]'];
const KINDS = ['json', 'string', 'void', 'binary', 'object'];
const SOURCES = ['seed', 'reference'];
/** The Accept header that fits each result kind (void follows what the route produces). */
const ACCEPT: Record<string, string[]> = {
  json: ['application/json'],
  object: ['application/json'],
  string: ['text/plain', 'application/xml'],
  binary: ['*/*'],
  void: ['application/json', 'text/plain', '*/*'],
};
const KEYS = {
  area: ['area', 'title', 'base', 'operations'],
  op: ['name', 'seedName', 'from', 'method', 'path', 'pathParams', 'query', 'body', 'returns', 'note'],
  query: ['name', 'wire', 'type', 'required', 'default', 'from', 'note'],
  body: ['type', 'mediaType', 'required', 'send'],
  returns: ['type', 'kind', 'mediaType', 'seed'],
  fileTree: ['operations', 'prefixes'],
  prefix: ['tree', 'area', 'prefix', 'extraQuery'],
};


/** Checks the whole spec; the generator emits nothing while this returns any error. */
export function validateSpec(spec: LoadedSpec): SpecError[] {
  const errors: SpecError[] = [];
  const report = (file: SpecFile, line: number, operation: string | undefined, message: string) =>
    errors.push({ file: file.file, line, operation, message });
  for (const f of [...spec.areas, spec.fileTree, spec.locators]) for (const e of f.syntaxErrors) report(f, e.line, undefined, e.message);
  if (errors.length) return errors;
  const usedModels = new Map<string, SpecError>();

  const areaNames = new Map<string, Set<string>>();
  const routes = new Map<string, string>();
  for (const f of spec.areas) {
    const d = f.data;
    if (!isObj(d)) {
      report(f, 1, undefined, 'must be a map with area, title, base and operations');
      continue;
    }
    unknownKeys(d, KEYS.area, (m) => report(f, 1, undefined, m));
    for (const k of ['area', 'title', 'base']) if (typeof d[k] !== 'string') report(f, 1, undefined, `${k} must be a string`);
    if (typeof d.area === 'string' && !/^[a-z][A-Za-z]*$/.test(d.area)) report(f, 1, undefined, 'area must be a camelCase word');
    if (typeof d.area === 'string' && f.file.replace(/.*\//, '') !== `${d.area}.yaml`) report(f, 1, undefined, `the file must be named ${d.area}.yaml`);
    if (!Array.isArray(d.operations)) {
      report(f, 1, undefined, 'operations must be a list');
      continue;
    }
    const names = new Set<string>();
    areaNames.set(String(d.area), names);
    d.operations.forEach((op, i) => {
      const line = f.operationLines[i] ?? 1;
      const id = `${String(d.area)}.${isObj(op) ? String(op.name) : `#${i + 1}`}`;
      const say = (m: string) => report(f, line, id, m);
      validateOperation(op, say);
      if (!isObj(op) || typeof op.name !== 'string') return;
      for (const model of modelsNamed(op)) if (!usedModels.has(model)) usedModels.set(model, { file: f.file, line, operation: id, message: '' });
      if (names.has(op.name)) say('is defined twice in this area');
      names.add(op.name);
      if (typeof op.path === 'string' && typeof d.base === 'string' && d.area !== 'root' && !op.path.startsWith(d.base)) {
        say(`path must start with the area's base ${d.base}`);
      }
      const route = `${String(op.method)} ${String(op.path)}`;
      if (routes.has(route)) say(`${route} is also ${routes.get(route)}`);
      routes.set(route, id);
    });
  }

  const ft = spec.fileTree;
  const t = ft.data;
  if (!isObj(t) || !Array.isArray(t.operations) || !Array.isArray(t.prefixes)) {
    report(ft, 1, undefined, 'must be a map with operations and prefixes lists');
    return errors;
  }
  unknownKeys(t, KEYS.fileTree, (m) => report(ft, 1, undefined, m));
  t.operations.forEach((op, i) => {
    const line = ft.operationLines[i] ?? 1;
    const id = `file-tree.${isObj(op) ? String(op.name) : i + 1}`;
    validateOperation(op, (m) => report(ft, line, id, m), true);
    for (const model of modelsNamed(op)) if (!usedModels.has(model)) usedModels.set(model, { file: ft.file, line, operation: id, message: '' });
  });
  t.prefixes.forEach((p, i) => {
    const line = ft.prefixLines[i] ?? 1;
    const say = (m: string) => report(ft, line, `prefix ${isObj(p) ? String(p.prefix) : i + 1}`, m);
    if (!isObj(p)) return say('must be a map');
    unknownKeys(p, KEYS.prefix, say);
    for (const k of ['tree', 'area', 'prefix']) if (typeof p[k] !== 'string') say(`${k} must be a string`);
    const names = areaNames.get(String(p.area));
    if (!names) return say(`area ${String(p.area)} has no file in spec/areas`);
    if (!String(p.prefix).startsWith('/app/rest/')) say('prefix must start with /app/rest/');
    if (p.extraQuery !== undefined && !Array.isArray(p.extraQuery)) say('extraQuery must be a list');
    if (Array.isArray(p.extraQuery)) p.extraQuery.forEach((q) => validateQuery(q, say));
    for (const op of t.operations as Obj[]) {
      const id = `${String(p.area)}.${String(op.name)}`;
      // The set is defined once: an area file that lists a stamped operation defines it twice.
      if (names.has(String(op.name))) say(`${id} is stamped from the file-tree set and also defined in the area file`);
      const route = `${String(op.method)} ${String(p.prefix)}${String(op.path)}`;
      if (routes.has(route)) say(`${route} (stamped ${id}) is also ${routes.get(route)}`);
      routes.set(route, id);
      names.add(String(op.name));
    }
  });
  errors.push(...validateModels(spec.models, usedModels));
  // Aliases (serve_x -> get_x) must not take a name an area already has.
  for (const [area, names] of areaNames) {
    for (const n of names) {
      if (n.startsWith('serve_') && names.has(`get_${n.slice(6)}`)) {
        errors.push({ file: `spec/areas/${area}.yaml`, line: 1, operation: `${area}.${n}`, message: `its alias get_${n.slice(6)} is already an operation` });
      }
    }
  }
  // Locator inputs are checked against operations, so only once those are sound.
  return errors.length ? errors : validateLocators(spec);
}

/** The model names an operation's result and body (also a body not sent) name. */
function modelsNamed(op: unknown): string[] {
  if (!isObj(op)) return [];
  const r = op.returns, b = op.body;
  return [
    ...(isObj(r) && r.kind === 'json' && typeof r.type === 'string' ? [r.type] : []),
    ...(isObj(b) && typeof b.type === 'string' && b.type !== 'string' ? [b.type] : []),
  ];
}

function validateQuery(q: unknown, say: (m: string) => void) {
  if (!isObj(q)) return say('a query input must be a map');
  unknownKeys(q, KEYS.query, say);
  if (typeof q.name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(q.name)) say(`query name ${String(q.name)} must be snake_case`);
  if (typeof q.wire !== 'string' || !q.wire) say(`query ${String(q.name)}: wire must be a non-empty string`);
  if (!QUERY_TYPES.includes(q.type as string)) say(`query ${String(q.name)}: type must be one of ${QUERY_TYPES.join(', ')}`);
  if (typeof q.required !== 'boolean') say(`query ${String(q.name)}: required must be true or false`);
  if (q.from !== undefined && !SOURCES.includes(q.from as string)) say(`query ${String(q.name)}: from must be seed or reference`);
  if (q.default !== undefined && typeof q.default !== 'string' && typeof q.default !== 'number') say(`query ${String(q.name)}: default must be a string or number`);
}

function validateOperation(op: unknown, say: (m: string) => void, relative = false) {
  if (!isObj(op)) return say('an operation must be a map');
  unknownKeys(op, KEYS.op, say);
  if (typeof op.name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(op.name)) say('name must be a snake_case seed name');
  if (!SOURCES.includes(op.from as string)) say('from must be seed or reference');
  // A seed name the spec departs from: kept beside the name used, and the note says why.
  if (op.seedName !== undefined && (typeof op.seedName !== 'string' || typeof op.note !== 'string'))
    say('seedName must be the seed name as a string, with a note that says why it is not the name');
  if (!METHODS.includes(op.method as string)) say(`method must be one of ${METHODS.join(', ')}`);
  if (typeof op.path !== 'string' || (!relative && !op.path.startsWith('/app/rest'))) {
    return say(relative ? 'path must be a string' : 'path must start with /app/rest');
  }
  const found = placeholders(op.path);
  const declared = op.pathParams ?? [];
  if (!Array.isArray(declared) || declared.join(',') !== found.join(',')) {
    if (!relative) say(`pathParams [${String(declared)}] must list the path's placeholders in order: [${found.join(', ')}]`);
  }
  if (op.query !== undefined && !Array.isArray(op.query)) say('query must be a list');
  const args = new Set(found);
  for (const q of Array.isArray(op.query) ? op.query : []) {
    validateQuery(q, say);
    if (isObj(q) && typeof q.name === 'string') {
      const arg = camelCase(q.name);
      if (args.has(arg)) say(`argument ${arg} is used twice`);
      args.add(arg);
    }
  }
  if (op.body !== undefined) {
    const b = op.body;
    if (!isObj(b)) say('body must be a map');
    else {
      unknownKeys(b, KEYS.body, say);
      if (typeof b.type !== 'string') say('body.type must be a string');
      if (b.mediaType !== 'application/json' && b.mediaType !== 'text/plain') say('body.mediaType must be application/json or text/plain');
      if ((b.type === 'string') !== (b.mediaType === 'text/plain')) say('a string body is sent as text/plain, a model body as application/json');
      if (typeof b.required !== 'boolean') say('body.required must be true or false');
      if (b.send !== undefined && b.send !== false) say('body.send can only be false');
      if (b.send === false && typeof op.note !== 'string') say('a body that is not sent needs a note that says why');
    }
  }
  const r = op.returns;
  if (!isObj(r)) return say('returns must be a map');
  unknownKeys(r, KEYS.returns, say);
  if (!KINDS.includes(r.kind as string)) return say(`returns.kind must be one of ${KINDS.join(', ')}`);
  const fixedType: Record<string, string> = { string: 'string', void: 'void', binary: 'binary', object: 'object' };
  const expected = fixedType[r.kind as string];
  if (expected ? r.type !== expected : typeof r.type !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(r.type)) {
    say(expected ? `returns.type must be ${expected} for kind ${String(r.kind)}` : 'returns.type must be a PascalCase model name');
  }
  if (!ACCEPT[r.kind as string]!.includes(r.mediaType as string)) {
    say(`returns.mediaType for kind ${String(r.kind)} must be one of ${ACCEPT[r.kind as string]!.join(', ')}`);
  }
}
