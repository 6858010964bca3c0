// Hand-written: edit it here; the generator never writes this file.
// The server's settings (authentication, clean-up, global settings: each PUT changes what the GET reads back), its
// metrics (the fake's own counters) and its nodes: one, the fake itself, the main node (NodesRequest).
import { badRequest } from '../model/errors.js';
import {
  AUTH_MODULES,
  authSettingsBody,
  checkedBody,
  cleanupBody,
  globalSettingsBody,
  RESPONSIBILITIES,
} from '../model/admin.js';
import { findOne } from '../model/finder.js';
import { fieldsAt, type FieldSpec } from '../model/fields.js';
import { asks, get, listOf, type Area, type Context, type Resource } from './kit.js';
import type { State } from '../model/state.js';
import type {
  Cleanup,
  Metrics,
  Node as TeamCityNode,
  Nodes,
  Responsibility,
  ServerAuthSettings,
  ServerGlobalSettings,
} from '../../models.js';
import type { Stored } from '../model/store.js';

function authSettings(ctx: Context): ServerAuthSettings {
  const modules = AUTH_MODULES.map((name) => ({ name, properties: { count: 0, property: [] } }));
  return { ...ctx.state.admin.auth, modules: { module: modules } };
}

/** CleanupSettings: the schedule is `daily` when it is one, else `cron`. */
const cleanupSettings = (ctx: Context): Cleanup => ({ ...ctx.state.admin.cleanup });

const globalSettings = (ctx: Context): ServerGlobalSettings => ({ rootUrl: ctx.origin, ...ctx.state.admin.global });

/** The fake's own counters, each a TeamCity metric with one value. */
const COUNTERS: { name: string; prometheusName: string; description: string; count(s: State): number }[] = [
  {
    name: 'projects.number',
    prometheusName: 'projects_number',
    description: 'Number of projects, the root project aside',
    count: (s) => s.projects.all().filter((p) => p.id !== '_Root').length,
  },
  {
    name: 'buildConfigurations.number',
    prometheusName: 'build_configurations_number',
    description: 'Number of build configurations, templates aside',
    count: (s) => s.buildTypes.all().filter((b) => b.templateFlag !== true).length,
  },
  {
    name: 'buildQueue.size',
    prometheusName: 'build_queue_size',
    description: 'Number of builds in the queue',
    count: (s) => s.builds.queued().length,
  },
  {
    name: 'agents.connected.authorized.number',
    prometheusName: 'agents_connected_authorized_number',
    description: 'Number of connected and authorized agents',
    count: (s) => s.agents.all().filter((a) => a.connected !== false && a.authorized !== false).length,
  },
  {
    name: 'users.number',
    prometheusName: 'users_number',
    description: 'Number of users',
    count: (s) => s.users.all().length,
  },
];

function metrics(ctx: Context): Metrics {
  const metric = COUNTERS.map((c) => ({
    name: c.name,
    description: c.description,
    prometheusName: c.prometheusName,
    metricValues: { count: 1, metricValue: [{ name: c.name, value: c.count(ctx.state) }] },
    metricTags: { count: 0, metricTag: [] },
  }));
  return { count: metric.length, metric };
}

const responsibility = (name: string): Responsibility => ({ name, description: RESPONSIBILITIES[name] });

/** A node's responsibilities: `enabled` (all but those turned off), `disabled`, `effective` (the enabled ones). */
function responsibilities(
  node: Stored<TeamCityNode>,
  which: 'enabled' | 'disabled' | 'effective',
): { count: number; responsibility: Responsibility[] } {
  const off = node._disabled ?? new Set();
  const names = Object.keys(RESPONSIBILITIES).filter((n) => (which === 'disabled' ? off.has(n) : !off.has(n)));
  return { count: names.length, responsibility: names.map(responsibility) };
}

export const nodes: Resource<TeamCityNode, 'node'> = {
  finder: (f) => f.node,
  item: 'node',
  param: 'nodeLocator',
  href: (e) => `/server/nodes/id:${e.id}`,
  short: null,
  pager: false,
  derived: (_e, ctx) => ({ url: ctx.origin }),
  expand: (e, _ctx, spec) => responsibilitiesAsked(e, spec),
};

/** Node: each responsibilities list is decideDefault(isIncluded(name, false)): sent when `fields` names it. */
function responsibilitiesAsked(e: Stored<TeamCityNode>, spec: FieldSpec): Partial<TeamCityNode> {
  return {
    ...(asks(spec, 'enabledResponsibilities') && { enabledResponsibilities: responsibilities(e, 'enabled') }),
    ...(asks(spec, 'disabledResponsibilities') && { disabledResponsibilities: responsibilities(e, 'disabled') }),
    ...(asks(spec, 'effectiveResponsibilities') && { effectiveResponsibilities: responsibilities(e, 'effective') }),
  };
}

