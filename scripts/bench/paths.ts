// The two TeamCity endpoints the peers call, written out in openapi-typescript's `paths` shape for openapi-fetch.

interface Build {
  id: number;
  buildTypeId?: string;
  number?: string;
  status?: string;
  state?: string;
  href?: string;
  webUrl?: string;
}

interface JsonAnswer<T> {
  200: { headers: { [name: string]: unknown }; content: { 'application/json': T } };
}

interface Unused {
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}

export interface paths {
  '/app/rest/builds': Unused & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { locator?: string; fields?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: JsonAnswer<{ count?: number; href?: string; nextHref?: string; build?: Build[] }>;
    };
  };
  '/app/rest/builds/{buildLocator}': Unused & {
    parameters: { query?: never; header?: never; path: { buildLocator: string }; cookie?: never };
    get: {
      parameters: { query?: { fields?: string }; header?: never; path: { buildLocator: string }; cookie?: never };
      requestBody?: never;
      responses: JsonAnswer<Build>;
    };
  };
}
