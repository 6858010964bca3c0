// Generated from spec/models by the teamcity-sdk generator. Do not edit.
import type { TeamCityDate } from './runtime/index.js';

/**
 * A build agent the server knows of, whether connected, enabled and authorized or not. In a list each agent comes in short form (id, name, href) unless `fields` asks for more. See https://www.jetbrains.com/help/teamcity/build-agent.html.
 *
 * TeamCity `agent` (swagger-2025).
 */
export interface Agent {
  /** Numeric agent id, as used in `id:<n>` agent locators. */
  id?: number;
  /** Display name. A cloud agent's name is usually its cloud profile's name with the instance's own name added at the end. */
  name?: string;
  /** Id of the agent's type (`AgentType`). A standalone agent has a type to itself; agents started from one cloud image all share theirs. */
  typeId?: number;
  /** `true` while the agent is in contact with the server. */
  connected?: boolean;
  /** `true` when the agent may take new builds; `enabledInfo` says who changed that, when, and until when. */
  enabled?: boolean;
  /** `true` when the server has authorized the agent, so it may run builds here; details in `authorizedInfo`. */
  authorized?: boolean;
  /** `true` when neither `outdated` nor `pluginsOutdated` is set. */
  uptodate?: boolean;
  /** `true` when the agent software itself needs an upgrade. Agents normally upgrade on their own, with nothing for you to do. */
  outdated?: boolean;
  /** `true` when at least one plugin on the agent is older than the server's copy. */
  pluginsOutdated?: boolean;
  /** `true` when the Java on the agent machine is too old for this server. */
  javaOutdated?: boolean;
  /** IP address of the agent machine. */
  ip?: string;
  /** How agent and server talk. `unidirectional` (the default): the agent opens HTTP(S) connections and polls the server for commands. `bidirectional`: the older protocol, unsupported since TeamCity 2021.2 (https://www.jetbrains.com/help/teamcity/upgrade-notes.html#Canceled+bidirectional+agent-server+communication+protocol). */
  protocol?: 'unidirectional' | 'bidirectional';
  /** Agent software version (a build number such as `71499`), or `unknown` while the agent is disconnected. When it differs from `currentAgentVersion` the agent counts as outdated. */
  version?: string;
  /** Agent version this server wants, the same as the server's own build number (`Server.buildNumber`). */
  currentAgentVersion?: string;
  /** When the agent and the server last exchanged anything. */
  lastActivityTime?: TeamCityDate;
  /** Since when the agent has had nothing meaningful to do, e.g. the end of its last build. An agent with no build since its authorization usually shows its `registrationTimestamp` here. */
  idleSinceTime?: TeamCityDate;
  /** Why the agent went away. TeamCity leaves it out while the agent is connected. */
  disconnectionComment?: string;
  /** When this server first authorized the agent. */
  registrationTimestamp?: TeamCityDate;
  /** Host name of the agent machine. */
  host?: string;
  /** CPU benchmark score TeamCity measured on the agent machine; a higher score means a faster CPU (https://www.jetbrains.com/help/teamcity/viewing-build-agent-details.html#Agent+Summary). */
  cpuRank?: number;
  /** Port on the agent machine that the server connects to. */
  port?: number;
  /** REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request). */
  href?: string;
  /** Full URL of the agent's page in the TeamCity UI. */
  webUrl?: string;
  /** The build the agent is running now; absent while it is idle. */
  build?: Build;
  /** Links to the agent's pages in the UI. */
  links?: Links;
  /** Enabled state, with the last change to it (time, user, comment) and, for a temporary change, when it turns back. Change it with `PUT /app/rest/agents/{agentLocator}/enabledInfo` (https://www.jetbrains.com/help/teamcity/rest/agentapi.html#setEnabledInfo). */
  enabledInfo?: EnabledInfo;
  /** Authorization state, with the last change to it: when, by whom, and the comment left. */
  authorizedInfo?: AuthorizedInfo;
  /** Parameters the agent reports: the predefined ones and any custom ones from its configuration file (https://www.jetbrains.com/help/teamcity/rest/manage-typed-parameters.html). */
  properties?: Properties;
  /** For a cloud agent, the cloud machine it runs on: its address, its state (starting, running, stopped...) and any error that keeps it from starting. */
  cloudInstance?: CloudInstance;
  /** For a cloud agent, the image its machine was started from. */
  cloudImage?: CloudImage;
  /** OS type and name of the agent machine. */
  environment?: Environment;
  /** The agent pool this agent is in. */
  pool?: AgentPool;
  /** Whether the agent accepts builds of any build configuration or of a chosen few only. */
  compatibilityPolicy?: CompatibilityPolicy;
  /** Build configurations whose builds this agent can run. */
  compatibleBuildTypes?: BuildTypes;
  /** Build configurations this agent cannot run, each as a `Compatibility` naming the requirements it fails (https://www.jetbrains.com/help/teamcity/rest/compatibility.html). */
  incompatibleBuildTypes?: Compatibilities;
  /** Builds this agent has run. */
  builds?: Builds;
  /** `true` for an agent TeamCity dropped after it stayed inactive too long. */
  removed?: boolean;
  locator?: string;
}

/**
 * A named group of agents. Only the projects assigned to a pool can run builds on its agents. See https://www.jetbrains.com/help/teamcity/configuring-agent-pools.html.
 *
 * TeamCity `agentPool` (swagger-2025).
 */
export interface AgentPool {
  /** Numeric pool id; the Default pool is `0`. */
  id?: number;
  name?: string;
  /** REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request). */
  href?: string;
  /** Most agents the pool may hold; absent when it has no limit. */
  maxAgents?: number;
  /** For a project pool, the project that owns it; absent for an ordinary shared pool. See https://www.jetbrains.com/help/teamcity/configuring-agent-pools.html#Agents+Tab. */
  ownerProject?: Project;
  /** Projects assigned to the pool: the only ones whose builds its agents take. */
  projects?: Projects;
  /** Agents in this pool. */
  agents?: Agents;
  locator?: string;
  agentTypes?: AgentTypes;
}

/**
 * One page of agent pools; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `agentPools` (swagger-2025).
 */
export interface AgentPools {
  /** How many items this page holds: the page size, not a total across pages. */
  count?: number;
  href?: string;
  /** Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one. */
  nextHref?: string;
  /** Server-relative URL of the page before this one; absent on the first page. */
  prevHref?: string;
  agentPool?: AgentPool[];
}

/**
 * A build configuration's (or template's) requirement for agent parameters. Non-compliant agents cannot run builds spawned by the configuration.
 *
 * TeamCity `agent-requirement` (swagger-2025).
 */
export interface AgentRequirement {
  /** The internal read-only ID of the object. This property is inherited from the base PropEntity class. */
  id?: string;
  /** The public object name. Some objects, like build steps, support public names, while others, like build triggers, do not. */
  name?: string;
  /** The object type. This property is inherited from the base PropEntity class. */
  type?: string;
  /** Returns **rue** if the object is disabled and inactive; otherwise, **false**. This property is inherited from the base PropEntity class. */
  disabled?: boolean;
  /** Returns **rue** if the object is inherited from another object; otherwise, **false**. This property is inherited from the base PropEntity class. */
  inherited?: boolean;
  /** Returns the shortened (without the server URL) link to the current object. This property is inherited from the base PropEntity class. */
  href?: string;
  /** The list of main object settings. Each setting is a Property instance with `name` and `value` fields. */
  properties?: Properties;
}

/**
 * Represents a list of AgentRequirement entities.
 *
 * TeamCity `agent-requirements` (swagger-2025).
 */
export interface AgentRequirements {
  /** The number of `agent-requirement` objects in this collection. */
  count?: number;
  /** The list of `agent-requirement` objects owned by this collection. */
  'agent-requirement'?: AgentRequirement[];
}

/**
 * What all agents of one type have in common: a standalone agent is a type of its own, and the agents started from one cloud image form one type.
 *
 * TeamCity `agentType` (swagger-2025).
 */
export interface AgentType {
  /** `true` for the type of a cloud image's agents, `false` for a standalone agent. */
  isCloud?: boolean;
  /** Configuration parameters only, taken from `availableParameters` (no `env.` or `system.` entries). */
  configurationParameters?: Properties;
  /** `system.` parameters only, taken from `availableParameters`. */
  systemParameters?: Properties;
  /** Environment variables (`env.`) only, taken from `availableParameters`. */
  environmentParameters?: Properties;
  /** Agent parameters a build on such an agent can read; as a rule its `env.` and `system.` ones together. */
  buildParameters?: Properties;
  /** Every parameter, predefined or custom, that agents of this type report. */
  availableParameters?: Properties;
  /** OS of the machines of this type. */
  environment?: Environment;
  /** Name of the standalone agent or cloud image behind this type. */
  name?: string;
  /** Numeric type id, the `typeId` of its agents. */
  id?: number;
}

/**
 * One page of agent types; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `agentTypes` (swagger-2025).
 */
export interface AgentTypes {
  href?: string;
  /** Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one. */
  nextHref?: string;
  /** Server-relative URL of the page before this one; absent on the first page. */
  prevHref?: string;
  agentType?: AgentType[];
  /** How many items this page holds: the page size, not a total across pages. */
  count?: number;
}

/**
 * One page of agents; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `agents` (swagger-2025).
 */
export interface Agents {
  /** How many items this page holds: the page size, not a total across pages. */
  count?: number;
  /** Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one. */
  nextHref?: string;
  /** Server-relative URL of the page before this one; absent on the first page. */
  prevHref?: string;
  href?: string;
  agent?: Agent[];
}

/**
 * A build that cannot start until explicitly approved by designated team members.
 *
 * TeamCity `approvableBuild` (swagger-2025).
 */
export interface ApprovableBuild {
  /** The ID of a build that requires manual approval. */
  buildId?: string;
  /** The ID of a build configuration that spawned this approvable build. */
  buildTypeId?: string;
  /** The name of a build configuration that spawned this approvable build. */
  buildTypeName?: string;
}

/**
 * If a build cannot start without a manual approval from specific reviewers, it stores related information in a related ApprovalInfo object.
 *
 * TeamCity `approvalInfo` (swagger-2025).
 */
export interface ApprovalInfo {
  /** The timestamp when the build is (or was) canceled due to reviewers failing to approve it on time. This value is calculated at the moment a build is queued. */
  timeoutTimestamp?: TeamCityDate;
  /** Returns *true* if the configuration of users and user groups that should approve this build is valid; otherwise, *false*. */
  configurationValid?: boolean;
  /** The list of indvidual users whose approval is required to start a build. */
  userApprovals?: UserApprovals;
  /** The list of user groups whose users need to approve a build before it can start. */
  groupApprovals?: GroupApprovals;
  compositeApprovals?: CompositeApprovals;
  /** Returns the reasons why TeamCity is waiting for build approval. */
  approvalReasons?: ApprovableBuild[];
  /** The list of other builds (both upstream and downstream) that belong to the same build chain and require an approval. */
  buildChainBuilds?: BuildsWithReason[];
  /** Returns *true* if the currently authorized user is among TeamCity users who can approve this build; otherwise, *false*. */
  canBeApprovedByCurrentUser?: boolean;
  /** The current build status. */
  status?: 'waitingForApproval' | 'approved' | 'timedOut' | 'canceled';
}

/**
 * Represents a list of ArtifactDependency entities.
 *
 * TeamCity `artifact-dependencies` (swagger-2025).
 */
export interface ArtifactDependencies {
  /** The number of `artifact_dependency` objects in this collection. */
  count?: number;
  /** The list of `artifact_dependency` objects owned by this collection. */
  'artifact-dependency'?: ArtifactDependency[];
  replace?: string;
}

/**
 * An artifact dependency that defines rules for passing artifacts from an upstream build configuration to a target downstream configuration.
 *
 * TeamCity `artifact-dependency` (swagger-2025).
 */
export interface ArtifactDependency {
  /** The internal read-only ID of the object. This property is inherited from the base PropEntity class. */
  id?: string;
  /** The public object name. Some objects, like build steps, support public names, while others, like build triggers, do not. */
  name?: string;
  /** The object type. This property is inherited from the base PropEntity class. */
  type?: string;
  /** Returns **rue** if the object is disabled and inactive; otherwise, **false**. This property is inherited from the base PropEntity class. */
  disabled?: boolean;
  /** Returns **rue** if the object is inherited from another object; otherwise, **false**. This property is inherited from the base PropEntity class. */
  inherited?: boolean;
  /** Returns the shortened (without the server URL) link to the current object. This property is inherited from the base PropEntity class. */
  href?: string;
  /** The list of main object settings. Each setting is a Property instance with `name` and `value` fields. */
  properties?: Properties;
  /** The upstream build configuration that produces files (artifacts) that should be imported by the current build configuration. */
  'source-buildType'?: BuildType;
}

/**
 * Stores information about each of the files provided by a build chain build to a downstream dependent build.
 *
 * TeamCity `ArtifactDownloadInfo` (swagger-2025).
 */
export interface ArtifactDownloadInfo {
  /** The path to the artifact file on a build agent machine that processed the upstream build which published this file. */
  path?: string;
  /** The time when a corresponding file was downloaded. */
  downloadTimestamp?: TeamCityDate;
}

/**
 * The kind of action an `AuditEvent` records: its id, name and text pattern.
 *
 * TeamCity `auditAction` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuditAction {
  name?: string;
  id?: string;
  pattern?: string;
}

/**
 * One entry of the audit log: who did what, when, to which entities. See https://www.jetbrains.com/help/teamcity/tracking-user-actions.html.
 *
 * TeamCity `auditEvent` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuditEvent {
  id?: string;
  timestamp?: string;
  comment?: string;
  action?: AuditAction;
  relatedEntities?: RelatedEntities;
  user?: User;
}

/**
 * One page of audit log entries; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `auditEvents` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuditEvents {
  count?: number;
  nextHref?: string;
  prevHref?: string;
  href?: string;
  auditEvent?: AuditEvent[];
}

/**
 * One login module and its settings.
 *
 * TeamCity `AuthModule` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuthModule {
  name?: string;
  properties?: Properties;
}

/**
 * Login modules configured on the server.
 *
 * TeamCity `AuthModules` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuthModules {
  module?: AuthModule[];
}

/**
 * What tokens to create: how many, and how long each lives (`timeToLiveSeconds`).
 *
 * TeamCity `authorizationTokensRequirements` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuthorizationTokensRequirements {
  timeToLiveSeconds?: number;
  count?: number;
}

/**
 * An agent's authorization state and the last change to it.
 *
 * TeamCity `authorizedInfo` (swagger-2025).
 */
