import type { Area } from './resource.js';

export const testOccurrencesArea: Area = {
  handlers: {},
  notSimulated: ['testOccurrences.get_all_test_occurrences', 'testOccurrences.get_test_occurrence'],
};
