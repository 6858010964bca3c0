// Walks every route of the fake TeamCity: a route is simulated or answers 501, and every simulated write changes
// what a read of the same resource (or of the collection it is in) answers: no write is a silent success.
import { describe, expect, it } from 'vitest';
import { operations, type OperationEntry } from '../generated/src/operations.js';
import { handlers, notSimulated } from '../generated/src/testing/handlers/index.js';
import { startFakeTeamCity, type FakeTeamCity, type Seed } from '../generated/src/testing/index.js';

const props = (name: string, value: string) => ({ property: [{ name, value }] });
const seed: Seed = {
  projects: [
    {
      id: 'P',
      name: 'Project',
      parameters: props('p1', 'v'),
      projectFeatures: {
        projectFeature: [{ id: 'PROJECT_EXT_1', type: 'OAuthProvider', properties: props('p1', 'v') }],
      },
      defaultTemplate: { id: 'P_Tpl' },
    },
    { id: 'Q', name: 'Other' },
    { id: 'P_A', name: 'A', parentProjectId: 'P' },
    { id: 'P_Z', name: 'Z', parentProjectId: 'P' },
  ],
  buildTypes: [
    {
      id: 'P_B',
      name: 'Build',
      projectId: 'P',
      parameters: props('p1', 'v'),
      steps: { step: [{ id: 'RUNNER_1', name: 'Run', type: 'simpleRunner', properties: props('p1', 'v') }] },
      features: { feature: [{ id: 'BUILD_EXT_1', type: 'swabra', properties: props('p1', 'v') }] },
      triggers: { trigger: [{ id: 'TRIGGER_1', type: 'vcsTrigger', properties: props('p1', 'v') }] },
      'agent-requirements': {
        'agent-requirement': [{ id: 'RQ_1', type: 'exists', properties: props('property-name', 'env.X') }],
      },
      'artifact-dependencies': {
        'artifact-dependency': [
          { id: 'ARTIFACT_DEPENDENCY_1', type: 'artifact_dependency', properties: props('p1', 'v') },
        ],
      },
      'snapshot-dependencies': {
        'snapshot-dependency': [{ id: 'P_T', type: 'snapshot_dependency', properties: props('p1', 'v') }],
      },
      'vcs-root-entries': { 'vcs-root-entry': [{ id: 'P_Git', 'vcs-root': { id: 'P_Git' }, 'checkout-rules': '' }] },
      templates: { buildType: [{ id: 'P_Tpl' }] },
      settings: props('p1', 'v'),
      'output-parameters': props('p1', 'v'),
    },
    { id: 'P_T', name: 'Test', projectId: 'P' },
    { id: 'P_Tpl', name: 'Template', projectId: 'P', templateFlag: true },
    { id: 'P_Tpl2', name: 'Template 2', projectId: 'P', templateFlag: true },
  ],
  builds: [
    {
      id: 1,
      buildTypeId: 'P_B',
      number: '1',
      state: 'running',
      attributes: { entry: [{ name: 'p1', value: 'v' }] },
      tags: { tag: [{ name: 't' }] },
      comment: { text: 'c' },
    },
  ],
  artifacts: { '1': { 'a/b.txt': 'x' } },
  agents: [{ name: 'agent-1' }],
  agentPools: [{ name: 'Pool', projects: { project: [{ id: 'P' }] } }, { name: 'Spare' }],
  users: [
    {
      username: 'bob',
      password: 'pw',
      roles: { role: [{ roleId: 'PROJECT_ADMIN', scope: 'p:P' }] },
      properties: props('p1', 'v'),
      groups: { group: [{ key: 'G' }] },
    },
  ],
  userGroups: [
    { key: 'G', roles: { role: [{ roleId: 'PROJECT_ADMIN', scope: 'p:P' }] }, properties: props('p1', 'v') },
    { key: 'G2' },
  ],
  vcsRoots: [
    { id: 'P_Git', name: 'Git', project: { id: 'P' }, properties: props('p1', 'v') },
    { id: 'P_Git2', name: 'Git 2', project: { id: 'P' } },
  ],
  vcsRootInstances: [{ id: '1', name: 'Git', 'vcs-root-id': 'P_Git' }],
  vcsFiles: { '1': { 'src/a.txt': 'y' } },
  changes: [{ id: 1, version: 'abc', username: 'bob' }],
  investigations: [{ id: 'inv1', state: 'TAKEN', scope: { project: { id: 'P' } } }],
  mutes: [{ id: 1, scope: { project: { id: 'P' } } }],
  serverFiles: { logs: { 'a.log': 'z' } },
  deploymentDashboards: [
    {
      id: 'D',
      name: 'Deployments',
      project: { id: 'P' },
      deploymentInstances: {
        deploymentInstance: [{ id: 'I', deploymentStateEntries: { deploymentStateEntry: [{ state: 'SUCCESSFUL' }] } }],
      },
    },
  ],
};

