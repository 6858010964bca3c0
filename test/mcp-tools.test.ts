// teamcity-sdk-mcp's task tools through an in-process MCP client, against the fake TeamCity seeded with builds that
// ran by scripts: what each tool answers (structured and as text), paging, errors as tool results.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connect, FAILED_LOG, seededTeamCity, type Seeded } from './helpers/mcp.js';

let seeded: Seeded;
let client: Client;
let ci: Client;
beforeAll(async () => {
  seeded = await seededTeamCity();
  [client, ci] = await Promise.all([connect(seeded.tc), connect(seeded.tc, { mode: 'ci' })]);
});
afterAll(async () => {
  await Promise.all([client?.close(), ci?.close()]);
  await seeded?.tc.close();
});

type Build = {
  id: number;
  number?: string;
  branchName?: string;
  status?: string;
  state?: string;
  buildTypeId?: string;
};

describe('teamcity_find_builds', () => {
  it('lists builds of every branch, newest first, unless a branch is given', async () => {
    const all = await call(client, 'teamcity_find_builds', { buildType: 'Shop_Build' });
    expect(all.isError).toBe(false);
    const builds = all.data.builds as Build[];
    expect(builds.map((b) => b.number)).toEqual(['887', '886', '885']);
    expect(builds[0]).toMatchObject({ branchName: 'feature/login', status: 'FAILURE', state: 'finished' });
    expect(all.text.split('\n')[0]).toMatch(
      /^#887 \(id \d+\) Shop_Build \[feature\/login\] finished FAILURE \d{4}-\d\d-\d\d \d\d:\d\d - Tests failed: 1/,
    );
    const main = await call(client, 'teamcity_find_builds', { buildType: 'Shop_Build', branch: 'main' });
    expect((main.data.builds as Build[]).map((b) => b.number)).toEqual(['886', '885']);
  });

  it('finds a build by its number as people write it, by status, state and project', async () => {
    const [byNumber, failed, running, inProject] = await Promise.all([
      call(client, 'teamcity_find_builds', { number: '#886' }),
      call(client, 'teamcity_find_builds', { status: 'FAILURE' }),
      call(client, 'teamcity_find_builds', { state: 'running' }),
      call(client, 'teamcity_find_builds', { project: 'Shop_Web' }),
    ]);
    expect((byNumber.data.builds as Build[]).map((b) => b.id)).toEqual([seeded.ids.red]);
    expect((failed.data.builds as Build[]).map((b) => b.id)).toEqual([seeded.ids.feature, seeded.ids.red]);
    expect((running.data.builds as Build[]).map((b) => [b.id, b.state])).toEqual([[seeded.ids.running, 'running']]);
    expect(running.text).toMatch(/running \d+%/);
    expect((inProject.data.builds as Build[]).map((b) => b.buildTypeId)).toEqual(['Web_Deploy']);
  });

  it('pages: count, hasMore and nextStart, and the next page from there', async () => {
    const first = await call(client, 'teamcity_find_builds', { count: 2 });
    expect(first.data).toMatchObject({ hasMore: true, nextStart: 2 });
    expect(first.text).toContain('more: call again with start=2');
    const second = await call(client, 'teamcity_find_builds', { count: 2, start: 2 });
    const ids = [...(first.data.builds as Build[]), ...(second.data.builds as Build[])].map((b) => b.id);
    expect(new Set(ids).size).toBe(4);
    const all = await call(client, 'teamcity_find_builds', { count: 100 });
    expect(all.data.hasMore).toBe(false);
    expect(all.data.nextStart).toBeUndefined();
    expect((all.data.builds as Build[]).map((b) => b.id).slice(0, 4)).toEqual(ids);
  });

  it('refuses a count over 100 and an argument it does not know, naming them', async () => {
    const big = await call(client, 'teamcity_find_builds', { count: 101 });
    expect(big.isError).toBe(true);
    expect(big.text).toMatch(/count/);
    const unknown = await call(client, 'teamcity_find_builds', { bulidType: 'Shop_Build' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('bulidType');
  });
});

describe('teamcity_get_build', () => {
  it('takes an id, or a number with or without #, and says when a number is ambiguous or unknown', async () => {
    const [byId, byNumber, bare, ambiguous, none] = await Promise.all([
      call(client, 'teamcity_get_build', { build: seeded.ids.red }),
      call(client, 'teamcity_get_build', { build: '#886', buildType: 'Shop_Build' }),
      call(client, 'teamcity_get_build', { build: `id:${seeded.ids.green}` }),
      call(client, 'teamcity_get_build', { build: '#1' }),
      call(client, 'teamcity_get_build', { build: '#999' }),
    ]);
    expect(byId.data).toMatchObject({
      id: seeded.ids.red,
      number: '886',
      status: 'FAILURE',
      buildTypeId: 'Shop_Build',
    });
    expect(byId.data.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(byNumber.data.id).toBe(seeded.ids.red);
    expect(bare.data.id).toBe(seeded.ids.green);
    // Build #1 of Shop_Logs and the build with id 1 are different things: a number is never read as an id.
    expect(ambiguous.isError).toBe(false);
    expect(ambiguous.data.id).toBe(seeded.ids.bigLog);
    expect(none.isError).toBe(true);
    expect(none.text).toContain('no build is numbered 999, on any branch: check the number');
  });

  it("reads a build as the CLI does (the tasks' resolveBuild): a locator too, and buildType with a number only", async () => {
    const [byLocator, typeWithId] = await Promise.all([
      call(client, 'teamcity_get_build', { build: 'buildType:Shop_Build,number:886' }),
      call(client, 'teamcity_get_build', { build: seeded.ids.red, buildType: 'Shop_Build' }),
    ]);
    expect(byLocator.data.id).toBe(seeded.ids.red);
    expect(typeWithId.isError).toBe(true);
    expect(typeWithId.text).toMatch(/^TeamCityInputError: resolveBuild: buildType goes with a build number/);
  });

  it("answers TeamCity's 404 as an error result with the client's typed message", async () => {
    const missing = await call(client, 'teamcity_get_build', { build: 99_999 });
    expect(missing.isError).toBe(true);
    expect(missing.text).toMatch(/^TeamCityNotFoundError: /);
    expect(missing.raw).not.toHaveProperty('structuredContent');
  });
});

describe('teamcity_explain_failure and teamcity_failed_tests', () => {
  it('explains a failed build in one call: status, problems, failed tests with details, the log around the error', async () => {
    const r = await call(client, 'teamcity_explain_failure', { build: '#886', buildType: 'Shop_Build' });
    expect(r.isError).toBe(false);
    expect(r.data.build).toMatchObject({
      id: seeded.ids.red,
      status: 'FAILURE',
      statusText: 'Tests failed: 2, passed: 1',
    });
    expect(r.data.problems).toEqual([
      { type: 'TC_EXIT_CODE', identity: 'exit1', details: 'Process exited with code 1' },
    ]);
    expect(r.data.failedTests).toEqual([
      expect.objectContaining({
        name: 'shop.CartTest.testTotal',
        newFailure: true,
        details: expect.stringContaining('expected 42 but was 41'),
      }),
      expect.objectContaining({
        name: 'shop.CartTest.testEmpty',
        details: expect.stringContaining('NullPointerException'),
      }),
    ]);
    const lines = r.data.errorLines as { line: number; text: string; match?: boolean }[];
    expect(lines.filter((l) => l.match).map((l) => l.line)).toEqual([200, 301]);
    expect(lines.map((l) => l.line)).toEqual([198, 199, 200, 201, 202, 299, 300, 301]);
    expect(r.text).toMatch(/^> +200\| \[12:03:20\] ERROR: src\/cart.ts\(12,5\): Cannot find name 'total'$/m);
    expect(r.text).toContain('✗ shop.CartTest.testTotal (new)');
    // A typical answer: under 2,000 tokens.
    expect(r.text.length / 4).toBeLessThan(2000);
    expect(JSON.stringify(r.data).length / 4).toBeLessThan(2000);
  });

  it('says what TeamCity had no record of, rather than leaving it out', async () => {
    const [feature, green, red] = await Promise.all(
      [seeded.ids.feature, seeded.ids.green, seeded.ids.red].map((build) =>
        call(client, 'teamcity_explain_failure', { build }),
      ),
    );
    expect(feature.data.noRecord).toEqual(expect.arrayContaining(['no build problems recorded']));
    expect(feature.text).toContain('TeamCity has no build problems recorded');
    expect(green.data.noRecord).toEqual(
      expect.arrayContaining(['no build problems recorded', 'no failed test occurrences recorded']),
    );
    expect(green.data.noRecord).toContainEqual(expect.stringMatching(/^no log line says error/));
    expect(red.data).not.toHaveProperty('noRecord');
  });

  it('lists failed tests, paged, and the new ones only', async () => {
    const page = await call(client, 'teamcity_failed_tests', { build: seeded.ids.red, count: 1 });
    expect((page.data.tests as { name: string }[]).map((t) => t.name)).toEqual(['shop.CartTest.testTotal']);
    expect(page.data).toMatchObject({ hasMore: true, nextStart: 1 });
    const next = await call(client, 'teamcity_failed_tests', { build: seeded.ids.red, count: 1, start: 1 });
    expect((next.data.tests as { name: string }[]).map((t) => t.name)).toEqual(['shop.CartTest.testEmpty']);
    expect(next.data.hasMore).toBe(false);
    const fresh = await call(client, 'teamcity_failed_tests', { build: seeded.ids.red, newOnly: true });
    expect((fresh.data.tests as { name: string }[]).map((t) => t.name)).toEqual(['shop.CartTest.testTotal']);
    const green = await call(client, 'teamcity_failed_tests', { build: seeded.ids.green });
    expect(green.data.tests).toEqual([]);
    expect(green.text).toBe('none found');
  });
});

describe('teamcity_build_log', () => {
  it('greps with context lines, case-insensitively', async () => {
    const r = await call(client, 'teamcity_build_log', { build: seeded.ids.red, pattern: 'cannot find', context: 1 });
    expect(r.data).toMatchObject({ complete: true, matches: 1 });
    expect(r.data.lines).toEqual([
      { line: 199, text: FAILED_LOG_LINE(199) },
      { line: 200, text: FAILED_LOG_LINE(200), match: true },
      { line: 201, text: FAILED_LOG_LINE(201) },
    ]);
  });

  it('reads the tail (default 50 lines) and a line range', async () => {
    const tail = await call(client, 'teamcity_build_log', { build: seeded.ids.red });
    const lines = tail.data.lines as { text: string }[];
    expect(lines).toHaveLength(50);
    expect(lines.at(-1)!.text).toBe('[12:05:00] Process exited with code 1');
    const range = await call(client, 'teamcity_build_log', { build: seeded.ids.red, fromLine: 10, toLine: 12 });
    expect((range.data.lines as { line: number }[]).map((l) => l.line)).toEqual([10, 11, 12]);
    expect(range.data.complete).toBe(true);
  });

  it('never returns a whole long log: a tail reads from the end, a grep stops at maxMatches and says where to go on', async () => {
    const id = seeded.ids.bigLog;
    const tail = await call(client, 'teamcity_build_log', { build: id, tail: 3 });
    expect((tail.data.lines as { text: string }[]).map((l) => l.text.slice(0, 10))).toEqual([
      '0000199998',
      '0000199999',
      '0000200000',
    ]);
    const grep = await call(client, 'teamcity_build_log', {
      build: id,
      pattern: '^00000000[0-9]0 ',
      maxMatches: 3,
      context: 0,
    });
    expect((grep.data.lines as { line: number }[]).map((l) => l.line)).toEqual([10, 20, 30]);
    expect(grep.data).toMatchObject({ complete: false, note: expect.stringContaining('fromLine=40') });
    const more = await call(client, 'teamcity_build_log', {
      build: id,
      pattern: '^00000000[0-9]0 ',
      maxMatches: 1,
      context: 0,
      fromLine: 40,
    });
    expect((more.data.lines as { line: number }[]).map((l) => l.line)).toEqual([40]);
    const range = await call(client, 'teamcity_build_log', { build: id, fromLine: 1, toLine: 100 });
    expect((range.data.lines as { line: number }[]).map((l) => l.line)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    // At most 200 lines a call; here fewer still, to fit the answer's budget, with a note saying so.
    const long = await call(client, 'teamcity_build_log', { build: id, fromLine: 1, toLine: 1000 });
    expect(long.data.note).toContain('fromLine=201');
    expect(long.data.truncated).toMatch(/^Cut to fit 20000 characters \(lines: \d+ of 200 items kept\)/);
    expect(long.text.length).toBeLessThanOrEqual(20_000);
  });

  it('refuses a bad pattern and a tail mixed with a pattern', async () => {
    const bad = await call(client, 'teamcity_build_log', { build: seeded.ids.red, pattern: '(' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('is not a pattern RE2 compiles');
    const mixed = await call(client, 'teamcity_build_log', { build: seeded.ids.red, pattern: 'x', tail: 5 });
    expect(mixed.isError).toBe(true);
  });
});

const FAILED_LOG_LINE = (n: number) => FAILED_LOG[n - 1]!;

describe('artifacts', () => {
  it('lists every artifact file with its size, filtered by folder or pattern, paged', async () => {
    const all = await call(client, 'teamcity_list_artifacts', { build: seeded.ids.green });
    expect((all.data.artifacts as { path: string }[]).map((a) => a.path).sort()).toEqual([
      'dist/app.bin',
      'dist/app.js',
      'reports/big.txt',
      'reports/junit.xml',
    ]);
    expect(all.data.total).toBe(4);
    const [folder, pattern, page] = await Promise.all([
      call(client, 'teamcity_list_artifacts', { build: seeded.ids.green, path: 'reports' }),
      call(client, 'teamcity_list_artifacts', { build: seeded.ids.green, pattern: '\\.js$' }),
      call(client, 'teamcity_list_artifacts', { build: seeded.ids.green, count: 3 }),
    ]);
    expect((folder.data.artifacts as { path: string }[]).map((a) => a.path).sort()).toEqual([
      'reports/big.txt',
      'reports/junit.xml',
    ]);
    expect(pattern.data.artifacts).toEqual([{ path: 'dist/app.js', size: 21, modificationTime: expect.any(String) }]);
    expect(page.data).toMatchObject({ hasMore: true, nextStart: 3, total: 4 });
  });

  it('reads a text artifact, in parts from an offset; a binary one by its size and link; a folder is refused', async () => {
    const text = await call(client, 'teamcity_read_artifact', { build: seeded.ids.green, path: 'reports/junit.xml' });
    expect(text.data).toMatchObject({ binary: false, text: '<testsuite tests="3" failures="0"/>\n', size: 36 });
    expect(text.data.nextOffset).toBeUndefined();
    const part = await call(client, 'teamcity_read_artifact', {
      build: seeded.ids.green,
      path: 'reports/big.txt',
      maxBytes: 1000,
    });
    expect(part.data).toMatchObject({ text: 'x'.repeat(1000), nextOffset: 1000 });
    const end = await call(client, 'teamcity_read_artifact', {
      build: seeded.ids.green,
      path: 'reports/big.txt',
      offset: 49_990,
    });
    expect(end.data).toMatchObject({ text: 'xxxxxxxxxx\nEND\n' });
    const binary = await call(client, 'teamcity_read_artifact', { build: seeded.ids.green, path: 'dist/app.bin' });
    expect(binary.data).toMatchObject({ binary: true, size: 7 });
    expect(binary.data.text).toBeUndefined();
    expect(binary.data.link).toBe(
      `${seeded.tc.url}/app/rest/builds/id:${seeded.ids.green}/artifacts/content/dist/app.bin`,
    );
    const folder = await call(client, 'teamcity_read_artifact', { build: seeded.ids.green, path: 'reports' });
    expect(folder.isError).toBe(true);
    expect(folder.text).toContain('is a folder');
  });
});

describe('changes, configurations, projects', () => {
  it("lists a build's changes", async () => {
    const r = await call(client, 'teamcity_build_changes', { build: seeded.ids.red });
    expect((r.data.changes as { username: string }[]).map((c) => c.username).sort()).toEqual(['alice', 'bob']);
    expect(r.text).toMatch(/b2c3d4e5f6a1 bob 2026-01-01 11:30 Rename total to sum$/m);
  });

  it('finds build configurations by project and by words of the name; lists projects', async () => {
    const [inWeb, byName, projects, sub] = await Promise.all([
      call(client, 'teamcity_find_build_configs', { project: 'Shop_Web' }),
      call(client, 'teamcity_find_build_configs', { name: 'integration TESTS' }),
      call(client, 'teamcity_list_projects'),
      call(client, 'teamcity_list_projects', { parent: 'Shop' }),
    ]);
    expect((inWeb.data.buildTypes as { id: string }[]).map((b) => b.id)).toEqual(['Web_Deploy']);
    expect((byName.data.buildTypes as { id: string }[]).map((b) => b.id)).toEqual(['Shop_Test']);
    expect((projects.data.projects as { id: string }[]).map((p) => p.id)).toEqual(
      expect.arrayContaining(['Shop', 'Shop_Web']),
    );
    expect((sub.data.projects as { id: string }[]).map((p) => p.id)).toEqual(['Shop_Web']);
  });
});

describe('run, wait, cancel (ci mode)', () => {
  it('runs a build, waits in calls that return unfinished, then finished', async () => {
    seeded.tc.script('Web_Deploy', { queuedMs: 1000, durationMs: 5000, status: 'SUCCESS' });
    const queued = await call(ci, 'teamcity_run_build', {
      buildType: 'Web_Deploy',
      branch: 'main',
      comment: 'from an agent',
    });
    expect(queued.data).toMatchObject({ state: 'queued', buildTypeId: 'Web_Deploy' });
    const id = queued.data.id as number;
    const waiting = await call(ci, 'teamcity_wait_for_build', { build: id, seconds: 1 });
    expect(waiting.data).toMatchObject({ finished: false, build: { id, state: 'queued' } });
    expect(waiting.text).toContain('call again');
    seeded.tc.clock.advance(10_000);
    const done = await call(ci, 'teamcity_wait_for_build', { build: id, seconds: 1 });
    expect(done.data).toMatchObject({ finished: true, build: { id, state: 'finished', status: 'SUCCESS' } });
  });

  it('cancels a queued build, and waiting on it answers it finished', async () => {
    seeded.tc.script('Web_Deploy', { queuedMs: 3_600_000 });
    const queued = await call(ci, 'teamcity_run_build', { buildType: 'Web_Deploy' });
    const id = queued.data.id as number;
    const canceled = await call(ci, 'teamcity_cancel_build', { build: id, comment: 'not needed' });
    expect(canceled.isError).toBe(false);
    expect(canceled.data).toMatchObject({ id, state: 'finished' });
    const waited = await call(ci, 'teamcity_wait_for_build', { build: id, seconds: 1 });
    expect(waited.data).toMatchObject({ finished: true, build: { id, state: 'finished' } });
  });

  it('is not listed, nor run, in readonly mode', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).not.toContain('teamcity_run_build');
    const r = await client.callTool({ name: 'teamcity_run_build', arguments: { buildType: 'Web_Deploy' } }).then(
      (x) => x,
      (e: Error) => ({ isError: true, content: [{ type: 'text', text: e.message }] }),
    );
    expect(r.isError).toBe(true);
    expect(JSON.stringify(r.content)).toMatch(/teamcity_run_build/);
    expect(seeded.tc.requests.some((q) => q.operation === 'buildQueue.queue_new_build' && q.status === 200)).toBe(true);
  });
});
