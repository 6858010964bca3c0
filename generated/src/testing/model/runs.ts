// Hand-written: edit it here; the generator never writes this file.
import { tcDate, type BuildStore } from './builds.js';
import type { ArtifactSeed, ArtifactStore } from './files.js';
import type { Build, ProblemOccurrence, TestOccurrence } from '../../models.js';
import type { Entity, Stored } from './store.js';
import type { BuildLog, ScriptedProblem, ScriptedTest } from './reports.js';

export type { BuildLog, ScriptedProblem, ScriptedTest } from './reports.js';

/** The fake's clock: real time, or time a test moves on itself (`manualClock()`), so that no test waits. */
export interface FakeClock {
  now(): number;
  /** Moves a manual clock on; a real clock refuses (time moves by itself). */
  advance(ms: number): void;
}

export const realClock = (): FakeClock => ({
  now: () => Date.now(),
  advance: () => {
    throw new RangeError('the real clock cannot be advanced: start the fake with clock: manualClock()');
  },
});

/** A clock that stands still until `advance` is called. */
export function manualClock(start = Date.UTC(2026, 0, 1)): FakeClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      if (!(ms >= 0 && Number.isFinite(ms))) throw new RangeError('advance takes a number of ms >= 0');
      now += ms;
    },
  };
}

/**
 * How a queued build of a build configuration runs: it waits `queuedMs` in the queue, runs `durationMs` writing its
 * log evenly over that time, then finishes as the script says. Times are on the fake's clock.
 */
export interface BuildScript {
  queuedMs?: number;
  durationMs?: number;
  /** The final status (default `SUCCESS`). */
  status?: 'SUCCESS' | 'FAILURE' | 'ERROR';
  /** The final status text (default from the tests: `Tests passed: 3`, `Tests failed: 1, passed: 2`, `Success`). */
  statusText?: string;
  /** The build fails to start once its queue time is over. */
  failedToStart?: boolean;
  tests?: ScriptedTest[];
  problems?: ScriptedProblem[];
  /** Artifacts published when it finishes, as `Seed.artifacts` takes them. */
  artifacts?: Record<string, ArtifactSeed>;
  /** Log lines, or `{ lines, width }` lines made on the fly (each `width` bytes with its newline; default 100). */
  log?: BuildLog;
}

interface Run {
  script: BuildScript;
  queuedAt: number;
  /** Whether the build has started (its number and agent given). */
  started: boolean;
  /** Log lines written when the build stopped early (canceled), else null. */
  frozenLines: number | null;
  done: boolean;
}

const CHUNK = 64 * 1024;
export const MAX_WIDTH = 1 << 20;

/** The log of a build as it stands: its size in bytes and its bytes from `start` to `end` (exclusive), in chunks. */
export interface LogView {
  size: number;
  read(start: number, end: number): Generator<Uint8Array>;
}

/** Scripted builds: what moves a queued build on. Every read of the fake first brings runs up to the clock. */
export class BuildRuns {
  private readonly scripts = new Map<string, BuildScript>();
  private readonly runs = new Map<number, Run>();
  private readonly active = new Set<number>();
  /** Test and problem ids by name (identity), stable across builds as TeamCity's are. */
  private readonly ids = new Map<string, number>();

  constructor(
    private readonly clock: () => FakeClock,
    private readonly builds: BuildStore,
    private readonly artifacts: ArtifactStore,
    /** A build leaves the queue to run: it gets its number and its agent. */
    private readonly start: (build: Stored<Build>) => void,
  ) {}

  /** Builds of this configuration queued from now on follow the script. */
  script(buildTypeId: string, script: BuildScript): void {
    checkLog(script.log);
    this.scripts.set(buildTypeId, script);
  }

  /** A build was queued: it runs by its configuration's script, if there is one. */
  queued(build: Stored<Build>): void {
    const script = this.scripts.get(String(build.buildTypeId));
    if (!script) return;
    const id = Number(build.id);
    this.runs.set(id, { script, queuedAt: this.clock().now(), started: false, frozenLines: null, done: false });
    this.active.add(id);
    build.waitReason = 'Waiting for an idle compatible agent';
  }

  /** Whether a build script still moves the build on (queued or running by its script). */
  scripted(id: number): boolean {
    return this.active.has(id);
  }

  /** The build is driven by hand from now on (the agent-less routes): its script, if it had one, no longer moves it. */
  release(id: number): void {
    this.runs.delete(id);
    this.active.delete(id);
  }

