// Hand-written: edit it here; the generator never writes this file.
// Server health items (HealthRequest): TeamCity computes them by running health reports, of which the fake runs none,
// so it reports no item and no category; each locator is still read (or refused) as TeamCity's HealthItemFinder does.
import type { HealthCategory, HealthItem } from '../../models.js';
import { get, list, type Area, type Resource } from './kit.js';

const healthItems: Resource<HealthItem, 'healthItem'> = {
  finder: (f) => f.healthItem,
  item: 'healthItem',
  param: 'locator',
  href: (e) => `/health/${e.identity}`,
  short: null,
};

const healthCategories: Resource<HealthCategory, 'healthCategory'> = {
  finder: (f) => f.healthCategory,
  item: 'healthCategory',
  param: 'locator',
  href: (e) => `/health/category/${e.id}`,
  short: null,
};

export const healthArea: Area = {
  handlers: {
    'health.get_health_items': list(healthItems),
    'health.get_categories': list(healthCategories),
    'health.get_single_category': get(healthCategories),
    'health.get_single_health_item': get(healthItems),
  },
  reads: {
    'health.get_health_items': ['locator'],
    'health.get_categories': ['locator'],
  },
  notSimulated: [],
};
