// Hand-written: edit it here; the generator never writes this file.
// TeamCity's hidden REST methods (`@ApiOperation(hidden = true)`): in no API definition, so not in the spec or the
// client, but older clients call them, and without a route of their own a request for one would land on a generic
// route (`/buildTypes/{bt}/template` on `/buildTypes/{bt}/{field}`). Each is simulated or answers 501 naming it.
import { findOne } from '../model/finder.js';
import { buildTypes, users } from './kinds.js';
import { makeToken } from './user-tokens.js';
import { fullForm, one, type Context, type AnyHandler } from './kit.js';
import type { Entity } from '../model/store.js';
import { HttpError, notFound } from '../model/errors.js';
import type { HiddenMethod } from '../http/router.js';

/** One hidden method and, where the fake simulates it, its handler. */
export interface HiddenRoute extends HiddenMethod {
  readonly handler?: AnyHandler;
}

type Templates = { buildType?: Entity[] };

/** A build configuration (not a template), as `BuildTypeFinder.getBuildType` finds it. */
function buildConfiguration(ctx: Context): Entity {
  const bt = one(buildTypes, ctx);
  if (bt.templateFlag === true) throw notFound(`No build type is found by locator '${ctx.params.btLocator}'.`);
  return bt;
}

/** `SBuildType.getTemplate`: the first template it is attached to. */
function template(ctx: Context): Entity {
  const first = ((buildConfiguration(ctx).templates as Templates | undefined)?.buildType ?? [])[0];
  const t = first && ctx.state.buildTypes.get(String(first.id));
  if (!t) throw notFound('No template associated.');
  return t;
}

const json = { kind: 'json', type: 'BuildType', body: null, query: ['fields'] } as const;

/** Hidden methods the fake does not simulate, as `[source, method, path]` (the docs' table is read from this list). */
const NOT_SIMULATED: readonly (readonly [HiddenRoute['source'], HiddenRoute['method'], string])[] = [
  ['AgentTypeRequest.serveAgentTypes', 'GET', '/app/rest/agentTypes'],
  ['BuildRequest.serveAggregatedBuildArtifacts', 'GET', '/app/rest/builds/aggregated/{buildLocator}{/path}'],
  ['BuildRequest.addLogMessage', 'POST', '/app/rest/builds/{buildLocator}/log/stream'],
  ['BuildTypeRequest.checkIfBranchExists', 'GET', '/app/rest/buildTypes/{btLocator}/branches/{branchLocator}/exists'],
  ['ChangeLogRequest.serveChangeLog', 'GET', '/app/rest/changeLog/{changeLogLocator}'],
  ['ChangeRequest.getDeploymentConfigurations', 'GET', '/app/rest/changes/{changeLocator}/deploymentConfigurations'],
  ['ChangeRequest.getDeployments', 'GET', '/app/rest/changes/{changeLocator}/deployments'],
  ['ChangeRequest.getChangeFailedTestsTree', 'GET', '/app/rest/changes/{changeLocator}/testsTree'],
  ['ChangeRequest.getChangeProblemsTree', 'GET', '/app/rest/changes/{changeLocator}/problemsTree'],
  ['ChangeRequest.getUniqueCommiters', 'GET', '/app/rest/changes/{changeLocator}/commiters'],
  ['ChangeRequest.getFilteredFiles', 'GET', '/app/rest/changes/{changeLocator}/files'],
  ['ProblemOccurrenceRequest.getProblemsTree', 'GET', '/app/rest/problemOccurrences/tree'],
  ['ProjectRequest.checkIfBranchExists', 'GET', '/app/rest/projects/{projectLocator}/branches/{branchLocator}/exists'],
  [
    'ProjectRequest.getUntrustedConfigurationsReport',
    'GET',
    '/app/rest/projects/{projectLocator}/untrustedConfigurationsReport',
  ],
  ['TestScopesRequest.serveScopesTree', 'GET', '/app/rest/testScopes/tree'],
  ['TestScopesRequest.serveScopesTreeTopSlice', 'GET', '/app/rest/testScopes/treeTopSlice'],
  ['TestScopesRequest.serveGroupedTestOccurrences', 'GET', '/app/rest/testScopes/{scopeName}'],
];

export const hiddenRoutes: readonly HiddenRoute[] = [
  // The deprecated single-template association (`.../templates` replaced it); settings are not inherited from
  // templates here, so detaching inlines nothing, as `remove_all_templates` does.
  {
    source: 'BuildTypeRequest.serveBuildTypeTemplate',
    method: 'GET',
    path: '/app/rest/buildTypes/{btLocator}/template',
    ...json,
    handler: (ctx) => fullForm(buildTypes, template(ctx), ctx),
  },
  {
    source: 'BuildTypeRequest.getTemplateAssociation',
    method: 'PUT',
    path: '/app/rest/buildTypes/{btLocator}/template',
    ...json,
    body: 'text/plain',
    query: ['fields', 'inlineSettings', 'optimizeSettings'],
    reads: ['fields'],
    handler: (ctx) => {
      const bt = buildConfiguration(ctx);
      const locator = String(ctx.body ?? '');
      const t = findOne(ctx.find.buildType, locator);
      if (t.templateFlag !== true) throw notFound(`No template is found by locator '${locator}'.`);
      bt.templates = { count: 1, buildType: [{ id: t.id }] };
      return fullForm(buildTypes, t, ctx);
    },
  },
  {
    source: 'BuildTypeRequest.deleteTemplateAssociation',
    method: 'DELETE',
    path: '/app/rest/buildTypes/{btLocator}/template',
    kind: 'void',
    type: 'void',
    body: null,
    query: ['inlineSettings'],
    handler: (ctx) => void (buildConfiguration(ctx).templates = { count: 0, buildType: [] }),
  },
  // A token named by the path, never expiring; its value in this answer only, as `POST .../tokens` makes one.
  {
    source: 'UserRequest.createToken',
    method: 'POST',
    path: '/app/rest/users/{userLocator}/tokens/{name}',
    kind: 'json',
    type: 'Token',
    body: null,
    query: ['fields'],
    reads: ['fields'],
    handler: (ctx) => makeToken(ctx, one(users, ctx), ctx.params.name!, undefined),
  },
  ...NOT_SIMULATED.map(([source, method, path]): HiddenRoute => ({
    source,
    method,
    path,
    kind: 'json',
    type: 'object',
    body: null,
    query: [],
  })),
];

const bySource = new Map(hiddenRoutes.map((r) => [r.source, r]));

/** Whether the fake simulates the hidden method. */
export const simulatesHidden = (source: string) => bySource.get(source as HiddenRoute['source'])?.handler !== undefined;

/** The handler of a hidden method: its simulation, or TeamCity's error body saying the fake does not simulate it. */
export function hiddenHandler(method: HiddenMethod): AnyHandler {
  const route = bySource.get(method.source);
  if (route?.handler) return route.handler;
  return () => {
    throw new HttpError(
      501,
      `TeamCity's hidden method ${method.source} (${method.method} ${method.path}) is not simulated by the fake TeamCity of teamcity-sdk/testing.`,
    );
  };
}
