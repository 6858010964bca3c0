// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const problemsArea: Area = {
  handlers: {},
  notSimulated: ['problems.get_all_build_problems', 'problems.get_build_problem'],
};
