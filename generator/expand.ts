import { expandLocators, locatorResolver } from './expand-locators.js';
import { ir, type Api, type Model, type Operation, type PathParam, type PathStyle, type QueryParam } from './ir.js';
import { lineAt, type LoadedSpec } from './load.js';
import { camelCase, localName, placeholders } from './names.js';
import { isScalarType, type SpecModel, type SpecOperation, type SpecQuery } from './schema.js';
import { aliasesOf, InvalidSpecError, parseSpec, stampFileTree, type Parsed, type Spec } from './validate.js';

/** Turns a valid spec into the IR: stamps the file-tree set, adds aliases, names everything. */
export function expandSpec(loaded: LoadedSpec): Api {
  const { errors, spec } = parseSpec(loaded);
  if (!spec) throw new InvalidSpecError(errors);
  const locatorOf = locatorResolver(spec);
  const stamped = stampFileTree(spec);
  const areas = spec.areas.map(({ source, value: area }) => {
    const operations = area.operations.map((op, i) =>
      operation(area.area, op, null, { file: source.file, line: lineAt(source, ['operations', i]) }, locatorOf, spec),
    );
    for (const s of stamped.filter((s) => s.area === area.area)) operations.push(operation(area.area, s.op, s.tree, s.at, locatorOf, spec));
    return ir.area({ name: area.area, title: area.title, base: area.base, operations });
  });
  const locators = expandLocators(spec);
  const models = spec.models.flatMap(expandModels).sort((a, b) => (a.name < b.name ? -1 : 1));
  const tasks = spec.tasks.value.groups.flatMap((g) =>
    g.tasks.map((t) => ir.task({ group: g.title, want: t.want, operation: t.call ?? null, task: t.task ?? null, args: t.args ?? null })),
  );
  return ir.api({ areas, tasks, models, locatorKinds: locators.kinds, locatorEnums: locators.enums });
}

function expandModels({ source, value }: Parsed<{ models: SpecModel[] }>): Model[] {
  return value.models.map((m, i) =>
    ir.model({
      name: m.name,
      wire: m.wire,
      from: m.from,
      doc: m.doc ?? null,
      note: m.note ?? null,
      collection: m.collection ? ir.collection(m.collection) : null,
      properties: m.properties.map((p) =>
        ir.property({
          name: p.name,
          type: p.type,
          model: isScalarType(p.type) ? null : p.type.replace(/\[\]$/, ''),
          list: p.type.endsWith('[]'),
          or: p.or ?? null,
          enum: p.enum ?? null,
          element: p.xml === 'element',
          from: p.from ?? m.from,
          doc: p.doc ?? null,
          note: p.note ?? null,
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
  const words = (input: string) => op.inputs?.[input] ?? null;
  const nounOf = (kind: string | null) => (kind ? spec.locators.value.kinds[kind]?.noun : undefined);
  const pathParams = placeholders(op.path).map((name) => {
    const locator = locatorOf(area, op.name, name, true, stamped);
    const noun = nounOf(locator);
    return ir.pathParam({
      name,
      style: pathStyle(op.path, name),
      locator,
      description: words(name) ?? (noun ? `Which ${noun}: locator text, or a typed \`${locator}Locator\`` : null),
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
    description: op.description ?? null,
    method: op.method,
    path: op.path,
    runtimePath: runtimePath(op.path, pathParams),
    pathParams,
    query: (op.query ?? []).map((q) => {
      const locator = locatorOf(area, op.name, q.name, false, stamped);
      return queryParam(q, op.from, locator, words(q.name) ?? queryWords(q, locator, nounOf(locator), narrows));
    }),
    body:
      sent &&
      ir.body({
        type: sent.type,
        mediaType: sent.mediaType,
        required: sent.required,
        example: bodyExample(spec, area, op) ?? null,
        description: words('body'),
      }),
    returns: ir.result({
      type: op.returns.type,
      decode: op.returns.kind,
      mediaType: op.returns.mediaType,
      seed: op.returns.seed ?? null,
    }),
    from: op.from,
    fileTree,
    note: op.note ?? null,
    position,
  });
}

/**
 * What a query input is when the spec has no words for it: TeamCity's `fields` (a typed selection too, where the
 * result is a model: see selectionOf), or a locator of its kind.
 */
function queryWords(q: SpecQuery, locator: string | null, noun: string | undefined, narrows: boolean): string | null {
  if (q.wire === 'fields' && q.name !== 'fields') return "TeamCity's `fields` listed a second time by the seeds: give one of the two";
  if (q.wire === 'fields') return `Which fields to send: a fields string (\`id,name\`)${narrows ? ', or a typed selection, which narrows the result' : ''}`;
  if (!locator || !noun) return null;
  const a = `${/^[aeio]/i.test(noun) ? 'An' : 'A'} ${noun} locator`;
  return `${q.wire === 'locator' ? `${a} that filters the list` : a}: text, or a typed \`${locator}Locator\``;
}

function queryParam(q: SpecQuery, from: SpecOperation['from'], locator: string | null, description: string | null): QueryParam {
  return ir.queryParam({
    name: q.name,
    arg: camelCase(q.name),
    wire: q.wire,
    type: q.type,
    required: q.required,
    default: q.default ?? null,
    from: q.from ?? from,
    note: q.note ?? null,
    locator,
    description,
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
