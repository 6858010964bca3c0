// Reads a TeamCity swagger 2.0 definition: a file, or a server's /app/rest/swagger.json.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export interface SwaggerSchema {
  $ref?: string;
  type?: string;
  format?: string;
  items?: SwaggerSchema;
  enum?: string[];
  description?: string;
  properties?: Record<string, SwaggerSchema>;
  additionalProperties?: SwaggerSchema | boolean;
}
export interface SwaggerParameter {
  name: string;
  in: 'path' | 'query' | 'body' | 'formData' | 'header';
  required?: boolean;
  type?: string;
  format?: string;
  items?: SwaggerSchema;
  default?: string | number | boolean;
  schema?: SwaggerSchema;
}
export interface SwaggerOperation {
  operationId: string;
  tags?: string[];
  consumes?: string[];
  produces?: string[];
  parameters?: SwaggerParameter[];
  responses: Record<string, { schema?: SwaggerSchema }>;
}
export interface Swagger {
  swagger: string;
  /** Prefixed to every path (a server may declare `/app/rest` here rather than in the paths). */
  basePath?: string;
  info?: { version?: string; title?: string };
  paths: Record<string, Record<string, SwaggerOperation>>;
  definitions: Record<string, SwaggerSchema>;
}

export interface Definition {
  /** What the operations are marked as coming from: the file's name, or the server's address. */
  label: string;
  swagger: Swagger;
}

/** The environment a server definition is fetched with: TEAMCITY_URL, and TEAMCITY_TOKEN or TEAMCITY_USER/PASSWORD. */
export type Env = Partial<Record<'TEAMCITY_URL' | 'TEAMCITY_TOKEN' | 'TEAMCITY_USER' | 'TEAMCITY_PASSWORD', string>>;

/** `source`: a file, an http(s) URL, or nothing (the server at TEAMCITY_URL). */
export async function readDefinition(source: string | undefined, env: Env = process.env as Env): Promise<Definition> {
  const url =
    source === undefined ? env.TEAMCITY_URL && `${env.TEAMCITY_URL.replace(/\/+$/, '')}/app/rest/swagger.json` : source;
  if (!url) throw new Error("give a swagger.json file or URL, or set TEAMCITY_URL to read the server's own definition");
  if (!/^https?:\/\//i.test(url))
    return { label: basename(url), swagger: checked(JSON.parse(readFileSync(url, 'utf8')), url) };
  const where = new URL(url);
  // The address without any user:password it may carry, so it can be shown.
  const shown = `${where.origin}${where.pathname}`;
  const response = await fetch(url.replace(/\/\/[^/@]*@/, '//'), {
    headers: authHeaders(env, where),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`${shown} answered ${response.status} ${response.statusText}`);
  return { label: shown, swagger: checked(await response.json(), shown) };
}

function authHeaders(env: Env, url: URL): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (env.TEAMCITY_TOKEN) headers.Authorization = `Bearer ${env.TEAMCITY_TOKEN}`;
  else if (url.username || env.TEAMCITY_USER) {
    const user = decodeURIComponent(url.username) || env.TEAMCITY_USER!;
    const password = decodeURIComponent(url.password) || env.TEAMCITY_PASSWORD || '';
    headers.Authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  }
  return headers;
}

function checked(value: unknown, where: string): Swagger {
  const s = value as Swagger;
  if (s?.swagger !== '2.0' || typeof s.paths !== 'object' || typeof s.definitions !== 'object') {
    throw new Error(`${where} is not a swagger 2.0 definition (no swagger: "2.0", paths and definitions)`);
  }
  return s;
}
