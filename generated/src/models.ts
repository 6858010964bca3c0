// Generated from spec/models by the teamcity-sdk generator. Do not edit.
import type { TeamCityDate } from './runtime/index.js';

/**
 * A build agent the server knows of, whether connected, enabled and authorized or not. In a list each agent comes in short form (id, name, href) unless `fields` asks for more. See https://www.jetbrains.com/help/teamcity/build-agent.html.
 *
 * TeamCity `agent` (swagger-2025).
 */
export interface Agent {
  /**
   * Numeric agent id, as used in `id:<n>` agent locators.
   *
   * @since 2018.1
   */
  id?: number;
  /**
   * Display name. A cloud agent's name is usually its cloud profile's name with the instance's own name added at the end.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * Id of the agent's type (`AgentType`). A standalone agent has a type to itself; agents started from one cloud image all share theirs.
   *
   * @since 2018.1
   */
  typeId?: number;
  /**
   * `true` while the agent is in contact with the server.
   *
   * @since 2018.1
   */
  connected?: boolean;
  /**
   * `true` when the agent may take new builds; `enabledInfo` says who changed that, when, and until when.
   *
   * @since 2018.1
   */
  enabled?: boolean;
  /**
   * `true` when the server has authorized the agent, so it may run builds here; details in `authorizedInfo`.
   *
   * @since 2018.1
   */
  authorized?: boolean;
  /**
   * `true` when neither `outdated` nor `pluginsOutdated` is set.
   *
   * @since 2018.1
   */
  uptodate?: boolean;
  /**
   * `true` when the agent software itself needs an upgrade. Agents normally upgrade on their own, with nothing for you to do.
   *
   * @since 2023.11
   */
  outdated?: boolean;
  /**
   * `true` when at least one plugin on the agent is older than the server's copy.
   *
   * @since 2023.11
   */
  pluginsOutdated?: boolean;
  /**
   * `true` when the Java on the agent machine is too old for this server.
   *
   * @since 2023.11
   */
  javaOutdated?: boolean;
  /**
   * IP address of the agent machine.
   *
   * @since 2018.1
   */
  ip?: string;
  /**
   * How agent and server talk. `unidirectional` (the default): the agent opens HTTP(S) connections and polls the server for commands. `bidirectional`: the older protocol, unsupported since TeamCity 2021.2 (https://www.jetbrains.com/help/teamcity/upgrade-notes.html#Canceled+bidirectional+agent-server+communication+protocol).
   *
   * @since 2018.1
   */
  protocol?: 'unidirectional' | 'bidirectional';
  /**
   * Agent software version (a build number such as `71499`), or `unknown` while the agent is disconnected. When it differs from `currentAgentVersion` the agent counts as outdated.
   *
   * @since 2018.1
   */
  version?: string;
  /**
   * Agent version this server wants, the same as the server's own build number (`Server.buildNumber`).
   *
   * @since 2023.11
   */
  currentAgentVersion?: string;
  /**
   * When the agent and the server last exchanged anything.
   *
   * @since 2018.1
   */
  lastActivityTime?: TeamCityDate;
  /**
   * Since when the agent has had nothing meaningful to do, e.g. the end of its last build. An agent with no build since its authorization usually shows its `registrationTimestamp` here.
   *
   * @since 2023.11
   */
  idleSinceTime?: TeamCityDate;
  /**
   * Why the agent went away. TeamCity leaves it out while the agent is connected.
   *
   * @since 2018.1
   */
  disconnectionComment?: string;
  /**
   * When this server first authorized the agent.
   *
   * @since 2023.11
   */
  registrationTimestamp?: TeamCityDate;
  /**
   * Host name of the agent machine.
   *
   * @since 2018.1
   */
  host?: string;
  /**
   * CPU benchmark score TeamCity measured on the agent machine; a higher score means a faster CPU (https://www.jetbrains.com/help/teamcity/viewing-build-agent-details.html#Agent+Summary).
   *
   * @since 2023.11
   */
  cpuRank?: number;
  /**
   * Port on the agent machine that the server connects to.
   *
   * @since 2023.11
   */
  port?: number;
  /**
   * REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request).
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * Full URL of the agent's page in the TeamCity UI.
   *
   * @since 2018.1
   */
  webUrl?: string;
  /**
   * The build the agent is running now; absent while it is idle.
   *
   * @since 2018.1
   */
  build?: Build;
  /**
   * Links to the agent's pages in the UI.
   *
   * @since 2018.1
   */
  links?: Links;
  /**
   * Enabled state, with the last change to it (time, user, comment) and, for a temporary change, when it turns back. Change it with `PUT /app/rest/agents/{agentLocator}/enabledInfo` (https://www.jetbrains.com/help/teamcity/rest/agentapi.html#setEnabledInfo).
   *
   * @since 2018.1
   */
  enabledInfo?: EnabledInfo;
  /**
   * Authorization state, with the last change to it: when, by whom, and the comment left.
   *
   * @since 2018.1
   */
  authorizedInfo?: AuthorizedInfo;
  /**
   * Parameters the agent reports: the predefined ones and any custom ones from its configuration file (https://www.jetbrains.com/help/teamcity/rest/manage-typed-parameters.html).
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * For a cloud agent, the cloud machine it runs on: its address, its state (starting, running, stopped...) and any error that keeps it from starting.
   *
   * @since 2023.11
   */
  cloudInstance?: CloudInstance;
  /**
   * For a cloud agent, the image its machine was started from.
   *
   * @since 2023.11
   */
  cloudImage?: CloudImage;
  /**
   * OS type and name of the agent machine.
   *
   * @since 2018.1
   */
  environment?: Environment;
  /**
   * The agent pool this agent is in.
   *
   * @since 2018.1
   */
  pool?: AgentPool;
  /**
   * Whether the agent accepts builds of any build configuration or of a chosen few only.
   *
   * @since 2023.11
   */
  compatibilityPolicy?: CompatibilityPolicy;
  /**
   * Build configurations whose builds this agent can run.
   *
   * @since 2018.1
   */
  compatibleBuildTypes?: BuildTypes;
  /**
   * Build configurations this agent cannot run, each as a `Compatibility` naming the requirements it fails (https://www.jetbrains.com/help/teamcity/rest/compatibility.html).
   *
   * @since 2018.1
   */
  incompatibleBuildTypes?: Compatibilities;
  /**
   * Builds this agent has run.
   *
   * @since 2023.11
   */
  builds?: Builds;
  /**
   * `true` for an agent TeamCity dropped after it stayed inactive too long.
   *
   * @since 2025.x
   */
  removed?: boolean;
  /** @since 2018.1 */
  locator?: string;
}

/**
 * A named group of agents. Only the projects assigned to a pool can run builds on its agents. See https://www.jetbrains.com/help/teamcity/configuring-agent-pools.html.
 *
 * TeamCity `agentPool` (swagger-2025).
 */
export interface AgentPool {
  /**
   * Numeric pool id; the Default pool is `0`.
   *
   * @since 2018.1
   */
  id?: number;
  /** @since 2018.1 */
  name?: string;
  /**
   * REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request).
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * Most agents the pool may hold; absent when it has no limit.
   *
   * @since 2018.1
   */
  maxAgents?: number;
  /**
   * For a project pool, the project that owns it; absent for an ordinary shared pool. See https://www.jetbrains.com/help/teamcity/configuring-agent-pools.html#Agents+Tab.
   *
   * @since 2023.11
   */
  ownerProject?: Project;
  /**
   * Projects assigned to the pool: the only ones whose builds its agents take.
   *
   * @since 2018.1
   */
  projects?: Projects;
  /**
   * Agents in this pool.
   *
   * @since 2018.1
   */
  agents?: Agents;
  /** @since 2018.1 */
  locator?: string;
  /** @since 2023.11 */
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
  /**
   * How many items this page holds: the page size, not a total across pages.
   *
   * @since 2018.1
   */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /**
   * Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * Server-relative URL of the page before this one; absent on the first page.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
  agentPool?: AgentPool[];
}

/**
 * A condition an agent must meet to run the configuration's builds, such as a parameter that `exists` or `equals` a value; see [agent requirements](https://www.jetbrains.com/help/teamcity/agent-requirements.html).
 *
 * TeamCity `agent-requirement` (swagger-2025).
 */
export interface AgentRequirement {
  /**
   * The requirement's ID in its configuration, often the parameter it tests (`teamcity.agent.home.dir`).
   *
   * @since 2018.1
   */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /**
   * The test applied to the parameter: `exists`, `equals`, `contains`, `more-than`, ...
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * True when the requirement is switched off; TeamCity leaves the key out otherwise.
   *
   * @since 2018.1
   */
  disabled?: boolean;
  /**
   * True when the requirement comes from a template rather than the configuration itself.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /** @since 2018.1 */
  href?: string;
  /**
   * The parameter and value tested, as `property-name` and `property-value` entries.
   *
   * @since 2018.1
   */
  properties?: Properties;
}

/**
 * A configuration's agent requirements.
 *
 * TeamCity `agent-requirements` (swagger-2025).
 */
export interface AgentRequirements {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  'agent-requirement'?: AgentRequirement[];
}

/**
 * What all agents of one type have in common: a standalone agent is a type of its own, and the agents started from one cloud image form one type.
 *
 * TeamCity `agentType` (swagger-2025).
 */
export interface AgentType {
  /**
   * `true` for the type of a cloud image's agents, `false` for a standalone agent.
   *
   * @since 2023.11
   */
  isCloud?: boolean;
  /**
   * Configuration parameters only, taken from `availableParameters` (no `env.` or `system.` entries).
   *
   * @since 2023.11
   */
  configurationParameters?: Properties;
  /**
   * `system.` parameters only, taken from `availableParameters`.
   *
   * @since 2023.11
   */
  systemParameters?: Properties;
  /**
   * Environment variables (`env.`) only, taken from `availableParameters`.
   *
   * @since 2023.11
   */
  environmentParameters?: Properties;
  /**
   * Agent parameters a build on such an agent can read; as a rule its `env.` and `system.` ones together.
   *
   * @since 2023.11
   */
  buildParameters?: Properties;
  /**
   * Every parameter, predefined or custom, that agents of this type report.
   *
   * @since 2023.11
   */
  availableParameters?: Properties;
  /**
   * OS of the machines of this type.
   *
   * @since 2023.11
   */
  environment?: Environment;
  /**
   * Name of the standalone agent or cloud image behind this type.
   *
   * @since 2023.11
   */
  name?: string;
  /**
   * Numeric type id, the `typeId` of its agents.
   *
   * @since 2023.11
   */
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
  /** @since 2023.11 */
  href?: string;
  /**
   * Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one.
   *
   * @since 2023.11
   */
  nextHref?: string;
  /**
   * Server-relative URL of the page before this one; absent on the first page.
   *
   * @since 2023.11
   */
  prevHref?: string;
  /** @since 2023.11 */
  agentType?: AgentType[];
  /**
   * How many items this page holds: the page size, not a total across pages.
   *
   * @since 2023.11
   */
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
  /**
   * How many items this page holds: the page size, not a total across pages.
   *
   * @since 2018.1
   */
  count?: number;
  /**
   * Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * Server-relative URL of the page before this one; absent on the first page.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  agent?: Agent[];
}

/**
 * A queued build held back by the [build approval](https://www.jetbrains.com/help/teamcity/build-approval.html) feature, named by its IDs.
 *
 * TeamCity `approvableBuild` (swagger-2025).
 */
export interface ApprovableBuild {
  /**
   * ID of the waiting build, as a string.
   *
   * @since 2025.x
   */
  buildId?: string;
  /**
   * ID of the configuration the waiting build belongs to.
   *
   * @since 2025.x
   */
  buildTypeId?: string;
  /**
   * Display name of that configuration.
   *
   * @since 2025.x
   */
  buildTypeName?: string;
}

/**
 * Where a queued build stands with its [build approval](https://www.jetbrains.com/help/teamcity/build-approval.html) rules: who must still approve it, who already has, and until when. `buildQueue.getApprovalInfo` and `buildQueue.approveQueuedBuild` return it; a build's `approvalInfo` field holds it too.
 *
 * TeamCity `approvalInfo` (swagger-2025).
 */
export interface ApprovalInfo {
  /**
   * When TeamCity cancels the build if it still lacks approvals, fixed when the build was queued; `yyyyMMdd'T'HHmmssZ`, read it with `parseTeamCityDate`.
   *
   * @since 2023.11
   */
  timeoutTimestamp?: TeamCityDate;
  /**
   * Whether the users and groups the approval rules name make a valid set-up.
   *
   * @since 2023.11
   */
  configurationValid?: boolean;
  /**
   * Rules naming one user each, with whether that user has approved yet.
   *
   * @since 2023.11
   */
  userApprovals?: UserApprovals;
  /**
   * Rules asking for a number of approvals from the members of one group.
   *
   * @since 2023.11
   */
  groupApprovals?: GroupApprovals;
  /**
   * Rules that mix users and groups with one shared count of approvals needed.
   *
   * @since 2025.x
   */
  compositeApprovals?: CompositeApprovals;
  /**
   * The builds whose approval rules make this one wait (in a chain, it can be another build of the chain).
   *
   * @since 2025.x
   */
  approvalReasons?: ApprovableBuild[];
  /**
   * Other builds of the same chain, up- or downstream, that also wait for approval, grouped by the build that makes them wait.
   *
   * @since 2025.x
   */
  buildChainBuilds?: BuildsWithReason[];
  /**
   * Whether the user this client authenticates as may approve the build.
   *
   * @since 2023.11
   */
  canBeApprovedByCurrentUser?: boolean;
  /**
   * `waitingForApproval` while it sits in the queue; `approved` once enough approvals came in; `timedOut` when `timeoutTimestamp` passed first (TeamCity cancels it); `canceled` when someone canceled it while it waited.
   *
   * @since 2023.11
   */
  status?: 'waitingForApproval' | 'approved' | 'timedOut' | 'canceled';
}

/**
 * A configuration's artifact dependencies.
 *
 * TeamCity `artifact-dependencies` (swagger-2025).
 */
export interface ArtifactDependencies {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  'artifact-dependency'?: ArtifactDependency[];
  /** @since 2018.1 */
  replace?: string;
}

/**
 * Files a configuration takes from the builds of another one before its own build runs; see [artifact dependencies](https://www.jetbrains.com/help/teamcity/artifact-dependencies.html).
 *
 * TeamCity `artifact-dependency` (swagger-2025).
 */
export interface ArtifactDependency {
  /**
   * The dependency's ID in its configuration (`0`, `ARTIFACT_DEPENDENCY_1`).
   *
   * @since 2018.1
   */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /**
   * Always `artifact_dependency`.
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * True when the dependency is switched off; TeamCity leaves the key out otherwise.
   *
   * @since 2018.1
   */
  disabled?: boolean;
  /**
   * True when the dependency comes from a template rather than the configuration itself.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /** @since 2018.1 */
  href?: string;
  /**
   * What to fetch and from which build: `pathRules`, `revisionName`/`revisionValue` (`lastSuccessful`, a build number, a tag), `cleanDestinationDirectory`.
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * The configuration whose builds publish the files.
   *
   * @since 2018.1
   */
  'source-buildType'?: BuildType;
}

/**
 * One file a build fetched through an [artifact dependency](https://www.jetbrains.com/help/teamcity/artifact-dependencies.html), and when.
 *
 * TeamCity `ArtifactDownloadInfo` (swagger-2025).
 */
export interface ArtifactDownloadInfo {
  /**
   * Where the file sits among the artifacts of the upstream build that published it.
   *
   * @since 2023.11
   */
  path?: string;
  /**
   * When the file was fetched; `yyyyMMdd'T'HHmmssZ`, read it with `parseTeamCityDate`.
   *
   * @since 2023.11
   */
  downloadTimestamp?: TeamCityDate;
}

/**
 * The kind of action an `AuditEvent` records: its id, name and text pattern.
 *
 * TeamCity `auditAction` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuditAction {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  id?: string;
  /** @since 2023.11 */
  pattern?: string;
}

/**
 * One entry of the audit log: who did what, when, to which entities. See https://www.jetbrains.com/help/teamcity/tracking-user-actions.html.
 *
 * TeamCity `auditEvent` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuditEvent {
  /** @since 2023.11 */
  id?: string;
  /** @since 2023.11 */
  timestamp?: string;
  /** @since 2023.11 */
  comment?: string;
  /** @since 2023.11 */
  action?: AuditAction;
  /** @since 2023.11 */
  relatedEntities?: RelatedEntities;
  /** @since 2023.11 */
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
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  nextHref?: string;
  /** @since 2023.11 */
  prevHref?: string;
  /** @since 2023.11 */
  href?: string;
  /** @since 2023.11 */
  auditEvent?: AuditEvent[];
}

/**
 * One login module and its settings.
 *
 * TeamCity `AuthModule` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuthModule {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  properties?: Properties;
}

/**
 * Login modules configured on the server.
 *
 * TeamCity `AuthModules` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuthModules {
  /** @since 2023.11 */
  module?: AuthModule[];
}

/**
 * What tokens to create: how many, and how long each lives (`timeToLiveSeconds`).
 *
 * TeamCity `authorizationTokensRequirements` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface AuthorizationTokensRequirements {
  /** @since 2025.x */
  timeToLiveSeconds?: number;
  /** @since 2025.x */
  count?: number;
}

/**
 * An agent's authorization state and the last change to it.
 *
 * TeamCity `authorizedInfo` (swagger-2025).
 */
export interface AuthorizedInfo {
  /**
   * `true` while the agent is authorized.
   *
   * @since 2018.1
   */
  status?: boolean;
  /**
   * Who last changed the state, when, and what they wrote. TeamCity fills in the time and user itself; they cannot be set.
   *
   * @since 2018.1
   */
  comment?: Comment;
}

/** TeamCity `BackupProcess` (swagger-2018.1). */
export interface BackupProcess {
  /** @since 2018.1 */
  briefInfo?: BackupProcessInfo;
  /** @since 2018.1 */
  progressInfo?: BackupProgressInfo;
  /** @since 2018.1 */
  processKind?: 'Backup' | 'Restore' | 'Cleanup';
  /** @since 2018.1 */
  exceptions?: Exception[];
  /** @since 2018.1 */
  progressStatus?: 'Running' | 'Cancelling' | 'Cancelled' | 'Finished' | 'Fault';
  /** @since 2018.1 */
  processId?: number;
  /** @since 2018.1 */
  finished?: boolean;
}

