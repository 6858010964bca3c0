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
 * One branch as TeamCity knows it, of a build configuration or of a build's sources. How TeamCity names and filters branches: https://www.jetbrains.com/help/teamcity/working-with-feature-branches.html.
 *
 * TeamCity `branch` (swagger-2025).
 */
export interface Branch {
  /** The logical name the UI shows, such as `main` or `feature/login`; the full ref (`refs/heads/main`) is a Revision's `vcsBranchName`. */
  name?: string;
  /** `<default>` for the default branch, else the branch name. Only with an explicit `fields` selection. */
  internalName?: string;
  /** Set (true) on the build configuration's default branch; left out for the others. */
  default?: boolean;
  /** Set (true) when TeamCity could not tell which branch a build ran on; left out otherwise. */
  unspecified?: boolean;
  /** Whether the branch counts as active: it saw a build within the last day or a commit within the last week (by default). */
  active?: boolean;
  /** When the branch last saw a build or a commit, whichever is later. */
  lastActivity?: TeamCityDate;
  /** True for the UI's automatic 'My Branches' group rather than a real branch. Only with an explicit `fields` selection. */
  groupFlag?: boolean;
  /** Builds on this branch; narrow it with `$locator(...)` inside the `fields` selection. */
  builds?: Builds;
}

/**
 * A branch of a repository with the revision at its tip: the Branch fields plus `version`. Items of a RepositoryState.
 *
 * TeamCity `branchVersion` (swagger-2025).
 */
export interface BranchVersion {
  /** Revision at the tip of the branch (for Git, the full commit SHA). */
  version?: string;
  /** Set (true) when TeamCity could not tell which branch this is; left out otherwise. */
  unspecified?: boolean;
  /** True for the UI's automatic 'My Branches' group rather than a real branch. */
  groupFlag?: boolean;
  /** Builds on this branch. */
  builds?: Builds;
  /** When the branch last saw a build or a commit, as `yyyyMMdd'T'HHmmssZ` text (`parseTeamCityDate` reads it). */
  lastActivity?: string;
  /** The logical branch name, such as `main`; the full ref is a Revision's `vcsBranchName`. */
  name?: string;
  /** Set (true) on the default branch; left out for the others. */
  default?: boolean;
  /** Whether the branch saw a build within the last day or a commit within the last week (the default thresholds). */
  active?: boolean;
  /** `<default>` for the default branch, else the branch name. */
  internalName?: string;
}

/**
 * The branches a branch locator matched (not paged).
 *
 * TeamCity `branches` (swagger-2025).
 */
export interface Branches {
  count?: number;
  href?: string;
  branch?: Branch[];
}

/**
 * One run of a build configuration, in any of its lifecycle stages: queued, running or finished. Which fields come back depends on the stage (a queued build has no `number`, `status` or `agent`) and on the `fields` selection: a single build comes with most fields by default, while a list holds the short form (`id`, `buildTypeId`, `number`, `status`, `state`, `branchName`, `href`, `webUrl` and the flags that are true).
 *
 * TeamCity `build` (swagger-2025).
 */
