// The fake TeamCity chooses the resource method and the answer's media type as TeamCity's Jersey (2.41) does
// (org.glassfish.jersey: MethodSelectingRouter, CombinedMediaType, AcceptableMediaType, HttpHeaderReader): Accept sorted
// by q-value then specificity; the best pairing of an accepted type with a produced one, more specific first, then
// higher q, then fewer wildcards matched; ties to the earlier accepted type, then to the earlier @Produces entry
// (TeamCity's resources list application/xml before application/json). Checked here on the Accept headers real clients
// send, and on TeamCity's hidden plain-text methods that share a path with an operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { parseAccept, selectMethod } from '../generated/src/testing/http/negotiate.js';
import { rest } from './helpers/rest.js';

const XML = 'application/xml';
const JSON_ = 'application/json';
const TEXT = 'text/plain';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P', name: 'Project' }],
      buildTypes: [{ id: 'P_Build', name: 'Build', projectId: 'P', paused: false }],
      builds: [{ id: 7, buildTypeId: 'P_Build', number: '1' }],
    },
  });
});
afterAll(() => tc.close());

/** A request with the Accept header given (none when left out), the body as `contentType` says (none when left out). */
const call = (method: string, path: string, { accept, contentType, body }: Call = {}) =>
  rest(tc.url, method, path, body, { accept: accept ?? null, ...(contentType && { contentType }) });
interface Call {
  accept?: string;
  contentType?: string;
  body?: string;
}

/** Accept headers as clients send them by default (or as their users set them), and what TeamCity answers a model with. */
const CLIENTS: { client: string; accept: string | undefined; model: string | 406 }[] = [
  { client: 'curl, wget, Python requests, Node fetch (undici), a browser fetch()', accept: '*/*', model: XML },
  { client: "Go net/http, .NET HttpClient, Java 11's HttpClient (no Accept at all)", accept: undefined, model: XML },
  { client: 'axios 1.x', accept: 'application/json, text/plain, */*', model: JSON_ },
  { client: 'the issue: */* before application/json', accept: '*/*, application/json', model: JSON_ },
  { client: 'httpie', accept: 'application/json, */*;q=0.5', model: JSON_ },
  { client: 'jQuery getJSON', accept: 'application/json, text/javascript, */*; q=0.01', model: JSON_ },
  { client: 'teamcity-ruby-client', accept: 'application/json; charset=utf-8', model: JSON_ },
  { client: "JetBrains' teamcity-cli and most SDKs", accept: 'application/json', model: JSON_ },
  {
    client: 'Java HttpURLConnection up to JDK 17 ("*" read as */*, q=.2 as 0.2)',
    accept: 'text/html, image/gif, image/jpeg, *; q=.2, */*; q=.2',
    model: XML,
  },
  {
    client: 'Java HttpURLConnection, JDK 18 and later',
    accept: 'text/html, image/gif, image/jpeg, */*; q=0.2',
    model: XML,
  },
  {
    client: 'Chrome navigating to the URL',
    accept:
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    model: XML,
  },
  {
    client: 'Firefox and Safari navigating to the URL',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    model: XML,
  },
  { client: 'XML preferred by q', accept: 'application/json;q=0.5, application/xml', model: XML },
  { client: 'JSON preferred by q', accept: 'application/xml;q=0.5, application/json', model: JSON_ },
  { client: 'application/* (a tie: @Produces order)', accept: 'application/*', model: XML },
  // Jersey 2 never drops a q=0 type: it only sorts last, so a lone one is still answered.
  { client: 'q=0 alone', accept: 'application/json;q=0', model: JSON_ },
  { client: 'a browser asking for HTML only', accept: 'text/html', model: 406 },
  { client: 'text only', accept: 'text/plain', model: 406 },
];

describe('the Accept table: a model answer', () => {
  it.each(CLIENTS)('$client ($accept) gets $model', async ({ accept, model }) => {
    const res = await call('GET', '/app/rest/projects/id:P', { accept });
    expect(res.status === 200 ? res.type : res.status).toBe(model);
    if (model === JSON_) expect(JSON.parse(res.text)).toMatchObject({ id: 'P' });
    if (model === XML) expect(res.text).toMatch(/^<\?xml [^>]*\?><project id="P"/);
  });
});

