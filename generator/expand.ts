import { SINCE } from '../generated/src/runtime/vocabulary.js';
import { expandLocators, locatorResolver } from './expand-locators.js';
import { ir, type Api, type Model, type Operation, type PathParam, type PathStyle, type QueryParam } from './ir.js';
import { lineAt } from './load.js';
import { camelCase, localName, placeholders } from './names.js';
import {
  isScalarType,
  TREE_MARK,
  type Parsed,
  type Spec,
  type SpecModel,
  type SpecOperation,
  type SpecQuery,
} from './schema.js';

/** Turns a valid spec into the IR: stamps the file-tree set, adds aliases, names everything. */
export function expandSpec(spec: Spec): Api {
  const locatorOf = locatorResolver(spec);
  const stamped = stampFileTree(spec);
  const areas = spec.areas.map(({ source, value: area }) => {
    const operations = area.operations.map((op, i) =>
      operation(area.area, op, null, { file: source.file, line: lineAt(source, ['operations', i]) }, locatorOf, spec),
    );
    for (const s of stamped.filter((s) => s.area === area.area))
      operations.push(operation(area.area, s.op, s.tree, s.at, locatorOf, spec));
    return ir.area({ name: area.area, title: area.title, base: area.base, operations });
  });
  const locators = expandLocators(spec);
  const models = spec.models.flatMap(expandModels).sort((a, b) => (a.name < b.name ? -1 : 1));
  const tasks = spec.tasks.value.groups.flatMap((g) =>
    g.tasks.map((t) => ir.task({ group: g.title, want: t.want, operation: t.call, task: t.task, args: t.args })),
  );
  return ir.api({ areas, tasks, models, locatorKinds: locators.kinds, locatorEnums: locators.enums });
}

/** An operation of the file-tree set stamped on one prefix: its path and query as the area serves them. */
export interface StampedOperation {
  area: string;
  tree: string;
  prefix: string;
  op: SpecOperation;
  /** Where the set lists the operation, and where the prefix is. */
  at: { file: string; line: number };
  prefixAt: { file: string; line: number };
}

/**
 * Every file-tree operation on every prefix, in the order of the prefixes, then of the set: its path, query and
 * words as the area serves them (`{tree}` replaced by the prefix's `tree`, the prefix's input words added).
 */
export function stampFileTree({ fileTree }: Pick<Spec, 'fileTree'>): StampedOperation[] {
  const { source, value } = fileTree;
  return value.prefixes.flatMap((p, j) =>
    value.operations.map((op, i) => ({
      area: p.area,
      tree: p.tree,
      prefix: p.prefix,
      op: {
        ...op,
        path: p.prefix + op.path,
        query: [...(op.query ?? []), ...(p.extraQuery ?? [])],
        summary: op.summary.replaceAll(TREE_MARK, p.tree),
        since: p.since !== undefined && SINCE.indexOf(p.since) > SINCE.indexOf(op.since) ? p.since : op.since,
        description: op.description?.replaceAll(TREE_MARK, p.tree),
        inputs: Object.fromEntries(
          Object.entries({ ...p.inputs, ...op.inputs }).map(([k, v]) => [k, v.replaceAll(TREE_MARK, p.tree)]),
        ),
      },
      at: { file: source.file, line: lineAt(source, ['operations', i]) },
      prefixAt: { file: source.file, line: lineAt(source, ['prefixes', j]) },
    })),
  );
}

/**
 * An operation's other names, in the order the docs show them: the spec's aliases (names by meaning), then the
 * `get_*` name every `serve_*` operation also has.
 */
export function aliasesOf(op: Pick<SpecOperation, 'name' | 'aliases'>): { name: string; byMeaning: boolean }[] {
  return [
    ...(op.aliases ?? []).map((name) => ({ name, byMeaning: true })),
    ...(op.name.startsWith('serve_') ? [{ name: `get_${op.name.slice(6)}`, byMeaning: false }] : []),
  ];
}

function expandModels({ source, value }: Parsed<{ models: SpecModel[] }>): Model[] {
  return value.models.map((m, i) =>
    ir.model({
      name: m.name,
      wire: m.wire,
      from: m.from,
      doc: m.doc,
      note: m.note,
      collection: m.collection && ir.collection(m.collection),
      properties: m.properties.map((p) =>
        ir.property({
          name: p.name,
          type: p.type,
          model: isScalarType(p.type) ? null : p.type.replace(/\[\]$/, ''),
          list: p.type.endsWith('[]'),
          or: p.or,
          enum: p.enum,
          element: p.xml === 'element',
          from: p.from ?? m.from,
          doc: p.doc,
          note: p.note,
          since: p.since,
        }),
      ),
      position: { file: source.file, line: lineAt(source, ['models', i]) },
    }),
  );
}

