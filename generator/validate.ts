import { join } from 'node:path';
import type { z } from 'zod';
import { lineAt, loadFile, type LoadedSpec, type SpecFile } from './load.js';
import { camelCase, didYouMean, placeholders } from './names.js';
import { aliasesOf, stampFileTree, type StampedOperation } from './expand.js';
import { locatorKindOf } from './expand-locators.js';
import { schemaLine, type SpecFileKind } from './json-schema.js';
import {
  SUMMARY_MAX,
  SUMMARY_PLACEHOLDER,
  areaSchema,
  examplesSchema,
  fileTreeSchema,
  isScalarType,
  locatorsSchema,
  UNTYPED,
  modelsFileSchema,
  packageSchema,
  type Parsed,
  type Spec,
  type SpecArea,
  type SpecModel,
  type SpecOperation,
  type SpecPackage,
  tasksFileSchema,
} from './schema.js';

/** One mistake in the spec, with where it is. */
export interface SpecError {
  file: string;
  line: number;
  /** `area.operation`, when the mistake belongs to one. */
  operation?: string;
  message: string;
  /** Words a person must write (a summary, an input's description): spec:import leaves them for later. */
  words?: true;
  /** The first line that names the file's JSON Schema for editors: a spec older than it (api:diff's side) lacks it. */
  editor?: true;
  /** The lines around a syntax error, with a caret where it is. */
  frame?: string;
}

export function formatSpecError(e: SpecError): string {
  return `${e.file}:${e.line}${e.operation ? ` ${e.operation}` : ''}: ${e.message}${e.frame ? `\n${e.frame}` : ''}`;
}

export class InvalidSpecError extends Error {
  constructor(readonly errors: SpecError[]) {
    super(`the spec has ${errors.length} error(s):\n${errors.map(formatSpecError).join('\n')}`);
  }
}

/** What validate finds: the spec as its schema gives it, and every mistake (what one file shows, then what files show together). */
export interface Validated {
  /** Null when a mistake other than missing words keeps it from being read. */
  spec: Spec | null;
  errors: SpecError[];
}

/** Checks the whole spec; the generator emits nothing while it has any error. */
export function validateSpec(loaded: LoadedSpec): Validated {
  const kinds: [SpecFile, SpecFileKind][] = [
    ...loaded.areas.map((f): [SpecFile, SpecFileKind] => [f, 'area']),
    [loaded.fileTree, 'file-tree'],
    [loaded.locators, 'locators'],
    ...loaded.models.map((f): [SpecFile, SpecFileKind] => [f, 'models']),
    [loaded.examples, 'examples'],
    [loaded.tasks, 'tasks'],
  ];
  const all = kinds.map(([f]) => f);
  const syntax = all.flatMap(firstSyntaxError);
  if (syntax.length) return { errors: syntax, spec: null };
  // zod leaves a `__proto__` key out of what it parses: refused here, never dropped unseen.
  const errors: SpecError[] = [...kinds.flatMap(([f, kind]) => schemaLineErrors(f, kind)), ...all.flatMap(protoKeys)];
  const parse = <T>(source: SpecFile, schema: z.ZodType<T>): Parsed<T> | null => {
    const result = schema.safeParse(source.data);
    if (result.success) return { source, value: withoutPrototypes(result.data) };
    const reported = withoutMisspeltCascade(result.error.issues, source.data);
    errors.push(...reported.map((issue) => issueError(source, issue)).sort((a, b) => a.line - b.line));
    const value = withoutBroken(source.data, result.error.issues);
    return value === null ? null : { source, value: withoutPrototypes(value as T) };
  };
  const areas = loaded.areas.map((f) => parse(f, areaSchema));
  const fileTree = parse(loaded.fileTree, fileTreeSchema);
  const locators = parse(loaded.locators, locatorsSchema);
  const models = loaded.models.map((f) => parse(f, modelsFileSchema));
  const examples = parse(loaded.examples, examplesSchema);
  const tasks = parse(loaded.tasks, tasksFileSchema);
  if (areas.includes(null) || !fileTree || !locators || models.includes(null) || !examples || !tasks)
    return { errors, spec: null };
  const spec: Spec = {
    areas: areas as Parsed<SpecArea>[],
    fileTree,
    locators,
    models: models as Parsed<{ models: SpecModel[] }>[],
    examples,
    tasks,
  };
  const stamped = stampFileTree(spec);
  errors.push(...checkAcross(spec, stamped, namedIn(loaded)));
  // Locator inputs and examples are checked against operations, so only once those are sound (missing words aside).
  const sound = () => errors.every((e) => e.words || e.editor);
  if (sound()) errors.push(...checkLocatorInputs(spec, stamped), ...unusedExamples(spec, stamped));
  // A spec that lacks only words is still read (spec:import reads one back); the generator refuses it (readSpec).
  return { errors, spec: sound() ? spec : null };
}

