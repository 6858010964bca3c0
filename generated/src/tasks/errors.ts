// Hand-written: edit it here; the generator never writes this file.
import { TeamCityError, TeamCityNotFoundError } from '../runtime/errors.js';
import type { Build } from '../models.js';

/** `runBuild` named a build configuration TeamCity does not have (its 404, with the build type named). */
export class TeamCityBuildTypeNotFoundError extends TeamCityNotFoundError {
  override name = 'TeamCityBuildTypeNotFoundError';
  /** The build type as it was given: an id, or a locator's text. */
  declare readonly buildType: string;
  constructor(buildType: string, cause: TeamCityNotFoundError) {
    super(cause.status, cause.request, cause.body, cause.headers);
    Object.assign(this, { buildType });
    this.message = `build type ${JSON.stringify(buildType)} was not found: ${cause.message}`;
  }
}

/** A build `waitForBuild` followed ended without running to its end: canceled, or removed from the queue. */
export class TeamCityBuildCanceledError extends TeamCityError {
  override name = 'TeamCityBuildCanceledError';
  declare readonly buildId: number;
  /** The build as last read (with `canceledInfo` where TeamCity gave one). */
  declare readonly build: Build;
  /** It was taken out of the queue before it started. */
  declare readonly removedFromQueue: boolean;
  constructor(buildId: number, build: Build, removedFromQueue: boolean) {
    const why = build.canceledInfo?.text ? `: ${build.canceledInfo.text}` : '';
    super(`build ${buildId} was ${removedFromQueue ? 'removed from the queue' : 'canceled'}${why}`);
    Object.assign(this, { buildId, build, removedFromQueue });
  }
}

/** A build `waitForBuild` followed could not start (TeamCity's `failedToStart`: a missing dependency, say). */
export class TeamCityBuildFailedToStartError extends TeamCityError {
  override name = 'TeamCityBuildFailedToStartError';
  declare readonly buildId: number;
  declare readonly build: Build;
  constructor(buildId: number, build: Build) {
    super(`build ${buildId} failed to start${build.statusText ? `: ${build.statusText}` : ''}`);
    Object.assign(this, { buildId, build });
  }
}

/** `waitForBuild` ran out of its `timeoutMs`: the message names the build and the state it was last seen in. */
export class TeamCityWaitTimeoutError extends TeamCityError {
  override name = 'TeamCityWaitTimeoutError';
  declare readonly buildId: number;
  declare readonly timeoutMs: number;
  /** The build as last read, or undefined when no answer came before the deadline. */
  declare readonly lastBuild: Build | undefined;
  constructor(buildId: number, timeoutMs: number, last: Build | undefined) {
    const state = last
      ? `${last.state}${last.percentageComplete != null ? ` ${last.percentageComplete}%` : ''}${last.statusText ? `, "${last.statusText}"` : ''}`
      : 'never read';
    super(`build ${buildId} did not finish within ${timeoutMs} ms (last state: ${state})`);
    Object.assign(this, { buildId, timeoutMs, lastBuild: last });
  }
}

/** A task was stopped by the caller's AbortSignal between requests; `cause` is the signal's reason. */
export class TeamCityTaskAbortError extends TeamCityError {
  override name = 'TeamCityTaskAbortError';
  constructor(task: string, buildId: number, cause: unknown) {
    super(`${task} of build ${buildId} was aborted`);
    this.cause = cause;
  }
}

/** `findBuildByNumber` found no build with that number. */
export class TeamCityBuildNotFoundError extends TeamCityError {
  override name = 'TeamCityBuildNotFoundError';
  declare readonly number: string;
  declare readonly buildType: string | undefined;
  constructor(number: string, buildType: string | undefined) {
    super(`no build is numbered ${number}${buildType ? ` in ${buildType}` : ''}, on any branch`);
    Object.assign(this, { number, buildType });
  }
}

/** `findBuildByNumber` found several builds with that number: in several configurations, or on several branches. */
export class TeamCityAmbiguousBuildError extends TeamCityError {
  override name = 'TeamCityAmbiguousBuildError';
  declare readonly number: string;
  /** The builds found (at most five): their id, configuration and branch. */
  declare readonly builds: Build[];
  constructor(number: string, builds: Build[]) {
    const each = builds.map((b) => `${b.id} (${b.buildTypeId}, ${b.branchName ?? 'default branch'})`).join(', ');
    super(`several builds are numbered ${number}: ${each}; name the build configuration, or give the id`);
    Object.assign(this, { number, builds });
  }
}
