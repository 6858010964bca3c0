// Hand-written: edit it here; the generator never writes this file.
import type { Seed } from './state.js';

/** A seed that is not what `startFakeTeamCity({ seed })` takes, with the path of the offending value. */
export class SeedError extends Error {
  override name = 'SeedError';
  constructor(
    /** Where in the seed: `builds[2].id`, or empty for the whole of it. */
    readonly path: string,
    readonly problem: string,
  ) {
    super(path ? `${path}: ${problem}` : problem);
  }
}

type Check = (value: unknown, path: string) => void;

const describe = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : JSON.stringify(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const wholeNumber: Check = (v, path) => {
  if (!Number.isSafeInteger(v) || (v as number) < 0)
    throw new SeedError(path, `must be a whole number, not ${describe(v)}`);
};
const text: Check = (v, path) => {
  if (typeof v !== 'string') throw new SeedError(path, `must be a string, not ${describe(v)}`);
};
const texts: Check = (v, path) => {
  if (!Array.isArray(v)) throw new SeedError(path, `must be a list of strings, not ${describe(v)}`);
  v.forEach((item, i) => text(item, `${path}[${i}]`));
};

/**
 * A list of TeamCity entities: objects, with the listed fields of the listed types where present (the id and the
 * references the fake resolves), and none of the fake's own `_` keys; TeamCity's other fields are taken as they are.
 */
const entities =
  (fields: Record<string, Check>, required: readonly string[] = []): Check =>
  (v, path) => {
    if (!Array.isArray(v)) throw new SeedError(path, `must be a list of entities, not ${describe(v)}`);
    v.forEach((e, i) => {
      const at = `${path}[${i}]`;
      if (!isObject(e)) throw new SeedError(at, `must be an object, not ${describe(e)}`);
      for (const name of required) if (!(name in e)) throw new SeedError(`${at}.${name}`, 'is required');
      for (const [name, value] of Object.entries(e)) {
        if (name.startsWith('_')) throw new SeedError(`${at}.${name}`, "keys starting with '_' are the fake's own");
        fields[name]?.(value, `${at}.${name}`);
      }
    });
  };

/** Files by owner and path: a text content, or `{ size }` for content made on the fly. */
const files: Check = (v, path) => {
  if (!isObject(v)) throw new SeedError(path, `must be an object of owners, not ${describe(v)}`);
  for (const [owner, byPath] of Object.entries(v)) {
    if (!isObject(byPath))
      throw new SeedError(`${path}.${owner}`, `must be an object of files, not ${describe(byPath)}`);
    for (const [file, content] of Object.entries(byPath)) {
      const at = `${path}.${owner}["${file}"]`;
      if (typeof content === 'string') continue;
      if (!isObject(content) || Object.keys(content).join() !== 'size')
        throw new SeedError(at, `must be the file's text or { "size": n }, not ${describe(content)}`);
      wholeNumber(content.size, `${at}.size`);
    }
  }
};

const generated: Check = (v, path) => {
  if (!isObject(v)) throw new SeedError(path, `must be an object, not ${describe(v)}`);
  const fields: Record<string, Check> = { count: wholeNumber, buildTypeIds: texts, failEvery: wholeNumber };
  if (!('count' in v)) throw new SeedError(`${path}.count`, 'is required');
  for (const [name, value] of Object.entries(v)) {
    const check = fields[name];
    if (!check)
      throw new SeedError(`${path}.${name}`, `is not a key of generatedBuilds (${Object.keys(fields).join(', ')})`);
    check(value, `${path}.${name}`);
  }
};

/** Build logs by build id: the lines, or `{ lines, width }` lines made on the fly. */
const logs: Check = (v, path) => {
  if (!isObject(v)) throw new SeedError(path, `must be an object of build ids, not ${describe(v)}`);
  for (const [id, log] of Object.entries(v)) {
    const at = `${path}.${id}`;
    if (Array.isArray(log)) texts(log, at);
    else if (isObject(log) && Object.keys(log).every((k) => k === 'lines' || k === 'width')) {
      wholeNumber(log.lines, `${at}.lines`);
      if (log.width !== undefined) wholeNumber(log.width, `${at}.width`);
    } else throw new SeedError(at, `must be a list of lines or { "lines": n, "width": n }, not ${describe(log)}`);
  }
};

const anyId: Check = (v, path) => {
  if (typeof v !== 'string' || !v) wholeNumber(v, path);
};
const stringId = { id: text };
const numberId = { id: wholeNumber };

/** Every key of a seed and how its value is checked. */
const KEYS: { [K in keyof Required<Seed>]: Check } = {
  projects: entities({ ...stringId, parentProjectId: text }),
  buildTypes: entities({ ...stringId, projectId: text }),
  builds: entities({ ...numberId, buildTypeId: text, number: text, branchName: text }),
  generatedBuilds: generated,
  agents: entities({ ...numberId, name: text }),
  agentPools: entities({ ...numberId, name: text }),
  users: entities({ ...numberId, username: text, password: text, token: text }, ['username']),
  userGroups: entities({ key: text, name: text }, ['key']),
  vcsRoots: entities(stringId),
  vcsRootInstances: entities({ id: anyId, 'vcs-root-id': text }),
  changes: entities({ id: anyId }),
  investigations: entities({ id: anyId }),
  mutes: entities({ id: anyId }),
  artifacts: files,
  vcsFiles: files,
  serverFiles: files,
  buildLogs: logs,
};

/** The seed in `value` (parsed JSON), checked; a SeedError names the first value that is not what a seed takes. */
export function checkSeed(value: unknown): Seed {
  if (!isObject(value)) throw new SeedError('', `a seed must be a JSON object, not ${describe(value)}`);
  for (const [key, v] of Object.entries(value)) {
    const check = KEYS[key as keyof Seed];
    if (!check) throw new SeedError(key, `is not a seed key (the keys are ${Object.keys(KEYS).join(', ')})`);
    check(v, key);
  }
  return value as Seed;
}
