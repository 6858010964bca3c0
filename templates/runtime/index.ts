export { createTransport, type Auth, type CallOptions, type ClientOptions, type Transport } from './transport.js';
export { request, TeamCityNetworkError, type Operation, type ResultKind } from './request.js';
export { TeamCityApiError, TeamCityError, TeamCityInputError, TeamCityResponseError, errorMessage } from './errors.js';
export { bind, type Bound } from './bind.js';
export type { FileResponse } from './file.js';
export { formatTeamCityDate, parseTeamCityDate, type TeamCityDate } from './date.js';
export { renderFields, withFields, type ExactFields, type FieldSelection, type Selected } from './fields.js';

/** A JSON object as TeamCity sends it (absent values are omitted, never null). */
export type JsonObject = { [key: string]: unknown };
/** The argument of an operation that takes no inputs. */
export type NoArgs = Record<string, never>;
