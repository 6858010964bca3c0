// spec/README.md's "Schema" section, made from generator/schema.ts (test/generator.test.ts holds the README to it).
import { z } from 'zod';
import {
  areaSchema,
  examplesSchema,
  fileTreeSchema,
  locatorsSchema,
  mcpSchema,
  modelsFileSchema,
  packageSchema,
  tasksFileSchema,
} from './schema.js';

const op = areaSchema.shape.operations.element;
const model = modelsFileSchema.shape.models.element;
const kind = locatorsSchema.shape.kinds.valueType;
/** Every map of the spec, by the name the table gives it, in the order the table lists them. */
const MAPS: [string, z.ZodObject][] = [
  ['area file (`areas/<area>.yaml`)', areaSchema],
  ['operation', op],
  ['query input', op.shape.query.unwrap().element],
  ['body', op.shape.body.unwrap()],
  ['returns', op.shape.returns],
  ['`file-tree.yaml`', fileTreeSchema],
  ['prefix', fileTreeSchema.shape.prefixes.element],
  ['models file (`models/<group>.yaml`)', modelsFileSchema],
  ['model', model],
  ['property', model.shape.properties.element],
  ['collection', model.shape.collection.unwrap()],
  ['`locators.yaml`', locatorsSchema],
  ['inputs', locatorsSchema.shape.inputs],
  ['kind', kind],
  ['singleValue', kind.shape.singleValue.unwrap()],
  ['dimension', kind.shape.dimensions.valueType],
  ['`examples.yaml`', examplesSchema],
  ['`tasks.yaml`', tasksFileSchema],
  ['task group', tasksFileSchema.shape.groups.element],
  ['task', tasksFileSchema.shape.groups.element.shape.tasks.element],
  ['`package.yaml`', packageSchema],
  ['`mcp.yaml`', mcpSchema],
  ['override', mcpSchema.shape.overrides.valueType],
];

function describe(schema: z.core.$ZodType): string {
  const named = MAPS.find(([, s]) => s === schema);
  if (named) return `*${named[0]}*`;
  // The same keys as an area's operation; its path follows each prefix, so it has no placeholders to check.
  if (schema === fileTreeSchema.shape.operations.element) return '*operation* (its path follows a prefix)';
  if (schema instanceof z.ZodOptional) return describe(schema.unwrap());
  if (schema instanceof z.ZodEnum) return schema.options.map((o) => `\`${String(o)}\``).join(', ');
  if (schema instanceof z.ZodLiteral) return [...schema.values].map((v) => `\`${String(v)}\``).join(', ');
  if (schema instanceof z.ZodBoolean) return '`true`, `false`';
  if (schema instanceof z.ZodString) {
    // The string's own checks: a pattern, a prefix or suffix, a minimum length.
    const rules = (schema._zod.def.checks ?? []).map((c) => {
      const def = c._zod.def as {
        pattern?: RegExp;
        prefix?: string;
        suffix?: string;
        minimum?: number;
        maximum?: number;
      };
      if (def.prefix !== undefined) return `starts with \`${def.prefix}\``;
      if (def.suffix !== undefined) return `ends with \`${def.suffix}\``;
      if (def.pattern) return def.pattern.source === '^[^\\n]+$' ? 'one line' : `\`${String(def.pattern)}\``;
      if (def.maximum !== undefined) return `at most ${def.maximum} characters`;
      return def.minimum ? 'not empty' : null;
    });
    return ['text', ...rules.filter((r) => r !== null)].join(', ');
  }
  if (schema instanceof z.ZodNumber) return 'a number';
  if (schema instanceof z.ZodUnknown) return 'any JSON';
  if (schema instanceof z.ZodUnion) return schema.options.map(describe).join(' or ');
  if (schema instanceof z.ZodArray) return `a list of ${describe(schema.element)}`;
  if (schema instanceof z.ZodRecord) return `a map of text to ${describe(schema.valueType)}`;
  throw new Error(`schema-table: no description for a ${schema._zod.def.type}`);
}

/** A key's words (its `.describe()` in schema.ts, given before or after `.optional()`): the JSON Schemas carry the same. */
export function wordsOf(field: z.ZodType): string | undefined {
  return field.description ?? (field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType).description : undefined);
}

/** The markdown table: every map of the spec, its keys, whether each is required, what it takes and what it is. */
export function schemaTable(): string {
  const rows = MAPS.flatMap(([name, schema]) =>
    Object.entries(schema.shape).map(([key, field]) => {
      const optional = field instanceof z.ZodOptional;
      const words = wordsOf(field as z.ZodType);
      if (!words)
        throw new Error(`schema-table: ${name} key ${key} has no words: give it a .describe() in generator/schema.ts`);
      return `| ${name} | \`${key}\` | ${optional ? '' : 'yes'} | ${describe(field)} | ${words.replaceAll('|', '\\|')} |`;
    }),
  );
  return ['| map | key | required | takes | what it is |', '|---|---|---|---|---|', ...rows].join('\n') + '\n';
}