/** The value each path parameter takes: an entity of the seed, so every route finds what it names. */
const PARAMS: Record<string, string> = {
  projectLocator: 'id:P',
  btLocator: 'id:P_B',
  buildLocator: 'id:1',
  agentLocator: 'id:1',
  agentPoolLocator: 'id:1',
  userLocator: 'username:bob',
  groupLocator: 'key:G',
  vcsRootLocator: 'id:P_Git',
  vcsRootInstanceLocator: 'id:1',
  changeLocator: 'id:1',
  investigationLocator: 'id:inv1',
  muteLocator: 'id:1',
  name: 'p1',
  parameterName: 'p1',
  propertyName: 'p1',
  stepId: 'RUNNER_1',
  featureId: 'BUILD_EXT_1',
  triggerLocator: 'TRIGGER_1',
  agentRequirementLocator: 'RQ_1',
  artifactDepLocator: 'ARTIFACT_DEPENDENCY_1',
  snapshotDepLocator: 'P_T',
  featureLocator: 'id:PROJECT_EXT_1',
  templateLocator: 'id:P_Tpl',
  field: 'name',
  fieldName: 'name',
  roleId: 'PROJECT_ADMIN',
  scope: 'p:P',
  areaId: 'logs',
  licenseKey: 'K1',
  fileName: 'src/a.txt',
  path: '/a',
  locator: 'id:P',
  deploymentDashboardLocator: 'id:D',
  deploymentInstanceLocator: 'id:I',
  nodeLocator: 'id:MAIN_SERVER',
};

