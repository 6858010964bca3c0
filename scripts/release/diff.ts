// The API diff: two IRs (generator/ir.ts) compared, one finding per change, each naming its rule (rules.ts) and the
// exported TypeScript symbols it touches, named by the emitters' own functions.
import { descriptorName } from '../../generator/emit/entries.js';
import { fieldsTypeName } from '../../generator/emit/fields.js';
import { locatorInputType } from '../../generator/emit/locators.js';
import { propertyType } from '../../generator/emit/models.js';
import { argsTypeName, hasInputs } from '../../generator/emit/operations.js';
import { specText } from '../../generator/emit/text.js';
import { bodyType, queryType, resultType } from '../../generator/emit/types.js';
import type { Api, LocatorDimension, Model, Operation, PathParam, Property } from '../../generator/ir.js';
import { ruleOf, type Level, type RuleId } from './rules.js';

/** A piece of a finding's words: the differ's own words, a name or route (a code span), or the spec's words. */
type Part = string | { code: string } | { spec: string };

export interface Change {
  rule: RuleId;
  level: Level;
  /** What changed: `area.operation`, a model, `Model.property`, a locator type. */
  target: string;
  message: string;
  /** The exported TypeScript names it touches: `area.fn` (a client namespace member), interfaces, `Interface.member`. */
  symbols: string[];
}

/** A finding, with its words kept in parts for the changelog (markdown) to escape. */
export interface Finding extends Change {
  parts: Part[];
}

export const plainText = (parts: Part[]): string =>
  parts
    .map((p) => (typeof p === 'string' ? p : 'code' in p ? `\`${p.code}\`` : p.spec.replace(/\s*\n\s*/g, ' ')))
    .join('');

/** The parts as one line of markdown: spec words escaped as prose (they are data), names in code spans. */
export const markdownText = (parts: Part[]): string =>
  parts
    .map((p) =>
      typeof p === 'string'
        ? p
        : 'code' in p
          ? `\`${p.code.replaceAll('`', "'")}\``
          : specText(p.spec, 'markdown-text'),
    )
    .join('');

function finding(rule: RuleId, target: string, symbols: string[], parts: Part[]): Finding {
  return { rule, level: ruleOf(rule).level, target, message: plainText(parts), symbols: [...new Set(symbols)], parts };
}

const code = (text: string) => ({ code: text });
const spec = (text: string) => ({ spec: text });
/** A new value beside the old one: "`now` (was `before`)". */
const changed = (now: string, before: string): Part[] => [code(now), ' (was ', code(before), ')'];
/** ": <words>." after a name, where there are words. */
const said = (words: string | null): Part[] => (words ? [': ', spec(words)] : []);

const idOf = (op: Operation) => `${op.area}.${op.name}`;
/** The route with the placeholders' names left out: the same route under another name is a rename. */
const routeOf = (op: Operation) => `${op.method} ${op.path.replace(/\{[^}]*\}/g, '{}')}`;
/** Every name a client calls the operation by, as `area.fn`. */
const callNames = (op: Operation) => [op.fn, ...op.aliases.map((a) => a.fn)].map((fn) => `${op.area}.${fn}`);
/** The operation's exported names: its functions, its Args interface, its descriptor. */
const operationSymbols = (op: Operation) => [
  ...callNames(op),
  ...(hasInputs(op) ? [argsTypeName(op)] : []),
  `${op.area}.${descriptorName(op)}`,
];
const inputSymbols = (op: Operation, input: string) => [...callNames(op), `${argsTypeName(op)}.${input}`];
const pathParamType = (p: PathParam) => (p.locator ? locatorInputType(p.locator) : 'string');

/** Every change from `from` to `to`: operations (by area and name), then models, then locators. */
export function diffApis(from: Api, to: Api): Finding[] {
  return [...diffOperations(from, to), ...diffModels(from, to), ...diffLocators(from, to)];
}

function diffOperations(from: Api, to: Api): Finding[] {
  const ops = (api: Api) => new Map(api.areas.flatMap((a) => a.operations.map((op) => [idOf(op), op] as const)));
  const [before, after] = [ops(from), ops(to)];
  const out: Finding[] = [];
  const removed = [...before.values()].filter((op) => !after.has(idOf(op)));
  const added = [...after.values()].filter((op) => !before.has(idOf(op)));
  for (const old of removed) {
    const i = added.findIndex((op) => routeOf(op) === routeOf(old));
    const route = code(`${old.method} ${old.path}`);
    if (i < 0) {
      out.push(
        finding('operation-removed', idOf(old), operationSymbols(old), [
          'Removed ',
          code(callNames(old)[0]!),
          ' (',
          route,
          ')',
          ...said(old.summary),
        ]),
      );
      continue;
    }
    const [now] = added.splice(i, 1);
    out.push(
      finding(
        'operation-renamed',
        idOf(old),
        [...operationSymbols(old), ...operationSymbols(now!)],
        [code(callNames(old)[0]!), ' is now ', code(callNames(now!)[0]!), ' (', route, ')', ...said(now!.summary)],
      ),
    );
  }
  for (const op of added)
    out.push(
      finding('operation-added', idOf(op), operationSymbols(op), [
        'New ',
        code(callNames(op)[0]!),
        ' (',
        code(`${op.method} ${op.path}`),
        ')',
        ...said(op.summary),
      ]),
    );
  for (const [id, old] of before) {
    const now = after.get(id);
    if (now) out.push(...diffOperation(old, now));
  }
  return out.sort((a, b) => a.target.localeCompare(b.target));
}

