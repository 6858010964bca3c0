// Prints the syntax tree of parse.ts as prettier's own printer would (singleQuote, printWidth 120, trailingComma all):
// the same documents, built from the same rules, printed by prettier's document printer. Where a rule needs more
// than this subset has, it throws Unsupported and the file goes to prettier instead.
import { builders, printer, utils } from 'prettier/doc';
import { Unsupported, type Comment } from './lex.js';
import { parse, type Expr, type Key, type Member, type Param, type Prop, type Stmt, type TypeNode, type TypeParam } from './parse.js';

type Doc = builders.Doc;
const { group, indent, line, softline, hardline, ifBreak, join, align, indentIfBreak } = builders;
const PRINT_WIDTH = 120;

/** The text prettier makes of `text`, or null when `text` has something this printer does not know. */
export function prettyTs(text: string): string | null {
  try {
    const program = parse(text);
    if (program.trailing.length) throw new Unsupported('comment at the end of the file');
    const doc: Doc[] = [];
    program.body.forEach((stmt, i) => {
      if (i > 0) doc.push(hardline, ...(stmt.blankBefore ? [hardline] : []));
      doc.push(withComments(stmt.comments, flatIfFits(statement(stmt), 0)));
    });
    if (program.body.length) doc.push(hardline);
    return printer.printDocToString(doc, { printWidth: PRINT_WIDTH, tabWidth: 2, useTabs: false }).formatted;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

// --- documents

/** The parts as one document, adjacent strings joined: the same text, fewer documents for the printer to walk. */
function cat(parts: Doc[]): Doc {
  const out: Doc[] = [];
  let text = '';
  const add = (part: Doc) => {
    if (typeof part === 'string') text += part;
    else if (Array.isArray(part)) part.forEach(add);
    else {
      if (text) out.push(text);
      text = '';
      out.push(part);
    }
  };
  parts.forEach(add);
  if (text) out.push(text);
  return out.length === 1 ? out[0]! : out;
}

/** A document printed flat, or null when it holds a break that is always taken. */
function flat(doc: Doc): string | null {
  if (typeof doc === 'string') return doc;
  if (Array.isArray(doc)) {
    let text = '';
    for (const part of doc) {
      const printed = flat(part);
      if (printed === null) return null;
      text += printed;
    }
    return text;
  }
  switch (doc.type) {
    case 'group':
      return doc.break ? null : flat(doc.contents);
    case 'indent':
    case 'align':
    case 'indent-if-break':
      return flat((doc as { contents: Doc }).contents);
    case 'if-break':
      return flat(doc.flatContents);
    case 'line':
      return doc.hard ? null : doc.soft ? '' : ' ';
    default:
      return null;
  }
}

/**
 * A document that starts a line at `indent` and fits on it flat, as its text: prettier prints every group of such
 * a line flat, so the printer need not look at it.
 */
function flatIfFits(doc: Doc, indent: number): Doc {
  const text = flat(doc);
  return text !== null && indent + text.length <= PRINT_WIDTH ? text : doc;
}

/** A group, or its text alone when it holds nothing to break (it prints the same). */
function grp(parts: Doc[], options?: { shouldBreak: boolean }): Doc {
  const doc = cat(parts);
  return typeof doc === 'string' && !options?.shouldBreak ? doc : group(doc, options);
}

// --- comments and strings

function withComments(comments: Comment[], doc: Doc): Doc {
  // Each on its own line; a blank line after one stays.
  return comments.length ? [...comments.flatMap((c) => [comment(c), hardline, c.blankAfter ? hardline : '']), doc] : doc;
}

function comment(c: Comment): Doc {
  if (!c.block) return c.text.trimEnd();
  const value = c.text.slice(2, -2);
  const lines = value.split('\n');
  if (lines.length === 1) return c.text;
  // An indentable block comment: every line after the first starts with `*`.
  if (!`*${value}*`.split('\n').every((l) => l.trimStart()[0] === '*')) throw new Unsupported('multi-line block comment');
  const last = lines.length - 1;
  // prettier keeps a markdown line break (two trailing spaces) in a JSDoc line, with a layout of its own.
  if (value.startsWith('*') && lines.some((l, i) => i > 0 && i < last && l.trim() !== '*' && l.endsWith('  '))) {
    throw new Unsupported('JSDoc line ending in two spaces');
  }
  return ['/*', join(hardline, lines.map((l, i) => (i === 0 ? l.trimEnd() : ` ${i < last ? l.trim() : l.trimStart()}`))), '*/'];
}

/** A string literal with prettier's choice of quotes and escapes. */
function str(raw: string): string {
  const content = raw.slice(1, -1);
  const doubles = content.split('"').length - 1;
  const singles = content.split("'").length - 1;
  const quote = singles > doubles ? '"' : "'";
  const other = quote === '"' ? "'" : '"';
  const body = content.replaceAll(/\\(.)|(["'])/gs, (_, escaped: string | undefined, q: string | undefined) => {
    if (escaped === other) return escaped;
    if (q === quote) return `\\${q}`;
    if (q) return q;
    return /^[^\n\r"'0-7\\bfnrt-vx\u2028\u2029]$/.test(escaped!) ? escaped! : `\\${escaped}`;
  });
  return quote + body + quote;
}

function key(k: Key): string {
  if (k.kind === 'word') return k.text;
  if (k.kind === 'number') throw new Unsupported('numeric key');
  const value = k.text.slice(1, -1);
  // prettier (quoteProps as-needed) would unquote these.
  if (/^[A-Za-z_$][\w$]*$/.test(value) || /^\d/.test(value) || value.includes('\\')) throw new Unsupported('quoted key');
  return str(k.text);
}

// --- statements

function statement(s: Stmt): Doc {
  switch (s.s) {
    case 'import':
      return cat(['import', s.typeOnly ? ' type' : '', ' ', s.named ? specifiers(s.named) : ['*', ' as ', s.namespace!], ' from', ' ', str(s.source), ';']);
    case 'exportNamed':
      return cat(['export', s.typeOnly ? ' type' : '', ' ', specifiers(s.specifiers), s.source ? [' from', ' ', str(s.source)] : '', ';']);
    case 'exportAll':
      return ['export', s.typeOnly ? ' type' : '', ' *', ' from', ' ', str(s.source), ';'];
    case 'interface': {
      if (s.extends.length > 1 || (s.extends.length && s.typeParams)) throw new Unsupported('interface heritage');
      return cat([exported(s.exported), 'interface ', s.name, typeParams(s.typeParams), s.extends.length ? [' extends ', type(s.extends[0]!)] : '', ' ', body(s.members)]);
    }
    case 'type': {
      if (s.typeParams) throw new Unsupported('type alias parameters');
      const left = ['type ', s.name];
      if (s.type.t === 'union' && !huggedUnion(s.type)) {
        return [exported(s.exported), group([group(left), ' =', group(indent([line, union(s.type, 'bare')]))]), ';'];
      }
      return [exported(s.exported), fluid(left, ' =', type(s.type)), ';'];
    }
    case 'var': {
      const left = s.type ? [s.name, ':', ' ', type(s.type)] : s.name;
      return [exported(s.exported), group([s.kind, ' ', assignment(left, ' =', s.init, { shortKey: false, canBreakLeft: canBreak(left), declarator: s }), ';'])];
    }
    case 'function': {
      const params = parameters(s.params);
      const returns = s.returns ? [':', ' ', type(s.returns, 'annotation')] : '';
      if (groupsParameters(s.typeParams, s.params, s.returns)) throw new Unsupported('grouped function parameters');
      return cat([exported(s.exported), s.async ? 'async ' : '', 'function ', s.name, typeParams(s.typeParams), grp([params, returns]), s.body ? [' ', block(s.body)] : ';']);
    }
    case 'return':
      return ['return', ' ', expr(s.arg), ';'];
  }
}

const exported = (yes: boolean): Doc => (yes ? ['export', ' '] : '');

function specifiers(specs: { typeOnly: boolean; name: string; alias: string | null }[]): Doc {
  if (!specs.length) return '{}';
  const printed = specs.map((s) => `${s.typeOnly ? 'type ' : ''}${s.name}${s.alias ? ` as ${s.alias}` : ''}`);
  if (specs.length === 1) return `{ ${printed[0]} }`;
  return group(['{', indent([line, join([',', line], printed)]), ifBreak(','), line, '}']);
}

/** A function body at the top level. */
function block(stmts: Stmt[]): Doc {
  if (!stmts.length) return '{}';
  return ['{', indent([hardline, join(hardline, stmts.map((s) => withComments(s.comments, flatIfFits(statement(s), 2))))]), hardline, '}'];
}

/** A top-level interface's body: always one member a line. */
function body(members: Member[]): Doc {
  if (!members.length) return '{}';
  return ['{', indent([hardline, join(hardline, members.map((m) => withComments(m.comments, flatIfFits([member(m), ';'], 2))))]), hardline, '}'];
}

function member(m: Member): Doc {
  switch (m.m) {
    case 'property':
      if (!m.type) throw new Unsupported('untyped property');
      return grp([m.readonly ? 'readonly ' : '', key(m.key), m.optional ? '?' : '', ': ', type(m.type, 'annotation')]);
    case 'call':
      return signature(m.typeParams, m.params, m.returns);
    case 'method': {
      if (groupsParameters(m.typeParams, m.params, m.returns)) throw new Unsupported('grouped method parameters');
      const returns = m.returns ? grp([': ', type(m.returns, 'annotation')]) : '';
      return grp([key(m.key), m.optional ? '?' : '', typeParams(m.typeParams), parameters(m.params), returns]);
    }
    case 'index':
      return group([
        m.readonly ? 'readonly ' : '',
        '[',
        group([indent([softline, m.param, ':', ' ', type(m.paramType, 'annotation')]), softline]),
        ']',
        ':',
        ' ',
        type(m.type, 'annotation'),
      ]);
  }
}

/** A call or method signature: type parameters, parameters and return type in one group. */
function signature(tps: TypeParam[] | null, params: Param[], returns: TypeNode | null): Doc {
  if (groupsParameters(tps, params, returns)) throw new Unsupported('grouped signature parameters');
  return grp([typeParams(tps), parameters(params), returns ? [': ', type(returns, 'annotation')] : '']);
}

/** prettier groups the parameters on their own when there is one and the return type is an object or breaks. */
function groupsParameters(tps: TypeParam[] | null, params: Param[], returns: TypeNode | null): boolean {
  if (tps && (tps.length > 1 || (tps.length === 1 && (tps[0]!.constraint || tps[0]!.default)))) return false;
  return params.length === 1 && returns !== null && (isObjectType(returns) || utils.willBreak(type(returns, 'annotation')));
}

function parameters(params: Param[]): Doc {
  if (!params.length) return '()';
  const only = params.length === 1 ? params[0]! : null;
  if (only && only.type && isObjectType(only.type)) throw new Unsupported('hugged parameter');
  return ['(', indent([softline, join([',', line], params.map(parameter))]), ifBreak(','), softline, ')'];
}

function parameter(p: Param): Doc {
  if (p.type?.t === 'union') throw new Unsupported('union parameter type');
  return cat([p.name, p.optional ? '?' : '', p.type ? [': ', type(p.type, 'annotation')] : '', p.init ? [' = ', grp([expr(p.init)])] : '']);
}

function typeParams(tps: TypeParam[] | null): Doc {
  if (!tps) return '';
  if (!tps.length) return '<>';
  const printed = tps.map((tp) =>
    grp([
      tp.name,
      tp.constraint ? [' extends', ...indentedRight(type(tp.constraint))] : '',
      tp.default ? [' =', ...indentedRight(type(tp.default))] : '',
    ]),
  );
  return group(['<', indent([softline, join([',', line], printed)]), ifBreak(','), softline, '>']);
}

/** The right side of `extends` and `=` in a type parameter: on the next line, indented, when it does not fit. */
function indentedRight(doc: Doc): Doc[] {
  const id = Symbol('type-parameter');
  return [group(indent(line), { id }), indentIfBreak(doc, { groupId: id })];
}

// --- types

type TypeContext = 'annotation' | 'argument' | 'other';

function type(t: TypeNode, context: TypeContext = 'other'): Doc {
  switch (t.t) {
    case 'keyword':
      return t.name;
    case 'string':
      return str(t.raw);
    case 'number':
      return t.raw;
    case 'ref':
      return t.args ? cat([t.name, typeArgs(t.args)]) : t.name;
    case 'query':
      return `typeof ${t.name}`;
    case 'operator':
      return cat([t.operator, ' ', type(t.type)]);
    case 'indexed':
      return cat([type(t.object), '[', type(t.index), ']']);
    case 'array':
      if (t.element.t === 'paren') {
        const inner = t.element.type;
        if (inner.t !== 'union' || huggedUnion(inner)) throw new Unsupported('parenthesized array element');
        return cat(['(', union(inner, 'parens'), ')[]']);
      }
      if (t.element.t === 'union' || t.element.t === 'intersection' || t.element.t === 'function') throw new Unsupported('array element');
      return cat([type(t.element), '[]']);
    case 'paren':
      throw new Unsupported('parenthesized type');
    case 'union':
      if (huggedUnion(t)) throw new Unsupported('hugged union');
      return union(t, context === 'argument' ? 'bare' : 'indented');
    case 'intersection': {
      if (t.types.some(isObjectType)) throw new Unsupported('intersection with an object type');
      const [first, ...rest] = t.types.map((x) => unionFree(x));
      return group([first!, ...rest.map((x) => indent([' &', line, x]))]);
    }
    case 'literal':
      return objectType(t.members, t.broken);
    case 'mapped': {
      if (t.optional) throw new Unsupported('optional mapped type');
      return group([
        '{',
        indent([
          line,
          group([t.readonly ? ['readonly', ' '] : '', group(['[', indent([softline, t.key, ' in ', type(t.constraint)]), softline, ']']), ': ', type(t.type)]),
          ifBreak(';'),
        ]),
        line,
        '}',
      ], { shouldBreak: t.broken });
    }
    case 'function':
      if (t.typeParams) throw new Unsupported('generic function type');
      if (groupsParameters(null, t.params, t.returns)) throw new Unsupported('grouped function type parameters');
      return group([parameters(t.params), ' ', '=>', ' ', type(t.returns)]);
  }
}

function unionFree(t: TypeNode): Doc {
  if (t.t === 'union' || t.t === 'function') throw new Unsupported('union or function in an intersection');
  return type(t);
}

const isObjectType = (t: TypeNode) => t.t === 'literal' || t.t === 'mapped';

/** A union of one object type and `null`/`void`s, which prettier prints on one line. */
const huggedUnion = (t: TypeNode & { t: 'union' }) =>
  t.types.some(isObjectType) || t.types.some((x) => x.t === 'function' || x.t === 'union' || x.t === 'paren');

/**
 * `| A | B`: on one line when it fits, else one member a line. Where the union sits decides its indentation:
 * after `type X =` the assignment indents it, in parentheses it indents itself and closes on its own line.
 */
function union(t: TypeNode & { t: 'union' }, where: 'bare' | 'indented' | 'parens'): Doc {
  const members = group(t.types.map((x, i) => [i === 0 ? ifBreak('| ') : [line, '| '], align(2, type(x))]));
  if (where === 'parens') return group([indent([softline, members]), softline]);
  return where === 'bare' ? members : group(indent([softline, members]));
}

/** Type arguments: inline for one simple type, else a group that breaks one argument a line. */
function typeArgs(args: TypeNode[]): Doc {
  if (args.length === 1 && (isSimpleType(args[0]!) || isObjectType(args[0]!))) return cat(['<', type(args[0]!, 'argument'), '>']);
  return group(['<', indent([softline, join([',', line], args.map((a) => type(a, 'argument')))]), softline, '>']);
}

/** Keywords, literal types and references without arguments. */
const isSimpleType = (t: TypeNode) => t.t === 'keyword' || t.t === 'string' || t.t === 'number' || (t.t === 'ref' && !t.args);

function objectType(members: Member[], broken: boolean): Doc {
  if (!members.length) return '{}';
  const printed = members.map((m) => withComments(m.comments, member(m)));
  return group(['{', indent([line, join([';', line], printed), ifBreak(';')]), line, '}'], { shouldBreak: broken });
}

// --- expressions

function expr(e: Expr): Doc {
  switch (e.e) {
    case 'id':
      // Boolean literals have layouts of their own in assignments.
      if (e.name === 'true' || e.name === 'false') throw new Unsupported('boolean literal');
      return e.name;
    case 'string':
      return str(e.raw);
    case 'number':
      throw new Unsupported('number');
    case 'member':
      if (e.object.e !== 'id') throw new Unsupported('member chain');
      return `${e.object.name}.${e.property}`;
    case 'as':
      return cat([expr(e.expr), ' as ', type(e.type)]);
    case 'object': {
      if (!e.props.length) return group(['{', '}']);
      return group(['{', indent([line, join([',', line], e.props.map(prop))]), ifBreak(','), line, '}'], { shouldBreak: e.broken });
    }
    case 'array': {
      if (!e.elements.length) return group(['[', ']']);
      // A matrix (every element an array of two or more) is always printed one row a line.
      const matrix = e.elements.length > 1 && e.elements.every((x) => x.e === 'array' && x.elements.length > 1);
      if (e.elements.some((x) => x.e === 'object' || x.e === 'number')) throw new Unsupported('array of objects or numbers');
      return group(['[', indent([softline, join([',', line], e.elements.map((x) => group(expr(x)))), ifBreak(',')]), softline, ']'], {
        shouldBreak: matrix,
      });
    }
    case 'call': {
      if (e.callee.e !== 'id') throw new Unsupported('call on a member');
      if (TEST_CALLS.has(e.callee.name)) throw new Unsupported('test-style call');
      if (e.args.some((a) => a.e === 'object' || a.e === 'array' || a.e === 'arrow')) throw new Unsupported('call with an expandable argument');
      const args = e.args.length ? group(['(', indent([softline, join([',', line], e.args.map(expr))]), ifBreak(','), softline, ')']) : '()';
      return [e.callee.name, e.typeArgs ? typeArgs(e.typeArgs) : '', args];
    }
    case 'arrow': {
      if (!['call', 'id', 'as', 'string', 'member'].includes(e.body.e)) throw new Unsupported('arrow body');
      if (e.params.length === 1 && e.params[0]!.type && isObjectType(e.params[0]!.type)) throw new Unsupported('hugged parameter');
      const signature = group([parameters(e.params), e.returns ? [':', ' ', type(e.returns, 'annotation')] : '']);
      return group([group(signature), ' =>', group(indent([line, expr(e.body)]))]);
    }
  }
}

// Calls prettier keeps on one line whatever their length (test declarations, require and define).
const TEST_CALLS = new Set(['it', 'test', 'describe', 'xit', 'xtest', 'xdescribe', 'fit', 'fdescribe', 'ftest', 'skip', 'only', 'require', 'define', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll']);

function prop(p: Prop): Doc {
  if (p.p === 'spread') return ['...', expr(p.arg)];
  if (p.p === 'shorthand') return p.name;
  const k = key(p.key);
  return assignment(k, ':', p.value, { shortKey: k.length < 5, canBreakLeft: false, declarator: null });
}

// --- assignments: `const x = ...`, `key: ...`, `type X = ...`

interface Side {
  /** An object property whose key is narrower than tabWidth + 3: breaking after it gains little. */
  shortKey: boolean;
  canBreakLeft: boolean;
  declarator: (Stmt & { s: 'var' }) | null;
}

function assignment(left: Doc, operator: string, right: Expr, side: Side): Doc {
  const rightDoc = expr(right);
  switch (layout(right, side)) {
    case 'break-after-operator':
      return group([group(left), operator, group(indent([line, rightDoc]))]);
    case 'never-break-after-operator':
      return group([group(left), operator, ' ', rightDoc]);
    case 'break-lhs':
      return group([left, operator, ' ', group(rightDoc)]);
    case 'fluid':
      return fluid(left, operator, rightDoc);
  }
}

/** The right side stays on the operator's line while it can break itself; else it moves to the next line. */
function fluid(left: Doc, operator: string, rightDoc: Doc): Doc {
  const id = Symbol('assignment');
  return group([group(left), operator, group(indent(line), { id }), indentIfBreak(rightDoc, { groupId: id })]);
}

function layout(right: Expr, side: Side): 'break-after-operator' | 'never-break-after-operator' | 'break-lhs' | 'fluid' {
  const annotation = side.declarator?.type;
  if (annotation?.t === 'ref' && annotation.args && annotation.args.length > 1) throw new Unsupported('generic declarator type');
  if (right.e === 'arrow' && side.declarator && side.canBreakLeft) return 'break-lhs';
  if (!side.shortKey && (right.e === 'string' || poorlyBreakable(right, false))) return 'break-after-operator';
  if (!side.canBreakLeft && side.shortKey) return 'never-break-after-operator';
  return 'fluid';
}

/** A call chain with at most one short argument per call, or a member chain: not worth breaking inside. */
function poorlyBreakable(e: Expr, deep: boolean): boolean {
  if (e.e === 'call') {
    const [only] = e.args;
    if (!(e.args.length === 0 || (e.args.length === 1 && loneShortArgument(only!)))) return false;
    if (e.typeArgs && (e.typeArgs.length > 1 || ['union', 'intersection', 'literal'].includes(e.typeArgs[0]!.t))) return false;
    if (e.typeArgs && utils.willBreak(typeArgs(e.typeArgs))) return false;
    return poorlyBreakable(e.callee, true);
  }
  if (e.e === 'member') return poorlyBreakable(e.object, true);
  return deep && e.e === 'id';
}

function loneShortArgument(e: Expr): boolean {
  const threshold = PRINT_WIDTH / 4;
  if (e.e === 'id') return e.name.length <= threshold;
  if (e.e === 'string') return str(e.raw).length <= threshold;
  if (e.e === 'call') return e.args.length === 0 && e.callee.e === 'id' && e.callee.name.length <= threshold - 2;
  return false;
}

function canBreak(doc: Doc): boolean {
  return utils.canBreak(doc);
}
