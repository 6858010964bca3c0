// Prints a ts-morph source-file structure as text for print-ts.ts: what ts-morph's printStructure prints, up to the
// spacing and indentation prettier discards (the same tokens, newlines, blank lines and comments), in a fraction
// of the time. A structure with anything this printer does not know gives null, and printStructure prints it.
import {
  StructureKind,
  type InterfaceDeclarationStructure,
  type JSDocStructure,
  type OptionalKind,
  type ParameterDeclarationStructure,
  type SourceFileStructure,
  type TypeParameterDeclarationStructure,
  type WriterFunction,
} from 'ts-morph';

class Unknown extends Error {}

type Text = string | WriterFunction | undefined;
type Docs = (string | OptionalKind<JSDocStructure>)[] | undefined;
type TypeParameters = (string | OptionalKind<TypeParameterDeclarationStructure>)[] | undefined;
type Parameters = OptionalKind<ParameterDeclarationStructure>[] | undefined;
type Specifiers = WriterFunction | (string | WriterFunction | { name: string; alias?: string; isTypeOnly?: boolean })[];

/** What an overload and the function itself have in common. */
interface Signature {
  docs?: Docs;
  isExported?: boolean;
  isAsync?: boolean;
  typeParameters?: TypeParameters;
  parameters?: Parameters;
  returnType?: Text;
}

/** The file's text, or null when the structure holds something this printer does not know. */
export function structureText(structure: SourceFileStructure): string | null {
  try {
    only(structure, ['kind', 'statements']);
    const out = new Out();
    statements(out, structure.statements);
    out.newLineIfLastNot();
    return out.text();
  } catch (error) {
    if (error instanceof Unknown) return null;
    throw error;
  }
}

/** The written text, and what ts-morph's writer asks of it: its last characters. */
class Out {
  private parts: string[] = [];
  private tail = '';
  private lastNonSpaceChar: string | undefined;
  write(s: string) {
    if (!s) return;
    this.parts.push(s);
    this.tail = (this.tail + s).slice(-2);
    this.lastNonSpaceChar = s.trimEnd().at(-1) ?? this.lastNonSpaceChar;
  }
  text() {
    return this.parts.join('');
  }
  lastNonSpace() {
    return this.lastNonSpaceChar;
  }
  newLineIfLastNot() {
    if (this.tail && !this.tail.endsWith('\n')) this.write('\n');
  }
  blankLineIfLastNot() {
    if (!this.tail) return;
    if (!this.tail.endsWith('\n')) this.write('\n');
    if (!this.tail.endsWith('\n\n')) this.write('\n');
  }
}

/** Properties a structure may have beyond `keys` only when empty: anything else is a feature this printer lacks. */
function only(structure: object, keys: string[]): void {
  for (const [key, value] of Object.entries(structure)) {
    if (keys.includes(key) || value === undefined || value === false || (Array.isArray(value) && !value.length)) continue;
    throw new Unknown(key);
  }
}

function text(t: Text): string {
  if (typeof t === 'function') throw new Unknown('writer function');
  return t ?? '';
}

/** A statement written as text; ts-morph's writer gives a blank one layout rules of its own. */
function statementText(t: string | WriterFunction): string {
  const written = text(t);
  if (!written.trim()) throw new Unknown('blank statement');
  return written;
}

// A block's statements, with ts-morph's blank lines: after a `}`, and before functions and interfaces.
function statements(out: Out, list: SourceFileStructure['statements']): void {
  if (list === undefined) return;
  if (typeof list === 'string' || typeof list === 'function') return out.write(statementText(list));
  let first = true;
  for (const s of list) {
    if (!first && out.lastNonSpace() === '}') out.blankLineIfLastNot();
    else if (!first) out.newLineIfLastNot();
    if (typeof s === 'string' || typeof s === 'function') out.write(statementText(s));
    else {
      if (!first && (s.kind === StructureKind.Function || s.kind === StructureKind.Interface)) out.blankLineIfLastNot();
      statement(out, s);
    }
    first = false;
  }
}

