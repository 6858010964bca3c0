// Hand-written: edit it here; the generator never writes this file.
import { badInput } from './errors.js';
import type { BodyMediaType } from './vocabulary.js';

/**
 * How an operation's body is sent: its media type and its encoding. Operations that take a body refer to one, so a
 * bundle of operations without one leaves both out.
 */
export interface BodyFormat {
  readonly type: BodyMediaType;
  /** The body as sent; `operation` is named in the error for a body this format cannot send. */
  encode(body: unknown, operation: string): string;
}

/** A model, as JSON. */
export const jsonBody: BodyFormat = { type: 'application/json', encode: (body) => JSON.stringify(body) };

/** A string, as plain text. */
export const textBody: BodyFormat = {
  type: 'text/plain',
  encode: (body, operation) => (typeof body === 'string' ? body : badInput('body must be a string', operation)),
};
