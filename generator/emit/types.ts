import type { Body, Operation, QueryParam, Result } from '../ir.js';
import { locatorInputType } from './locators.js';

/** The result types of the kinds that are not a model. */
const FIXED_RESULT: Record<string, string> = {
  string: 'Promise<string>',
  void: 'Promise<void>',
  binary: 'Promise<FileResponse>',
  object: 'Promise<JsonObject>',
};

export function resultType(r: Result): string {
  return FIXED_RESULT[r.kind] ?? `Promise<${r.type}>`;
}

export function queryType(q: QueryParam): string {
  if (q.locator) return locatorInputType(q.locator);
  return { string: 'string', boolean: 'boolean', integer: 'number', 'string[]': 'string[]' }[q.type];
}

export function bodyType(b: Body): string {
  return b.type === 'string' ? 'string' : b.type;
}

/** Every model name an operation mentions (result and body). */
export function modelsOf(op: Operation): string[] {
  const names: string[] = [];
  if (op.returns.kind === 'json') names.push(op.returns.type);
  if (op.body && op.body.type !== 'string') names.push(op.body.type);
  return names;
}

/** Every locator type an operation's inputs take. */
export function locatorsOf(op: Operation): string[] {
  return [...op.pathParams, ...op.query].flatMap((p) => (p.locator ? [`${p.locator}Locator`] : []));
}

/** The model a typed `fields` selection narrows: an operation with a `fields` input and a model result. */
export function selectionOf(op: Operation): string | null {
  return op.returns.kind === 'json' && op.query.some((q) => q.arg === 'fields') ? op.returns.type : null;
}
