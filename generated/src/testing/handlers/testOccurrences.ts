// Hand-written: edit it here; the generator never writes this file.
import { testRoutes } from './occurrences.js';
import type { Area } from './kit.js';

export const testOccurrencesArea: Area = {
  handlers: {
    'testOccurrences.get_all_test_occurrences': testRoutes.occurrences,
    'testOccurrences.get_test_occurrence': testRoutes.occurrence('testLocator'),
  },
  reads: {
    'testOccurrences.get_all_test_occurrences': ['locator'],
  },
  notSimulated: [],
};
