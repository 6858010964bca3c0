// The spec's words where users read them: the area pages and the task index of the package's docs, and the client's
// doc comments (one comment per operation, no provenance notes, and path parameters documented as the runtime sends
// them, checked over real HTTP).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildIr, defaultPaths } from '../generator/generate.js';
import { isSeed } from '../generator/fake-coverage.js';
import { docName } from '../generator/render.js';
import { createClient } from '../generated/src/index.js';
import * as tasks from '../generated/src/tasks/index.js';
import { typecheckAgainstPackage } from './helpers/package-tsc.js';
import { startServer } from './helpers/server.js';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const api = buildIr(defaultPaths(root));
const MAX_ROW = 160;

describe('the area pages (generated/docs/<area>.md)', () => {
  it.each(api.areas.map((a) => [a.name, a] as const))(
    '%s: a summary table, then a section per operation, no table row wider than 160',
    (name, area) => {
      const page = read(`generated/docs/${name}.md`);
      const rows = page.split('\n').filter((l) => l.startsWith('|'));
      expect(rows.filter((r) => r.length > MAX_ROW)).toEqual([]);
      const table = rows.slice(2, 2 + area.operations.length).map((r) => r.split('|').map((c) => c.trim()));
      expect(table.map((c) => [c[1], c[2]])).toEqual(
        area.operations.map((op) => [`\`${docName(op)}\``, op.summary.replaceAll('|', '\\|')]),
      );
      const sections = [...page.matchAll(/^## `(\w+)`\n\n(.*)$/gm)].map((m) => [m[1], m[2]]);
      expect(sections).toEqual(area.operations.map((op) => [docName(op), `${op.summary}.`]));
    },
  );

  it('show the name by meaning first, and the seed name beside it', () => {
    const page = read('generated/docs/builds.md');
    expect(page).toContain('## `addBuildAttribute`\n');
    expect(page).toContain("Also named `setParameter` (the seeds' name).");
    expect(page).not.toContain('## `setParameter`\n');
  });
});

describe('the task index (the package README)', () => {
  const section = /^## Find the call for a task\n([\s\S]*?)(?=^## )/m.exec(read('generated/README.md'))![1]!;
  const items = [...section.matchAll(/^- (.+?): (.*)$/gm)];

  it('has at least 40 tasks, each with a call or a task function', () => {
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(items.filter((m) => !/`tc\.\w+\.\w+\(|the task `\w+`/.test(m[2]!)).map((m) => m[1])).toEqual([]);
  });

  it('links each call to the section of its operation', () => {
    for (const [, area, anchor] of section.matchAll(/\]\(docs\/(\w+)\.md#(\w+)\)/g)) {
      const names = read(`generated/docs/${area}.md`)
        .match(/^## `\w+`$/gm)!
        .map((h) => h.slice(4, -1).toLowerCase());
      expect(names, `${area}#${anchor}`).toContain(anchor);
    }
  });

  it('names only functions of teamcity-sdk/tasks', () => {
    const named = [...section.matchAll(/the task `(\w+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((t) => typeof (tasks as Record<string, unknown>)[t] !== 'function')).toEqual([]);
  });

  it('gives calls that compile against the built package, as printed', async () => {
    const calls = [...section.matchAll(/\[`(tc\.[^`]*)`\]/g)].map((m) => m[1]!.replace('(…)', '(undefined as never)'));
    expect(calls.length).toBeGreaterThanOrEqual(40);
    const code = [
      "import { createClient } from 'teamcity-sdk';",
      "const tc = createClient({ baseUrl: 'https://teamcity.example.com' });",
      'export async function all() {',
      ...calls.map((c) => `  await ${c};`),
      '}',
    ].join('\n');
    expect(await typecheckAgainstPackage('task-index', { 'tasks.ts': code })).toBe('');
  }, 300_000);
});

describe("the client's doc comments", () => {
  const modules = Object.fromEntries(api.areas.map((a) => [a.name, read(`generated/src/areas/${a.name}.ts`)]));

  it('say each operation once on its function and once on its bound member, never once per alias or overload', () => {
    for (const area of api.areas) {
      for (const op of area.operations) {
        const said = `${op.summary.replaceAll('*/', '*\\/')}${/[.!?]$/.test(op.summary) ? '' : '.'}`;
        const lines = new RegExp(`\\* ${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\n| \\*/)`, 'g');
        expect(modules[area.name]!.match(lines)?.length, `${area.name}.${op.name}`).toBe(2);
      }
    }
  });

  it("keep the spec's notes (where its facts come from) out of the package", () => {
    const shipped = [
      ...Object.values(modules),
      ...readdirSync(join(root, 'generated/docs')).map((f) => read(`generated/docs/${f}`)),
      read('generated/operations.json'),
    ].join('\n');
    const notes = readdirSync(join(root, 'spec/areas')).flatMap((f) =>
      (parse(read(`spec/areas/${f}`)) as { operations: { note?: string }[] }).operations.flatMap((op) =>
        op.note ? [op.note] : [],
      ),
    );
    expect(notes.length).toBeGreaterThan(100);
    expect(notes.filter((n) => shipped.includes(n.slice(0, 40)))).toEqual([]);
    expect(shipped).not.toMatch(/\bA [AEIOU]\w* locator/);
  });

  /** The comment of an argument of an `Args` interface in the generated source. */
  const argDoc = (area: string, args: string, name: string) => {
    const body = new RegExp(`export interface ${args}\\b[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(modules[area]!)![1]!;
    return new RegExp(`/\\*\\* (.*) \\*/\\n  ${name}\\??:`).exec(body)![1]!;
  };

  it('say how a path parameter goes in the URL, as the client sends it', async () => {
    const server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': req.headers.accept === 'text/plain' ? 'text/plain' : 'application/json' });
      res.end(req.headers.accept === 'text/plain' ? 'x' : '{}');
    });
    try {
      const tc = createClient({ baseUrl: server.url, retry: false });
      // A locator segment: a `/` goes as $base64.
      expect(argDoc('builds', 'ServeBuildArgs', 'buildLocator')).toContain('a value holding `/` goes as `$base64:...`');
      await tc.builds.serveBuild({ buildLocator: 'number:1/2' });
      expect(server.requests.at(-1)!.url).toMatch(/^\/app\/rest\/builds\/number:\(\$base64:[\w-]+=*\)$/);
      // Any other segment: percent-encoded, `/` as %2F.
      expect(argDoc('agentPools', 'GetFieldArgs', 'field')).toContain('a `/` goes as `%2F`');
      await tc.agentPools.getField({ agentPoolLocator: 'id:1', field: 'a/b' });
      expect(server.requests.at(-1)!.url).toBe('/app/rest/agentPools/id:1/a%2Fb');
      // A file path: its `/` kept.
      expect(argDoc('builds', 'GetChildrenArgs', 'path')).toContain('its `/` are kept, and a leading `/` is added');
      await tc.builds.getChildren({ buildLocator: 'id:1', path: 'dist/lib' });
      expect(server.requests.at(-1)!.url).toBe('/app/rest/builds/id:1/artifacts/children/dist/lib');
      // A suffix glued to a word: its `/` kept.
      expect(argDoc('builds', 'ServeBuildStatusIconArgs', 'suffix')).toContain(
        'Glued to the word before it in the path; its `/` are kept',
      );
      const icon = await tc.builds.serveBuildStatusIcon({ buildLocator: 'id:1', suffix: '.svg/x' });
      await icon.text();
      expect(server.requests.at(-1)!.url).toBe('/app/rest/builds/id:1/statusIcon.svg/x');
    } finally {
      await server.close();
    }
  });
});

describe("the project's README (README.md, hand-written)", () => {
  it('states only figures the spec gives: the operations of the seed documents', () => {
    const intro = read('README.md').split('\n\n')[1]!;
    const seed = api.areas.flatMap((a) => a.operations).filter(isSeed).length;
    expect([...intro.matchAll(/(?<![\w.])\d+(?![\w.])/g)].map((m) => Number(m[0]))).toEqual([seed]);
    expect(intro).toContain(`the ${seed} of the seed documents`);
  });
});
