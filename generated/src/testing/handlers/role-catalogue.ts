// Hand-written: edit it here; the generator never writes this file.
// TeamCity's roles (`/app/rest/roles`, RoleRequest) and what they grant a user (`/users/{u}/permissions`,
// PermissionAssignmentFinder): the built-in catalogue, custom roles, and a user's effective permissions derived from
// the roles given to the user and to the user's groups.
import { badRequest, notFound } from '../model/errors.js';
import { booleanOf, compileLocator, findOne, scan, type Finder } from '../model/finder.js';
import { refKeys, withSubprojects } from '../model/finders/shared.js';
import { projects, users } from './kinds.js';
import { asks, bodyObject, member, one, requestLocator, shortForm, type Area, type Context, objects } from './kit.js';
import { fieldsAt } from '../model/fields.js';
import type { State } from '../model/state.js';
import type { Stored } from '../model/store.js';
import type { Group, Groups, Permission, PermissionAssignments, Role, Roles, User } from '../../models.js';

/**
 * The descriptions TeamCity gives these permissions (`Permission.getDescription()`, a permission's `name`), as
 * JetBrains/teamcity-cli api/permissions.go transcribes them from server-model's Permission.java.
 */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  view_project: 'View project and all parent projects',
  view_build_configuration_settings: 'View build configuration settings',
  view_build_runtime_data: 'View build runtime parameters and data',
  view_agent_details: 'View agent details',
  view_agent_details_for_project: 'View project agents details',
  view_agent_clouds: 'View cloud images and instances',
  run_build: 'Run build',
  cancel_build: 'Stop build / remove from queue',
  tag_build: 'Tag build',
  comment_build: 'Comment build',
  assign_investigation: 'Assign / unassign investigation',
  manage_build_problems: 'Mute / unmute problems and tests in project',
  pin_unpin_build: 'Pin / unpin build',
  patch_build_sources: 'Change build source code with a custom patch',
  customize_build_parameters: 'Customize build parameters',
  customize_build_revisions: 'Customize build revisions',
  reorder_build_queue: 'Reorder builds in queue',
  pause_activate_build_configuration: 'Pause / activate build configuration',
  edit_project: 'Edit project',
  create_sub_project: 'Create subproject',
  create_delete_vcs_root: 'Create / delete VCS root',
  connect_to_agent: 'Invoke interactive agent terminals',
  enable_disable_agent: 'Enable / disable agent',
  authorize_agent: 'Authorize agent',
  administer_agent: 'Administer build agent machines (e.g. reboot, view agent logs, etc.)',
  manage_agent_pools: 'Manage agent pools',
  start_stop_cloud_agent: 'Start / Stop cloud agent',
};

/**
 * The permission ids a role may be given: those JetBrains/terraform-provider-teamcity teamcity/role.go lets a role
 * have (its check of TeamCity's `Permission` enum), and `connect_to_agent`, which the CLI requests.
 */
const IDS = `
administer_agent administer_agent_for_project archive_project assign_investigation assign_users_add_subgroups
authorize_agent authorize_agent_for_project backup cancel_any_personal_build cancel_build
change_agent_run_configuration_policy change_agent_run_configuration_policy_for_project change_cleanup_rules
change_https_settings change_server_settings change_user change_user_notifications
change_user_notifications_in_project change_user_roles_in_project change_usergroup
change_vcs_username_in_project clean_agent_sources comment_build configure_server_data_cleanup
connect_to_agent connect_to_cloud_agent create_delete_vcs_root create_sub_project create_user create_usergroup
customize_build_parameters customize_build_revisions delete_sub_project delete_user delete_usergroup
edit_enforced_settings edit_project edit_vcs_modification edit_versioned_settings enable_disable_agent
enable_disable_agent_for_project import_projects label_build manage_agent_clouds manage_agent_pools
manage_agent_pools_for_project manage_build_problem_instances manage_build_problems manage_roles
manage_server_licenses patch_build_sources pause_activate_build_configuration pin_unpin_build remove_agent
remove_agent_for_project remove_build reorder_build_queue run_build start_stop_cloud_agent tag_build
view_agent_clouds view_agent_details view_agent_details_for_project view_agent_usage_statistics view_all_users
view_audit_log view_build_configuration_settings view_build_runtime_data view_file_content view_project
view_server_errors view_usage_statistics view_user_profile
`
  .trim()
  .split(/\s+/);

