// Reads a TeamCity swagger 2.0 definition: a file, or a server's /app/rest/swagger.json.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';

const name = z.string({ error: 'must be a string' });

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
// What the import reads of a definition, checked before it reads it; the rest of each object is let through.
const schemaSchema: z.ZodType<SwaggerSchema> = z.lazy(() =>
  z.looseObject({
    $ref: name.optional(),
    type: name.optional(),
    format: name.optional(),
    items: schemaSchema.optional(),
    enum: z.array(name).optional(),
    description: name.optional(),
    properties: z.record(name, schemaSchema).optional(),
    additionalProperties: z.union([schemaSchema, z.boolean()]).optional(),
  }),
);
const parameterSchema = z.looseObject({
  name,
  in: z.enum(['path', 'query', 'body', 'formData', 'header']),
  required: z.boolean().optional(),
  type: name.optional(),
  format: name.optional(),
  items: schemaSchema.optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  schema: schemaSchema.optional(),
});
const operationSchema = z.looseObject({
  operationId: name,
  tags: z.array(name).optional(),
  consumes: z.array(name).optional(),
  produces: z.array(name).optional(),
  parameters: z.array(parameterSchema).optional(),
  responses: z.record(name, z.looseObject({ schema: schemaSchema.optional() })),
});
const swaggerSchema = z.looseObject({
  swagger: name,
  /** Prefixed to every path (a server may declare `/app/rest` here rather than in the paths). */
  basePath: name.optional(),
  info: z.looseObject({ version: name.optional(), title: name.optional() }).optional(),
  // TeamCity serves no other methods under /app/rest.
  paths: z.record(
    name,
    z.looseObject({
      get: operationSchema.optional(),
      post: operationSchema.optional(),
      put: operationSchema.optional(),
      delete: operationSchema.optional(),
    }),
  ),
  definitions: z.record(name, schemaSchema),
});
export type SwaggerParameter = z.infer<typeof parameterSchema>;
export type SwaggerOperation = z.infer<typeof operationSchema>;
export type Swagger = z.infer<typeof swaggerSchema>;

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
  // No redirects: the credentials are for this server only. A server that does not answer within a minute never will.
  const response = await fetch(`${shown}${where.search}`, {
    headers: authHeaders(env, where),
    redirect: 'error',
    signal: AbortSignal.timeout(60_000),
  }).catch((error: Error) => {
    throw new Error(`${shown}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`);
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
  const s = value as { swagger?: unknown } | null;
  if (s?.swagger !== '2.0') throw new Error(`${where} is not a swagger 2.0 definition (no swagger: "2.0")`);
  // zod leaves a `__proto__` key out of what it parses: refused, never dropped unseen.
  const proto = protoPath(value, []);
  if (proto) throw new Error(`${where}: ${proto}: the key __proto__ cannot name anything`);
  const result = swaggerSchema.safeParse(value);
  if (result.success) return result.data;
  const shown = result.error.issues.slice(0, 10).map((i) => `  ${pathText(i.path)}: ${i.message}`);
  const more = result.error.issues.length - shown.length;
  throw new Error(
    `${where} is not a swagger 2.0 definition the import can read:\n${shown.join('\n')}${more > 0 ? `\n  and ${more} more` : ''}`,
  );
}

/** `paths["/app/rest/x"].get.operationId`. */
const pathText = (path: PropertyKey[]) =>
  path
    .map((k, i) =>
      typeof k === 'string' && /^[A-Za-z_$][\w$]*$/.test(k) ? `${i ? '.' : ''}${k}` : `[${JSON.stringify(k)}]`,
    )
    .join('');

/** Where the first `__proto__` key is, or undefined. */
function protoPath(value: unknown, path: PropertyKey[]): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (key === '__proto__') return pathText(at);
    const found = protoPath(v, at);
    if (found) return found;
  }
  return undefined;
}
