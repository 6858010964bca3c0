// Hand-written: edit it here; the generator never writes this file.
// The JSON Schema of each operation's inputs, built from teamcity-sdk's operation table and models (`operations`,
// `wireModels`) and the locator kinds of api.ts, when an operation is described or called: one schema both shows the
// inputs and validates them.
import { exampleFields, wireModels, type OperationEntry, type WireModel } from 'teamcity-sdk';
import { ENUMS, EXAMPLES, LOCATORS } from './api.js';

type Schema = Record<string, unknown>;

/** How deep a request body's models are spelled out; deeper ones are plain objects. */
const BODY_DEPTH = 3;

const SCALARS: Record<string, Schema> = {
  string: { type: 'string' },
  boolean: { type: 'boolean' },
  int32: { type: 'integer' },
  int64: { type: 'integer' },
  double: { type: 'number' },
  date: { type: 'string', description: 'yyyyMMddTHHmmssZ' },
  map: { type: 'object', additionalProperties: { type: 'string' } },
  'string[]': { type: 'array', items: { type: 'string' } },
};

/** A locator dimension's value: a primitive, an enum, or a nested locator (its text, or an object of dimensions). */
function dimensionSchema(type: string): Schema {
  const repeat = type.endsWith('[]');
  const base = repeat ? type.slice(0, -2) : type;
  const one: Schema = base.startsWith('enum:')
    ? { enum: [...new Set([...(ENUMS[base.slice(5)] ?? []), 'any'])] }
    : base.startsWith('kind:')
      ? { type: ['string', 'integer', 'object'], description: `${base.slice(5)} locator` }
      : base === 'integer'
        ? { type: 'integer' }
        : base === 'id'
          ? { type: ['integer', 'string'] }
          : base === 'boolean'
            ? { anyOf: [{ type: 'boolean' }, { const: 'any' }] }
            : { type: 'string' };
  return repeat ? { anyOf: [one, { type: 'array', items: one }] } : one;
}

/** A locator kind's object form, for `$defs`. */
export function locatorSchema(kind: string): Schema {
  const k = LOCATORS[kind];
  if (!k) return { type: 'object' };
  return {
    type: 'object',
    ...(k.single && { description: `or a text; a bare value is the ${k.single.replace(/^\w+: /, '')}` }),
    properties: Object.fromEntries(Object.entries(k.dims).map(([name, type]) => [name, dimensionSchema(type)])),
    additionalProperties: false,
  };
}

/** A model of teamcity-sdk's, if `name` is one. */
const modelOf = (name: string): WireModel | undefined =>
  Object.hasOwn(wireModels, name) ? wireModels[name] : undefined;

/** A model's properties and their types as `teamcity_api_describe` shows them: `=A|B` for an enum, `x|y` for two shapes. */
function propertiesOf(name: string): Record<string, string> | undefined {
  const m = modelOf(name);
  if (!m) return undefined;
  const shown = (p: string, type: string) =>
    m.enums?.[p] ? `=${m.enums[p].join('|')}` : m.or?.[p] ? `${type}|${m.or[p]}` : type;
  return Object.fromEntries(Object.entries(m.props).map(([p, type]) => [p, shown(p, type)]));
}

/** A value of a type as the spec writes it; models within `depth` are named in `defs` and referred to. */
function typeSchema(type: string, depth: number, defs: Map<string, Schema | null>): Schema {
  const list = type.endsWith('[]') && !SCALARS[type];
  const name = list ? type.slice(0, -2) : type;
  const one = SCALARS[name] ?? modelRef(name, depth, defs);
  return list ? { type: 'array', items: one } : one;
}

/** A model property's value: one of its enum's values, either of its two shapes, or its type's. */
function propertySchema(m: WireModel, p: string, depth: number, defs: Map<string, Schema | null>): Schema {
  const values = m.enums?.[p];
  if (values) return { enum: [...new Set(values)] };
  const type = m.props[p]!;
  const or = m.or?.[p];
  return or ? { anyOf: [type, or].map((t) => typeSchema(t, depth, defs)) } : typeSchema(type, depth, defs);
}

function modelRef(name: string, depth: number, defs: Map<string, Schema | null>): Schema {
  if (!modelOf(name)) return {};
  if (depth <= 0) return { type: 'object', description: name };
  if (!defs.has(name)) {
    defs.set(name, null);
    defs.set(name, modelSchema(name, depth - 1, defs));
  }
  return { $ref: `#/$defs/${name}` };
}