/**
 * Whether a permission holds server-wide only (`global`: `!isProjectAssociationSupported()`). Not transcribed: judged
 * here as the one of a pair with a `_for_project`/`_in_project` twin, or one over the server, its users and groups.
 */
const isGlobal = (id: string): boolean =>
  IDS.includes(`${id}_for_project`) ||
  IDS.includes(`${id}_in_project`) ||
  /^(backup|change_https_settings|change_server_settings|configure_server_data_cleanup|manage_roles|manage_server_licenses|import_projects|clean_agent_sources|view_server_errors|view_usage_statistics|view_agent_usage_statistics|view_audit_log|view_all_users|view_user_profile)$/.test(
    id,
  ) ||
  /^(create|change|delete)_user(group)?$/.test(id) ||
  id === 'assign_users_add_subgroups';

interface RoleDef {
  id: string;
  name: string;
  permissions: string[];
  included: string[];
}

/**
 * TeamCity's default roles, as its docs describe them (TeamCity 3.0 "Permission": each role's permissions in words,
 * mapped to the permission ids above) and as teamcity-rest's RoleRequestTest checks them: Project developer includes
 * Project viewer and grants `run_build`; its `view_build_runtime_data` is checked by teamcity-symbol-server's tests.
 * The exact default sets are in TeamCity's roles-config.xml, which no source we read has: these are minimal.
 */
function builtIn(): RoleDef[] {
  return [
    { id: 'SYSTEM_ADMIN', name: 'System administrator', permissions: [...IDS], included: [] },
    {
      id: 'PROJECT_ADMIN',
      name: 'Project administrator',
      permissions: [
        'edit_project',
        'change_cleanup_rules',
        'change_user_roles_in_project',
        'cancel_any_personal_build',
      ],
      included: ['PROJECT_DEVELOPER', 'AGENT_MANAGER'],
    },
    {
      id: 'PROJECT_DEVELOPER',
      name: 'Project developer',
      permissions: [
        'run_build',
        'cancel_build',
        'pin_unpin_build',
        'tag_build',
        'pause_activate_build_configuration',
        'assign_investigation',
        'view_build_configuration_settings',
        'view_build_runtime_data',
        'view_file_content',
        'label_build',
        'reorder_build_queue',
      ],
      included: ['PROJECT_VIEWER'],
    },
    { id: 'PROJECT_VIEWER', name: 'Project viewer', permissions: ['view_project'], included: [] },
    {
      id: 'AGENT_MANAGER',
      name: 'Agent manager',
      permissions: ['change_agent_run_configuration_policy', 'enable_disable_agent'],
      included: [],
    },
  ];
}

const catalogues = new WeakMap<State, Map<string, RoleDef>>();

/** The server's roles: the built-in ones until a request changes them. */
function rolesOf(state: State): Map<string, RoleDef> {
  let roles = catalogues.get(state);
  if (!roles) catalogues.set(state, (roles = new Map(builtIn().map((r) => [r.id, r]))));
  return roles;
}

/** `Permission.lookupPermission(id.toUpperCase())`: the REST id of a permission, any case, or a 400. */
function permissionId(raw: string): string {
  const id = raw.toLowerCase();
  if (!IDS.includes(id)) throw badRequest(`Permission '${raw}' does not exist`);
  return id;
}

const permission = (id: string): Permission => ({
  id,
  ...(DESCRIPTIONS[id] !== undefined && { name: DESCRIPTIONS[id] }),
  global: isGlobal(id),
});

