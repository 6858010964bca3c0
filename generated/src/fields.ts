// Generated from spec/models by the teamcity-sdk generator. Do not edit.

/** A `fields` selection of {@link Agent}: `true` selects a field, a nested selection narrows it. */
export interface AgentFields {
  id?: true;
  name?: true;
  typeId?: true;
  connected?: true;
  enabled?: true;
  authorized?: true;
  uptodate?: true;
  outdated?: true;
  pluginsOutdated?: true;
  javaOutdated?: true;
  ip?: true;
  protocol?: true;
  version?: true;
  currentAgentVersion?: true;
  lastActivityTime?: true;
  idleSinceTime?: true;
  disconnectionComment?: true;
  registrationTimestamp?: true;
  host?: true;
  cpuRank?: true;
  port?: true;
  href?: true;
  webUrl?: true;
  build?: true | BuildFields;
  links?: true | LinksFields;
  enabledInfo?: true | EnabledInfoFields;
  authorizedInfo?: true | AuthorizedInfoFields;
  properties?: true | PropertiesFields;
  cloudInstance?: true | CloudInstanceFields;
  cloudImage?: true | CloudImageFields;
  environment?: true | EnvironmentFields;
  pool?: true | AgentPoolFields;
  compatibilityPolicy?: true | CompatibilityPolicyFields;
  compatibleBuildTypes?: true | BuildTypesFields;
  incompatibleBuildTypes?: true | CompatibilitiesFields;
  builds?: true | BuildsFields;
  removed?: true;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AgentPool}: `true` selects a field, a nested selection narrows it. */
export interface AgentPoolFields {
  id?: true;
  name?: true;
  href?: true;
  maxAgents?: true;
  ownerProject?: true | ProjectFields;
  projects?: true | ProjectsFields;
  agents?: true | AgentsFields;
  locator?: true;
  agentTypes?: true | AgentTypesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AgentPools}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface AgentPoolsFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  agentPool?: true | AgentPoolFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link AgentRequirement}: `true` selects a field, a nested selection narrows it. */
export interface AgentRequirementFields {
  id?: true;
  name?: true;
  type?: true;
  disabled?: true;
  inherited?: true;
  href?: true;
  properties?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AgentRequirements}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface AgentRequirementsFields {
  count?: true;
  'agent-requirement'?: true | AgentRequirementFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link AgentType}: `true` selects a field, a nested selection narrows it. */
export interface AgentTypeFields {
  isCloud?: true;
  configurationParameters?: true | PropertiesFields;
  systemParameters?: true | PropertiesFields;
  environmentParameters?: true | PropertiesFields;
  buildParameters?: true | PropertiesFields;
  availableParameters?: true | PropertiesFields;
  environment?: true | EnvironmentFields;
  name?: true;
  id?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AgentTypes}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface AgentTypesFields {
  href?: true;
  nextHref?: true;
  prevHref?: true;
  agentType?: true | AgentTypeFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Agents}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface AgentsFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  agent?: true | AgentFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link ApprovableBuild}: `true` selects a field, a nested selection narrows it. */
export interface ApprovableBuildFields {
  buildId?: true;
  buildTypeId?: true;
  buildTypeName?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ApprovalInfo}: `true` selects a field, a nested selection narrows it. */
export interface ApprovalInfoFields {
  timeoutTimestamp?: true;
  configurationValid?: true;
  userApprovals?: true | UserApprovalsFields;
  groupApprovals?: true | GroupApprovalsFields;
  compositeApprovals?: true | CompositeApprovalsFields;
  approvalReasons?: true | ApprovableBuildFields;
  buildChainBuilds?: true | BuildsWithReasonFields;
  canBeApprovedByCurrentUser?: true;
  status?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ArtifactDependencies}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface ArtifactDependenciesFields {
  count?: true;
  'artifact-dependency'?: true | ArtifactDependencyFields;
  replace?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link ArtifactDependency}: `true` selects a field, a nested selection narrows it. */
export interface ArtifactDependencyFields {
  id?: true;
  name?: true;
  type?: true;
  disabled?: true;
  inherited?: true;
  href?: true;
  properties?: true | PropertiesFields;
  'source-buildType'?: true | BuildTypeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ArtifactDownloadInfo}: `true` selects a field, a nested selection narrows it. */
export interface ArtifactDownloadInfoFields {
  path?: true;
  downloadTimestamp?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AuditAction}: `true` selects a field, a nested selection narrows it. */
export interface AuditActionFields {
  name?: true;
  id?: true;
  pattern?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AuditEvent}: `true` selects a field, a nested selection narrows it. */
export interface AuditEventFields {
  id?: true;
  timestamp?: true;
  comment?: true;
  action?: true | AuditActionFields;
  relatedEntities?: true | RelatedEntitiesFields;
  user?: true | UserFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AuditEvents}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface AuditEventsFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  auditEvent?: true | AuditEventFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link AuthModule}: `true` selects a field, a nested selection narrows it. */
export interface AuthModuleFields {
  name?: true;
  properties?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AuthModules}: `true` selects a field, a nested selection narrows it. */
export interface AuthModulesFields {
  module?: true | AuthModuleFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AuthorizationTokensRequirements}: `true` selects a field, a nested selection narrows it. */
export interface AuthorizationTokensRequirementsFields {
  timeToLiveSeconds?: true;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link AuthorizedInfo}: `true` selects a field, a nested selection narrows it. */
export interface AuthorizedInfoFields {
  status?: true;
  comment?: true | CommentFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BackupProcess}: `true` selects a field, a nested selection narrows it. */
export interface BackupProcessFields {
  briefInfo?: true | BackupProcessInfoFields;
  progressInfo?: true | BackupProgressInfoFields;
  processKind?: true;
  exceptions?: true | ExceptionFields;
  progressStatus?: true;
  processId?: true;
  finished?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BackupProcessInfo}: `true` selects a field, a nested selection narrows it. */
export interface BackupProcessInfoFields {
  startTimestamp?: true;
  finishTimestamp?: true;
  fileSize?: true;
  status?: true;
  id?: true;
  fileName?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BackupProcessManager}: `true` selects a field, a nested selection narrows it. */
export interface BackupProcessManagerFields {
  currentBackupProcess?: true | BackupProcessFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BackupProgressInfo}: `true` selects a field, a nested selection narrows it. */
export interface BackupProgressInfoFields {
  done?: true;
  estimated?: true;
  phase?: true;
  estimatedHumanized?: true;
  doneHumanized?: true;
  percent?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Branch}: `true` selects a field, a nested selection narrows it. */
export interface BranchFields {
  name?: true;
  internalName?: true;
  default?: true;
  unspecified?: true;
  active?: true;
  lastActivity?: true;
  groupFlag?: true;
  builds?: true | BuildsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BranchVersion}: `true` selects a field, a nested selection narrows it. */