function diffOperation(old: Operation, now: Operation): Finding[] {
  const id = idOf(now);
  // The operation by its name and, in brackets, its summary: the spec's words for what it does.
  const name: Part[] = [code(callNames(now)[0]!), ' (', spec(now.summary), ')'];
  const out: Finding[] = [];
  const add = (rule: RuleId, symbols: string[], parts: Part[]) => out.push(finding(rule, id, symbols, parts));
  const routeChanged = old.method !== now.method || old.path !== now.path;
  if (routeChanged)
    add('operation-route-changed', operationSymbols(now), [
      ...name,
      ' moved from ',
      code(`${old.method} ${old.path}`),
      ' to ',
      code(`${now.method} ${now.path}`),
    ]);
  const aliases = (op: Operation) => new Set(op.aliases.map((a) => a.fn));
  for (const a of aliases(old))
    if (!aliases(now).has(a))
      add(
        'operation-alias-removed',
        [`${now.area}.${a}`],
        ['Removed ', code(`${now.area}.${a}`), ', a second name of ', ...name],
      );
  for (const a of aliases(now))
    if (!aliases(old).has(a))
      add('operation-alias-added', [`${now.area}.${a}`], [code(`${now.area}.${a}`), ' is a new name of ', ...name]);

  // Inputs. A renamed placeholder is part of the route change reported above.
  const inputAdded = (input: string, where: string, required: boolean, words: string | null) =>
    add(required ? 'request-required-input-added' : 'request-optional-input-added', inputSymbols(now, input), [
      ...name,
      ` takes a new ${required ? 'required' : 'optional'} input `,
      code(input),
      ` (${where})`,
      ...said(words),
    ]);
  const inputRemoved = (input: string, where: string) =>
    add('request-input-removed', inputSymbols(old, input), [
      ...name,
      ' no longer takes the input ',
      code(input),
      ` (${where})`,
    ]);
  const typeChanged = (input: string, before: string, after: string) =>
    add(widens(before, after) ? 'request-input-type-widened' : 'request-input-type-changed', inputSymbols(now, input), [
      'The input ',
      code(input),
      ' of ',
      ...name,
      ' takes ',
      ...changed(after, before),
    ]);
  const requiredChanged = (input: string, required: boolean) =>
    add(required ? 'request-input-became-required' : 'request-input-became-optional', inputSymbols(now, input), [
      'The input ',
      code(input),
      ' of ',
      ...name,
      ` is now ${required ? 'required' : 'optional'}`,
    ]);
  if (!routeChanged) {
    const params = (op: Operation) => new Map(op.pathParams.map((p) => [p.name, p]));
    for (const [n, p] of params(now)) {
      const was = params(old).get(n);
      if (!was) inputAdded(n, 'path', true, p.description);
      else if (pathParamType(was) !== pathParamType(p)) typeChanged(n, pathParamType(was), pathParamType(p));
    }
    for (const n of params(old).keys()) if (!params(now).has(n)) inputRemoved(n, 'path');
  }
  const query = (op: Operation) => new Map(op.query.map((q) => [q.arg, q]));
  for (const [arg, q] of query(now)) {
    const was = query(old).get(arg);
    if (!was) {
      inputAdded(arg, 'query', q.required, q.description);
      continue;
    }
    if (was.required !== q.required) requiredChanged(arg, q.required);
    if (queryType(was) !== queryType(q)) typeChanged(arg, queryType(was), queryType(q));
    if (was.wire !== q.wire)
      add('request-input-wire-changed', inputSymbols(now, arg), [
        'The input ',
        code(arg),
        ' of ',
        ...name,
        ' is sent as ',
        ...changed(q.wire, was.wire),
      ]);
  }
  for (const arg of query(old).keys()) if (!query(now).has(arg)) inputRemoved(arg, 'query');
  if (!old.body && now.body) inputAdded('body', now.body.type, now.body.required, now.body.description);
  else if (old.body && !now.body) inputRemoved('body', old.body.type);
  else if (old.body && now.body) {
    if (old.body.required !== now.body.required) requiredChanged('body', now.body.required);
    if (bodyType(old.body) !== bodyType(now.body)) typeChanged('body', bodyType(old.body), bodyType(now.body));
    else if (old.body.mediaType !== now.body.mediaType)
      add('request-input-wire-changed', inputSymbols(now, 'body'), [
        'The body of ',
        ...name,
        ' is sent as ',
        ...changed(now.body.mediaType, old.body.mediaType),
      ]);
  }

  // The answer.
  if (resultType(old.returns) !== resultType(now.returns))
    add('response-type-changed', callNames(now), [
      ...name,
      ' answers with ',
      ...changed(resultType(now.returns), resultType(old.returns)),
    ]);
  else if (old.returns.mediaType !== now.returns.mediaType)
    add('response-media-type-changed', callNames(now), [
      ...name,
      ' asks for ',
      ...changed(now.returns.mediaType, old.returns.mediaType),
    ]);

  // Words: one finding for all of them.
  const words: string[] = [];
  if (old.summary !== now.summary) words.push('summary');
  if (old.description !== now.description) words.push('description');
  for (const p of now.pathParams)
    if (old.pathParams.some((w) => w.name === p.name && w.description !== p.description)) words.push(`input ${p.name}`);
  for (const q of now.query) {
    const was = query(old).get(q.arg);
    if (was && (was.description !== q.description || was.default !== q.default)) words.push(`input ${q.arg}`);
  }
  if (old.body && now.body && old.body.description !== now.body.description) words.push('input body');
  if (words.length)
    add(
      'operation-words-changed',
      [...callNames(now), ...(hasInputs(now) ? [argsTypeName(now)] : [])],
      [`New words (${words.join(', ')}) for `, ...name],
    );
  return out;
}

