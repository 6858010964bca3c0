// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { basename, join } from 'node:path';
import { TeamCityResponseError } from '../runtime/errors.js';
import type { Transport } from '../runtime/transport.js';
import {
  buildLog,
  buildLogLines,
  assignInvestigation,
  buildResults,
  cancelBuild,
  commitStatus,
  flakyTests,
  muteTests,
  resolveInvestigation,
  testHistory,
  unmuteTests,
  type HealthScope,
  downloadArtifact,
  downloadArtifacts,
  followBuildLog,
  globPattern,
  grepBuildLog,
  isGlob,
  listArtifacts,
  patternTest,
  resolveBuild,
  runBuild,
  TeamCityPatternError,
  tailBuildLog,
  TeamCityWaitTimeoutError,
  waitForBuild,
  type BuildProgress,
  type BuildResults,
  type LogLines,
} from '../tasks/index.js';
import type { Build } from '../models.js';
import {
  connect,
  GLOBAL_FLAGS,
  parseCount,
  parseDuration,
  settingsOf,
  type Flag,
  type Run,
  type Values,
} from './config.js';
import { dryRun } from './dryrun.js';
import { EXIT, exitCodeOf, Outcome, UsageError } from './exit.js';
import { BUILD_ARG, taskHelp } from './help.js';
import { parseFlags, RAW } from './inputs.js';
import { pathIn } from './io.js';
import { checkOutput, makeFolder, shown, shownLine, Sink, tableText } from './output.js';

/** A task command: its word, usage line, one-line summary, own flags, an example, and what it does. */
export interface Task {
  name: string;
  usage: string;
  summary: string;
  flags: Record<string, Flag>;
  example: string;
  /** `args`: the words after the task's own; resolves to the exit code. */
  run(t: TaskContext, args: string[]): Promise<number>;
}

interface TaskContext {
  transport: Transport;
  values: Values;
  /** The signal of Ctrl-C and of --timeout. */
  signal: AbortSignal;
  /** When --timeout runs out (Date.now() time), Infinity for never. */
  deadline: number;
  sink: Sink;
  progress: Progress;
  run: Run;
}

const poll: Flag = { type: 'string', value: '<duration>', help: 'the first interval between polls (default 1s)' };
const output: Flag = { type: 'string', short: 'o', value: '<file>', help: 'write to a file, not stdout' };
const buildType: Flag = {
  type: 'string',
  value: '<id>',
  help: 'with a #number <build>: the build configuration it is in',
};
const project: Flag = { type: 'string', value: '<id>', help: 'the project (and its subprojects) it applies in' };
const inBuildType: Flag = { type: 'string', value: '<id>', help: 'the build configuration it applies in' };

/** `--project` or `--build-type`, exactly one. */
function scopeOf(values: Values, task: string): HealthScope {
  const p = values.project as string | undefined;
  const bt = values['build-type'] as string | undefined;
  if ((p == null) === (bt == null))
    throw new UsageError(`${task} takes --project <id> or --build-type <id>, one of them`);
  return p != null ? { project: p } : { buildType: bt! };
}

const cancelOnInterrupt: Flag = {
  type: 'boolean',
  help: 'on Ctrl-C (or SIGTERM), cancel the build before exiting; without it, the build goes on',
};

