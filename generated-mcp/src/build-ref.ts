// Hand-written: edit it here; the generator never writes this file.
import { findBuildByNumber, TeamCityAmbiguousBuildError, TeamCityBuildNotFoundError } from 'teamcity-sdk/tasks';
import * as z from 'zod';
import { ToolError, type ToolContext } from './tool.js';

/** The inputs that name one build: its id, or its number as people write it, with the build configuration. */
export const buildRef = {
  build: z
    .union([z.number().int().positive(), z.string().trim().min(1)])
    .describe('build id (1234), or number as shown (#886)'),
  buildType: z.string().min(1).optional().describe('build configuration id, for a number'),
};

/** `#886` -> `886`; an id as a number (a bare integer, or `id:1234`); any other text is a build number. */
export function readBuildRef(build: number | string): { id: number } | { number: string } {
  if (typeof build === 'number') return { id: build };
  const id = /^(?:id:)?(\d+)$/.exec(build)?.[1];
  if (id && !build.startsWith('#')) return { id: Number(id) };
  return { number: build.replace(/^#/, '') };
}

/** The build's id: as given, or the one build with this number (in the build configuration, on any branch). */
export async function buildIdOf(
  ctx: ToolContext,
  args: { build: number | string; buildType?: string | undefined },
): Promise<number> {
  const ref = readBuildRef(args.build);
  if ('id' in ref) return ref.id;
  try {
    const build = await findBuildByNumber(ctx.tc, ref.number, {
      signal: ctx.signal,
      ...(args.buildType && { buildType: args.buildType }),
    });
    return build.id!;
  } catch (e) {
    if (e instanceof TeamCityBuildNotFoundError)
      throw new ToolError(`${e.message}: check the number, or find it with teamcity_find_builds`);
    if (e instanceof TeamCityAmbiguousBuildError)
      throw new ToolError(`${e.message} (pass buildType, or the id as build)`);
    throw e;
  }
}
