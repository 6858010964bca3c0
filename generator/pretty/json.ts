// JSON as prettier prints it (parser json, printWidth 120): objects and arrays on one line when they fit, and
// always broken when written with a newline after `{` (objects) or when an array is a matrix. Strings, integers,
// true, false and null; anything else (comments, other numbers, non-ASCII text) returns null and goes to prettier.
import { builders, printer } from 'prettier/doc';

type Doc = builders.Doc;
const { group, indent, line, softline, hardline, join } = builders;

class Unsupported extends Error {}

type Value =
  | { kind: 'scalar'; text: string }
  | { kind: 'object'; entries: [string, Value][]; broken: boolean }
  | { kind: 'array'; items: Value[] };

/** The text prettier makes of `text`, or null when it holds something this printer does not know. */
export function prettyJson(text: string): string | null {
  try {
    let i = 0;
    const space = () => {
      const start = i;
      while (/\s/.test(text[i] ?? '')) i++;
      return text.slice(start, i);
    };
    const token = (pattern: RegExp): string | null => {
      pattern.lastIndex = i;
      const match = pattern.exec(text);
      if (!match) return null;
      i += match[0].length;
      return match[0];
    };
    const STRING = /"(?:[^"\\\x00-\x1f\x7f-\uffff]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y;
    const SCALAR = /-?(?:0|[1-9][0-9]*)(?![.eE0-9])|true|false|null/y;
    const value = (): Value => {
      space();
      if (text[i] === '{') {
        i++;
        const broken = space().includes('\n');
        const entries: [string, Value][] = [];
        while (text[i] !== '}') {
          if (entries.length && text[i++] !== ',') throw new Unsupported('expected ,');
          space();
          const key = token(STRING);
          if (key === null) throw new Unsupported('expected a key');
          space();
          if (text[i++] !== ':') throw new Unsupported('expected :');
          entries.push([key, value()]);
          space();
        }
        i++;
        return { kind: 'object', entries, broken };
      }
      if (text[i] === '[') {
        i++;
        const items: Value[] = [];
        space();
        while (text[i] !== ']') {
          if (items.length && text[i++] !== ',') throw new Unsupported('expected ,');
          items.push(value());
          space();
        }
        i++;
        return { kind: 'array', items };
      }
      const scalar = token(STRING) ?? token(SCALAR);
      if (scalar === null) throw new Unsupported('value');
      return { kind: 'scalar', text: scalar };
    };
    const root = value();
    space();
    if (i !== text.length) throw new Unsupported('text after the value');
    return printer.printDocToString([print(root), hardline], { printWidth: 120, tabWidth: 2, useTabs: false }).formatted;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

function print(v: Value): Doc {
  switch (v.kind) {
    case 'scalar':
      return v.text;
    case 'object':
      if (!v.entries.length) return group(group(['{', '}']));
      return group(['{', indent([line, join([',', line], v.entries.map(([key, x]) => group([group(key), ':', ' ', print(x)])))]), line, '}'], {
        shouldBreak: v.broken,
      });
    case 'array': {
      if (!v.items.length) return group(['[', ']']);
      // prettier fills arrays of numbers, a layout of its own.
      if (v.items.some((x) => x.kind === 'scalar' && /^-?[0-9]/.test(x.text))) throw new Unsupported('array of numbers');
      // A matrix (two or more arrays, or objects, of two or more) is always printed one row a line.
      const matrix =
        v.items.length > 1 &&
        (v.items.every((x) => x.kind === 'array' && x.items.length > 1) || v.items.every((x) => x.kind === 'object' && x.entries.length > 1));
      return group(['[', indent([softline, join([',', line], v.items.map((x) => group(print(x))))]), softline, ']'], { shouldBreak: matrix });
    }
  }
}