export const TASKS: Task[] = [
  {
    name: 'run',
    usage: 'run <buildType> [--branch] [--param k=v]... [--comment] [--wait]',
    summary: 'queue a build; with --wait, wait for it and exit 1 when it fails',
    flags: {
      branch: { type: 'string', value: '<name>', help: 'the branch to build (default the default branch)' },
      param: { type: 'string', multiple: true, value: '<name=value>', help: 'a build parameter, repeatable' },
      comment: { type: 'string', value: '<text>', help: 'a comment on the build' },
      wait: { type: 'boolean', help: 'wait until the build finishes; exit 1 when it did not succeed' },
      poll,
      'cancel-on-interrupt': { ...cancelOnInterrupt, help: 'with --wait: ' + cancelOnInterrupt.help },
      output,
    },
    example: 'teamcity-sdk run App_Build --branch main --param env.GIT_SHA=abc123 --wait --timeout 30m',
    async run(t, [buildType, ...rest]) {
      if (!buildType || rest.length) throw new UsageError('run takes one <buildType>: its id, or a locator');
      for (const flag of ['poll', 'cancel-on-interrupt'])
        if (t.values[flag] != null && !t.values.wait) throw new UsageError(`--${flag} goes with --wait`);
      const parameters: Record<string, string> = {};
      for (const p of (t.values.param as string[] | undefined) ?? []) {
        const eq = p.indexOf('=');
        if (eq < 1) throw new UsageError(`--param must be name=value (got "${p}")`);
        parameters[p.slice(0, eq)] = p.slice(eq + 1);
      }
      const pollMs = pollOf(t.values);
      const queued = await runBuild(
        t.transport,
        {
          buildType,
          ...(t.values.branch != null && { branch: t.values.branch as string }),
          ...(t.values.comment != null && { comment: t.values.comment as string }),
          parameters,
        },
        { signal: t.signal },
      ).catch((e: unknown) => {
        if (t.run.signal.aborted) t.run.say('interrupted while queuing: the build may have been queued all the same');
        throw e;
      });
      // runBuild answers with a build that has an id, or throws.
      const id = queued.id!;
      t.progress.line(`queued build ${id}${queued.webUrl ? ' ' + queued.webUrl : ''}`);
      if (!t.values.wait) {
        await t.sink.json(queued, t.values.json);
        return EXIT.ok;
      }
      // Waited for as queued: a build TeamCity shows in neither the queue nor the builds a moment later is looked for again.
      return finish(t, await waitFor(t, { id, state: 'queued' }, pollMs));
    },
  },
  {
    name: 'wait',
    usage: 'wait <build>',
    summary: 'wait for a build to finish; exit 1 when it did not succeed',
    flags: { poll, 'cancel-on-interrupt': cancelOnInterrupt, 'build-type': buildType, output },
    example: 'teamcity-sdk wait 1234 --timeout 1h',
    async run(t, args) {
      const pollMs = pollOf(t.values);
      return finish(t, await waitFor(t, await buildOf(t, args, 'wait'), pollMs));
    },
  },
  {
    name: 'cancel',
    usage: 'cancel <build> [--comment]',
    summary: 'cancel a queued or running build',
    flags: {
      comment: { type: 'string', value: '<text>', help: 'why it was canceled' },
      'build-type': buildType,
      output,
    },
    example: "teamcity-sdk cancel 1234 --comment 'superseded'",
    async run(t, args) {
      const id = await buildOf(t, args, 'cancel');
      const build = await cancelBuild(t.transport, id, (t.values.comment as string | undefined) ?? '', {
        signal: t.signal,
      });
      await t.sink.json(build, t.values.json);
      return EXIT.ok;
    },
  },
  {
    name: 'log',
    usage: 'log <build> [--follow | --grep <regex> [--context n] | --tail n | --lines a-b]',
    summary:
      "a build's log: all of it, its last lines, a range, the lines a regex matches, or followed as it is written",
    flags: {
      follow: { type: 'boolean', help: 'keep reading while the build runs' },
      poll,
      grep: {
        type: 'string',
        value: '<regex>',
        help: 'only the lines it matches, an RE2 regex (as grep -n: "12:text", context "11-text")',
      },
      'ignore-case': { type: 'boolean', short: 'i', help: 'with --grep: letters in either case' },
      context: { type: 'string', short: 'C', value: '<n>', help: 'with --grep: lines around each match (default 0)' },
      'max-matches': { type: 'string', value: '<n>', help: 'with --grep: stop after n matches (default 100)' },
      tail: { type: 'string', value: '<n>', help: 'the last n lines, read from the end of the log' },
      lines: { type: 'string', value: '<a-b>', help: 'lines a to b (from 1), as "12:text"' },
      raw: RAW,
      'build-type': buildType,
      output,
    },
    example: "teamcity-sdk log 1234 --grep 'error|failed' -i -C 2",
    async run(t, args) {
      const v = t.values;
      const modes = ['follow', 'grep', 'tail', 'lines'].filter((m) => v[m] != null && v[m] !== false);
      if (modes.length > 1) throw new UsageError(`--${modes[0]} and --${modes[1]} do not go together`);
      if (v.poll != null && !v.follow) throw new UsageError('--poll goes with --follow');
      for (const flag of ['ignore-case', 'context', 'max-matches'])
        if (v[flag] != null && v[flag] !== false && v.grep == null) throw new UsageError(`--${flag} goes with --grep`);
      const pollMs = pollOf(v);
      const search = logSearch(t, v);
      const id = await buildOf(t, args, 'log');
      // A log keeps its colours: the one kind of control sequence it may show on a terminal.
      if (search) {
        const read = await search(id);
        if (v.json) {
          await t.sink.json(read, true);
        } else {
          let last = 0;
          for (const l of read.lines) {
            // As grep -n: a match "12:", a context line "11-", and "--" where lines were left out.
            if (v.grep != null && last && l.line! > last + 1) await t.sink.text('--', {}, '\n');
            const mark = l.line === undefined ? '' : `${l.line}${v.grep != null && !l.match ? '-' : ':'}`;
            await t.sink.text(mark + l.text, { sgr: true }, '\n');
            last = l.line ?? 0;
          }
        }
        if (read.stopped)
          t.run.say(
            read.stopped.by === 'maxMatches'
              ? `stopped after ${read.matches} matches: more from line ${read.stopped.nextLine} (--max-matches)`
              : `stopped before line ${read.stopped.nextLine} (${read.stopped.by === 'maxLines' ? 'at most 1000 lines' : 'the read limit'})`,
          );
        // Exit 1 is kept for a failed build: no match is said, not coded.
        if (v.grep != null && read.matches === 0) t.run.say('no line matched');
        return EXIT.ok;
      }
      if (!v.follow) {
        await t.sink.stream((await buildLog(t.transport, id, { signal: t.signal })).body, { sgr: true });
        return EXIT.ok;
      }
      for await (const line of followBuildLog(t.transport, id, { signal: t.signal, ...pollMs }))
        await t.sink.text(line, { sgr: true }, '\n');
      return EXIT.ok;
    },
  },
  {
    name: 'artifacts',
    usage: 'artifacts <build> [path|glob] [--output] [--zip]',
    summary:
      "list a build's artifacts, download one (to --output or its own name), those a glob matches, or a folder as a zip",
    flags: {
      output: {
        type: 'string',
        short: 'o',
        value: '<file>',
        help: 'where to save (default: the artifact name); with a glob, the folder; missing folders are made',
      },
      zip: { type: 'boolean', help: 'the folder [path] (default all) as one zip archive, to --output' },
      'build-type': buildType,
    },
    example: "teamcity-sdk artifacts 1234 'dist/*.zip' --output out/",
    async run(t, [build, path, ...rest]) {
      if (rest.length) throw new UsageError(`artifacts takes <build> [path], got "${rest[0]}"`);
      const file = t.values.output as string | undefined;
      const glob = path !== undefined && !t.values.zip && isGlob(path) ? globOf(path) : undefined;
      if (file) checkOutput(t.run.io, file, { create: true, folder: !!glob });
      const id = await buildOf(t, build ? [build] : [], 'artifacts');
      if (t.values.zip) {
        if (!file) throw new UsageError('artifacts --zip needs --output <file.zip>');
        await makeFolder(t.run.io, file);
        const r = await downloadArtifacts(t.transport, id, path ?? '', pathIn(t.run.io, file), { signal: t.signal });
        t.progress.line(`${file}: ${r.bytes} bytes`);
      } else if (glob) {
        const list = await listArtifacts(t.transport, id, {
          signal: t.signal,
          path: glob.folder,
          pattern: glob.pattern,
        });
        if (!list.length) t.run.say(`no artifact of build ${id} matches ${JSON.stringify(path)}`);
        // Every target checked before the first is written.
        const targets = list.map((a) => [a.path, inFolder(file ?? '.', a.path, glob.folder)] as const);
        for (const [from, to] of targets) await download(t, id, from, to);
      } else if (path) {
        await download(t, id, path, file ?? basename(path));
      } else {
        const list = await listArtifacts(t.transport, id, { signal: t.signal });
        if (file) await makeFolder(t.run.io, file);
        const sink = new Sink(t.run.io, file);
        await sink.run(() =>
          sink.pretty && !t.values.json
            ? sink.write(
                list.length
                  ? tableText(
                      ['SIZE', 'MODIFIED', 'PATH'],
                      list.map((a) => [String(a.size), a.modificationTime ?? '', a.path]),
                      sink.columns,
                    )
                  : 'no artifacts\n',
              )
            : sink.json(list, t.values.json),
        );
      }
      return EXIT.ok;
    },
  },
  {
    name: 'tests',
    usage: 'tests <build> [--failed]',
    summary: "a build's status, test counts, failed tests and problems; --failed: exit 1 when a test failed",
    flags: {
      failed: { type: 'boolean', help: 'print the failed tests, one per line; exit 1 when there is one' },
      raw: { ...RAW, help: 'with --failed: ' + RAW.help },
      'build-type': buildType,
      output,
    },
    example: 'teamcity-sdk tests 1234 --failed',
    async run(t, args) {
      if (t.values.raw && !t.values.failed) throw new UsageError('--raw goes with --failed');
      const results = await buildResults(t.transport, await buildOf(t, args, 'tests'), { signal: t.signal });
      if (!t.values.failed) {
        if (t.sink.pretty && !t.values.json) await t.sink.write(resultsTable(results, t.sink.columns));
        else await t.sink.json(results, t.values.json);
        return EXIT.ok;
      }
      // One name a line: a name's own line ends are escaped too.
      for (const test of results.failedTests) await t.sink.text(test.name ?? '', { line: true }, '\n');
      return results.failedTests.length || results.tests.failed ? EXIT.failed : EXIT.ok;
    },
  },
  {
    name: 'mute',
    usage: 'mute <test>... (--project <id> | --build-type <id>) [--comment] [--until <date>|fixed]',
    summary: 'mute tests in a project or build configuration; you are the author (TeamCity ignores any other)',
    flags: {
      project,
      'build-type': inBuildType,
      comment: { type: 'string', value: '<text>', help: 'why' },
      until: {
        type: 'string',
        value: '<date>|fixed',
        help: 'unmute at this ISO date, or when fixed (default by hand)',
      },
    },
    example: "teamcity-sdk mute 'com.example.FooTest.bar' --project App --until fixed",
    async run(t, tests) {
      const until = t.values.until as string | undefined;
      const date = until == null || until === 'fixed' ? until : new Date(until);
      if (date instanceof Date && !Number.isFinite(date.getTime()))
        throw new UsageError(`--until must be an ISO date or fixed (got "${until}")`);
      const mute = await muteTests(t.transport, {
        tests,
        scope: scopeOf(t.values, 'mute'),
        ...(t.values.comment != null && { comment: t.values.comment as string }),
        ...(date !== undefined && { until: date as Date | 'fixed' }),
        signal: t.signal,
      });
      await t.sink.json(mute, t.values.json);
      return EXIT.ok;
    },
  },
  {
    name: 'unmute',
    usage: 'unmute <test>... (--project <id> | --build-type <id>)',
    summary: 'unmute tests; a mute that named other tests too is made again for them',
    flags: { project, 'build-type': inBuildType },
    example: "teamcity-sdk unmute 'com.example.FooTest.bar' --project App",
    async run(t, tests) {
      const r = await unmuteTests(t.transport, {
        tests,
        scope: scopeOf(t.values, 'unmute'),
        signal: t.signal,
      });
      await t.sink.json(r, t.values.json);
      return EXIT.ok;
    },
  },
  {
    name: 'investigate',
    usage:
      'investigate (--test <name> | --problem <identity>) (--project|--build-type <id>) --assignee <user> | --resolve',
    summary: 'assign an investigation of a test, a problem or a build configuration, or --resolve it',
    flags: {
      test: { type: 'string', value: '<name>', help: 'the test' },
      problem: { type: 'string', value: '<identity>', help: 'the build problem' },
      project,
      'build-type': { ...inBuildType, help: 'the build configuration: the scope of --test/--problem, else the target' },
      assignee: { type: 'string', value: '<username>', help: 'who investigates' },
      comment: { type: 'string', value: '<text>', help: 'a comment' },
      resolve: { type: 'boolean', help: 'mark the open investigations fixed instead' },
    },
    example: "teamcity-sdk investigate --test 'com.example.FooTest.bar' --build-type App_Test --assignee alice",
    async run(t, args) {
      if (args.length) throw new UsageError('investigate takes flags only');
      const v = t.values;
      const target =
        v.test != null
          ? { test: v.test as string, scope: scopeOf(v, 'investigate') }
          : v.problem != null
            ? { problem: v.problem as string, scope: scopeOf(v, 'investigate') }
            : v['build-type'] != null && v.project == null
              ? { buildType: v['build-type'] as string }
              : null;
      if (!target) throw new UsageError('investigate needs --test, --problem or --build-type');
      if (v.resolve) {
        const done = await resolveInvestigation(t.transport, { ...target, signal: t.signal });
        await t.sink.json(done, v.json);
        return EXIT.ok;
      }
      if (v.assignee == null) throw new UsageError('investigate needs --assignee <username> (or --resolve)');
      const inv = await assignInvestigation(t.transport, {
        ...target,
        assignee: v.assignee as string,
        ...(v.comment != null && { comment: v.comment as string }),
        signal: t.signal,
      });
      await t.sink.json(inv, v.json);
      return EXIT.ok;
    },
  },
  {
    name: 'history',
    usage: 'history <test> [--build-type <id>] [--branch <name>] [--count <n>]',
    summary: "a test's runs across builds, newest first: build, status, duration",
    flags: {
      'build-type': { ...inBuildType, help: 'only builds of this build configuration' },
      branch: { type: 'string', value: '<name>', help: 'only builds of this branch' },
      count: { type: 'string', value: '<n>', help: 'runs at most (default 20, at most 1000)' },
    },
    example: "teamcity-sdk history 'com.example.FooTest.bar' --build-type App_Test --count 50",
    async run(t, args) {
      if (args.length !== 1) throw new UsageError('history takes one <test> name');
      const v = t.values;
      const runs = await testHistory(t.transport, args[0]!, {
        ...(v['build-type'] != null && { buildType: v['build-type'] as string }),
        ...(v.branch != null && { branch: v.branch as string }),
        ...(v.count != null && { count: parseCount('count', v.count as string, 1) }),
        signal: t.signal,
      });
      await t.sink.json(runs, v.json);
      return EXIT.ok;
    },
  },
  {
    name: 'flaky',
    usage: 'flaky <buildType> [--builds <n>] [--branch <name>]',
    summary: 'tests that flip, or fail and pass on one revision, over the last builds; exit 1 when there is one',
    flags: {
      builds: { type: 'string', value: '<n>', help: 'builds read (default 20, from 2 to 100)' },
      branch: { type: 'string', value: '<name>', help: 'the branch (default the default branch)' },
    },
    example: 'teamcity-sdk flaky App_Test --builds 50',
    async run(t, args) {
      if (args.length !== 1) throw new UsageError('flaky takes one <buildType> id');
      const v = t.values;
      const flaky = await flakyTests(t.transport, {
        buildType: args[0]!,
        ...(v.builds != null && { builds: parseCount('builds', v.builds as string, 2) }),
        ...(v.branch != null && { branch: v.branch as string }),
        signal: t.signal,
      });
      await t.sink.json(flaky, v.json);
      return flaky.length ? EXIT.failed : EXIT.ok;
    },
  },
  {
    name: 'status',
    usage: 'status <revision> [--repository <url>]',
    summary:
      'the builds of a commit in every build configuration; exit 1 when one failed, 3 when TeamCity could not answer for all',
    flags: { repository: { type: 'string', value: '<url>', help: "the repository's URL, or part of it" } },
    example: 'teamcity-sdk status $(git rev-parse HEAD) --repository github.com/org/app',
    async run(t, args) {
      if (args.length !== 1) throw new UsageError('status takes one <revision>');
      const s = await commitStatus(t.transport, {
        revision: args[0]!,
        ...(t.values.repository != null && { repositoryUrl: t.values.repository as string }),
        signal: t.signal,
      });
      await t.sink.json(s, t.values.json);
      if (!s.complete) throw new Outcome(`incomplete: ${s.reasons.join('; ')}`, EXIT.refused);
      return s.builds.some((b) => b.status && b.status !== 'SUCCESS') ? EXIT.failed : EXIT.ok;
    },
  },
];