export interface AuthorizedInfo {
  /** `true` while the agent is authorized. */
  status?: boolean;
  /** Who last changed the state, when, and what they wrote. TeamCity fills in the time and user itself; they cannot be set. */
  comment?: Comment;
}

/** TeamCity `BackupProcess` (swagger-2018.1). */
export interface BackupProcess {
  briefInfo?: BackupProcessInfo;
  progressInfo?: BackupProgressInfo;
  processKind?: 'Backup' | 'Restore' | 'Cleanup';
  exceptions?: Exception[];
  progressStatus?: 'Running' | 'Cancelling' | 'Cancelled' | 'Finished' | 'Fault';
  processId?: number;
  finished?: boolean;
}

/** TeamCity `BackupProcessInfo` (swagger-2018.1). */
export interface BackupProcessInfo {
  startTimestamp?: string;
  finishTimestamp?: string;
  fileSize?: number;
  status?: 'Running' | 'Cancelling' | 'Cancelled' | 'Finished' | 'Fault';
  id?: number;
  fileName?: string;
}

/** TeamCity `BackupProcessManager` (swagger-2018.1). */
export interface BackupProcessManager {
  currentBackupProcess?: BackupProcess;
}

/** TeamCity `ProgressInfo` (swagger-2018.1). TeamCity 2018.1 names it ProgressInfo, as it names the running build's progress-info. */
export interface BackupProgressInfo {
  done?: number;
  estimated?: number;
  phase?: string;
  estimatedHumanized?: string;
  doneHumanized?: string;
  percent?: number;
}

/**
 * Represents a branch of the remote repository that stores sources processed by this build.
 *
 * TeamCity `branch` (swagger-2025).
 */
export interface Branch {
  /** A public branch name displayed in TeamCity UI. To get a full VCS name instead (for example, 'refs/heads/main'), read the *vcsBranchName* property of a nested Revision entity. */
  name?: string;
  /** An internal branch name. Returns `<default>` for default branches, and real branch names for other (non-default) branches. */
  internalName?: string;
  /** Returns **true** if this branch is the default branch of this build configuration; otherwise, **false**. */
  default?: boolean;
  /** Returns **true** for unspecified branches; otherwise, **false**. A branch is labeled as unspecified when TeamCity fails to find a branch for this build. */
  unspecified?: boolean;
  /** Returns **true** for active branches and **false** for inactive ones. A branch is considered inactive if it had neither new TeamCity builds in the last 24 hours, nor recent VCS repository changes in the last 7 days. */
  active?: boolean;
  /** Returns the date and time of the last branch activity (the last TeamCity build or the latest VCS commit). */
  lastActivity?: TeamCityDate;
  /** Returns **true** if the branch belongs to the automatically created 'My Branches' group; otherwise, **false**. */
  groupFlag?: boolean;
  /** Returns all builds that target this branch. */
  builds?: Builds;
}

/**
 * An object that describes the actual state of a repository branch. Inherits the majority of its properties from the base Branch class.
 *
 * TeamCity `branchVersion` (swagger-2025).
 */
export interface BranchVersion {
  /** The full revision SHA. Points to the latest commit in this branch. */
  version?: string;
  /** Returns **true** for unspecified branches; otherwise, **false**. A branch is labeled as unspecified when TeamCity fails to find a branch for this build. */
  unspecified?: boolean;
  /** Returns **true** if the branch belongs to the automatically created 'My Branches' group; otherwise, **false**. */
  groupFlag?: boolean;
  /** Returns all builds that target this branch. */
  builds?: Builds;
  /** Returns the date and time of the last branch activity (the last TeamCity build or the latest VCS commit). */
  lastActivity?: string;
  /** A public branch name displayed in TeamCity UI. To get a full VCS name instead (for example, 'refs/heads/main'), read the *vcsBranchName* property of a nested Revision entity. */
  name?: string;
  /** Returns **true** if this branch is the default branch of this build configuration; otherwise, **false**. */
  default?: boolean;
  /** Returns **true** for active branches and **false** for inactive ones. A branch is considered inactive if it had neither new TeamCity builds in the last 24 hours, nor recent VCS repository changes in the last 7 days. */
  active?: boolean;
  /** An internal branch name. Returns `<default>` for default branches, and real branch names for other (non-default) branches. */
  internalName?: string;
}

/**
 * Represents a list of Branch entities.
 *
 * TeamCity `branches` (swagger-2025).
 */
export interface Branches {
  /** The current number of Branch objects in this list. */
  count?: number;
  /** The relative link (without the server URL) used to retrieve this object. */
  href?: string;
  /** The list of branches owned by this collection that satisfy the given locator. */
  branch?: Branch[];
}

/**
 * A process that performs a certain CI/CD job. Most builds comprise multiple sequential steps executing their own granular actions.
 *
 * TeamCity `build` (swagger-2025).
 */
export interface Build {
  /** The automatically generated unique ID of the build. */
  id?: number;
  taskId?: number;
  /** Returns the ID of the corresponding build configuration. To obtain this configuration itself, use the *buildType* property instead. */
  buildTypeId?: string;
  /** This property supports the internal infrastructure and is not intented to be used. Use the *buildTypeId* property instead to access the regular build configuration ID. */
  buildTypeInternalId?: string;
  /** Returns a public build number this build is assigned in its build configuration, *null* if a build is still queued, or *N/A* if a queued build was canceled before it started. */
  number?: string;
  /** Returns whether a build has finished successfully (or is expected to finish so, if still running). Possible values: * *null* for queued builds. */
  status?: string;
  /** Returns the actual stage of the build's lifecycle: queued, running, or finished. */
  state?: 'queued' | 'finished' | 'running' | 'deleted' | 'unknown';
  /** Returns *true* if the build is currently running; otherwise, *false*. */
  running?: boolean;
  /** Returns *true* if this is build is composite; otherwise, *false*.Composite builds aggregate results of multiple child builds. */
  composite?: boolean;
  /** Returns *true* if this build was automatically removed from the building queue (for example, if an error occured or the appointed reviewers failed to [approve the build](https://www.jetbrains.com/help/teamcity/cloud/build-approval.html) in time); otherwise, *false*.Does not return *true* for manu... */
  failedToStart?: boolean;
  /** Returns *true* for [personal builds](https://www.jetbrains.com/help/teamcity/personal-build.html) and *false* for regular builds. */
  personal?: boolean;
  /** This property is deprecated, see *running-info* property instead. */
  percentageComplete?: number;
  /** Returns the name of the repository branch whose changes are processed in the current build. */
  branchName?: string;
  /** Returns *true* if the current build processes changes from the branch specified as default branch in VCS root settings; otherwise, *false*. */
  defaultBranch?: boolean;
  /** Returns *true* if the branch name equals `&lt;unspecified&gt;`; otherwise, *false*. A branch can have this name if TeamCity fails to retrieve a valid branch name. */
  unspecifiedBranch?: boolean;
  /** Returns *true* for [history builds](https://www.jetbrains.com/help/teamcity/history-build.html) that started after a build with most recent code changes; otherwise, *false*. */
  history?: boolean;
  /** Returns *true* if the build is currently [pinned](https://www.jetbrains.com/help/teamcity/build-actions.html#Pin+Build); otherwise, *false*.Send GET and PUT requests to `/app/rest/builds/<build-locator>/pinInfo` to get the detailed information about pinned builds and manually pin/unpin these builds. */
  pinned?: boolean;
  /** Returns the shortened (without the server URL) link to the current build. To obtain the full URL, use the *webUrl* property instead. */
  href?: string;
  /** Returns the full web link to access this build. To get a link without the server URL, read the *href* property instead. */
  webUrl?: string;
  /** Returns the build's position in the building queue. */
  queuePosition?: number;
  /** Returns the number of changes processed in this build. */
  limitedChangesCount?: number;
  /** Returns the path to the built-in artifact storage. */
  artifactsDirectory?: string;
  /** Returns the collection of links to this build. */
  links?: Links;
  /** Returns the additional information about the finished or running build. */
  statusText?: string;
  /** Returns the build configuration to which the current build belongs. */
  buildType?: BuildType;
  /** Returns the comment for this build, and the user who wrote it. */
  comment?: Comment;
  /** Returns the collection of [tags](https://www.jetbrains.com/help/teamcity/build-actions.html#Add+Tags+to+Build) that decorate this build. */
  tags?: Tags;
  /** Allows you to identify who and when pinned this build. Returns *null* for builds whose *pinned* is *false*. */
  pinInfo?: Comment;
  /** Returns the user associated with this personal build, or *null* of this build is not personal. */
  user?: User;
  /** If this build is still queued, this property returns the estimated time (UTC) of an actual build start. */
  startEstimate?: string;
  /** Returns the actual reason why this build remains in build queue. This property returns the most recent wait reason from the *queuedWaitReasons* array. */
  waitReason?: string;
  /** Returns the estimated time this build will finish. Returns a value only for queued builds and *null* for those that already run. */
  finishEstimate?: string;
  /** Returns the build that must finish before the currently queued build can start. */
  delayedByBuild?: Build;
  /** Returns the agent that TeamCity currently expects to assign to this queued build. Use *compatibleAgents* instead to obtain the list of all agents that can run this build. */
  plannedAgent?: Agent;
  /** Allows you to identify who and when allowed this build to start. */
  approvalInfo?: ApprovalInfo;
  /** Returns the RunningBuildInfo object that stores data related to the build completion stage: completion percentage, elapsed and remaining time, build health (hanging or running as expected), and so on.Returns *null* for queued and finished builds. */
  'running-info'?: ProgressInfo;
  /** Allows you to retrieve detailed information about this canceled build: a user who canceled it, their comment, and the cancel timestamp. */
  canceledInfo?: Comment;
  /** Returns the date and time (UTC) when this build was queued. Note that the moment this build actually starts is stored in the different property (*startDate*).. */
  queuedDate?: TeamCityDate;
  /** Returns the date and time (UTC) of the moment the build actually started. Note that the moment a build was triggered is stored in the *queuedDate* property. */
  startDate?: TeamCityDate;
  /** Returns the date and time of the moment the build was removed from the queue (finished, failed, or was canceled). */
  finishDate?: TeamCityDate;
  /** Allows you to identify the time this build was triggered, and the authority that ussued the build command (user, vcs trigger, schedule trigger, and so on). */
  triggered?: TriggeredBy;
  /** Returns the topmost element of the *changes* collection. Corresponds to the latest change processed in this build. */
  lastChanges?: Changes;
  /** Returns the list of changes processed in this build. Use *limitedChangesCount* to obtain the number of these changes, or *lastChanges* to get the latest one. */
  changes?: Changes;
  /** Returns the list of revisions associated with this build. When adding a new build to a build queue, use this property instead of `changes` or `lastChange` to choose a specific version of sources. */
  revisions?: Revisions;
  /** Returns the revision of build configuration settings stored in a VCS. */
  versionedSettingsRevision?: Revision;
  /** If this build belongs to a consumer configuration whose builds import artifacts from builds of another (source) configuration, this property allows you to identify whether previous consumer builds obtained their artifacts from different source builds or the same one. */
  artifactDependencyChanges?: BuildChanges;
  /** Returns a build agent that processed (or currently processes) this build.If the build has not yet started and awaits in the build queue, this property returns *null*. */
  agent?: Agent;
  /** If a build is still in building queue, this property returns the list of all agents that can run it. */
  compatibleAgents?: Agents;
  /** Returns all [cloud images](https://www.jetbrains.com/help/teamcity/teamcity-integration-with-cloud-solutions.html) that can spawn agents compatible with this build. */
  compatibleCloudImages?: CloudImages;
  /** Returns the TestOccurences object that stores information on test instances run in this build. */
  testOccurrences?: TestOccurrences;
  /** Returns the list of build problems that led to the build failure. */
  problemOccurrences?: ProblemOccurrences;
  /** Returns the list of public build artifacts. See this section for the examples of downloading specific files: [Get Build Artifacts](https://www.jetbrains.com/help/teamcity/rest/manage-finished-builds.html#Get+Build+Artifacts). */
  artifacts?: Files;
  /** Returns the list of issues associated with changes processed in this build. */
  relatedIssues?: IssuesUsages;
  /** Returns the collection of custom build properties (including those added by users in the Run Custom Build dialog) and their current values. */
  properties?: Properties;
  /** Returns the complete list of predefined and custom properties with their final values. Final values are those reported by a build agent after a build finishes. */
  resultingProperties?: Properties;
  /** Returns the collection of user-defined properties and their original values. Original values are those stored in the build configuration and assigned to any new build that runs with default settings. */
  originalProperties?: Properties;
  /** Returns the complete list of predefined and custom properties with their starting values. Starting values are those reported by a build agent when a build actually starts. */
  startProperties?: Properties;
  /** Returns the list of Entries owned by this build. */
  attributes?: Entries;
  /** Returns the list of statistical metrics for the current build (*ArtifactsSize*, *BuildDuration*, *SuccessRate*, *TimeSpentInQueue*, and so on). */
  statistics?: Properties;
  /** Returns the metadata associated with this build. */
  metadata?: Datas;
  /** Returns all upstream builds on which the current build depends. In the BuildA — BuildB — BuildC chain, this property returns: * empty array for BuildA; * array with BuildA for BuildB; * array with BuildA and BuildB for BuildC. */
  'snapshot-dependencies'?: Builds;
  /** Returns all upstream builds whose artifacts were exported to this build. */
  'artifact-dependencies'?: Builds;
  /** Allows you to override artifact dependencies specified in Build Configuration settings and specify custom dependencies for this specific build. */
  'custom-artifact-dependencies'?: ArtifactDependencies;
  settingsHash?: string;
  currentSettingsHash?: string;
  modificationId?: string;
  chainModificationId?: string;
  replacementIds?: Items;
  related?: Related;
  /** Allows you to define custom triggering options (for example, whether the build should get the top spot in the build queue or force clean its sources). */
  triggeringOptions?: BuildTriggeringOptions;
  /** Returns *true* if at least one dependent build has [reused this build](https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html#Suitable+Builds) instead of triggering a new one. */
  usedByOtherBuilds?: boolean;
  /** Returns the Comment object that stores information about user who changed the status of this build, and their notes regarding this change.This property may be deprecated in future API versions, use *...Info* properties (*approvalInfo*, *canceledInfo*, and so on) instead. */
  statusChangeComment?: Comment;
  /** Returns a list of [labels](https://www.jetbrains.com/help/teamcity/vcs-labeling.html) that tag sources of this particular build. */
  vcsLabels?: VcsLabel[];
  /** Returns *true*, if running build no longer [occupies a build agent](https://www.jetbrains.com/help/teamcity/detaching-build-from-agent.html); otherwise, *false*. */
  detachedFromAgent?: boolean;
  /** Similar to the *finishDate* property, but adjusts the date and time according to the agent timezone. */
  finishOnAgentDate?: TeamCityDate;
  /** Returns *true* if the build is running with non-default parameter, dependency, and (or) changes settings (for example, reuses the manually selected build or targets the specific changes revision instead of building latest changes); otherwise, *false*. */
  customized?: boolean;
  /** Returns the list of settings that differentiate this build from a default build of the same build configuration. */
  customization?: Customizations;
  /** Returns *true* if the build is currently collecting changes from a remote repository; otherwise, *false*. */
  changesCollectingInProgress?: boolean;
  /** Returns all reasons why this build remains queued. Use *waitReason* to obtain the primary reason displayed in TeamCity UI. */
  queuedWaitReasons?: Properties;
  /** Returns the collection metadata objects associated with artifacts that were downloaded from dependencies of this build, or exported to builds dependent of the current one. */
  downloadedArtifacts?: DownloadedArtifacts;
  /** Specifies whether this build belongs to a [Matrix builds](https://www.jetbrains.com/help/teamcity/matrix-build.html) configuration. */
  matrixConfiguration?: MatrixConfiguration;
  /** For history builds (builds whose *history* property is *true*), returns the most recent finished build that processed the same revision of the source code. */
  firstBuildWithSameChanges?: Build;
  /** Specifies executor of this build. */
  executor?: BuildExecutor;
  locator?: string;
}