  /** Brings every running script up to the clock. */
  tick(): void {
    const now = this.clock().now();
    for (const id of this.active) {
      const run = this.runs.get(id)!;
      const b = this.builds.get(id);
      if (!b || b.state === 'finished') {
        // Canceled, removed or deleted: its log stops where it was.
        run.frozenLines = this.linesAt(run, now);
        run.done = true;
        this.active.delete(id);
        continue;
      }
      this.advance(id, run, b, now);
    }
  }

  private advance(id: number, run: Run, b: Stored<Build>, now: number): void {
    const { script } = run;
    const started = run.queuedAt + (script.queuedMs ?? 0);
    if (now < started) return;
    const duration = script.durationMs ?? 0;
    const e = this.builds.edit(id)!;
    delete e.waitReason;
    if (!run.started && !script.failedToStart) {
      run.started = true;
      this.start(e);
    }
    if (script.failedToStart) {
      Object.assign(e, {
        state: 'finished',
        failedToStart: true,
        status: 'FAILURE',
        statusText: script.statusText ?? 'Failed to start',
        finishDate: tcDate(started),
      });
      return this.finish(id, run);
    }
    e.startDate ??= tcDate(started);
    const elapsed = now - started;
    if (elapsed < duration) {
      const percentage = Math.floor((100 * elapsed) / duration);
      Object.assign(e, {
        state: 'running',
        running: true,
        percentageComplete: percentage,
        'running-info': {
          percentageComplete: percentage,
          elapsedSeconds: Math.floor(elapsed / 1000),
          estimatedTotalSeconds: Math.ceil(duration / 1000),
          leftSeconds: Math.ceil((duration - elapsed) / 1000),
          currentStageText: `Running: ${this.linesAt(run, now)} of ${lineCount(script)} log lines`,
        },
      });
      return;
    }
    const tests = script.tests ?? [];
    const summary = testSummary(id, tests);
    const { failed = 0, passed = 0 } = summary;
    const status = script.status ?? (failed ? 'FAILURE' : 'SUCCESS');
    delete e.running;
    delete e.percentageComplete;
    delete e['running-info'];
    Object.assign(e, {
      state: 'finished',
      status,
      statusText:
        script.statusText ??
        (failed ? `Tests failed: ${failed}, passed: ${passed}` : tests.length ? `Tests passed: ${passed}` : 'Success'),
      finishDate: tcDate(started + duration),
      testOccurrences: summary,
      problemOccurrences: problemSummary(id, script.problems ?? []),
      _tests: tests,
      _problems: script.problems ?? [],
    });
    if (script.artifacts) this.artifacts.seed(String(id), script.artifacts);
    this.finish(id, run);
  }

  private finish(id: number, run: Run): void {
    run.done = true;
    this.active.delete(id);
  }

  /** Log lines written by `now`. */
  private linesAt(run: Run, now: number): number {
    if (run.frozenLines !== null) return run.frozenLines;
    const { script } = run;
    const total = lineCount(script);
    const started = run.queuedAt + (script.queuedMs ?? 0);
    const duration = script.durationMs ?? 0;
    if (now < started || script.failedToStart) return 0;
    if (now >= started + duration) return total;
    return Math.floor((total * (now - started)) / duration);
  }