let unique = 0;
/** A body of the operation's type, with a value not in the seed, so a write that keeps it changes a read. */
function bodyFor(op: OperationEntry): unknown {
  const u = `w${++unique}`;
  const byType: Record<string, unknown> = {
    ModelProperty: { name: 'p1', value: u },
    Properties: props('p1', u),
    Type: { rawValue: u },
    Tags: { tag: [{ name: u }] },
    Step: { name: u, type: 'simpleRunner' },
    Steps: { step: [{ name: u, type: 'simpleRunner' }] },
    Feature: { type: u },
    Features: { feature: [{ type: u }] },
    Trigger: { type: u },
    Triggers: { trigger: [{ type: u }] },
    AgentRequirement: { type: 'exists', properties: props('property-name', u) },
    AgentRequirements: { 'agent-requirement': [{ type: 'exists', properties: props('property-name', u) }] },
    ArtifactDependency: { type: 'artifact_dependency', properties: props('p', u) },
    ArtifactDependencies: { 'artifact-dependency': [{ type: 'artifact_dependency', properties: props('p', u) }] },
    SnapshotDependency: { id: 'P_T', type: 'snapshot_dependency', properties: props('p', u) },
    SnapshotDependencies: { 'snapshot-dependency': [{ type: 'snapshot_dependency', properties: props('p', u) }] },
    VcsRootEntry: { 'vcs-root': { id: 'P_Git' }, 'checkout-rules': u },
    VcsRootEntries: { 'vcs-root-entry': [{ 'vcs-root': { id: 'P_Git' }, 'checkout-rules': u }] },
    ProjectFeature: { type: u },
    ProjectFeatures: { projectFeature: [{ type: u }] },
    Role: { roleId: 'SYSTEM_ADMIN', scope: 'g' },
    Roles: { role: [{ roleId: u, scope: 'g' }] },
    Group: { key: 'G2' },
    Groups: { group: [{ key: 'G2' }] },
    AgentPool: { id: 2, name: u },
    AgentPools: { agentPool: [{ id: 2 }] },
    Agent: { id: 1 },
    Project: { id: 'Q', name: u, parentProject: { id: 'Q' } },
    Projects: { project: [{ id: 'Q' }] },
    BuildType: { id: 'P_Tpl2', name: u, project: { id: 'P' } },
    BuildTypes: { buildType: [{ id: 'P_Tpl2' }] },
    NewBuildTypeDescription: { name: u },
    VcsLabeling: { labelName: u, type: 'SUCCESSFUL_ONLY' },
    Entries: { entry: [{ name: 'refs/heads/main', value: u }] },
    Investigations: { investigation: [{ state: 'TAKEN', scope: { project: { id: 'Q' } } }] },
    Mutes: { mute: [{ scope: { project: { id: 'Q' } } }] },
    User: { username: u },
    PinInfo: { status: true, comment: { text: u } },
    DeploymentDashboard: { id: u, name: u, project: { id: 'P' } },
    DeploymentInstance: { id: u },
    DeploymentStateEntry: { state: 'FAILED' },
    VersionedSettingsConfig: { synchronizationMode: 'enabled', vcsRootId: 'P_Git' },
    VersionedSettingsContextParameters: { versionedSettingsContextParameter: [{ name: 'a', value: u }] },
    VersionedSettingsTokens: { versionedSettingsToken: [{ name: u, value: u }] },
    ServerAuthSettings: { welcomeText: u },
    Cleanup: { maxCleanupDuration: unique },
    ServerGlobalSettings: { artifactsUrl: u },
    Token: { name: u },
    CompatibilityPolicy: { policy: 'selected', buildTypes: { buildType: [{ id: 'P_T' }] } },
  };
  const byOperation: Record<string, unknown> = {
    'buildTypes.add_build_type': { name: u, project: { id: 'P' } },
    'projects.create_project': { name: u },
    'mutes.unmute_multiple_tests': { mute: [{ id: 1 }] },
    'vcsRoots.add_root': { name: u, vcsName: 'jetbrains.git' },
    'userGroups.add_group': { key: u, name: u },
    'buildTypes.add_vcs_root_entry': { 'vcs-root': { id: 'P_Git2' } },
    'projects.set_projects_order': { project: [{ id: 'P_Z' }, { id: 'P_A' }] },
    'projects.set_build_types_order': { buildType: [{ id: 'P_T' }, { id: 'P_B' }] },
    'agents.set_enabled_info': { status: false },
    'agents.set_authorized_info': { status: false },
    'builds.remove_multiple_build_tags': { tag: [{ name: 't' }] },
    'vcsRootInstances.set_instance_field': 'true',
    'vcsRoots.set_instance_field': 'true',
    'builds.set_build_finish_date': '20260102T030405+0000',
    'builds.set_build_status': { status: 'FAILURE', comment: u },
    'projects.set_versioned_settings_config_parameter': 'true',
    'projects.delete_versioned_settings_tokens': { versionedSettingsToken: [{ name: 't1' }] },
    'server.change_node_responsibility': 'false',
    'roles.create_role': { name: u },
  };
  if (!op.body) return undefined;
  if (op.id in byOperation) return byOperation[op.id];
  if (op.body.type === 'string') return u;
  return byType[op.body.type] ?? {};
}

