import { isObj, unknownKeys, type Obj } from './checks.js';
import type { LoadedSpec, SpecFile } from './load.js';
import { placeholders } from './names.js';
import type { SpecArea, SpecError, SpecFileTree, SpecOperation } from './validate.js';

/** The shape of a valid spec/locators.yaml (spec/README.md, "Locators"). */
export interface SpecDimension {
  type: string;
  repeat?: boolean;
  hidden?: boolean;
  source?: string;
  /** TeamCity reads the value as a number (the definition types it a string): it takes a number too. */
  numeric?: boolean;
}
export interface SpecKind {
  source: string;
  condition?: boolean;
  singleValue?: { type: 'string' | 'integer' | 'date'; means: string };
  dimensions: Record<string, SpecDimension>;
}
export interface SpecLocators {
  enums: Record<string, string[]>;
  kinds: Record<string, SpecKind>;
  inputs: {
    /** Path parameter name -> kind (or `untyped`). */
    path: Record<string, string>;
    /** `area.operation` or `file-tree.operation` -> input name -> kind (or `untyped`). */
    operations: Record<string, Record<string, string>>;
  };
}

export const PRIMITIVES = ['string', 'integer', 'boolean', 'date'];
export const UNTYPED = 'untyped';
const SINGLE_VALUES = ['string', 'integer', 'date'];
const KEYS = {
  top: ['enums', 'kinds', 'inputs'],
  kind: ['source', 'condition', 'singleValue', 'dimensions'],
  singleValue: ['type', 'means'],
  dimension: ['type', 'repeat', 'hidden', 'source', 'numeric'],
  inputs: ['path', 'operations'],
};

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The kind an input takes, or undefined when the spec says nothing: the operation's own entry first (for an
 * operation stamped from the file-tree set, then the set's entry), then the path-parameter table.
 */
export function locatorKindOf(
  inputs: SpecLocators['inputs'],
  area: string,
  op: string,
  input: string,
  isPath: boolean,
  stamped: boolean,
): string | undefined {
  return (
    inputs.operations[`${area}.${op}`]?.[input] ??
    (stamped ? inputs.operations[`file-tree.${op}`]?.[input] : undefined) ??
    (isPath ? inputs.path[input] : undefined)
  );
}

/** Checks spec/locators.yaml on its own and against the operations (run once the area files are valid). */
export function validateLocators(spec: LoadedSpec): SpecError[] {
  const f = spec.locators;
  const errors: SpecError[] = [];
  const at = (path: string, message: string, operation?: string) =>
    errors.push({ file: f.file, line: lineOf(f, path), operation, message });
  const d = f.data;
  if (!isObj(d) || !isObj(d.enums) || !isObj(d.kinds) || !isObj(d.inputs)) {
    at('', 'must be a map with enums, kinds and inputs maps');
    return errors;
  }
  unknownKeys(d, KEYS.top, (m) => at('', m));
  const enums = d.enums;
  for (const [name, values] of Object.entries(enums)) {
    if (!PASCAL.test(name)) at(`enums.${name}`, `enum ${name} must be PascalCase`);
    if (!Array.isArray(values) || !values.length || !values.every((v) => typeof v === 'string' && v)) {
      at(`enums.${name}`, `enum ${name} must be a list of names`);
    }
  }
  const kinds = d.kinds;
  const typeNames = new Map<string, string>(Object.keys(enums).map((e) => [e, `enum ${e}`]));
  for (const [name, k] of Object.entries(kinds)) {
    const path = `kinds.${name}`;
    if (!PASCAL.test(name)) at(path, `kind ${name} must be PascalCase`);
    if (!isObj(k)) {
      at(path, `kind ${name} must be a map`);
      continue;
    }
    const typeName = k.condition === true ? name : `${name}Locator`;
    if (typeNames.has(typeName)) at(path, `kind ${name}: its type ${typeName} is also ${typeNames.get(typeName)}`);
    typeNames.set(typeName, `kind ${name}`);
    validateKind(k, enums, kinds, (p, m) => at(p ? `${path}.${p}` : path, `kind ${name}: ${m}`));
  }
  const inputs = d.inputs;
  unknownKeys(inputs, KEYS.inputs, (m) => at('inputs', m));
  if (!isObj(inputs.path) || !isObj(inputs.operations)) {
    at('inputs', 'inputs must have path and operations maps');
    return errors;
  }
  const checkKind = (path: string, kind: unknown) => {
    if (kind === UNTYPED) return;
    if (typeof kind !== 'string' || !isObj(kinds[kind])) at(path, `${String(kind)} is not a kind (nor ${UNTYPED})`);
    else if (kinds[kind].condition === true) at(path, `${kind} is a condition, not a locator an input can take`);
  };
  for (const [name, kind] of Object.entries(inputs.path)) {
    if (!name.endsWith('Locator')) at(`inputs.path.${name}`, `${name}: only parameters named *Locator are mapped by name`);
    checkKind(`inputs.path.${name}`, kind);
  }
  for (const [id, entry] of Object.entries(inputs.operations)) {
    if (!isObj(entry)) at(`inputs.operations.${id}`, `${id} must map input names to kinds`);
    else for (const [input, kind] of Object.entries(entry)) checkKind(`inputs.operations.${id}.${input}`, kind);
  }
  if (!errors.length) errors.push(...checkInputs(spec, inputs as unknown as SpecLocators['inputs']));
  return errors;
}

