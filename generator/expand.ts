import { expandLocators, locatorResolver } from './expand-locators.js';
import { ir, type Api, type Model, type Operation, type PathParam, type PathStyle, type QueryParam } from './ir.js';
import type { LoadedSpec, SpecFile } from './load.js';
import { camelCase, localName, placeholders } from './names.js';
import { SCALAR_TYPES, type SpecModel } from './validate-models.js';
import type { SpecArea, SpecFileTree, SpecOperation, SpecQuery } from './validate.js';

/** Turns a validated spec into the IR: stamps the file-tree set, adds aliases, names everything. */
export function expandSpec(spec: LoadedSpec): Api {
  const fileTree = spec.fileTree.data as SpecFileTree;
  const locatorOf = locatorResolver(spec);
  const areas = spec.areas.map((file) => {
    const area = file.data as SpecArea;
    const operations = area.operations.map((op, i) =>
      operation(area.area, op, [], null, { file: file.file, line: file.operationLines[i] ?? 1 }, locatorOf),
    );
    for (const p of fileTree.prefixes.filter((p) => p.area === area.area)) {
      fileTree.operations.forEach((op, i) => {
        const stamped = { ...op, path: p.prefix + op.path };
        const position = { file: spec.fileTree.file, line: spec.fileTree.operationLines[i] ?? 1 };
        operations.push(operation(area.area, stamped, p.extraQuery ?? [], p.tree, position, locatorOf));
      });
    }
    return ir.area({ name: area.area, title: area.title, base: area.base, operations });
  });
  const locators = expandLocators(spec);
  const models = spec.models.flatMap(expandModels).sort((a, b) => (a.name < b.name ? -1 : 1));
  return ir.api({ areas, models, locatorKinds: locators.kinds, locatorEnums: locators.enums });
}

function expandModels(file: SpecFile): Model[] {
  return (file.data as { models: SpecModel[] }).models.map((m, i) =>
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
          model: SCALAR_TYPES.includes(p.type) ? null : p.type.replace(/\[\]$/, ''),
          list: p.type.endsWith('[]'),
          or: p.or ?? null,
          enum: p.enum ?? null,
          from: p.from ?? m.from,
          doc: p.doc ?? null,
          note: p.note ?? null,
        }),
      ),
      position: { file: file.file, line: file.modelLines[i] ?? 1 },
    }),
  );
}

function operation(
  area: string,
  op: SpecOperation,
  extraQuery: SpecQuery[],
  fileTree: string | null,
  position: { file: string; line: number },
  locatorOf: ReturnType<typeof locatorResolver>,
): Operation {
  const fn = camelCase(op.name);
  const stamped = fileTree !== null;
  const pathParams = placeholders(op.path).map((name) =>
    ir.pathParam({ name, style: pathStyle(op.path, name), locator: locatorOf(area, op.name, name, true, stamped) }),
  );
  const sent = op.body && op.body.send !== false ? op.body : null;
  return ir.operation({
    area,
    name: op.name,
    fn,
    local: localName(fn),
    aliases: op.name.startsWith('serve_')
      ? [ir.alias({ name: `get_${op.name.slice(6)}`, fn: camelCase(`get_${op.name.slice(6)}`) })]
      : [],
    method: op.method,
    path: op.path,
    runtimePath: runtimePath(op.path, pathParams),
    pathParams,
    query: [...(op.query ?? []), ...extraQuery].map((q) => queryParam(q, op.from, locatorOf(area, op.name, q.name, false, stamped))),
    body: sent && ir.body({ type: sent.type, mediaType: sent.mediaType, required: sent.required }),
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

function queryParam(q: SpecQuery, from: SpecOperation['from'], locator: string | null): QueryParam {
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