/** TeamCity `BackupProcessInfo` (swagger-2018.1). */
export interface BackupProcessInfo {
  /** @since 2018.1 */
  startTimestamp?: string;
  /** @since 2018.1 */
  finishTimestamp?: string;
  /** @since 2018.1 */
  fileSize?: number;
  /** @since 2018.1 */
  status?: 'Running' | 'Cancelling' | 'Cancelled' | 'Finished' | 'Fault';
  /** @since 2018.1 */
  id?: number;
  /** @since 2018.1 */
  fileName?: string;
}

/** TeamCity `BackupProcessManager` (swagger-2018.1). */
export interface BackupProcessManager {
  /** @since 2018.1 */
  currentBackupProcess?: BackupProcess;
}

/** TeamCity `ProgressInfo` (swagger-2018.1). TeamCity 2018.1 names it ProgressInfo, as it names the running build's progress-info. */
export interface BackupProgressInfo {
  /** @since 2018.1 */
  done?: number;
  /** @since 2018.1 */
  estimated?: number;
  /** @since 2018.1 */
  phase?: string;
  /** @since 2018.1 */
  estimatedHumanized?: string;
  /** @since 2018.1 */
  doneHumanized?: string;
  /** @since 2018.1 */
  percent?: number;
}

/**
 * One branch as TeamCity knows it, of a build configuration or of a build's sources. How TeamCity names and filters branches: https://www.jetbrains.com/help/teamcity/working-with-feature-branches.html.
 *
 * TeamCity `branch` (swagger-2025).
 */
export interface Branch {
  /**
   * The logical name the UI shows, such as `main` or `feature/login`; the full ref (`refs/heads/main`) is a Revision's `vcsBranchName`.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * `<default>` for the default branch, else the branch name. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  internalName?: string;
  /**
   * Set (true) on the build configuration's default branch; left out for the others.
   *
   * @since 2018.1
   */
  default?: boolean;
  /**
   * Set (true) when TeamCity could not tell which branch a build ran on; left out otherwise.
   *
   * @since 2018.1
   */
  unspecified?: boolean;
  /**
   * Whether the branch counts as active: it saw a build within the last day or a commit within the last week (by default).
   *
   * @since 2018.1
   */
  active?: boolean;
  /**
   * When the branch last saw a build or a commit, whichever is later.
   *
   * @since 2018.1
   */
  lastActivity?: TeamCityDate;
  /**
   * True for the UI's automatic 'My Branches' group rather than a real branch. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  groupFlag?: boolean;
  /**
   * Builds on this branch; narrow it with `$locator(...)` inside the `fields` selection.
   *
   * @since 2018.1
   */
  builds?: Builds;
}

/**
 * A branch of a repository with the revision at its tip: the Branch fields plus `version`. Items of a RepositoryState.
 *
 * TeamCity `branchVersion` (swagger-2025).
 */
export interface BranchVersion {
  /**
   * Revision at the tip of the branch (for Git, the full commit SHA).
   *
   * @since 2018.1
   */
  version?: string;
  /**
   * Set (true) when TeamCity could not tell which branch this is; left out otherwise.
   *
   * @since 2018.1
   */
  unspecified?: boolean;
  /**
   * True for the UI's automatic 'My Branches' group rather than a real branch.
   *
   * @since 2023.11
   */
  groupFlag?: boolean;
  /**
   * Builds on this branch.
   *
   * @since 2018.1
   */
  builds?: Builds;
  /**
   * When the branch last saw a build or a commit, as `yyyyMMdd'T'HHmmssZ` text (`parseTeamCityDate` reads it).
   *
   * @since 2018.1
   */
  lastActivity?: string;
  /**
   * The logical branch name, such as `main`; the full ref is a Revision's `vcsBranchName`.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * Set (true) on the default branch; left out for the others.
   *
   * @since 2018.1
   */
  default?: boolean;
  /**
   * Whether the branch saw a build within the last day or a commit within the last week (the default thresholds).
   *
   * @since 2018.1
   */
  active?: boolean;
  /**
   * `<default>` for the default branch, else the branch name.
   *
   * @since 2018.1
   */
  internalName?: string;
}

/**
 * The branches a branch locator matched (not paged).
 *
 * TeamCity `branches` (swagger-2025).
 */
export interface Branches {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  branch?: Branch[];
}

/**
 * One run of a build configuration, in any of its lifecycle stages: queued, running or finished. Which fields come back depends on the stage (a queued build has no `number`, `status` or `agent`) and on the `fields` selection: a single build comes with most fields by default, while a list holds the short form (`id`, `buildTypeId`, `number`, `status`, `state`, `branchName`, `href`, `webUrl` and the flags that are true).
 *
 * TeamCity `build` (swagger-2025).
 */
export interface Build {
  /** @since 2018.1 */
  id?: number;
  /**
   * The build promotion's ID, which equals `id` on current servers. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  taskId?: number;
  /**
   * External ID of the build configuration this build belongs to (`buildType` holds the whole configuration).
   *
   * @since 2018.1
   */
  buildTypeId?: string;
  /**
   * TeamCity's internal ID of the build configuration, for its own use; rely on `buildTypeId`. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  buildTypeInternalId?: string;
  /**
   * The build number as the configuration's number format produced it; text, not necessarily numeric. Left out while the build is queued; `N/A` for a build canceled before it ever started.
   *
   * @since 2018.1
   */
  number?: string;
  /**
   * `SUCCESS`, `FAILURE` (failed, or failed to start) or `UNKNOWN` (canceled). While running it tells whether the build is failing so far; left out while queued. See also `statusText`.
   *
   * @since 2018.1
   */
  status?: string;
  /**
   * Lifecycle stage: `queued`, `running` or `finished`; `deleted` for a build that was just deleted.
   *
   * @since 2018.1
   */
  state?: 'queued' | 'finished' | 'running' | 'deleted' | 'unknown';
  /**
   * Deprecated in favour of `state`. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  running?: boolean;
  /**
   * Set (true) on a [composite build](https://www.jetbrains.com/help/teamcity/composite-build-configuration.html), which only aggregates the results of its dependencies; left out otherwise.
   *
   * @since 2018.1
   */
  composite?: boolean;
  /**
   * Set (true) when TeamCity dropped the build from the queue on its own, for example after an error or an [approval](https://www.jetbrains.com/help/teamcity/cloud/build-approval.html) that timed out; a build a user canceled does not get it.
   *
   * @since 2018.1
   */
  failedToStart?: boolean;
  /**
   * Set (true) on a [personal build](https://www.jetbrains.com/help/teamcity/personal-build.html); left out on regular builds.
   *
   * @since 2018.1
   */
  personal?: boolean;
  /**
   * Deprecated: read `running-info.percentageComplete`. Only while running.
   *
   * @since 2018.1
   */
  percentageComplete?: number;
  /**
   * Logical name of the VCS branch the build ran on (`main`, not `refs/heads/main`); left out when the build has no branch.
   *
   * @since 2018.1
   */
  branchName?: string;
  /**
   * Set (true) when the build ran on the VCS root's default branch.
   *
   * @since 2018.1
   */
  defaultBranch?: boolean;
  /**
   * Set (true) when TeamCity could not determine the branch, whose name is then `<unspecified>`.
   *
   * @since 2018.1
   */
  unspecifiedBranch?: boolean;
  /**
   * Set (true) on a [history build](https://www.jetbrains.com/help/teamcity/history-build.html): it ran on older changes than a build already finished.
   *
   * @since 2018.1
   */
  history?: boolean;
  /**
   * Set (true) while the build is [pinned](https://www.jetbrains.com/help/teamcity/build-actions.html#Pin+Build) and so kept by clean-up; who pinned it is in `pinInfo`.
   *
   * @since 2018.1
   */
  pinned?: boolean;
  /**
   * This build's REST path on the server (no host), e.g. `/app/rest/builds/id:42`.
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * Absolute link to the build's page in the TeamCity UI.
   *
   * @since 2018.1
   */
  webUrl?: string;
  /**
   * Place in the queue while queued, a momentary value (0 when starting). Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  queuePosition?: number;
  /**
   * How many changes the UI counts for this build, capped at its display limit (limit + 1 means more). Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  limitedChangesCount?: number;
  /**
   * Absolute path of the artifacts folder on the server's disk; needs the permission to view server settings. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  artifactsDirectory?: string;
  /**
   * Web links to the build's pages. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  links?: Links;
  /**
   * The one-line result the UI shows, e.g. `Tests passed: 120` or `Compilation error`. Left out while queued; an XML element, not an attribute.
   *
   * @since 2018.1
   */
  statusText?: string;
  /**
   * The build configuration, with the fields its own selection asks for.
   *
   * @since 2018.1
   */
  buildType?: BuildType;
  /**
   * The comment on the build (text, author and time), if anyone left one.
   *
   * @since 2018.1
   */
  comment?: Comment;
  /**
   * The build's [tags](https://www.jetbrains.com/help/teamcity/build-actions.html#Add+Tags+to+Build).
   *
   * @since 2018.1
   */
  tags?: Tags;
  /**
   * Who pinned the build, when and why; only on pinned builds.
   *
   * @since 2018.1
   */
  pinInfo?: Comment;
  /**
   * For a personal build, the user it belongs to.
   *
   * @since 2018.1
   */
  user?: User;
  /**
   * Queued builds only: when TeamCity expects it to start, in `yyyyMMdd'T'HHmmssZ` form (`parseTeamCityDate` reads it). An XML element.
   *
   * @since 2018.1
   */
  startEstimate?: string;
  /**
   * Queued builds only: the main reason it is still waiting, as the UI shows it (the full list is `queuedWaitReasons`). An XML element.
   *
   * @since 2018.1
   */
  waitReason?: string;
  /**
   * Queued builds only: when TeamCity expects it to finish, in `yyyyMMdd'T'HHmmssZ` form. An XML element.
   *
   * @since 2023.11
   */
  finishEstimate?: string;
  /**
   * Queued builds only: the build this one waits for. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  delayedByBuild?: Build;
  /**
   * Queued builds only: the agent TeamCity expects to run it (`compatibleAgents` lists every candidate). Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  plannedAgent?: Agent;
  /**
   * For a build that waits for [approval](https://www.jetbrains.com/help/teamcity/cloud/build-approval.html): the rules, who approved it and the timeout.
   *
   * @since 2023.11
   */
  approvalInfo?: ApprovalInfo;
  /**
   * Progress of a running build: percentage, elapsed and remaining seconds, current stage, whether it looks hung. Not sent for queued or finished builds.
   *
   * @since 2018.1
   */
  'running-info'?: ProgressInfo;
  /**
   * On a canceled build: who canceled it, when, and their comment.
   *
   * @since 2018.1
   */
  canceledInfo?: Comment;
  /**
   * When the build entered the queue, in the server's time zone.
   *
   * @since 2018.1
   */
  queuedDate?: TeamCityDate;
  /**
   * When an agent began the build (left out while queued); the server's local time with its UTC offset, e.g. `20241001T155514+0200`.
   *
   * @since 2018.1
   */
  startDate?: TeamCityDate;
  /**
   * When the build ended: finished, failed or canceled. Left out until then.
   *
   * @since 2018.1
   */
  finishDate?: TeamCityDate;
  /**
   * What started the build (a user, a trigger, a dependency) and when.
   *
   * @since 2018.1
   */
  triggered?: TriggeredBy;
  /**
   * Just the newest of the build's changes.
   *
   * @since 2018.1
   */
  lastChanges?: Changes;
  /**
   * The VCS changes in this build. By default only an `href` to follow; ask for `changes(change(...))` in `fields` to get them inline.
   *
   * @since 2018.1
   */
  changes?: Changes;
  /**
   * For the build of a pipeline run: the run with its pipeline and its jobs' builds; left out for other builds. (From hand.) Read by JetBrains/teamcity-cli api/pipelines.go GetBuildPipelineRun (fields pipelineRun(number,pipeline(id,name),jobs(count,job(id,name,build(id))))); pipelines came in TeamCity 2025.07.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  pipelineRun?: PipelineRun;
  /**
   * The revision of each VCS root the build uses. In a body posted to the queue, set these to build specific sources.
   *
   * @since 2018.1
   */
  revisions?: Revisions;
  /**
   * Revision of the [versioned settings](https://www.jetbrains.com/help/teamcity/storing-project-settings-in-version-control.html) the build used, where the project keeps its settings in VCS.
   *
   * @since 2018.1
   */
  versionedSettingsRevision?: Revision;
  /**
   * For each artifact dependency, which source build this build took artifacts from compared with the previous build. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  artifactDependencyChanges?: BuildChanges;
  /**
   * The agent running or having run the build; left out while queued.
   *
   * @since 2018.1
   */
  agent?: Agent;
  /**
   * Queued builds only: the agents able to run it. By default only an `href`.
   *
   * @since 2018.1
   */
  compatibleAgents?: Agents;
  /**
   * Queued builds only: [cloud images](https://www.jetbrains.com/help/teamcity/teamcity-integration-with-cloud-solutions.html) whose agents could run it. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  compatibleCloudImages?: CloudImages;
  /**
   * The build's test runs: counters (passed, failed, muted, ...) and, when selected, the tests themselves.
   *
   * @since 2018.1
   */
  testOccurrences?: TestOccurrences;
  /**
   * The build problems reported in this build (non-test failures such as a non-zero exit code).
   *
   * @since 2018.1
   */
  problemOccurrences?: ProblemOccurrences;
  /**
   * The build's published artifacts; by default an `href` to the listing. Downloading: https://www.jetbrains.com/help/teamcity/rest/manage-finished-builds.html#Get+Build+Artifacts.
   *
   * @since 2018.1
   */
  artifacts?: Files;
  /**
   * Issue-tracker issues mentioned in the build's changes. By default only an `href`.
   *
   * @since 2018.1
   */
  relatedIssues?: IssuesUsages;
  /**
   * Parameters the build was asked to run with, e.g. those set in a custom run or posted to the queue.
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * All parameters with the values the agent reported at the end of the build. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  resultingProperties?: Properties;
  /**
   * Parameters as the configuration defines them, before any customization of this run. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  originalProperties?: Properties;
  /**
   * All parameters with the values the agent reported when the build started. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  startProperties?: Properties;
  /**
   * Name/value attributes of the build, such as `teamcity.cleanSources`.
   *
   * @since 2018.1
   */
  attributes?: Entries;
  /**
   * The build's statistic values (`BuildDuration`, `ArtifactsSize`, `TimeSpentInQueue`, ...); by default an `href` to them.
   *
   * @since 2018.1
   */
  statistics?: Properties;
  /**
   * Metadata entries that plugins stored with the build. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  metadata?: Datas;
  /**
   * Every build of the chain this one depends on through snapshot dependencies, direct or not (empty for the first build of a chain).
   *
   * @since 2018.1
   */
  'snapshot-dependencies'?: Builds;
  /**
   * The builds this one took artifacts from.
   *
   * @since 2018.1
   */
  'artifact-dependencies'?: Builds;
  /**
   * Artifact dependencies set for this run only, in place of the configuration's. Used when posting a build to the queue.
   *
   * @since 2018.1
   */
  'custom-artifact-dependencies'?: ArtifactDependencies;
  /**
   * Internal. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  settingsHash?: string;
  /**
   * Internal. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  currentSettingsHash?: string;
  /**
   * Internal. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  modificationId?: string;
  /**
   * Internal. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  chainModificationId?: string;
  /**
   * Internal. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  replacementIds?: Items;
  /**
   * Experimental. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  related?: Related;
  /**
   * Options for a build posted to the queue (move to the top, clean checkout, rebuild dependencies, ...). Sent in request bodies only.
   *
   * @since 2018.1
   */
  triggeringOptions?: BuildTriggeringOptions;
  /**
   * True when some dependent build [reused](https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html#Suitable+Builds) this build instead of starting a fresh one. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  usedByOtherBuilds?: boolean;
  /**
   * Who last changed the build's status, and their note; may go away, prefer `canceledInfo`, `approvalInfo` and the like. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  statusChangeComment?: Comment;
  /**
   * The [VCS labels](https://www.jetbrains.com/help/teamcity/vcs-labeling.html) put on the build's sources, with the outcome of each.
   *
   * @since 2023.11
   */
  vcsLabels?: VcsLabel[];
  /**
   * Set (true) while a running build has [released its agent](https://www.jetbrains.com/help/teamcity/detaching-build-from-agent.html) and continues without it.
   *
   * @since 2023.11
   */
  detachedFromAgent?: boolean;
  /**
   * When the build finished on its agent; `finishDate` is when TeamCity marked it finished, later for a build detached from its agent (see `detachedFromAgent`).
   *
   * @since 2023.11
   */
  finishOnAgentDate?: TeamCityDate;
  /**
   * Set (true) when this run differs from a default run of its configuration: other parameters, dependencies or revisions.
   *
   * @since 2023.11
   */
  customized?: boolean;
  /**
   * What sets this run apart from a default one (see `customized`).
   *
   * @since 2023.11
   */
  customization?: Customizations;
  /**
   * True while TeamCity is still collecting the build's changes from VCS. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  changesCollectingInProgress?: boolean;
  /**
   * Every reason the build waited (or still waits) in the queue, each with the time spent on it; `waitReason` is the current main one. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  queuedWaitReasons?: Properties;
  /**
   * Which artifact files the build downloaded from its dependencies, per source build. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  downloadedArtifacts?: DownloadedArtifacts;
  /**
   * For a [matrix build](https://www.jetbrains.com/help/teamcity/matrix-build.html): its parameter combinations and the builds run for them.
   *
   * @since 2023.11
   */
  matrixConfiguration?: MatrixConfiguration;
  /**
   * For a history build: the latest finished build on the same sources. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  firstBuildWithSameChanges?: Build;
  /**
   * The [external executor](https://www.jetbrains.com/help/teamcity/external-kubernetes-agents.html) that ran the build, by name.
   *
   * @since 2025.x
   */
  executor?: BuildExecutor;
  /**
   * A build locator; read from posted bodies only (referring to an existing build), never sent back.
   *
   * @since 2018.1
   */
  locator?: string;
}

/**
 * The body that cancels a build: POST it to `/app/rest/buildQueue/<locator>` for a queued build or to `/app/rest/builds/<locator>` for a running one.
 *
 * TeamCity `buildCancelRequest` (swagger-2025).
 */
export interface BuildCancelRequest {
  /**
   * Why the build is canceled; it shows up in the build's `canceledInfo.text`.
   *
   * @since 2018.1
   */
  comment?: string;
  /**
   * True to put an equivalent build back into the queue right after canceling this one.
   *
   * @since 2018.1
   */
  readdIntoQueue?: boolean;
}

