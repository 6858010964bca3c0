// What an editor shows on hover (TypeScript's quick info) for operations imported from the built package, as a user
// installs it: the declarations ship once (dist/cjs), the ES module entry points re-export them, and each operation's
// prose is written once, on its function, which its bound member links to.
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { builtPackage } from './helpers/built-package.js';

const pkgDir = join(import.meta.dirname, '../generated');
// Inside generated/, so `teamcity-sdk` resolves to the package itself through its `exports` (generated/dist).
const consumer = join(pkgDir, 'hover-consumer.mts');
const source = `import { createClient } from 'teamcity-sdk';
import { serveBuild } from 'teamcity-sdk/builds';
const tc = createClient({ baseUrl: 'https://teamcity.example.com' });
void tc.builds.serveBuild({ buildLocator: 'id:1' });
void tc.builds.deleteBuild({ buildLocator: 'id:1' });
void serveBuild(tc, { buildLocator: 'id:1' });
`;

const service = ts.createLanguageService(
  {
    getCompilationSettings: () => ({
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      types: [],
    }),
    getScriptFileNames: () => [consumer],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => {
      const text = f === consumer ? source : ts.sys.readFile(f);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => pkgDir,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (f) => f === consumer || ts.sys.fileExists(f),
    readFile: (f) => (f === consumer ? source : ts.sys.readFile(f)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  },
  ts.createDocumentRegistry(),
);

/**
 * The quick info at the last character of `at`'s first occurrence after `after` (a call, where an editor shows the
 * comment of the signature called).
 */
function quickInfo(at: string, after = ''): ts.QuickInfo {
  const info = service.getQuickInfoAtPosition(consumer, source.indexOf(at, source.indexOf(after)) + at.length - 1);
  expect(info, at).toBeDefined();
  return info!;
}

/** The hover text: the signature, its comment and its tags. */
function hover(at: string, after = ''): string {
  const info = quickInfo(at, after);
  const tags = (info.tags ?? []).map((t) => `@${t.name} ${ts.displayPartsToString(t.text)}`);
  return [ts.displayPartsToString(info.displayParts), ts.displayPartsToString(info.documentation), ...tags].join('\n');
}

/** Words as a comment holds them: wrapped and escaped lines read as one line of text. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replaceAll('*\\/', '*/');
const entry = (id: string) => operations.find((e) => e.id === id)!;

describe('hover on an operation of the built package', () => {
  beforeAll(() => builtPackage(), 300_000);

  it('shows the summary and the description on the function imported from its area', () => {
    const op = entry('builds.serve_build');
    const text = flat(hover('serveBuild', 'void serveBuild'));
    expect(text).toContain(op.summary);
    expect(text).toContain(flat(op.description!));
  });

  it('shows the summary on a bound member, with the link to the function that has the rest', () => {
    for (const [at, id] of [
      ['tc.builds.serveBuild', 'builds.serve_build'],
      ['tc.builds.deleteBuild', 'builds.delete_build'],
    ] as const) {
      const text = flat(hover(at));
      expect(text, at).toContain(entry(id).summary);
      // The link resolves: to the function's declaration in the area's module, as the editor follows it.
      const see = quickInfo(at).tags?.find((t) => t.name === 'see');
      const link = see?.text?.find((p) => p.kind === 'linkName') as ts.JSDocLinkDisplayPart | undefined;
      expect(link?.text, at).toBe(entry(id).fn);
      expect(link?.target.fileName, at).toMatch(/dist\/cjs\/areas\/builds\.d\.ts$/);
    }
  });
});
