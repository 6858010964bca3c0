// Generated from spec/locators.yaml by the teamcity-sdk generator. Do not edit.
import { renderLocator, type LocatorObject } from './runtime/index.js';
/** An enum TeamCity reads in any case: its values, in lower or upper case (`failure` or `FAILURE`). */
export type AnyCase<E extends string> = E | Uppercase<E>;
export type BranchPolicy =
  | 'vcs_branches'
  | 'active_vcs_branches'
  | 'history_branches'
  | 'active_history_branches'
  | 'active_history_and_active_vcs_branches'
  | 'all_branches';
export type BuildState = 'queued' | 'running' | 'finished' | 'any';
export type DeploymentState = 'in_progress' | 'successful' | 'failed' | 'cancelled' | 'unknown';
export type InvestigationResolution = 'manually' | 'when_fixed';
export type InvestigationState = 'taken' | 'fixed' | 'given_up' | 'none';
export type InvestigationType = 'anyProblem' | 'test' | 'problem' | 'unknown';
export type MatchType =
  | 'exists'
  | 'not-exists'
  | 'equals'
  | 'does-not-equal'
  | 'starts-with'
  | 'contains'
  | 'does-not-contain'
  | 'ends-with'
  | 'any'
  | 'matches'
  | 'does-not-match'
  | 'more-than'
  | 'no-more-than'
  | 'less-than'
  | 'no-less-than'
  | 'ver-more-than'
  | 'ver-no-more-than'
  | 'ver-less-than'
  | 'ver-no-less-than';
export type MuteResolution = 'manually' | 'whenfixed' | 'attime';
export type MuteType = 'test' | 'problem';
export type TestStatus = 'unknown' | 'normal' | 'warning' | 'failure' | 'error' | 'success';
export type TimeConditionWay = 'before' | 'after';
/**
 * Locator of kind Agent (from AgentLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: agent name.
 */
export type AgentLocator = {
  /** `any` matches both. */
  authorized?: boolean | 'any';
  build?: string | number | BuildLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by AgentFinder.java. */
  buildType?: string | BuildTypeLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by AgentFinder.java. */
  cloudInstance?: string | CloudInstanceLocator;
  compatible?: string;
  /** `any` matches both. */
  connected?: boolean | 'any';
  count?: number | string;
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by AgentFinder.java. */
  defaultFilter?: boolean | 'any';
  /** `any` matches both. */
  enabled?: boolean | 'any';
  id?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by AgentFinder.java. */
  incompatible?: string;
  ip?: string;
  name?: string;
  parameter?: string | PropertyCondition;
  pool?: string | number | AgentPoolLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by AgentFinder.java. */
  protocol?: string;
  start?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by AgentFinder.java. */
  typeId?: number | string;
};
/**
 * Locator of kind AgentPool (from AgentPoolLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: pool id.
 */
export type AgentPoolLocator = {
  agent?: string | AgentLocator;
  count?: number | string;
  id?: number | string;
  name?: string;
  project?: string | ProjectLocator;
  start?: number | string;
};
/**
 * Locator of kind AgentType (from AgentTypeLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: agent type id.
 */
export type AgentTypeLocator = {
  agent?: string | AgentLocator;
  count?: number | string;
  id?: number | string;
  start?: number | string;
};
/**
 * Locator of kind Audit (from AuditLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: event id.
 */
export type AuditLocator = {
  action?: string;
  affectedProject?: string | ProjectLocator;
  buildType?: string | BuildTypeLocator;
  count?: number | string;
  id?: number | string;
  start?: number | string;
  /** `any` matches both. */
  systemAction?: boolean | 'any';
  user?: string | UserLocator;
};
/**
 * Locator of kind Branch (from BranchLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: branch name.
 */
export type BranchLocator = {
  build?: string | number | BuildLocator;
  buildType?: string | BuildTypeLocator;
  /** `any` matches both. */
  changesFromDependencies?: boolean | 'any';
  count?: number | string;
  /** `any` matches both. */
  default?: boolean | 'any';
  name?: string | ValueCondition;
  policy?: BranchPolicy;
  start?: number | string;
  /** `any` matches both. */
  unspecified?: boolean | 'any';
};
/**
 * Locator of kind Build (from BuildLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: build id, then promotion id.
 */
