import type { SourceFileStructure } from 'ts-morph';
import { StructureKind, VariableDeclarationKind } from '../ts-morph.js';
import type { Api, Model } from '../ir.js';
import { propertyName } from './models.js';

/**
 * src/wire.ts: each model as TeamCity writes it, for readers of the wire that are not TypeScript (the fake TeamCity's
 * XML): its XML element name, its properties' types as the spec writes them, and the scalars its XML writes as
 * elements rather than attributes.
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
  const props = m.properties.map((p) => `${propertyName(p.name)}: ${JSON.stringify(p.type)}`).join(', ');
  const elements = m.properties.filter((p) => p.element).map((p) => JSON.stringify(p.name));
  return `${m.name}: { wire: ${JSON.stringify(m.wire)}, props: { ${props} }${elements.length ? `, elements: [${elements.join(', ')}]` : ''} }`;
}
