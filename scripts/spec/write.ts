// Writes an import plan into spec/ with yaml's Document API: appended entries, every other byte kept.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, isMap, isSeq, parseDocument, Scalar, YAMLMap, type Node } from 'yaml';
import { schemaLine, type SpecFileKind } from '../../generator/json-schema.js';
import type { SpecModel, SpecOperation } from '../../generator/schema.js';
import type { ImportPlan } from './plan.js';
import { specYaml } from './yaml-style.js';

/** The file that collects models an import adds (the hand-written ones are grouped as TeamCity groups them). */
export const IMPORTED_MODELS = 'models/imported.yaml';

/** Applies the plan; returns the spec files it changed (relative to `specDir`), and how to put them back. */
export function writePlan(specDir: string, plan: ImportPlan, label: string): { changed: string[]; undo: () => void } {
  const changed: string[] = [];
  const undos: (() => void)[] = [];
  const update = (file: string, kind: SpecFileKind, header: string, fill: (doc: Document) => void) => {
    const path = join(specDir, file);
    const before = existsSync(path) ? readFileSync(path, 'utf8') : null;
    const doc = before === null ? new Document({}) : parseDocument(before);
    fill(doc);
    // On the first key, so no blank line follows it (as in the hand-written files); the line naming the file's JSON
    // Schema first, as the generator requires.
    if (before === null) (doc.contents as YAMLMap).commentBefore = `${schemaLine(kind).slice(1)}\n${header}`;
    const text = specYaml(doc);
    if (text !== before) {
      writeFileSync(path, text);
      changed.push(file);
      undos.push(() => (before === null ? rmSync(path) : writeFileSync(path, before)));
    }
  };
  const schema = ' Schema and the meaning of "from": spec/README.md.';
  for (const [area, ops] of [...plan.operations].sort(([a], [b]) => a.localeCompare(b))) {
    const fresh = plan.newAreas.find((a) => a.area === area);
    update(
      `areas/${area}.yaml`,
      'area',
      ` ${fresh?.title}: imported by npm run spec:import from ${label}.\n${schema}`,
      (doc) => {
        if (fresh) for (const k of ['area', 'title', 'base'] as const) doc.set(k, fresh[k]);
        const seq = listAt(doc, 'operations');
        for (const op of ops) seq.items.push(operationNode(doc, op));
      },
    );
  }
  if (plan.models.length) {
    update(
      IMPORTED_MODELS,
      'models',
      ` Models added by npm run spec:import; each notes the definition it came from.\n${schema}`,
      (doc) => {
        const seq = listAt(doc, 'models');
        for (const m of plan.models) seq.items.push(modelNode(doc, m));
      },
    );
  }
  if (plan.locatorPath.length || plan.locatorOperations.length) {
    update('locators.yaml', 'locators', '', (doc) => {
      const path = doc.getIn(['inputs', 'path']) as YAMLMap;
      const ops = doc.getIn(['inputs', 'operations']) as YAMLMap;
      for (const [name, kind] of plan.locatorPath) path.set(name, kind);
      for (const [id, entry] of plan.locatorOperations) ops.set(id, flow(doc.createNode(entry)));
    });
  }
  return { changed, undo: () => undos.forEach((u) => u()) };
}

function listAt(doc: Document, key: string) {
  if (!doc.has(key)) doc.set(key, doc.createNode([]));
  const seq = doc.get(key, true);
  if (!isSeq(seq)) throw new Error(`${key} is not a list`);
  return seq;
}

const flow = <T extends Node>(node: T): T => Object.assign(node, { flow: true });

/** Doc and note strings double-quoted, as the spec writes them. */
function quoted(doc: Document, map: YAMLMap, keys: string[]) {
  for (const k of keys) {
    const v = map.get(k, true);
    if (v instanceof Scalar) v.type = Scalar.QUOTE_DOUBLE;
  }
  return map;
}

function operationNode(doc: Document, op: SpecOperation): Node {
  const node = doc.createNode(op) as YAMLMap;
  for (const k of ['pathParams', 'body', 'returns']) {
    const v = node.get(k, true);
    if (v) flow(v as Node);
  }
  const query = node.get('query', true);
  if (isSeq(query)) for (const q of query.items) flow(q as Node);
  return quoted(doc, node, ['note', 'since']);
}

function modelNode(doc: Document, m: SpecModel): Node {
  const node = doc.createNode(m) as YAMLMap;
  const collection = node.get('collection', true);
  if (collection) flow(collection as Node);
  const props = node.get('properties', true);
  if (isSeq(props)) for (const p of props.items) if (isMap(p)) flow(quoted(doc, p, ['doc', 'since']));
  return quoted(doc, node, ['doc', 'note']);
}
