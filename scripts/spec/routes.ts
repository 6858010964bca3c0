// Routes compared by method and path shape: placeholder names do not matter.
import type { Api, Operation } from '../../generator/ir.js';
import type { Swagger, SwaggerOperation } from './definition.js';

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** `GET /app/rest/builds/{}/tags`: the method and the path with every placeholder emptied. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;

export interface DefinitionOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  op: SwaggerOperation;
}

/** The definition's operations, in its path order, methods in a fixed order (TeamCity serves no others here). */
export function definitionOperations(swagger: Swagger): DefinitionOperation[] {
  const base = (swagger.basePath ?? '').replace(/\/+$/, '');
  return Object.entries(swagger.paths).flatMap(([p, item]) => {
    const path = p.startsWith('/app/rest') ? p : `${base}${p}`;
    return METHODS.filter((m) => item[m]).map((m) => ({
      method: m.toUpperCase() as DefinitionOperation['method'],
      path,
      op: item[m]!,
    }));
  });
}

/** The spec's operations (file-tree ones included) by route. */
export function specRoutes(api: Api): Map<string, Operation> {
  return new Map(api.areas.flatMap((a) => a.operations.map((o) => [routeKey(o.method, o.path), o] as const)));
}
