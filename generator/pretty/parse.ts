// Parses the subset of TypeScript the emitters print into a small syntax tree; anything else is Unsupported.
import { lex, Unsupported, type Comment, type Token } from './lex.js';

export type TypeNode =
  | { t: 'ref'; name: string; args: TypeNode[] | null }
  | { t: 'keyword'; name: string }
  | { t: 'string'; raw: string }
  | { t: 'number'; raw: string }
  | { t: 'union'; types: TypeNode[] }
  | { t: 'intersection'; types: TypeNode[] }
  | { t: 'array'; element: TypeNode }
  | { t: 'paren'; type: TypeNode }
  | { t: 'operator'; operator: 'readonly' | 'keyof'; type: TypeNode }
  | { t: 'query'; name: string }
  | { t: 'literal'; members: Member[]; broken: boolean }
  | { t: 'mapped'; readonly: boolean; key: string; constraint: TypeNode; optional: boolean; type: TypeNode; broken: boolean }
  | { t: 'function'; typeParams: TypeParam[] | null; params: Param[]; returns: TypeNode }
  | { t: 'indexed'; object: TypeNode; index: TypeNode };

export interface Key {
  kind: 'word' | 'string' | 'number';
  text: string;
}

export interface TypeParam {
  name: string;
  constraint: TypeNode | null;
  default: TypeNode | null;
}

export interface Param {
  name: string;
  optional: boolean;
  type: TypeNode | null;
  init: Expr | null;
}

export type Member = { comments: Comment[] } & (
  | { m: 'property'; readonly: boolean; key: Key; optional: boolean; type: TypeNode | null }
  | { m: 'call'; typeParams: TypeParam[] | null; params: Param[]; returns: TypeNode | null }
  | { m: 'method'; key: Key; optional: boolean; typeParams: TypeParam[] | null; params: Param[]; returns: TypeNode | null }
  | { m: 'index'; readonly: boolean; param: string; paramType: TypeNode; type: TypeNode }
);

export type Expr =
  | { e: 'id'; name: string }
  | { e: 'string'; raw: string }
  | { e: 'number'; raw: string }
  | { e: 'object'; props: Prop[]; broken: boolean }
  | { e: 'array'; elements: Expr[] }
  | { e: 'call'; callee: Expr; typeArgs: TypeNode[] | null; args: Expr[] }
  | { e: 'member'; object: Expr; property: string }
  | { e: 'as'; expr: Expr; type: TypeNode }
  | { e: 'arrow'; params: Param[]; returns: TypeNode | null; body: Expr };

export type Prop = { p: 'property'; key: Key; value: Expr } | { p: 'shorthand'; name: string } | { p: 'spread'; arg: Expr };

export interface Specifier {
  typeOnly: boolean;
  name: string;
  alias: string | null;
}

export type Stmt = { comments: Comment[]; blankBefore: boolean } & (
  | { s: 'import'; typeOnly: boolean; named: Specifier[] | null; namespace: string | null; source: string }
  | { s: 'exportNamed'; typeOnly: boolean; specifiers: Specifier[]; source: string | null }
  | { s: 'exportAll'; typeOnly: boolean; source: string }
  | { s: 'interface'; exported: boolean; name: string; typeParams: TypeParam[] | null; extends: TypeNode[]; members: Member[] }
  | { s: 'type'; exported: boolean; name: string; typeParams: TypeParam[] | null; type: TypeNode }
  | { s: 'var'; exported: boolean; kind: 'const' | 'let'; name: string; type: TypeNode | null; init: Expr }
  | {
      s: 'function';
      exported: boolean;
      async: boolean;
      name: string;
      typeParams: TypeParam[] | null;
      params: Param[];
      returns: TypeNode | null;
      body: Stmt[] | null;
    }
  | { s: 'return'; arg: Expr }
);

export interface Program {
  body: Stmt[];
  /** Comments after the last statement. */
  trailing: Comment[];
}

const KEYWORD_TYPES = new Set(['string', 'number', 'boolean', 'never', 'unknown', 'object', 'any', 'void', 'null', 'undefined', 'true', 'false', 'bigint', 'symbol']);
const RESERVED = new Set(['import', 'export', 'function', 'const', 'let', 'var', 'return', 'new', 'class', 'typeof', 'keyof', 'in', 'as', 'async', 'await', 'default', 'extends']);

