// Generated from spec/areas/*.yaml by the teamcity-sdk generator. Do not edit.
import {
  type OperationEntry as Entry,
  operationTable,
  type PathParam,
  type QueryRow,
  type TableRow,
} from './runtime/entry.js';
import * as agentPools from './areas/agentPools.js';
import * as agentTypes from './areas/agentTypes.js';
import * as agents from './areas/agents.js';
import * as audit from './areas/audit.js';
import * as avatars from './areas/avatars.js';
import * as buildQueue from './areas/buildQueue.js';
import * as buildTypes from './areas/buildTypes.js';
import * as builds from './areas/builds.js';
import * as changes from './areas/changes.js';
import * as cloud from './areas/cloud.js';
import * as debug from './areas/debug.js';
import * as deploymentDashboards from './areas/deploymentDashboards.js';
import * as health from './areas/health.js';
import * as investigations from './areas/investigations.js';
import * as mutes from './areas/mutes.js';
import * as pipelines from './areas/pipelines.js';
import * as problemOccurrences from './areas/problemOccurrences.js';
import * as problems from './areas/problems.js';
import * as projects from './areas/projects.js';
import * as roles from './areas/roles.js';
import * as root from './areas/root.js';
import * as server from './areas/server.js';
import * as testOccurrences from './areas/testOccurrences.js';
import * as tests from './areas/tests.js';
import * as userGroups from './areas/userGroups.js';
import * as users from './areas/users.js';
import * as vcsRootInstances from './areas/vcsRootInstances.js';
import * as vcsRoots from './areas/vcsRoots.js';
import type {
  Agent,
  AgentPool,
  AgentPools,
  AgentRequirement,
  AgentRequirements,
  AgentType,
  Agents,
  ApprovalInfo,
  ArtifactDependencies,
  ArtifactDependency,
  AuditEvent,
  AuditEvents,
  AuthorizationTokensRequirements,
  AuthorizedInfo,
  Branches,
  Build,
  BuildCancelRequest,
  BuildChanges,
  BuildStatusUpdate,
  BuildType,
  BuildTypes,
  Builds,
  Change,
  Changes,
  Cleanup,
  CloudImage,
  CloudImages,
  CloudInstance,
  CloudInstances,
  CloudProfile,
  CloudProfiles,
  Comment,
  Compatibilities,
  CompatibilityPolicy,
  DeploymentDashboard,
  DeploymentDashboards,
  DeploymentInstance,
  DeploymentInstances,
  DeploymentStateEntry,
  DisabledResponsibilities,
  EffectiveResponsibilities,
  EnabledInfo,
  EnabledResponsibilities,
  Entries,
  Feature,
  Features,
  File,
  Files,
  Group,
  Groups,
  HealthCategories,
  HealthCategory,
  HealthItem,
  HealthStatusItems,
  Investigation,
  Investigations,
  Issues,
  IssuesUsages,
  Items,
  LicenseKey,
  LicenseKeys,
  LicensingData,
  Metrics,
  ModelProperty,
  MultipleOperationResult,
  Mute,
  Mutes,
  NewBuildTypeDescription,
  NewProjectDescription,
  Node,
  Nodes,
  PermissionAssignments,
  PinInfo,
  Pipeline,
  PipelineRun,
  Pipelines,
  Plugins,
  Problem,
  ProblemOccurrence,
  ProblemOccurrences,
  Problems,
  Project,
  ProjectFeature,
  ProjectFeatures,
  Projects,
  Properties,
  Role,
  Roles,
  Server,
  ServerAuthSettings,
  ServerGlobalSettings,
  Session,
  Sessions,
  SnapshotDependencies,
  SnapshotDependency,
  SshKey,
  SshKeys,
  Step,
  Steps,
  Tags,
  Test,
  TestOccurrence,
  TestOccurrences,
  Tests,
  Token,
  Tokens,
  Trigger,
  Triggers,
  Type,
  TypedValueSets,
  User,
  Users,
  VcsLabeling,
  VcsLabels,
  VcsRoot,
  VcsRootEntries,
  VcsRootEntry,
  VcsRootInstance,
  VcsRootInstances,
  VcsRoots,
  VersionedSettingsConfig,
  VersionedSettingsContextParameters,
  VersionedSettingsStatus,
  VersionedSettingsTokens,
} from './models.js';
/** Every operation of the client, as `area.seed_name`. */
export type OperationId =
  | 'agentPools.get_pools'
  | 'agentPools.create_pool'
  | 'agentPools.get_pool'
  | 'agentPools.delete_pool'
  | 'agentPools.get_field'
  | 'agentPools.set_field'
  | 'agentPools.get_pool_agents'
  | 'agentPools.add_agent'
  | 'agentPools.get_pool_projects'
  | 'agentPools.add_project'
  | 'agentPools.replace_projects'
  | 'agentPools.delete_projects'
  | 'agentPools.get_pool_project'
  | 'agentPools.delete_pool_project'
  | 'agentPools.generate_automatic_agent_authorization_tokens'
  | 'agentTypes.get_agent_type'
  | 'agents.serve_agents'
  | 'agents.serve_agent'
  | 'agents.delete_agent'
  | 'agents.serve_agent_field'
  | 'agents.set_agent_field'
  | 'agents.get_agent_pool'
  | 'agents.set_agent_pool'
  | 'agents.get_authorized_info'
  | 'agents.set_authorized_info'
  | 'agents.get_enabled_info'
  | 'agents.set_enabled_info'
  | 'agents.get_compatible_build_types'
  | 'agents.ge_incompatible_build_types'
  | 'agents.get_build_configuration_run_policy'
  | 'agents.set_build_configuration_run_policy'
  | 'audit.get_all_audit_events'
  | 'audit.get_audit_event'
  | 'avatars.put_avatar'
  | 'avatars.delete_avatar'
  | 'avatars.get_avatar'
  | 'avatars.get_avatar_with_hash'
  | 'buildQueue.get_builds'
  | 'buildQueue.queue_new_build'
  | 'buildQueue.replace_builds'
  | 'buildQueue.delete_builds_experimental'
  | 'buildQueue.get_build'
  | 'buildQueue.cancel_build'
  | 'buildQueue.delete_build'
  | 'buildQueue.cancel_build_0'
  | 'buildQueue.add_tags'
  | 'buildQueue.serve_tags'
  | 'buildQueue.replace_tags'
  | 'buildQueue.serve_build_field_by_build_only'
  | 'buildQueue.serve_compatible_agents'
  | 'buildQueue.set_build_queue_order'
  | 'buildQueue.set_build_queue_position'
  | 'buildQueue.set_build_queue_position_0'
  | 'buildQueue.get_approval_info'
  | 'buildQueue.approve_queued_build'
  | 'buildTypes.add_build_type'
  | 'buildTypes.add_agent_requirement'
  | 'buildTypes.add_artifact_dep'
  | 'buildTypes.add_feature'
  | 'buildTypes.add_feature_parameter'
  | 'buildTypes.add_snapshot_dep'
  | 'buildTypes.add_step'
  | 'buildTypes.add_step_parameter'
  | 'buildTypes.add_template'
  | 'buildTypes.add_trigger'
  | 'buildTypes.add_vcs_root_entry'
  | 'buildTypes.change_artifact_dep_setting'
  | 'buildTypes.change_feature_setting'
  | 'buildTypes.change_requirement_setting'
  | 'buildTypes.replace_agent_requirement'
  | 'buildTypes.replace_agent_requirements'
  | 'buildTypes.replace_artifact_dep'
  | 'buildTypes.replace_artifact_deps'
  | 'buildTypes.replace_feature'
  | 'buildTypes.replace_feature_parameters'
  | 'buildTypes.replace_features'
  | 'buildTypes.replace_snapshot_dep'
  | 'buildTypes.replace_snapshot_deps'
  | 'buildTypes.replace_step'
  | 'buildTypes.replace_step_parameters'
  | 'buildTypes.replace_steps'
  | 'buildTypes.replace_trigger'
  | 'buildTypes.replace_triggers'
  | 'buildTypes.replace_vcs_root_entries'
  | 'buildTypes.remove_all_templates'
  | 'buildTypes.remove_template'
  | 'buildTypes.get_templates'
  | 'buildTypes.get_trigger'
  | 'buildTypes.get_trigger_setting'
  | 'buildTypes.get_triggers'
  | 'buildTypes.get_vcs_labeling_options'
  | 'buildTypes.get_vcs_root_entries'
  | 'buildTypes.get_vcs_root_entry'
  | 'buildTypes.get_vcs_root_entry_checkout_rules'
  | 'buildTypes.serve_branches'
  | 'buildTypes.serve_build_field'
  | 'buildTypes.get_build_types'
  | 'buildTypes.serve_build_type_xml'
  | 'buildTypes.delete_build_type'
  | 'buildTypes.serve_build_type_field'
  | 'buildTypes.set_build_type_field'
  | 'buildTypes.change_step_setting'
  | 'buildTypes.change_trigger_setting'
  | 'buildTypes.delete_agent_requirement'
  | 'buildTypes.delete_artifact_dep'
  | 'buildTypes.delete_feature'
  | 'buildTypes.delete_snapshot_dep'
  | 'buildTypes.delete_step'
  | 'buildTypes.delete_trigger'
  | 'buildTypes.delete_vcs_root_entry'
  | 'buildTypes.delete_all_parameters'
  | 'buildTypes.delete_all_parameters_0'
  | 'buildTypes.delete_parameter'
  | 'buildTypes.delete_parameter_0'
  | 'buildTypes.get_agent_requirement'
  | 'buildTypes.get_agent_requirements'
  | 'buildTypes.get_requirement_setting'
  | 'buildTypes.get_aliases'
  | 'buildTypes.get_artifact_dep'
  | 'buildTypes.get_artifact_dep_setting'
  | 'buildTypes.get_artifact_deps'
  | 'buildTypes.get_current_vcs_instances'
  | 'buildTypes.get_current_vcs_instances_obsolete'
  | 'buildTypes.get_example_new_project_description'
  | 'buildTypes.get_example_new_project_description_compatibility_version1'
  | 'buildTypes.get_feature'
  | 'buildTypes.get_feature_parameter'
  | 'buildTypes.get_feature_parameters'
  | 'buildTypes.get_feature_setting'
  | 'buildTypes.get_features'
  | 'buildTypes.get_investigations'
  | 'buildTypes.get_parameter'
  | 'buildTypes.get_parameter_0'
  | 'buildTypes.get_parameter_type'
  | 'buildTypes.get_parameter_type_raw_value'
  | 'buildTypes.get_parameter_value_long'
  | 'buildTypes.get_parameter_value_long_0'
  | 'buildTypes.get_parameters'
  | 'buildTypes.get_parameters_0'
  | 'buildTypes.get_settings_file'
  | 'buildTypes.get_snapshot_dep'
  | 'buildTypes.get_snapshot_deps'
  | 'buildTypes.get_step'
  | 'buildTypes.get_step_parameter'
  | 'buildTypes.get_step_parameters'
  | 'buildTypes.get_step_setting'
  | 'buildTypes.get_steps'
  | 'buildTypes.get_template'
  | 'buildTypes.serve_build_type_builds_tags'
  | 'buildTypes.serve_build_with_project'
  | 'buildTypes.serve_builds'
  | 'buildTypes.set_parameter'
  | 'buildTypes.set_parameter_0'
  | 'buildTypes.set_parameter_1'
  | 'buildTypes.set_parameter_2'
  | 'buildTypes.set_parameter_type'
  | 'buildTypes.set_parameter_type_raw_value'
  | 'buildTypes.set_parameter_value_long'
  | 'buildTypes.set_parameter_value_long_0'
  | 'buildTypes.set_parameters'
  | 'buildTypes.set_parameters_0'
  | 'buildTypes.set_templates'
  | 'buildTypes.set_vcs_labeling_options'
  | 'buildTypes.update_vcs_root_entry'
  | 'buildTypes.update_vcs_root_entry_checkout_rules'
  | 'buildTypes.move_build_type'
  | 'buildTypes.get_build_parameters_of_build_type'
  | 'buildTypes.create_build_parameter_of_build_type'
  | 'buildTypes.update_build_parameters_of_build_type'
  | 'buildTypes.delete_build_parameters_of_build_type'
  | 'buildTypes.get_build_parameter_of_build_type'
  | 'buildTypes.update_build_parameter_of_build_type'
  | 'buildTypes.delete_build_parameter_of_build_type'
  | 'buildTypes.get_build_parameter_value_of_build_type'
  | 'buildTypes.update_build_parameter_value_of_build_type'
  | 'buildTypes.get_root'
  | 'buildTypes.get_children'
  | 'buildTypes.get_children_alias'
  | 'buildTypes.get_content'
  | 'buildTypes.get_content_alias'
  | 'buildTypes.get_metadata'
  | 'buildTypes.get_zipped'
  | 'builds.add_tags'
  | 'builds.cancel_build'
  | 'builds.cancel_build_0'
  | 'builds.delete_all_parameters'
  | 'builds.delete_build'
  | 'builds.delete_builds'
  | 'builds.delete_comment'
  | 'builds.delete_parameter'
  | 'builds.get_artifact_dependency_changes'
  | 'builds.get_artifacts_directory'
  | 'builds.get_build_number'
  | 'builds.get_build_status_text'
  | 'builds.get_canceled_info'
  | 'builds.get_parameter'
  | 'builds.get_parameter_0'
  | 'builds.get_parameter_value_long'
  | 'builds.get_parameters'
  | 'builds.get_pinned'
  | 'builds.get_problems'
  | 'builds.get_resolved_parameter'
  | 'builds.get_tests'
  | 'builds.pin_build'
  | 'builds.unpin_build'
  | 'builds.replace_comment'
  | 'builds.replace_tags'
  | 'builds.reset_build_finish_parameters'
  | 'builds.serve_aggregated_build_status'
  | 'builds.serve_aggregated_build_status_icon'
  | 'builds.serve_all_builds'
  | 'builds.serve_build'
  | 'builds.serve_build_actual_parameters'
  | 'builds.serve_build_field_by_build_only'
  | 'builds.serve_build_related_issues'
  | 'builds.serve_build_related_issues_old'
  | 'builds.serve_build_statistic_value'
  | 'builds.serve_build_statistic_values'
  | 'builds.serve_build_status_icon'
  | 'builds.serve_source_file'
  | 'builds.serve_tags'
  | 'builds.set_build_number'
  | 'builds.set_build_status_text'
  | 'builds.set_parameter'
  | 'builds.set_parameter_0'
  | 'builds.set_parameter_value_long'
  | 'builds.set_parameters'
  | 'builds.get_multiple_builds'
  | 'builds.cancel_multiple'
  | 'builds.delete_multiple_builds'
  | 'builds.set_multiple_build_comments'
  | 'builds.delete_multiple_build_comments'
  | 'builds.pin_multiple_builds'
  | 'builds.add_tags_to_multiple_builds'
  | 'builds.remove_multiple_build_tags'
  | 'builds.set_finished_time'
  | 'builds.get_build_finish_date'
  | 'builds.set_build_finish_date'
  | 'builds.add_log_message_to_build'
  | 'builds.get_build_output_parameters_of_build'
  | 'builds.get_build_output_parameters'
  | 'builds.get_build_pin_info'
  | 'builds.set_build_pin_info'
  | 'builds.add_problem_to_build'
  | 'builds.mark_build_as_running'
  | 'builds.get_build_status'
  | 'builds.set_build_status'
  | 'builds.get_build_vcs_labels'
  | 'builds.add_build_vcs_label'
  | 'builds.get_root'
  | 'builds.get_children'
  | 'builds.get_children_alias'
  | 'builds.get_content'
  | 'builds.get_content_alias'
  | 'builds.get_metadata'
  | 'builds.get_zipped'
  | 'changes.serve_changes'
  | 'changes.serve_change'
  | 'changes.get_change_field'
  | 'changes.get_change_attributes'
  | 'changes.get_change_duplicates'
  | 'changes.get_change_first_builds'
  | 'changes.get_change_issue'
  | 'changes.get_change_parent_revisions'
  | 'changes.get_change_vcs_root'
  | 'changes.get_change_vcs_root_instance'
  | 'changes.get_parent_changes'
  | 'changes.get_related_build_types'
  | 'cloud.get_all_cloud_images'
  | 'cloud.get_cloud_image'
  | 'cloud.get_all_cloud_instances'
  | 'cloud.start_instance'
  | 'cloud.get_cloud_instance'
  | 'cloud.stop_instance'
  | 'cloud.forse_terminate_instance'
  | 'cloud.terminate_instance'
  | 'cloud.get_all_cloud_profiles'
  | 'cloud.get_cloud_profile'
  | 'debug.delete_current_remember_me'
  | 'debug.new_remember_me'
  | 'debug.empty_task'
  | 'debug.execute_db_query'
  | 'debug.list_db_tables'
  | 'debug.get_build_chain_optimization_log'
  | 'debug.get_cached_build_promotions'
  | 'debug.get_cached_build_promotions_stats'
  | 'debug.get_cached_builds_stat'
  | 'debug.get_current_session'
  | 'debug.invalidate_current_session'
  | 'debug.get_current_session_max_inactive_interval'
  | 'debug.set_current_session_max_inactive_interval'
  | 'debug.get_current_user_permissions'
  | 'debug.get_date'
  | 'debug.get_diagnostics_perf_stats'
  | 'debug.get_environment_variables'
  | 'debug.get_system_properties'
  | 'debug.get_hashed'
  | 'debug.get_scrambled'
  | 'debug.get_unscrambled'
  | 'debug.get_ip_address'
  | 'debug.get_raw_investigations'
  | 'debug.get_request_details'
  | 'debug.post_request_details'
  | 'debug.put_request_details'
  | 'debug.get_sessions'
  | 'debug.get_thread_dump'
  | 'debug.get_thread_interrupted'
  | 'debug.interrupt_thread'
  | 'debug.save_memory_dump'
  | 'debug.schedule_checking_for_changes'
  | 'deploymentDashboards.get_all_dashboards'
  | 'deploymentDashboards.create_dashboard'
  | 'deploymentDashboards.get_dashboard'
  | 'deploymentDashboards.delete_dashboard'
  | 'deploymentDashboards.get_instances'
  | 'deploymentDashboards.create_instance'
  | 'deploymentDashboards.get_instance'
  | 'deploymentDashboards.report_new_deployment_for_instance'
  | 'deploymentDashboards.delete_instance'
  | 'health.get_health_items'
  | 'health.get_categories'
  | 'health.get_single_category'
  | 'health.get_single_health_item'
  | 'investigations.get_investigations'
  | 'investigations.create_instance'
  | 'investigations.create_instances'
  | 'investigations.serve_instance'
  | 'investigations.replace_instance'
  | 'investigations.delete_instance'
  | 'mutes.get_mutes'
  | 'mutes.create_instance'
  | 'mutes.create_instances'
  | 'mutes.serve_instance'
  | 'mutes.delete_instance'
  | 'mutes.unmute_multiple_tests'
  | 'pipelines.get_all_pipelines'
  | 'pipelines.get_pipeline'
  | 'pipelines.get_pipeline_branches'
  | 'pipelines.get_pipeline_run'
  | 'problemOccurrences.get_all_build_problem_occurrences'
  | 'problemOccurrences.get_build_problem_occurrence'
  | 'problems.get_all_build_problems'
  | 'problems.get_build_problem'
  | 'projects.create_project'
  | 'projects.delete_project'
  | 'projects.create_build_type'
  | 'projects.create_build_type_template'
  | 'projects.create_secure_token'
  | 'projects.add'
  | 'projects.get'
  | 'projects.delete'
  | 'projects.delete_all_parameters'
  | 'projects.delete_all_parameters_0'
  | 'projects.delete_parameter'
  | 'projects.delete_parameter_0'
  | 'projects.delete_project_agent_pools'
  | 'projects.get_branches'
  | 'projects.get_build_types_order'
  | 'projects.get_default_template'
  | 'projects.get_example_new_project_description'
  | 'projects.get_example_new_project_description_compatibility_version1'
  | 'projects.get_parameter'
  | 'projects.get_parameter_0'
  | 'projects.get_parameter_type'
  | 'projects.get_parameter_type_raw_value'
  | 'projects.serve_projects'
  | 'projects.serve_project'
  | 'projects.serve_project_field'
  | 'projects.set_project_field'
  | 'projects.get_secure_value'
  | 'projects.get_single'
  | 'projects.replace'
  | 'projects.replace_all'
  | 'projects.get_parameter_value_long'
  | 'projects.get_parameter_value_long_0'
  | 'projects.get_parameters'
  | 'projects.get_parameters_0'
  | 'projects.get_parent_project'
  | 'projects.set_parent_project'
  | 'projects.get_project_agent_pools'
  | 'projects.set_project_agent_pools'
  | 'projects.set_project_agent_pools_0'
  | 'projects.get_projects_order'
  | 'projects.set_projects_order'
  | 'projects.set_build_types_order'
  | 'projects.get_settings_file'
  | 'projects.reload_settings_file'
  | 'projects.remove_default_template'
  | 'projects.set_default_template'
  | 'projects.serve_build_field_with_project'
  | 'projects.serve_build_type'
  | 'projects.serve_build_type_field_with_project'
  | 'projects.serve_build_type_templates'
  | 'projects.serve_build_types_in_project'
  | 'projects.serve_build_with_project'
  | 'projects.serve_builds'
  | 'projects.serve_templates_in_project'
  | 'projects.set_parameter'
  | 'projects.set_parameter_0'
  | 'projects.set_parameter_1'
  | 'projects.set_parameter_2'
  | 'projects.set_parameter_type'
  | 'projects.set_parameter_type_raw_value'
  | 'projects.set_parameter_value_long'
  | 'projects.set_parameter_value_long_0'
  | 'projects.set_parameters'
  | 'projects.set_parameters_0'
  | 'projects.get_versioned_settings_projects_to_load'
  | 'projects.check_for_versioned_settings_changes'
  | 'projects.commit_current_settings'
  | 'projects.get_versioned_settings_config'
  | 'projects.set_versioned_settings_config'
  | 'projects.get_versioned_settings_config_parameter'
  | 'projects.set_versioned_settings_config_parameter'
  | 'projects.delete_versioned_settings_config_parameter'
  | 'projects.get_versioned_settings_context_parameters'
  | 'projects.set_versioned_settings_context_parameters'
  | 'projects.load_settings_from_vcs'
  | 'projects.get_versioned_settings_status'
  | 'projects.get_versioned_settings_tokens'
  | 'projects.add_versioned_settings_tokens'
  | 'projects.delete_versioned_settings_tokens'
  | 'projects.get_default_value_sets'
  | 'projects.get_deployment_dashboards_in_project'
  | 'projects.get_deployment_dashboard_in_project'
  | 'projects.get_ssh_keys'
  | 'projects.upload_ssh_key'
  | 'projects.generate_ssh_key'
  | 'projects.delete_ssh_key'
  | 'roles.get_roles'
  | 'roles.create_role'
  | 'roles.get_role'
  | 'roles.delete_role'
  | 'roles.add_included_role'
  | 'roles.remove_included_role'
  | 'roles.add_permission'
  | 'roles.remove_permission'
  | 'root.serve_root'
  | 'root.serve_api_version'
  | 'root.serve_version'
  | 'root.serve_plugin_info'
  | 'root.serve_build_field_short'
  | 'server.serve_server_info'
  | 'server.serve_server_version'
  | 'server.serve_plugins'
  | 'server.get_licensing_data'
  | 'server.get_license_keys'
  | 'server.add_license_keys'
  | 'server.get_license_key'
  | 'server.delete_license_key'
  | 'server.get_backup_status'
  | 'server.start_backup'
  | 'server.get_auth_settings'
  | 'server.set_auth_settings'
  | 'server.get_cleanup_settings'
  | 'server.set_cleanup_settings'
  | 'server.get_global_settings'
  | 'server.set_global_settings'
  | 'server.get_all_metrics'
  | 'server.get_all_nodes'
  | 'server.get_node'
  | 'server.get_disabled_responsibilities'
  | 'server.get_effective_responsibilities'
  | 'server.get_enabled_responsibilities'
  | 'server.change_node_responsibility'
  | 'server.get_root'
  | 'server.get_children'
  | 'server.get_children_alias'
  | 'server.get_content'
  | 'server.get_content_alias'
  | 'server.get_metadata'
  | 'server.get_zipped'
  | 'testOccurrences.get_all_test_occurrences'
  | 'testOccurrences.get_test_occurrence'
  | 'tests.get_tests'
  | 'tests.get_test'
  | 'userGroups.serve_groups'
  | 'userGroups.add_group'
  | 'userGroups.serve_group'
  | 'userGroups.delete_group'
  | 'userGroups.get_parent_groups'
  | 'userGroups.set_parent_groups'
  | 'userGroups.list_roles'
  | 'userGroups.add_role'
  | 'userGroups.set_roles'
  | 'userGroups.list_role'
  | 'userGroups.add_role_simple'
  | 'userGroups.delete_role'
  | 'userGroups.get_permissions'
  | 'userGroups.get_properties'
  | 'userGroups.serve_user_properties'
  | 'userGroups.put_user_property'
  | 'userGroups.remove_user_property'
  | 'users.serve_users'
  | 'users.create_user'
  | 'users.serve_user'
  | 'users.update_user'
  | 'users.delete_user'
  | 'users.serve_user_field'
  | 'users.set_user_field'
  | 'users.delete_user_field'
  | 'users.get_groups'
  | 'users.add_group'
  | 'users.replace_groups'
  | 'users.get_group'
  | 'users.remove_group'
  | 'users.list_roles'
  | 'users.add_role'
  | 'users.replace_roles'
  | 'users.list_role'
  | 'users.add_role_simple'
  | 'users.add_role_simple_post'
  | 'users.delete_role'
  | 'users.get_permissions_0'
  | 'users.get_permissions'
  | 'users.delete_remember_me'
  | 'users.serve_user_properties'
  | 'users.serve_user_property'
  | 'users.put_user_property'
  | 'users.remove_user_property'
  | 'users.logout_user'
  | 'users.get_user_tokens'
  | 'users.add_user_token'
  | 'users.delete_user_token'
  | 'vcsRootInstances.serve_instances'
  | 'vcsRootInstances.serve_instance'
  | 'vcsRootInstances.serve_instance_field'
  | 'vcsRootInstances.set_instance_field'
  | 'vcsRootInstances.delete_instance_field'
  | 'vcsRootInstances.serve_root_instance_properties'
  | 'vcsRootInstances.get_repository_state'
  | 'vcsRootInstances.set_repository_state'
  | 'vcsRootInstances.delete_repository_state'
  | 'vcsRootInstances.get_repository_state_creation_date'
  | 'vcsRootInstances.schedule_checking_for_changes'
  | 'vcsRootInstances.schedule_checking_for_changes_0'
  | 'vcsRootInstances.get_root'
  | 'vcsRootInstances.get_children'
  | 'vcsRootInstances.get_children_alias'
  | 'vcsRootInstances.get_content'
  | 'vcsRootInstances.get_content_alias'
  | 'vcsRootInstances.get_metadata'
  | 'vcsRootInstances.get_zipped'
  | 'vcsRoots.serve_roots'
  | 'vcsRoots.add_root'
  | 'vcsRoots.serve_root'
  | 'vcsRoots.delete_root'
  | 'vcsRoots.serve_field'
  | 'vcsRoots.set_field'
  | 'vcsRoots.serve_properties'
  | 'vcsRoots.change_properties'
  | 'vcsRoots.delete_all_properties'
  | 'vcsRoots.serve_property'
  | 'vcsRoots.put_parameter'
  | 'vcsRoots.delete_parameter'
  | 'vcsRoots.get_settings_file'
  | 'vcsRoots.serve_root_instances'
  | 'vcsRoots.serve_root_instance'
  | 'vcsRoots.serve_root_instance_properties'
  | 'vcsRoots.serve_instance_field'
  | 'vcsRoots.set_instance_field';

/** One operation in the table: its names, method, path, inputs and result, and the descriptor its function sends. */
export interface OperationEntry extends Entry<OperationId> {}

