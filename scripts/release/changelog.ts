// A release's changelog entry, from its findings: breaking changes first, then features, then fixes, in the spec's words.
import type { Finding } from './diff.js';
import { markdownText } from './diff.js';
import type { Level } from './rules.js';

const SECTIONS: [Level, string][] = [
  ['breaking', 'Breaking changes'],
  ['feature', 'Features'],
  ['fix', 'Fixes'],
];

/** The section `## <version>` (markdown, ending in a new line). */
export function changelogEntry(version: string, findings: Finding[]): string {
  const lines = [`## ${version}`, ''];
  for (const [level, title] of SECTIONS) {
    const of = findings.filter((f) => f.level === level);
    if (!of.length) continue;
    lines.push(`### ${title}`, '', ...of.map((f) => `- ${markdownText(f.parts)}.`.replace(/([.!?])\.$/, '$1')), '');
  }
  if (lines.length === 2) lines.push('No change to the API.', '');
  return lines.join('\n');
}

/** The changelog with `entry` as its newest section, in place of one of the same version if it has one. */
export function withEntry(changelog: string, version: string, entry: string): string {
  const sections = changelog.split(/^(?=## )/m);
  const [head, ...releases] = sections;
  const kept = releases.filter((s) => s.split('\n', 1)[0]!.trim() !== `## ${version}`);
  return [head!.trimEnd() + '\n\n', entry.trimEnd() + '\n', ...kept.map((s) => '\n' + s.trimEnd() + '\n')].join('');
}
