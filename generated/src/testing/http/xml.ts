// Hand-written: edit it here; the generator never writes this file.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { wireModels, type WireModel } from '../../wire.js';
import { HttpError } from '../model/errors.js';

// TeamCity's XML is its JAXB beans': a model is an element named as the model (`build`, `vcs-root`), its scalars are
// attributes except those the spec marks `xml: element`, and a property holding a model or a list is a child element
// named as the property, once per item. Its JSON has the same names, so one walk over the spec's models (src/wire.ts)
// turns either into the other.

const ATTR = '@_';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  suppressEmptyNode: true,
  // `running="true"`, never a bare `running`: XML has no attributes without a value.
  suppressBooleanAttributes: false,
});
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  // Every element as a list, so one item and many read alike; the model decides which are lists.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The model a property holds, if the spec knows it: `Build` for `Build` and `Build[]`. */
const modelOf = (type: string | undefined) => (type ? wireModels[type.replace(/\[\]$/, '')] : undefined);

/** The XML element name of a model's answer (`Builds` -> `builds`, `VcsRoot` -> `vcs-root`). */
export function xmlRootName(type: string): string {
  return wireModels[type]?.wire ?? (type === 'object' ? 'entity' : type.charAt(0).toLowerCase() + type.slice(1));
}

/** A model's JSON answer as TeamCity's XML. */
export function toXml(type: string, value: unknown): string {
  return DECLARATION + builder.build({ [xmlRootName(type)]: toNode(value, wireModels[type]) });
}

function toNode(value: unknown, model: WireModel | undefined): unknown {
  if (!isNode(value)) return value;
  const node: Node = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null) continue;
    const type = model?.props[key];
    const child = modelOf(type);
    if (Array.isArray(v)) node[key] = v.map((item) => toNode(item, child));
    else if (isNode(v)) node[key] = toNode(v, child);
    else if (model?.elements?.includes(key)) node[key] = String(v);
    else node[ATTR + key] = String(v);
  }
  return node;
}

/**
 * A request body in XML as the JSON the handlers read, as JAXB reads it into the operation's model: the root element
 * must be the model's, attributes and elements take the model's types (numbers, booleans), and a property the model
 * holds as a list is a list however many elements it has. A body that is not well-formed XML, has a DOCTYPE, another
 * root or a value of the wrong type is a 400.
 */
export function fromXml(text: string, type: string): unknown {
  const model = wireModels[type];
  if (/<!DOCTYPE/i.test(text)) throw new HttpError(400, 'A DOCTYPE is not allowed in a request body.');
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new HttpError(400, `The request body is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  const roots = Object.entries(parser.parse(text) as Node).filter(([name]) => !name.startsWith('?'));
  const expected = xmlRootName(type);
  const [name, nodes] = roots[0] ?? ['', []];
  if (roots.length !== 1 || name !== expected || (nodes as unknown[]).length !== 1)
    throw new HttpError(400, `The request body must be one <${expected}> element, not <${name || 'nothing'}>.`);
  return fromNode((nodes as unknown[])[0], model, expected);
}

function fromNode(node: unknown, model: WireModel | undefined, at: string): unknown {
  if (!isNode(node)) return typed(String(node ?? ''), 'string', at);
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '#text') continue;
    if (key.startsWith(ATTR)) {
      const name = key.slice(ATTR.length);
      out[name] = typed(String(value), model?.props[name], `${at}@${name}`);
      continue;
    }
    const type = model?.props[key];
    const items = (value as unknown[]).map((item, i) => fromChild(item, type, `${at}/${key}[${i + 1}]`));
    out[key] = type?.endsWith('[]') ? items : items.at(-1);
  }
  return out;
}

/** A child element: a model (or an element without a known model) as an object, a scalar as its text. */
function fromChild(item: unknown, type: string | undefined, at: string): unknown {
  const model = modelOf(type);
  if (model || !type || !isScalar(type)) return fromNode(item, model, at);
  const text = isNode(item) ? String(item['#text'] ?? '') : String(item ?? '');
  return typed(text, type.replace(/\[\]$/, ''), at);
}

const isScalar = (type: string) => /^(string|boolean|int32|int64|double|date|map)(\[\])?$/.test(type);

/** An attribute's or element's text as the model's type. */
function typed(text: string, type: string | undefined, at: string): unknown {
  if (type === 'int32' || type === 'int64' || type === 'double') {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || (type !== 'double' && !Number.isInteger(n)))
      throw new HttpError(400, `${at}: '${text}' is not a number.`);
    return n;
  }
  if (type === 'boolean') {
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    throw new HttpError(400, `${at}: '${text}' is not true or false.`);
  }
  return text;
}
