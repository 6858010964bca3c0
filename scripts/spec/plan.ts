// What an import adds to the spec: the definition's operations on routes the spec lacks, named and placed in
// areas, with the models and locator mappings they need. Nothing the spec has is changed.
import type { Api, Since } from '../../generator/ir.js';
import { nameProblem, placeholders } from '../../generator/names.js';
import { SUMMARY_PLACEHOLDER, type SpecLocators, type SpecModel, type SpecOperation } from '../../generator/schema.js';
import { definitionsUsed, pascalCase, snakeCase, specModel, specOperation } from './convert.js';
import type { Definition, SwaggerParameter } from './definition.js';
import { definitionOperations, routeKey, specRoutes, type DefinitionOperation } from './routes.js';

export interface NewArea {
  area: string;
  title: string;
  base: string;
}

export interface ImportPlan {
  /** Per area, the operations to append, in the definition's order. */
  operations: Map<string, SpecOperation[]>;
  /** Areas the spec has no file for yet. */
  newAreas: NewArea[];
  models: SpecModel[];
  /** New entries of locators.yaml `inputs.path` and `inputs.operations`. */
  locatorPath: [string, string][];
  locatorOperations: [string, Record<string, string>][];
}

const UNTYPED = 'untyped';

/** `existingModels`: the spec's models as wire name -> model name; `since`: what the definition's routes are written with. */
export function planImport(
  def: Definition,
  api: Api,
  existingModels: Map<string, string>,
  locators: SpecLocators,
  since: Since,
): ImportPlan {
  const have = specRoutes(api);
  const missing = definitionOperations(def.swagger).filter((d) => !have.has(routeKey(d.method, d.path)));
  const refused = unusableNames(def, missing);
  if (refused.length)
    throw new Error(
      `${def.label}: the spec cannot take these names; nothing was imported:\n${refused.map((r) => `  ${r}`).join('\n')}`,
    );
  const modelOf = modelNamer(def, missing, existingModels, since);
  const areas = new Map(api.areas.map((a) => [a.name, a]));
  const taken = new Map(
    api.areas.map((a) => [a.name, new Set(a.operations.flatMap((o) => [o.name, ...o.aliases.map((x) => x.name)]))]),
  );
  const plan: ImportPlan = {
    operations: new Map(),
    newAreas: [],
    models: modelOf.added(),
    locatorPath: [],
    locatorOperations: [],
  };
  const kindOf = kindReader(locators);
  const pathKinds = new Map(Object.entries(locators.inputs.path));

  for (const d of missing) {
    const area = areaOf(d.path, areas);
    if (!areas.has(area.area) && !plan.newAreas.some((a) => a.area === area.area)) plan.newAreas.push(area);
    const names = taken.get(area.area) ?? taken.set(area.area, new Set()).get(area.area)!;
    const name = freeName(snakeCase(d.op.operationId), names);
    names.add(name);
    if (name.startsWith('serve_')) names.add(`get_${name.slice(6)}`);
    const op: SpecOperation = {
      name,
      // Refused by the schema until a person says what the operation does.
      summary: SUMMARY_PLACEHOLDER,
      from: 'reference',
      ...specOperation(d.method, d.path, d.op, modelOf),
      note: noteOf(d, def),
      since,
    };
    plan.operations.set(area.area, [...(plan.operations.get(area.area) ?? []), op]);

    const own = new Map<string, string>();
    for (const p of (d.op.parameters ?? []).filter((x) => x.in === 'path')) {
      const kind = kindOf(p);
      if (kind === undefined) continue;
      if (!p.name.endsWith('Locator')) own.set(p.name, kind);
      else if (!pathKinds.has(p.name)) {
        pathKinds.set(p.name, kind);
        plan.locatorPath.push([p.name, kind]);
      } else if (pathKinds.get(p.name) !== kind) own.set(p.name, kind);
    }
    for (const p of (d.op.parameters ?? []).filter((x) => x.in === 'query' && (x.type ?? 'string') === 'string')) {
      const kind = kindOf(p);
      if (kind !== undefined && (p.name === 'locator' || kind !== UNTYPED)) own.set(snakeCase(p.name), kind);
    }
    if (own.size) plan.locatorOperations.push([`${area.area}.${name}`, Object.fromEntries(own)]);
  }
  return plan;
}

/**
 * The names an import would write that the generator cannot emit (generator/names.ts, nameProblem), each with
 * where the definition has it: operationIds (a name and a note), parameters, and the definitions the operations
 * use with their properties. The read-back of the written spec checks the rest.
 */
