// Hand-written: edit it here; the generator never writes this file.
// A project's versioned settings (VersionedSettingsRequest) as a state machine: the config says whether settings are
// kept in a VCS root; enabling them, committing, checking for changes and loading each leave a status (its time and
// what happened); the context parameters and the tokens (secure values kept outside the VCS) are kept per project.
// The fake's VCS roots hold no settings files, so nothing is ever imported and no token is ever used by one.
import * as z from 'zod';
import { badRequest, notFound } from '../model/errors.js';
import { checkedBody } from '../model/admin.js';
import { findOne } from '../model/finder.js';
import { fieldsAt } from '../model/fields.js';
import { projects } from './kinds.js';
import { shortForm, trimList, type Area, type Context, type ListOf } from './kit.js';
import type { State } from '../model/state.js';
import type { Project, VersionedSettingsConfig } from '../../models.js';
import type { Stored } from '../model/store.js';

const MODES = ['useParentProjectSettings', 'disabled', 'enabled'] as const;
const BUILD_SETTINGS = ['alwaysUseCurrent', 'useCurrentByDefault', 'useFromVCS'] as const;
const FORMATS = ['kotlin', 'xml'] as const;

const configBody = z.strictObject({
  synchronizationMode: z.enum(MODES).optional(),
  vcsRootId: z.string().optional(),
  showSettingsChanges: z.boolean().optional(),
  buildSettingsMode: z.enum(BUILD_SETTINGS).optional(),
  format: z.enum(FORMATS).optional(),
  allowUIEditing: z.boolean().optional(),
  storeSecureValuesOutsideVcs: z.boolean().optional(),
  portableDsl: z.boolean().optional(),
  importDecision: z.enum(['overrideInVCS', 'importFromVCS']).optional(),
});
type Config = Omit<z.infer<typeof configBody>, 'importDecision'>;

const contextBody = z.strictObject({
  versionedSettingsContextParameter: z.array(z.strictObject({ name: z.string().min(1), value: z.string() })).optional(),
});
const tokensBody = z.strictObject({
  versionedSettingsToken: z
    .array(
      z.strictObject({ name: z.string().min(1), value: z.string().optional(), description: z.string().optional() }),
    )
    .optional(),
});

interface Versioned {
  config: Config;
  status?: { type: 'info' | 'warn'; timestamp: string; message: string };
  context: Map<string, string>;
  tokens: Map<string, string>;
}

// Kept beside each server's State, per project id.
const all = new WeakMap<State, Map<string, Versioned>>();
function versioned(state: State, projectId: string): Versioned {
  let byProject = all.get(state);
  if (!byProject) all.set(state, (byProject = new Map()));
  let v = byProject.get(projectId);
  if (!v) {
    // A project that never had versioned settings follows its parent; the root project has none.
    const config: Config = {
      synchronizationMode: projectId === '_Root' ? 'disabled' : 'useParentProjectSettings',
      showSettingsChanges: false,
      buildSettingsMode: 'alwaysUseCurrent',
      format: 'kotlin',
      allowUIEditing: true,
      storeSecureValuesOutsideVcs: true,
    };
    byProject.set(projectId, (v = { config, context: new Map(), tokens: new Map() }));
  }
  return v;
}

const project = (ctx: Context) => findOne(ctx.find.project, ctx.params.locator!);

/** The project whose versioned settings are in effect: this one, or the nearest ancestor it inherits them from. */
function effective(state: State, p: Stored<Project>): Stored<Project> {
  let at: Stored<Project> | undefined = p;
  for (let depth = 0; at && depth < 100; depth++) {
    if (versioned(state, String(at.id)).config.synchronizationMode !== 'useParentProjectSettings') return at;
    at = state.projects.get(String(at.parentProjectId));
  }
  return p;
}

function checkEnabled(state: State, p: Stored<Project>): Versioned {
  const v = versioned(state, String(effective(state, p).id));
  if (v.config.synchronizationMode !== 'enabled') throw badRequest('Versioned Settings are disabled for this project.');
  return v;
}

/** `Date.toString()` in UTC, as TeamCity's status `timestamp` is written: `Fri Nov 27 23:14:49 UTC 2026`. */
function javaDate(ms: number): string {
  const [day, month, date, year, time] = new Date(ms).toUTCString().replace(',', '').split(' ');
  return `${day} ${month} ${date} ${time} UTC ${year}`;
}

function setStatus(ctx: Context, v: Versioned, message: string): void {
  v.status = { type: 'info', timestamp: javaDate(ctx.state.clock.now()), message };
}