/** `tests` on a terminal: the status and counts, then the failed tests and the problems, each with its first line. */
function resultsTable(r: BuildResults, width: number): string {
  const n = r.tests;
  const firstLine = (text: string | undefined) => text?.trim().split('\n')[0] ?? '';
  return [
    shownLine(`build ${r.id}: ${r.status}${r.statusText ? ` - ${r.statusText}` : ''}`, width) + '\n',
    `tests: ${n.failed} failed (${n.newFailed} new, ${n.muted} muted), ${n.passed} passed, ${n.ignored} ignored\n`,
    r.failedTests.length
      ? '\n' +
        tableText(
          ['FAILED TEST', 'DETAILS'],
          r.failedTests.map((f) => [f.name ?? '', firstLine(f.details)]),
          width,
        )
      : '',
    r.problems.length
      ? '\n' +
        tableText(
          ['PROBLEM', 'DETAILS'],
          r.problems.map((p) => [p.type ?? '', firstLine(p.details)]),
          width,
        )
      : '',
  ].join('');
}

/** A glob of artifact paths: its RE2 pattern (checked before anything is sent), and the folder before its first wildcard. */
function globOf(glob: string): { pattern: string; folder: string } {
  const pattern = globPattern(glob);
  try {
    patternTest(pattern, 'artifacts');
  } catch (e) {
    if (e instanceof TeamCityPatternError) throw new UsageError(`${JSON.stringify(glob)} is not a glob: ${e.message}`);
    throw e;
  }
  const segments = glob.split('/');
  return { pattern, folder: segments.slice(0, segments.findIndex(isGlob)).join('/') };
}

