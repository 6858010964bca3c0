// Hand-written: edit it here; the generator never writes this file.

/** The prefix of the environment variables that add a header to every request. */
const PREFIX = 'TEAMCITY_HEADER_';

/**
 * The headers `TEAMCITY_HEADER_<NAME>=value` variables ask for (for an auth proxy in front of TeamCity, such as
 * Cloudflare Access or IAP): the name is what follows the prefix, lower-cased, with each `_` turned into `-`
 * (`TEAMCITY_HEADER_CF_ACCESS_CLIENT_ID` sends `cf-access-client-id`; header names are case-insensitive). Give them to
 * `createClient`'s `headers`: not being in `safeHeaders`, their values are treated as secrets.
 */
export function headersFromEnv(env: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const key in env) {
    const value = env[key];
    if (key.startsWith(PREFIX) && value != null)
      headers[key.slice(PREFIX.length).toLowerCase().replace(/_/g, '-')] = value;
  }
  return headers;
}