/**
 * For a build that takes artifacts from another configuration: which source build it used, next to the source build its predecessor used. Tells whether the artifacts changed between two consecutive builds.
 *
 * TeamCity `buildChange` (swagger-2025).
 */
export interface BuildChange {
  /**
   * The source build the inspected build took its artifacts from.
   *
   * @since 2018.1
   */
  nextBuild?: Build;
  /**
   * The source build the previous consuming build took them from, when that was a different one.
   *
   * @since 2018.1
   */
  prevBuild?: Build;
}

/**
 * One BuildChange per artifact dependency (not paged).
 *
 * TeamCity `buildChanges` (swagger-2025).
 */
export interface BuildChanges {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  buildChange?: BuildChange[];
}

/**
 * Something other than a TeamCity agent that ran a build.
 *
 * TeamCity `BuildExecutor` (swagger-2025).
 */
export interface BuildExecutor {
  /**
   * Name of that external executor.
   *
   * @since 2025.x
   */
  name?: string;
}

/**
 * Body that changes a build's status to `SUCCESS` or `FAILURE`, with a comment, the way the UI's mark-as-failed and mark-as-successful actions do (`POST /app/rest/builds/{buildLocator}/status`).
 *
 * TeamCity `BuildStatusUpdate` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface BuildStatusUpdate {
  /** @since 2023.11 */
  status?: string;
  /** @since 2023.11 */
  comment?: string;
}

/**
 * How a trigger changes the builds it starts (a trigger's `buildCustomization`).
 *
 * TeamCity `BuildTriggerCustomization` (swagger-2025).
 */
export interface BuildTriggerCustomization {
  /**
   * Whether the agent wipes the checkout directory and checks the sources out afresh.
   *
   * @since 2023.11
   */
  enforceCleanCheckout?: boolean;
  /**
   * Whether that clean checkout also happens in every snapshot dependency of the build.
   *
   * @since 2023.11
   */
  enforceCleanCheckoutForDependencies?: boolean;
  /**
   * Parameter values the triggered builds get instead of the configuration's own.
   *
   * @since 2023.11
   */
  parameters?: Properties;
}

/**
 * How to start a build posted to the queue (as `triggeringOptions` of the Build body): the choices of the UI's [Run Custom Build](https://www.jetbrains.com/help/teamcity/running-custom-build.html) dialog.
 *
 * TeamCity `buildTriggeringOptions` (swagger-2025).
 */
export interface BuildTriggeringOptions {
  /**
   * True to wipe the agent's checkout directory and fetch every file again.
   *
   * @since 2018.1
   */
  cleanSources?: boolean;
  /**
   * True to do the same clean checkout in every snapshot dependency of the chain.
   *
   * @since 2018.1
   */
  cleanSourcesInAllDependencies?: boolean;
  /**
   * True to run every snapshot dependency again; false lets TeamCity reuse [suitable builds](https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html#Suitable+Builds).
   *
   * @since 2018.1
   */
  rebuildAllDependencies?: boolean;
  /**
   * True to run again only the dependencies whose last build failed, failed to start or was canceled; the rest may be reused.
   *
   * @since 2023.11
   */
  rebuildFailedOrIncompleteDependencies?: boolean;
  /**
   * True to put the build first in the queue.
   *
   * @since 2018.1
   */
  queueAtTop?: boolean;
  /**
   * True to fix the changes and versioned settings when queuing; false lets them be picked when an agent takes the build.
   *
   * @since 2018.1
   */
  freezeSettings?: boolean;
  /**
   * True to put the build's `tags` on its dependency builds as well.
   *
   * @since 2018.1
   */
  tagDependencies?: boolean;
  /**
   * Exactly which dependency configurations to run again; meant for when both `rebuildAllDependencies` and `rebuildFailedOrIncompleteDependencies` are false.
   *
   * @since 2018.1
   */
  rebuildDependencies?: BuildTypes;
}

/**
 * A build configuration of a project, or a template (`templateFlag`): what builds run, where, and when. A list gives each only a few fields; a single one comes with its settings, while some fields come only when named in `fields`.
 *
 * TeamCity `buildType` (swagger-2025).
 */
export interface BuildType {
  /**
   * The external ID, used in locators (`id:App_Build`). TeamCity proposes the project's ID and the configuration's name joined by `_`; it can be changed.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * TeamCity's own permanent ID (`bt42`), kept when the external ID changes. Left out unless named in `fields`.
   *
   * @since 2018.1
   */
  internalId?: string;
  /**
   * The name shown in the UI; unique within the project.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * True for a template, false (or left out) for a build configuration. The templates a configuration uses are in `templates`.
   *
   * @since 2018.1
   */
  templateFlag?: boolean;
  /**
   * `regular`, `composite` (it runs no steps and shows the results of its snapshot dependencies) or `deployment`; see [configuration types](https://www.jetbrains.com/help/teamcity/changing-build-configuration-type.html).
   *
   * @since 2018.1
   */
  type?: 'regular' | 'composite' | 'deployment';
  /**
   * True while the configuration is paused: triggers start no builds, though one can still be queued by hand. Change it with `PUT …/paused` and a `true` or `false` text body.
   *
   * @since 2018.1
   */
  paused?: boolean;
  /**
   * A permanent unique ID TeamCity keeps for the configuration across moves and renames. Left out unless named in `fields`.
   *
   * @since 2018.1
   */
  uuid?: string;
  /**
   * The free-text description; left out when there is none.
   *
   * @since 2018.1
   */
  description?: string;
  /**
   * The name of the project it belongs to.
   *
   * @since 2018.1
   */
  projectName?: string;
  /**
   * The external ID of the project it belongs to.
   *
   * @since 2018.1
   */
  projectId?: string;
  /**
   * TeamCity's own permanent ID of that project (`project12`). Left out unless named in `fields`.
   *
   * @since 2018.1
   */
  projectInternalId?: string;
  /** @since 2018.1 */
  href?: string;
  /**
   * The configuration's page in the TeamCity UI.
   *
   * @since 2018.1
   */
  webUrl?: string;
  /**
   * For a template only: true when it extends another template (possible from Kotlin DSL settings only).
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /**
   * Links to the configuration's pages in the UI (view, edit).
   *
   * @since 2018.1
   */
  links?: Links;
  /**
   * The project it belongs to.
   *
   * @since 2018.1
   */
  project?: Project;
  /**
   * Every template the configuration is based on, in order.
   *
   * @since 2018.1
   */
  templates?: BuildTypes;
  /**
   * The first of `templates`: servers from before a configuration could have several templates send this instead.
   *
   * @since 2018.1
   */
  template?: BuildType;
  /**
   * The VCS roots attached, each with its checkout rules.
   *
   * @since 2018.1
   */
  'vcs-root-entries'?: VcsRootEntries;
  /**
   * Options of the configuration by name (`buildNumberCounter`, `branchFilter`, `artifactRules`, `executionTimeoutMin`, ...); newer servers list only those changed from their defaults.
   *
   * @since 2018.1
   */
  settings?: Properties;
  /**
   * The configuration's parameters, those it inherits from its projects and templates included (marked `inherited`).
   *
   * @since 2018.1
   */
  parameters?: Properties;
  /**
   * Parameters that dependent configurations of the chain read as `dep.<configuration ID>.<name>`. When the configuration shares all of its parameters with dependents, they are not repeated here.
   *
   * @since 2025.x
   */
  'output-parameters'?: Properties;
  /**
   * The build steps, switched off ones included.
   *
   * @since 2018.1
   */
  steps?: Steps;
  /**
   * The build features, switched off ones included.
   *
   * @since 2018.1
   */
  features?: Features;
  /**
   * What starts builds on its own: VCS changes, schedules, finished dependencies... A paused configuration ignores them.
   *
   * @since 2018.1
   */
  triggers?: Triggers;
  /**
   * The configurations whose builds must run on the same sources, and finish, before this one's build.
   *
   * @since 2018.1
   */
  'snapshot-dependencies'?: SnapshotDependencies;
  /**
   * The files this configuration takes from other configurations' builds.
   *
   * @since 2018.1
   */
  'artifact-dependencies'?: ArtifactDependencies;
  /**
   * The explicit agent requirements; those the build steps add on their own are not listed.
   *
   * @since 2018.1
   */
  'agent-requirements'?: AgentRequirements;
  /**
   * The branches the configuration can build: the branch specifications of its VCS roots narrowed by its branch filter (the `branchFilter` setting).
   *
   * @since 2018.1
   */
  branches?: Branches;
  /**
   * The configuration's builds. A full answer gives only a link (`href`) here; select the items to get them (`builds(build(id,number,status))`).
   *
   * @since 2018.1
   */
  builds?: Builds;
  /**
   * Investigations opened on the configuration as a whole, not those of a single test or problem. A full answer gives only a link (`href`) here.
   *
   * @since 2018.1
   */
  investigations?: Investigations;
  /**
   * The agents that meet the configuration's requirements. A full answer gives only a link (`href`) here.
   *
   * @since 2018.1
   */
  compatibleAgents?: Agents;
  /**
   * The cloud images whose agents would meet the configuration's requirements.
   *
   * @since 2023.11
   */
  compatibleCloudImages?: CloudImages;
  /**
   * The VCS root instances the configuration uses: its roots with the configuration's parameters resolved.
   *
   * @since 2018.1
   */
  vcsRootInstances?: VcsRootInstances;
  /**
   * For TeamCity's own use; no meaning for clients.
   *
   * @since 2023.11
   */
  externalStatusAllowed?: boolean;
  /**
   * Who last paused or resumed the configuration, when, and with what comment.
   *
   * @since 2018.1
   */
  pauseComment?: Comment;
  /** @since 2018.1 */
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
  /**
   * How many items this page holds.
   *
   * @since 2018.1
   */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /**
   * The path of the next page; absent on the last one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * The path of the previous page; absent on the first one.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
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
  /** @since 2018.1 */
  href?: string;
  /**
   * Path of the next page; absent on the last one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * Path of the previous page; absent on the first one.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
  build?: Build[];
  /** @since 2018.1 */
  count?: number;
}

/**
 * Builds of a chain that wait for approval, together with the build whose rules hold them.
 *
 * TeamCity `buildsWithReason` (swagger-2025).
 */
export interface BuildsWithReason {
  /**
   * The waiting builds.
   *
   * @since 2025.x
   */
  builds?: ApprovableBuild[];
  /**
   * The build whose approval rules `builds` wait on.
   *
   * @since 2025.x
   */
  approvalReason?: ApprovableBuild;
}

/**
 * A commit TeamCity detected in a VCS root, or a patch uploaded for a personal build. In a list each change has only `id`, `version`, `username`, `date`, `href` and `webUrl` unless the `fields` selection asks for more.
 *
 * TeamCity `change` (swagger-2025).
 */
export interface Change {
  /** @since 2018.1 */
  id?: number;
  /**
   * The revision as TeamCity displays it (for Git, the full commit SHA); for a personal patch, a timestamp.
   *
   * @since 2018.1
   */
  version?: string;
  /**
   * The revision as TeamCity stores it, which can differ from `version` for some VCSs. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  internalVersion?: string;
  /**
   * The author's name as the VCS records it. Superseded by `commiter.vcsUsername`, which comes with the matching TeamCity users.
   *
   * @since 2018.1
   */
  username?: string;
  /**
   * The commit time the VCS reports; for a personal patch, when the personal build was run.
   *
   * @since 2018.1
   */
  date?: TeamCityDate;
  /**
   * When the commit was made in the repository, which can differ from the authored `date` after a rebase or cherry-pick. Older servers leave it out. (From hand.) Read by JetBrains/teamcity-rest-client 3.3.0 (PRs #143/#144, rest.kt Change.commitDate, falling back to date when absent); in no API definition.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  commitDate?: TeamCityDate;
  /**
   * When TeamCity first recorded the change, usually a little after `date`. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  registrationDate?: TeamCityDate;
  /**
   * Set (true) on a patch uploaded for a personal build; left out for commits from a VCS, even those a personal build ran on.
   *
   * @since 2018.1
   */
  personal?: boolean;
  /**
   * This change's REST path on the server, e.g. `/app/rest/changes/id:834837`.
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * Absolute link to the change's page in the TeamCity UI.
   *
   * @since 2018.1
   */
  webUrl?: string;
  /**
   * The commit message. An XML element, not an attribute.
   *
   * @since 2018.1
   */
  comment?: string;
  /**
   * The TeamCity user matched to the author, sent only when exactly one user matches. Superseded by `commiter.users`.
   *
   * @since 2018.1
   */
  user?: User;
  /**
   * Where the change comes from: `VCS_CHANGE` (the build's own roots) or `SNAPSHOT_DEPENDENCY_VCS_CHANGE` (a build upstream in the chain, listed when the locator has `changesFromDependencies:true`). An XML element.
   *
   * @since 2023.11
   */
  type?: string;
  /**
   * For a `SNAPSHOT_DEPENDENCY_VCS_CHANGE`: the upstream build of the chain that had it.
   *
   * @since 2023.11
   */
  snapshotDependencyLink?: SnapshotDependencyLink;
  /**
   * The files the change touched.
   *
   * @since 2018.1
   */
  files?: FileChanges;
  /**
   * The VCS root instance the change came through; never sent for a personal patch.
   *
   * @since 2018.1
   */
  vcsRootInstance?: VcsRootInstance;
  /**
   * The changes directly before this one: one for an ordinary commit, more for a merge. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  parentChanges?: Changes;
  /**
   * The revisions of those parent changes. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  parentRevisions?: Items;
  /**
   * Extra name/value data the VCS attached to the change (experimental). Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  attributes?: Properties;
  /**
   * True when the change is to [versioned settings](https://www.jetbrains.com/help/teamcity/storing-project-settings-in-version-control.html) that affect builds. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  storesProjectSettings?: boolean;
  /**
   * How the change has fared across the server: builds that ran it and their outcome, configurations still pending it, problems and test failures. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  status?: ChangeStatus;
  /**
   * The author: the VCS user name and the TeamCity users it maps to. (TeamCity's spelling of the key.)
   *
   * @since 2023.11
   */
  commiter?: Commiter;
  /**
   * Whether the current user may edit the commit message in TeamCity. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  canEditComment?: boolean;
  /**
   * A change locator; read from posted bodies only, never sent back.
   *
   * @since 2018.1
   */
  locator?: string;
}

/**
 * Counters of what one change has caused across the server: how many builds ran it and how they ended, how many configurations still wait to run it, and the problems and test failures blamed on it.
 *
 * TeamCity `ChangeStatus` (swagger-2025).
 */
export interface ChangeStatus {
  /**
   * Running builds with the change that show no failure so far.
   *
   * @since 2023.11
   */
  runningSuccessfullyBuilds?: number;
  /**
   * Build configurations that have the change among their pending changes and have not built it yet.
   *
   * @since 2023.11
   */
  pendingBuildTypes?: number;
  /**
   * Of the finished builds, those that succeeded.
   *
   * @since 2023.11
   */
  successfulBuilds?: number;
  /**
   * Build problems linked to the change, summed over every configuration and build.
   *
   * @since 2023.11
   */
  totalProblems?: number;
  /**
   * Tests that started failing with the change, over all its builds.
   *
   * @since 2023.11
   */
  newFailedTests?: number;
  /**
   * Tests failing in its builds that were already failing before (new failures not counted).
   *
   * @since 2023.11
   */
  otherFailedTests?: number;
  /**
   * Builds in the queue that include the change.
   *
   * @since 2023.11
   */
  queuedBuildsCount?: number;
  /**
   * Builds with the change that failed in a way TeamCity rates critical.
   *
   * @since 2023.11
   */
  criticalBuilds?: Builds;
  /**
   * Failed builds with the change that TeamCity does not rate critical.
   *
   * @since 2023.11
   */
  notCriticalBuilds?: Builds;
  /**
   * Builds with the change that had new test failures.
   *
   * @since 2023.11
   */
  newTestsFailedBuilds?: Builds;
  /**
   * Builds with the change that broke on a compilation error.
   *
   * @since 2023.11
   */
  compilationErrorBuilds?: Builds;
  /**
   * Running builds with the change, whatever their status so far.
   *
   * @since 2023.11
   */
  runningBuilds?: number;
  /**
   * Of the finished builds, those that failed.
   *
   * @since 2023.11
   */
  failedBuilds?: number;
  /**
   * Of the finished builds, those that were canceled.
   *
   * @since 2023.11
   */
  cancelledBuilds?: number;
  /**
   * Finished builds with the change, whatever their result.
   *
   * @since 2023.11
   */
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
  /** @since 2018.1 */
  href?: string;
  /**
   * Path of the next page; absent on the last one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * Path of the previous page; absent on the first one.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
  change?: Change[];
  /** @since 2018.1 */
  count?: number;
}

/**
 * When TeamCity's periodic clean-up runs and for how long at most (`/app/rest/server/cleanup`). See https://www.jetbrains.com/help/teamcity/teamcity-data-clean-up.html.
 *
 * TeamCity `cleanup` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Cleanup {
  /** @since 2023.11 */
  enabled?: boolean;
  /** @since 2023.11 */
  maxCleanupDuration?: number;
  /** @since 2023.11 */
  daily?: Daily;
  /** @since 2023.11 */
  cron?: Cron;
}

/**
 * A problem TeamCity has with a cloud profile, image or instance.
 *
 * TeamCity `cloudError` (swagger-2025).
 */
export interface CloudError {
  /**
   * Short form of the error.
   *
   * @since 2025.x
   */
  message?: string;
  /**
   * The error in full.
   *
   * @since 2025.x
   */
  detailedMessage?: string;
}

/**
 * Settings for starting cloud machines of one kind: what to start, scripts to run once it is up, and so on. Agents on those machines share one agent type.
 *
 * TeamCity `cloudImage` (swagger-2025).
 */