function validateKind(k: Obj, enums: Obj, kinds: Obj, say: (path: string, m: string) => void) {
  unknownKeys(k, KEYS.kind, (m) => say('', m));
  if (typeof k.source !== 'string' || !k.source) say('', 'source must name where the kind comes from');
  if (k.condition !== undefined && typeof k.condition !== 'boolean') say('condition', 'condition must be true or false');
  if (k.singleValue !== undefined) {
    const sv = k.singleValue;
    if (!isObj(sv)) say('singleValue', 'singleValue must be a map');
    else {
      unknownKeys(sv, KEYS.singleValue, (m) => say('singleValue', m));
      if (!SINGLE_VALUES.includes(sv.type as string)) say('singleValue', `singleValue.type must be one of ${SINGLE_VALUES.join(', ')}`);
      if (typeof sv.means !== 'string' || !sv.means) say('singleValue', 'singleValue.means must say what a single value is read as');
    }
  }
  if (!isObj(k.dimensions) || !Object.keys(k.dimensions).length) return say('', 'dimensions must be a non-empty map');
  for (const [dim, spec] of Object.entries(k.dimensions)) {
    const p = `dimensions.${dim}`;
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(dim)) say(p, `dimension ${dim} must be letters and digits`);
    if (!isObj(spec)) {
      say(p, `dimension ${dim} must be a map`);
      continue;
    }
    unknownKeys(spec, KEYS.dimension, (m) => say(p, `dimension ${dim}: ${m}`));
    const t = spec.type;
    if (typeof t !== 'string' || !(PRIMITIVES.includes(t) || t in enums || isObj(kinds[t]))) {
      say(p, `dimension ${dim}: type ${String(t)} is not ${PRIMITIVES.join(', ')}, an enum or a kind`);
    }
    for (const flag of ['repeat', 'hidden', 'numeric']) {
      if (spec[flag] !== undefined && typeof spec[flag] !== 'boolean') say(p, `dimension ${dim}: ${flag} must be true or false`);
    }
    if (spec.hidden === true && (typeof spec.source !== 'string' || !spec.source)) say(p, `hidden dimension ${dim} needs its source`);
    if (spec.hidden !== true && spec.source !== undefined) say(p, `dimension ${dim}: source is for hidden dimensions (the kind's source covers the rest)`);
  }
}

/** Every input named like a locator has a kind, and every mapping names an input that exists. */
function checkInputs(spec: LoadedSpec, inputs: SpecLocators['inputs']): SpecError[] {
  const f = spec.locators;
  const errors: SpecError[] = [];
  const usedPath = new Set<string>();
  const known = new Map<string, Map<string, string | undefined>>();
  const visit = (area: string, op: SpecOperation, path: string, stamped: boolean, line: { file: string; line: number }) => {
    const id = `${area}.${op.name}`;
    const args = new Map<string, string | undefined>();
    for (const p of placeholders(path)) {
      args.set(p, undefined);
      const kind = locatorKindOf(inputs, area, op.name, p, true, stamped);
      if (p in inputs.path) usedPath.add(p);
      if (p.endsWith('Locator') && !kind) errors.push({ ...line, operation: id, message: `path parameter ${p} looks like a locator: give it a kind in ${f.file}` });
    }
    for (const q of op.query ?? []) {
      args.set(q.name, q.type);
      if (q.wire === 'locator' && !locatorKindOf(inputs, area, op.name, q.name, false, stamped)) {
        errors.push({ ...line, operation: id, message: `query input ${q.name} is a locator: give it a kind in ${f.file} inputs.operations` });
      }
    }
    known.set(id, args);
    if (stamped) known.set(`file-tree.${op.name}`, new Map([...(known.get(`file-tree.${op.name}`) ?? []), ...args]));
  };
  for (const file of spec.areas) {
    const area = file.data as SpecArea;
    area.operations.forEach((op, i) => visit(area.area, op, op.path, false, { file: file.file, line: file.operationLines[i] ?? 1 }));
  }
  const tree = spec.fileTree.data as SpecFileTree;
  for (const p of tree.prefixes) {
    for (const op of tree.operations) {
      const extra = [...(op.query ?? []), ...(p.extraQuery ?? [])];
      visit(p.area, { ...op, query: extra }, p.prefix + op.path, true, { file: spec.fileTree.file, line: spec.fileTree.prefixLines[tree.prefixes.indexOf(p)] ?? 1 });
    }
  }
  for (const name of Object.keys(inputs.path)) {
    if (!usedPath.has(name)) errors.push({ file: f.file, line: lineOf(f, `inputs.path.${name}`), message: `no path parameter ${name} takes this kind` });
  }
  for (const [id, entry] of Object.entries(inputs.operations)) {
    const args = known.get(id);
    for (const input of Object.keys(entry)) {
      const line = lineOf(f, `inputs.operations.${id}.${input}`);
      if (!args) errors.push({ file: f.file, line, message: `${id} is not an operation` });
      else if (!args.has(input)) errors.push({ file: f.file, line, operation: id, message: `${id} has no input ${input}` });
      else if (args.get(input) !== undefined && args.get(input) !== 'string') {
        errors.push({ file: f.file, line, operation: id, message: `query input ${input} is a ${String(args.get(input))}, not a string` });
      }
      if (!args) break;
    }
  }
  return errors;
}

function lineOf(f: SpecFile, path: string): number {
  return f.keyLines.get(path) ?? 1;
}