function roleForm(ctx: Context, r: RoleDef, long: boolean): Role {
  const roles = rolesOf(ctx.state);
  const out: Role = { id: r.id, name: r.name, href: `${ctx.rest}/roles/id:${r.id}` };
  if (!long) return out;
  const included = r.included.map((id) => roles.get(id)).filter((x): x is RoleDef => x !== undefined);
  out.included = { count: included.length, role: included.map((i) => roleForm(ctx, i, false)) };
  out.permissions = { count: r.permissions.length, permission: r.permissions.map(permission) };
  return out;
}

function roleNamed(ctx: Context, id: string, missing: (m: string) => Error = notFound): RoleDef {
  const r = rolesOf(ctx.state).get(id);
  if (!r) throw missing(`Role '${id}' not found`);
  return r;
}

/** Changes a role and answers it in full, as each RoleRequest write does (`Fields.LONG`). */
const editRole =
  (edit: (ctx: Context, r: RoleDef) => void) =>
  (ctx: Context): Role => {
    const r = roleNamed(ctx, ctx.params.roleId!);
    edit(ctx, r);
    return roleForm(ctx, r, true);
  };

function createRole(ctx: Context): Role {
  const body = bodyObject(ctx);
  if (typeof body.name !== 'string' || !body.name) throw badRequest('name must be provided');
  if (typeof body.id === 'string' && body.id) throw badRequest('id is generated automatically');
  /** The ids of a posted list (`{"permissions":{"permission":[{"id":...}]}}`), each item checked. */
  const listed = (key: string, item: string): string[] => {
    return objects(member(body[key], item), `{"${key}":{"${item}":[...]}}`).map((x) => String(x.id ?? ''));
  };
  const permissions = listed('permissions', 'permission').map(permissionId);
  const included = listed('included', 'role').map((id) => roleNamed(ctx, id, badRequest).id);
  const roles = rolesOf(ctx.state);
  // The id is made from the name (TeamCity's own scheme is not in the sources we read), unique on the server.
  const base = body.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  let id = base;
  for (let n = 2; roles.has(id); n++) id = `${base}_${n}`;
  const role: RoleDef = {
    id,
    name: body.name,
    permissions: [...new Set(permissions)],
    included: [...new Set(included)],
  };
  roles.set(id, role);
  return roleForm(ctx, role, true);
}

/** A role with the roles it includes, each once, however they nest (or loop). */
function closure(roles: Map<string, RoleDef>, id: string): RoleDef[] {
  const seen = new Map<string, RoleDef>();
  const todo = [id];
  while (todo.length && seen.size <= roles.size) {
    const r = roles.get(todo.pop()!);
    if (!r || seen.has(r.id)) continue;
    seen.set(r.id, r);
    todo.push(...r.included);
  }
  return [...seen.values()];
}

interface Assignment {
  permission: string;
  /** The project the permission holds in; undefined: granted server-wide. */
  project?: string;
}

/** The user and every group it is in, parent groups included (each once, however they nest). */
function principals(state: State, user: Stored<User>): (Stored<User> | Stored<Group>)[] {
  const out = new Map<string, Stored<Group>>();
  const keysOf = (groups: Groups | undefined) => (groups?.group ?? []).map((g) => String(g.key));
  const todo = keysOf(user.groups);
  while (todo.length && out.size <= state.userGroups.all().length) {
    const g = state.userGroups.get(todo.pop()!);
    if (!g || out.has(String(g.key))) continue;
    out.set(String(g.key), g);
    todo.push(...keysOf(g['parent-groups']));
  }
  return [user, ...out.values()];
}

/**
 * The user's resolved permissions, as TeamCity's AuthorityHolder gives them: a role given server-wide grants each of
 * its permissions globally; one given in a project grants its per-project permissions there and in every subproject.
 */
