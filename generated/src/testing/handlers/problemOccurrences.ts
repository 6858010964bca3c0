// Hand-written: edit it here; the generator never writes this file.
import { occurrence, occurrences } from './occurrences.js';
import type { UntypedArea } from './kit.js';

export const problemOccurrencesArea: UntypedArea = {
  handlers: {
    'problemOccurrences.get_all_build_problem_occurrences': occurrences('problem'),
    'problemOccurrences.get_build_problem_occurrence': occurrence('problem', 'problemLocator'),
  },
  reads: {
    'problemOccurrences.get_all_build_problem_occurrences': ['locator'],
  },
  notSimulated: [],
};
