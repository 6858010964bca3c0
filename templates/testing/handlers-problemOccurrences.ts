import type { Area } from './resource.js';

export const problemOccurrencesArea: Area = {
  handlers: {},
  notSimulated: [
    'problemOccurrences.get_all_build_problem_occurrences',
    'problemOccurrences.get_build_problem_occurrence',
  ],
};
