// `npm run api:diff -- [--from released|<git ref>] [--json] [--changelog] [--record] [--root <dir>]`
// Compares the API at --from (the last release recorded in release/spec/, by default, or spec/ at a git ref) with
// spec/ in the working tree, through the generator's IR: one finding per change, its rule, level and the exported
// TypeScript symbols it touches. Exits 1 when spec/package.yaml's version is lower than the changes ask for.
//   --json       the report as JSON: { required, from, to, next, changes: [{ rule, level, target, message, symbols }] }
//   --changelog  writes the entry of the version in spec/package.yaml into release/CHANGELOG.md, which the
//                generator copies into both packages (and into their CHANGELOG.md now, so no regeneration is needed)
//   --record     records spec/ as the released API (release/spec/), at publish time; compares nothing
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { PRETTIER_OPTIONS } from '../../generator/format.js';
import { buildIr } from '../../generator/generate.js';
import { CHANGELOG, CHANGELOG_HEAD } from '../../generator/release-files.js';
import { InvalidSpecError, readPackage } from '../../generator/validate.js';
import { changelogEntry, withEntry } from './changelog.js';
import { diffApis, type Change, type Finding } from './diff.js';
import { nextVersion, requiredBump, versionGives, type Bump } from './version.js';

/** Where the released API is recorded, from the repository root: a copy of spec/ as it was published. */
export const RELEASED = 'release/spec';

export interface Side {
  /** The folder spec errors are named from. */
  root: string;
  spec: string;
}

export interface Report {
  required: Bump;
  from: string;
  to: string;
  /** The lowest version that gives `required` after `from` (0.x: see version.ts). */
  next: string;
  findings: Finding[];
}

/** The API at `from` against the API at `to`: the findings, and what they ask of the version. */
export function compareSides(from: Side, to: Side): Report {
  // The released side is read as it was written: a spec older than a rule added since (the first line for editors,
  // words the schema now asks for) is still compared.
  const findings = diffApis(buildIr(from, { words: 'optional', editor: 'optional' }), buildIr(to));
  const required = requiredBump(findings.map((f) => f.level));
  const before = readPackage(from.spec, from.root, { editor: 'optional' }).version;
  return {
    required,
    from: before,
    to: readPackage(to.spec, to.root).version,
    next: nextVersion(before, required),
    findings,
  };
}

/** Whether the version in the working tree gives what the changes ask for. */
export const versionOk = (r: Report) => versionGives(r.from, r.to, r.required);

export const jsonReport = (r: Report) => ({
  required: r.required,
  from: r.from,
  to: r.to,
  next: r.next,
  changes: r.findings.map(({ rule, level, target, message, symbols }): Change => ({
    rule,
    level,
    target,
    message,
    symbols,
  })),
});

/** spec/ at a git ref, extracted into a temporary folder (`<tmp>/<ref>/spec`, so errors name the ref). */
export function specAtRef(root: string, ref: string): Side & { cleanup: () => void } {
  const tmp = mkdtempSync(join(tmpdir(), 'api-diff-'));
  const at = join(tmp, ref.replace(/[^\w.-]+/g, '_'));
  mkdirSync(at);
  const specDir =
    relative(
      execFileSync('git', ['-C', root, 'rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim(),
      join(root, 'spec'),
    ) || 'spec';
  const tar = execFileSync('git', ['-C', root, 'archive', '--format=tar', ref, specDir], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', at], { input: tar });
  return { root: tmp, spec: join(at, specDir), cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

/** Records spec/ as the released API: release/spec/ becomes a copy of it (its YAML). */
export function recordReleased(root: string): string {
  const target = join(root, RELEASED);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'spec'), target, { recursive: true, filter: (f) => !f.endsWith('.md') });
  return readPackage(target, root).version;
}

/** Writes the entry of `report.to` into release/CHANGELOG.md and the CHANGELOG.md of both packages (as the generator copies it). */
export async function writeChangelog(root: string, report: Report): Promise<string[]> {
  const source = join(root, CHANGELOG);
  const before = existsSync(source) ? readFileSync(source, 'utf8') : CHANGELOG_HEAD;
  const text = await prettier.format(withEntry(before, report.to, changelogEntry(report.to, report.findings)), {
    ...PRETTIER_OPTIONS,
    parser: 'markdown',
  });
  const written = [
    CHANGELOG,
    ...['generated', 'generated-mcp'].filter((d) => existsSync(join(root, d))).map((d) => `${d}/CHANGELOG.md`),
  ];
  for (const path of written) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return written;
}

function printReport(r: Report, against: string): void {
  for (const f of r.findings) {
    console.log(`${f.level} ${f.rule} ${f.target}\n  ${f.message}\n  symbols: ${f.symbols.join(', ')}`);
  }
  const counts = (['breaking', 'feature', 'fix'] as const).map(
    (l) => `${r.findings.filter((f) => f.level === l).length} ${l}`,
  );
  console.log(
    `\n${r.findings.length} changes since ${against} (${r.from}): ${counts.join(', ')}; required bump: ${r.required}.`,
  );
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string', default: 'released' },
      json: { type: 'boolean', default: false },
      changelog: { type: 'boolean', default: false },
      record: { type: 'boolean', default: false },
      root: { type: 'string', default: join(dirname(fileURLToPath(import.meta.url)), '../..') },
    },
  });
  const root = values.root;
  const here: Side = { root, spec: join(root, 'spec') };
  if (values.record) {
    const version = recordReleased(root);
    console.log(`recorded spec/ (version ${version}) as the released API in ${RELEASED}/.`);
    return 0;
  }
  let from: Side & { cleanup?: () => void };
  if (values.from === 'released') {
    if (!existsSync(join(root, RELEASED))) {
      console.error(`api:diff: no release recorded in ${RELEASED}/: record one with npm run api:diff -- --record.`);
      return 1;
    }
    from = { root, spec: join(root, RELEASED) };
  } else from = specAtRef(root, values.from);
  let report: Report;
  try {
    report = compareSides(from, here);
  } finally {
    from.cleanup?.();
  }
  const against = values.from === 'released' ? 'the release recorded in release/spec' : values.from;
  if (values.json) console.log(JSON.stringify(jsonReport(report), null, 2));
  else printReport(report, against);
  if (!versionOk(report)) {
    console.error(
      `api:diff: spec/package.yaml says ${report.to}, lower than these changes ask for: a ${report.required} bump of ${report.from} is at least ${report.next}.`,
    );
    return 1;
  }
  if (values.changelog)
    for (const path of await writeChangelog(root, report)) console.error(`wrote the ${report.to} entry into ${path}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof InvalidSpecError ? error.message : error);
      process.exit(1);
    },
  );
}
