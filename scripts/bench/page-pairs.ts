// Run in a child process by the pagination benchmark: the client's paginate and raw fetch page through the same
// builds by turns, back to back in one process, so both meet the same heap, JIT state and machine load.
// Usage: tsx page-pairs.ts <baseUrl> <rounds> <budgetMs> <items>; prints one JSON line (PairTimes).
import { interleave, loadArea, loadSdk } from './lib.js';
import { STAND_IN, TOKEN } from './servers.js';
import type { PairTimes } from './stream-pairs.js';

type Page = { nextHref?: string; build?: unknown[] };

const [baseUrl, rounds, budgetMs, items] = process.argv.slice(2) as [string, string, string, string];
const want = Number(items);
const sdk = await loadSdk();
const { serveAllBuilds } = await loadArea('builds');
const tc = sdk.createClient({ baseUrl, auth: { token: TOKEN } });
const headers = { accept: 'application/json', authorization: `Bearer ${TOKEN}` };
let sink: unknown;

/** Both sides visit every item: what a user's loop over the builds does. */
async function viaSdk(): Promise<number> {
  let seen = 0;
  for await (const build of sdk.paginate(
    tc,
    serveAllBuilds,
    {},
    { maxItems: want, maxPages: want / STAND_IN.pageSize + 10, stopOnEmptyPage: false },
  )) {
    sink = build;
    seen++;
  }
  return seen;
}

async function viaRaw(): Promise<number> {
  let seen = 0;
  let href: string | undefined = '/app/rest/builds';
  while (href && seen < want) {
    const page = (await (await fetch(baseUrl + href, { headers })).json()) as Page;
    for (const build of page.build ?? []) {
      if (seen === want) break;
      sink = build;
      seen++;
    }
    href = page.nextHref;
  }
  return seen;
}

const run = (side: () => Promise<number>, name: string) => async () => {
  const got = await side();
  if (got !== want) throw new Error(`${name} saw ${got} builds, not ${want}`);
};
const times = await interleave(
  [
    { name: 'raw', run: run(viaRaw, 'raw') },
    { name: 'sdk', run: run(viaSdk, 'sdk') },
  ],
  { warmup: 2, rounds: Number(rounds), budgetMs: Number(budgetMs) },
);
void sink;
const result: PairTimes = { raw: times.get('raw')!, sdk: times.get('sdk')! };
console.log(JSON.stringify(result));
