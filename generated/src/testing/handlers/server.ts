// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import { tcDate } from '../model/builds.js';
import { badRequest, notFound } from '../model/errors.js';
import { fileRoutes } from './file-routes.js';
import type { State } from '../model/state.js';
import { queryBoolean, type Context } from './kit.js';
import type { LicenseKey, LicenseKeys, LicensingData, Server } from '../../models.js';

/** The server's version fields, from the text the server was started with (`2023.11.4 (build 147512)`). */
function serverInfo(ctx: Context): Server {
  const version = ctx.state.version;
  const [, major, minor] = /^(\d+)\.(\d+)/.exec(version)!;
  const buildNumber = /\(build (\d+)\)/.exec(version)?.[1] ?? '';
  return { version, versionMajor: Number(major), versionMinor: Number(minor), buildNumber, webUrl: ctx.origin };
}

/** License keys, per server (kept beside its State). */
interface ServerAdmin {
  keys: string[];
}
const admins = new WeakMap<State, ServerAdmin>();
function admin(ctx: Context): ServerAdmin {
  let a = admins.get(ctx.state);
  if (!a) admins.set(ctx.state, (a = { keys: [] }));
  return a;
}

// The fake checks no license: a key is kept and listed, and reported as not valid.
const keyEntity = (key: string): LicenseKey => ({
  key,
  valid: false,
  active: false,
  expired: false,
  obsolete: false,
  errorDetails: 'License keys are not checked by the fake TeamCity.',
});
function keysReply(ctx: Context, keys: string[]): LicenseKeys {
  return { count: keys.length, href: `${ctx.rest}/server/licensingData/licenseKeys`, licenseKey: keys.map(keyEntity) };
}

/** TeamCity Professional without keys: 3 agents and 100 build configurations. */
function licensing(ctx: Context): LicensingData {
  const agents = ctx.state.agents.all().filter((a) => a.authorized !== false).length;
  const buildTypes = ctx.state.buildTypes.all().filter((b) => !b.templateFlag).length;
  return {
    licenseUseExceeded: agents > 3 || buildTypes > 100,
    maxAgents: 3,
    unlimitedAgents: false,
    agentsLeft: Math.max(0, 3 - agents),
    maxBuildTypes: 100,
    unlimitedBuildTypes: false,
    buildTypesLeft: Math.max(0, 100 - buildTypes),
    serverLicenseType: 'professional',
    licenseKeys: keysReply(ctx, admin(ctx).keys),
  };
}

const files = fileRoutes((ctx) => ({
  key: `server:${ctx.params.areaId}`,
  base: `${ctx.rest}/server/files/${ctx.params.areaId}`,
}));

/**
 * `ServerRequest.startBackup`: a relative file name is required; the timestamp is added unless `addTimestamp=false`, and
 * `.zip` where the name lacks it. What the backup holds (the `include*` parameters) is not kept: it has no content here.
 */
function startBackup(ctx: Context): string {
  const name = ctx.query.get('fileName');
  if (!name) throw badRequest('No target file name specified.');
  if (/^([\\/]|[A-Za-z]:)/.test(name) || name.split(/[\\/]/).includes('..'))
    throw badRequest(`Target file name (${name}) should be relative path.`);
  const stamp =
    queryBoolean(ctx, 'addTimestamp') === false
      ? ''
      : `_${tcDate(ctx.state.clock.now()).slice(0, 15).replace('T', '_')}`;
  const zip = /\.zip$/i.test(name);
  return `${zip ? name.slice(0, -4) : name}${stamp}.zip`;
}

export const serverArea: Area = {
  handlers: {
    'server.serve_server_info': serverInfo,
    'server.serve_server_version': (ctx) => {
      const info = new Map(Object.entries(serverInfo(ctx)));
      const value = info.get(ctx.params.field!);
      if (value === undefined)
        throw badRequest(
          `Field '${ctx.params.field}' is not supported. Supported are: ${[...info.keys()].join(', ')}.`,
        );
      return String(value);
    },
    'server.serve_plugins': () => ({
      count: 1,
      plugin: [{ name: 'rest-api', displayName: 'REST API', version: '2025.11' }],
    }),
    'server.get_licensing_data': licensing,
    'server.get_license_keys': (ctx) => keysReply(ctx, admin(ctx).keys),
    'server.add_license_keys': (ctx) => {
      const added = String(ctx.body ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
      if (!added.length) throw badRequest('No license keys are given.');
      const a = admin(ctx);
      for (const k of added) if (!a.keys.includes(k)) a.keys.push(k);
      return keysReply(ctx, added);
    },
    'server.get_license_key': (ctx) => {
      if (!admin(ctx).keys.includes(ctx.params.licenseKey!)) throw notFound('No license key is found.');
      return keyEntity(ctx.params.licenseKey!);
    },
    'server.delete_license_key': (ctx) => {
      const a = admin(ctx);
      if (!a.keys.includes(ctx.params.licenseKey!)) throw notFound('No license key is found.');
      a.keys = a.keys.filter((k) => k !== ctx.params.licenseKey);
    },
    // A backup here finishes at once: the status is Idle again and the file name is the one started.
    'server.get_backup_status': () => 'Idle',
    'server.start_backup': startBackup,
    'server.get_root': files.list,
    'server.get_children': files.list,
    'server.get_children_alias': files.list,
    'server.get_metadata': files.metadata,
    'server.get_content': files.content,
    'server.get_content_alias': files.content,
    'server.get_zipped': files.zipped,
  },
  reads: {
    'server.start_backup': [
      'fileName',
      'addTimestamp',
      'includeConfigs',
      'includeDatabase',
      'includeBuildLogs',
      'includePersonalChanges',
      'includeRunningBuilds',
      'includeSupplimentaryData',
    ],
    'server.get_zipped': ['name', 'locator'],
  },
  notSimulated: [],
};
