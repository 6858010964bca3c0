// Copied from templates/src/testing/handlers/health.ts by the generator: edit it there.
import type { Area } from '../model/resource.js';

export const healthArea: Area = {
  handlers: {},
  notSimulated: [
    'health.get_health_items',
    'health.get_categories',
    'health.get_single_category',
    'health.get_single_health_item',
  ],
};
