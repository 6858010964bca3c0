// Hand-written: edit it here; the generator never writes this file.
import { serveAllBuilds, serveBuild } from '../areas/builds.js';
import type { Build } from '../models.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { TeamCityInputError } from '../runtime/errors.js';
import { BUILD, objectOf } from './check.js';
import { TeamCityAmbiguousBuildError, TeamCityBuildNotFoundError } from './errors.js';
import { buildIdOf } from './ref.js';

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

/**
 * A build as people name it, read without a request: an id (a positive whole number, `'1234'` or `'id:1234'`), a
 * locator that finds one build (text with a `:` that does not start with `#`: `'buildType:App_Build,number:17'`), or
 * else a build number (`'#886'`, `'1.2.3-rc'`; a number of digits alone needs its `#`, or it is an id).
 */
type BuildName = { id: number } | { locator: string } | { number: string };

/** What `resolveBuild` takes: a build as people name it, or its id. */
function readBuildName(build: number | string): BuildName {
  const task = 'resolveBuild';
  if (typeof build === 'number') return { id: buildIdOf(build, task) };
  const text = typeof build === 'string' ? build.trim() : '';
  if (!text.replace(/^#/, ''))
    throw new TeamCityInputError(`${task}: the build must be an id, a #number or a locator, such as 1234 or "#886"`);
  const digits = /^(?:id:)?(\d+)$/.exec(text)?.[1];
  if (digits) return { id: buildIdOf(Number(digits), task) };
  if (!text.startsWith('#') && text.includes(':')) return { locator: text };
  return { number: text.replace(/^#/, '') };
}

export type ResolveBuildOptions = FindBuildByNumberOptions;

/**
 * The id of a build as people name it (see `BuildName`): an id as it is, with no request; a number, the one build
 * `findBuildByNumber` finds (in `buildType` when given); a locator, the build TeamCity finds by it. `buildType` goes
 * with a number only: with an id or a locator it is a TeamCityInputError, before anything is sent.
 *
 * @example
 * ```ts
 * const id = await resolveBuild(tc, '#886', { buildType: 'App_Build' });
 * ```
 */
export async function resolveBuild(
  client: Transport,
  build: number | string,
  options: ResolveBuildOptions = {},
): Promise<number> {
  const name = readBuildName(build);
  if ('number' in name) return (await findBuildByNumber(client, name.number, options)).id!;
  if (options.buildType !== undefined)
    throw new TeamCityInputError(
      'resolveBuild: buildType goes with a build number (#886), not with an id or a locator',
    );
  if ('id' in name) return name.id;
  const { signal } = options;
  const found = await serveBuild(client, { buildLocator: name.locator, fields: 'id' }, signal ? { signal } : {});
  return objectOf(client, 'resolveBuild', 'builds.serve_build', found, { id: 'id' }).id!;
}