/**
 * Where an artifact a glob matched goes: its path below the glob's folder, inside `folder`. The path is the server's
 * (the names it listed), so a name that would lead out of the folder (`..`, a separator, an empty name) is refused.
 */
function inFolder(folder: string, path: string, below: string): string {
  const names = (below ? path.slice(below.length + 1) : path).split('/');
  if (names.some((n) => n === '' || n === '.' || n === '..' || /[\\\0]/.test(n)) || !path.startsWith(below))
    throw new TeamCityResponseError(
      `an artifact path that is not a file's: ${JSON.stringify(path)}`,
      'listArtifacts',
      '',
      '',
    );
  return join(folder, ...names);
}

/** One artifact to a file (its folders made), its progress shown. */
async function download(t: TaskContext, id: number, path: string, target: string): Promise<void> {
  await makeFolder(t.run.io, target);
  const r = await downloadArtifact(t.transport, id, path, pathIn(t.run.io, target), {
    signal: t.signal,
    onProgress: ({ bytes, total }) => t.progress.bytes(target, bytes, total),
  });
  t.progress.line(`${target}: ${r.bytes} bytes${r.resumedFrom ? ` (resumed at ${r.resumedFrom})` : ''}`);
}

/** `--poll`, checked before anything is sent: at least 1 ms (0 would poll without pause). */
const pollOf = (values: Values) =>
  values.poll != null ? { pollMs: parseDuration('poll', values.poll as string, 1) } : {};

