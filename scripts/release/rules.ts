// The catalogue of API changes `npm run api:diff` reports: one entry per kind of change, with the side of a call it
// touches and what it asks of the version. Every finding names one of these ids (see diff.ts).

/** What a change asks of the version: `breaking` a major bump, `feature` a minor, `fix` a patch (below 1.0.0, see version.ts). */
export type Level = 'breaking' | 'feature' | 'fix';

/** The side of a call a change touches: what a caller sends, what it reads back, or neither (names, words). */
export type Direction = 'request' | 'response' | 'none';

export interface Rule {
  readonly id: string;
  readonly direction: Direction;
  readonly level: Level;
  readonly description: string;
}

export const RULES = [
  // Operations.
  {
    id: 'operation-removed',
    direction: 'none',
    level: 'breaking',
    description: 'An operation is gone: its function, aliases and Args interface with it.',
  },
  {
    id: 'operation-renamed',
    direction: 'none',
    level: 'breaking',
    description: 'The same route under another name: the old function name is gone.',
  },
  {
    id: 'operation-route-changed',
    direction: 'request',
    level: 'breaking',
    description: "An operation's method or path changed: calls go to another route.",
  },
  {
    id: 'operation-alias-removed',
    direction: 'none',
    level: 'breaking',
    description: 'A second name of an operation is gone.',
  },
  { id: 'operation-added', direction: 'none', level: 'feature', description: 'A new operation.' },
  { id: 'operation-alias-added', direction: 'none', level: 'feature', description: 'A new name for an operation.' },
  {
    id: 'operation-words-changed',
    direction: 'none',
    level: 'fix',
    description: 'The words of an operation or of its inputs (summary, description, a server default it documents).',
  },
  // Inputs: path parameters, query inputs, the body.
  {
    id: 'request-required-input-added',
    direction: 'request',
    level: 'breaking',
    description: 'A new input every call must pass.',
  },
  {
    id: 'request-optional-input-added',
    direction: 'request',
    level: 'feature',
    description: 'A new input a call may pass.',
  },
  {
    id: 'request-input-removed',
    direction: 'request',
    level: 'breaking',
    description: 'An input is gone: calls that pass it no longer type-check.',
  },
  {
    id: 'request-input-became-required',
    direction: 'request',
    level: 'breaking',
    description: 'An optional input is now required.',
  },
  {
    id: 'request-input-became-optional',
    direction: 'request',
    level: 'feature',
    description: 'A required input is now optional.',
  },
  {
    id: 'request-input-type-changed',
    direction: 'request',
    level: 'breaking',
    description: 'An input takes another or a narrower type.',
  },
  {
    id: 'request-input-type-widened',
    direction: 'request',
    level: 'feature',
    description: 'An input takes more than before (a typed locator beside the text).',
  },
  {
    id: 'request-input-wire-changed',
    direction: 'request',
    level: 'fix',
    description: 'An input is sent under another name or media type; its TypeScript form is the same.',
  },
  // The answer.
  {
    id: 'response-type-changed',
    direction: 'response',
    level: 'breaking',
    description: 'An operation answers with another type.',
  },
  {
    id: 'response-media-type-changed',
    direction: 'response',
    level: 'fix',
    description: 'An operation asks for another media type; its result type is the same.',
  },
  // Models: a property change is reported as a response rule where an answer holds the model, else as a request rule.
  {
    id: 'model-removed',
    direction: 'none',
    level: 'breaking',
    description: 'A model is gone: its interface and its fields selection.',
  },
  { id: 'model-added', direction: 'none', level: 'feature', description: 'A new model.' },
  {
    id: 'model-words-changed',
    direction: 'none',
    level: 'fix',
    description: 'The words of a model or of its properties.',
  },
  {
    id: 'response-property-removed',
    direction: 'response',
    level: 'breaking',
    description: 'A property an answer holds is gone.',
  },
  {
    id: 'response-property-added',
    direction: 'response',
    level: 'feature',
    description: 'A new property of a model an answer holds (every property is optional).',
  },
  {
    id: 'response-property-type-changed',
    direction: 'response',
    level: 'breaking',
    description: 'A property an answer holds has another type.',
  },
  {
    id: 'response-enum-value-added',
    direction: 'response',
    level: 'feature',
    description: 'A new value of a property an answer holds: TeamCity\'s enums are open (README, "Release").',
  },
  {
    id: 'response-enum-value-removed',
    direction: 'response',
    level: 'breaking',
    description: 'A value of a property an answer holds is gone: code comparing with it no longer type-checks.',
  },
  {
    id: 'request-property-removed',
    direction: 'request',
    level: 'breaking',
    description: 'A property of a body model is gone.',
  },
  {
    id: 'request-property-added',
    direction: 'request',
    level: 'feature',
    description: 'A new property of a body model (every property is optional).',
  },
  {
    id: 'request-property-type-changed',
    direction: 'request',
    level: 'breaking',
    description: 'A property of a body model has another type.',
  },
  {
    id: 'request-enum-value-added',
    direction: 'request',
    level: 'feature',
    description: 'An input takes a new value: of a body property or a locator enum.',
  },
  {
    id: 'request-enum-value-removed',
    direction: 'request',
    level: 'breaking',
    description: 'An input no longer takes a value: of a body property or a locator enum.',
  },
  // Locators: inputs only.
  {
    id: 'locator-kind-added',
    direction: 'request',
    level: 'feature',
    description: 'A new locator kind (and its typed locator).',
  },
  {
    id: 'locator-kind-removed',
    direction: 'request',
    level: 'breaking',
    description: 'A locator kind is gone, with its typed locator.',
  },
  {
    id: 'locator-dimension-added',
    direction: 'request',
    level: 'feature',
    description: 'A typed locator takes a new dimension.',
  },
  {
    id: 'locator-dimension-removed',
    direction: 'request',
    level: 'breaking',
    description: 'A typed locator no longer takes a dimension.',
  },
  {
    id: 'locator-dimension-type-changed',
    direction: 'request',
    level: 'breaking',
    description: 'A dimension of a typed locator takes another type.',
  },
  {
    id: 'locator-dimension-widened',
    direction: 'request',
    level: 'feature',
    description: 'A dimension takes more than before (a number, upper case, several values).',
  },
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]['id'];

const byId = new Map<string, Rule>(RULES.map((r) => [r.id, r]));

export function ruleOf(id: RuleId): Rule {
  return byId.get(id)!;
}
