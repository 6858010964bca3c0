// The CLI's help says what each operation does, in the spec's words: the area help lists every operation by the name
// that says what it does (the seeds' name beside it, both answered), an operation's help has its summary, description,
// inputs with their words and an example; every line of the root and area help fits WIDTH columns; and each area's
// example, run against a seeded fake TeamCity, prints what it found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, kebab } from '../generated/src/cli/commands.js';
import { areaExample, areaHelp, commandHelp, example, folded, rootHelp, WIDTH } from '../generated/src/cli/help.js';
import { TASKS } from '../generated/src/cli/tasks.js';
import { operations } from '../generated/src/operations.js';
import { createClient } from '../generated/src/index.js';
import { runBuild, waitForBuild } from '../generated/src/tasks/index.js';
import { notSimulated } from '../generated/src/testing/handlers/index.js';
import type { FakeTeamCity } from '../generated/src/testing/index.js';
import { fakeAndDir, runCliInProcess } from './helpers/cli.js';

/** Markdown words as help prints them: code spans without backticks. */
const plain = (words: string) => words.replace(/`([^`]*)`/g, '$1');
/** Help's text with its line breaks (from wrapping) as spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const tooWide = (text: string) => text.split('\n').filter((l) => l.length > WIDTH);

describe('help from the spec’s words', () => {
  it('fits the root help in WIDTH columns, each area and task on a row', () => {
    const text = rootHelp(TASKS);
    expect(WIDTH).toBeLessThanOrEqual(100);
    expect(tooWide(text)).toEqual([]);
    for (const area of areas().keys()) expect(text).toMatch(new RegExp(`^ {2}${area} +/app/rest`, 'm'));
  });

  it('lists every operation of an area once, by its name by meaning with the seeds’ name beside it, and its summary', () => {
    let named = 0;
    for (const [area, commands] of areas()) {
      const text = areaHelp(area, commands);
      expect(tooWide(text), area).toEqual([]);
      const listing = flat(text);
      for (const c of commands) {
        const entry = c.entry;
        expect(c.name).toBe(kebab(entry.docName));
        const first = entry.docName === entry.fn ? c.name : `${c.name} (${kebab(entry.name)})`;
        if (first !== c.name) named++;
        expect(listing, `${area} ${c.name}`).toContain(` ${first} ${flat(plain(entry.summary))}`);
      }
    }
    // Every name by meaning the spec gives (one per numbered or misleading seed name) is shown first.
    expect(named).toBe(operations.filter((e) => e.docName !== e.fn).length);
    expect(named).toBeGreaterThan(80);
    expect(flat(areaHelp('builds', areas().get('builds')!))).toContain(
      ' add-build-attribute (set-parameter) Add an attribute to a build',
    );
  });

  it('gives an operation’s summary, description, the words of each input, and an example', () => {
    for (const [, commands] of areas())
      for (const c of commands) {
        const text = flat(commandHelp(c));
        const { entry } = c;
        expect(text, c.name).toContain(flat(plain(`${entry.summary}.`)));
        for (const paragraph of entry.description?.split('\n') ?? [])
          expect(text, c.name).toContain(flat(plain(paragraph)));
        for (const i of [...entry.pathParams, ...entry.query, ...(entry.body ? [entry.body] : [])])
          if (i.description) expect(text, c.name).toContain(flat(plain(i.description)));
        expect(text).toContain(`Example: ${flat(folded(example(c)))}`);
      }
    const help = commandHelp(
      areas()
        .get('builds')!
        .find((c) => c.name === 'add-build-attribute')!,
    );
    expect(help).toMatch(/^Also: set-parameter \(the seeds' name\)$/m);
    expect(help).toMatch(/^ {2}--build-locator <Build locator> +Which build \(required\)$/m);
  });

  it('derives a fields example from the result: the items of a list, the fields of one', () => {
    const of = (area: string, name: string) =>
      example(
        areas()
          .get(area)!
          .find((c) => c.names.includes(name))!,
      );
    expect(of('builds', 'serve-all-builds')).toBe(
      "teamcity-sdk builds serve-all-builds --fields 'count,build(id,number,status)'",
    );
    expect(of('builds', 'serve-build')).toBe('teamcity-sdk builds serve-build id:42 --fields id,number,status');
    expect(of('users', 'serve-user')).toBe('teamcity-sdk users serve-user username:alice --fields id,name,username');
    // A list TeamCity refuses without a locator gets one.
    expect(of('test-occurrences', 'get-all-test-occurrences')).toContain("--locator 'build:(id:42)'");
  });
});

describe('running what help shows, against a seeded fake TeamCity', () => {
  let tc: FakeTeamCity;
  let dir: string;
  beforeAll(async () => {
    ({ tc, dir } = await fakeAndDir({
      users: [{ username: 'alice', password: 'pw', token: 'alice-token' }],
      seed: {
        projects: [{ id: 'App', name: 'App' }],
        buildTypes: [
          { id: 'App_Build', name: 'Build', projectId: 'App' },
          { id: 'App_Slow', name: 'Slow', projectId: 'App' },
        ],
        builds: [{ id: 41, number: '41', buildTypeId: 'App_Build', status: 'SUCCESS', state: 'finished' }],
        agents: [{ id: 1, name: 'agent-1' }],
        userGroups: [{ key: 'DEV', name: 'Developers' }],
        vcsRoots: [{ id: 'App_Git', name: 'App Git', project: { id: 'App' } }],
        vcsRootInstances: [{ id: '1', name: 'App Git', 'vcs-root-id': 'App_Git' }],
        changes: [{ id: 1, version: 'abc123', username: 'alice' }],
        investigations: [{ id: 'inv1', state: 'TAKEN', scope: { project: { id: 'App' } } }],
        mutes: [{ id: 1, scope: { project: { id: 'App' } } }],
        pipelines: [{ id: 'App_Pipeline', name: 'Pipeline', parentProject: { id: 'App' } }],
        deploymentDashboards: [{ id: 'App_Deploy', name: 'Deployments', project: { id: 'App' } }],
      },
    }));
    // Build 42 (the examples' build) ran with a failed test and a problem; a build of App_Slow waits in the queue.
    tc.script('App_Build', { tests: [{ name: 'a.test', status: 'FAILURE' }], problems: [{ details: 'exit code 1' }] });
    tc.script('App_Slow', { queuedMs: 3_600_000 });
    const client = createClient({ baseUrl: tc.url, auth: { token: 'alice-token' } });
    const built = await waitForBuild(client, await runBuild(client, { buildType: 'App_Build' }), { timeoutMs: 20_000 });
    expect(built.id).toBe(42);
    await runBuild(client, { buildType: 'App_Slow' });
  });
  afterAll(() => tc?.close());

  const cli = (args: string[]) =>
    runCliInProcess(args, { env: { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: 'alice-token' }, cwd: dir });
  /** An example as the shell would split it (its quoted words unquoted). */
  const argsOf = (line: string) =>
    line
      .split(' ')
      .slice(1)
      .map((w) => w.replace(/^'(.*)'$/, '$1'));

  // Areas the fake simulates with nothing to find: it runs no health reports (docs/testing.md says so).
  const EMPTY_BY_DESIGN = ['health'];

  it.each([...areas()].map(([area, commands]) => [area, commands] as const))(
    'runs the example of %s’s help and prints what it found',
    async (area, commands) => {
      const c = areaExample(commands)!;
      const line = example(c);
      expect(areaHelp(area, commands)).toContain(`Example:\n  ${folded(line)}\n`);
      const r = await cli(argsOf(line));
      if ((notSimulated as ReadonlySet<string>).has(c.entry.id)) {
        expect([r.code, r.stderr]).toEqual([3, expect.stringContaining('answered 501')]);
        return;
      }
      expect([r.code, r.stderr]).toEqual([0, '']);
      const out = r.stdout.trim();
      expect(out).not.toBe('');
      if (c.entry.returns.kind === 'json') {
        const json = JSON.parse(out) as Record<string, unknown>;
        // Something found: not `{}`, and a list with items in it.
        expect(Object.keys(json).length, line).toBeGreaterThan(0);
        if ('count' in json && !EMPTY_BY_DESIGN.includes(area)) expect(json.count, line).toBeGreaterThan(0);
      }
    },
  );

  it('answers both names of an operation, and reaches the tests area past the tests task', async () => {
    const body = ['--body', '{"name":"a","value":"1"}'];
    const [meaning, seed] = await Promise.all([
      cli(['builds', 'add-build-attribute', 'id:42', ...body, '--dry-run']),
      cli(['builds', 'set-parameter', 'id:42', ...body, '--dry-run']),
    ]);
    expect(meaning).toMatchObject({ code: 0, stdout: expect.stringContaining('/app/rest/builds/id:42/attributes') });
    expect(seed.stdout).toBe(meaning.stdout);
    const area = await cli(['tests', 'get-tests', '--dry-run']);
    expect(area).toMatchObject({ code: 0, stdout: expect.stringMatching(/\/app\/rest\/tests\n$/) });
  });
});
