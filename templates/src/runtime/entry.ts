import type { Operation } from './request.js';
import type { BodyMediaType, Method, QueryType, ResultKind, Source } from './vocabulary.js';

/**
 * One operation in the operation table (`operations` in `teamcity-sdk/operations`; `operations.json` holds the same
 * entries without `op`). `Id` is the union of operation ids the table is generated with.
 */
export interface OperationEntry<Id extends string = string> {
  /** `area.seed_name`: the id errors, the fake TeamCity's handlers and hooks name the operation by. */
  id: Id;
  /** The client namespace and subpath export: `builds`, `buildQueue`, ... */
  area: string;
  /** The seed name, exactly as written (`serve_build`). */
  name: string;
  /** The function's name: camelCase of `name` (`serveBuild`), also on a client (`client.builds.serveBuild`). */
  fn: string;
  /** Other names of the same function (`getBuild` for `serveBuild`). */
  aliases: string[];
  method: Method;
  /** The path template as the spec writes it: `{name}` placeholders. */
  path: string;
  /** The path's placeholders in order; `locator` names the locator kind a parameter takes. */
  pathParams: { name: string; locator?: string }[];
  /** Query inputs: `name` the seed name, `arg` the argument key, `wire` the name sent; `default` is the server's. */
  query: {
    name: string;
    arg: string;
    wire: string;
    type: QueryType;
    required: boolean;
    default?: unknown;
    locator?: string;
  }[];
  /** The body sent, if the operation takes one: a model name, or `string` for text. */
  body?: { type: string; mediaType: BodyMediaType; required: boolean };
  /** The result: `type` is the model name for kind `json`, else the kind; `mediaType` is the Accept header sent. */
  returns: { type: string; kind: ResultKind; mediaType: string };
  /** `seed`: the seeds give the inputs and result; `reference`: those come from real TeamCity. */
  from: Source;
  /** What the operation does, in its own words: one imperative line (`Pin a build so that clean-up keeps it`). */
  summary: string;
  /** The descriptor the operation's function sends (the same object its area module exports). */
  op: Operation;
}
