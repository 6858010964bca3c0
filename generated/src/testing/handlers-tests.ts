import type { Area } from './resource.js';

export const testsArea: Area = {
  handlers: {},
  notSimulated: ['tests.get_tests', 'tests.get_test'],
};