describe('the Accept table: a text answer and a path with a text twin', () => {
  const TEXT_ROUTE: [string | undefined, string | 406][] = [
    ['*/*', TEXT],
    [undefined, TEXT],
    ['application/json, text/plain, */*', TEXT],
    ['application/json', 406],
    ['application/xml', 406],
    ['text/*', TEXT],
  ];
  it.each(TEXT_ROUTE)('GET .../paused with %s answers %s', async (accept, expected) => {
    const res = await call('GET', '/app/rest/buildTypes/id:P_Build/paused', { accept });
    expect(res.status === 200 ? res.type : res.status).toBe(expected);
    if (expected === TEXT) expect(res.text).toBe('false');
  });

  // GET .../parameters/{name}: getParameter (XML, JSON) and the hidden getParameterValue (text) share the path.
  const PARAMETER: [string | undefined, string][] = [
    ['application/json, text/plain, */*', JSON_],
    ['application/json', JSON_],
    ['text/plain', TEXT],
    ['text/plain, application/json;q=0.5', TEXT],
    // Equal fits: Jersey's order among equals is a hash order; the fake takes the documented method.
    ['*/*', XML],
  ];
  it.each(PARAMETER)('GET .../parameters/{name} with %s answers %s', async (accept, expected) => {
    await call('PUT', '/app/rest/buildTypes/id:P_Build/parameters/env.A', {
      contentType: TEXT,
      accept: TEXT,
      body: 'a',
    });
    const res = await call('GET', '/app/rest/buildTypes/id:P_Build/parameters/env.A', { accept });
    expect([res.status, res.type]).toEqual([200, expected]);
    if (expected === TEXT) expect(res.text).toBe('a');
    if (expected === JSON_) expect(JSON.parse(res.text)).toMatchObject({ name: 'env.A', value: 'a' });
  });
});

describe('Accept headers Jersey cannot read', () => {
  it.each([
    'application/json;q=2',
    'application/json;q=0.5000',
    'application/json;q=x',
    'application/json,,*/*',
    'a/b;q',
  ])('%s is a 400 with no body, before any TeamCity mapper', async (accept) => {
    const res = await call('GET', '/app/rest/projects/id:P', { accept });
    expect([res.status, res.text]).toEqual([400, '']);
  });
  it('reads them as Jersey does', () => {
    const types = (h: string) => parseAccept(h).map((m) => `${m.type}/${m.subtype};${m.q}`);
    expect(types('text/html, image/gif, *; q=.2, */*; q=.2')).toEqual([
      'text/html;1000',
      'image/gif;1000',
      '*/*;200',
      '*/*;200',
    ]);
    expect(types('*/*, application/*, application/json')).toEqual([
      'application/json;1000',
      'application/*;1000',
      '*/*;1000',
    ]);
    expect(types('text')).toEqual(['text/*;1000']);
    expect(types('a/b;q="0.5"')).toEqual(['a/b;500']);
    // Jersey reads "1." as ('.' - '0') * 1000.
    expect(types('a/b;q=1., c/d;q=0')).toEqual(['c/d;0', 'a/b;-2000']);
  });
  it('selects one of several methods by Content-Type first, then Accept', () => {
    const methods = [
      { consumes: [XML, JSON_], produces: [XML, JSON_], method: 'model' },
      { consumes: [TEXT], produces: [TEXT], method: 'text' },
    ];
    expect(selectMethod(methods, 'text/plain; charset=UTF-8', '*/*')).toEqual({ method: 'text', mediaType: TEXT });
    expect(selectMethod(methods, JSON_, '*/*')).toEqual({ method: 'model', mediaType: XML });
    expect(() => selectMethod(methods, TEXT, JSON_)).toThrow('HTTP 406 Not Acceptable');
    expect(() => selectMethod(methods, 'application/x-www-form-urlencoded', JSON_)).toThrow('HTTP 415');
  });
});