/** A model as JSON Schema: its properties, nested models to `depth` levels. */
function modelSchema(name: string, depth: number, defs: Map<string, Schema | null>): Schema {
  const m = modelOf(name)!;
  return {
    type: 'object',
    properties: Object.fromEntries(Object.keys(m.props).map((p) => [p, propertySchema(m, p, depth, defs)])),
    additionalProperties: false,
  };
}

/** Whether an operation's sub-path parameter may be left out (`{/path}` in the descriptor: the file tree's root). */
const optionalPath = (entry: OperationEntry, name: string) => entry.op.path.includes(`{/${name}}`);

const schemas = new Map<string, Schema>();

/** The JSON Schema of an operation's inputs, as `teamcity_api_call` validates them and `teamcity_api_describe` shows them. */
export function inputSchemaOf(entry: OperationEntry): Schema {
  const cached = schemas.get(entry.id);
  if (cached) return cached;
  const defs = new Map<string, Schema | null>();
  const locators = new Set<string>();
  const input = (locator: string | undefined, plain: Schema): Schema => {
    if (!locator || !LOCATORS[locator]) return plain;
    locators.add(locator);
    return { anyOf: [{ type: 'string' }, { $ref: `#/$defs/${locator}Locator` }], description: `${locator} locator` };
  };
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const p of entry.pathParams) {
    properties[p.name] = input(p.locator, { type: 'string' });
    if (!optionalPath(entry, p.name)) required.push(p.name);
  }
  for (const q of entry.query) {
    const plain: Schema =
      q.type === 'string[]'
        ? { type: 'array', items: { type: 'string' } }
        : q.type === 'integer'
          ? { type: 'integer' }
          : q.type === 'boolean'
            ? { type: 'boolean' }
            : q.arg === 'fields'
              ? { type: 'string', description: 'the fields to return: id,name,build(id,number)' }
              : { type: 'string' };
    properties[q.arg] = input(q.locator, plain);
    if (q.required) required.push(q.arg);
  }
  if (entry.body) {
    properties.body = entry.body.type === 'string' ? { type: 'string' } : typeSchema(entry.body.type, BODY_DEPTH, defs);
    if (entry.body.required) required.push('body');
  }
  const $defs: Record<string, Schema> = {};
  for (const kind of [...locators].sort()) $defs[`${kind}Locator`] = locatorSchema(kind);
  for (const [name, schema] of defs) $defs[name] = schema!;
  const schema: Schema = {
    type: 'object',
    properties,
    ...(required.length && { required }),
    additionalProperties: false,
    ...(Object.keys($defs).length && { $defs }),
  };
  schemas.set(entry.id, schema);
  return schema;
}

/** An operation's result, in brief: the kind of answer, and a JSON model's properties with their types. */
export function resultOf(entry: OperationEntry): { kind: string; model?: string; properties?: Record<string, string> } {
  const { kind, type } = entry.returns;
  const properties = kind === 'json' ? propertiesOf(type) : undefined;
  return properties ? { kind, model: type, properties } : { kind };
}

/** Example inputs of an operation: each required input with a value of its shape, and the example body. */
export function exampleOf(entry: OperationEntry): Record<string, unknown> {
  const example: Record<string, unknown> = {};
  const locatorValue = (kind: string | undefined) => (kind && LOCATORS[kind]?.dims.id ? 'id:1' : 'value');
  for (const p of entry.pathParams) if (!optionalPath(entry, p.name)) example[p.name] = locatorValue(p.locator);
  for (const q of entry.query)
    if (q.required)
      example[q.arg] =
        q.type === 'integer'
          ? 1
          : q.type === 'boolean'
            ? true
            : q.type === 'string[]'
              ? ['value']
              : locatorValue(q.locator);
  // Fields its answer holds: the items' for a list (`count,build(id,number,status)`), for `id,name` selects nothing of one.
  const fields =
    entry.query.some((q) => q.arg === 'fields') &&
    entry.returns.kind === 'json' &&
    exampleFields(entry.returns.type, propertiesOf);
  if (fields) example.fields = fields;
  const body = EXAMPLES[entry.id];
  if (body !== undefined) example.body = entry.body?.mediaType === 'application/json' ? JSON.parse(body) : body;
  return example;
}
