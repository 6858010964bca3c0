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
  note: string | null;
  /** The locator kind whose text is this input's value, or null. */
  locator: string | null;
}

export interface Body {
  kind: 'body';
  /** A model name, or `string` for a raw text body. */
  type: string;
  mediaType: BodyMediaType;
  required: boolean;
  /** An example of the body, as sent (JSON text, or the text itself), for the docs; null where spec/examples.yaml has none. */
  example: string | null;
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

export interface Api {
  kind: 'api';
  areas: Area[];
  /** Sorted by name. */
  models: Model[];
  locatorKinds: LocatorKind[];
  locatorEnums: LocatorEnum[];
}

type Fields<T> = Omit<T, 'kind'>;

export const ir = {
  pathParam: (f: Fields<PathParam>): PathParam => ({ kind: 'pathParam', name: f.name, style: f.style, locator: f.locator }),
  queryParam: (f: Fields<QueryParam>): QueryParam => ({
    kind: 'queryParam', name: f.name, arg: f.arg, wire: f.wire, type: f.type, required: f.required,
    default: f.default, from: f.from, note: f.note, locator: f.locator,
  }),
  body: (f: Fields<Body>): Body => ({ kind: 'body', type: f.type, mediaType: f.mediaType, required: f.required, example: f.example }),
  result: (f: Fields<Result>): Result => ({
    kind: 'result', type: f.type, decode: f.decode, mediaType: f.mediaType, seed: f.seed,
  }),
  alias: (f: Fields<Alias>): Alias => ({ kind: 'alias', name: f.name, fn: f.fn }),
  operation: (f: Fields<Operation>): Operation => ({
    kind: 'operation', area: f.area, name: f.name, fn: f.fn, local: f.local, aliases: f.aliases,
    method: f.method, path: f.path, runtimePath: f.runtimePath, pathParams: f.pathParams, query: f.query,
    body: f.body, returns: f.returns, from: f.from, fileTree: f.fileTree, note: f.note, position: f.position,
  }),
  area: (f: Fields<Area>): Area => ({ kind: 'area', name: f.name, title: f.title, base: f.base, operations: f.operations }),
  locatorDimension: (f: Fields<LocatorDimension>): LocatorDimension => ({
    kind: 'locatorDimension', name: f.name, type: f.type, value: f.value, repeat: f.repeat, hidden: f.hidden, source: f.source, numeric: f.numeric,
  }),
  locatorKind: (f: Fields<LocatorKind>): LocatorKind => ({
    kind: 'locatorKind', name: f.name, typeName: f.typeName, source: f.source, condition: f.condition,
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
  api: (f: Fields<Api>): Api => ({
    kind: 'api', areas: f.areas, models: f.models, locatorKinds: f.locatorKinds, locatorEnums: f.locatorEnums,
  }),
};
