// Hand-written: edit it here; the generator never writes this file.
import { entities, entity } from './occurrences.js';
import type { Area } from './kit.js';

export const testsArea: Area = {
  handlers: { 'tests.get_tests': entities('test'), 'tests.get_test': entity('test', 'testLocator') },
  reads: { 'tests.get_tests': ['locator'] },
  notSimulated: [],
};