/**
 * Send a POST request with this object as a payload to cancel a queued (the `/app/rest/buildQueue/<queuedBuildLocator>` endpoint)or already running (the `/app/rest/builds/<buildLocator>` endpoint) build.
 *
 * TeamCity `buildCancelRequest` (swagger-2025).
 */
export interface BuildCancelRequest {
  /** A note that explains why this build was canceled. This note will be written to the canceled build's `build.canceledInfo.text` property. */
  comment?: string;
  /** If *true*, a new identical build will be queued as soon as the current build is canceled. If *false*, a build will simply be canceled. */
  readdIntoQueue?: boolean;
}

/**
 * If builds of a consumer build configuration import build artifacts from builds of a source build configuration, BuildChange objects allow you to identify whether consecutive consumer builds obtain artifacts from different source builds or the same one.
 *
 * TeamCity `buildChange` (swagger-2025).
 */
export interface BuildChange {
  /** A source build that provided artifacts for a currently inspected consumer build. */
  nextBuild?: Build;
  /** If there was a preceding consumer build that obtained its artifacts from a different source build (compared to the currently inspected build), returns this different source build. */
  prevBuild?: Build;
}

/**
 * Represents a list of BuildChange entities.
 *
 * TeamCity `buildChanges` (swagger-2025).
 */
export interface BuildChanges {
  /** The current number of BuildChange objects in this list. */
  count?: number;
  /** The list of BuildChange objects owned by this collection. */
  buildChange?: BuildChange[];
}

/**
 * Something other than a TeamCity agent that ran a build.
 *
 * TeamCity `BuildExecutor` (swagger-2025).
 */
export interface BuildExecutor {
  /** Name of that external executor. */
  name?: string;
}

/**
 * Body that changes a build's status to `SUCCESS` or `FAILURE`, with a comment, the way the UI's mark-as-failed and mark-as-successful actions do (`POST /app/rest/builds/{buildLocator}/status`).
 *
 * TeamCity `BuildStatusUpdate` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface BuildStatusUpdate {
  status?: string;
  comment?: string;
}

/**
 * Passed to the `Trigger.buildCustomization` property to trigger a customized build.
 *
 * TeamCity `BuildTriggerCustomization` (swagger-2025).
 */
export interface BuildTriggerCustomization {
  /** Returns **true** if the agent should clear the build checkout directory before checking out sources from the VCS; otherwise, **false**. */
  enforceCleanCheckout?: boolean;
  /** Returns **true** if the `enforceCleanCheckout` behavior should all apply to all snapshot dependencies of this build; otherwise, **false**. */
  enforceCleanCheckoutForDependencies?: boolean;
  /** The list of customized properties for the build started by this trigger. */
  parameters?: Properties;
}

/**
 * Contains build dependency and queue and dependency settings available in the [Run Custom Build](https://www.jetbrains.com/help/teamcity/running-custom-build.html) dialog in TeamCity UI.
 *
 * TeamCity `buildTriggeringOptions` (swagger-2025).
 */
export interface BuildTriggeringOptions {
  /** Returns *true* if the agent should clear its build checkout directory and pull all sources anew; otherwise, *false*. */
  cleanSources?: boolean;
  /** Returns *true* if the current 'cleanSources' behavior also be applied to all snapshot dependency builds, otherwise, *false*. */
  cleanSourcesInAllDependencies?: boolean;
  /** Use *true* to prevent the build from reusing any of its snapshot dependency builds and re-run all dependency configurations; *false* to let TeamCity decide which snapshot builds should be re-run and which have [suitable builds]()https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html#S... */
  rebuildAllDependencies?: boolean;
  /** *true* to re-run all failed, failed to start, and canceled snapshot dependency builds; *false* to let TeamCity decide which snapshot builds should be re-run and which have [suitable builds]()https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html#Suitable+Builds. */
  rebuildFailedOrIncompleteDependencies?: boolean;
  /** *true* to place the build at the top spot of the build queue, *false* to let TeamCity automatically process this build. */
  queueAtTop?: boolean;
  /** Use *true* to collect all code commits and versioned settings right away; *false* to do this when build is assigned to the agent and is ready to start. */
  freezeSettings?: boolean;
  /** Use *true* to label all dependency builds with tags specified in the `Build.Tags` field; *false* to label the current build only. */
  tagDependencies?: boolean;
  /** The list of snapshot dependencies that should be rebuilt. Should only be used when both `rebuildAllDependencies` and `rebuildFailedOrIncompleteDependencies` fields equal *false*. */
  rebuildDependencies?: BuildTypes;
}

/**
 * A build configuration owned by a TeamCity project, or a template created from this configuration. Spawns builds to execute configured build steps.
 *
 * TeamCity `buildType` (swagger-2025).
 */
export interface BuildType {
  /** The build configuration ID. Typically consists of a trunkated project and configuration names in the ProjectName_ConfigurationName format. */
  id?: string;
  /** The automatically generated build configuration ID. This is the internal property and is not intented to be used. */
  internalId?: string;
  /** The public build configuration name displayed in TeamCity UI. */
  name?: string;
  /** Returns *true* if the current BuildType entity is a build configuration template; *false* if this is a regular build configuration. */
  templateFlag?: boolean;
  /** The build configuration type: * *regular* — a regular build configuration. * *composite* — a composite configuration that aggregates results of multiple upstream build chain configurations. */
  type?: 'regular' | 'composite' | 'deployment';
  /** Returns *true* if a configuration is paused and cannot start new builds automatically upon build trigger requests; otherwise, *false*. */
  paused?: boolean;
  /** An internally used universally unique identifier. */
  uuid?: string;
  /** The custom build configuration description, or *null* if not set. */
  description?: string;
  /** The public name of a parent TeamCity project. */
  projectName?: string;
  /** The ID of a parent TeamCity project that owns this build configuration. */
  projectId?: string;
  /** The automatically generated ID of a parent project. This is the internal property and is not intented to be used. */
  projectInternalId?: string;
  /** The short link (without the address of a TeamCity server) to this build configuration. */
  href?: string;
  /** The regular URL for this build configuration or template. */
  webUrl?: string;
  /** Returns *null* for build configurations, *true* for configuration templates inherited from other templates, and *false* for regular templates extracted from build configurations. */
  inherited?: boolean;
  /** URL links for editing and viewing this build configuration. */
  links?: Links;
  /** The project that owns this build configuration or template. */
  project?: Project;
  /** The list of all build configuration templates currently attached to this build configuration. */
  templates?: BuildTypes;
  /** The first template from the `templates` collection. This field is only in effect for older versions of TeamCity where only one template could be attached to a build configuration. */
  template?: BuildType;
  /** A collection of VcsEntry objects, which store attached VcsRoot objects coupled with their unique checkout rules for this build configuration. */
  'vcs-root-entries'?: VcsRootEntries;
  /** The list of build configuration settings. For example, its branch filter, current build number counter, and others. */
  settings?: Properties;
  /** The list of input parameters. Input parameters are designed to be used directly in their parent configuration. */
  parameters?: Properties;
  /** The list of output parameters. Output parameters can be accessed by other configurations within the same build chain via the `dep.config_id.parameter_name` syntax. */
  'output-parameters'?: Properties;
  /** The list of enabled and disabled build steps owned by this configuration. */
  steps?: Steps;
  /** The list of enabled and disabled build features added to this configuration. */
  features?: Features;
  /** The list of build triggers configured in this configuration. Build triggers allow configurations to automatically start new builds when specific conditions are met. */
  triggers?: Triggers;
  /** The list of snapshot dependencies that specify which configurations must finish their builds before this configuration can run its build. */
  'snapshot-dependencies'?: SnapshotDependencies;
  /** The list of artifact dependencies that specify which files published by other build configurations must be imported to this configuration. */
  'artifact-dependencies'?: ArtifactDependencies;
  /** The list of agent requirements that specify which build agents are eligible to run builds of this configuration. */
  'agent-requirements'?: AgentRequirements;
  /** The list of repository branches that can be built in this build configuration. */
  branches?: Branches;
  /** Stores all builds spawned from this build configuration. */
  builds?: Builds;
  /** Stores active investigations for a build configuration. */
  investigations?: Investigations;
  /** The list of build agents that are eligible to run builds of this configuration. */
  compatibleAgents?: Agents;
  /** The list of cloud images that can spawn build agents eligible to run builds of this configuration. */
  compatibleCloudImages?: CloudImages;
  /** A collection of VcsRootInstance objects, which store customized clones of a VcsRoot. */
  vcsRootInstances?: VcsRootInstances;
  /** This is the internal property and is not intented to be used. */
  externalStatusAllowed?: boolean;
  /** A Comment entity storing the TeamCity user, date, and optional note for the last pause or unpause action on this configuration. */
  pauseComment?: Comment;
  locator?: string;
}

/**
 * Represents a paginated list of BuildType entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `buildTypes` (swagger-2025).
 */
export interface BuildTypes {
  /** The number of build types in this collection. */
  count?: number;
  /** The relative link (without the server URL) to the current collection. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of build types owned by this collection that satisfy the given locator. */
  buildType?: BuildType[];
}

/**
 * Represents a paginated list of Build entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `builds` (swagger-2025).
 */
export interface Builds {
  /** The relative link (without the server URL) used to retrieve this object. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of builds owned by this collection that satisfy the given locator. */
  build?: Build[];
  /** The current number of Build objects in this list. */
  count?: number;
}

/**
 * Stores builds that cannot be started without an explicit approval, along with reasons why these builds require an approval.
 *
 * TeamCity `buildsWithReason` (swagger-2025).
 */
export interface BuildsWithReason {
  /** The list of builds that cannot start without an approval. */
  builds?: ApprovableBuild[];
  /** The reason why the builds from the *builds* field require an explicit approval. */
  approvalReason?: ApprovableBuild;
}

/**
 * Represents a VCS change (commit).
 *
 * TeamCity `change` (swagger-2025).
 */
export interface Change {
  /** The unique ID of this change object. */
  id?: number;
  /** The full revision SHA that corresponds to this change, or a time stamp of a personal build that processed a custom diff */
  version?: string;
  internalVersion?: string;
  /** This property is obsolete. To identify the change author, read the `commiter` property instead. */
  username?: string;
  /** Returns the timestamp that corresponds to the moment this change was pushed to the VCS. If this is a custom change uploaded to a personal build, returns the timestamp of this build instead. */
  date?: TeamCityDate;
  /** Returns the timestamp that corresponds to the moment this change was registered in the TeamCity database. */
  registrationDate?: TeamCityDate;
  /** Returns *true* if this change was a custom patch uploaded to a personal build. If this is a regular change that comes from a VCS (even if the build that processed it is a personal one), returns *false*. */
  personal?: boolean;
  /** Returns the shortened (without the server URL) link to the current change. */
  href?: string;
  /** The TeamCity server link to this change. */
  webUrl?: string;
  /** The comment an author of the change left. */
  comment?: string;
  /** This property is obsolete. To identify the change author, read the `commiter` property instead. */
  user?: User;
  /** Specifies the origin of the change. * *VCS_CHANGE* — the regular change that originates from a repository related to the target build. */
  type?: string;
  /** If a change has the `SNAPSHOT_DEPENDENCY_VCS_CHANGE` type, it was processed in an upstream build of a build chain. */
  snapshotDependencyLink?: SnapshotDependencyLink;
  /** The list of files modified by this change. */
  files?: FileChanges;
  /** Gets a VCS root instance responsible for delivering this change. Returns *null* for personal changes. */
  vcsRootInstance?: VcsRootInstance;
  /** Returns the list of preceding changes. Normally includes one commit that was introduced directly before the current change, or two latest changes from each of the merged branches. */
  parentChanges?: Changes;
  /** Revision SHAs of changes from the `parentChanges` list. */
  parentRevisions?: Items;
  /** The list of parameters introduced in these changes. */
  attributes?: Properties;
  storesProjectSettings?: boolean;
  /** Returns an object that stores information about this change in terms of effects it had on the TeamCity server: the number of failed/cancelled/successful builds, the number of build configurations that have this change in the pending changes list, the number of build problems and failed tests caus... */
  status?: ChangeStatus;
  /** Returns the object that contains information about the change author. Inludes both VCS and TeamCity user data. */
  commiter?: Commiter;
  canEditComment?: boolean;
  /** This property supports the internal infrastructure and is not intended to be used in your code. */
  locator?: string;
}

/**
 * Stores information this change in terms of effects it had on the TeamCity server: the number of failed/cancelled/successful builds, the number of build configurations that have this change in the pending changes list, the number of build problems and failed tests caused by this change, and so on.
 *
 * TeamCity `ChangeStatus` (swagger-2025).
 */