export interface BranchVersionFields {
  version?: true;
  unspecified?: true;
  groupFlag?: true;
  builds?: true | BuildsFields;
  lastActivity?: true;
  name?: true;
  default?: true;
  active?: true;
  internalName?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Branches}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface BranchesFields {
  count?: true;
  href?: true;
  branch?: true | BranchFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Build}: `true` selects a field, a nested selection narrows it. */
export interface BuildFields {
  id?: true;
  taskId?: true;
  buildTypeId?: true;
  buildTypeInternalId?: true;
  number?: true;
  status?: true;
  state?: true;
  running?: true;
  composite?: true;
  failedToStart?: true;
  personal?: true;
  percentageComplete?: true;
  branchName?: true;
  defaultBranch?: true;
  unspecifiedBranch?: true;
  history?: true;
  pinned?: true;
  href?: true;
  webUrl?: true;
  queuePosition?: true;
  limitedChangesCount?: true;
  artifactsDirectory?: true;
  links?: true | LinksFields;
  statusText?: true;
  buildType?: true | BuildTypeFields;
  comment?: true | CommentFields;
  tags?: true | TagsFields;
  pinInfo?: true | CommentFields;
  user?: true | UserFields;
  startEstimate?: true;
  waitReason?: true;
  finishEstimate?: true;
  delayedByBuild?: true | BuildFields;
  plannedAgent?: true | AgentFields;
  approvalInfo?: true | ApprovalInfoFields;
  'running-info'?: true | ProgressInfoFields;
  canceledInfo?: true | CommentFields;
  queuedDate?: true;
  startDate?: true;
  finishDate?: true;
  triggered?: true | TriggeredByFields;
  lastChanges?: true | ChangesFields;
  changes?: true | ChangesFields;
  pipelineRun?: true | PipelineRunFields;
  revisions?: true | RevisionsFields;
  versionedSettingsRevision?: true | RevisionFields;
  artifactDependencyChanges?: true | BuildChangesFields;
  agent?: true | AgentFields;
  compatibleAgents?: true | AgentsFields;
  compatibleCloudImages?: true | CloudImagesFields;
  testOccurrences?: true | TestOccurrencesFields;
  problemOccurrences?: true | ProblemOccurrencesFields;
  artifacts?: true | FilesFields;
  relatedIssues?: true | IssuesUsagesFields;
  properties?: true | PropertiesFields;
  resultingProperties?: true | PropertiesFields;
  originalProperties?: true | PropertiesFields;
  startProperties?: true | PropertiesFields;
  attributes?: true | EntriesFields;
  statistics?: true | PropertiesFields;
  metadata?: true | DatasFields;
  'snapshot-dependencies'?: true | BuildsFields;
  'artifact-dependencies'?: true | BuildsFields;
  'custom-artifact-dependencies'?: true | ArtifactDependenciesFields;
  settingsHash?: true;
  currentSettingsHash?: true;
  modificationId?: true;
  chainModificationId?: true;
  replacementIds?: true | ItemsFields;
  related?: true | RelatedFields;
  triggeringOptions?: true | BuildTriggeringOptionsFields;
  usedByOtherBuilds?: true;
  statusChangeComment?: true | CommentFields;
  vcsLabels?: true | VcsLabelFields;
  detachedFromAgent?: true;
  finishOnAgentDate?: true;
  customized?: true;
  customization?: true | CustomizationsFields;
  changesCollectingInProgress?: true;
  queuedWaitReasons?: true | PropertiesFields;
  downloadedArtifacts?: true | DownloadedArtifactsFields;
  matrixConfiguration?: true | MatrixConfigurationFields;
  firstBuildWithSameChanges?: true | BuildFields;
  executor?: true | BuildExecutorFields;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildCancelRequest}: `true` selects a field, a nested selection narrows it. */
export interface BuildCancelRequestFields {
  comment?: true;
  readdIntoQueue?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildChange}: `true` selects a field, a nested selection narrows it. */
export interface BuildChangeFields {
  nextBuild?: true | BuildFields;
  prevBuild?: true | BuildFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildChanges}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface BuildChangesFields {
  count?: true;
  buildChange?: true | BuildChangeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link BuildExecutor}: `true` selects a field, a nested selection narrows it. */
export interface BuildExecutorFields {
  name?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildStatusUpdate}: `true` selects a field, a nested selection narrows it. */
export interface BuildStatusUpdateFields {
  status?: true;
  comment?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildTriggerCustomization}: `true` selects a field, a nested selection narrows it. */
export interface BuildTriggerCustomizationFields {
  enforceCleanCheckout?: true;
  enforceCleanCheckoutForDependencies?: true;
  parameters?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildTriggeringOptions}: `true` selects a field, a nested selection narrows it. */
export interface BuildTriggeringOptionsFields {
  cleanSources?: true;
  cleanSourcesInAllDependencies?: true;
  rebuildAllDependencies?: true;
  rebuildFailedOrIncompleteDependencies?: true;
  queueAtTop?: true;
  freezeSettings?: true;
  tagDependencies?: true;
  rebuildDependencies?: true | BuildTypesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildType}: `true` selects a field, a nested selection narrows it. */
export interface BuildTypeFields {
  id?: true;
  internalId?: true;
  name?: true;
  templateFlag?: true;
  type?: true;
  paused?: true;
  uuid?: true;
  description?: true;
  projectName?: true;
  projectId?: true;
  projectInternalId?: true;
  href?: true;
  webUrl?: true;
  inherited?: true;
  links?: true | LinksFields;
  project?: true | ProjectFields;
  templates?: true | BuildTypesFields;
  template?: true | BuildTypeFields;
  'vcs-root-entries'?: true | VcsRootEntriesFields;
  settings?: true | PropertiesFields;
  parameters?: true | PropertiesFields;
  'output-parameters'?: true | PropertiesFields;
  steps?: true | StepsFields;
  features?: true | FeaturesFields;
  triggers?: true | TriggersFields;
  'snapshot-dependencies'?: true | SnapshotDependenciesFields;
  'artifact-dependencies'?: true | ArtifactDependenciesFields;
  'agent-requirements'?: true | AgentRequirementsFields;
  branches?: true | BranchesFields;
  builds?: true | BuildsFields;
  investigations?: true | InvestigationsFields;
  compatibleAgents?: true | AgentsFields;
  compatibleCloudImages?: true | CloudImagesFields;
  vcsRootInstances?: true | VcsRootInstancesFields;
  externalStatusAllowed?: true;
  pauseComment?: true | CommentFields;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link BuildTypes}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface BuildTypesFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  buildType?: true | BuildTypeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Builds}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface BuildsFields {
  href?: true;
  nextHref?: true;
  prevHref?: true;
  build?: true | BuildFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link BuildsWithReason}: `true` selects a field, a nested selection narrows it. */
