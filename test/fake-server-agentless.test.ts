// A build no agent runs, driven over HTTP as TeamCity's agent-less routes drive it: queued through REST, started with
// PUT runningData, its log written with POST log, failed by a posted problem, finished with PUT finish or finishDate;
// each write read back through the route that shows it, and each refusal (not queued, not running) as TeamCity's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'App', name: 'App' }],
      buildTypes: [
        { id: 'App_Build', name: 'Build', projectId: 'App' },
        { id: 'App_Waits', name: 'Waits', projectId: 'App' },
        { id: 'App_Runs', name: 'Runs', projectId: 'App' },
      ],
      // Scripts far longer than the test: one stays queued, the other running.
      buildScripts: { App_Waits: { queuedMs: 600_000 }, App_Runs: { durationMs: 600_000 } },
    },
  });
});
afterAll(() => tc.close());

/** A request with a text/plain body (the agent-less routes take text), answered as text. */
async function text(method: string, path: string, body?: string, accept = 'text/plain') {
  const res = await fetch(`${tc.url}/app/rest${path}`, {
    method,
    headers: {
      authorization: 'Bearer admin-token',
      accept,
      ...(body === undefined ? {} : { 'content-type': 'text/plain' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  const answer = await res.text();
  return { status: res.status, body: accept === 'application/json' && res.ok && answer ? JSON.parse(answer) : answer };
}

const queue = async (buildTypeId = 'App_Build') => {
  const queued = await rest(tc.url, 'POST', '/buildQueue', { buildType: { id: buildTypeId } });
  expect(queued.status).toBe(200);
  return queued.body.id as number;
};
const start = (id: number) => text('PUT', `/builds/id:${id}/runningData`, '', 'application/json');
const logOf = async (id: number) =>
  (
    await fetch(`${tc.url}/downloadBuildLog.html?buildId=${id}`, { headers: { authorization: 'Bearer admin-token' } })
  ).text();

describe('agent-less builds', () => {
  it('runs a queued build to FAILURE: started, its log growing, a problem, finished at a date; each read back', async () => {
    const id = await queue();
    const b = `/builds/id:${id}`;
    // Not running yet: no log can be written, no problem added, no finish.
    expect(await text('POST', `${b}/log`, 'early')).toMatchObject({ status: 404 });
    expect((await text('POST', `${b}/problemOccurrences`, 'x', 'application/json')).status).toBe(404);
    expect((await text('PUT', `${b}/finish`)).body).toContain('is not in the running or finished state');

    const started = await start(id);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ id, state: 'running', number: '1' });
    expect(started.body.agent).toBeUndefined();
    expect((await rest(tc.url, 'GET', b)).body).toMatchObject({ state: 'running', status: 'SUCCESS' });
    // Started once: starting it again is refused as TeamCity refuses it.
    expect(await start(id)).toMatchObject({
      status: 400,
      body: expect.stringContaining(`Build with promotion id ${id} is not a queued build`),
    });

    expect((await text('POST', `${b}/log`, 'compiling\nlinking\n')).status).toBe(204);
    expect(await logOf(id)).toBe('compiling\nlinking\n');
    expect((await text('POST', `${b}/log`, 'testing')).status).toBe(204);
    expect(await logOf(id)).toBe('compiling\nlinking\ntesting\n');

    const problem = await text('POST', `${b}/problemOccurrences`, 'tests crashed', 'application/json');
    expect(problem.status).toBe(200);
    expect(problem.body).toMatchObject({ type: 'TC_USER_PROVIDED', details: 'tests crashed', build: { id } });
    expect(await text('GET', `${b}/status`)).toEqual({ status: 200, body: 'FAILURE' });
    const problems = await rest(tc.url, 'GET', `${b}/problemOccurrences`);
    expect(problems.body.problemOccurrence).toEqual([expect.objectContaining({ details: 'tests crashed' })]);

    // Not finished: no finish date yet.
    expect(await text('GET', `${b}/finishDate`)).toEqual({ status: 204, body: '' });
    expect(await text('PUT', `${b}/finishDate`, '')).toMatchObject({ status: 400 });
    expect(await text('PUT', `${b}/finishDate`, 'yesterday')).toMatchObject({ status: 400 });
    expect(await text('PUT', `${b}/finishDate`, '20260102T030405+0100')).toEqual({
      status: 200,
      body: '20260102T020405+0000',
    });
    expect(await text('GET', `${b}/finishDate`)).toEqual({ status: 200, body: '20260102T020405+0000' });
    expect((await rest(tc.url, 'GET', b)).body).toMatchObject({ state: 'finished', status: 'FAILURE' });
    expect(await logOf(id)).toContain('Build finish request received via REST endpoint\n');
    expect(await text('PUT', `${b}/finish`)).toMatchObject({
      status: 404,
      body: expect.stringContaining('is already finished'),
    });
    expect((await text('POST', `${b}/log`, 'late')).status).toBe(404);
  });

  it('finishes a build with no problem as SUCCESS, now', async () => {
    const id = await queue();
    const before = Date.now();
    await start(id);
    const finished = await text('PUT', `/builds/id:${id}/finish`);
    expect(finished.status).toBe(200);
    expect(await text('GET', `/builds/id:${id}/finishDate`)).toEqual(finished);
    expect(await text('GET', `/builds/id:${id}/status`)).toEqual({ status: 200, body: 'SUCCESS' });
    const at = (await rest(tc.url, 'GET', `/builds/id:${id}`)).body.finishDate as string;
    expect(
      Date.UTC(
        +at.slice(0, 4),
        +at.slice(4, 6) - 1,
        +at.slice(6, 8),
        +at.slice(9, 11),
        +at.slice(11, 13),
        +at.slice(13, 15),
      ),
    ).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('takes a scripted build off its script when started by hand, and refuses to write to one its script runs', async () => {
    const byHand = await queue('App_Waits');
    expect((await start(byHand)).status).toBe(200);
    expect((await text('POST', `/builds/id:${byHand}/log`, 'mine')).status).toBe(204);
    expect(await logOf(byHand)).toBe('mine\n');

    const scripted = await queue('App_Runs');
    expect((await rest(tc.url, 'GET', `/builds/id:${scripted}`)).body.state).toBe('running');
    for (const [method, route, body, accept] of [
      ['POST', 'log', 'x', 'text/plain'],
      ['POST', 'problemOccurrences', 'x', 'application/json'],
      ['PUT', 'finish', undefined, 'text/plain'],
    ] as const)
      expect(await text(method, `/builds/id:${scripted}/${route}`, body, accept)).toMatchObject({
        status: 501,
        body: expect.stringContaining('a build script runs it'),
      });
    expect(await logOf(scripted)).toBe('');
  });

  it('marks a finished build failed or successful by hand, with a comment; refuses a running one', async () => {
    const id = await queue();
    await start(id);
    const status = (body: unknown) => rest(tc.url, 'POST', `/builds/id:${id}/status`, body);
    expect((await status({ status: 'FAILURE' })).status).toBe(400);
    await text('PUT', `/builds/id:${id}/finish`);
    expect((await status({ status: 'BROKEN' })).status).toBe(400);
    expect((await status({ status: 'FAILURE', comment: 'flaky deploy' })).status).toBe(204);
    expect(await text('GET', `/builds/id:${id}/status`)).toEqual({ status: 200, body: 'FAILURE' });
    const b = await rest(tc.url, 'GET', `/builds/id:${id}?fields=statusChangeComment(text)`);
    expect(b.body.statusChangeComment).toEqual({ text: 'flaky deploy' });
  });
});
