// ts-morph and TypeScript take about 0.4 s to load: a run whose emitted files are all in the cache never loads them.
import { createRequire } from 'node:module';
import type { StructureKind as Kind, SourceFileStructure, VariableDeclarationKind as DeclarationKind } from 'ts-morph';

/**
 * The kinds the emitters tag their structures with, ts-morph's own values, written here so that emitting needs no
 * ts-morph (the cache is keyed by the structures); `satisfies` holds each to ts-morph's enum.
 */
export const StructureKind = {
  ExportDeclaration: 11 satisfies Kind.ExportDeclaration,
  Function: 13 satisfies Kind.Function,
  ImportDeclaration: 16 satisfies Kind.ImportDeclaration,
  Interface: 19 satisfies Kind.Interface,
  SourceFile: 36 satisfies Kind.SourceFile,
  TypeAlias: 38 satisfies Kind.TypeAlias,
  VariableStatement: 41 satisfies Kind.VariableStatement,
} as const;

export const VariableDeclarationKind = {
  Const: 'const' satisfies `${DeclarationKind.Const}` as DeclarationKind.Const,
};

let printer: typeof import('ts-morph').printStructure | undefined;

/**
 * The structure as ts-morph prints it (printed only: a source file in a ts-morph Project would also be parsed by
 * TypeScript, which prettier does again). ts-morph is loaded on the first call, and required rather than imported: it
 * is CommonJS, and an import makes node scan its source and TypeScript's for export names first.
 */
export function printStructure(structure: SourceFileStructure): string {
  printer ??= (createRequire(import.meta.url)('ts-morph') as typeof import('ts-morph')).printStructure;
  return printer(structure);
}