/** The read `log --grep`, `--tail` or `--lines` asks for, its flags checked first; null for the whole log. */
function logSearch(t: TaskContext, v: Values): ((id: number) => Promise<LogLines>) | null {
  const call = { signal: t.signal };
  if (v.grep != null) {
    // RE2, in linear time: a pattern typed on a command line can be any pattern.
    const pattern = `${v['ignore-case'] ? '(?i)' : ''}${v.grep as string}`;
    try {
      patternTest(v.grep as string, '--grep');
    } catch (e) {
      if (e instanceof TeamCityPatternError) throw new UsageError(e.message);
      throw e;
    }
    const context = v.context != null ? parseCount('context', v.context as string) : 0;
    const most = v['max-matches'] != null ? parseCount('max-matches', v['max-matches'] as string, 1) : 100;
    return (id) => grepBuildLog(t.transport, id, pattern, { ...call, context, maxMatches: most });
  }
  if (v.tail != null) {
    const count = parseCount('tail', v.tail as string, 1);
    return (id) => tailBuildLog(t.transport, id, count, call);
  }
  if (v.lines != null) {
    const range = /^(\d{1,15})-(\d{1,15})$/.exec(v.lines as string);
    if (!range || +range[1]! < 1 || +range[2]! < +range[1]!)
      throw new UsageError(`--lines must be a-b, from line a to line b, 1 <= a <= b (got "${v.lines as string}")`);
    return (id) => buildLogLines(t.transport, id, { ...call, fromLine: +range[1]!, toLine: +range[2]! });
  }
  return null;
}