/** A string input that takes a typed locator too takes more than before; any other change of type takes something else. */
const widens = (before: string, after: string) => before === 'string' && after.startsWith('string | ');

/** For each model, whether a request body or an answer holds it (directly, or in a property at any depth). */
function modelSides(api: Api): Map<string, Set<'request' | 'response'>> {
  const models = new Map(api.models.map((m) => [m.name, m]));
  const sides = new Map<string, Set<'request' | 'response'>>();
  const mark = (name: string, side: 'request' | 'response') => {
    const seen = sides.get(name) ?? new Set();
    if (seen.has(side) || !models.has(name)) return;
    sides.set(name, seen.add(side));
    for (const p of models.get(name)!.properties) if (p.model) mark(p.model, side);
  };
  for (const op of api.areas.flatMap((a) => a.operations)) {
    if (op.body && op.body.type !== 'string') mark(op.body.type, 'request');
    if (op.returns.kind === 'json') mark(op.returns.type, 'response');
  }
  return sides;
}

function diffModels(from: Api, to: Api): Finding[] {
  const [before, after] = [new Map(from.models.map((m) => [m.name, m])), new Map(to.models.map((m) => [m.name, m]))];
  const [sidesBefore, sidesAfter] = [modelSides(from), modelSides(to)];
  const out: Finding[] = [];
  for (const [name, m] of before)
    if (!after.has(name))
      out.push(
        finding(
          'model-removed',
          name,
          [name, fieldsTypeName(name)],
          ['Removed the model ', code(name), ...said(m.doc)],
        ),
      );
  for (const [name, m] of after)
    if (!before.has(name))
      out.push(finding('model-added', name, [name, fieldsTypeName(name)], ['New model ', code(name), ...said(m.doc)]));
  for (const [name, now] of after) {
    const old = before.get(name);
    if (!old) continue;
    // A model an answer holds (or that nothing holds) is read: its changes are response rules; a body-only model's are request rules.
    const sides = new Set([...(sidesBefore.get(name) ?? []), ...(sidesAfter.get(name) ?? [])]);
    out.push(...diffModel(old, now, sides.has('request') && !sides.has('response') ? 'request' : 'response'));
  }
  return out;
}

