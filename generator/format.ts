// Every formatting decision of the generator: prettier formats every file it has a parser for (the emitted
// TypeScript, the docs, the JSON; operations.json aside, written one operation a line), with one fixed config (.prettierrc.json holds the same), on worker threads, and a file
// formatted in an earlier run is taken from the cache.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { NO_CACHE, type Cache } from './cache.js';

// babel-ts prints the generated TypeScript byte for byte as the typescript parser does, in about two thirds of the time.
const PARSERS: Record<string, string> = { ts: 'babel-ts', json: 'json', md: 'markdown' };
/** One fixed config, so output never depends on the machine. */
export const PRETTIER_OPTIONS = { singleQuote: true, printWidth: 120, trailingComma: 'all' } as const;

/** JSON data as text for prettier: JSON.stringify alone puts every array item on a line of its own. */
export const jsonText = (value: unknown): string => JSON.stringify(value, null, 2);

interface Job {
  path: string;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
}

/** Prettier's worker threads, started on the first file they get and kept until closed. */
export interface FormatPool {
  /** `text` formatted with `parser`; `path` names the file in an error. */
  format(path: string, text: string, parser: string): Promise<string>;
  /** Stops the workers. */
  close(): Promise<void>;
}

/**
 * The lane of each parser: a thread formats the files of one lane only. Prettier's markdown and babel's TypeScript and
 * JSON are each large, and each thread compiles (JIT) the code it runs: markdown on one thread and the rest on another
 * costs about a third less CPU than both threads formatting every kind (the compiling, done twice, was most of it).
 */
const LANES: Record<string, number> = { markdown: 0, 'babel-ts': 1, json: 1 };

/**
 * Markdown's options beyond the shared ones: code blocks are left as they are, since the docs' blocks are written as
 * prettier prints them (test/generator.test.ts checks each): formatting them again would cost the markdown thread the
 * compiling of babel's TypeScript and JSON printers, a second time, for no byte of change.
 */
const OPTIONS_OF: Record<string, object> = { markdown: { embeddedLanguageFormatting: 'off' } };

interface Lane {
  /** Started on the lane's first file: a run that finds everything in the cache never loads prettier. */
  worker?: Worker;
  /** Files sent to the worker and not yet answered, in the order sent, which is the order it answers in. */
  sent: (Job & { message: { text: string; options: object } })[];
}

/**
 * A pool of `threads` prettier workers, by default one per core, at most two (the main thread emits meanwhile); with
 * fewer threads than lanes, a thread takes several lanes. A file is sent to its lane's worker at once, so the worker
 * never waits for the main thread (busy emitting) to hand it the next one. `--watch` keeps one pool for all its
 * regenerations, so that prettier loads once.
 */
export function createFormatPool(threads = Math.min(2, availableParallelism())): FormatPool {
  const lanes: Lane[] = Array.from({ length: Math.max(1, threads) }, () => ({ sent: [] }));

  const startWorker = (lane: Lane) => {
    // Plain JS, so no loader hooks (tsx) are inherited: they would cost every worker a start-up of their own.
    const worker = new Worker(new URL('./format-worker.mjs', import.meta.url), { execArgv: [] });
    worker.on('message', (answer: { text?: string; error?: string }) => {
      const job = lane.sent.shift()!;
      if (answer.error === undefined) job.resolve(answer.text!);
      else job.reject(new Error(`prettier could not format ${job.path}: ${answer.error}`));
    });
    // A thread that died fails the file it was formatting; the files sent after it go to a new worker.
    worker.on('error', (error) => {
      const [failed, ...rest] = lane.sent;
      lane.sent = [];
      lane.worker = undefined;
      failed?.reject(error);
      for (const job of rest) send(lane, job);
    });
    return worker;
  };
  const send = (lane: Lane, job: Lane['sent'][number]) => {
    lane.sent.push(job);
    (lane.worker ??= startWorker(lane)).postMessage(job.message);
  };
  /** What is queued or being formatted, by parser and text: a file both packages ship (CHANGELOG.md) is formatted once. */
  const pending = new Map<string, Promise<string>>();
  return {
    format(path, text, parser) {
      const key = `${parser}\0${text}`;
      let done = pending.get(key);
      if (!done) {
        done = new Promise<string>((resolve, reject) => {
          const message = { text, options: { ...PRETTIER_OPTIONS, ...OPTIONS_OF[parser], parser } };
          send(lanes[(LANES[parser] ?? 0) % lanes.length]!, { path, message, resolve, reject });
        });
        pending.set(key, done);
        const forget = () => void pending.delete(key);
        done.then(forget, forget);
      }
      return done;
    },
    async close() {
      await Promise.all(
        lanes.map((lane) => {
          const { worker } = lane;
          lane.worker = undefined;
          return worker?.terminate();
        }),
      );
    },
  };
}

