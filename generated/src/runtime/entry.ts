// Hand-written: edit it here; the generator never writes this file.
import type { Operation } from './request.js';
import type { BodyMediaType, Method, QueryType, ResultKind, Since, Source } from './vocabulary.js';

/** A path placeholder; `locator` names the locator kind it takes. */
export type PathParam = { name: string; locator?: string; description?: string };

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
  pathParams: PathParam[];
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

/**
 * An operation as `operations.ts` writes it, which `operationTable` makes an `OperationEntry` of: what the id, the
 * descriptor or a default says is left out, so that the table (and the package) holds each fact once.
 */
export interface TableRow<Id extends string = string> {
  /** `area.seed_name`: the entry's `area`, `name` and `fn` (camelCase of `name`) are read from it. */
  id: Id;
  /** Only where there are any. */
  aliases?: string[];
  /** Only where it is not `fn`. */
  docName?: string;
  /** Only where the spec writes it otherwise than the descriptor (`children{path}` for `children{/path}`). */
  path?: string;
  pathParams?: PathParam[];
  query?: QueryRow[];
  /** The media type is the descriptor's. */
  body?: { type: string; required?: true; description?: string };
  /** The model of a `json` answer; the kind and media type are the descriptor's. */
  returns?: string;
  from: Source;
  since: Since;
  summary: string;
  description?: string;
  op: Operation;
}

/** A query input as a `TableRow` writes it: `arg` is camelCase of `name`, `wire` the descriptor's name for `arg`. */
export interface QueryRow {
  name: string;
  /** `string` unless given. */
  type?: QueryType;
  required?: true;
  default?: unknown;
  locator?: string;
  description?: string;
}

/** `serve_users` -> `serveUsers`: a function's name and a query argument's key, from the seed name. */
const camelCase = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The operation table's entries, with what each row leaves out filled in. */
export function operationTable<Id extends string>(rows: readonly TableRow<Id>[]): OperationEntry<Id>[] {
  return rows.map((row) => {
    const { id, op } = row;
    const dot = id.indexOf('.');
    const name = id.slice(dot + 1);
    const fn = camelCase(name);
    return {
      id,
      area: id.slice(0, dot),
      name,
      fn,
      aliases: row.aliases ?? [],
      docName: row.docName ?? fn,
      method: op.method as Method,
      path: row.path ?? op.path,
      pathParams: row.pathParams ?? [],
      query: (row.query ?? []).map(({ name, type = 'string', required = false, ...rest }) => {
        const arg = camelCase(name);
        return { name, arg, wire: op.wire?.names[arg] ?? arg, type, required, ...rest };
      }),
      ...(row.body && {
        body: {
          type: row.body.type,
          mediaType: op.body?.type ?? 'application/json',
          required: row.body.required ?? false,
          ...(row.body.description !== undefined && { description: row.body.description }),
        },
      }),
      returns: { type: row.returns ?? op.kind, kind: op.kind, mediaType: op.accept },
      from: row.from,
      since: row.since,
      summary: row.summary,
      ...(row.description !== undefined && { description: row.description }),
      op,
    };
  });
}