/** VersionedSettingsConfig: `storeSecureValuesOutsideVcs` only with two-way synchronization; no `importDecision`. */
function configReply(ctx: Context, p: Stored<Project>): VersionedSettingsConfig {
  const { storeSecureValuesOutsideVcs, ...config } = versioned(ctx.state, String(p.id)).config;
  return { ...config, ...(config.allowUIEditing ? { storeSecureValuesOutsideVcs } : {}) };
}

/** Applies a whole config (`VersionedSettingsConfigsServiceImpl.setVersionedSettingsConfig`), checked first. */
function setConfig(ctx: Context, p: Stored<Project>, given: z.infer<typeof configBody>): void {
  if (!given.synchronizationMode) throw badRequest("Mandatory 'synchronizationMode' property is not specified.");
  const format = given.format ?? 'kotlin';
  if (given.portableDsl === false && format === 'kotlin')
    throw badRequest('Non-portable Kotlin DSL format is deprecated.');
  const enabling = given.synchronizationMode === 'enabled';
  if (enabling && (!given.vcsRootId || !ctx.state.vcsRoots.get(given.vcsRootId)))
    throw badRequest(
      `Cannot update versioned settings config. VCS root ${given.vcsRootId ? `'${given.vcsRootId}' is not found` : 'is not specified'}.`,
    );
  const v = versioned(ctx.state, String(p.id));
  const wasEnabled = v.config.synchronizationMode === 'enabled';
  v.config = {
    synchronizationMode: given.synchronizationMode,
    ...(enabling ? { vcsRootId: given.vcsRootId } : {}),
    showSettingsChanges: given.showSettingsChanges ?? false,
    buildSettingsMode: given.buildSettingsMode ?? 'alwaysUseCurrent',
    format,
    allowUIEditing: given.allowUIEditing ?? true,
    storeSecureValuesOutsideVcs: given.storeSecureValuesOutsideVcs ?? true,
    ...(given.portableDsl === undefined ? {} : { portableDsl: given.portableDsl }),
  };
  // The fake's VCS roots hold no settings: enabling commits the current ones (there is nothing to import).
  if (enabling && !wasEnabled)
    setStatus(
      ctx,
      v,
      `Versioned settings were enabled: the current settings were committed to VCS root '${given.vcsRootId}'`,
    );
}

const PARAMETERS: readonly (keyof Config)[] = [
  'synchronizationMode',
  'vcsRootId',
  'showSettingsChanges',
  'buildSettingsMode',
  'format',
  'allowUIEditing',
  'storeSecureValuesOutsideVcs',
  'portableDsl',
];
const BOOLEANS: readonly (keyof Config)[] = [
  'showSettingsChanges',
  'allowUIEditing',
  'storeSecureValuesOutsideVcs',
  'portableDsl',
];

function parameterName(ctx: Context): keyof Config {
  const name = ctx.params.name!;
  const known = PARAMETERS.find((p) => p === name);
  if (!known) throw notFound(`Parameter with name '${name}' is not found.`);
  return known;
}

/** `getFieldValue`: `String.valueOf` of the field, so one the config leaves out reads `null`. */
const parameterValue = (ctx: Context, p: Stored<Project>, name: keyof Config) =>
  String(configReply(ctx, p)[name] ?? null);

function setParameter(ctx: Context, p: Stored<Project>, name: keyof Config, value: string | undefined): void {
  // `Boolean.valueOf` and the enums' `valueOf`, as `setFieldValue` reads the text.
  const typed = value === undefined ? undefined : BOOLEANS.includes(name) ? value.toLowerCase() === 'true' : value;
  const body = checkedBody(
    configBody,
    { ...versioned(ctx.state, String(p.id)).config, [name]: typed },
    'A versioned settings config',
  );
  setConfig(ctx, p, body);
}

/** The projects a load would change: this one and those under it that take their settings from it. */
function projectsToLoad(ctx: Context, p: Stored<Project>): ListOf<Project, 'project'> {
  checkEnabled(ctx.state, p);
  const out = [p];
  for (let i = 0; i < out.length; i++)
    for (const child of ctx.state.projects.all())
      if (
        child.parentProjectId === out[i]!.id &&
        versioned(ctx.state, String(child.id)).config.synchronizationMode === 'useParentProjectSettings'
      )
        out.push(child);
  const list = { count: out.length, project: out.map((x) => shortForm(projects, x, ctx)) };
  return trimList(projects, list, fieldsAt(ctx.fields, []));
}

const tokensReply = (v: Versioned) => ({
  versionedSettingsToken: [...v.tokens.keys()].map((name) => ({ name })),
});

