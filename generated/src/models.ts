// Generated from spec/models by the teamcity-sdk generator. Do not edit.
import type { TeamCityDate } from './runtime/index.js';

/**
 * Represents a known agent instance.
 *
 * TeamCity `agent` (swagger-2025).
 */
export interface Agent {
  /** An integer value that is the unique agent identificator. */
  id?: number;
  /** The public agent name. Cloud agent names are typically formed by appending the unique instance name to the parent cloud profile name. */
  name?: string;
  /** Returns the unique ID of the agent category. Local standalone have unique type IDs whereas cloud agents spawned from the same cloud image have the same type ID. */
  typeId?: number;
  /** Returns *true* if the agent is connected to the TeamCity server; otherwise, *false*. Connected agents are those that can communicate with the TeamCity server. */
  connected?: boolean;
  /** Returns *true* if the agent is enabled; otherwise, *false*. Enabled agents are those that are ready to process new bulds. */
  enabled?: boolean;
  /** Returns *true* if the agent is authorized on the server; otherwise, *false*. Authorized agents are those that are granted permission to execute building tasks on this TeamCity server. */
  authorized?: boolean;
  /** Returns *true* if both `outdated` and `pluginsOutdated` properties return *false*; *false* if any of these properties returns *true*. */
  uptodate?: boolean;
  /** Returns *true* for outdated agents that require an update; *false* for agents that are up to date. Agents typically update their software automatically and do not require any actions from your side. */
  outdated?: boolean;
  /** Returns *false* if all plugins installed on this agent are of the latest version; *true* if some of plugins are outdated. */
  pluginsOutdated?: boolean;
  /** Returns *true* the Java version installed on the agent machine is outdated; otherwise, *false*. */
  javaOutdated?: boolean;
  /** The IP address of the agent machine. */
  ip?: string;
  /** Returns the agent-server communication protocol type: * *unidirectional* — the default one-way communication protocol. */
  protocol?: 'unidirectional' | 'bidirectional';
  /** The actual version of the agent software or 'unknown' if the agent is disconnected. If this version differs from the version expected by the server (the `currentAgentVersion` property), the agent is considered outdated. */
  version?: string;
  /** The version of the agent software that is expected by the current TeamCity server. Matches the build number of this server (can be obtained from the `/app/rest/server/build` endpoint). */
  currentAgentVersion?: string;
  /** The timestamp of the last comminication between this agent and the TeamCity server. */
  lastActivityTime?: TeamCityDate;
  /** The timestamp of the last meaningful agent activity (for example, running a build). For agents that never ran a build after they were authorized by the server, this timestamp is typically equal to the `registrationTimestamp` property value. */
  idleSinceTime?: TeamCityDate;
  /** The summary that explains why this agent was disconnected. Returns `null` for connected agents. */
  disconnectionComment?: string;
  /** The timestamp of the first successful agent authorization on this server. */
  registrationTimestamp?: TeamCityDate;
  /** The name of the agent machine host. */
  host?: string;
  /** An integer value that is the [benchmarking score](https://www.jetbrains.com/help/teamcity/viewing-build-agent-details.html#Agent+Summary) of the agent machine's CPU. */
  cpuRank?: number;
  /** The port used by the TeamCity server to connect to the agent. */
  port?: number;
  /** Returns the shortened (without the server URL) link to the current agent. To obtain the full URL, use the *webUrl* property instead. */
  href?: string;
  /** Returns the full web link to access this agent. To get a shortened link without the server URL, read the *href* property instead. */
  webUrl?: string;
  /** Returns the build currently processed by this agent, or *null* if the agent is idle. */
  build?: Build;
  /** Returns the collection of links to this build. */
  links?: Links;
  /** An [EnabledInfo](https://www.jetbrains.com/help/teamcity/rest/enabledinfo.html) object that stores the information about the agent availability: the current state, the scheduled time this state should automatically flip (for temporarily disabled agents), and metadata related to the last time this... */
  enabledInfo?: EnabledInfo;
  /** An [AuthorizedInfo](https://www.jetbrains.com/help/teamcity/rest/authorizedinfo.html) object that returns the current agent authorization state and the metadata related to the last time this state was changed (the timestamp, the user who did it, and their optional comment). */
  authorizedInfo?: AuthorizedInfo;
  /** The list of all standard and custom [parameters](https://www.jetbrains.com/help/teamcity/rest/manage-typed-parameters.html) known to the agent. */
  properties?: Properties;
  /** The cloud instance that runs this agent. A cloud instance is an individual cloud machine spawned from a cloud image. */
  cloudInstance?: CloudInstance;
  /** The cloud image that spawned a cloud instance on which the current agent runs. */
  cloudImage?: CloudImage;
  /** Returns an object that stores the agent machine's OS version and type */
  environment?: Environment;
  /** Returns an object that specifies the pool to which this agent belongs. */
  pool?: AgentPool;
  /** Returns whether the agent can run only builds of specific build configurations. */
  compatibilityPolicy?: CompatibilityPolicy;
  /** Returns the list of all build configurations whose builds can be processed by this agent. */
  compatibleBuildTypes?: BuildTypes;
  /** Returns all build configurations incompatible with this agent as a list of [Compatibility](https://www.jetbrains.com/help/teamcity/rest/compatibility.html) objects. */
  incompatibleBuildTypes?: Compatibilities;
  /** The build history of this agent (the list of builds processed by it). */
  builds?: Builds;
  /** Returns *true* if the agent was removed after a long period of inactivity; otherwise, *false*. */
  removed?: boolean;
  locator?: string;
}

/**
 * An agent pool that is the group of agents with shared permissions and available projects.
 *
 * TeamCity `agentPool` (swagger-2025).
 */
export interface AgentPool {
  /** The unique ID of this pool. The Default pool has the ID value of *0*. */
  id?: number;
  /** The public name of the pool. */
  name?: string;
  /** Returns the shortened (without the server URL) link to the current pool. */
  href?: string;
  /** The pool capacity. Returns *null* for pools with the unlimited number of agent slots. */
  maxAgents?: number;
  /** Returns the corresponding project for [project pool](https://www.jetbrains.com/help/teamcity/configuring-agent-pools.html#Agents+Tab). */
  ownerProject?: Project;
  /** Returns the list of projects assigned to this pool. Pool agents can run builds of these assigned projects only. */
  projects?: Projects;
  /** The list of agents owned by this pool. */
  agents?: Agents;
  locator?: string;
  agentTypes?: AgentTypes;
}

/**
 * Represents a paginated list of AgentPool entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `agentPools` (swagger-2025).
 */
export interface AgentPools {
  /** The current number of AgentPool objects in this list. */
  count?: number;
  /** The relative link (without the server URL) used to retrieve this object. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of AgentPools owned by this collection. */
  agentPool?: AgentPool[];
}

/**
 * A condition an agent must meet to run the configuration's builds, such as a parameter that `exists` or `equals` a value; see [agent requirements](https://www.jetbrains.com/help/teamcity/agent-requirements.html).
 *
 * TeamCity `agent-requirement` (swagger-2025).
 */
export interface AgentRequirement {
  /** The requirement's ID in its configuration, often the parameter it tests (`teamcity.agent.home.dir`). */
  id?: string;
  name?: string;
  /** The test applied to the parameter: `exists`, `equals`, `contains`, `more-than`, ... */
  type?: string;
  /** True when the requirement is switched off; TeamCity leaves the key out otherwise. */
  disabled?: boolean;
  /** True when the requirement comes from a template rather than the configuration itself. */
  inherited?: boolean;
  href?: string;
  /** The parameter and value tested, as `property-name` and `property-value` entries. */
  properties?: Properties;
}

/**
 * A configuration's agent requirements.
 *
 * TeamCity `agent-requirements` (swagger-2025).
 */
export interface AgentRequirements {
  count?: number;
  'agent-requirement'?: AgentRequirement[];
}

/**
 * The agent type that describes common properties shared by all agents of this type.
 *
 * TeamCity `agentType` (swagger-2025).
 */