type Statement = Exclude<NonNullable<SourceFileStructure['statements']>, string | WriterFunction>[number];

function statement(out: Out, s: Exclude<Statement, string | WriterFunction>): void {
  switch (s.kind) {
    case StructureKind.ImportDeclaration: {
      only(s, ['kind', 'isTypeOnly', 'namedImports', 'namespaceImport', 'moduleSpecifier']);
      if (s.namespaceImport && s.namedImports?.length) throw new Unknown('namespace and named imports');
      out.write(`import${s.isTypeOnly ? ' type' : ''}`);
      if (s.namespaceImport) out.write(` * as ${s.namespaceImport}`);
      if (s.namedImports?.length) out.write(` ${specifiers(s.namedImports)}`);
      return out.write(` from ${quote(s.moduleSpecifier)};`);
    }
    case StructureKind.ExportDeclaration: {
      only(s, ['kind', 'isTypeOnly', 'namedExports', 'moduleSpecifier']);
      if (!s.namedExports?.length) throw new Unknown('export without names');
      out.write(`export${s.isTypeOnly ? ' type' : ''} ${specifiers(s.namedExports)}`);
      return out.write(`${s.moduleSpecifier ? ` from ${quote(s.moduleSpecifier)}` : ''};`);
    }
    case StructureKind.Interface:
      return interfaceDeclaration(out, s);
    case StructureKind.TypeAlias:
      only(s, ['kind', 'name', 'isExported', 'docs', 'typeParameters', 'type']);
      docs(out, s.docs);
      return out.write(`${exported(s.isExported)}type ${s.name}${typeParameters(s.typeParameters)} = ${text(s.type)};`);
    case StructureKind.VariableStatement: {
      only(s, ['kind', 'isExported', 'docs', 'declarationKind', 'declarations']);
      docs(out, s.docs);
      const declarations = s.declarations.map((d) => {
        only(d, ['kind', 'name', 'type', 'initializer']);
        return `${d.name}${d.type ? `: ${text(d.type)}` : ''}${d.initializer ? ` = ${text(d.initializer)}` : ''}`;
      });
      return out.write(`${exported(s.isExported)}${s.declarationKind ?? 'let'} ${declarations.join(', ')};`);
    }
    case StructureKind.Function: {
      only(s, ['kind', 'name', 'isExported', 'isAsync', 'docs', 'typeParameters', 'parameters', 'returnType', 'statements', 'overloads']);
      for (const overload of s.overloads ?? []) {
        only(overload, ['kind', 'docs', 'isExported', 'isAsync', 'typeParameters', 'parameters', 'returnType']);
        functionHeader(out, s.name, { ...overload, isExported: overload.isExported ?? s.isExported, isAsync: overload.isAsync ?? false });
        out.write(';\n');
      }
      functionHeader(out, s.name, s);
      out.write(' {\n');
      statements(out, s.statements);
      out.newLineIfLastNot();
      return out.write('}');
    }
    default:
      throw new Unknown(`statement kind ${s.kind}`);
  }
}

function functionHeader(out: Out, name: string | undefined, f: Signature): void {
  docs(out, f.docs);
  out.write(`${exported(f.isExported)}${f.isAsync ? 'async ' : ''}function ${name ?? ''}${typeParameters(f.typeParameters)}`);
  out.write(`(${parameters(f.parameters)})${f.returnType ? `: ${text(f.returnType)}` : ''}`);
}

