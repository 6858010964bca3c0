// Hand-written: edit it here; the generator never writes this file.
import { problemRoutes } from './occurrences.js';
import type { Area } from './kit.js';

export const problemOccurrencesArea: Area = {
  handlers: {
    'problemOccurrences.get_all_build_problem_occurrences': problemRoutes.occurrences,
    'problemOccurrences.get_build_problem_occurrence': problemRoutes.occurrence('problemLocator'),
  },
  reads: {
    'problemOccurrences.get_all_build_problem_occurrences': ['locator'],
  },
  notSimulated: [],
};
