// The signature choice of the operations a typed `fields` selection narrows (generator/emit/operations.ts): the one
// generic signature the package ships against the overload pair it replaced. Builds the package a second time with
// the overload pair, and measures the errors of ten common mistakes against each (tsc's own message, as an editor
// shows it); typecheck.ts times both.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { Project } from 'ts-morph';
import { buildPackage } from '../../generator/build.js';
import { emitAreaModule } from '../../generator/emit/operations.js';
import { buildIr, defaultPaths } from '../../generator/generate.js';
import { pkgDir, root } from './lib.js';

/** A copy of the package whose area modules declare each narrowing operation with the overload pair; built. */
export async function buildOverloadPackage(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of ['package.json', 'tsconfig.build.json', 'src'])
    cpSync(join(pkgDir, file), join(dir, file), { recursive: true });
  const project = new Project({ useInMemoryFileSystem: true });
  for (const area of buildIr(defaultPaths(root)).areas) {
    const file = project.createSourceFile(`${area.name}.ts`, emitAreaModule(area, 'overloads'));
    writeFileSync(join(dir, 'src/areas', `${area.name}.ts`), file.getFullText());
  }
  await buildPackage(dir);
}

/** [what the mistake is, the call that makes it, a word the error should name]: one per line of the file. */
export const MISTAKES: [string, string, string][] = [
  [
    'a misspelt field in a typed `fields` selection',
    "tc.builds.serveBuild({ buildLocator: 'id:1', fields: { id: true, nmber: true } })",
    'nmber',
  ],
  [
    'a misspelt nested field',
    'tc.builds.serveAllBuilds({ fields: { build: { id: true, buildType: { nmae: true } } } })',
    'nmae',
  ],
  [
    'a field selected with a number, not `true`',
    "tc.builds.serveBuild({ buildLocator: 'id:1', fields: { id: 1 } })",
    'true',
  ],
  ['a number for the fields string', "tc.builds.serveBuild({ buildLocator: 'id:1', fields: 3 })", 'string'],
  ['a misspelt locator dimension', "tc.builds.serveAllBuilds({ locator: { buildTyp: { id: 'X' } } })", 'buildTyp'],
  ['a value an enum dimension does not take', "tc.builds.serveAllBuilds({ locator: { state: 'done' } })", 'done'],
  ['a misspelt input', "tc.users.serveUsers({ locatr: 'x' })", 'locatr'],
  ['a missing path parameter', 'tc.users.serveUser({})', 'userLocator'],
  ['a string for a boolean input', "tc.agents.serveAgents({ includeDisconnected: 'yes' })", 'boolean'],
  [
    'a test status TeamCity does not have',
    "tc.testOccurrences.getAllTestOccurrences({ locator: { status: 'FAILED' } })",
    'FAILED',
  ],
];

export interface MistakeError {
  code: number;
  /** The message as tsc writes it (its chain indented line by line), without the file and position. */
  message: string;
  /** Whether its last line, the error at the mistake itself, names the word the mistake is about. */
  names: boolean;
}

/** The errors of the ten mistakes against the package linked at `dir/node_modules/teamcity-sdk`, one per mistake. */
export function mistakeErrors(dir: string, options: Record<string, unknown>): MistakeError[] {
  const file = join(dir, 'mistakes.ts');
  const head = [
    "import { createClient } from 'teamcity-sdk';",
    "const tc = createClient({ baseUrl: 'https://teamcity.example.com', auth: { token: 't' } });",
    'export async function main() {',
  ];
  writeFileSync(file, [...head, ...MISTAKES.map(([, call]) => `  await ${call};`), '}', ''].join('\n'));
  const { options: parsed } = ts.convertCompilerOptionsFromJson(options, dir);
  const program = ts.createProgram([file], parsed);
  const byLine = new Map<number, ts.Diagnostic[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const line =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line - head.length : -1;
    byLine.set(line, [...(byLine.get(line) ?? []), d]);
  }
  if (byLine.has(-1) || [...byLine.keys()].some((l) => l < 0 || l >= MISTAKES.length)) {
    throw new Error(
      `errors outside the mistakes: ${[...byLine.values()]
        .flat()
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
        .join('\n')}`,
    );
  }
  return MISTAKES.map(([what, , word], i) => {
    const found = byLine.get(i);
    if (found?.length !== 1) throw new Error(`${what}: ${found?.length ?? 0} errors, expected one`);
    const message = ts.flattenDiagnosticMessageText(found[0]!.messageText, '\n');
    return { code: found[0]!.code, message, names: message.split('\n').at(-1)!.includes(word) };
  });
}
