// npm run api:diff (scripts/release/): spec variants made in a temporary copy of spec/, each edit seen as one finding
// with its rule, level and the version bump it asks for; the version rule (0.x); the changelog; the CLI end to end.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Cache } from '../generator/cache.js';
import { buildIr, defaultPaths } from '../generator/generate.js';
import type { Api, Operation } from '../generator/ir.js';
import { compareSides, recordReleased, versionOk, type Side } from '../scripts/release/api-diff.js';
import { changelogEntry, withEntry } from '../scripts/release/changelog.js';
import { diffApis, type Finding } from '../scripts/release/diff.js';
import { RULES } from '../scripts/release/rules.js';
import { compareVersions, nextVersion, requiredBump, versionGives } from '../scripts/release/version.js';

const root = join(import.meta.dirname, '..');
const here: Side = { root, spec: join(root, 'spec') };
/**
 * The spec files parsed once for every variant (generator/cache.ts, in memory): a variant edits one or two files, and
 * is read the way spec/ is, its other files from here. Keyed by each file's path and text, as the generator keys them.
 */
const parsed = new Map<string, Buffer>();
const specCache: Cache = {
  get: (namespace, key) => parsed.get(`${namespace}\0${key}`),
  set: (namespace, key, value) => void parsed.set(`${namespace}\0${key}`, Buffer.from(value)),
};
let base: Api;
beforeAll(() => {
  base = buildIr(defaultPaths(root), { cache: specCache });
});
/** The temporary folders the tests make, removed at the end. */
const made: string[] = [];
const tempDir = (prefix: string) => {
  made.push(mkdtempSync(join(tmpdir(), prefix)));
  return made.at(-1)!;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of spec/ in a temporary folder, each YAML file given passed through `edits` (path under spec/ -> edit). */
function variant(edits: Record<string, (doc: Document) => void>): Side {
  const dir = tempDir('api-diff-variant-');
  cpSync(join(root, 'spec'), join(dir, 'spec'), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, 'spec', file);
    const doc = parseDocument(readFileSync(path, 'utf8'));
    edit(doc);
    writeFileSync(path, doc.toString({ lineWidth: 0 }));
  }
  return { root: dir, spec: join(dir, 'spec') };
}

const operationsOf = (doc: Document) => doc.get('operations') as YAMLSeq<YAMLMap>;
const opNamed = (doc: Document, name: string) => operationsOf(doc).items.find((m) => m.get('name') === name)!;
const modelsOf = (doc: Document) => doc.get('models') as YAMLSeq<YAMLMap>;
const allOps = (api = base) => api.areas.flatMap((a) => a.operations);
/** An operation of an area file (not stamped from file-tree.yaml) of `api` that `keep` accepts. */
const areaOp = (keep: (op: Operation) => boolean, api = base) =>
  allOps(api).find((op) => op.fileTree === null && keep(op))!;
