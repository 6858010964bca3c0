// Hand-written: edit it here; the generator never writes this file.
import { occurrence, occurrences } from './occurrences.js';
import type { UntypedArea } from './kit.js';

export const testOccurrencesArea: UntypedArea = {
  handlers: {
    'testOccurrences.get_all_test_occurrences': occurrences('test'),
    'testOccurrences.get_test_occurrence': occurrence('test', 'testLocator'),
  },
  reads: {
    'testOccurrences.get_all_test_occurrences': ['locator'],
  },
  notSimulated: [],
};