/** Path parameters of writes that must name something not in the seed yet. */
const PARAMS_BY_OPERATION: Record<string, Record<string, string>> = {
  // The fields each TeamCity bean lets a PUT change (Agent.setFieldValue, VcsRootInstance.setFieldValue).
  'agents.set_agent_field': { field: 'enabled' },
  'vcsRootInstances.set_instance_field': { field: 'commitHookMode' },
  'vcsRoots.set_instance_field': { field: 'commitHookMode' },
  'vcsRootInstances.delete_instance_field': { field: 'lastVersionInternal' },
  // A build feature's one setting (PropEntityStep.setSetting): `disabled`.
  'buildTypes.change_feature_setting': { name: 'disabled' },
  'users.add_role_simple': { roleId: 'PROJECT_VIEWER' },
  'users.add_role_simple_post': { roleId: 'PROJECT_VIEWER' },
  'userGroups.add_role_simple': { roleId: 'PROJECT_VIEWER' },
  // The build SETUP queues: the seed's is running.
  'builds.mark_build_as_running': { buildLocator: 'id:2' },
  'projects.set_versioned_settings_config_parameter': { name: 'showSettingsChanges' },
  'projects.delete_versioned_settings_config_parameter': { name: 'showSettingsChanges' },
  'server.change_node_responsibility': { name: 'CAN_CHECK_FOR_CHANGES' },
  // Built-in roles: Project administrator includes Agent manager and grants edit_project, not run_build itself.
  'roles.delete_role': { id: 'AGENT_MANAGER' },
  'roles.add_included_role': { includedId: 'PROJECT_VIEWER' },
  'roles.remove_included_role': { includedId: 'AGENT_MANAGER' },
  'roles.add_permission': { permissionId: 'run_build' },
  'roles.remove_permission': { permissionId: 'edit_project' },
};

/** Turns versioned settings on for project P, as the actions on them need. */
const ENABLE_VERSIONED: [string, string, unknown] = [
  'PUT',
  '/app/rest/projects/id:P/versionedSettings/config',
  { synchronizationMode: 'enabled', vcsRootId: 'P_Git' },
];

/** Requests that make what a write changes exist first. */
const SETUP: Record<string, [string, string, unknown][]> = {
  // Only a finished build is pinned; one that is not pinned shows no `pinned` (TeamCity leaves false out), so
  // unpinning one changes nothing.
  'builds.pin_build': [['PUT', '/app/rest/builds/id:1/finish', undefined]],
  'builds.set_build_pin_info': [['PUT', '/app/rest/builds/id:1/finish', undefined]],
  'builds.unpin_build': [
    ['PUT', '/app/rest/builds/id:1/finish', undefined],
    ['PUT', '/app/rest/builds/id:1/pin', ''],
  ],
  'users.delete_user_token': [['POST', '/app/rest/users/username:bob/tokens', { name: 'p1' }]],
  'builds.mark_build_as_running': [['POST', '/app/rest/buildQueue', { buildType: { id: 'P_B' } }]],
  // Only a finished build's status is changed by hand.
  'builds.set_build_status': [['PUT', '/app/rest/builds/id:1/finish', undefined]],
  'server.delete_license_key': [['POST', '/app/rest/server/licensingData/licenseKeys', 'K1']],
  'projects.delete_ssh_key': [['POST', '/app/rest/projects/id:P/sshKeys?fileName=x', 'PRIVATE KEY']],
  'vcsRootInstances.delete_repository_state': [
    ['PUT', '/app/rest/vcs-root-instances/id:1/repositoryState', { entry: [{ name: 'main', value: 'abc' }] }],
  ],
  'projects.delete_versioned_settings_config_parameter': [
    ['PUT', '/app/rest/projects/id:P/versionedSettings/config/parameters/showSettingsChanges', 'true'],
  ],
  'projects.delete_versioned_settings_tokens': [
    [
      'POST',
      '/app/rest/projects/id:P/versionedSettings/tokens',
      { versionedSettingsToken: [{ name: 't1', value: 'v' }] },
    ],
  ],
  'projects.check_for_versioned_settings_changes': [ENABLE_VERSIONED],
  'projects.commit_current_settings': [ENABLE_VERSIONED],
  'projects.load_settings_from_vcs': [ENABLE_VERSIONED],
  'vcsRootInstances.delete_instance_field': [
    ['PUT', '/app/rest/vcs-root-instances/id:1/repositoryState', { entry: [{ name: 'main', value: 'abc' }] }],
  ],
};