/** Each operation as a server sees it: its path parameters, its query parameters by wire name (text, as received), its body and its result (a model, text, nothing, file content or a JSON object). The fake TeamCity types `fake.use` handlers with it. */
export interface OperationShapes {
  'agentPools.get_pools': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: AgentPools;
  };
  'agentPools.create_pool': { params: {}; query: {}; body: AgentPool | undefined; result: AgentPool };
  'agentPools.get_pool': {
    params: { agentPoolLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AgentPool;
  };
  'agentPools.delete_pool': { params: { agentPoolLocator: string }; query: {}; body: undefined; result: void };
  'agentPools.get_field': {
    params: { agentPoolLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'agentPools.set_field': {
    params: { agentPoolLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'agentPools.get_pool_agents': {
    params: { agentPoolLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Agents;
  };
  'agentPools.add_agent': {
    params: { agentPoolLocator: string };
    query: { fields?: string };
    body: Agent | undefined;
    result: Agent;
  };
  'agentPools.get_pool_projects': {
    params: { agentPoolLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Projects;
  };
  'agentPools.add_project': {
    params: { agentPoolLocator: string };
    query: {};
    body: Project | undefined;
    result: Project;
  };
  'agentPools.replace_projects': {
    params: { agentPoolLocator: string };
    query: {};
    body: Projects | undefined;
    result: Projects;
  };
  'agentPools.delete_projects': { params: { agentPoolLocator: string }; query: {}; body: undefined; result: void };
  'agentPools.get_pool_project': {
    params: { agentPoolLocator: string; projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Project;
  };
  'agentPools.delete_pool_project': {
    params: { agentPoolLocator: string; projectLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'agentPools.generate_automatic_agent_authorization_tokens': {
    params: { agentPoolLocator: string };
    query: {};
    body: AuthorizationTokensRequirements | undefined;
    result: Items;
  };
  'agentTypes.get_agent_type': {
    params: { agentTypeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AgentType;
  };
  'agents.serve_agents': {
    params: {};
    query: { includeDisconnected?: string; includeUnauthorized?: string; locator?: string; fields?: string };
    body: undefined;
    result: Agents;
  };
  'agents.serve_agent': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Agent;
  };
  'agents.delete_agent': { params: { agentLocator: string }; query: {}; body: undefined; result: void };
  'agents.serve_agent_field': {
    params: { agentLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'agents.set_agent_field': {
    params: { agentLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'agents.get_agent_pool': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AgentPool;
  };
  'agents.set_agent_pool': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: AgentPool | undefined;
    result: AgentPool;
  };
  'agents.get_authorized_info': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AuthorizedInfo;
  };
  'agents.set_authorized_info': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: AuthorizedInfo | undefined;
    result: AuthorizedInfo;
  };
  'agents.get_enabled_info': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: undefined;
    result: EnabledInfo;
  };
  'agents.set_enabled_info': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: EnabledInfo | undefined;
    result: EnabledInfo;
  };
  'agents.get_compatible_build_types': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildTypes;
  };
  'agents.ge_incompatible_build_types': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Compatibilities;
  };
  'agents.get_build_configuration_run_policy': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: undefined;
    result: CompatibilityPolicy;
  };
  'agents.set_build_configuration_run_policy': {
    params: { agentLocator: string };
    query: { fields?: string };
    body: CompatibilityPolicy | undefined;
    result: CompatibilityPolicy;
  };
  'audit.get_all_audit_events': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: AuditEvents;
  };
  'audit.get_audit_event': {
    params: { auditEventLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AuditEvent;
  };
  'avatars.put_avatar': { params: { userLocator: string }; query: {}; body: undefined; result: void };
  'avatars.delete_avatar': { params: { userLocator: string }; query: {}; body: undefined; result: void };
  'avatars.get_avatar': {
    params: { userLocator: string; size: string };
    query: {};
    body: undefined;
    result: Uint8Array | string;
  };
  'avatars.get_avatar_with_hash': {
    params: { userLocator: string; size: string; hash: string };
    query: {};
    body: undefined;
    result: Uint8Array | string;
  };
  'buildQueue.get_builds': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Builds;
  };
  'buildQueue.queue_new_build': { params: {}; query: { moveToTop?: string }; body: Build | undefined; result: Build };
  'buildQueue.replace_builds': { params: {}; query: { fields?: string }; body: Builds | undefined; result: Builds };
  'buildQueue.delete_builds_experimental': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: void;
  };
  'buildQueue.get_build': {
    params: { queuedBuildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Build;
  };
  'buildQueue.cancel_build': {
    params: { queuedBuildLocator: string };
    query: {};
    body: BuildCancelRequest | undefined;
    result: Build;
  };
  'buildQueue.delete_build': { params: { queuedBuildLocator: string }; query: {}; body: undefined; result: void };
  'buildQueue.cancel_build_0': {
    params: { buildLocator: string };
    query: {};
    body: undefined;
    result: BuildCancelRequest;
  };
  'buildQueue.add_tags': { params: { buildLocator: string }; query: {}; body: Tags | undefined; result: void };
  'buildQueue.serve_tags': {
    params: { buildLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Tags;
  };
  'buildQueue.replace_tags': {
    params: { buildLocator: string };
    query: { locator?: string; fields?: string };
    body: Tags | undefined;
    result: Tags;
  };
  'buildQueue.serve_build_field_by_build_only': {
    params: { buildLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildQueue.serve_compatible_agents': {
    params: { queuedBuildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Agents;
  };
  'buildQueue.set_build_queue_order': {
    params: {};
    query: { fields?: string };
    body: Builds | undefined;
    result: Builds;
  };
  'buildQueue.set_build_queue_position': {
    params: { queuePosition: string };
    query: { fields?: string };
    body: undefined;
    result: Build;
  };
  'buildQueue.set_build_queue_position_0': {
    params: { queuePosition: string };
    query: { fields?: string };
    body: Build | undefined;
    result: Build;
  };
  'buildQueue.get_approval_info': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: ApprovalInfo;
  };
  'buildQueue.approve_queued_build': {
    params: { buildLocator: string };
    query: { fields?: string; approveAll?: string };
    body: string | undefined;
    result: ApprovalInfo;
  };
  'buildTypes.add_build_type': {
    params: {};
    query: { fields?: string };
    body: BuildType | undefined;
    result: BuildType;
  };
  'buildTypes.add_agent_requirement': {
    params: { btLocator: string };
    query: { fields?: string };
    body: AgentRequirement | undefined;
    result: AgentRequirement;
  };
  'buildTypes.add_artifact_dep': {
    params: { btLocator: string };
    query: { fields?: string };
    body: ArtifactDependency | undefined;
    result: ArtifactDependency;
  };
  'buildTypes.add_feature': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Feature | undefined;
    result: Feature;
  };
  'buildTypes.add_feature_parameter': {
    params: { btLocator: string; featureId: string; parameterName: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.add_snapshot_dep': {
    params: { btLocator: string };
    query: { fields?: string };
    body: SnapshotDependency | undefined;
    result: SnapshotDependency;
  };
  'buildTypes.add_step': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Step | undefined;
    result: Step;
  };
  'buildTypes.add_step_parameter': {
    params: { btLocator: string; stepId: string; parameterName: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.add_template': {
    params: { btLocator: string };
    query: { optimizeSettings?: string; fields?: string };
    body: BuildType | undefined;
    result: BuildType;
  };
  'buildTypes.add_trigger': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Trigger | undefined;
    result: Trigger;
  };
  'buildTypes.add_vcs_root_entry': {
    params: { btLocator: string };
    query: { fields?: string };
    body: VcsRootEntry | undefined;
    result: VcsRootEntry;
  };
  'buildTypes.change_artifact_dep_setting': {
    params: { btLocator: string; artifactDepLocator: string; fieldName: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.change_feature_setting': {
    params: { btLocator: string; featureId: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.change_requirement_setting': {
    params: { btLocator: string; agentRequirementLocator: string; fieldName: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.replace_agent_requirement': {
    params: { btLocator: string; agentRequirementLocator: string };
    query: { fields?: string };
    body: AgentRequirement | undefined;
    result: AgentRequirement;
  };
  'buildTypes.replace_agent_requirements': {
    params: { btLocator: string };
    query: { fields?: string };
    body: AgentRequirements | undefined;
    result: AgentRequirements;
  };
  'buildTypes.replace_artifact_dep': {
    params: { btLocator: string; artifactDepLocator: string };
    query: { fields?: string };
    body: ArtifactDependency | undefined;
    result: ArtifactDependency;
  };
  'buildTypes.replace_artifact_deps': {
    params: { btLocator: string };
    query: { fields?: string };
    body: ArtifactDependencies | undefined;
    result: ArtifactDependencies;
  };
  'buildTypes.replace_feature': {
    params: { btLocator: string; featureId: string };
    query: { fields?: string };
    body: Feature | undefined;
    result: Feature;
  };
  'buildTypes.replace_feature_parameters': {
    params: { btLocator: string; featureId: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'buildTypes.replace_features': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Features | undefined;
    result: Features;
  };
  'buildTypes.replace_snapshot_dep': {
    params: { btLocator: string; snapshotDepLocator: string };
    query: { fields?: string };
    body: SnapshotDependency | undefined;
    result: SnapshotDependency;
  };
  'buildTypes.replace_snapshot_deps': {
    params: { btLocator: string };
    query: { fields?: string };
    body: SnapshotDependencies | undefined;
    result: SnapshotDependencies;
  };
  'buildTypes.replace_step': {
    params: { btLocator: string; stepId: string };
    query: { fields?: string };
    body: Step | undefined;
    result: Step;
  };
  'buildTypes.replace_step_parameters': {
    params: { btLocator: string; stepId: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'buildTypes.replace_steps': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Steps | undefined;
    result: Steps;
  };
  'buildTypes.replace_trigger': {
    params: { btLocator: string; triggerLocator: string };
    query: { fields?: string };
    body: Trigger | undefined;
    result: Trigger;
  };
  'buildTypes.replace_triggers': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Triggers | undefined;
    result: Triggers;
  };
  'buildTypes.replace_vcs_root_entries': {
    params: { btLocator: string };
    query: { fields?: string };
    body: VcsRootEntries | undefined;
    result: VcsRootEntries;
  };
  'buildTypes.remove_all_templates': {
    params: { btLocator: string };
    query: { inlineSettings?: string };
    body: undefined;
    result: void;
  };
  'buildTypes.remove_template': {
    params: { btLocator: string; templateLocator: string };
    query: { inlineSettings?: string };
    body: undefined;
    result: void;
  };
  'buildTypes.get_templates': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildTypes;
  };
  'buildTypes.get_trigger': {
    params: { btLocator: string; triggerLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Trigger;
  };
  'buildTypes.get_trigger_setting': {
    params: { btLocator: string; triggerLocator: string; fieldName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_triggers': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Triggers;
  };
  'buildTypes.get_vcs_labeling_options': {
    params: { btLocator: string };
    query: {};
    body: undefined;
    result: VcsLabeling;
  };
  'buildTypes.get_vcs_root_entries': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootEntries;
  };
  'buildTypes.get_vcs_root_entry': {
    params: { btLocator: string; vcsRootLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootEntry;
  };
  'buildTypes.get_vcs_root_entry_checkout_rules': {
    params: { btLocator: string; vcsRootLocator: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.serve_branches': {
    params: { btLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Branches;
  };
  'buildTypes.serve_build_field': {
    params: { btLocator: string; buildLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_build_types': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: BuildTypes;
  };
  'buildTypes.serve_build_type_xml': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildType;
  };
  'buildTypes.delete_build_type': { params: { btLocator: string }; query: {}; body: undefined; result: void };
  'buildTypes.serve_build_type_field': {
    params: { btLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.set_build_type_field': {
    params: { btLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.change_step_setting': {
    params: { btLocator: string; stepId: string; fieldName: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.change_trigger_setting': {
    params: { btLocator: string; triggerLocator: string; fieldName: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.delete_agent_requirement': {
    params: { btLocator: string; agentRequirementLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.delete_artifact_dep': {
    params: { btLocator: string; artifactDepLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.delete_feature': {
    params: { btLocator: string; featureId: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.delete_snapshot_dep': {
    params: { btLocator: string; snapshotDepLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.delete_step': { params: { btLocator: string; stepId: string }; query: {}; body: undefined; result: void };
  'buildTypes.delete_trigger': {
    params: { btLocator: string; triggerLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.delete_vcs_root_entry': {
    params: { btLocator: string; vcsRootLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.delete_all_parameters': { params: { btLocator: string }; query: {}; body: undefined; result: void };
  'buildTypes.delete_all_parameters_0': { params: { btLocator: string }; query: {}; body: undefined; result: void };
  'buildTypes.delete_parameter': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.delete_parameter_0': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.get_agent_requirement': {
    params: { btLocator: string; agentRequirementLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AgentRequirement;
  };
  'buildTypes.get_agent_requirements': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AgentRequirements;
  };
  'buildTypes.get_requirement_setting': {
    params: { btLocator: string; agentRequirementLocator: string; fieldName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_aliases': { params: { btLocator: string }; query: {}; body: undefined; result: Items };
  'buildTypes.get_artifact_dep': {
    params: { btLocator: string; artifactDepLocator: string };
    query: { fields?: string };
    body: undefined;
    result: ArtifactDependency;
  };
  'buildTypes.get_artifact_dep_setting': {
    params: { btLocator: string; artifactDepLocator: string; fieldName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_artifact_deps': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: ArtifactDependencies;
  };
  'buildTypes.get_current_vcs_instances': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootInstances;
  };
  'buildTypes.get_current_vcs_instances_obsolete': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootInstances;
  };
  'buildTypes.get_example_new_project_description': {
    params: { btLocator: string };
    query: {};
    body: undefined;
    result: NewBuildTypeDescription;
  };
  'buildTypes.get_example_new_project_description_compatibility_version1': {
    params: { btLocator: string };
    query: {};
    body: undefined;
    result: NewBuildTypeDescription;
  };
  'buildTypes.get_feature': {
    params: { btLocator: string; featureId: string };
    query: { fields?: string };
    body: undefined;
    result: Feature;
  };
  'buildTypes.get_feature_parameter': {
    params: { btLocator: string; featureId: string; parameterName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_feature_parameters': {
    params: { btLocator: string; featureId: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'buildTypes.get_feature_setting': {
    params: { btLocator: string; featureId: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_features': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Features;
  };
  'buildTypes.get_investigations': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Investigations;
  };
  'buildTypes.get_parameter': {
    params: { btLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: ModelProperty;
  };
  'buildTypes.get_parameter_0': {
    params: { btLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: ModelProperty;
  };
  'buildTypes.get_parameter_type': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: Type;
  };
  'buildTypes.get_parameter_type_raw_value': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_parameter_value_long': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_parameter_value_long_0': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_parameters': {
    params: { btLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Properties;
  };
  'buildTypes.get_parameters_0': {
    params: { btLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Properties;
  };
  'buildTypes.get_settings_file': { params: { btLocator: string }; query: {}; body: undefined; result: string };
  'buildTypes.get_snapshot_dep': {
    params: { btLocator: string; snapshotDepLocator: string };
    query: { fields?: string };
    body: undefined;
    result: SnapshotDependency;
  };
  'buildTypes.get_snapshot_deps': {
    params: { btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: SnapshotDependencies;
  };
  'buildTypes.get_step': {
    params: { btLocator: string; stepId: string };
    query: { fields?: string };
    body: undefined;
    result: Step;
  };
  'buildTypes.get_step_parameter': {
    params: { btLocator: string; stepId: string; parameterName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_step_parameters': {
    params: { btLocator: string; stepId: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'buildTypes.get_step_setting': {
    params: { btLocator: string; stepId: string; fieldName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.get_steps': { params: { btLocator: string }; query: { fields?: string }; body: undefined; result: Steps };
  'buildTypes.get_template': {
    params: { btLocator: string; templateLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildType;
  };
  'buildTypes.serve_build_type_builds_tags': {
    params: { btLocator: string };
    query: { field?: string };
    body: undefined;
    result: Tags;
  };
  'buildTypes.serve_build_with_project': {
    params: { btLocator: string; buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Build;
  };
  'buildTypes.serve_builds': {
    params: { btLocator: string };
    query: {
      status?: string;
      triggeredByUser?: string;
      includePersonal?: string;
      includeCanceled?: string;
      onlyPinned?: string;
      tag?: string[];
      agentName?: string;
      sinceBuild?: string;
      sinceDate?: string;
      start?: string;
      count?: string;
      locator?: string;
      fields?: string;
    };
    body: undefined;
    result: Builds;
  };
  'buildTypes.set_parameter': {
    params: { btLocator: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'buildTypes.set_parameter_0': {
    params: { btLocator: string; name: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'buildTypes.set_parameter_1': {
    params: { btLocator: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'buildTypes.set_parameter_2': {
    params: { btLocator: string; name: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'buildTypes.set_parameter_type': {
    params: { btLocator: string; name: string };
    query: {};
    body: Type | undefined;
    result: Type;
  };
  'buildTypes.set_parameter_type_raw_value': {
    params: { btLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.set_parameter_value_long': {
    params: { btLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.set_parameter_value_long_0': {
    params: { btLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.set_parameters': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'buildTypes.set_parameters_0': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'buildTypes.set_templates': {
    params: { btLocator: string };
    query: { optimizeSettings?: string; fields?: string };
    body: BuildTypes | undefined;
    result: BuildTypes;
  };
  'buildTypes.set_vcs_labeling_options': {
    params: { btLocator: string };
    query: {};
    body: VcsLabeling | undefined;
    result: VcsLabeling;
  };
  'buildTypes.update_vcs_root_entry': {
    params: { btLocator: string; vcsRootLocator: string };
    query: { fields?: string };
    body: VcsRootEntry | undefined;
    result: VcsRootEntry;
  };
  'buildTypes.update_vcs_root_entry_checkout_rules': {
    params: { btLocator: string; vcsRootLocator: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.move_build_type': {
    params: { btLocator: string };
    query: { targetProjectId?: string };
    body: undefined;
    result: void;
  };
  'buildTypes.get_build_parameters_of_build_type': {
    params: { btLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Properties;
  };
  'buildTypes.create_build_parameter_of_build_type': {
    params: { btLocator: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'buildTypes.update_build_parameters_of_build_type': {
    params: { btLocator: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'buildTypes.delete_build_parameters_of_build_type': {
    params: { btLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.get_build_parameter_of_build_type': {
    params: { btLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: ModelProperty;
  };
  'buildTypes.update_build_parameter_of_build_type': {
    params: { btLocator: string; name: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'buildTypes.delete_build_parameter_of_build_type': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'buildTypes.get_build_parameter_value_of_build_type': {
    params: { btLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'buildTypes.update_build_parameter_value_of_build_type': {
    params: { btLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'buildTypes.get_root': {
    params: { btLocator: string };
    query: { basePath?: string; locator?: string; fields?: string; resolveParameters?: string };
    body: undefined;
    result: Files;
  };
  'buildTypes.get_children': {
    params: { btLocator: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string; resolveParameters?: string };
    body: undefined;
    result: Files;
  };
  'buildTypes.get_children_alias': {
    params: { btLocator: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string; resolveParameters?: string };
    body: undefined;
    result: Files;
  };
  'buildTypes.get_content': {
    params: { btLocator: string; path: string };
    query: { responseBuilder?: string; resolveParameters?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'buildTypes.get_content_alias': {
    params: { btLocator: string; path: string };
    query: { resolveParameters?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'buildTypes.get_metadata': {
    params: { btLocator: string; path: string };
    query: { fields?: string; resolveParameters?: string };
    body: undefined;
    result: File;
  };
  'buildTypes.get_zipped': {
    params: { btLocator: string; path: string };
    query: { basePath?: string; locator?: string; name?: string; resolveParameters?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'builds.add_tags': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: Tags | undefined;
    result: Tags;
  };
  'builds.cancel_build': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: BuildCancelRequest | undefined;
    result: Build;
  };
  'builds.cancel_build_0': { params: { buildLocator: string }; query: {}; body: undefined; result: BuildCancelRequest };
  'builds.delete_all_parameters': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: void;
  };
  'builds.delete_build': { params: { buildLocator: string }; query: {}; body: undefined; result: void };
  'builds.delete_builds': { params: {}; query: { locator?: string }; body: undefined; result: void };
  'builds.delete_comment': { params: { buildLocator: string }; query: {}; body: undefined; result: void };
  'builds.delete_parameter': {
    params: { buildLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: void;
  };
  'builds.get_artifact_dependency_changes': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildChanges;
  };
  'builds.get_artifacts_directory': { params: { buildLocator: string }; query: {}; body: undefined; result: string };
  'builds.get_build_number': { params: { buildLocator: string }; query: {}; body: undefined; result: string };
  'builds.get_build_status_text': { params: { buildLocator: string }; query: {}; body: undefined; result: string };
  'builds.get_canceled_info': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Comment;
  };
  'builds.get_parameter': {
    params: { buildLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: ModelProperty;
  };
  'builds.get_parameter_0': {
    params: { buildLocator: string; propertyName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'builds.get_parameter_value_long': {
    params: { buildLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: string;
  };
  'builds.get_parameters': {
    params: { buildLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Properties;
  };
  'builds.get_pinned': { params: { buildLocator: string }; query: {}; body: undefined; result: string };
  'builds.get_problems': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: ProblemOccurrences;
  };
  'builds.get_resolved_parameter': {
    params: { buildLocator: string; value: string };
    query: {};
    body: undefined;
    result: string;
  };
  'builds.get_tests': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: TestOccurrences;
  };
  'builds.pin_build': { params: { buildLocator: string }; query: {}; body: string | undefined; result: void };
  'builds.unpin_build': { params: { buildLocator: string }; query: {}; body: string | undefined; result: void };
  'builds.replace_comment': { params: { buildLocator: string }; query: {}; body: string | undefined; result: void };
  'builds.replace_tags': {
    params: { buildLocator: string };
    query: { locator?: string; fields?: string };
    body: Tags | undefined;
    result: Tags;
  };
  'builds.reset_build_finish_parameters': {
    params: { buildLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'builds.serve_aggregated_build_status': {
    params: { buildLocator: string };
    query: {};
    body: undefined;
    result: string;
  };
  'builds.serve_aggregated_build_status_icon': {
    params: { buildLocator: string; suffix: string };
    query: {};
    body: undefined;
    result: Uint8Array | string;
  };
  'builds.serve_all_builds': {
    params: {};
    query: {
      buildType?: string;
      status?: string;
      triggeredByUser?: string;
      includePersonal?: string;
      includeCanceled?: string;
      onlyPinned?: string;
      tag?: string[];
      agentName?: string;
      sinceBuild?: string;
      sinceDate?: string;
      start?: string;
      count?: string;
      locator?: string;
      fields?: string;
    };
    body: undefined;
    result: Builds;
  };
  'builds.serve_build': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Build;
  };
  'builds.serve_build_actual_parameters': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'builds.serve_build_field_by_build_only': {
    params: { buildLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'builds.serve_build_related_issues': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: IssuesUsages;
  };
  'builds.serve_build_related_issues_old': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: IssuesUsages;
  };
  'builds.serve_build_statistic_value': {
    params: { buildLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'builds.serve_build_statistic_values': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'builds.serve_build_status_icon': {
    params: { buildLocator: string; suffix: string };
    query: {};
    body: undefined;
    result: Uint8Array | string;
  };
  'builds.serve_source_file': {
    params: { buildLocator: string; fileName: string };
    query: {};
    body: undefined;
    result: Uint8Array | string;
  };
  'builds.serve_tags': {
    params: { buildLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Tags;
  };
  'builds.set_build_number': { params: { buildLocator: string }; query: {}; body: string | undefined; result: string };
  'builds.set_build_status_text': {
    params: { buildLocator: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'builds.set_parameter': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'builds.set_parameter_0': {
    params: { buildLocator: string; name: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'builds.set_parameter_value_long': {
    params: { buildLocator: string; name: string };
    query: { fields?: string };
    body: string | undefined;
    result: string;
  };
  'builds.set_parameters': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'builds.get_multiple_builds': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Builds;
  };
  'builds.cancel_multiple': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: BuildCancelRequest | undefined;
    result: MultipleOperationResult;
  };
  'builds.delete_multiple_builds': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: MultipleOperationResult;
  };
  'builds.set_multiple_build_comments': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: string | undefined;
    result: MultipleOperationResult;
  };
  'builds.delete_multiple_build_comments': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: MultipleOperationResult;
  };
  'builds.pin_multiple_builds': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: PinInfo | undefined;
    result: MultipleOperationResult;
  };
  'builds.add_tags_to_multiple_builds': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: Tags | undefined;
    result: MultipleOperationResult;
  };
  'builds.remove_multiple_build_tags': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: Tags | undefined;
    result: MultipleOperationResult;
  };
  'builds.set_finished_time': { params: { buildLocator: string }; query: {}; body: undefined; result: string };
  'builds.get_build_finish_date': { params: { buildLocator: string }; query: {}; body: undefined; result: string };
  'builds.set_build_finish_date': {
    params: { buildLocator: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'builds.add_log_message_to_build': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: string | undefined;
    result: void;
  };
  'builds.get_build_output_parameters_of_build': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'builds.get_build_output_parameters': {
    params: { buildLocator: string; propertyName: string };
    query: {};
    body: undefined;
    result: string;
  };
  'builds.get_build_pin_info': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: PinInfo;
  };
  'builds.set_build_pin_info': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: PinInfo | undefined;
    result: PinInfo;
  };
  'builds.add_problem_to_build': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: string | undefined;
    result: ProblemOccurrence;
  };
  'builds.mark_build_as_running': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: string | undefined;
    result: Build;
  };
  'builds.get_build_status': { params: { buildLocator: string }; query: {}; body: undefined; result: string };
  'builds.set_build_status': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: BuildStatusUpdate | undefined;
    result: void;
  };
  'builds.get_build_vcs_labels': {
    params: { buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsLabels;
  };
  'builds.add_build_vcs_label': {
    params: { buildLocator: string };
    query: { locator?: string; fields?: string };
    body: string | undefined;
    result: VcsLabels;
  };
  'builds.get_root': {
    params: { buildLocator: string };
    query: { basePath?: string; locator?: string; fields?: string; resolveParameters?: string; logBuildUsage?: string };
    body: undefined;
    result: Files;
  };
  'builds.get_children': {
    params: { buildLocator: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string; resolveParameters?: string; logBuildUsage?: string };
    body: undefined;
    result: Files;
  };
  'builds.get_children_alias': {
    params: { buildLocator: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string; resolveParameters?: string; logBuildUsage?: string };
    body: undefined;
    result: Files;
  };
  'builds.get_content': {
    params: { buildLocator: string; path: string };
    query: { responseBuilder?: string; resolveParameters?: string; logBuildUsage?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'builds.get_content_alias': {
    params: { buildLocator: string; path: string };
    query: { resolveParameters?: string; logBuildUsage?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'builds.get_metadata': {
    params: { buildLocator: string; path: string };
    query: { fields?: string; resolveParameters?: string; logBuildUsage?: string };
    body: undefined;
    result: File;
  };
  'builds.get_zipped': {
    params: { buildLocator: string; path: string };
    query: { basePath?: string; locator?: string; name?: string; resolveParameters?: string; logBuildUsage?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'changes.serve_changes': {
    params: {};
    query: {
      project?: string;
      buildType?: string;
      build?: string;
      vcsRoot?: string;
      sinceChange?: string;
      start?: string;
      count?: string;
      locator?: string;
      fields?: string;
    };
    body: undefined;
    result: Changes;
  };
  'changes.serve_change': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Change;
  };
  'changes.get_change_field': {
    params: { changeLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'changes.get_change_attributes': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Entries;
  };
  'changes.get_change_duplicates': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Changes;
  };
  'changes.get_change_first_builds': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Builds;
  };
  'changes.get_change_issue': { params: { changeLocator: string }; query: {}; body: undefined; result: Issues };
  'changes.get_change_parent_revisions': {
    params: { changeLocator: string };
    query: {};
    body: undefined;
    result: Items;
  };
  'changes.get_change_vcs_root': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootInstance;
  };
  'changes.get_change_vcs_root_instance': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootInstance;
  };
  'changes.get_parent_changes': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Changes;
  };
  'changes.get_related_build_types': {
    params: { changeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildTypes;
  };
  'cloud.get_all_cloud_images': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: CloudImages;
  };
  'cloud.get_cloud_image': {
    params: { imageLocator: string };
    query: { fields?: string };
    body: undefined;
    result: CloudImage;
  };
  'cloud.get_all_cloud_instances': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: CloudInstances;
  };
  'cloud.start_instance': { params: {}; query: { fields?: string }; body: CloudInstance | undefined; result: void };
  'cloud.get_cloud_instance': {
    params: { instanceLocator: string };
    query: { fields?: string };
    body: undefined;
    result: CloudInstance;
  };
  'cloud.stop_instance': { params: { instanceLocator: string }; query: {}; body: undefined; result: void };
  'cloud.forse_terminate_instance': { params: { instanceLocator: string }; query: {}; body: undefined; result: void };
  'cloud.terminate_instance': { params: { instanceLocator: string }; query: {}; body: undefined; result: void };
  'cloud.get_all_cloud_profiles': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: CloudProfiles;
  };
  'cloud.get_cloud_profile': {
    params: { profileLocator: string };
    query: { fields?: string };
    body: undefined;
    result: CloudProfile;
  };
  'debug.delete_current_remember_me': { params: {}; query: {}; body: undefined; result: void };
  'debug.new_remember_me': { params: {}; query: {}; body: undefined; result: string };
  'debug.empty_task': {
    params: {};
    query: { time?: string; load?: string; memory?: string; memoryChunks?: string };
    body: undefined;
    result: string;
  };
  'debug.execute_db_query': {
    params: { query: string };
    query: { fieldDelimiter?: string; dataRetrieveQuery?: string; count?: string };
    body: undefined;
    result: string;
  };
  'debug.list_db_tables': { params: {}; query: {}; body: undefined; result: string };
  'debug.get_build_chain_optimization_log': {
    params: { buildLocator: string };
    query: {};
    body: undefined;
    result: string;
  };
  'debug.get_cached_build_promotions': {
    params: {};
    query: { buildTypeLocator?: string; fields?: string };
    body: undefined;
    result: Builds;
  };
  'debug.get_cached_build_promotions_stats': {
    params: {};
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'debug.get_cached_builds_stat': { params: {}; query: { fields?: string }; body: undefined; result: Properties };
  'debug.get_current_session': { params: {}; query: { fields?: string }; body: undefined; result: Session };
  'debug.invalidate_current_session': { params: {}; query: {}; body: undefined; result: void };
  'debug.get_current_session_max_inactive_interval': { params: {}; query: {}; body: undefined; result: string };
  'debug.set_current_session_max_inactive_interval': {
    params: {};
    query: {};
    body: string | undefined;
    result: string;
  };
  'debug.get_current_user_permissions': { params: {}; query: {}; body: undefined; result: string };
  'debug.get_date': {
    params: { dateLocator: string };
    query: { format?: string; timezone?: string };
    body: undefined;
    result: string;
  };
  'debug.get_diagnostics_perf_stats': { params: {}; query: { fields?: string }; body: undefined; result: Properties };
  'debug.get_environment_variables': { params: {}; query: { fields?: string }; body: undefined; result: Properties };
  'debug.get_system_properties': { params: {}; query: { fields?: string }; body: undefined; result: Properties };
  'debug.get_hashed': { params: { method: string }; query: { value?: string }; body: undefined; result: string };
  'debug.get_scrambled': { params: {}; query: { value?: string }; body: undefined; result: string };
  'debug.get_unscrambled': { params: {}; query: { value?: string }; body: undefined; result: string };
  'debug.get_ip_address': { params: { host: string }; query: {}; body: undefined; result: Items };
  'debug.get_raw_investigations': { params: {}; query: { fields?: string }; body: undefined; result: Investigations };
  'debug.get_request_details': { params: { extra: string }; query: {}; body: undefined; result: string };
  'debug.post_request_details': { params: { extra: string }; query: {}; body: undefined; result: string };
  'debug.put_request_details': { params: { extra: string }; query: {}; body: undefined; result: string };
  'debug.get_sessions': { params: {}; query: { manager?: string; fields?: string }; body: undefined; result: Sessions };
  'debug.get_thread_dump': {
    params: {};
    query: { lockedMonitors?: string; lockedSynchronizers?: string; detectLocks?: string };
    body: undefined;
    result: string;
  };
  'debug.get_thread_interrupted': { params: { threadLocator: string }; query: {}; body: undefined; result: string };
  'debug.interrupt_thread': { params: { threadLocator: string }; query: {}; body: string | undefined; result: string };
  'debug.save_memory_dump': { params: {}; query: { archived?: string }; body: undefined; result: string };
  'debug.schedule_checking_for_changes': {
    params: {};
    query: { locator?: string; requestor?: string; fields?: string };
    body: undefined;
    result: VcsRootInstances;
  };
  'deploymentDashboards.get_all_dashboards': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: DeploymentDashboards;
  };
  'deploymentDashboards.create_dashboard': {
    params: {};
    query: {};
    body: DeploymentDashboard | undefined;
    result: DeploymentDashboard;
  };
  'deploymentDashboards.get_dashboard': {
    params: { deploymentDashboardLocator: string };
    query: { fields?: string };
    body: undefined;
    result: DeploymentDashboard;
  };
  'deploymentDashboards.delete_dashboard': {
    params: { deploymentDashboardLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'deploymentDashboards.get_instances': {
    params: { deploymentDashboardLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: DeploymentInstances;
  };
  'deploymentDashboards.create_instance': {
    params: { deploymentDashboardLocator: string };
    query: {};
    body: DeploymentInstance | undefined;
    result: DeploymentInstance;
  };
  'deploymentDashboards.get_instance': {
    params: { deploymentDashboardLocator: string; deploymentInstanceLocator: string };
    query: { fields?: string };
    body: undefined;
    result: DeploymentInstance;
  };
  'deploymentDashboards.report_new_deployment_for_instance': {
    params: { deploymentDashboardLocator: string; deploymentInstanceLocator: string };
    query: {};
    body: DeploymentStateEntry | undefined;
    result: DeploymentInstance;
  };
  'deploymentDashboards.delete_instance': {
    params: { deploymentDashboardLocator: string; deploymentInstanceLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'health.get_health_items': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: HealthStatusItems;
  };
  'health.get_categories': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: HealthCategories;
  };
  'health.get_single_category': {
    params: { locator: string };
    query: { fields?: string };
    body: undefined;
    result: HealthCategory;
  };
  'health.get_single_health_item': {
    params: { locator: string };
    query: { fields?: string };
    body: undefined;
    result: HealthItem;
  };
  'investigations.get_investigations': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Investigations;
  };
  'investigations.create_instance': {
    params: {};
    query: { fields?: string };
    body: Investigation | undefined;
    result: Investigation;
  };
  'investigations.create_instances': {
    params: {};
    query: { fields?: string };
    body: Investigations | undefined;
    result: Investigations;
  };
  'investigations.serve_instance': {
    params: { investigationLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Investigation;
  };
  'investigations.replace_instance': {
    params: { investigationLocator: string };
    query: { fields?: string };
    body: Investigation | undefined;
    result: Investigation;
  };
  'investigations.delete_instance': {
    params: { investigationLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'mutes.get_mutes': { params: {}; query: { locator?: string; fields?: string }; body: undefined; result: Mutes };
  'mutes.create_instance': { params: {}; query: { fields?: string }; body: Mute | undefined; result: Mute };
  'mutes.create_instances': { params: {}; query: { fields?: string }; body: Mutes | undefined; result: Mutes };
  'mutes.serve_instance': {
    params: { muteLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Mute;
  };
  'mutes.delete_instance': { params: { muteLocator: string }; query: {}; body: string | undefined; result: void };
  'mutes.unmute_multiple_tests': { params: {}; query: { fields?: string }; body: Mutes | undefined; result: void };
  'pipelines.get_all_pipelines': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Pipelines;
  };
  'pipelines.get_pipeline': {
    params: { pipelineLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Pipeline;
  };
  'pipelines.get_pipeline_branches': {
    params: { pipelineLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Branches;
  };
  'pipelines.get_pipeline_run': {
    params: { pipelineLocator: string; runId: string };
    query: { fields?: string };
    body: undefined;
    result: PipelineRun;
  };
  'problemOccurrences.get_all_build_problem_occurrences': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: ProblemOccurrences;
  };
  'problemOccurrences.get_build_problem_occurrence': {
    params: { problemLocator: string };
    query: { fields?: string };
    body: undefined;
    result: ProblemOccurrence;
  };
  'problems.get_all_build_problems': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Problems;
  };
  'problems.get_build_problem': {
    params: { problemLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Problem;
  };
  'projects.create_project': { params: {}; query: {}; body: NewProjectDescription | undefined; result: Project };
  'projects.delete_project': { params: { projectLocator: string }; query: {}; body: undefined; result: void };
  'projects.create_build_type': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: NewBuildTypeDescription | undefined;
    result: BuildType;
  };
  'projects.create_build_type_template': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: NewBuildTypeDescription | undefined;
    result: BuildType;
  };
  'projects.create_secure_token': {
    params: { projectLocator: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'projects.add': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: ProjectFeature | undefined;
    result: Record<string, unknown>;
  };
  'projects.get': {
    params: { projectLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Record<string, unknown>;
  };
  'projects.delete': {
    params: { projectLocator: string; featureLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'projects.delete_all_parameters': { params: { projectLocator: string }; query: {}; body: undefined; result: void };
  'projects.delete_all_parameters_0': {
    params: { projectLocator: string; featureLocator: string };
    query: { fields?: string };
    body: undefined;
    result: void;
  };
  'projects.delete_parameter': {
    params: { projectLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'projects.delete_parameter_0': {
    params: { projectLocator: string; featureLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: void;
  };
  'projects.delete_project_agent_pools': {
    params: { projectLocator: string; agentPoolLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'projects.get_branches': {
    params: { projectLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Branches;
  };
  'projects.get_build_types_order': {
    params: { projectLocator: string };
    query: { field: string };
    body: undefined;
    result: BuildTypes;
  };
  'projects.get_default_template': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildType;
  };
  'projects.get_example_new_project_description': {
    params: { projectLocator: string };
    query: { id?: string };
    body: undefined;
    result: NewProjectDescription;
  };
  'projects.get_example_new_project_description_compatibility_version1': {
    params: { projectLocator: string };
    query: { id?: string };
    body: undefined;
    result: NewProjectDescription;
  };
  'projects.get_parameter': {
    params: { projectLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: ModelProperty;
  };
  'projects.get_parameter_0': {
    params: { projectLocator: string; featureLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: ModelProperty;
  };
  'projects.get_parameter_type': {
    params: { projectLocator: string; name: string };
    query: {};
    body: undefined;
    result: Type;
  };
  'projects.get_parameter_type_raw_value': {
    params: { projectLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'projects.serve_projects': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Projects;
  };
  'projects.serve_project': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Project;
  };
  'projects.serve_project_field': {
    params: { projectLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'projects.set_project_field': {
    params: { projectLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'projects.get_secure_value': {
    params: { projectLocator: string; token: string };
    query: {};
    body: undefined;
    result: string;
  };
  'projects.get_single': {
    params: { projectLocator: string; featureLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Record<string, unknown>;
  };
  'projects.replace': {
    params: { projectLocator: string; featureLocator: string };
    query: { fields?: string };
    body: ProjectFeature | undefined;
    result: Record<string, unknown>;
  };
  'projects.replace_all': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: ProjectFeatures | undefined;
    result: Record<string, unknown>;
  };
  'projects.get_parameter_value_long': {
    params: { projectLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'projects.get_parameter_value_long_0': {
    params: { projectLocator: string; featureLocator: string; name: string };
    query: { fields?: string };
    body: undefined;
    result: string;
  };
  'projects.get_parameters': {
    params: { projectLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Properties;
  };
  'projects.get_parameters_0': {
    params: { projectLocator: string; featureLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: Properties;
  };
  'projects.get_parent_project': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Project;
  };
  'projects.set_parent_project': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: Project | undefined;
    result: Project;
  };
  'projects.get_project_agent_pools': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: AgentPools;
  };
  'projects.set_project_agent_pools': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: AgentPools | undefined;
    result: AgentPools;
  };
  'projects.set_project_agent_pools_0': {
    params: { projectLocator: string };
    query: {};
    body: AgentPool | undefined;
    result: AgentPool;
  };
  'projects.get_projects_order': { params: { projectLocator: string }; query: {}; body: undefined; result: Projects };
  'projects.set_projects_order': {
    params: { projectLocator: string };
    query: {};
    body: Projects | undefined;
    result: Projects;
  };
  'projects.set_build_types_order': {
    params: { projectLocator: string };
    query: {};
    body: BuildTypes | undefined;
    result: BuildTypes;
  };
  'projects.get_settings_file': { params: { projectLocator: string }; query: {}; body: undefined; result: string };
  'projects.reload_settings_file': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Project;
  };
  'projects.remove_default_template': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: void;
  };
  'projects.set_default_template': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: BuildType | undefined;
    result: BuildType;
  };
  'projects.serve_build_field_with_project': {
    params: { projectLocator: string; btLocator: string; buildLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'projects.serve_build_type': {
    params: { projectLocator: string; btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildType;
  };
  'projects.serve_build_type_field_with_project': {
    params: { projectLocator: string; btLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'projects.serve_build_type_templates': {
    params: { projectLocator: string; btLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildType;
  };
  'projects.serve_build_types_in_project': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildTypes;
  };
  'projects.serve_build_with_project': {
    params: { projectLocator: string; btLocator: string; buildLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Build;
  };
  'projects.serve_builds': {
    params: { projectLocator: string; btLocator: string };
    query: {
      status?: string;
      triggeredByUser?: string;
      includePersonal?: string;
      includeCanceled?: string;
      onlyPinned?: string;
      tag?: string[];
      agentName?: string;
      sinceBuild?: string;
      sinceDate?: string;
      start?: string;
      count?: string;
      locator?: string;
      fields?: string;
    };
    body: undefined;
    result: Builds;
  };
  'projects.serve_templates_in_project': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: BuildTypes;
  };
  'projects.set_parameter': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'projects.set_parameter_0': {
    params: { projectLocator: string; name: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'projects.set_parameter_1': {
    params: { projectLocator: string; featureLocator: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'projects.set_parameter_2': {
    params: { projectLocator: string; featureLocator: string; name: string };
    query: { fields?: string };
    body: ModelProperty | undefined;
    result: ModelProperty;
  };
  'projects.set_parameter_type': {
    params: { projectLocator: string; name: string };
    query: {};
    body: Type | undefined;
    result: Type;
  };
  'projects.set_parameter_type_raw_value': {
    params: { projectLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'projects.set_parameter_value_long': {
    params: { projectLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'projects.set_parameter_value_long_0': {
    params: { projectLocator: string; featureLocator: string; name: string };
    query: { fields?: string };
    body: string | undefined;
    result: string;
  };
  'projects.set_parameters': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'projects.set_parameters_0': {
    params: { projectLocator: string; featureLocator: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'projects.get_versioned_settings_projects_to_load': {
    params: { locator: string };
    query: { fields?: string };
    body: undefined;
    result: Projects;
  };
  'projects.check_for_versioned_settings_changes': {
    params: { locator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'projects.commit_current_settings': { params: { locator: string }; query: {}; body: undefined; result: void };
  'projects.get_versioned_settings_config': {
    params: { locator: string };
    query: { fields?: string };
    body: undefined;
    result: VersionedSettingsConfig;
  };
  'projects.set_versioned_settings_config': {
    params: { locator: string };
    query: { fields?: string };
    body: VersionedSettingsConfig | undefined;
    result: VersionedSettingsConfig;
  };
  'projects.get_versioned_settings_config_parameter': {
    params: { locator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'projects.set_versioned_settings_config_parameter': {
    params: { locator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'projects.delete_versioned_settings_config_parameter': {
    params: { locator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'projects.get_versioned_settings_context_parameters': {
    params: { locator: string };
    query: {};
    body: undefined;
    result: VersionedSettingsContextParameters;
  };
  'projects.set_versioned_settings_context_parameters': {
    params: { locator: string };
    query: {};
    body: VersionedSettingsContextParameters | undefined;
    result: VersionedSettingsContextParameters;
  };
  'projects.load_settings_from_vcs': {
    params: { locator: string };
    query: { fields?: string };
    body: undefined;
    result: Projects;
  };
  'projects.get_versioned_settings_status': {
    params: { locator: string };
    query: { fields?: string };
    body: undefined;
    result: VersionedSettingsStatus;
  };
  'projects.get_versioned_settings_tokens': {
    params: { locator: string };
    query: { status?: string };
    body: undefined;
    result: VersionedSettingsTokens;
  };
  'projects.add_versioned_settings_tokens': {
    params: { locator: string };
    query: {};
    body: VersionedSettingsTokens | undefined;
    result: VersionedSettingsTokens;
  };
  'projects.delete_versioned_settings_tokens': {
    params: { locator: string };
    query: {};
    body: VersionedSettingsTokens | undefined;
    result: VersionedSettingsTokens;
  };
  'projects.get_default_value_sets': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: TypedValueSets;
  };
  'projects.get_deployment_dashboards_in_project': {
    params: { projectLocator: string };
    query: { fields?: string };
    body: undefined;
    result: DeploymentDashboards;
  };
  'projects.get_deployment_dashboard_in_project': {
    params: { projectLocator: string; dashboardLocator: string };
    query: { fields?: string };
    body: undefined;
    result: DeploymentDashboard;
  };
  'projects.get_ssh_keys': { params: { projectLocator: string }; query: {}; body: undefined; result: SshKeys };
  'projects.upload_ssh_key': {
    params: { projectLocator: string };
    query: { fileName: string };
    body: string;
    result: void;
  };
  'projects.generate_ssh_key': {
    params: { projectLocator: string };
    query: { keyName: string; keyType: string };
    body: undefined;
    result: SshKey;
  };
  'projects.delete_ssh_key': {
    params: { projectLocator: string; sshKeyName: string };
    query: {};
    body: undefined;
    result: void;
  };
  'roles.get_roles': { params: {}; query: { fields?: string }; body: undefined; result: Roles };
  'roles.create_role': { params: {}; query: { fields?: string }; body: Role | undefined; result: Role };
  'roles.get_role': { params: { id: string }; query: { fields?: string }; body: undefined; result: Role };
  'roles.delete_role': { params: { id: string }; query: {}; body: undefined; result: void };
  'roles.add_included_role': {
    params: { roleId: string; includedId: string };
    query: { fields?: string };
    body: undefined;
    result: Role;
  };
  'roles.remove_included_role': {
    params: { roleId: string; includedId: string };
    query: { fields?: string };
    body: undefined;
    result: Role;
  };
  'roles.add_permission': {
    params: { roleId: string; permissionId: string };
    query: { fields?: string };
    body: undefined;
    result: Role;
  };
  'roles.remove_permission': {
    params: { roleId: string; permissionId: string };
    query: { fields?: string };
    body: undefined;
    result: Role;
  };
  'root.serve_root': { params: {}; query: {}; body: undefined; result: string };
  'root.serve_api_version': { params: {}; query: {}; body: undefined; result: string };
  'root.serve_version': { params: {}; query: {}; body: undefined; result: string };
  'root.serve_plugin_info': { params: {}; query: { fields?: string }; body: undefined; result: string };
  'root.serve_build_field_short': {
    params: { projectLocator: string; btLocator: string; buildLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'server.serve_server_info': { params: {}; query: { fields?: string }; body: undefined; result: Server };
  'server.serve_server_version': { params: { field: string }; query: {}; body: undefined; result: string };
  'server.serve_plugins': { params: {}; query: { fields?: string }; body: undefined; result: Plugins };
  'server.get_licensing_data': { params: {}; query: { fields?: string }; body: undefined; result: LicensingData };
  'server.get_license_keys': { params: {}; query: { fields?: string }; body: undefined; result: LicenseKeys };
  'server.add_license_keys': { params: {}; query: { fields?: string }; body: string | undefined; result: LicenseKeys };
  'server.get_license_key': {
    params: { licenseKey: string };
    query: { fields?: string };
    body: undefined;
    result: LicenseKey;
  };
  'server.delete_license_key': { params: { licenseKey: string }; query: {}; body: undefined; result: void };
  'server.get_backup_status': { params: {}; query: {}; body: undefined; result: string };
  'server.start_backup': {
    params: {};
    query: {
      fileName?: string;
      addTimestamp?: string;
      includeConfigs?: string;
      includeDatabase?: string;
      includeBuildLogs?: string;
      includePersonalChanges?: string;
      includeRunningBuilds?: string;
      includeSupplimentaryData?: string;
    };
    body: undefined;
    result: string;
  };
  'server.get_auth_settings': { params: {}; query: {}; body: undefined; result: ServerAuthSettings };
  'server.set_auth_settings': {
    params: {};
    query: {};
    body: ServerAuthSettings | undefined;
    result: ServerAuthSettings;
  };
  'server.get_cleanup_settings': { params: {}; query: {}; body: undefined; result: Cleanup };
  'server.set_cleanup_settings': { params: {}; query: {}; body: Cleanup | undefined; result: Cleanup };
  'server.get_global_settings': { params: {}; query: {}; body: undefined; result: ServerGlobalSettings };
  'server.set_global_settings': {
    params: {};
    query: {};
    body: ServerGlobalSettings | undefined;
    result: ServerGlobalSettings;
  };
  'server.get_all_metrics': { params: {}; query: { fields?: string }; body: undefined; result: Metrics };
  'server.get_all_nodes': { params: {}; query: { locator?: string; fields?: string }; body: undefined; result: Nodes };
  'server.get_node': { params: { nodeLocator: string }; query: { fields?: string }; body: undefined; result: Node };
  'server.get_disabled_responsibilities': {
    params: { nodeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: DisabledResponsibilities;
  };
  'server.get_effective_responsibilities': {
    params: { nodeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: EffectiveResponsibilities;
  };
  'server.get_enabled_responsibilities': {
    params: { nodeLocator: string };
    query: { fields?: string };
    body: undefined;
    result: EnabledResponsibilities;
  };
  'server.change_node_responsibility': {
    params: { nodeLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: EnabledResponsibilities;
  };
  'server.get_root': {
    params: { areaId: string };
    query: { basePath?: string; locator?: string; fields?: string };
    body: undefined;
    result: Files;
  };
  'server.get_children': {
    params: { areaId: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string };
    body: undefined;
    result: Files;
  };
  'server.get_children_alias': {
    params: { areaId: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string };
    body: undefined;
    result: Files;
  };
  'server.get_content': {
    params: { areaId: string; path: string };
    query: { responseBuilder?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'server.get_content_alias': {
    params: { areaId: string; path: string };
    query: {};
    body: undefined;
    result: Uint8Array | string;
  };
  'server.get_metadata': {
    params: { areaId: string; path: string };
    query: { fields?: string };
    body: undefined;
    result: File;
  };
  'server.get_zipped': {
    params: { areaId: string; path: string };
    query: { basePath?: string; locator?: string; name?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'testOccurrences.get_all_test_occurrences': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: TestOccurrences;
  };
  'testOccurrences.get_test_occurrence': {
    params: { testLocator: string };
    query: { fields?: string };
    body: undefined;
    result: TestOccurrence;
  };
  'tests.get_tests': { params: {}; query: { locator?: string; fields?: string }; body: undefined; result: Tests };
  'tests.get_test': { params: { testLocator: string }; query: { fields?: string }; body: undefined; result: Test };
  'userGroups.serve_groups': { params: {}; query: { fields?: string }; body: undefined; result: Groups };
  'userGroups.add_group': { params: {}; query: { fields?: string }; body: Group | undefined; result: Group };
  'userGroups.serve_group': {
    params: { groupLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Group;
  };
  'userGroups.delete_group': { params: { groupLocator: string }; query: {}; body: undefined; result: void };
  'userGroups.get_parent_groups': {
    params: { groupLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Groups;
  };
  'userGroups.set_parent_groups': {
    params: { groupLocator: string };
    query: { fields?: string };
    body: Groups | undefined;
    result: Groups;
  };
  'userGroups.list_roles': { params: { groupLocator: string }; query: {}; body: undefined; result: Roles };
  'userGroups.add_role': { params: { groupLocator: string }; query: {}; body: Role | undefined; result: Role };
  'userGroups.set_roles': { params: { groupLocator: string }; query: {}; body: Roles | undefined; result: Roles };
  'userGroups.list_role': {
    params: { groupLocator: string; roleId: string; scope: string };
    query: {};
    body: undefined;
    result: Role;
  };
  'userGroups.add_role_simple': {
    params: { groupLocator: string; roleId: string; scope: string };
    query: {};
    body: undefined;
    result: Role;
  };
  'userGroups.delete_role': {
    params: { groupLocator: string; roleId: string; scope: string };
    query: {};
    body: undefined;
    result: void;
  };
  'userGroups.get_permissions': { params: { groupLocator: string }; query: {}; body: undefined; result: string };
  'userGroups.get_properties': {
    params: { groupLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'userGroups.serve_user_properties': {
    params: { groupLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'userGroups.put_user_property': {
    params: { groupLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'userGroups.remove_user_property': {
    params: { groupLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'users.serve_users': { params: {}; query: { locator?: string; fields?: string }; body: undefined; result: Users };
  'users.create_user': { params: {}; query: { fields?: string }; body: User | undefined; result: User };
  'users.serve_user': { params: { userLocator: string }; query: { fields?: string }; body: undefined; result: User };
  'users.update_user': {
    params: { userLocator: string };
    query: { fields?: string };
    body: User | undefined;
    result: User;
  };
  'users.delete_user': { params: { userLocator: string }; query: {}; body: undefined; result: void };
  'users.serve_user_field': {
    params: { userLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'users.set_user_field': {
    params: { userLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'users.delete_user_field': {
    params: { userLocator: string; field: string };
    query: {};
    body: undefined;
    result: void;
  };
  'users.get_groups': { params: { userLocator: string }; query: { fields?: string }; body: undefined; result: Groups };
  'users.add_group': {
    params: { userLocator: string };
    query: { fields?: string };
    body: Group | undefined;
    result: Group;
  };
  'users.replace_groups': {
    params: { userLocator: string };
    query: { fields?: string };
    body: Groups | undefined;
    result: Groups;
  };
  'users.get_group': {
    params: { userLocator: string; groupLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Group;
  };
  'users.remove_group': {
    params: { userLocator: string; groupLocator: string };
    query: { fields?: string };
    body: undefined;
    result: void;
  };
  'users.list_roles': { params: { userLocator: string }; query: {}; body: undefined; result: Roles };
  'users.add_role': { params: { userLocator: string }; query: {}; body: Role | undefined; result: Role };
  'users.replace_roles': { params: { userLocator: string }; query: {}; body: Roles | undefined; result: Roles };
  'users.list_role': {
    params: { userLocator: string; roleId: string; scope: string };
    query: {};
    body: undefined;
    result: Role;
  };
  'users.add_role_simple': {
    params: { userLocator: string; roleId: string; scope: string };
    query: {};
    body: undefined;
    result: Role;
  };
  'users.add_role_simple_post': {
    params: { userLocator: string; roleId: string; scope: string };
    query: {};
    body: undefined;
    result: void;
  };
  'users.delete_role': {
    params: { userLocator: string; roleId: string; scope: string };
    query: {};
    body: undefined;
    result: void;
  };
  'users.get_permissions_0': {
    params: { userLocator: string };
    query: { locator?: string; fields?: string };
    body: undefined;
    result: PermissionAssignments;
  };
  'users.get_permissions': { params: { userLocator: string }; query: {}; body: undefined; result: string };
  'users.delete_remember_me': { params: { userLocator: string }; query: {}; body: undefined; result: void };
  'users.serve_user_properties': {
    params: { userLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'users.serve_user_property': {
    params: { userLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'users.put_user_property': {
    params: { userLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'users.remove_user_property': {
    params: { userLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'users.logout_user': { params: { userLocator: string }; query: {}; body: undefined; result: void };
  'users.get_user_tokens': {
    params: { userLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Tokens;
  };
  'users.add_user_token': {
    params: { userLocator: string };
    query: { fields?: string };
    body: Token | undefined;
    result: Token;
  };
  'users.delete_user_token': {
    params: { userLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'vcsRootInstances.serve_instances': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: VcsRootInstances;
  };
  'vcsRootInstances.serve_instance': {
    params: { vcsRootInstanceLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootInstance;
  };
  'vcsRootInstances.serve_instance_field': {
    params: { vcsRootInstanceLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'vcsRootInstances.set_instance_field': {
    params: { vcsRootInstanceLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'vcsRootInstances.delete_instance_field': {
    params: { vcsRootInstanceLocator: string; field: string };
    query: {};
    body: undefined;
    result: void;
  };
  'vcsRootInstances.serve_root_instance_properties': {
    params: { vcsRootInstanceLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'vcsRootInstances.get_repository_state': {
    params: { vcsRootInstanceLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Entries;
  };
  'vcsRootInstances.set_repository_state': {
    params: { vcsRootInstanceLocator: string };
    query: { fields?: string };
    body: Entries | undefined;
    result: Entries;
  };
  'vcsRootInstances.delete_repository_state': {
    params: { vcsRootInstanceLocator: string };
    query: {};
    body: undefined;
    result: void;
  };
  'vcsRootInstances.get_repository_state_creation_date': {
    params: { vcsRootInstanceLocator: string };
    query: {};
    body: undefined;
    result: string;
  };
  'vcsRootInstances.schedule_checking_for_changes': {
    params: {};
    query: { locator?: string; requestor?: string; fields?: string };
    body: undefined;
    result: VcsRootInstances;
  };
  'vcsRootInstances.schedule_checking_for_changes_0': {
    params: {};
    query: { locator?: string; okOnNothingFound?: string };
    body: undefined;
    result: string;
  };
  'vcsRootInstances.get_root': {
    params: { vcsRootInstanceLocator: string };
    query: { basePath?: string; locator?: string; fields?: string };
    body: undefined;
    result: Files;
  };
  'vcsRootInstances.get_children': {
    params: { vcsRootInstanceLocator: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string };
    body: undefined;
    result: Files;
  };
  'vcsRootInstances.get_children_alias': {
    params: { vcsRootInstanceLocator: string; path: string };
    query: { basePath?: string; locator?: string; fields?: string };
    body: undefined;
    result: Files;
  };
  'vcsRootInstances.get_content': {
    params: { vcsRootInstanceLocator: string; path: string };
    query: { responseBuilder?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'vcsRootInstances.get_content_alias': {
    params: { vcsRootInstanceLocator: string; path: string };
    query: {};
    body: undefined;
    result: Uint8Array | string;
  };
  'vcsRootInstances.get_metadata': {
    params: { vcsRootInstanceLocator: string; path: string };
    query: { fields?: string };
    body: undefined;
    result: File;
  };
  'vcsRootInstances.get_zipped': {
    params: { vcsRootInstanceLocator: string; path: string };
    query: { basePath?: string; locator?: string; name?: string };
    body: undefined;
    result: Uint8Array | string;
  };
  'vcsRoots.serve_roots': {
    params: {};
    query: { locator?: string; fields?: string };
    body: undefined;
    result: VcsRoots;
  };
  'vcsRoots.add_root': { params: {}; query: { fields?: string }; body: VcsRoot | undefined; result: VcsRoot };
  'vcsRoots.serve_root': {
    params: { vcsRootLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRoot;
  };
  'vcsRoots.delete_root': { params: { vcsRootLocator: string }; query: {}; body: undefined; result: void };
  'vcsRoots.serve_field': {
    params: { vcsRootLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'vcsRoots.set_field': {
    params: { vcsRootLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'vcsRoots.serve_properties': {
    params: { vcsRootLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'vcsRoots.change_properties': {
    params: { vcsRootLocator: string };
    query: { fields?: string };
    body: Properties | undefined;
    result: Properties;
  };
  'vcsRoots.delete_all_properties': { params: { vcsRootLocator: string }; query: {}; body: undefined; result: void };
  'vcsRoots.serve_property': {
    params: { vcsRootLocator: string; name: string };
    query: {};
    body: undefined;
    result: string;
  };
  'vcsRoots.put_parameter': {
    params: { vcsRootLocator: string; name: string };
    query: {};
    body: string | undefined;
    result: string;
  };
  'vcsRoots.delete_parameter': {
    params: { vcsRootLocator: string; name: string };
    query: {};
    body: undefined;
    result: void;
  };
  'vcsRoots.get_settings_file': { params: { vcsRootLocator: string }; query: {}; body: undefined; result: string };
  'vcsRoots.serve_root_instances': {
    params: { vcsRootLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootInstances;
  };
  'vcsRoots.serve_root_instance': {
    params: { vcsRootLocator: string; vcsRootInstanceLocator: string };
    query: { fields?: string };
    body: undefined;
    result: VcsRootInstance;
  };
  'vcsRoots.serve_root_instance_properties': {
    params: { vcsRootLocator: string; vcsRootInstanceLocator: string };
    query: { fields?: string };
    body: undefined;
    result: Properties;
  };
  'vcsRoots.serve_instance_field': {
    params: { vcsRootLocator: string; vcsRootInstanceLocator: string; field: string };
    query: {};
    body: undefined;
    result: string;
  };
  'vcsRoots.set_instance_field': {
    params: { vcsRootLocator: string; vcsRootInstanceLocator: string; field: string };
    query: {};
    body: string | undefined;
    result: string;
  };
}

const agentPoolLocatorParam: PathParam = {
  name: 'agentPoolLocator',
  locator: 'AgentPool',
  description: 'Which agent pool',
};
const projectLocatorParam: PathParam = { name: 'projectLocator', locator: 'Project', description: 'Which project' };
const agentLocatorParam: PathParam = { name: 'agentLocator', locator: 'Agent', description: 'Which agent' };
const userLocatorParam: PathParam = { name: 'userLocator', locator: 'User', description: 'Which user' };
const queuedBuildLocatorParam: PathParam = {
  name: 'queuedBuildLocator',
  locator: 'BuildQueue',
  description: 'Which queued build: its id (`id:123`), or a queue locator',
};
const btLocatorParam: PathParam = { name: 'btLocator', locator: 'BuildType', description: 'Which build configuration' };
const artifactDepLocatorParam: PathParam = {
  name: 'artifactDepLocator',
  description: "The dependency's id (`ARTIFACT_DEPENDENCY_1`), bare or as `id:...`",
};
const fieldNameParam: PathParam = { name: 'fieldName', description: 'The setting: `disabled`' };
const featureIdParam: PathParam = { name: 'featureId', description: "The feature's id (`BUILD_EXT_1`)" };
const agentRequirementLocatorParam: PathParam = {
  name: 'agentRequirementLocator',
  description: "The requirement's id (`RQ_1`)",
};
const snapshotDepLocatorParam: PathParam = {
  name: 'snapshotDepLocator',
  description: "Which dependency: its source build configuration's id, or `buildType:(<locator>)`",
};
const stepIdParam: PathParam = { name: 'stepId', description: "The step's id (`RUNNER_1`)" };
const triggerLocatorParam: PathParam = { name: 'triggerLocator', description: "The trigger's id (`TRIGGER_1`)" };
const vcsRootLocatorParam: PathParam = { name: 'vcsRootLocator', locator: 'VcsRoot', description: 'Which VCS root' };
const buildLocatorParam: PathParam = { name: 'buildLocator', locator: 'Build', description: 'Which build' };
const fieldParam: PathParam = {
  name: 'field',
  description:
    'The field: `number`, `status`, `statusText`, `state`, `id`, `branchName`, `startDate`, `finishDate`, ...',
};
const nameParam: PathParam = { name: 'name', description: "The parameter's full name (`env.JAVA_HOME`)" };
const nameParam2: PathParam = {
  name: 'name',
  description: "The setting's name (`artifactRules`, `buildNumberPattern`, `executionTimeoutMin`, ...)",
};
const nameParam3: PathParam = { name: 'name', description: "The output parameter's name" };
const pathParam: PathParam = { name: 'path', description: "The folder's path (`dist/lib`)" };
const pathParam2: PathParam = {
  name: 'path',
  description: "The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive",
};
const pathParam3: PathParam = { name: 'path', description: "The file's or folder's path (`dist/app.zip`)" };
const pathParam4: PathParam = { name: 'path', description: "The folder's path (`dist`); empty for everything" };
const nameParam4: PathParam = { name: 'name', description: "The attribute's name" };
const buildLocatorParam2: PathParam = {
  name: 'buildLocator',
  locator: 'Build',
  description: 'Which builds, as a build locator',
};
const changeLocatorParam: PathParam = { name: 'changeLocator', locator: 'Change', description: 'Which change' };
const instanceLocatorParam: PathParam = {
  name: 'instanceLocator',
  description: 'Which instance: `id:...`, or `profileId:...,imageId:...,id:...`',
};
const deploymentDashboardLocatorParam: PathParam = {
  name: 'deploymentDashboardLocator',
  locator: 'DeploymentDashboard',
  description: 'Which deployment dashboard',
};
const deploymentInstanceLocatorParam: PathParam = {
  name: 'deploymentInstanceLocator',
  locator: 'DeploymentInstance',
  description: 'Which deployment instance',
};
const investigationLocatorParam: PathParam = {
  name: 'investigationLocator',
  locator: 'Investigation',
  description: 'Which investigation',
};
const pipelineLocatorParam: PathParam = {
  name: 'pipelineLocator',
  description: 'Which pipeline: `id:<pipeline id>`, or the bare id',
};
const featureLocatorParam: PathParam = {
  name: 'featureLocator',
  description: 'Which feature: its id (`PROJECT_EXT_1`), or `type:...`',
};
const nameParam5: PathParam = { name: 'name', description: "The property's name" };
const locatorParam: PathParam = { name: 'locator', locator: 'Project', description: 'Which project' };
const nameParam6: PathParam = {
  name: 'name',
  description: "The parameter's name (`format`, `synchronizationMode`, `vcsRootId`, ...)",
};
const roleIdParam: PathParam = { name: 'roleId', description: "The role's id (`PROJECT_DEVELOPER`)" };
const nodeLocatorParam: PathParam = { name: 'nodeLocator', locator: 'TeamCityNode', description: 'Which server node' };
const areaIdParam: PathParam = {
  name: 'areaId',
  description:
    'The area: `logs` (needs the permission to manage the server installation), `backups` or `dataDirectory`',
};
const groupLocatorParam: PathParam = { name: 'groupLocator', locator: 'UserGroup', description: 'Which user group' };
const scopeParam: PathParam = {
  name: 'scope',
  description: 'Where: `g` for the whole server, `p:App` for the project with id `App`',
};
const vcsRootInstanceLocatorParam: PathParam = {
  name: 'vcsRootInstanceLocator',
  locator: 'VcsRootInstance',
  description: 'Which VCS root instance',
};
const nameParam7: PathParam = {
  name: 'name',
  description: "The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...)",
};
const fieldsQuery: QueryRow = { name: 'fields', description: 'Which fields to send: a fields string (`id,name`)' };
const statusQuery: QueryRow = {
  name: 'status',
  description: "Legacy: the locator's `status` dimension (`SUCCESS`, `FAILURE`, `ERROR`)",
};
const triggeredByUserQuery: QueryRow = {
  name: 'triggered_by_user',
  description: "Legacy: the locator's `user` dimension",
};
const includePersonalQuery: QueryRow = {
  name: 'include_personal',
  type: 'boolean',
  description: "Legacy: the locator's `personal:any`",
};
const includeCanceledQuery: QueryRow = {
  name: 'include_canceled',
  type: 'boolean',
  description: "Legacy: the locator's `canceled:any`",
};
const onlyPinnedQuery: QueryRow = {
  name: 'only_pinned',
  type: 'boolean',
  description: "Legacy: the locator's `pinned:true`",
};
const tagQuery: QueryRow = { name: 'tag', type: 'string[]', description: "Legacy: the locator's `tag` dimension" };
const agentNameQuery: QueryRow = { name: 'agent_name', description: "Legacy: the locator's `agentName` dimension" };
const sinceBuildQuery: QueryRow = { name: 'since_build', description: "Legacy: the locator's `sinceBuild` dimension" };
const sinceDateQuery: QueryRow = { name: 'since_date', description: "Legacy: the locator's `sinceDate` dimension" };
const startQuery: QueryRow = { name: 'start', type: 'integer', description: "Legacy: the locator's `start` dimension" };
const countQuery: QueryRow = { name: 'count', type: 'integer', description: "Legacy: the locator's `count` dimension" };
const locatorQuery: QueryRow = {
  name: 'locator',
  locator: 'Build',
  description: 'A build locator that filters the list',
};
const basePathQuery: QueryRow = {
  name: 'base_path',
  description: 'Give names relative to this folder instead of the top',
};
const locatorQuery2: QueryRow = {
  name: 'locator',
  description: 'Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`',
};
const resolveParametersQuery: QueryRow = {
  name: 'resolve_parameters',
  type: 'boolean',
  description: "Resolve `%parameter%` references in the path with the build configuration's parameters",
};
const responseBuilderQuery: QueryRow = {
  name: 'response_builder',
  description:
    '`coreWithDownloadProcessor` (the default), `core`, or `rest` (the pre-2017.1 way); others are refused (400)',
};
const basePathQuery2: QueryRow = { name: 'base_path', description: 'Name the entries relative to this folder' };
const locatorQuery3: QueryRow = {
  name: 'locator',
  description: 'Which files: `pattern:+:*.log`, `recursive:true`, `browseArchives:true`, `hidden:true`',
};
const nameQuery: QueryRow = { name: 'name', description: 'The file name TeamCity gives the archive in its answer' };
const fields2Query: QueryRow = {
  name: 'fields2',
  description: "TeamCity's `fields` listed a second time by the seeds: give one of the two",
};
const resolveParametersQuery2: QueryRow = {
  name: 'resolve_parameters',
  type: 'boolean',
  description: "Resolve `%parameter%` references in the path with the build's parameters",
};
const logBuildUsageQuery: QueryRow = {
  name: 'log_build_usage',
  type: 'boolean',
  description: "Record the download as a use of the build's artifacts (as an artifact dependency would)",
};
const locatorQuery4: QueryRow = {
  name: 'locator',
  locator: 'VcsRootInstance',
  description: 'A VCS root instance locator that filters the list',
};

const agentPoolsRows: TableRow<OperationId>[] = [
  {
    id: 'agentPools.get_pools',
    query: [
      { name: 'locator', locator: 'AgentPool', description: 'An agent pool locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'AgentPools',
    from: 'seed',
    since: '2018.1',
    summary: 'List agent pools',
    description:
      'Every agent pool, the Default pool (id 0) included; a locator narrows the list (`name:Linux`, `project:(id:App)`).',
    op: agentPools.getPoolsOp,
  },
  {
    id: 'agentPools.create_pool',
    body: {
      type: 'AgentPool',
      description: 'The pool to create, with its `name` (and optionally `maxAgents` and `projects`)',
    },
    returns: 'AgentPool',
    from: 'seed',
    since: '2018.1',
    summary: 'Create an agent pool',
    description:
      'The body needs `name`; `maxAgents` caps how many agents the pool may hold, and `projects` assigns projects at once. A body with `agents` is refused (400): move agents in afterwards with `addAgent`. A name already in use is refused too. Returns the new pool in full.',
    op: agentPools.createPoolOp,
  },
  {
    id: 'agentPools.get_pool',
    pathParams: [agentPoolLocatorParam],
    query: [fieldsQuery],
    returns: 'AgentPool',
    from: 'seed',
    since: '2018.1',
    summary: 'Get an agent pool',
    op: agentPools.getPoolOp,
  },
  {
    id: 'agentPools.delete_pool',
    pathParams: [agentPoolLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete an agent pool',
    description: 'Its agents move back to the Default pool. The Default pool itself cannot be deleted (400).',
    op: agentPools.deletePoolOp,
  },
  {
    id: 'agentPools.get_field',
    pathParams: [agentPoolLocatorParam, { name: 'field', description: 'The field to read: `name` or `maxAgents`' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of an agent pool as text',
    op: agentPools.getFieldOp,
  },
  {
    id: 'agentPools.set_field',
    pathParams: [
      agentPoolLocatorParam,
      { name: 'field', description: 'The field to set: `name` or `maxAgents` (an empty name is refused)' },
    ],
    body: { type: 'string', description: 'The new value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Rename an agent pool or change its agent limit',
    description: "Sets one field from a plain-text body and answers the field's new value.",
    op: agentPools.setFieldOp,
  },
  {
    id: 'agentPools.get_pool_agents',
    pathParams: [agentPoolLocatorParam],
    query: [{ name: 'locator', locator: 'Agent', description: 'An agent locator that filters the list' }, fieldsQuery],
    returns: 'Agents',
    from: 'seed',
    since: '2018.1',
    summary: 'List the agents of an agent pool',
    description:
      "The locator narrows the pool's agents with the usual agent dimensions (`connected:true`, `enabled:false`).",
    op: agentPools.getPoolAgentsOp,
  },
  {
    id: 'agentPools.add_agent',
    pathParams: [agentPoolLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'Agent',
      description: "The agent to move, found by what it names (`{ id: 5 }` or `{ name: 'agent-1' }`)",
    },
    returns: 'Agent',
    from: 'seed',
    since: '2018.1',
    summary: 'Move an agent into an agent pool',
    description: 'An agent belongs to one pool at a time, so this takes it out of its current pool. Returns the agent.',
    op: agentPools.addAgentOp,
  },
  {
    id: 'agentPools.get_pool_projects',
    pathParams: [agentPoolLocatorParam],
    query: [fieldsQuery],
    returns: 'Projects',
    from: 'seed',
    since: '2018.1',
    summary: 'List the projects assigned to an agent pool',
    op: agentPools.getPoolProjectsOp,
  },
  {
    id: 'agentPools.add_project',
    pathParams: [agentPoolLocatorParam],
    body: { type: 'Project', description: "The project to assign, found by what it names (`{ id: 'App' }`)" },
    returns: 'Project',
    from: 'seed',
    since: '2018.1',
    summary: 'Assign a project to an agent pool',
    description:
      "Adds the project to the pool's projects (others stay); builds of the project may then run on the pool's agents.",
    op: agentPools.addProjectOp,
  },
  {
    id: 'agentPools.replace_projects',
    pathParams: [agentPoolLocatorParam],
    body: {
      type: 'Projects',
      description: "The projects the pool should have, each found by what it names (`{ project: [{ id: 'App' }] }`)",
    },
    returns: 'Projects',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the set of projects assigned to an agent pool',
    description:
      "The pool ends up with exactly the posted projects; every other project is unassigned from it. Returns the pool's projects.",
    op: agentPools.replaceProjectsOp,
  },
  {
    id: 'agentPools.delete_projects',
    pathParams: [agentPoolLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Unassign every project from an agent pool',
    op: agentPools.deleteProjectsOp,
  },
  {
    id: 'agentPools.get_pool_project',
    pathParams: [agentPoolLocatorParam, projectLocatorParam],
    query: [fieldsQuery],
    returns: 'Project',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a project through an agent pool',
    description: 'Returns the project the locator finds; TeamCity does not check that the pool has it assigned.',
    op: agentPools.getPoolProjectOp,
  },
  {
    id: 'agentPools.delete_pool_project',
    pathParams: [agentPoolLocatorParam, projectLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Unassign one project from an agent pool',
    op: agentPools.deletePoolProjectOp,
  },
  {
    id: 'agentPools.generate_automatic_agent_authorization_tokens',
    pathParams: [agentPoolLocatorParam],
    body: {
      type: 'AuthorizationTokensRequirements',
      description: 'How many tokens and for how long: `{ count: 10, timeToLiveSeconds: 86400 }`',
    },
    returns: 'Items',
    from: 'reference',
    since: '2025.x',
    summary: 'Make one-time tokens that authorize new agents into an agent pool',
    description:
      "Each token lets one agent that registers with it be authorized in this pool without a person's approval. The body says how many tokens to make (`count`) and how long they live (`timeToLiveSeconds`); the answer lists them as `item` strings. Added after TeamCity 2023.11.",
    op: agentPools.generateAutomaticAgentAuthorizationTokensOp,
  },
];

const agentTypesRows: TableRow<OperationId>[] = [
  {
    id: 'agentTypes.get_agent_type',
    pathParams: [
      {
        name: 'agentTypeLocator',
        locator: 'AgentType',
        description: "Which agent type: its id (a bare number), or `agent:(<agent locator>)` for an agent's type",
      },
    ],
    query: [fieldsQuery],
    returns: 'AgentType',
    from: 'reference',
    since: '2023.11',
    summary: 'Get an agent type (the OS, CPU and environment an agent or cloud image offers)',
    description:
      "An agent type is what agents of one kind share, for example the agents started from one cloud image; its id is an agent's `typeId`.",
    op: agentTypes.getAgentTypeOp,
  },
];

const agentsRows: TableRow<OperationId>[] = [
  {
    id: 'agents.serve_agents',
    aliases: ['getAgents'],
    query: [
      {
        name: 'include_disconnected',
        type: 'boolean',
        description: "Deprecated: use the locator's `connected` dimension; `false` lists connected agents only",
      },
      {
        name: 'include_unauthorized',
        type: 'boolean',
        description: "Deprecated: use the locator's `authorized` dimension; `true` lists unauthorized agents too",
      },
      { name: 'locator', locator: 'Agent', description: 'An agent locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'Agents',
    from: 'seed',
    since: '2018.1',
    summary: 'List build agents',
    description:
      'By default TeamCity lists authorized agents only, connected or not; say `authorized:any` for every agent, or `connected:true` for those online. A locator that names an agent (`id`, `name`) or filters by `pool`, `build` or `ip` drops that default. The two deprecated flags may not be given together with a locator (400).',
    op: agents.serveAgentsOp,
  },
  {
    id: 'agents.serve_agent',
    aliases: ['getAgent'],
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    returns: 'Agent',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a build agent',
    op: agents.serveAgentOp,
  },
  {
    id: 'agents.delete_agent',
    pathParams: [agentLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete a build agent that is not connected',
    description: "Removes the agent's record from the server; a connected agent cannot be removed.",
    op: agents.deleteAgentOp,
  },
  {
    id: 'agents.serve_agent_field',
    aliases: ['getAgentField'],
    pathParams: [
      agentLocatorParam,
      {
        name: 'field',
        description:
          'The field: `id`, `name`, `typeId`, `connected`, `enabled`, `authorized`, `ip`, `protocol`, `authToken`',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a build agent as text',
    op: agents.serveAgentFieldOp,
  },
  {
    id: 'agents.set_agent_field',
    pathParams: [
      agentLocatorParam,
      {
        name: 'field',
        description: 'The field: `enabled`, `authorized`, `enabledInfoCommentText` or `authorizedInfoCommentText`',
      },
    ],
    body: { type: 'string', description: 'The new value as plain text: `true` or `false`, or the comment' },
    from: 'seed',
    since: '2018.1',
    summary: 'Enable, disable, authorize or unauthorize a build agent through a text field',
    description:
      "Sets `enabled` or `authorized` from the text `true` or `false` (or the comment of either through `enabledInfoCommentText` / `authorizedInfoCommentText`) and answers the field's new value. Newer servers (2025.07 on) have been seen to refuse the `authorized` field here: `setAuthorizedInfo` does the same with JSON.",
    op: agents.setAgentFieldOp,
  },
  {
    id: 'agents.get_agent_pool',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    returns: 'AgentPool',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the agent pool a build agent belongs to',
    op: agents.getAgentPoolOp,
  },
  {
    id: 'agents.set_agent_pool',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'AgentPool',
      description: "The pool to move the agent to, found by what it names (`{ id: 2 }` or `{ name: 'Linux' }`)",
    },
    returns: 'AgentPool',
    from: 'seed',
    since: '2018.1',
    summary: 'Move a build agent to another agent pool',
    description: 'Returns the pool the agent is in afterwards.',
    op: agents.setAgentPoolOp,
  },
  {
    id: 'agents.get_authorized_info',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    returns: 'AuthorizedInfo',
    from: 'seed',
    since: '2018.1',
    summary: 'Read whether a build agent is authorized, with who changed it and why',
    op: agents.getAuthorizedInfoOp,
  },
  {
    id: 'agents.set_authorized_info',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    body: { type: 'AuthorizedInfo', description: "`{ status: true, comment: { text: 'why' } }`" },
    returns: 'AuthorizedInfo',
    from: 'seed',
    since: '2018.1',
    summary: 'Authorize or unauthorize a build agent',
    description:
      '`status` sets the state and `comment.text` says why; either alone is enough, neither is refused (400). An unauthorized agent runs no builds and holds no licence slot.',
    op: agents.setAuthorizedInfoOp,
  },
  {
    id: 'agents.get_enabled_info',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    returns: 'EnabledInfo',
    from: 'seed',
    since: '2018.1',
    summary: 'Read whether a build agent is enabled, with who changed it and why',
    op: agents.getEnabledInfoOp,
  },
  {
    id: 'agents.set_enabled_info',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'EnabledInfo',
      description: "`{ status: false, comment: { text: 'maintenance' } }`, optionally with `statusSwitchTime`",
    },
    returns: 'EnabledInfo',
    from: 'seed',
    since: '2018.1',
    summary: 'Enable or disable a build agent',
    description:
      '`status` sets the state and `comment.text` says why; either alone is enough, neither is refused (400). `statusSwitchTime` makes the change undo itself at that time (disable for an hour, say). A disabled agent stays connected but takes no new builds.',
    op: agents.setEnabledInfoOp,
  },
  {
    id: 'agents.get_compatible_build_types',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildTypes',
    from: 'seed',
    since: '2018.1',
    summary: 'List the build configurations a build agent can run',
    description: "Needs the permission to view the agent's details (403 without it).",
    op: agents.getCompatibleBuildTypesOp,
  },
  {
    id: 'agents.ge_incompatible_build_types',
    aliases: ['getIncompatibleBuildTypes'],
    docName: 'getIncompatibleBuildTypes',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    returns: 'Compatibilities',
    from: 'seed',
    since: '2018.1',
    summary: 'List the build configurations a build agent cannot run, with the reasons',
    description:
      "Each entry names the build configuration and why the agent does not fit (unmet requirements, a pool without the project, ...). Needs the permission to view the agent's details. The seed name keeps TeamCity's old misspelling.",
    op: agents.geIncompatibleBuildTypesOp,
  },
  {
    id: 'agents.get_build_configuration_run_policy',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    returns: 'CompatibilityPolicy',
    from: 'reference',
    since: '2023.11',
    summary: 'Read which build configurations a build agent may run (any, or a selected set)',
    description:
      '`policy` is `any` or `selected`; with `selected`, `buildTypes` lists the allowed build configurations.',
    op: agents.getBuildConfigurationRunPolicyOp,
  },
  {
    id: 'agents.set_build_configuration_run_policy',
    pathParams: [agentLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'CompatibilityPolicy',
      description: "`{ policy: 'selected', buildTypes: { buildType: [{ id: 'App_Build' }] } }`, or `{ policy: 'any' }`",
    },
    returns: 'CompatibilityPolicy',
    from: 'reference',
    since: '2023.11',
    summary: 'Let a build agent run any build configuration, or only a selected set',
    description: 'A policy other than `any` or `selected` is refused (400). Returns the policy as it now stands.',
    op: agents.setBuildConfigurationRunPolicyOp,
  },
];

const auditRows: TableRow<OperationId>[] = [
  {
    id: 'audit.get_all_audit_events',
    query: [
      { name: 'locator', locator: 'Audit', description: 'An audit event locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'AuditEvents',
    from: 'reference',
    since: '2023.11',
    summary: 'List audit events (who changed what, and when)',
    description: '100 to a page. Needs the global permission to view the audit log (403 without it).',
    op: audit.getAllAuditEventsOp,
  },
  {
    id: 'audit.get_audit_event',
    pathParams: [{ name: 'auditEventLocator', locator: 'Audit', description: 'Which audit event' }],
    query: [fieldsQuery],
    returns: 'AuditEvent',
    from: 'reference',
    since: '2023.11',
    summary: 'Get one audit event',
    description: 'Needs the global permission to view the audit log.',
    op: audit.getAuditEventOp,
  },
];

const avatarsRows: TableRow<OperationId>[] = [
  {
    id: 'avatars.put_avatar',
    pathParams: [userLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: "Upload a user's avatar image",
    description:
      'TeamCity reads the image from a `multipart/form-data` field named `avatar`, which this client does not send yet: the call goes without a body. Users may change their own avatar; others need the permission to edit users.',
    op: avatars.putAvatarOp,
  },
  {
    id: 'avatars.delete_avatar',
    pathParams: [userLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: "Remove a user's avatar",
    description: 'Users may remove their own avatar; others need the permission to edit users.',
    op: avatars.deleteAvatarOp,
  },
  {
    id: 'avatars.get_avatar',
    pathParams: [
      userLocatorParam,
      { name: 'size', description: 'The width and height in pixels, from 2 to 300 (others are refused with 400)' },
    ],
    from: 'reference',
    since: '2023.11',
    summary: "Download a user's avatar as a PNG image of the given size",
    description: '404 when the user has no avatar. TeamCity lets the answer be cached for a day by default.',
    op: avatars.getAvatarOp,
  },
  {
    id: 'avatars.get_avatar_with_hash',
    pathParams: [
      userLocatorParam,
      { name: 'size', description: 'The width and height in pixels, from 2 to 300 (others are refused with 400)' },
      { name: 'hash', description: "The avatar's hash, as the user's avatar links give it" },
    ],
    from: 'reference',
    since: '2023.11',
    summary: "Download a user's avatar by its current hash, for long caching",
    description:
      "404 unless the hash is the user's current avatar hash; the answer may be cached for good, since a new avatar gets a new hash.",
    op: avatars.getAvatarWithHashOp,
  },
];

const buildQueueRows: TableRow<OperationId>[] = [
  {
    id: 'buildQueue.get_builds',
    query: [
      { name: 'locator', locator: 'BuildQueue', description: 'A queued build locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'Builds',
    from: 'seed',
    since: '2018.1',
    summary: 'List the builds waiting in the queue',
    description:
      'In queue order. Each item is a build whose `state` is `queued`; `waitReason` says what it waits for. A build leaves this list when it starts.',
    op: buildQueue.getBuildsOp,
  },
  {
    id: 'buildQueue.queue_new_build',
    aliases: ['triggerBuild'],
    docName: 'triggerBuild',
    query: [{ name: 'move_to_top', type: 'boolean', description: 'Put the build at the top of the queue' }],
    body: {
      type: 'Build',
      description:
        "What to run: `{ buildType: { id: 'App_Build' }, branchName: 'main', properties: { property: [...] } }`",
    },
    returns: 'Build',
    from: 'seed',
    since: '2018.1',
    summary: 'Trigger a build (put it in the queue)',
    description:
      "The body names the build configuration (`buildType: { id }`) and may set `branchName`, `comment.text`, `properties` (parameters for this build only), `tags`, `personal`, an `agent` to run on, `lastChanges` to build an older revision, and `triggeringOptions` (`rebuildAllDependencies`, `cleanSources`, `queueAtTop`). Returns the queued build: its `id` stays the build's id once it runs, so poll `builds.serveBuild` with it (or `buildQueue.getBuild`, which follows it out of the queue). The `runBuild` and `waitForBuild` tasks do all of this.",
    op: buildQueue.queueNewBuildOp,
  },
  {
    id: 'buildQueue.replace_builds',
    query: [fieldsQuery],
    body: {
      type: 'Builds',
      description: "The builds to queue: `{ build: [{ buildType: { id: 'App_Build' } }, ...] }`",
    },
    returns: 'Builds',
    from: 'seed',
    since: '2018.1',
    summary: 'Empty the queue and queue the posted builds instead',
    description:
      'Cancels and deletes every queued build first (403 when some could not be canceled), then triggers the posted builds in order, retrying those that failed while others still succeed (so dependencies may be posted in any order). Returns the new queue. Meant for moving a queue between servers; rarely what a caller wants.',
    op: buildQueue.replaceBuildsOp,
  },
  {
    id: 'buildQueue.delete_builds_experimental',
    query: [
      { name: 'locator', locator: 'BuildQueue', description: 'A queued build locator that filters the list' },
      fieldsQuery,
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Cancel and delete the queued builds a locator finds (the whole queue without one)',
    description:
      'Every build found is removed from the queue and its canceled record deleted, so nothing of it stays in the history. Builds the user may not cancel stay queued, and the call then fails with the list of errors.',
    op: buildQueue.deleteBuildsExperimentalOp,
  },
  {
    id: 'buildQueue.get_build',
    pathParams: [
      {
        name: 'queuedBuildLocator',
        locator: 'BuildQueue',
        description: 'Which queued build: its id (`id:123`), or a queue locator (`buildType:(id:App_Build)`)',
      },
    ],
    query: [fieldsQuery],
    returns: 'Build',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a queued build, also after it has left the queue',
    description:
      'Finds the build by its queue locator and keeps answering once it started or finished: `state` says `queued`, `running` or `finished`, so this is the call to poll after triggering.',
    op: buildQueue.getBuildOp,
  },
  {
    id: 'buildQueue.cancel_build',
    pathParams: [queuedBuildLocatorParam],
    body: { type: 'BuildCancelRequest', description: "`{ comment: 'why' }`" },
    returns: 'Build',
    from: 'seed',
    since: '2018.1',
    summary: 'Cancel a queued build',
    description:
      "The build leaves the queue and stays in the history as canceled; the body's `comment` says why. `readdIntoQueue` is refused here (400), it is for running builds. 403 when the user may not cancel it. Returns the canceled build. A running build is canceled with `builds.cancelBuild`.",
    op: buildQueue.cancelBuildOp,
  },
  {
    id: 'buildQueue.delete_build',
    pathParams: [queuedBuildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Cancel a queued build and delete it, leaving no trace in the history',
    op: buildQueue.deleteBuildOp,
  },
  {
    id: 'buildQueue.cancel_build_0',
    aliases: ['getCancelRequestExample'],
    docName: 'getCancelRequestExample',
    pathParams: [
      { name: 'buildLocator', locator: 'Build', description: 'Any queued build (the answer does not depend on it)' },
    ],
    returns: 'BuildCancelRequest',
    from: 'seed',
    since: '2018.1',
    summary: 'Get an example of the body that cancels a queued build',
    description: 'Cancels nothing. Shows the shape `cancelBuild` takes (`comment`, `readdIntoQueue`).',
    op: buildQueue.cancelBuild0Op,
  },
  {
    id: 'buildQueue.add_tags',
    pathParams: [
      {
        name: 'buildLocator',
        locator: 'Build',
        description: 'Which queued build: its id, or a build locator (only queued builds are found)',
      },
    ],
    body: {
      type: 'Tags',
      description: "`{ tag: [{ name: 'release' }] }`; `private: true` makes a tag visible to its owner only",
    },
    from: 'seed',
    since: '2018.1',
    summary: 'Add tags to a queued build',
    description: 'The tags are kept when the build starts and finishes. Answers nothing; `serveTags` lists them.',
    op: buildQueue.addTagsOp,
  },
  {
    id: 'buildQueue.serve_tags',
    aliases: ['getTags'],
    pathParams: [
      {
        name: 'buildLocator',
        locator: 'BuildQueue',
        description: 'Which queued build: its id, or a build locator (only queued builds are found)',
      },
    ],
    query: [
      {
        name: 'locator',
        locator: 'Tag',
        description: 'Which tags: a tag locator (`private:true`, `owner:(username:me)`); by default the public ones',
      },
      fieldsQuery,
    ],
    returns: 'Tags',
    from: 'seed',
    since: '2018.1',
    summary: 'List the tags of a queued build',
    op: buildQueue.serveTagsOp,
  },
  {
    id: 'buildQueue.replace_tags',
    pathParams: [
      {
        name: 'buildLocator',
        locator: 'Build',
        description: 'Which queued build: its id, or a build locator (only queued builds are found)',
      },
    ],
    query: [
      { name: 'locator', locator: 'Tag', description: 'Which tags to remove first; by default every public tag' },
      fieldsQuery,
    ],
    body: { type: 'Tags', description: "The tags to add: `{ tag: [{ name: 'release' }] }`" },
    returns: 'Tags',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the tags of a queued build',
    description:
      'Removes the tags the locator finds (by default every public tag), adds the posted ones, and returns the tags the build then has.',
    op: buildQueue.replaceTagsOp,
  },
  {
    id: 'buildQueue.serve_build_field_by_build_only',
    aliases: ['getBuildFieldByBuildOnly'],
    pathParams: [
      {
        name: 'buildLocator',
        locator: 'Build',
        description: 'Which queued build: its id (`id:123`), or a queue locator',
      },
      {
        name: 'field',
        description:
          'The field: `id`, `number`, `status`, `statusText`, `buildTypeId`, `branchName`, `startDate`, `finishDate`',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a queued build as text',
    description: 'Also finds the build after it left the queue.',
    op: buildQueue.serveBuildFieldByBuildOnlyOp,
  },
  {
    id: 'buildQueue.serve_compatible_agents',
    aliases: ['getCompatibleAgents'],
    pathParams: [queuedBuildLocatorParam],
    query: [fieldsQuery],
    returns: 'Agents',
    from: 'seed',
    since: '2018.1',
    summary: 'List the agents that could run a queued build',
    op: buildQueue.serveCompatibleAgentsOp,
  },
  {
    id: 'buildQueue.set_build_queue_order',
    query: [fieldsQuery],
    body: { type: 'Builds', description: 'The builds in the order wanted: `{ build: [{ id: 12 }, { id: 10 }] }`' },
    returns: 'Builds',
    from: 'seed',
    since: '2018.1',
    summary: 'Reorder the queue',
    description:
      'The posted builds go first, in the order posted; the rest keep their order after them. Builds not found or no longer queued are skipped. Returns the whole queue.',
    op: buildQueue.setBuildQueueOrderOp,
  },
  {
    id: 'buildQueue.set_build_queue_position',
    aliases: ['getBuildAtQueuePosition'],
    docName: 'getBuildAtQueuePosition',
    pathParams: [{ name: 'queuePosition', description: 'The position: a number from 1, `first` or `last`' }],
    query: [fieldsQuery],
    returns: 'Build',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the build at a position of the queue',
    description: 'Reads only, whatever the name says. 400 for a position below 1; 404 when the queue is shorter.',
    op: buildQueue.setBuildQueuePositionOp,
  },
  {
    id: 'buildQueue.set_build_queue_position_0',
    aliases: ['moveQueuedBuild'],
    docName: 'moveQueuedBuild',
    pathParams: [{ name: 'queuePosition', description: 'Where to: `1` or `first` for the top, `last` for the bottom' }],
    query: [fieldsQuery],
    body: { type: 'Build', description: 'The build to move, found by what it names: `{ id: 123 }`' },
    returns: 'Build',
    from: 'seed',
    since: '2018.1',
    summary: 'Move a queued build to the top or the bottom of the queue',
    description:
      'Only the first and the last place are supported (400 for any other). 400 when the build is not queued. Returns the build.',
    op: buildQueue.setBuildQueuePosition0Op,
  },
  {
    id: 'buildQueue.get_approval_info',
    pathParams: [{ name: 'buildLocator', locator: 'Build', description: 'Which queued build, as a build locator' }],
    query: [fieldsQuery],
    returns: 'ApprovalInfo',
    from: 'reference',
    since: '2023.11',
    summary: 'Read who has approved a queued build that waits for approval, and who still must',
    description: "400 when the build's configuration has no approval feature.",
    op: buildQueue.getApprovalInfoOp,
  },
  {
    id: 'buildQueue.approve_queued_build',
    pathParams: [{ name: 'buildLocator', locator: 'Build', description: 'Which queued build, as a build locator' }],
    query: [
      fieldsQuery,
      {
        name: 'approve_all',
        type: 'boolean',
        description: "TeamCity 2025.x's `approveAll` flag, passed on as given (the REST sources we read predate it)",
      },
    ],
    body: { type: 'string', description: 'A plain-text field TeamCity reads but does not use; may be left out' },
    returns: 'ApprovalInfo',
    from: 'reference',
    since: '2023.11',
    summary: 'Approve a queued build that waits for approval',
    description:
      "Adds the current user's approval; the build starts once its approval rules are met. 400 when the build does not wait for approval, or the user may not approve it. Returns the approval state.",
    op: buildQueue.approveQueuedBuildOp,
  },
];

const buildTypesRows: TableRow<OperationId>[] = [
  {
    id: 'buildTypes.add_build_type',
    query: [fieldsQuery],
    body: {
      type: 'BuildType',
      description:
        "The build configuration: `{ name: 'Build', project: { id: 'App' }, id: 'App_Build' }` and any settings",
    },
    returns: 'BuildType',
    from: 'seed',
    since: '2018.1',
    summary: 'Create a build configuration',
    description:
      'The body needs `name` and `project` (`{ id }`), and may carry `id`, `templates`, `parameters`, `steps`, `triggers`, `vcs-root-entries` and the rest of the settings at once. Needs the permission to edit the project. `projects.createBuildType` does the same within a project and can copy an existing configuration.',
    op: buildTypes.addBuildTypeOp,
  },
  {
    id: 'buildTypes.add_agent_requirement',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'AgentRequirement',
      description:
        "The requirement: `{ type: 'exists', properties: { property: [{ name: 'property-name', value: 'x' }] } }`",
    },
    returns: 'AgentRequirement',
    from: 'seed',
    since: '2018.1',
    summary: 'Add an agent requirement to a build configuration',
    description: 'Builds then run only on agents that meet it. Returns the requirement with its id.',
    op: buildTypes.addAgentRequirementOp,
  },
  {
    id: 'buildTypes.add_artifact_dep',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'ArtifactDependency',
      description:
        "`{ type: 'artifact_dependency', 'source-buildType': { id: 'Lib_Build' }, properties: { property: [...] } }`",
    },
    returns: 'ArtifactDependency',
    from: 'seed',
    since: '2018.1',
    summary: 'Add an artifact dependency to a build configuration',
    description:
      "Builds then download the named artifacts of another configuration's build before they start. Returns the dependency with its id.",
    op: buildTypes.addArtifactDepOp,
  },
  {
    id: 'buildTypes.add_feature',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'Feature',
      description: "The feature: `{ type: 'commit-status-publisher', properties: { property: [...] } }`",
    },
    returns: 'Feature',
    from: 'seed',
    since: '2018.1',
    summary: 'Add a build feature to a build configuration',
    description:
      'A feature adds behaviour to every build (commit status publishing, Docker support, swabra, ...). Returns the feature with its id.',
    op: buildTypes.addFeatureOp,
  },
  {
    id: 'buildTypes.add_feature_parameter',
    pathParams: [
      btLocatorParam,
      { name: 'featureId', description: "The feature's id (`BUILD_EXT_1`), as `getFeatures` lists them" },
      { name: 'parameterName', description: "The parameter's name, as the feature type defines it" },
    ],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Set one parameter of a build feature',
    description: 'Adds the parameter or changes its value; answers the value as stored.',
    op: buildTypes.addFeatureParameterOp,
  },
  {
    id: 'buildTypes.add_snapshot_dep',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'SnapshotDependency',
      description:
        "`{ type: 'snapshot_dependency', 'source-buildType': { id: 'Lib_Build' }, properties: { property: [...] } }`",
    },
    returns: 'SnapshotDependency',
    from: 'seed',
    since: '2018.1',
    summary: 'Add a snapshot dependency to a build configuration',
    description:
      'Builds of this configuration then run on the same sources as a build of the other one, started or reused with it. Returns the dependency.',
    op: buildTypes.addSnapshotDepOp,
  },
  {
    id: 'buildTypes.add_step',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'Step',
      description: "The step: `{ name: 'Test', type: 'simpleRunner', properties: { property: [{ name, value }] } }`",
    },
    returns: 'Step',
    from: 'seed',
    since: '2018.1',
    summary: 'Add a build step to a build configuration',
    description: 'The step goes last. Returns the step with its id.',
    op: buildTypes.addStepOp,
  },
  {
    id: 'buildTypes.add_step_parameter',
    pathParams: [
      btLocatorParam,
      { name: 'stepId', description: "The step's id (`RUNNER_1`), as `getSteps` lists them" },
      { name: 'parameterName', description: "The parameter's name, as the runner defines it (`script.content`)" },
    ],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Set one parameter of a build step',
    description:
      'Adds the parameter or changes its value (`script.content` of a command-line step, say); answers the value as stored.',
    op: buildTypes.addStepParameterOp,
  },
  {
    id: 'buildTypes.add_template',
    pathParams: [btLocatorParam],
    query: [
      {
        name: 'optimize_settings',
        type: 'boolean',
        description: "Drop the configuration's own settings that equal the template's (as TeamCity's UI offers)",
      },
      fieldsQuery,
    ],
    body: { type: 'BuildType', description: "Which template, found by what it names: `{ id: 'App_Template' }`" },
    returns: 'BuildType',
    from: 'seed',
    since: '2018.1',
    summary: 'Attach a template to a build configuration',
    description:
      "The configuration then inherits the template's settings, after its other templates. A build configuration posted where a template is expected is refused (400). Returns the template.",
    op: buildTypes.addTemplateOp,
  },
  {
    id: 'buildTypes.add_trigger',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Trigger', description: "The trigger: `{ type: 'vcsTrigger', properties: { property: [...] } }`" },
    returns: 'Trigger',
    from: 'seed',
    since: '2018.1',
    summary: 'Add a trigger to a build configuration',
    description: 'Returns the trigger with its id.',
    op: buildTypes.addTriggerOp,
  },
  {
    id: 'buildTypes.add_vcs_root_entry',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'VcsRootEntry',
      description: "`{ id: 'App_Git', 'vcs-root': { id: 'App_Git' }, 'checkout-rules': '+:src => src' }`",
    },
    returns: 'VcsRootEntry',
    from: 'seed',
    since: '2018.1',
    summary: 'Attach a VCS root to a build configuration',
    description: "Builds then check out that root too, with the entry's checkout rules. Returns the entry.",
    op: buildTypes.addVcsRootEntryOp,
  },
  {
    id: 'buildTypes.change_artifact_dep_setting',
    pathParams: [btLocatorParam, artifactDepLocatorParam, fieldNameParam],
    body: { type: 'string', description: '`true` or `false`, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Enable or disable an artifact dependency',
    description: 'The one setting is `disabled`; answers its new value.',
    op: buildTypes.changeArtifactDepSettingOp,
  },
  {
    id: 'buildTypes.change_feature_setting',
    pathParams: [btLocatorParam, featureIdParam, { name: 'name', description: 'The setting: `disabled`' }],
    body: { type: 'string', description: '`true` or `false`, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Enable or disable a build feature',
    description: 'The one setting is `disabled`; answers its new value.',
    op: buildTypes.changeFeatureSettingOp,
  },
  {
    id: 'buildTypes.change_requirement_setting',
    pathParams: [btLocatorParam, agentRequirementLocatorParam, fieldNameParam],
    body: { type: 'string', description: '`true` or `false`, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Enable or disable an agent requirement',
    description: 'The one setting is `disabled`; answers its new value.',
    op: buildTypes.changeRequirementSettingOp,
  },
  {
    id: 'buildTypes.replace_agent_requirement',
    pathParams: [btLocatorParam, agentRequirementLocatorParam],
    query: [fieldsQuery],
    body: { type: 'AgentRequirement', description: 'The requirement as it should be' },
    returns: 'AgentRequirement',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace one agent requirement of a build configuration',
    op: buildTypes.replaceAgentRequirementOp,
  },
  {
    id: 'buildTypes.replace_agent_requirements',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'AgentRequirements', description: "The requirements: `{ 'agent-requirement': [...] }`" },
    returns: 'AgentRequirements',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every agent requirement of a build configuration',
    description: 'The configuration ends up with exactly the posted requirements.',
    op: buildTypes.replaceAgentRequirementsOp,
  },
  {
    id: 'buildTypes.replace_artifact_dep',
    pathParams: [btLocatorParam, artifactDepLocatorParam],
    query: [fieldsQuery],
    body: { type: 'ArtifactDependency', description: 'The dependency as it should be' },
    returns: 'ArtifactDependency',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace one artifact dependency of a build configuration',
    op: buildTypes.replaceArtifactDepOp,
  },
  {
    id: 'buildTypes.replace_artifact_deps',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'ArtifactDependencies', description: "The dependencies: `{ 'artifact-dependency': [...] }`" },
    returns: 'ArtifactDependencies',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every artifact dependency of a build configuration',
    description: 'The configuration ends up with exactly the posted dependencies.',
    op: buildTypes.replaceArtifactDepsOp,
  },
  {
    id: 'buildTypes.replace_feature',
    pathParams: [btLocatorParam, featureIdParam],
    query: [fieldsQuery],
    body: { type: 'Feature', description: 'The feature as it should be' },
    returns: 'Feature',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace one build feature of a build configuration',
    op: buildTypes.replaceFeatureOp,
  },
  {
    id: 'buildTypes.replace_feature_parameters',
    pathParams: [btLocatorParam, featureIdParam],
    query: [fieldsQuery],
    body: { type: 'Properties', description: 'The parameters: `{ property: [{ name, value }] }`' },
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every parameter of a build feature',
    op: buildTypes.replaceFeatureParametersOp,
  },
  {
    id: 'buildTypes.replace_features',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Features', description: 'The features: `{ feature: [...] }`' },
    returns: 'Features',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every build feature of a build configuration',
    description: 'The configuration ends up with exactly the posted features.',
    op: buildTypes.replaceFeaturesOp,
  },
  {
    id: 'buildTypes.replace_snapshot_dep',
    pathParams: [btLocatorParam, snapshotDepLocatorParam],
    query: [fieldsQuery],
    body: { type: 'SnapshotDependency', description: 'The dependency as it should be' },
    returns: 'SnapshotDependency',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace one snapshot dependency of a build configuration',
    op: buildTypes.replaceSnapshotDepOp,
  },
  {
    id: 'buildTypes.replace_snapshot_deps',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'SnapshotDependencies', description: "The dependencies: `{ 'snapshot-dependency': [...] }`" },
    returns: 'SnapshotDependencies',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every snapshot dependency of a build configuration',
    description: 'The configuration ends up with exactly the posted dependencies.',
    op: buildTypes.replaceSnapshotDepsOp,
  },
  {
    id: 'buildTypes.replace_step',
    pathParams: [btLocatorParam, stepIdParam],
    query: [fieldsQuery],
    body: { type: 'Step', description: 'The step as it should be' },
    returns: 'Step',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace one build step of a build configuration',
    description: 'The step keeps its place in the order.',
    op: buildTypes.replaceStepOp,
  },
  {
    id: 'buildTypes.replace_step_parameters',
    pathParams: [btLocatorParam, stepIdParam],
    query: [fieldsQuery],
    body: { type: 'Properties', description: 'The parameters: `{ property: [{ name, value }] }`' },
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every parameter of a build step',
    op: buildTypes.replaceStepParametersOp,
  },
  {
    id: 'buildTypes.replace_steps',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Steps', description: 'The steps: `{ step: [...] }`' },
    returns: 'Steps',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every build step of a build configuration',
    description: 'The configuration ends up with exactly the posted steps, in the posted order.',
    op: buildTypes.replaceStepsOp,
  },
  {
    id: 'buildTypes.replace_trigger',
    pathParams: [btLocatorParam, triggerLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Trigger', description: 'The trigger as it should be' },
    returns: 'Trigger',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace one trigger of a build configuration',
    op: buildTypes.replaceTriggerOp,
  },
  {
    id: 'buildTypes.replace_triggers',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Triggers', description: 'The triggers: `{ trigger: [...] }`' },
    returns: 'Triggers',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every trigger of a build configuration',
    description: 'The configuration ends up with exactly the posted triggers.',
    op: buildTypes.replaceTriggersOp,
  },
  {
    id: 'buildTypes.replace_vcs_root_entries',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'VcsRootEntries',
      description: "The entries: `{ 'vcs-root-entry': [{ 'vcs-root': { id: 'App_Git' }, 'checkout-rules': '' }] }`",
    },
    returns: 'VcsRootEntries',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace every VCS root attached to a build configuration',
    description: 'The configuration ends up with exactly the posted entries (roots and checkout rules).',
    op: buildTypes.replaceVcsRootEntriesOp,
  },
  {
    id: 'buildTypes.remove_all_templates',
    pathParams: [btLocatorParam],
    query: [
      {
        name: 'inline_settings',
        type: 'boolean',
        description: 'Copy the settings the templates gave into the configuration, so that it keeps working the same',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Detach every template from a build configuration',
    op: buildTypes.removeAllTemplatesOp,
  },
  {
    id: 'buildTypes.remove_template',
    pathParams: [
      btLocatorParam,
      {
        name: 'templateLocator',
        locator: 'BuildType',
        description: 'Which template: a build configuration locator (`id:App_Template`)',
      },
    ],
    query: [
      {
        name: 'inline_settings',
        type: 'boolean',
        description: 'Copy the settings the template gave into the configuration, so that it keeps working the same',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Detach one template from a build configuration',
    op: buildTypes.removeTemplateOp,
  },
  {
    id: 'buildTypes.get_templates',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildTypes',
    from: 'seed',
    since: '2018.1',
    summary: 'List the templates a build configuration is attached to',
    op: buildTypes.getTemplatesOp,
  },
  {
    id: 'buildTypes.get_trigger',
    pathParams: [
      btLocatorParam,
      { name: 'triggerLocator', description: "The trigger's id (`TRIGGER_1`), as `getTriggers` lists them" },
    ],
    query: [fieldsQuery],
    returns: 'Trigger',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one trigger of a build configuration',
    op: buildTypes.getTriggerOp,
  },
  {
    id: 'buildTypes.get_trigger_setting',
    pathParams: [btLocatorParam, triggerLocatorParam, fieldNameParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Read whether a trigger is disabled (`true` or `false`)',
    op: buildTypes.getTriggerSettingOp,
  },
  {
    id: 'buildTypes.get_triggers',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'Triggers',
    from: 'seed',
    since: '2018.1',
    summary: 'List the triggers of a build configuration',
    op: buildTypes.getTriggersOp,
  },
  {
    id: 'buildTypes.get_vcs_labeling_options',
    pathParams: [btLocatorParam],
    returns: 'VcsLabeling',
    from: 'seed',
    since: '2018.1',
    summary: "Read a build configuration's VCS labeling settings (label pattern, which roots, when)",
    op: buildTypes.getVcsLabelingOptionsOp,
  },
  {
    id: 'buildTypes.get_vcs_root_entries',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootEntries',
    from: 'seed',
    since: '2018.1',
    summary: 'List the VCS roots attached to a build configuration, with their checkout rules',
    op: buildTypes.getVcsRootEntriesOp,
  },
  {
    id: 'buildTypes.get_vcs_root_entry',
    pathParams: [btLocatorParam, vcsRootLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootEntry',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one VCS root attachment of a build configuration',
    description: '404 when the root is not attached to this configuration.',
    op: buildTypes.getVcsRootEntryOp,
  },
  {
    id: 'buildTypes.get_vcs_root_entry_checkout_rules',
    pathParams: [btLocatorParam, vcsRootLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Get the checkout rules of a VCS root in a build configuration, as text',
    description: 'One rule per line (`+:src => src`); empty when the whole repository is checked out.',
    op: buildTypes.getVcsRootEntryCheckoutRulesOp,
  },
  {
    id: 'buildTypes.serve_branches',
    aliases: ['getBranches'],
    pathParams: [btLocatorParam],
    query: [
      {
        name: 'locator',
        locator: 'Branch',
        description: 'Which branches: a branch locator (`policy:ALL_BRANCHES`, `name:feature/x`)',
      },
      fieldsQuery,
    ],
    returns: 'Branches',
    from: 'seed',
    since: '2018.1',
    summary: 'List the branches of a build configuration',
    description:
      'By default the active branches, those with recent builds or recent changes; `policy:ALL_BRANCHES` lists every known one, and `default:true` only the default branch.',
    op: buildTypes.serveBranchesOp,
  },
  {
    id: 'buildTypes.serve_build_field',
    aliases: ['getBuildField'],
    pathParams: [btLocatorParam, buildLocatorParam, fieldParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a build of a build configuration as text',
    op: buildTypes.serveBuildFieldOp,
  },
  {
    id: 'buildTypes.get_build_types',
    query: [
      { name: 'locator', locator: 'BuildType', description: 'A build configuration locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'BuildTypes',
    from: 'reference',
    since: '2018.1',
    summary: 'List build configurations (and templates, with `templateFlag`)',
    description:
      'By default every build configuration the user can see, templates left out; `templateFlag:true` lists templates, `affectedProject:(id:App)` those of a project and its subprojects.',
    op: buildTypes.getBuildTypesOp,
  },
  {
    id: 'buildTypes.serve_build_type_xml',
    aliases: ['getBuildType', 'getBuildTypeXml'],
    docName: 'getBuildType',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildType',
    from: 'reference',
    since: '2018.1',
    summary: 'Get a build configuration (or a template) with its settings',
    description:
      'Answers JSON whatever the seed name says. A single value is read as the internal id, the external id, then the name.',
    op: buildTypes.serveBuildTypeXmlOp,
  },
  {
    id: 'buildTypes.delete_build_type',
    pathParams: [btLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Delete a build configuration or a template',
    op: buildTypes.deleteBuildTypeOp,
  },
  {
    id: 'buildTypes.serve_build_type_field',
    aliases: ['getBuildTypeField'],
    pathParams: [
      btLocatorParam,
      {
        name: 'field',
        description:
          'The field: `id`, `name`, `description`, `paused`, `internalId`, `fullName`, `projectName`, `status`',
      },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Read one field of a build configuration as text',
    op: buildTypes.serveBuildTypeFieldOp,
  },
  {
    id: 'buildTypes.set_build_type_field',
    pathParams: [btLocatorParam, { name: 'field', description: 'The field: `name`, `description` or `paused`' }],
    body: { type: 'string', description: 'The new value as plain text (`true` or `false` for `paused`)' },
    from: 'reference',
    since: '2018.1',
    summary: 'Rename, describe, pause or resume a build configuration through a text field',
    description:
      "Answers the field's new value. An empty name is refused (400); `paused` applies to build configurations, not templates.",
    op: buildTypes.setBuildTypeFieldOp,
  },
  {
    id: 'buildTypes.change_step_setting',
    pathParams: [btLocatorParam, stepIdParam, { name: 'fieldName', description: 'The setting: `name` or `disabled`' }],
    body: { type: 'string', description: 'The new value as plain text (`true` or `false` for `disabled`)' },
    from: 'reference',
    since: '2018.1',
    summary: 'Rename, enable or disable a build step',
    description: "Answers the setting's new value.",
    op: buildTypes.changeStepSettingOp,
  },
  {
    id: 'buildTypes.change_trigger_setting',
    pathParams: [btLocatorParam, triggerLocatorParam, fieldNameParam],
    body: { type: 'string', description: '`true` or `false`, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Enable or disable a trigger',
    description: 'The one setting is `disabled`; answers its new value.',
    op: buildTypes.changeTriggerSettingOp,
  },
  {
    id: 'buildTypes.delete_agent_requirement',
    pathParams: [btLocatorParam, agentRequirementLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove an agent requirement from a build configuration',
    op: buildTypes.deleteAgentRequirementOp,
  },
  {
    id: 'buildTypes.delete_artifact_dep',
    pathParams: [btLocatorParam, artifactDepLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove an artifact dependency from a build configuration',
    op: buildTypes.deleteArtifactDepOp,
  },
  {
    id: 'buildTypes.delete_feature',
    pathParams: [btLocatorParam, featureIdParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove a build feature from a build configuration',
    op: buildTypes.deleteFeatureOp,
  },
  {
    id: 'buildTypes.delete_snapshot_dep',
    pathParams: [btLocatorParam, snapshotDepLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove a snapshot dependency from a build configuration',
    op: buildTypes.deleteSnapshotDepOp,
  },
  {
    id: 'buildTypes.delete_step',
    pathParams: [btLocatorParam, stepIdParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove a build step from a build configuration',
    op: buildTypes.deleteStepOp,
  },
  {
    id: 'buildTypes.delete_trigger',
    pathParams: [btLocatorParam, triggerLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove a trigger from a build configuration',
    op: buildTypes.deleteTriggerOp,
  },
  {
    id: 'buildTypes.delete_vcs_root_entry',
    pathParams: [btLocatorParam, vcsRootLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Detach a VCS root from a build configuration',
    description: 'The VCS root itself stays in its project.',
    op: buildTypes.deleteVcsRootEntryOp,
  },
  {
    id: 'buildTypes.delete_all_parameters',
    pathParams: [btLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove every parameter a build configuration defines itself',
    description: 'Parameters inherited from its project or templates stay.',
    op: buildTypes.deleteAllParametersOp,
  },
  {
    id: 'buildTypes.delete_all_parameters_0',
    aliases: ['resetSettings'],
    docName: 'resetSettings',
    pathParams: [btLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Reset every setting of a build configuration to its default',
    op: buildTypes.deleteAllParameters0Op,
  },
  {
    id: 'buildTypes.delete_parameter',
    pathParams: [btLocatorParam, nameParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Remove one parameter of a build configuration',
    op: buildTypes.deleteParameterOp,
  },
  {
    id: 'buildTypes.delete_parameter_0',
    aliases: ['resetSetting'],
    docName: 'resetSetting',
    pathParams: [btLocatorParam, nameParam2],
    from: 'reference',
    since: '2018.1',
    summary: 'Reset one setting of a build configuration to its default',
    op: buildTypes.deleteParameter0Op,
  },
  {
    id: 'buildTypes.get_agent_requirement',
    pathParams: [
      btLocatorParam,
      {
        name: 'agentRequirementLocator',
        description: "The requirement's id (`RQ_1`), as `getAgentRequirements` lists them",
      },
    ],
    query: [fieldsQuery],
    returns: 'AgentRequirement',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one agent requirement of a build configuration',
    op: buildTypes.getAgentRequirementOp,
  },
  {
    id: 'buildTypes.get_agent_requirements',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'AgentRequirements',
    from: 'reference',
    since: '2018.1',
    summary: 'List the agent requirements of a build configuration',
    op: buildTypes.getAgentRequirementsOp,
  },
  {
    id: 'buildTypes.get_requirement_setting',
    pathParams: [btLocatorParam, agentRequirementLocatorParam, fieldNameParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Read whether an agent requirement is disabled (`true` or `false`)',
    op: buildTypes.getRequirementSettingOp,
  },
  {
    id: 'buildTypes.get_aliases',
    pathParams: [btLocatorParam],
    returns: 'Items',
    from: 'reference',
    since: '2018.1',
    summary: 'List every external id a build configuration has had',
    description: 'Old ids keep working in locators after a rename; this lists them, the current one included.',
    op: buildTypes.getAliasesOp,
  },
  {
    id: 'buildTypes.get_artifact_dep',
    pathParams: [btLocatorParam, artifactDepLocatorParam],
    query: [fieldsQuery],
    returns: 'ArtifactDependency',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one artifact dependency of a build configuration',
    op: buildTypes.getArtifactDepOp,
  },
  {
    id: 'buildTypes.get_artifact_dep_setting',
    pathParams: [btLocatorParam, artifactDepLocatorParam, fieldNameParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Read whether an artifact dependency is disabled (`true` or `false`)',
    op: buildTypes.getArtifactDepSettingOp,
  },
  {
    id: 'buildTypes.get_artifact_deps',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'ArtifactDependencies',
    from: 'reference',
    since: '2018.1',
    summary: 'List the artifact dependencies of a build configuration',
    op: buildTypes.getArtifactDepsOp,
  },
  {
    id: 'buildTypes.get_current_vcs_instances',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootInstances',
    from: 'reference',
    since: '2018.1',
    summary: 'List the VCS root instances a build configuration uses now',
    description: "One instance per attached VCS root, with the configuration's parameters resolved into its settings.",
    op: buildTypes.getCurrentVcsInstancesOp,
  },
  {
    id: 'buildTypes.get_current_vcs_instances_obsolete',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootInstances',
    from: 'reference',
    since: '2018.1',
    summary: 'List the VCS root instances a build configuration uses now (older route)',
    description: 'The same answer as `getCurrentVcsInstances`.',
    op: buildTypes.getCurrentVcsInstancesObsoleteOp,
  },
  {
    id: 'buildTypes.get_example_new_project_description',
    aliases: ['getNewBuildTypeDescriptionExample'],
    docName: 'getNewBuildTypeDescriptionExample',
    pathParams: [
      {
        name: 'btLocator',
        locator: 'BuildType',
        description: 'Any build configuration (the answer does not depend on it)',
      },
    ],
    returns: 'NewBuildTypeDescription',
    from: 'reference',
    since: '2018.1',
    summary: 'Get an example of the body that creates a build configuration by copying another',
    description:
      "Creates nothing. Shows the shape `projects.createBuildType` takes to copy a configuration; the seed name says project, but it is a build configuration's.",
    op: buildTypes.getExampleNewProjectDescriptionOp,
  },
  {
    id: 'buildTypes.get_example_new_project_description_compatibility_version1',
    aliases: ['getNewBuildTypeDescriptionExampleOld'],
    docName: 'getNewBuildTypeDescriptionExampleOld',
    pathParams: [
      {
        name: 'btLocator',
        locator: 'BuildType',
        description: 'Any build configuration (the answer does not depend on it)',
      },
    ],
    returns: 'NewBuildTypeDescription',
    from: 'reference',
    since: '2018.1',
    summary: 'Get an example of the body that copies a build configuration (older route)',
    description: 'The same answer as `getExampleNewProjectDescription`.',
    op: buildTypes.getExampleNewProjectDescriptionCompatibilityVersion1Op,
  },
  {
    id: 'buildTypes.get_feature',
    pathParams: [
      btLocatorParam,
      { name: 'featureId', description: "The feature's id (`BUILD_EXT_1`), as `getFeatures` lists them" },
    ],
    query: [fieldsQuery],
    returns: 'Feature',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one build feature of a build configuration',
    op: buildTypes.getFeatureOp,
  },
  {
    id: 'buildTypes.get_feature_parameter',
    pathParams: [
      btLocatorParam,
      featureIdParam,
      { name: 'parameterName', description: "The parameter's name, as the feature type defines it" },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Get one parameter of a build feature, as text',
    op: buildTypes.getFeatureParameterOp,
  },
  {
    id: 'buildTypes.get_feature_parameters',
    pathParams: [btLocatorParam, featureIdParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the parameters of a build feature',
    op: buildTypes.getFeatureParametersOp,
  },
  {
    id: 'buildTypes.get_feature_setting',
    pathParams: [btLocatorParam, featureIdParam, { name: 'name', description: 'The setting: `disabled`' }],
    from: 'reference',
    since: '2018.1',
    summary: 'Read whether a build feature is disabled (`true` or `false`)',
    op: buildTypes.getFeatureSettingOp,
  },
  {
    id: 'buildTypes.get_features',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'Features',
    from: 'reference',
    since: '2018.1',
    summary: 'List the build features of a build configuration',
    op: buildTypes.getFeaturesOp,
  },
  {
    id: 'buildTypes.get_investigations',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'Investigations',
    from: 'reference',
    since: '2018.1',
    summary: 'List the investigations of a build configuration (who looks into its failure)',
    op: buildTypes.getInvestigationsOp,
  },
  {
    id: 'buildTypes.get_parameter',
    pathParams: [btLocatorParam, nameParam],
    query: [fieldsQuery],
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one parameter of a build configuration, with its value and type',
    description:
      "Also finds parameters the configuration inherits (`inherited: true`). A password parameter's value is not shown.",
    op: buildTypes.getParameterOp,
  },
  {
    id: 'buildTypes.get_parameter_0',
    aliases: ['getSetting'],
    docName: 'getSetting',
    pathParams: [btLocatorParam, nameParam2],
    query: [fieldsQuery],
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one setting of a build configuration (name and value)',
    op: buildTypes.getParameter0Op,
  },
  {
    id: 'buildTypes.get_parameter_type',
    pathParams: [btLocatorParam, nameParam],
    returns: 'Type',
    from: 'reference',
    since: '2018.1',
    summary: "Get the type of a build configuration parameter (its UI control, as TeamCity's spec text)",
    op: buildTypes.getParameterTypeOp,
  },
  {
    id: 'buildTypes.get_parameter_type_raw_value',
    pathParams: [btLocatorParam, nameParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Get the type spec of a build configuration parameter, as text',
    description:
      "TeamCity's parameter spec: `password display='hidden'`, `checkbox checkedValue='true'`, ... Empty for a plain text parameter.",
    op: buildTypes.getParameterTypeRawValueOp,
  },
  {
    id: 'buildTypes.get_parameter_value_long',
    aliases: ['getParameterValue'],
    docName: 'getParameterValue',
    pathParams: [btLocatorParam, nameParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Get the value of one build configuration parameter, as text',
    op: buildTypes.getParameterValueLongOp,
  },
  {
    id: 'buildTypes.get_parameter_value_long_0',
    aliases: ['getSettingValue'],
    docName: 'getSettingValue',
    pathParams: [btLocatorParam, nameParam2],
    from: 'reference',
    since: '2018.1',
    summary: 'Get the value of one build configuration setting, as text',
    op: buildTypes.getParameterValueLong0Op,
  },
  {
    id: 'buildTypes.get_parameters',
    pathParams: [btLocatorParam],
    query: [
      {
        name: 'locator',
        description: 'Which parameters: a parameter locator (`name:env.JAVA_HOME`, `inherited:false`)',
      },
      fieldsQuery,
    ],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the parameters of a build configuration, inherited ones included',
    description:
      'Inherited parameters (from the project or templates) carry `inherited: true`; password values are not shown.',
    op: buildTypes.getParametersOp,
  },
  {
    id: 'buildTypes.get_parameters_0',
    aliases: ['getSettings'],
    docName: 'getSettings',
    pathParams: [btLocatorParam],
    query: [
      { name: 'locator', description: 'Which settings: a parameter locator (`name:artifactRules`)' },
      fieldsQuery,
    ],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the settings of a build configuration (artifact rules, build number pattern, timeouts, ...)',
    op: buildTypes.getParameters0Op,
  },
  {
    id: 'buildTypes.get_settings_file',
    pathParams: [btLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: "Get the path of the file that stores a build configuration's settings on the server",
    description: "A path under the server's data directory.",
    op: buildTypes.getSettingsFileOp,
  },
  {
    id: 'buildTypes.get_snapshot_dep',
    pathParams: [btLocatorParam, snapshotDepLocatorParam],
    query: [fieldsQuery],
    returns: 'SnapshotDependency',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one snapshot dependency of a build configuration',
    op: buildTypes.getSnapshotDepOp,
  },
  {
    id: 'buildTypes.get_snapshot_deps',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'SnapshotDependencies',
    from: 'reference',
    since: '2018.1',
    summary: 'List the snapshot dependencies of a build configuration',
    op: buildTypes.getSnapshotDepsOp,
  },
  {
    id: 'buildTypes.get_step',
    pathParams: [
      btLocatorParam,
      { name: 'stepId', description: "The step's id (`RUNNER_1`), as `getSteps` lists them" },
    ],
    query: [fieldsQuery],
    returns: 'Step',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one build step of a build configuration',
    op: buildTypes.getStepOp,
  },
  {
    id: 'buildTypes.get_step_parameter',
    pathParams: [
      btLocatorParam,
      stepIdParam,
      { name: 'parameterName', description: "The parameter's name, as the runner defines it (`script.content`)" },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Get one parameter of a build step, as text',
    op: buildTypes.getStepParameterOp,
  },
  {
    id: 'buildTypes.get_step_parameters',
    pathParams: [btLocatorParam, stepIdParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the parameters of a build step',
    op: buildTypes.getStepParametersOp,
  },
  {
    id: 'buildTypes.get_step_setting',
    pathParams: [btLocatorParam, stepIdParam, { name: 'fieldName', description: 'The setting: `name` or `disabled`' }],
    from: 'reference',
    since: '2018.1',
    summary: "Read a build step's name, or whether it is disabled",
    op: buildTypes.getStepSettingOp,
  },
  {
    id: 'buildTypes.get_steps',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    returns: 'Steps',
    from: 'reference',
    since: '2018.1',
    summary: 'List the build steps of a build configuration, in order',
    op: buildTypes.getStepsOp,
  },
  {
    id: 'buildTypes.get_template',
    pathParams: [
      btLocatorParam,
      {
        name: 'templateLocator',
        locator: 'BuildType',
        description: 'Which template: a build configuration locator (`id:App_Template`)',
      },
    ],
    query: [fieldsQuery],
    returns: 'BuildType',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one template a build configuration is attached to',
    description: '404 when the configuration is not attached to that template.',
    op: buildTypes.getTemplateOp,
  },
  {
    id: 'buildTypes.serve_build_type_builds_tags',
    aliases: ['getBuildTypeBuildsTags'],
    pathParams: [btLocatorParam],
    query: [
      {
        name: 'field',
        description:
          'The fields of the tags to send, as a fields string (`tag(name)`): TeamCity reads this input as `fields`',
      },
    ],
    returns: 'Tags',
    from: 'reference',
    since: '2018.1',
    summary: "List the tags used on a build configuration's builds",
    op: buildTypes.serveBuildTypeBuildsTagsOp,
  },
  {
    id: 'buildTypes.serve_build_with_project',
    aliases: ['getBuildWithProject'],
    pathParams: [btLocatorParam, buildLocatorParam],
    query: [fieldsQuery],
    returns: 'Build',
    from: 'reference',
    since: '2018.1',
    summary: 'Get a build of a build configuration',
    description: 'The build locator is read within the configuration, so `number:1.4` finds that number here.',
    op: buildTypes.serveBuildWithProjectOp,
  },
  {
    id: 'buildTypes.serve_builds',
    aliases: ['getBuilds'],
    pathParams: [btLocatorParam],
    query: [
      statusQuery,
      triggeredByUserQuery,
      includePersonalQuery,
      includeCanceledQuery,
      onlyPinnedQuery,
      tagQuery,
      agentNameQuery,
      sinceBuildQuery,
      sinceDateQuery,
      startQuery,
      countQuery,
      locatorQuery,
      fieldsQuery,
    ],
    returns: 'Builds',
    from: 'reference',
    since: '2018.1',
    summary: 'List the builds of a build configuration',
    description:
      'The same defaults as `builds.serveAllBuilds`: finished builds of the default branch, not personal, not canceled, newest first, 100 to a page; the locator widens them (`branch:default:any`, `state:any`).',
    op: buildTypes.serveBuildsOp,
  },
  {
    id: 'buildTypes.set_parameter',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'ModelProperty', description: "The parameter: `{ name: 'env.JAVA_HOME', value: '/opt/jdk' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Add a parameter to a build configuration, or replace the one of that name',
    description:
      "Returns the parameter as stored. A `type` in the body sets its UI control (`{ rawValue: 'password' }`).",
    op: buildTypes.setParameterOp,
  },
  {
    id: 'buildTypes.set_parameter_0',
    aliases: ['replaceParameter'],
    docName: 'replaceParameter',
    pathParams: [btLocatorParam, nameParam],
    query: [fieldsQuery],
    body: {
      type: 'ModelProperty',
      description: "The parameter: `{ value: '/opt/jdk' }`, with `type` to set its UI control",
    },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Set one parameter of a build configuration, by name',
    description: 'The name in the path wins over any `name` in the body. Returns the parameter as stored.',
    op: buildTypes.setParameter0Op,
  },
  {
    id: 'buildTypes.set_parameter_1',
    aliases: ['setSetting'],
    docName: 'setSetting',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'ModelProperty',
      description: "The setting: `{ name: 'artifactRules', value: 'dist/** => dist.zip' }`",
    },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Change one setting of a build configuration',
    op: buildTypes.setParameter1Op,
  },
  {
    id: 'buildTypes.set_parameter_2',
    aliases: ['replaceSetting'],
    docName: 'replaceSetting',
    pathParams: [btLocatorParam, nameParam2],
    query: [fieldsQuery],
    body: { type: 'ModelProperty', description: "The setting: `{ value: 'dist/** => dist.zip' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Change one setting of a build configuration, by name',
    op: buildTypes.setParameter2Op,
  },
  {
    id: 'buildTypes.set_parameter_type',
    pathParams: [btLocatorParam, nameParam],
    body: { type: 'Type', description: "The type: `{ rawValue: 'checkbox checkedValue=\\'true\\'' }`" },
    returns: 'Type',
    from: 'reference',
    since: '2018.1',
    summary: 'Change the type (UI control) of a build configuration parameter',
    op: buildTypes.setParameterTypeOp,
  },
  {
    id: 'buildTypes.set_parameter_type_raw_value',
    pathParams: [btLocatorParam, nameParam],
    body: { type: 'string', description: "TeamCity's parameter spec as plain text: `password display='hidden'`" },
    from: 'reference',
    since: '2018.1',
    summary: 'Change the type spec of a build configuration parameter, as text',
    op: buildTypes.setParameterTypeRawValueOp,
  },
  {
    id: 'buildTypes.set_parameter_value_long',
    aliases: ['setParameterValue'],
    docName: 'setParameterValue',
    pathParams: [btLocatorParam, nameParam],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Set the value of one build configuration parameter, as text',
    description: 'Creates the parameter when it does not exist. Answers the value as stored.',
    op: buildTypes.setParameterValueLongOp,
  },
  {
    id: 'buildTypes.set_parameter_value_long_0',
    aliases: ['setSettingValue'],
    docName: 'setSettingValue',
    pathParams: [btLocatorParam, nameParam2],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Set the value of one build configuration setting, as text',
    op: buildTypes.setParameterValueLong0Op,
  },
  {
    id: 'buildTypes.set_parameters',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Properties', description: "The parameters: `{ property: [{ name: 'env.A', value: '1' }] }`" },
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace every parameter a build configuration defines itself',
    description: "The configuration's own parameters become exactly the posted ones; inherited ones stay.",
    op: buildTypes.setParametersOp,
  },
  {
    id: 'buildTypes.set_parameters_0',
    aliases: ['replaceSettings'],
    docName: 'replaceSettings',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'Properties',
      description: "The settings: `{ property: [{ name: 'artifactRules', value: '...' }] }`",
    },
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace the settings of a build configuration',
    op: buildTypes.setParameters0Op,
  },
  {
    id: 'buildTypes.set_templates',
    pathParams: [btLocatorParam],
    query: [
      {
        name: 'optimize_settings',
        type: 'boolean',
        description: "Drop the configuration's own settings that equal the templates' (as TeamCity's UI offers)",
      },
      fieldsQuery,
    ],
    body: {
      type: 'BuildTypes',
      description: "The templates, each found by what it names: `{ buildType: [{ id: 'App_Template' }] }`",
    },
    returns: 'BuildTypes',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace the templates a build configuration is attached to',
    description: 'The configuration ends up attached to exactly the posted templates, in that order. Returns them.',
    op: buildTypes.setTemplatesOp,
  },
  {
    id: 'buildTypes.set_vcs_labeling_options',
    pathParams: [btLocatorParam],
    body: {
      type: 'VcsLabeling',
      description:
        "`{ labelName: 'build-%system.build.number%', type: 'SUCCESSFUL_ONLY', branchFilter: '', vcsRoots: {...} }`",
    },
    returns: 'VcsLabeling',
    from: 'reference',
    since: '2018.1',
    summary: "Change a build configuration's VCS labeling settings",
    op: buildTypes.setVcsLabelingOptionsOp,
  },
  {
    id: 'buildTypes.update_vcs_root_entry',
    pathParams: [btLocatorParam, vcsRootLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'VcsRootEntry',
      description: "The entry as it should be: `{ 'vcs-root': { id: 'App_Git' }, 'checkout-rules': '+:src' }`",
    },
    returns: 'VcsRootEntry',
    from: 'reference',
    since: '2018.1',
    summary: 'Change how a VCS root is attached to a build configuration (its checkout rules)',
    op: buildTypes.updateVcsRootEntryOp,
  },
  {
    id: 'buildTypes.update_vcs_root_entry_checkout_rules',
    pathParams: [btLocatorParam, vcsRootLocatorParam],
    body: {
      type: 'string',
      description: 'The rules, one per line (`+:src => src`), as plain text; empty checks out everything',
    },
    from: 'reference',
    since: '2018.1',
    summary: 'Set the checkout rules of a VCS root in a build configuration, as text',
    description: 'Answers the rules as stored.',
    op: buildTypes.updateVcsRootEntryCheckoutRulesOp,
  },
  {
    id: 'buildTypes.move_build_type',
    pathParams: [btLocatorParam],
    query: [{ name: 'target_project_id', description: 'The external id of the project to move to (`App`)' }],
    from: 'reference',
    since: '2023.11',
    summary: 'Move a build configuration or template to another project',
    description:
      'Nothing happens when it is already there. 400 when the build configuration or the project is not found.',
    op: buildTypes.moveBuildTypeOp,
  },
  {
    id: 'buildTypes.get_build_parameters_of_build_type',
    aliases: ['getOutputParameters'],
    docName: 'getOutputParameters',
    pathParams: [btLocatorParam],
    query: [
      { name: 'locator', description: 'Which output parameters: a parameter locator (`name:version`)' },
      fieldsQuery,
    ],
    returns: 'Properties',
    from: 'reference',
    since: '2025.x',
    summary: 'List the output parameters of a build configuration',
    description:
      'Output parameters are the ones its builds expose to the builds that depend on them. Added after TeamCity 2023.11.',
    op: buildTypes.getBuildParametersOfBuildTypeOp,
  },
  {
    id: 'buildTypes.create_build_parameter_of_build_type',
    aliases: ['createOutputParameter'],
    docName: 'createOutputParameter',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'ModelProperty', description: "The parameter: `{ name: 'version', value: '%build.number%' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2025.x',
    summary: 'Add an output parameter to a build configuration',
    op: buildTypes.createBuildParameterOfBuildTypeOp,
  },
  {
    id: 'buildTypes.update_build_parameters_of_build_type',
    aliases: ['replaceOutputParameters'],
    docName: 'replaceOutputParameters',
    pathParams: [btLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Properties', description: 'The parameters: `{ property: [{ name, value }] }`' },
    returns: 'Properties',
    from: 'reference',
    since: '2025.x',
    summary: 'Replace every output parameter of a build configuration',
    op: buildTypes.updateBuildParametersOfBuildTypeOp,
  },
  {
    id: 'buildTypes.delete_build_parameters_of_build_type',
    aliases: ['deleteOutputParameters'],
    docName: 'deleteOutputParameters',
    pathParams: [btLocatorParam],
    from: 'reference',
    since: '2025.x',
    summary: 'Remove every output parameter of a build configuration',
    op: buildTypes.deleteBuildParametersOfBuildTypeOp,
  },
  {
    id: 'buildTypes.get_build_parameter_of_build_type',
    aliases: ['getOutputParameter'],
    docName: 'getOutputParameter',
    pathParams: [btLocatorParam, nameParam3],
    query: [fieldsQuery],
    returns: 'ModelProperty',
    from: 'reference',
    since: '2025.x',
    summary: 'Get one output parameter of a build configuration',
    op: buildTypes.getBuildParameterOfBuildTypeOp,
  },
  {
    id: 'buildTypes.update_build_parameter_of_build_type',
    aliases: ['replaceOutputParameter'],
    docName: 'replaceOutputParameter',
    pathParams: [btLocatorParam, nameParam3],
    query: [fieldsQuery],
    body: { type: 'ModelProperty', description: "The parameter: `{ value: '%build.number%' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2025.x',
    summary: 'Set one output parameter of a build configuration, by name',
    op: buildTypes.updateBuildParameterOfBuildTypeOp,
  },
  {
    id: 'buildTypes.delete_build_parameter_of_build_type',
    aliases: ['deleteOutputParameter'],
    docName: 'deleteOutputParameter',
    pathParams: [btLocatorParam, nameParam3],
    from: 'reference',
    since: '2025.x',
    summary: 'Remove one output parameter of a build configuration',
    op: buildTypes.deleteBuildParameterOfBuildTypeOp,
  },
  {
    id: 'buildTypes.get_build_parameter_value_of_build_type',
    aliases: ['getOutputParameterValue'],
    docName: 'getOutputParameterValue',
    pathParams: [btLocatorParam, nameParam3],
    from: 'reference',
    since: '2025.x',
    summary: 'Get the value of one output parameter of a build configuration, as text',
    op: buildTypes.getBuildParameterValueOfBuildTypeOp,
  },
  {
    id: 'buildTypes.update_build_parameter_value_of_build_type',
    aliases: ['setOutputParameterValue'],
    docName: 'setOutputParameterValue',
    pathParams: [btLocatorParam, nameParam3],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'reference',
    since: '2025.x',
    summary: 'Set the value of one output parameter of a build configuration, as text',
    op: buildTypes.updateBuildParameterValueOfBuildTypeOp,
  },
  {
    id: 'buildTypes.get_root',
    pathParams: [btLocatorParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery, resolveParametersQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List the top level of the latest VCS files of a build configuration',
    description:
      'Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children` (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below, `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true` includes the `.teamcity` folder TeamCity hides.',
    op: buildTypes.getRootOp,
  },
  {
    id: 'buildTypes.get_children',
    path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/children{path}',
    pathParams: [btLocatorParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery, resolveParametersQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List a folder of the latest VCS files of a build configuration',
    description: 'The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.',
    op: buildTypes.getChildrenOp,
  },
  {
    id: 'buildTypes.get_children_alias',
    path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/{path}',
    pathParams: [btLocatorParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery, resolveParametersQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List a folder of the latest VCS files of a build configuration, by the shorter route',
    description: 'The same answer as `getChildren`.',
    op: buildTypes.getChildrenAliasOp,
  },
  {
    id: 'buildTypes.get_content',
    path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/content{path}',
    pathParams: [btLocatorParam, pathParam2],
    query: [responseBuilderQuery, resolveParametersQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a file from the latest VCS files of a build configuration, choosing how it is served',
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404). `getContentAlias` does the same without the choice.",
    op: buildTypes.getContentOp,
  },
  {
    id: 'buildTypes.get_content_alias',
    path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/files{path}',
    pathParams: [btLocatorParam, pathParam2],
    query: [resolveParametersQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a file from the latest VCS files of a build configuration',
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404).",
    op: buildTypes.getContentAliasOp,
  },
  {
    id: 'buildTypes.get_metadata',
    path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/metadata{path}',
    pathParams: [btLocatorParam, pathParam3],
    query: [fieldsQuery, resolveParametersQuery],
    returns: 'File',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the name, size and date of a file or folder in the latest VCS files of a build configuration',
    op: buildTypes.getMetadataOp,
  },
  {
    id: 'buildTypes.get_zipped',
    path: '/app/rest/buildTypes/{btLocator}/vcs/files/latest/archived{path}',
    pathParams: [btLocatorParam, pathParam4],
    query: [basePathQuery2, locatorQuery3, nameQuery, resolveParametersQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a folder of the latest VCS files of a build configuration as a zip archive',
    description:
      'The archive is made on the fly, so it has no length up front. The locator picks what goes in (`pattern:+:*.log`).',
    op: buildTypes.getZippedOp,
  },
];

const buildsRows: TableRow<OperationId>[] = [
  {
    id: 'builds.add_tags',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'Tags',
      description: "`{ tag: [{ name: 'release' }] }`; `private: true` makes a tag visible to its owner only",
    },
    returns: 'Tags',
    from: 'seed',
    since: '2018.1',
    summary: 'Add tags to a build',
    description:
      'The build keeps its other tags. Returns the tags posted. Works on queued, running and finished builds.',
    op: builds.addTagsOp,
  },
  {
    id: 'builds.cancel_build',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    body: { type: 'BuildCancelRequest', description: "`{ comment: 'why', readdIntoQueue: false }`" },
    returns: 'Build',
    from: 'seed',
    since: '2018.1',
    summary: 'Cancel a running build (or take a queued one out of the queue)',
    description:
      "Stops the build; the body's `comment` says why, and `readdIntoQueue: true` puts a running build back in the queue instead of ending it. A build the locator finds in the queue is removed from it. A finished build is refused (400), and 403 comes back when the user may not stop it. Returns the build as it then is. The `cancelBuild` task cancels a build in whichever state it is.",
    op: builds.cancelBuildOp,
  },
  {
    id: 'builds.cancel_build_0',
    aliases: ['getCancelRequestExample'],
    docName: 'getCancelRequestExample',
    pathParams: [
      { name: 'buildLocator', locator: 'Build', description: 'Any build (the answer does not depend on it)' },
    ],
    returns: 'BuildCancelRequest',
    from: 'seed',
    since: '2018.1',
    summary: 'Get an example of the body that cancels a build',
    description: 'Cancels nothing. Shows the shape `cancelBuild` takes (`comment`, `readdIntoQueue`).',
    op: builds.cancelBuild0Op,
  },
  {
    id: 'builds.delete_all_parameters',
    aliases: ['deleteBuildAttributes'],
    docName: 'deleteBuildAttributes',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove every attribute of a build',
    description:
      "Build attributes are TeamCity's own key-value records on a build (not its parameters). Changing them can confuse TeamCity; needs the permission to edit the project.",
    op: builds.deleteAllParametersOp,
  },
  {
    id: 'builds.delete_build',
    pathParams: [buildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete a build from the history',
    description:
      'A queued build is canceled and deleted, a finished one deleted with its artifacts and logs. A running build is canceled, and the call then fails since it has not finished: delete it once it has.',
    op: builds.deleteBuildOp,
  },
  {
    id: 'builds.delete_builds',
    query: [locatorQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete the builds a locator finds (at most 10 by default)',
    description:
      "A locator is required. More than 10 builds found is refused (400) as a precaution; the server's `rest.buildRequest.delete.limit` property moves the limit. `deleteMultipleBuilds` reports each build's result instead.",
    op: builds.deleteBuildsOp,
  },
  {
    id: 'builds.delete_comment',
    pathParams: [buildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove the comment of a build',
    op: builds.deleteCommentOp,
  },
  {
    id: 'builds.delete_parameter',
    aliases: ['deleteBuildAttribute'],
    docName: 'deleteBuildAttribute',
    pathParams: [buildLocatorParam, nameParam4],
    query: [fieldsQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove one attribute of a build',
    description:
      "Build attributes are TeamCity's own key-value records on a build (not its parameters); needs the permission to edit the project.",
    op: builds.deleteParameterOp,
  },
  {
    id: 'builds.get_artifact_dependency_changes',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildChanges',
    from: 'seed',
    since: '2018.1',
    summary: "List how a build's artifact dependencies changed since the previous build",
    description: 'Each entry pairs the build an artifact came from this time with the one the previous build used.',
    op: builds.getArtifactDependencyChangesOp,
  },
  {
    id: 'builds.get_artifacts_directory',
    pathParams: [buildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: "Get the path of a build's artifacts folder on the server",
    description: "An absolute path on the server's disk. Needs the global permission to view server settings.",
    op: builds.getArtifactsDirectoryOp,
  },
  {
    id: 'builds.get_build_number',
    pathParams: [buildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: "Get a build's number (the text TeamCity shows, such as `1.4.27`)",
    description: 'Empty for a build still in the queue.',
    op: builds.getBuildNumberOp,
  },
  {
    id: 'builds.get_build_status_text',
    pathParams: [buildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: "Get a build's status text (`Tests passed: 312`)",
    description: 'Empty for a build still in the queue.',
    op: builds.getBuildStatusTextOp,
  },
  {
    id: 'builds.get_canceled_info',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'Comment',
    from: 'seed',
    since: '2018.1',
    summary: 'Read who canceled a build, when, and why',
    description: 'Nothing when the build was not canceled.',
    op: builds.getCanceledInfoOp,
  },
  {
    id: 'builds.get_parameter',
    aliases: ['getBuildAttribute'],
    docName: 'getBuildAttribute',
    pathParams: [buildLocatorParam, nameParam4],
    query: [fieldsQuery, fields2Query],
    returns: 'ModelProperty',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one attribute of a build',
    description:
      "Build attributes are TeamCity's own key-value records on a build (not its parameters); needs the permission to edit the project.",
    op: builds.getParameterOp,
  },
  {
    id: 'builds.get_parameter_0',
    aliases: ['getResultingParameter'],
    docName: 'getResultingParameter',
    pathParams: [
      buildLocatorParam,
      {
        name: 'propertyName',
        description: "The parameter's full name (`env.JAVA_HOME`, `system.version`, `build.number`)",
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Get the value one parameter had in a build',
    description:
      "The parameter as the build resolved it (what `serveBuildActualParameters` lists), as text. Needs the permission to view build runtime data; a password parameter's value is not shown.",
    op: builds.getParameter0Op,
  },
  {
    id: 'builds.get_parameter_value_long',
    aliases: ['getBuildAttributeValue'],
    docName: 'getBuildAttributeValue',
    pathParams: [buildLocatorParam, nameParam4],
    query: [fieldsQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Get the value of one attribute of a build as text',
    op: builds.getParameterValueLongOp,
  },
  {
    id: 'builds.get_parameters',
    aliases: ['getBuildAttributes'],
    docName: 'getBuildAttributes',
    pathParams: [buildLocatorParam],
    query: [
      { name: 'locator', description: 'Which attributes: a parameter locator (`name:teamcity.x`)' },
      fieldsQuery,
      fields2Query,
    ],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: 'List the attributes of a build',
    description:
      "Build attributes are TeamCity's own key-value records on a build, not the parameters it ran with (those are `serveBuildActualParameters`). Needs the permission to edit the project.",
    op: builds.getParametersOp,
  },
  {
    id: 'builds.get_pinned',
    pathParams: [buildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Read whether a build is pinned (`true` or `false`, as text)',
    op: builds.getPinnedOp,
  },
  {
    id: 'builds.get_problems',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'ProblemOccurrences',
    from: 'seed',
    since: '2018.1',
    summary: 'List the problems of a build (failed steps, exit codes, failed tests as a whole, ...)',
    description: 'Every problem of the build in one answer, without paging.',
    op: builds.getProblemsOp,
  },
  {
    id: 'builds.get_resolved_parameter',
    pathParams: [buildLocatorParam, { name: 'value', description: 'The text to resolve: `%env.JAVA_HOME%/bin`' }],
    from: 'reference',
    since: '2018.1',
    summary: "Resolve `%parameter%` references in a text with a build's parameters",
    description:
      "Answers the text with each reference replaced by the build's value. Needs the permission to view build runtime data unless the text refers to `%build.number%` only. A queued build resolves nothing.",
    op: builds.getResolvedParameterOp,
  },
  {
    id: 'builds.get_tests',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'TestOccurrences',
    from: 'reference',
    since: '2018.1',
    summary: 'List every test run of a build in one answer',
    description:
      "All of the build's test occurrences without paging, with the counts (`passed`, `failed`, `ignored`, `muted`). For a large build, or failed tests only, `testOccurrences.getAllTestOccurrences` with `build:(id:N),status:FAILURE` pages; the `buildResults` task gives a build's failed tests and problems.",
    op: builds.getTestsOp,
  },
  {
    id: 'builds.pin_build',
    pathParams: [buildLocatorParam],
    body: { type: 'string', description: 'A comment saying why, as plain text (may be empty)' },
    from: 'reference',
    since: '2018.1',
    summary: 'Pin a build so that clean-up keeps it',
    description: 'Only a finished build can be pinned (400 otherwise). `setBuildPinInfo` does the same with JSON.',
    op: builds.pinBuildOp,
  },
  {
    id: 'builds.unpin_build',
    pathParams: [buildLocatorParam],
    body: { type: 'string', description: 'A comment saying why, as plain text (may be empty)' },
    from: 'reference',
    since: '2018.1',
    summary: 'Unpin a build, so that clean-up may remove it again',
    description: 'Only a finished build can be unpinned (400 otherwise).',
    op: builds.unpinBuildOp,
  },
  {
    id: 'builds.replace_comment',
    pathParams: [buildLocatorParam],
    body: { type: 'string', description: 'The comment, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Set the comment of a build',
    description: 'Replaces any earlier comment; the comment records the user who set it.',
    op: builds.replaceCommentOp,
  },
  {
    id: 'builds.replace_tags',
    pathParams: [buildLocatorParam],
    query: [
      {
        name: 'locator',
        locator: 'Tag',
        description: 'Which tags to remove first (`private:true`); by default every public tag',
      },
      fieldsQuery,
    ],
    body: { type: 'Tags', description: "The tags to add: `{ tag: [{ name: 'release' }] }`" },
    returns: 'Tags',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace the tags of a build',
    description:
      'Removes the tags the locator finds (by default every public tag), adds the posted ones, and returns the tags posted.',
    op: builds.replaceTagsOp,
  },
  {
    id: 'builds.reset_build_finish_parameters',
    pathParams: [buildLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: "Make TeamCity compute a finished build's final parameters again",
    description:
      'Drops the parameters TeamCity cached when the build finished. Needs the permission to edit the project.',
    op: builds.resetBuildFinishParametersOp,
  },
  {
    id: 'builds.serve_aggregated_build_status',
    aliases: ['getAggregatedBuildStatus'],
    pathParams: [buildLocatorParam2],
    from: 'reference',
    since: '2018.1',
    summary: 'Get the worst status among the builds a locator finds (`SUCCESS`, `FAILURE`, ...)',
    description:
      "As text; `UNKNOWN` when nothing is found. The usual build defaults apply (finished builds of the default branch), so `buildType:(id:App_Build),count:1` gives the last build's status.",
    op: builds.serveAggregatedBuildStatusOp,
  },
  {
    id: 'builds.serve_aggregated_build_status_icon',
    aliases: ['getAggregatedBuildStatusIcon'],
    path: '/app/rest/builds/aggregated/{buildLocator}/statusIcon{suffix}',
    pathParams: [
      buildLocatorParam2,
      { name: 'suffix', description: 'The image format, as a file extension: `.svg` (also when empty) or `.png`' },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Download a status badge for the builds a locator finds',
    description:
      'An image showing the worst status among them. TeamCity serves it without authentication, for README badges.',
    op: builds.serveAggregatedBuildStatusIconOp,
  },
  {
    id: 'builds.serve_all_builds',
    aliases: ['getAllBuilds'],
    query: [
      {
        name: 'build_type',
        locator: 'BuildType',
        description: "Legacy: the locator's `buildType` dimension does the same",
      },
      statusQuery,
      triggeredByUserQuery,
      includePersonalQuery,
      includeCanceledQuery,
      onlyPinnedQuery,
      tagQuery,
      agentNameQuery,
      sinceBuildQuery,
      sinceDateQuery,
      startQuery,
      countQuery,
      locatorQuery,
      fieldsQuery,
    ],
    returns: 'Builds',
    from: 'reference',
    since: '2018.1',
    summary: 'List builds',
    description:
      "By default TeamCity lists finished builds of the default branch that are neither personal, canceled nor failed to start, newest first, 100 to a page. A locator widens that: `branch:default:any` for every branch, `state:any` with running and queued builds, `canceled:any`, `personal:any`, or `defaultFilter:false` for all of it; naming `agent`, `user` or `state:running` drops the defaults too. `count` sets the page size, and the answer's `nextHref` leads to the next page (`paginate` follows it).",
    op: builds.serveAllBuildsOp,
  },
  {
    id: 'builds.serve_build',
    aliases: ['getBuild'],
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'Build',
    from: 'reference',
    since: '2018.1',
    summary: 'Get a build',
    description:
      'Finds one build: `id:123` finds it in any state, queued included. Any other locator takes the first match under the usual defaults, so `buildType:(id:App_Build)` is the newest finished build of the default branch; add `branch:...` or `state:any` for others.',
    op: builds.serveBuildOp,
  },
  {
    id: 'builds.serve_build_actual_parameters',
    aliases: ['getBuildActualParameters'],
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the parameters a build ran with, as TeamCity resolved them',
    description: 'Needs the permission to view build runtime data; password parameters show no value.',
    op: builds.serveBuildActualParametersOp,
  },
  {
    id: 'builds.serve_build_field_by_build_only',
    aliases: ['getBuildFieldByBuildOnly'],
    pathParams: [buildLocatorParam, fieldParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Read one field of a build as text',
    op: builds.serveBuildFieldByBuildOnlyOp,
  },
  {
    id: 'builds.serve_build_related_issues',
    aliases: ['getBuildRelatedIssues'],
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'IssuesUsages',
    from: 'reference',
    since: '2018.1',
    summary: "List the issue-tracker issues a build's changes mention",
    op: builds.serveBuildRelatedIssuesOp,
  },
  {
    id: 'builds.serve_build_related_issues_old',
    aliases: ['getBuildRelatedIssuesOld'],
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'IssuesUsages',
    from: 'reference',
    since: '2018.1',
    summary: "List the issue-tracker issues a build's changes mention (older route)",
    description: 'The same answer as `serveBuildRelatedIssues`, on the route TeamCity kept for older clients.',
    op: builds.serveBuildRelatedIssuesOldOp,
  },
  {
    id: 'builds.serve_build_statistic_value',
    aliases: ['getBuildStatisticValue'],
    pathParams: [
      buildLocatorParam,
      {
        name: 'name',
        description:
          "The statistic's key, as `serveBuildStatisticValues` lists them (`BuildDuration`, `TotalTestCount`)",
      },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Get one statistic value of a build (`BuildDuration`, `ArtifactsSize`, ...)',
    description: 'As text; empty when the build has no such value.',
    op: builds.serveBuildStatisticValueOp,
  },
  {
    id: 'builds.serve_build_statistic_values',
    aliases: ['getBuildStatisticValues'],
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the statistic values of a build (duration, test counts, artifact size, ...)',
    op: builds.serveBuildStatisticValuesOp,
  },
  {
    id: 'builds.serve_build_status_icon',
    aliases: ['getBuildStatusIcon'],
    path: '/app/rest/builds/{buildLocator}/statusIcon{suffix}',
    pathParams: [
      buildLocatorParam,
      { name: 'suffix', description: 'The image format, as a file extension: `.svg` (also when empty) or `.png`' },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Download a status badge for a build',
    description: "An image of the build's status; TeamCity serves it without authentication, for README badges.",
    op: builds.serveBuildStatusIconOp,
  },
  {
    id: 'builds.serve_source_file',
    aliases: ['getSourceFile'],
    pathParams: [
      buildLocatorParam,
      { name: 'fileName', description: "The file's path in the repository (`src/main.ts`)" },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Download a source file as it was in the revision a build used',
    description: "Read from the VCS at the build's revision; 500 when the VCS cannot give it.",
    op: builds.serveSourceFileOp,
  },
  {
    id: 'builds.serve_tags',
    aliases: ['getTags'],
    pathParams: [buildLocatorParam],
    query: [
      {
        name: 'locator',
        locator: 'Tag',
        description: 'Which tags: a tag locator (`private:true`, `owner:(username:me)`); by default the public ones',
      },
      fieldsQuery,
    ],
    returns: 'Tags',
    from: 'reference',
    since: '2018.1',
    summary: 'List the tags of a build',
    op: builds.serveTagsOp,
  },
  {
    id: 'builds.set_build_number',
    pathParams: [buildLocatorParam],
    body: { type: 'string', description: 'The new build number, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Change the number of a running build',
    description: 'Only while the build runs (400 otherwise). Answers the number as set.',
    op: builds.setBuildNumberOp,
  },
  {
    id: 'builds.set_build_status_text',
    pathParams: [buildLocatorParam],
    body: { type: 'string', description: 'The new status text, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Change the status text of a running build',
    description: 'Only while the build runs (400 otherwise). Answers the status text as it then reads.',
    op: builds.setBuildStatusTextOp,
  },
  {
    id: 'builds.set_parameter',
    aliases: ['addBuildAttribute'],
    docName: 'addBuildAttribute',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery, fields2Query],
    body: { type: 'ModelProperty', description: "The attribute: `{ name: 'x', value: 'y' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Add an attribute to a build (or replace the one of that name)',
    description:
      "Build attributes are TeamCity's own key-value records on a build, not its parameters; changing some confuses TeamCity. Needs the permission to edit the project. Returns the attribute.",
    op: builds.setParameterOp,
  },
  {
    id: 'builds.set_parameter_0',
    aliases: ['setBuildAttribute'],
    docName: 'setBuildAttribute',
    pathParams: [buildLocatorParam, nameParam4],
    query: [fieldsQuery, fields2Query],
    body: { type: 'ModelProperty', description: "The attribute: `{ value: 'y' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Set one attribute of a build, by name',
    description:
      'The name in the path wins over any `name` in the body. Needs the permission to edit the project. Returns the attribute.',
    op: builds.setParameter0Op,
  },
  {
    id: 'builds.set_parameter_value_long',
    aliases: ['setBuildAttributeValue'],
    docName: 'setBuildAttributeValue',
    pathParams: [buildLocatorParam, nameParam4],
    query: [fieldsQuery],
    body: { type: 'string', description: 'The new value, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Set the value of one attribute of a build, as text',
    description: 'Needs the permission to edit the project. Answers the value as stored.',
    op: builds.setParameterValueLongOp,
  },
  {
    id: 'builds.set_parameters',
    aliases: ['replaceBuildAttributes'],
    docName: 'replaceBuildAttributes',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery, fields2Query],
    body: { type: 'Properties', description: "The attributes: `{ property: [{ name: 'x', value: 'y' }] }`" },
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace every attribute of a build',
    description: 'The build ends up with exactly the posted attributes. Needs the permission to edit the project.',
    op: builds.setParametersOp,
  },
  {
    id: 'builds.get_multiple_builds',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    returns: 'Builds',
    from: 'reference',
    since: '2023.11',
    summary: 'List the builds a locator finds, with the locator in the path',
    description: 'The same answer as `serveAllBuilds` with that locator, defaults and paging included.',
    op: builds.getMultipleBuildsOp,
  },
  {
    id: 'builds.cancel_multiple',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    body: { type: 'BuildCancelRequest', description: "`{ comment: 'why', readdIntoQueue: false }`" },
    returns: 'MultipleOperationResult',
    from: 'reference',
    since: '2023.11',
    summary: 'Cancel every build a locator finds',
    description:
      'Running builds are stopped and queued ones taken out of the queue; the answer lists each build with its own success or error, so one refusal does not stop the rest.',
    op: builds.cancelMultipleOp,
  },
  {
    id: 'builds.delete_multiple_builds',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    returns: 'MultipleOperationResult',
    from: 'reference',
    since: '2023.11',
    summary: 'Delete every build a locator finds, reporting each one',
    description:
      "Queued builds are canceled and deleted; running builds are not deleted. The answer lists each build's result.",
    op: builds.deleteMultipleBuildsOp,
  },
  {
    id: 'builds.set_multiple_build_comments',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    body: { type: 'string', description: 'The comment, as plain text' },
    returns: 'MultipleOperationResult',
    from: 'reference',
    since: '2023.11',
    summary: 'Set the same comment on every build a locator finds',
    op: builds.setMultipleBuildCommentsOp,
  },
  {
    id: 'builds.delete_multiple_build_comments',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    returns: 'MultipleOperationResult',
    from: 'reference',
    since: '2023.11',
    summary: 'Remove the comment of every build a locator finds',
    op: builds.deleteMultipleBuildCommentsOp,
  },
  {
    id: 'builds.pin_multiple_builds',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    body: { type: 'PinInfo', description: "`{ status: true, comment: { text: 'release' } }`; `status: false` unpins" },
    returns: 'MultipleOperationResult',
    from: 'reference',
    since: '2023.11',
    summary: 'Pin or unpin every build a locator finds',
    description: "Only finished builds can be pinned; the answer lists each build's own result.",
    op: builds.pinMultipleBuildsOp,
  },
  {
    id: 'builds.add_tags_to_multiple_builds',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    body: { type: 'Tags', description: "`{ tag: [{ name: 'release' }] }`" },
    returns: 'MultipleOperationResult',
    from: 'reference',
    since: '2023.11',
    summary: 'Add the same tags to every build a locator finds',
    op: builds.addTagsToMultipleBuildsOp,
  },
  {
    id: 'builds.remove_multiple_build_tags',
    pathParams: [buildLocatorParam2],
    query: [fieldsQuery],
    body: { type: 'Tags', description: "The tags to remove: `{ tag: [{ name: 'release' }] }`" },
    returns: 'MultipleOperationResult',
    from: 'reference',
    since: '2023.11',
    summary: 'Remove tags from every build a locator finds',
    op: builds.removeMultipleBuildTagsOp,
  },
  {
    id: 'builds.set_finished_time',
    pathParams: [buildLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: 'Finish a running agent-less build now',
    description:
      "For builds a script drives itself (see `markBuildAsRunning`). Needs the build's own credentials or the permission to edit the project; a build already finished is refused (404).",
    op: builds.setFinishedTimeOp,
  },
  {
    id: 'builds.get_build_finish_date',
    pathParams: [buildLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: "Get when a build finished, as TeamCity's date text",
    description: "`yyyyMMdd'T'HHmmssZ` (`parseTeamCityDate` reads it); empty while it has not finished.",
    op: builds.getBuildFinishDateOp,
  },
  {
    id: 'builds.set_build_finish_date',
    pathParams: [buildLocatorParam],
    body: {
      type: 'string',
      description: "The finish time in TeamCity's date form (`20250101T120000+0000`), as plain text",
    },
    from: 'reference',
    since: '2023.11',
    summary: 'Finish a running agent-less build at a given time',
    description: "Needs the build's own credentials or the permission to edit the project.",
    op: builds.setBuildFinishDateOp,
  },
  {
    id: 'builds.add_log_message_to_build',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    body: { type: 'string', description: 'The lines to write, as plain text' },
    from: 'reference',
    since: '2023.11',
    summary: 'Write lines to the log of a running build',
    description:
      "Each line goes to the build log as if the build printed it, so TeamCity service messages (`##teamcity[buildStatus ...]`) work. Needs the build's own credentials or the permission to edit the project.",
    op: builds.addLogMessageToBuildOp,
  },
  {
    id: 'builds.get_build_output_parameters_of_build',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'reference',
    since: '2025.x',
    summary: 'List the output parameters a build published',
    description:
      'Output parameters are the ones a build configuration exposes to the builds that depend on it. Added after TeamCity 2023.11.',
    op: builds.getBuildOutputParametersOfBuildOp,
  },
  {
    id: 'builds.get_build_output_parameters',
    aliases: ['getBuildOutputParameter'],
    docName: 'getBuildOutputParameter',
    pathParams: [buildLocatorParam, { name: 'propertyName', description: "The output parameter's name" }],
    from: 'reference',
    since: '2025.x',
    summary: 'Get the value of one output parameter of a build',
    description: 'As text. Added after TeamCity 2023.11.',
    op: builds.getBuildOutputParametersOp,
  },
  {
    id: 'builds.get_build_pin_info',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'PinInfo',
    from: 'reference',
    since: '2023.11',
    summary: 'Read whether a build is pinned, with who pinned it, when and why',
    op: builds.getBuildPinInfoOp,
  },
  {
    id: 'builds.set_build_pin_info',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    body: { type: 'PinInfo', description: "`{ status: true, comment: { text: 'release' } }`; `status: false` unpins" },
    returns: 'PinInfo',
    from: 'reference',
    since: '2023.11',
    summary: 'Pin or unpin a build, with a comment',
    description:
      'Only a finished build can be pinned or unpinned (400 otherwise). Returns the pin state as it then is.',
    op: builds.setBuildPinInfoOp,
  },
  {
    id: 'builds.add_problem_to_build',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    body: { type: 'string', description: 'What went wrong, as plain text' },
    returns: 'ProblemOccurrence',
    from: 'reference',
    since: '2023.11',
    summary: 'Add a problem to a build, which makes it fail',
    description:
      "The problem is recorded as the current user's, with the posted text. Returns the new problem occurrence.",
    op: builds.addProblemToBuildOp,
  },
  {
    id: 'builds.mark_build_as_running',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    body: { type: 'string', description: 'Who starts it, as plain text (recorded by TeamCity)' },
    returns: 'Build',
    from: 'reference',
    since: '2023.11',
    summary: 'Start a queued build without an agent (an agent-less build a script drives)',
    description:
      'The build leaves the queue and runs with no agent: the caller writes its log (`addLogMessageToBuild`) and finishes it (`setFinishedTime`). 400 when the build is not queued. Returns the running build.',
    op: builds.markBuildAsRunningOp,
  },
  {
    id: 'builds.get_build_status',
    pathParams: [buildLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: "Get a build's status as text (`SUCCESS`, `FAILURE` or `UNKNOWN`)",
    op: builds.getBuildStatusOp,
  },
  {
    id: 'builds.set_build_status',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    body: { type: 'BuildStatusUpdate', description: "`{ status: 'FAILURE', comment: 'broken deployment' }`" },
    from: 'reference',
    since: '2023.11',
    summary: 'Mark a finished build as successful or failed',
    description:
      'Changes the status of a finished build by hand, with a comment; TeamCity shows who changed it. 400 with the reasons when the change is not allowed.',
    op: builds.setBuildStatusOp,
  },
  {
    id: 'builds.get_build_vcs_labels',
    pathParams: [buildLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsLabels',
    from: 'reference',
    since: '2023.11',
    summary: 'List the VCS labels (tags in the repository) TeamCity set for a build',
    op: builds.getBuildVcsLabelsOp,
  },
  {
    id: 'builds.add_build_vcs_label',
    pathParams: [buildLocatorParam],
    query: [
      {
        name: 'locator',
        locator: 'VcsRootInstance',
        description: 'Which VCS root instance to label; every root of the build when left out',
      },
      fieldsQuery,
    ],
    body: { type: 'string', description: 'The label text, as plain text' },
    returns: 'VcsLabels',
    from: 'reference',
    since: '2023.11',
    summary: 'Label the revision a build used in its VCS roots',
    description:
      "Sets the label in every VCS root of the build, or only the one the locator finds. An empty label is refused (400); a VCS error is only logged by TeamCity. Returns the build's labels of that text.",
    op: builds.addBuildVcsLabelOp,
  },
  {
    id: 'builds.get_root',
    pathParams: [buildLocatorParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery, resolveParametersQuery2, logBuildUsageQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: "List the top level of a build's artifacts",
    description:
      'Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children` (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below, `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true` includes the `.teamcity` folder TeamCity hides.',
    op: builds.getRootOp,
  },
  {
    id: 'builds.get_children',
    path: '/app/rest/builds/{buildLocator}/artifacts/children{path}',
    pathParams: [buildLocatorParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery, resolveParametersQuery2, logBuildUsageQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: "List a folder of a build's artifacts",
    description: 'The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.',
    op: builds.getChildrenOp,
  },
  {
    id: 'builds.get_children_alias',
    path: '/app/rest/builds/{buildLocator}/artifacts/{path}',
    pathParams: [buildLocatorParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery, resolveParametersQuery2, logBuildUsageQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: "List a folder of a build's artifacts, by the shorter route",
    description: 'The same answer as `getChildren`.',
    op: builds.getChildrenAliasOp,
  },
  {
    id: 'builds.get_content',
    path: '/app/rest/builds/{buildLocator}/artifacts/content{path}',
    pathParams: [buildLocatorParam, pathParam2],
    query: [responseBuilderQuery, resolveParametersQuery2, logBuildUsageQuery],
    from: 'seed',
    since: '2018.1',
    summary: "Download a file from a build's artifacts, choosing how it is served",
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404). `getContentAlias` does the same without the choice.",
    op: builds.getContentOp,
  },
  {
    id: 'builds.get_content_alias',
    path: '/app/rest/builds/{buildLocator}/artifacts/files{path}',
    pathParams: [buildLocatorParam, pathParam2],
    query: [resolveParametersQuery2, logBuildUsageQuery],
    from: 'seed',
    since: '2018.1',
    summary: "Download a file from a build's artifacts",
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404).",
    op: builds.getContentAliasOp,
  },
  {
    id: 'builds.get_metadata',
    path: '/app/rest/builds/{buildLocator}/artifacts/metadata{path}',
    pathParams: [buildLocatorParam, pathParam3],
    query: [fieldsQuery, resolveParametersQuery2, logBuildUsageQuery],
    returns: 'File',
    from: 'seed',
    since: '2018.1',
    summary: "Get the name, size and date of a file or folder in a build's artifacts",
    op: builds.getMetadataOp,
  },
  {
    id: 'builds.get_zipped',
    path: '/app/rest/builds/{buildLocator}/artifacts/archived{path}',
    pathParams: [buildLocatorParam, pathParam4],
    query: [basePathQuery2, locatorQuery3, nameQuery, resolveParametersQuery2, logBuildUsageQuery],
    from: 'seed',
    since: '2018.1',
    summary: "Download a folder of a build's artifacts as a zip archive",
    description:
      'The archive is made on the fly, so it has no length up front. The locator picks what goes in (`pattern:+:*.log`).',
    op: builds.getZippedOp,
  },
];

const changesRows: TableRow<OperationId>[] = [
  {
    id: 'changes.serve_changes',
    aliases: ['getChanges'],
    query: [
      { name: 'project', locator: 'Project', description: "Legacy: the locator's `project` dimension" },
      { name: 'build_type', locator: 'BuildType', description: "Legacy: the locator's `buildType` dimension" },
      { name: 'build', locator: 'Build', description: "Legacy: the locator's `build` dimension" },
      {
        name: 'vcs_root',
        locator: 'VcsRoot',
        description: "Legacy: the locator's `vcsRootInstance` dimension (a VCS root instance, not a VCS root)",
      },
      { name: 'since_change', description: "Legacy: the locator's `sinceChange` dimension" },
      startQuery,
      countQuery,
      { name: 'locator', locator: 'Change', description: 'A change locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'Changes',
    from: 'seed',
    since: '2018.1',
    summary: 'List VCS changes (commits TeamCity has seen)',
    description:
      "Newest first, 100 to a page; TeamCity looks at most at 15,000 changes per request unless the locator's `lookupLimit` says otherwise. `build:(id:42)` gives the changes a build included, `buildType:(id:App_Build)` those of a configuration, `pending:true` those not built yet. A legacy input given with a different value of the same locator dimension is refused (400).",
    op: changes.serveChangesOp,
  },
  {
    id: 'changes.serve_change',
    aliases: ['getChange'],
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'Change',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a VCS change (commit), with its files, author and comment',
    op: changes.serveChangeOp,
  },
  {
    id: 'changes.get_change_field',
    pathParams: [
      changeLocatorParam,
      { name: 'field', description: 'The field: `id`, `version`, `username`, `date`, `personal` or `comment`' },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a VCS change as text',
    op: changes.getChangeFieldOp,
  },
  {
    id: 'changes.get_change_attributes',
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'Entries',
    from: 'seed',
    since: '2018.1',
    summary: 'List the attributes TeamCity recorded for a VCS change',
    op: changes.getChangeAttributesOp,
  },
  {
    id: 'changes.get_change_duplicates',
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'Changes',
    from: 'seed',
    since: '2018.1',
    summary: 'List the other records of the same commit (seen through other VCS roots)',
    op: changes.getChangeDuplicatesOp,
  },
  {
    id: 'changes.get_change_first_builds',
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'Builds',
    from: 'seed',
    since: '2018.1',
    summary: 'List the first build of each build configuration that included a change',
    op: changes.getChangeFirstBuildsOp,
  },
  {
    id: 'changes.get_change_issue',
    pathParams: [changeLocatorParam],
    returns: 'Issues',
    from: 'seed',
    since: '2018.1',
    summary: "List the issue-tracker issues a change's comment mentions",
    op: changes.getChangeIssueOp,
  },
  {
    id: 'changes.get_change_parent_revisions',
    pathParams: [changeLocatorParam],
    returns: 'Items',
    from: 'seed',
    since: '2018.1',
    summary: 'List the parent revisions of a change (commit hashes)',
    op: changes.getChangeParentRevisionsOp,
  },
  {
    id: 'changes.get_change_vcs_root',
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootInstance',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the VCS root instance a change came from (older route)',
    description: 'The same answer as `getChangeVcsRootInstance`.',
    op: changes.getChangeVcsRootOp,
  },
  {
    id: 'changes.get_change_vcs_root_instance',
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootInstance',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the VCS root instance a change came from',
    op: changes.getChangeVcsRootInstanceOp,
  },
  {
    id: 'changes.get_parent_changes',
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'Changes',
    from: 'seed',
    since: '2018.1',
    summary: 'List the parent changes of a change',
    op: changes.getParentChangesOp,
  },
  {
    id: 'changes.get_related_build_types',
    pathParams: [changeLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildTypes',
    from: 'reference',
    since: '2018.1',
    summary: 'List the build configurations a change affects',
    op: changes.getRelatedBuildTypesOp,
  },
];

const cloudRows: TableRow<OperationId>[] = [
  {
    id: 'cloud.get_all_cloud_images',
    query: [
      { name: 'locator', description: 'Which images: a cloud image locator (`profile:(id:...)`, `name:...`)' },
      fieldsQuery,
    ],
    returns: 'CloudImages',
    from: 'reference',
    since: '2023.11',
    summary: 'List cloud images (the agent templates cloud profiles start agents from)',
    op: cloud.getAllCloudImagesOp,
  },
  {
    id: 'cloud.get_cloud_image',
    pathParams: [
      {
        name: 'imageLocator',
        description: 'Which image: a cloud image locator (`id:...` or `profile:(...),name:...`)',
      },
    ],
    query: [fieldsQuery],
    returns: 'CloudImage',
    from: 'reference',
    since: '2023.11',
    summary: 'Get a cloud image',
    op: cloud.getCloudImageOp,
  },
  {
    id: 'cloud.get_all_cloud_instances',
    query: [
      { name: 'locator', description: 'Which instances: a cloud instance locator (`image:(...)`, `profile:(...)`)' },
      fieldsQuery,
    ],
    returns: 'CloudInstances',
    from: 'reference',
    since: '2023.11',
    summary: 'List running cloud agent instances',
    op: cloud.getAllCloudInstancesOp,
  },
  {
    id: 'cloud.start_instance',
    query: [fieldsQuery],
    body: { type: 'CloudInstance', description: "Which image to start: `{ image: { id: '...' } }`" },
    from: 'reference',
    since: '2023.11',
    summary: 'Start a new agent instance from a cloud image',
    description: 'Answers nothing; the instance appears in `getAllCloudInstances` once the cloud provider starts it.',
    op: cloud.startInstanceOp,
  },
  {
    id: 'cloud.get_cloud_instance',
    pathParams: [instanceLocatorParam],
    query: [fieldsQuery],
    returns: 'CloudInstance',
    from: 'reference',
    since: '2023.11',
    summary: 'Get a cloud agent instance',
    op: cloud.getCloudInstanceOp,
  },
  {
    id: 'cloud.stop_instance',
    pathParams: [instanceLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: 'Remove a cloud agent instance at once, even with a build running on it',
    description: 'The same as `forseTerminateInstance`; `terminateInstance` lets a running build finish first.',
    op: cloud.stopInstanceOp,
  },
  {
    id: 'cloud.forse_terminate_instance',
    aliases: ['forceTerminateInstance'],
    docName: 'forceTerminateInstance',
    pathParams: [instanceLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: 'Terminate a cloud agent instance now, even with a build running on it',
    description: "The seed name keeps TeamCity's misspelling.",
    op: cloud.forseTerminateInstanceOp,
  },
  {
    id: 'cloud.terminate_instance',
    pathParams: [instanceLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: 'Stop a cloud agent instance once its current build, if any, has finished',
    op: cloud.terminateInstanceOp,
  },
  {
    id: 'cloud.get_all_cloud_profiles',
    query: [
      { name: 'locator', description: 'Which profiles: a cloud profile locator (`project:(id:App)`, `id:...`)' },
      fieldsQuery,
    ],
    returns: 'CloudProfiles',
    from: 'reference',
    since: '2023.11',
    summary: 'List cloud profiles (connections to a cloud provider with their images)',
    op: cloud.getAllCloudProfilesOp,
  },
  {
    id: 'cloud.get_cloud_profile',
    pathParams: [{ name: 'profileLocator', description: 'Which profile: a cloud profile locator (`id:...`)' }],
    query: [fieldsQuery],
    returns: 'CloudProfile',
    from: 'reference',
    since: '2023.11',
    summary: 'Get a cloud profile',
    op: cloud.getCloudProfileOp,
  },
];

const debugRows: TableRow<OperationId>[] = [
  {
    id: 'debug.delete_current_remember_me',
    from: 'seed',
    since: '2018.1',
    summary: 'Drop the remember-me cookie of the current session',
    op: debug.deleteCurrentRememberMeOp,
  },
  {
    id: 'debug.new_remember_me',
    from: 'seed',
    since: '2018.1',
    summary: 'Make a remember-me cookie value for the current user',
    description:
      "Only when the server's internal property `rest.debug.currentRequest.rememberMe.allowCreate` is set (403 otherwise).",
    op: debug.newRememberMeOp,
  },
  {
    id: 'debug.empty_task',
    query: [
      { name: 'time', description: 'How long it runs: milliseconds, or a relative time such as `10s`' },
      { name: 'load', type: 'integer', description: 'How busy it keeps a CPU meanwhile, in percent (0 to 100)' },
      { name: 'memory', type: 'integer', description: 'How many bytes it holds while it runs' },
      { name: 'memory_chunks', type: 'integer', default: 1, description: 'In how many pieces the memory is allocated' },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Run a do-nothing task on the server that takes time, CPU or memory (for load tests)',
    description: 'Needs the permission to manage the server installation. Answers once the task is done.',
    op: debug.emptyTaskOp,
  },
  {
    id: 'debug.execute_db_query',
    pathParams: [{ name: 'query', description: 'The SQL statement, as one path segment' }],
    query: [
      { name: 'field_delimiter', default: ', ', description: 'What goes between the columns of a row' },
      {
        name: 'data_retrieve_query',
        description: 'Treat the statement as one that answers rows (`true`) or changes them (`false`)',
      },
      {
        name: 'count',
        type: 'integer',
        default: 1000,
        description: 'The most rows to answer; a negative number for all',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: "Run an SQL statement on TeamCity's database",
    description:
      "Needs the permission to manage the server installation. A `select`, `show` or `explain` answers its rows as text (at most `count`, with a note when cut off); any other statement answers the number of rows it changed. It changes TeamCity's data directly: for diagnostics only.",
    op: debug.executeDbQueryOp,
  },
  {
    id: 'debug.list_db_tables',
    from: 'seed',
    since: '2018.1',
    summary: "List the tables of TeamCity's database, one per line",
    description: 'Needs the permission to manage the server installation.',
    op: debug.listDbTablesOp,
  },
  {
    id: 'debug.get_build_chain_optimization_log',
    pathParams: [buildLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Get the log of how TeamCity reused builds when it queued a build chain',
    description: "Needs the permission to edit the build's project.",
    op: debug.getBuildChainOptimizationLogOp,
  },
  {
    id: 'debug.get_cached_build_promotions',
    query: [
      {
        name: 'build_type_locator',
        locator: 'BuildType',
        description: 'Only those of the build configurations this locator finds',
      },
      fieldsQuery,
    ],
    returns: 'Builds',
    from: 'seed',
    since: '2018.1',
    summary: 'List the builds TeamCity holds in its build cache',
    description: 'Needs the permission to manage the server installation.',
    op: debug.getCachedBuildPromotionsOp,
  },
  {
    id: 'debug.get_cached_build_promotions_stats',
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: "Get the statistics of TeamCity's build cache",
    description: 'Needs the permission to manage the server installation.',
    op: debug.getCachedBuildPromotionsStatsOp,
  },
  {
    id: 'debug.get_cached_builds_stat',
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: "Get the statistics of TeamCity's finished-builds cache",
    description: 'Needs the permission to manage the server installation.',
    op: debug.getCachedBuildsStatOp,
  },
  {
    id: 'debug.get_current_session',
    query: [fieldsQuery],
    returns: 'Session',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the HTTP session of this request (its id, user, creation and last access)',
    op: debug.getCurrentSessionOp,
  },
  {
    id: 'debug.invalidate_current_session',
    from: 'seed',
    since: '2018.1',
    summary: 'End the HTTP session of this request (log it out)',
    op: debug.invalidateCurrentSessionOp,
  },
  {
    id: 'debug.get_current_session_max_inactive_interval',
    from: 'seed',
    since: '2018.1',
    summary: 'Get how long the current session may stay idle, in seconds',
    op: debug.getCurrentSessionMaxInactiveIntervalOp,
  },
  {
    id: 'debug.set_current_session_max_inactive_interval',
    body: { type: 'string', description: 'The idle time in seconds, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Change how long the current session may stay idle',
    description:
      "Only when the server's internal property `rest.debug.currentRequest.session.maxInactiveSeconds.allowChange` is set (403 otherwise).",
    op: debug.setCurrentSessionMaxInactiveIntervalOp,
  },
  {
    id: 'debug.get_current_user_permissions',
    from: 'seed',
    since: '2018.1',
    summary: 'List the permissions of the current user, as text',
    description:
      "Only when the server's internal property `rest.debug.currentUserPermissions.enable` is set (400 otherwise).",
    op: debug.getCurrentUserPermissionsOp,
  },
  {
    id: 'debug.get_date',
    pathParams: [
      {
        name: 'dateLocator',
        description:
          'The date: milliseconds since 1970, a TeamCity date (`20250101T120000+0000`), or a time condition such as `-1d`',
      },
    ],
    query: [
      { name: 'format', description: "A Joda-Time pattern to print the date with; empty for TeamCity's own format" },
      {
        name: 'timezone',
        description: 'A time-zone id (`Europe/Berlin`); a wrong one is answered with the list of valid ids (400)',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Show how TeamCity reads a date or a relative time',
    description: 'Needs the permission to manage the server installation when `format` is given.',
    op: debug.getDateOp,
  },
  {
    id: 'debug.get_diagnostics_perf_stats',
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: "Get the server's thread performance statistics",
    op: debug.getDiagnosticsPerfStatsOp,
  },
  {
    id: 'debug.get_environment_variables',
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: "List the server process's environment variables",
    description: 'Needs the permission to manage the server installation.',
    op: debug.getEnvironmentVariablesOp,
  },
  {
    id: 'debug.get_system_properties',
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: "List the server JVM's system properties",
    description: 'Needs the permission to manage the server installation.',
    op: debug.getSystemPropertiesOp,
  },
  {
    id: 'debug.get_hashed',
    pathParams: [{ name: 'method', description: 'How: `md5`, `sha1`, `hash`, `encodeBase64Url` or `decodeBase64`' }],
    query: [{ name: 'value', description: 'The value to transform (required)' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Hash or encode a value the way TeamCity does (md5, sha1, base64)',
    description: 'Needs the permission to manage the server installation.',
    op: debug.getHashedOp,
  },
  {
    id: 'debug.get_scrambled',
    query: [{ name: 'value', description: 'The text to scramble' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Scramble a password the way TeamCity stores secure values',
    description: 'Needs the permission to manage the server installation.',
    op: debug.getScrambledOp,
  },
  {
    id: 'debug.get_unscrambled',
    query: [{ name: 'value', description: 'The scrambled text' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Unscramble a value TeamCity stored scrambled',
    description: 'Needs the permission to manage the server installation.',
    op: debug.getUnscrambledOp,
  },
  {
    id: 'debug.get_ip_address',
    pathParams: [{ name: 'host', description: 'The host name to look up' }],
    returns: 'Items',
    from: 'seed',
    since: '2018.1',
    summary: 'Resolve a host name from the server, as the server sees it',
    description: 'Needs the permission to manage the server installation; an unknown host is answered with 400.',
    op: debug.getIpAddressOp,
  },
  {
    id: 'debug.get_raw_investigations',
    query: [fieldsQuery],
    returns: 'Investigations',
    from: 'seed',
    since: '2018.1',
    summary: 'List every investigation as TeamCity stores it',
    description: 'Needs the permission to manage the server installation.',
    op: debug.getRawInvestigationsOp,
  },
  {
    id: 'debug.get_request_details',
    path: '/app/rest/debug/currentRequest/details{extra}',
    pathParams: [
      {
        name: 'extra',
        description: 'Any path after `details`, echoed back (to see how a proxy passes characters through)',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Echo how the server received this GET request (URL, headers, remote address)',
    description:
      "Needs the permission to manage the server installation, unless the server's `rest.debug.currentRequest.details.allowUnauthorized` property is set.",
    op: debug.getRequestDetailsOp,
  },
  {
    id: 'debug.post_request_details',
    path: '/app/rest/debug/currentRequest/details{extra}',
    pathParams: [{ name: 'extra', description: 'Any path after `details`, echoed back' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Echo how the server received this POST request',
    op: debug.postRequestDetailsOp,
  },
  {
    id: 'debug.put_request_details',
    path: '/app/rest/debug/currentRequest/details{extra}',
    pathParams: [{ name: 'extra', description: 'Any path after `details`, echoed back' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Echo how the server received this PUT request',
    op: debug.putRequestDetailsOp,
  },
  {
    id: 'debug.get_sessions',
    query: [
      { name: 'manager', type: 'integer', description: "Which of Tomcat's session managers to read, counted from 0" },
      fieldsQuery,
    ],
    returns: 'Sessions',
    from: 'seed',
    since: '2018.1',
    summary: "List the server's HTTP sessions",
    description: 'Needs the permission to manage the server installation.',
    op: debug.getSessionsOp,
  },
  {
    id: 'debug.get_thread_dump',
    query: [
      {
        name: 'locked_monitors',
        description: 'Read by TeamCity as the name of a JVM system property, so it has no effect in practice',
      },
      {
        name: 'locked_synchronizers',
        description: 'Read by TeamCity as the name of a JVM system property, so it has no effect in practice',
      },
      { name: 'detect_locks', description: 'Whether to look for deadlocked threads' },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Take a thread dump of the server, as text',
    description: 'Needs the permission to manage the server installation.',
    op: debug.getThreadDumpOp,
  },
  {
    id: 'debug.get_thread_interrupted',
    pathParams: [{ name: 'threadLocator', description: "The thread's id, as the thread dump shows it" }],
    from: 'seed',
    since: '2018.1',
    summary: 'Read whether a server thread is interrupted',
    description: 'Needs the permission to manage the server installation.',
    op: debug.getThreadInterruptedOp,
  },
  {
    id: 'debug.interrupt_thread',
    pathParams: [{ name: 'threadLocator', description: "The thread's id, as the thread dump shows it" }],
    body: { type: 'string', description: '`true` (the only value accepted), as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Interrupt a server thread',
    description: 'Needs the permission to manage the server installation. 404 when no thread has that id.',
    op: debug.interruptThreadOp,
  },
  {
    id: 'debug.save_memory_dump',
    query: [{ name: 'archived', type: 'boolean', description: 'Zip the dump (the default)' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Save a memory dump of the server under its logs folder',
    description: "Needs the permission to manage the server installation. Answers the dump file's path.",
    op: debug.saveMemoryDumpOp,
  },
  {
    id: 'debug.schedule_checking_for_changes',
    query: [
      locatorQuery4,
      { name: 'requestor', description: 'Who asks, as TeamCity records it: `user` (the default) or `commit_hook`' },
      fieldsQuery,
    ],
    returns: 'VcsRootInstances',
    from: 'seed',
    since: '2018.1',
    summary: 'Make TeamCity check the VCS root instances a locator finds for new changes (older route)',
    description: '`vcsRootInstances.scheduleCheckingForChanges` is the current route for the same.',
    op: debug.scheduleCheckingForChangesOp,
  },
];

const deploymentDashboardsRows: TableRow<OperationId>[] = [
  {
    id: 'deploymentDashboards.get_all_dashboards',
    query: [
      {
        name: 'locator',
        locator: 'DeploymentDashboard',
        description: 'A deployment dashboard locator that filters the list',
      },
      fieldsQuery,
    ],
    returns: 'DeploymentDashboards',
    from: 'reference',
    since: '2023.11',
    summary: 'List deployment dashboards',
    description: 'A deployment dashboard shows, per project, which version is deployed where (its instances).',
    op: deploymentDashboards.getAllDashboardsOp,
  },
  {
    id: 'deploymentDashboards.create_dashboard',
    body: {
      type: 'DeploymentDashboard',
      description: "`{ id: 'App_Deploy', name: 'Deployments', project: { id: 'App' } }`",
    },
    returns: 'DeploymentDashboard',
    from: 'reference',
    since: '2023.11',
    summary: 'Create a deployment dashboard in a project',
    op: deploymentDashboards.createDashboardOp,
  },
  {
    id: 'deploymentDashboards.get_dashboard',
    pathParams: [deploymentDashboardLocatorParam],
    query: [fieldsQuery],
    returns: 'DeploymentDashboard',
    from: 'reference',
    since: '2023.11',
    summary: 'Get a deployment dashboard',
    op: deploymentDashboards.getDashboardOp,
  },
  {
    id: 'deploymentDashboards.delete_dashboard',
    pathParams: [deploymentDashboardLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: 'Delete a deployment dashboard with its instances',
    op: deploymentDashboards.deleteDashboardOp,
  },
  {
    id: 'deploymentDashboards.get_instances',
    pathParams: [deploymentDashboardLocatorParam],
    query: [
      {
        name: 'locator',
        locator: 'DeploymentInstance',
        description: 'A deployment instance locator that filters the list',
      },
      fieldsQuery,
    ],
    returns: 'DeploymentInstances',
    from: 'reference',
    since: '2023.11',
    summary: 'List the instances (deployment targets) of a deployment dashboard',
    op: deploymentDashboards.getInstancesOp,
  },
  {
    id: 'deploymentDashboards.create_instance',
    pathParams: [deploymentDashboardLocatorParam],
    body: { type: 'DeploymentInstance', description: "`{ id: 'prod', name: 'Production' }`" },
    returns: 'DeploymentInstance',
    from: 'reference',
    since: '2023.11',
    summary: 'Add an instance (a deployment target) to a deployment dashboard',
    op: deploymentDashboards.createInstanceOp,
  },
  {
    id: 'deploymentDashboards.get_instance',
    pathParams: [deploymentDashboardLocatorParam, deploymentInstanceLocatorParam],
    query: [fieldsQuery],
    returns: 'DeploymentInstance',
    from: 'reference',
    since: '2023.11',
    summary: 'Get one instance of a deployment dashboard, with its deployment history',
    op: deploymentDashboards.getInstanceOp,
  },
  {
    id: 'deploymentDashboards.report_new_deployment_for_instance',
    pathParams: [deploymentDashboardLocatorParam, deploymentInstanceLocatorParam],
    body: {
      type: 'DeploymentStateEntry',
      description: "`{ state: 'successful', version: '1.4.2', build: { id: 42 } }`",
    },
    returns: 'DeploymentInstance',
    from: 'reference',
    since: '2023.11',
    summary: 'Record a deployment (its state, version and build) on a dashboard instance',
    description:
      "Adds an entry to the instance's history; the latest entry is its current state. Returns the instance.",
    op: deploymentDashboards.reportNewDeploymentForInstanceOp,
  },
  {
    id: 'deploymentDashboards.delete_instance',
    pathParams: [deploymentDashboardLocatorParam, deploymentInstanceLocatorParam],
    from: 'reference',
    since: '2023.11',
    summary: 'Remove an instance from a deployment dashboard',
    op: deploymentDashboards.deleteInstanceOp,
  },
];

const healthRows: TableRow<OperationId>[] = [
  {
    id: 'health.get_health_items',
    query: [
      { name: 'locator', description: 'Which items: a health item locator (`severity:WARN`, `category:(id:...)`)' },
      fieldsQuery,
    ],
    returns: 'HealthStatusItems',
    from: 'reference',
    since: '2023.11',
    summary: 'List server health items (problems TeamCity reports about its own setup)',
    description: "What the server administration's health report shows.",
    op: health.getHealthItemsOp,
  },
  {
    id: 'health.get_categories',
    query: [{ name: 'locator', description: 'Which categories: a health category locator' }, fieldsQuery],
    returns: 'HealthCategories',
    from: 'reference',
    since: '2023.11',
    summary: 'List the categories of server health items',
    op: health.getCategoriesOp,
  },
  {
    id: 'health.get_single_category',
    pathParams: [{ name: 'locator', description: 'Which category: its id (`id:...`)' }],
    query: [fieldsQuery],
    returns: 'HealthCategory',
    from: 'reference',
    since: '2023.11',
    summary: 'Get one category of server health items',
    op: health.getSingleCategoryOp,
  },
  {
    id: 'health.get_single_health_item',
    pathParams: [{ name: 'locator', description: 'Which item: a health item locator' }],
    query: [fieldsQuery],
    returns: 'HealthItem',
    from: 'reference',
    since: '2023.11',
    summary: 'Get one server health item',
    op: health.getSingleHealthItemOp,
  },
];

const investigationsRows: TableRow<OperationId>[] = [
  {
    id: 'investigations.get_investigations',
    query: [
      { name: 'locator', locator: 'Investigation', description: 'An investigation locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'Investigations',
    from: 'seed',
    since: '2018.1',
    summary: 'List investigations (who is looking into a failing test, problem or build configuration)',
    description:
      "`assignee:(username:me)` lists someone's, `buildType:(id:App_Build)` those of a configuration, `state:taken` the open ones.",
    op: investigations.getInvestigationsOp,
  },
  {
    id: 'investigations.create_instance',
    aliases: ['createInvestigation'],
    docName: 'createInvestigation',
    query: [fieldsQuery],
    body: {
      type: 'Investigation',
      description:
        "`{ assignee: { username: 'ann' }, scope: {...}, target: {...}, resolution: { type: 'whenFixed' } }`",
    },
    returns: 'Investigation',
    from: 'seed',
    since: '2018.1',
    summary: 'Assign an investigation',
    description:
      'The body names the `assignee`, what is investigated (`target`: tests, problems or the whole build configuration), where (`scope`) and how it ends (`resolution`). One target only; `createInstances` takes several.',
    op: investigations.createInstanceOp,
  },
  {
    id: 'investigations.create_instances',
    aliases: ['createInvestigations'],
    docName: 'createInvestigations',
    query: [fieldsQuery],
    body: { type: 'Investigations', description: '`{ investigation: [...] }`, each as `createInstance` takes it' },
    returns: 'Investigations',
    from: 'seed',
    since: '2018.1',
    summary: 'Assign several investigations at once',
    op: investigations.createInstancesOp,
  },
  {
    id: 'investigations.serve_instance',
    aliases: ['getInvestigation', 'getInstance'],
    docName: 'getInvestigation',
    pathParams: [investigationLocatorParam],
    query: [fieldsQuery],
    returns: 'Investigation',
    from: 'seed',
    since: '2018.1',
    summary: 'Get an investigation',
    op: investigations.serveInstanceOp,
  },
  {
    id: 'investigations.replace_instance',
    aliases: ['replaceInvestigation'],
    docName: 'replaceInvestigation',
    pathParams: [investigationLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Investigation', description: 'The investigation as it should be, as `createInstance` takes it' },
    returns: 'Investigation',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace an investigation (reassign it, change its scope or resolution)',
    description: 'Removes the investigation found and assigns the posted one in its place.',
    op: investigations.replaceInstanceOp,
  },
  {
    id: 'investigations.delete_instance',
    aliases: ['deleteInvestigation'],
    docName: 'deleteInvestigation',
    pathParams: [investigationLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove an investigation',
    op: investigations.deleteInstanceOp,
  },
];

const mutesRows: TableRow<OperationId>[] = [
  {
    id: 'mutes.get_mutes',
    query: [{ name: 'locator', locator: 'Mute', description: 'A mute locator that filters the list' }, fieldsQuery],
    returns: 'Mutes',
    from: 'seed',
    since: '2018.1',
    summary: 'List mutes (tests and problems muted so that they do not fail builds)',
    description: '100 to a page. `test:(name:...)` or `project:(id:App)` narrow the list.',
    op: mutes.getMutesOp,
  },
  {
    id: 'mutes.create_instance',
    aliases: ['createMute'],
    docName: 'createMute',
    query: [fieldsQuery],
    body: {
      type: 'Mute',
      description:
        "`{ scope: { project: { id: 'App' } }, target: { tests: { test: [...] } }, resolution: { type: 'whenFixed' } }`",
    },
    returns: 'Mute',
    from: 'seed',
    since: '2018.1',
    summary: 'Mute tests or build problems',
    description:
      'The body says what to mute (`target`: tests or problems), where (`scope`: a project or build configurations) and until when (`resolution`: by hand, when fixed, or at a time). Returns the mute.',
    op: mutes.createInstanceOp,
  },
  {
    id: 'mutes.create_instances',
    aliases: ['createMutes'],
    docName: 'createMutes',
    query: [fieldsQuery],
    body: { type: 'Mutes', description: '`{ mute: [...] }`, each as `createInstance` takes it' },
    returns: 'Mutes',
    from: 'seed',
    since: '2018.1',
    summary: 'Create several mutes at once',
    op: mutes.createInstancesOp,
  },
  {
    id: 'mutes.serve_instance',
    aliases: ['getMute', 'getInstance'],
    docName: 'getMute',
    pathParams: [{ name: 'muteLocator', locator: 'Mute', description: 'Which mute' }],
    query: [fieldsQuery],
    returns: 'Mute',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a mute',
    op: mutes.serveInstanceOp,
  },
  {
    id: 'mutes.delete_instance',
    aliases: ['unmute'],
    docName: 'unmute',
    pathParams: [{ name: 'muteLocator', locator: 'Mute', description: 'Which mute' }],
    body: { type: 'string', description: 'Why, as plain text (recorded as the unmute comment; may be left out)' },
    from: 'seed',
    since: '2018.1',
    summary: 'Unmute (remove a mute)',
    op: mutes.deleteInstanceOp,
  },
  {
    id: 'mutes.unmute_multiple_tests',
    query: [fieldsQuery],
    body: { type: 'Mutes', description: 'The mutes to remove: `{ mute: [{ id: 12 }] }`' },
    from: 'reference',
    since: '2025.x',
    summary: 'Remove several mutes at once',
    op: mutes.unmuteMultipleTestsOp,
  },
];

const pipelinesRows: TableRow<OperationId>[] = [
  {
    id: 'pipelines.get_all_pipelines',
    query: [
      {
        name: 'locator',
        description: 'Which pipelines: `parentProject:(id:...)`, with `count:` and `start:` for paging',
      },
      fieldsQuery,
    ],
    returns: 'Pipelines',
    from: 'hand',
    since: 'hidden',
    summary: 'List pipelines, optionally those of one project',
    description:
      "Paged like other lists: `count` and `start` in the locator, and a `nextHref` to follow. A pipeline is run by queueing a build of the build configuration whose id is the pipeline's id (`buildQueue.queue_new_build`); creating and editing pipelines goes through TeamCity's non-REST `/app/pipeline` controller, which this client does not call.",
    op: pipelines.getAllPipelinesOp,
  },
  {
    id: 'pipelines.get_pipeline',
    pathParams: [pipelineLocatorParam],
    query: [fieldsQuery],
    returns: 'Pipeline',
    from: 'hand',
    since: 'hidden',
    summary: 'Get one pipeline with its jobs',
    op: pipelines.getPipelineOp,
  },
  {
    id: 'pipelines.get_pipeline_branches',
    pathParams: [pipelineLocatorParam],
    query: [fieldsQuery],
    returns: 'Branches',
    from: 'hand',
    since: 'hidden',
    summary: 'List the branches a pipeline has built or seen',
    op: pipelines.getPipelineBranchesOp,
  },
  {
    id: 'pipelines.get_pipeline_run',
    pathParams: [
      pipelineLocatorParam,
      { name: 'runId', description: "The id of the run's build (what queueing the pipeline answered)" },
    ],
    query: [fieldsQuery],
    returns: 'PipelineRun',
    from: 'hand',
    since: 'hidden',
    summary: 'Get one run of a pipeline with the build of each job',
    description: 'The run id is the id of the build queued for the pipeline.',
    op: pipelines.getPipelineRunOp,
  },
];

const problemOccurrencesRows: TableRow<OperationId>[] = [
  {
    id: 'problemOccurrences.get_all_build_problem_occurrences',
    query: [
      {
        name: 'locator',
        locator: 'ProblemOccurrence',
        description: 'A problem occurrence locator that filters the list',
      },
      fieldsQuery,
    ],
    returns: 'ProblemOccurrences',
    from: 'reference',
    since: '2018.1',
    summary: 'List build problem occurrences (a problem as it happened in one build)',
    description:
      "100 to a page. `build:(id:42)` gives a build's problems, `currentlyFailing:true` the ones still failing.",
    op: problemOccurrences.getAllBuildProblemOccurrencesOp,
  },
  {
    id: 'problemOccurrences.get_build_problem_occurrence',
    pathParams: [
      {
        name: 'problemLocator',
        locator: 'ProblemOccurrence',
        description: 'Which occurrence: `build:(id:42),problem:(id:7)`, or a problem occurrence locator',
      },
    ],
    query: [fieldsQuery],
    returns: 'ProblemOccurrence',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one build problem occurrence',
    op: problemOccurrences.getBuildProblemOccurrenceOp,
  },
];

const problemsRows: TableRow<OperationId>[] = [
  {
    id: 'problems.get_all_build_problems',
    query: [
      { name: 'locator', locator: 'Problem', description: 'A build problem locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'Problems',
    from: 'reference',
    since: '2018.1',
    summary: 'List build problems (a kind of failure, across the builds it occurs in)',
    op: problems.getAllBuildProblemsOp,
  },
  {
    id: 'problems.get_build_problem',
    pathParams: [{ name: 'problemLocator', locator: 'Problem', description: 'Which build problem' }],
    query: [fieldsQuery],
    returns: 'Problem',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one build problem',
    op: problems.getBuildProblemOp,
  },
];

const projectsRows: TableRow<OperationId>[] = [
  {
    id: 'projects.create_project',
    body: {
      type: 'NewProjectDescription',
      description: "`{ name: 'App', id: 'App', parentProject: { locator: 'id:_Root' } }`",
    },
    returns: 'Project',
    from: 'seed',
    since: '2018.1',
    summary: 'Create a project',
    description:
      'The body needs `name`; `id` sets the external id, `parentProject` the parent (the root project `_Root` when left out), and `sourceProject` with `copyAllAssociatedSettings` copies an existing project. An empty name is refused (400). Returns the new project.',
    op: projects.createProjectOp,
  },
  {
    id: 'projects.delete_project',
    pathParams: [projectLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete a project with its subprojects and build configurations',
    op: projects.deleteProjectOp,
  },
  {
    id: 'projects.create_build_type',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'NewBuildTypeDescription',
      description: "`{ name: 'Build', id: 'App_Build' }`, or with `sourceBuildType: { id: 'Other_Build' }` to copy",
    },
    returns: 'BuildType',
    from: 'seed',
    since: '2018.1',
    summary: 'Create a build configuration in a project, empty or as a copy',
    description:
      'The body needs `name`; `id` sets the external id, and `sourceBuildType` (with `copyAllAssociatedSettings`) copies an existing configuration. Returns the new configuration. `buildTypes.addBuildType` creates one from a full description instead.',
    op: projects.createBuildTypeOp,
  },
  {
    id: 'projects.create_build_type_template',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'NewBuildTypeDescription',
      description: "`{ name: 'Template', id: 'App_Template' }`, or with `sourceBuildType` to copy",
    },
    returns: 'BuildType',
    from: 'seed',
    since: '2018.1',
    summary: 'Create a build configuration template in a project, empty or as a copy',
    description: 'The same body as `createBuildType`; the result is a template. Returns it.',
    op: projects.createBuildTypeTemplateOp,
  },
  {
    id: 'projects.create_secure_token',
    pathParams: [projectLocatorParam],
    body: { type: 'string', description: 'The secret value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Store a secret in a project and get the token that stands for it in settings',
    description:
      'The secret is kept by the project (encrypted), and the answer is a token to write in versioned settings as `credentialsJSON:<token>`. The same secret gives the same token. Needs the permission to edit the project.',
    op: projects.createSecureTokenOp,
  },
  {
    id: 'projects.add',
    aliases: ['addProjectFeature'],
    docName: 'addProjectFeature',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'ProjectFeature',
      description:
        "`{ type: 'OAuthProvider', properties: { property: [{ name: 'providerType', value: 'GitHub' }, ...] } }`",
    },
    from: 'seed',
    since: '2018.1',
    summary: 'Add a project feature (a connection, an issue tracker, a cloud profile, ...)',
    description: 'Returns the feature with its id, as untyped JSON.',
    op: projects.addOp,
  },
  {
    id: 'projects.get',
    aliases: ['getProjectFeatures'],
    docName: 'getProjectFeatures',
    pathParams: [projectLocatorParam],
    query: [
      {
        name: 'locator',
        description: 'Which features: `type:OAuthProvider`, `id:PROJECT_EXT_1`, or `property:(name:...,value:...)`',
      },
      fieldsQuery,
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'List the features of a project (connections, issue trackers, cloud profiles, ...)',
    description: 'Answers untyped JSON (`count` and `projectFeature`).',
    op: projects.getOp,
  },
  {
    id: 'projects.delete',
    aliases: ['deleteProjectFeature'],
    docName: 'deleteProjectFeature',
    pathParams: [projectLocatorParam, featureLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove a project feature',
    op: projects.deleteOp,
  },
  {
    id: 'projects.delete_all_parameters',
    pathParams: [projectLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove every parameter a project defines itself',
    description: 'Parameters inherited from parent projects stay.',
    op: projects.deleteAllParametersOp,
  },
  {
    id: 'projects.delete_all_parameters_0',
    aliases: ['deleteProjectFeatureProperties'],
    docName: 'deleteProjectFeatureProperties',
    pathParams: [projectLocatorParam, featureLocatorParam],
    query: [fieldsQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove every property of a project feature',
    op: projects.deleteAllParameters0Op,
  },
  {
    id: 'projects.delete_parameter',
    pathParams: [projectLocatorParam, nameParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove one parameter of a project',
    op: projects.deleteParameterOp,
  },
  {
    id: 'projects.delete_parameter_0',
    aliases: ['deleteProjectFeatureProperty'],
    docName: 'deleteProjectFeatureProperty',
    pathParams: [projectLocatorParam, featureLocatorParam, nameParam5],
    query: [fieldsQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove one property of a project feature',
    op: projects.deleteParameter0Op,
  },
  {
    id: 'projects.delete_project_agent_pools',
    aliases: ['removeProjectAgentPool'],
    docName: 'removeProjectAgentPool',
    pathParams: [projectLocatorParam, agentPoolLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Unassign one agent pool from a project',
    description: "The project's builds no longer run on that pool's agents. The seed name says pools; it removes one.",
    op: projects.deleteProjectAgentPoolsOp,
  },
  {
    id: 'projects.get_branches',
    pathParams: [projectLocatorParam],
    query: [
      {
        name: 'locator',
        locator: 'Branch',
        description: 'Which branches: a branch locator (`policy:ALL_BRANCHES`, `name:feature/x`)',
      },
      fieldsQuery,
    ],
    returns: 'Branches',
    from: 'seed',
    since: '2018.1',
    summary: "List the branches of a project's build configurations",
    description: 'By default the active branches; `policy:ALL_BRANCHES` lists every known one.',
    op: projects.getBranchesOp,
  },
  {
    id: 'projects.get_build_types_order',
    pathParams: [projectLocatorParam],
    query: [
      {
        name: 'field',
        required: true,
        description:
          'The fields of the build configurations to send, as a fields string: TeamCity reads this input as `fields`',
      },
    ],
    returns: 'BuildTypes',
    from: 'seed',
    since: '2018.1',
    summary: "List a project's build configurations in the order set for them",
    description: 'The order the UI shows; empty when none was set.',
    op: projects.getBuildTypesOrderOp,
  },
  {
    id: 'projects.get_default_template',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildType',
    from: 'seed',
    since: '2018.1',
    summary: "Get a project's default template (the one new build configurations start from)",
    description: '404 when the project has none, own or inherited.',
    op: projects.getDefaultTemplateOp,
  },
  {
    id: 'projects.get_example_new_project_description',
    aliases: ['getNewProjectDescriptionExample'],
    docName: 'getNewProjectDescriptionExample',
    pathParams: [projectLocatorParam],
    query: [{ name: 'id', description: 'The external id the example should give the new project' }],
    returns: 'NewProjectDescription',
    from: 'seed',
    since: '2018.1',
    summary: 'Get an example of the body that creates a project by copying this one',
    description: 'Creates nothing. Shows the shape `createProject` takes, filled in to copy this project.',
    op: projects.getExampleNewProjectDescriptionOp,
  },
  {
    id: 'projects.get_example_new_project_description_compatibility_version1',
    aliases: ['getNewProjectDescriptionExampleOld'],
    docName: 'getNewProjectDescriptionExampleOld',
    pathParams: [projectLocatorParam],
    query: [{ name: 'id', description: 'The external id the example should give the new project' }],
    returns: 'NewProjectDescription',
    from: 'seed',
    since: '2018.1',
    summary: 'Get an example of the body that creates a project by copying this one (older route)',
    description: 'The same answer as `getExampleNewProjectDescription`.',
    op: projects.getExampleNewProjectDescriptionCompatibilityVersion1Op,
  },
  {
    id: 'projects.get_parameter',
    pathParams: [projectLocatorParam, nameParam],
    query: [fieldsQuery],
    returns: 'ModelProperty',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one parameter of a project, with its value and type',
    description:
      "Also finds parameters the project inherits (`inherited: true`). A password parameter's value is not shown.",
    op: projects.getParameterOp,
  },
  {
    id: 'projects.get_parameter_0',
    aliases: ['getProjectFeatureProperty'],
    docName: 'getProjectFeatureProperty',
    pathParams: [projectLocatorParam, featureLocatorParam, nameParam5],
    query: [fieldsQuery, fields2Query],
    returns: 'ModelProperty',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one property of a project feature',
    op: projects.getParameter0Op,
  },
  {
    id: 'projects.get_parameter_type',
    pathParams: [projectLocatorParam, nameParam],
    returns: 'Type',
    from: 'seed',
    since: '2018.1',
    summary: "Get the type of a project parameter (its UI control, as TeamCity's spec text)",
    op: projects.getParameterTypeOp,
  },
  {
    id: 'projects.get_parameter_type_raw_value',
    pathParams: [projectLocatorParam, nameParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Get the type spec of a project parameter, as text',
    description: "TeamCity's parameter spec: `password display='hidden'`, ... Empty for a plain text parameter.",
    op: projects.getParameterTypeRawValueOp,
  },
  {
    id: 'projects.serve_projects',
    aliases: ['getProjects'],
    query: [
      { name: 'locator', locator: 'Project', description: 'A project locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'Projects',
    from: 'reference',
    since: '2018.1',
    summary: 'List projects',
    description:
      'Every project the user can see, the root project `_Root` included; `archived:false` leaves archived ones out.',
    op: projects.serveProjectsOp,
  },
  {
    id: 'projects.serve_project',
    aliases: ['getProject'],
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'Project',
    from: 'reference',
    since: '2018.1',
    summary: 'Get a project, with its build configurations, templates, parameters and subprojects',
    description: 'A single value is read as the external id, then the name.',
    op: projects.serveProjectOp,
  },
  {
    id: 'projects.serve_project_field',
    aliases: ['getProjectField'],
    pathParams: [
      projectLocatorParam,
      { name: 'field', description: 'The field: `id`, `name`, `description`, `archived` or `internalId`' },
    ],
    from: 'reference',
    since: '2018.1',
    summary: 'Read one field of a project as text',
    op: projects.serveProjectFieldOp,
  },
  {
    id: 'projects.set_project_field',
    pathParams: [projectLocatorParam, { name: 'field', description: 'The field: `name`, `description` or `archived`' }],
    body: { type: 'string', description: 'The new value as plain text (`true` or `false` for `archived`)' },
    from: 'reference',
    since: '2018.1',
    summary: 'Rename, describe, archive or unarchive a project through a text field',
    description: "Answers the field's new value.",
    op: projects.setProjectFieldOp,
  },
  {
    id: 'projects.get_secure_value',
    pathParams: [
      projectLocatorParam,
      { name: 'token', description: 'The token, as `createSecureToken` answered it (without `credentialsJSON:`)' },
    ],
    from: 'reference',
    since: '2018.1',
    summary: "Get the secret a project's secure token stands for",
    description: 'Needs the global permission to view server settings (403 otherwise).',
    op: projects.getSecureValueOp,
  },
  {
    id: 'projects.get_single',
    aliases: ['getProjectFeature'],
    docName: 'getProjectFeature',
    pathParams: [projectLocatorParam, featureLocatorParam],
    query: [fieldsQuery],
    from: 'reference',
    since: '2018.1',
    summary: 'Get one project feature',
    description: 'Answers untyped JSON.',
    op: projects.getSingleOp,
  },
  {
    id: 'projects.replace',
    aliases: ['replaceProjectFeature'],
    docName: 'replaceProjectFeature',
    pathParams: [projectLocatorParam, featureLocatorParam],
    query: [fieldsQuery],
    body: { type: 'ProjectFeature', description: 'The feature as it should be' },
    from: 'reference',
    since: '2018.1',
    summary: 'Replace one project feature',
    op: projects.replaceOp,
  },
  {
    id: 'projects.replace_all',
    aliases: ['replaceProjectFeatures'],
    docName: 'replaceProjectFeatures',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: { type: 'ProjectFeatures', description: 'The features: `{ projectFeature: [...] }`' },
    from: 'reference',
    since: '2018.1',
    summary: 'Replace every feature of a project',
    description: 'The project ends up with exactly the posted features.',
    op: projects.replaceAllOp,
  },
  {
    id: 'projects.get_parameter_value_long',
    aliases: ['getParameterValue'],
    docName: 'getParameterValue',
    pathParams: [projectLocatorParam, nameParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Get the value of one project parameter, as text',
    op: projects.getParameterValueLongOp,
  },
  {
    id: 'projects.get_parameter_value_long_0',
    aliases: ['getProjectFeaturePropertyValue'],
    docName: 'getProjectFeaturePropertyValue',
    pathParams: [projectLocatorParam, featureLocatorParam, nameParam5],
    query: [fieldsQuery],
    from: 'reference',
    since: '2018.1',
    summary: 'Get the value of one property of a project feature, as text',
    op: projects.getParameterValueLong0Op,
  },
  {
    id: 'projects.get_parameters',
    pathParams: [projectLocatorParam],
    query: [
      {
        name: 'locator',
        description: 'Which parameters: a parameter locator (`name:env.JAVA_HOME`, `inherited:false`)',
      },
      fieldsQuery,
    ],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the parameters of a project, inherited ones included',
    description: 'Inherited parameters carry `inherited: true`; password values are not shown.',
    op: projects.getParametersOp,
  },
  {
    id: 'projects.get_parameters_0',
    aliases: ['getProjectFeatureProperties'],
    docName: 'getProjectFeatureProperties',
    pathParams: [projectLocatorParam, featureLocatorParam],
    query: [
      { name: 'locator', description: 'Which properties: a parameter locator (`name:...`)' },
      fieldsQuery,
      fields2Query,
    ],
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'List the properties of a project feature',
    op: projects.getParameters0Op,
  },
  {
    id: 'projects.get_parent_project',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'Project',
    from: 'reference',
    since: '2018.1',
    summary: "Get a project's parent project",
    description: 'Nothing for the root project.',
    op: projects.getParentProjectOp,
  },
  {
    id: 'projects.set_parent_project',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Project', description: "The new parent, found by what it names: `{ id: 'Platform' }`" },
    returns: 'Project',
    from: 'reference',
    since: '2018.1',
    summary: 'Move a project under another parent project',
    description: 'Returns the moved project.',
    op: projects.setParentProjectOp,
  },
  {
    id: 'projects.get_project_agent_pools',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'AgentPools',
    from: 'reference',
    since: '2018.1',
    summary: "List the agent pools a project's builds may run on",
    op: projects.getProjectAgentPoolsOp,
  },
  {
    id: 'projects.set_project_agent_pools',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: { type: 'AgentPools', description: 'The pools, each found by what it names: `{ agentPool: [{ id: 2 }] }`' },
    returns: 'AgentPools',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace the agent pools assigned to a project',
    description: 'The project ends up assigned to exactly the posted pools. Returns them.',
    op: projects.setProjectAgentPoolsOp,
  },
  {
    id: 'projects.set_project_agent_pools_0',
    aliases: ['addProjectAgentPool'],
    docName: 'addProjectAgentPool',
    pathParams: [projectLocatorParam],
    body: { type: 'AgentPool', description: "The pool, found by what it names: `{ id: 2 }` or `{ name: 'Linux' }`" },
    returns: 'AgentPool',
    from: 'reference',
    since: '2018.1',
    summary: 'Assign one more agent pool to a project',
    description: 'Returns the pool.',
    op: projects.setProjectAgentPools0Op,
  },
  {
    id: 'projects.get_projects_order',
    pathParams: [projectLocatorParam],
    returns: 'Projects',
    from: 'reference',
    since: '2018.1',
    summary: "List a project's subprojects in the order set for them",
    description: 'The order the UI shows; empty when none was set.',
    op: projects.getProjectsOrderOp,
  },
  {
    id: 'projects.set_projects_order',
    pathParams: [projectLocatorParam],
    body: {
      type: 'Projects',
      description: "The subprojects in the order wanted: `{ project: [{ id: 'B' }, { id: 'A' }] }`",
    },
    returns: 'Projects',
    from: 'reference',
    since: '2018.1',
    summary: "Set the order of a project's subprojects",
    description: 'Returns the order as stored.',
    op: projects.setProjectsOrderOp,
  },
  {
    id: 'projects.set_build_types_order',
    pathParams: [projectLocatorParam],
    body: {
      type: 'BuildTypes',
      description:
        "The build configurations in the order wanted: `{ buildType: [{ id: 'App_Test' }, { id: 'App_Build' }] }`",
    },
    returns: 'BuildTypes',
    from: 'reference',
    since: '2018.1',
    summary: "Set the order of a project's build configurations",
    description: 'Returns the order as stored.',
    op: projects.setBuildTypesOrderOp,
  },
  {
    id: 'projects.get_settings_file',
    pathParams: [projectLocatorParam],
    from: 'reference',
    since: '2018.1',
    summary: "Get the path of the file that stores a project's settings on the server",
    description: 'Needs the global permission to view server settings.',
    op: projects.getSettingsFileOp,
  },
  {
    id: 'projects.reload_settings_file',
    aliases: ['reloadProjectSettings'],
    docName: 'reloadProjectSettings',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'Project',
    from: 'reference',
    since: '2018.1',
    summary: "Make the server read a project's settings file from disk again",
    description:
      'A GET that changes state: TeamCity reloads the project from its configuration file (after the file was changed by hand, say). Needs the permission to manage the server installation. Returns the project as reloaded.',
    op: projects.reloadSettingsFileOp,
  },
  {
    id: 'projects.remove_default_template',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    from: 'reference',
    since: '2018.1',
    summary: "Remove a project's own default template",
    description: '404 when the project has no default template of its own.',
    op: projects.removeDefaultTemplateOp,
  },
  {
    id: 'projects.set_default_template',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: { type: 'BuildType', description: "The template, found by what it names: `{ id: 'App_Template' }`" },
    returns: 'BuildType',
    from: 'reference',
    since: '2018.1',
    summary: "Set a project's default template (the one new build configurations start from)",
    description: 'A build configuration posted where a template is expected is refused (400). Returns the template.',
    op: projects.setDefaultTemplateOp,
  },
  {
    id: 'projects.serve_build_field_with_project',
    aliases: ['getBuildFieldWithProject'],
    pathParams: [projectLocatorParam, btLocatorParam, buildLocatorParam, fieldParam],
    from: 'reference',
    since: '2018.1',
    summary: 'Read one field of a build, found within a project and build configuration, as text',
    op: projects.serveBuildFieldWithProjectOp,
  },
  {
    id: 'projects.serve_build_type',
    aliases: ['getBuildType'],
    pathParams: [projectLocatorParam, btLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildType',
    from: 'reference',
    since: '2018.1',
    summary: 'Get a build configuration of a project',
    description: 'The build configuration locator is read within the project, so a bare name finds it there.',
    op: projects.serveBuildTypeOp,
  },
  {
    id: 'projects.serve_build_type_field_with_project',
    aliases: ['getBuildTypeFieldWithProject'],
    pathParams: [
      projectLocatorParam,
      btLocatorParam,
      {
        name: 'field',
        description:
          'The field: `id`, `name`, `description`, `paused`, `internalId`, `fullName`, `projectName`, `status`',
      },
    ],
    from: 'reference',
    since: '2018.1',
    summary: "Read one field of a project's build configuration as text",
    op: projects.serveBuildTypeFieldWithProjectOp,
  },
  {
    id: 'projects.serve_build_type_templates',
    aliases: ['getTemplate', 'getBuildTypeTemplates'],
    docName: 'getTemplate',
    pathParams: [
      projectLocatorParam,
      {
        name: 'btLocator',
        locator: 'BuildType',
        description: 'Which template: a build configuration locator (`id:App_Template`, or its name)',
      },
    ],
    query: [fieldsQuery],
    returns: 'BuildType',
    from: 'reference',
    since: '2018.1',
    summary: 'Get a template of a project',
    description: 'The template locator is read within the project.',
    op: projects.serveBuildTypeTemplatesOp,
  },
  {
    id: 'projects.serve_build_types_in_project',
    aliases: ['getBuildTypesInProject'],
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildTypes',
    from: 'reference',
    since: '2018.1',
    summary: "List a project's own build configurations (not those of its subprojects)",
    op: projects.serveBuildTypesInProjectOp,
  },
  {
    id: 'projects.serve_build_with_project',
    aliases: ['getBuildWithProject'],
    pathParams: [projectLocatorParam, btLocatorParam, buildLocatorParam],
    query: [fieldsQuery],
    returns: 'Build',
    from: 'reference',
    since: '2018.1',
    summary: "Get a build of a project's build configuration",
    op: projects.serveBuildWithProjectOp,
  },
  {
    id: 'projects.serve_builds',
    aliases: ['getBuilds'],
    pathParams: [projectLocatorParam, btLocatorParam],
    query: [
      statusQuery,
      triggeredByUserQuery,
      includePersonalQuery,
      includeCanceledQuery,
      onlyPinnedQuery,
      tagQuery,
      agentNameQuery,
      sinceBuildQuery,
      sinceDateQuery,
      startQuery,
      countQuery,
      locatorQuery,
      fieldsQuery,
    ],
    returns: 'Builds',
    from: 'reference',
    since: '2018.1',
    summary: "List the builds of a project's build configuration",
    description:
      'The same defaults as `builds.serveAllBuilds`: finished builds of the default branch, not personal, not canceled, newest first, 100 to a page; the locator widens them (`branch:default:any`, `state:any`).',
    op: projects.serveBuildsOp,
  },
  {
    id: 'projects.serve_templates_in_project',
    aliases: ['getTemplatesInProject'],
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'BuildTypes',
    from: 'reference',
    since: '2018.1',
    summary: "List a project's own build configuration templates",
    op: projects.serveTemplatesInProjectOp,
  },
  {
    id: 'projects.set_parameter',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'ModelProperty',
      description: "The parameter: `{ name: 'env.JAVA_HOME', value: '/opt/jdk' }`, with `type` to set its UI control",
    },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Add a parameter to a project, or replace the one of that name',
    description: 'Its build configurations and subprojects inherit it. Returns the parameter as stored.',
    op: projects.setParameterOp,
  },
  {
    id: 'projects.set_parameter_0',
    aliases: ['replaceParameter'],
    docName: 'replaceParameter',
    pathParams: [projectLocatorParam, nameParam],
    query: [fieldsQuery],
    body: { type: 'ModelProperty', description: "The parameter: `{ value: '/opt/jdk' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Set one parameter of a project, by name',
    description: 'The name in the path wins over any `name` in the body. Returns the parameter as stored.',
    op: projects.setParameter0Op,
  },
  {
    id: 'projects.set_parameter_1',
    aliases: ['addProjectFeatureProperty'],
    docName: 'addProjectFeatureProperty',
    pathParams: [projectLocatorParam, featureLocatorParam],
    query: [fieldsQuery, fields2Query],
    body: { type: 'ModelProperty', description: "The property: `{ name: 'x', value: 'y' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Add a property to a project feature, or replace the one of that name',
    op: projects.setParameter1Op,
  },
  {
    id: 'projects.set_parameter_2',
    aliases: ['setProjectFeatureProperty'],
    docName: 'setProjectFeatureProperty',
    pathParams: [projectLocatorParam, featureLocatorParam, nameParam5],
    query: [fieldsQuery, fields2Query],
    body: { type: 'ModelProperty', description: "The property: `{ value: 'y' }`" },
    returns: 'ModelProperty',
    from: 'reference',
    since: '2018.1',
    summary: 'Set one property of a project feature, by name',
    op: projects.setParameter2Op,
  },
  {
    id: 'projects.set_parameter_type',
    pathParams: [projectLocatorParam, nameParam],
    body: { type: 'Type', description: "The type: `{ rawValue: 'password' }`" },
    returns: 'Type',
    from: 'reference',
    since: '2018.1',
    summary: 'Change the type (UI control) of a project parameter',
    op: projects.setParameterTypeOp,
  },
  {
    id: 'projects.set_parameter_type_raw_value',
    pathParams: [projectLocatorParam, nameParam],
    body: { type: 'string', description: "TeamCity's parameter spec as plain text: `password display='hidden'`" },
    from: 'reference',
    since: '2018.1',
    summary: 'Change the type spec of a project parameter, as text',
    op: projects.setParameterTypeRawValueOp,
  },
  {
    id: 'projects.set_parameter_value_long',
    aliases: ['setParameterValue'],
    docName: 'setParameterValue',
    pathParams: [projectLocatorParam, nameParam],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Set the value of one project parameter, as text',
    description: 'Creates the parameter when it does not exist. Answers the value as stored.',
    op: projects.setParameterValueLongOp,
  },
  {
    id: 'projects.set_parameter_value_long_0',
    aliases: ['setProjectFeaturePropertyValue'],
    docName: 'setProjectFeaturePropertyValue',
    pathParams: [projectLocatorParam, featureLocatorParam, nameParam5],
    query: [fieldsQuery],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'reference',
    since: '2018.1',
    summary: 'Set the value of one property of a project feature, as text',
    op: projects.setParameterValueLong0Op,
  },
  {
    id: 'projects.set_parameters',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Properties', description: "The parameters: `{ property: [{ name: 'env.A', value: '1' }] }`" },
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace every parameter a project defines itself',
    description: "The project's own parameters become exactly the posted ones; inherited ones stay.",
    op: projects.setParametersOp,
  },
  {
    id: 'projects.set_parameters_0',
    aliases: ['replaceProjectFeatureProperties'],
    docName: 'replaceProjectFeatureProperties',
    pathParams: [projectLocatorParam, featureLocatorParam],
    query: [fieldsQuery, fields2Query],
    body: { type: 'Properties', description: 'The properties: `{ property: [{ name, value }] }`' },
    returns: 'Properties',
    from: 'reference',
    since: '2018.1',
    summary: 'Replace every property of a project feature',
    op: projects.setParameters0Op,
  },
  {
    id: 'projects.get_versioned_settings_projects_to_load',
    pathParams: [locatorParam],
    query: [fieldsQuery],
    returns: 'Projects',
    from: 'reference',
    since: '2023.11',
    summary: 'List the projects that loading settings from the VCS would change',
    description: '400 when versioned settings are not enabled for the project.',
    op: projects.getVersionedSettingsProjectsToLoadOp,
  },
  {
    id: 'projects.check_for_versioned_settings_changes',
    pathParams: [locatorParam],
    from: 'reference',
    since: '2023.11',
    summary: 'Make TeamCity check the settings repository of a project for new changes now',
    op: projects.checkForVersionedSettingsChangesOp,
  },
  {
    id: 'projects.commit_current_settings',
    pathParams: [locatorParam],
    from: 'reference',
    since: '2023.11',
    summary: "Commit a project's current settings to its settings repository",
    description: 'Writes what the server holds to the VCS, as the current user.',
    op: projects.commitCurrentSettingsOp,
  },
  {
    id: 'projects.get_versioned_settings_config',
    pathParams: [locatorParam],
    query: [fieldsQuery],
    returns: 'VersionedSettingsConfig',
    from: 'reference',
    since: '2023.11',
    summary: "Get how a project's settings are stored in a VCS (root, format, sync mode)",
    op: projects.getVersionedSettingsConfigOp,
  },
  {
    id: 'projects.set_versioned_settings_config',
    pathParams: [locatorParam],
    query: [fieldsQuery],
    body: {
      type: 'VersionedSettingsConfig',
      description: 'The configuration as it should be, as `getVersionedSettingsConfig` answers it',
    },
    returns: 'VersionedSettingsConfig',
    from: 'reference',
    since: '2023.11',
    summary: "Change how a project's settings are stored in a VCS",
    op: projects.setVersionedSettingsConfigOp,
  },
  {
    id: 'projects.get_versioned_settings_config_parameter',
    pathParams: [locatorParam, nameParam6],
    from: 'reference',
    since: '2023.11',
    summary: "Read one parameter of a project's versioned settings configuration, as text",
    op: projects.getVersionedSettingsConfigParameterOp,
  },
  {
    id: 'projects.set_versioned_settings_config_parameter',
    pathParams: [locatorParam, nameParam6],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'reference',
    since: '2023.11',
    summary: "Set one parameter of a project's versioned settings configuration, as text",
    op: projects.setVersionedSettingsConfigParameterOp,
  },
  {
    id: 'projects.delete_versioned_settings_config_parameter',
    pathParams: [locatorParam, nameParam6],
    from: 'reference',
    since: '2023.11',
    summary: "Remove one parameter of a project's versioned settings configuration",
    op: projects.deleteVersionedSettingsConfigParameterOp,
  },
  {
    id: 'projects.get_versioned_settings_context_parameters',
    pathParams: [locatorParam],
    returns: 'VersionedSettingsContextParameters',
    from: 'reference',
    since: '2023.11',
    summary: "Get the context parameters a project's Kotlin settings read (`DslContext.getParameter`)",
    op: projects.getVersionedSettingsContextParametersOp,
  },
  {
    id: 'projects.set_versioned_settings_context_parameters',
    pathParams: [locatorParam],
    body: {
      type: 'VersionedSettingsContextParameters',
      description: "`{ parameters: [{ name: 'env', value: 'prod' }] }`",
    },
    returns: 'VersionedSettingsContextParameters',
    from: 'reference',
    since: '2023.11',
    summary: "Change the context parameters a project's Kotlin settings read",
    op: projects.setVersionedSettingsContextParametersOp,
  },
  {
    id: 'projects.load_settings_from_vcs',
    pathParams: [locatorParam],
    query: [fieldsQuery],
    returns: 'Projects',
    from: 'reference',
    since: '2023.11',
    summary: "Load a project's settings from its settings repository, replacing what the server holds",
    description: 'Returns the projects the load changed. Needs versioned settings to be enabled for the project.',
    op: projects.loadSettingsFromVcsOp,
  },
  {
    id: 'projects.get_versioned_settings_status',
    pathParams: [locatorParam],
    query: [fieldsQuery],
    returns: 'VersionedSettingsStatus',
    from: 'reference',
    since: '2023.11',
    summary: "Get the state of a project's versioned settings (last sync, errors, pending changes)",
    op: projects.getVersionedSettingsStatusOp,
  },
  {
    id: 'projects.get_versioned_settings_tokens',
    pathParams: [locatorParam],
    query: [{ name: 'status', description: 'Only the tokens in this state; every token when left out' }],
    returns: 'VersionedSettingsTokens',
    from: 'reference',
    since: '2023.11',
    summary: "List the secure tokens a project's versioned settings use",
    op: projects.getVersionedSettingsTokensOp,
  },
  {
    id: 'projects.add_versioned_settings_tokens',
    pathParams: [locatorParam],
    body: {
      type: 'VersionedSettingsTokens',
      description: "`{ versionedSettingsToken: [{ name: '<token>', value: '<secret>' }] }`",
    },
    returns: 'VersionedSettingsTokens',
    from: 'reference',
    since: '2023.11',
    summary: "Add secure tokens for a project's versioned settings (a token with the secret it stands for)",
    op: projects.addVersionedSettingsTokensOp,
  },
  {
    id: 'projects.delete_versioned_settings_tokens',
    pathParams: [locatorParam],
    body: {
      type: 'VersionedSettingsTokens',
      description: "The tokens to remove: `{ versionedSettingsToken: [{ name: '<token>' }] }`",
    },
    returns: 'VersionedSettingsTokens',
    from: 'reference',
    since: '2023.11',
    summary: "Remove secure tokens from a project's versioned settings",
    op: projects.deleteVersionedSettingsTokensOp,
  },
  {
    id: 'projects.get_default_value_sets',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'TypedValueSets',
    from: 'reference',
    since: '2023.11',
    summary: 'List the value sets a project offers as defaults for typed parameters',
    op: projects.getDefaultValueSetsOp,
  },
  {
    id: 'projects.get_deployment_dashboards_in_project',
    pathParams: [projectLocatorParam],
    query: [fieldsQuery],
    returns: 'DeploymentDashboards',
    from: 'reference',
    since: '2023.11',
    summary: 'List the deployment dashboards of a project',
    op: projects.getDeploymentDashboardsInProjectOp,
  },
  {
    id: 'projects.get_deployment_dashboard_in_project',
    pathParams: [
      projectLocatorParam,
      { name: 'dashboardLocator', locator: 'DeploymentDashboard', description: 'Which deployment dashboard' },
    ],
    query: [fieldsQuery],
    returns: 'DeploymentDashboard',
    from: 'reference',
    since: '2023.11',
    summary: 'Get one deployment dashboard of a project',
    op: projects.getDeploymentDashboardInProjectOp,
  },
  {
    id: 'projects.get_ssh_keys',
    pathParams: [projectLocatorParam],
    returns: 'SshKeys',
    from: 'hand',
    since: 'hidden',
    summary: 'List the SSH keys stored in a project',
    description:
      'Each key comes with its name and whether it is protected by a passphrase; the private key never leaves the server. TeamCity answers 404 when SSH key management is switched off on the server.',
    op: projects.getSshKeysOp,
  },
  {
    id: 'projects.upload_ssh_key',
    pathParams: [projectLocatorParam],
    query: [
      {
        name: 'file_name',
        required: true,
        description: "The name to keep the key under (usually the key file's name, `deploy_key`)",
      },
    ],
    body: {
      type: 'string',
      required: true,
      description: "The private key file's content (it is stored encrypted and never sent back)",
    },
    from: 'hand',
    since: 'hidden',
    summary: 'Store a private SSH key in a project under a name',
    description:
      "The body is the key file's text as it is (PEM or OpenSSH), sent as `text/plain`; `file_name` becomes the key's name that VCS roots refer to. An empty body is refused with 400. Nothing is answered.",
    op: projects.uploadSshKeyOp,
  },
  {
    id: 'projects.generate_ssh_key',
    pathParams: [projectLocatorParam],
    query: [
      { name: 'key_name', required: true, description: 'The name to keep the new key under' },
      { name: 'key_type', required: true, description: 'The algorithm of the pair: `rsa` or `ed25519`' },
    ],
    returns: 'SshKey',
    from: 'hand',
    since: 'hidden',
    summary: 'Have TeamCity make a new SSH key pair in a project',
    description:
      'TeamCity keeps the private half and answers the key with its public half, ready to register as a deploy key. Both `key_name` and `key_type` are required (400 without them, or for a type TeamCity cannot make).',
    op: projects.generateSshKeyOp,
  },
  {
    id: 'projects.delete_ssh_key',
    pathParams: [projectLocatorParam, { name: 'sshKeyName', description: 'The name the key is kept under' }],
    from: 'hand',
    since: 'hidden',
    summary: 'Remove an SSH key from a project',
    op: projects.deleteSshKeyOp,
  },
];

const rolesRows: TableRow<OperationId>[] = [
  {
    id: 'roles.get_roles',
    query: [fieldsQuery],
    returns: 'Roles',
    from: 'reference',
    since: '2023.11',
    summary: 'List the roles (Project viewer, Project developer, ...) with their permissions',
    op: roles.getRolesOp,
  },
  {
    id: 'roles.create_role',
    query: [fieldsQuery],
    body: { type: 'Role', description: "`{ name: 'Deployer', permissions: { permission: [{ id: 'run_build' }] } }`" },
    returns: 'Role',
    from: 'reference',
    since: '2023.11',
    summary: 'Create a custom role',
    description:
      'The body needs `name`; TeamCity makes the id, so an `id` in the body is refused (400). Needs the permission to manage roles.',
    op: roles.createRoleOp,
  },
  {
    id: 'roles.get_role',
    pathParams: [{ name: 'id', description: "The role's id (`PROJECT_DEVELOPER`)" }],
    query: [fieldsQuery],
    returns: 'Role',
    from: 'reference',
    since: '2023.11',
    summary: 'Get a role with its permissions and included roles',
    op: roles.getRoleOp,
  },
  {
    id: 'roles.delete_role',
    pathParams: [{ name: 'id', description: "The role's id (`PROJECT_DEVELOPER`)" }],
    from: 'reference',
    since: '2023.11',
    summary: 'Delete a role',
    description: 'Needs the permission to manage roles.',
    op: roles.deleteRoleOp,
  },
  {
    id: 'roles.add_included_role',
    pathParams: [
      { name: 'roleId', description: 'The id of the role that includes' },
      { name: 'includedId', description: 'The id of the role to include' },
    ],
    query: [fieldsQuery],
    returns: 'Role',
    from: 'reference',
    since: '2023.11',
    summary: 'Make a role include another one (and so its permissions)',
    description: 'Needs the permission to manage roles. Returns the role.',
    op: roles.addIncludedRoleOp,
  },
  {
    id: 'roles.remove_included_role',
    pathParams: [
      { name: 'roleId', description: 'The id of the role that includes' },
      { name: 'includedId', description: 'The id of the included role' },
    ],
    query: [fieldsQuery],
    returns: 'Role',
    from: 'reference',
    since: '2023.11',
    summary: 'Stop a role from including another one',
    description: 'Needs the permission to manage roles. Returns the role.',
    op: roles.removeIncludedRoleOp,
  },
  {
    id: 'roles.add_permission',
    pathParams: [
      roleIdParam,
      { name: 'permissionId', description: "The permission's id (`run_build`, `view_project`, ...)" },
    ],
    query: [fieldsQuery],
    returns: 'Role',
    from: 'reference',
    since: '2023.11',
    summary: 'Grant a permission to a role',
    description: 'Needs the permission to manage roles. Returns the role.',
    op: roles.addPermissionOp,
  },
  {
    id: 'roles.remove_permission',
    pathParams: [
      roleIdParam,
      { name: 'permissionId', description: "The permission's id (`run_build`, `view_project`, ...)" },
    ],
    query: [fieldsQuery],
    returns: 'Role',
    from: 'reference',
    since: '2023.11',
    summary: 'Take a permission away from a role',
    description: 'Needs the permission to manage roles. Returns the role.',
    op: roles.removePermissionOp,
  },
];

const rootRows: TableRow<OperationId>[] = [
  {
    id: 'root.serve_root',
    aliases: ['getRoot'],
    from: 'seed',
    since: '2018.1',
    summary: 'Get the greeting text of the REST API root',
    description:
      'A few lines of text naming the server resource and the documentation; useful as a connectivity check.',
    op: root.serveRootOp,
  },
  {
    id: 'root.serve_api_version',
    aliases: ['getApiVersion'],
    from: 'seed',
    since: '2018.1',
    summary: 'Get the REST protocol version (`2018.1`), as text',
    description: "The protocol version, not the server's; TeamCity answers it without authentication.",
    op: root.serveApiVersionOp,
  },
  {
    id: 'root.serve_version',
    aliases: ['getVersion'],
    from: 'seed',
    since: '2018.1',
    summary: "Get the version of TeamCity's REST plugin, as text",
    description: "TeamCity answers it without authentication. `server.serveServerInfo` gives the server's own version.",
    op: root.serveVersionOp,
  },
  {
    id: 'root.serve_plugin_info',
    aliases: ['getPluginInfo'],
    query: [fieldsQuery],
    from: 'seed',
    since: '2018.1',
    summary: "Get the REST plugin's description, as XML text",
    description: 'TeamCity serves this document as XML only, so the client returns its text.',
    op: root.servePluginInfoOp,
  },
  {
    id: 'root.serve_build_field_short',
    aliases: ['getBuildFieldShort'],
    pathParams: [projectLocatorParam, btLocatorParam, buildLocatorParam, fieldParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a build found by project, build configuration and build locators',
    op: root.serveBuildFieldShortOp,
  },
];

const serverRows: TableRow<OperationId>[] = [
  {
    id: 'server.serve_server_info',
    aliases: ['getServerInfo'],
    query: [fieldsQuery],
    returns: 'Server',
    from: 'seed',
    since: '2018.1',
    summary: "Get the server's version, start time, current time and links to everything else",
    op: server.serveServerInfoOp,
  },
  {
    id: 'server.serve_server_version',
    aliases: ['getServerField', 'getServerVersion'],
    docName: 'getServerField',
    pathParams: [
      {
        name: 'field',
        description:
          'The field: `version`, `versionMajor`, `versionMinor`, `buildNumber`, `startTime`, `currentTime`, ...',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of the server description as text (`version`, `buildNumber`, ...)',
    description: 'The seed name says version, but any field of the server description is answered.',
    op: server.serveServerVersionOp,
  },
  {
    id: 'server.serve_plugins',
    aliases: ['getPlugins'],
    query: [fieldsQuery],
    returns: 'Plugins',
    from: 'seed',
    since: '2018.1',
    summary: 'List the plugins the server has loaded',
    description: 'Needs the global permission to view server settings.',
    op: server.servePluginsOp,
  },
  {
    id: 'server.get_licensing_data',
    query: [fieldsQuery],
    returns: 'LicensingData',
    from: 'seed',
    since: '2018.1',
    summary: "Get the server's licensing state (agents and build configurations allowed and used)",
    op: server.getLicensingDataOp,
  },
  {
    id: 'server.get_license_keys',
    query: [fieldsQuery],
    returns: 'LicenseKeys',
    from: 'seed',
    since: '2018.1',
    summary: "List the server's license keys",
    description: 'Needs the global permission to view server settings.',
    op: server.getLicenseKeysOp,
  },
  {
    id: 'server.add_license_keys',
    query: [fieldsQuery],
    body: { type: 'string', description: 'The license keys as plain text, separated by new lines or commas' },
    returns: 'LicenseKeys',
    from: 'seed',
    since: '2018.1',
    summary: 'Add license keys to the server',
    description: 'Needs the permission to change server settings. Returns the keys added.',
    op: server.addLicenseKeysOp,
  },
  {
    id: 'server.get_license_key',
    pathParams: [{ name: 'licenseKey', description: 'The license key' }],
    query: [fieldsQuery],
    returns: 'LicenseKey',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one license key with its state',
    description: 'Needs the global permission to view server settings.',
    op: server.getLicenseKeyOp,
  },
  {
    id: 'server.delete_license_key',
    pathParams: [{ name: 'licenseKey', description: 'The license key' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove a license key from the server',
    description: 'Needs the permission to change server settings.',
    op: server.deleteLicenseKeyOp,
  },
  {
    id: 'server.get_backup_status',
    from: 'seed',
    since: '2018.1',
    summary: 'Read whether a backup is running (`Running` or `Idle`)',
    op: server.getBackupStatusOp,
  },
  {
    id: 'server.start_backup',
    query: [
      {
        name: 'file_name',
        description: "The backup file's name, relative to the server's backup folder (required by TeamCity)",
      },
      { name: 'add_timestamp', type: 'boolean', description: 'Add the date and time to the file name' },
      { name: 'include_configs', type: 'boolean', description: "Include the server's configuration and projects" },
      { name: 'include_database', type: 'boolean', description: 'Include the database' },
      { name: 'include_build_logs', type: 'boolean', description: 'Include build logs' },
      { name: 'include_personal_changes', type: 'boolean', description: 'Include personal changes (from remote runs)' },
      { name: 'include_running_builds', type: 'boolean', description: 'Include the builds running now' },
      {
        name: 'include_supplimentary_data',
        type: 'boolean',
        description: "Include the plugins' extra data (the wire name keeps TeamCity's misspelling)",
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Start a backup of the server',
    description:
      "A file name is required; unless the server allows any path, it must stay inside the server's backup folder (400 otherwise). Answers the name of the file the backup is written to; `getBackupStatus` says when it is done.",
    op: server.startBackupOp,
  },
  {
    id: 'server.get_auth_settings',
    returns: 'ServerAuthSettings',
    from: 'reference',
    since: '2023.11',
    summary: "Get the server's authentication settings (guest login, free registration, ...)",
    op: server.getAuthSettingsOp,
  },
  {
    id: 'server.set_auth_settings',
    body: {
      type: 'ServerAuthSettings',
      description: 'The settings as they should be, as `getAuthSettings` answers them',
    },
    returns: 'ServerAuthSettings',
    from: 'reference',
    since: '2023.11',
    summary: "Change the server's authentication settings",
    op: server.setAuthSettingsOp,
  },
  {
    id: 'server.get_cleanup_settings',
    returns: 'Cleanup',
    from: 'reference',
    since: '2023.11',
    summary: "Get the server's clean-up settings (when it runs, what it keeps)",
    description: 'Needs the global permission to view server settings.',
    op: server.getCleanupSettingsOp,
  },
  {
    id: 'server.set_cleanup_settings',
    body: { type: 'Cleanup', description: 'The settings as they should be, as `getCleanupSettings` answers them' },
    returns: 'Cleanup',
    from: 'reference',
    since: '2023.11',
    summary: "Change the server's clean-up settings",
    description: 'Needs the permission to configure data clean-up.',
    op: server.setCleanupSettingsOp,
  },
  {
    id: 'server.get_global_settings',
    returns: 'ServerGlobalSettings',
    from: 'reference',
    since: '2023.11',
    summary: "Get the server's global settings (root URL, artifact limits, timeouts, ...)",
    op: server.getGlobalSettingsOp,
  },
  {
    id: 'server.set_global_settings',
    body: {
      type: 'ServerGlobalSettings',
      description: 'The settings as they should be, as `getGlobalSettings` answers them',
    },
    returns: 'ServerGlobalSettings',
    from: 'reference',
    since: '2023.11',
    summary: "Change the server's global settings",
    op: server.setGlobalSettingsOp,
  },
  {
    id: 'server.get_all_metrics',
    query: [fieldsQuery],
    returns: 'Metrics',
    from: 'reference',
    since: '2023.11',
    summary: "Get the server's metrics (the values its Prometheus endpoint shows)",
    description: 'Needs the permission to view usage statistics.',
    op: server.getAllMetricsOp,
  },
  {
    id: 'server.get_all_nodes',
    query: [
      { name: 'locator', locator: 'TeamCityNode', description: 'A server node locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'Nodes',
    from: 'reference',
    since: '2023.11',
    summary: 'List the nodes of a multinode server (main node, secondary nodes)',
    description: 'TeamCity answers it without authentication.',
    op: server.getAllNodesOp,
  },
  {
    id: 'server.get_node',
    pathParams: [nodeLocatorParam],
    query: [fieldsQuery],
    returns: 'Node',
    from: 'reference',
    since: '2023.11',
    summary: 'Get one node of a multinode server',
    op: server.getNodeOp,
  },
  {
    id: 'server.get_disabled_responsibilities',
    pathParams: [nodeLocatorParam],
    query: [fieldsQuery],
    returns: 'DisabledResponsibilities',
    from: 'reference',
    since: '2023.11',
    summary: 'List the responsibilities a server node may take but has been told not to',
    op: server.getDisabledResponsibilitiesOp,
  },
  {
    id: 'server.get_effective_responsibilities',
    pathParams: [nodeLocatorParam],
    query: [fieldsQuery],
    returns: 'EffectiveResponsibilities',
    from: 'reference',
    since: '2023.11',
    summary: 'List the responsibilities a server node carries now',
    op: server.getEffectiveResponsibilitiesOp,
  },
  {
    id: 'server.get_enabled_responsibilities',
    pathParams: [nodeLocatorParam],
    query: [fieldsQuery],
    returns: 'EnabledResponsibilities',
    from: 'reference',
    since: '2023.11',
    summary: 'List the responsibilities a server node is allowed to carry',
    op: server.getEnabledResponsibilitiesOp,
  },
  {
    id: 'server.change_node_responsibility',
    pathParams: [
      nodeLocatorParam,
      {
        name: 'name',
        description: 'The responsibility (`MAIN_NODE`, `CAN_PROCESS_BUILD_MESSAGES`, `CAN_CHECK_FOR_CHANGES`, ...)',
      },
    ],
    body: { type: 'string', description: '`true` to give it, `false` to take it away, as plain text' },
    returns: 'EnabledResponsibilities',
    from: 'reference',
    since: '2023.11',
    summary: 'Give a server node a responsibility, or take one away',
    description:
      "Only the responsibilities a node can be given are accepted (400 names them); the main-node responsibility cannot be given while another main node is online. Returns the node's enabled responsibilities.",
    op: server.changeNodeResponsibilityOp,
  },
  {
    id: 'server.get_root',
    pathParams: [areaIdParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List the top level of a server file area',
    description:
      'Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children` (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below, `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true` includes the `.teamcity` folder TeamCity hides.',
    op: server.getRootOp,
  },
  {
    id: 'server.get_children',
    path: '/app/rest/server/files/{areaId}/children{path}',
    pathParams: [areaIdParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List a folder of a server file area',
    description: 'The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.',
    op: server.getChildrenOp,
  },
  {
    id: 'server.get_children_alias',
    path: '/app/rest/server/files/{areaId}/{path}',
    pathParams: [areaIdParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List a folder of a server file area, by the shorter route',
    description: 'The same answer as `getChildren`.',
    op: server.getChildrenAliasOp,
  },
  {
    id: 'server.get_content',
    path: '/app/rest/server/files/{areaId}/content{path}',
    pathParams: [areaIdParam, pathParam2],
    query: [responseBuilderQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a file from a server file area, choosing how it is served',
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404). `getContentAlias` does the same without the choice.",
    op: server.getContentOp,
  },
  {
    id: 'server.get_content_alias',
    path: '/app/rest/server/files/{areaId}/files{path}',
    pathParams: [areaIdParam, pathParam2],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a file from a server file area',
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404).",
    op: server.getContentAliasOp,
  },
  {
    id: 'server.get_metadata',
    path: '/app/rest/server/files/{areaId}/metadata{path}',
    pathParams: [areaIdParam, pathParam3],
    query: [fieldsQuery],
    returns: 'File',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the name, size and date of a file or folder in a server file area',
    op: server.getMetadataOp,
  },
  {
    id: 'server.get_zipped',
    path: '/app/rest/server/files/{areaId}/archived{path}',
    pathParams: [areaIdParam, pathParam4],
    query: [basePathQuery2, locatorQuery3, nameQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a folder of a server file area as a zip archive',
    description:
      'The archive is made on the fly, so it has no length up front. The locator picks what goes in (`pattern:+:*.log`).',
    op: server.getZippedOp,
  },
];

const testOccurrencesRows: TableRow<OperationId>[] = [
  {
    id: 'testOccurrences.get_all_test_occurrences',
    query: [
      { name: 'locator', locator: 'TestOccurrence', description: 'A test occurrence locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'TestOccurrences',
    from: 'reference',
    since: '2018.1',
    summary: 'List test runs (each test as it ran in one build), filtered by a locator',
    description:
      "100 to a page. The usual call for a build's results: `build:(id:42),status:FAILURE` pages its failed tests, and `fields=count` alone answers the count quickly. `details` (stack trace) comes only when named in `fields`.",
    op: testOccurrences.getAllTestOccurrencesOp,
  },
  {
    id: 'testOccurrences.get_test_occurrence',
    pathParams: [
      {
        name: 'testLocator',
        locator: 'TestOccurrence',
        description: 'Which test run: `build:(id:42),id:...`, or a test occurrence locator',
      },
    ],
    query: [fieldsQuery],
    returns: 'TestOccurrence',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one test run, with its details (stack trace, duration)',
    op: testOccurrences.getTestOccurrenceOp,
  },
];

const testsRows: TableRow<OperationId>[] = [
  {
    id: 'tests.get_tests',
    query: [
      {
        name: 'locator',
        locator: 'Test',
        description: 'Which tests: a test locator (`affectedProject:(id:App),currentlyFailing:true`)',
      },
      fieldsQuery,
    ],
    returns: 'Tests',
    from: 'reference',
    since: '2018.1',
    summary: 'List tests (each test across its runs: mutes, investigations, history)',
    op: tests.getTestsOp,
  },
  {
    id: 'tests.get_test',
    pathParams: [{ name: 'testLocator', locator: 'Test', description: 'Which test' }],
    query: [fieldsQuery],
    returns: 'Test',
    from: 'reference',
    since: '2018.1',
    summary: 'Get one test',
    op: tests.getTestOp,
  },
];

const userGroupsRows: TableRow<OperationId>[] = [
  {
    id: 'userGroups.serve_groups',
    aliases: ['getGroups'],
    query: [fieldsQuery],
    returns: 'Groups',
    from: 'seed',
    since: '2018.1',
    summary: 'List user groups',
    description: 'Needs the permission to view all users (TeamCity checks it by default).',
    op: userGroups.serveGroupsOp,
  },
  {
    id: 'userGroups.add_group',
    query: [fieldsQuery],
    body: { type: 'Group', description: "`{ key: 'DEV', name: 'Developers' }`" },
    returns: 'Group',
    from: 'seed',
    since: '2018.1',
    summary: 'Create a user group',
    description:
      'The body needs `key` and `name`; `parent-groups`, `roles` and `properties` may be set at once. Returns the group.',
    op: userGroups.addGroupOp,
  },
  {
    id: 'userGroups.serve_group',
    aliases: ['getGroup'],
    pathParams: [groupLocatorParam],
    query: [fieldsQuery],
    returns: 'Group',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a user group, with its users, roles and subgroups',
    op: userGroups.serveGroupOp,
  },
  {
    id: 'userGroups.delete_group',
    pathParams: [groupLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete a user group',
    op: userGroups.deleteGroupOp,
  },
  {
    id: 'userGroups.get_parent_groups',
    pathParams: [groupLocatorParam],
    query: [fieldsQuery],
    returns: 'Groups',
    from: 'seed',
    since: '2018.1',
    summary: 'List the groups a group belongs to',
    op: userGroups.getParentGroupsOp,
  },
  {
    id: 'userGroups.set_parent_groups',
    pathParams: [groupLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Groups', description: "`{ group: [{ key: 'ALL_USERS_GROUP' }] }`" },
    returns: 'Groups',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the groups a group belongs to',
    description: 'The group ends up in exactly the posted parent groups. Returns them.',
    op: userGroups.setParentGroupsOp,
  },
  {
    id: 'userGroups.list_roles',
    pathParams: [groupLocatorParam],
    returns: 'Roles',
    from: 'seed',
    since: '2018.1',
    summary: 'List the roles assigned to a group, with their scopes',
    op: userGroups.listRolesOp,
  },
  {
    id: 'userGroups.add_role',
    pathParams: [groupLocatorParam],
    body: {
      type: 'Role',
      description: "`{ roleId: 'PROJECT_DEVELOPER', scope: 'p:App' }`; `scope: 'g'` assigns it on the whole server",
    },
    returns: 'Role',
    from: 'seed',
    since: '2018.1',
    summary: 'Assign a role to a group',
    description: 'Every member gets it. Returns the role assignment.',
    op: userGroups.addRoleOp,
  },
  {
    id: 'userGroups.set_roles',
    pathParams: [groupLocatorParam],
    body: { type: 'Roles', description: "`{ role: [{ roleId: 'PROJECT_VIEWER', scope: 'g' }] }`" },
    returns: 'Roles',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the roles assigned to a group',
    description: 'The group ends up with exactly the posted role assignments.',
    op: userGroups.setRolesOp,
  },
  {
    id: 'userGroups.list_role',
    aliases: ['getRoleAssignment'],
    docName: 'getRoleAssignment',
    pathParams: [groupLocatorParam, roleIdParam, scopeParam],
    returns: 'Role',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one role assignment of a group',
    op: userGroups.listRoleOp,
  },
  {
    id: 'userGroups.add_role_simple',
    pathParams: [groupLocatorParam, roleIdParam, scopeParam],
    returns: 'Role',
    from: 'seed',
    since: '2018.1',
    summary: 'Assign a role to a group in a scope given in the path',
    op: userGroups.addRoleSimpleOp,
  },
  {
    id: 'userGroups.delete_role',
    pathParams: [groupLocatorParam, roleIdParam, scopeParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Take a role away from a group',
    op: userGroups.deleteRoleOp,
  },
  {
    id: 'userGroups.get_permissions',
    aliases: ['getPermissionsText'],
    docName: 'getPermissionsText',
    pathParams: [groupLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: "List a group's roles and permissions as text, for debugging",
    description: "Only when the server's internal property `rest.debug.permissionsList.enable` is set (400 otherwise).",
    op: userGroups.getPermissionsOp,
  },
  {
    id: 'userGroups.get_properties',
    pathParams: [groupLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: "List a group's properties (settings its members inherit)",
    op: userGroups.getPropertiesOp,
  },
  {
    id: 'userGroups.serve_user_properties',
    aliases: ['getGroupProperty', 'getUserProperties'],
    docName: 'getGroupProperty',
    pathParams: [groupLocatorParam, nameParam5],
    from: 'seed',
    since: '2018.1',
    summary: 'Get one property of a group, as text',
    description: 'The seed name says user properties; it reads one property of the group.',
    op: userGroups.serveUserPropertiesOp,
  },
  {
    id: 'userGroups.put_user_property',
    aliases: ['setGroupProperty'],
    docName: 'setGroupProperty',
    pathParams: [groupLocatorParam, nameParam5],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Set one property of a group, as text',
    op: userGroups.putUserPropertyOp,
  },
  {
    id: 'userGroups.remove_user_property',
    aliases: ['removeGroupProperty'],
    docName: 'removeGroupProperty',
    pathParams: [groupLocatorParam, nameParam5],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove one property of a group',
    op: userGroups.removeUserPropertyOp,
  },
];

const usersRows: TableRow<OperationId>[] = [
  {
    id: 'users.serve_users',
    aliases: ['getUsers'],
    query: [{ name: 'locator', locator: 'User', description: 'A user locator that filters the list' }, fieldsQuery],
    returns: 'Users',
    from: 'seed',
    since: '2018.1',
    summary: 'List users',
    description:
      '`group:(key:DEV)`, `email:...`, or `lastLogin:...` narrow the list; `current` as a single value finds the caller.',
    op: users.serveUsersOp,
  },
  {
    id: 'users.create_user',
    query: [fieldsQuery],
    body: {
      type: 'User',
      description: "`{ username: 'ann', name: 'Ann', email: 'ann@example.com', password: '...' }`",
    },
    returns: 'User',
    from: 'seed',
    since: '2018.1',
    summary: 'Create a user',
    description:
      'The body needs `username`; `password`, `name`, `email`, `roles`, `groups` and `properties` may be set at once. Returns the new user.',
    op: users.createUserOp,
  },
  {
    id: 'users.serve_user',
    aliases: ['getUser'],
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    returns: 'User',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a user (`current` for the caller)',
    op: users.serveUserOp,
  },
  {
    id: 'users.update_user',
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    body: { type: 'User', description: 'The user as it should be' },
    returns: 'User',
    from: 'seed',
    since: '2018.1',
    summary: "Replace a user's details",
    description: 'Changes the user to match the body (name, email, roles, groups, properties). Returns the user.',
    op: users.updateUserOp,
  },
  {
    id: 'users.delete_user',
    pathParams: [userLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete a user',
    description: 'Refused (403) when the user has permissions the caller lacks.',
    op: users.deleteUserOp,
  },
  {
    id: 'users.serve_user_field',
    aliases: ['getUserField'],
    pathParams: [userLocatorParam, { name: 'field', description: 'The field: `id`, `name`, `username` or `email`' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a user as text',
    op: users.serveUserFieldOp,
  },
  {
    id: 'users.set_user_field',
    pathParams: [
      userLocatorParam,
      { name: 'field', description: 'The field: `username`, `name`, `email` or `password`' },
    ],
    body: { type: 'string', description: 'The new value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: "Change a user's username, name, email or password through a text field",
    description: "Answers the field's new value (nothing for `password`).",
    op: users.setUserFieldOp,
  },
  {
    id: 'users.delete_user_field',
    pathParams: [userLocatorParam, { name: 'field', description: 'The field: `name`, `email` or `password`' }],
    from: 'seed',
    since: '2018.1',
    summary: "Clear a user's name, email or password",
    op: users.deleteUserFieldOp,
  },
  {
    id: 'users.get_groups',
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    returns: 'Groups',
    from: 'seed',
    since: '2018.1',
    summary: 'List the groups a user belongs to',
    op: users.getGroupsOp,
  },
  {
    id: 'users.add_group',
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Group', description: "The group, found by what it names: `{ key: 'DEV' }`" },
    returns: 'Group',
    from: 'seed',
    since: '2018.1',
    summary: 'Add a user to a group',
    description: 'Returns the group.',
    op: users.addGroupOp,
  },
  {
    id: 'users.replace_groups',
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Groups', description: "The groups: `{ group: [{ key: 'DEV' }] }`" },
    returns: 'Groups',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the groups a user belongs to',
    description: 'The user ends up in exactly the posted groups. Returns them.',
    op: users.replaceGroupsOp,
  },
  {
    id: 'users.get_group',
    pathParams: [userLocatorParam, groupLocatorParam],
    query: [fieldsQuery],
    returns: 'Group',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one group of a user',
    description: '404 when the user does not belong to it.',
    op: users.getGroupOp,
  },
  {
    id: 'users.remove_group',
    pathParams: [userLocatorParam, groupLocatorParam],
    query: [fieldsQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove a user from a group',
    description: '404 when the user does not belong to it.',
    op: users.removeGroupOp,
  },
  {
    id: 'users.list_roles',
    pathParams: [userLocatorParam],
    returns: 'Roles',
    from: 'seed',
    since: '2018.1',
    summary: 'List the roles assigned to a user, with their scopes',
    op: users.listRolesOp,
  },
  {
    id: 'users.add_role',
    pathParams: [userLocatorParam],
    body: {
      type: 'Role',
      description: "`{ roleId: 'PROJECT_DEVELOPER', scope: 'p:App' }`; `scope: 'g'` assigns it on the whole server",
    },
    returns: 'Role',
    from: 'seed',
    since: '2018.1',
    summary: 'Assign a role to a user',
    description: 'Returns the role assignment.',
    op: users.addRoleOp,
  },
  {
    id: 'users.replace_roles',
    pathParams: [userLocatorParam],
    body: { type: 'Roles', description: "`{ role: [{ roleId: 'PROJECT_VIEWER', scope: 'g' }] }`" },
    returns: 'Roles',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the roles assigned to a user',
    description: 'The user ends up with exactly the posted role assignments.',
    op: users.replaceRolesOp,
  },
  {
    id: 'users.list_role',
    aliases: ['getRoleAssignment'],
    docName: 'getRoleAssignment',
    pathParams: [userLocatorParam, roleIdParam, scopeParam],
    returns: 'Role',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one role assignment of a user',
    description: '404 when the user does not have that role in that scope.',
    op: users.listRoleOp,
  },
  {
    id: 'users.add_role_simple',
    pathParams: [userLocatorParam, roleIdParam, scopeParam],
    returns: 'Role',
    from: 'seed',
    since: '2018.1',
    summary: 'Assign a role to a user in a scope given in the path',
    description: 'Returns the role assignment.',
    op: users.addRoleSimpleOp,
  },
  {
    id: 'users.add_role_simple_post',
    pathParams: [userLocatorParam, roleIdParam, scopeParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Assign a role to a user in a scope given in the path (answers nothing)',
    description: 'The same as `addRoleSimple`, with POST.',
    op: users.addRoleSimplePostOp,
  },
  {
    id: 'users.delete_role',
    pathParams: [userLocatorParam, roleIdParam, scopeParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Take a role away from a user',
    op: users.deleteRoleOp,
  },
  {
    id: 'users.get_permissions_0',
    aliases: ['getUserPermissions'],
    docName: 'getUserPermissions',
    pathParams: [userLocatorParam],
    query: [
      { name: 'locator', description: 'Which permissions: `permission:run_build`, `project:(id:App)`, `global:true`' },
      fieldsQuery,
    ],
    returns: 'PermissionAssignments',
    from: 'seed',
    since: '2018.1',
    summary: 'List the permissions a user has, and where',
    description:
      "Each entry is a permission with the project it holds in (none: every project, or the whole server). Needs the permission to view the user's profile.",
    op: users.getPermissions0Op,
  },
  {
    id: 'users.get_permissions',
    aliases: ['getPermissionsText'],
    docName: 'getPermissionsText',
    pathParams: [userLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: "List a user's roles and permissions as text, for debugging",
    description: "Only when the server's internal property `rest.debug.permissionsList.enable` is set (400 otherwise).",
    op: users.getPermissionsOp,
  },
  {
    id: 'users.delete_remember_me',
    pathParams: [userLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Drop every remember-me login of a user',
    description:
      'The user\'s "remember me" browser logins stop working. Users may do it for themselves; others need the permission to change users.',
    op: users.deleteRememberMeOp,
  },
  {
    id: 'users.serve_user_properties',
    aliases: ['getUserProperties'],
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: "List a user's properties (their settings, as name-value pairs)",
    op: users.serveUserPropertiesOp,
  },
  {
    id: 'users.serve_user_property',
    aliases: ['getUserProperty'],
    pathParams: [userLocatorParam, nameParam5],
    from: 'seed',
    since: '2018.1',
    summary: 'Get one property of a user, as text',
    op: users.serveUserPropertyOp,
  },
  {
    id: 'users.put_user_property',
    pathParams: [userLocatorParam, nameParam5],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Set one property of a user, as text',
    description: 'Answers the value as stored.',
    op: users.putUserPropertyOp,
  },
  {
    id: 'users.remove_user_property',
    pathParams: [userLocatorParam, nameParam5],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove one property of a user',
    op: users.removeUserPropertyOp,
  },
  {
    id: 'users.logout_user',
    pathParams: [userLocatorParam],
    from: 'reference',
    since: '2025.x',
    summary: 'End every session of a user (log them out everywhere)',
    op: users.logoutUserOp,
  },
  {
    id: 'users.get_user_tokens',
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    returns: 'Tokens',
    from: 'reference',
    since: '2023.11',
    summary: "List a user's access tokens (names, dates, restrictions; never the secret)",
    op: users.getUserTokensOp,
  },
  {
    id: 'users.add_user_token',
    pathParams: [userLocatorParam],
    query: [fieldsQuery],
    body: { type: 'Token', description: "`{ name: 'ci', expirationTime: '20261231T000000+0000' }`" },
    returns: 'Token',
    from: 'reference',
    since: '2023.11',
    summary: 'Create an access token for a user',
    description:
      "The body needs `name`; `expirationTime` sets when it stops working, and `permissionRestrictions` limits it to some permissions (each one the user has). The answer's `value` is the token: TeamCity shows it this once only, and a used name is refused (400).",
    op: users.addUserTokenOp,
  },
  {
    id: 'users.delete_user_token',
    pathParams: [userLocatorParam, { name: 'name', description: "The token's name" }],
    from: 'reference',
    since: '2023.11',
    summary: "Delete a user's access token",
    description: '404 when the user has no token of that name.',
    op: users.deleteUserTokenOp,
  },
];

const vcsRootInstancesRows: TableRow<OperationId>[] = [
  {
    id: 'vcsRootInstances.serve_instances',
    aliases: ['getInstances'],
    query: [locatorQuery4, fieldsQuery],
    returns: 'VcsRootInstances',
    from: 'seed',
    since: '2018.1',
    summary: "List VCS root instances (a VCS root with one build configuration's parameters resolved)",
    description:
      "100 to a page. `vcsRoot:(id:App_Git)` gives a root's instances, `buildType:(id:App_Build)` those a configuration uses.",
    op: vcsRootInstances.serveInstancesOp,
  },
  {
    id: 'vcsRootInstances.serve_instance',
    aliases: ['getInstance'],
    pathParams: [vcsRootInstanceLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootInstance',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a VCS root instance',
    op: vcsRootInstances.serveInstanceOp,
  },
  {
    id: 'vcsRootInstances.serve_instance_field',
    aliases: ['getInstanceField'],
    pathParams: [
      vcsRootInstanceLocatorParam,
      {
        name: 'field',
        description: 'The field: `id`, `name`, `vcsName`, `lastVersion`, `lastVersionInternal`, `currentVersion`, ...',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a VCS root instance as text',
    op: vcsRootInstances.serveInstanceFieldOp,
  },
  {
    id: 'vcsRootInstances.set_instance_field',
    pathParams: [
      vcsRootInstanceLocatorParam,
      { name: 'field', description: 'The field: `lastVersionInternal` or `commitHookMode`' },
    ],
    body: { type: 'string', description: 'The new value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Set the last checked revision or the commit hook mode of a VCS root instance',
    description: "Needs the permission to edit the project. Answers the field's new value.",
    op: vcsRootInstances.setInstanceFieldOp,
  },
  {
    id: 'vcsRootInstances.delete_instance_field',
    pathParams: [vcsRootInstanceLocatorParam, { name: 'field', description: 'The field: `lastVersionInternal`' }],
    from: 'seed',
    since: '2018.1',
    summary: 'Forget the last checked revision of a VCS root instance',
    description:
      'Only `lastVersionInternal` can be cleared (400 for others); TeamCity then collects changes as for a new root. Needs the permission to edit the project.',
    op: vcsRootInstances.deleteInstanceFieldOp,
  },
  {
    id: 'vcsRootInstances.serve_root_instance_properties',
    aliases: ['getRootInstanceProperties'],
    pathParams: [vcsRootInstanceLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: 'List the settings of a VCS root instance (URL, branch spec, ...), parameters resolved',
    op: vcsRootInstances.serveRootInstancePropertiesOp,
  },
  {
    id: 'vcsRootInstances.get_repository_state',
    pathParams: [vcsRootInstanceLocatorParam],
    query: [fieldsQuery],
    returns: 'Entries',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the repository state TeamCity last saw for a VCS root instance (branch heads)',
    description: 'Each entry is a branch name with the revision TeamCity saw it at.',
    op: vcsRootInstances.getRepositoryStateOp,
  },
  {
    id: 'vcsRootInstances.set_repository_state',
    pathParams: [vcsRootInstanceLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'Entries',
      description: "The branches and their revisions: `{ entry: [{ name: 'refs/heads/main', value: '<sha>' }] }`",
    },
    returns: 'Entries',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the repository state TeamCity remembers for a VCS root instance',
    description: 'Needs the permission to edit the project. Returns the state as stored.',
    op: vcsRootInstances.setRepositoryStateOp,
  },
  {
    id: 'vcsRootInstances.delete_repository_state',
    pathParams: [vcsRootInstanceLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Make TeamCity forget the repository state of a VCS root instance',
    description: 'The next check starts from scratch. Needs the permission to edit the project.',
    op: vcsRootInstances.deleteRepositoryStateOp,
  },
  {
    id: 'vcsRootInstances.get_repository_state_creation_date',
    pathParams: [vcsRootInstanceLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Get when TeamCity recorded the repository state of a VCS root instance',
    description: "As TeamCity's date text (`parseTeamCityDate` reads it).",
    op: vcsRootInstances.getRepositoryStateCreationDateOp,
  },
  {
    id: 'vcsRootInstances.schedule_checking_for_changes',
    query: [
      locatorQuery4,
      { name: 'requestor', description: 'Who asks, as TeamCity records it: `user` (the default) or `commit_hook`' },
      fieldsQuery,
    ],
    returns: 'VcsRootInstances',
    from: 'seed',
    since: '2018.1',
    summary: 'Make TeamCity check the VCS root instances a locator finds for new changes now',
    description: 'Returns the instances it will check.',
    op: vcsRootInstances.scheduleCheckingForChangesOp,
  },
  {
    id: 'vcsRootInstances.schedule_checking_for_changes_0',
    aliases: ['notifyCommitHook'],
    docName: 'notifyCommitHook',
    query: [
      {
        name: 'locator',
        locator: 'VcsRootInstance',
        description:
          'Which instances: `vcsRoot:(type:jetbrains.git,property:(name:url,value:<repo url>))` matches by URL',
      },
      {
        name: 'ok_on_nothing_found',
        type: 'boolean',
        description: 'Answer 200 instead of 404 when the locator finds nothing',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Tell TeamCity a commit was pushed, so that it checks the VCS root instances a locator finds',
    description:
      "What a repository's commit hook calls. A locator is required (400 without one). When nothing is found TeamCity answers 404, or 200 with `okOnNothingFound: true`.",
    op: vcsRootInstances.scheduleCheckingForChanges0Op,
  },
  {
    id: 'vcsRootInstances.get_root',
    pathParams: [vcsRootInstanceLocatorParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List the top level of the latest files of a VCS root instance',
    description:
      'Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children` (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below, `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true` includes the `.teamcity` folder TeamCity hides.',
    op: vcsRootInstances.getRootOp,
  },
  {
    id: 'vcsRootInstances.get_children',
    path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/children{path}',
    pathParams: [vcsRootInstanceLocatorParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List a folder of the latest files of a VCS root instance',
    description: 'The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.',
    op: vcsRootInstances.getChildrenOp,
  },
  {
    id: 'vcsRootInstances.get_children_alias',
    path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/{path}',
    pathParams: [vcsRootInstanceLocatorParam, pathParam],
    query: [basePathQuery, locatorQuery2, fieldsQuery],
    returns: 'Files',
    from: 'seed',
    since: '2018.1',
    summary: 'List a folder of the latest files of a VCS root instance, by the shorter route',
    description: 'The same answer as `getChildren`.',
    op: vcsRootInstances.getChildrenAliasOp,
  },
  {
    id: 'vcsRootInstances.get_content',
    path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/content{path}',
    pathParams: [vcsRootInstanceLocatorParam, pathParam2],
    query: [responseBuilderQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a file from the latest files of a VCS root instance, choosing how it is served',
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404). `getContentAlias` does the same without the choice.",
    op: vcsRootInstances.getContentOp,
  },
  {
    id: 'vcsRootInstances.get_content_alias',
    path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/files{path}',
    pathParams: [vcsRootInstanceLocatorParam, pathParam2],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a file from the latest files of a VCS root instance',
    description:
      "The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused (404).",
    op: vcsRootInstances.getContentAliasOp,
  },
  {
    id: 'vcsRootInstances.get_metadata',
    path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/metadata{path}',
    pathParams: [vcsRootInstanceLocatorParam, pathParam3],
    query: [fieldsQuery],
    returns: 'File',
    from: 'seed',
    since: '2018.1',
    summary: 'Get the name, size and date of a file or folder in the latest files of a VCS root instance',
    op: vcsRootInstances.getMetadataOp,
  },
  {
    id: 'vcsRootInstances.get_zipped',
    path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/archived{path}',
    pathParams: [vcsRootInstanceLocatorParam, pathParam4],
    query: [basePathQuery2, locatorQuery3, nameQuery],
    from: 'seed',
    since: '2018.1',
    summary: 'Download a folder of the latest files of a VCS root instance as a zip archive',
    description:
      'The archive is made on the fly, so it has no length up front. The locator picks what goes in (`pattern:+:*.log`).',
    op: vcsRootInstances.getZippedOp,
  },
];

const vcsRootsRows: TableRow<OperationId>[] = [
  {
    id: 'vcsRoots.serve_roots',
    aliases: ['getRoots'],
    query: [
      { name: 'locator', locator: 'VcsRoot', description: 'A VCS root locator that filters the list' },
      fieldsQuery,
    ],
    returns: 'VcsRoots',
    from: 'seed',
    since: '2018.1',
    summary: 'List VCS roots',
    description:
      "100 to a page. `project:(id:App)` gives a project's own roots, `affectedProject:(id:App)` those of its subprojects too.",
    op: vcsRoots.serveRootsOp,
  },
  {
    id: 'vcsRoots.add_root',
    query: [fieldsQuery],
    body: {
      type: 'VcsRoot',
      description:
        "`{ name: 'App', vcsName: 'jetbrains.git', project: { id: 'App' }, properties: { property: [...] } }`",
    },
    returns: 'VcsRoot',
    from: 'seed',
    since: '2018.1',
    summary: 'Create a VCS root in a project',
    description:
      'The body needs `name`, `vcsName` (the VCS type: `jetbrains.git`, ...), `project` and the VCS settings as `properties` (`url`, `branch`, ...). Returns the new root.',
    op: vcsRoots.addRootOp,
  },
  {
    id: 'vcsRoots.serve_root',
    aliases: ['getRoot'],
    pathParams: [vcsRootLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRoot',
    from: 'seed',
    since: '2018.1',
    summary: 'Get a VCS root with its settings',
    op: vcsRoots.serveRootOp,
  },
  {
    id: 'vcsRoots.delete_root',
    pathParams: [vcsRootLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Delete a VCS root',
    op: vcsRoots.deleteRootOp,
  },
  {
    id: 'vcsRoots.serve_field',
    aliases: ['getField'],
    pathParams: [
      vcsRootLocatorParam,
      { name: 'field', description: 'The field: `id`, `name`, `vcsName`, `projectId` or `modificationCheckInterval`' },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of a VCS root as text',
    op: vcsRoots.serveFieldOp,
  },
  {
    id: 'vcsRoots.set_field',
    pathParams: [
      vcsRootLocatorParam,
      { name: 'field', description: 'The field: `id`, `name`, `projectId` or `modificationCheckInterval`' },
    ],
    body: { type: 'string', description: 'The new value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Rename, move or re-id a VCS root, or change how often it is checked, through a text field',
    description: "Answers the field's new value.",
    op: vcsRoots.setFieldOp,
  },
  {
    id: 'vcsRoots.serve_properties',
    aliases: ['getProperties'],
    pathParams: [vcsRootLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: 'List the settings of a VCS root (URL, branch spec, authentication, ...)',
    description: 'Secure values (passwords, keys) are not shown.',
    op: vcsRoots.servePropertiesOp,
  },
  {
    id: 'vcsRoots.change_properties',
    pathParams: [vcsRootLocatorParam],
    query: [fieldsQuery],
    body: {
      type: 'Properties',
      description:
        "The settings: `{ property: [{ name: 'url', value: '...' }, { name: 'branch', value: 'refs/heads/main' }] }`",
    },
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: 'Replace the settings of a VCS root',
    description: 'The root ends up with exactly the posted properties. Returns them.',
    op: vcsRoots.changePropertiesOp,
  },
  {
    id: 'vcsRoots.delete_all_properties',
    pathParams: [vcsRootLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove every setting of a VCS root',
    op: vcsRoots.deleteAllPropertiesOp,
  },
  {
    id: 'vcsRoots.serve_property',
    aliases: ['getProperty'],
    pathParams: [vcsRootLocatorParam, nameParam7],
    from: 'seed',
    since: '2018.1',
    summary: 'Get one setting of a VCS root, as text',
    op: vcsRoots.servePropertyOp,
  },
  {
    id: 'vcsRoots.put_parameter',
    aliases: ['setProperty'],
    docName: 'setProperty',
    pathParams: [vcsRootLocatorParam, nameParam7],
    body: { type: 'string', description: 'The value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Set one setting of a VCS root, as text',
    description: 'Answers the value as stored.',
    op: vcsRoots.putParameterOp,
  },
  {
    id: 'vcsRoots.delete_parameter',
    aliases: ['deleteProperty'],
    docName: 'deleteProperty',
    pathParams: [vcsRootLocatorParam, nameParam7],
    from: 'seed',
    since: '2018.1',
    summary: 'Remove one setting of a VCS root',
    op: vcsRoots.deleteParameterOp,
  },
  {
    id: 'vcsRoots.get_settings_file',
    pathParams: [vcsRootLocatorParam],
    from: 'seed',
    since: '2018.1',
    summary: "Get the path of the file that stores a VCS root's settings on the server",
    description: 'Needs the global permission to view server settings.',
    op: vcsRoots.getSettingsFileOp,
  },
  {
    id: 'vcsRoots.serve_root_instances',
    aliases: ['getRootInstances'],
    pathParams: [vcsRootLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootInstances',
    from: 'seed',
    since: '2018.1',
    summary: 'List the instances of a VCS root (one per set of resolved parameters)',
    op: vcsRoots.serveRootInstancesOp,
  },
  {
    id: 'vcsRoots.serve_root_instance',
    aliases: ['getRootInstance'],
    pathParams: [vcsRootLocatorParam, vcsRootInstanceLocatorParam],
    query: [fieldsQuery],
    returns: 'VcsRootInstance',
    from: 'seed',
    since: '2018.1',
    summary: 'Get one instance of a VCS root',
    op: vcsRoots.serveRootInstanceOp,
  },
  {
    id: 'vcsRoots.serve_root_instance_properties',
    aliases: ['getRootInstanceProperties'],
    pathParams: [vcsRootLocatorParam, vcsRootInstanceLocatorParam],
    query: [fieldsQuery],
    returns: 'Properties',
    from: 'seed',
    since: '2018.1',
    summary: 'List the resolved settings of one instance of a VCS root',
    op: vcsRoots.serveRootInstancePropertiesOp,
  },
  {
    id: 'vcsRoots.serve_instance_field',
    aliases: ['getInstanceField'],
    pathParams: [
      vcsRootLocatorParam,
      vcsRootInstanceLocatorParam,
      {
        name: 'field',
        description: 'The field: `id`, `name`, `vcsName`, `lastVersion`, `lastVersionInternal`, `currentVersion`, ...',
      },
    ],
    from: 'seed',
    since: '2018.1',
    summary: 'Read one field of an instance of a VCS root as text',
    op: vcsRoots.serveInstanceFieldOp,
  },
  {
    id: 'vcsRoots.set_instance_field',
    pathParams: [
      vcsRootLocatorParam,
      vcsRootInstanceLocatorParam,
      { name: 'field', description: 'The field: `lastVersionInternal` or `commitHookMode`' },
    ],
    body: { type: 'string', description: 'The new value, as plain text' },
    from: 'seed',
    since: '2018.1',
    summary: 'Set the last checked revision or the commit hook mode of an instance of a VCS root',
    description: "Needs the permission to edit the project. Answers the field's new value.",
    op: vcsRoots.setInstanceFieldOp,
  },
];

/** Every operation, in spec order: what the client, `operations.json`, the fake TeamCity and the CLI read. */
export const operations: readonly OperationEntry[] = /* @__PURE__ */ operationTable<OperationId>([
  ...agentPoolsRows,
  ...agentTypesRows,
  ...agentsRows,
  ...auditRows,
  ...avatarsRows,
  ...buildQueueRows,
  ...buildTypesRows,
  ...buildsRows,
  ...changesRows,
  ...cloudRows,
  ...debugRows,
  ...deploymentDashboardsRows,
  ...healthRows,
  ...investigationsRows,
  ...mutesRows,
  ...pipelinesRows,
  ...problemOccurrencesRows,
  ...problemsRows,
  ...projectsRows,
  ...rolesRows,
  ...rootRows,
  ...serverRows,
  ...testOccurrencesRows,
  ...testsRows,
  ...userGroupsRows,
  ...usersRows,
  ...vcsRootInstancesRows,
  ...vcsRootsRows,
]);
