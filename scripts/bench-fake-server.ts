// Benchmark of the fake TeamCity (`npx tsx scripts/bench-fake-server.ts [buildCount] [artifactMiB]`): pages through
// 100,000 generated builds by nextHref and streams a 1 GiB generated artifact through the client, reporting time and
// peak RSS growth. Figures are printed, not asserted: targets belong here, not in unit tests.
import { createClient } from '../generated/src/index.js';
import { startFakeTeamCity } from '../generated/src/testing/index.js';

const builds = Number(process.argv[2] ?? 100_000);
const artifactBytes = Number(process.argv[3] ?? 1024) * 2 ** 20;
const MAX_PAGES = 10_000;

const server = await startFakeTeamCity({
  seed: {
    buildTypes: [{ id: 'Bench_Build', name: 'Build', projectId: '_Root' }],
    generatedBuilds: { count: builds },
    artifacts: { '1': { 'big.bin': { size: artifactBytes } } },
  },
});
const client = createClient({ baseUrl: server.url, auth: { token: 'admin-token' } });
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

try {
  let peak = process.memoryUsage().rss;
  const rss0 = peak;
  let started = performance.now();
  const first = await client.builds.serveAllBuilds({ locator: 'buildType:(id:Bench_Build),count:100' });
  let seen = (first.build as unknown[]).length;
  let next = first.nextHref as string | undefined;
  let pages = 1;
  for (; next && pages < MAX_PAGES; pages++) {
    const res = await fetch(server.url + next, {
      headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
    });
    const page = (await res.json()) as { build: unknown[]; nextHref?: string };
    seen += page.build.length;
    next = page.nextHref;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  console.log(
    `builds: ${seen} of ${builds} in ${pages} pages, ${(performance.now() - started).toFixed(0)} ms, peak RSS growth ${mib(peak - rss0)}`,
  );

  started = performance.now();
  const file = await client.builds.getContent({ buildLocator: 'id:1', path: 'big.bin' });
  const reader = file.body!.getReader();
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `artifact: ${mib(bytes)} in ${seconds.toFixed(1)} s (${mib(bytes / seconds)}/s), peak RSS growth ${mib(peak - rss0)}`,
  );
} finally {
  await server.close();
}
