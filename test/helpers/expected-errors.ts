// Compiles a project whose files say, line by line, which type error they expect, and reports every difference: an
// expected error that did not come (or came with another code or text), and an error nobody expected.
//
//   // expect TS2322 `unknown field: idd`: only the model's field names are accepted
//   await tc.builds.serveBuild({ buildLocator: 'id:1', fields: { id: true, idd: true } });
//
// The comment holds for the next line that is not an `expect` comment: tsc must report an error there with that code,
// whose message contains the text between backticks (the name it is about). Unlike `@ts-expect-error`, a call to a
// renamed function fails: its error (TS2339, "Property ... does not exist") is not the one expected.
import ts from 'typescript';

const EXPECT = /^\s*\/\/ expect TS(\d+) `([^`]+)`(?::|$)/;

export interface Expected {
  file: string;
  /** 1-based, the line the error must start on. */
  line: number;
  code: number;
  text: string;
}

/** The expectations written in a file's text. */
export function expectationsOf(file: string, text: string): Expected[] {
  const lines = text.split('\n');
  const out: Expected[] = [];
  let pending: Omit<Expected, 'line'>[] = [];
  lines.forEach((line, i) => {
    const m = EXPECT.exec(line);
    if (m) pending.push({ file, code: Number(m[1]), text: m[2]! });
    else if (pending.length) {
      out.push(...pending.map((p) => ({ ...p, line: i + 1 })));
      pending = [];
    }
  });
  if (pending.length) throw new Error(`${file}: an expect comment at the end of the file, with no line after it`);
  return out;
}

// Each project compiled again (with a file's text replaced) is built on the last one, as tsc --incremental builds: the
// files are parsed once, and only a file whose text changed, with what imports it, is checked again.
interface Project {
  parsed: Map<string, ts.SourceFile>;
  last?: ts.SemanticDiagnosticsBuilderProgram;
}
const projects = new Map<string, Project>();

/**
 * Compiles the project of `tsconfig` (with `replace`: file path -> text read instead of the file) and returns what
 * differs from the files' expectations, as lines (empty when every expected error came and no other did), and how
 * many expectations were met.
 */
export function checkExpectedErrors(
  tsconfig: string,
  replace: Record<string, string> = {},
): { problems: string[]; met: number } {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, host)!;
  const project: Project = projects.get(tsconfig) ?? { parsed: new Map() };
  projects.set(tsconfig, project);
  const compilerHost = ts.createIncrementalCompilerHost(config.options);
  const read = compilerHost.readFile.bind(compilerHost);
  compilerHost.readFile = (path) => replace[path] ?? read(path);
  const parse = compilerHost.getSourceFile.bind(compilerHost);
  compilerHost.getSourceFile = (fileName, ...rest) => {
    const text = compilerHost.readFile(fileName);
    const known = project.parsed.get(fileName);
    if (known?.text === text) return known;
    const file = parse(fileName, ...rest);
    if (file) project.parsed.set(fileName, file);
    return file;
  };
  const builder = ts.createSemanticDiagnosticsBuilderProgram(
    config.fileNames,
    config.options,
    compilerHost,
    project.last,
  );
  project.last = builder;
  const expected = config.fileNames.flatMap((f) => expectationsOf(f, compilerHost.readFile(f) ?? ''));
  const problems: string[] = [];
  const unmatched = new Set(expected);
  // What ts.getPreEmitDiagnostics gives, the semantic diagnostics kept from the last program for the files unchanged.
  const diagnostics = ts.sortAndDeduplicateDiagnostics([
    ...builder.getConfigFileParsingDiagnostics(),
    ...builder.getOptionsDiagnostics(),
    ...builder.getSyntacticDiagnostics(),
    ...builder.getGlobalDiagnostics(),
    ...builder.getSemanticDiagnostics(),
  ]);
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) {
      problems.push(`TS${d.code}: ${message}`);
      continue;
    }
    const line = d.file.getLineAndCharacterOfPosition(d.start).line + 1;
    const at = `${d.file.fileName}:${line}`;
    const wanted = expected.filter((e) => e.file === d.file!.fileName && e.line === line);
    const match = wanted.find((e) => unmatched.has(e) && e.code === d.code && message.includes(e.text));
    if (match) unmatched.delete(match);
    else
      problems.push(
        wanted.length
          ? `${at}: expected TS${wanted.map((e) => `${e.code} about \`${e.text}\``).join(' or TS')}, got TS${d.code}: ${message}`
          : `${at}: unexpected TS${d.code}: ${message}`,
      );
  }
  for (const e of unmatched)
    problems.push(`${e.file}:${e.line}: expected TS${e.code} about \`${e.text}\`, and no such error came`);
  return { problems, met: expected.length - unmatched.size };
}