export interface CloudImage {
  /**
   * Image id, usually the parent profile's id followed by a shortened image name.
   *
   * @since 2023.11
   */
  id?: string;
  /**
   * Image name as the UI shows it, made of the provider's image name and id.
   *
   * @since 2023.11
   */
  name?: string;
  /**
   * REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request).
   *
   * @since 2023.11
   */
  href?: string;
  /**
   * The cloud profile this image belongs to.
   *
   * @since 2023.11
   */
  profile?: CloudProfile;
  /**
   * Machines started from this image that exist now.
   *
   * @since 2023.11
   */
  instances?: CloudInstances;
  /**
   * Deprecated: read `error`.
   *
   * @since 2023.11
   */
  errorMessage?: string;
  /**
   * What is wrong with the image, when something is.
   *
   * @since 2025.x
   */
  error?: CloudError;
  /**
   * The `typeId` every agent started from this image has; use it to find the image's agents.
   *
   * @since 2023.11
   */
  agentTypeId?: number;
  /**
   * Id of the pool the image's agents join.
   *
   * @since 2023.11
   */
  agentPoolId?: number;
  /**
   * Full OS name of the machines this image starts.
   *
   * @since 2023.11
   */
  operatingSystemName?: string;
  /**
   * Full URL of the image in the TeamCity UI.
   *
   * @since 2025.x
   */
  webUrl?: string;
  /** @since 2023.11 */
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
  /** @since 2023.11 */
  cloudImage?: CloudImage[];
  /**
   * How many items this page holds: the page size, not a total across pages.
   *
   * @since 2023.11
   */
  count?: number;
  /**
   * Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one.
   *
   * @since 2023.11
   */
  nextHref?: string;
  /**
   * Server-relative URL of the page before this one; absent on the first page.
   *
   * @since 2023.11
   */
  prevHref?: string;
  /** @since 2023.11 */
  href?: string;
}

/**
 * One cloud machine started from a cloud image.
 *
 * TeamCity `cloudInstance` (swagger-2025).
 */
export interface CloudInstance {
  /**
   * Id TeamCity gives the instance; read-only.
   *
   * @since 2023.11
   */
  id?: string;
  /** @since 2023.11 */
  name?: string;
  /**
   * Where the instance stands: `scheduled to start`, `starting`, `running`, `restarting`, `scheduled to stop`, `stopping`, `stopped`, `error` or `unknown`.
   *
   * @since 2023.11
   */
  state?: string;
  /**
   * When the instance was first started.
   *
   * @since 2023.11
   */
  startDate?: TeamCityDate;
  /**
   * Network address the instance has now.
   *
   * @since 2023.11
   */
  networkAddress?: string;
  /**
   * REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request).
   *
   * @since 2023.11
   */
  href?: string;
  /**
   * Image the instance was started from.
   *
   * @since 2023.11
   */
  image?: CloudImage;
  /**
   * The TeamCity agent running on the instance.
   *
   * @since 2023.11
   */
  agent?: Agent;
  /**
   * Deprecated: read `error`.
   *
   * @since 2023.11
   */
  errorMessage?: string;
  /**
   * What went wrong with the instance, when something did.
   *
   * @since 2025.x
   */
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
  /**
   * How many items this page holds: the page size, not a total across pages.
   *
   * @since 2023.11
   */
  count?: number;
  /**
   * Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one.
   *
   * @since 2023.11
   */
  nextHref?: string;
  /**
   * Server-relative URL of the page before this one; absent on the first page.
   *
   * @since 2023.11
   */
  prevHref?: string;
  /** @since 2023.11 */
  href?: string;
  /** @since 2023.11 */
  cloudInstance?: CloudInstance[];
}

/**
 * A connection to a cloud provider, with settings that every image of the profile uses.
 *
 * TeamCity `cloudProfile` (swagger-2025).
 */
export interface CloudProfile {
  /**
   * Profile id TeamCity uses internally.
   *
   * @since 2023.11
   */
  id?: string;
  /**
   * Profile name as the UI shows it.
   *
   * @since 2023.11
   */
  name?: string;
  /**
   * Short code naming the cloud provider.
   *
   * @since 2023.11
   */
  cloudProviderId?: string;
  /**
   * REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request).
   *
   * @since 2023.11
   */
  href?: string;
  /**
   * Project that owns the profile. Its agents serve that project and its subprojects only.
   *
   * @since 2023.11
   */
  project?: Project;
  /**
   * Images defined in this profile.
   *
   * @since 2023.11
   */
  images?: CloudImages;
  /**
   * What is wrong with the profile, when something is.
   *
   * @since 2025.x
   */
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
  /**
   * How many items this page holds: the page size, not a total across pages.
   *
   * @since 2023.11
   */
  count?: number;
  /**
   * Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one.
   *
   * @since 2023.11
   */
  nextHref?: string;
  /**
   * Server-relative URL of the page before this one; absent on the first page.
   *
   * @since 2023.11
   */
  prevHref?: string;
  /** @since 2023.11 */
  href?: string;
  /** @since 2023.11 */
  cloudProfile?: CloudProfile[];
}

/**
 * A dated note and its author, as TeamCity keeps them for pins, agent state changes, mutes and investigations.
 *
 * TeamCity `comment` (swagger-2025).
 */
export interface Comment {
  /** @since 2018.1 */
  timestamp?: TeamCityDate;
  /** @since 2018.1 */
  text?: string;
  /** @since 2018.1 */
  user?: User;
}

/**
 * Who made a change: the name in the VCS and the TeamCity accounts that claim it. (The misspelling is TeamCity's own.)
 *
 * TeamCity `commiter` (swagger-2025).
 */
export interface Commiter {
  /**
   * The author's name as the VCS records it.
   *
   * @since 2023.11
   */
  vcsUsername?: string;
  /**
   * TeamCity users who list `vcsUsername` among their VCS usernames (in their profile).
   *
   * @since 2023.11
   */
  users?: Users;
}

/**
 * Compatibility answers for pairs of an agent and a build configuration, all in one list (not paged).
 *
 * TeamCity `compatibilities` (swagger-2025).
 */
export interface Compatibilities {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  compatibility?: Compatibility[];
}

/**
 * Whether one agent can run builds of one build configuration and, if it cannot, which requirements stand in the way.
 *
 * TeamCity `compatibility` (swagger-2025).
 */
export interface Compatibility {
  /**
   * `true` when the agent can run the configuration's builds.
   *
   * @since 2018.1
   */
  compatible?: boolean;
  /**
   * The agent in question.
   *
   * @since 2018.1
   */
  agent?: Agent;
  /**
   * The build configuration in question.
   *
   * @since 2018.1
   */
  buildType?: BuildType;
  /**
   * Requirements of `buildType` the agent fails; empty when `compatible` is `true`.
   *
   * @since 2018.1
   */
  unmetRequirements?: Requirements;
}

/**
 * Which build configurations an agent takes builds of.
 *
 * TeamCity `compatibilityPolicy` (swagger-2025).
 */
export interface CompatibilityPolicy {
  /**
   * `any`: builds of every build configuration. `selected`: only builds of the configurations listed in `buildTypes`.
   *
   * @since 2023.11
   */
  policy?: string;
  /**
   * With the `selected` policy, the build configurations the agent accepts.
   *
   * @since 2023.11
   */
  buildTypes?: BuildTypes;
}

/**
 * One approval rule over several users and groups at once, and how far the build has got with it.
 *
 * TeamCity `compositeApprovalRule` (swagger-2025).
 */
export interface CompositeApprovalRule {
  /**
   * How many approvals from the listed users and group members the rule needs.
   *
   * @since 2025.x
   */
  requiredApprovalsCount?: number;
  /**
   * Those who have approved so far.
   *
   * @since 2025.x
   */
  currentlyApprovedBy?: Users;
  /**
   * Groups whose members count toward the rule.
   *
   * @since 2025.x
   */
  groups?: Group[];
  /**
   * Individual users who count toward the rule.
   *
   * @since 2025.x
   */
  users?: User[];
}

/**
 * The composite approval rules of a build.
 *
 * TeamCity `compositeApprovals` (swagger-2025).
 */
export interface CompositeApprovals {
  /** @since 2025.x */
  count?: number;
  /** @since 2025.x */
  compositeApproval?: CompositeApprovalRule[];
}

/**
 * A schedule in cron form, one field per unit.
 *
 * TeamCity `cron` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Cron {
  /** @since 2023.11 */
  minute?: string;
  /** @since 2023.11 */
  hour?: string;
  /** @since 2023.11 */
  day?: string;
  /** @since 2023.11 */
  month?: string;
  /** @since 2023.11 */
  dayWeek?: string;
}

/**
 * How one run departs from its configuration's defaults, each part as a name-to-value map.
 *
 * TeamCity `customizations` (swagger-2025).
 */
export interface Customizations {
  /**
   * Parameters this run added that its configuration lacks; new values for existing parameters are not listed.
   *
   * @since 2023.11
   */
  parameters?: { [key: string]: string };
  /**
   * The sources it ran on when not the latest: an uploaded patch for a personal build, or an older revision for a history build.
   *
   * @since 2023.11
   */
  changes?: { [key: string]: string };
  /**
   * Artifact dependencies changed for this run; `artifactDependencyChanges` of the Build tells which builds it took them from.
   *
   * @since 2023.11
   */
  artifactDependencies?: { [key: string]: string };
  /**
   * Snapshot dependencies handled differently for this run, e.g. run again instead of reused, or left out.
   *
   * @since 2025.x
   */
  dependencies?: { [key: string]: string };
}

/**
 * A schedule of once a day, at `hour`:`minute`.
 *
 * TeamCity `daily` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Daily {
  /** @since 2023.11 */
  hour?: number;
  /** @since 2023.11 */
  minute?: number;
}

/**
 * `MetaData` groups in one list (not paged).
 *
 * TeamCity `datas` (swagger-2025).
 */
export interface Datas {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  data?: MetaData[];
}

/**
 * A project's deployment dashboard: the places its builds were deployed to, and how each deployment stands.
 *
 * TeamCity `deploymentDashboard` (swagger-2025).
 */
export interface DeploymentDashboard {
  /** @since 2023.11 */
  id?: string;
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  deploymentInstances?: DeploymentInstances;
  /** @since 2023.11 */
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
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  href?: string;
  /** @since 2023.11 */
  nextHref?: string;
  /** @since 2023.11 */
  prevHref?: string;
  /** @since 2023.11 */
  deploymentDashboard?: DeploymentDashboard[];
}

/**
 * Deployment states as they were posted: the current one and every one so far.
 *
 * TeamCity `DeploymentHistory` (swagger-2025).
 */
export interface DeploymentHistory {
  /** @since 2023.11 */
  currentState?: PostedDeploymentStateEntry;
  /** @since 2023.11 */
  states?: PostedDeploymentStateEntry[];
}

/**
 * Something outside TeamCity that builds get deployed to, with its present state and its history.
 *
 * TeamCity `deploymentInstance` (swagger-2025).
 */
export interface DeploymentInstance {
  /** @since 2023.11 */
  id?: string;
  /** @since 2023.11 */
  currentState?: 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED' | 'UNKNOWN';
  /** @since 2023.11 */
  attributes?: { [key: string]: string };
  /** @since 2023.11 */
  deploymentStateEntries?: DeploymentStateEntries;
  /** @since 2023.11 */
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
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  nextHref?: string;
  /** @since 2023.11 */
  prevHref?: string;
  /** @since 2023.11 */
  href?: string;
  /** @since 2023.11 */
  deploymentInstance?: DeploymentInstance[];
}

/**
 * The state history of a deployment instance, in one list (not paged).
 *
 * TeamCity `deploymentStateEntries` (swagger-2025).
 */
export interface DeploymentStateEntries {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  historyFromPosted?: DeploymentHistory;
  /** @since 2023.11 */
  deploymentStateEntry?: DeploymentStateEntry[];
}

/**
 * One state a deployment instance was in: when, and which build it came from.
 *
 * TeamCity `deploymentStateEntry` (swagger-2025).
 */
export interface DeploymentStateEntry {
  /** @since 2023.11 */
  state?: 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED' | 'UNKNOWN';
  /** @since 2023.11 */
  deploymentDate?: TeamCityDate;
  /** @since 2023.11 */
  entryFromPosted?: PostedDeploymentStateEntry;
  /** @since 2023.11 */
  build?: Build;
}

/**
 * Responsibilities the node does not have now but could be given.
 *
 * TeamCity `disabledResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface DisabledResponsibilities {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  responsibility?: Responsibility[];
}

/**
 * The files a build fetched from one upstream build; an item of `DownloadedArtifacts.downloadInfo`.
 *
 * TeamCity `downloadInfo` (swagger-2025).
 */
export interface DownloadInfo {
  /**
   * The upstream build the files came from.
   *
   * @since 2023.11
   */
  build?: Build;
  /**
   * One entry per fetched file.
   *
   * @since 2023.11
   */
  artifactInfo?: ArtifactDownloadInfo[];
  /**
   * How many files came from `build`.
   *
   * @since 2023.11
   */
  count?: number;
}

/**
 * What a build fetched through its artifact dependencies, grouped by the upstream build each file came from (a build's `downloadedArtifacts` field).
 *
 * TeamCity `downloadedArtifacts` (swagger-2025).
 */
export interface DownloadedArtifacts {
  /**
   * How many artifacts the build fetched in all, whatever the request's locator kept.
   *
   * @since 2023.11
   */
  unfilteredCount?: number;
  /**
   * One entry per upstream build: that build, how many files it gave, and each file.
   *
   * @since 2023.11
   */
  downloadInfo?: DownloadInfo[];
  /**
   * How many `downloadInfo` entries this answer holds; below `unfilteredCount` when the locator left some upstream builds out.
   *
   * @since 2023.11
   */
  count?: number;
}

/**
 * Responsibilities the node really carries out: enabled in the server's configuration and already taken up by the node.
 *
 * TeamCity `effectiveResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface EffectiveResponsibilities {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  responsibility?: Responsibility[];
}

/**
 * Whether an agent takes builds, and the last change to that.
 *
 * TeamCity `enabledInfo` (swagger-2025).
 */
export interface EnabledInfo {
  /**
   * `true` while the agent is enabled.
   *
   * @since 2018.1
   */
  status?: boolean;
  /**
   * Who last changed the state, when, and what they wrote. TeamCity fills in the time and user itself; they cannot be set.
   *
   * @since 2018.1
   */
  comment?: Comment;
  /**
   * When TeamCity turns the state back on its own. Send it to enable or disable an agent for a while; leave it out for a change that lasts until someone reverts it.
   *
   * @since 2018.1
   */
  statusSwitchTime?: TeamCityDate;
}

/**
 * Responsibilities the node has been given.
 *
 * TeamCity `enabledResponsibilities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface EnabledResponsibilities {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  responsibility?: Responsibility[];
}

/**
 * Name and value pairs in one list (not paged).
 *
 * TeamCity `entries` (swagger-2025).
 */
export interface Entries {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  entry?: Entry[];
}

/**
 * A name with its value.
 *
 * TeamCity `entry` (swagger-2025).
 */
export interface Entry {
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  value?: string;
}

/**
 * The OS of an agent machine.
 *
 * TeamCity `environment` (swagger-2025).
 */
export interface Environment {
  /**
   * OS family, e.g. Windows or Linux.
   *
   * @since 2018.1
   */
  osType?: string;
  /**
   * OS name in full, as the agent reports it.
   *
   * @since 2023.11
   */
  osName?: string;
}

/** TeamCity `Exception` (swagger-2018.1). */
export interface Exception {
  /** @since 2018.1 */
  cause?: Throwable;
  /** @since 2018.1 */
  stackTrace?: StackTraceElement[];
  /** @since 2018.1 */
  message?: string;
  /** @since 2018.1 */
  localizedMessage?: string;
  /** @since 2018.1 */
  suppressed?: Throwable[];
}

/**
 * A build feature of a configuration: an add-on to its builds, such as publishing commit statuses or a performance monitor; see [build features](https://www.jetbrains.com/help/teamcity/adding-build-features.html).
 *
 * TeamCity `feature` (swagger-2025).
 */
export interface Feature {
  /**
   * The feature's ID in its configuration (`perfmon`, `BUILD_EXT_3`).
   *
   * @since 2018.1
   */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /**
   * Which feature it is (`perfmon`, `commit-status-publisher`, `jetbrains.agent.free.space`, ...).
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * True when the feature is switched off; TeamCity leaves the key out otherwise.
   *
   * @since 2018.1
   */
  disabled?: boolean;
  /**
   * True when the feature comes from a template rather than the configuration itself.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /** @since 2018.1 */
  href?: string;
  /**
   * The feature's options by name, as its type defines them.
   *
   * @since 2018.1
   */
  properties?: Properties;
}

/**
 * A configuration's build features.
 *
 * TeamCity `features` (swagger-2025).
 */
export interface Features {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  feature?: Feature[];
}

/**
 * A file or directory TeamCity serves: a build artifact, an entry inside an archive artifact, or a file on the server.
 *
 * TeamCity `file` (swagger-2025).
 */
export interface File {
  /**
   * Name as listed; the root of a listing has the empty string.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * The name with the special characters `name` drops kept in; often just `name`.
   *
   * @since 2018.1
   */
  fullName?: string;
  /**
   * Size in bytes; absent for a directory.
   *
   * @since 2018.1
   */
  size?: number;
  /**
   * When the file last changed.
   *
   * @since 2018.1
   */
  modificationTime?: TeamCityDate;
  /**
   * Server-relative link to this entry's metadata (`.../artifacts/metadata/<path>` for an artifact).
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * The directory or archive holding this entry; absent at the top.
   *
   * @since 2018.1
   */
  parent?: File;
  /**
   * Server-relative link that downloads the bytes (`.../artifacts/content/<path>` for an artifact).
   *
   * @since 2018.1
   */
  content?: Href;
  /**
   * What a directory or archive holds; absent for a plain file. In listings it comes with only its `href` (`.../artifacts/children/<path>`).
   *
   * @since 2018.1
   */
  children?: Files;
}

/**
 * One file a change touched.
 *
 * TeamCity `FileChange` (swagger-2025).
 */
export interface FileChange {
  /**
   * The file's revision before the change.
   *
   * @since 2018.1
   */
  'before-revision'?: string;
  /**
   * The file's revision after the change.
   *
   * @since 2018.1
   */
  'after-revision'?: string;
  /**
   * What happened to the file: `added`, `edited` or `removed`, for example.
   *
   * @since 2018.1
   */
  changeType?: string;
  /**
   * The VCS's own name for that kind of edit. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  changeTypeComment?: string;
  /**
   * Path of the file within the repository.
   *
   * @since 2018.1
   */
  file?: string;
  /**
   * Path of the file relative to the VCS root; often the same as `file`.
   *
   * @since 2018.1
   */
  'relative-file'?: string;
  /**
   * Set (true) when the entry is a directory; left out for files.
   *
   * @since 2018.1
   */
  directory?: boolean;
}

