// Hand-written: edit it here; the generator never writes this file.
// The server's nodes (TeamCityNodeFinder: id, state, role) and its health items and categories (HealthItemFinder),
// of which the fake has none: it runs no health reports.
import type { HealthCategory, HealthItem } from '../../../models.js';
import { Collection, type Stored } from '../store.js';
import {
  always,
  field,
  flag,
  fromCollection,
  ref,
  text,
  textIgnoreCase,
  type FinderScope,
  type Finders,
} from './shared.js';

export function nodeFinder({ state }: FinderScope): Finders['node'] {
  return {
    name: 'node',
    dimensions: { id: text(field('id')), state: text(field('state')), role: text(field('role')) },
    single: (v) => (e) => e.id === v,
    source: () => fromCollection(state.admin.nodes),
  };
}

export function healthItemFinder({ f }: FinderScope): Finders['healthItem'] {
  return {
    name: 'health item',
    dimensions: {
      global: flag(field('global')),
      buildType: ref(() => f.buildType, 'id', field('buildTypeId')),
      project: ref(() => f.project, 'id', field('projectId')),
      vcsRoot: ref(() => f.vcsRoot, 'id', field('vcsRootId')),
      healthCategory: textIgnoreCase(field('category')),
      // Which reports to run and the least severity to show: no report runs here, so nothing is left to filter.
      reportType: always,
      minSeverity: always,
    },
    single: (v) => (e) => e.identity === v,
    source: () => fromCollection(new Collection<Stored<HealthItem>>()),
  };
}

export function healthCategoryFinder(): Finders['healthCategory'] {
  return {
    name: 'health category',
    dimensions: { id: textIgnoreCase(field('id')) },
    single: (v) => (e) => String(e.id).toLowerCase() === v.toLowerCase(),
    source: () => fromCollection(new Collection<Stored<HealthCategory>>()),
  };
}
