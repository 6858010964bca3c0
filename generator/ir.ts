/**
 * The IR: what the expand stage hands to the emitters. Every node is made through `ir` below, so a node
 * always has every field, in one order (which keeps the emitted output and the IR dump stable); a field left out
 * takes its default (null, false). `node` names what a node is.
 */

import type {
  BodyMediaType,
  Method,
  PathStyle,
  QueryType,
  ResultKind,
  Since,
  Source,
} from '../generated/src/runtime/vocabulary.js';

import type { ModelSource } from './schema.js';

export type { BodyMediaType, Method, ModelSource, PathStyle, QueryType, ResultKind, Since, Source };

/** A place in a spec file, for error messages. */
export interface SpecPosition {
  file: string;
  line: number;
}

export interface PathParam {
  node: 'pathParam';
  /** The placeholder's name, which is also the argument key. */
  name: string;
  style: PathStyle;
  /** The locator kind this parameter takes (spec/locators.yaml), or null for a plain string. */
  locator: string | null;
  /** What it is, in one line: the spec's words, else the words of its locator kind; null where its name says it. */
  description: string | null;
  /** The same without the TypeScript forms it takes (a typed locator): what the operation table and the CLI say. */
  plain: string | null;
}

export interface QueryParam {
  node: 'queryParam';
  /** The seed's snake_case name. */
  name: string;
  /** The argument key: camelCase of `name`. */
  arg: string;
  /** The name sent on the wire. */
  wire: string;
  type: QueryType;
  required: boolean;
  /** The server's default, for documentation; the client never sends it. */
  default: string | number | null;
  from: Source;
  /** Why the spec says what it says (provenance, never shown to users). */
  note: string | null;
  /** The locator kind whose text is this input's value, or null. */
  locator: string | null;
  /** What it is, in one line: the spec's words, else those of `fields` or of its locator kind; null where its name says it. */
  description: string | null;
  /** The same without the TypeScript forms it takes (a typed locator or selection): what the operation table and the CLI say. */
  plain: string | null;
}

export interface Body {
  node: 'body';
  /** A model name, or `string` for a raw text body. */
  type: string;
  mediaType: BodyMediaType;
  required: boolean;
  /** An example of the body, as sent (JSON text, or the text itself), for the docs; null where spec/examples.yaml has none. */
  example: string | null;
  /** What it is, in one line (the spec's words), or null. */
  description: string | null;
}

export interface Result {
  node: 'result';
  /** A model name, or `string` / `void` / `binary` / `object`. */
  type: string;
  /** How the answer is read (the spec's `returns.kind`, a descriptor's `kind`). */
  kind: ResultKind;
  /** The Accept header sent. */
  mediaType: string;
  /** What the seeds wrote, where the spec decided otherwise. */
  seed: string | null;
}

export interface Alias {
  node: 'alias';
  name: string;
  fn: string;
  /** A name the spec gives by meaning (shown first in the docs); false for the `get_*` name of a `serve_*` operation. */
  byMeaning: boolean;
}

export interface Operation {
  node: 'operation';
  area: string;
  /** The seed name, exactly as written. */
  name: string;
  /** The TypeScript name: camelCase of `name`, kept even when it is a reserved word. */
  fn: string;
  /** The identifier of the function in its module (differs from `fn` only for reserved words). */
  local: string;
  aliases: Alias[];
  /** What it does: one imperative line. */
  summary: string;
  /** What a caller needs beyond the summary (paragraphs separated by a new line), or null. */
  description: string | null;
  method: Method;
  /** The path template as the spec writes it. */
  path: string;
  /** The path template as the runtime reads it (`{+x}` suffix, `{/x}` sub-path). */
  runtimePath: string;
  pathParams: PathParam[];
  query: QueryParam[];
  /** The body the client sends, or null (also when the seeds list one that is not sent: see `note`). */
  body: Body | null;
  returns: Result;
  from: Source;
  /** The file-tree prefix this operation was stamped from, if it was. */
  fileTree: string | null;
  note: string | null;
  /** The first TeamCity version that has the route, or `hidden` (served, in no definition). */
  since: Since;
  position: SpecPosition;
}

