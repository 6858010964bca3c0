// 2. Bundle size: esbuild (bundle, minify, ESM, browser) + gzip -9 of small entries that use each client.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { kib, pkgDir, root, table } from './lib.js';
import type { Section } from './section.js';

const BASE = `'https://teamcity.example.com'`;

interface Entry {
  name: string;
  code: string;
}

const transport = `import { createTransport } from 'teamcity-sdk';
const transport = (token) => createTransport({ baseUrl: ${BASE}, auth: { token } });`;

const entries: Entry[] = [
  {
    name: 'teamcity-sdk: one operation, `serveBuild` (`teamcity-sdk/builds` + `createTransport`)',
    code: `${transport}\nimport { serveBuild } from 'teamcity-sdk/builds';
export const run = (token) => serveBuild(transport(token), { buildLocator: 'id:1' });`,
  },
  {
    name: 'teamcity-sdk: one operation without typed inputs, `serveVersion` (`teamcity-sdk/root`)',
    code: `${transport}\nimport { serveVersion } from 'teamcity-sdk/root';
export const run = (token) => serveVersion(transport(token));`,
  },
  {
    name: 'teamcity-sdk: one whole area (`teamcity-sdk/builds`, 52 operations)',
    code: `export * from 'teamcity-sdk/builds';\nexport { createTransport } from 'teamcity-sdk';`,
  },
  {
    name: 'teamcity-sdk: `createClient` with every area (434 operations)',
    code: `import { createClient } from 'teamcity-sdk';
export const run = (token) => createClient({ baseUrl: ${BASE}, auth: { token } }).builds.serveBuild({ buildLocator: 'id:1' });`,
  },
  {
    name: 'openapi-fetch: one call',
    code: `import createClient from 'openapi-fetch';
export const run = (token) => createClient({ baseUrl: ${BASE}, headers: { authorization: 'Bearer ' + token } })
  .GET('/app/rest/builds/{buildLocator}', { params: { path: { buildLocator: 'id:1' } } });`,
  },
  {
    name: '@hey-api/client-fetch: one call',
    code: `import { createClient } from '@hey-api/client-fetch';
export const run = (token) => createClient({ baseUrl: ${BASE}, headers: { authorization: 'Bearer ' + token } })
  .get({ url: '/app/rest/builds/{buildLocator}', path: { buildLocator: 'id:1' } });`,
  },
  {
    name: '@octokit/rest: one call (`rest.repos.get`)',
    code: `import { Octokit } from '@octokit/rest';
export const run = (auth) => new Octokit({ auth }).rest.repos.get({ owner: 'o', repo: 'r' });`,
  },
];

interface Size {
  min: number;
  gz: number;
  inputs: [string, number][];
}

async function measure(dir: string, entry: Entry, i: number): Promise<Size> {
  const file = join(dir, `entry${i}.js`);
  writeFileSync(file, entry.code);
  const result = await build({
    entryPoints: [file],
    absWorkingDir: dir,
    nodePaths: [join(root, 'node_modules')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const out = result.outputFiles[0]!.contents;
  return { min: out.length, gz: gzipSync(out, { level: 9 }).length, inputs: inputsOf(result.metafile) };
}

/** Minified bytes each source file contributes, largest first. */
function inputsOf(meta: Metafile): [string, number][] {
  const output = Object.values(meta.outputs)[0]!;
  return Object.entries(output.inputs)
    .map(([path, { bytesInOutput }]): [string, number] => [
      relative(root, join(root, path)).replace(/^.*node_modules\//, ''),
      bytesInOutput,
    ])
    .sort((a, b) => b[1] - a[1]);
}

/** The target for one operation with the runtime it uses, min+gz: 5.75 KiB. */
const TARGET = 5888;

function note(oneOp: Size, plain: Size): string {
  const bytes = (name: string) => oneOp.inputs.find(([path]) => path.endsWith(`runtime/${name}.js`))?.[1] ?? 0;
  return [
    oneOp.gz <= TARGET
      ? `teamcity-sdk meets the ${kib(TARGET)} KiB target for one operation, ${TARGET - oneOp.gz} B under it.`
      : `**Missed by ${oneOp.gz - TARGET} B (${((oneOp.gz / TARGET - 1) * 100).toFixed(1)} % over).**`,
    'What a bundle carries depends on the operations it imports: each operation refers to the runtime pieces it needs, so',
    'body encoding (operations with a body only), CSRF and its refresh (writes only), Range and file answers (file',
    'operations only), path parameters that keep their `/` (file-tree operations only), query inputs sent under another',
    "input's name (`fields2`, a few operations only), typed-locator rendering (operations with locator inputs only)",
    'and the XML `<errors>` parser (operations whose Accept admits XML only: TeamCity answers errors in the format',
    'asked for) are left out of bundles that do not use them, and the `browser` condition of the',
    "package's `#fetch` import swaps the cross-fetch fallback for the global fetch. A transport's own fields are its summary",
    "(its state is kept apart), so only `createClient` carries the `util.inspect` hook and `toJSON` that show a client's",
    'summary instead of its namespaces.',
    `\`serveBuild\` takes a typed locator and a typed \`fields\` selection, so it carries both renderers (minified: locator ${bytes('locator')} B,`,
    `fields ${bytes('fields')} B); an operation without typed inputs is ${kib(plain.gz)} KiB.`,
    'The rest is the core every call shares: input checks with typed errors, encoding, retries with backoff and Retry-After,',
    "one deadline composed with the caller's signal, hooks, redirects followed by the client, redaction of credentials in every",
    'encoding, and the typed error classes per status.',
  ].join('\n');
}

export async function bundle(): Promise<Section> {
  const dir = mkdtempSync(join(tmpdir(), 'tc-bench-bundle-'));
  try {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(pkgDir, join(dir, 'node_modules/teamcity-sdk'), 'dir');
    const sizes: Size[] = [];
    for (const [i, e] of entries.entries()) sizes.push(await measure(dir, e, i));
    const [oneOp, plain] = sizes as [Size, Size];
    const peer = sizes[entries.findIndex((e) => e.name.startsWith('openapi-fetch'))]!;
    return {
      title: '2. Bundle size',
      targets: [
        {
          what: 'one operation with the runtime, min+gz',
          target: `≤ ${kib(TARGET)} KiB`,
          measured: `${kib(oneOp.gz)} KiB`,
          met: oneOp.gz <= TARGET,
        },
      ],
      body: [
        'esbuild `bundle, minify, format=esm, platform=browser, target=es2022` of each entry against the built package (`generated/dist/esm`), then gzip level 9.',
        'A one-operation figure includes the runtime that operation uses: retries, typed errors, timeouts and hooks always; typed locators, fields, bodies, CSRF, Range and file answers only where the operation takes them.',
        '',
        table(
          ['entry', 'min bytes', 'min KiB', 'min+gz bytes', '**min+gz KiB**', 'vs openapi-fetch'],
          entries.map((e, i) => [
            e.name,
            sizes[i]!.min,
            kib(sizes[i]!.min),
            sizes[i]!.gz,
            `**${kib(sizes[i]!.gz)}**`,
            `${(sizes[i]!.gz / peer.gz).toFixed(2)}x`,
          ]),
        ),
        '',
        'What the `serveBuild` bundle is made of (minified bytes per input, before gzip):',
        '',
        table(
          ['input', 'min bytes'],
          oneOp.inputs.map(([path, bytes]) => [`\`${path}\``, bytes]),
        ),
        '',
        note(oneOp, plain),
      ].join('\n'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