/** The file under spec/ that defines a model. */
const modelFile = (name: string) => base.models.find((m) => m.name === name)!.position.file.replace(/^spec\//, '');

/**
 * An operation of an area file (of `api`, read from `spec`) not from the seeds that no other spec file names, that
 * sends no body (no example names its model) and whose path parameters other operations have too (locators.yaml types
 * them by name).
 */
const removableOp = (api = base, spec = join(root, 'spec')) => {
  const elsewhere = ['tasks.yaml', 'examples.yaml', 'mcp.yaml', 'locators.yaml']
    .map((f) => join(spec, f))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const shared = (o: Operation) =>
    o.pathParams.every((p) => allOps(api).some((x) => x !== o && x.pathParams.some((q) => q.name === p.name)));
  return areaOp(
    (o) =>
      o.from !== 'seed' &&
      o.body === null &&
      shared(o) &&
      !elsewhere.includes(`${o.area}.${o.name}`) &&
      !elsewhere.includes(`${o.name}:`),
    api,
  );
};

const findingsOf = (side: Side) => diffApis(base, buildIr(side, { cache: specCache }));
const only = (findings: Finding[]) => {
  expect(findings.map((f) => `${f.rule} ${f.target}`)).toHaveLength(1);
  return findings[0]!;
};

describe('one finding per spec edit', () => {
  it('nothing changed: no finding', () => {
    // Read afresh, without the parses kept for the variants: base, read through them, is the IR spec/ gives.
    expect(diffApis(base, buildIr(here))).toEqual([]);
  });

  it('a new operation is a feature (minor), with the function and Args names the emitter gives it', () => {
    const area = base.areas[0]!;
    const f = only(
      findingsOf(
        variant({
          [`areas/${area.name}.yaml`]: (doc) =>
            operationsOf(doc).add(
              doc.createNode({
                name: 'probe_api_diff',
                summary: 'Read the probe of the API diff',
                from: 'reference',
                method: 'GET',
                path: `${area.base}/apiDiffProbe`,
                query: [{ name: 'fields', wire: 'fields', type: 'string', required: false }],
                returns: { type: 'string', kind: 'string', mediaType: 'text/plain' },
                since: '2025.x',
              }),
            ),
        }),
      ),
    );
    expect(f).toMatchObject({ rule: 'operation-added', level: 'feature', target: `${area.name}.probe_api_diff` });
    expect(f.symbols).toEqual(expect.arrayContaining([`${area.name}.probeApiDiff`, 'ProbeApiDiffArgs']));
    expect(f.message).toContain('Read the probe of the API diff');
    expect(requiredBump([f.level])).toBe('minor');
  });

  it('a removed operation (not from the seeds) is breaking (major)', () => {
    const op = removableOp();
    const f = only(
      findingsOf(
        variant({
          [`areas/${op.area}.yaml`]: (doc) => {
            const ops = operationsOf(doc);
            ops.items.splice(ops.items.indexOf(opNamed(doc, op.name)), 1);
          },
        }),
      ),
    );
    expect(f).toMatchObject({ rule: 'operation-removed', level: 'breaking', target: `${op.area}.${op.name}` });
    expect(f.symbols).toContain(`${op.area}.${op.fn}`);
    expect(f.message).toContain(op.summary);
    expect(requiredBump([f.level])).toBe('major');
  });

  it('the same route under a new name is a rename, breaking, naming both functions', () => {
    const op = removableOp();
    const f = only(
      findingsOf(variant({ [`areas/${op.area}.yaml`]: (doc) => opNamed(doc, op.name).set('name', 'probe_renamed') })),
    );
    expect(f).toMatchObject({ rule: 'operation-renamed', level: 'breaking', target: `${op.area}.${op.name}` });
    expect(f.symbols).toEqual(expect.arrayContaining([`${op.area}.${op.fn}`, `${op.area}.probeRenamed`]));
  });

  it('a new required query input is breaking, on the operation and its Args member', () => {
    const op = areaOp((o) => o.query.length > 0);
    const f = only(
      findingsOf(
        variant({
          [`areas/${op.area}.yaml`]: (doc) => {
            (opNamed(doc, op.name).get('query') as YAMLSeq).add(
              doc.createNode({ name: 'probe_input', wire: 'probeInput', type: 'string', required: true }),
            );
            const inputs = opNamed(doc, op.name).get('inputs');
            if (isMap(inputs)) inputs.set('probe_input', 'The probe of the API diff');
            else opNamed(doc, op.name).set('inputs', doc.createNode({ probe_input: 'The probe of the API diff' }));
          },
        }),
      ),
    );
    expect(f).toMatchObject({
      rule: 'request-required-input-added',
      level: 'breaking',
      target: `${op.area}.${op.name}`,
    });
    expect(f.symbols).toContain(`${op.area}.${op.fn}`);
    expect(f.symbols.some((s) => s.endsWith('Args.probeInput'))).toBe(true);
  });

  it('a new property of a model an answer holds is a feature', () => {
    const model = areaOp((o) => o.returns.kind === 'json').returns.type;
    const f = only(
      findingsOf(
        variant({
          [modelFile(model)]: (doc) => {
            const m = modelsOf(doc).items.find((x) => x.get('name') === model)!;
            (m.get('properties') as YAMLSeq).add(
              doc.createNode({ name: 'apiDiffProbe', type: 'string', doc: 'The probe of the API diff.' }),
            );
          },
        }),
      ),
    );
    expect(f).toMatchObject({ rule: 'response-property-added', level: 'feature', target: `${model}.apiDiffProbe` });
    expect(f.symbols).toEqual([`${model}.apiDiffProbe`, `${model}Fields.apiDiffProbe`]);
  });

  it('a removed property of a model an answer holds is breaking', () => {
    const examples = readFileSync(join(root, 'spec/examples.yaml'), 'utf8');
    const op = areaOp(
      (o) =>
        o.returns.kind === 'json' &&
        base.models.some(
          (m) => m.name === o.returns.type && m.properties.some((p) => !p.model && !examples.includes(p.name)),
        ),
    );
    const model = base.models.find((m) => m.name === op.returns.type)!;
    const prop = model.properties.find((p) => !p.model && !examples.includes(p.name))!;
    const f = only(
      findingsOf(
        variant({
          [modelFile(model.name)]: (doc) => {
            const props = modelsOf(doc)
              .items.find((x) => x.get('name') === model.name)!
              .get('properties') as YAMLSeq<YAMLMap>;
            props.items.splice(
              props.items.findIndex((p) => p.get('name') === prop.name),
              1,
            );
          },
        }),
      ),
    );
    expect(f).toMatchObject({
      rule: 'response-property-removed',
      level: 'breaking',
      target: `${model.name}.${prop.name}`,
    });
  });

  it('a new enum value of a property an answer holds is a feature, not a break (TeamCity enums are open)', () => {
    const answered = new Set(allOps().map((o) => o.returns.type));
    const model = base.models.find((m) => answered.has(m.name) && m.properties.some((p) => p.enum))!;
    const prop = model.properties.find((p) => p.enum)!;
    const f = only(
      findingsOf(
        variant({
          [modelFile(model.name)]: (doc) => {
            const p = (
              modelsOf(doc)
                .items.find((x) => x.get('name') === model.name)!
                .get('properties') as YAMLSeq<YAMLMap>
            ).items.find((x) => x.get('name') === prop.name)!;
            (p.get('enum') as YAMLSeq).add('apiDiffProbe');
          },
        }),
      ),
    );
    expect(f).toMatchObject({
      rule: 'response-enum-value-added',
      level: 'feature',
      target: `${model.name}.${prop.name}`,
    });
  });

  it('a new value of a locator enum (an input) is a feature; a value taken away is a break', () => {
    const e = base.locatorEnums[0]!;
    const added = only(
      findingsOf(variant({ 'locators.yaml': (doc) => (doc.getIn(['enums', e.name]) as YAMLSeq).add('apiDiffProbe') })),
    );
    expect(added).toMatchObject({
      rule: 'request-enum-value-added',
      level: 'feature',
      target: e.name,
      symbols: [e.name],
    });
    const removed = findingsOf(
      variant({ 'locators.yaml': (doc) => (doc.getIn(['enums', e.name]) as YAMLSeq).items.pop() }),
    );
    expect(removed.map((f) => [f.rule, f.level])).toContainEqual(['request-enum-value-removed', 'breaking']);
  });

  it('a new summary alone is a fix (patch)', () => {
    const op = areaOp(() => true);
    const f = only(
      findingsOf(
        variant({ [`areas/${op.area}.yaml`]: (doc) => opNamed(doc, op.name).set('summary', `${op.summary} again`) }),
      ),
    );
    expect(f).toMatchObject({ rule: 'operation-words-changed', level: 'fix', target: `${op.area}.${op.name}` });
    expect(f.message).toContain(`${op.summary} again`);
    expect(requiredBump([f.level])).toBe('patch');
  });

  it('reads a released spec older than the editor lines (no first line naming a schema) and compares it', () => {
    const old = variant({});
    for (const file of readdirSync(old.spec, { recursive: true }) as string[])
      if (file.endsWith('.yaml')) {
        const path = join(old.spec, file);
        writeFileSync(path, readFileSync(path, 'utf8').replace(/^# yaml-language-server:.*\n/, ''));
      }
    expect(() => buildIr(old)).toThrow(/names its JSON Schema is missing/);
    const report = compareSides(old, here);
    expect([report.required, report.findings]).toEqual(['none', []]);
  });

  it('the version in spec/package.yaml must give the bump: the same version with a break is too low', () => {
    const op = removableOp();
    const edits = {
      [`areas/${op.area}.yaml`]: (doc: Document) =>
        void operationsOf(doc).items.splice(operationsOf(doc).items.indexOf(opNamed(doc, op.name)), 1),
    };
    const report = compareSides(here, variant(edits));
    expect(report.required).toBe('major');
    expect(report.to).toBe(report.from);
    expect(versionOk(report)).toBe(false);
    const bumped = compareSides(here, variant({ ...edits, 'package.yaml': (doc) => doc.set('version', report.next) }));
    expect(versionOk(bumped)).toBe(true);
  });
});

describe('the rule catalogue', () => {
  it('has unique ids, each with a direction, a level and words', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) {
      expect(['request', 'response', 'none']).toContain(r.direction);
      expect(['breaking', 'feature', 'fix']).toContain(r.level);
      expect(r.description.length).toBeGreaterThan(10);
    }
  });
});

describe('versions', () => {
  it('the largest level decides the bump', () => {
    expect(requiredBump([])).toBe('none');
    expect(requiredBump(['fix', 'feature'])).toBe('minor');
    expect(requiredBump(['fix', 'breaking', 'feature'])).toBe('major');
  });

  it('below 1.0.0 a break bumps the minor and a feature or fix the patch; from 1.0.0 on, semver as it is', () => {
    expect(['major', 'minor', 'patch', 'none'].map((b) => nextVersion('0.1.0', b as never))).toEqual([
      '0.2.0',
      '0.1.1',
      '0.1.1',
      '0.1.0',
    ]);
    expect(['major', 'minor', 'patch', 'none'].map((b) => nextVersion('1.4.2', b as never))).toEqual([
      '2.0.0',
      '1.5.0',
      '1.4.3',
      '1.4.2',
    ]);
    expect(nextVersion('2.0.0-rc.1', 'major')).toBe('2.0.0');
    expect(nextVersion('1.0.0-rc.1', 'patch')).toBe('1.0.0');
  });

  it('a version gives a bump when it is at least the bumped one', () => {
    expect(versionGives('0.1.0', '0.1.0', 'patch')).toBe(false);
    expect(versionGives('0.1.0', '0.1.1', 'minor')).toBe(true);
    expect(versionGives('0.1.0', '0.1.9', 'major')).toBe(false);
    expect(versionGives('0.1.0', '1.0.0', 'major')).toBe(true);
    expect(versionGives('1.2.3', '1.2.3', 'none')).toBe(true);
    expect(versionGives('1.2.3', '1.2.2', 'none')).toBe(false);
    expect(compareVersions('1.0.0-beta.1', '1.0.0')).toBe(-1);
  });
});

describe('the changelog', () => {
  const f = (level: Finding['level'], words: string): Finding => ({
    rule: 'operation-added',
    level,
    target: 't',
    message: words,
    symbols: [],
    parts: ['New ', { code: 'a.b' }, ': ', { spec: words }],
  });

  it('lists breaking changes, then features, then fixes, with spec words escaped as markdown', () => {
    const entry = changelogEntry('0.2.0', [
      f('fix', 'Fix words'),
      f('feature', 'Add <b>*this*</b>'),
      f('breaking', 'Drop that.'),
    ]);
    expect(entry).toBe(
      '## 0.2.0\n\n### Breaking changes\n\n- New `a.b`: Drop that.\n\n### Features\n\n- New `a.b`: Add \\<b\\>\\*this\\*\\</b\\>.\n\n### Fixes\n\n- New `a.b`: Fix words.\n',
    );
  });

  it('puts the entry first, in place of an earlier entry of the same version', () => {
    const log = '# Changelog\n\nHead.\n\n## 0.1.0\n\nFirst.\n';
    const once = withEntry(log, '0.2.0', '## 0.2.0\n\nSecond.\n');
    expect(once).toBe('# Changelog\n\nHead.\n\n## 0.2.0\n\nSecond.\n\n## 0.1.0\n\nFirst.\n');
    expect(withEntry(once, '0.2.0', '## 0.2.0\n\nSecond, again.\n')).toBe(
      '# Changelog\n\nHead.\n\n## 0.2.0\n\nSecond, again.\n\n## 0.1.0\n\nFirst.\n',
    );
  });
});

describe('npm run api:diff, end to end', () => {
  // The command reads, compares and writes alike whatever the spec: a small one (test/fixtures/tiny-spec) is read in
  // no time, in each of the command's runs. The tests above compare variants of spec/.
  const tiny = join(root, 'test/fixtures/tiny-spec');
  const script = join(root, 'scripts/release/api-diff.ts');
  const cli = async (dir: string, ...args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--conditions=teamcity-sdk-source', '--import', 'tsx', script, '--root', dir, ...args],
        { cwd: root, encoding: 'utf8' },
      );
      return { code: 0, stdout };
    } catch (e) {
      const { code, stdout, stderr } = e as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  };
  /** A git repository holding a copy of the tiny spec as its spec/, committed. */
  const repo = () => {
    const dir = tempDir('api-diff-repo-');
    cpSync(tiny, join(dir, 'spec'), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', dir, '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args]);
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'spec');
    return dir;
  };

  it('--from HEAD --json on an unchanged tree: nothing required, exit 0', async () => {
    const dir = repo();
    const r = await cli(dir, '--from', 'HEAD', '--json');
    expect(r.code).toBe(0);
    const version = /^version: (.+)$/m.exec(readFileSync(join(dir, 'spec/package.yaml'), 'utf8'))![1];
    expect(JSON.parse(r.stdout)).toEqual({ required: 'none', from: version, to: version, next: version, changes: [] });
  }, 120_000);

  it('a break without a bump exits 1; with the bump it passes and --changelog writes the entry; --record records it', async () => {
    const dir = repo();
    const op = removableOp(buildIr({ root: dir, spec: join(dir, 'spec') }), join(dir, 'spec'));
    const area = join(dir, 'spec/areas', `${op.area}.yaml`);
    const doc = parseDocument(readFileSync(area, 'utf8'));
    operationsOf(doc).items.splice(operationsOf(doc).items.indexOf(opNamed(doc, op.name)), 1);
    writeFileSync(area, doc.toString({ lineWidth: 0 }));
    const low = await cli(dir, '--from', 'HEAD', '--json');
    expect(low.code).toBe(1);
    const report = JSON.parse(low.stdout) as { required: string; next: string; changes: { rule: string }[] };
    expect(report.required).toBe('major');
    expect(report.changes.map((c) => c.rule)).toContain('operation-removed');
    expect(low.stderr).toContain(report.next);
    const pkg = join(dir, 'spec/package.yaml');
    writeFileSync(pkg, readFileSync(pkg, 'utf8').replace(/^version: .+$/m, `version: ${report.next}`));
    const bumped = await cli(dir, '--from', 'HEAD', '--changelog');
    expect(bumped.code).toBe(0);
    const changelog = readFileSync(join(dir, 'release/CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## ${report.next}\n\n### Breaking changes\n\n- Removed \`${op.area}.${op.fn}\``);
    expect(changelog).toContain(op.summary);
    expect(existsSync(join(dir, 'release/spec'))).toBe(false);
    expect(recordReleased(dir)).toBe(report.next);
    expect(
      compareSides({ root: dir, spec: join(dir, 'release/spec') }, { root: dir, spec: join(dir, 'spec') }).findings,
    ).toEqual([]);
  }, 120_000);
});
