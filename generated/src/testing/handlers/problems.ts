// Hand-written: edit it here; the generator never writes this file.
import { problemRoutes } from './occurrences.js';
import type { Area } from './kit.js';

export const problemsArea: Area = {
  handlers: {
    'problems.get_all_build_problems': problemRoutes.entities,
    'problems.get_build_problem': problemRoutes.entity('problemLocator'),
  },
  reads: { 'problems.get_all_build_problems': ['locator'] },
  notSimulated: [],
};