/**
 * The issues without a required key's absence where an unknown key beside it is its misspelling (`retruns:`): that
 * key's own issue names the mistake and the key meant, once.
 */
function withoutMisspeltCascade(issues: z.core.$ZodIssue[], data: unknown): z.core.$ZodIssue[] {
  const misspelt = issues.filter((i) => i.code === 'unrecognized_keys');
  const same = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
    a.length === b.length && a.every((k, n) => k === b[n]);
  return issues.filter((issue) => {
    if (issue.code === 'custom' || issue.code === 'unrecognized_keys' || !issue.path.length) return true;
    const parent = issue.path.slice(0, -1);
    const key = String(issue.path.at(-1));
    const map = parent.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], data);
    if (map === null || typeof map !== 'object' || Object.hasOwn(map, key)) return true;
    return !misspelt.some((u) => same(u.path, parent) && u.keys.some((k) => didYouMean(k, [key]) !== ''));
  });
}

/** A file's first YAML syntax error: the parser's later ones mostly follow from it, so they are counted, not shown. */
export function firstSyntaxError(source: SpecFile): SpecError[] {
  const [first, ...rest] = source.syntaxErrors;
  if (!first) return [];
  const more = rest.length ? ` (and ${rest.length} more after it, which may follow from it)` : '';
  return [{ file: source.file, line: first.line, message: `${first.message}${more}`, frame: first.frame }];
}

/** Every map key `__proto__` in a file: as a key of a parsed map it would replace the map's prototype. */
function protoKeys(source: SpecFile): SpecError[] {
  const found: SpecError[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (key === '__proto__')
        found.push({
          file: source.file,
          line: lineAt(source, [...path, key]),
          message: `${[...path, key].join('.')}: the key __proto__ cannot name anything`,
        });
      walk(v, [...path, key]);
    }
  };
  walk(source.data, []);
  return found;
}

/**
 * The parsed value with every map a null-prototype object, so that reading a spec name as a key (a kind, an input,
 * an example) never finds what every object inherits (`constructor`, `toString`).
 */
function withoutPrototypes<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPrototypes) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.assign(
    Object.create(null) as T & object,
    Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPrototypes(v)])),
  );
}

/** spec/package.yaml, checked (its strings reach package.json, the README's commands and imports). */
export function readPackage(
  specDir: string,
  rootDir: string,
  { editor = 'required' }: { editor?: 'required' | 'optional' } = {},
): SpecPackage {
  const source = loadFile(join(specDir, 'package.yaml'), rootDir);
  const syntax = firstSyntaxError(source);
  if (syntax.length) throw new InvalidSpecError(syntax);
  const result = packageSchema.safeParse(source.data);
  const errors = [
    ...(editor === 'required' ? schemaLineErrors(source, 'package') : []),
    ...(result.success ? [] : result.error.issues.map((issue) => issueError(source, issue))),
  ];
  if (errors.length || !result.success) throw new InvalidSpecError(errors);
  return result.data;
}

/** A spec file must start with the line that names its JSON Schema, so that an editor checks it as you type. */
export function schemaLineErrors(source: SpecFile, kind: SpecFileKind): SpecError[] {
  const expected = schemaLine(kind);
  if (source.firstLine === expected) return [];
  const found = source.firstLine.startsWith('# yaml-language-server:') ? 'names another schema' : 'is missing';
  return [
    {
      file: source.file,
      line: 1,
      message: `the line that names its JSON Schema ${found}: its first line must be "${expected}"`,
      editor: true,
    },
  ];
}

