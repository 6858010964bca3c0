// Hand-written: edit it here; the generator never writes this file.
import { occurrences } from './occurrences.js';
import type { Area } from './kit.js';

export const problemOccurrencesArea: Area = {
  handlers: { 'problemOccurrences.get_all_build_problem_occurrences': occurrences('problem') },
  reads: {
    'problemOccurrences.get_all_build_problem_occurrences': ['locator'],
  },
  notSimulated: ['problemOccurrences.get_build_problem_occurrence'],
};
