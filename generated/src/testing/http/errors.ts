// Hand-written: edit it here; the generator never writes this file.
import { negotiate, XML_JSON } from './negotiate.js';
import type { HttpError } from '../model/errors.js';

// Where handlers and finders imported them from before `model/errors.ts`.
export { badRequest, HttpError, locatorError, notFound } from '../model/errors.js';

/**
 * How error bodies look: TeamCity's legacy plain text, or the newer `errors` body (JSON or XML by Accept; plain text
 * still where the Accept header admits neither).
 */
export type ErrorFormat = 'legacy' | 'structured';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The hint line each of TeamCity's exception mappers adds. */
const HINTS: Record<number, string> = {
  400: 'Invalid request. Check locator is specified correctly.',
  403: 'Access denied. Check the user has enough permissions to perform the operation.',
  404: 'Could not find the entity requested. Check the reference is correct and the user has permissions to access the entity.',
  405: 'Please check URL is correct.',
  406: "Make sure you have supplied correct 'Accept' header.",
  409: 'Cannot process this request at this time. Repeat later.',
  415: "Make sure you have supplied correct 'Content-Type' header.",
};

/** Errors from TeamCity's core (login, CSRF filter) rather than the REST mappers: always plain text. */
export const CORE = 'core';

/** Errors Jersey answers itself before any TeamCity mapper runs (an unreadable header): no body at all. */
export const BARE = 'bare';

export interface ErrorBody {
  contentType: string;
  body: string;
}

export function statusLine(status: number): string {
  const reason = REASONS[status] ?? 'Error';
  return status >= 500
    ? `Error has occurred during request processing, status code: ${status} (${reason}).`
    : `Responding with error, status code: ${status} (${reason}).`;
}

/** The error body TeamCity would send for this status and message, in the chosen format. */
export function errorBody(format: ErrorFormat, error: HttpError, accept: string | undefined): ErrorBody {
  const status = error.status;
  const details = `${error.exception}: ${error.message}`;
  if (error.exception === BARE) return { contentType: '', body: '' };
  if (error.exception === CORE) {
    return {
      contentType: 'text/plain;charset=UTF-8',
      body: status === 401 ? error.message : `${status} ${REASONS[status]}: ${error.message}`,
    };
  }
  const negotiated = negotiate(accept, XML_JSON);
  // The structured body is XML or JSON, as the Accept header asks: one that admits neither (a text/plain route's) gets
  // the plain text.
  if (format === 'legacy' || !negotiated) {
    const hint = HINTS[status];
    return {
      contentType: 'text/plain;charset=UTF-8',
      body: `${statusLine(status)}\nDetails: ${details}${hint ? `\n${hint}` : ''}`,
    };
  }
  const message = HINTS[status] && (status === 406 || status === 415) ? HINTS[status]! : error.message;
  const entry = { message, additionalMessage: details, statusText: statusLine(status) };
  if (negotiated === 'application/json') {
    return { contentType: 'application/json', body: JSON.stringify({ errors: [{ ...entry, stackTrace: null }] }) };
  }
  const x = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return {
    contentType: 'application/xml',
    body: `<errors><error><message>${x(entry.message)}</message><additionalMessage>${x(details)}</additionalMessage><statusText>${x(entry.statusText)}</statusText></error></errors>`,
  };
}

/** The port is taken by another process. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(readonly port: number) {
    super(`port ${port} on 127.0.0.1 is in use by another process`);
  }
}
