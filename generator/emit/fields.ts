import type { InterfaceDeclarationStructure, SourceFileStructure } from 'ts-morph';
import { StructureKind } from '../ts-morph.js';
import type { Api, Model } from '../ir.js';
import { propertyName } from './models.js';

/** The name of a model's fields-selection interface. */
export const fieldsTypeName = (model: string) => `${model}Fields`;

/** fields.ts: per model, the `fields` selections TeamCity accepts for it (only its own field names). */
export function emitFields(api: Api): SourceFileStructure {
  const names = new Set(api.models.map((m) => m.name));
  const clash = api.models.find((m) => names.has(fieldsTypeName(m.name)));
  if (clash) throw new Error(`model ${fieldsTypeName(clash.name)} clashes with the fields selection of ${clash.name}`);
  return {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/models by the teamcity-sdk generator. Do not edit.',
      ...api.models.map(fieldsInterface),
    ],
  };
}

function fieldsInterface(m: Model): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name: fieldsTypeName(m.name),
    isExported: true,
    docs: [
      `A \`fields\` selection of {@link ${m.name}}: \`true\` selects a field, a nested selection narrows it` +
        (m.collection ? '; `$locator` filters this collection.' : '.'),
    ],
    properties: [
      ...m.properties.map((p) => ({
        name: propertyName(p.name),
        type: p.model ? `true | ${fieldsTypeName(p.model)}` : 'true',
        hasQuestionToken: true,
      })),
      { name: '$long', type: 'true', hasQuestionToken: true, docs: ['The long form: every field.'] },
      { name: '$short', type: 'true', hasQuestionToken: true, docs: ['The short (reference) form.'] },
      ...(m.collection
        ? [{ name: '$locator', type: 'string', hasQuestionToken: true, docs: ['A locator that filters the items.'] }]
        : []),
    ],
  };
}