/**
 * The files one change touched (not paged).
 *
 * TeamCity `fileChanges` (swagger-2025).
 */
export interface FileChanges {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  file?: FileChange[];
}

/**
 * The entries of a directory or archive, all in one answer (not paged).
 *
 * TeamCity `files` (swagger-2025).
 */
export interface Files {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  file?: File[];
}

/**
 * A user group: its members, subgroups and parent groups, and the roles and properties it carries.
 *
 * TeamCity `group` (swagger-2025).
 */
export interface Group {
  /**
   * Group key, as in `key:ALL_USERS_GROUP` group locators.
   *
   * @since 2018.1
   */
  key?: string;
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  description?: string;
  /** @since 2018.1 */
  'parent-groups'?: Groups;
  /** @since 2018.1 */
  'child-groups'?: Groups;
  /** @since 2018.1 */
  users?: Users;
  /** @since 2018.1 */
  roles?: Roles;
  /** @since 2018.1 */
  properties?: Properties;
}

/**
 * An approval rule over one user group, and how far the build has got with it.
 *
 * TeamCity `groupApprovalRule` (swagger-2025).
 */
export interface GroupApprovalRule {
  /**
   * How many members of `group` must approve before the build may start.
   *
   * @since 2023.11
   */
  requiredApprovalsCount?: number;
  /**
   * The group whose members may approve.
   *
   * @since 2023.11
   */
  group?: Group;
  /**
   * Members of `group` who have approved so far.
   *
   * @since 2023.11
   */
  currentlyApprovedBy?: Users;
}

/**
 * The group approval rules of a build.
 *
 * TeamCity `groupApprovals` (swagger-2025).
 */
export interface GroupApprovals {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  groupApproval?: GroupApprovalRule[];
}

/**
 * User groups in one list (not paged).
 *
 * TeamCity `groups` (swagger-2025).
 */
export interface Groups {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
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
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  healthCategory?: HealthCategory[];
  /** @since 2023.11 */
  href?: string;
  /** @since 2023.11 */
  nextHref?: string;
  /** @since 2023.11 */
  prevHref?: string;
}

/**
 * A kind of server health item, with a description and a help link.
 *
 * TeamCity `healthCategory` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface HealthCategory {
  /** @since 2023.11 */
  id?: string;
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  description?: string;
  /** @since 2023.11 */
  helpUrl?: string;
}

/**
 * An item of the server health report: what it is about, how severe, and its category.
 *
 * TeamCity `healthItem` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface HealthItem {
  /** @since 2023.11 */
  identity?: string;
  /** @since 2023.11 */
  severity?: 'INFO' | 'WARN' | 'ERROR';
  /** @since 2023.11 */
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
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  healthItem?: HealthItem[];
  /** @since 2023.11 */
  href?: string;
  /** @since 2023.11 */
  nextHref?: string;
  /** @since 2023.11 */
  prevHref?: string;
}

/**
 * An object that holds nothing but a server-relative link, `href`.
 *
 * TeamCity `href` (swagger-2025).
 */
export interface Href {
  /** @since 2018.1 */
  href?: string;
}

/**
 * Someone looking into a failure: of one build problem, one test, or a whole configuration (an `investigations` locator's `type`: `problem`, `test`, `anyProblem`); see [investigations](https://www.jetbrains.com/help/teamcity/investigating-and-muting-build-failures.html).
 *
 * TeamCity `investigation` (swagger-2025).
 */
export interface Investigation {
  /**
   * A locator string that finds this investigation again (`buildType:(id:App_Build)`), not a number.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * `TAKEN` while someone works on it, `FIXED` once marked fixed, `GIVEN_UP` when dropped, `NONE` when TeamCity does not know.
   *
   * @since 2018.1
   */
  state?: 'TAKEN' | 'FIXED' | 'GIVEN_UP' | 'NONE';
  /** @since 2018.1 */
  href?: string;
  /**
   * Who investigates.
   *
   * @since 2018.1
   */
  assignee?: User;
  /**
   * Who handed the investigation to `assignee`, when, and their comment.
   *
   * @since 2018.1
   */
  assignment?: Comment;
  /**
   * What the investigation covers: some configurations, or a whole project.
   *
   * @since 2018.1
   */
  scope?: ProblemScope;
  /**
   * The tests and problems investigated; for a configuration-wide one, `anyProblem` is true and both lists are empty.
   *
   * @since 2018.1
   */
  target?: ProblemTarget;
  /**
   * How and when it ends: by hand, once fixed, or at a set time.
   *
   * @since 2018.1
   */
  resolution?: Resolution;
  /**
   * Deprecated: the same user as `assignee`, which to read instead.
   *
   * @since 2018.1
   */
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
  /**
   * How many items this page holds.
   *
   * @since 2018.1
   */
  count?: number;
  /**
   * The path of the next page; absent on the last one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * The path of the previous page; absent on the first one.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  investigation?: Investigation[];
}

/**
 * A ticket of an issue tracker that a change's comment mentions: its id and URL.
 *
 * TeamCity `Issue` (swagger-2025).
 */
export interface Issue {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  url?: string;
}

/**
 * An issue together with the changes that mention it.
 *
 * TeamCity `IssueUsage` (swagger-2025).
 */
export interface IssueUsage {
  /** @since 2018.1 */
  changes?: Changes;
  /** @since 2018.1 */
  issue?: Issue;
}

/**
 * Issues in one list (not paged).
 *
 * TeamCity `issues` (swagger-2025).
 */
export interface Issues {
  /** @since 2018.1 */
  issues?: Issue[];
}

/**
 * Issues mentioned by a build's changes, each with the changes that name it.
 *
 * TeamCity `issuesUsages` (swagger-2025).
 */
export interface IssuesUsages {
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  issueUsage?: IssueUsage[];
  /** @since 2018.1 */
  count?: number;
}

/**
 * A plain list of strings, under `item`.
 *
 * TeamCity `items` (swagger-2025).
 */
export interface Items {
  /** @since 2018.1 */
  item?: string[];
}

/**
 * A value with the label to show for it.
 *
 * TeamCity `LabeledValue` (swagger-2025).
 */
export interface LabeledValue {
  /** @since 2023.11 */
  label?: string;
  /** @since 2023.11 */
  value?: string;
}

/**
 * One license key entered on the server and what it grants.
 *
 * TeamCity `licenseKey` (swagger-2025).
 */
export interface LicenseKey {
  /** @since 2018.1 */
  valid?: boolean;
  /** @since 2018.1 */
  active?: boolean;
  /** @since 2018.1 */
  expired?: boolean;
  /** @since 2018.1 */
  obsolete?: boolean;
  /** @since 2018.1 */
  expirationDate?: string;
  /** @since 2018.1 */
  maintenanceEndDate?: string;
  /** @since 2018.1 */
  type?: 'evaluation' | 'eap' | 'open_source' | 'commercial' | 'enterprise' | 'professional';
  /** @since 2018.1 */
  servers?: number;
  /** @since 2018.1 */
  agents?: number;
  /** @since 2018.1 */
  unlimitedAgents?: boolean;
  /** @since 2018.1 */
  buildTypes?: number;
  /** @since 2018.1 */
  unlimitedBuildTypes?: boolean;
  /** @since 2025.x */
  pipelines?: number;
  /** @since 2025.x */
  unlimitedPipelines?: boolean;
  /** @since 2018.1 */
  errorDetails?: string;
  /** @since 2018.1 */
  key?: string;
  /** @since 2018.1 */
  rawType?: string;
}

/**
 * License keys in one list (not paged).
 *
 * TeamCity `licenseKeys` (swagger-2025).
 */
export interface LicenseKeys {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  licenseKey?: LicenseKey[];
}

/**
 * The server's licensing totals: how many agents and build configurations it may have, and how many are left.
 *
 * TeamCity `licensingData` (swagger-2025).
 */
export interface LicensingData {
  /** @since 2018.1 */
  licenseUseExceeded?: boolean;
  /** @since 2018.1 */
  maxAgents?: number;
  /** @since 2018.1 */
  unlimitedAgents?: boolean;
  /** @since 2018.1 */
  maxBuildTypes?: number;
  /** @since 2018.1 */
  unlimitedBuildTypes?: boolean;
  /** @since 2018.1 */
  buildTypesLeft?: number;
  /** @since 2025.x */
  maxPipelines?: number;
  /** @since 2025.x */
  unlimitedPipelines?: boolean;
  /** @since 2025.x */
  pipelinesLeft?: number;
  /** @since 2018.1 */
  serverLicenseType?: 'evaluation' | 'eap' | 'open_source' | 'commercial' | 'enterprise' | 'professional';
  /** @since 2018.1 */
  serverEffectiveReleaseDate?: string;
  /** @since 2018.1 */
  agentsLeft?: number;
  /** @since 2018.1 */
  licenseKeys?: LicenseKeys;
}

/**
 * One link to a UI page of an entity: its kind (`type`), the full `url` and the `relativeUrl`.
 *
 * TeamCity `link` (swagger-2025).
 */
export interface Link {
  /** @since 2018.1 */
  type?: string;
  /** @since 2018.1 */
  url?: string;
  /** @since 2018.1 */
  relativeUrl?: string;
}

/**
 * Links to an entity's UI pages, e.g. for viewing and for editing it.
 *
 * TeamCity `links` (swagger-2025).
 */
export interface Links {
  /** @since 2018.1 */
  link?: Link[];
  /** @since 2018.1 */
  count?: number;
}

/** TeamCity `matrixBuildFeatureDescriptor` (swagger-2025). */
export interface MatrixBuildFeatureDescriptor {
  /** @since 2025.x */
  separateArtifacts?: boolean;
  /** @since 2023.11 */
  id?: string;
  /** @since 2023.11 */
  count?: number;
  /** @since 2025.x */
  parameters?: MatrixParameterDescriptor[];
}

/**
 * A build's [matrix build](https://www.jetbrains.com/help/teamcity/matrix-build.html) set-up, read through its `matrixConfiguration` field: the parameters the feature varies, and the virtual build that ran each combination of their values.
 *
 * TeamCity `MatrixConfiguration` (swagger-2025).
 */
export interface MatrixConfiguration {
  /**
   * For TeamCity's own use; no meaning for clients. TeamCity's XML writes it as a `<default>` element.
   *
   * @since 2023.11
   */
  default?: boolean;
  /**
   * The parameters the Matrix Build feature varies, each with its list of values.
   *
   * @since 2023.11
   */
  parameters?: MatrixBuildFeatureDescriptor;
  /**
   * Whether the Matrix Build feature is switched on.
   *
   * @since 2023.11
   */
  enabled?: boolean;
  /**
   * Each combination of values, with the virtual build that ran it.
   *
   * @since 2023.11
   */
  dependencies?: MatrixDependencies;
}

/**
 * The combinations of a matrix build, one `MatrixDependency` each.
 *
 * TeamCity `MatrixDependencies` (swagger-2025).
 */
export interface MatrixDependencies {
  /** @since 2023.11 */
  dependency?: MatrixDependency[];
  /** @since 2023.11 */
  count?: number;
}

/**
 * One combination of matrix parameter values and the virtual build TeamCity started for it.
 *
 * TeamCity `MatrixDependency` (swagger-2025).
 */
export interface MatrixDependency {
  /**
   * The virtual build that ran this combination.
   *
   * @since 2023.11
   */
  build?: Build;
  /**
   * The parameter values of this combination, as name/value entries.
   *
   * @since 2023.11
   */
  parameters?: Entries;
}

/** TeamCity `MatrixParameterDescriptor` (swagger-2025). */
export interface MatrixParameterDescriptor {
  /** @since 2023.11 */
  valueCount?: number;
  /** @since 2023.11 */
  value?: LabeledValue[];
  /** @since 2023.11 */
  name?: string;
}

/**
 * A group of entries under a name (`id`).
 *
 * TeamCity `metaData` (swagger-2025).
 */
export interface MetaData {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  entries?: Entries;
}

/**
 * A server metric: description, Prometheus name, values and tags.
 *
 * TeamCity `metric` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Metric {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  description?: string;
  /** @since 2023.11 */
  prometheusName?: string;
  /** @since 2023.11 */
  metricValues?: MetricValues;
  /** @since 2023.11 */
  metricTags?: MetricTags;
}

/**
 * A tag on a metric: name and value.
 *
 * TeamCity `metricTag` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricTag {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  value?: string;
}

/**
 * Tags of a metric or value, in one list.
 *
 * TeamCity `metricTags` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricTags {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  metricTag?: MetricTag[];
}

/**
 * One value of a metric, with the tags that tell it apart.
 *
 * TeamCity `metricValue` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricValue {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  value?: number;
  /** @since 2023.11 */
  tags?: MetricTags;
}

/**
 * Values of a metric, in one list.
 *
 * TeamCity `metricValues` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MetricValues {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  metricValue?: MetricValue[];
}

/**
 * Server metrics in one list (not paged).
 *
 * TeamCity `metrics` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Metrics {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  metric?: Metric[];
}

/**
 * A parameter or setting: its name and value, whether it is inherited, and for a typed parameter its `type`.
 *
 * TeamCity `property` (swagger-2025).
 */
export interface ModelProperty {
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  value?: string;
  /** @since 2018.1 */
  inherited?: boolean;
  /** @since 2018.1 */
  type?: Type;
  /**
   * (From recordings.) Sent by TeamCity 10.x/2017.1: the parameter is defined here, not inherited.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  own?: boolean;
}

/**
 * Outcome of an action applied to several entities at once: one result each, and how many failed (`errorCount`).
 *
 * TeamCity `multipleOperationResult` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface MultipleOperationResult {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  errorCount?: number;
  /** @since 2023.11 */
  operationResult?: OperationResult[];
}

/**
 * A mute: which tests or build problems are muted (`target`), where (`scope`), by whom and why (`assignment`), and until when (`resolution`). Failures of muted items do not fail builds.
 *
 * TeamCity `mute` (swagger-2025).
 */
export interface Mute {
  /** @since 2018.1 */
  id?: number;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  assignment?: Comment;
  /** @since 2018.1 */
  scope?: ProblemScope;
  /** @since 2018.1 */
  target?: ProblemTarget;
  /** @since 2018.1 */
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
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  nextHref?: string;
  /** @since 2018.1 */
  prevHref?: string;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  mute?: Mute[];
  /**
   * (From swagger-2018.1.)
   *
   * @since 2018.1
   */
  default?: boolean;
}

/**
 * The body that creates a build configuration or template in a project: give `name` (and `id` if you want to choose it) for an empty one, or `sourceBuildType` to copy an existing one.
 *
 * TeamCity `newBuildTypeDescription` (swagger-2025).
 */
export interface NewBuildTypeDescription {
  /**
   * When copying: whether the settings the source uses from elsewhere (its VCS roots, templates...) are copied along with it.
   *
   * @since 2018.1
   */
  copyAllAssociatedSettings?: boolean;
  /**
   * For TeamCity's own use when copying; leave it out.
   *
   * @since 2018.1
   */
  projectsIdsMap?: Properties;
  /**
   * For TeamCity's own use when copying; leave it out.
   *
   * @since 2018.1
   */
  buildTypesIdsMap?: Properties;
  /**
   * For TeamCity's own use when copying; leave it out.
   *
   * @since 2018.1
   */
  vcsRootsIdsMap?: Properties;
  /**
   * The new configuration's or template's name; required.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * The new external ID; TeamCity makes one from the project and name when it is left out.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * Deprecated: the locator of the configuration to copy; give `sourceBuildType` instead.
   *
   * @since 2018.1
   */
  sourceBuildTypeLocator?: string;
  /**
   * The configuration or template to copy, found by what it names (`{ id: 'App_Build' }`).
   *
   * @since 2018.1
   */
  sourceBuildType?: BuildType;
}

/**
 * Body that creates a project, either empty or as a copy of `sourceProject`.
 *
 * TeamCity `newProjectDescription` (swagger-2025).
 */
export interface NewProjectDescription {
  /**
   * When copying, `true` brings along every setting tied to the copied project or template as well.
   *
   * @since 2018.1
   */
  copyAllAssociatedSettings?: boolean;
  /**
   * Internal to TeamCity; leave it unset.
   *
   * @since 2018.1
   */
  projectsIdsMap?: Properties;
  /**
   * Internal to TeamCity; leave it unset.
   *
   * @since 2018.1
   */
  buildTypesIdsMap?: Properties;
  /**
   * Internal to TeamCity; leave it unset.
   *
   * @since 2018.1
   */
  vcsRootsIdsMap?: Properties;
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  sourceProjectLocator?: string;
  /** @since 2018.1 */
  sourceProject?: Project;
  /** @since 2018.1 */
  parentProject?: Project;
  /** @since 2025.x */
  description?: string;
}

/**
 * One node of a multi-node TeamCity setup: its URL, state, role and responsibilities. See https://www.jetbrains.com/help/teamcity/multinode-setup.html.
 *
 * TeamCity `node` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Node {
  /** @since 2023.11 */
  id?: string;
  /** @since 2023.11 */
  url?: string;
  /** @since 2023.11 */
  state?: 'online' | 'offline' | 'stopping' | 'starting';
  /** @since 2023.11 */
  role?: string;
  /** @since 2023.11 */
  current?: boolean;
  /** @since 2023.11 */
  enabledResponsibilities?: EnabledResponsibilities;
  /** @since 2023.11 */
  disabledResponsibilities?: DisabledResponsibilities;
  /** @since 2023.11 */
  effectiveResponsibilities?: EffectiveResponsibilities;
}

/**
 * The nodes of a multi-node setup.
 *
 * TeamCity `nodes` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Nodes {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  node?: Node[];
}

/**
 * What one entity's part of a bulk action came to: a message and the entity.
 *
 * TeamCity `operationResult` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface OperationResult {
  /** @since 2023.11 */
  message?: string;
  /** @since 2023.11 */
  related?: RelatedEntity;
}

/**
 * A test's name split into its parts: package, suite, class, method, parameters.
 *
 * TeamCity `ParsedTestName` (swagger-2025).
 */
export interface ParsedTestName {
  /** @since 2023.11 */
  testPackage?: string;
  /** @since 2023.11 */
  testSuite?: string;
  /** @since 2023.11 */
  testClass?: string;
  /** @since 2023.11 */
  testShortName?: string;
  /** @since 2023.11 */
  testNameWithoutPrefix?: string;
  /** @since 2023.11 */
  testMethodName?: string;
  /** @since 2023.11 */
  testNameWithParameters?: string;
}

