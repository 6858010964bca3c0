// The spec as the generator reads it: loaded, validated and expanded (the generator's own stages).
import { expandSpec } from '../../generator/expand.js';
import type { Api } from '../../generator/ir.js';
import { loadSpec, type LoadedSpec } from '../../generator/load.js';
import { InvalidSpecError, validateSpec } from '../../generator/validate.js';

/**
 * The spec, refused on any mistake but missing words (summaries and input descriptions spec:import leaves for a
 * person to write): the generator refuses those, the import and drift tools read such a spec.
 */
export function readSpec(specDir: string, rootDir: string): { spec: LoadedSpec; api: Api } {
  const spec = loadSpec(specDir, rootDir);
  const errors = validateSpec(spec).filter((e) => !e.words);
  if (errors.length) throw new InvalidSpecError(errors);
  return { spec, api: expandSpec(spec) };
}
