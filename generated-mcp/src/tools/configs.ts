// Hand-written: edit it here; the generator never writes this file.
import type { BuildTypeLocator, ProjectLocator } from 'teamcity-sdk';
import { getBuildTypes } from 'teamcity-sdk/buildTypes';
import { serveProjects } from 'teamcity-sdk/projects';
import * as z from 'zod';
import { defineTool, READ, truncated } from '../tool.js';
import {
  BUILD_TYPE_FIELDS,
  buildTypeView,
  PROJECT_FIELDS,
  projectView,
  type BuildTypeView,
  type ProjectView,
} from '../views.js';
import { listText } from './builds.js';
import { pageInput, pageOf } from './paging.js';

/** The most build configurations a search by name looks through. */
const MAX_SCANNED = 5000;

export const findBuildConfigs = defineTool({
  name: 'teamcity_find_build_configs',
  description: 'Find build configurations (their ids) by project or by words in the name.',
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({
    project: z.string().min(1).optional().describe('project id (its subprojects too)'),
    name: z.string().min(1).optional().describe('words in the name'),
    ...pageInput,
  }),
  output: z.object({
    buildTypes: z.array(buildTypeView),
    hasMore: z.boolean(),
    nextStart: z.number().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const locator: BuildTypeLocator = args.project ? { affectedProject: { id: args.project } } : {};
    const fetch = (window: { start: number; count: number }) =>
      getBuildTypes(
        ctx.tc,
        { locator: { ...locator, ...window }, fields: `buildType(${BUILD_TYPE_FIELDS})` },
        { signal: ctx.signal },
      ).then((r) => (r.buildType ?? []) as BuildTypeView[]);
    // TeamCity matches a name whole: words are matched here, over the first MAX_SCANNED configurations.
    const words = args.name?.toLowerCase().split(/\s+/).filter(Boolean);
    const { items, ...page } = await pageOf(args, async (window) => {
      if (!words) return fetch(window);
      const all = await fetch({ start: 0, count: MAX_SCANNED });
      const found = all.filter((b) => words.every((w) => `${b.id} ${b.name ?? ''}`.toLowerCase().includes(w)));
      return found.slice(window.start, window.start + window.count);
    });
    return {
      data: { buildTypes: items, ...page },
      page: { key: 'buildTypes', start: args.start },
      more: 'Call again with start set to nextStart.',
    };
  },
  render: (d) =>
    listText(
      d.buildTypes.map((b) => `${b.id}: ${b.name ?? ''} (project ${b.projectId ?? '?'})${b.paused ? ' paused' : ''}`),
      d,
    ),
});

export const listProjects = defineTool({
  name: 'teamcity_list_projects',
  description: 'List projects: all, or the subprojects of one.',
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({ parent: z.string().min(1).optional().describe('parent project id'), ...pageInput }),
  output: z.object({
    projects: z.array(projectView),
    hasMore: z.boolean(),
    nextStart: z.number().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const locator: ProjectLocator = args.parent ? { parentProject: { id: args.parent } } : {};
    const { items, ...page } = await pageOf(args, (window) =>
      serveProjects(
        ctx.tc,
        { locator: { ...locator, ...window }, fields: `project(${PROJECT_FIELDS})` },
        { signal: ctx.signal },
      ).then((r) => (r.project ?? []) as ProjectView[]),
    );
    return {
      data: { projects: items, ...page },
      page: { key: 'projects', start: args.start },
      more: 'Call again with start set to nextStart.',
    };
  },
  render: (d) =>
    listText(
      d.projects.map((p) => `${p.id}: ${p.name ?? ''}${p.parentProjectId ? ` (in ${p.parentProjectId})` : ''}`),
      d,
    ),
});