/**
 * The file's value without the items (list items, map entries at the second level: an operation, a model, a
 * kind) whose shape the schema refused, so that the checks across files still run on the rest; null when the file
 * itself is broken. Unknown keys and the refines' findings leave a shape whole.
 */
function withoutBroken(data: unknown, issues: z.core.$ZodIssue[]): unknown {
  const broken = issues.filter((i) => i.code !== 'custom' && i.code !== 'unrecognized_keys').map((i) => i.path);
  if (broken.some((path) => path.length < 2)) return null;
  const copy = { ...(data as Record<string, unknown>) };
  for (const [top, item] of broken) {
    const entries = copy[top as string];
    if (Array.isArray(entries)) copy[top as string] = entries.map((e, i) => (i === item ? undefined : e));
    else copy[top as string] = Object.fromEntries(Object.entries(entries as object).filter(([k]) => k !== item));
  }
  for (const [key, v] of Object.entries(copy)) if (Array.isArray(v)) copy[key] = v.filter((e) => e !== undefined);
  return copy;
}

/** A schema issue as a spec error: the item it belongs to (operation, prefix, model) and the line of its node. */
function issueError(source: SpecFile, issue: z.core.$ZodIssue): SpecError {
  const path = issue.path;
  const data = source.data as Record<string, unknown>;
  const nameAt = (n: number, key: string) => {
    const item = path.slice(0, n).reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], data);
    return String((item as Record<string, unknown> | undefined)?.[key] ?? `#${Number(path[n - 1]) + 1}`);
  };
  let operation: string | undefined;
  let prefix = '';
  // The item's own line for operations and prefixes (their fields are mostly on it); the field's for the rest.
  let linePath: PropertyKey[] = path;
  let rest = path;
  if (typeof path[1] === 'number' && path[0] === 'operations') {
    operation = `${'area' in data ? String(data.area) : 'file-tree'}.${nameAt(2, 'name')}`;
    [linePath, rest] = [path.slice(0, 2), path.slice(2)];
  } else if (typeof path[1] === 'number' && path[0] === 'prefixes') {
    operation = `prefix ${nameAt(2, 'prefix')}`;
    [linePath, rest] = [path.slice(0, 2), path.slice(2)];
  } else if (typeof path[1] === 'number' && path[0] === 'models') {
    operation = `model ${nameAt(2, 'name')}`;
    rest = path.slice(2);
    if (rest[0] === 'properties' && typeof rest[1] === 'number')
      [prefix, rest] = [`property ${nameAt(4, 'name')}: `, path.slice(4)];
    else linePath = path.slice(0, 2);
  } else if (path[0] === 'kinds' && path.length > 1) {
    prefix = `kind ${String(path[1])}: `;
    rest = path.slice(2);
    if (rest[0] === 'dimensions' && rest.length > 1)
      [prefix, rest] = [issue.code === 'custom' ? prefix : `${prefix}dimension ${String(rest[1])}: `, rest.slice(2)];
  } else if (path[0] === 'enums' && path.length > 1) {
    [prefix, rest] = [`enum ${String(path[1])}: `, path.slice(2)];
  }
  // A refine's message says what it is about; zod's own name the field.
  const field = issue.code === 'custom' || !rest.length ? '' : `${rest.join('.')} `;
  const words = issue.code === 'custom' && (issue.params as { words?: boolean } | undefined)?.words === true;
  // An unknown key is shown at its own line: the misspelling is there.
  const line = lineAt(source, issue.code === 'unrecognized_keys' ? [...path, issue.keys[0]!] : linePath);
  return {
    file: source.file,
    line,
    operation,
    message: `${prefix}${field}${issue.message}`,
    ...(words ? { words } : {}),
  };
}

/**
 * What the files name, as written: `area.operation` of every operation, and every model. One the schema refused (its
 * mistake reported) is no second mistake where it is used (the task index, a result, a property).
 */
function namedIn(loaded: LoadedSpec): Set<string> {
  const names = new Set<string>();
  const items = (data: unknown, key: string) => {
    const list = (data as Record<string, unknown> | null)?.[key];
    return Array.isArray(list) ? list.map((item) => String((item as { name?: unknown } | null)?.name)) : [];
  };
  for (const { data } of loaded.areas)
    for (const name of items(data, 'operations'))
      names.add(`${String((data as { area?: unknown } | null)?.area)}.${name}`);
  for (const { data } of loaded.models) for (const name of items(data, 'models')) names.add(name);
  return names;
}