describe("TeamCity's plain-text forms", () => {
  const axios = 'application/json, text/plain, */*';

  it('creates a build configuration and a template by name (createEmptyBuildType, createEmptyBuildTypeTemplate)', async () => {
    const bt = await call('POST', '/app/rest/projects/id:P/buildTypes', {
      accept: axios,
      contentType: TEXT,
      body: 'Nightly',
    });
    expect([bt.status, bt.type]).toEqual([200, JSON_]);
    expect(JSON.parse(bt.text)).toMatchObject({ id: 'P_Nightly', name: 'Nightly', projectId: 'P' });
    const t = await call('POST', '/app/rest/projects/id:P/templates', {
      accept: JSON_,
      contentType: TEXT,
      body: 'Base',
    });
    expect(JSON.parse(t.text)).toMatchObject({ id: 'P_Base', name: 'Base', templateFlag: true });
    const listed = await call('GET', '/app/rest/projects/id:P/buildTypes', { accept: JSON_ });
    expect(JSON.parse(listed.text).buildType.map((b: { id: string }) => b.id)).toContain('P_Nightly');
    const empty = await call('POST', '/app/rest/projects/id:P/buildTypes', {
      accept: JSON_,
      contentType: TEXT,
      body: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Build type name cannot be empty.');
  });

  it('creates a project by name under the root project (createEmptyProject)', async () => {
    const res = await call('POST', '/app/rest/projects', { accept: JSON_, contentType: TEXT, body: 'Loose' });
    expect(JSON.parse(res.text)).toMatchObject({ id: 'Loose', name: 'Loose', parentProjectId: '_Root' });
  });

  it('sets and reads a parameter and a setting as text, and answers text only where Accept allows it', async () => {
    const set = await call('PUT', '/app/rest/buildTypes/id:P_Build/parameters/env.B', {
      accept: axios,
      contentType: TEXT,
      body: 'b 1',
    });
    expect([set.status, set.type, set.text]).toEqual([200, TEXT, 'b 1']);
    const read = await call('GET', '/app/rest/buildTypes/id:P_Build/parameters/env.B', { accept: TEXT });
    expect([read.status, read.type, read.text]).toEqual([200, TEXT, 'b 1']);
    const json = await call('GET', '/app/rest/buildTypes/id:P_Build/parameters/env.B', { accept: JSON_ });
    expect(JSON.parse(json.text)).toMatchObject({ name: 'env.B', value: 'b 1' });
    // setParameterValue consumes and produces text only: a text body with Accept: application/json is a 406.
    const refused = await call('PUT', '/app/rest/buildTypes/id:P_Build/parameters/env.B', {
      accept: JSON_,
      contentType: TEXT,
      body: 'x',
    });
    expect(refused.status).toBe(406);
    const setting = await call('PUT', '/app/rest/buildTypes/id:P_Build/settings/buildNumberPattern', {
      accept: axios,
      contentType: TEXT,
      body: '1.%build.counter%',
    });
    expect([setting.status, setting.text]).toEqual([200, '1.%build.counter%']);
    const again = await call('GET', '/app/rest/buildTypes/id:P_Build/settings/buildNumberPattern', { accept: TEXT });
    expect(again.text).toBe('1.%build.counter%');
    const project = await call('PUT', '/app/rest/projects/id:P/parameters/env.C', {
      accept: TEXT,
      contentType: TEXT,
      body: 'c',
    });
    expect(project.text).toBe('c');
    expect((await call('GET', '/app/rest/projects/id:P/parameters/env.C/value', { accept: TEXT })).text).toBe('c');
  });

  it('pauses a build configuration as text with the Accept axios sends', async () => {
    const paused = await call('PUT', '/app/rest/buildTypes/id:P_Build/paused', {
      accept: axios,
      contentType: TEXT,
      body: 'true',
    });
    expect([paused.status, paused.type, paused.text]).toEqual([200, TEXT, 'true']);
    expect((await call('GET', '/app/rest/buildTypes/id:P_Build/paused', { accept: axios })).text).toBe('true');
    await call('PUT', '/app/rest/buildTypes/id:P_Build/paused', { accept: TEXT, contentType: TEXT, body: 'false' });
  });

  it('adds a tag as text (addTag), answering its name', async () => {
    const res = await call('POST', '/app/rest/builds/id:7/tags/', {
      accept: axios,
      contentType: TEXT,
      body: 'nightly',
    });
    expect([res.status, res.type, res.text]).toEqual([200, TEXT, 'nightly']);
    const tags = await call('GET', '/app/rest/builds/id:7/tags', { accept: JSON_ });
    expect(JSON.parse(tags.text).tag).toEqual([{ name: 'nightly' }]);
    expect((await call('POST', '/app/rest/builds/id:7/tags', { contentType: TEXT, body: '' })).status).toBe(400);
  });

  it('answers 501 naming a hidden form it does not simulate, and 415 to a body no method consumes', async () => {
    const problem = await call('POST', '/app/rest/builds/id:7/problemOccurrences', {
      accept: JSON_,
      contentType: JSON_,
      body: '{}',
    });
    expect(problem.status).toBe(501);
    expect(problem.text).toContain("TeamCity's addProblem form of 'builds.add_problem_to_build'");
    const form = await call('POST', '/app/rest/projects', {
      accept: JSON_,
      contentType: 'application/x-www-form-urlencoded',
      body: 'name=x',
    });
    expect(form.status).toBe(415);
  });
});
