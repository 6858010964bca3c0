// Hand-written: edit it here; the generator never writes this file.
/**
 * `teamcity-sdk/tasks`: the things TeamCity users do most, one call each, over the generated operations. Every
 * function takes the client (`createClient(...)`) first. The artifact downloads write to disk: Node.js only.
 */
export { runBuild, cancelBuild, type RunBuildOptions } from './run.js';
export { waitForBuild, type BuildProgress, type WaitForBuildOptions } from './wait.js';
export { buildResults, type BuildResults, type BuildResultsOptions } from './results.js';
export {
  listArtifacts,
  downloadArtifact,
  downloadArtifacts,
  type Artifact,
  type DownloadArtifactOptions,
  type DownloadProgress,
  type DownloadResult,
  type ListArtifactsOptions,
} from './artifacts.js';
export { buildLog, followBuildLog, type BuildLogOptions, type FollowBuildLogOptions } from './log.js';
export {
  buildLogLines,
  grepBuildLog,
  tailBuildLog,
  type BuildLogLinesOptions,
  type GrepBuildLogOptions,
  type LogLine,
  type LogLines,
  type LogSearchOptions,
} from './log-search.js';
export {
  assignInvestigation,
  commitStatus,
  flakyTests,
  muteTests,
  resolveInvestigation,
  testHistory,
  unmuteTests,
  type CommitBuild,
  type CommitStatus,
  type FlakyTest,
  type HealthScope,
  type InvestigationTarget,
  type MuteTestsOptions,
  type TestHistoryOptions,
  type TestRun,
  type UnmuteTestsResult,
} from './health.js';
export { findBuildByNumber, resolveBuild, type FindBuildByNumberOptions, type ResolveBuildOptions } from './find.js';
export { saveFile, type SaveFileOptions } from './files.js';
export { globPattern, isGlob, patternTest, TeamCityPatternError, type Pattern } from './pattern.js';
export { explainMissingRoute, TeamCityRouteMissingError } from './since.js';
export type { BuildRef, Timer } from './ref.js';
export {
  TeamCityAmbiguousBuildError,
  TeamCityBuildCanceledError,
  TeamCityBuildFailedToStartError,
  TeamCityBuildNotFoundError,
  TeamCityBuildTypeNotFoundError,
  TeamCityTaskAbortError,
  TeamCityWaitTimeoutError,
} from './errors.js';
