// Hand-written: edit it here; the generator never writes this file.
// Put in place of build-properties.ts by the `browser` condition of the package's `#build-properties` import: a
// browser has no build properties file, so neither node:fs nor the properties parser is bundled.
import { badInput } from './errors.js';
import type { BuildPropertiesAuth } from './build-properties.js';

export type { BuildPropertiesAuth };

/** Node.js only: a browser has no build properties file to read. */
export const authFromBuildProperties = (file?: string): BuildPropertiesAuth =>
  badInput(`authFromBuildProperties reads a file (${file ?? 'TEAMCITY_BUILD_PROPERTIES_FILE'}): Node.js only`);
