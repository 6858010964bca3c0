// A swagger operation and its definitions as the spec writes them (spec/README.md: "An operation", "Models").
import type {
  SpecBody,
  SpecModel,
  SpecModelProperty,
  SpecOperation,
  SpecQuery,
  SpecReturns,
} from '../../generator/schema.js';
import type { Swagger, SwaggerOperation, SwaggerParameter, SwaggerSchema } from './definition.js';

/** `getAllTestOccurrences` -> `get_all_test_occurrences`, `loadSettingsFromVCS` -> `load_settings_from_vcs`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

export const pascalCase = (wire: string) =>
  snakeCase(wire)
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

const refName = (s: SwaggerSchema | undefined) => s?.$ref?.replace('#/definitions/', '');

const essence = (m: string) => m.split(';')[0]!.trim();
const offers = (types: string[] | undefined, wanted: string) => (types ?? []).map(essence).includes(wanted);

/** The model names of the definition's own (wire) names, as the spec has them and as the import adds them. */
export type ModelNamer = (wire: string) => string;

export function specQuery(p: SwaggerParameter): SpecQuery {
  const type =
    p.type === 'boolean' ? 'boolean' : p.type === 'integer' ? 'integer' : p.type === 'array' ? 'string[]' : 'string';
  const q: SpecQuery = { name: snakeCase(p.name), wire: p.name, type, required: p.required === true };
  if (typeof p.default === 'string' || typeof p.default === 'number') q.default = p.default;
  return q;
}

export function specBody(op: SwaggerOperation, modelOf: ModelNamer): SpecBody | undefined {
  const p = op.parameters?.find((x) => x.in === 'body');
  if (!p?.schema) return undefined;
  const model = refName(p.schema);
  if (model) return { type: modelOf(model), mediaType: 'application/json', required: p.required === true };
  return { type: 'string', mediaType: 'text/plain', required: p.required === true };
}

/** What a call asks for and how the answer is read, from the success response and what the route produces. */
export function specReturns(op: SwaggerOperation, modelOf: ModelNamer): SpecReturns {
  const schema = (op.responses['200'] ?? op.responses.default)?.schema;
  const produces = op.produces ?? [];
  const model = refName(schema);
  if (model) return { type: modelOf(model), kind: 'json', mediaType: 'application/json' };
  if (schema?.type === 'object') return { type: 'object', kind: 'object', mediaType: 'application/json' };
  if (schema?.type === 'string') {
    return offers(produces, 'text/plain') || produces.length === 0
      ? { type: 'string', kind: 'string', mediaType: 'text/plain' }
      : { type: 'string', kind: 'string', mediaType: 'application/xml' };
  }
  // No schema: nothing to read, unless the route produces content that is not a document (an image, a file).
  const documents = ['application/json', 'application/xml', 'text/plain'];
  if (produces.length && !produces.some((m) => documents.includes(essence(m))))
    return { type: 'binary', kind: 'binary', mediaType: '*/*' };
  return {
    type: 'void',
    kind: 'void',
    mediaType: offers(produces, 'application/json') || !produces.length ? 'application/json' : 'text/plain',
  };
}

/** The operation's inputs and result (its name, summary, note and since are the caller's). */
export function specOperation(
  method: SpecOperation['method'],
  path: string,
  op: SwaggerOperation,
  modelOf: ModelNamer,
): Omit<SpecOperation, 'name' | 'from' | 'summary' | 'since'> {
  const params = op.parameters ?? [];
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const query = params.filter((p) => p.in === 'query').map(specQuery);
  const body = specBody(op, modelOf);
  return {
    method,
    path,
    ...(pathParams.length ? { pathParams } : {}),
    ...(query.length ? { query } : {}),
    ...(body ? { body } : {}),
    returns: specReturns(op, modelOf),
  };
}

/**
 * The definition names an operation's body and result refer to, and every name those definitions' properties refer
 * to, in first-seen order; a name the definition does not define is listed but not followed.
 */
export function definitionsUsed(swagger: Swagger, ops: SwaggerOperation[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string | undefined) => {
    if (!name || seen.has(name)) return;
    seen.add(name);
    if (!Object.hasOwn(swagger.definitions, name)) return;
    for (const p of Object.values(swagger.definitions[name]!.properties ?? {})) visit(refName(p) ?? refName(p.items));
  };
  for (const op of ops) {
    visit(refName(op.parameters?.find((p) => p.in === 'body')?.schema));
    visit(refName((op.responses['200'] ?? op.responses.default)?.schema));
  }
  return [...seen];
}

/**
 * A definition transcribed as a model (`from` and `note` are the caller's): its facts only. The definition's words
 * (its description, its properties') are TeamCity's sentences, which the spec never takes: a person writes `doc`.
 */
export function specModel(
  swagger: Swagger,
  wire: string,
  name: string,
  modelOf: ModelNamer,
): Omit<SpecModel, 'from' | 'doc'> {
  const d = swagger.definitions[wire]!;
  const props = Object.entries(d.properties ?? {});
  const properties = props.map(([key, p]): SpecModelProperty => {
    const prop: SpecModelProperty = { name: key, type: propertyType(p, modelOf) };
    if (p.enum?.length && prop.type === 'string') prop.enum = p.enum;
    return prop;
  });
  const items = props.filter(([, p]) => p.type === 'array' && refName(p.items));
  const listed = (d as { 'x-is-list'?: boolean })['x-is-list'] === true && items.length === 1;
  const paged = ['count', 'nextHref', 'prevHref'].every((k) => props.some(([key]) => key === k));
  return {
    name,
    wire,
    ...(listed ? { collection: { item: items[0]![0], paged } } : {}),
    properties,
  };
}

function propertyType(p: SwaggerSchema, modelOf: ModelNamer): string {
  const model = refName(p);
  if (model) return modelOf(model);
  if (p.type === 'array') return refName(p.items) ? `${modelOf(refName(p.items)!)}[]` : 'string[]';
  if (p.type === 'boolean') return 'boolean';
  if (p.type === 'integer') return p.format === 'int64' ? 'int64' : 'int32';
  if (p.type === 'number') return 'double';
  if (p.type === 'object') return 'map';
  return 'string';
}