export interface BuildsWithReasonFields {
  builds?: true | ApprovableBuildFields;
  approvalReason?: true | ApprovableBuildFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Change}: `true` selects a field, a nested selection narrows it. */
export interface ChangeFields {
  id?: true;
  version?: true;
  internalVersion?: true;
  username?: true;
  date?: true;
  commitDate?: true;
  registrationDate?: true;
  personal?: true;
  href?: true;
  webUrl?: true;
  comment?: true;
  user?: true | UserFields;
  type?: true;
  snapshotDependencyLink?: true | SnapshotDependencyLinkFields;
  files?: true | FileChangesFields;
  vcsRootInstance?: true | VcsRootInstanceFields;
  parentChanges?: true | ChangesFields;
  parentRevisions?: true | ItemsFields;
  attributes?: true | PropertiesFields;
  storesProjectSettings?: true;
  status?: true | ChangeStatusFields;
  commiter?: true | CommiterFields;
  canEditComment?: true;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ChangeStatus}: `true` selects a field, a nested selection narrows it. */
export interface ChangeStatusFields {
  runningSuccessfullyBuilds?: true;
  pendingBuildTypes?: true;
  successfulBuilds?: true;
  totalProblems?: true;
  newFailedTests?: true;
  otherFailedTests?: true;
  queuedBuildsCount?: true;
  criticalBuilds?: true | BuildsFields;
  notCriticalBuilds?: true | BuildsFields;
  newTestsFailedBuilds?: true | BuildsFields;
  compilationErrorBuilds?: true | BuildsFields;
  runningBuilds?: true;
  failedBuilds?: true;
  cancelledBuilds?: true;
  finishedBuilds?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Changes}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface ChangesFields {
  href?: true;
  nextHref?: true;
  prevHref?: true;
  change?: true | ChangeFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Cleanup}: `true` selects a field, a nested selection narrows it. */
export interface CleanupFields {
  enabled?: true;
  maxCleanupDuration?: true;
  daily?: true | DailyFields;
  cron?: true | CronFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CloudError}: `true` selects a field, a nested selection narrows it. */
export interface CloudErrorFields {
  message?: true;
  detailedMessage?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CloudImage}: `true` selects a field, a nested selection narrows it. */
export interface CloudImageFields {
  id?: true;
  name?: true;
  href?: true;
  profile?: true | CloudProfileFields;
  instances?: true | CloudInstancesFields;
  errorMessage?: true;
  error?: true | CloudErrorFields;
  agentTypeId?: true;
  agentPoolId?: true;
  operatingSystemName?: true;
  webUrl?: true;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CloudImages}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface CloudImagesFields {
  cloudImage?: true | CloudImageFields;
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link CloudInstance}: `true` selects a field, a nested selection narrows it. */
export interface CloudInstanceFields {
  id?: true;
  name?: true;
  state?: true;
  startDate?: true;
  networkAddress?: true;
  href?: true;
  image?: true | CloudImageFields;
  agent?: true | AgentFields;
  errorMessage?: true;
  error?: true | CloudErrorFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CloudInstances}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface CloudInstancesFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  cloudInstance?: true | CloudInstanceFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link CloudProfile}: `true` selects a field, a nested selection narrows it. */
export interface CloudProfileFields {
  id?: true;
  name?: true;
  cloudProviderId?: true;
  href?: true;
  project?: true | ProjectFields;
  images?: true | CloudImagesFields;
  error?: true | CloudErrorFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CloudProfiles}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface CloudProfilesFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  cloudProfile?: true | CloudProfileFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Comment}: `true` selects a field, a nested selection narrows it. */
export interface CommentFields {
  timestamp?: true;
  text?: true;
  user?: true | UserFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Commiter}: `true` selects a field, a nested selection narrows it. */
export interface CommiterFields {
  vcsUsername?: true;
  users?: true | UsersFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Compatibilities}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface CompatibilitiesFields {
  count?: true;
  compatibility?: true | CompatibilityFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Compatibility}: `true` selects a field, a nested selection narrows it. */
export interface CompatibilityFields {
  compatible?: true;
  agent?: true | AgentFields;
  buildType?: true | BuildTypeFields;
  unmetRequirements?: true | RequirementsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CompatibilityPolicy}: `true` selects a field, a nested selection narrows it. */
export interface CompatibilityPolicyFields {
  policy?: true;
  buildTypes?: true | BuildTypesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CompositeApprovalRule}: `true` selects a field, a nested selection narrows it. */
export interface CompositeApprovalRuleFields {
  requiredApprovalsCount?: true;
  currentlyApprovedBy?: true | UsersFields;
  groups?: true | GroupFields;
  users?: true | UserFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link CompositeApprovals}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface CompositeApprovalsFields {
  count?: true;
  compositeApproval?: true | CompositeApprovalRuleFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Cron}: `true` selects a field, a nested selection narrows it. */
export interface CronFields {
  minute?: true;
  hour?: true;
  day?: true;
  month?: true;
  dayWeek?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Customizations}: `true` selects a field, a nested selection narrows it. */
export interface CustomizationsFields {
  parameters?: true;
  changes?: true;
  artifactDependencies?: true;
  dependencies?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Daily}: `true` selects a field, a nested selection narrows it. */
export interface DailyFields {
  hour?: true;
  minute?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Datas}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface DatasFields {
  count?: true;
  data?: true | MetaDataFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link DeploymentDashboard}: `true` selects a field, a nested selection narrows it. */
export interface DeploymentDashboardFields {
  id?: true;
  name?: true;
  deploymentInstances?: true | DeploymentInstancesFields;
  project?: true | ProjectFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link DeploymentDashboards}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface DeploymentDashboardsFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  deploymentDashboard?: true | DeploymentDashboardFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link DeploymentHistory}: `true` selects a field, a nested selection narrows it. */
export interface DeploymentHistoryFields {
  currentState?: true | PostedDeploymentStateEntryFields;
  states?: true | PostedDeploymentStateEntryFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link DeploymentInstance}: `true` selects a field, a nested selection narrows it. */
export interface DeploymentInstanceFields {
  id?: true;
  currentState?: true;
  attributes?: true;
  deploymentStateEntries?: true | DeploymentStateEntriesFields;
  deploymentDashboard?: true | DeploymentDashboardFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link DeploymentInstances}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface DeploymentInstancesFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  deploymentInstance?: true | DeploymentInstanceFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link DeploymentStateEntries}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface DeploymentStateEntriesFields {
  count?: true;
  historyFromPosted?: true | DeploymentHistoryFields;
  deploymentStateEntry?: true | DeploymentStateEntryFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link DeploymentStateEntry}: `true` selects a field, a nested selection narrows it. */
