// Copied from templates/src/testing/handlers/tests.ts by the generator: edit it there.
import type { Area } from '../model/resource.js';

export const testsArea: Area = {
  handlers: {},
  notSimulated: ['tests.get_tests', 'tests.get_test'],
};