export type BuildLocator = {
  affectedProject?: string | ProjectLocator;
  agent?: string | AgentLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  agentName?: string | ValueCondition;
  agentTypeId?: number | string;
  /** `any` matches both. */
  any?: boolean | 'any';
  artifactDependency?: string;
  branch?: string | BranchLocator;
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  branched?: boolean | 'any';
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  buildId?: number | string;
  buildType?: string | BuildTypeLocator;
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  byPromotion?: boolean | 'any';
  /** `any` matches both. */
  canceled?: boolean | 'any';
  compatibleAgent?: string | AgentLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  compatibleAgentsCount?: number | string;
  /** `any` matches both. */
  composite?: boolean | 'any';
  count?: number | string;
  /** `any` matches both. */
  defaultFilter?: boolean | 'any';
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  equivalent?: string | number | BuildLocator;
  /** `any` matches both. */
  failedToStart?: boolean | 'any';
  finishDate?: string | Date | TimeCondition;
  /** `any` matches both. */
  finished?: boolean | 'any';
  /** `any` matches both. */
  hanging?: boolean | 'any';
  /** `any` matches both. */
  history?: boolean | 'any';
  id?: number | string;
  /** An array repeats the dimension. */
  item?: string | number | BuildLocator | readonly (string | number | BuildLocator)[];
  lookupLimit?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  metadata?: string;
  number?: string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  ordered?: string;
  /** `any` matches both. */
  personal?: boolean | 'any';
  /** `any` matches both. */
  pinned?: boolean | 'any';
  project?: string | ProjectLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  promotionId?: number | string;
  /** An array repeats the dimension. */
  property?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  /** `any` matches both. */
  queued?: boolean | 'any';
  queuedDate?: string | Date | TimeCondition;
  revision?: string;
  /** `any` matches both. */
  running?: boolean | 'any';
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  sinceBuild?: string | number | BuildLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  sinceBuildIdLookAheadCount?: number | string;
  /** A Date is sent as yyyyMMddTHHmmss+0000 (UTC). Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  sinceDate?: Date | string;
  snapshotDependency?: string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  snapshotDependencyProblem?: string;
  start?: number | string;
  startDate?: string | Date | TimeCondition;
  state?: BuildState;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  statisticValue?: string;
  status?: string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  strob?: string;
  tag?: string | TagLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  tags?: string;
  taskId?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  test?: string | TestLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  testOccurrence?: string | TestOccurrenceLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  triggered?: string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  untilBuild?: string | number | BuildLocator;
  /** A Date is sent as yyyyMMddTHHmmss+0000 (UTC). Hidden: not in TeamCity's public locator definitions; read by BuildPromotionFinder.java. */
  untilDate?: Date | string;
  user?: string | UserLocator;
};
/** Locator of kind BuildQueue (from BuildQueueLocator). Where an input takes one, a plain string is sent as written. */
export type BuildQueueLocator = {
  agent?: string | AgentLocator;
  buildType?: string | BuildTypeLocator;
  count?: number | string;
  id?: number | string;
  /** An array repeats the dimension. */
  item?: string | BuildQueueLocator | readonly (string | BuildQueueLocator)[];
  /** `any` matches both. */
  personal?: boolean | 'any';
  pool?: string | number | AgentPoolLocator;
  project?: string | ProjectLocator;
  start?: number | string;
  taskId?: number | string;
  user?: string | UserLocator;
};
/**
 * Locator of kind BuildType (from BuildTypeLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: internal id, external id, then name.
 */
export type BuildTypeLocator = {
  affectedProject?: string | ProjectLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  artifactDependency?: string;
  build?: string | number | BuildLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  compatibleAgent?: string | AgentLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  compatibleAgentsCount?: number | string;
  count?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  filterByBuilds?: string;
  id?: string;
  internalId?: string;
  /** An array repeats the dimension. */
  item?: string | BuildTypeLocator | readonly (string | BuildTypeLocator)[];
  name?: string;
  /** An array repeats the dimension. Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  parameter?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  /** `any` matches both. */
  paused?: boolean | 'any';
  project?: string | ProjectLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  selectedByUser?: string | UserLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  setting?: string;
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  snapshotDependency?: string;
  start?: number | string;
  template?: string | BuildTypeLocator;
  /** `any` matches both. */
  templateFlag?: boolean | 'any';
  /** Hidden: not in TeamCity's public locator definitions; read by BuildTypeFinder.java. */
  type?: string;
  uuid?: string;
  vcsRoot?: string | VcsRootLocator;
  vcsRootInstance?: string | VcsRootInstanceLocator;
};
/**
 * Locator of kind Change (from ChangeLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: change id.
 */
