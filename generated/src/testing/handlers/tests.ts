// Hand-written: edit it here; the generator never writes this file.
import { entities, entity } from './occurrences.js';
import type { UntypedArea } from './kit.js';

export const testsArea: UntypedArea = {
  handlers: { 'tests.get_tests': entities('test'), 'tests.get_test': entity('test', 'testLocator') },
  reads: { 'tests.get_tests': ['locator'] },
  notSimulated: [],
};
