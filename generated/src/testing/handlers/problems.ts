// Hand-written: edit it here; the generator never writes this file.
import { entities, entity } from './occurrences.js';
import type { UntypedArea } from './kit.js';

export const problemsArea: UntypedArea = {
  handlers: {
    'problems.get_all_build_problems': entities('problem'),
    'problems.get_build_problem': entity('problem', 'problemLocator'),
  },
  reads: { 'problems.get_all_build_problems': ['locator'] },
  notSimulated: [],
};