  /** The id of the test named `name` (`test:`) or of the problem of that identity (`problem:`), the same in every build. */
  idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size + 1));
    return id;
  }

  /** The build's test occurrences, as TeamCity's JSON: a script's once it finished, or the seeded ones. */
  tests(id: number): TestOccurrence[] {
    const tests = this.builds.get(id)?._tests ?? [];
    return tests.map((t, i) => ({
      id: `build:(id:${id}),id:${i + 1}`,
      name: t.name,
      status: t.status ?? 'SUCCESS',
      ...(t.ignored ? { ignored: true } : {}),
      ...(t.muted ? { muted: true } : {}),
      ...(t.newFailure ? { newFailure: true } : {}),
      ...(t.details !== undefined ? { details: t.details } : {}),
      duration: t.duration ?? 0,
      // TeamCity's anchor of a test in the log is its run id; the fake's run ids count from 1 in each build.
      logAnchor: String(i + 1),
      href: `/app/rest/testOccurrences/build:(id:${id}),id:${i + 1}`,
      test: { id: String(this.idOf(`test:${t.name}`)), name: t.name },
      build: { id },
    }));
  }

  /** The build's problem occurrences: a script's once it finished, or the seeded ones. */
  problems(id: number): ProblemOccurrence[] {
    const problems = this.builds.get(id)?._problems ?? [];
    return problems.map((p, i) => {
      const identity = p.identity ?? `problem${i + 1}`;
      const type = p.type ?? 'TC_EXIT_CODE';
      const problem = this.idOf(`problem:${identity}`);
      return {
        id: `build:(id:${id}),problem:(id:${problem})`,
        type,
        identity,
        ...(p.details !== undefined ? { details: p.details } : {}),
        ...(p.newFailure ? { newFailure: true } : {}),
        logAnchor: p.logAnchor ?? String(i + 1),
        href: `/app/rest/problemOccurrences/build:(id:${id}),problem:(id:${problem})`,
        problem: { id: String(problem), type, identity },
        build: { id },
      };
    });
  }

  /** The build's log so far: a script's as far as it ran, or the seeded one (`Seed.buildLogs`), else empty. */
  log(id: number): LogView {
    const run = this.runs.get(id);
    const seeded = run ? undefined : this.builds.get(id)?._log;
    const log = run?.script.log ?? seeded;
    const lines = run ? this.linesAt(run, this.clock().now()) : seeded ? lineCount({ log: seeded }) : 0;
    if (!log || !lines) return { size: 0, read: function* () {} };
    if (Array.isArray(log)) {
      const bytes = new TextEncoder().encode(log.slice(0, lines).join('\n') + '\n');
      return {
        size: bytes.length,
        read: function* (start, end) {
          for (let at = start; at < end; at += CHUNK) yield bytes.subarray(at, Math.min(end, at + CHUNK));
        },
      };
    }
    const width = log.width ?? 100;
    return { size: lines * width, read: (start, end) => generatedLines(width, start, end) };
  }
}

/** Refuses a log made-on-the-fly whose size is not a whole number of lines of a width from 12 bytes to 1 MiB. */
export function checkLog(log: BuildLog | undefined): void {
  if (log && !Array.isArray(log) && !(Number.isSafeInteger(log.lines) && log.lines >= 0))
    throw new RangeError('log.lines must be a whole number');
  if (log && !Array.isArray(log) && log.width !== undefined && !(log.width >= 12 && log.width <= MAX_WIDTH))
    throw new RangeError(`log.width must be from 12 to ${MAX_WIDTH}`);
}

/**
 * A build's `testOccurrences` as its full form shows them: the count, each non-zero counter (TeamCity's Build bean
 * leaves zeros out) and the list's href.
 */
export function testSummary(id: unknown, tests: readonly ScriptedTest[]): Entity {
  const counters = testCounters(tests);
  for (const k of Object.keys(counters)) if (counters[k] === 0) delete counters[k];
  return { count: tests.length, ...counters, href: `/app/rest/testOccurrences?locator=build:(id:${id})` };
}

/** What `testCounters` reads of a test: a scripted one's, or an occurrence's. */
type Counted = Pick<ScriptedTest, 'ignored' | 'muted' | 'newFailure'> & { status?: string };

/** TeamCity's `TestCountersData` of some tests: passed and failed leave ignored ones out. */
export function testCounters(tests: readonly Counted[]): Record<string, number> {
  const count = (p: (t: Counted) => boolean) => tests.filter(p).length;
  return {
    passed: count((t) => (t.status ?? 'SUCCESS') === 'SUCCESS' && !t.ignored),
    failed: count((t) => t.status === 'FAILURE' && !t.ignored),
    newFailed: count((t) => t.status === 'FAILURE' && !!t.newFailure && !t.ignored),
    muted: count((t) => !!t.muted),
    ignored: count((t) => !!t.ignored),
  };
}

export const problemSummary = (id: unknown, problems: readonly ScriptedProblem[]): Entity => ({
  count: problems.length,
  href: `/app/rest/problemOccurrences?locator=build:(id:${id})`,
});

const lineCount = (s: { log?: BuildLog }) => (Array.isArray(s.log) ? s.log.length : (s.log?.lines ?? 0));

/** Line `n` (from 1) of a generated log: its number, padding, and a newline; `width` bytes in all. */
const generatedLine = (n: number, width: number) => `${String(n).padStart(10, '0')} ${'x'.repeat(width - 12)}\n`;

function* generatedLines(width: number, start: number, end: number): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  for (let at = start; at < end;) {
    const first = Math.floor(at / width);
    const count = Math.max(1, Math.floor(CHUNK / width));
    let text = '';
    for (let i = 0; i < count; i++) text += generatedLine(first + i + 1, width);
    const from = at - first * width;
    const chunk = encoder.encode(text).subarray(from, Math.min(text.length, from + end - at));
    yield chunk;
    at += chunk.length;
  }
}