export interface DeploymentStateEntryFields {
  state?: true;
  deploymentDate?: true;
  entryFromPosted?: true | PostedDeploymentStateEntryFields;
  build?: true | BuildFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link DisabledResponsibilities}: `true` selects a field, a nested selection narrows it. */
export interface DisabledResponsibilitiesFields {
  count?: true;
  responsibility?: true | ResponsibilityFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link DownloadInfo}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface DownloadInfoFields {
  build?: true | BuildFields;
  artifactInfo?: true | ArtifactDownloadInfoFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link DownloadedArtifacts}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface DownloadedArtifactsFields {
  unfilteredCount?: true;
  downloadInfo?: true | DownloadInfoFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link EffectiveResponsibilities}: `true` selects a field, a nested selection narrows it. */
export interface EffectiveResponsibilitiesFields {
  count?: true;
  responsibility?: true | ResponsibilityFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link EnabledInfo}: `true` selects a field, a nested selection narrows it. */
export interface EnabledInfoFields {
  status?: true;
  comment?: true | CommentFields;
  statusSwitchTime?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link EnabledResponsibilities}: `true` selects a field, a nested selection narrows it. */
export interface EnabledResponsibilitiesFields {
  count?: true;
  responsibility?: true | ResponsibilityFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Entries}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface EntriesFields {
  count?: true;
  entry?: true | EntryFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Entry}: `true` selects a field, a nested selection narrows it. */
export interface EntryFields {
  name?: true;
  value?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Environment}: `true` selects a field, a nested selection narrows it. */
export interface EnvironmentFields {
  osType?: true;
  osName?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Exception}: `true` selects a field, a nested selection narrows it. */
export interface ExceptionFields {
  cause?: true | ThrowableFields;
  stackTrace?: true | StackTraceElementFields;
  message?: true;
  localizedMessage?: true;
  suppressed?: true | ThrowableFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Feature}: `true` selects a field, a nested selection narrows it. */
export interface FeatureFields {
  id?: true;
  name?: true;
  type?: true;
  disabled?: true;
  inherited?: true;
  href?: true;
  properties?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Features}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface FeaturesFields {
  count?: true;
  feature?: true | FeatureFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link File}: `true` selects a field, a nested selection narrows it. */
export interface FileFields {
  name?: true;
  fullName?: true;
  size?: true;
  modificationTime?: true;
  href?: true;
  parent?: true | FileFields;
  content?: true | HrefFields;
  children?: true | FilesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link FileChange}: `true` selects a field, a nested selection narrows it. */
export interface FileChangeFields {
  'before-revision'?: true;
  'after-revision'?: true;
  changeType?: true;
  changeTypeComment?: true;
  file?: true;
  'relative-file'?: true;
  directory?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link FileChanges}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface FileChangesFields {
  count?: true;
  file?: true | FileChangeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Files}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface FilesFields {
  count?: true;
  href?: true;
  file?: true | FileFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Group}: `true` selects a field, a nested selection narrows it. */
export interface GroupFields {
  key?: true;
  name?: true;
  href?: true;
  description?: true;
  'parent-groups'?: true | GroupsFields;
  'child-groups'?: true | GroupsFields;
  users?: true | UsersFields;
  roles?: true | RolesFields;
  properties?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link GroupApprovalRule}: `true` selects a field, a nested selection narrows it. */
export interface GroupApprovalRuleFields {
  requiredApprovalsCount?: true;
  group?: true | GroupFields;
  currentlyApprovedBy?: true | UsersFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link GroupApprovals}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface GroupApprovalsFields {
  count?: true;
  groupApproval?: true | GroupApprovalRuleFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Groups}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface GroupsFields {
  count?: true;
  group?: true | GroupFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link HealthCategories}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface HealthCategoriesFields {
  count?: true;
  healthCategory?: true | HealthCategoryFields;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link HealthCategory}: `true` selects a field, a nested selection narrows it. */
export interface HealthCategoryFields {
  id?: true;
  name?: true;
  description?: true;
  helpUrl?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link HealthItem}: `true` selects a field, a nested selection narrows it. */
export interface HealthItemFields {
  identity?: true;
  severity?: true;
  healthCategory?: true | HealthCategoryFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link HealthStatusItems}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface HealthStatusItemsFields {
  count?: true;
  healthItem?: true | HealthItemFields;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Href}: `true` selects a field, a nested selection narrows it. */
export interface HrefFields {
  href?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Investigation}: `true` selects a field, a nested selection narrows it. */
export interface InvestigationFields {
  id?: true;
  state?: true;
  href?: true;
  assignee?: true | UserFields;
  assignment?: true | CommentFields;
  scope?: true | ProblemScopeFields;
  target?: true | ProblemTargetFields;
  resolution?: true | ResolutionFields;
  responsible?: true | UserFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Investigations}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface InvestigationsFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  investigation?: true | InvestigationFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Issue}: `true` selects a field, a nested selection narrows it. */
export interface IssueFields {
  id?: true;
  url?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link IssueUsage}: `true` selects a field, a nested selection narrows it. */
export interface IssueUsageFields {
  changes?: true | ChangesFields;
  issue?: true | IssueFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Issues}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface IssuesFields {
  issues?: true | IssueFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link IssuesUsages}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface IssuesUsagesFields {
  href?: true;
  issueUsage?: true | IssueUsageFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Items}: `true` selects a field, a nested selection narrows it. */
export interface ItemsFields {
  item?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link LabeledValue}: `true` selects a field, a nested selection narrows it. */
export interface LabeledValueFields {
  label?: true;
  value?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link LicenseKey}: `true` selects a field, a nested selection narrows it. */
export interface LicenseKeyFields {
  valid?: true;
  active?: true;
  expired?: true;
  obsolete?: true;
  expirationDate?: true;
  maintenanceEndDate?: true;
  type?: true;
  servers?: true;
  agents?: true;
  unlimitedAgents?: true;
  buildTypes?: true;
  unlimitedBuildTypes?: true;
  pipelines?: true;
  unlimitedPipelines?: true;
  errorDetails?: true;
  key?: true;
  rawType?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link LicenseKeys}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface LicenseKeysFields {
  count?: true;
  href?: true;
  licenseKey?: true | LicenseKeyFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link LicensingData}: `true` selects a field, a nested selection narrows it. */
export interface LicensingDataFields {
  licenseUseExceeded?: true;
  maxAgents?: true;
  unlimitedAgents?: true;
  maxBuildTypes?: true;
  unlimitedBuildTypes?: true;
  buildTypesLeft?: true;
  maxPipelines?: true;
  unlimitedPipelines?: true;
  pipelinesLeft?: true;
  serverLicenseType?: true;
  serverEffectiveReleaseDate?: true;
  agentsLeft?: true;
  licenseKeys?: true | LicenseKeysFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Link}: `true` selects a field, a nested selection narrows it. */