export function parse(text: string): Program {
  const tokens = lex(text);
  let pos = 0;
  const peek = (ahead = 0): Token => tokens[Math.min(pos + ahead, tokens.length - 1)]!;
  const is = (text: string, ahead = 0) => peek(ahead).text === text && peek(ahead).kind !== 'string';
  // A token with comments in front of it is only taken where a statement or member may start (takeComments).
  const next = (): Token => {
    const token = peek();
    if (token.comments.length) throw new Unsupported(`comment before ${token.text}`);
    if (token.kind === 'eof') throw new Unsupported('unexpected end');
    pos++;
    return token;
  };
  const expect = (text: string) => {
    const token = next();
    if (token.text !== text || token.kind === 'string') throw new Unsupported(`expected ${text}, got ${token.text}`);
  };
  const eat = (text: string) => (is(text) && !peek().comments.length ? (pos++, true) : false);
  const takeComments = (): Comment[] => {
    const { comments } = peek();
    peek().comments = [];
    return comments;
  };
  const word = (): string => {
    const token = next();
    if (token.kind !== 'word' || RESERVED.has(token.text)) throw new Unsupported(`expected a name, got ${token.text}`);
    return token.text;
  };
  const string = (): string => {
    const token = next();
    if (token.kind !== 'string') throw new Unsupported(`expected a string, got ${token.text}`);
    return token.text;
  };
  const dotted = (): string => {
    let name = word();
    while (eat('.')) name += `.${word()}`;
    return name;
  };
  const list = <T>(item: () => T, close: string): T[] => {
    const items: T[] = [];
    while (!is(close)) {
      items.push(item());
      if (!eat(',')) break;
    }
    expect(close);
    return items;
  };

  function key(): Key {
    const token = next();
    if (token.kind === 'punct' || token.kind === 'eof') throw new Unsupported(`expected a key, got ${token.text}`);
    return { kind: token.kind, text: token.text };
  }

  function typeParams(): TypeParam[] | null {
    if (!eat('<')) return null;
    return list(() => {
      const name = word();
      const constraint = eat('extends') ? type() : null;
      return { name, constraint, default: eat('=') ? type() : null };
    }, '>');
  }

  function param(): Param {
    if (is('...')) throw new Unsupported('rest parameter');
    const name = word();
    const optional = eat('?');
    const t = eat(':') ? type() : null;
    return { name, optional, type: t, init: eat('=') ? expr() : null };
  }

  function type(): TypeNode {
    eat('|');
    const types = [intersection()];
    while (eat('|')) types.push(intersection());
    return types.length === 1 ? types[0]! : { t: 'union', types };
  }

  function intersection(): TypeNode {
    eat('&');
    const types = [postfix()];
    while (eat('&')) types.push(postfix());
    return types.length === 1 ? types[0]! : { t: 'intersection', types };
  }

  function postfix(): TypeNode {
    if (is('readonly') || is('keyof')) {
      const operator = next().text as 'readonly' | 'keyof';
      return { t: 'operator', operator, type: postfix() };
    }
    let node = primary();
    while (is('[') && !peek().newlineBefore) {
      next();
      if (eat(']')) node = { t: 'array', element: node };
      else {
        const index = type();
        expect(']');
        node = { t: 'indexed', object: node, index };
      }
    }
    return node;
  }

  function primary(): TypeNode {
    const token = peek();
    if (token.kind === 'string') return { t: 'string', raw: string() };
    if (token.kind === 'number') return { t: 'number', raw: next().text };
    if (is('typeof')) {
      next();
      return { t: 'query', name: dotted() };
    }
    if (is('{')) return (is('[', 1) && is('in', 3)) || (is('readonly', 1) && is('[', 2) && is('in', 4)) ? mapped() : { t: 'literal', ...members() };
    if (is('(')) {
      if (isFunctionType()) {
        next();
        const params = list(param, ')');
        expect('=>');
        return { t: 'function', typeParams: null, params, returns: type() };
      }
      next();
      const inner = type();
      expect(')');
      return { t: 'paren', type: inner };
    }
    if (is('<')) {
      const tps = typeParams();
      expect('(');
      const params = list(param, ')');
      expect('=>');
      return { t: 'function', typeParams: tps, params, returns: type() };
    }
    if (token.kind === 'word' && KEYWORD_TYPES.has(token.text) && !is('.', 1)) return { t: 'keyword', name: next().text };
    const name = dotted();
    return { t: 'ref', name, args: is('<') ? (next(), list(type, '>')) : null };
  }

  /** `(` starts a function type when `(` is followed by `)`, or by a name and `:`, `?`, `,` or `)` `=>`. */
  function isFunctionType(): boolean {
    if (is(')', 1)) return true;
    if (peek(1).kind !== 'word') return false;
    return is(':', 2) || is('?', 2) || is(',', 2) || (is(')', 2) && is('=>', 3));
  }

  function mapped(): TypeNode {
    expect('{');
    const broken = peek().newlineBefore;
    const ro = eat('readonly');
    expect('[');
    const k = word();
    expect('in');
    const constraint = type();
    expect(']');
    const optional = eat('?');
    expect(':');
    const t = type();
    eat(';');
    expect('}');
    return { t: 'mapped', readonly: ro, key: k, constraint, optional, type: t, broken };
  }

  function members(): { members: Member[]; broken: boolean } {
    expect('{');
    const broken = peek().newlineBefore;
    const out: Member[] = [];
    while (!is('}')) {
      if (peek().blankBefore) throw new Unsupported('blank line between members');
      out.push(member());
      if (!eat(';') && !eat(',') && !is('}') && !peek().newlineBefore) throw new Unsupported(`member separator ${peek().text}`);
    }
    if (peek().comments.length) throw new Unsupported('comment at the end of a body');
    expect('}');
    return { members: out, broken };
  }

  function member(): Member {
    const comments = takeComments();
    if (is('(') || is('<')) {
      const tps = typeParams();
      expect('(');
      const params = list(param, ')');
      return { comments, m: 'call', typeParams: tps, params, returns: eat(':') ? type() : null };
    }
    const ro = is('readonly') && !is(':', 1) && !is('?', 1) && !is('(', 1) ? (next(), true) : false;
    if (eat('[')) {
      const p = word();
      expect(':');
      const paramType = type();
      expect(']');
      expect(':');
      return { comments, m: 'index', readonly: ro, param: p, paramType, type: type() };
    }
    const k = key();
    const optional = eat('?');
    if (is('(') || is('<')) {
      if (ro) throw new Unsupported('readonly method');
      const tps = typeParams();
      expect('(');
      const params = list(param, ')');
      return { comments, m: 'method', key: k, optional, typeParams: tps, params, returns: eat(':') ? type() : null };
    }
    return { comments, m: 'property', readonly: ro, key: k, optional, type: eat(':') ? type() : null };
  }

  function expr(): Expr {
    if (is('(') && isArrow()) {
      next();
      const params = list(param, ')');
      const returns = eat(':') ? type() : null;
      expect('=>');
      if (is('{')) throw new Unsupported('arrow function with a block body');
      return { e: 'arrow', params, returns, body: expr() };
    }
    let node = callOrMember();
    while (is('as')) {
      next();
      node = { e: 'as', expr: node, type: type() };
    }
    return node;
  }

  /** An arrow function: `(` ... `)` followed by `=>` or `:`. */
  function isArrow(): boolean {
    let depth = 0;
    for (let i = 0; ; i++) {
      const t = peek(i);
      if (t.kind === 'eof') return false;
      if (t.kind === 'punct' && (t.text === '(' || t.text === '[' || t.text === '{')) depth++;
      if (t.kind === 'punct' && (t.text === ')' || t.text === ']' || t.text === '}') && --depth === 0) return is('=>', i + 1) || is(':', i + 1);
    }
  }

  function callOrMember(): Expr {
    let node = primaryExpr();
    while (true) {
      if (eat('.')) node = { e: 'member', object: node, property: word() };
      else if (is('(')) {
        next();
        node = { e: 'call', callee: node, typeArgs: null, args: list(expr, ')') };
      } else if (is('<') && node.e !== 'call') {
        next();
        const typeArgs = list(type, '>');
        expect('(');
        node = { e: 'call', callee: node, typeArgs, args: list(expr, ')') };
      } else return node;
    }
  }

  function primaryExpr(): Expr {
    const token = peek();
    if (token.kind === 'string') return { e: 'string', raw: string() };
    if (token.kind === 'number') return { e: 'number', raw: next().text };
    if (is('[')) {
      next();
      return { e: 'array', elements: list(expr, ']') };
    }
    if (is('{')) {
      next();
      const broken = peek().newlineBefore;
      const props = list((): Prop => {
        if (eat('...')) return { p: 'spread', arg: expr() };
        const k = key();
        if (k.kind === 'word' && (is(',') || is('}'))) return { p: 'shorthand', name: k.text };
        expect(':');
        return { p: 'property', key: k, value: expr() };
      }, '}');
      return { e: 'object', props, broken };
    }
    return { e: 'id', name: word() };
  }

  function declaration(comments: Comment[], blankBefore: boolean, exported: boolean): Stmt {
    const base = { comments, blankBefore, exported };
    if (eat('interface')) {
      const name = word();
      const tps = typeParams();
      const ext: TypeNode[] = [];
      if (eat('extends')) do ext.push(type()); while (eat(','));
      return { ...base, s: 'interface', name, typeParams: tps, extends: ext, ...members() };
    }
    if (is('type') && peek(1).kind === 'word') {
      next();
      const name = word();
      const tps = typeParams();
      expect('=');
      const t = type();
      expect(';');
      return { ...base, s: 'type', name, typeParams: tps, type: t };
    }
    if (is('const') || is('let')) {
      const kind = next().text as 'const' | 'let';
      const name = word();
      const t = eat(':') ? type() : null;
      expect('=');
      const init = expr();
      if (is(',')) throw new Unsupported('several declarators');
      expect(';');
      return { ...base, s: 'var', kind, name, type: t, init };
    }
    const isAsync = eat('async');
    if (eat('function')) {
      const name = word();
      const tps = typeParams();
      expect('(');
      const params = list(param, ')');
      const returns = eat(':') ? type() : null;
      let body: Stmt[] | null = null;
      if (!eat(';')) {
        expect('{');
        body = [];
        while (!is('}')) body.push(statement(true));
        if (peek().comments.length) throw new Unsupported('comment at the end of a body');
        expect('}');
      }
      return { ...base, s: 'function', async: isAsync, name, typeParams: tps, params, returns, body };
    }
    throw new Unsupported(`statement starting ${peek().text}`);
  }

  function statement(inBody: boolean): Stmt {
    const blankBefore = peek().blankBefore;
    const comments = takeComments();
    if (inBody && blankBefore) throw new Unsupported('blank line in a function body');
    if (inBody) {
      if (eat('return')) {
        const arg = expr();
        expect(';');
        return { comments, blankBefore, s: 'return', arg };
      }
      // Only `return` and variables: the printer takes every other declaration to be at the top level.
      if (!is('const') && !is('let')) throw new Unsupported('declaration in a function body');
      return declaration(comments, blankBefore, false);
    }
    if (eat('import')) {
      const typeOnly = is('type') && !is('from', 1) && !is(',', 1) ? (next(), true) : false;
      let named: Specifier[] | null = null;
      let namespace: string | null = null;
      if (eat('*')) {
        expect('as');
        namespace = word();
      } else {
        expect('{');
        named = list(specifier, '}');
      }
      expect('from');
      const source = string();
      expect(';');
      return { comments, blankBefore, s: 'import', typeOnly, named, namespace, source };
    }
    if (eat('export')) {
      const typeOnly = is('type') && (is('*', 1) || is('{', 1)) ? (next(), true) : false;
      if (eat('*')) {
        expect('from');
        const source = string();
        expect(';');
        return { comments, blankBefore, s: 'exportAll', typeOnly, source };
      }
      if (eat('{')) {
        const specifiers = list(specifier, '}');
        const source = eat('from') ? string() : null;
        expect(';');
        return { comments, blankBefore, s: 'exportNamed', typeOnly, specifiers, source };
      }
      return declaration(comments, blankBefore, true);
    }
    return declaration(comments, blankBefore, false);
  }

  function specifier(): Specifier {
    const typeOnly = is('type') && peek(1).kind === 'word' && !is('as', 1) ? (next(), true) : false;
    const name = word();
    return { typeOnly, name, alias: eat('as') ? word() : null };
  }

  const body: Stmt[] = [];
  while (peek().kind !== 'eof') body.push(statement(false));
  const trailing = takeComments();
  return { body, trailing };
}
