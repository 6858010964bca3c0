// 6. Pagination: 100,000 builds, following nextHref page by page.
import { fixed, mib, sdkVersusRaw, table } from './lib.js';
import type { Section } from './section.js';
import { STAND_IN, type BenchServer } from './servers.js';

export async function pagination(server: BenchServer): Promise<Section> {
  const { raw, sdk, ratio } = await sdkVersusRaw('paginate', server.url, STAND_IN.totalBuilds);
  return {
    title: '6. Pagination',
    targets: [],
    body: [
      `${STAND_IN.totalBuilds.toLocaleString('en')} builds in pages of ${STAND_IN.pageSize} (${sdk.pages} requests: TeamCity sends nextHref on every full page, so the last page is empty).`,
      'The client side is `paginate(client, serveAllBuilds, {}, { stopOnEmptyPage: false, maxPages: 5000 })`, against the fake TeamCity (`teamcity-sdk/testing`);',
      'the raw side fetches `baseUrl + nextHref`. Fresh node process per run, clients alternating, ' + `${sdk.runs} runs each.`,
      '',
      'Where the time goes (`node --cpu-prof` of the client process, one run each, on a loaded machine): about a third of a run is',
      'waiting for the fake TeamCity (another process), and most of the rest is undici sending and reading, the same for both clients.',
      "Parsing the pages is the same work on both sides (the client's `text()` + `JSON.parse`: 180-250 ms per run; raw fetch's `json()`:",
      "about 280 ms). What only the client did was per item: its async generator cost every one of the 100,000 builds a few promise turns",
      '(50-90 ms of its own time, plus microtask turns). paginate is now an iterator written out, which hands the items of the page in',
      'hand over without an async function. Consecutive runs of the same client differ by more than the gap (raw: 4.1 s and 5.9 s).',
      '',
      table(
        ['client', 'builds/s (median)', 'vs raw fetch', 'peak RSS growth MiB (median)', 'worst run'],
        [
          ['raw fetch', fixed(raw.perSecond, 0), '1.00x', mib(raw.growth), mib(raw.worstGrowth)],
          ['teamcity-sdk', fixed(sdk.perSecond, 0), `${fixed(ratio)}x`, mib(sdk.growth), mib(sdk.worstGrowth)],
        ],
      ),
    ].join('\n'),
  };
}
