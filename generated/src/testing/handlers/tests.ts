// Hand-written: edit it here; the generator never writes this file.
import { testRoutes } from './occurrences.js';
import type { Area } from './kit.js';

export const testsArea: Area = {
  handlers: { 'tests.get_tests': testRoutes.entities, 'tests.get_test': testRoutes.entity('testLocator') },
  reads: { 'tests.get_tests': ['locator'] },
  notSimulated: [],
};
