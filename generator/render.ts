import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { FakeCoverage } from './fake-coverage.js';
import type { Api } from './ir.js';

export interface PackageInfo {
  name: string;
  version: string;
  description: string;
  license: string;
}

/** The non-code files of the package, from the handlebars templates: path -> content. */
export function renderFiles(api: Api, pkg: PackageInfo, templatesDir: string, fake: FakeCoverage): Map<string, string> {
  const template = (name: string) => Handlebars.compile(readFileSync(join(templatesDir, name), 'utf8'), { noEscape: true });
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
