// The spec as the generator reads it, for tests that count what it defines instead of writing its figures down.
import { join } from 'node:path';
import { buildIr, defaultPaths } from '../../generator/generate.js';
import type { Model, Operation } from '../../generator/ir.js';

export const repoRoot = join(import.meta.dirname, '../..');

/** Every operation of spec/ (the stamped file-tree ones included), in table order. */
export const specOperations = (): Operation[] => buildIr(defaultPaths(repoRoot)).areas.flatMap((a) => a.operations);

/** Every model of spec/models, as the generator reads them. */
export const specModels = (): Model[] => buildIr(defaultPaths(repoRoot)).models;