export interface AgentType {
  /** Returns *true* if this type identifies agents spawned from a cloud image; *false* if this type identifies a local stand-alone agent. */
  isCloud?: boolean;
  /** Returns a portion of `availableParameters` list that contains only configuration parameters, excluding environment variables and system properties. */
  configurationParameters?: Properties;
  /** Returns a portion of `availableParameters` list that contains only system parameters, excluding environment variables and configuration parameters. */
  systemParameters?: Properties;
  /** Returns a portion of `availableParameters` list that contains only environment variables, excluding system and configuration parameters. */
  environmentParameters?: Properties;
  /** Returns a list of agent parameters that are accessible by builds running on an agent of this type. Typically returns a combination of `environmentParameters` and `systemParameters`. */
  buildParameters?: Properties;
  /** The list of all pre-defined and custom build parameters known to this agent. */
  availableParameters?: Properties;
  /** An Environment object that stores information about an operating system installed on the agent machine. */
  environment?: Environment;
  /** The name of a local agent or a cloud image that belongs to this type. */
  name?: string;
  /** An integer value that is the unique agent identificator. */
  id?: number;
}

/**
 * Represents a paginated list of AgentType entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `agentTypes` (swagger-2025).
 */
export interface AgentTypes {
  /** The relative link (without the server URL) used to retrieve this object. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of AgentTypes owned by this collection. */
  agentType?: AgentType[];
  /** The current number of AgentType objects in this list. */
  count?: number;
}

/**
 * Represents a paginated list of Agent entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `agents` (swagger-2025).
 */
export interface Agents {
  /** The current number of Agent objects in this list. */
  count?: number;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The relative link (without the server URL) used to retrieve this object. */
  href?: string;
  /** The list of Agents owned by this collection. */
  agent?: Agent[];
}

/**
 * A queued build held back by the [build approval](https://www.jetbrains.com/help/teamcity/build-approval.html) feature, named by its IDs.
 *
 * TeamCity `approvableBuild` (swagger-2025).
 */
export interface ApprovableBuild {
  /** ID of the waiting build, as a string. */
  buildId?: string;
  /** ID of the configuration the waiting build belongs to. */
  buildTypeId?: string;
  /** Display name of that configuration. */
  buildTypeName?: string;
}

/**
 * Where a queued build stands with its [build approval](https://www.jetbrains.com/help/teamcity/build-approval.html) rules: who must still approve it, who already has, and until when. `buildQueue.getApprovalInfo` and `buildQueue.approveQueuedBuild` return it; a build's `approvalInfo` field holds it too.
 *
 * TeamCity `approvalInfo` (swagger-2025).
 */
export interface ApprovalInfo {
  /** When TeamCity cancels the build if it still lacks approvals, fixed when the build was queued; `yyyyMMdd'T'HHmmssZ`, read it with `parseTeamCityDate`. */
  timeoutTimestamp?: TeamCityDate;
  /** Whether the users and groups the approval rules name make a valid set-up. */
  configurationValid?: boolean;
  /** Rules naming one user each, with whether that user has approved yet. */
  userApprovals?: UserApprovals;
  /** Rules asking for a number of approvals from the members of one group. */
  groupApprovals?: GroupApprovals;
  /** Rules that mix users and groups with one shared count of approvals needed. */
  compositeApprovals?: CompositeApprovals;
  /** The builds whose approval rules make this one wait (in a chain, it can be another build of the chain). */
  approvalReasons?: ApprovableBuild[];
  /** Other builds of the same chain, up- or downstream, that also wait for approval, grouped by the build that makes them wait. */
  buildChainBuilds?: BuildsWithReason[];
  /** Whether the user this client authenticates as may approve the build. */
  canBeApprovedByCurrentUser?: boolean;
  /** `waitingForApproval` while it sits in the queue; `approved` once enough approvals came in; `timedOut` when `timeoutTimestamp` passed first (TeamCity cancels it); `canceled` when someone canceled it while it waited. */
  status?: 'waitingForApproval' | 'approved' | 'timedOut' | 'canceled';
}

/**
 * A configuration's artifact dependencies.
 *
 * TeamCity `artifact-dependencies` (swagger-2025).
 */
export interface ArtifactDependencies {
  count?: number;
  'artifact-dependency'?: ArtifactDependency[];
  replace?: string;
}

/**
 * Files a configuration takes from the builds of another one before its own build runs; see [artifact dependencies](https://www.jetbrains.com/help/teamcity/artifact-dependencies.html).
 *
 * TeamCity `artifact-dependency` (swagger-2025).
 */
export interface ArtifactDependency {
  /** The dependency's ID in its configuration (`0`, `ARTIFACT_DEPENDENCY_1`). */
  id?: string;
  name?: string;
  /** Always `artifact_dependency`. */
  type?: string;
  /** True when the dependency is switched off; TeamCity leaves the key out otherwise. */
  disabled?: boolean;
  /** True when the dependency comes from a template rather than the configuration itself. */
  inherited?: boolean;
  href?: string;
  /** What to fetch and from which build: `pathRules`, `revisionName`/`revisionValue` (`lastSuccessful`, a build number, a tag), `cleanDestinationDirectory`. */
  properties?: Properties;
  /** The configuration whose builds publish the files. */
  'source-buildType'?: BuildType;
}

/**
 * One file a build fetched through an [artifact dependency](https://www.jetbrains.com/help/teamcity/artifact-dependencies.html), and when.
 *
 * TeamCity `ArtifactDownloadInfo` (swagger-2025).
 */
export interface ArtifactDownloadInfo {
  /** Where the file sits among the artifacts of the upstream build that published it. */
  path?: string;
  /** When the file was fetched; `yyyyMMdd'T'HHmmssZ`, read it with `parseTeamCityDate`. */
  downloadTimestamp?: TeamCityDate;
}

/**
 * Contains details about a user action tracked by a corresponding [AuditEvent](auditEvent.md).
 *
 * TeamCity `auditAction` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuditAction {
  name?: string;
  id?: string;
  pattern?: string;
}

/**
 * An audit event that stores information about all meaningful actions performed by every TeamCity user.
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
 * Represents a paginated list of AuditEvent entities.
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

/** TeamCity `AuthModule` (swagger-2025). Imported from teamcity-swagger-2025.x.json. */
export interface AuthModule {
  name?: string;
  properties?: Properties;
}

/** TeamCity `AuthModules` (swagger-2025). Imported from teamcity-swagger-2025.x.json. */
export interface AuthModules {
  module?: AuthModule[];
}

/**
 * Represents requirements for the list of authorization tokens to be generated.
 *
 * TeamCity `authorizationTokensRequirements` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuthorizationTokensRequirements {
  timeToLiveSeconds?: number;
  count?: number;
}

/**
 * Contains information about agent authorization state.
 *
 * TeamCity `authorizedInfo` (swagger-2025).
 */
