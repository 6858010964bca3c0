import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { specTexts } from './emit/text.js';
import type { FakeCoverage } from './fake-coverage.js';
import type { Api } from './ir.js';
import type { SpecPackage } from './schema.js';

/** The non-code files of the package, from the handlebars templates: path -> content. */
export function renderFiles(api: Api, pkg: SpecPackage, templatesDir: string, fake: FakeCoverage): Map<string, string> {
  // Each template is one format: every string of its data is escaped for it before handlebars sees it. The
  // markdown templates put spec text in table cells and code spans, but for the prose of these keys.
  const prose = new Set(['title', 'description']);
  const template = (name: string) => {
    const render = Handlebars.compile(readFileSync(join(templatesDir, name), 'utf8'), { noEscape: true });
    const into = name.endsWith('.json.hbs')
      ? () => 'json' as const
      : name.endsWith('.md.hbs')
        ? (key: string) => (prose.has(key) ? 'markdown-text' : 'markdown')
        : null;
    if (!into) throw new Error(`templates/${name}: no escaping is known for its format`);
    return (data: object) => render(specTexts(data, into));
  };
  const operations = api.areas.flatMap((a) => a.operations);
  const context = {
    pkg,
    areas: api.areas,
    count: operations.length,
    aliasCount: operations.reduce((n, op) => n + op.aliases.length, 0),
  };
  const files = new Map<string, string>([
    ['package.json', template('package.json.hbs')(context)],
    ['README.md', template('README.md.hbs')(context)],
  ]);
  const areaDoc = template('docs/area.md.hbs');
  for (const area of api.areas) files.set(`docs/${area.name}.md`, areaDoc({ pkg, area }));
  files.set('docs/testing.md', template('docs/testing.md.hbs')({ pkg, fake }));
  return files;
}
