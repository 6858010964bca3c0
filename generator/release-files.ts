// The files both packages ship beside their code, the same in each: LICENSE, from templates/LICENSE, and
// CHANGELOG.md, from release/CHANGELOG.md (which `npm run api:diff -- --changelog` writes; see README, "Release").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Formatter } from './format.js';
import type { SpecPackage } from './schema.js';

/** Where the changelog of both packages is kept, from the repository root. */
export const CHANGELOG = 'release/CHANGELOG.md';

/** The changelog before its first entry. */
export const CHANGELOG_HEAD =
  '# Changelog\n\nWhat changed in the TeamCity API of `teamcity-sdk` and `teamcity-sdk-mcp` (released together, at one version), newest first.\n';

export function addReleaseFiles(formatter: Formatter, root: string, templates: string, pkg: SpecPackage): void {
  if (pkg.license !== 'MIT')
    throw new Error(`spec/package.yaml says license ${pkg.license}, but templates/LICENSE is the MIT license`);
  formatter.add('LICENSE', readFileSync(join(templates, 'LICENSE'), 'utf8'));
  const changelog = join(root, CHANGELOG);
  formatter.add('CHANGELOG.md', existsSync(changelog) ? readFileSync(changelog, 'utf8') : CHANGELOG_HEAD);
}