function effective(state: State, user: Stored<User>): Assignment[] {
  const roles = rolesOf(state);
  const global = new Set<string>();
  const byProject = new Map<string, Set<string>>();
  for (const holder of principals(state, user))
    for (const { roleId, scope } of holder.roles?.role ?? []) {
      const granted = closure(roles, String(roleId)).flatMap((r) => r.permissions);
      if (scope === 'g' || scope === undefined) for (const p of granted) global.add(p);
      else if (typeof scope === 'string' && scope.startsWith('p:'))
        for (const project of withSubprojects(state, new Set([scope.slice(2)]))) {
          const set = byProject.get(project) ?? new Set();
          for (const p of granted) if (!isGlobal(p)) set.add(p);
          byProject.set(project, set);
        }
    }
  const out: Assignment[] = IDS.filter((p) => global.has(p)).map((p) => ({ permission: p }));
  for (const p of state.projects.all())
    for (const id of IDS) if (byProject.get(String(p.id))?.has(id)) out.push({ permission: id, project: String(p.id) });
  return out;
}

/** PermissionAssignmentFinder's dimensions: `permission`, `project` (a project locator) and `global`. */
function assignmentFinder(ctx: Context, items: Assignment[]): Finder<Assignment> {
  return {
    name: 'permissionAssignment',
    dimensions: {
      permission: (v) => {
        const id = permissionId(v);
        return (a) => a.permission === id;
      },
      // A permission granted server-wide holds in every project, unless it cannot hold in one.
      project: (v) => {
        const ids = refKeys(ctx.find.project, 'id', v);
        return (a) => (a.project === undefined ? !isGlobal(a.permission) : ids.has(a.project));
      },
      global: (v, name) => {
        const want = booleanOf(v, name);
        return (a) => want === null || want === (a.project === undefined);
      },
    },
    single: (v) => {
      throw badRequest(`Single value '${v}' is not supported: use the 'permission', 'project' or 'global' dimension.`);
    },
    source: () => ({ length: items.length, at: (i) => items[i]! }),
  };
}

function userPermissions(ctx: Context): PermissionAssignments {
  const user = one(users, ctx);
  const finder = assignmentFinder(ctx, effective(ctx.state, user));
  const { items } = scan(finder, compileLocator(finder, requestLocator(ctx)));
  const permissionAssignment = items.map((a) => ({
    permission: permission(a.permission),
    ...(a.project !== undefined && {
      project: shortForm(projects, findOne(ctx.find.project, `id:${a.project}`), ctx),
    }),
    isGlobalScope: a.project === undefined,
  }));
  return { count: permissionAssignment.length, permissionAssignment };
}

export const roleCatalogueArea: Area = {
  handlers: {
    'roles.get_roles': (ctx): Roles => {
      const spec = fieldsAt(ctx.fields, ['role']);
      // The list's short form leaves `included` and `permissions` out unless `fields` names them.
      const long = asks(spec, 'included') || asks(spec, 'permissions');
      const role = [...rolesOf(ctx.state).values()].map((r) => roleForm(ctx, r, long));
      return { count: role.length, role };
    },
    'roles.get_role': (ctx) => roleForm(ctx, roleNamed(ctx, ctx.params.id!), true),
    'roles.create_role': createRole,
    'roles.delete_role': (ctx) => {
      const roles = rolesOf(ctx.state);
      const r = roleNamed(ctx, ctx.params.id!);
      roles.delete(r.id);
      for (const other of roles.values()) other.included = other.included.filter((id) => id !== r.id);
    },
    'roles.add_permission': editRole((ctx, r) => {
      const id = permissionId(ctx.params.permissionId!);
      if (!r.permissions.includes(id)) r.permissions.push(id);
    }),
    'roles.remove_permission': editRole((ctx, r) => {
      const id = permissionId(ctx.params.permissionId!);
      r.permissions = r.permissions.filter((p) => p !== id);
    }),
    'roles.add_included_role': editRole((ctx, r) => {
      const included = roleNamed(ctx, ctx.params.includedId!, badRequest);
      if (!r.included.includes(included.id)) r.included.push(included.id);
    }),
    'roles.remove_included_role': editRole((ctx, r) => {
      const included = roleNamed(ctx, ctx.params.includedId!, badRequest);
      r.included = r.included.filter((id) => id !== included.id);
    }),
    'users.get_permissions_0': userPermissions,
  },
  reads: { 'users.get_permissions_0': ['locator'] },
  notSimulated: [],
};