export interface ChangeStatus {
  /** The number of builds that process this change and are currently running with the 'running and failing' status. */
  runningSuccessfullyBuilds?: number;
  /** The number of build configurations (build types) that have not yet processed this change and have it in their 'pending changes' list. */
  pendingBuildTypes?: number;
  /** Returns how many of `finishedBuilds` finished successfully. */
  successfulBuilds?: number;
  /** The total number of build problems associated with this change, across all build configurations and their builds. */
  totalProblems?: number;
  /** The total number of new failed tests associated with this change, across all build configurations and their builds. */
  newFailedTests?: number;
  /** The total number of failed tests associated with this change. This number does not inlcude the number of new test failures. */
  otherFailedTests?: number;
  /** The number of currently queued builds whose list of processed changes includes this change. */
  queuedBuildsCount?: number;
  criticalBuilds?: Builds;
  notCriticalBuilds?: Builds;
  newTestsFailedBuilds?: Builds;
  compilationErrorBuilds?: Builds;
  /** The number of currently running builds processing this change, regardless of their current build status. */
  runningBuilds?: number;
  /** Returns how many of `finishedBuilds` failed. */
  failedBuilds?: number;
  /** Returns how many of `finishedBuilds` were cancelled before they finished. */
  cancelledBuilds?: number;
  /** The number of finished builds that processed this change, regardless of their final status. */
  finishedBuilds?: number;
}

/**
 * Represents a paginated list of Change entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `changes` (swagger-2025).
 */
export interface Changes {
  /** The relative link (without the server URL) used to retrieve this object. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of Change objects owned by this collection. */
  change?: Change[];
  /** The number of Change objects owned by this collection. */
  count?: number;
}

/**
 * When TeamCity's periodic clean-up runs and for how long at most (`/app/rest/server/cleanup`). See https://www.jetbrains.com/help/teamcity/teamcity-data-clean-up.html.
 *
 * TeamCity `cleanup` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Cleanup {
  enabled?: boolean;
  maxCleanupDuration?: number;
  daily?: Daily;
  cron?: Cron;
}

/**
 * A problem TeamCity has with a cloud profile, image or instance.
 *
 * TeamCity `cloudError` (swagger-2025).
 */
export interface CloudError {
  /** Short form of the error. */
  message?: string;
  /** The error in full. */
  detailedMessage?: string;
}

/**
 * Settings for starting cloud machines of one kind: what to start, scripts to run once it is up, and so on. Agents on those machines share one agent type.
 *
 * TeamCity `cloudImage` (swagger-2025).
 */
export interface CloudImage {
  /** Image id, usually the parent profile's id followed by a shortened image name. */
  id?: string;
  /** Image name as the UI shows it, made of the provider's image name and id. */
  name?: string;
  /** REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request). */
  href?: string;
  /** The cloud profile this image belongs to. */
  profile?: CloudProfile;
  /** Machines started from this image that exist now. */
  instances?: CloudInstances;
  /** Deprecated: read `error`. */
  errorMessage?: string;
  /** What is wrong with the image, when something is. */
  error?: CloudError;
  /** The `typeId` every agent started from this image has; use it to find the image's agents. */
  agentTypeId?: number;
  /** Id of the pool the image's agents join. */
  agentPoolId?: number;
  /** Full OS name of the machines this image starts. */
  operatingSystemName?: string;
  /** Full URL of the image in the TeamCity UI. */
  webUrl?: string;
  locator?: string;
}

/**
 * One page of cloud images; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `cloudImages` (swagger-2025).
 */
export interface CloudImages {
  cloudImage?: CloudImage[];
  /** How many items this page holds: the page size, not a total across pages. */
  count?: number;
  /** Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one. */
  nextHref?: string;
  /** Server-relative URL of the page before this one; absent on the first page. */
  prevHref?: string;
  href?: string;
}

/**
 * One cloud machine started from a cloud image.
 *
 * TeamCity `cloudInstance` (swagger-2025).
 */
export interface CloudInstance {
  /** Id TeamCity gives the instance; read-only. */
  id?: string;
  name?: string;
  /** Where the instance stands: `scheduled to start`, `starting`, `running`, `restarting`, `scheduled to stop`, `stopping`, `stopped`, `error` or `unknown`. */
  state?: string;
  /** When the instance was first started. */
  startDate?: TeamCityDate;
  /** Network address the instance has now. */
  networkAddress?: string;
  /** REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request). */
  href?: string;
  /** Image the instance was started from. */
  image?: CloudImage;
  /** The TeamCity agent running on the instance. */
  agent?: Agent;
  /** Deprecated: read `error`. */
  errorMessage?: string;
  /** What went wrong with the instance, when something did. */
  error?: CloudError;
}

/**
 * One page of cloud instances; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `cloudInstances` (swagger-2025).
 */
export interface CloudInstances {
  /** How many items this page holds: the page size, not a total across pages. */
  count?: number;
  /** Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one. */
  nextHref?: string;
  /** Server-relative URL of the page before this one; absent on the first page. */
  prevHref?: string;
  href?: string;
  cloudInstance?: CloudInstance[];
}

/**
 * A connection to a cloud provider, with settings that every image of the profile uses.
 *
 * TeamCity `cloudProfile` (swagger-2025).
 */
export interface CloudProfile {
  /** Profile id TeamCity uses internally. */
  id?: string;
  /** Profile name as the UI shows it. */
  name?: string;
  /** Short code naming the cloud provider. */
  cloudProviderId?: string;
  /** REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request). */
  href?: string;
  /** Project that owns the profile. Its agents serve that project and its subprojects only. */
  project?: Project;
  /** Images defined in this profile. */
  images?: CloudImages;
  /** What is wrong with the profile, when something is. */
  error?: CloudError;
}

/**
 * One page of cloud profiles; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `cloudProfiles` (swagger-2025).
 */
export interface CloudProfiles {
  /** How many items this page holds: the page size, not a total across pages. */
  count?: number;
  /** Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one. */
  nextHref?: string;
  /** Server-relative URL of the page before this one; absent on the first page. */
  prevHref?: string;
  href?: string;
  cloudProfile?: CloudProfile[];
}

/**
 * A dated note and its author, as TeamCity keeps them for pins, agent state changes, mutes and investigations.
 *
 * TeamCity `comment` (swagger-2025).
 */
export interface Comment {
  timestamp?: TeamCityDate;
  text?: string;
  user?: User;
}

/**
 * An author of a change committed to a VCS repository.
 *
 * TeamCity `commiter` (swagger-2025).
 */
export interface Commiter {
  /** The VCS username of a change author. */
  vcsUsername?: string;
  /** The list of TeamCity users whose **Profile | VCS Usernames** inlcudes the `vcsUsername` value. */
  users?: Users;
}

/**
 * Compatibility answers for pairs of an agent and a build configuration, all in one list (not paged).
 *
 * TeamCity `compatibilities` (swagger-2025).
 */
export interface Compatibilities {
  count?: number;
  compatibility?: Compatibility[];
}

/**
 * Whether one agent can run builds of one build configuration and, if it cannot, which requirements stand in the way.
 *
 * TeamCity `compatibility` (swagger-2025).
 */
export interface Compatibility {
  /** `true` when the agent can run the configuration's builds. */
  compatible?: boolean;
  /** The agent in question. */
  agent?: Agent;
  /** The build configuration in question. */
  buildType?: BuildType;
  /** Requirements of `buildType` the agent fails; empty when `compatible` is `true`. */
  unmetRequirements?: Requirements;
}

/**
 * Which build configurations an agent takes builds of.
 *
 * TeamCity `compatibilityPolicy` (swagger-2025).
 */
export interface CompatibilityPolicy {
  /** `any`: builds of every build configuration. `selected`: only builds of the configurations listed in `buildTypes`. */
  policy?: string;
  /** With the `selected` policy, the build configurations the agent accepts. */
  buildTypes?: BuildTypes;
}

/**
 * Represents composite approval rule(combines multiple groups and users) and its current status for the given build.
 *
 * TeamCity `compositeApprovalRule` (swagger-2025).
 */
export interface CompositeApprovalRule {
  requiredApprovalsCount?: number;
  currentlyApprovedBy?: Users;
  groups?: Group[];
  users?: User[];
}

/**
 * Represents a list of CompositeApprovalRule entities.
 *
 * TeamCity `compositeApprovals` (swagger-2025).
 */
export interface CompositeApprovals {
  count?: number;
  compositeApproval?: CompositeApprovalRule[];
}

/**
 * A schedule in cron form, one field per unit.
 *
 * TeamCity `cron` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Cron {
  minute?: string;
  hour?: string;
  day?: string;
  month?: string;
  dayWeek?: string;
}

/**
 * A collection of build customizations (artifact dependency overrides, custom parameters or changesets) that set this build apart from normal configuration builds.
 *
 * TeamCity `customizations` (swagger-2025).
 */
export interface Customizations {
  /** The list of parameters added by user via the Run Custom Build dialog. Existing parameters whose values were customized are not included. */
  parameters?: { [key: string]: string };
  /** A unique changeset processed by the build. For example, a manually uploaded .diff patch (for personal builds) or an older revision that was already processed before (for history builds) */
  changes?: { [key: string]: string };
  /** The list of artifact dependency customizations. See `build.artifactDependencyChanges` for more information. */
  artifactDependencies?: { [key: string]: string };
  /** The list of custom snapshot dependency settings for this build, such as when an upstream build was explicitly re-run, bypassing the default reuse setting, or skipped. */
  dependencies?: { [key: string]: string };
}

/**
 * A schedule of once a day, at `hour`:`minute`.
 *
 * TeamCity `daily` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Daily {
  hour?: number;
  minute?: number;
}

/**
 * `MetaData` groups in one list (not paged).
 *
 * TeamCity `datas` (swagger-2025).
 */
export interface Datas {
  count?: number;
  data?: MetaData[];
}

/**
 * A project's deployment dashboard: the places its builds were deployed to, and how each deployment stands.
 *
 * TeamCity `deploymentDashboard` (swagger-2025).
 */
export interface DeploymentDashboard {
  id?: string;
  name?: string;
  deploymentInstances?: DeploymentInstances;
  project?: Project;
}

/**
 * One page of deployment dashboards; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `deploymentDashboards` (swagger-2025).
 */
export interface DeploymentDashboards {
  count?: number;
  href?: string;
  nextHref?: string;
  prevHref?: string;
  deploymentDashboard?: DeploymentDashboard[];
}

/**
 * Deployment states as they were posted: the current one and every one so far.
 *
 * TeamCity `DeploymentHistory` (swagger-2025).
 */
export interface DeploymentHistory {
  currentState?: PostedDeploymentStateEntry;
  states?: PostedDeploymentStateEntry[];
}

/**
 * Something outside TeamCity that builds get deployed to, with its present state and its history.
 *
 * TeamCity `deploymentInstance` (swagger-2025).
 */
export interface DeploymentInstance {
  id?: string;
  currentState?: 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED' | 'UNKNOWN';
  attributes?: { [key: string]: string };
  deploymentStateEntries?: DeploymentStateEntries;
  deploymentDashboard?: DeploymentDashboard;
}

/**
 * One page of deployment instances; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `deploymentInstances` (swagger-2025).
 */
export interface DeploymentInstances {
  count?: number;
  nextHref?: string;
  prevHref?: string;
  href?: string;
  deploymentInstance?: DeploymentInstance[];
}

/**
 * The state history of a deployment instance, in one list (not paged).
 *
 * TeamCity `deploymentStateEntries` (swagger-2025).
 */
export interface DeploymentStateEntries {
  count?: number;
  historyFromPosted?: DeploymentHistory;
  deploymentStateEntry?: DeploymentStateEntry[];
}

/**
 * One state a deployment instance was in: when, and which build it came from.
 *
 * TeamCity `deploymentStateEntry` (swagger-2025).
 */
export interface DeploymentStateEntry {
  state?: 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED' | 'UNKNOWN';
  deploymentDate?: TeamCityDate;
  entryFromPosted?: PostedDeploymentStateEntry;
  build?: Build;
}

/**
 * Responsibilities the node does not have now but could be given.
 *
 * TeamCity `disabledResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface DisabledResponsibilities {
  count?: number;
  responsibility?: Responsibility[];
}

/**
 * Stores information about all artifacts downloaded from one specific upstream build. Can be accessed via the `downloadInfo` field of the `DownloadedArtifacts` object.
 *
 * TeamCity `downloadInfo` (swagger-2025).
 */
export interface DownloadInfo {
  /** The upstream build that provided artifacts for the current build. */
  build?: Build;
  /** Stores individual records on each downloaded file. */
  artifactInfo?: ArtifactDownloadInfo[];
  /** The number of files downloaded from the corresponding upstream build. */
  count?: number;
}

/**
 * Stores information about all artifacts downloaded by this build.
 *
 * TeamCity `downloadedArtifacts` (swagger-2025).
 */
export interface DownloadedArtifacts {
  /** The total number of artifacts downloaded by this build. */
  unfilteredCount?: number;
  /** Contains detailed information about downloaded files: the upstream build that provided artifacts, the number of artifacts delivered by this upstream build, and the individual file data. */
  downloadInfo?: DownloadInfo[];
  /** The number of artifacts downloaded by this build, matching the number of DownloadInfo records. Can be lower than `unfilteredCount` if request locator filters out certain builds. */
  count?: number;
}

/**
 * Responsibilities the node really carries out: enabled in the server's configuration and already taken up by the node.
 *
 * TeamCity `effectiveResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface EffectiveResponsibilities {
  count?: number;
  responsibility?: Responsibility[];
}

/**
 * Whether an agent takes builds, and the last change to that.
 *
 * TeamCity `enabledInfo` (swagger-2025).
 */
export interface EnabledInfo {
  /** `true` while the agent is enabled. */
  status?: boolean;
  /** Who last changed the state, when, and what they wrote. TeamCity fills in the time and user itself; they cannot be set. */
  comment?: Comment;
  /** When TeamCity turns the state back on its own. Send it to enable or disable an agent for a while; leave it out for a change that lasts until someone reverts it. */
  statusSwitchTime?: TeamCityDate;
}

/**
 * Responsibilities the node has been given.
 *
 * TeamCity `enabledResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface EnabledResponsibilities {
  count?: number;
  responsibility?: Responsibility[];
}

/**
 * Name and value pairs in one list (not paged).
 *
 * TeamCity `entries` (swagger-2025).
 */
export interface Entries {
  count?: number;
  entry?: Entry[];
}

/**
 * A name with its value.
 *
 * TeamCity `entry` (swagger-2025).
 */
export interface Entry {
  name?: string;
  value?: string;
}

/**
 * The OS of an agent machine.
 *
 * TeamCity `environment` (swagger-2025).
 */
export interface Environment {
  /** OS family, e.g. Windows or Linux. */
  osType?: string;
  /** OS name in full, as the agent reports it. */
  osName?: string;
}

/** TeamCity `Exception` (swagger-2018.1). */
export interface Exception {
  cause?: Throwable;
  stackTrace?: StackTraceElement[];
  message?: string;
  localizedMessage?: string;
  suppressed?: Throwable[];
}

/**
 * A build feature that can be added to a build configuration to extend its functionality.
 *
 * TeamCity `feature` (swagger-2025).
 */
