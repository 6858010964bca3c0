// Hand-written: edit it here; the generator never writes this file.
// A call is judged by the route TeamCity will serve, not by the template it was called by: a template's values can
// spell another route (`/app/rest/{projectLocator}/{btLocator}/{buildLocator}/{field}` with `debug`, `database`,
// `query`, ... is `GET /app/rest/debug/database/query/...`, which Jersey serves by its literal segments).
import { buildUrl, operations, Router, TeamCityInputError, type OperationEntry } from 'teamcity-sdk';
import { OPERATIONS } from './api.js';
import { MODES, type Mode } from './modes.js';

/**
 * Every operation as a route of the matcher the fake TeamCity routes with. TeamCity's hidden methods (the fake's
 * handlers/hidden.ts) are left out: each GET of them only reads, and no template a mode below admin allows for
 * another method can spell one.
 */
const router = new Router(operations);

/** The mode an operation needs (an id the table lacks needs admin). */
export const modeOf = (id: string): Mode => OPERATIONS[id]?.[0] ?? 'admin';

/** An operation's MCP annotations, from its letters (an id the table lacks is taken as the riskiest: none of them). */
export function annotationsOf(id: string): {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
} {
  const letters = OPERATIONS[id]?.[1] ?? 'd';
  return {
    readOnlyHint: letters.includes('r'),
    destructiveHint: letters.includes('d'),
    idempotentHint: letters.includes('i'),
  };
}

/** How many times a value is decoded looking for `/`: a proxy before TeamCity may decode it once more. */
const DECODINGS = 3;

/** Whether one segment's text, or what decoding it again gives, is a `/`, `\` or a dot segment. */
function splits(text: string): boolean {
  let value = text;
  for (let i = 0; i < DECODINGS; i++) {
    if (/[/\\]/.test(value) || value === '.' || value === '..') return true;
    let next: string;
    try {
      next = decodeURIComponent(value);
    } catch {
      return false;
    }
    if (next === value) return false;
    value = next;
  }
  return /[/\\]|^\.\.?$/.test(value);
}

export interface Served {
  /** The operation whose mode the call needs: the strictest of the one called and those that may serve its path. */
  needs: OperationEntry;
  /** The operations TeamCity may serve the path with, when not the one called. */
  others: OperationEntry[];
}

/**
 * The route a call's inputs make and who serves it. A `{x}` value that holds `/`, `\` or a dot segment, as it is or
 * decoded again, is refused as a sub-path with a dot segment is: no URL carries it as one segment.
 */
export function servedBy(e: OperationEntry, inputs: Record<string, unknown>): Served {
  const path = buildUrl(e.op, inputs).split('?')[0]!;
  const own = new Router([e]).find(e.method, path);
  if (own && own !== 'method')
    for (const [name, value] of Object.entries(own.params))
      if (e.op.path.includes(`{${name}}`) && splits(value))
        throw new TeamCityInputError(`path parameter ${name} holds a "/", "\\" or a dot segment, encoded or not`, e.id);
  const candidates = router.candidates(e.method, path);
  const rank = (x: OperationEntry) => MODES.indexOf(modeOf(x.id));
  const needs = [e, ...candidates].reduce((a, b) => (rank(b) > rank(a) ? b : a));
  return { needs, others: candidates.filter((c) => c !== e) };
}
