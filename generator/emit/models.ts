import type { InterfaceDeclarationStructure, SourceFileStructure } from 'ts-morph';
import { StructureKind } from '../ts-morph.js';
import type { Api, Model, Property } from '../ir.js';
import { sinceTag, specText } from './text.js';

const SCALAR_TS: Record<string, string> = {
  string: 'string',
  boolean: 'boolean',
  int32: 'number',
  int64: 'number',
  double: 'number',
  date: 'TeamCityDate',
  map: '{ [key: string]: string }',
  'string[]': 'string[]',
};

/** The TypeScript type of a property. */
export function propertyType(p: Property): string {
  if (p.enum) return p.enum.map((e) => specText(e, 'string')).join(' | ');
  const type = SCALAR_TS[p.type] ?? p.type;
  return p.or ? `${type} | ${SCALAR_TS[p.or]}` : type;
}

/** A JSON key as a property name: hyphenated keys are quoted. */
export const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : specText(name, 'string'));

/** models.ts: one interface per model, every property optional (TeamCity omits absent values and `fields` can drop any). */
export function emitModels(api: Api): SourceFileStructure {
  return {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/models by the teamcity-sdk generator. Do not edit.',
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: './runtime/index.js',
        namedImports: ['TeamCityDate'],
      },
      ...api.models.map(modelInterface),
    ],
  };
}

function modelInterface(m: Model): InterfaceDeclarationStructure {
  const about = [
    m.doc,
    m.collection?.paged ? 'A page: `count` is the number of items on it; follow `nextHref` until it is absent.' : null,
    `TeamCity \`${m.wire}\` (${m.from}).${m.note ? ` ${m.note}` : ''}`,
  ];
  return {
    kind: StructureKind.Interface,
    name: m.name,
    isExported: true,
    // The emitter's own words here hold no tag, so the whole text is escaped.
    docs: [specText(about.filter(Boolean).join('\n\n'), 'comment')],
    properties: m.properties.map((p) => {
      const lines = [p.doc, p.from !== m.from ? `(From ${p.from}.)` : null, p.note].filter(Boolean);
      const text = [
        ...(lines.length ? [specText(lines.join(' '), 'comment')] : []),
        ...(p.since ? [sinceTag(p.since)] : []),
      ];
      return {
        name: propertyName(p.name),
        type: propertyType(p),
        hasQuestionToken: true,
        docs: text.length ? [text.join('\n\n')] : [],
      };
    }),
  };
}