export interface Feature {
  /** The internal read-only ID of the object. This property is inherited from the base PropEntity class. */
  id?: string;
  /** The public object name. Some objects, like build steps, support public names, while others, like build triggers, do not. */
  name?: string;
  /** The object type. This property is inherited from the base PropEntity class. */
  type?: string;
  /** Returns **rue** if the object is disabled and inactive; otherwise, **false**. This property is inherited from the base PropEntity class. */
  disabled?: boolean;
  /** Returns **rue** if the object is inherited from another object; otherwise, **false**. This property is inherited from the base PropEntity class. */
  inherited?: boolean;
  /** Returns the shortened (without the server URL) link to the current object. This property is inherited from the base PropEntity class. */
  href?: string;
  /** The list of main object settings. Each setting is a Property instance with `name` and `value` fields. */
  properties?: Properties;
}

/**
 * Represents a list of Feature entities.
 *
 * TeamCity `features` (swagger-2025).
 */
export interface Features {
  /** The number of `feature` objects in this collection. */
  count?: number;
  /** The list of `feature` objects owned by this collection. */
  feature?: Feature[];
}

/**
 * A file or directory TeamCity serves: a build artifact, an entry inside an archive artifact, or a file on the server.
 *
 * TeamCity `file` (swagger-2025).
 */
export interface File {
  /** Name as listed; the root of a listing has the empty string. */
  name?: string;
  /** The name with the special characters `name` drops kept in; often just `name`. */
  fullName?: string;
  /** Size in bytes; absent for a directory. */
  size?: number;
  /** When the file last changed. */
  modificationTime?: TeamCityDate;
  /** Server-relative link to this entry's metadata (`.../artifacts/metadata/<path>` for an artifact). */
  href?: string;
  /** The directory or archive holding this entry; absent at the top. */
  parent?: File;
  /** Server-relative link that downloads the bytes (`.../artifacts/content/<path>` for an artifact). */
  content?: Href;
  /** What a directory or archive holds; absent for a plain file. In listings it comes with only its `href` (`.../artifacts/children/<path>`). */
  children?: Files;
}

/**
 * The file changed by the specific commit.
 *
 * TeamCity `FileChange` (swagger-2025).
 */
export interface FileChange {
  /** The revision a modified file had before the change. */
  'before-revision'?: string;
  /** The revision a modified file obtained after the change. */
  'after-revision'?: string;
  /** Specifies the type of a file edit: `added`, `removed`, or `edited`. */
  changeType?: string;
  changeTypeComment?: string;
  /** The name of a modified file, including the relative repository path. */
  file?: string;
  /** The relative name of a modified file. */
  'relative-file'?: string;
  /** Returns **true** if a modified entity is a directory instead of a file; otherwise, **true**. */
  directory?: boolean;
}

/**
 * Represents a list of FileChange entities.
 *
 * TeamCity `fileChanges` (swagger-2025).
 */
export interface FileChanges {
  /** The number of FileChange objects in this collection. */
  count?: number;
  /** The list of FileChange objects owned by this collection. */
  file?: FileChange[];
}

/**
 * The entries of a directory or archive, all in one answer (not paged).
 *
 * TeamCity `files` (swagger-2025).
 */
export interface Files {
  count?: number;
  href?: string;
  file?: File[];
}

/**
 * A user group: its members, subgroups and parent groups, and the roles and properties it carries.
 *
 * TeamCity `group` (swagger-2025).
 */
export interface Group {
  /** Group key, as in `key:ALL_USERS_GROUP` group locators. */
  key?: string;
  name?: string;
  href?: string;
  description?: string;
  'parent-groups'?: Groups;
  'child-groups'?: Groups;
  users?: Users;
  roles?: Roles;
  properties?: Properties;
}

/**
 * A group approval rule and its current status for the given build.
 *
 * TeamCity `groupApprovalRule` (swagger-2025).
 */
export interface GroupApprovalRule {
  /** The number of TeamCity users in the *group* required to approve the queued build. */
  requiredApprovalsCount?: number;
  /** A user group whose users need to approve the target build. */
  group?: Group;
  /** The list of TeamCity users in the *group* who already approved the build. */
  currentlyApprovedBy?: Users;
}

/**
 * Represents a list of GroupApprovalRule entities.
 *
 * TeamCity `groupApprovals` (swagger-2025).
 */
export interface GroupApprovals {
  /** The current number of GroupApprovalRule objects in this collection. */
  count?: number;
  /** The list of GroupApprovalRule objects in this collection. */
  groupApproval?: GroupApprovalRule[];
}

/**
 * User groups in one list (not paged).
 *
 * TeamCity `groups` (swagger-2025).
 */
export interface Groups {
  count?: number;
  group?: Group[];
}

/**
 * One page of server health categories; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `healthCategories` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface HealthCategories {
  count?: number;
  healthCategory?: HealthCategory[];
  href?: string;
  nextHref?: string;
  prevHref?: string;
}

/**
 * A kind of server health item, with a description and a help link.
 *
 * TeamCity `healthCategory` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface HealthCategory {
  id?: string;
  name?: string;
  description?: string;
  helpUrl?: string;
}

/**
 * An item of the server health report: what it is about, how severe, and its category.
 *
 * TeamCity `healthItem` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface HealthItem {
  identity?: string;
  severity?: 'INFO' | 'WARN' | 'ERROR';
  healthCategory?: HealthCategory;
}

/**
 * One page of server health items; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `healthStatusItems` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface HealthStatusItems {
  count?: number;
  healthItem?: HealthItem[];
  href?: string;
  nextHref?: string;
  prevHref?: string;
}

/**
 * An object that holds nothing but a server-relative link, `href`.
 *
 * TeamCity `href` (swagger-2025).
 */
export interface Href {
  href?: string;
}

/**
 * An investigation of a specific build problem (`/app/rest/investigations?locator=type:problem`), a failed test (`/app/rest/investigations?locator=type:test`), or an entire build configuration (`/app/rest/investigations?locator=type:anyProblem`)
 *
 * TeamCity `investigation` (swagger-2025).
 */
export interface Investigation {
  /** The investigation locator. */
  id?: string;
  /** The investigation state. Supported values: * *TAKEN* — the investigation is assigned to a TeamCity user who works on resolving the problem. */
  state?: 'TAKEN' | 'FIXED' | 'GIVEN_UP' | 'NONE';
  /** The short (without the TeamCity server address) link to this investigation. */
  href?: string;
  /** The TeamCity user assigned to this investigation. */
  assignee?: User;
  /** Stores information about a user who assigned this investigation to the `assignee`, and the time of this event. */
  assignment?: Comment;
  /** A ProblemScope object that specifies the problem scope: individual build configuration, multiple configurations, or the entire project. */
  scope?: ProblemScope;
  /** Stores the list of build problems and failed tests that are being investigated. */
  target?: ProblemTarget;
  /** Specifies whether or not this investigation is resolved, and the current resolution policy. */
  resolution?: Resolution;
  /** This property is deprecated, use `assignee` instead. */
  responsible?: User;
}

/**
 * Represents a paginated list of Investigation entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `investigations` (swagger-2025).
 */
export interface Investigations {
  /** The number of investigations in this collection. */
  count?: number;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The relative link (without the server URL) to the current collection. */
  href?: string;
  /** The list of investigations owned by this collection that satisfy the given locator. */
  investigation?: Investigation[];
}

/**
 * A ticket of an issue tracker that a change's comment mentions: its id and URL.
 *
 * TeamCity `Issue` (swagger-2025).
 */
export interface Issue {
  id?: string;
  url?: string;
}

/**
 * An issue together with the changes that mention it.
 *
 * TeamCity `IssueUsage` (swagger-2025).
 */
export interface IssueUsage {
  changes?: Changes;
  issue?: Issue;
}

/**
 * Issues in one list (not paged).
 *
 * TeamCity `issues` (swagger-2025).
 */
export interface Issues {
  issues?: Issue[];
}

/**
 * Issues mentioned by a build's changes, each with the changes that name it.
 *
 * TeamCity `issuesUsages` (swagger-2025).
 */
export interface IssuesUsages {
  href?: string;
  issueUsage?: IssueUsage[];
  count?: number;
}

/**
 * A plain list of strings, under `item`.
 *
 * TeamCity `items` (swagger-2025).
 */
export interface Items {
  item?: string[];
}

/**
 * A value with the label to show for it.
 *
 * TeamCity `LabeledValue` (swagger-2025).
 */
export interface LabeledValue {
  label?: string;
  value?: string;
}

/**
 * One license key entered on the server and what it grants.
 *
 * TeamCity `licenseKey` (swagger-2025).
 */
export interface LicenseKey {
  valid?: boolean;
  active?: boolean;
  expired?: boolean;
  obsolete?: boolean;
  expirationDate?: string;
  maintenanceEndDate?: string;
  type?: 'evaluation' | 'eap' | 'open_source' | 'commercial' | 'enterprise' | 'professional';
  servers?: number;
  agents?: number;
  unlimitedAgents?: boolean;
  buildTypes?: number;
  unlimitedBuildTypes?: boolean;
  pipelines?: number;
  unlimitedPipelines?: boolean;
  errorDetails?: string;
  key?: string;
  rawType?: string;
}

/**
 * License keys in one list (not paged).
 *
 * TeamCity `licenseKeys` (swagger-2025).
 */
export interface LicenseKeys {
  count?: number;
  href?: string;
  licenseKey?: LicenseKey[];
}

/**
 * The server's licensing totals: how many agents and build configurations it may have, and how many are left.
 *
 * TeamCity `licensingData` (swagger-2025).
 */
export interface LicensingData {
  licenseUseExceeded?: boolean;
  maxAgents?: number;
  unlimitedAgents?: boolean;
  maxBuildTypes?: number;
  unlimitedBuildTypes?: boolean;
  buildTypesLeft?: number;
  maxPipelines?: number;
  unlimitedPipelines?: boolean;
  pipelinesLeft?: number;
  serverLicenseType?: 'evaluation' | 'eap' | 'open_source' | 'commercial' | 'enterprise' | 'professional';
  serverEffectiveReleaseDate?: string;
  agentsLeft?: number;
  licenseKeys?: LicenseKeys;
}

/**
 * One link to a UI page of an entity: its kind (`type`), the full `url` and the `relativeUrl`.
 *
 * TeamCity `link` (swagger-2025).
 */
export interface Link {
  type?: string;
  url?: string;
  relativeUrl?: string;
}

/**
 * Links to an entity's UI pages, e.g. for viewing and for editing it.
 *
 * TeamCity `links` (swagger-2025).
 */
export interface Links {
  link?: Link[];
  count?: number;
}

/** TeamCity `matrixBuildFeatureDescriptor` (swagger-2025). */
export interface MatrixBuildFeatureDescriptor {
  separateArtifacts?: boolean;
  id?: string;
  count?: number;
  parameters?: MatrixParameterDescriptor[];
}

/**
 * Stores unique matrix build settings. Matrix builds are virtual builds spawned by build configurations with the Matrix Build feature.
 *
 * TeamCity `MatrixConfiguration` (swagger-2025).
 */
export interface MatrixConfiguration {
  /** This is the internal property and is not intended to be used. */
  default?: boolean;
  /** The collection of all parameters and their values configured in the Matrix Build feature. */
  parameters?: MatrixBuildFeatureDescriptor;
  /** Returns *true* if the build feature is enabled; otherwise, *false*. */
  enabled?: boolean;
  /** Stores all combinations of parameter values and virtual builds that processed these combinations. */
  dependencies?: MatrixDependencies;
}

/**
 * Represents a list of Dependency entities.
 *
 * TeamCity `MatrixDependencies` (swagger-2025).
 */
export interface MatrixDependencies {
  /** The list of MatrixDependency objects owned by this collection. */
  dependency?: MatrixDependency[];
  /** The number of MatrixDependency objects owned by this collection. */
  count?: number;
}

/**
 * Stores all combinations of Matrix Build parameter values and virtual builds that processed these combinations.
 *
 * TeamCity `MatrixDependency` (swagger-2025).
 */
export interface MatrixDependency {
  /** The dynamically spawned TeamCity build that processed the corresponding combination of parameter values. */
  build?: Build;
  /** The combination of Matrix Build parameters processed by the related virtual build. */
  parameters?: Entries;
}

/** TeamCity `MatrixParameterDescriptor` (swagger-2025). */
export interface MatrixParameterDescriptor {
  valueCount?: number;
  value?: LabeledValue[];
  name?: string;
}

/**
 * A group of entries under a name (`id`).
 *
 * TeamCity `metaData` (swagger-2025).
 */
export interface MetaData {
  id?: string;
  entries?: Entries;
}

/**
 * A server metric: description, Prometheus name, values and tags.
 *
 * TeamCity `metric` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Metric {
  name?: string;
  description?: string;
  prometheusName?: string;
  metricValues?: MetricValues;
  metricTags?: MetricTags;
}

/**
 * A tag on a metric: name and value.
 *
 * TeamCity `metricTag` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricTag {
  name?: string;
  value?: string;
}

/**
 * Tags of a metric or value, in one list.
 *
 * TeamCity `metricTags` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricTags {
  count?: number;
  metricTag?: MetricTag[];
}

/**
 * One value of a metric, with the tags that tell it apart.
 *
 * TeamCity `metricValue` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricValue {
  name?: string;
  value?: number;
  tags?: MetricTags;
}

/**
 * Values of a metric, in one list.
 *
 * TeamCity `metricValues` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricValues {
  count?: number;
  metricValue?: MetricValue[];
}

/**
 * Server metrics in one list (not paged).
 *
 * TeamCity `metrics` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Metrics {
  count?: number;
  metric?: Metric[];
}

/**
 * A parameter or setting: its name and value, whether it is inherited, and for a typed parameter its `type`.
 *
 * TeamCity `property` (swagger-2025).
 */
export interface ModelProperty {
  name?: string;
  value?: string;
  inherited?: boolean;
  type?: Type;
  /** (From recordings.) Sent by TeamCity 10.x/2017.1: the parameter is defined here, not inherited. */
  own?: boolean;
}

/**
 * Outcome of an action applied to several entities at once: one result each, and how many failed (`errorCount`).
 *
 * TeamCity `multipleOperationResult` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MultipleOperationResult {
  count?: number;
  errorCount?: number;
  operationResult?: OperationResult[];
}

/**
 * A mute: which tests or build problems are muted (`target`), where (`scope`), by whom and why (`assignment`), and until when (`resolution`). Failures of muted items do not fail builds.
 *
 * TeamCity `mute` (swagger-2025).
 */
export interface Mute {
  id?: number;
  href?: string;
  assignment?: Comment;
  scope?: ProblemScope;
  target?: ProblemTarget;
  resolution?: Resolution;
}

