// Hand-written: edit it here; the generator never writes this file.
// Deployment dashboards (TeamCity 2023.11+, DeploymentDashboardRequest): dashboards of a project, their instances
// (things builds are deployed to) and each instance's history of deployment states.
import * as z from 'zod';
import { parseTeamCityDate } from '../../runtime/date.js';
import { TeamCityInputError } from '../../runtime/errors.js';
import { renderLocatorValue } from '../../runtime/locator.js';
import { badRequest, notFound } from '../model/errors.js';
import { checkedBody } from '../model/admin.js';
import { tcDate } from '../model/builds.js';
import { Fields } from '../model/fields.js';
import { findOne, parse } from '../model/finder.js';
import { locatorText } from '../model/paging.js';
import { builds, projects, refTo } from './kinds.js';
import {
  asks,
  fullForm,
  get,
  listOf,
  nestedList,
  requestLocator,
  type Area,
  type Context,
  type Resource,
} from './kit.js';
import type {
  DeploymentDashboard,
  DeploymentInstance,
  DeploymentStateEntries,
  DeploymentStateEntry,
} from '../../models.js';
import type { Stored } from '../model/store.js';

/** `id:X`, a locator of the entity by its id, escaped as TeamCity reads it. */
const idLocator = (e: { id?: string }) => `id:${renderLocatorValue(String(e.id))}`;
const byId = (e: { id?: string }) => `(${idLocator(e)})`;

/**
 * A path locator with one dimension set: replacing the locator's own (`Locator.setDimension`) or only where it has
 * none (`setDimensionIfNotPresent`); a single value is the id.
 */
function withDimension(text: string, name: string, value: string, replace: boolean): string {
  const locator = parse(text);
  const dims = new Map(locator.dimensions);
  if (locator.single !== null) dims.set('id', [locator.single]);
  if (replace || !dims.has(name)) dims.set(name, [value]);
  return locatorText(dims);
}

const STATES = ['IN_PROGRESS', 'SUCCESSFUL', 'FAILED', 'CANCELLED', 'UNKNOWN'] as const;

export const dashboards: Resource<DeploymentDashboard, 'deploymentDashboard'> = {
  finder: (f) => f.deploymentDashboard,
  item: 'deploymentDashboard',
  param: 'deploymentDashboardLocator',
  href: (e) => `/deploymentDashboards/id:${e.id}`,
  short: ['id', 'name'],
  // Dashboard: `deploymentInstances` is isIncluded(name, true, true), its items in the long form; `project` only when
  // `fields` names it.
  expand: (e, ctx, spec) => ({
    deploymentInstances: nestedList(instances, ctx, 'deploymentInstances', `dashboard:${byId(e)}`),
    ...(asks(spec, 'project') ? { project: refTo(projects, ctx, ctx.state.projects.get(String(e.projectId))) } : {}),
  }),
};

export const instances: Resource<DeploymentInstance, 'deploymentInstance'> = {
  finder: (f) => f.deploymentInstance,
  item: 'deploymentInstance',
  param: 'deploymentInstanceLocator',
  href: (e) => `/deploymentDashboards/id:${e._dashboard}/instances/id:${e.id}`,
  short: ['id', 'currentState', 'attributes', 'deploymentDashboard'],
  derived: (e, ctx) => {
    const d = ctx.state.deploymentDashboards.get(String(e._dashboard));
    return { deploymentDashboard: d && { id: d.id, name: d.name, href: `${ctx.rest}${dashboards.href(d)}` } };
  },
  // Instance: `deploymentStateEntries` is decideDefault(isIncluded(name, false)): sent when `fields` names it.
  expand: (e, ctx, spec) => (asks(spec, 'deploymentStateEntries') ? { deploymentStateEntries: history(ctx, e) } : {}),
};

/** The instance's history; an entry's build (by id, seeded or posted) is shown while the fake has it. */
function history(ctx: Context, e: Stored<DeploymentInstance>): DeploymentStateEntries {
  const entries = e._entries ?? [];
  return {
    count: entries.length,
    deploymentStateEntry: entries.map((x) => {
      const build = x.build?.id === undefined ? undefined : ctx.state.builds.get(x.build.id);
      return {
        state: x.state,
        deploymentDate: x.deploymentDate,
        ...(build ? { build: refTo(builds, ctx, build) } : {}),
      };
    }),
  };
}

/** A date TeamCity's `Util.resolveTime` reads (`yyyyMMdd'T'HHmmssZ`), as TeamCity writes it back; now when absent. */
function dateOf(ctx: Context, text: string | undefined, name: string): string {
  if (text === undefined) return tcDate(ctx.state.clock.now());
  try {
    return tcDate(parseTeamCityDate(text).getTime());
  } catch (e) {
    if (e instanceof TeamCityInputError) throw badRequest(`Could not parse value '${text}' for attribute '${name}'.`);
    throw e;
  }
}