/** A line that opens or closes a fenced code block, at any indentation (any is treated as one: never a cut inside). */
const FENCE = /^\s*(`{3,}|~{3,})/;
/** An HTML block that may hold blank lines and so hide a heading: a file with one is formatted whole. */
const HTML_BLOCK = /^ {0,3}<(?:script|pre|style|textarea|[!?])/im;

/**
 * About how many characters of markdown prettier formats at a time: each call costs about a millisecond of its own,
 * more than formatting a short section apart saves (most are a few hundred characters), so sections are joined into
 * pieces of this size: a cold run formats the docs in a tenth less time than one call a section.
 */
const MARKDOWN_PIECE_CHARS = 16_000;

/**
 * A markdown file cut before `## ` headings that start a line after a blank one outside a fenced code block, for
 * prettier to format each piece on its own: it prints a heading and what follows without regard to what came before,
 * so the pieces formatted and joined by a blank line are the file as prettier prints it whole (as
 * test/generator.test.ts checks), and several smaller documents take it less time than one large one. A cut is made
 * only where the piece before it has at least `pieceChars` characters: with 0, before every such heading.
 */
export function markdownSections(text: string, pieceChars = 0): string[] {
  if (HTML_BLOCK.test(text)) return [text];
  const lines = text.split('\n');
  const sections: string[] = [];
  let start = 0;
  let chars = 0;
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence === null) {
      if (marker) fence = marker;
      else if (i > 0 && line.startsWith('## ') && lines[i - 1] === '' && chars >= pieceChars) {
        sections.push(lines.slice(start, i).join('\n'));
        start = i;
        chars = 0;
      }
    } else if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
      fence = null;
    chars += line.length + 1;
  });
  sections.push(lines.slice(start).join('\n'));
  return sections;
}

export interface FormatterOptions {
  /** The prettier workers to format with; by default the formatter's own, stopped by its close. */
  pool?: FormatPool;
  /** Formatted files from earlier runs, by parser and unformatted text (or the key given to add). */
  cache?: Cache;
}

export interface Formatter {
  /**
   * Queues one file; formatting starts as soon as a worker is free. `text` may be a function that makes it, with a
   * `key` that stands for it in the cache: it is then only called when the cache does not have the file (a null key:
   * the text is its own key, made at once).
   */
  add(path: string, text: string): void;
  add(path: string, text: () => string, key: string | null): void;
  /** A file whose text is final as given: prettier never sees it. */
  addAsIs(path: string, text: string): void;
  /**
   * A file made of pieces, each whole top-level statements, formatted and cached each on its own and joined by a
   * blank line (prettier formats each top-level statement without regard to the others, so the file is as prettier
   * prints it): an edit that changes one piece formats that piece only. `key` as for add.
   */
  addPieces(path: string, pieces: ({ text: string } | { text: () => string; key: string | null })[]): void;
  /** Every file, formatted, sorted by path. */
  finish(): Promise<Map<string, string>>;
  /** Stops the workers, unless the pool was given; call it whether or not finish was reached. */
  close(): Promise<void>;
}

export function createFormatter({ pool, cache = NO_CACHE }: FormatterOptions = {}): Formatter {
  const workers = pool ?? createFormatPool();
  const results = new Map<string, Promise<string>>();

  /** The text formatted: from the cache, or by prettier (then stored); as it is where no parser fits the path. */
  const formatted = (path: string, text: string | (() => string), key?: string | null): Promise<string> => {
    const parser = PARSERS[path.slice(path.lastIndexOf('.') + 1)];
    let made: string | undefined;
    const unformatted = () => (made ??= typeof text === 'string' ? text : text());
    if (!parser) return Promise.resolve(unformatted());
    const cacheKey = `${parser}\0${key ?? unformatted()}`;
    const cached = cache.get('format', cacheKey);
    if (cached) return Promise.resolve(cached.toString());
    const raw = unformatted();
    const done =
      parser === 'markdown'
        ? Promise.all(
            markdownSections(raw, MARKDOWN_PIECE_CHARS).map((section) => workers.format(path, section, parser)),
          ).then((texts) => texts.join('\n'))
        : workers.format(path, raw, parser);
    done.then(
      (t) => cache.set('format', cacheKey, t),
      () => {},
    );
    return done;
  };

  return {
    add(path: string, text: string | (() => string), key?: string | null) {
      results.set(path, formatted(path, text, key));
    },
    addPieces(path, pieces) {
      results.set(
        path,
        Promise.all(pieces.map((p) => formatted(path, p.text, 'key' in p ? p.key : undefined))).then((texts) =>
          texts.join('\n'),
        ),
      );
    },
    addAsIs(path, text) {
      results.set(path, Promise.resolve(text));
    },
    async finish() {
      const files = await Promise.all([...results].map(async ([path, text]) => [path, await text] as const));
      return new Map(files.sort(([a], [b]) => a.localeCompare(b)));
    },
    async close() {
      if (!pool) await workers.close();
    },
  };
}
