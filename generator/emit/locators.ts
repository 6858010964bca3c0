import type { SourceFileStructure, TypeAliasDeclarationStructure } from 'ts-morph';
import { StructureKind, VariableDeclarationKind } from '../ts-morph.js';
import type { Api, LocatorDimension, LocatorKind } from '../ir.js';
import { lowerFirst } from '../names.js';
import { specText } from './text.js';

/** The TypeScript type of a locator input of `kind`: its text, or a typed object. */
export const locatorInputType = (kind: string) => `string | ${kind}Locator`;

// TeamCity reads a locator as text: a number dimension takes its text as well (`id: '123'`, from a URL).
const PRIMITIVE: Record<string, string> = {
  string: 'string',
  integer: 'number | string',
  boolean: "boolean | 'any'",
  date: 'Date | string',
};
const SINGLE: Record<string, string> = { string: '', integer: ' | number', date: ' | Date' };
/** The type of an enum dimension TeamCity reads in any case (a named generic, which tsc's errors keep by its name). */
const ANY_CASE = 'AnyCase';

/** src/locators.ts: one type per locator kind and enum, and `locator.<kind>(...)` to render one as text. */
export function emitLocators(api: Api): SourceFileStructure {
  const kinds = new Map(api.locatorKinds.map((k) => [k.name, k]));
  const entities = api.locatorKinds.filter((k) => !k.condition);
  const mapType = `{ readonly [K in keyof LocatorKinds]: (locator: LocatorKinds[K]) => string }`;
  return {
    kind: StructureKind.SourceFile,
    statements: [
      '// Generated from spec/locators.yaml by the teamcity-sdk generator. Do not edit.',
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './runtime/index.js',
        namedImports: ['renderLocator', 'type LocatorObject'],
      },
      ...(api.locatorKinds.some((k) => k.dimensions.some((d) => d.anyCase))
        ? [
            {
              kind: StructureKind.TypeAlias,
              name: ANY_CASE,
              isExported: true,
              typeParameters: [{ name: 'E', constraint: 'string' }],
              docs: [
                'An enum TeamCity reads in any case: its values, in lower or upper case (`failure` or `FAILURE`).',
              ],
              type: 'E | Uppercase<E>',
            } satisfies TypeAliasDeclarationStructure,
          ]
        : []),
      ...api.locatorEnums.map((e): TypeAliasDeclarationStructure => ({
        kind: StructureKind.TypeAlias,
        name: e.name,
        isExported: true,
        type: e.values.map((v) => specText(v, 'string')).join(' | '),
      })),
      ...api.locatorKinds.map((k): TypeAliasDeclarationStructure => ({
        kind: StructureKind.TypeAlias,
        name: k.typeName,
        isExported: true,
        docs: [kindDoc(k)],
        type: `{\n${k.dimensions.map((d) => dimensionMember(d, kinds)).join('\n')}\n}`,
      })),
      {
        kind: StructureKind.Interface,
        name: 'LocatorKinds',
        isExported: true,
        docs: ['Every locator kind by its camelCase name, as `locator` offers them.'],
        properties: entities.map((k) => ({ name: lowerFirst(k.name), isReadonly: true, type: k.typeName })),
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [
          { name: 'render', initializer: '(locator: object): string => renderLocator(locator as LocatorObject)' },
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        isExported: true,
        docs: ['Renders a typed locator as TeamCity text: `locator.build({ buildType: { id: "X" }, count: 5 })`.'],
        declarations: [
          {
            name: 'locator',
            type: mapType,
            initializer: `{ ${entities.map((k) => `${lowerFirst(k.name)}: render`).join(', ')} }`,
          },
        ],
      },
    ],
  };
}

function kindDoc(k: LocatorKind): string {
  const lines = [
    k.condition
      ? `A condition written in locator syntax (from ${specText(k.source, 'comment')}).`
      : `Locator of kind ${k.name} (from ${specText(k.source, 'comment')}). Where an input takes one, a plain string is sent as written.`,
  ];
  if (k.singleValue)
    lines.push(`A single value without a dimension is read as: ${specText(k.singleValue.means, 'comment')}.`);
  return lines.join('\n');
}

function dimensionMember(d: LocatorDimension, kinds: Map<string, LocatorKind>): string {
  let type: string;
  if (d.value === 'kind') {
    const k = kinds.get(d.type)!;
    type = `string${k.singleValue ? SINGLE[k.singleValue.type] : ''} | ${k.typeName}`;
  } else {
    type =
      d.value === 'enum'
        ? d.anyCase
          ? `${ANY_CASE}<${d.type}>`
          : d.type
        : d.numeric
          ? 'number | string'
          : PRIMITIVE[d.value]!;
  }
  if (d.repeat) type = `${type} | readonly (${type})[]`;
  const doc = [
    d.value === 'date' ? 'A Date is sent as yyyyMMddTHHmmss+0000 (UTC).' : '',
    d.value === 'boolean' ? '`any` matches both.' : '',
    d.anyCase ? 'TeamCity reads it in any case: upper case, as its answers write it, too.' : '',
    d.repeat ? 'An array repeats the dimension.' : '',
    d.hidden
      ? `Hidden: not in TeamCity's public locator definitions; read by ${specText(d.source ?? '', 'comment')}.`
      : '',
  ].filter(Boolean);
  return `${doc.length ? `/** ${doc.join(' ')} */\n` : ''}${d.name}?: ${type};`;
}
