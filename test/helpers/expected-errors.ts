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
  const compilerHost = ts.createCompilerHost(config.options);
  const read = compilerHost.readFile.bind(compilerHost);
  compilerHost.readFile = (path) => replace[path] ?? read(path);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host: compilerHost });
  const expected = config.fileNames.flatMap((f) => expectationsOf(f, compilerHost.readFile(f) ?? ''));
  const problems: string[] = [];
  const unmatched = new Set(expected);
  for (const d of ts.getPreEmitDiagnostics(program)) {
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