export interface Build {
  id?: number;
  /** The build promotion's ID, which equals `id` on current servers. Only with an explicit `fields` selection. */
  taskId?: number;
  /** External ID of the build configuration this build belongs to (`buildType` holds the whole configuration). */
  buildTypeId?: string;
  /** TeamCity's internal ID of the build configuration, for its own use; rely on `buildTypeId`. Only with an explicit `fields` selection. */
  buildTypeInternalId?: string;
  /** The build number as the configuration's number format produced it; text, not necessarily numeric. Left out while the build is queued; `N/A` for a build canceled before it ever started. */
  number?: string;
  /** `SUCCESS`, `FAILURE` (failed, or failed to start) or `UNKNOWN` (canceled). While running it tells whether the build is failing so far; left out while queued. See also `statusText`. */
  status?: string;
  /** Lifecycle stage: `queued`, `running` or `finished`; `deleted` for a build that was just deleted. */
  state?: 'queued' | 'finished' | 'running' | 'deleted' | 'unknown';
  /** Deprecated in favour of `state`. Only with an explicit `fields` selection. */
  running?: boolean;
  /** Set (true) on a [composite build](https://www.jetbrains.com/help/teamcity/composite-build-configuration.html), which only aggregates the results of its dependencies; left out otherwise. */
  composite?: boolean;
  /** Set (true) when TeamCity dropped the build from the queue on its own, for example after an error or an [approval](https://www.jetbrains.com/help/teamcity/cloud/build-approval.html) that timed out; a build a user canceled does not get it. */
  failedToStart?: boolean;
  /** Set (true) on a [personal build](https://www.jetbrains.com/help/teamcity/personal-build.html); left out on regular builds. */
  personal?: boolean;
  /** Deprecated: read `running-info.percentageComplete`. Only while running. */
  percentageComplete?: number;
  /** Logical name of the VCS branch the build ran on (`main`, not `refs/heads/main`); left out when the build has no branch. */
  branchName?: string;
  /** Set (true) when the build ran on the VCS root's default branch. */
  defaultBranch?: boolean;
  /** Set (true) when TeamCity could not determine the branch, whose name is then `<unspecified>`. */
  unspecifiedBranch?: boolean;
  /** Set (true) on a [history build](https://www.jetbrains.com/help/teamcity/history-build.html): it ran on older changes than a build already finished. */
  history?: boolean;
  /** Set (true) while the build is [pinned](https://www.jetbrains.com/help/teamcity/build-actions.html#Pin+Build) and so kept by clean-up; who pinned it is in `pinInfo`. */
  pinned?: boolean;
  /** This build's REST path on the server (no host), e.g. `/app/rest/builds/id:42`. */
  href?: string;
  /** Absolute link to the build's page in the TeamCity UI. */
  webUrl?: string;
  /** Place in the queue while queued, a momentary value (0 when starting). Only with an explicit `fields` selection. */
  queuePosition?: number;
  /** How many changes the UI counts for this build, capped at its display limit (limit + 1 means more). Only with an explicit `fields` selection. */
  limitedChangesCount?: number;
  /** Absolute path of the artifacts folder on the server's disk; needs the permission to view server settings. Only with an explicit `fields` selection. */
  artifactsDirectory?: string;
  /** Web links to the build's pages. Only with an explicit `fields` selection. */
  links?: Links;
  /** The one-line result the UI shows, e.g. `Tests passed: 120` or `Compilation error`. Left out while queued; an XML element, not an attribute. */
  statusText?: string;
  /** The build configuration, with the fields its own selection asks for. */
  buildType?: BuildType;
  /** The comment on the build (text, author and time), if anyone left one. */
  comment?: Comment;
  /** The build's [tags](https://www.jetbrains.com/help/teamcity/build-actions.html#Add+Tags+to+Build). */
  tags?: Tags;
  /** Who pinned the build, when and why; only on pinned builds. */
  pinInfo?: Comment;
  /** For a personal build, the user it belongs to. */
  user?: User;
  /** Queued builds only: when TeamCity expects it to start, in `yyyyMMdd'T'HHmmssZ` form (`parseTeamCityDate` reads it). An XML element. */
  startEstimate?: string;
  /** Queued builds only: the main reason it is still waiting, as the UI shows it (the full list is `queuedWaitReasons`). An XML element. */
  waitReason?: string;
  /** Queued builds only: when TeamCity expects it to finish, in `yyyyMMdd'T'HHmmssZ` form. An XML element. */
  finishEstimate?: string;
  /** Queued builds only: the build this one waits for. Only with an explicit `fields` selection. */
  delayedByBuild?: Build;
  /** Queued builds only: the agent TeamCity expects to run it (`compatibleAgents` lists every candidate). Only with an explicit `fields` selection. */
  plannedAgent?: Agent;
  /** For a build that waits for [approval](https://www.jetbrains.com/help/teamcity/cloud/build-approval.html): the rules, who approved it and the timeout. */
  approvalInfo?: ApprovalInfo;
  /** Progress of a running build: percentage, elapsed and remaining seconds, current stage, whether it looks hung. Not sent for queued or finished builds. */
  'running-info'?: ProgressInfo;
  /** On a canceled build: who canceled it, when, and their comment. */
  canceledInfo?: Comment;
  /** When the build entered the queue, in the server's time zone. */
  queuedDate?: TeamCityDate;
  /** When an agent began the build (left out while queued); the server's local time with its UTC offset, e.g. `20241001T155514+0200`. */
  startDate?: TeamCityDate;
  /** When the build ended: finished, failed or canceled. Left out until then. */
  finishDate?: TeamCityDate;
  /** What started the build (a user, a trigger, a dependency) and when. */
  triggered?: TriggeredBy;
  /** Just the newest of the build's changes. */
  lastChanges?: Changes;
  /** The VCS changes in this build. By default only an `href` to follow; ask for `changes(change(...))` in `fields` to get them inline. */
  changes?: Changes;
  /** The revision of each VCS root the build uses. In a body posted to the queue, set these to build specific sources. */
  revisions?: Revisions;
  /** Revision of the [versioned settings](https://www.jetbrains.com/help/teamcity/storing-project-settings-in-version-control.html) the build used, where the project keeps its settings in VCS. */
  versionedSettingsRevision?: Revision;
  /** For each artifact dependency, which source build this build took artifacts from compared with the previous build. Only with an explicit `fields` selection. */
  artifactDependencyChanges?: BuildChanges;
  /** The agent running or having run the build; left out while queued. */
  agent?: Agent;
  /** Queued builds only: the agents able to run it. By default only an `href`. */
  compatibleAgents?: Agents;
  /** Queued builds only: [cloud images](https://www.jetbrains.com/help/teamcity/teamcity-integration-with-cloud-solutions.html) whose agents could run it. Only with an explicit `fields` selection. */
  compatibleCloudImages?: CloudImages;
  /** The build's test runs: counters (passed, failed, muted, ...) and, when selected, the tests themselves. */
  testOccurrences?: TestOccurrences;
  /** The build problems reported in this build (non-test failures such as a non-zero exit code). */
  problemOccurrences?: ProblemOccurrences;
  /** The build's published artifacts; by default an `href` to the listing. Downloading: https://www.jetbrains.com/help/teamcity/rest/manage-finished-builds.html#Get+Build+Artifacts. */
  artifacts?: Files;
  /** Issue-tracker issues mentioned in the build's changes. By default only an `href`. */
  relatedIssues?: IssuesUsages;
  /** Parameters the build was asked to run with, e.g. those set in a custom run or posted to the queue. */
  properties?: Properties;
  /** All parameters with the values the agent reported at the end of the build. Only with an explicit `fields` selection. */
  resultingProperties?: Properties;
  /** Parameters as the configuration defines them, before any customization of this run. Only with an explicit `fields` selection. */
  originalProperties?: Properties;
  /** All parameters with the values the agent reported when the build started. Only with an explicit `fields` selection. */
  startProperties?: Properties;
  /** Name/value attributes of the build, such as `teamcity.cleanSources`. */
  attributes?: Entries;
  /** The build's statistic values (`BuildDuration`, `ArtifactsSize`, `TimeSpentInQueue`, ...); by default an `href` to them. */
  statistics?: Properties;
  /** Metadata entries that plugins stored with the build. Only with an explicit `fields` selection. */
  metadata?: Datas;
  /** Every build of the chain this one depends on through snapshot dependencies, direct or not (empty for the first build of a chain). */
  'snapshot-dependencies'?: Builds;
  /** The builds this one took artifacts from. */
  'artifact-dependencies'?: Builds;
  /** Artifact dependencies set for this run only, in place of the configuration's. Used when posting a build to the queue. */
  'custom-artifact-dependencies'?: ArtifactDependencies;
  /** Internal. Only with an explicit `fields` selection. */
  settingsHash?: string;
  /** Internal. Only with an explicit `fields` selection. */
  currentSettingsHash?: string;
  /** Internal. Only with an explicit `fields` selection. */
  modificationId?: string;
  /** Internal. Only with an explicit `fields` selection. */
  chainModificationId?: string;
  /** Internal. Only with an explicit `fields` selection. */
  replacementIds?: Items;
  /** Experimental. Only with an explicit `fields` selection. */
  related?: Related;
  /** Options for a build posted to the queue (move to the top, clean checkout, rebuild dependencies, ...). Sent in request bodies only. */
  triggeringOptions?: BuildTriggeringOptions;
  /** True when some dependent build [reused](https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html#Suitable+Builds) this build instead of starting a fresh one. Only with an explicit `fields` selection. */
  usedByOtherBuilds?: boolean;
  /** Who last changed the build's status, and their note; may go away, prefer `canceledInfo`, `approvalInfo` and the like. Only with an explicit `fields` selection. */
  statusChangeComment?: Comment;
  /** The [VCS labels](https://www.jetbrains.com/help/teamcity/vcs-labeling.html) put on the build's sources, with the outcome of each. */
  vcsLabels?: VcsLabel[];
  /** Set (true) while a running build has [released its agent](https://www.jetbrains.com/help/teamcity/detaching-build-from-agent.html) and continues without it. */
  detachedFromAgent?: boolean;
  /** When the build finished on its agent; `finishDate` is when TeamCity marked it finished, later for a build detached from its agent (see `detachedFromAgent`). */
  finishOnAgentDate?: TeamCityDate;
  /** Set (true) when this run differs from a default run of its configuration: other parameters, dependencies or revisions. */
  customized?: boolean;
  /** What sets this run apart from a default one (see `customized`). */
  customization?: Customizations;
  /** True while TeamCity is still collecting the build's changes from VCS. Only with an explicit `fields` selection. */
  changesCollectingInProgress?: boolean;
  /** Every reason the build waited (or still waits) in the queue, each with the time spent on it; `waitReason` is the current main one. Only with an explicit `fields` selection. */
  queuedWaitReasons?: Properties;
  /** Which artifact files the build downloaded from its dependencies, per source build. Only with an explicit `fields` selection. */
  downloadedArtifacts?: DownloadedArtifacts;
  /** For a [matrix build](https://www.jetbrains.com/help/teamcity/matrix-build.html): its parameter combinations and the builds run for them. */
  matrixConfiguration?: MatrixConfiguration;
  /** For a history build: the latest finished build on the same sources. Only with an explicit `fields` selection. */
  firstBuildWithSameChanges?: Build;
  /** The [external executor](https://www.jetbrains.com/help/teamcity/external-kubernetes-agents.html) that ran the build, by name. */
  executor?: BuildExecutor;
  /** A build locator; read from posted bodies only (referring to an existing build), never sent back. */
  locator?: string;
}