const concrete = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{([+/]?)(\w+)\}/g, (_, style: string, name: string) => {
    const v = params[name] ?? PARAMS[name] ?? 'x';
    return style ? v : encodeURIComponent(v);
  });

async function send(tc: FakeTeamCity, method: string, path: string, body?: unknown) {
  const text = typeof body === 'string';
  const res = await fetch(tc.url + path, {
    method,
    headers: {
      authorization: 'Bearer admin-token',
      accept: 'application/json, text/plain, */*',
      ...(body === undefined ? {} : { 'content-type': text ? 'text/plain' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: text ? body : JSON.stringify(body) }),
  });
  return { status: res.status, text: await res.text() };
}

/** The reads that show a write: GETs of the same path, and of the collection (the path without its last segment). */
function readsOf(op: OperationEntry): string[] {
  const path = concrete(op.path);
  const parent = path.replace(/\/[^/]+$/, '');
  const gets = new Set(operations.filter((o) => o.method === 'GET').map((o) => concrete(o.path)));
  return [path, parent].filter((p) => gets.has(p));
}

/**
 * Writes whose effect TeamCity shows somewhere other than their own path or its collection, or nowhere: each with
 * the read that shows it, or why there is none.
 */
const READ_ELSEWHERE: Record<string, string> = {
  'projects.set_parent_project': '/app/rest/projects/id:P',
  'projects.create_secure_token': 'the token it answers reads the value back (fake-server-simulated)',
  'agents.set_agent_pool': '/app/rest/agents/id:1',
  'agentPools.add_agent': '/app/rest/agents/id:1',
  'users.add_role_simple_post': '/app/rest/users/username:bob/roles',
  'userGroups.add_role_simple': '/app/rest/userGroups/key:G/roles',
  'users.add_role_simple': '/app/rest/users/username:bob/roles',
  'roles.add_included_role': '/app/rest/roles/id:PROJECT_ADMIN',
  'roles.remove_included_role': '/app/rest/roles/id:PROJECT_ADMIN',
  'roles.add_permission': '/app/rest/roles/id:PROJECT_ADMIN',
  'roles.remove_permission': '/app/rest/roles/id:PROJECT_ADMIN',
  'builds.reset_build_finish_parameters': 'resulting parameters are computed on every read; there is no cache',
  'server.start_backup': 'a backup finishes at once; the status reads Idle before and after',
  'debug.schedule_checking_for_changes': '/app/rest/vcs-root-instances/id:1',
  'vcsRootInstances.schedule_checking_for_changes': '/app/rest/vcs-root-instances/id:1',
  'vcsRootInstances.schedule_checking_for_changes_0': '/app/rest/vcs-root-instances/id:1',
  'projects.create_build_type_template': '/app/rest/projects/id:P/templates',
  'projects.create_build_type': '/app/rest/projects/id:P/buildTypes',
  'buildTypes.add_template': '/app/rest/buildTypes/id:P_B/templates',
  'users.add_group': '/app/rest/users/username:bob/groups',
  'investigations.create_instances': '/app/rest/investigations',
  'mutes.create_instances': '/app/rest/mutes',
  'builds.delete_builds': '/app/rest/builds?locator=defaultFilter:false',
  'builds.set_multiple_build_comments': '/app/rest/builds/id:1',
  'builds.delete_multiple_build_comments': '/app/rest/builds/id:1',
  'builds.add_tags_to_multiple_builds': '/app/rest/builds/id:1',
  'builds.remove_multiple_build_tags': '/app/rest/builds/id:1',
  'builds.mark_build_as_running': '/app/rest/builds/id:2',
  'builds.add_log_message_to_build': '/downloadBuildLog.html?buildId=1',
  // Each action on versioned settings leaves its status: its time and what happened.
  'projects.check_for_versioned_settings_changes': '/app/rest/projects/id:P/versionedSettings/status',
  'projects.commit_current_settings': '/app/rest/projects/id:P/versionedSettings/status',
  'projects.load_settings_from_vcs': '/app/rest/projects/id:P/versionedSettings/status',
  'server.change_node_responsibility': '/app/rest/server/nodes/id:MAIN_SERVER/enabledResponsibilities',
  'projects.set_versioned_settings_config_parameter': '/app/rest/projects/id:P/versionedSettings/config',
  'projects.delete_versioned_settings_config_parameter': '/app/rest/projects/id:P/versionedSettings/config',
  'vcsRootInstances.delete_instance_field': '/app/rest/vcs-root-instances/id:1/repositoryState',
  'users.logout_user': 'a session opened before is refused after it (fake-server-routes-a)',
  'users.delete_remember_me': 'the fake has no login page, so no remember-me login to drop',
  'builds.pin_multiple_builds':
    "the seed's build is running, which TeamCity does not pin: fake-server-params pins finished ones",
};

/** The query inputs a write cannot go without. */
const QUERY: Record<string, string> = {
  'server.start_backup': '?fileName=backup',
  'projects.upload_ssh_key': '?fileName=key1',
  'projects.generate_ssh_key': '?keyName=key1&keyType=ed25519',
  'buildTypes.move_build_type': '?targetProjectId=Q',
};

/** Writes the walk leaves to the tasks they belong to (the build queue and the build lifecycle). */
const queueWrites = (op: OperationEntry) => op.area === 'buildQueue';

describe('every route', () => {
  it('is simulated or answers 501, and every simulated write changes what a read answers', async () => {
    const silent: string[] = [];
    const refused: string[] = [];
    let checked = 0;
    for (const op of operations) {
      if (notSimulated.has(op.id) || op.method === 'GET' || queueWrites(op)) continue;
      expect(handlers[op.id], op.id).toBeDefined();
      const tc = await startFakeTeamCity({ seed });
      try {
        const elsewhere = READ_ELSEWHERE[op.id];
        const reads = elsewhere?.startsWith('/') ? [elsewhere] : elsewhere ? [] : readsOf(op);
        const query =
          op.id === 'builds.delete_builds' || op.id.includes('checking_for_changes')
            ? '?locator=id:1'
            : (QUERY[op.id] ?? '');
        for (const [method, path, body] of SETUP[op.id] ?? []) await send(tc, method, path, body);
        const before = await Promise.all(reads.map((r) => send(tc, 'GET', r)));
        const res = await send(tc, op.method, concrete(op.path, PARAMS_BY_OPERATION[op.id]) + query, bodyFor(op));
        if (res.status >= 300) {
          refused.push(`${op.id}: ${res.status} ${res.text.slice(0, 160)}`);
          continue;
        }
        if (!reads.length && elsewhere) continue;
        const after = await Promise.all(reads.map((r) => send(tc, 'GET', r)));
        checked++;
        const changed = reads.some(
          (_, i) => before[i]!.text !== after[i]!.text || before[i]!.status !== after[i]!.status,
        );
        if (!changed) silent.push(`${op.id} (read through ${reads.join(', ') || 'nothing'})`);
      } finally {
        await tc.close();
      }
    }
    expect({ silent, refused }).toEqual({ silent: [], refused: [] });
    expect(checked).toBeGreaterThan(150);
  }, 120_000);
});
