// Run in a child process by streaming and pagination, so each run's memory is its own.
// Usage: tsx workload.ts <stream|paginate> <sdk|raw> <baseUrl>; prints one JSON line (WorkloadResult).
import { download } from './download.js';
import { loadArea, loadSdk, type WorkloadResult } from './lib.js';
import { STAND_IN, TOKEN } from './servers.js';

const MAX_PAGES = 5_000;

type Page = { nextHref?: string; build?: unknown[] };

type Work = () => Promise<[units: number, pages: number]>;
type Tc = Awaited<ReturnType<typeof loadSdk>>;

function stream(tc: ReturnType<Tc['createClient']> | undefined, baseUrl: string): Work {
  return async () => [await download(tc, baseUrl, STAND_IN.artifactName), 1];
}

/** Follows nextHref until it is absent (bounded): the client's `paginate`, or raw fetch in a loop. */
function paginate(sdk: Tc | undefined, baseUrl: string): Work {
  if (sdk) {
    let pages = 0;
    const tc = sdk.createClient({ baseUrl, auth: { token: TOKEN }, hooks: { onResponse: () => void pages++ } });
    return async () => {
      const { serveAllBuilds } = await loadArea('builds');
      let builds = 0;
      // Empty pages are followed: TeamCity sends them when it hits its lookup limit (contract 6).
      const options = { maxPages: MAX_PAGES, stopOnEmptyPage: false };
      for await (const _build of sdk.paginate(tc, serveAllBuilds, {}, options)) builds++;
      return [builds, pages];
    };
  }
  const headers = { accept: 'application/json', authorization: `Bearer ${TOKEN}` };
  const next = async (href: string | undefined) =>
    (await (await fetch(baseUrl + (href ?? '/app/rest/builds'), { headers })).json()) as Page;
  return async () => {
    let builds = 0;
    let pages = 0;
    let href: string | undefined;
    do {
      const page = await next(href);
      pages++;
      builds += page.build?.length ?? 0;
      href = page.nextHref;
    } while (href && pages < MAX_PAGES);
    return [builds, pages];
  };
}

async function main(): Promise<void> {
  const [kind, client, baseUrl] = process.argv.slice(2) as [string, string, string];
  const sdk = client === 'sdk' ? await loadSdk() : undefined;
  const tc = sdk?.createClient({ baseUrl, auth: { token: TOKEN } });
  // Both clients use the global fetch: load it before the baseline, so neither pays for it in the figures.
  await (await fetch(baseUrl + STAND_IN.smallPath)).arrayBuffer();
  const work = kind === 'stream' ? stream(tc, baseUrl) : paginate(sdk, baseUrl);
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const [units, pages] = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  const result: WorkloadResult = { ms, units, pages, rssBefore, rssPeak };
  console.log(JSON.stringify(result));
}

await main();
