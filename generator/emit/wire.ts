import type { SourceFileStructure } from 'ts-morph';
import { StructureKind, VariableDeclarationKind } from '../ts-morph.js';
import type { Api, Model, Property } from '../ir.js';
import { propertyName } from './models.js';

/**
 * src/wire.ts: each model as TeamCity writes it, for readers of the wire that are not TypeScript (the fake TeamCity's
 * XML, the MCP server's JSON Schemas): its XML element name, its properties' types as the spec writes them, the values
 * of its enums, the second shape of a property older servers send, and the scalars its XML writes as elements rather
 * than attributes.
 */
export function emitWire(api: Api): SourceFileStructure {
  return {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/models by the teamcity-sdk generator. Do not edit.',
      {
        kind: StructureKind.Interface,
        name: 'WireModel',
        isExported: true,
        docs: ['A model as TeamCity writes it.'],
        properties: [
          { name: 'wire', isReadonly: true, type: 'string', docs: ['Its XML element name (`build`, `vcs-root`).'] },
          {
            name: 'props',
            isReadonly: true,
            type: 'Readonly<Record<string, string>>',
            docs: ['Each property (its JSON key, which is its XML name) and its type: a scalar, `Model` or `Model[]`.'],
          },
          {
            name: 'enums',
            isReadonly: true,
            hasQuestionToken: true,
            type: 'Readonly<Record<string, readonly string[]>>',
            docs: ['The values each of its enum properties takes (`protocol`: `unidirectional`, `bidirectional`).'],
          },
          {
            name: 'or',
            isReadonly: true,
            hasQuestionToken: true,
            type: 'Readonly<Record<string, string>>',
            docs: [
              'The second shape of a property that older servers send otherwise (`tag`: `string[]` beside `Tag[]`).',
            ],
          },
          {
            name: 'elements',
            isReadonly: true,
            hasQuestionToken: true,
            type: 'readonly string[]',
            docs: ['The scalar properties its XML writes as child elements; the other scalars are attributes.'],
          },
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        isExported: true,
        docs: ['Every model of the spec, by its TypeScript name.'],
        declarations: [
          {
            name: 'wireModels',
            type: 'Readonly<Record<string, WireModel>>',
            initializer: `{\n${api.models.map(wireModel).join(',\n')}\n}`,
          },
        ],
      },
    ],
  };
}

function wireModel(m: Model): string {
  /** `key: value` of each property `value` gives one for, as an object's text; '' for none. */
  const byProperty = (key: string, value: (p: Property) => unknown) => {
    const entries = m.properties.flatMap((p) => {
      const v = value(p);
      return v == null ? [] : [`${propertyName(p.name)}: ${JSON.stringify(v)}`];
    });
    return entries.length ? `, ${key}: { ${entries.join(', ')} }` : '';
  };
  const props = m.properties.map((p) => `${propertyName(p.name)}: ${JSON.stringify(p.type)}`).join(', ');
  const elements = m.properties.filter((p) => p.element).map((p) => JSON.stringify(p.name));
  return `${m.name}: { wire: ${JSON.stringify(m.wire)}, props: { ${props} }${byProperty('enums', (p) => p.enum)}${byProperty('or', (p) => p.or)}${elements.length ? `, elements: [${elements.join(', ')}]` : ''} }`;
}