export interface Area {
  node: 'area';
  /** The client namespace and subpath export: `users`, `buildQueue`, ... */
  name: string;
  title: string;
  base: string;
  operations: Operation[];
}

/** How a locator dimension's value is typed: a primitive, an enum of spec/locators.yaml, or a nested kind. */
export type DimensionValue = 'string' | 'integer' | 'boolean' | 'date' | 'enum' | 'kind';

export interface LocatorDimension {
  node: 'locatorDimension';
  name: string;
  /** A primitive name, or the enum or kind it names. */
  type: string;
  value: DimensionValue;
  repeat: boolean;
  /** Not in TeamCity's public locator definitions; `source` names the Finder that reads it. */
  hidden: boolean;
  source: string | null;
  /** A string dimension TeamCity reads as a number (an id): it takes a number too. */
  numeric: boolean;
  /** An enum TeamCity reads in any case: it takes its values in upper case too. */
  anyCase: boolean;
}

export interface LocatorKind {
  node: 'locatorKind';
  name: string;
  /** The TypeScript type: `<name>Locator`, or the name itself for a condition. */
  typeName: string;
  /** What one item is, in words (`build configuration`); null for a condition. */
  noun: string | null;
  source: string;
  condition: boolean;
  /** What a locator without dimensions is read as, if the kind has one. */
  singleValue: { type: 'string' | 'integer' | 'date'; means: string } | null;
  dimensions: LocatorDimension[];
}

export interface LocatorEnum {
  node: 'locatorEnum';
  name: string;
  values: string[];
}

export interface Property {
  node: 'property';
  /** The JSON key exactly as on the wire (may be hyphenated). */
  name: string;
  /** As the spec writes it: a scalar (`string`, `int64`, `date`, `map`, `string[]`, ...), `Model` or `Model[]`. */
  type: string;
  /** The model this property holds (one, or a list of them), if any. */
  model: string | null;
  list: boolean;
  /** A second, scalar shape older servers send. */
  or: string | null;
  enum: string[] | null;
  /** A scalar TeamCity's XML writes as a child element rather than an attribute. */
  element: boolean;
  from: ModelSource;
  doc: string | null;
  note: string | null;
  /** The first TeamCity version whose definition has the property, or null where the spec does not say. */
  since: Since | null;
}

export interface Collection {
  node: 'collection';
  /** The property that holds the items. */
  item: string;
  /** Paged collections also carry nextHref and prevHref. */
  paged: boolean;
}

export interface Model {
  node: 'model';
  /** The TypeScript name: the seeds' name, else the reference's in PascalCase. */
  name: string;
  /** The reference definition's name (the JAXB name: `vcs-root-instance`, `build`, `File`). */
  wire: string;
  from: ModelSource;
  doc: string | null;
  note: string | null;
  collection: Collection | null;
  properties: Property[];
  position: SpecPosition;
}

/** An entry of the task index: what a user wants to do, and what does it. */
export interface Task {
  node: 'task';
  /** The group's title (tasks of a group are listed together, in the spec's order). */
  group: string;
  /** Completes "I want to ...". */
  want: string;
  /** The operation that does it (`area.seed_name`), or null. */
  operation: string | null;
  /** The `teamcity-sdk/tasks` function that does it best, or null. */
  task: string | null;
  /** The operation's argument that makes it do it (TypeScript), or null. */
  args: string | null;
}

export interface Api {
  node: 'api';
  areas: Area[];
  /** The task index of the package docs, in the spec's order. */
  tasks: Task[];
  /** Sorted by name. */
  models: Model[];
  locatorKinds: LocatorKind[];
  locatorEnums: LocatorEnum[];
}

type Fields<T> = Omit<T, 'node'>;

/** Marks a field in a node's template that its factory must be given: it has no default. */
const required: unique symbol = Symbol('required');