/** What files show together: file names, routes, stamping, models named and defined, aliases. */
function checkAcross(spec: Spec, stamped: StampedOperation[], named: Set<string>): SpecError[] {
  const errors: SpecError[] = [];
  const routes = new Map<string, string>();
  const names = new Map<string, Set<string>>();
  /** Model name -> where an operation first names it. */
  const used = new Map<string, Omit<SpecError, 'message'>>();
  const ownExamples = spec.examples.value.operations;
  const visit = (
    id: string,
    op: SpecOperation,
    at: { file: string; line: number },
    say: (m: string) => void,
    describe = (route: string) => route,
    fieldLine = (_field: 'returns' | 'body') => at.line,
  ) => {
    const route = `${op.method} ${op.path}`;
    // An example fits the body: text for a text body, JSON for a model (test/examples.test.ts holds every body to one).
    if (op.body && op.body.send !== false) {
      const own = ownExamples[id];
      if (own !== undefined && (typeof own === 'string') !== (op.body.type === 'string')) {
        say(
          `its example in spec/examples.yaml must be ${op.body.type === 'string' ? 'a text' : 'JSON'}, as its body is`,
        );
      }
    }
    if (routes.has(route)) say(`${describe(route)} is also ${routes.get(route)}`);
    routes.set(route, id);
    for (const { model, field } of modelsNamed(op))
      if (!used.has(model)) used.set(model, { ...at, line: fieldLine(field), operation: id });
  };
  for (const { source, value: area } of spec.areas) {
    if (source.file.replace(/.*\//, '') !== `${area.area}.yaml`)
      errors.push({ file: source.file, line: 1, message: `the file must be named ${area.area}.yaml` });
    names.set(area.area, new Set(area.operations.map((op) => op.name)));
    area.operations.forEach((op, i) => {
      const at = { file: source.file, line: lineAt(source, ['operations', i]) };
      const id = `${area.area}.${op.name}`;
      visit(
        id,
        op,
        at,
        (message) => errors.push({ ...at, operation: id, message }),
        undefined,
        (field) => lineAt(source, ['operations', i, field]),
      );
    });
  }
  const tree = spec.fileTree;
  tree.value.operations.forEach((op, i) => {
    for (const { model, field } of modelsNamed(op)) {
      if (!used.has(model))
        used.set(model, {
          file: tree.source.file,
          line: lineAt(tree.source, ['operations', i, field]),
          operation: `file-tree.${op.name}`,
        });
    }
  });
  const missing = new Set<string>();
  for (const s of stamped) {
    const say = (message: string) => errors.push({ ...s.prefixAt, operation: `prefix ${s.prefix}`, message });
    const areaNames = names.get(s.area);
    if (!areaNames) {
      if (!missing.has(s.prefix)) say(`area ${s.area} has no file in spec/areas`);
      missing.add(s.prefix);
      continue;
    }
    const id = `${s.area}.${s.op.name}`;
    // The set is defined once: an area file that lists a stamped operation defines it twice.
    if (areaNames.has(s.op.name)) say(`${id} is stamped from the file-tree set and also defined in the area file`);
    areaNames.add(s.op.name);
    visit(id, s.op, s.at, say, (route) => `${route} (stamped ${id})`);
  }
  errors.push(...checkModels(spec, used, named));
  errors.push(...checkNames(spec, stamped));
  // Every call of the task index is an operation.
  const ids = new Set([
    ...spec.areas.flatMap(({ value: a }) => a.operations.map((op) => `${a.area}.${op.name}`)),
    ...stamped.map((s) => `${s.area}.${s.op.name}`),
  ]);
  spec.tasks.value.groups.forEach((g, i) =>
    g.tasks.forEach((t, j) => {
      if (t.call !== undefined && !ids.has(t.call) && !named.has(t.call))
        errors.push({
          file: spec.tasks.source.file,
          line: lineAt(spec.tasks.source, ['groups', i, 'tasks', j]),
          message: `${t.call} is not an operation`,
        });
    }),
  );
  return errors;
}

/**
 * Within an area (stamped file-tree operations included): every function name once, whether an operation's or an
 * alias's (compared as the TypeScript name, so `cancel_build0` and `cancel_build_0` collide), and every summary once.
 */
function checkNames(spec: Spec, stamped: StampedOperation[]): SpecError[] {
  const errors: SpecError[] = [];
  const byArea = new Map<string, { id: string; op: SpecOperation; at: { file: string; line: number } }[]>();
  const add = (area: string, op: SpecOperation, at: { file: string; line: number }) =>
    byArea.set(area, [...(byArea.get(area) ?? []), { id: `${area}.${op.name}`, op, at }]);
  for (const { source, value: area } of spec.areas)
    area.operations.forEach((op, i) =>
      add(area.area, op, { file: source.file, line: lineAt(source, ['operations', i]) }),
    );
  for (const s of stamped) {
    add(s.area, s.op, s.prefixAt);
    // Checked by the schema before stamping; a prefix's `tree` makes it longer.
    if (s.op.summary.length > SUMMARY_MAX)
      errors.push({
        ...s.prefixAt,
        operation: `${s.area}.${s.op.name}`,
        message: `its summary, stamped, is ${s.op.summary.length} characters: at most ${SUMMARY_MAX}`,
        words: true,
      });
  }
  for (const entries of byArea.values()) {
    const fns = new Map<string, string>();
    for (const { op } of entries) fns.set(camelCase(op.name), `operation ${op.name}`);
    const summaries = new Map<string, string>();
    for (const { id, op, at } of entries) {
      const say = (message: string) => errors.push({ ...at, operation: id, message });
      // An alias that is the operation's own name is refused by the schema.
      for (const alias of aliasesOf(op).filter((a) => camelCase(a.name) !== camelCase(op.name))) {
        const taken = fns.get(camelCase(alias.name));
        if (taken) say(`its alias ${alias.name} is the name of ${taken}`);
        else fns.set(camelCase(alias.name), `an alias of ${op.name}`);
      }
      // spec:import's placeholder is refused on its own (the schema), however many operations still have it.
      if (op.summary === SUMMARY_PLACEHOLDER) continue;
      const other = summaries.get(op.summary);
      if (other) say(`its summary is also ${other}'s: say what tells them apart`);
      summaries.set(op.summary, op.name);
    }
  }
  return errors;
}

/** Entries of examples.yaml that no body sent uses. */
function unusedExamples(spec: Spec, stamped: StampedOperation[]): SpecError[] {
  const used = new Set<string>();
  const note = (id: string, op: SpecOperation) => {
    if (!op.body || op.body.send === false) return;
    used.add(id);
    if (op.body.type !== 'string') used.add(op.body.type);
  };
  for (const { value: area } of spec.areas) for (const op of area.operations) note(`${area.area}.${op.name}`, op);
  for (const s of stamped) note(`${s.area}.${s.op.name}`, s.op);
  const { source, value } = spec.examples;
  return (['operations', 'models'] as const).flatMap((section) =>
    Object.keys(value[section])
      .filter((key) => !used.has(key))
      .map((key) => ({
        file: source.file,
        line: lineAt(source, [section, key]),
        message: `${section}.${key}: no operation sends that body`,
      })),
  );
}

/** The models an operation's result and body (also a body not sent) name, with the field that names each. */
const modelsNamed = (op: SpecOperation): { model: string; field: 'returns' | 'body' }[] => [
  ...(op.returns.kind === 'json' ? [{ model: op.returns.type, field: 'returns' as const }] : []),
  ...(op.body && op.body.type !== 'string' ? [{ model: op.body.type, field: 'body' as const }] : []),
];

/** Model names unique across files, every property's model defined, and every model an operation names. */
function checkModels(spec: Spec, used: Map<string, Omit<SpecError, 'message'>>, named: Set<string>): SpecError[] {
  const errors: SpecError[] = [];
  const defined = new Map<string, string>();
  for (const { source, value } of spec.models) {
    value.models.forEach((m, i) => {
      if (defined.has(m.name))
        errors.push({
          file: source.file,
          line: lineAt(source, ['models', i]),
          operation: `model ${m.name}`,
          message: `is also defined in ${defined.get(m.name)}`,
        });
      defined.set(m.name, source.file);
    });
  }
  for (const { source, value } of spec.models) {
    value.models.forEach((m, i) =>
      m.properties.forEach((p, j) => {
        const target = p.type.replace(/\[\]$/, '');
        if (isScalarType(p.type) || defined.has(target) || named.has(target)) return;
        errors.push({
          file: source.file,
          line: lineAt(source, ['models', i, 'properties', j]),
          operation: `model ${m.name}`,
          message: `property ${p.name}: model ${target} is not defined in spec/models${didYouMean(target, defined.keys())}`,
        });
      }),
    );
  }
  for (const [name, where] of used)
    if (!defined.has(name) && !named.has(name))
      errors.push({
        ...where,
        message: `model ${name} is not defined in spec/models${didYouMean(name, defined.keys())}`,
      });
  return errors;
}

/** Every input named like a locator has a kind, and every mapping in locators.yaml names an input that exists. */
function checkLocatorInputs(spec: Spec, stamped: StampedOperation[]): SpecError[] {
  const { source, value } = spec.locators;
  const inputs = value.inputs;
  const errors: SpecError[] = [];
  const usedPath = new Set<string>();
  /** `area.op` (and `file-tree.op`) -> input -> its query type, or undefined for a path parameter. */
  const known = new Map<string, Map<string, string | undefined>>();
  const visit = (area: string, op: SpecOperation, fromSet: boolean, at: { file: string; line: number }) => {
    const id = `${area}.${op.name}`;
    const args = new Map<string, string | undefined>();
    // Words are required where a name cannot say it all: what a non-locator path parameter, an untyped locator and a
    // text body hold. A typed locator's words come from its kind's noun.
    const needsWords = (input: string, what: string) => {
      if (!op.inputs?.[input])
        errors.push({
          ...at,
          operation: id,
          message: `${what} ${input} needs words: say what it is in the operation's inputs`,
          words: true,
        });
    };
    for (const p of placeholders(op.path)) {
      args.set(p, undefined);
      if (p in inputs.path) usedPath.add(p);
      const kind = locatorKindOf(inputs, area, op.name, p, true, fromSet);
      if (p.endsWith('Locator') && !kind) {
        errors.push({
          ...at,
          operation: id,
          message: `path parameter ${p} looks like a locator: give it a kind in ${source.file}`,
        });
      }
      if (!kind || kind === UNTYPED) needsWords(p, 'path parameter');
    }
    for (const q of op.query ?? []) {
      args.set(q.name, q.type);
      const kind = locatorKindOf(inputs, area, op.name, q.name, false, fromSet);
      if (q.wire === 'locator' && !kind) {
        errors.push({
          ...at,
          operation: id,
          message: `query input ${q.name} is a locator: give it a kind in ${source.file} inputs.operations`,
        });
      }
      if (kind === UNTYPED) needsWords(q.name, 'query input');
    }
    if (op.body && op.body.send !== false && op.body.type === 'string') needsWords('body', 'the text');
    known.set(id, args);
    if (fromSet) known.set(`file-tree.${op.name}`, new Map([...(known.get(`file-tree.${op.name}`) ?? []), ...args]));
  };
  for (const { source: f, value: area } of spec.areas) {
    area.operations.forEach((op, i) =>
      visit(area.area, op, false, { file: f.file, line: lineAt(f, ['operations', i]) }),
    );
  }
  for (const s of stamped) visit(s.area, s.op, true, s.prefixAt);
  for (const name of Object.keys(inputs.path)) {
    if (!usedPath.has(name))
      errors.push({
        file: source.file,
        line: lineAt(source, ['inputs', 'path', name]),
        message: `no path parameter ${name} takes this kind`,
      });
  }
  for (const [id, entry] of Object.entries(inputs.operations)) {
    const args = known.get(id);
    for (const input of Object.keys(entry)) {
      const line = lineAt(source, ['inputs', 'operations', id, input]);
      if (!args) {
        errors.push({ file: source.file, line, message: `${id} is not an operation` });
        break;
      }
      if (!args.has(input))
        errors.push({ file: source.file, line, operation: id, message: `${id} has no input ${input}` });
      else if (args.get(input) !== undefined && args.get(input) !== 'string') {
        errors.push({
          file: source.file,
          line,
          operation: id,
          message: `query input ${input} is a ${String(args.get(input))}, not a string`,
        });
      }
    }
  }
  return errors;
}