function unusableNames(def: Definition, missing: DefinitionOperation[]): string[] {
  const out = new Set<string>();
  const check = (where: string, what: string, name: string, key = true) => {
    const problem = nameProblem(name, { key });
    if (problem) out.add(`${where}: ${what} ${JSON.stringify(name)} ${problem}`);
  };
  for (const d of missing) {
    const route = `${d.method} ${d.path}`;
    check(route, 'operationId', d.op.operationId, false);
    // A Java method's name, as TeamCity's are: it becomes the operation's name, and its note quotes it.
    if (!nameProblem(d.op.operationId) && !/^[A-Za-z_$][\w$]*$/.test(d.op.operationId)) {
      out.add(
        `${route}: operationId ${JSON.stringify(d.op.operationId)} is not a name (a letter, then letters, digits and _)`,
      );
    }
    for (const p of placeholders(d.path)) check(route, 'path parameter', p);
    for (const p of (d.op.parameters ?? []).filter((x) => x.in === 'path' || x.in === 'query'))
      check(route, `${p.in} parameter`, p.name);
  }
  for (const wire of definitionsUsed(
    def.swagger,
    missing.map((d) => d.op),
  )) {
    check('definitions', 'definition', wire, false);
    const properties = Object.hasOwn(def.swagger.definitions, wire)
      ? def.swagger.definitions[wire]!.properties
      : undefined;
    for (const key of Object.keys(properties ?? {})) check(`definition ${JSON.stringify(wire)}`, 'property', key);
  }
  return [...out];
}

/** The first of `name`, `name_0`, `name_1`, ... that the area has neither as an operation nor as an alias. */
function freeName(base: string, taken: Set<string>): string {
  const free = (n: string) => !taken.has(n) && !(n.startsWith('serve_') && taken.has(`get_${n.slice(6)}`));
  if (free(base)) return base;
  for (let i = 0; ; i++) if (free(`${base}_${i}`)) return `${base}_${i}`;
}

/** The area whose base is the path's first segment under /app/rest; a new area named after it, else root. */
function areaOf(path: string, areas: Map<string, Api['areas'][number]>): NewArea {
  const segment = /^\/app\/rest\/([a-z][A-Za-z]*)(?:\/|$)/.exec(path)?.[1];
  const base = `/app/rest/${segment}`;
  const existing = [...areas.values()].find((a) => a.base === base);
  if (existing) return { area: existing.name, title: existing.title, base: existing.base };
  if (!segment) return { area: 'root', title: areas.get('root')?.title ?? 'Root', base: '/app/rest' };
  const words = segment.replace(/([A-Z])/g, ' $1').toLowerCase();
  return { area: segment, title: words[0]!.toUpperCase() + words.slice(1), base };
}

function noteOf(d: DefinitionOperation, def: Definition): string {
  const form = (d.op.parameters ?? []).filter((p) => p.in === 'formData').map((p) => p.name);
  const upload = form.length
    ? ` TeamCity reads ${form.join(', ')} as a multipart/form-data upload, which the client does not send yet.`
    : '';
  return `Imported from ${def.label} (operationId ${d.op.operationId}).${upload}`;
}

/** The kind a parameter takes from its `format: <Kind>Locator` (or, without one, its name), or untyped. */
function kindReader(locators: SpecLocators) {
  const known = (k: string | undefined) =>
    k && Object.hasOwn(locators.kinds, k) && locators.kinds[k]!.condition !== true ? k : undefined;
  return (p: SwaggerParameter): string | undefined => {
    const fromFormat = p.format?.endsWith('Locator') ? p.format.slice(0, -'Locator'.length) : undefined;
    if (fromFormat) return known(fromFormat) ?? UNTYPED;
    if (p.name === 'locator') return UNTYPED;
    if (!p.name.endsWith('Locator')) return undefined;
    return known(p.name[0]!.toUpperCase() + p.name.slice(1, -'Locator'.length)) ?? UNTYPED;
  };
}

/**
 * Model names for the definition's names: the spec's model of that wire name, else a new model named in
 * PascalCase (with a number when a model of another wire name has it).
 */
function modelNamer(def: Definition, ops: DefinitionOperation[], existing: Map<string, string>, since: Since) {
  const names = new Map(existing);
  const used = new Set(existing.values());
  const fresh: string[] = [];
  for (const wire of definitionsUsed(
    def.swagger,
    ops.map((o) => o.op),
  )) {
    if (names.has(wire) || !Object.hasOwn(def.swagger.definitions, wire)) continue;
    let name = pascalCase(wire);
    for (let i = 2; used.has(name); i++) name = `${pascalCase(wire)}${i}`;
    names.set(wire, name);
    used.add(name);
    fresh.push(wire);
  }
  const modelOf = (wire: string) => names.get(wire) ?? pascalCase(wire);
  const note = `Imported from ${def.label}.`;
  return Object.assign(modelOf, {
    // Keys in the order the spec writes them.
    added: (): SpecModel[] =>
      fresh.map((wire) => {
        const { name, collection, properties } = specModel(def.swagger, wire, names.get(wire)!, modelOf);
        return {
          name,
          wire,
          from: 'swagger-2025',
          note,
          ...(collection ? { collection } : {}),
          properties: properties.map((p) => ({ ...p, since })),
        };
      }),
  });
}