/** The build id of a task's one argument, as `resolveBuild` reads it: an id, a #number (with --build-type), a locator. */
async function buildOf(t: TaskContext, args: string[], task: string): Promise<number> {
  if (args.length !== 1) throw new UsageError(`${task} takes one <build>`, BUILD_ARG);
  const type = t.values['build-type'] as string | undefined;
  return resolveBuild(t.transport, args[0]!, { signal: t.signal, ...(type != null && { buildType: type }) });
}

/** Waits for the build. Stopped by Ctrl-C or --timeout, it says the build goes on; --cancel-on-interrupt cancels it. */
async function waitFor(t: TaskContext, build: number | Build, pollMs: { pollMs?: number }): Promise<Build> {
  const id = typeof build === 'number' ? build : build.id!;
  try {
    return await waitForBuild(t.transport, build, {
      signal: t.signal,
      // Its own deadline first: its timeout error names the build and the state it was last seen in.
      ...(t.deadline < Infinity && { timeoutMs: Math.max(1, t.deadline - Date.now()) }),
      ...pollMs,
      onProgress: (p) => t.progress.build(p),
    });
  } catch (e) {
    // The wait was given the time --timeout left it: the message says what was asked.
    if (e instanceof TeamCityWaitTimeoutError && t.values.timeout != null)
      e.message = e.message.replace(/within \d+ ms/, `within --timeout ${t.values.timeout as string}`);
    const code = exitCodeOf(e);
    if (t.run.signal.aborted) await interrupted(t, id);
    // Stopped by --timeout: the wait's own timeout, or the deadline's abort of a poll.
    else if (code === EXIT.timedOut || (code === EXIT.canceled && t.signal.aborted))
      t.progress.line(`build ${id} goes on: teamcity-sdk cancel ${id} cancels it`);
    throw e;
  }
}

