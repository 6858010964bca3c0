// Vitest's global setup: generated/dist is built once, before any test file runs. The tests that use the package as a
// user installs it (type-checks against its exports, README blocks run with node, the packed tarball) read that one
// build; none rebuilds it in place, which would delete it under a test file running beside.
import { join } from 'node:path';
import { buildPackage } from '../../generator/build.js';

export default async function setup(): Promise<void> {
  await buildPackage(join(import.meta.dirname, '../../generated'));
}