/** Every field of a node, in its order, with its default or `required`. */
type Template<T> = { [K in keyof Fields<T>]: Fields<T>[K] | typeof required };

/** What a factory takes: every required field, and any other (left out, or undefined, it takes its default). */
type Given<T, D> = { [K in keyof D as D[K] extends typeof required ? K : never]: Fields<T>[K & keyof Fields<T>] } & {
  [K in keyof D as D[K] extends typeof required ? never : K]?: Fields<T>[K & keyof Fields<T>] | undefined;
};

/**
 * A node's factory, as Kubb's `defineNode`: the node's name, then every field of `template` in its order, each as
 * given or, where not given, its default.
 */
function defineNode<T extends { node: string }>(node: T['node']) {
  return <const D extends Template<T>>(template: D) =>
    (given: Given<T, D>): T => {
      const made: Record<string, unknown> = { node };
      for (const [key, fallback] of Object.entries(template)) {
        const value = (given as Record<string, unknown>)[key];
        if (value === undefined && fallback === required) throw new TypeError(`an IR ${node} needs its ${key}`);
        made[key] = value === undefined ? fallback : value;
      }
      return made as T;
    };
}

export const ir = {
  pathParam: defineNode<PathParam>('pathParam')({
    name: required,
    style: required,
    locator: null,
    description: null,
    plain: null,
  }),
  queryParam: defineNode<QueryParam>('queryParam')({
    name: required,
    arg: required,
    wire: required,
    type: required,
    required: required,
    default: null,
    from: required,
    note: null,
    locator: null,
    description: null,
    plain: null,
  }),
  body: defineNode<Body>('body')({
    type: required,
    mediaType: required,
    required: required,
    example: null,
    description: null,
  }),
  result: defineNode<Result>('result')({ type: required, kind: required, mediaType: required, seed: null }),
  alias: defineNode<Alias>('alias')({ name: required, fn: required, byMeaning: required }),
  operation: defineNode<Operation>('operation')({
    area: required,
    name: required,
    fn: required,
    local: required,
    aliases: required,
    summary: required,
    description: null,
    method: required,
    path: required,
    runtimePath: required,
    pathParams: required,
    query: required,
    body: null,
    returns: required,
    from: required,
    fileTree: null,
    note: null,
    since: required,
    position: required,
  }),
  area: defineNode<Area>('area')({ name: required, title: required, base: required, operations: required }),
  locatorDimension: defineNode<LocatorDimension>('locatorDimension')({
    name: required,
    type: required,
    value: required,
    repeat: false,
    hidden: false,
    source: null,
    numeric: false,
    anyCase: false,
  }),
  locatorKind: defineNode<LocatorKind>('locatorKind')({
    name: required,
    typeName: required,
    noun: null,
    source: required,
    condition: false,
    singleValue: null,
    dimensions: required,
  }),
  locatorEnum: defineNode<LocatorEnum>('locatorEnum')({ name: required, values: required }),
  property: defineNode<Property>('property')({
    name: required,
    type: required,
    model: null,
    list: required,
    or: null,
    enum: null,
    element: required,
    from: required,
    doc: null,
    note: null,
    since: null,
  }),
  collection: defineNode<Collection>('collection')({ item: required, paged: required }),
  model: defineNode<Model>('model')({
    name: required,
    wire: required,
    from: required,
    doc: null,
    note: null,
    collection: null,
    properties: required,
    position: required,
  }),
  task: defineNode<Task>('task')({ group: required, want: required, operation: null, task: null, args: null }),
  api: defineNode<Api>('api')({
    areas: required,
    tasks: required,
    models: required,
    locatorKinds: required,
    locatorEnums: required,
  }),
};

/** Whether a call must pass an argument object: a path parameter, a required query input or a required body. */
export const isArgsRequired = (op: Operation): boolean =>
  op.pathParams.length > 0 || op.query.some((q) => q.required) || (op.body?.required ?? false);