/**
 * Nodes has no href: `new Nodes(items, fields, ...)` is built without a pager. Each node's responsibilities are read
 * from the node the state keeps (a list's item is its form, without the fake's own keys).
 */
function nodeList(ctx: Context): Nodes {
  const list = listOf(nodes, ctx, ctx.locator, null);
  const spec = fieldsAt(ctx.fields, ['node']);
  const items = (list.node ?? []).map((n) => ({
    ...n,
    ...responsibilitiesAsked(findOne(ctx.find.node, `id:${n.id}`), spec),
  }));
  return { count: items.length, node: items };
}

const node = (ctx: Context) => findOne(ctx.find.node, ctx.params.nodeLocator!);

export const serverAdminArea: Area = {
  handlers: {
    'server.get_auth_settings': authSettings,
    'server.set_auth_settings': (ctx) => {
      const { modules, ...body } = checkedBody(authSettingsBody, ctx.body, 'Authentication settings');
      // The modules are how the fake authenticates (login form, HTTP Basic, tokens): kept, never changed.
      const names = modules?.module.map((m) => m.name);
      if (names && names.join() !== AUTH_MODULES.join())
        throw badRequest(
          `The fake TeamCity's authentication modules are ${AUTH_MODULES.join(', ')}; they cannot change.`,
        );
      Object.assign(ctx.state.admin.auth, body);
      return authSettings(ctx);
    },
    'server.get_cleanup_settings': cleanupSettings,
    'server.set_cleanup_settings': (ctx) => {
      const body = checkedBody(cleanupBody, ctx.body, 'Clean-up settings');
      if (body.daily && body.cron) throw badRequest('Cannot set both daily and cron schedule at the same time');
      const { daily, cron, ...rest } = body;
      const { daily: oldDaily, cron: oldCron, ...old } = ctx.state.admin.cleanup;
      // A new schedule, daily or cron, replaces the old one; without one the old one stays.
      const schedule = daily ? { daily } : cron ? { cron } : oldDaily ? { daily: oldDaily } : { cron: oldCron };
      ctx.state.admin.cleanup = { ...old, ...rest, ...schedule };
      return cleanupSettings(ctx);
    },
    'server.get_global_settings': globalSettings,
    'server.set_global_settings': (ctx) => {
      const { encryptionKey, ...body } = checkedBody(globalSettingsBody, ctx.body, 'Global settings');
      const admin = ctx.state.admin;
      if (body.useEncryption && encryptionKey === undefined) throw badRequest("'encryptionKey' must be provided");
      Object.assign(admin.global, body);
      if (body.useEncryption !== undefined) admin.encryptionKey = body.useEncryption ? encryptionKey : undefined;
      return globalSettings(ctx);
    },
    'server.get_all_metrics': metrics,
    'server.get_all_nodes': nodeList,
    'server.get_node': get(nodes),
    'server.get_enabled_responsibilities': (ctx) => responsibilities(node(ctx), 'enabled'),
    'server.get_disabled_responsibilities': (ctx) => responsibilities(node(ctx), 'disabled'),
    'server.get_effective_responsibilities': (ctx) => responsibilities(node(ctx), 'effective'),
    'server.change_node_responsibility': (ctx) => {
      const name = ctx.params.name!;
      if (!(name in RESPONSIBILITIES))
        throw badRequest(
          `Cannot change node responsibility ${name}, supported responsibilities are: [${Object.keys(RESPONSIBILITIES).join(', ')}]`,
        );
      const n = node(ctx);
      // Boolean.parseBoolean: "true" in any case, anything else false.
      const enable = String(ctx.body ?? '').toLowerCase() === 'true';
      const off = n._disabled ?? new Set<string>();
      n._disabled = off;
      // The one node is the online main node: TeamCity refuses a second one, and the fake has no other to hand over to.
      if (name === 'MAIN_NODE')
        throw badRequest(
          enable
            ? `Cannot enable main node responsibility while there is online main node, main node id: ${n.id}`
            : 'The fake TeamCity is one node, the main node: it cannot give up MAIN_NODE.',
        );
      if (enable) off.delete(name);
      else off.add(name);
      return responsibilities(n, 'enabled');
    },
  },
  reads: {
    'server.get_all_nodes': ['locator'],
  },
  notSimulated: [],
};
