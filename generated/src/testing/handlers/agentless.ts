// Hand-written: edit it here; the generator never writes this file.
import type { Build } from '../../models.js';
import { parseTeamCityDate } from '../../runtime/date.js';
import { badRequest, HttpError, notFound } from '../model/errors.js';
import { tcDate } from '../model/builds.js';
import { buildFields, fieldValue } from './field-values.js';
import { builds } from './kinds.js';
import { bodyObject, editBuild, fullForm, one, type Context, type Handlers } from './kit.js';
import { problemSummary } from '../model/runs.js';
import type { Stored } from '../model/store.js';

/**
 * TeamCity's routes for a build no agent runs (BuildRequest: markBuildAsRunning, addLogMessage, addProblemToBuild,
 * setFinishedTime): a script takes a queued build out of the queue, writes its log, may add a problem, and finishes it.
 */

/** A build that is not running: 404 with BuildRequest's message (a queued one has no associated build yet). */
function running(ctx: Context, e: Stored<Build>): Stored<Build> {
  if (e.state === 'queued') throw notFound(`Build with id ${e.id} is not in the running or finished state`);
  if (e.state !== 'running') throw notFound(`Build with id ${e.id} is already finished`);
  refuseScripted(ctx, e);
  return editBuild(ctx, e);
}

/** A build a build script runs writes its own log and finishes by itself: the fake does not mix the two. */
function refuseScripted(ctx: Context, e: Stored<Build>): void {
  if (ctx.state.runs.scripted(Number(e.id)))
    throw new HttpError(
      501,
      `The fake TeamCity does not drive build ${e.id} by hand: a build script runs it (start it with PUT runningData).`,
    );
}

/** Appends the lines of `text` to the build's log (a trailing newline ends the last line, it adds none). */
function appendLog(b: Stored<Build>, text: string): void {
  const log = b._log ?? [];
  if (!Array.isArray(log))
    throw new HttpError(501, `The fake TeamCity does not append to build ${b.id}'s log: it is made on the fly.`);
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  b._log = [...log, ...lines];
}

/** Sets fields of a build the state keeps, each checked against its model. */
const patch = (b: Stored<Build>, fields: Partial<Stored<Build>>): void => void Object.assign(b, fields);

/** BuildAgentMessagesQueue.buildFinished: the build ends at `at`, failed when it has a problem. */
function finish(ctx: Context, e: Stored<Build>, at: number): string {
  const b = running(ctx, e);
  appendLog(b, 'Build finish request received via REST endpoint');
  const failed = (b._problems ?? []).length > 0;
  delete b.running;
  delete b.percentageComplete;
  patch(b, {
    state: 'finished',
    status: failed ? 'FAILURE' : 'SUCCESS',
    statusText: b.statusText ?? 'Success',
    finishDate: tcDate(at),
  });
  return tcDate(at);
}

export const agentlessRoutes: Handlers = {
  // QueuedBuildEx.startBuild(requestor): TeamCity records who asked; the fake shows it nowhere.
  'builds.mark_build_as_running': (ctx) => {
    const e = one(builds, ctx);
    if (e.state !== 'queued') throw badRequest(`Build with promotion id ${e.id} is not a queued build`);
    ctx.state.runs.release(Number(e.id));
    const b = editBuild(ctx, e);
    ctx.state.start(b, true);
    delete b.waitReason;
    patch(b, { state: 'running', running: true, status: 'SUCCESS', startDate: tcDate(ctx.state.clock.now()) });
    return fullForm(builds, b, ctx);
  },
  'builds.add_log_message_to_build': (ctx) => void appendLog(running(ctx, one(builds, ctx)), String(ctx.body ?? '')),
  // SBuild.addUserBuildProblem: a problem of type TC_USER_PROVIDED with the posted text; the build fails.
  'builds.add_problem_to_build': (ctx) => {
    const e = one(builds, ctx);
    if (e.state === 'queued') throw notFound(`No finished build associated with promotion id ${e.id}`);
    refuseScripted(ctx, e);
    if (!ctx.user) throw badRequest('Cannot perform operation: no current user');
    const b = editBuild(ctx, e);
    const details = String(ctx.body ?? '');
    const problems = [...(b._problems ?? [])];
    problems.push({ type: 'TC_USER_PROVIDED', identity: `TC_USER_PROVIDED_${problems.length + 1}`, details });
    patch(b, {
      _problems: problems,
      problemOccurrences: problemSummary(b.id, problems),
      status: 'FAILURE',
      statusText: details,
    });
    return ctx.state.runs.problems(Number(b.id)).at(-1);
  },
  'builds.set_finished_time': (ctx) => finish(ctx, one(builds, ctx), ctx.state.clock.now()),
  'builds.set_build_finish_date': (ctx) => {
    const e = one(builds, ctx);
    const text = String(ctx.body ?? '').trim();
    if (!text) throw badRequest('Body should contain finish date');
    let at: number;
    try {
      at = parseTeamCityDate(text).getTime();
    } catch (error) {
      throw badRequest(`Bad finish date: ${error instanceof Error ? error.message : String(error)}`);
    }
    return finish(ctx, e, at);
  },
  'builds.get_build_finish_date': (ctx) => fieldValue(buildFields, one(builds, ctx), ctx, 'finishDate'),
  'builds.get_build_status': (ctx) => fieldValue(buildFields, one(builds, ctx), ctx, 'status'),
  // ChangeBuildStatusProcessor: a finished build is marked successful or failed by hand, with a comment.
  'builds.set_build_status': (ctx) => {
    const e = one(builds, ctx);
    const { status, comment } = bodyObject(ctx);
    if (status !== 'SUCCESS' && status !== 'FAILURE') throw badRequest(`status must be SUCCESS or FAILURE`);
    if (comment !== undefined && typeof comment !== 'string') throw badRequest('comment must be text');
    if (e.state !== 'finished')
      throw badRequest(`Build ${e.id} is not finished: only a finished build's status changes`);
    const user = ctx.state.users.all().find((u) => u.username === ctx.user);
    patch(editBuild(ctx, e), {
      status,
      statusChangeComment: {
        text: comment ?? '',
        timestamp: tcDate(ctx.state.clock.now()),
        ...(user ? { user: { id: user.id, username: user.username, name: user.name } } : {}),
      },
    });
  },
};
