// Hand-written: edit it here; the generator never writes this file.
// Per-test overrides, as msw has them: `fake.use({ 'builds.serve_build': handler })` answers an operation with the
// test's own handler until `fake.resetHandlers()`; every other operation keeps the simulation.
import type { OperationId, OperationShapes } from '../../operations.js';
import { HttpError } from '../model/errors.js';
import type { Context, FileReply, AnyHandler } from './kit.js';
import type { State } from '../model/state.js';
import { generatedByte, type StoredFile } from '../model/files.js';

type Shape<K extends OperationId> = OperationShapes[K];

/** What an override is called with: the request as the operation reads it, and the fake's own answer to it. */
export interface FakeRequest<K extends OperationId> {
  readonly operation: K;
  /** Path parameters, decoded. */
  readonly params: Shape<K>['params'];
  /** The operation's query parameters by wire name, as received (the ones the request has). */
  readonly query: Shape<K>['query'];
  /** The body, parsed as the operation reads it. */
  readonly body: Shape<K>['body'];
  /** The username the request authenticated as. */
  readonly user: string;
  /** The fake's state, to read or change. */
  readonly state: State;
  /** What the fake would answer without the override (its simulation, or its 501). */
  simulate(): Promise<Shape<K>['result']>;
}

/** An operation's answer: its result model, text, nothing (void) or a file's content. */
export type FakeResult<K extends OperationId> = Shape<K>['result'] extends void ? void | undefined : Shape<K>['result'];

export type FakeHandler<K extends OperationId> = (request: FakeRequest<K>) => FakeResult<K> | Promise<FakeResult<K>>;

/** Overrides by operation id: a key that is no operation, or a handler of the wrong shape, does not compile. */
export type FakeHandlers = { [K in OperationId]?: FakeHandler<K> };

/**
 * An answer an override gives instead of its result: TeamCity's error body for `status` with `message` (a 404 for an
 * entity that is not there, a 409, a 500 ...), in the error format the fake was started with.
 */
export const fakeError = (status: number, message: string): Error => new HttpError(status, message);

/** The overrides of one server, newest first. */
export class Overrides {
  private layers: FakeHandlers[] = [];

  use(handlers: FakeHandlers): void {
    for (const [id, handler] of Object.entries(handlers))
      if (typeof handler !== 'function') throw new TypeError(`fake.use: the handler of '${id}' must be a function`);
    this.layers.unshift({ ...handlers });
  }

  reset(): void {
    this.layers = [];
  }

  has(id: string): boolean {
    return this.layers.some((l) => Object.hasOwn(l, id));
  }

  /** The override of the operation as a handler of the fake, over `own` (the simulation), or null. */
  handler(id: string, own: AnyHandler): AnyHandler | null {
    const found = this.layers.find((l) => Object.hasOwn(l, id))?.[id as OperationId] as
      FakeHandler<OperationId> | undefined;
    if (!found) return null;
    return async (ctx: Context) => {
      const result = await found(request(id as OperationId, ctx, own));
      return ctx.route.returns.kind === 'binary' && result !== undefined
        ? fileOf(result as Uint8Array | string)
        : result;
    };
  }
}

function request(id: OperationId, ctx: Context, own: AnyHandler): FakeRequest<OperationId> {
  const query: Record<string, string | string[]> = {};
  for (const q of ctx.route.query) {
    if (!ctx.query.has(q.wire)) continue;
    query[q.wire] = q.type === 'string[]' ? ctx.query.getAll(q.wire) : ctx.query.get(q.wire)!;
  }
  return {
    operation: id,
    params: ctx.params as never,
    query: query as never,
    body: ctx.body as never,
    user: ctx.user,
    state: ctx.state,
    simulate: async () => {
      const result = await own(ctx);
      const file = (result as FileReply | undefined)?.file;
      return (ctx.route.returns.kind === 'binary' && file ? contentOf(file) : result) as never;
    },
  };
}

const MAX_SIMULATED = 64 * 1024 * 1024;

/** A file's bytes, made for content made on the fly (up to 64 MiB: a larger one is for streaming, not a handler). */
function contentOf(file: StoredFile): Uint8Array {
  if (file.bytes) return file.bytes;
  if (file.size > MAX_SIMULATED)
    throw new RangeError(
      `simulate(): ${file.path} is ${file.size} bytes; content made on the fly is given up to 64 MiB`,
    );
  return Uint8Array.from({ length: file.size }, (_, i) => generatedByte(i));
}

/** A file answer from an override's content. */
function fileOf(content: Uint8Array | string): FileReply {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { file: { path: 'content', size: bytes.length, bytes } };
}