/**
 * A permission by id and name; `global` when it holds server-wide rather than per project.
 *
 * TeamCity `permission` (swagger-2025).
 */
export interface Permission {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  global?: boolean;
}

/**
 * A permission a user holds, and the project it holds in (or the whole server).
 *
 * TeamCity `permissionAssignment` (swagger-2025).
 */
export interface PermissionAssignment {
  /** @since 2023.11 */
  isGlobalScope?: boolean;
  /** @since 2018.1 */
  permission?: Permission;
  /** @since 2018.1 */
  project?: Project;
}

/**
 * Permission assignments in one list (not paged).
 *
 * TeamCity `permissionAssignments` (swagger-2025).
 */
export interface PermissionAssignments {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  permissionAssignment?: PermissionAssignment[];
}

/**
 * One permission an access token keeps, in a project or globally.
 *
 * TeamCity `permissionRestriction` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PermissionRestriction {
  /** @since 2023.11 */
  isGlobalScope?: boolean;
  /** @since 2023.11 */
  project?: Project;
  /** @since 2023.11 */
  permission?: Permission;
}

/**
 * What an access token is limited to, in one list.
 *
 * TeamCity `permissionRestrictions` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PermissionRestrictions {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  permissionRestriction?: PermissionRestriction[];
}

/**
 * The permissions a role grants itself (not paged).
 *
 * TeamCity `Permissions` (swagger-2025).
 */
export interface Permissions {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  permission?: Permission[];
}

/**
 * Whether a build is pinned, and who pinned or unpinned it, when and why. `PUT` it to `/app/rest/builds/{buildLocator}/pinInfo` to pin or unpin.
 *
 * TeamCity `pinInfo` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface PinInfo {
  /** @since 2023.11 */
  status?: boolean;
  /** @since 2023.11 */
  comment?: Comment;
}

/**
 * A pipeline: a YAML-defined chain of jobs that TeamCity keeps in a project of its own. It is run by queueing it as a build configuration whose id is the pipeline's id.
 *
 * TeamCity `pipeline` (hand). Read by JetBrains/teamcity-cli api/pipelines.go GetPipelines/GetPipeline (type Pipeline in api/types.go) from /app/rest/pipelines; in no API definition.
 */
