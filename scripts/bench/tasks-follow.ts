// Run in a child process by tasks.ts, so its memory is its own.
// Usage: tsx tasks-follow.ts <follow|stream> <baseUrl> <buildId>; prints one JSON line (FollowResult).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSdk, pkgDir } from './lib.js';
import { TOKEN } from './servers.js';

export interface FollowResult {
  ms: number;
  lines: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
}

async function main(): Promise<void> {
  const [how, baseUrl, buildId] = process.argv.slice(2) as [string, string, string];
  const sdk = await loadSdk();
  const tasks = (await import(
    pathToFileURL(join(pkgDir, 'dist/esm/tasks/index.js')).href
  )) as typeof import('../../generated/src/tasks/index.js');
  const tc = sdk.createClient({ baseUrl, auth: { token: TOKEN } });
  await tc.builds.serveBuild({ buildLocator: `id:${buildId}`, fields: 'id' });
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  if (how === 'follow') {
    for await (const line of tasks.followBuildLog(tc, Number(buildId), { pollMs: 200, maxPollMs: 1000 })) {
      lines++;
      bytes += line.length + 1;
    }
  } else {
    for await (const chunk of await tasks.buildLog(tc, Number(buildId))) bytes += chunk.length;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  const result: FollowResult = { ms, lines, bytes, rssBefore, rssPeak };
  console.log(JSON.stringify(result));
}

await main();