export interface LinkFields {
  type?: true;
  url?: true;
  relativeUrl?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Links}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface LinksFields {
  link?: true | LinkFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link MatrixBuildFeatureDescriptor}: `true` selects a field, a nested selection narrows it. */
export interface MatrixBuildFeatureDescriptorFields {
  separateArtifacts?: true;
  id?: true;
  count?: true;
  parameters?: true | MatrixParameterDescriptorFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MatrixConfiguration}: `true` selects a field, a nested selection narrows it. */
export interface MatrixConfigurationFields {
  default?: true;
  parameters?: true | MatrixBuildFeatureDescriptorFields;
  enabled?: true;
  dependencies?: true | MatrixDependenciesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MatrixDependencies}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface MatrixDependenciesFields {
  dependency?: true | MatrixDependencyFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link MatrixDependency}: `true` selects a field, a nested selection narrows it. */
export interface MatrixDependencyFields {
  build?: true | BuildFields;
  parameters?: true | EntriesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MatrixParameterDescriptor}: `true` selects a field, a nested selection narrows it. */
export interface MatrixParameterDescriptorFields {
  valueCount?: true;
  value?: true | LabeledValueFields;
  name?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MetaData}: `true` selects a field, a nested selection narrows it. */
export interface MetaDataFields {
  id?: true;
  entries?: true | EntriesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Metric}: `true` selects a field, a nested selection narrows it. */
export interface MetricFields {
  name?: true;
  description?: true;
  prometheusName?: true;
  metricValues?: true | MetricValuesFields;
  metricTags?: true | MetricTagsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MetricTag}: `true` selects a field, a nested selection narrows it. */
export interface MetricTagFields {
  name?: true;
  value?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MetricTags}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface MetricTagsFields {
  count?: true;
  metricTag?: true | MetricTagFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link MetricValue}: `true` selects a field, a nested selection narrows it. */
export interface MetricValueFields {
  name?: true;
  value?: true;
  tags?: true | MetricTagsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MetricValues}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface MetricValuesFields {
  count?: true;
  metricValue?: true | MetricValueFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Metrics}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface MetricsFields {
  count?: true;
  metric?: true | MetricFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link ModelProperty}: `true` selects a field, a nested selection narrows it. */
export interface ModelPropertyFields {
  name?: true;
  value?: true;
  inherited?: true;
  type?: true | TypeFields;
  own?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link MultipleOperationResult}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface MultipleOperationResultFields {
  count?: true;
  errorCount?: true;
  operationResult?: true | OperationResultFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Mute}: `true` selects a field, a nested selection narrows it. */
export interface MuteFields {
  id?: true;
  href?: true;
  assignment?: true | CommentFields;
  scope?: true | ProblemScopeFields;
  target?: true | ProblemTargetFields;
  resolution?: true | ResolutionFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Mutes}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface MutesFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  href?: true;
  mute?: true | MuteFields;
  default?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link NewBuildTypeDescription}: `true` selects a field, a nested selection narrows it. */
export interface NewBuildTypeDescriptionFields {
  copyAllAssociatedSettings?: true;
  projectsIdsMap?: true | PropertiesFields;
  buildTypesIdsMap?: true | PropertiesFields;
  vcsRootsIdsMap?: true | PropertiesFields;
  name?: true;
  id?: true;
  sourceBuildTypeLocator?: true;
  sourceBuildType?: true | BuildTypeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link NewProjectDescription}: `true` selects a field, a nested selection narrows it. */
export interface NewProjectDescriptionFields {
  copyAllAssociatedSettings?: true;
  projectsIdsMap?: true | PropertiesFields;
  buildTypesIdsMap?: true | PropertiesFields;
  vcsRootsIdsMap?: true | PropertiesFields;
  name?: true;
  id?: true;
  sourceProjectLocator?: true;
  sourceProject?: true | ProjectFields;
  parentProject?: true | ProjectFields;
  description?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Node}: `true` selects a field, a nested selection narrows it. */
export interface NodeFields {
  id?: true;
  url?: true;
  state?: true;
  role?: true;
  current?: true;
  enabledResponsibilities?: true | EnabledResponsibilitiesFields;
  disabledResponsibilities?: true | DisabledResponsibilitiesFields;
  effectiveResponsibilities?: true | EffectiveResponsibilitiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Nodes}: `true` selects a field, a nested selection narrows it. */
export interface NodesFields {
  count?: true;
  node?: true | NodeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link OperationResult}: `true` selects a field, a nested selection narrows it. */
export interface OperationResultFields {
  message?: true;
  related?: true | RelatedEntityFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ParsedTestName}: `true` selects a field, a nested selection narrows it. */
export interface ParsedTestNameFields {
  testPackage?: true;
  testSuite?: true;
  testClass?: true;
  testShortName?: true;
  testNameWithoutPrefix?: true;
  testMethodName?: true;
  testNameWithParameters?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Permission}: `true` selects a field, a nested selection narrows it. */
export interface PermissionFields {
  id?: true;
  name?: true;
  global?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link PermissionAssignment}: `true` selects a field, a nested selection narrows it. */
export interface PermissionAssignmentFields {
  isGlobalScope?: true;
  permission?: true | PermissionFields;
  project?: true | ProjectFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link PermissionAssignments}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface PermissionAssignmentsFields {
  count?: true;
  permissionAssignment?: true | PermissionAssignmentFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link PermissionRestriction}: `true` selects a field, a nested selection narrows it. */
export interface PermissionRestrictionFields {
  isGlobalScope?: true;
  project?: true | ProjectFields;
  permission?: true | PermissionFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link PermissionRestrictions}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface PermissionRestrictionsFields {
  count?: true;
  permissionRestriction?: true | PermissionRestrictionFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Permissions}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface PermissionsFields {
  count?: true;
  permission?: true | PermissionFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link PinInfo}: `true` selects a field, a nested selection narrows it. */
export interface PinInfoFields {
  status?: true;
  comment?: true | CommentFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Pipeline}: `true` selects a field, a nested selection narrows it. */
export interface PipelineFields {
  id?: true;
  name?: true;
  href?: true;
  webUrl?: true;
  parentProject?: true | ProjectFields;
  headBuildType?: true | BuildTypeFields;
  jobs?: true | PipelineJobsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link PipelineJob}: `true` selects a field, a nested selection narrows it. */
export interface PipelineJobFields {
  id?: true;
  name?: true;
  build?: true | BuildFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link PipelineJobs}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface PipelineJobsFields {
  count?: true;
  job?: true | PipelineJobFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link PipelineRun}: `true` selects a field, a nested selection narrows it. */