export const versionedSettingsArea: Area = {
  handlers: {
    'projects.get_versioned_settings_status': (ctx) => {
      const p = project(ctx);
      const status = versioned(ctx.state, String(effective(ctx.state, p).id)).status;
      if (!status) throw badRequest('Versioned Settings have never been enabled in this project.');
      return status;
    },
    'projects.get_versioned_settings_config': (ctx) => configReply(ctx, project(ctx)),
    'projects.set_versioned_settings_config': (ctx) => {
      const p = project(ctx);
      setConfig(ctx, p, checkedBody(configBody, ctx.body, 'A versioned settings config'));
      return configReply(ctx, p);
    },
    'projects.get_versioned_settings_config_parameter': (ctx) => parameterValue(ctx, project(ctx), parameterName(ctx)),
    'projects.set_versioned_settings_config_parameter': (ctx) => {
      const p = project(ctx);
      const name = parameterName(ctx);
      const value = String(ctx.body ?? '');
      setParameter(ctx, p, name, value);
      const updated = parameterValue(ctx, p, name);
      if (updated !== value)
        throw badRequest(
          'Value is not updated. Perhabs parameter is not updatable, e.g. Versioned Settings is disabled or parameter is not allowed to be changed.',
        );
      return updated;
    },
    // The parameter back at its default (TeamCity then reports the default as "not updated"; the fake answers 204).
    'projects.delete_versioned_settings_config_parameter': (ctx) => {
      setParameter(ctx, project(ctx), parameterName(ctx), undefined);
    },
    'projects.get_versioned_settings_context_parameters': (ctx) => {
      const v = versioned(ctx.state, String(project(ctx).id));
      return { versionedSettingsContextParameter: [...v.context].map(([name, value]) => ({ name, value })) };
    },
    'projects.set_versioned_settings_context_parameters': (ctx) => {
      const p = project(ctx);
      const body = checkedBody(contextBody, ctx.body, 'Versioned settings context parameters');
      const v = versioned(ctx.state, String(p.id));
      v.context = new Map((body.versionedSettingsContextParameter ?? []).map((x) => [x.name, x.value]));
      return { versionedSettingsContextParameter: [...v.context].map(([name, value]) => ({ name, value })) };
    },
    // Token values are secure: kept, never answered. No settings file refers to a token here, so each is unused.
    'projects.get_versioned_settings_tokens': (ctx) => {
      const v = versioned(ctx.state, String(project(ctx).id));
      const status = ctx.query.get('status');
      if (!status || status === 'unused') return tokensReply(v);
      if (status === 'used' || status === 'broken') return { versionedSettingsToken: [] };
      throw badRequest(
        `Wrong token status '${status}' specified, choose one from 'used', 'unused', 'broken' or leave empty to get all tokens.`,
      );
    },
    'projects.add_versioned_settings_tokens': (ctx) => {
      const p = project(ctx);
      const body = checkedBody(tokensBody, ctx.body, 'Versioned settings tokens');
      const v = versioned(ctx.state, String(p.id));
      for (const t of body.versionedSettingsToken ?? []) if (t.value !== undefined) v.tokens.set(t.name, t.value);
      return tokensReply(v);
    },
    'projects.delete_versioned_settings_tokens': (ctx) => {
      const p = project(ctx);
      const body = checkedBody(tokensBody, ctx.body, 'Versioned settings tokens');
      const v = versioned(ctx.state, String(p.id));
      for (const t of body.versionedSettingsToken ?? []) v.tokens.delete(t.name);
      return tokensReply(v);
    },
    'projects.get_versioned_settings_projects_to_load': (ctx) => projectsToLoad(ctx, project(ctx)),
    'projects.check_for_versioned_settings_changes': (ctx) => {
      setStatus(ctx, checkEnabled(ctx.state, project(ctx)), 'Settings are up to date: no changes in the VCS root');
    },
    'projects.commit_current_settings': (ctx) => {
      const v = checkEnabled(ctx.state, project(ctx));
      setStatus(ctx, v, `Settings were committed to VCS root '${v.config.vcsRootId}'`);
    },
    'projects.load_settings_from_vcs': (ctx) => {
      const p = project(ctx);
      const reply = projectsToLoad(ctx, p);
      setStatus(
        ctx,
        checkEnabled(ctx.state, p),
        `Settings were loaded from VCS root '${checkEnabled(ctx.state, p).config.vcsRootId}'`,
      );
      return reply;
    },
    // TypedValueSetsProvider: value sets come from plugins, and the fake has none.
    'projects.get_default_value_sets': (ctx) => {
      findOne(ctx.find.project, ctx.params.projectLocator!);
      return { count: 0, valueSet: [] };
    },
  },
  reads: {
    'projects.get_versioned_settings_tokens': ['status'],
  },
  notSimulated: [],
};
