import { ir, type DimensionValue, type LocatorEnum, type LocatorKind } from './ir.js';
import { PRIMITIVES, UNTYPED, type Spec, type SpecLocators } from './schema.js';

/** The locator kinds and enums of a validated spec/locators.yaml, sorted by name. */
export function expandLocators(spec: Spec): { kinds: LocatorKind[]; enums: LocatorEnum[] } {
  const l = spec.locators.value;
  const byName = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => a.localeCompare(b));
  const valueOf = (type: string): DimensionValue =>
    (PRIMITIVES as readonly string[]).includes(type) ? (type as DimensionValue) : type in l.enums ? 'enum' : 'kind';
  const kinds = byName(Object.entries(l.kinds)).map(([name, k]) =>
    ir.locatorKind({
      name,
      typeName: k.condition ? name : `${name}Locator`,
      noun: k.noun,
      source: k.source,
      condition: k.condition,
      singleValue: k.singleValue && { type: k.singleValue.type, means: k.singleValue.means },
      dimensions: byName(Object.entries(k.dimensions)).map(([dim, d]) =>
        ir.locatorDimension({
          name: dim,
          type: d.type,
          value: valueOf(d.type),
          repeat: d.repeat,
          hidden: d.hidden,
          source: d.source,
          numeric: d.numeric,
          anyCase: d.anyCase,
        }),
      ),
    }),
  );
  const enums = byName(Object.entries(l.enums)).map(([name, values]) => ir.locatorEnum({ name, values }));
  return { kinds, enums };
}

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

/** Resolves which kind an operation's input takes: a kind name, or null for a plain string. */
export function locatorResolver(spec: Spec) {
  const { inputs } = spec.locators.value;
  return (area: string, op: string, input: string, isPath: boolean, stamped: boolean): string | null => {
    const kind = locatorKindOf(inputs, area, op, input, isPath, stamped);
    return kind === undefined || kind === UNTYPED ? null : kind;
  };
}