export interface PipelineRunFields {
  number?: true;
  pipeline?: true | PipelineFields;
  build?: true | BuildFields;
  jobs?: true | PipelineJobsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Pipelines}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface PipelinesFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  pipeline?: true | PipelineFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Plugin}: `true` selects a field, a nested selection narrows it. */
export interface PluginFields {
  name?: true;
  displayName?: true;
  version?: true;
  loadPath?: true;
  parameters?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Plugins}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface PluginsFields {
  count?: true;
  plugin?: true | PluginFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link PostedDeploymentStateEntry}: `true` selects a field, a nested selection narrows it. */
export interface PostedDeploymentStateEntryFields {
  buildId?: true;
  changeDate?: true;
  state?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Problem}: `true` selects a field, a nested selection narrows it. */
export interface ProblemFields {
  id?: true;
  type?: true;
  identity?: true;
  href?: true;
  description?: true;
  mutes?: true | MutesFields;
  investigations?: true | InvestigationsFields;
  problemOccurrences?: true | ProblemOccurrencesFields;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ProblemOccurrence}: `true` selects a field, a nested selection narrows it. */
export interface ProblemOccurrenceFields {
  id?: true;
  type?: true;
  identity?: true;
  href?: true;
  muted?: true;
  currentlyInvestigated?: true;
  currentlyMuted?: true;
  logAnchor?: true;
  newFailure?: true;
  details?: true;
  additionalData?: true;
  problem?: true | ProblemFields;
  mute?: true | MuteFields;
  build?: true | BuildFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ProblemOccurrences}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface ProblemOccurrencesFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  problemOccurrence?: true | ProblemOccurrenceFields;
  passed?: true;
  failed?: true;
  newFailed?: true;
  ignored?: true;
  muted?: true;
  default?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link ProblemScope}: `true` selects a field, a nested selection narrows it. */
export interface ProblemScopeFields {
  project?: true | ProjectFields;
  buildTypes?: true | BuildTypesFields;
  buildType?: true | BuildTypeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ProblemTarget}: `true` selects a field, a nested selection narrows it. */
export interface ProblemTargetFields {
  anyProblem?: true;
  tests?: true | TestsFields;
  problems?: true | ProblemsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Problems}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface ProblemsFields {
  count?: true;
  nextHref?: true;
  prevHref?: true;
  problem?: true | ProblemFields;
  default?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link ProgressInfo}: `true` selects a field, a nested selection narrows it. */
export interface ProgressInfoFields {
  percentageComplete?: true;
  elapsedSeconds?: true;
  estimatedTotalSeconds?: true;
  leftSeconds?: true;
  currentStageText?: true;
  outdated?: true;
  probablyHanging?: true;
  lastActivityTime?: true;
  outdatedReasonBuild?: true | BuildFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Project}: `true` selects a field, a nested selection narrows it. */
export interface ProjectFields {
  id?: true;
  internalId?: true;
  uuid?: true;
  name?: true;
  parentProjectId?: true;
  parentProjectInternalId?: true;
  parentProjectName?: true;
  archived?: true;
  virtual?: true;
  description?: true;
  href?: true;
  webUrl?: true;
  links?: true | LinksFields;
  parentProject?: true | ProjectFields;
  readOnlyUI?: true | StateFieldFields;
  defaultTemplate?: true | BuildTypeFields;
  buildTypes?: true | BuildTypesFields;
  templates?: true | BuildTypesFields;
  deploymentDashboards?: true | DeploymentDashboardsFields;
  parameters?: true | PropertiesFields;
  vcsRoots?: true | VcsRootsFields;
  projectFeatures?: true | ProjectFeaturesFields;
  projects?: true | ProjectsFields;
  cloudProfiles?: true | CloudProfilesFields;
  ancestorProjects?: true | ProjectsFields;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ProjectFeature}: `true` selects a field, a nested selection narrows it. */
export interface ProjectFeatureFields {
  id?: true;
  name?: true;
  type?: true;
  disabled?: true;
  inherited?: true;
  href?: true;
  properties?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ProjectFeatures}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface ProjectFeaturesFields {
  count?: true;
  href?: true;
  projectFeature?: true | ProjectFeatureFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Projects}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface ProjectsFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  project?: true | ProjectFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Properties}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface PropertiesFields {
  href?: true;
  count?: true;
  property?: true | ModelPropertyFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Related}: `true` selects a field, a nested selection narrows it. */
export interface RelatedFields {
  builds?: true | BuildsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link RelatedEntities}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface RelatedEntitiesFields {
  count?: true;
  entity?: true | RelatedEntityFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link RelatedEntity}: `true` selects a field, a nested selection narrows it. */
export interface RelatedEntityFields {
  type?: true;
  unknown?: true;
  internalId?: true;
  text?: true;
  build?: true | BuildFields;
  buildType?: true | BuildTypeFields;
  project?: true | ProjectFields;
  user?: true | UserFields;
  group?: true | GroupFields;
  test?: true | TestFields;
  problem?: true | ProblemFields;
  agent?: true | AgentFields;
  vcsRoot?: true | VcsRootFields;
  change?: true | ChangeFields;
  agentPool?: true | AgentPoolFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link RepositoryState}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface RepositoryStateFields {
  timestamp?: true;
  count?: true;
  branch?: true | BranchVersionFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Requirements}: `true` selects a field, a nested selection narrows it. */
export interface RequirementsFields {
  description?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Resolution}: `true` selects a field, a nested selection narrows it. */
export interface ResolutionFields {
  type?: true;
  time?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Responsibility}: `true` selects a field, a nested selection narrows it. */
export interface ResponsibilityFields {
  name?: true;
  description?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Revision}: `true` selects a field, a nested selection narrows it. */
export interface RevisionFields {
  version?: true;
  internalVersion?: true;
  vcsBranchName?: true;
  'vcs-root-instance'?: true | VcsRootInstanceFields;
  'checkout-rules'?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Revisions}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface RevisionsFields {
  count?: true;
  revision?: true | RevisionFields;
  failOnMissingRevisions?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Role}: `true` selects a field, a nested selection narrows it. */
export interface RoleFields {
  roleId?: true;
  scope?: true;
  href?: true;
  id?: true;
  name?: true;
  included?: true | RolesFields;
  permissions?: true | PermissionsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Roles}: `true` selects a field, a nested selection narrows it. */
export interface RolesFields {
  count?: true;
  role?: true | RoleFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Server}: `true` selects a field, a nested selection narrows it. */
