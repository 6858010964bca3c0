// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { parse } from 'dot-properties';
import { badInput } from './errors.js';

/** What a TeamCity build's properties give a client: the server and the build's own credentials. */
export interface BuildPropertiesAuth {
  baseUrl: string;
  auth: { username: string; password: string };
}

/**
 * The server and credentials TeamCity gives a running build, read from its build properties file (the Java properties
 * file `TEAMCITY_BUILD_PROPERTIES_FILE` names, or `file`): `teamcity.serverUrl`, `teamcity.auth.userId` and
 * `teamcity.auth.password`. Pass the result to `createClient`. Node.js only. A file that cannot be read, or lacks one
 * of the keys, is a TeamCityInputError naming the file and the key, never a value.
 */
export function authFromBuildProperties(
  file: string | undefined = process.env.TEAMCITY_BUILD_PROPERTIES_FILE,
): BuildPropertiesAuth {
  if (!file) return badInput('TEAMCITY_BUILD_PROPERTIES_FILE is not set (and no build properties file was given)');
  let text: string;
  try {
    // ISO 8859-1, as Java's Properties.load reads; anything beyond it comes as \uXXXX escapes.
    text = readFileSync(file, 'latin1');
  } catch (e) {
    return badInput(`cannot read the build properties file ${file}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  // Without the path option every value is a string.
  const properties = parse(text) as Record<string, string>;
  const get = (key: string) =>
    properties[key] || badInput(`the build properties file ${file} has no ${key} (is it a TeamCity build's?)`);
  return {
    baseUrl: get('teamcity.serverUrl'),
    auth: { username: get('teamcity.auth.userId'), password: get('teamcity.auth.password') },
  };
}