export type ChangeLocator = {
  affectedProject?: string | ProjectLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  branch?: string | BranchLocator;
  build?: string | number | BuildLocator;
  buildType?: string | BuildTypeLocator;
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  changesFromDependencies?: boolean | 'any';
  /** Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  childChange?: string | number | ChangeLocator;
  comment?: string;
  count?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  dag?: string;
  file?: string;
  id?: number | string;
  internalVersion?: string;
  /** An array repeats the dimension. */
  item?: string | number | ChangeLocator | readonly (string | number | ChangeLocator)[];
  /** Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  lookupLimit?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  parentChange?: string | number | ChangeLocator;
  /** `any` matches both. */
  pending?: boolean | 'any';
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  personal?: boolean | 'any';
  /** Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  policy?: string;
  project?: string | ProjectLocator;
  sinceChange?: string;
  start?: number | string;
  user?: string | UserLocator;
  username?: string;
  vcsRoot?: string | VcsRootLocator;
  vcsRootInstance?: string | VcsRootInstanceLocator;
  version?: string;
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by ChangeFinder.java. */
  versionedSettings?: boolean | 'any';
};
/** Locator of kind CloudImage (from CloudImageLocator). Where an input takes one, a plain string is sent as written. */
export type CloudImageLocator = {
  affectedProject?: string | ProjectLocator;
  agent?: string | AgentLocator;
  agentPool?: string | number | AgentPoolLocator;
  agentType?: string | AgentTypeLocator;
  compatibleBuildPromotion?: string | number | BuildLocator;
  compatibleBuildType?: string | BuildTypeLocator;
  count?: number | string;
  id?: string;
  instance?: string | CloudInstanceLocator;
  name?: string | ValueCondition;
  profile?: string | CloudProfileLocator;
  project?: string | ProjectLocator;
  /** An array repeats the dimension. */
  property?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  start?: number | string;
};
/** Locator of kind CloudInstance (from CloudInstanceLocator). Where an input takes one, a plain string is sent as written. */
export type CloudInstanceLocator = {
  affectedProject?: string | ProjectLocator;
  agent?: string | AgentLocator;
  count?: number | string;
  id?: string;
  image?: string | CloudImageLocator;
  networkAddress?: string;
  profile?: string | CloudProfileLocator;
  project?: string | ProjectLocator;
  /** An array repeats the dimension. */
  property?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  start?: number | string;
};
/** Locator of kind CloudProfile (from CloudProfileLocator). Where an input takes one, a plain string is sent as written. */
export type CloudProfileLocator = {
  affectedProject?: string | ProjectLocator;
  cloudProviderId?: string;
  count?: number | string;
  id?: string;
  image?: string | CloudImageLocator;
  instance?: string | CloudInstanceLocator;
  name?: string | ValueCondition;
  project?: string | ProjectLocator;
  /** An array repeats the dimension. */
  property?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  start?: number | string;
};
/** Locator of kind DeploymentDashboard (from DeploymentDashboardLocator). Where an input takes one, a plain string is sent as written. */
export type DeploymentDashboardLocator = {
  affectedProject?: string | ProjectLocator;
  count?: number | string;
  id?: string;
  name?: string;
  project?: string | ProjectLocator;
  start?: number | string;
};
/** Locator of kind DeploymentInstance (from DeploymentInstanceLocator). Where an input takes one, a plain string is sent as written. */
export type DeploymentInstanceLocator = {
  count?: number | string;
  currentState?: DeploymentState;
  dashboard?: string | DeploymentDashboardLocator;
  id?: string;
  start?: number | string;
};
/** Locator of kind Investigation (from InvestigationLocator). Where an input takes one, a plain string is sent as written. */
export type InvestigationLocator = {
  affectedProject?: string | ProjectLocator;
  assignee?: string | UserLocator;
  assignmentProject?: string | ProjectLocator;
  buildType?: string | BuildTypeLocator;
  count?: number | string;
  problem?: string | ProblemLocator;
  reporter?: string | UserLocator;
  resolution?: InvestigationResolution;
  /** A Date is sent as yyyyMMddTHHmmss+0000 (UTC). */
  sinceDate?: Date | string;
  start?: number | string;
  state?: InvestigationState;
  test?: string | TestLocator;
  type?: InvestigationType;
};
/** Locator of kind Mute (from MuteLocator). Where an input takes one, a plain string is sent as written. */
export type MuteLocator = {
  affectedProject?: string | ProjectLocator;
  count?: number | string;
  /** A Date is sent as yyyyMMddTHHmmss+0000 (UTC). */
  creationDate?: Date | string;
  id?: number | string;
  problem?: string | ProblemLocator;
  project?: string | ProjectLocator;
  reporter?: string | UserLocator;
  resolution?: MuteResolution;
  start?: number | string;
  test?: string | TestLocator;
  type?: MuteType;
  /** A Date is sent as yyyyMMddTHHmmss+0000 (UTC). */
  unmuteDate?: Date | string;
};
/** Locator of kind Problem (from ProblemLocator). Where an input takes one, a plain string is sent as written. */
export type ProblemLocator = {
  affectedProject?: string | ProjectLocator;
  build?: string | number | BuildLocator;
  count?: number | string;
  /** `any` matches both. */
  currentlyFailing?: boolean | 'any';
  /** `any` matches both. */
  currentlyInvestigated?: boolean | 'any';
  /** `any` matches both. */
  currentlyMuted?: boolean | 'any';
  id?: number | string;
  identity?: string;
  /** An array repeats the dimension. */
  item?: string | ProblemLocator | readonly (string | ProblemLocator)[];
  lookupLimit?: number | string;
  start?: number | string;
  type?: string;
};
/** Locator of kind ProblemOccurrence (from ProblemOccurrenceLocator). Where an input takes one, a plain string is sent as written. */
export type ProblemOccurrenceLocator = {
  affectedProject?: string | ProjectLocator;
  build?: string | number | BuildLocator;
  count?: number | string;
  /** `any` matches both. */
  currentlyFailing?: boolean | 'any';
  /** `any` matches both. */
  currentlyInvestigated?: boolean | 'any';
  /** `any` matches both. */
  currentlyMuted?: boolean | 'any';
  identity?: string;
  /** An array repeats the dimension. */
  item?: string | ProblemOccurrenceLocator | readonly (string | ProblemOccurrenceLocator)[];
  lookupLimit?: number | string;
  /** `any` matches both. */
  muted?: boolean | 'any';
  problem?: string;
  start?: number | string;
  type?: string;
};
/**
 * Locator of kind Project (from ProjectLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: external id, then unique name.
 */