export interface ServerFields {
  version?: true;
  versionMajor?: true;
  versionMinor?: true;
  startTime?: true;
  currentTime?: true;
  buildNumber?: true;
  buildDate?: true;
  internalId?: true;
  role?: true;
  webUrl?: true;
  projects?: true | HrefFields;
  vcsRoots?: true | HrefFields;
  builds?: true | HrefFields;
  users?: true | HrefFields;
  userGroups?: true | HrefFields;
  agents?: true | HrefFields;
  buildQueue?: true | HrefFields;
  agentPools?: true | HrefFields;
  investigations?: true | HrefFields;
  mutes?: true | HrefFields;
  artifactsUrl?: true;
  nodes?: true | HrefFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ServerAuthSettings}: `true` selects a field, a nested selection narrows it. */
export interface ServerAuthSettingsFields {
  allowGuest?: true;
  guestUsername?: true;
  welcomeText?: true;
  collapseLoginForm?: true;
  perProjectPermissions?: true;
  emailVerification?: true;
  buildAuthenticationMode?: true;
  modules?: true | AuthModulesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link ServerGlobalSettings}: `true` selects a field, a nested selection narrows it. */
export interface ServerGlobalSettingsFields {
  defaultVCSCheckInterval?: true;
  enforceDefaultVCSCheckInterval?: true;
  useEncryption?: true;
  artifactsDomainIsolation?: true;
  artifactsUrl?: true;
  encryptionKey?: true;
  artifactDirectories?: true;
  rootUrl?: true;
  defaultQuietPeriod?: true;
  defaultExecutionTimeout?: true;
  maxArtifactsNumber?: true;
  maxArtifactSize?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Session}: `true` selects a field, a nested selection narrows it. */
export interface SessionFields {
  id?: true;
  creationDate?: true;
  lastAccessedDate?: true;
  user?: true | UserFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Sessions}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface SessionsFields {
  count?: true;
  maxActive?: true;
  sessionCounter?: true;
  sessionCreateRate?: true;
  sessionExpireRate?: true;
  sessionMaxAliveTime?: true;
  session?: true | SessionFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link SnapshotDependencies}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface SnapshotDependenciesFields {
  count?: true;
  'snapshot-dependency'?: true | SnapshotDependencyFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link SnapshotDependency}: `true` selects a field, a nested selection narrows it. */
export interface SnapshotDependencyFields {
  id?: true;
  name?: true;
  type?: true;
  disabled?: true;
  inherited?: true;
  href?: true;
  properties?: true | PropertiesFields;
  'source-buildType'?: true | BuildTypeFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link SnapshotDependencyLink}: `true` selects a field, a nested selection narrows it. */
export interface SnapshotDependencyLinkFields {
  build?: true | BuildFields;
  buildType?: true | BuildTypeFields;
  buildTypeBranch?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link SshKey}: `true` selects a field, a nested selection narrows it. */
export interface SshKeyFields {
  name?: true;
  encrypted?: true;
  publicKey?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link SshKeys}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface SshKeysFields {
  sshKey?: true | SshKeyFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link StackTraceElement}: `true` selects a field, a nested selection narrows it. */
export interface StackTraceElementFields {
  methodName?: true;
  fileName?: true;
  lineNumber?: true;
  className?: true;
  nativeMethod?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link StateField}: `true` selects a field, a nested selection narrows it. */
export interface StateFieldFields {
  value?: true;
  inherited?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Step}: `true` selects a field, a nested selection narrows it. */
export interface StepFields {
  id?: true;
  name?: true;
  type?: true;
  disabled?: true;
  inherited?: true;
  href?: true;
  properties?: true | PropertiesFields;
  shortDescription?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Steps}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface StepsFields {
  count?: true;
  step?: true | StepFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Tag}: `true` selects a field, a nested selection narrows it. */
export interface TagFields {
  name?: true;
  owner?: true | UserFields;
  private?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Tags}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface TagsFields {
  count?: true;
  tag?: true | TagFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Test}: `true` selects a field, a nested selection narrows it. */
export interface TestFields {
  id?: true;
  name?: true;
  mutes?: true | MutesFields;
  investigations?: true | InvestigationsFields;
  testOccurrences?: true | TestOccurrencesFields;
  parsedTestName?: true | ParsedTestNameFields;
  href?: true;
  locator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link TestCounters}: `true` selects a field, a nested selection narrows it. */
export interface TestCountersFields {
  ignored?: true;
  failed?: true;
  muted?: true;
  success?: true;
  all?: true;
  newFailed?: true;
  duration?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link TestOccurrence}: `true` selects a field, a nested selection narrows it. */
export interface TestOccurrenceFields {
  id?: true;
  name?: true;
  status?: true;
  ignored?: true;
  duration?: true;
  runOrder?: true;
  newFailure?: true;
  muted?: true;
  currentlyMuted?: true;
  currentlyInvestigated?: true;
  href?: true;
  ignoreDetails?: true;
  details?: true;
  test?: true | TestFields;
  mute?: true | MuteFields;
  build?: true | BuildFields;
  firstFailed?: true | TestOccurrenceFields;
  nextFixed?: true | TestOccurrenceFields;
  invocations?: true | TestOccurrencesFields;
  metadata?: true | TestRunMetadataFields;
  logAnchor?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link TestOccurrences}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface TestOccurrencesFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  testOccurrence?: true | TestOccurrenceFields;
  testCounters?: true | TestCountersFields;
  ignored?: true;
  failed?: true;
  passed?: true;
  newFailed?: true;
  muted?: true;
  default?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link TestRunMetadata}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface TestRunMetadataFields {
  count?: true;
  typedValues?: true | TypedValueFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Tests}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface TestsFields {
  count?: true;
  myTestCounters?: true | TestCountersFields;
  nextHref?: true;
  prevHref?: true;
  test?: true | TestFields;
  default?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Throwable}: `true` selects a field, a nested selection narrows it. */
export interface ThrowableFields {
  cause?: true | ThrowableFields;
  stackTrace?: true | StackTraceElementFields;
  message?: true;
  localizedMessage?: true;
  suppressed?: true | ThrowableFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Token}: `true` selects a field, a nested selection narrows it. */
export interface TokenFields {
  name?: true;
  creationTime?: true;
  value?: true;
  expirationTime?: true;
  permissionRestrictions?: true | PermissionRestrictionsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Tokens}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface TokensFields {
  count?: true;
  token?: true | TokenFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Trigger}: `true` selects a field, a nested selection narrows it. */
export interface TriggerFields {
  id?: true;
  name?: true;
  type?: true;
  disabled?: true;
  inherited?: true;
  href?: true;
  properties?: true | PropertiesFields;
  buildCustomization?: true | BuildTriggerCustomizationFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link TriggeredBy}: `true` selects a field, a nested selection narrows it. */
