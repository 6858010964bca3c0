// The fake TeamCity's XML: request bodies read as TeamCity's JAXB reads them (every operation that takes a model takes
// XML as well as JSON), and answers written with TeamCity's element and attribute names, held against the XML answers
// of real TeamCity servers in ../shared/reference/recordings.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { wireModels } from '../generated/src/wire.js';
import { startFakeTeamCity, type FakeTeamCity, type Seed } from '../generated/src/testing/index.js';
import { fromXml } from '../generated/src/testing/http/xml.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P', name: 'Project' }],
      buildTypes: [{ id: 'P_Build', name: 'Build', projectId: 'P' }],
    },
  });
});
afterAll(() => tc.close());

const headers = { authorization: 'Bearer admin-token', 'content-type': 'application/xml', accept: 'application/json' };
const post = (path: string, body: string, method = 'POST') => fetch(tc.url + path, { method, headers, body });

describe('XML request bodies', () => {
  it('creates a project from newProjectDescription and queues a build from build, as the issue posts them', async () => {
    const project = await post(
      '/app/rest/projects',
      '<newProjectDescription name="N"><parentProject locator="id:_Root"/></newProjectDescription>',
    );
    expect(project.status).toBe(200);
    expect(await project.json()).toMatchObject({ id: 'N', name: 'N', parentProjectId: '_Root' });
    const sub = await post(
      '/app/rest/projects',
      '<newProjectDescription name="Sub" id="P_Sub"><parentProject locator="name:Project"/></newProjectDescription>',
    );
    expect(await sub.json()).toMatchObject({ id: 'P_Sub', parentProjectId: 'P' });
    const queued = await post('/app/rest/buildQueue', '<build><buildType id="P_Build"/></build>');
    expect(queued.status).toBe(200);
    expect(await queued.json()).toMatchObject({ state: 'queued', buildTypeId: 'P_Build' });
  });

  it('reads a list of one as a list, typed attributes, element scalars and escaped text', async () => {
    const set = await post(
      '/app/rest/buildTypes/id:P_Build/parameters',
      '<properties><property name="env.A" value="a &amp; &lt;b&gt;"/></properties>',
      'PUT',
    );
    expect(set.status).toBe(200);
    expect((await set.json()).property).toEqual([expect.objectContaining({ name: 'env.A', value: 'a & <b>' })]);
    expect(
      fromXml(
        '<build id="5" personal="false"><statusText>x &amp; y</statusText><tags><tag name="t"/></tags></build>',
        'Build',
      ),
    ).toEqual({
      id: 5,
      personal: false,
      statusText: 'x & y',
      tags: { tag: [{ name: 't' }] },
    });
    expect(fromXml('<comment><text>why</text></comment>', 'Comment')).toEqual({ text: 'why' });
  });

  it.each([
    ['not XML at all', 'Test', 'not well-formed XML'],
    ['a tag left open', '<build><buildType id="P_Build"></build>', 'not well-formed XML'],
    ['another root element', '<buildType id="P_Build"/>', 'must be one <build> element, not <buildType>'],
    ['a number that is none', '<build id="x"><buildType id="P_Build"/></build>', "build@id: 'x' is not a number"],
    ['a DOCTYPE', '<!DOCTYPE build [<!ENTITY a "aaaa">]><build/>', 'A DOCTYPE is not allowed'],
  ])('answers 400 to %s', async (_, body, message) => {
    const res = await post('/app/rest/buildQueue', body);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it('takes XML wherever an operation takes a model: no such route answers 415 to application/xml', async () => {
    const taking = operations.filter((r) => r.body?.mediaType === 'application/json');
    expect(taking.length).toBeGreaterThan(100);
    const refused: string[] = [];
    for (const route of taking) {
      const type = route.body!.type;
      const root = wireModels[type]?.wire;
      expect(root, type).toBeDefined();
      const path = route.op.path
        .replace(/\{\+\w+\}/g, '.svg')
        .replace(/\{\/\w+\}/g, '/f.txt')
        .replace(/\{(\w+)\}/g, (_, n: string) => `${n}1`);
      const res = await fetch(tc.url + path, {
        method: route.method,
        headers: {
          authorization: 'Bearer admin-token',
          'content-type': 'application/xml',
          accept: route.returns.mediaType,
        },
        body: `<${root}/>`,
      });
      await res.arrayBuffer();
      if (res.status === 415) refused.push(route.id);
    }
    expect(refused).toEqual([]);
  });
});

describe('XML answers', () => {
  it("write scalars as attributes and TeamCity's element scalars as elements", async () => {
    const queued = await (
      await post('/app/rest/buildQueue', '<build><buildType id="P_Build"/><comment><text>go</text></comment></build>')
    ).json();
    const xml = await (
      await fetch(`${tc.url}/app/rest/buildQueue/id:${queued.id}`, { headers: { authorization: 'Bearer admin-token' } })
    ).text();
    expect(xml).toMatch(new RegExp(`^<\\?xml [^>]+\\?><build id="${queued.id}" [^>]*buildTypeId="P_Build"`));
    expect(xml).toContain(' defaultBranch="true"');
    expect(xml).toMatch(/<queuedDate>\d{8}T\d{6}[+-]\d{4}<\/queuedDate>/);
    expect(xml).not.toMatch(/ queuedDate="/);
    expect(xml).toContain('<buildType id="P_Build" name="Build"');
  });
});

const RECORDINGS = join(import.meta.dirname, '../../shared/reference/recordings/recordings.jsonl');
const present = existsSync(RECORDINGS);
if (!present) console.warn(`fake-server-xml: the recorded XML answers are skipped, ${RECORDINGS} is absent`);

interface Recording {
  id: string;
  request: { method: string; path: string; headers: Record<string, string> };
  response: { status: number; body: string };
}

/**
 * How each recorded XML answer is seeded into the fake: the answer's model and the seed made from it (read with the
 * fake's own XML reader, so the same entities come back); or why it cannot be yet.
 */
const SEEDED: Record<string, { model: string; seed: (answer: Record<string, unknown>) => Seed } | { skip: string }> = {
  'ig-changes-02': { model: 'Change', seed: (c) => ({ changes: [c] }) },
  'ig-changes-03': { model: 'Changes', seed: (list) => ({ changes: list.change as Seed['changes'] }) },
  'ig-builds-02': {
    model: 'Properties',
    seed: (stats) => ({ builds: [{ id: 2153237, buildTypeId: 'Bt', statistics: stats }], buildTypes: [{ id: 'Bt' }] }),
  },
  'dd-builds-02': {
    model: 'Properties',
    seed: (stats) => ({ builds: [{ id: 134, buildTypeId: 'Bt', statistics: stats }], buildTypes: [{ id: 'Bt' }] }),
  },
  'dd-buildTypes-01': {
    model: 'BuildTypes',
    seed: (list) => {
      const buildTypes = list.buildType as { projectId: string; projectName: string }[];
      return {
        projects: buildTypes.map((b) => ({ id: b.projectId, name: b.projectName })),
        buildTypes: buildTypes as Seed['buildTypes'],
      };
    },
  },
  'ig-mutes-01': {
    skip: 'its mutes name build configurations and tests of a whole project the seed would have to rebuild',
  },
  'ig-tests-01': {
    skip: "a finished build's test occurrences are not seedable directly (only a scripted run makes them)",
  },
  'ig-problems-01': {
    skip: "a finished build's problem occurrences are not seedable directly (only a scripted run makes them)",
  },
  'is-builds-01': { skip: 'an error body, checked by the error tests' },
};

const tree = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_n, _p, _l, attr) => !attr });
type Tree = Record<string, unknown>;

