// Hand-written: edit it here; the generator never writes this file.
import { resolveBuild, TeamCityAmbiguousBuildError, TeamCityBuildNotFoundError } from 'teamcity-sdk/tasks';
import * as z from 'zod';
import { ToolError, type ToolContext } from './tool.js';

/** The inputs that name one build: its id, or its number as people write it, with the build configuration. */
export const buildInput = {
  build: z
    .union([z.number().int().positive(), z.string().trim().min(1)])
    .describe('build id (1234), or number as shown (#886)'),
  buildType: z.string().min(1).optional().describe('build configuration id, for a number'),
};

/** The id of the build `buildInput` names, as the tasks' `resolveBuild` reads it; a miss says what to do next. */
export async function resolveBuildInput(
  ctx: ToolContext,
  args: { build: number | string; buildType?: string | undefined },
): Promise<number> {
  try {
    return await resolveBuild(ctx.tc, args.build, {
      signal: ctx.signal,
      ...(args.buildType && { buildType: args.buildType }),
    });
  } catch (e) {
    if (e instanceof TeamCityBuildNotFoundError)
      throw new ToolError(`${e.message}: check the number, or find it with teamcity_find_builds`);
    if (e instanceof TeamCityAmbiguousBuildError)
      throw new ToolError(`${e.message} (pass buildType, or the id as build)`);
    throw e;
  }
}