function interfaceDeclaration(out: Out, s: InterfaceDeclarationStructure): void {
  only(s, ['kind', 'name', 'isExported', 'docs', 'typeParameters', 'extends', 'properties', 'callSignatures', 'methods']);
  docs(out, s.docs);
  const extendsText = (typeof s.extends === 'function' ? [s.extends] : (s.extends ?? [])).map(text).join(', ');
  out.write(`${exported(s.isExported)}interface ${s.name}${typeParameters(s.typeParameters)} ${extendsText.trim() ? `extends ${extendsText} ` : ''}{\n`);
  for (const c of s.callSignatures ?? []) {
    only(c, ['kind', 'docs', 'typeParameters', 'parameters', 'returnType']);
    docs(out, c.docs);
    out.write(`${typeParameters(c.typeParameters)}(${parameters(c.parameters)}): ${text(c.returnType) || 'void'};\n`);
  }
  for (const p of s.properties ?? []) {
    only(p, ['kind', 'docs', 'name', 'isReadonly', 'hasQuestionToken', 'type']);
    docs(out, p.docs);
    out.write(`${p.isReadonly ? 'readonly ' : ''}${p.name}${p.hasQuestionToken ? '?' : ''}${p.type ? `: ${text(p.type)}` : ''};\n`);
  }
  for (const m of s.methods ?? []) {
    only(m, ['kind', 'docs', 'name', 'hasQuestionToken', 'typeParameters', 'parameters', 'returnType']);
    docs(out, m.docs);
    out.write(`${m.name}${m.hasQuestionToken ? '?' : ''}${typeParameters(m.typeParameters)}(${parameters(m.parameters)})`);
    out.write(`${m.returnType ? `: ${text(m.returnType)}` : ''};\n`);
  }
  out.write('}');
}

const exported = (yes: boolean | undefined) => (yes ? 'export ' : '');

function quote(specifier: string): string {
  if (/["'\\\n]/.test(specifier)) throw new Unknown('module specifier to escape');
  return `"${specifier}"`;
}

function specifiers(list: Specifiers): string {
  if (typeof list === 'function') throw new Unknown('writer function');
  const printed = list.map((s) => {
    if (typeof s === 'string' || typeof s === 'function') return text(s);
    only(s, ['kind', 'name', 'alias', 'isTypeOnly']);
    return `${s.isTypeOnly ? 'type ' : ''}${s.name}${s.alias?.trim() ? ` as ${s.alias}` : ''}`;
  });
  return `{ ${printed.join(', ')} }`;
}

function typeParameters(list: TypeParameters): string {
  if (!list?.length) return '';
  const printed = list.map((p) => {
    if (typeof p === 'string') return p;
    only(p, ['kind', 'name', 'constraint', 'default']);
    const constraint = text(p.constraint);
    const defaultType = text(p.default);
    return `${p.name}${constraint.trim() ? ` extends ${constraint}` : ''}${defaultType.trim() ? ` = ${defaultType}` : ''}`;
  });
  return `<${printed.join(', ')}>`;
}

function parameters(list: Parameters): string {
  return (list ?? [])
    .map((p) => {
      only(p, ['kind', 'name', 'hasQuestionToken', 'type', 'initializer']);
      const initializer = text(p.initializer);
      // An optional parameter is always typed: `any` when no type is given.
      const type = p.type ? `: ${text(p.type)}` : p.hasQuestionToken ? ': any' : '';
      return `${p.name}${p.hasQuestionToken ? '?' : ''}${type}${initializer.trim() ? ` = ${initializer}` : ''}`;
    })
    .join(', ');
}

/** JSDoc as ts-morph writes it: `/** text *\/` on one line, or one ` * line` a line. */
function docs(out: Out, list: Docs): void {
  for (const d of list ?? []) {
    if (typeof d !== 'string') throw new Unknown('JSDoc structure');
    const lines = d.split(/\r?\n/);
    if (lines.length <= 1) out.write(`/** ${d}${`/** ${d}`.endsWith(' ') ? '' : ' '}*/\n`);
    else {
      const body = (lines[0] === '' ? lines.slice(1) : lines).map((l) => ` *${l ? ` ${l}` : ''}\n`);
      out.write(`/**\n${body.join('')} */\n`);
    }
  }
}