/**
 * One page of mutes; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `mutes` (swagger-2025).
 */
export interface Mutes {
  count?: number;
  nextHref?: string;
  prevHref?: string;
  href?: string;
  mute?: Mute[];
  /** (From swagger-2018.1.) */
  default?: boolean;
}

/**
 * A stub object that represents a newly created build configuration (build type). Objects of the `NewBuildTypeDescription` type can be used to do the following: * **Copy an existing build configurations**.
 *
 * TeamCity `newBuildTypeDescription` (swagger-2025).
 */
export interface NewBuildTypeDescription {
  /** Returns **true** if all settings of a cloned configuration or template should be copied; otherwise, **false**. */
  copyAllAssociatedSettings?: boolean;
  /** This is the internal property that is not intended to be used */
  projectsIdsMap?: Properties;
  /** This is the internal property that is not intended to be used */
  buildTypesIdsMap?: Properties;
  /** This is the internal property that is not intended to be used */
  vcsRootsIdsMap?: Properties;
  /** The public name of a build configuration or template. */
  name?: string;
  /** The ID of a build configuration or a template. */
  id?: string;
  /** This property is deprecated, use `sourceBuildType` instead. */
  sourceBuildTypeLocator?: string;
  /** The source build type. Used when copying existing build configurations and templates. */
  sourceBuildType?: BuildType;
}

/**
 * Body that creates a project, either empty or as a copy of `sourceProject`.
 *
 * TeamCity `newProjectDescription` (swagger-2025).
 */
export interface NewProjectDescription {
  /** When copying, `true` brings along every setting tied to the copied project or template as well. */
  copyAllAssociatedSettings?: boolean;
  /** Internal to TeamCity; leave it unset. */
  projectsIdsMap?: Properties;
  /** Internal to TeamCity; leave it unset. */
  buildTypesIdsMap?: Properties;
  /** Internal to TeamCity; leave it unset. */
  vcsRootsIdsMap?: Properties;
  name?: string;
  id?: string;
  sourceProjectLocator?: string;
  sourceProject?: Project;
  parentProject?: Project;
  description?: string;
}

/**
 * One node of a multi-node TeamCity setup: its URL, state, role and responsibilities. See https://www.jetbrains.com/help/teamcity/multinode-setup.html.
 *
 * TeamCity `node` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Node {
  id?: string;
  url?: string;
  state?: 'online' | 'offline' | 'stopping' | 'starting';
  role?: string;
  current?: boolean;
  enabledResponsibilities?: EnabledResponsibilities;
  disabledResponsibilities?: DisabledResponsibilities;
  effectiveResponsibilities?: EffectiveResponsibilities;
}

/**
 * The nodes of a multi-node setup.
 *
 * TeamCity `nodes` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Nodes {
  count?: number;
  node?: Node[];
}

/**
 * What one entity's part of a bulk action came to: a message and the entity.
 *
 * TeamCity `operationResult` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface OperationResult {
  message?: string;
  related?: RelatedEntity;
}

/**
 * A test's name split into its parts: package, suite, class, method, parameters.
 *
 * TeamCity `ParsedTestName` (swagger-2025).
 */
export interface ParsedTestName {
  testPackage?: string;
  testSuite?: string;
  testClass?: string;
  testShortName?: string;
  testNameWithoutPrefix?: string;
  testMethodName?: string;
  testNameWithParameters?: string;
}

/**
 * A permission by id and name; `global` when it holds server-wide rather than per project.
 *
 * TeamCity `permission` (swagger-2025).
 */
export interface Permission {
  id?: string;
  name?: string;
  global?: boolean;
}

/**
 * A permission a user holds, and the project it holds in (or the whole server).
 *
 * TeamCity `permissionAssignment` (swagger-2025).
 */
export interface PermissionAssignment {
  isGlobalScope?: boolean;
  permission?: Permission;
  project?: Project;
}

/**
 * Permission assignments in one list (not paged).
 *
 * TeamCity `permissionAssignments` (swagger-2025).
 */
export interface PermissionAssignments {
  count?: number;
  permissionAssignment?: PermissionAssignment[];
}

/**
 * One permission an access token keeps, in a project or globally.
 *
 * TeamCity `permissionRestriction` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PermissionRestriction {
  isGlobalScope?: boolean;
  project?: Project;
  permission?: Permission;
}

/**
 * What an access token is limited to, in one list.
 *
 * TeamCity `permissionRestrictions` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PermissionRestrictions {
  count?: number;
  permissionRestriction?: PermissionRestriction[];
}

/**
 * Whether a build is pinned, and who pinned or unpinned it, when and why. `PUT` it to `/app/rest/builds/{buildLocator}/pinInfo` to pin or unpin.
 *
 * TeamCity `pinInfo` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PinInfo {
  status?: boolean;
  comment?: Comment;
}

/**
 * A plugin installed on the server: its names, version, where it is loaded from, and its parameters.
 *
 * TeamCity `plugin` (swagger-2025).
 */
export interface Plugin {
  name?: string;
  displayName?: string;
  version?: string;
  loadPath?: string;
  parameters?: Properties;
}

/**
 * The server's plugins in one list (not paged).
 *
 * TeamCity `plugins` (swagger-2025).
 */
export interface Plugins {
  count?: number;
  plugin?: Plugin[];
}

/** TeamCity `DeploymentStateEntry` (swagger-2025). TeamCity 2025 names it DeploymentStateEntry, as it names deploymentStateEntry. */
export interface PostedDeploymentStateEntry {
  buildId?: number;
  changeDate?: string;
  state?: 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED' | 'UNKNOWN';
}

/**
 * A kind of build problem as TeamCity tracks it across builds, with its mutes, investigations and occurrences.
 *
 * TeamCity `problem` (swagger-2025).
 */
export interface Problem {
  id?: string;
  type?: string;
  identity?: string;
  href?: string;
  description?: string;
  mutes?: Mutes;
  investigations?: Investigations;
  problemOccurrences?: ProblemOccurrences;
  locator?: string;
}

/**
 * One build problem in one build. `details`, `logAnchor` and `newFailure` come only when a `fields` selection names them.
 *
 * TeamCity `problemOccurrence` (swagger-2025).
 */
export interface ProblemOccurrence {
  id?: string;
  type?: string;
  identity?: string;
  href?: string;
  muted?: boolean;
  currentlyInvestigated?: boolean;
  currentlyMuted?: boolean;
  logAnchor?: string;
  newFailure?: boolean;
  details?: string;
  additionalData?: string;
  problem?: Problem;
  mute?: Mute;
  build?: Build;
}

/**
 * One page of build problem occurrences; `nextHref` leads on to the rest. Beside the page it can carry counters (`passed`, `failed`, `newFailed`, `ignored`, `muted`) of all the occurrences the locator matched.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `problemOccurrences` (swagger-2025).
 */
export interface ProblemOccurrences {
  count?: number;
  href?: string;
  nextHref?: string;
  prevHref?: string;
  problemOccurrence?: ProblemOccurrence[];
  passed?: number;
  failed?: number;
  newFailed?: number;
  ignored?: number;
  muted?: number;
  /** (From swagger-2018.1.) */
  default?: boolean;
}

/**
 * The investigation scope that allows you to identify whether the problem scope is limited to the specific configurations or an entire project.
 *
 * TeamCity `ProblemScope` (swagger-2025).
 */
export interface ProblemScope {
  /** A project that is the scope of a problem. */
  project?: Project;
  /** A collection of build configurations that is the scope of a problem. */
  buildTypes?: BuildTypes;
  /** This property is deprecated, use `buildTypes` instead. */
  buildType?: BuildType;
}

/**
 * Specifies whether the issue is a build problem, a failed test, or not a specific issue at all (for configuration-wide investigations).
 *
 * TeamCity `ProblemTarget` (swagger-2025).
 */
export interface ProblemTarget {
  /** Returns **true** if the investigation targets an entire build configuration and is not related to any specific issue, **false** if the issue is a build problem or a failed test. */
  anyProblem?: boolean;
  /** The collection of failed tests associated with this problem. */
  tests?: Tests;
  /** The collection of build problems associated with this problem. */
  problems?: Problems;
}

/**
 * One page of build problems; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `problems` (swagger-2025).
 */
export interface Problems {
  count?: number;
  nextHref?: string;
  prevHref?: string;
  problem?: Problem[];
  /** (From swagger-2018.1.) */
  default?: boolean;
}

/**
 * An object that stores the latest information about a currently running build. Returns an empty object for finished and queued builds.
 *
 * TeamCity `progress-info` (swagger-2025).
 */
export interface ProgressInfo {
  /** The current completion rate (in percents). */
  percentageComplete?: number;
  /** Time (in seconds) passed since the build actually started. Does not include time spent in queue. */
  elapsedSeconds?: number;
  /** The currently estimated build duration (in seconds). The sum of `elapsedSeconds`, `leftSeconds`, and post-build activity duration. */
  estimatedTotalSeconds?: number;
  /** The estimated remaining build time (in seconds) */
  leftSeconds?: number;
  /** The description of the currently performed build stage. Combines the build status with the latest build log message. */
  currentStageText?: string;
  /** Returns *true* for [history builds](https://www.jetbrains.com/help/teamcity/history-build.html). Builds are labeled as outdated (history) if there are finished non-personal builds that processed newer (or same) changes as in this build. */
  outdated?: boolean;
  /** Returns *true* if the server suspects this build is hanging. Builds are considered hung when their run duration exceeds the estimates and the build sends no new messages for some time. */
  probablyHanging?: boolean;
  /** The timestamp of the latest build log message. */
  lastActivityTime?: TeamCityDate;
  /** Returns the first non-outdated build that processed the same changes as this outdated (history) build. */
  outdatedReasonBuild?: Build;
}

/**
 * A TeamCity project: it holds subprojects, build configurations and templates, VCS roots, parameters and project features. See https://www.jetbrains.com/help/teamcity/project.html.
 *
 * TeamCity `project` (swagger-2025).
 */
export interface Project {
  /** Project id, as in `id:<id>` locators. When a new project comes without one, TeamCity makes one from the name, keeping only letters and digits. */
  id?: string;
  /** Id TeamCity uses internally; read-only. */
  internalId?: string;
  /** UUID of the project. */
  uuid?: string;
  name?: string;
  /** Id of the parent project: `_Root` for a top-level project; absent on `_Root` itself. */
  parentProjectId?: string;
  /** Deprecated: read `parentProjectId` or `parentProject` instead. */
  parentProjectInternalId?: string;
  /** Deprecated: read `parentProjectId` or `parentProject` instead. */
  parentProjectName?: string;
  /** `true` for an archived project. */
  archived?: boolean;
  /** `true` for a project TeamCity made on its own, `false` for one a user created. */
  virtual?: boolean;
  /** Free text about the project; absent when it has none (TeamCity 8 was seen sending an empty string). */
  description?: string;
  /** REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request). */
  href?: string;
  /** Full URL of the project's page in the TeamCity UI. */
  webUrl?: string;
  /** Links to the project's UI pages, for viewing and for editing. */
  links?: Links;
  /** The parent project; absent on `_Root`. */
  parentProject?: Project;
  /** Whether the UI refuses edits to the project and its build configurations. That is the case when its settings are synchronized from a VCS and editing them in the UI is switched off. */
  readOnlyUI?: StateField;
  /** Template every new build configuration of this project starts from. */
  defaultTemplate?: BuildType;
  /** Build configurations right in this project; those of subprojects are not included. */
  buildTypes?: BuildTypes;
  /** Build configuration templates defined in this project. */
  templates?: BuildTypes;
  deploymentDashboards?: DeploymentDashboards;
  /** Parameters of the project (configuration ones, `env.` and `system.`), those inherited from parent projects included. */
  parameters?: Properties;
  /** VCS roots defined in this project. */
  vcsRoots?: VcsRoots;
  /** Project-level features: connections, artifact storages, cloud profiles and the like. */
  projectFeatures?: ProjectFeatures;
  /** Direct subprojects. */
  projects?: Projects;
  /** Cloud profiles defined in this project itself, not in its parents or subprojects. */
  cloudProfiles?: CloudProfiles;
  /** Every project above this one, `_Root` first. */
  ancestorProjects?: Projects;
  locator?: string;
}

/**
 * A project feature: a typed set of settings on a project, such as a connection, an artifact storage or a cloud profile.
 *
 * TeamCity `projectFeature` (swagger-2025).
 */
export interface ProjectFeature {
  /** Feature id; read-only. */
  id?: string;
  /** Display name, for the feature types that have one. */
  name?: string;
  /** Feature type, e.g. `OAuthProvider` for a connection. */
  type?: string;
  /** `true` when the feature is switched off. */
  disabled?: boolean;
  /** `true` when the feature comes from a parent project rather than this one. */
  inherited?: boolean;
  /** REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request). */
  href?: string;
  /** The feature's settings, as name and value pairs. */
  properties?: Properties;
}

/**
 * Project features in one list (not paged).
 *
 * TeamCity `projectFeatures` (swagger-2025).
 */
export interface ProjectFeatures {
  count?: number;
  href?: string;
  projectFeature?: ProjectFeature[];
}

/**
 * One page of projects; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `projects` (swagger-2025).
 */
export interface Projects {
  /** How many items this page holds: the page size, not a total across pages. */
  count?: number;
  href?: string;
  /** Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one. */
  nextHref?: string;
  /** Server-relative URL of the page before this one; absent on the first page. */
  prevHref?: string;
  project?: Project[];
}

/**
 * Name and value pairs, all in one list: parameters, settings or attributes, depending on where the list appears.
 *
 * TeamCity `properties` (swagger-2025).
 */
export interface Properties {
  href?: string;
  count?: number;
  property?: ModelProperty[];
}

/**
 * Builds linked to a build, under `builds`.
 *
 * TeamCity `related` (swagger-2025).
 */
export interface Related {
  builds?: Builds;
}

/**
 * Entities an audit event or operation result is about.
 *
 * TeamCity `relatedEntities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface RelatedEntities {
  count?: number;
  entity?: RelatedEntity[];
}

/**
 * An entity something refers to; `type` says which of the fields (build, project, user...) holds it.
 *
 * TeamCity `relatedEntity` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface RelatedEntity {
  type?: string;
  unknown?: boolean;
  internalId?: string;
  text?: string;
  build?: Build;
  buildType?: BuildType;
  project?: Project;
  user?: User;
  group?: Group;
  test?: Test;
  problem?: Problem;
  agent?: Agent;
  vcsRoot?: VcsRoot;
  change?: Change;
  agentPool?: AgentPool;
}

/**
 * Represents the list of the repository Branch entities with their recent revisions.
 *
 * TeamCity `repositoryState` (swagger-2025).
 */