export interface Pipeline {
  /**
   * The pipeline's external id, also the id of its backing project and of the build configuration that runs it.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  id?: string;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  name?: string;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  href?: string;
  /**
   * The pipeline's page in the TeamCity UI.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  webUrl?: string;
  /**
   * The project the pipeline was created in.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  parentProject?: Project;
  /**
   * The build configuration a run of the whole pipeline is queued on.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  headBuildType?: BuildType;
  /**
   * The jobs the YAML declares.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  jobs?: PipelineJobs;
}

/**
 * One job of a pipeline; in a run, with the build that ran it.
 *
 * TeamCity `pipelineJob` (hand). JetBrains/teamcity-cli api/types.go PipelineJob and PipelineRunJob (id, name, build).
 */
export interface PipelineJob {
  /**
   * The job's key in the pipeline's YAML (not a generated build configuration id).
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  id?: string;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  name?: string;
  /**
   * In a run: the build of this job.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  build?: Build;
}

/**
 * The jobs of a pipeline or of a pipeline run (not paged).
 *
 * TeamCity `pipelineJobs` (hand). JetBrains/teamcity-cli api/types.go PipelineJobs (count, job).
 */
export interface PipelineJobs {
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  count?: number;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  job?: PipelineJob[];
}

/**
 * One run of a pipeline: the build of the whole pipeline and the build of each job. The run's id is that build's id.
 *
 * TeamCity `pipelineRun` (hand). JetBrains/teamcity-cli api/pipelines.go GetBuildPipelineRun reads Build.pipelineRun(number,pipeline(id,name),jobs(...)); JetBrains/teamcity-mcp PipelineGuideContent.kt reads /app/rest/pipelines/{id}/run/{runId} with number, build, jobs.
 */
export interface PipelineRun {
  /**
   * The run's build number.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  number?: string;
  /**
   * The pipeline that ran.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  pipeline?: Pipeline;
  /**
   * The build of the whole run (the one queued for the pipeline).
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  build?: Build;
  /**
   * Each job with its build.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  jobs?: PipelineJobs;
}

/**
 * A page of pipelines a pipeline locator matched.
 *
 * A page: `count` is the number of items on it; follow `nextHref` until it is absent.
 *
 * TeamCity `pipelines` (hand). Read by JetBrains/teamcity-cli api/pipelines.go GetPipelines (count, nextHref, pipeline; it follows nextHref).
 */
export interface Pipelines {
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  count?: number;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  href?: string;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  nextHref?: string;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  prevHref?: string;
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  pipeline?: Pipeline[];
}

/**
 * A plugin installed on the server: its names, version, where it is loaded from, and its parameters.
 *
 * TeamCity `plugin` (swagger-2025).
 */
export interface Plugin {
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  displayName?: string;
  /** @since 2018.1 */
  version?: string;
  /** @since 2018.1 */
  loadPath?: string;
  /** @since 2018.1 */
  parameters?: Properties;
}

/**
 * The server's plugins in one list (not paged).
 *
 * TeamCity `plugins` (swagger-2025).
 */
export interface Plugins {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  plugin?: Plugin[];
}

/** TeamCity `DeploymentStateEntry` (swagger-2025). TeamCity 2025 names it DeploymentStateEntry, as it names deploymentStateEntry. */
export interface PostedDeploymentStateEntry {
  /** @since 2023.11 */
  buildId?: number;
  /** @since 2023.11 */
  changeDate?: string;
  /** @since 2023.11 */
  state?: 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED' | 'UNKNOWN';
}

/**
 * A kind of build problem as TeamCity tracks it across builds, with its mutes, investigations and occurrences.
 *
 * TeamCity `problem` (swagger-2025).
 */
export interface Problem {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  type?: string;
  /** @since 2018.1 */
  identity?: string;
  /** @since 2018.1 */
  href?: string;
  /** @since 2023.11 */
  description?: string;
  /** @since 2018.1 */
  mutes?: Mutes;
  /** @since 2018.1 */
  investigations?: Investigations;
  /** @since 2018.1 */
  problemOccurrences?: ProblemOccurrences;
  /** @since 2018.1 */
  locator?: string;
}

/**
 * One build problem in one build. `details`, `logAnchor` and `newFailure` come only when a `fields` selection names them.
 *
 * TeamCity `problemOccurrence` (swagger-2025).
 */
export interface ProblemOccurrence {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  type?: string;
  /** @since 2018.1 */
  identity?: string;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  muted?: boolean;
  /** @since 2018.1 */
  currentlyInvestigated?: boolean;
  /** @since 2018.1 */
  currentlyMuted?: boolean;
  /** @since 2023.11 */
  logAnchor?: string;
  /** @since 2023.11 */
  newFailure?: boolean;
  /** @since 2018.1 */
  details?: string;
  /** @since 2018.1 */
  additionalData?: string;
  /** @since 2018.1 */
  problem?: Problem;
  /** @since 2018.1 */
  mute?: Mute;
  /** @since 2018.1 */
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
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  nextHref?: string;
  /** @since 2018.1 */
  prevHref?: string;
  /** @since 2018.1 */
  problemOccurrence?: ProblemOccurrence[];
  /** @since 2018.1 */
  passed?: number;
  /** @since 2018.1 */
  failed?: number;
  /** @since 2018.1 */
  newFailed?: number;
  /** @since 2018.1 */
  ignored?: number;
  /** @since 2018.1 */
  muted?: number;
  /**
   * (From swagger-2018.1.)
   *
   * @since 2018.1
   */
  default?: boolean;
}

/**
 * Where an investigation applies: a whole project, or some of its configurations.
 *
 * TeamCity `ProblemScope` (swagger-2025).
 */
export interface ProblemScope {
  /**
   * The project, when it covers a whole project.
   *
   * @since 2018.1
   */
  project?: Project;
  /**
   * The configurations, when it covers only some.
   *
   * @since 2018.1
   */
  buildTypes?: BuildTypes;
  /**
   * Deprecated: a single configuration; read `buildTypes` instead.
   *
   * @since 2018.1
   */
  buildType?: BuildType;
}

/**
 * What an investigation is about: some tests, some build problems, or a configuration as a whole.
 *
 * TeamCity `ProblemTarget` (swagger-2025).
 */
export interface ProblemTarget {
  /**
   * True for a configuration-wide investigation that names no test or problem.
   *
   * @since 2018.1
   */
  anyProblem?: boolean;
  /**
   * The failing tests investigated.
   *
   * @since 2018.1
   */
  tests?: Tests;
  /**
   * The build problems investigated.
   *
   * @since 2018.1
   */
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
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  nextHref?: string;
  /** @since 2018.1 */
  prevHref?: string;
  /** @since 2018.1 */
  problem?: Problem[];
  /**
   * (From swagger-2018.1.)
   *
   * @since 2018.1
   */
  default?: boolean;
}

/**
 * Where a running build stands (a Build's `running-info`). Sent only while the build runs.
 *
 * TeamCity `progress-info` (swagger-2025).
 */
export interface ProgressInfo {
  /**
   * Percent done, estimated.
   *
   * @since 2018.1
   */
  percentageComplete?: number;
  /**
   * Seconds since the build started on its agent (queue time not counted).
   *
   * @since 2018.1
   */
  elapsedSeconds?: number;
  /**
   * Expected duration of the whole build in seconds: elapsed plus remaining, post-build work included.
   *
   * @since 2018.1
   */
  estimatedTotalSeconds?: number;
  /**
   * Expected seconds still to go. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  leftSeconds?: number;
  /**
   * What the build is doing now: its status and its latest log message.
   *
   * @since 2018.1
   */
  currentStageText?: string;
  /**
   * True when a finished non-personal build already covers the same or newer changes, which makes this one a [history build](https://www.jetbrains.com/help/teamcity/history-build.html).
   *
   * @since 2018.1
   */
  outdated?: boolean;
  /**
   * True when TeamCity suspects a hang: the build has overrun its estimate and has logged nothing for a while.
   *
   * @since 2018.1
   */
  probablyHanging?: boolean;
  /**
   * When the build last wrote to its log. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  lastActivityTime?: TeamCityDate;
  /**
   * For an outdated build: the newer build that makes it outdated. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  outdatedReasonBuild?: Build;
}

/**
 * A TeamCity project: it holds subprojects, build configurations and templates, VCS roots, parameters and project features. See https://www.jetbrains.com/help/teamcity/project.html.
 *
 * TeamCity `project` (swagger-2025).
 */
export interface Project {
  /**
   * Project id, as in `id:<id>` locators. When a new project comes without one, TeamCity makes one from the name, keeping only letters and digits.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * Id TeamCity uses internally; read-only.
   *
   * @since 2018.1
   */
  internalId?: string;
  /**
   * UUID of the project.
   *
   * @since 2018.1
   */
  uuid?: string;
  /** @since 2018.1 */
  name?: string;
  /**
   * Id of the parent project: `_Root` for a top-level project; absent on `_Root` itself.
   *
   * @since 2018.1
   */
  parentProjectId?: string;
  /**
   * Deprecated: read `parentProjectId` or `parentProject` instead.
   *
   * @since 2018.1
   */
  parentProjectInternalId?: string;
  /**
   * Deprecated: read `parentProjectId` or `parentProject` instead.
   *
   * @since 2018.1
   */
  parentProjectName?: string;
  /**
   * `true` for an archived project.
   *
   * @since 2018.1
   */
  archived?: boolean;
  /**
   * `true` for a project TeamCity made on its own, `false` for one a user created.
   *
   * @since 2023.11
   */
  virtual?: boolean;
  /**
   * Free text about the project; absent when it has none (TeamCity 8 was seen sending an empty string).
   *
   * @since 2018.1
   */
  description?: string;
  /**
   * REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request).
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * Full URL of the project's page in the TeamCity UI.
   *
   * @since 2018.1
   */
  webUrl?: string;
  /**
   * Links to the project's UI pages, for viewing and for editing.
   *
   * @since 2018.1
   */
  links?: Links;
  /**
   * The parent project; absent on `_Root`.
   *
   * @since 2018.1
   */
  parentProject?: Project;
  /**
   * Whether the UI refuses edits to the project and its build configurations. That is the case when its settings are synchronized from a VCS and editing them in the UI is switched off.
   *
   * @since 2018.1
   */
  readOnlyUI?: StateField;
  /**
   * Template every new build configuration of this project starts from.
   *
   * @since 2018.1
   */
  defaultTemplate?: BuildType;
  /**
   * Build configurations right in this project; those of subprojects are not included.
   *
   * @since 2018.1
   */
  buildTypes?: BuildTypes;
  /**
   * Build configuration templates defined in this project.
   *
   * @since 2018.1
   */
  templates?: BuildTypes;
  /** @since 2023.11 */
  deploymentDashboards?: DeploymentDashboards;
  /**
   * Parameters of the project (configuration ones, `env.` and `system.`), those inherited from parent projects included.
   *
   * @since 2018.1
   */
  parameters?: Properties;
  /**
   * VCS roots defined in this project.
   *
   * @since 2018.1
   */
  vcsRoots?: VcsRoots;
  /**
   * Project-level features: connections, artifact storages, cloud profiles and the like.
   *
   * @since 2018.1
   */
  projectFeatures?: ProjectFeatures;
  /**
   * Direct subprojects.
   *
   * @since 2018.1
   */
  projects?: Projects;
  /**
   * Cloud profiles defined in this project itself, not in its parents or subprojects.
   *
   * @since 2023.11
   */
  cloudProfiles?: CloudProfiles;
  /**
   * Every project above this one, `_Root` first.
   *
   * @since 2023.11
   */
  ancestorProjects?: Projects;
  /** @since 2018.1 */
  locator?: string;
}

/**
 * A project feature: a typed set of settings on a project, such as a connection, an artifact storage or a cloud profile.
 *
 * TeamCity `projectFeature` (swagger-2025).
 */
export interface ProjectFeature {
  /**
   * Feature id; read-only.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * Display name, for the feature types that have one.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * Feature type, e.g. `OAuthProvider` for a connection.
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * `true` when the feature is switched off.
   *
   * @since 2018.1
   */
  disabled?: boolean;
  /**
   * `true` when the feature comes from a parent project rather than this one.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /**
   * REST path of this entity, relative to the server (it keeps the `/httpAuth` or `/guestAuth` prefix of the request).
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * The feature's settings, as name and value pairs.
   *
   * @since 2018.1
   */
  properties?: Properties;
}

/**
 * Project features in one list (not paged).
 *
 * TeamCity `projectFeatures` (swagger-2025).
 */
export interface ProjectFeatures {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
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
  /**
   * How many items this page holds: the page size, not a total across pages.
   *
   * @since 2018.1
   */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /**
   * Server-relative URL of the following page, sent only when this page came back full. Keep following it until it is absent: even an empty page may carry one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * Server-relative URL of the page before this one; absent on the first page.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
  project?: Project[];
}

/**
 * Name and value pairs, all in one list: parameters, settings or attributes, depending on where the list appears.
 *
 * TeamCity `properties` (swagger-2025).
 */
export interface Properties {
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  property?: ModelProperty[];
}

/**
 * Builds linked to a build, under `builds`.
 *
 * TeamCity `related` (swagger-2025).
 */
export interface Related {
  /** @since 2018.1 */
  builds?: Builds;
}

/**
 * Entities an audit event or operation result is about.
 *
 * TeamCity `relatedEntities` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface RelatedEntities {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  entity?: RelatedEntity[];
}

/**
 * An entity something refers to; `type` says which of the fields (build, project, user...) holds it.
 *
 * TeamCity `relatedEntity` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface RelatedEntity {
  /** @since 2023.11 */
  type?: string;
  /** @since 2023.11 */
  unknown?: boolean;
  /** @since 2023.11 */
  internalId?: string;
  /** @since 2023.11 */
  text?: string;
  /** @since 2023.11 */
  build?: Build;
  /** @since 2023.11 */
  buildType?: BuildType;
  /** @since 2023.11 */
  project?: Project;
  /** @since 2023.11 */
  user?: User;
  /** @since 2023.11 */
  group?: Group;
  /** @since 2023.11 */
  test?: Test;
  /** @since 2023.11 */
  problem?: Problem;
  /** @since 2023.11 */
  agent?: Agent;
  /** @since 2023.11 */
  vcsRoot?: VcsRoot;
  /** @since 2023.11 */
  change?: Change;
  /** @since 2023.11 */
  agentPool?: AgentPool;
}

/**
 * The branches TeamCity last saw in a VCS root instance's repository, each with its tip revision.
 *
 * TeamCity `repositoryState` (swagger-2025).
 */
export interface RepositoryState {
  /**
   * When TeamCity took this snapshot of the repository.
   *
   * @since 2018.1
   */
  timestamp?: TeamCityDate;
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  branch?: BranchVersion[];
}

/**
 * Why an agent cannot run a build configuration's builds, as found in `Compatibility.unmetRequirements` (https://www.jetbrains.com/help/teamcity/rest/compatibility.html).
 *
 * TeamCity `requirements` (swagger-2025).
 */
export interface Requirements {
  /**
   * One text listing every requirement the agent fails.
   *
   * @since 2018.1
   */
  description?: string;
}

/**
 * When a mute or investigation ends: by hand (`manually`), once the item is fixed (`whenFixed`), or at `time` (`atTime`).
 *
 * TeamCity `Resolution` (swagger-2025).
 */
export interface Resolution {
  /** @since 2018.1 */
  type?: 'manually' | 'whenFixed' | 'atTime';
  /** @since 2018.1 */
  time?: TeamCityDate;
}

/**
 * A kind of work a node can take on, by name, with a description.
 *
 * TeamCity `responsibility` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Responsibility {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  description?: string;
}

/**
 * The revision of one VCS root that a build uses.
 *
 * TeamCity `Revision` (swagger-2025).
 */
export interface Revision {
  /**
   * The revision as TeamCity displays it (for Git, the commit SHA).
   *
   * @since 2018.1
   */
  version?: string;
  /**
   * The revision as TeamCity stores it; sent only by servers in internal mode.
   *
   * @since 2018.1
   */
  internalVersion?: string;
  /**
   * The full VCS name of the branch, such as `refs/heads/main`.
   *
   * @since 2018.1
   */
  vcsBranchName?: string;
  /**
   * The VCS root instance the revision belongs to.
   *
   * @since 2018.1
   */
  'vcs-root-instance'?: VcsRootInstance;
  /**
   * The [checkout rules](https://www.jetbrains.com/help/teamcity/vcs-checkout-rules.html) the build applied to this root. Only with an explicit `fields` selection; an XML element.
   *
   * @since 2018.1
   */
  'checkout-rules'?: string;
}

/**
 * The revisions a build uses, one per VCS root (not paged). Posted with a build, it pins the sources to build.
 *
 * TeamCity `Revisions` (swagger-2025).
 */
export interface Revisions {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  revision?: Revision[];
  /**
   * In a posted build: true makes the build fail when a listed revision cannot be found; false lets it take the latest changes instead.
   *
   * @since 2023.11
   */
  failOnMissingRevisions?: boolean;
}

/**
 * A role given to a user or group, with the scope it holds in (`g` for the whole server, `p:<projectId>` for a project); or, under `/app/rest/roles`, a role itself: its `id`, `name`, the permissions it grants and the roles it includes.
 *
 * TeamCity `role` (swagger-2025).
 */
export interface Role {
  /** @since 2018.1 */
  roleId?: string;
  /** @since 2018.1 */
  scope?: string;
  /** @since 2018.1 */
  href?: string;
  /**
   * Under `/app/rest/roles`: the role's id (`PROJECT_DEVELOPER`). (From hand.) teamcity-rest model/role/Role.java (id attribute): the API definitions name both the assignment and the role `role` and keep only the assignment's properties.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  id?: string;
  /**
   * Under `/app/rest/roles`: the role's display name (`Project developer`). (From hand.) teamcity-rest model/role/Role.java (name attribute).
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  name?: string;
  /**
   * Under `/app/rest/roles`: the roles this one includes, whose permissions it grants too. Left out of the list's short form. (From hand.) teamcity-rest model/role/Role.java (included element, a model/role/Roles).
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  included?: Roles;
  /**
   * Under `/app/rest/roles`: the permissions the role grants itself (not those of the roles it includes). Left out of the list's short form. (From hand.) teamcity-rest model/role/Role.java (permissions element).
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  permissions?: Permissions;
}

/**
 * Roles of a user or group; or, under `/app/rest/roles`, the roles the server has.
 *
 * TeamCity `roles` (swagger-2025).
 */
export interface Roles {
  /**
   * (From hand.) teamcity-rest model/role/Roles.java (count attribute), the list `/app/rest/roles` answers.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  count?: number;
  /** @since 2018.1 */
  role?: Role[];
}

/**
 * The TeamCity server that answers: its version, its clock, and links to the main lists.
 *
 * TeamCity `server` (swagger-2025).
 */
export interface Server {
  /**
   * Full version string, with the build number and an EAP mark when there is one.
   *
   * @since 2018.1
   */
  version?: string;
  /**
   * First part of the version: the year of the release (`2025` in 2025.07).
   *
   * @since 2018.1
   */
  versionMajor?: number;
  /**
   * Second part of the version: the month of the release (`7` in 2025.07).
   *
   * @since 2018.1
   */
  versionMinor?: number;
  /**
   * When the server last started.
   *
   * @since 2018.1
   */
  startTime?: TeamCityDate;
  /**
   * The server machine's clock when it answered.
   *
   * @since 2018.1
   */
  currentTime?: TeamCityDate;
  /**
   * Build number of this server; agents expect it as their version (`Agent.currentAgentVersion`).
   *
   * @since 2018.1
   */
  buildNumber?: string;
  /**
   * When JetBrains built this release.
   *
   * @since 2018.1
   */
  buildDate?: TeamCityDate;
  /**
   * Id TeamCity uses internally; read-only.
   *
   * @since 2018.1
   */
  internalId?: string;
  /**
   * Role of this node in a multi-node setup; a single server says `main_node`. See https://www.jetbrains.com/help/teamcity/multinode-setup.html.
   *
   * @since 2018.1
   */
  role?: string;
  /**
   * Root URL of the server, port included.
   *
   * @since 2018.1
   */
  webUrl?: string;
  /**
   * Where to list projects: an `href` relative to the server.
   *
   * @since 2018.1
   */
  projects?: Href;
  /**
   * Where to list VCS roots: an `href` relative to the server.
   *
   * @since 2018.1
   */
  vcsRoots?: Href;
  /**
   * Where to list builds: an `href` relative to the server.
   *
   * @since 2018.1
   */
  builds?: Href;
  /**
   * Where to list users: an `href` relative to the server.
   *
   * @since 2018.1
   */
  users?: Href;
  /**
   * Where to list user groups: an `href` relative to the server.
   *
   * @since 2018.1
   */
  userGroups?: Href;
  /**
   * Where to list agents: an `href` relative to the server.
   *
   * @since 2018.1
   */
  agents?: Href;
  /**
   * Where to list queued builds: an `href` relative to the server.
   *
   * @since 2018.1
   */
  buildQueue?: Href;
  /**
   * Where to list agent pools: an `href` relative to the server.
   *
   * @since 2018.1
   */
  agentPools?: Href;
  /**
   * Where to list investigations: an `href` relative to the server.
   *
   * @since 2018.1
   */
  investigations?: Href;
  /**
   * Where to list mutes: an `href` relative to the server.
   *
   * @since 2018.1
   */
  mutes?: Href;
  /**
   * URL of the separate domain artifacts are served from when artifact isolation is on, so files users upload cannot act on the server's own origin.
   *
   * @since 2023.11
   */
  artifactsUrl?: string;
  /**
   * Where to list the nodes of the multi-node setup this server is part of: an `href` relative to the server.
   *
   * @since 2023.11
   */
  nodes?: Href;
}

/**
 * Server-wide authentication settings: guest access, per-project permissions, login modules and more, as on the Administration | Authentication page. Read and change them at `/app/rest/server/authSettings`.
 *
 * TeamCity `serverAuthSettings` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface ServerAuthSettings {
  /** @since 2023.11 */
  allowGuest?: boolean;
  /** @since 2023.11 */
  guestUsername?: string;
  /** @since 2023.11 */
  welcomeText?: string;
  /** @since 2023.11 */
  collapseLoginForm?: boolean;
  /** @since 2023.11 */
  perProjectPermissions?: boolean;
  /** @since 2023.11 */
  emailVerification?: boolean;
  /** @since 2025.x */
  buildAuthenticationMode?: string;
  /** @since 2023.11 */
  modules?: AuthModules;
}

/**
 * Settings for the whole server (root URL, artifact limits and directories, default VCS check interval, encryption...), as on the Administration | Global Settings page. Read and change them at `/app/rest/server/globalSettings`.
 *
 * TeamCity `serverGlobalSettings` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface ServerGlobalSettings {
  /** @since 2023.11 */
  defaultVCSCheckInterval?: number;
  /** @since 2023.11 */
  enforceDefaultVCSCheckInterval?: boolean;
  /** @since 2023.11 */
  useEncryption?: boolean;
  /** @since 2023.11 */
  artifactsDomainIsolation?: boolean;
  /** @since 2023.11 */
  artifactsUrl?: string;
  /** @since 2023.11 */
  encryptionKey?: string;
  /** @since 2023.11 */
  artifactDirectories?: string;
  /** @since 2023.11 */
  rootUrl?: string;
  /** @since 2023.11 */
  defaultQuietPeriod?: number;
  /** @since 2023.11 */
  defaultExecutionTimeout?: number;
  /** @since 2023.11 */
  maxArtifactsNumber?: number;
  /** @since 2023.11 */
  maxArtifactSize?: number;
}

/** TeamCity `session` (swagger-2018.1). */
export interface Session {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  creationDate?: TeamCityDate;
  /** @since 2018.1 */
  lastAccessedDate?: TeamCityDate;
  /** @since 2018.1 */
  user?: User;
}

/** TeamCity `sessions` (swagger-2018.1). */
export interface Sessions {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  maxActive?: number;
  /** @since 2018.1 */
  sessionCounter?: number;
  /** @since 2018.1 */
  sessionCreateRate?: number;
  /** @since 2018.1 */
  sessionExpireRate?: number;
  /** @since 2018.1 */
  sessionMaxAliveTime?: number;
  /** @since 2018.1 */
  session?: Session[];
}

/**
 * A configuration's snapshot dependencies.
 *
 * TeamCity `snapshot-dependencies` (swagger-2025).
 */
export interface SnapshotDependencies {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  'snapshot-dependency'?: SnapshotDependency[];
}

/**
 * A configuration whose build must run on the same sources, and finish, before this configuration's build starts: one link of a build chain; see [snapshot dependencies](https://www.jetbrains.com/help/teamcity/snapshot-dependencies.html).
 *
 * TeamCity `snapshot-dependency` (swagger-2025).
 */
export interface SnapshotDependency {
  /**
   * The dependency's ID in its configuration; TeamCity uses the upstream configuration's ID.
   *
   * @since 2018.1
   */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /**
   * Always `snapshot_dependency`.
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * True when the dependency is switched off; TeamCity leaves the key out otherwise.
   *
   * @since 2018.1
   */
  disabled?: boolean;
  /**
   * True when the dependency comes from a template rather than the configuration itself.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /** @since 2018.1 */
  href?: string;
  /**
   * Its options by name: `run-build-if-dependency-failed`, `take-successful-builds-only`, `take-started-build-with-same-revisions`, `run-build-on-the-same-agent`.
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * The upstream configuration, whose build runs first.
   *
   * @since 2018.1
   */
  'source-buildType'?: BuildType;
}

/**
 * Where in a build chain a change was built, for a change that reached a build through a snapshot dependency.
 *
 * TeamCity `SnapshotDependencyLink` (swagger-2025).
 */
export interface SnapshotDependencyLink {
  /**
   * The upstream build that ran the change.
   *
   * @since 2023.11
   */
  build?: Build;
  /**
   * Configuration of that upstream build.
   *
   * @since 2023.11
   */
  buildType?: BuildType;
  /**
   * The branch that upstream configuration built. Only with an explicit `fields` selection; an XML element.
   *
   * @since 2023.11
   */
  buildTypeBranch?: string;
}

/**
 * An SSH key a project keeps for VCS roots to authenticate with. Only its name, whether a passphrase protects it and, for a freshly generated key, its public half; the private key is never sent.
 *
 * TeamCity `sshKey` (hand). teamcity-rest model/project/SshKey.java (XML attributes name, encrypted, publicKey); JetBrains/teamcity-cli api/types.go SSHKey.
 */
export interface SshKey {
  /**
   * The name VCS roots refer to the key by.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  name?: string;
  /**
   * True when the stored private key needs a passphrase.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  encrypted?: boolean;
  /**
   * The public half in OpenSSH form (`ssh-ed25519 AAAA...`); TeamCity fills it in only in the answer to a key generation.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  publicKey?: string;
}

/**
 * The SSH keys a project keeps, in one list (not paged, no count).
 *
 * TeamCity `sshKeys` (hand). teamcity-rest model/project/SshKeys.java (element sshKey); JetBrains/teamcity-cli api/types.go SSHKeyList.
 */
export interface SshKeys {
  /** @since hidden: TeamCity serves it, but none of its API definitions declares it */
  sshKey?: SshKey[];
}

/** TeamCity `StackTraceElement` (swagger-2018.1). */
export interface StackTraceElement {
  /** @since 2018.1 */
  methodName?: string;
  /** @since 2018.1 */
  fileName?: string;
  /** @since 2018.1 */
  lineNumber?: number;
  /** @since 2018.1 */
  className?: string;
  /** @since 2018.1 */
  nativeMethod?: boolean;
}

/**
 * A project flag with whether it is inherited; used for the read-only UI state.
 *
 * TeamCity `StateField` (swagger-2025).
 */
export interface StateField {
  /** @since 2018.1 */
  value?: boolean;
  /** @since 2018.1 */
  inherited?: boolean;
}

/**
 * One build step of a configuration or template: a runner (a script, Maven, Gradle, ...) with its options; see [build steps](https://www.jetbrains.com/help/teamcity/configuring-build-steps.html).
 *
 * TeamCity `step` (swagger-2025).
 */
export interface Step {
  /**
   * The step's ID in its configuration (`RUNNER_1`).
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * The step's name as the UI shows it; may be empty.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * The runner (`simpleRunner` for a command line, `Maven2`, `gradle-runner`, ...).
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * True when the step is switched off; TeamCity leaves the key out otherwise.
   *
   * @since 2018.1
   */
  disabled?: boolean;
  /**
   * True when the step comes from a template rather than the configuration itself.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /** @since 2018.1 */
  href?: string;
  /**
   * The runner's options by name (`script.content`, `goals`, `teamcity.step.mode`, ...).
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * A one-line summary of what the step does, as the UI's step list shows it. TeamCity's XML writes it as a `<shortDescription>` element.
   *
   * @since 2025.x
   */
  shortDescription?: string;
}

/**
 * A configuration's build steps, in the order they run.
 *
 * TeamCity `steps` (swagger-2025).
 */
export interface Steps {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  step?: Step[];
}

/**
 * A label on a build. Tags are read and replaced through `/app/rest/builds/<locator>/tags`.
 *
 * TeamCity `tag` (swagger-2025).
 */
export interface Tag {
  /**
   * The tag text.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * For a private tag, the user who owns it.
   *
   * @since 2018.1
   */
  owner?: User;
  /**
   * Set (true) when only its owner sees the tag.
   *
   * @since 2018.1
   */
  private?: boolean;
}

/**
 * The tags of a build (not paged).
 *
 * TeamCity `tags` (swagger-2025).
 */
export interface Tags {
  /** @since 2018.1 */
  count?: number;
  /**
   * TeamCity 8.x sends tag names as plain strings (recorded).
   *
   * @since 2018.1
   */
  tag?: Tag[] | string[];
}

/**
 * A test as TeamCity tracks it across builds: its runs, mutes and investigations.
 *
 * TeamCity `test` (swagger-2025).
 */
export interface Test {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  mutes?: Mutes;
  /** @since 2018.1 */
  investigations?: Investigations;
  /** @since 2018.1 */
  testOccurrences?: TestOccurrences;
  /** @since 2023.11 */
  parsedTestName?: ParsedTestName;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  locator?: string;
}

/**
 * Test counts: all, passed (`success`), failed, new failures, muted and ignored, plus the total `duration` in milliseconds.
 *
 * TeamCity `testCounters` (swagger-2025).
 */
export interface TestCounters {
  /** @since 2023.11 */
  ignored?: number;
  /** @since 2023.11 */
  failed?: number;
  /** @since 2023.11 */
  muted?: number;
  /** @since 2023.11 */
  success?: number;
  /** @since 2023.11 */
  all?: number;
  /** @since 2023.11 */
  newFailed?: number;
  /** @since 2023.11 */
  duration?: number;
}

/**
 * One run of one test in one build; `duration` is in milliseconds. `details`, `logAnchor` and `newFailure` come only when a `fields` selection names them.
 *
 * TeamCity `testOccurrence` (swagger-2025).
 */
export interface TestOccurrence {
  /** @since 2018.1 */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /**
   * SUCCESS is what TeamCity 9.x sends for a passed test (recordings jp-tests-01, jp-tests-02); the 2025 definition lists the others.
   *
   * @since 2018.1
   */
  status?: 'UNKNOWN' | 'NORMAL' | 'WARNING' | 'FAILURE' | 'ERROR' | 'SUCCESS';
  /** @since 2018.1 */
  ignored?: boolean;
  /** @since 2018.1 */
  duration?: number;
  /** @since 2018.1 */
  runOrder?: string;
  /** @since 2023.11 */
  newFailure?: boolean;
  /** @since 2018.1 */
  muted?: boolean;
  /** @since 2018.1 */
  currentlyMuted?: boolean;
  /** @since 2018.1 */
  currentlyInvestigated?: boolean;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  ignoreDetails?: string;
  /** @since 2018.1 */
  details?: string;
  /** @since 2018.1 */
  test?: Test;
  /** @since 2018.1 */
  mute?: Mute;
  /** @since 2018.1 */
  build?: Build;
  /** @since 2018.1 */
  firstFailed?: TestOccurrence;
  /** @since 2018.1 */
  nextFixed?: TestOccurrence;
  /** @since 2018.1 */
  invocations?: TestOccurrences;
  /** @since 2023.11 */
  metadata?: TestRunMetadata;
  /** @since 2023.11 */
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
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  nextHref?: string;
  /** @since 2018.1 */
  prevHref?: string;
  /** @since 2018.1 */
  testOccurrence?: TestOccurrence[];
  /** @since 2023.11 */
  testCounters?: TestCounters;
  /** @since 2018.1 */
  ignored?: number;
  /** @since 2018.1 */
  failed?: number;
  /** @since 2018.1 */
  passed?: number;
  /** @since 2018.1 */
  newFailed?: number;
  /** @since 2018.1 */
  muted?: number;
  /**
   * (From swagger-2018.1.)
   *
   * @since 2018.1
   */
  default?: boolean;
}

/**
 * Typed values a test reported about its run (https://www.jetbrains.com/help/teamcity/reporting-test-metadata.html).
 *
 * TeamCity `testRunMetadata` (swagger-2025).
 */
export interface TestRunMetadata {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
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
  /** @since 2018.1 */
  count?: number;
  /** @since 2023.11 */
  myTestCounters?: TestCounters;
  /** @since 2018.1 */
  nextHref?: string;
  /** @since 2018.1 */
  prevHref?: string;
  /** @since 2018.1 */
  test?: Test[];
  /**
   * (From swagger-2018.1.)
   *
   * @since 2018.1
   */
  default?: boolean;
}

/** TeamCity `Throwable` (swagger-2018.1). */
export interface Throwable {
  /** @since 2018.1 */
  cause?: Throwable;
  /** @since 2018.1 */
  stackTrace?: StackTraceElement[];
  /** @since 2018.1 */
  message?: string;
  /** @since 2018.1 */
  localizedMessage?: string;
  /** @since 2018.1 */
  suppressed?: Throwable[];
}

/**
 * An access token. Its `value` appears only in the answer that creates it.
 *
 * TeamCity `token` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Token {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  creationTime?: string;
  /** @since 2023.11 */
  value?: string;
  /** @since 2023.11 */
  expirationTime?: string;
  /** @since 2023.11 */
  permissionRestrictions?: PermissionRestrictions;
}

/**
 * A user's access tokens in one list (not paged).
 *
 * TeamCity `tokens` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface Tokens {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  token?: Token[];
}

/**
 * A rule that starts the configuration's builds on its own (on VCS changes, on a schedule, when a dependency finishes, ...); see [build triggers](https://www.jetbrains.com/help/teamcity/configuring-build-triggers.html).
 *
 * TeamCity `trigger` (swagger-2025).
 */
export interface Trigger {
  /**
   * The trigger's ID in its configuration (`vcsTrigger`, `TRIGGER_7`).
   *
   * @since 2018.1
   */
  id?: string;
  /** @since 2018.1 */
  name?: string;
  /**
   * Which trigger it is (`vcsTrigger`, `schedulingTrigger`, `buildDependencyTrigger`, ...).
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * True when the trigger is switched off; TeamCity leaves the key out otherwise.
   *
   * @since 2018.1
   */
  disabled?: boolean;
  /**
   * True when the trigger comes from a template rather than the configuration itself.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /** @since 2018.1 */
  href?: string;
  /**
   * The trigger's options by name (`branchFilter`, `quietPeriodMode`, `schedulingPolicy`, ...).
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * What the trigger changes in the builds it starts: parameter values, a clean checkout.
   *
   * @since 2023.11
   */
  buildCustomization?: BuildTriggerCustomization;
}

/**
 * What started a build, and when (a Build's `triggered`).
 *
 * TeamCity `TriggeredBy` (swagger-2025).
 */
export interface TriggeredBy {
  /**
   * The kind of trigger: `user` (UI or REST), `vcs`, `schedule`, `snapshotDependency` (a dependent build needed it), `finishBuild` and `retry`, among others.
   *
   * @since 2018.1
   */
  type?: string;
  /**
   * Extra text about the trigger, where there is any.
   *
   * @since 2018.1
   */
  details?: string;
  /**
   * When the build was triggered.
   *
   * @since 2018.1
   */
  date?: TeamCityDate;
  /**
   * The 'Triggered by' line of the UI, naming the user, trigger or upstream build. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  displayText?: string;
  /**
   * TeamCity's internal encoding of `properties`, as one string.
   *
   * @since 2018.1
   */
  rawValue?: string;
  /**
   * The user behind the trigger, directly or through a dependent build.
   *
   * @since 2018.1
   */
  user?: User;
  /**
   * The build that caused this one, e.g. the dependent build of a chain or the build a finish-build trigger watched.
   *
   * @since 2018.1
   */
  build?: Build;
  /**
   * Configuration of that `build`.
   *
   * @since 2018.1
   */
  buildType?: BuildType;
  /**
   * Trigger details as name/value pairs, for internal use.
   *
   * @since 2018.1
   */
  properties?: Properties;
}

/**
 * A configuration's triggers.
 *
 * TeamCity `triggers` (swagger-2025).
 */
export interface Triggers {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  trigger?: Trigger[];
}

/**
 * Spec of a typed parameter (`rawValue`, e.g. `password` or `checkbox checkedValue='true'`); see https://www.jetbrains.com/help/teamcity/typed-parameters.html.
 *
 * TeamCity `type` (swagger-2025).
 */
export interface Type {
  /** @since 2018.1 */
  rawValue?: string;
}

/**
 * A value with its name and its type.
 *
 * TeamCity `typedValue` (swagger-2025).
 */
export interface TypedValue {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  type?: string;
  /** @since 2023.11 */
  value?: string;
}

/**
 * A named set of values to choose from, each with a label, plus keywords and descriptions.
 *
 * TeamCity `TypedValueSet` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface TypedValueSet {
  /** @since 2023.11 */
  value?: LabeledValue[];
  /** @since 2023.11 */
  keyword?: string[];
  /** @since 2023.11 */
  shortDescription?: string;
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  displayName?: string;
  /** @since 2023.11 */
  description?: string;
}

/**
 * Sets of predefined values, in one list.
 *
 * TeamCity `typedValueSets` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface TypedValueSets {
  /** @since 2023.11 */
  valueSet?: TypedValueSet[];
  /** @since 2023.11 */
  count?: number;
}

/**
 * A TeamCity user account. `password` is only ever sent to the server, never returned.
 *
 * TeamCity `user` (swagger-2025).
 */
export interface User {
  /** @since 2018.1 */
  username?: string;
  /** @since 2018.1 */
  name?: string;
  /** @since 2018.1 */
  id?: number;
  /** @since 2018.1 */
  email?: string;
  /**
   * Time of the last login, as TeamCity writes dates (`yyyyMMdd'T'HHmmssZ`, e.g. `20160811T215944-0700`), though typed as a plain string; `parseTeamCityDate` reads it.
   *
   * @since 2018.1
   */
  lastLogin?: string;
  /** @since 2018.1 */
  password?: string;
  /** @since 2018.1 */
  hasPassword?: boolean;
  /** @since 2018.1 */
  realm?: string;
  /** @since 2018.1 */
  href?: string;
  /** @since 2018.1 */
  properties?: Properties;
  /** @since 2018.1 */
  roles?: Roles;
  /** @since 2018.1 */
  groups?: Groups;
  /** @since 2018.1 */
  locator?: string;
  /** @since 2023.11 */
  avatars?: UserAvatars;
  /** @since 2023.11 */
  enabled2FA?: boolean;
}

/**
 * An approval rule naming one user, and whether that user has given it.
 *
 * TeamCity `userApprovalRule` (swagger-2025).
 */
export interface UserApprovalRule {
  /**
   * Whether `user` has approved the build. TeamCity's XML writes it as an `<approved>` element, not an attribute.
   *
   * @since 2023.11
   */
  approved?: boolean;
  /**
   * The user whose approval the rule asks for.
   *
   * @since 2023.11
   */
  user?: User;
}

/**
 * The single-user approval rules of a build.
 *
 * TeamCity `userApprovals` (swagger-2025).
 */
export interface UserApprovals {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  userApproval?: UserApprovalRule[];
}

/**
 * Links to the user's avatar image at several sizes in pixels.
 *
 * TeamCity `userAvatars` (swagger-2025).
 */
export interface UserAvatars {
  /** @since 2023.11 */
  urlToSize20?: string;
  /** @since 2023.11 */
  urlToSize28?: string;
  /** @since 2023.11 */
  urlToSize32?: string;
  /** @since 2023.11 */
  urlToSize40?: string;
  /** @since 2023.11 */
  urlToSize56?: string;
  /** @since 2023.11 */
  urlToSize64?: string;
  /** @since 2023.11 */
  urlToSize80?: string;
}

/**
 * Users in one list (not paged).
 *
 * TeamCity `users` (swagger-2025).
 */
export interface Users {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  user?: User[];
}

/**
 * One check of a repository for new changes.
 *
 * TeamCity `VcsCheckStatus` (swagger-2025).
 */
export interface VcsCheckStatus {
  /**
   * Lower case: `scheduled` (waiting to run), `started` (running) or `finished`.
   *
   * @since 2018.1
   */
  status?: string;
  /**
   * Lower case, who asked for the check: `schedule` (regular polling), `build` (before a build starts), `user` (the UI's check for pending changes) or `commit_hook` (a [post-commit hook](https://www.jetbrains.com/help/teamcity/configuring-vcs-post-commit-hooks-for-teamcity.html)).
   *
   * @since 2018.1
   */
  requestorType?: string;
  /**
   * When the check reached this status.
   *
   * @since 2018.1
   */
  timestamp?: TeamCityDate;
}

/**
 * A tag TeamCity set (or tried to set) in a VCS repository on the sources of a build. See https://www.jetbrains.com/help/teamcity/vcs-labeling.html.
 *
 * TeamCity `vcsLabel` (swagger-2025).
 */
export interface VcsLabel {
  /**
   * The label as written to the repository.
   *
   * @since 2023.11
   */
  text?: string;
  /**
   * What went wrong when `status` is `FAILED`. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  failureReason?: string;
  /**
   * Outcome of the labeling: `SUCCESSFUL_SET` (done), `IS_BEING_SET` (in progress), `FAILED` (see `failureReason`), `DISABLED_FOR_THE_ROOT`, `LABELING_NOT_SUPPORTED` (by this VCS) or `UNKNOWN`.
   *
   * @since 2023.11
   */
  status?:
    'UNKNOWN' | 'SUCCESSFUL_SET' | 'IS_BEING_SET' | 'FAILED' | 'DISABLED_FOR_THE_ROOT' | 'LABELING_NOT_SUPPORTED';
  /**
   * ID of the labeled build.
   *
   * @since 2023.11
   */
  buildId?: number;
  /**
   * The VCS root instance whose repository got the label. Only with an explicit `fields` selection.
   *
   * @since 2023.11
   */
  'vcs-root-instance'?: VcsRootInstance;
}

/** TeamCity `vcsLabeling` (swagger-2018.1). */
export interface VcsLabeling {
  /** @since 2018.1 */
  labelName?: string;
  /** @since 2018.1 */
  type?: string;
  /** @since 2018.1 */
  branchFilter?: string;
  /** @since 2018.1 */
  vcsRoots?: VcsRoots;
}

/**
 * VCS labels put on a build's sources, in one list (not paged).
 *
 * TeamCity `vcsLabels` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VcsLabels {
  /** @since 2023.11 */
  count?: number;
  /** @since 2023.11 */
  vcsLabel?: VcsLabel[];
}