export interface TriggeredByFields {
  type?: true;
  details?: true;
  date?: true;
  displayText?: true;
  rawValue?: true;
  user?: true | UserFields;
  build?: true | BuildFields;
  buildType?: true | BuildTypeFields;
  properties?: true | PropertiesFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Triggers}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface TriggersFields {
  count?: true;
  trigger?: true | TriggerFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link Type}: `true` selects a field, a nested selection narrows it. */
export interface TypeFields {
  rawValue?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link TypedValue}: `true` selects a field, a nested selection narrows it. */
export interface TypedValueFields {
  name?: true;
  type?: true;
  value?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link TypedValueSet}: `true` selects a field, a nested selection narrows it. */
export interface TypedValueSetFields {
  value?: true | LabeledValueFields;
  keyword?: true;
  shortDescription?: true;
  name?: true;
  displayName?: true;
  description?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link TypedValueSets}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface TypedValueSetsFields {
  valueSet?: true | TypedValueSetFields;
  count?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link User}: `true` selects a field, a nested selection narrows it. */
export interface UserFields {
  username?: true;
  name?: true;
  id?: true;
  email?: true;
  lastLogin?: true;
  password?: true;
  hasPassword?: true;
  realm?: true;
  href?: true;
  properties?: true | PropertiesFields;
  roles?: true | RolesFields;
  groups?: true | GroupsFields;
  locator?: true;
  avatars?: true | UserAvatarsFields;
  enabled2FA?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link UserApprovalRule}: `true` selects a field, a nested selection narrows it. */
export interface UserApprovalRuleFields {
  approved?: true;
  user?: true | UserFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link UserApprovals}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface UserApprovalsFields {
  count?: true;
  userApproval?: true | UserApprovalRuleFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link UserAvatars}: `true` selects a field, a nested selection narrows it. */
export interface UserAvatarsFields {
  urlToSize20?: true;
  urlToSize28?: true;
  urlToSize32?: true;
  urlToSize40?: true;
  urlToSize56?: true;
  urlToSize64?: true;
  urlToSize80?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link Users}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface UsersFields {
  count?: true;
  user?: true | UserFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link VcsCheckStatus}: `true` selects a field, a nested selection narrows it. */
export interface VcsCheckStatusFields {
  status?: true;
  requestorType?: true;
  timestamp?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VcsLabel}: `true` selects a field, a nested selection narrows it. */
export interface VcsLabelFields {
  text?: true;
  failureReason?: true;
  status?: true;
  buildId?: true;
  'vcs-root-instance'?: true | VcsRootInstanceFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VcsLabeling}: `true` selects a field, a nested selection narrows it. */
export interface VcsLabelingFields {
  labelName?: true;
  type?: true;
  branchFilter?: true;
  vcsRoots?: true | VcsRootsFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VcsLabels}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface VcsLabelsFields {
  count?: true;
  vcsLabel?: true | VcsLabelFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link VcsRoot}: `true` selects a field, a nested selection narrows it. */
export interface VcsRootFields {
  id?: true;
  internalId?: true;
  uuid?: true;
  name?: true;
  vcsName?: true;
  modificationCheckInterval?: true;
  href?: true;
  project?: true | ProjectFields;
  properties?: true | PropertiesFields;
  vcsRootInstances?: true | VcsRootInstancesFields;
  repositoryIdStrings?: true | ItemsFields;
  locator?: true;
  projectLocator?: true;
  status?: true;
  lastChecked?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VcsRootEntries}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface VcsRootEntriesFields {
  count?: true;
  'vcs-root-entry'?: true | VcsRootEntryFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link VcsRootEntry}: `true` selects a field, a nested selection narrows it. */
export interface VcsRootEntryFields {
  id?: true;
  inherited?: true;
  'vcs-root'?: true | VcsRootFields;
  'checkout-rules'?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VcsRootInstance}: `true` selects a field, a nested selection narrows it. */
export interface VcsRootInstanceFields {
  id?: true;
  'vcs-root-id'?: true;
  vcsRootInternalId?: true;
  name?: true;
  vcsName?: true;
  modificationCheckInterval?: true;
  commitHookMode?: true;
  lastVersion?: true;
  lastVersionInternal?: true;
  href?: true;
  'vcs-root'?: true | VcsRootFields;
  status?: true | VcsStatusFields;
  repositoryState?: true | RepositoryStateFields;
  properties?: true | PropertiesFields;
  repositoryIdStrings?: true | ItemsFields;
  projectLocator?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VcsRootInstances}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface VcsRootInstancesFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  'vcs-root-instance'?: true | VcsRootInstanceFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link VcsRoots}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface VcsRootsFields {
  count?: true;
  href?: true;
  nextHref?: true;
  prevHref?: true;
  'vcs-root'?: true | VcsRootFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link VcsStatus}: `true` selects a field, a nested selection narrows it. */
export interface VcsStatusFields {
  current?: true | VcsCheckStatusFields;
  previous?: true | VcsCheckStatusFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VersionedSettingsConfig}: `true` selects a field, a nested selection narrows it. */
export interface VersionedSettingsConfigFields {
  storeSecureValuesOutsideVcs?: true;
  importDecision?: true;
  portableDsl?: true;
  allowUIEditing?: true;
  applyChangesInDependenciesAndVcsSettings?: true;
  synchronizationMode?: true;
  showSettingsChanges?: true;
  vcsRootId?: true;
  buildSettingsMode?: true;
  settingsPath?: true;
  format?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VersionedSettingsContextParameter}: `true` selects a field, a nested selection narrows it. */
export interface VersionedSettingsContextParameterFields {
  name?: true;
  value?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VersionedSettingsContextParameters}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface VersionedSettingsContextParametersFields {
  versionedSettingsContextParameter?: true | VersionedSettingsContextParameterFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}

/** A `fields` selection of {@link VersionedSettingsError}: `true` selects a field, a nested selection narrows it. */
export interface VersionedSettingsErrorFields {
  stackTraceLines?: true;
  message?: true;
  type?: true;
  file?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VersionedSettingsStatus}: `true` selects a field, a nested selection narrows it. */
export interface VersionedSettingsStatusFields {
  missingContextParameters?: true;
  dslOutdated?: true;
  message?: true;
  type?: true;
  timestamp?: true;
  versionedSettingsError?: true | VersionedSettingsErrorFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VersionedSettingsToken}: `true` selects a field, a nested selection narrows it. */
export interface VersionedSettingsTokenFields {
  name?: true;
  value?: true;
  description?: true;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
}

/** A `fields` selection of {@link VersionedSettingsTokens}: `true` selects a field, a nested selection narrows it; `$locator` filters this collection. */
export interface VersionedSettingsTokensFields {
  versionedSettingsToken?: true | VersionedSettingsTokenFields;
  /** The long form: every field. */
  $long?: true;
  /** The short (reference) form. */
  $short?: true;
  /** A locator that filters the items. */
  $locator?: string;
}
