// `npm run spec:import -- <swagger.json | URL>`: adds to spec/ every operation of a TeamCity swagger 2.0
// definition whose route (method and path shape) the spec lacks. Without an argument it reads the server at
// TEAMCITY_URL (TEAMCITY_TOKEN, or TEAMCITY_USER and TEAMCITY_PASSWORD). `--spec <dir>` imports into another copy.
// `--since <version>` is what it writes as the `since` of what it adds (default the newest version the spec knows);
// npm run spec:since checks it against the definitions.
// Each operation it adds has a placeholder summary the generator refuses: a person writes its words before generating.
// It copies no words of the definition (descriptions, summaries, parameters' and models' docs): TeamCity's sentences
// are not ours to publish, so the models it adds come without a doc for a person to write.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { expandSpec } from '../../generator/expand.js';
import { buildIr, readSpec } from '../../generator/generate.js';
import { SINCE, type Since } from '../../generated/src/runtime/vocabulary.js';
import { readDefinition } from './definition.js';
import { planImport } from './plan.js';
import { NEWEST } from './since.js';
import { writePlan } from './write.js';

export async function runImport(
  source: string | undefined,
  specDir: string,
  since: Since = NEWEST,
): Promise<{ added: number; changed: string[] }> {
  // Missing words are left for a person to write: the import reads, and writes, a spec that lacks them.
  const paths = { root: dirname(specDir), spec: specDir };
  const def = await readDefinition(source);
  const spec = readSpec(paths, { words: 'optional' });
  const models = new Map(spec.models.flatMap((f) => f.value.models.map((m) => [m.wire, m.name] as const)));
  const plan = planImport(def, expandSpec(spec), models, spec.locators.value, since);
  const { changed, undo } = writePlan(specDir, plan, def.label);
  // What was written must be a valid spec: read back the way the generator does, else the spec is put back.
  try {
    buildIr(paths, { words: 'optional' });
  } catch (error) {
    undo();
    throw error;
  }
  return { added: [...plan.operations.values()].flat().length, changed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: { spec: { type: 'string' }, since: { type: 'string', default: NEWEST } },
    allowPositionals: true,
  });
  const specDir = resolve(values.spec ?? join(dirname(fileURLToPath(import.meta.url)), '../../spec'));
  const since = SINCE.find((v) => v === values.since);
  if (since === undefined) {
    console.error(`--since must be one of ${SINCE.join(', ')}`);
    process.exit(1);
  }
  runImport(positionals[0], specDir, since).then(
    ({ added, changed }) => {
      console.log(
        `imported ${added} operation(s)${changed.length ? `; changed ${changed.join(', ')}` : '; the spec already has every route'}.` +
          (added
            ? ' Write what each one does (its summary, and its inputs where asked) before npm run generate, and a doc for each model it added.'
            : ''),
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