export interface RepositoryState {
  /** Specifies when this RepositoryState object was created. */
  timestamp?: TeamCityDate;
  /** The length of the `branches` collection. */
  count?: number;
  /** The list of repository branches. */
  branch?: BranchVersion[];
}

/**
 * Why an agent cannot run a build configuration's builds, as found in `Compatibility.unmetRequirements` (https://www.jetbrains.com/help/teamcity/rest/compatibility.html).
 *
 * TeamCity `requirements` (swagger-2025).
 */
export interface Requirements {
  /** One text listing every requirement the agent fails. */
  description?: string;
}

/**
 * When a mute or investigation ends: by hand (`manually`), once the item is fixed (`whenFixed`), or at `time` (`atTime`).
 *
 * TeamCity `Resolution` (swagger-2025).
 */
export interface Resolution {
  type?: 'manually' | 'whenFixed' | 'atTime';
  time?: TeamCityDate;
}

/**
 * A kind of work a node can take on, by name, with a description.
 *
 * TeamCity `responsibility` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Responsibility {
  name?: string;
  description?: string;
}

/**
 * The VCS revision for a related change.
 *
 * TeamCity `Revision` (swagger-2025).
 */
export interface Revision {
  /** The SHA revision. */
  version?: string;
  /** The internally used revision number. */
  internalVersion?: string;
  /** The full name of a VCS branch where a corresponding change was authored. */
  vcsBranchName?: string;
  /** The VCS root instance that delivered the change related to this revision. */
  'vcs-root-instance'?: VcsRootInstance;
  /** The checkout rules of a configuration whose build processed a related change. */
  'checkout-rules'?: string;
}

/**
 * Represents a list of Revision entities.
 *
 * TeamCity `Revisions` (swagger-2025).
 */
export interface Revisions {
  /** The number of Revision objects in this collection. */
  count?: number;
  /** The list of Revision objects owned by this collection. */
  revision?: Revision[];
  /** **true** if the build should fail when child Revision objects are missing valid `version` values; **false** if in this case a build should process latest changes. */
  failOnMissingRevisions?: boolean;
}

/**
 * A role given to a user or group, with the scope it holds in (`g` for the whole server, `p:<projectId>` for a project).
 *
 * TeamCity `role` (swagger-2025).
 */
export interface Role {
  roleId?: string;
  scope?: string;
  href?: string;
}

/**
 * Roles of a user or group.
 *
 * TeamCity `roles` (swagger-2025).
 */
export interface Roles {
  role?: Role[];
}

/**
 * The TeamCity server that answers: its version, its clock, and links to the main lists.
 *
 * TeamCity `server` (swagger-2025).
 */
export interface Server {
  /** Full version string, with the build number and an EAP mark when there is one. */
  version?: string;
  /** First part of the version: the year of the release (`2025` in 2025.07). */
  versionMajor?: number;
  /** Second part of the version: the month of the release (`7` in 2025.07). */
  versionMinor?: number;
  /** When the server last started. */
  startTime?: TeamCityDate;
  /** The server machine's clock when it answered. */
  currentTime?: TeamCityDate;
  /** Build number of this server; agents expect it as their version (`Agent.currentAgentVersion`). */
  buildNumber?: string;
  /** When JetBrains built this release. */
  buildDate?: TeamCityDate;
  /** Id TeamCity uses internally; read-only. */
  internalId?: string;
  /** Role of this node in a multi-node setup; a single server says `main_node`. See https://www.jetbrains.com/help/teamcity/multinode-setup.html. */
  role?: string;
  /** Root URL of the server, port included. */
  webUrl?: string;
  /** Where to list projects: an `href` relative to the server. */
  projects?: Href;
  /** Where to list VCS roots: an `href` relative to the server. */
  vcsRoots?: Href;
  /** Where to list builds: an `href` relative to the server. */
  builds?: Href;
  /** Where to list users: an `href` relative to the server. */
  users?: Href;
  /** Where to list user groups: an `href` relative to the server. */
  userGroups?: Href;
  /** Where to list agents: an `href` relative to the server. */
  agents?: Href;
  /** Where to list queued builds: an `href` relative to the server. */
  buildQueue?: Href;
  /** Where to list agent pools: an `href` relative to the server. */
  agentPools?: Href;
  /** Where to list investigations: an `href` relative to the server. */
  investigations?: Href;
  /** Where to list mutes: an `href` relative to the server. */
  mutes?: Href;
  /** URL of the separate domain artifacts are served from when artifact isolation is on, so files users upload cannot act on the server's own origin. */
  artifactsUrl?: string;
  /** Where to list the nodes of the multi-node setup this server is part of: an `href` relative to the server. */
  nodes?: Href;
}

/**
 * Server-wide authentication settings: guest access, per-project permissions, login modules and more, as on the Administration | Authentication page. Read and change them at `/app/rest/server/authSettings`.
 *
 * TeamCity `serverAuthSettings` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface ServerAuthSettings {
  allowGuest?: boolean;
  guestUsername?: string;
  welcomeText?: string;
  collapseLoginForm?: boolean;
  perProjectPermissions?: boolean;
  emailVerification?: boolean;
  buildAuthenticationMode?: string;
  modules?: AuthModules;
}

/**
 * Settings for the whole server (root URL, artifact limits and directories, default VCS check interval, encryption...), as on the Administration | Global Settings page. Read and change them at `/app/rest/server/globalSettings`.
 *
 * TeamCity `serverGlobalSettings` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface ServerGlobalSettings {
  defaultVCSCheckInterval?: number;
  enforceDefaultVCSCheckInterval?: boolean;
  useEncryption?: boolean;
  artifactsDomainIsolation?: boolean;
  artifactsUrl?: string;
  encryptionKey?: string;
  artifactDirectories?: string;
  rootUrl?: string;
  defaultQuietPeriod?: number;
  defaultExecutionTimeout?: number;
  maxArtifactsNumber?: number;
  maxArtifactSize?: number;
}

/** TeamCity `session` (swagger-2018.1). */
export interface Session {
  id?: string;
  creationDate?: TeamCityDate;
  lastAccessedDate?: TeamCityDate;
  user?: User;
}

/** TeamCity `sessions` (swagger-2018.1). */
export interface Sessions {
  count?: number;
  maxActive?: number;
  sessionCounter?: number;
  sessionCreateRate?: number;
  sessionExpireRate?: number;
  sessionMaxAliveTime?: number;
  session?: Session[];
}

/**
 * Represents a list of SnapshotDependency entities.
 *
 * TeamCity `snapshot-dependencies` (swagger-2025).
 */
export interface SnapshotDependencies {
  /** The number of `snapshot-dependency` objects in this collection. */
  count?: number;
  /** The list of `snapshot-dependency` objects owned by this collection. */
  'snapshot-dependency'?: SnapshotDependency[];
}

/**
 * A snapshot dependency that specifies the relation between the current (dependent) downstream configuration of a build chain, and an upstream configuration on which the current configuration depends.
 *
 * TeamCity `snapshot-dependency` (swagger-2025).
 */
export interface SnapshotDependency {
  /** The internal read-only ID of the object. This property is inherited from the base PropEntity class. */
  id?: string;
  /** The public object name. Some objects, like build steps, support public names, while others, like build triggers, do not. */
  name?: string;
  /** The object type. This property is inherited from the base PropEntity class. */
  type?: string;
  /** Returns **rue** if the object is disabled and inactive; otherwise, **false**. This property is inherited from the base PropEntity class. */
  disabled?: boolean;
  /** Returns **rue** if the object is inherited from another object; otherwise, **false**. This property is inherited from the base PropEntity class. */
  inherited?: boolean;
  /** Returns the shortened (without the server URL) link to the current object. This property is inherited from the base PropEntity class. */
  href?: string;
  /** The list of main object settings. Each setting is a Property instance with `name` and `value` fields. */
  properties?: Properties;
  /** The upstream configuration of a build chain that must finish its build before the current downstream configuration can run. */
  'source-buildType'?: BuildType;
}

/**
 * The link to the upstream build of a chain that processed this change.
 *
 * TeamCity `SnapshotDependencyLink` (swagger-2025).
 */
export interface SnapshotDependencyLink {
  /** The upstream build that processed this change. */
  build?: Build;
  /** The parent build configuration of a build that processed this change. */
  buildType?: BuildType;
  /** The branch of build configuration that was targeted by an upstream build. */
  buildTypeBranch?: string;
}

/** TeamCity `StackTraceElement` (swagger-2018.1). */
export interface StackTraceElement {
  methodName?: string;
  fileName?: string;
  lineNumber?: number;
  className?: string;
  nativeMethod?: boolean;
}

/**
 * A project flag with whether it is inherited; used for the read-only UI state.
 *
 * TeamCity `StateField` (swagger-2025).
 */
export interface StateField {
  value?: boolean;
  inherited?: boolean;
}

/**
 * A build step: the smallest unit of a CI/CD routine within a build configuration or template, encapsulating a set of indivisible build instructions.
 *
 * TeamCity `step` (swagger-2025).
 */
export interface Step {
  /** The internal read-only ID of the object. This property is inherited from the base PropEntity class. */
  id?: string;
  /** The public object name. Some objects, like build steps, support public names, while others, like build triggers, do not. */
  name?: string;
  /** The object type. This property is inherited from the base PropEntity class. */
  type?: string;
  /** Returns **rue** if the object is disabled and inactive; otherwise, **false**. This property is inherited from the base PropEntity class. */
  disabled?: boolean;
  /** Returns **rue** if the object is inherited from another object; otherwise, **false**. This property is inherited from the base PropEntity class. */
  inherited?: boolean;
  /** Returns the shortened (without the server URL) link to the current object. This property is inherited from the base PropEntity class. */
  href?: string;
  /** The list of main object settings. Each setting is a Property instance with `name` and `value` fields. */
  properties?: Properties;
  /** The short description of this build step, displayed in the list of configuration steps in TeamCity UI. */
  shortDescription?: string;
}

/**
 * Represents a list of Step entities.
 *
 * TeamCity `steps` (swagger-2025).
 */
export interface Steps {
  /** The number of build steps in this collection. */
  count?: number;
  /** Build steps owned by this collection. */
  step?: Step[];
}

/**
 * A single build tag. To remove a specific tag from a build, send a PUT request to the `/app/rest/builds/BUILD_LOCATOR?locator=name:NAME` endpoint with an empty `name` value.
 *
 * TeamCity `tag` (swagger-2025).
 */
export interface Tag {
  /** The public tag name visible in TeamCity UI. */
  name?: string;
  owner?: User;
  private?: boolean;
}

/**
 * Represents a list of Tag entities.
 *
 * TeamCity `tags` (swagger-2025).
 */
export interface Tags {
  /** The current number of Tag objects in this list. */
  count?: number;
  /** The list of tags owned by this collection that satisfy the given locator. TeamCity 8.x sends tag names as plain strings (recorded). */
  tag?: Tag[] | string[];
}

/**
 * A test as TeamCity tracks it across builds: its runs, mutes and investigations.
 *
 * TeamCity `test` (swagger-2025).
 */
export interface Test {
  id?: string;
  name?: string;
  mutes?: Mutes;
  investigations?: Investigations;
  testOccurrences?: TestOccurrences;
  parsedTestName?: ParsedTestName;
  href?: string;
  locator?: string;
}

/**
 * Test counts: all, passed (`success`), failed, new failures, muted and ignored, plus the total `duration` in milliseconds.
 *
 * TeamCity `testCounters` (swagger-2025).
 */
export interface TestCounters {
  ignored?: number;
  failed?: number;
  muted?: number;
  success?: number;
  all?: number;
  newFailed?: number;
  duration?: number;
}

/**
 * One run of one test in one build; `duration` is in milliseconds. `details`, `logAnchor` and `newFailure` come only when a `fields` selection names them.
 *
 * TeamCity `testOccurrence` (swagger-2025).
 */
export interface TestOccurrence {
  id?: string;
  name?: string;
  /** SUCCESS is what TeamCity 9.x sends for a passed test (recordings jp-tests-01, jp-tests-02); the 2025 definition lists the others. */
  status?: 'UNKNOWN' | 'NORMAL' | 'WARNING' | 'FAILURE' | 'ERROR' | 'SUCCESS';
  ignored?: boolean;
  duration?: number;
  runOrder?: string;
  newFailure?: boolean;
  muted?: boolean;
  currentlyMuted?: boolean;
  currentlyInvestigated?: boolean;
  href?: string;
  ignoreDetails?: string;
  details?: string;
  test?: Test;
  mute?: Mute;
  build?: Build;
  firstFailed?: TestOccurrence;
  nextFixed?: TestOccurrence;
  invocations?: TestOccurrences;
  metadata?: TestRunMetadata;
  logAnchor?: string;
}

/**
 * One page of test runs; `nextHref` leads on to the rest. Beside the page it can carry counters (`passed`, `failed`, `newFailed`, `ignored`, `muted`, `testCounters`) of all the runs the locator matched.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `testOccurrences` (swagger-2025).
 */
export interface TestOccurrences {
  count?: number;
  href?: string;
  nextHref?: string;
  prevHref?: string;
  testOccurrence?: TestOccurrence[];
  testCounters?: TestCounters;
  ignored?: number;
  failed?: number;
  passed?: number;
  newFailed?: number;
  muted?: number;
  /** (From swagger-2018.1.) */
  default?: boolean;
}

/**
 * Typed values a test reported about its run (https://www.jetbrains.com/help/teamcity/reporting-test-metadata.html).
 *
 * TeamCity `testRunMetadata` (swagger-2025).
 */
export interface TestRunMetadata {
  count?: number;
  typedValues?: TypedValue[];
}

/**
 * One page of tests; `nextHref` leads on to the rest.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `tests` (swagger-2025).
 */
export interface Tests {
  count?: number;
  myTestCounters?: TestCounters;
  nextHref?: string;
  prevHref?: string;
  test?: Test[];
  /** (From swagger-2018.1.) */
  default?: boolean;
}

/** TeamCity `Throwable` (swagger-2018.1). */
export interface Throwable {
  cause?: Throwable;
  stackTrace?: StackTraceElement[];
  message?: string;
  localizedMessage?: string;
  suppressed?: Throwable[];
}

/**
 * An access token. Its `value` appears only in the answer that creates it.
 *
 * TeamCity `token` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Token {
  name?: string;
  creationTime?: string;
  value?: string;
  expirationTime?: string;
  permissionRestrictions?: PermissionRestrictions;
}

/**
 * A user's access tokens in one list (not paged).
 *
 * TeamCity `tokens` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Tokens {
  count?: number;
  token?: Token[];
}

/**
 * A build trigger that automatically starts new builds when specified criteria are met.
 *
 * TeamCity `trigger` (swagger-2025).
 */
