// Hand-written: edit it here; the generator never writes this file.
import { serveAllBuilds } from '../areas/builds.js';
import type { Build } from '../models.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { TeamCityInputError } from '../runtime/errors.js';
import { BUILD, objectOf } from './check.js';
import { TeamCityAmbiguousBuildError, TeamCityBuildNotFoundError } from './errors.js';

export interface FindBuildByNumberOptions extends Pick<CallOptions, 'signal'> {
  /** The build configuration's id: a number is unique only within one (and one branch). */
  buildType?: string;
}

/**
 * The one build with this number, as people write it (`886`, `#886`, `1.2.3-rc`): in the build configuration given,
 * else in any, on any branch, queued, running or finished. None is a TeamCityBuildNotFoundError; several (in other
 * configurations, or on other branches) a TeamCityAmbiguousBuildError listing them.
 *
 * @example
 * ```ts
 * const build = await findBuildByNumber(tc, '#886', { buildType: 'App_Build' });
 * ```
 */
export async function findBuildByNumber(
  client: Transport,
  number: string,
  options: FindBuildByNumberOptions = {},
): Promise<Build> {
  const text = typeof number === 'string' ? number.trim().replace(/^#/, '') : '';
  if (!text) throw new TeamCityInputError('findBuildByNumber: the number must be a non-empty string, such as "886"');
  const { buildType, signal } = options;
  if (buildType !== undefined && (typeof buildType !== 'string' || !buildType))
    throw new TeamCityInputError('findBuildByNumber: buildType must be a build configuration id');
  const found = objectOf(
    client,
    'findBuildByNumber',
    'builds.serve_all_builds',
    await serveAllBuilds(
      client,
      {
        locator: {
          number: text,
          branch: { default: 'any' },
          defaultFilter: false,
          count: 5,
          ...(buildType && { buildType: { id: buildType } }),
        },
        fields: 'build(id,number,buildTypeId,branchName,state,status,webUrl)',
      },
      signal ? { signal } : {},
    ),
    { build: [{ ...BUILD, number: 'string', buildTypeId: 'string', branchName: 'string' }] },
  );
  const builds = found.build ?? [];
  if (builds.length === 1) return builds[0]!;
  if (!builds.length) throw new TeamCityBuildNotFoundError(text, buildType);
  throw new TeamCityAmbiguousBuildError(text, builds);
}
