// Hand-written: edit it here; the generator never writes this file.
import { operations, type OperationId } from '../../operations.js';
import { badRequest } from '../model/errors.js';
import { XML_JSON, type ResourceMethod } from './negotiate.js';
import type { Route } from './router.js';

/**
 * One of TeamCity's resource methods at a route's path and HTTP method. The operation table holds one per path and
 * method; TeamCity has more at some, told apart by `@Consumes` and `@Produces`: the plain-text forms kept for old
 * clients (`ParametersSubResource`'s "pre-8.1 compatibility" methods, create by name, a tag as text) and JSON/XML twins
 * of text operations.
 */
export interface Form {
  /** The operation whose handler serves the form: the route's own, or the sibling whose code TeamCity's shares. */
  via: Route;
  consumes: readonly string[];
  produces: readonly string[];
  /** The handler's input made from the text body, for a text form of an operation that reads a model. */
  input?: (text: string) => unknown;
  /** The text answer made from the handler's result and the text body, for a text form of a model operation. */
  answer?: (result: unknown, text: string) => string;
  /** Set for a form the fake does not simulate: its name in TeamCity's code, for the 501 answer. */
  notSimulated?: string;
}

/** What the route's own resource method `@Produces`: XML and JSON for models, text for strings, any for the rest. */
export function produces({ returns }: Route): readonly string[] {
  if (returns.kind === 'json' || returns.kind === 'object')
    return returns.mediaType === 'application/xml' ? ['application/xml'] : XML_JSON;
  if (returns.kind === 'string') return returns.mediaType === 'application/xml' ? ['application/xml'] : ['text/plain'];
  return ['*/*'];
}

/** What the route's own resource method `@Consumes`: XML and JSON for a model, text for a string, any without a body. */
function consumes({ body }: Route): readonly string[] {
  if (!body) return ['*/*'];
  return body.mediaType === 'text/plain' ? ['text/plain'] : XML_JSON;
}

const named = (what: string) => (text: string) => {
  if (!text) throw badRequest(`${what} name cannot be empty.`);
  return { name: text };
};
const tag = (text: string) => {
  if (!text) throw badRequest('Cannot apply empty tag, should have non empty request body');
  return { tag: [{ name: text }] };
};

/** The hidden methods TeamCity has beside an operation, from its REST sources (JetBrains/teamcity-rest). */
const HIDDEN: Partial<Record<OperationId, Omit<Form, 'via'>[]>> = {
  // ProjectRequest.createEmptyProject: a project under the root project, named by the body.
  'projects.create_project': [{ consumes: ['text/plain'], produces: XML_JSON, input: named('Project') }],
  // ProjectRequest.createEmptyBuildType and createEmptyBuildTypeTemplate.
  'projects.create_build_type': [{ consumes: ['text/plain'], produces: XML_JSON, input: named('Build type') }],
  'projects.create_build_type_template': [
    { consumes: ['text/plain'], produces: XML_JSON, input: named('Build type template') },
  ],
  // BuildRequest.addTag and BuildQueueRequest.addTag: one tag, answered with its name.
  'builds.add_tags': [{ consumes: ['text/plain'], produces: ['text/plain'], input: tag, answer: (_, text) => text }],
  'buildQueue.add_tags': [
    { consumes: ['text/plain'], produces: ['text/plain'], input: tag, answer: (_, text) => text },
  ],
  // BuildRequest.addProblem: a build problem from a problemOccurrence body.
  'builds.add_problem_to_build': [{ consumes: XML_JSON, produces: XML_JSON, notSimulated: 'addProblem' }],
};

const byPath = new Map(operations.map((o) => [`${o.method} ${o.op.path}`, o]));

/**
 * Every resource method at the route's path and HTTP method, the route's own first. `ParametersSubResource` has at
 * `{name}` a text form of every `{name}/value` method (GET and PUT), doing what that one does.
 */
export function formsOf(route: Route): ResourceMethod<Form>[] {
  const known = cache.get(route.id);
  if (known) return known;
  const own: Form = { via: route, consumes: consumes(route), produces: produces(route) };
  const forms = [own, ...(HIDDEN[route.id as OperationId] ?? []).map((f) => ({ via: route, ...f }))];
  const value = route.op.path.endsWith('/{name}') ? byPath.get(`${route.method} ${route.op.path}/value`) : undefined;
  if (value && route.returns.kind === 'json') {
    // The sibling's route, so its handler and answer are those of `{name}/value`.
    forms.push({
      via: value,
      consumes: route.method === 'GET' ? ['*/*'] : ['text/plain'],
      produces: ['text/plain'],
    });
  }
  const methods = forms.map((form) => ({ consumes: form.consumes, produces: form.produces, method: form }));
  cache.set(route.id, methods);
  return methods;
}

const cache = new Map<Route['id'], ResourceMethod<Form>[]>();