/**
 * The settings to reach one repository (URL, branch, credentials, ...), owned by a project and attached to build configurations. See https://www.jetbrains.com/help/teamcity/vcs-root.html.
 *
 * TeamCity `vcs-root` (swagger-2025).
 */
export interface VcsRoot {
  /**
   * The external ID; TeamCity derives a default from the project ID and the root's name.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * TeamCity's internal ID of the root. By default only from servers set to include internal IDs; otherwise name it in `fields`.
   *
   * @since 2018.1
   */
  internalId?: string;
  /**
   * A stable internal identifier of the root; needs permission to edit its project. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  uuid?: string;
  /**
   * The name shown in the UI.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * The VCS plugin behind the root, e.g. `jetbrains.git`, `svn` or `perforce`.
   *
   * @since 2018.1
   */
  vcsName?: string;
  /**
   * How often TeamCity polls the repository, in seconds; left out when the server's default applies.
   *
   * @since 2018.1
   */
  modificationCheckInterval?: number;
  /**
   * This root's REST path on the server, without host.
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * The project the root belongs to.
   *
   * @since 2018.1
   */
  project?: Project;
  /**
   * The root's settings as name/value pairs: repository URL, default branch, authentication, clean policy and the like (names depend on `vcsName`).
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * The concrete instances of the root. A root whose settings reference no parameters has one, shared by every configuration using it.
   *
   * @since 2018.1
   */
  vcsRootInstances?: VcsRootInstances;
  /**
   * TeamCity's internal identifiers of the repository. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  repositoryIdStrings?: Items;
  /**
   * A VCS root locator; read from posted bodies only, never sent back.
   *
   * @since 2018.1
   */
  locator?: string;
  /**
   * Deprecated; give `project` instead.
   *
   * @since 2018.1
   */
  projectLocator?: string;
  /**
   * (From recordings.) Sent by TeamCity 8.x (recorded: FINISHED).
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  status?: string;
  /**
   * (From recordings.) Sent by TeamCity 8.x.
   *
   * @since hidden: TeamCity serves it, but none of its API definitions declares it
   */
  lastChecked?: TeamCityDate;
}

/**
 * The VCS roots attached to a configuration.
 *
 * TeamCity `vcs-root-entries` (swagger-2025).
 */
export interface VcsRootEntries {
  /** @since 2018.1 */
  count?: number;
  /** @since 2018.1 */
  'vcs-root-entry'?: VcsRootEntry[];
}

/**
 * A VCS root as a configuration uses it: the root, and the configuration's checkout rules for it.
 *
 * TeamCity `vcs-root-entry` (swagger-2025).
 */
export interface VcsRootEntry {
  /**
   * The attached root's ID.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * For TeamCity's own use; no meaning for clients.
   *
   * @since 2018.1
   */
  inherited?: boolean;
  /**
   * The root itself.
   *
   * @since 2018.1
   */
  'vcs-root'?: VcsRoot;
  /**
   * Which parts of the repository to check out and where, one rule a line (`+:src=>sources`, `-:docs`); empty for all of it. See [checkout rules](https://www.jetbrains.com/help/teamcity/vcs-checkout-rules.html). TeamCity's XML writes it as a `<checkout-rules>` element.
   *
   * @since 2018.1
   */
  'checkout-rules'?: string;
}

/**
 * A VCS root with its parameter references resolved for some build configuration: what TeamCity actually polls. A root without references has a single instance.
 *
 * TeamCity `vcs-root-instance` (swagger-2025).
 */
export interface VcsRootInstance {
  /**
   * Numeric ID of the instance, as a string.
   *
   * @since 2018.1
   */
  id?: string;
  /**
   * External ID of the VcsRoot it comes from.
   *
   * @since 2018.1
   */
  'vcs-root-id'?: string;
  /**
   * Internal ID of that VcsRoot. By default only from servers set to include internal IDs; otherwise name it in `fields`.
   *
   * @since 2018.1
   */
  vcsRootInternalId?: string;
  /**
   * The name of that VcsRoot.
   *
   * @since 2018.1
   */
  name?: string;
  /**
   * The VCS plugin, e.g. `jetbrains.git`.
   *
   * @since 2018.1
   */
  vcsName?: string;
  /**
   * The polling interval in effect, in seconds.
   *
   * @since 2018.1
   */
  modificationCheckInterval?: number;
  /**
   * True when TeamCity learns of new commits from a post-commit hook instead of polling. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  commitHookMode?: boolean;
  /**
   * The last revision TeamCity used from this instance's repository.
   *
   * @since 2018.1
   */
  lastVersion?: string;
  /**
   * Internal form of `lastVersion`. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  lastVersionInternal?: string;
  /**
   * This instance's REST path on the server, without host.
   *
   * @since 2018.1
   */
  href?: string;
  /**
   * The VcsRoot it comes from.
   *
   * @since 2018.1
   */
  'vcs-root'?: VcsRoot;
  /**
   * The latest checks for changes.
   *
   * @since 2018.1
   */
  status?: VcsStatus;
  /**
   * The repository's branches and their tip revisions as last seen. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  repositoryState?: RepositoryState;
  /**
   * The settings actually used, parameter references resolved.
   *
   * @since 2018.1
   */
  properties?: Properties;
  /**
   * TeamCity's internal identifiers of the repository. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  repositoryIdStrings?: Items;
  /** @since 2018.1 */
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
  /**
   * How many items this page holds.
   *
   * @since 2018.1
   */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /**
   * The path of the next page; absent on the last one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * The path of the previous page; absent on the first one.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
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
  /**
   * How many items this page holds.
   *
   * @since 2018.1
   */
  count?: number;
  /** @since 2018.1 */
  href?: string;
  /**
   * The path of the next page; absent on the last one.
   *
   * @since 2018.1
   */
  nextHref?: string;
  /**
   * The path of the previous page; absent on the first one.
   *
   * @since 2018.1
   */
  prevHref?: string;
  /** @since 2018.1 */
  'vcs-root'?: VcsRoot[];
}

/**
 * The last two checks of a VCS root instance for new changes.
 *
 * TeamCity `vcsStatus` (swagger-2025).
 */
export interface VcsStatus {
  /**
   * The latest check.
   *
   * @since 2018.1
   */
  current?: VcsCheckStatus;
  /**
   * The check before it. Only with an explicit `fields` selection.
   *
   * @since 2018.1
   */
  previous?: VcsCheckStatus;
}

/**
 * How a project keeps its settings in a VCS: the VCS root and path, the format, the synchronization mode, and what to do with settings already there. See https://www.jetbrains.com/help/teamcity/storing-project-settings-in-version-control.html.
 *
 * TeamCity `versionedSettingsConfig` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsConfig {
  /** @since 2023.11 */
  storeSecureValuesOutsideVcs?: boolean;
  /** @since 2023.11 */
  importDecision?: 'overrideInVCS' | 'importFromVCS';
  /** @since 2023.11 */
  portableDsl?: boolean;
  /** @since 2023.11 */
  allowUIEditing?: boolean;
  /** @since 2025.x */
  applyChangesInDependenciesAndVcsSettings?: boolean;
  /** @since 2023.11 */
  synchronizationMode?: 'useParentProjectSettings' | 'disabled' | 'enabled';
  /** @since 2023.11 */
  showSettingsChanges?: boolean;
  /** @since 2023.11 */
  vcsRootId?: string;
  /** @since 2023.11 */
  buildSettingsMode?: 'alwaysUseCurrent' | 'useCurrentByDefault' | 'useFromVCS';
  /** @since 2025.x */
  settingsPath?: string;
  /** @since 2023.11 */
  format?: string;
}

/**
 * One Kotlin DSL context parameter: a name and a value.
 *
 * TeamCity `versionedSettingsContextParameter` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsContextParameter {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  value?: string;
}

/**
 * Context parameters of a project's Kotlin DSL settings.
 *
 * TeamCity `versionedSettingsContextParameters` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsContextParameters {
  /** @since 2023.11 */
  versionedSettingsContextParameter?: VersionedSettingsContextParameter[];
}

/**
 * An error from loading versioned settings: message, type, file and stack trace.
 *
 * TeamCity `versionedSettingsError` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsError {
  /** @since 2023.11 */
  stackTraceLines?: string[];
  /** @since 2023.11 */
  message?: string;
  /** @since 2023.11 */
  type?: string;
  /** @since 2023.11 */
  file?: string;
}

/**
 * How versioned-settings synchronization stands: the last message and its time, errors, and DSL context parameters still missing.
 *
 * TeamCity `versionedSettingsStatus` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsStatus {
  /** @since 2023.11 */
  missingContextParameters?: string[];
  /** @since 2023.11 */
  dslOutdated?: boolean;
  /** @since 2023.11 */
  message?: string;
  /** @since 2023.11 */
  type?: 'info' | 'warn';
  /** @since 2023.11 */
  timestamp?: string;
  /** @since 2023.11 */
  versionedSettingsError?: VersionedSettingsError[];
}

/**
 * A token standing for a secure value kept out of the VCS: its name, value and description.
 *
 * TeamCity `versionedSettingsToken` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsToken {
  /** @since 2023.11 */
  name?: string;
  /** @since 2023.11 */
  value?: string;
  /** @since 2023.11 */
  description?: string;
}

/**
 * Tokens that stand for secure values kept out of the VCS.
 *
 * TeamCity `versionedSettingsTokens` (swagger-2025). Imported from teamcity-swagger-2025.x.json.
 */
export interface VersionedSettingsTokens {
  /** @since 2023.11 */
  versionedSettingsToken?: VersionedSettingsToken[];
}