function operation(
  area: string,
  op: SpecOperation,
  fileTree: string | null,
  position: { file: string; line: number },
  locatorOf: ReturnType<typeof locatorResolver>,
  spec: Spec,
): Operation {
  const fn = camelCase(op.name);
  const stamped = fileTree !== null;
  const words = (input: string) => op.inputs?.[input];
  const nounOf = (kind: string | null) => (kind ? spec.locators.value.kinds[kind]?.noun : undefined);
  const pathParams = placeholders(op.path).map((name) => {
    const locator = locatorOf(area, op.name, name, true, stamped);
    const noun = nounOf(locator);
    return ir.pathParam({
      name,
      style: pathStyle(op.path, name),
      locator,
      description: words(name) ?? (noun ? `Which ${noun}: locator text, or a typed \`${locator}Locator\`` : undefined),
      plain: words(name) ?? (noun ? `Which ${noun}` : undefined),
    });
  });
  const narrows = op.returns.kind === 'json';
  const sent = op.body && op.body.send !== false ? op.body : null;
  return ir.operation({
    area,
    name: op.name,
    fn,
    local: localName(fn),
    aliases: aliasesOf(op).map((a) => ir.alias({ name: a.name, fn: camelCase(a.name), byMeaning: a.byMeaning })),
    summary: op.summary,
    description: op.description,
    method: op.method,
    path: op.path,
    runtimePath: runtimePath(op.path, pathParams),
    pathParams,
    query: (op.query ?? []).map((q) => {
      const locator = locatorOf(area, op.name, q.name, false, stamped);
      const own = words(q.name);
      return queryParam(q, op.from, locator, {
        description: own ?? queryWords(q, locator, nounOf(locator), narrows),
        plain: own ?? queryWords(q, null, nounOf(locator), false),
      });
    }),
    body:
      sent &&
      ir.body({
        type: sent.type,
        mediaType: sent.mediaType,
        required: sent.required,
        example: bodyExample(spec, area, op),
        description: words('body'),
      }),
    returns: ir.result({
      type: op.returns.type,
      kind: op.returns.kind,
      mediaType: op.returns.mediaType,
      seed: op.returns.seed,
    }),
    from: op.from,
    fileTree,
    note: op.note,
    since: op.since,
    position,
  });
}

/**
 * What a query input is when the spec has no words for it: TeamCity's `fields` (a typed selection too, where the
 * result is a model: see selectionOf), or a locator of its kind (`typed`: the kind whose type it also takes, or null
 * for the words without the TypeScript forms).
 */
function queryWords(
  q: SpecQuery,
  typed: string | null,
  noun: string | undefined,
  narrows: boolean,
): string | undefined {
  if (q.wire === 'fields' && q.name !== 'fields')
    return "TeamCity's `fields` listed a second time by the seeds: give one of the two";
  if (q.wire === 'fields')
    return `Which fields to send: a fields string (\`id,name\`)${narrows ? ', or a typed selection, which narrows the result' : ''}`;
  if (!noun) return undefined;
  const a = `${/^[aeio]/i.test(noun) ? 'An' : 'A'} ${noun} locator`;
  const what = q.wire === 'locator' ? `${a} that filters the list` : a;
  return typed ? `${what}: text, or a typed \`${typed}Locator\`` : what;
}

function queryParam(
  q: SpecQuery,
  from: SpecOperation['from'],
  locator: string | null,
  words: { description: string | undefined; plain: string | undefined },
): QueryParam {
  return ir.queryParam({
    name: q.name,
    arg: camelCase(q.name),
    wire: q.wire,
    type: q.type,
    required: q.required,
    default: q.default,
    from: q.from ?? from,
    note: q.note,
    locator,
    ...words,
  });
}

/** `children{path}` and `/{path}` are file paths; `statusIcon{suffix}` is a suffix; the rest are segments. */
function pathStyle(path: string, name: string): PathStyle {
  const glued = new RegExp(`\\w\\{${name}\\}`).test(path);
  if (name === 'path') return 'subpath';
  return glued ? 'suffix' : 'segment';
}

function runtimePath(path: string, params: PathParam[]): string {
  let out = path;
  for (const p of params) {
    if (p.style === 'subpath') out = out.replace(new RegExp(`/?\\{${p.name}\\}`), `{/${p.name}}`);
    if (p.style === 'suffix') out = out.replace(`{${p.name}}`, `{+${p.name}}`);
  }
  return out;
}

/** The example body of an operation: its own, else (a JSON body) its model's. */
export function bodyExample({ examples }: Pick<Spec, 'examples'>, area: string, op: SpecOperation): string | undefined {
  const own = examples.value.operations[`${area}.${op.name}`];
  const example = own ?? (op.body?.type === 'string' ? undefined : examples.value.models[op.body!.type]);
  return example === undefined ? undefined : typeof example === 'string' ? example : JSON.stringify(example, null, 2);
}
