// Emitted TypeScript: ts-morph prints each structure, prettier formats the text (format.ts).
import type { SourceFileStructure } from 'ts-morph';
import { NO_CACHE, plainDataKey, type Cache } from '../cache.js';
import type { Formatter } from '../format.js';
import { printStructure } from '../ts-morph.js';

/**
 * An emitted file, printed by ts-morph; a list of structures is a file in pieces (Formatter.addPieces). A structure
 * that is plain data stands for its text in the cache, so a hit skips printing and formatting.
 */
export function addEmitted(
  formatter: Formatter,
  path: string,
  structure: SourceFileStructure | SourceFileStructure[],
  cache: Cache,
): void {
  const text = (piece: SourceFileStructure) => () => printStructure(piece);
  const keyOf = (piece: SourceFileStructure) => (cache === NO_CACHE ? null : plainDataKey(piece));
  if (Array.isArray(structure))
    formatter.addPieces(
      path,
      structure.map((piece) => ({ text: text(piece), key: keyOf(piece) })),
    );
  else formatter.add(path, text(structure), keyOf(structure));
}