function diffModel(old: Model, now: Model, side: 'request' | 'response'): Finding[] {
  const out: Finding[] = [];
  const props = (m: Model) => new Map(m.properties.map((p) => [p.name, p]));
  const [before, after] = [props(old), props(now)];
  const symbols = (p: string) => [`${now.name}.${p}`, `${fieldsTypeName(now.name)}.${p}`];
  const add = (rule: RuleId, p: string, parts: Part[], only?: string[]) =>
    out.push(finding(rule, `${now.name}.${p}`, only ?? symbols(p), parts));
  const prop = (p: string) => code(`${now.name}.${p}`);
  for (const [p, was] of before)
    if (!after.has(p))
      add(side === 'request' ? 'request-property-removed' : 'response-property-removed', p, [
        'Removed ',
        prop(p),
        ...said(was.doc),
      ]);
  for (const [p, is] of after) {
    const was = before.get(p);
    if (!was) {
      add(side === 'request' ? 'request-property-added' : 'response-property-added', p, [
        'New property ',
        prop(p),
        ' (',
        code(propertyType(is)),
        ')',
        ...said(is.doc),
      ]);
      continue;
    }
    if (propertyType(was) === propertyType(is)) continue;
    if (was.enum && is.enum && sameShape(was, is)) {
      const gone = was.enum.filter((v) => !is.enum!.includes(v));
      const come = is.enum.filter((v) => !was.enum!.includes(v));
      if (come.length)
        add(
          side === 'request' ? 'request-enum-value-added' : 'response-enum-value-added',
          p,
          [prop(p), ' takes ', ...values(come)],
          [`${now.name}.${p}`],
        );
      if (gone.length)
        add(
          side === 'request' ? 'request-enum-value-removed' : 'response-enum-value-removed',
          p,
          [prop(p), ' no longer takes ', ...values(gone)],
          [`${now.name}.${p}`],
        );
      continue;
    }
    add(side === 'request' ? 'request-property-type-changed' : 'response-property-type-changed', p, [
      prop(p),
      ' is ',
      ...changed(propertyType(is), propertyType(was)),
    ]);
  }
  const words = [
    old.doc !== now.doc ? 'the model' : null,
    ...[...after].filter(([p, is]) => before.has(p) && before.get(p)!.doc !== is.doc).map(([p]) => p),
  ];
  const reworded = words.filter((w): w is string => w !== null);
  if (reworded.length)
    out.push(
      finding(
        'model-words-changed',
        now.name,
        [now.name],
        [`New words for `, code(now.name), ` (${reworded.join(', ')})`],
      ),
    );
  return out;
}

/** Two enum properties that differ in their values only. */
const sameShape = (a: Property, b: Property) => a.type === b.type && a.or === b.or && a.list === b.list;

const values = (list: string[]): Part[] => list.flatMap((v, i) => [...(i ? [', '] : []), code(v)]);

function diffLocators(from: Api, to: Api): Finding[] {
  const out: Finding[] = [];
  const kinds = (api: Api) => new Map(api.locatorKinds.map((k) => [k.name, k]));
  const [before, after] = [kinds(from), kinds(to)];
  for (const [n, k] of before)
    if (!after.has(n))
      out.push(
        finding('locator-kind-removed', k.typeName, [k.typeName], ['Removed the locator kind ', code(k.typeName)]),
      );
  for (const [n, k] of after)
    if (!before.has(n))
      out.push(finding('locator-kind-added', k.typeName, [k.typeName], ['New locator kind ', code(k.typeName)]));
  for (const [n, now] of after) {
    const old = before.get(n);
    if (!old) continue;
    const dims = (list: LocatorDimension[]) => new Map(list.map((d) => [d.name, d]));
    const [was, is] = [dims(old.dimensions), dims(now.dimensions)];
    const at = (d: string) => `${now.typeName}.${d}`;
    for (const d of was.keys())
      if (!is.has(d)) out.push(finding('locator-dimension-removed', at(d), [at(d)], [code(at(d)), ' is gone']));
    for (const d of is.keys())
      if (!was.has(d)) out.push(finding('locator-dimension-added', at(d), [at(d)], ['New dimension ', code(at(d))]));
    for (const [d, dim] of is) {
      const w = was.get(d);
      if (!w) continue;
      const same = w.type === dim.type && w.value === dim.value;
      const flags = ['repeat', 'numeric', 'anyCase'] as const;
      if (same && flags.every((f) => w[f] === dim[f])) continue;
      const widened = same && flags.every((f) => !w[f] || dim[f]);
      out.push(
        finding(
          widened ? 'locator-dimension-widened' : 'locator-dimension-type-changed',
          at(d),
          [at(d)],
          [
            code(at(d)),
            widened ? ' takes more than before' : ` takes ${dim.value} ${dim.type} (was ${w.value} ${w.type})`,
          ],
        ),
      );
    }
  }
  const enums = (api: Api) => new Map(api.locatorEnums.map((e) => [e.name, e.values]));
  const [enumsBefore, enumsAfter] = [enums(from), enums(to)];
  for (const name of new Set([...enumsBefore.keys(), ...enumsAfter.keys()])) {
    const [was, is] = [enumsBefore.get(name) ?? [], enumsAfter.get(name) ?? []];
    const come = is.filter((v) => !was.includes(v));
    const gone = was.filter((v) => !is.includes(v));
    if (come.length)
      out.push(finding('request-enum-value-added', name, [name], [code(name), ' takes ', ...values(come)]));
    if (gone.length)
      out.push(
        finding(
          'request-enum-value-removed',
          name,
          [name],
          [code(name), is.length ? ' no longer takes ' : ' is gone, with ', ...values(gone)],
        ),
      );
  }
  return out;
}
