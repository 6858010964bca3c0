// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const testsArea: Area = {
  handlers: {},
  notSimulated: ['tests.get_tests', 'tests.get_test'],
};
