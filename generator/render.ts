import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { sinceWords } from '../generated/src/runtime/vocabulary.js';
import { plainDataKey } from './cache.js';
import { specTexts } from './emit/text.js';
import type { FakeCoverage } from './fake-coverage.js';
import { isArgsRequired, type Api, type Area, type Operation } from './ir.js';
import type { SpecPackage } from './schema.js';

// The markdown templates put spec text in table cells and code spans, but for the prose of these keys.
const PROSE = new Set(['title', 'description']);

/** A file rendered from a template, on demand: `key` stands for its text in the cache (Formatter.add). */
export interface Rendered {
  /** The template and the data as JSON; null when the data holds something JSON would not keep. */
  key: string | null;
  text: () => string;
}

/**
 * A handlebars template of `dir`, rendering data whose every string is escaped first for the template's one format
 * (JSON or markdown), so that no spec text is read as the format's syntax. Compiled and rendered only when a file's
 * key is not in the cache.
 */
export function compileTemplate(dir: string, name: string): (data: object) => Rendered {
  const source = readFileSync(join(dir, name), 'utf8');
  const into = name.endsWith('.json.hbs')
    ? () => 'json' as const
    : name.endsWith('.md.hbs')
      ? (key: string) => (PROSE.has(key) ? 'markdown-text' : 'markdown')
      : null;
  if (!into) throw new Error(`templates/${name}: no escaping is known for its format`);
  let render: HandlebarsTemplateDelegate | undefined;
  return (data: object) => {
    const json = plainDataKey(data);
    return {
      key: json === null ? null : `${name}\0${source}\0${json}`,
      text: () => (render ??= Handlebars.compile(source, { noEscape: true }))(specTexts(data, into)),
    };
  };
}

/** The non-code files of the package, from the handlebars templates: path -> content. */
export function renderFiles(
  api: Api,
  pkg: SpecPackage,
  templatesDir: string,
  fake: FakeCoverage,
): Map<string, Rendered> {
  const template = (name: string) => compileTemplate(templatesDir, name);
  const operations = api.areas.flatMap((a) => a.operations);
  const context = {
    pkg,
    // What the templates show of each area, not the whole IR: every string given is escaped first (compileTemplate).
    areas: api.areas.map((a) => ({ name: a.name, base: a.base, operationCount: a.operations.length })),
    count: operations.length,
    aliasCount: operations.reduce((n, op) => n + op.aliases.filter((a) => !a.byMeaning).length, 0),
    meaningCount: operations.reduce((n, op) => n + op.aliases.filter((a) => a.byMeaning).length, 0),
    tasks: taskIndex(api),
  };
  const files = new Map<string, Rendered>([
    ['package.json', template('package.json.hbs')(context)],
    ['README.md', template('README.md.hbs')(context)],
    ['SKILL.md', template('SKILL.md.hbs')(context)],
  ]);
  const areaDoc = template('docs/area.md.hbs');
  for (const area of api.areas)
    files.set(
      `docs/${area.name}.md`,
      areaDoc({ pkg, area: { name: area.name, title: area.title, base: area.base }, ops: area.operations.map(opView) }),
    );
  files.set('docs/testing.md', template('docs/testing.md.hbs')({ pkg, fake }));
  files.set('docs/test-health.md', template('docs/test-health.md.hbs')({ pkg }));
  return files;
}

/** The name the docs show first: the one given by meaning where there is one, else the function's own. */
export const docName = (op: Operation) => op.aliases.find((a) => a.byMeaning)?.fn ?? op.fn;

/** An operation as its section of the area's page shows it. */
function opView(op: Operation) {
  const name = docName(op);
  const seedNote = name !== op.fn ? " (the seeds' name)" : '';
  const others = [op.fn, ...op.aliases.map((a) => a.fn)]
    .filter((n) => n !== name)
    .map((n) => `\`${n}\`${n === op.fn ? seedNote : ''}`);
  const optional = (required: boolean) => (required ? '' : '?');
  return {
    name,
    others: others.join(', '),
    summary: op.summary,
    paragraphs: op.description?.split('\n') ?? [],
    route: `${op.method} ${op.path}`,
    since: op.since,
    sinceWords: sinceWords(op.since),
    returns: {
      json: `\`${op.returns.type}\``,
      string: 'text',
      void: 'nothing',
      binary: 'a file (stream)',
      object: 'untyped JSON',
    }[op.returns.kind],
    inputs: [
      ...op.pathParams.map((p) => ({ name: p.name, where: 'path', words: p.description ?? '' })),
      ...op.query.map((q) => ({
        name: `${q.arg}${optional(q.required)}`,
        where: q.wire === q.arg ? 'query' : `query \`${q.wire}\``,
        words: q.description ?? '',
      })),
      ...(op.body
        ? [
            {
              name: `body${optional(op.body.required)}`,
              where: op.body.mediaType === 'text/plain' ? 'body, text' : `body, \`${op.body.type}\``,
              words: op.body.description ?? '',
            },
          ]
        : []),
    ],
    // Line by line: every string of the data is escaped as one line of markdown.
    example: op.body?.example?.split('\n') ?? null,
    exampleLang: op.body?.mediaType === 'text/plain' ? 'text' : 'json',
  };
}

/** The task index, in groups: each task with the call that does it, by the name the docs show first. */
function taskIndex(api: Api) {
  const byId = new Map<string, Operation>(
    api.areas.flatMap((a: Area) => a.operations.map((op) => [`${a.name}.${op.name}`, op] as const)),
  );
  const groups: { title: string; tasks: { want: string; call: string | null; task: string | null }[] }[] = [];
  for (const t of api.tasks) {
    if (groups.at(-1)?.title !== t.group) groups.push({ title: t.group, tasks: [] });
    const op = t.operation === null ? null : byId.get(t.operation)!;
    const args = t.args ?? (op && isArgsRequired(op) ? '…' : '');
    // The area page's heading of the operation is its name: GitHub's anchor for it is the name in lower case.
    const call = op
      ? `[\`tc.${op.area}.${docName(op)}(${args})\`](docs/${op.area}.md#${docName(op).toLowerCase()})`
      : null;
    groups.at(-1)!.tasks.push({ want: t.want, call, task: t.task });
  }
  return groups;
}
