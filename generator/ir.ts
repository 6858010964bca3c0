/**
 * The IR: what the expand stage hands to the emitters. Every node is made through `ir` below, so a node
 * always has every field, in one order (which keeps the emitted output and the IR dump stable).
 */

import type { BodyMediaType, Method, PathStyle, QueryType, ResultKind, Source } from '../templates/src/runtime/vocabulary.js';

export type { BodyMediaType, Method, PathStyle, QueryType, ResultKind, Source };

/** A place in a spec file, for error messages. */
export interface SpecPosition {
  file: string;
  line: number;
}

export interface PathParam {
  kind: 'pathParam';
  /** The placeholder's name, which is also the argument key. */
  name: string;
  style: PathStyle;
  /** The locator kind this parameter takes (spec/locators.yaml), or null for a plain string. */
  locator: string | null;
  /** What it is, in one line: the spec's words, else the words of its locator kind; null where its name says it. */
  description: string | null;
}

export interface QueryParam {
  kind: 'queryParam';
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
}

export interface Body {
  kind: 'body';
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
  kind: 'result';
  /** A model name, or `string` / `void` / `binary` / `object`. */
  type: string;
  decode: ResultKind;
  /** The Accept header sent. */
  mediaType: string;
  /** What the seeds wrote, where the spec decided otherwise. */
  seed: string | null;
}

export interface Alias {
  kind: 'alias';
  name: string;
  fn: string;
  /** A name the spec gives by meaning (shown first in the docs); false for the `get_*` name of a `serve_*` operation. */
  byMeaning: boolean;
}

export interface Operation {
  kind: 'operation';
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
  position: SpecPosition;
}

export interface Area {
  kind: 'area';
  /** The client namespace and subpath export: `users`, `buildQueue`, ... */
  name: string;
  title: string;
  base: string;
  operations: Operation[];
}

/** How a locator dimension's value is typed: a primitive, an enum of spec/locators.yaml, or a nested kind. */
export type DimensionValue = 'string' | 'integer' | 'boolean' | 'date' | 'enum' | 'kind';

export interface LocatorDimension {
  kind: 'locatorDimension';
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
}

export interface LocatorKind {
  kind: 'locatorKind';
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
  kind: 'locatorEnum';
  name: string;
  values: string[];
}

/** Where a model or property was transcribed from: TeamCity's API definitions, or real server responses. */
export type ModelSource = 'swagger-2025' | 'swagger-2018.1' | 'recordings';

export interface Property {
  kind: 'property';
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
}

export interface Collection {
  kind: 'collection';
  /** The property that holds the items. */
  item: string;
  /** Paged collections also carry nextHref and prevHref. */
  paged: boolean;
}

export interface Model {
  kind: 'model';
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
  kind: 'task';
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
  kind: 'api';
  areas: Area[];
  /** The task index of the package docs, in the spec's order. */
  tasks: Task[];
  /** Sorted by name. */
  models: Model[];
  locatorKinds: LocatorKind[];
  locatorEnums: LocatorEnum[];
}

type Fields<T> = Omit<T, 'kind'>;

export const ir = {
  pathParam: (f: Fields<PathParam>): PathParam => ({
    kind: 'pathParam', name: f.name, style: f.style, locator: f.locator, description: f.description,
  }),
  queryParam: (f: Fields<QueryParam>): QueryParam => ({
    kind: 'queryParam', name: f.name, arg: f.arg, wire: f.wire, type: f.type, required: f.required,
    default: f.default, from: f.from, note: f.note, locator: f.locator, description: f.description,
  }),
  body: (f: Fields<Body>): Body => ({
    kind: 'body', type: f.type, mediaType: f.mediaType, required: f.required, example: f.example, description: f.description,
  }),
  result: (f: Fields<Result>): Result => ({
    kind: 'result', type: f.type, decode: f.decode, mediaType: f.mediaType, seed: f.seed,
  }),
  alias: (f: Fields<Alias>): Alias => ({ kind: 'alias', name: f.name, fn: f.fn, byMeaning: f.byMeaning }),
  operation: (f: Fields<Operation>): Operation => ({
    kind: 'operation', area: f.area, name: f.name, fn: f.fn, local: f.local, aliases: f.aliases,
    summary: f.summary, description: f.description,
    method: f.method, path: f.path, runtimePath: f.runtimePath, pathParams: f.pathParams, query: f.query,
    body: f.body, returns: f.returns, from: f.from, fileTree: f.fileTree, note: f.note, position: f.position,
  }),
  area: (f: Fields<Area>): Area => ({ kind: 'area', name: f.name, title: f.title, base: f.base, operations: f.operations }),
  locatorDimension: (f: Fields<LocatorDimension>): LocatorDimension => ({
    kind: 'locatorDimension', name: f.name, type: f.type, value: f.value, repeat: f.repeat, hidden: f.hidden, source: f.source, numeric: f.numeric,
  }),
  locatorKind: (f: Fields<LocatorKind>): LocatorKind => ({
    kind: 'locatorKind', name: f.name, typeName: f.typeName, noun: f.noun, source: f.source, condition: f.condition,
    singleValue: f.singleValue, dimensions: f.dimensions,
  }),
  locatorEnum: (f: Fields<LocatorEnum>): LocatorEnum => ({ kind: 'locatorEnum', name: f.name, values: f.values }),
  property: (f: Fields<Property>): Property => ({
    kind: 'property', name: f.name, type: f.type, model: f.model, list: f.list, or: f.or, enum: f.enum, element: f.element,
    from: f.from, doc: f.doc, note: f.note,
  }),
  collection: (f: Fields<Collection>): Collection => ({ kind: 'collection', item: f.item, paged: f.paged }),
  model: (f: Fields<Model>): Model => ({
    kind: 'model', name: f.name, wire: f.wire, from: f.from, doc: f.doc, note: f.note, collection: f.collection,
    properties: f.properties, position: f.position,
  }),
  task: (f: Fields<Task>): Task => ({ kind: 'task', group: f.group, want: f.want, operation: f.operation, task: f.task, args: f.args }),
  api: (f: Fields<Api>): Api => ({
    kind: 'api', areas: f.areas, tasks: f.tasks, models: f.models, locatorKinds: f.locatorKinds, locatorEnums: f.locatorEnums,
  }),
};
