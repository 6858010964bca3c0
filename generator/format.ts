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
  text: string;
  parser: string;
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
 * A pool of `threads` prettier workers; by default one per core, at most two (the main thread emits meanwhile).
 * `--watch` keeps one for all its regenerations, so that prettier loads once.
 */
export function createFormatPool(threads = Math.min(2, availableParallelism())): FormatPool {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const workers: Worker[] = [];

  const dispatch = () => {
    // Started on the first file prettier has to format: a run that finds everything in the cache never loads it.
    while (queue.length > idle.length && workers.length < Math.max(1, threads)) startWorker();
    // Largest first, so no big file is left to format alone at the end.
    queue.sort((a, b) => b.text.length - a.text.length);
    while (idle.length && queue.length) {
      const job = queue.shift()!;
      const worker = idle.pop()!;
      busy.set(worker, job);
      worker.postMessage({ text: job.text, options: { ...PRETTIER_OPTIONS, parser: job.parser } });
    }
  };
  const settle = (worker: Worker, answer: { text?: string; error?: string }) => {
    const job = busy.get(worker)!;
    busy.delete(worker);
    if (answer.error === undefined) job.resolve(answer.text!);
    else job.reject(new Error(`prettier could not format ${job.path}: ${answer.error}`));
    idle.push(worker);
    dispatch();
  };
  const startWorker = () => {
    // Plain JS, so no loader hooks (tsx) are inherited: they would cost every worker a start-up of their own.
    const worker = new Worker(new URL('./format-worker.mjs', import.meta.url), { execArgv: [] });
    worker.on('message', (answer: { text?: string; error?: string }) => settle(worker, answer));
    worker.on('error', (error) => busy.get(worker)?.reject(error));
    workers.push(worker);
    idle.push(worker);
  };
  return {
    format: (path, text, parser) =>
      new Promise<string>((resolve, reject) => {
        queue.push({ path, text, parser, resolve, reject });
        dispatch();
      }),
    async close() {
      await Promise.all(workers.splice(0).map((w) => w.terminate()));
      idle.length = 0;
    },
  };
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
   * `key` that stands for it in the cache: it is then only called when the cache does not have the file.
   */
  add(path: string, text: string): void;
  add(path: string, text: () => string, key: string): void;
  /** A file whose text is final as given: prettier never sees it. */
  addAsIs(path: string, text: string): void;
  /**
   * A file made of pieces, each whole top-level statements, formatted and cached each on its own and joined by a
   * blank line (prettier formats each top-level statement without regard to the others, so the file is as prettier
   * prints it): an edit that changes one piece formats that piece only. `key` as for add.
   */
  addPieces(path: string, pieces: ({ text: string } | { text: () => string; key: string })[]): void;
  /** Every file, formatted, sorted by path. */
  finish(): Promise<Map<string, string>>;
  /** Stops the workers, unless the pool was given; call it whether or not finish was reached. */
  close(): Promise<void>;
}

export function createFormatter({ pool, cache = NO_CACHE }: FormatterOptions = {}): Formatter {
  const workers = pool ?? createFormatPool();
  const results = new Map<string, Promise<string>>();

  /** The text formatted: from the cache, or by prettier (then stored); as it is where no parser fits the path. */
  const formatted = (path: string, text: string | (() => string), key?: string): Promise<string> => {
    const parser = PARSERS[path.slice(path.lastIndexOf('.') + 1)];
    const unformatted = () => (typeof text === 'string' ? text : text());
    if (!parser) return Promise.resolve(unformatted());
    const cacheKey = `${parser}\0${key ?? (text as string)}`;
    const cached = cache.get('format', cacheKey);
    if (cached) return Promise.resolve(cached.toString());
    const done = workers.format(path, unformatted(), parser);
    done.then(
      (t) => cache.set('format', cacheKey, t),
      () => {},
    );
    return done;
  };

  return {
    add(path: string, text: string | (() => string), key?: string) {
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
