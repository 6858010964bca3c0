// Hand-written: edit it here; the generator never writes this file.
import type { Operation } from './request.js';
import type { BodyMediaType, Method, QueryType, ResultKind, Since, Source } from './vocabulary.js';

/**
 * One operation in the operation table (`operations` in `teamcity-sdk/operations`; `operations.json` holds the same
 * entries without `op` and without the words: `summary`, `description` and the inputs' descriptions). `Id` is the
 * union of operation ids the table is generated with.
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
  /** Other names of the same function (`getBuild` for `serveBuild`), those given by meaning first. */
  aliases: string[];
  /**
   * The name the docs and the CLI show first: the one given by meaning where the seeds' says something else or only
   * differs by a number (`addBuildAttribute` for `setParameter`), else `fn`.
   */
  docName: string;
  method: Method;
  /** The path template as the spec writes it: `{name}` placeholders. */
  path: string;
  /**
   * The path's placeholders in order; `locator` names the locator kind a parameter takes. `description` (as for a
   * query input and the body) says what it is, in one line of markdown, where its name does not say it all.
   */
  pathParams: { name: string; locator?: string; description?: string }[];
  /** Query inputs: `name` the seed name, `arg` the argument key, `wire` the name sent; `default` is the server's. */
  query: {
    name: string;
    arg: string;
    wire: string;
    type: QueryType;
    required: boolean;
    default?: unknown;
    locator?: string;
    description?: string;
  }[];
  /** The body sent, if the operation takes one: a model name, or `string` for text. */
  body?: { type: string; mediaType: BodyMediaType; required: boolean; description?: string };
  /** The result: `type` is the model name for kind `json`, else the kind; `mediaType` is the Accept header sent. */
  returns: { type: string; kind: ResultKind; mediaType: string };
  /** `seed`: the seeds give the inputs and result; `reference`: those come from real TeamCity. */
  from: Source;
  /**
   * The first TeamCity version whose API definition has the route (`2018.1`, `2023.11`, `2025.x`), or `hidden`: TeamCity
   * serves it, but no definition declares it. An older server answers 404.
   */
  since: Since;
  /** What the operation does, in its own words: one imperative line of markdown (`Pin a build so that clean-up keeps it`). */
  summary: string;
  /** What a caller needs beyond the summary, in markdown paragraphs separated by a line break, where the spec says more. */
  description?: string;
  /** The descriptor the operation's function sends (the same object its area module exports). */
  op: Operation;
}