/**
 * The body that cancels a build: POST it to `/app/rest/buildQueue/<locator>` for a queued build or to `/app/rest/builds/<locator>` for a running one.
 *
 * TeamCity `buildCancelRequest` (swagger-2025).
 */
export interface BuildCancelRequest {
  /** Why the build is canceled; it shows up in the build's `canceledInfo.text`. */
  comment?: string;
  /** True to put an equivalent build back into the queue right after canceling this one. */
  readdIntoQueue?: boolean;
}

/**
 * For a build that takes artifacts from another configuration: which source build it used, next to the source build its predecessor used. Tells whether the artifacts changed between two consecutive builds.
 *
 * TeamCity `buildChange` (swagger-2025).
 */
export interface BuildChange {
  /** The source build the inspected build took its artifacts from. */
  nextBuild?: Build;
  /** The source build the previous consuming build took them from, when that was a different one. */
  prevBuild?: Build;
}

/**
 * One BuildChange per artifact dependency (not paged).
 *
 * TeamCity `buildChanges` (swagger-2025).
 */
export interface BuildChanges {
  count?: number;
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
 * How to start a build posted to the queue (as `triggeringOptions` of the Build body): the choices of the UI's [Run Custom Build](https://www.jetbrains.com/help/teamcity/running-custom-build.html) dialog.
 *
 * TeamCity `buildTriggeringOptions` (swagger-2025).
 */
export interface BuildTriggeringOptions {
  /** True to wipe the agent's checkout directory and fetch every file again. */
  cleanSources?: boolean;
  /** True to do the same clean checkout in every snapshot dependency of the chain. */
  cleanSourcesInAllDependencies?: boolean;
  /** True to run every snapshot dependency again; false lets TeamCity reuse [suitable builds](https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html#Suitable+Builds). */
  rebuildAllDependencies?: boolean;
  /** True to run again only the dependencies whose last build failed, failed to start or was canceled; the rest may be reused. */
  rebuildFailedOrIncompleteDependencies?: boolean;
  /** True to put the build first in the queue. */
  queueAtTop?: boolean;
  /** True to fix the changes and versioned settings when queuing; false lets them be picked when an agent takes the build. */
  freezeSettings?: boolean;
  /** True to put the build's `tags` on its dependency builds as well. */
  tagDependencies?: boolean;
  /** Exactly which dependency configurations to run again; meant for when both `rebuildAllDependencies` and `rebuildFailedOrIncompleteDependencies` are false. */
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
 * Builds a locator matched. Each item holds only its basic fields unless the `fields` selection names more.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `builds` (swagger-2025).
 */
export interface Builds {
  href?: string;
  /** Path of the next page; absent on the last one. */
  nextHref?: string;
  /** Path of the previous page; absent on the first one. */
  prevHref?: string;
  build?: Build[];
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
 * A commit TeamCity detected in a VCS root, or a patch uploaded for a personal build. In a list each change has only `id`, `version`, `username`, `date`, `href` and `webUrl` unless the `fields` selection asks for more.
 *
 * TeamCity `change` (swagger-2025).
 */
export interface Change {
  id?: number;
  /** The revision as TeamCity displays it (for Git, the full commit SHA); for a personal patch, a timestamp. */
  version?: string;
  /** The revision as TeamCity stores it, which can differ from `version` for some VCSs. Only with an explicit `fields` selection. */
  internalVersion?: string;
  /** The author's name as the VCS records it. Superseded by `commiter.vcsUsername`, which comes with the matching TeamCity users. */
  username?: string;
  /** The commit time the VCS reports; for a personal patch, when the personal build was run. */
  date?: TeamCityDate;
  /** When TeamCity first recorded the change, usually a little after `date`. Only with an explicit `fields` selection. */
  registrationDate?: TeamCityDate;
  /** Set (true) on a patch uploaded for a personal build; left out for commits from a VCS, even those a personal build ran on. */
  personal?: boolean;
  /** This change's REST path on the server, e.g. `/app/rest/changes/id:834837`. */
  href?: string;
  /** Absolute link to the change's page in the TeamCity UI. */
  webUrl?: string;
  /** The commit message. An XML element, not an attribute. */
  comment?: string;
  /** The TeamCity user matched to the author, sent only when exactly one user matches. Superseded by `commiter.users`. */
  user?: User;
  /** Where the change comes from: `VCS_CHANGE` (the build's own roots) or `SNAPSHOT_DEPENDENCY_VCS_CHANGE` (a build upstream in the chain, listed when the locator has `changesFromDependencies:true`). An XML element. */
  type?: string;
  /** For a `SNAPSHOT_DEPENDENCY_VCS_CHANGE`: the upstream build of the chain that had it. */
  snapshotDependencyLink?: SnapshotDependencyLink;
  /** The files the change touched. */
  files?: FileChanges;
  /** The VCS root instance the change came through; never sent for a personal patch. */
  vcsRootInstance?: VcsRootInstance;
  /** The changes directly before this one: one for an ordinary commit, more for a merge. Only with an explicit `fields` selection. */
  parentChanges?: Changes;
  /** The revisions of those parent changes. Only with an explicit `fields` selection. */
  parentRevisions?: Items;
  /** Extra name/value data the VCS attached to the change (experimental). Only with an explicit `fields` selection. */
  attributes?: Properties;
  /** True when the change is to [versioned settings](https://www.jetbrains.com/help/teamcity/storing-project-settings-in-version-control.html) that affect builds. Only with an explicit `fields` selection. */
  storesProjectSettings?: boolean;
  /** How the change has fared across the server: builds that ran it and their outcome, configurations still pending it, problems and test failures. Only with an explicit `fields` selection. */
  status?: ChangeStatus;
  /** The author: the VCS user name and the TeamCity users it maps to. (TeamCity's spelling of the key.) */
  commiter?: Commiter;
  /** Whether the current user may edit the commit message in TeamCity. Only with an explicit `fields` selection. */
  canEditComment?: boolean;
  /** A change locator; read from posted bodies only, never sent back. */
  locator?: string;
}

/**
 * Counters of what one change has caused across the server: how many builds ran it and how they ended, how many configurations still wait to run it, and the problems and test failures blamed on it.
 *
 * TeamCity `ChangeStatus` (swagger-2025).
 */
export interface ChangeStatus {
  /** Running builds with the change that show no failure so far. */
  runningSuccessfullyBuilds?: number;
  /** Build configurations that have the change among their pending changes and have not built it yet. */
  pendingBuildTypes?: number;
  /** Of the finished builds, those that succeeded. */
  successfulBuilds?: number;
  /** Build problems linked to the change, summed over every configuration and build. */
  totalProblems?: number;
  /** Tests that started failing with the change, over all its builds. */
  newFailedTests?: number;
  /** Tests failing in its builds that were already failing before (new failures not counted). */
  otherFailedTests?: number;
  /** Builds in the queue that include the change. */
  queuedBuildsCount?: number;
  /** Builds with the change that failed in a way TeamCity rates critical. */
  criticalBuilds?: Builds;
  /** Failed builds with the change that TeamCity does not rate critical. */
  notCriticalBuilds?: Builds;
  /** Builds with the change that had new test failures. */
  newTestsFailedBuilds?: Builds;
  /** Builds with the change that broke on a compilation error. */
  compilationErrorBuilds?: Builds;
  /** Running builds with the change, whatever their status so far. */
  runningBuilds?: number;
  /** Of the finished builds, those that failed. */
  failedBuilds?: number;
  /** Of the finished builds, those that were canceled. */
  cancelledBuilds?: number;
  /** Finished builds with the change, whatever their result. */
  finishedBuilds?: number;
}

/**
 * Changes a locator matched, newest first. Each item is in short form unless the `fields` selection names more.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `changes` (swagger-2025).
 */
export interface Changes {
  href?: string;
  /** Path of the next page; absent on the last one. */
  nextHref?: string;
  /** Path of the previous page; absent on the first one. */
  prevHref?: string;
  change?: Change[];
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
 * Who made a change: the name in the VCS and the TeamCity accounts that claim it. (The misspelling is TeamCity's own.)
 *
 * TeamCity `commiter` (swagger-2025).
 */
export interface Commiter {
  /** The author's name as the VCS records it. */
  vcsUsername?: string;
  /** TeamCity users who list `vcsUsername` among their VCS usernames (in their profile). */
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
 * How one run departs from its configuration's defaults, each part as a name-to-value map.
 *
 * TeamCity `customizations` (swagger-2025).
 */
export interface Customizations {
  /** Parameters this run added that its configuration lacks; new values for existing parameters are not listed. */
  parameters?: { [key: string]: string };
  /** The sources it ran on when not the latest: an uploaded patch for a personal build, or an older revision for a history build. */
  changes?: { [key: string]: string };
  /** Artifact dependencies changed for this run; `artifactDependencyChanges` of the Build tells which builds it took them from. */
  artifactDependencies?: { [key: string]: string };
  /** Snapshot dependencies handled differently for this run, e.g. run again instead of reused, or left out. */
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
 * One file a change touched.
 *
 * TeamCity `FileChange` (swagger-2025).
 */
export interface FileChange {
  /** The file's revision before the change. */
  'before-revision'?: string;
  /** The file's revision after the change. */
  'after-revision'?: string;
  /** What happened to the file: `added`, `edited` or `removed`, for example. */
  changeType?: string;
  /** The VCS's own name for that kind of edit. Only with an explicit `fields` selection. */
  changeTypeComment?: string;
  /** Path of the file within the repository. */
  file?: string;
  /** Path of the file relative to the VCS root; often the same as `file`. */
  'relative-file'?: string;
  /** Set (true) when the entry is a directory; left out for files. */
  directory?: boolean;
}

/**
 * The files one change touched (not paged).
 *
 * TeamCity `fileChanges` (swagger-2025).
 */
export interface FileChanges {
  count?: number;
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
 * Where a running build stands (a Build's `running-info`). Sent only while the build runs.
 *
 * TeamCity `progress-info` (swagger-2025).
 */
export interface ProgressInfo {
  /** Percent done, estimated. */
  percentageComplete?: number;
  /** Seconds since the build started on its agent (queue time not counted). */
  elapsedSeconds?: number;
  /** Expected duration of the whole build in seconds: elapsed plus remaining, post-build work included. */
  estimatedTotalSeconds?: number;
  /** Expected seconds still to go. Only with an explicit `fields` selection. */
  leftSeconds?: number;
  /** What the build is doing now: its status and its latest log message. */
  currentStageText?: string;
  /** True when a finished non-personal build already covers the same or newer changes, which makes this one a [history build](https://www.jetbrains.com/help/teamcity/history-build.html). */
  outdated?: boolean;
  /** True when TeamCity suspects a hang: the build has overrun its estimate and has logged nothing for a while. */
  probablyHanging?: boolean;
  /** When the build last wrote to its log. Only with an explicit `fields` selection. */
  lastActivityTime?: TeamCityDate;
  /** For an outdated build: the newer build that makes it outdated. Only with an explicit `fields` selection. */
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
 * The branches TeamCity last saw in a VCS root instance's repository, each with its tip revision.
 *
 * TeamCity `repositoryState` (swagger-2025).
 */
export interface RepositoryState {
  /** When TeamCity took this snapshot of the repository. */
  timestamp?: TeamCityDate;
  count?: number;
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
 * The revision of one VCS root that a build uses.
 *
 * TeamCity `Revision` (swagger-2025).
 */
export interface Revision {
  /** The revision as TeamCity displays it (for Git, the commit SHA). */
  version?: string;
  /** The revision as TeamCity stores it; sent only by servers in internal mode. */
  internalVersion?: string;
  /** The full VCS name of the branch, such as `refs/heads/main`. */
  vcsBranchName?: string;
  /** The VCS root instance the revision belongs to. */
  'vcs-root-instance'?: VcsRootInstance;
  /** The [checkout rules](https://www.jetbrains.com/help/teamcity/vcs-checkout-rules.html) the build applied to this root. Only with an explicit `fields` selection; an XML element. */
  'checkout-rules'?: string;
}

/**
 * The revisions a build uses, one per VCS root (not paged). Posted with a build, it pins the sources to build.
 *
 * TeamCity `Revisions` (swagger-2025).
 */
export interface Revisions {
  count?: number;
  revision?: Revision[];
  /** In a posted build: true makes the build fail when a listed revision cannot be found; false lets it take the latest changes instead. */
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
 * Where in a build chain a change was built, for a change that reached a build through a snapshot dependency.
 *
 * TeamCity `SnapshotDependencyLink` (swagger-2025).
 */
export interface SnapshotDependencyLink {
  /** The upstream build that ran the change. */
  build?: Build;
  /** Configuration of that upstream build. */
  buildType?: BuildType;
  /** The branch that upstream configuration built. Only with an explicit `fields` selection; an XML element. */
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
 * A label on a build. Tags are read and replaced through `/app/rest/builds/<locator>/tags`.
 *
 * TeamCity `tag` (swagger-2025).
 */
export interface Tag {
  /** The tag text. */
  name?: string;
  /** For a private tag, the user who owns it. */
  owner?: User;
  /** Set (true) when only its owner sees the tag. */
  private?: boolean;
}

/**
 * The tags of a build (not paged).
 *
 * TeamCity `tags` (swagger-2025).
 */
export interface Tags {
  count?: number;
  /** TeamCity 8.x sends tag names as plain strings (recorded). */
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
 * What started a build, and when (a Build's `triggered`).
 *
 * TeamCity `TriggeredBy` (swagger-2025).
 */
export interface TriggeredBy {
  /** The kind of trigger: `user` (UI or REST), `vcs`, `schedule`, `snapshotDependency` (a dependent build needed it), `finishBuild` and `retry`, among others. */
  type?: string;
  /** Extra text about the trigger, where there is any. */
  details?: string;
  /** When the build was triggered. */
  date?: TeamCityDate;
  /** The 'Triggered by' line of the UI, naming the user, trigger or upstream build. Only with an explicit `fields` selection. */
  displayText?: string;
  /** TeamCity's internal encoding of `properties`, as one string. */
  rawValue?: string;
  /** The user behind the trigger, directly or through a dependent build. */
  user?: User;
  /** The build that caused this one, e.g. the dependent build of a chain or the build a finish-build trigger watched. */
  build?: Build;
  /** Configuration of that `build`. */
  buildType?: BuildType;
  /** Trigger details as name/value pairs, for internal use. */
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
 * One check of a repository for new changes.
 *
 * TeamCity `VcsCheckStatus` (swagger-2025).
 */
export interface VcsCheckStatus {
  /** Lower case: `scheduled` (waiting to run), `started` (running) or `finished`. */
  status?: string;
  /** Lower case, who asked for the check: `schedule` (regular polling), `build` (before a build starts), `user` (the UI's check for pending changes) or `commit_hook` (a [post-commit hook](https://www.jetbrains.com/help/teamcity/configuring-vcs-post-commit-hooks-for-teamcity.html)). */
  requestorType?: string;
  /** When the check reached this status. */
  timestamp?: TeamCityDate;
}

/**
 * A tag TeamCity set (or tried to set) in a VCS repository on the sources of a build. See https://www.jetbrains.com/help/teamcity/vcs-labeling.html.
 *
 * TeamCity `vcsLabel` (swagger-2025).
 */
export interface VcsLabel {
  /** The label as written to the repository. */
  text?: string;
  /** What went wrong when `status` is `FAILED`. Only with an explicit `fields` selection. */
  failureReason?: string;
  /** Outcome of the labeling: `SUCCESSFUL_SET` (done), `IS_BEING_SET` (in progress), `FAILED` (see `failureReason`), `DISABLED_FOR_THE_ROOT`, `LABELING_NOT_SUPPORTED` (by this VCS) or `UNKNOWN`. */
  status?:
    'UNKNOWN' | 'SUCCESSFUL_SET' | 'IS_BEING_SET' | 'FAILED' | 'DISABLED_FOR_THE_ROOT' | 'LABELING_NOT_SUPPORTED';
  /** ID of the labeled build. */
  buildId?: number;
  /** The VCS root instance whose repository got the label. Only with an explicit `fields` selection. */
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
 * The settings to reach one repository (URL, branch, credentials, ...), owned by a project and attached to build configurations. See https://www.jetbrains.com/help/teamcity/vcs-root.html.
 *
 * TeamCity `vcs-root` (swagger-2025).
 */
export interface VcsRoot {
  /** The external ID; TeamCity derives a default from the project ID and the root's name. */
  id?: string;
  /** TeamCity's internal ID of the root. By default only from servers set to include internal IDs; otherwise name it in `fields`. */
  internalId?: string;
  /** A stable internal identifier of the root; needs permission to edit its project. Only with an explicit `fields` selection. */
  uuid?: string;
  /** The name shown in the UI. */
  name?: string;
  /** The VCS plugin behind the root, e.g. `jetbrains.git`, `svn` or `perforce`. */
  vcsName?: string;
  /** How often TeamCity polls the repository, in seconds; left out when the server's default applies. */
  modificationCheckInterval?: number;
  /** This root's REST path on the server, without host. */
  href?: string;
  /** The project the root belongs to. */
  project?: Project;
  /** The root's settings as name/value pairs: repository URL, default branch, authentication, clean policy and the like (names depend on `vcsName`). */
  properties?: Properties;
  /** The concrete instances of the root. A root whose settings reference no parameters has one, shared by every configuration using it. */
  vcsRootInstances?: VcsRootInstances;
  /** TeamCity's internal identifiers of the repository. Only with an explicit `fields` selection. */
  repositoryIdStrings?: Items;
  /** A VCS root locator; read from posted bodies only, never sent back. */
  locator?: string;
  /** Deprecated; give `project` instead. */
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
 * A VCS root with its parameter references resolved for some build configuration: what TeamCity actually polls. A root without references has a single instance.
 *
 * TeamCity `vcs-root-instance` (swagger-2025).
 */
export interface VcsRootInstance {
  /** Numeric ID of the instance, as a string. */
  id?: string;
  /** External ID of the VcsRoot it comes from. */
  'vcs-root-id'?: string;
  /** Internal ID of that VcsRoot. By default only from servers set to include internal IDs; otherwise name it in `fields`. */
  vcsRootInternalId?: string;
  /** The name of that VcsRoot. */
  name?: string;
  /** The VCS plugin, e.g. `jetbrains.git`. */
  vcsName?: string;
  /** The polling interval in effect, in seconds. */
  modificationCheckInterval?: number;
  /** True when TeamCity learns of new commits from a post-commit hook instead of polling. Only with an explicit `fields` selection. */
  commitHookMode?: boolean;
  /** The last revision TeamCity used from this instance's repository. */
  lastVersion?: string;
  /** Internal form of `lastVersion`. Only with an explicit `fields` selection. */
  lastVersionInternal?: string;
  /** This instance's REST path on the server, without host. */
  href?: string;
  /** The VcsRoot it comes from. */
  'vcs-root'?: VcsRoot;
  /** The latest checks for changes. */
  status?: VcsStatus;
  /** The repository's branches and their tip revisions as last seen. Only with an explicit `fields` selection. */
  repositoryState?: RepositoryState;
  /** The settings actually used, parameter references resolved. */
  properties?: Properties;
  /** TeamCity's internal identifiers of the repository. Only with an explicit `fields` selection. */
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
 * The last two checks of a VCS root instance for new changes.
 *
 * TeamCity `vcsStatus` (swagger-2025).
 */
export interface VcsStatus {
  /** The latest check. */
  current?: VcsCheckStatus;
  /** The check before it. Only with an explicit `fields` selection. */
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