export interface Trigger {
  /** The internal read-only ID of the object. This property is inherited from the base PropEntity class. */
  id?: string;
  /** The public object name. Some objects, like build steps, support public names, while others, like build triggers, do not. */
  name?: string;
  /** The object type. This property is inherited from the base PropEntity class. */
  type?: string;
  /** Returns **rue** if the object is disabled and inactive; otherwise, **false**. This property is inherited from the base PropEntity class. */
  disabled?: boolean;
  /** Returns **rue** if the object is inherited from another object; otherwise, **false**. This property is inherited from the base PropEntity class. */
  inherited?: boolean;
  /** Returns the shortened (without the server URL) link to the current object. This property is inherited from the base PropEntity class. */
  href?: string;
  /** The list of main object settings. Each setting is a Property instance with `name` and `value` fields. */
  properties?: Properties;
  /** A BuildTriggerCustomization object that allows triggers to start customized builds. For example, alter parameter values or enforce clean checkout. */
  buildCustomization?: BuildTriggerCustomization;
}

/**
 * Identifies the authority that triggered this build.
 *
 * TeamCity `TriggeredBy` (swagger-2025).
 */
export interface TriggeredBy {
  /** Returns the following values depending on the authority that triggered this build: * *user* if the build was triggered manually in TeamCity UI or via REST API. */
  type?: string;
  /** Optional details regarding the triggering event. */
  details?: string;
  /** The timestamp of the build triggering. */
  date?: TeamCityDate;
  /** The summary displayed next to the 'Triggered' line in TeamCity UI. Enumerates authorities that caused this build to run and displays the build's parent configuration name and number. */
  displayText?: string;
  /** The string representation of the `properties` array. */
  rawValue?: string;
  /** Identifies the user who initiated a build, directly or indirectly. */
  user?: User;
  /** A separate build that caused this one to run. */
  build?: Build;
  /** The parent build configuration of the `build`. */
  buildType?: BuildType;
  /** The array of name-value pairs containing service information about the triggered build and the events that initiated it. */
  properties?: Properties;
}

/**
 * Represents a list of Trigger entities.
 *
 * TeamCity `triggers` (swagger-2025).
 */
export interface Triggers {
  /** The number of triggers in this collection. */
  count?: number;
  /** The list of triggers owned by this collection. */
  trigger?: Trigger[];
}

/**
 * Spec of a typed parameter (`rawValue`, e.g. `password` or `checkbox checkedValue='true'`); see https://www.jetbrains.com/help/teamcity/typed-parameters.html.
 *
 * TeamCity `type` (swagger-2025).
 */
export interface Type {
  rawValue?: string;
}

/**
 * A value with its name and its type.
 *
 * TeamCity `typedValue` (swagger-2025).
 */
export interface TypedValue {
  name?: string;
  type?: string;
  value?: string;
}

/**
 * A named set of values to choose from, each with a label, plus keywords and descriptions.
 *
 * TeamCity `TypedValueSet` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface TypedValueSet {
  value?: LabeledValue[];
  keyword?: string[];
  shortDescription?: string;
  name?: string;
  displayName?: string;
  description?: string;
}

/**
 * Sets of predefined values, in one list.
 *
 * TeamCity `typedValueSets` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface TypedValueSets {
  valueSet?: TypedValueSet[];
  count?: number;
}

/**
 * A TeamCity user account. `password` is only ever sent to the server, never returned.
 *
 * TeamCity `user` (swagger-2025).
 */
export interface User {
  username?: string;
  name?: string;
  id?: number;
  email?: string;
  /** Time of the last login, as TeamCity writes dates (`yyyyMMdd'T'HHmmssZ`, e.g. `20160811T215944-0700`), though typed as a plain string; `parseTeamCityDate` reads it. */
  lastLogin?: string;
  password?: string;
  hasPassword?: boolean;
  realm?: string;
  href?: string;
  properties?: Properties;
  roles?: Roles;
  groups?: Groups;
  locator?: string;
  avatars?: UserAvatars;
  enabled2FA?: boolean;
}

/**
 * An individual user approval rule and its current status for the given build.
 *
 * TeamCity `userApprovalRule` (swagger-2025).
 */
export interface UserApprovalRule {
  /** Returns *true* if this user already approved the build; otherwise, *false* */
  approved?: boolean;
  /** A TeamCity user that must approve a build before it can start. */
  user?: User;
}

/**
 * Represents a list of UserApprovalRule entities.
 *
 * TeamCity `userApprovals` (swagger-2025).
 */
export interface UserApprovals {
  /** The number of UserApprovalRule objects in this collection. */
  count?: number;
  /** The list of UserApprovalRule stored in this collection. */
  userApproval?: UserApprovalRule[];
}

/**
 * Links to the user's avatar image at several sizes in pixels.
 *
 * TeamCity `userAvatars` (swagger-2025).
 */
export interface UserAvatars {
  urlToSize20?: string;
  urlToSize28?: string;
  urlToSize32?: string;
  urlToSize40?: string;
  urlToSize56?: string;
  urlToSize64?: string;
  urlToSize80?: string;
}

/**
 * Users in one list (not paged).
 *
 * TeamCity `users` (swagger-2025).
 */
export interface Users {
  count?: number;
  user?: User[];
}

/**
 * Stores information on the last known remote repository check for new changes.
 *
 * TeamCity `VcsCheckStatus` (swagger-2025).
 */
export interface VcsCheckStatus {
  /** The status of the changes check. * **finished** — the check for changes is complete, no new check is scheduled. */
  status?: string;
  /** The authority that issued a check for changes request. * **schedule** — a check for changes is initiated by the TeamCity server, as a part of default repository polling mechanism. */
  requestorType?: string;
  /** The time of the latest check entry. */
  timestamp?: TeamCityDate;
}

/**
 * The VCS-side tag that labels sources of this build.
 *
 * TeamCity `vcsLabel` (swagger-2025).
 */
export interface VcsLabel {
  /** The public VCS tag name */
  text?: string;
  /** The reason why the sources could not be labeled. Provides additional information why the `status` field returns FAILED. */
  failureReason?: string;
  /** The status of the labeling (tagging) operation. Possible values: * *UNKNOWN* — the operation status is currently unknown. */
  status?:
    'UNKNOWN' | 'SUCCESSFUL_SET' | 'IS_BEING_SET' | 'FAILED' | 'DISABLED_FOR_THE_ROOT' | 'LABELING_NOT_SUPPORTED';
  /** The internal ID of the build during which the sources were tagged. */
  buildId?: number;
  /** The instance of a VCS root that was used during the tagging process. */
  'vcs-root-instance'?: VcsRootInstance;
}

/** TeamCity `vcsLabeling` (swagger-2018.1). */
export interface VcsLabeling {
  labelName?: string;
  type?: string;
  branchFilter?: string;
  vcsRoots?: VcsRoots;
}

/**
 * VCS labels put on a build's sources, in one list (not paged).
 *
 * TeamCity `vcsLabels` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VcsLabels {
  count?: number;
  vcsLabel?: VcsLabel[];
}

/**
 * A VCS root stores repository connection settings.
 *
 * TeamCity `vcs-root` (swagger-2025).
 */
export interface VcsRoot {
  /** The unique ID of the root. Typically consists of trunkated parent project ID and root name. */
  id?: string;
  /** The internal read-only ID of the root. */
  internalId?: string;
  /** The internal read-only UUID of the root. */
  uuid?: string;
  /** The public root name displayed in TeamCity UI. */
  name?: string;
  /** The type of a VCS provider to which this root connects. */
  vcsName?: string;
  /** The interval (in seconds) for polling VCS for new changes. Equals **null** if this root uses default server polling interval. */
  modificationCheckInterval?: number;
  /** The short (without the TeamCity server address) link to this VCS root. */
  href?: string;
  /** The TeamCity project that owns this VCS root. */
  project?: Project;
  /** The list of VCS root settings, such as clean policy, auth method, default repository branch name, and more. */
  properties?: Properties;
  /** The list of [VcsRootInstance](VcsRootInstance.md) objects spawned from this VCS root. If all root settings are static, it produces one root instance that can be attached to one or multiple configurations. */
  vcsRootInstances?: VcsRootInstances;
  /** The list of internally used repository IDs. */
  repositoryIdStrings?: Items;
  /** The part of the `href` property value that specifies the object locator. Ommitted from regular responses. */
  locator?: string;
  /** This property is deprecated. */
  projectLocator?: string;
  /** (From recordings.) Sent by TeamCity 8.x (recorded: FINISHED). */
  status?: string;
  /** (From recordings.) Sent by TeamCity 8.x. */
  lastChecked?: TeamCityDate;
}

/**
 * Represents a list of VcsRootEntry entities.
 *
 * TeamCity `vcs-root-entries` (swagger-2025).
 */
export interface VcsRootEntries {
  /** The number of `vcs-root-entry` objects in this collection. */
  count?: number;
  /** The list of `vcs-root-entry` objects owned by this collection. */
  'vcs-root-entry'?: VcsRootEntry[];
}

/**
 * A VCS root attached to a configuration coupled with this configuration's checkout rules.
 *
 * TeamCity `vcs-root-entry` (swagger-2025).
 */
export interface VcsRootEntry {
  /** The ID of the attached VCS root. */
  id?: string;
  /** This is the internal property and is not intented to be used. */
  inherited?: boolean;
  /** The attached VCS root. */
  'vcs-root'?: VcsRoot;
  /** Checkout rules that allow configurations to partially checkout remote repositories. */
  'checkout-rules'?: string;
}

/**
 * An instance of the VCS root. VCS roots are abstract storages of VCS connection settings that cannot be used directly.
 *
 * TeamCity `vcs-root-instance` (swagger-2025).
 */
export interface VcsRootInstance {
  /** The internal read-only ID of this root instance. */
  id?: string;
  /** The ID of a parent VcsRoot. */
  'vcs-root-id'?: string;
  /** The internal ID of a parent VcsRoot */
  vcsRootInternalId?: string;
  /** The public name of a parent VcsRoot. */
  name?: string;
  /** The type of a VCS provider to which the parent VcsRoot connects. */
  vcsName?: string;
  /** The actual interval (in seconds) for polling VCS for new changes. */
  modificationCheckInterval?: number;
  /** Returns **true** if the configuration uses post-commit hooks to get new repository changes' notifications; **false** if pending changes are retrieved via periodic repository polling. */
  commitHookMode?: boolean;
  /** The latest revision of a remote repository branch targeted by this root instance. */
  lastVersion?: string;
  /** This is the internal property and is not intented to be used. */
  lastVersionInternal?: string;
  /** The short (without TeamCity server address) link to this root instance. */
  href?: string;
  /** The parent VCS root of this VCS root instance. */
  'vcs-root'?: VcsRoot;
  /** Stores results of both current and previous VCS root checkups. */
  status?: VcsStatus;
  /** A RepositoryState object that stores the list of available repository branches with their latest revisions. */
  repositoryState?: RepositoryState;
  /** The list of actual VCS root instance settings, including values resolved from parameter references used in a parent VCS root. */
  properties?: Properties;
  /** The list of internally used repository IDs. */
  repositoryIdStrings?: Items;
  projectLocator?: string;
}

/**
 * Represents a paginated list of VcsRootInstance entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `vcs-root-instances` (swagger-2025).
 */
export interface VcsRootInstances {
  /** The number of root instances in this collection. */
  count?: number;
  /** The relative link (without the server URL) to the current collection. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of root instances owned by this collection that satisfy the given locator. */
  'vcs-root-instance'?: VcsRootInstance[];
}

/**
 * Represents a paginated list of VcsRoot entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `vcs-roots` (swagger-2025).
 */
export interface VcsRoots {
  /** The number of roots in this collection. */
  count?: number;
  /** The relative link (without the server URL) to the current collection. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of roots owned by this collection that satisfy the given locator. */
  'vcs-root'?: VcsRoot[];
}

/**
 * Stores two latest VcsCheckStatus objects that store information about changes checks.
 *
 * TeamCity `vcsStatus` (swagger-2025).
 */
export interface VcsStatus {
  /** The latest (current) VCS check status. */
  current?: VcsCheckStatus;
  /** The previous VCS check status. */
  previous?: VcsCheckStatus;
}

/**
 * How a project keeps its settings in a VCS: the VCS root and path, the format, the synchronization mode, and what to do with settings already there. See https://www.jetbrains.com/help/teamcity/storing-project-settings-in-version-control.html.
 *
 * TeamCity `versionedSettingsConfig` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsConfig {
  storeSecureValuesOutsideVcs?: boolean;
  importDecision?: 'overrideInVCS' | 'importFromVCS';
  portableDsl?: boolean;
  allowUIEditing?: boolean;
  applyChangesInDependenciesAndVcsSettings?: boolean;
  synchronizationMode?: 'useParentProjectSettings' | 'disabled' | 'enabled';
  showSettingsChanges?: boolean;
  vcsRootId?: string;
  buildSettingsMode?: 'alwaysUseCurrent' | 'useCurrentByDefault' | 'useFromVCS';
  settingsPath?: string;
  format?: string;
}

/**
 * One Kotlin DSL context parameter: a name and a value.
 *
 * TeamCity `versionedSettingsContextParameter` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsContextParameter {
  name?: string;
  value?: string;
}

/**
 * Context parameters of a project's Kotlin DSL settings.
 *
 * TeamCity `versionedSettingsContextParameters` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsContextParameters {
  versionedSettingsContextParameter?: VersionedSettingsContextParameter[];
}

/**
 * An error from loading versioned settings: message, type, file and stack trace.
 *
 * TeamCity `versionedSettingsError` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsError {
  stackTraceLines?: string[];
  message?: string;
  type?: string;
  file?: string;
}

/**
 * How versioned-settings synchronization stands: the last message and its time, errors, and DSL context parameters still missing.
 *
 * TeamCity `versionedSettingsStatus` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsStatus {
  missingContextParameters?: string[];
  dslOutdated?: boolean;
  message?: string;
  type?: 'info' | 'warn';
  timestamp?: string;
  versionedSettingsError?: VersionedSettingsError[];
}

/**
 * A token standing for a secure value kept out of the VCS: its name, value and description.
 *
 * TeamCity `versionedSettingsToken` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsToken {
  name?: string;
  value?: string;
  description?: string;
}

/**
 * Tokens that stand for secure values kept out of the VCS.
 *
 * TeamCity `versionedSettingsTokens` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsTokens {
  versionedSettingsToken?: VersionedSettingsToken[];
}
