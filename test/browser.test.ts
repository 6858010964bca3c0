// The browser build in a real browser: headless Chromium loads the client bundled as a browser ESM bundle (the
// package's `#fetch` import resolved by its `browser` condition), calls the fake TeamCity on another origin with a
// token, and reads JSON, text and a file. Skips, saying so, only where no Chromium can be found.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

const pkgDir = join(import.meta.dirname, '../generated');
const executable = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!executable)
  console.warn('browser.test: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH): skipped');

/** `#fetch` as a browser bundler resolves it: the `browser` target of the package's import map, read from its source. */
const importMap: Plugin = {
  name: 'package-import-map',
  setup(b) {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
      imports: Record<string, Record<string, string>>;
    };
    b.onResolve({ filter: /^#/ }, ({ path }) => {
      const target = pkg.imports[path]!.browser!;
      return {
        path: join(pkgDir, target.replace('./dist/esm/', 'src/').replace(/\.js$/, '.ts')),
      };
    });
  },
};

const entry = `import { createTransport } from './runtime/index.js';
import { serveProject } from './areas/projects.js';
import { serveVersion } from './areas/root.js';
import { getContentAlias } from './areas/builds.js';
window.tc = async (baseUrl, token) => {
  const t = createTransport({ baseUrl, auth: { token }, retry: false });
  try {
    const project = await serveProject(t, { projectLocator: 'Web' });
    const version = await serveVersion(t);
    const file = await getContentAlias(t, { buildLocator: 'id:1', path: 'page.txt' });
    return { name: project.name, version, status: file.status, text: await file.text() };
  } catch (e) {
    return { error: e.name, message: e.message, json: JSON.stringify(e) };
  }
};`;

describe.skipIf(!executable)('the browser build in headless Chromium', () => {
  let browser: Browser;
  let fake: FakeTeamCity;
  let closed: FakeTeamCity;
  let page: Server;
  let pageUrl: string;
  let bundle: string;

  beforeAll(async () => {
    const out = await build({
      stdin: { contents: entry, resolveDir: join(pkgDir, 'src'), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      plugins: [importMap],
    });
    bundle = out.outputFiles[0]!.text;
    // The page's origin is allowed on one server and not on the other.
    page = createServer((req, res) => {
      if (req.url === '/client.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<script type="module" src="/client.js"></script>');
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    const seed = {
      projects: [{ id: 'Web', name: 'From a browser' }],
      buildTypes: [{ id: 'Web_Build', projectId: 'Web' }],
      generatedBuilds: { count: 1 },
      artifacts: { '1': { 'page.txt': 'artifact text' } },
    };
    fake = await startFakeTeamCity({ seed, corsOrigins: [pageUrl] });
    closed = await startFakeTeamCity({ seed });
    browser = await chromium.launch({
      executablePath: executable,
      args: ['--no-sandbox'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await fake?.close();
    await closed?.close();
    await new Promise((resolve) => page?.close(resolve));
  });

  const callFromPage = async (baseUrl: string, token: string) => {
    const tab = await browser.newPage();
    try {
      await tab.goto(pageUrl);
      await tab.waitForFunction(() => 'tc' in window, undefined, {
        timeout: 10_000,
      });
      return await tab.evaluate(
        ([url, t]) =>
          (
            window as unknown as {
              tc: (u: string, t: string) => Promise<unknown>;
            }
          ).tc(url!, t!),
        [baseUrl, token],
      );
    } finally {
      await tab.close();
    }
  };

  it('bundles the global fetch, not the cross-fetch fallback', () => {
    expect(bundle).not.toContain('cross-fetch');
  });

  it('reads JSON, text and a file from a TeamCity that allows the page origin, sending the token', async () => {
    const result = await callFromPage(fake.url, 'admin-token');
    expect(result).toEqual({
      name: 'From a browser',
      version: expect.any(String),
      status: 200,
      text: 'artifact text',
    });
    const calls = fake.requests.filter((r) => r.method !== 'OPTIONS');
    expect(calls.map((r) => [r.operation, r.auth, r.status])).toEqual([
      ['projects.serve_project', 'token', 200],
      ['root.serve_version', 'token', 200],
      ['builds.get_content_alias', 'token', 200],
    ]);
  });

  it('fails with a typed network error, without the token, where the origin is not allowed', async () => {
    const result = (await callFromPage(closed.url, 'secret-token-1234')) as Record<string, string>;
    expect(result.error).toBe('TeamCityNetworkError');
    expect(result.message).toContain('projects.serve_project');
    expect(JSON.stringify(result)).not.toContain('secret-token-1234');
  });
});
