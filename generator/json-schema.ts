// The JSON Schema of each kind of spec file (spec/schema/<kind>.schema.json), made from schema.ts with zod's
// toJSONSchema, each key with its `.describe()` words: an editor with a YAML language server reads the first line of
// a spec file, `# yaml-language-server: $schema=...`, and flags a misspelt or unknown key, a wrong type or pattern as
// you type. Strict maps give `additionalProperties: false`. The refinements (superRefine: placeholders against
// pathParams, a result's type against its kind, duplicate names) have no JSON Schema form and are left out of it:
// they, and the checks across files, stay in the generator's validation.
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

/** Each kind of spec file: its schema, and the folder of the spec its files are in ('' for the spec folder itself). */
export const SPEC_FILE_KINDS = {
  area: { schema: areaSchema, dir: 'areas', title: 'spec/areas/<area>.yaml: one area of the API' },
  models: { schema: modelsFileSchema, dir: 'models', title: 'spec/models/<group>.yaml: a group of models' },
  'file-tree': {
    schema: fileTreeSchema,
    dir: '',
    title: 'spec/file-tree.yaml: the file-tree operation set and its prefixes',
  },
  locators: { schema: locatorsSchema, dir: '', title: 'spec/locators.yaml: locator kinds, and which inputs take them' },
  examples: { schema: examplesSchema, dir: '', title: 'spec/examples.yaml: example request bodies' },
  tasks: { schema: tasksFileSchema, dir: '', title: 'spec/tasks.yaml: the task index of the docs' },
  package: { schema: packageSchema, dir: '', title: "spec/package.yaml: the published package's identity" },
  mcp: { schema: mcpSchema, dir: '', title: "spec/mcp.yaml: the MCP server's modes and annotations per operation" },
} as const;
export type SpecFileKind = keyof typeof SPEC_FILE_KINDS;

/** The folder of the spec the schemas are written to. */
export const SCHEMA_DIR = 'schema';

/** The first line every spec file of the kind must have: it points the editor at the kind's JSON Schema. */
export function schemaLine(kind: SpecFileKind): string {
  const up = SPEC_FILE_KINDS[kind].dir ? '../' : '';
  return `# yaml-language-server: $schema=${up}${SCHEMA_DIR}/${kind}.schema.json`;
}

/** The schema files, by their path under spec/schema/, as JSON text. */
export function jsonSchemas(): Map<string, string> {
  return new Map(
    Object.entries(SPEC_FILE_KINDS).map(([kind, { schema, title }]) => {
      // draft-07: the draft every YAML language server reads. `io: 'input'`: the file as written, before parsing.
      const { $schema, ...rest } = z.toJSONSchema(schema, {
        target: 'draft-7',
        io: 'input',
        // zod marks startsWith/endsWith with a `format` of its own beside the pattern that says it: no validator knows it.
        override: ({ jsonSchema }) => {
          if (jsonSchema.format === 'starts_with' || jsonSchema.format === 'ends_with') delete jsonSchema.format;
        },
      });
      const json = {
        $schema,
        $comment: 'Generated from generator/schema.ts by the teamcity-sdk generator. Do not edit.',
        title,
        ...rest,
      };
      return [`${kind}.schema.json`, `${JSON.stringify(json, null, 2)}\n`];
    }),
  );
}
