// Hand-written: edit it here; the generator never writes this file.
import { badInput } from './errors.js';
import type { BodyMediaType } from './vocabulary.js';

/**
 * How an operation's body is sent: a call encodes the body and sets `type` as the Content-Type of `headers` (the
 * operation, `operation`, is named in the error for a body it cannot send). Operations that take a body refer to one,
 * so a bundle of operations without one leaves the body handling out.
 */
export interface BodyFormat {
  (body: unknown, headers: Record<string, string>, operation: string): string;
  readonly type: BodyMediaType;
}

const format = (type: BodyMediaType, encode: (body: unknown, operation: string) => string): BodyFormat =>
  Object.assign(
    (body: unknown, headers: Record<string, string>, operation: string) => {
      headers['content-type'] = type;
      return encode(body, operation);
    },
    { type },
  );

/** A model, as JSON. */
export const jsonBody = /* @__PURE__ */ format('application/json', (body) => JSON.stringify(body));

/** A string, as plain text. */
export const textBody = /* @__PURE__ */ format('text/plain', (body, operation) =>
  typeof body === 'string' ? body : badInput('body must be a string', operation),
);