export type ProjectLocator = {
  affectedProject?: string | ProjectLocator;
  /** `any` matches both. */
  archived?: boolean | 'any';
  build?: string | number | BuildLocator;
  buildType?: string | BuildTypeLocator;
  count?: number | string;
  defaultTemplate?: string | BuildTypeLocator;
  id?: string;
  internalId?: string;
  /** An array repeats the dimension. */
  item?: string | ProjectLocator | readonly (string | ProjectLocator)[];
  name?: string;
  /** An array repeats the dimension. Hidden: not in TeamCity's public locator definitions; read by ProjectFinder.java. */
  parameter?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  /** Hidden: not in TeamCity's public locator definitions; read by ProjectFinder.java. */
  parentProject?: string | ProjectLocator;
  pool?: string | number | AgentPoolLocator;
  project?: string | ProjectLocator;
  projectFeature?: string | ProjectLocator;
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by ProjectFinder.java. */
  readOnlyUI?: boolean | 'any';
  /** Hidden: not in TeamCity's public locator definitions; read by ProjectFinder.java. */
  selectedByUser?: string | UserLocator;
  start?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by ProjectFinder.java. */
  userPermission?: string;
  uuid?: string;
  vcsRoot?: string | VcsRootLocator;
  /** `any` matches both. */
  virtual?: boolean | 'any';
};
/** A condition written in locator syntax (from contract.md 5.4 property:(name:..,value:..,matchType:..)). */
export type PropertyCondition = {
  /** `any` matches both. */
  ignoreCase?: boolean | 'any';
  matchType?: MatchType;
  name?: string;
  value?: string;
};
/** Locator of kind Tag (from TagLocator). Where an input takes one, a plain string is sent as written. */
export type TagLocator = {
  name?: string;
  owner?: string;
  private?: string;
};
/** Locator of kind TeamCityNode (from TeamCityNodeLocator). Where an input takes one, a plain string is sent as written. */
export type TeamCityNodeLocator = {
  /** An array repeats the dimension. */
  item?: string | TeamCityNodeLocator | readonly (string | TeamCityNodeLocator)[];
  role?: string;
  state?: string;
};
/** Locator of kind Test (from TestLocator). Where an input takes one, a plain string is sent as written. */
export type TestLocator = {
  affectedProject?: string | ProjectLocator;
  count?: number | string;
  /** `any` matches both. */
  currentlyFailing?: boolean | 'any';
  /** `any` matches both. */
  currentlyInvestigated?: boolean | 'any';
  /** `any` matches both. */
  currentlyMuted?: boolean | 'any';
  id?: number | string;
  /** An array repeats the dimension. */
  item?: string | TestLocator | readonly (string | TestLocator)[];
  lookupLimit?: number | string;
  muteAffected?: string | BuildTypeLocator;
  name?: string;
  start?: number | string;
};
/** Locator of kind TestOccurrence (from TestOccurrenceLocator). Where an input takes one, a plain string is sent as written. */
export type TestOccurrenceLocator = {
  affectedProject?: string | ProjectLocator;
  branch?: string;
  build?: string | number | BuildLocator;
  buildType?: string | BuildTypeLocator;
  count?: number | string;
  /** `any` matches both. */
  currentlyFailing?: boolean | 'any';
  /** `any` matches both. */
  currentlyInvestigated?: boolean | 'any';
  currentlyMuted?: string;
  id?: string;
  /** `any` matches both. */
  ignored?: boolean | 'any';
  /** `any` matches both. */
  includePersonal?: boolean | 'any';
  /** An array repeats the dimension. */
  item?: string | TestOccurrenceLocator | readonly (string | TestOccurrenceLocator)[];
  lookupLimit?: number | string;
  /** `any` matches both. */
  muted?: boolean | 'any';
  name?: string;
  newFailure?: string;
  start?: number | string;
  /** TeamCity reads it in any case: upper case, as its answers write it, too. */
  status?: AnyCase<TestStatus>;
  test?: string | TestLocator;
};
/**
 * A condition written in locator syntax (from swagger format date:<yyyyMMddTHHmmss+ZZZZ>,build:<build locator>,condition:<before/after>; contract.md 5.4).
 * A single value without a dimension is read as: the date.
 */