/** After Ctrl-C: the build canceled when asked, else where it stands and how to cancel it. */
async function interrupted(t: TaskContext, id: number): Promise<void> {
  if (!t.values['cancel-on-interrupt']) {
    t.progress.line(`build ${id} goes on: teamcity-sdk cancel ${id} cancels it (--cancel-on-interrupt: on Ctrl-C)`);
    return;
  }
  t.progress.line(`canceling build ${id} (Ctrl-C again leaves it running)`);
  try {
    // Its own deadline: the command's signal has fired already.
    await cancelBuild(t.transport, id, 'canceled by teamcity-sdk: interrupted', {
      signal: AbortSignal.timeout(30_000),
    });
    t.run.say(`build ${id} canceled`);
  } catch (e) {
    t.run.say(`build ${id} was not canceled: ${(e as Error).message}`);
    t.run.say(`teamcity-sdk cancel ${id} tries again`);
  }
}

/** A finished build on stdout; exit 1 when it did not succeed. */
async function finish(t: TaskContext, build: Build): Promise<number> {
  t.progress.end();
  await t.sink.json(build, t.values.json);
  if (build.status === 'SUCCESS') return EXIT.ok;
  throw new Outcome(
    `build ${build.id} finished with status ${build.status}${build.statusText ? `: ${build.statusText}` : ''}`,
    EXIT.failed,
  );
}

/** Progress on stderr: one line rewritten in place on a terminal, plain lines otherwise. */
class Progress {
  private open = false;
  private onScreen = '';
  constructor(private readonly run: Run) {}

  private get tty() {
    return this.run.io.stderr.isTTY;
  }

  private show(text: string) {
    if (text === this.onScreen) return;
    this.onScreen = text;
    if (this.tty) {
      this.run.io.stderr.write('\r\x1b[K' + shown(this.run.clean(text), { line: true }));
      this.open = true;
    } else this.run.say(text);
  }