/**
 * Where the recorded answer and the fake's put the same name differently: `@a` an attribute the fake writes as an
 * element, `<a>` an element it writes as an attribute, at the path of the element (items compared one by one).
 */
function misplaced(recorded: Tree, kit: Tree, at: string): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(recorded)) {
    if (name === '#text') continue;
    if (name.startsWith('@')) {
      if (name.slice(1) in kit) out.push(`${at} @${name.slice(1)}`);
      continue;
    }
    if (`@${name}` in kit) out.push(`${at} <${name}>`);
    const mine = kit[name] as unknown[] | undefined;
    (value as unknown[]).forEach((item, i) => {
      const other = mine?.[i];
      if (typeof item === 'object' && item && typeof other === 'object' && other)
        out.push(...misplaced(item as Tree, other as Tree, `${at}/${name}[${i}]`));
    });
  }
  return out;
}

/** Every name of an element, at every depth: what the comparison covered. */
const names = (t: Tree): number =>
  Object.entries(t).reduce(
    (n, [k, v]) =>
      n +
      1 +
      (k.startsWith('@')
        ? 0
        : (v as unknown[]).reduce<number>((m, i) => m + (typeof i === 'object' && i ? names(i as Tree) : 0), 0)),
    0,
  );

describe.skipIf(!present)(
  present ? 'recorded XML answers' : 'recorded XML answers: skipped, ../shared is absent',
  () => {
    const records = present
      ? readFileSync(RECORDINGS, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Recording)
      : [];
    const xml = records.filter((r) => r.request.method === 'GET' && r.response.body.trimStart().startsWith('<'));

    it('every recorded XML answer is either replayed below or named with the reason it cannot be', () => {
      expect(xml.map((r) => r.id).sort()).toEqual(Object.keys(SEEDED).sort());
    });

    it.each(Object.entries(SEEDED).filter(([, s]) => 'model' in s))(
      '%s: the fake names and places every element and attribute as TeamCity did',
      async (id, how) => {
        const { model, seed } = how as { model: string; seed: (a: Record<string, unknown>) => Seed };
        const r = xml.find((x) => x.id === id)!;
        const body = r.response.body.replace(/^<\?xml[^>]*\?>\s*/, '');
        const answer = fromXml(body, model) as Record<string, unknown>;
        const fake = await startFakeTeamCity({ seed: seed(structuredClone(answer)) });
        try {
          const path = r.request.path
            .replace(/^\/(httpAuth|guestAuth)/, '')
            .replace(/\/app\/rest\/latest\//, '/app/rest/');
          const res = await fetch(fake.url + path, {
            headers: { authorization: 'Bearer admin-token', accept: 'application/xml' },
          });
          expect(res.status).toBe(200);
          const kit = tree.parse(await res.text()) as Tree;
          const recorded = tree.parse(body) as Tree;
          const root = wireModels[model]!.wire;
          expect(Object.keys(kit).filter((k) => !k.startsWith('?'))).toEqual([root]);
          expect(misplaced(recorded, kit, '')).toEqual([]);
          expect(names(recorded)).toBeGreaterThan(3);
        } finally {
          await fake.close();
        }
      },
    );
  },
);