export type TimeCondition = {
  build?: string | number | BuildLocator;
  condition?: TimeConditionWay;
  /** A Date is sent as yyyyMMddTHHmmss+0000 (UTC). */
  date?: Date | string;
};
/**
 * Locator of kind User (from UserLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: username, or current.
 */
export type UserLocator = {
  affectedGroup?: string | UserGroupLocator;
  count?: number | string;
  email?: string;
  group?: string | UserGroupLocator;
  id?: number | string;
  /** A Date is sent as yyyyMMddTHHmmss+0000 (UTC). */
  lastLogin?: Date | string;
  name?: string | ValueCondition;
  /** An array repeats the dimension. */
  property?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  role?: string;
  start?: number | string;
  username?: string;
};
/**
 * Locator of kind UserGroup (from UserGroupLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: group key.
 */
export type UserGroupLocator = {
  /** An array repeats the dimension. */
  item?: string | UserGroupLocator | readonly (string | UserGroupLocator)[];
  key?: string;
  name?: string;
};
/**
 * A condition written in locator syntax (from swagger format ValueCondition; contract.md 5.5 (value:..,matchType:..,ignoreCase:true)).
 * A single value without a dimension is read as: the value, matched with equals.
 */
export type ValueCondition = {
  /** `any` matches both. */
  ignoreCase?: boolean | 'any';
  matchType?: MatchType;
  value?: string;
};
/**
 * Locator of kind VcsRoot (from VcsRootLocator). Where an input takes one, a plain string is sent as written.
 * A single value without a dimension is read as: external or internal id.
 */