const dashboardBody = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  project: z.looseObject({ id: z.string().min(1) }),
});
const posted = z.strictObject({
  state: z.enum(STATES),
  changeDate: z.string().optional(),
  buildId: z.int().optional(),
});
const instanceBody = z.strictObject({
  id: z.string().min(1),
  attributes: z.record(z.string(), z.string()).optional(),
  deploymentStateEntries: z
    .looseObject({
      historyFromPosted: z.strictObject({ currentState: posted.optional(), states: z.array(posted).optional() }),
    })
    .optional(),
});
const entryBody = z.strictObject({
  state: z.enum(STATES),
  deploymentDate: z.string().optional(),
  build: z.looseObject({ id: z.int() }).optional(),
});

const dashboard = (ctx: Context) => findOne(ctx.find.deploymentDashboard, ctx.params.deploymentDashboardLocator!);

/** The instance a path locator names, within the dashboard (`dashboard:` set as TeamCity sets it). */
const instance = (ctx: Context) =>
  findOne(
    ctx.find.deploymentInstance,
    withDimension(ctx.params.deploymentInstanceLocator!, 'dashboard', idLocator(dashboard(ctx)), true),
  );

/** A write answers the instance with its history. */
const WITH_HISTORY = new Fields('deploymentStateEntries');
const instanceAnswer = (ctx: Context, e: Stored<DeploymentInstance>) => fullForm(instances, e, ctx, WITH_HISTORY);

export const deploymentDashboardsArea: Area = {
  handlers: {
    'deploymentDashboards.get_all_dashboards': (ctx) => listOf(dashboards, ctx),
    'deploymentDashboards.create_dashboard': (ctx) => {
      const body = checkedBody(dashboardBody, ctx.body, 'A deployment dashboard');
      const project = ctx.state.projects.get(body.project.id);
      if (!project) throw notFound(`No project found by locator 'id:${body.project.id}'.`);
      if (ctx.state.deploymentDashboards.get(body.id))
        throw badRequest(`Deployment dashboard with id '${body.id}' already exists.`);
      const d = ctx.state.deploymentDashboards.add({ id: body.id, name: body.name, projectId: project.id });
      return fullForm(dashboards, d, ctx);
    },
    'deploymentDashboards.get_dashboard': get(dashboards),
    'deploymentDashboards.delete_dashboard': (ctx) => {
      const d = dashboard(ctx);
      for (const i of [...ctx.state.deploymentInstances.all()])
        if (i._dashboard === d.id) ctx.state.deploymentInstances.remove(String(i._key));
      ctx.state.deploymentDashboards.remove(String(d.id));
    },
    'deploymentDashboards.get_instances': (ctx) => {
      const d = dashboard(ctx);
      return listOf(instances, ctx, requestLocator(ctx, `dashboard:${byId(d)}`));
    },
    'deploymentDashboards.create_instance': (ctx) => {
      const d = dashboard(ctx);
      const body = checkedBody(instanceBody, ctx.body, 'A deployment instance');
      const posted = body.deploymentStateEntries?.historyFromPosted;
      const states = [...(posted?.states ?? []), ...(posted?.currentState ? [posted.currentState] : [])];
      const entries = states.map((s): DeploymentStateEntry => ({
        state: s.state,
        deploymentDate: dateOf(ctx, s.changeDate, 'changeDate'),
        ...(s.buildId === undefined ? {} : { build: { id: s.buildId } }),
      }));
      // addOrUpdateInstance: an instance of the same id is replaced.
      const e = ctx.state.deploymentInstances.add({
        id: body.id,
        currentState: entries.at(-1)?.state ?? 'UNKNOWN',
        attributes: body.attributes ?? {},
        _key: `${d.id}/${body.id}`,
        _dashboard: d.id,
        _entries: entries,
      });
      return instanceAnswer(ctx, e);
    },
    'deploymentDashboards.get_instance': (ctx) => {
      return fullForm(instances, instance(ctx), ctx, ctx.fields);
    },
    'deploymentDashboards.report_new_deployment_for_instance': (ctx) => {
      const e = instance(ctx);
      const body = checkedBody(entryBody, ctx.body, 'A deployment state entry');
      const entry: DeploymentStateEntry = {
        state: body.state,
        deploymentDate: dateOf(ctx, body.deploymentDate, 'deploymentDate'),
        ...(body.build ? { build: { id: body.build.id } } : {}),
      };
      e._entries = [...(e._entries ?? []), entry];
      e.currentState = body.state;
      return instanceAnswer(ctx, e);
    },
    'deploymentDashboards.delete_instance': (ctx) => {
      ctx.state.deploymentInstances.remove(String(instance(ctx)._key));
    },
    'projects.get_deployment_dashboards_in_project': (ctx) => {
      const p = findOne(ctx.find.project, ctx.params.projectLocator!);
      return listOf(dashboards, ctx, `project:${byId(p)}`, null);
    },
    'projects.get_deployment_dashboard_in_project': (ctx) => {
      const p = findOne(ctx.find.project, ctx.params.projectLocator!);
      const locator = withDimension(ctx.params.dashboardLocator!, 'project', idLocator(p), false);
      return fullForm(dashboards, findOne(ctx.find.deploymentDashboard, locator), ctx, ctx.fields);
    },
  },
  reads: {
    'deploymentDashboards.get_all_dashboards': ['locator'],
    'deploymentDashboards.get_instances': ['locator'],
  },
  notSimulated: [],
};
