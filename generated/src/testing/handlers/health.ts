// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const healthArea: Area = {
  handlers: {},
  notSimulated: [
    'health.get_health_items',
    'health.get_categories',
    'health.get_single_category',
    'health.get_single_health_item',
  ],
};