export type VcsRootLocator = {
  affectedProject?: string | ProjectLocator;
  count?: number | string;
  id?: string;
  internalId?: number | string;
  /** An array repeats the dimension. */
  item?: string | VcsRootLocator | readonly (string | VcsRootLocator)[];
  lookupLimit?: number | string;
  name?: string;
  project?: string | ProjectLocator;
  /** An array repeats the dimension. */
  property?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  /** Hidden: not in TeamCity's public locator definitions; read by VcsRootFinder.java. */
  repositoryIdString?: string;
  start?: number | string;
  type?: string;
  uuid?: string;
};
/** Locator of kind VcsRootInstance (from VcsRootInstanceLocator). Where an input takes one, a plain string is sent as written. */
export type VcsRootInstanceLocator = {
  affectedProject?: string | ProjectLocator;
  build?: string | number | BuildLocator;
  buildType?: string | BuildTypeLocator;
  /** Hidden: not in TeamCity's public locator definitions; read by VcsRootInstanceFinder.java. */
  checkingForChangesFinishDate?: string | Date | TimeCondition;
  /** `any` matches both. Hidden: not in TeamCity's public locator definitions; read by VcsRootInstanceFinder.java. */
  commitHookMode?: boolean | 'any';
  count?: number | string;
  id?: number | string;
  /** An array repeats the dimension. */
  item?: string | VcsRootInstanceLocator | readonly (string | VcsRootInstanceLocator)[];
  lookupLimit?: number | string;
  project?: string | ProjectLocator;
  /** An array repeats the dimension. */
  property?: string | PropertyCondition | readonly (string | PropertyCondition)[];
  /** Hidden: not in TeamCity's public locator definitions; read by VcsRootInstanceFinder.java. */
  repositoryIdString?: string;
  /** Hidden: not in TeamCity's public locator definitions; read by VcsRootInstanceFinder.java. */
  repositoryState?: string;
  start?: number | string;
  /** Hidden: not in TeamCity's public locator definitions; read by VcsRootInstanceFinder.java. */
  status?: string;
  type?: string;
  vcsRoot?: string | VcsRootLocator;
  /** `any` matches both. */
  versionedSettings?: boolean | 'any';
};

/** Every locator kind by its camelCase name, as `locator` offers them. */
export interface LocatorKinds {
  readonly agent: AgentLocator;
  readonly agentPool: AgentPoolLocator;
  readonly agentType: AgentTypeLocator;
  readonly audit: AuditLocator;
  readonly branch: BranchLocator;
  readonly build: BuildLocator;
  readonly buildQueue: BuildQueueLocator;
  readonly buildType: BuildTypeLocator;
  readonly change: ChangeLocator;
  readonly cloudImage: CloudImageLocator;
  readonly cloudInstance: CloudInstanceLocator;
  readonly cloudProfile: CloudProfileLocator;
  readonly deploymentDashboard: DeploymentDashboardLocator;
  readonly deploymentInstance: DeploymentInstanceLocator;
  readonly investigation: InvestigationLocator;
  readonly mute: MuteLocator;
  readonly problem: ProblemLocator;
  readonly problemOccurrence: ProblemOccurrenceLocator;
  readonly project: ProjectLocator;
  readonly tag: TagLocator;
  readonly teamCityNode: TeamCityNodeLocator;
  readonly test: TestLocator;
  readonly testOccurrence: TestOccurrenceLocator;
  readonly user: UserLocator;
  readonly userGroup: UserGroupLocator;
  readonly vcsRoot: VcsRootLocator;
  readonly vcsRootInstance: VcsRootInstanceLocator;
}

const render = (locator: object): string => renderLocator(locator as LocatorObject);
/** Renders a typed locator as TeamCity text: `locator.build({ buildType: { id: "X" }, count: 5 })`. */
export const locator: { readonly [K in keyof LocatorKinds]: (locator: LocatorKinds[K]) => string } = {
  agent: render,
  agentPool: render,
  agentType: render,
  audit: render,
  branch: render,
  build: render,
  buildQueue: render,
  buildType: render,
  change: render,
  cloudImage: render,
  cloudInstance: render,
  cloudProfile: render,
  deploymentDashboard: render,
  deploymentInstance: render,
  investigation: render,
  mute: render,
  problem: render,
  problemOccurrence: render,
  project: render,
  tag: render,
  teamCityNode: render,
  test: render,
  testOccurrence: render,
  user: render,
  userGroup: render,
  vcsRoot: render,
  vcsRootInstance: render,
};