export interface AuthorizedInfo {
  /** Returns *true* if the current object state is enabled (for example, pinned for build `PinInfo` or authorized for agent `AuthorizedInfo`; otherwise, *false*. */
  status?: boolean;
  /** Contains detailed information about current `status` value: the time it was set, the user who did it, and their personal notes on the event.This timestamp and the user data are automatically generated and cannot be changed. */
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
 * Represents an executor of a build.
 *
 * TeamCity `BuildExecutor` (swagger-2025).
 */
export interface BuildExecutor {
  /** The name of an external executor that processed this build. */
  name?: string;
}

/**
 * Send instances of this class to the `/app/rest/builds/<locator>/status` endpoint to change the status of a build to either 'SUCCESS' or 'FAILURE'. This replicates the *Mark as failed...* and *Mark as successful...* operations available from the 'Actions' menu on the build results page in TeamCity ...
 *
 * TeamCity `BuildStatusUpdate` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface BuildStatusUpdate {
  status?: string;
  comment?: string;
}

/**
 * How a trigger changes the builds it starts (a trigger's `buildCustomization`).
 *
 * TeamCity `BuildTriggerCustomization` (swagger-2025).
 */
export interface BuildTriggerCustomization {
  /** Whether the agent wipes the checkout directory and checks the sources out afresh. */
  enforceCleanCheckout?: boolean;
  /** Whether that clean checkout also happens in every snapshot dependency of the build. */
  enforceCleanCheckoutForDependencies?: boolean;
  /** Parameter values the triggered builds get instead of the configuration's own. */
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
 * A build configuration of a project, or a template (`templateFlag`): what builds run, where, and when. A list gives each only a few fields; a single one comes with its settings, while some fields come only when named in `fields`.
 *
 * TeamCity `buildType` (swagger-2025).
 */
export interface BuildType {
  /** The external ID, used in locators (`id:App_Build`). TeamCity proposes the project's ID and the configuration's name joined by `_`; it can be changed. */
  id?: string;
  /** TeamCity's own permanent ID (`bt42`), kept when the external ID changes. Left out unless named in `fields`. */
  internalId?: string;
  /** The name shown in the UI; unique within the project. */
  name?: string;
  /** True for a template, false (or left out) for a build configuration. The templates a configuration uses are in `templates`. */
  templateFlag?: boolean;
  /** `regular`, `composite` (it runs no steps and shows the results of its snapshot dependencies) or `deployment`; see [configuration types](https://www.jetbrains.com/help/teamcity/changing-build-configuration-type.html). */
  type?: 'regular' | 'composite' | 'deployment';
  /** True while the configuration is paused: triggers start no builds, though one can still be queued by hand. Change it with `PUT …/paused` and a `true` or `false` text body. */
  paused?: boolean;
  /** A permanent unique ID TeamCity keeps for the configuration across moves and renames. Left out unless named in `fields`. */
  uuid?: string;
  /** The free-text description; left out when there is none. */
  description?: string;
  /** The name of the project it belongs to. */
  projectName?: string;
  /** The external ID of the project it belongs to. */
  projectId?: string;
  /** TeamCity's own permanent ID of that project (`project12`). Left out unless named in `fields`. */
  projectInternalId?: string;
  href?: string;
  /** The configuration's page in the TeamCity UI. */
  webUrl?: string;
  /** For a template only: true when it extends another template (possible from Kotlin DSL settings only). */
  inherited?: boolean;
  /** Links to the configuration's pages in the UI (view, edit). */
  links?: Links;
  /** The project it belongs to. */
  project?: Project;
  /** Every template the configuration is based on, in order. */
  templates?: BuildTypes;
  /** The first of `templates`: servers from before a configuration could have several templates send this instead. */
  template?: BuildType;
  /** The VCS roots attached, each with its checkout rules. */
  'vcs-root-entries'?: VcsRootEntries;
  /** Options of the configuration by name (`buildNumberCounter`, `branchFilter`, `artifactRules`, `executionTimeoutMin`, ...); newer servers list only those changed from their defaults. */
  settings?: Properties;
  /** The configuration's parameters, those it inherits from its projects and templates included (marked `inherited`). */
  parameters?: Properties;
  /** Parameters that dependent configurations of the chain read as `dep.<configuration ID>.<name>`. When the configuration shares all of its parameters with dependents, they are not repeated here. */
  'output-parameters'?: Properties;
  /** The build steps, switched off ones included. */
  steps?: Steps;
  /** The build features, switched off ones included. */
  features?: Features;
  /** What starts builds on its own: VCS changes, schedules, finished dependencies... A paused configuration ignores them. */
  triggers?: Triggers;
  /** The configurations whose builds must run on the same sources, and finish, before this one's build. */
  'snapshot-dependencies'?: SnapshotDependencies;
  /** The files this configuration takes from other configurations' builds. */
  'artifact-dependencies'?: ArtifactDependencies;
  /** The explicit agent requirements; those the build steps add on their own are not listed. */
  'agent-requirements'?: AgentRequirements;
  /** The branches the configuration can build: the branch specifications of its VCS roots narrowed by its branch filter (the `branchFilter` setting). */
  branches?: Branches;
  /** The configuration's builds. A full answer gives only a link (`href`) here; select the items to get them (`builds(build(id,number,status))`). */
  builds?: Builds;
  /** Investigations opened on the configuration as a whole, not those of a single test or problem. A full answer gives only a link (`href`) here. */
  investigations?: Investigations;
  /** The agents that meet the configuration's requirements. A full answer gives only a link (`href`) here. */
  compatibleAgents?: Agents;
  /** The cloud images whose agents would meet the configuration's requirements. */
  compatibleCloudImages?: CloudImages;
  /** The VCS root instances the configuration uses: its roots with the configuration's parameters resolved. */
  vcsRootInstances?: VcsRootInstances;
  /** For TeamCity's own use; no meaning for clients. */
  externalStatusAllowed?: boolean;
  /** Who last paused or resumed the configuration, when, and with what comment. */
  pauseComment?: Comment;
  locator?: string;
}

/**
 * A page of build configurations or templates. Without a `fields` selection each item has its basic fields (`id`, `name`, `projectName`, `projectId`, `href`, `webUrl`, a few more on newer servers).
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `buildTypes` (swagger-2025).
 */
export interface BuildTypes {
  /** How many items this page holds. */
  count?: number;
  href?: string;
  /** The path of the next page; absent on the last one. */
  nextHref?: string;
  /** The path of the previous page; absent on the first one. */
  prevHref?: string;
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
 * Builds of a chain that wait for approval, together with the build whose rules hold them.
 *
 * TeamCity `buildsWithReason` (swagger-2025).
 */
export interface BuildsWithReason {
  /** The waiting builds. */
  builds?: ApprovableBuild[];
  /** The build whose approval rules `builds` wait on. */
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
 * Stores current settings according to which the TeamCity performs periodic clean-ups. Use the `/app/rest/server/cleanup` endpoint to view and edit these settings.
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
 * Contains information about a cloud image or profile error.
 *
 * TeamCity `cloudError` (swagger-2025).
 */
export interface CloudError {
  /** The shortened error message. */
  message?: string;
  /** The full error message. */
  detailedMessage?: string;
}

/**
 * A cloud image that stores settings for individual cloud machine instances (the ID of an instance to start, post-launch sripts, and more).
 *
 * TeamCity `cloudImage` (swagger-2025).
 */
export interface CloudImage {
  /** The ID of this cloud image. Typically consists of the truncated image name added to the parent profile ID. */
  id?: string;
  /** The full image name. Includes the public cloud image name and ID. */
  name?: string;
  /** The shortened (without the server URL) link to this cloud image. */
  href?: string;
  /** The cloud profile that owns this image. */
  profile?: CloudProfile;
  /** Currently existing virtual machines spawned from this image. */
  instances?: CloudInstances;
  /** This property is deprecated, use `error` instead. */
  errorMessage?: string;
  /** The CloudError object that stores information about a cloud image problem. */
  error?: CloudError;
  /** The value of the `typeId` property of all agents spawned from this image. Allows you to identify sibling cloud agents. */
  agentTypeId?: number;
  /** The ID of the agent pool to which agents spawned from this image belong. */
  agentPoolId?: number;
  /** The full name of the OS installed on virtual machines spawned from this image. */
  operatingSystemName?: string;
  /** Returns the full web link to access this cloud image. */
  webUrl?: string;
  locator?: string;
}

/**
 * Represents a paginated list of CloudImage entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `cloudImages` (swagger-2025).
 */
export interface CloudImages {
  /** The list of cloud images owned by this collection. */
  cloudImage?: CloudImage[];
  /** The number of cloud images in this collection. */
  count?: number;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The relative link (without the server URL) used to retrieve this object. */
  href?: string;
}

/**
 * An individual cloud instance spawned from a cloud image.
 *
 * TeamCity `cloudInstance` (swagger-2025).
 */
export interface CloudInstance {
  /** The internally used read-only ID of this instance. */
  id?: string;
  /** The name of this instance. */
  name?: string;
  /** A String value that specifies the instance current status. Can return the following values: `scheduled to start`, `scheduled to stop`, `starting`, `running`, `restarting`, `stopping`, `stopped`, `unknown`, and `error`. */
  state?: string;
  /** The time of this instance's initial start. */
  startDate?: TeamCityDate;
  /** The actual instance address. */
  networkAddress?: string;
  /** The relative (without the TeamCity server URL) link to this instance. */
  href?: string;
  /** The CloudImage from which this instance was spawned. */
  image?: CloudImage;
  /** A TeamCity build agent running on this instance. */
  agent?: Agent;
  /** This property is deprecated, use `error` instead. */
  errorMessage?: string;
  /** A CloudError object that stores information about this instance error. */
  error?: CloudError;
}

/**
 * Represents a paginated list of CloudInstance entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `cloudInstances` (swagger-2025).
 */
export interface CloudInstances {
  /** The number of CloudInstance objects in this collection. */
  count?: number;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The relative link (without the TeamCity server URL) used to retrieve this object. */
  href?: string;
  /** The list of CloudInstance objects owned by this collection. */
  cloudInstance?: CloudInstance[];
}

/**
 * A cloud profile that stores common cloud agent profiles. These settings are applied to all cloud images owned by this profile.
 *
 * TeamCity `cloudProfile` (swagger-2025).
 */
export interface CloudProfile {
  /** The internally used cloud profile ID. */
  id?: string;
  /** The public cloud profile name displayed in TeamCity UI. */
  name?: string;
  /** A shortened name of the cloud provider. */
  cloudProviderId?: string;
  /** The shortened (without the TeamCity server URL) link to this profile. */
  href?: string;
  /** The TeamCity project that owns this cloud profile. Cloud agents spawned from profile images can only be used by this project and its child subprojects. */
  project?: Project;
  /** The list of cloud images owned by this profile. */
  images?: CloudImages;
  /** The CloudError object that stores information about a cloud profile problem. */
  error?: CloudError;
}

/**
 * Represents a paginated list of CloudProfile entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `cloudProfiles` (swagger-2025).
 */
export interface CloudProfiles {
  /** The number of CloudProfile objects in this collection. */
  count?: number;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The relative link (without the TeamCity server URL) used to retrieve this object. */
  href?: string;
  /** The list of CloudProfile objects owned by this collection. */
  cloudProfile?: CloudProfile[];
}

/**
 * Represents a dated comment of the specific user.
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
 * Represents a list of Compatibility entities.
 *
 * TeamCity `compatibilities` (swagger-2025).
 */
export interface Compatibilities {
  /** The current number of Compatibility objects in this list. */
  count?: number;
  /** The list of Compatibility objects owned by this collection. */
  compatibility?: Compatibility[];
}

/**
 * An entity that describes the compatibility relation between an agent and a build configuration.
 *
 * TeamCity `compatibility` (swagger-2025).
 */
export interface Compatibility {
  /** Returns *true* if the target agent is compatible with the given configuration (that is, can run its builds); otherwise, *false*. */
  compatible?: boolean;
  /** The agent whose compatibility data with the `buildType` is stored in this object. */
  agent?: Agent;
  /** The build configuration whose compatibility data with the `agent` is stored in this object. */
  buildType?: BuildType;
  /** Returns the list of compatibility issues that makes this `agent` incompatible with the `buildType`. This list is empty if the `compatible` property is *true*. */
  unmetRequirements?: Requirements;
}

/**
 * Represents the policy that limit agents to building specific build configurations.
 *
 * TeamCity `compatibilityPolicy` (swagger-2025).
 */
export interface CompatibilityPolicy {
  /** Returns whether the agent can run only builds of specific build configurations. Available values: * *any* — agents with this policy can run builds of any build configurations. */
  policy?: string;
  /** Returns the list of build configurations whose builds can be processed by agents that follow this policy. */
  buildTypes?: BuildTypes;
}

/**
 * One approval rule over several users and groups at once, and how far the build has got with it.
 *
 * TeamCity `compositeApprovalRule` (swagger-2025).
 */
export interface CompositeApprovalRule {
  /** How many approvals from the listed users and group members the rule needs. */
  requiredApprovalsCount?: number;
  /** Those who have approved so far. */
  currentlyApprovedBy?: Users;
  /** Groups whose members count toward the rule. */
  groups?: Group[];
  /** Individual users who count toward the rule. */
  users?: User[];
}

/**
 * The composite approval rules of a build.
 *
 * TeamCity `compositeApprovals` (swagger-2025).
 */
export interface CompositeApprovals {
  count?: number;
  compositeApproval?: CompositeApprovalRule[];
}

/**
 * A cron expression that represents a custom schedule.
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
 * The structure that represents a daily schedule.
 *
 * TeamCity `daily` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Daily {
  hour?: number;
  minute?: number;
}

/**
 * Represents a list of MetaData entities.
 *
 * TeamCity `datas` (swagger-2025).
 */
export interface Datas {
  count?: number;
  data?: MetaData[];
}

/**
 * Represents a deployment dashboard instance.
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
 * Represents a paginated list of DeploymentDashboard entities.
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

/** TeamCity `DeploymentHistory` (swagger-2025). */
export interface DeploymentHistory {
  currentState?: PostedDeploymentStateEntry;
  states?: PostedDeploymentStateEntry[];
}

/**
 * Represents an instance that has been deployed to external system, along with deployment history.
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
 * Represents a paginated list of DeploymentInstance entities.
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
 * Represents a list of DeploymentStateEntry entities.
 *
 * TeamCity `deploymentStateEntries` (swagger-2025).
 */
export interface DeploymentStateEntries {
  count?: number;
  historyFromPosted?: DeploymentHistory;
  deploymentStateEntry?: DeploymentStateEntry[];
}

/**
 * Represents a state of deployment instance.
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
 * Represents a set of responsibilities that are currently disabled but can be enabled on a TeamCity node.
 *
 * TeamCity `disabledResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface DisabledResponsibilities {
  count?: number;
  responsibility?: Responsibility[];
}

/**
 * The files a build fetched from one upstream build; an item of `DownloadedArtifacts.downloadInfo`.
 *
 * TeamCity `downloadInfo` (swagger-2025).
 */
export interface DownloadInfo {
  /** The upstream build the files came from. */
  build?: Build;
  /** One entry per fetched file. */
  artifactInfo?: ArtifactDownloadInfo[];
  /** How many files came from `build`. */
  count?: number;
}

/**
 * What a build fetched through its artifact dependencies, grouped by the upstream build each file came from (a build's `downloadedArtifacts` field).
 *
 * TeamCity `downloadedArtifacts` (swagger-2025).
 */
export interface DownloadedArtifacts {
  /** How many artifacts the build fetched in all, whatever the request's locator kept. */
  unfilteredCount?: number;
  /** One entry per upstream build: that build, how many files it gave, and each file. */
  downloadInfo?: DownloadInfo[];
  /** How many `downloadInfo` entries this answer holds; below `unfilteredCount` when the locator left some upstream builds out. */
  count?: number;
}

/**
 * Represents a set of effective responsibilities of a TeamCity node. A responsibility becomes effective once it is enabled in the server configuration and a responsible node detects this change and updates its state.
 *
 * TeamCity `effectiveResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface EffectiveResponsibilities {
  count?: number;
  responsibility?: Responsibility[];
}

/**
 * Contains information about agent availability (that is, whether it is ready to process builds).
 *
 * TeamCity `enabledInfo` (swagger-2025).
 */
export interface EnabledInfo {
  /** Returns *true* if the current object state is enabled (for example, pinned for build `PinInfo` or authorized for agent `AuthorizedInfo`; otherwise, *false*. */
  status?: boolean;
  /** Contains detailed information about current `status` value: the time it was set, the user who did it, and their personal notes on the event.This timestamp and the user data are automatically generated and cannot be changed. */
  comment?: Comment;
  /** Returns date and time when the agent state should be automatically flipped. Specify this value to temporarily disable or enable agents, or leave it empty to permanently change the agent state (until it is updated manually). */
  statusSwitchTime?: TeamCityDate;
}

/**
 * Represents a set of enabled responsibilities of a TeamCity node.
 *
 * TeamCity `enabledResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface EnabledResponsibilities {
  count?: number;
  responsibility?: Responsibility[];
}

/**
 * Represents a list of Entry entities.
 *
 * TeamCity `entries` (swagger-2025).
 */
export interface Entries {
  count?: number;
  entry?: Entry[];
}

/**
 * Represents a single name-value relation.
 *
 * TeamCity `entry` (swagger-2025).
 */
export interface Entry {
  name?: string;
  value?: string;
}

/**
 * Stores information about operating system installed on the agent machine.
 *
 * TeamCity `environment` (swagger-2025).
 */
export interface Environment {
  /** The OS type. */
  osType?: string;
  /** The full OS name */
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
 * A build feature of a configuration: an add-on to its builds, such as publishing commit statuses or a performance monitor; see [build features](https://www.jetbrains.com/help/teamcity/adding-build-features.html).
 *
 * TeamCity `feature` (swagger-2025).
 */
export interface Feature {
  /** The feature's ID in its configuration (`perfmon`, `BUILD_EXT_3`). */
  id?: string;
  name?: string;
  /** Which feature it is (`perfmon`, `commit-status-publisher`, `jetbrains.agent.free.space`, ...). */
  type?: string;
  /** True when the feature is switched off; TeamCity leaves the key out otherwise. */
  disabled?: boolean;
  /** True when the feature comes from a template rather than the configuration itself. */
  inherited?: boolean;
  href?: string;
  /** The feature's options by name, as its type defines them. */
  properties?: Properties;
}

/**
 * A configuration's build features.
 *
 * TeamCity `features` (swagger-2025).
 */
export interface Features {
  count?: number;
  feature?: Feature[];
}

/**
 * A file or a directory associated with, for instance, a published artifact.
 *
 * TeamCity `file` (swagger-2025).
 */
export interface File {
  /** The public file name. */
  name?: string;
  /** The full name of a file, including all special characters omitted in the `name` property. Can be equal to `name`. */
  fullName?: string;
  /** The file size in bytes. */
  size?: number;
  /** Returns the last time this file was edited. */
  modificationTime?: TeamCityDate;
  /** The link to file metadata object. */
  href?: string;
  /** Returns a File object that is a directory or an archive that owns this file, or `null` if no such File exists. */
  parent?: File;
  /** The relative (without TeamCity server URL) link that allows you to read the contents of a file. */
  content?: Href;
  /** Returns the collection of files owned by this archive or directory, or `null` if this File is neither. */
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
 * Represents a list of File entities.
 *
 * TeamCity `files` (swagger-2025).
 */
export interface Files {
  /** The number of File objects in this collection. */
  count?: number;
  /** The relative (without TeamCity server URL) link to this collection. */
  href?: string;
  /** The list of File objects owned by this collection. */
  file?: File[];
}

/**
 * Represents a user group.
 *
 * TeamCity `group` (swagger-2025).
 */
export interface Group {
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
 * An approval rule over one user group, and how far the build has got with it.
 *
 * TeamCity `groupApprovalRule` (swagger-2025).
 */
export interface GroupApprovalRule {
  /** How many members of `group` must approve before the build may start. */
  requiredApprovalsCount?: number;
  /** The group whose members may approve. */
  group?: Group;
  /** Members of `group` who have approved so far. */
  currentlyApprovedBy?: Users;
}

/**
 * The group approval rules of a build.
 *
 * TeamCity `groupApprovals` (swagger-2025).
 */
export interface GroupApprovals {
  count?: number;
  groupApproval?: GroupApprovalRule[];
}

/**
 * Represents a list of Group entities.
 *
 * TeamCity `groups` (swagger-2025).
 */
export interface Groups {
  count?: number;
  group?: Group[];
}

/**
 * Represents a paginated list of HealthCategory entities.
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

/** TeamCity `healthCategory` (swagger-2025). Imported from teamcity-swagger-2025.x.json. */
export interface HealthCategory {
  id?: string;
  name?: string;
  description?: string;
  helpUrl?: string;
}

/**
 * Represents a server health item.
 *
 * TeamCity `healthItem` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface HealthItem {
  identity?: string;
  severity?: 'INFO' | 'WARN' | 'ERROR';
  healthCategory?: HealthCategory;
}

/**
 * Represents a paginated list of HealthItem entities.
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
 * Represents a href link.
 *
 * TeamCity `href` (swagger-2025).
 */
export interface Href {
  href?: string;
}

/**
 * Someone looking into a failure: of one build problem, one test, or a whole configuration (an `investigations` locator's `type`: `problem`, `test`, `anyProblem`); see [investigations](https://www.jetbrains.com/help/teamcity/investigating-and-muting-build-failures.html).
 *
 * TeamCity `investigation` (swagger-2025).
 */
export interface Investigation {
  /** A locator string that finds this investigation again (`buildType:(id:App_Build)`), not a number. */
  id?: string;
  /** `TAKEN` while someone works on it, `FIXED` once marked fixed, `GIVEN_UP` when dropped, `NONE` when TeamCity does not know. */
  state?: 'TAKEN' | 'FIXED' | 'GIVEN_UP' | 'NONE';
  href?: string;
  /** Who investigates. */
  assignee?: User;
  /** Who handed the investigation to `assignee`, when, and their comment. */
  assignment?: Comment;
  /** What the investigation covers: some configurations, or a whole project. */
  scope?: ProblemScope;
  /** The tests and problems investigated; for a configuration-wide one, `anyProblem` is true and both lists are empty. */
  target?: ProblemTarget;
  /** How and when it ends: by hand, once fixed, or at a set time. */
  resolution?: Resolution;
  /** Deprecated: the same user as `assignee`, which to read instead. */
  responsible?: User;
}

/**
 * A page of investigations.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `investigations` (swagger-2025).
 */
export interface Investigations {
  /** How many items this page holds. */
  count?: number;
  /** The path of the next page; absent on the last one. */
  nextHref?: string;
  /** The path of the previous page; absent on the first one. */
  prevHref?: string;
  href?: string;
  investigation?: Investigation[];
}

/**
 * Represents an issue related to the specific change.
 *
 * TeamCity `Issue` (swagger-2025).
 */
export interface Issue {
  id?: string;
  url?: string;
}

/**
 * Represents a relation between the issue and the Changes entity.
 *
 * TeamCity `IssueUsage` (swagger-2025).
 */
export interface IssueUsage {
  changes?: Changes;
  issue?: Issue;
}

/**
 * Represents a list of Issue entities.
 *
 * TeamCity `issues` (swagger-2025).
 */
export interface Issues {
  issues?: Issue[];
}

/**
 * Represents a list of IssueUsage entities.
 *
 * TeamCity `issuesUsages` (swagger-2025).
 */
export interface IssuesUsages {
  href?: string;
  issueUsage?: IssueUsage[];
  count?: number;
}

/**
 * Represents a list of items (strings).
 *
 * TeamCity `items` (swagger-2025).
 */
export interface Items {
  item?: string[];
}

/** TeamCity `LabeledValue` (swagger-2025). */
export interface LabeledValue {
  label?: string;
  value?: string;
}

/**
 * Represents a license key details.
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
 * Represents a list of LicenseKey entities.
 *
 * TeamCity `licenseKeys` (swagger-2025).
 */
export interface LicenseKeys {
  count?: number;
  href?: string;
  licenseKey?: LicenseKey[];
}

/**
 * Represents license state details (available build configurations, agents, etc.).
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
 * Represents a list of URLs.
 *
 * TeamCity `link` (swagger-2025).
 */
export interface Link {
  type?: string;
  url?: string;
  relativeUrl?: string;
}

/**
 * Represents a list of Link entities.
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
 * A build's [matrix build](https://www.jetbrains.com/help/teamcity/matrix-build.html) set-up, read through its `matrixConfiguration` field: the parameters the feature varies, and the virtual build that ran each combination of their values.
 *
 * TeamCity `MatrixConfiguration` (swagger-2025).
 */
export interface MatrixConfiguration {
  /** For TeamCity's own use; no meaning for clients. TeamCity's XML writes it as a `<default>` element. */
  default?: boolean;
  /** The parameters the Matrix Build feature varies, each with its list of values. */
  parameters?: MatrixBuildFeatureDescriptor;
  /** Whether the Matrix Build feature is switched on. */
  enabled?: boolean;
  /** Each combination of values, with the virtual build that ran it. */
  dependencies?: MatrixDependencies;
}

/**
 * The combinations of a matrix build, one `MatrixDependency` each.
 *
 * TeamCity `MatrixDependencies` (swagger-2025).
 */
export interface MatrixDependencies {
  dependency?: MatrixDependency[];
  count?: number;
}

/**
 * One combination of matrix parameter values and the virtual build TeamCity started for it.
 *
 * TeamCity `MatrixDependency` (swagger-2025).
 */
export interface MatrixDependency {
  /** The virtual build that ran this combination. */
  build?: Build;
  /** The parameter values of this combination, as name/value entries. */
  parameters?: Entries;
}

/** TeamCity `MatrixParameterDescriptor` (swagger-2025). */
export interface MatrixParameterDescriptor {
  valueCount?: number;
  value?: LabeledValue[];
  name?: string;
}

/**
 * Represents a named Entries entity.
 *
 * TeamCity `metaData` (swagger-2025).
 */
export interface MetaData {
  id?: string;
  entries?: Entries;
}

/**
 * Represents the specific server metric.
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
 * Represents a metric tag.
 *
 * TeamCity `metricTag` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricTag {
  name?: string;
  value?: string;
}

/**
 * Represents a list of MetricTag entities.
 *
 * TeamCity `metricTags` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricTags {
  count?: number;
  metricTag?: MetricTag[];
}

/**
 * Represents a metric value.
 *
 * TeamCity `metricValue` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricValue {
  name?: string;
  value?: number;
  tags?: MetricTags;
}

/**
 * Represents a list of MetricValue entities.
 *
 * TeamCity `metricValues` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricValues {
  count?: number;
  metricValue?: MetricValue[];
}

/**
 * Represents a list of Metric entities.
 *
 * TeamCity `metrics` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Metrics {
  count?: number;
  metric?: Metric[];
}

/**
 * Represents a name-value-type relation.
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
 * Represents a list of OperationResult entities.
 *
 * TeamCity `multipleOperationResult` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MultipleOperationResult {
  count?: number;
  errorCount?: number;
  operationResult?: OperationResult[];
}

/**
 * Represents a muted test.
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
 * Represents a paginated list of Mute entities.
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
 * The body that creates a build configuration or template in a project: give `name` (and `id` if you want to choose it) for an empty one, or `sourceBuildType` to copy an existing one.
 *
 * TeamCity `newBuildTypeDescription` (swagger-2025).
 */
export interface NewBuildTypeDescription {
  /** When copying: whether the settings the source uses from elsewhere (its VCS roots, templates...) are copied along with it. */
  copyAllAssociatedSettings?: boolean;
  /** For TeamCity's own use when copying; leave it out. */
  projectsIdsMap?: Properties;
  /** For TeamCity's own use when copying; leave it out. */
  buildTypesIdsMap?: Properties;
  /** For TeamCity's own use when copying; leave it out. */
  vcsRootsIdsMap?: Properties;
  /** The new configuration's or template's name; required. */
  name?: string;
  /** The new external ID; TeamCity makes one from the project and name when it is left out. */
  id?: string;
  /** Deprecated: the locator of the configuration to copy; give `sourceBuildType` instead. */
  sourceBuildTypeLocator?: string;
  /** The configuration or template to copy, found by what it names (`{ id: 'App_Build' }`). */
  sourceBuildType?: BuildType;
}

/**
 * Represents a project stub.
 *
 * TeamCity `newProjectDescription` (swagger-2025).
 */
export interface NewProjectDescription {
  /** Returns **true** if all settings of a cloned configuration or template should be copied; otherwise, **false**. */
  copyAllAssociatedSettings?: boolean;
  /** This is the internal property that is not intended to be used */
  projectsIdsMap?: Properties;
  /** This is the internal property that is not intended to be used */
  buildTypesIdsMap?: Properties;
  /** This is the internal property that is not intended to be used */
  vcsRootsIdsMap?: Properties;
  name?: string;
  id?: string;
  sourceProjectLocator?: string;
  sourceProject?: Project;
  parentProject?: Project;
  description?: string;
}

/**
 * Represents a TeamCity node.
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

/** TeamCity `nodes` (swagger-2025). Imported from teamcity-swagger-2025.x.json. */
export interface Nodes {
  count?: number;
  node?: Node[];
}

/**
 * Represents a relation between a message and a related entity.
 *
 * TeamCity `operationResult` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface OperationResult {
  message?: string;
  related?: RelatedEntity;
}

/**
 * Represents test metadata (package, method, class, and so on).
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
 * Represents a permission.
 *
 * TeamCity `permission` (swagger-2025).
 */
export interface Permission {
  id?: string;
  name?: string;
  global?: boolean;
}

/**
 * Represents a relation between the specific permission and a project.
 *
 * TeamCity `permissionAssignment` (swagger-2025).
 */
export interface PermissionAssignment {
  isGlobalScope?: boolean;
  permission?: Permission;
  project?: Project;
}

/**
 * Represents a list of PermissionAssignment entities.
 *
 * TeamCity `permissionAssignments` (swagger-2025).
 */
export interface PermissionAssignments {
  count?: number;
  permissionAssignment?: PermissionAssignment[];
}

/**
 * Represents permission restrictions of an authentication token.
 *
 * TeamCity `permissionRestriction` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PermissionRestriction {
  isGlobalScope?: boolean;
  project?: Project;
  permission?: Permission;
}

/**
 * Represents a list of PermissionRestriction entities.
 *
 * TeamCity `permissionRestrictions` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PermissionRestrictions {
  count?: number;
  permissionRestriction?: PermissionRestriction[];
}

/**
 * Specifies whether the build is pinned. Send PUT requests to the `/app/rest/builds/BUILD_LOCATOR/pinInfo` endpoint to pin or unpin builds.
 *
 * TeamCity `pinInfo` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PinInfo {
  status?: boolean;
  comment?: Comment;
}

/**
 * Represents a plugin.
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
 * Represents a list of Plugin entities.
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
 * Represents an issue with the test.
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
 * Represents an instance of a failed test in the specific build.
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
 * Represents a paginated list of ProblemOccurrence entities.
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
 * Where an investigation applies: a whole project, or some of its configurations.
 *
 * TeamCity `ProblemScope` (swagger-2025).
 */
export interface ProblemScope {
  /** The project, when it covers a whole project. */
  project?: Project;
  /** The configurations, when it covers only some. */
  buildTypes?: BuildTypes;
  /** Deprecated: a single configuration; read `buildTypes` instead. */
  buildType?: BuildType;
}

/**
 * What an investigation is about: some tests, some build problems, or a configuration as a whole.
 *
 * TeamCity `ProblemTarget` (swagger-2025).
 */
export interface ProblemTarget {
  /** True for a configuration-wide investigation that names no test or problem. */
  anyProblem?: boolean;
  /** The failing tests investigated. */
  tests?: Tests;
  /** The build problems investigated. */
  problems?: Problems;
}

/**
 * Represents a paginated list of Problem entities.
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
 * A TeamCity project that owns other projects and/or individual build configurations (build types).
 *
 * TeamCity `project` (swagger-2025).
 */
export interface Project {
  /** The public project ID. If not specified, TeamCity generates one by removing all non-alphanumeric characters from the project name. */
  id?: string;
  /** The internally used read-only project ID. */
  internalId?: string;
  /** The universally unique identifier of this project. */
  uuid?: string;
  /** The public project name. */
  name?: string;
  /** The ID of a TeamCity project that owns this project. Returns '_Root' if this is project resides on the topmost level. */
  parentProjectId?: string;
  /** The internal ID of a TeamCity project that owns this project. This property is deprecated, use `parent` and `parentProjectId` to identify parent projects and retrieve their properties. */
  parentProjectInternalId?: string;
  /** The public name of a TeamCity project that owns this project. This property is deprecated, use `parent` and `parentProjectId` to identify parent projects and retrieve their properties. */
  parentProjectName?: string;
  /** Returns **true** if the project is archived; otherwise, **false**. */
  archived?: boolean;
  /** Returns **true** if this project is dynamically created by TeamCity; **false** if this a regular project created by a user. */
  virtual?: boolean;
  /** The optional project description, or **null** if none was set. */
  description?: string;
  /** The shortest REST API link to this project (without the TeamCity server URL). */
  href?: string;
  /** The regular URL of the project. */
  webUrl?: string;
  /** The object that stores links to this project in both edit and view modes. */
  links?: Links;
  /** The TeamCity project that owns this project. */
  parentProject?: Project;
  /** Returns a StateField object that specifies whether the project along with its child build configurations cannot be edited in TeamCity UI. */
  readOnlyUI?: StateField;
  /** Returns a template that serves as a default settings template for this project. Settings stored in a default template are automatically applied to all new configurations owned by this project. */
  defaultTemplate?: BuildType;
  /** The list of build configurations (build types) owned directly by this project. Does not inlcude configurations owned by subprojects. */
  buildTypes?: BuildTypes;
  /** Returns the list of templates owned by this project. */
  templates?: BuildTypes;
  deploymentDashboards?: DeploymentDashboards;
  /** The collection of all configuration parameters and environment variables owned by this project. Includes parameters inherited from a parent project. */
  parameters?: Properties;
  /** The list of VCS roots owned by this project. */
  vcsRoots?: VcsRoots;
  /** The list of connections, artifact storages, cloud profiles, and other project-level entities owned by this project. */
  projectFeatures?: ProjectFeatures;
  /** The list of child sub-projects of this TeamCity project. */
  projects?: Projects;
  /** Agent cloud profiles owned by this project. Does not include cloud profiles owned by parent or child projects. */
  cloudProfiles?: CloudProfiles;
  /** Returns the list of parent TeamCity projects, starting with the _Root project (first element of the Projects collection). */
  ancestorProjects?: Projects;
  locator?: string;
}

/**
 * Represents a project feature.
 *
 * TeamCity `projectFeature` (swagger-2025).
 */
export interface ProjectFeature {
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
 * Represents a list of ProjectFeature entities.
 *
 * TeamCity `projectFeatures` (swagger-2025).
 */
export interface ProjectFeatures {
  count?: number;
  href?: string;
  projectFeature?: ProjectFeature[];
}

/**
 * Represents a paginated list of Project entities.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `projects` (swagger-2025).
 */
export interface Projects {
  /** Returns the number of Project objects in this collection. */
  count?: number;
  /** The relative link (without the server URL) to the current collection. */
  href?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  nextHref?: string;
  /** If the list of returned entities exceeds the request `count` value, TeamCity splits it into multiple batches. */
  prevHref?: string;
  /** The list of Project entities owned by this collection. */
  project?: Project[];
}

/**
 * Represents a list of Property entities.
 *
 * TeamCity `properties` (swagger-2025).
 */
export interface Properties {
  href?: string;
  count?: number;
  property?: ModelProperty[];
}

/**
 * Represents a link to the Builds entity.
 *
 * TeamCity `related` (swagger-2025).
 */
export interface Related {
  builds?: Builds;
}

/**
 * Represents a list of RelatedEntity entities.
 *
 * TeamCity `relatedEntities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface RelatedEntities {
  count?: number;
  entity?: RelatedEntity[];
}

/**
 * Represents a related entity.
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
 * The list of unmet requirements that prevents an agent to run the target build. Most commongly used in [`Compatibility`](https://www.jetbrains.com/help/teamcity/rest/compatibility.html) objects.
 *
 * TeamCity `requirements` (swagger-2025).
 */
export interface Requirements {
  /** The summary of all unment requirements that make the target agent incompatible with the given configuration. */
  description?: string;
}

/**
 * Represents an investigation resolution timestamp and details.
 *
 * TeamCity `Resolution` (swagger-2025).
 */
export interface Resolution {
  type?: 'manually' | 'whenFixed' | 'atTime';
  time?: TeamCityDate;
}

/**
 * Represents a single responsibility of a TeamCity node.
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
 * Represents a user/group role.
 *
 * TeamCity `role` (swagger-2025).
 */
export interface Role {
  roleId?: string;
  scope?: string;
  href?: string;
}

/**
 * Represents a list of Role entities.
 *
 * TeamCity `roles` (swagger-2025).
 */
export interface Roles {
  role?: Role[];
}

/**
 * Stores extensive information about the current TeamCity server instance.
 *
 * TeamCity `server` (swagger-2025).
 */
export interface Server {
  /** The full TeamCity server version, including the build number and, if present, the EAP (early access preview) flag. */
  version?: string;
  /** The major TeamCity version that points to the year when this version was released. */
  versionMajor?: number;
  /** The major TeamCity version that points to the month of `versionMajor` when this version was released. */
  versionMinor?: number;
  /** The most recent date this TeamCity server was started. */
  startTime?: TeamCityDate;
  /** The current TeamCity server time, which corresponds to the server's machine time. */
  currentTime?: TeamCityDate;
  /** The TeamCity build number. */
  buildNumber?: string;
  /** The date when this TeamCity version was built by JetBrains. */
  buildDate?: TeamCityDate;
  /** The internally used read-only server ID. */
  internalId?: string;
  /** In a multi-node setup, returns the role of the current TeamCity server. Returns `main_node` for single-node setups. */
  role?: string;
  /** Returns the regular web URL of the server, including the server port. */
  webUrl?: string;
  /** The relative (without TeamCity server URL) endpoint that allows you to access projects managed by this server. */
  projects?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to access VCS roots owned by this server. */
  vcsRoots?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to access builds processed by this server. */
  builds?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to view and edit users of this server. */
  users?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to view and edit usergroups. */
  userGroups?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to access build agents connected to this server. */
  agents?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to access a build queue managed by this server. */
  buildQueue?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to access agent pools. */
  agentPools?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to access problem investigations. */
  investigations?: Href;
  /** The relative (without TeamCity server URL) endpoint that allows you to access muted problems. */
  mutes?: Href;
  /** Returns the artifacts isolation URL: the URL of a separate domain that stores build artifacts and mitigates the risk of TeamCity server attacks carried out by users who access these artifacts. */
  artifactsUrl?: string;
  /** The relative (without TeamCity server URL) endpoint that allows you to access all nodes of a setup to which the current server belongs. */
  nodes?: Href;
}

/**
 * Stores settings that manage users accessing the TeamCity server.Use the `/app/rest/server/authSettings` endpoint to view and edit these settings, or navigate to **Admin | Authentication** page in TeamCity UI.
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
 * Stores global TeamCity server settings that affect all projects on this server. These settings are accessible via TeamCity UI from the **Admin | Global Settings** page. Use the `/app/rest/server/globalSettings` to view and edit these settings.
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
 * A configuration's snapshot dependencies.
 *
 * TeamCity `snapshot-dependencies` (swagger-2025).
 */
export interface SnapshotDependencies {
  count?: number;
  'snapshot-dependency'?: SnapshotDependency[];
}

/**
 * A configuration whose build must run on the same sources, and finish, before this configuration's build starts: one link of a build chain; see [snapshot dependencies](https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html).
 *
 * TeamCity `snapshot-dependency` (swagger-2025).
 */
export interface SnapshotDependency {
  /** The dependency's ID in its configuration; TeamCity uses the upstream configuration's ID. */
  id?: string;
  name?: string;
  /** Always `snapshot_dependency`. */
  type?: string;
  /** True when the dependency is switched off; TeamCity leaves the key out otherwise. */
  disabled?: boolean;
  /** True when the dependency comes from a template rather than the configuration itself. */
  inherited?: boolean;
  href?: string;
  /** Its options by name: `run-build-if-dependency-failed`, `take-successful-builds-only`, `take-started-build-with-same-revisions`, `run-build-on-the-same-agent`. */
  properties?: Properties;
  /** The upstream configuration, whose build runs first. */
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
 * Represents a project state field (as of now, limited to the read-only state of project).
 *
 * TeamCity `StateField` (swagger-2025).
 */
export interface StateField {
  value?: boolean;
  inherited?: boolean;
}

/**
 * One build step of a configuration or template: a runner (a script, Maven, Gradle, ...) with its options; see [build steps](https://www.jetbrains.com/help/teamcity/configuring-build-steps.html).
 *
 * TeamCity `step` (swagger-2025).
 */
export interface Step {
  /** The step's ID in its configuration (`RUNNER_1`). */
  id?: string;
  /** The step's name as the UI shows it; may be empty. */
  name?: string;
  /** The runner (`simpleRunner` for a command line, `Maven2`, `gradle-runner`, ...). */
  type?: string;
  /** True when the step is switched off; TeamCity leaves the key out otherwise. */
  disabled?: boolean;
  /** True when the step comes from a template rather than the configuration itself. */
  inherited?: boolean;
  href?: string;
  /** The runner's options by name (`script.content`, `goals`, `teamcity.step.mode`, ...). */
  properties?: Properties;
  /** A one-line summary of what the step does, as the UI's step list shows it. TeamCity's XML writes it as a `<shortDescription>` element. */
  shortDescription?: string;
}

/**
 * A configuration's build steps, in the order they run.
 *
 * TeamCity `steps` (swagger-2025).
 */
export interface Steps {
  count?: number;
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
 * Represents a test.
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
 * Represents a test results counter (how many times this test was successful/failed/muted/ignored).
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
 * Represents a relation between a test and the specific build.
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
 * Represents a paginated list of TestOccurrence entities.
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
 * Represents a list of TypedValue entities.
 *
 * TeamCity `testRunMetadata` (swagger-2025).
 */
export interface TestRunMetadata {
  count?: number;
  typedValues?: TypedValue[];
}

/**
 * Represents a paginated list of Test entities.
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
 * Represents an authentication token.
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
 * Represents a list of Token entities.
 *
 * TeamCity `tokens` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Tokens {
  count?: number;
  token?: Token[];
}

/**
 * A rule that starts the configuration's builds on its own (on VCS changes, on a schedule, when a dependency finishes, ...); see [build triggers](https://www.jetbrains.com/help/teamcity/configuring-build-triggers.html).
 *
 * TeamCity `trigger` (swagger-2025).
 */
export interface Trigger {
  /** The trigger's ID in its configuration (`vcsTrigger`, `TRIGGER_7`). */
  id?: string;
  name?: string;
  /** Which trigger it is (`vcsTrigger`, `schedulingTrigger`, `buildDependencyTrigger`, ...). */
  type?: string;
  /** True when the trigger is switched off; TeamCity leaves the key out otherwise. */
  disabled?: boolean;
  /** True when the trigger comes from a template rather than the configuration itself. */
  inherited?: boolean;
  href?: string;
  /** The trigger's options by name (`branchFilter`, `quietPeriodMode`, `schedulingPolicy`, ...). */
  properties?: Properties;
  /** What the trigger changes in the builds it starts: parameter values, a clean checkout. */
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
 * A configuration's triggers.
 *
 * TeamCity `triggers` (swagger-2025).
 */
export interface Triggers {
  count?: number;
  trigger?: Trigger[];
}

/**
 * Represents a build parameter type string.
 *
 * TeamCity `type` (swagger-2025).
 */
export interface Type {
  rawValue?: string;
}

/**
 * Represents a name-value-type relation.
 *
 * TeamCity `typedValue` (swagger-2025).
 */
export interface TypedValue {
  name?: string;
  type?: string;
  value?: string;
}

/**
 * Represents a named set of predefined typed values.
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
 * List of TypedValueSets.
 *
 * TeamCity `typedValueSets` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface TypedValueSets {
  valueSet?: TypedValueSet[];
  count?: number;
}

/**
 * Represents a user.
 *
 * TeamCity `user` (swagger-2025).
 */
export interface User {
  username?: string;
  name?: string;
  id?: number;
  email?: string;
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
 * An approval rule naming one user, and whether that user has given it.
 *
 * TeamCity `userApprovalRule` (swagger-2025).
 */
export interface UserApprovalRule {
  /** Whether `user` has approved the build. TeamCity's XML writes it as an `<approved>` element, not an attribute. */
  approved?: boolean;
  /** The user whose approval the rule asks for. */
  user?: User;
}

/**
 * The single-user approval rules of a build.
 *
 * TeamCity `userApprovals` (swagger-2025).
 */
export interface UserApprovals {
  count?: number;
  userApproval?: UserApprovalRule[];
}

/**
 * Represents a group of links to the user's avatars
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
 * Represents a list of User entities.
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
 * Represents a list of VcsLabel entities.
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
 * The VCS roots attached to a configuration.
 *
 * TeamCity `vcs-root-entries` (swagger-2025).
 */
export interface VcsRootEntries {
  count?: number;
  'vcs-root-entry'?: VcsRootEntry[];
}

/**
 * A VCS root as a configuration uses it: the root, and the configuration's checkout rules for it.
 *
 * TeamCity `vcs-root-entry` (swagger-2025).
 */
export interface VcsRootEntry {
  /** The attached root's ID. */
  id?: string;
  /** For TeamCity's own use; no meaning for clients. */
  inherited?: boolean;
  /** The root itself. */
  'vcs-root'?: VcsRoot;
  /** Which parts of the repository to check out and where, one rule a line (`+:src=>sources`, `-:docs`); empty for all of it. See [checkout rules](https://www.jetbrains.com/help/teamcity/vcs-checkout-rules.html). TeamCity's XML writes it as a `<checkout-rules>` element. */
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
 * A page of VCS root instances.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `vcs-root-instances` (swagger-2025).
 */
export interface VcsRootInstances {
  /** How many items this page holds. */
  count?: number;
  href?: string;
  /** The path of the next page; absent on the last one. */
  nextHref?: string;
  /** The path of the previous page; absent on the first one. */
  prevHref?: string;
  'vcs-root-instance'?: VcsRootInstance[];
}

/**
 * A page of VCS roots.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `vcs-roots` (swagger-2025).
 */
export interface VcsRoots {
  /** How many items this page holds. */
  count?: number;
  href?: string;
  /** The path of the next page; absent on the last one. */
  nextHref?: string;
  /** The path of the previous page; absent on the first one. */
  prevHref?: string;
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
 * Represents a Versioned Settings Config.
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
 * Represents a Versioned Settings Context Parameter.
 *
 * TeamCity `versionedSettingsContextParameter` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsContextParameter {
  name?: string;
  value?: string;
}

/**
 * Represents a Versioned Settings Context Parameters.
 *
 * TeamCity `versionedSettingsContextParameters` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsContextParameters {
  versionedSettingsContextParameter?: VersionedSettingsContextParameter[];
}

/**
 * Represents a Versioned Settings Error.
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
 * Represents a Versioned Settings Status.
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
 * Represents a Versioned Settings Token.
 *
 * TeamCity `versionedSettingsToken` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsToken {
  name?: string;
  value?: string;
  description?: string;
}

/**
 * Represents a Versioned Settings Tokens.
 *
 * TeamCity `versionedSettingsTokens` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsTokens {
  versionedSettingsToken?: VersionedSettingsToken[];
}