  build(p: BuildProgress) {
    const parts = [`build ${p.id}: ${p.state}`];
    if (p.percentage != null && p.state === 'running') parts.push(`${p.percentage}%`);
    if (p.stage ?? p.statusText) parts.push(`- ${p.stage ?? p.statusText}`);
    this.show(parts.join(' '));
  }

  /** A download's bytes: every change on a terminal, each tenth otherwise. */
  bytes(file: string, bytes: number, total: number) {
    const tenth = total ? Math.floor((10 * bytes) / total) * 10 : 0;
    this.show(`${file}: ${this.tty ? `${bytes} of ${total} bytes` : `${tenth}% of ${total} bytes`}`);
  }

  /** A line that stays. */
  line(text: string) {
    this.end();
    this.run.say(text);
  }

  end() {
    if (this.open) this.run.io.stderr.write('\n');
    this.open = false;
    this.onScreen = '';
  }
}

/** A task's flags: those of every command, then its own. */
export const taskFlags = (task: Task): Record<string, Flag> => ({ ...GLOBAL_FLAGS, ...ownFlags(task) });

/** A task's own flags, and those of every command whose meaning it changes: what its help explains. */
function ownFlags(task: Task): Record<string, Flag> {
  return {
    timeout: { ...GLOBAL_FLAGS.timeout!, help: 'deadline of the whole task: 30m, 1h (default none); then exit 5' },
    'dry-run': {
      ...GLOBAL_FLAGS['dry-run']!,
      help: 'print the first request as a curl command, credentials masked; send nothing',
    },
    ...task.flags,
  };
}

/** Runs a task command: its flags parsed, the transport made, `--timeout` as the deadline of the whole task. */
export async function runTask(name: string, argv: string[], run: Run): Promise<number> {
  const task = TASKS.find((t) => t.name === name)!;
  const flags = taskFlags(task);
  if (argv.some((a) => a === '--help' || a === '-h')) {
    run.io.stdout.write(taskHelp(task, ownFlags(task)));
    return EXIT.ok;
  }
  const { values, positionals } = parseFlags(argv, flags, `teamcity-sdk ${name}`);
  const timeoutMs = values.timeout ? parseDuration('timeout', values.timeout as string) : 0;
  const settings = { ...settingsOf(values), timeout: undefined };
  const progress = new Progress(run);
  const sink = new Sink(run.io, name === 'artifacts' ? undefined : (values.output as string | undefined), !!values.raw);
  if (values['dry-run']) {
    const stop = new AbortController();
    const sent = await dryRun(
      settings,
      run,
      (transport) =>
        task.run(
          { transport, values, signal: stop.signal, deadline: Infinity, sink, progress, run },
          positionals.slice(1),
        ),
      stop,
    );
    if (sent) run.say(`# ${name} starts with this request; what it sends next depends on the answers`);
    return EXIT.ok;
  }
  const { transport } = connect(settings, values, run);
  // The task's deadline, and Ctrl-C: one signal for every request and every wait between them.
  const controller = new AbortController();
  const stop = () => controller.abort(run.signal.reason);
  run.signal.addEventListener('abort', stop, { once: true });
  const deadline = timeoutMs ? Date.now() + timeoutMs : Infinity;
  // A second later than the deadline the tasks are told of, so that their own timeout errors come first.
  const timer = timeoutMs ? setTimeout(() => controller.abort(new Error('timed out')), timeoutMs + 1000) : undefined;
  try {
    return await sink.run(() =>
      task.run({ transport, values, signal: controller.signal, deadline, sink, progress, run }, positionals.slice(1)),
    );
  } catch (e) {
    // Stopped by the deadline rather than Ctrl-C: a timeout, whichever request or wait it cut short.
    if (controller.signal.aborted && !run.signal.aborted && exitCodeOf(e) === EXIT.canceled)
      throw new Outcome(`${name} timed out: --timeout ${values.timeout as string}`, EXIT.timedOut);
    throw e;
  } finally {
    progress.end();
    clearTimeout(timer);
    run.signal.removeEventListener('abort', stop);
  }
}
