import type { SpecFile } from './load.js';
import type { SpecError } from './validate.js';

/** Where a model or property was transcribed from (spec/README.md, "Models"). */
export type ModelSource = 'swagger-2025' | 'swagger-2018.1' | 'recordings';

/** The shapes of a valid spec/models file. */
export interface SpecModelProperty {
  /** The JSON key exactly as on the wire (`vcs-root-entries`, `running-info`, ...). */
  name: string;
  type: string;
  /** A second shape older servers send (TeamCity 8.x sends tags as plain strings). */
  or?: string;
  enum?: string[];
  from?: ModelSource;
  doc?: string;
  note?: string;
}
export interface SpecModel {
  name: string;
  wire: string;
  from: ModelSource;
  doc?: string;
  note?: string;
  collection?: { item: string; paged: boolean };
  properties: SpecModelProperty[];
}

/** Property types other than model names (`X` or `X[]`). */
export const SCALAR_TYPES = ['string', 'boolean', 'int32', 'int64', 'double', 'date', 'map', 'string[]'];
const SOURCES: ModelSource[] = ['swagger-2025', 'swagger-2018.1', 'recordings'];
// `href` too where the definition has it: TeamCity's problems and tests pages have none.
const PAGING = ['count', 'nextHref', 'prevHref'];
const KEYS = {
  model: ['name', 'wire', 'from', 'doc', 'note', 'collection', 'properties'],
  property: ['name', 'type', 'or', 'enum', 'from', 'doc', 'note'],
  collection: ['item', 'paged'],
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const unknownKeys = (o: Obj, allowed: string[], say: (m: string) => void) => {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) say(`unknown key "${k}" (allowed: ${allowed.join(', ')})`);
};

/**
 * Checks spec/models: each file a `models` list, model names unique across files, every property type a scalar or
 * a defined model, and every model an operation names (`used`: model name -> where) defined.
 */
export function validateModels(files: SpecFile[], used: Map<string, SpecError>): SpecError[] {
  const errors: SpecError[] = [];
  const defined = new Map<string, string>();
  const checks: (() => void)[] = [];
  for (const f of files) {
    for (const e of f.syntaxErrors) errors.push({ file: f.file, line: e.line, message: e.message });
    if (!isObj(f.data) || !Array.isArray(f.data.models) || Object.keys(f.data).length !== 1) {
      errors.push({ file: f.file, line: 1, message: 'must be a map with one key, models (a list)' });
      continue;
    }
    f.data.models.forEach((m, i) => {
      const line = f.modelLines[i] ?? 1;
      const id = `model ${isObj(m) ? String(m.name) : `#${i + 1}`}`;
      const say = (message: string, at = line) => errors.push({ file: f.file, line: at, operation: id, message });
      if (!isObj(m)) return say('a model must be a map');
      unknownKeys(m, KEYS.model, say);
      if (typeof m.name !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(m.name)) return say('name must be PascalCase');
      if (defined.has(m.name)) say(`is also defined in ${defined.get(m.name)}`);
      defined.set(m.name, f.file);
      if (typeof m.wire !== 'string' || !m.wire) say('wire must be the reference definition name');
      if (!SOURCES.includes(m.from as ModelSource)) say(`from must be one of ${SOURCES.join(', ')}`);
      for (const k of ['doc', 'note']) if (m[k] !== undefined && typeof m[k] !== 'string') say(`${k} must be a string`);
      if (!Array.isArray(m.properties)) return say('properties must be a list');
      const props = new Map<string, Obj>();
      m.properties.forEach((p, j) => {
        const at = f.propertyLines[i]?.[j] ?? line;
        const sayP = (message: string) => say(message, at);
        if (!isObj(p)) return sayP('a property must be a map');
        unknownKeys(p, KEYS.property, sayP);
        if (typeof p.name !== 'string' || !p.name) return sayP('property name must be a non-empty string');
        if (props.has(p.name)) sayP(`property ${p.name} is listed twice`);
        props.set(p.name, p);
        if (p.from !== undefined && !SOURCES.includes(p.from as ModelSource)) sayP(`property ${p.name}: from must be one of ${SOURCES.join(', ')}`);
        for (const k of ['doc', 'note']) if (p[k] !== undefined && typeof p[k] !== 'string') sayP(`property ${p.name}: ${k} must be a string`);
        if (p.enum !== undefined && (p.type !== 'string' || !Array.isArray(p.enum) || !p.enum.length || !p.enum.every((e) => typeof e === 'string'))) {
          sayP(`property ${p.name}: enum must be a non-empty list of strings, on a string property`);
        }
        if (p.or !== undefined && (p.or === p.type || !SCALAR_TYPES.includes(String(p.or)) || p.note === undefined)) {
          sayP(`property ${p.name}: or must be a scalar type other than type, with a note that says which servers send it`);
        }
        const type = typeof p.type === 'string' ? p.type : '';
        const target = type.replace(/\[\]$/, '');
        if (SCALAR_TYPES.includes(type)) return;
        if (!/^[A-Z][A-Za-z0-9]*$/.test(target)) return sayP(`property ${p.name}: type must be one of ${SCALAR_TYPES.join(', ')}, a model name or a model name with []`);
        checks.push(() => {
          if (!defined.has(target)) sayP(`property ${p.name}: model ${target} is not defined in spec/models`);
        });
      });
      if (m.collection !== undefined) validateCollection(m.collection, props, say);
    });
  }
  for (const check of checks) check();
  for (const [name, where] of used) {
    if (!defined.has(name)) errors.push({ ...where, message: `model ${name} is not defined in spec/models` });
  }
  return errors;
}

function validateCollection(c: unknown, props: Map<string, Obj>, say: (m: string) => void) {
  if (!isObj(c)) return say('collection must be a map with item and paged');
  unknownKeys(c, KEYS.collection, say);
  if (typeof c.paged !== 'boolean') say('collection.paged must be true or false');
  const item = props.get(String(c.item));
  if (!item || typeof item.type !== 'string' || !item.type.endsWith('[]')) say(`collection.item ${String(c.item)} must name a list property`);
  if (c.paged === true) for (const k of PAGING) if (!props.has(k)) say(`a paged collection must have a ${k} property`);
}
