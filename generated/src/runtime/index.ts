// Hand-written: edit it here; the generator never writes this file.
export {
  createTransport,
  type Auth,
  type CallOptions,
  type ClientOptions,
  type Hooks,
  type Transport,
  type TransportSummary,
} from './transport.js';
import { authFromBuildProperties as fromFile } from '#build-properties';
import type { authFromBuildProperties as Typed } from './build-properties.js';
export type { BuildPropertiesAuth } from './build-properties.js';
/**
 * The server and credentials of a TeamCity build, from its build properties file (`build-properties.ts`). Node.js only
 * (it reads a file): the browser condition of `#build-properties` puts a stub in its place. Typed from the
 * module itself, so the declarations name no import-map entry (which node10 and CommonJS resolution cannot follow).
 */
export const authFromBuildProperties: typeof Typed = fromFile;
export { headersFromEnv } from './env-headers.js';
export { redactorOf } from './transport.js';
export { cleanDeep, cutBefore, redactor, type Redactor } from './redactor.js';
export { buildUrl, request, type Operation } from './request.js';
export { Router, type Match, type RouteTemplate } from './route.js';
export type { BodyMediaType, Method, PathStyle, QueryType, ResultKind, Since, Source } from './vocabulary.js';
export { SINCE, sinceWords } from './vocabulary.js';
export {
  errorMessage,
  TeamCityAbortError,
  TeamCityApiError,
  TeamCityAuthenticationError,
  TeamCityBadRequestError,
  TeamCityConflictError,
  TeamCityError,
  TeamCityForbiddenError,
  TeamCityInputError,
  TeamCityMediaTypeError,
  TeamCityNetworkError,
  TeamCityNotFoundError,
  TeamCityRateLimitError,
  TeamCityRequestError,
  TeamCityResponseError,
  TeamCityServerError,
  TeamCityTimeoutError,
  type RequestInfo,
} from './errors.js';
export type { RetryOptions } from './retry.js';
export { paginate, TeamCityPaginationError, type PaginateOptions } from './paginate.js';
export { bind, type Bound } from './bind.js';
export type { ByteRange, FileResponse } from './file.js';
export { formatTeamCityDate, parseTeamCityDate, type TeamCityDate } from './date.js';
export {
  exampleFields,
  renderFields,
  withFields,
  type ExactFields,
  type FieldSelection,
  type Selected,
} from './fields.js';

/** A JSON object as TeamCity sends it (absent values are omitted, never null). */
export type JsonObject = { [key: string]: unknown };
/** The argument of an operation that takes no inputs. */
export type NoArgs = Record<string, never>;
export {
  formatLocatorDate,
  LocatorSyntaxError,
  parseLocator,
  renderLocator,
  renderLocatorValue,
  type LocatorObject,
  type LocatorValue,
  type ParsedLocator,
} from './locator.js';
