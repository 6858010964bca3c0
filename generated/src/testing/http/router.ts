// Hand-written: edit it here; the generator never writes this file.
import type { OperationEntry, OperationId } from '../../operations.js';
import type { ResultKind } from '../../runtime/vocabulary.js';

/** A hidden TeamCity method (handlers/hidden.ts): `source` names it as teamcity-rest does (`Class.method`). */
export interface HiddenMethod {
  readonly source: `${string}Request.${string}`;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the router reads paths: `{x}` one segment, `{/x}` a file sub-path. */
  readonly path: string;
  readonly kind: ResultKind;
  readonly type: string;
  /** A text body, or none (no hidden method takes a model). */
  readonly body: 'text/plain' | null;
  /** Query parameters the method declares; those the simulation does not read answer 501. */
  readonly query: readonly string[];
  readonly reads?: readonly string[];
}

/**
 * What the fake server reads of a route: a view of an operation's entry in the operation table (an entry is a Route
 * as it is, nothing copied), or a hidden TeamCity method described in the same terms. `op.path` is the runtime path
 * template the router matches: `{x}` a segment, `{+x}` a glued suffix, `{/x}` a file sub-path.
 */
export type Route = Pick<OperationEntry, 'method' | 'path' | 'body' | 'returns' | 'since'> & {
  /** The operation id, or for a hidden TeamCity method (no operation of the client) its `Class.method`. */
  readonly id: OperationId | HiddenMethod['source'];
  readonly query: readonly Pick<OperationEntry['query'][number], 'wire' | 'type'>[];
  readonly op: Pick<OperationEntry['op'], 'path'>;
  /** Set for a hidden TeamCity method. */
  readonly hidden?: HiddenMethod;
};

/** A hidden TeamCity method as a route: answered as its kind says, its query parameters text. */
export function hiddenRoute(hidden: HiddenMethod): Route {
  const mediaType = hidden.kind === 'json' ? 'application/json' : hidden.kind === 'string' ? 'text/plain' : '*/*';
  return {
    id: hidden.source,
    method: hidden.method,
    path: hidden.path,
    op: { path: hidden.path },
    returns: { kind: hidden.kind, type: hidden.type, mediaType },
    ...(hidden.body && { body: { type: 'string', mediaType: hidden.body, required: true } }),
    query: hidden.query.map((wire) => ({ wire, type: 'string' })),
    since: 'hidden',
    hidden,
  };
}
