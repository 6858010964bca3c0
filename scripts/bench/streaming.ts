// 5. Streaming: a 1 GiB artifact to /dev/null, through the client's FileResponse and through raw fetch.
import { join } from 'node:path';
import { fixed, median, mib, pairedRatio, quantile, runTs, sdkVersusRaw, table } from './lib.js';
import type { Section } from './section.js';
import { STAND_IN, type BenchServer } from './servers.js';
import type { PairTimes } from './stream-pairs.js';

type Stats = Awaited<ReturnType<typeof sdkVersusRaw>>['raw'];

/** Throughput pairs: at most this many rounds, and none started after the budget. */
const PAIRS = { rounds: 101, budgetMs: 30_000 };

/** The client and raw fetch downloading the pair artifact by turns in one child process. */
async function pairs(baseUrl: string): Promise<PairTimes> {
  const out = await runTs(
    join(import.meta.dirname, 'stream-pairs.ts'),
    [baseUrl, String(PAIRS.rounds), String(PAIRS.budgetMs)],
    120_000,
  );
  if (out.code !== 0) throw new Error(`stream-pairs failed (${out.code}): ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1)!) as PairTimes;
}

function note(raw: Stats, sdk: Stats, ratio: number): string {
  const limit = 64 * 1024 ** 2;
  const memory =
    sdk.growth <= limit
      ? 'teamcity-sdk meets the 64 MiB target.'
      : `**RSS growth misses the target by ${mib(sdk.growth - limit)} MiB.**`;
  const speed =
    ratio >= 0.9
      ? 'It meets the 0.9x throughput target.'
      : `**Throughput misses the 0.9x target by ${fixed(0.9 - ratio)}.**`;
  return [
    `${memory} ${speed} The client hands undici's body stream over untouched (runtime/file.ts), so it reads no byte itself;`,
    `raw fetch grows ${mib(raw.growth)} MiB on the same download. The growth is chunk buffers waiting for the garbage collector, not data either client holds:`,
    'V8 collects external (Buffer) memory once it has grown by its soft limit of 64 MiB, so both clients peak near that line and a run lands',
    'on either side of it; a client that does not read the bytes cannot change that.',
  ].join('\n');
}

export async function streaming(server: BenchServer): Promise<Section> {
  const { raw, sdk, ratio: freshRatio } = await sdkVersusRaw('stream', server.url, STAND_IN.artifactBytes);
  const times = await pairs(server.url);
  // Throughput ratio = inverse time ratio, per round.
  const ratio = 1 / pairedRatio(times.sdk, times.raw);
  const perRound = times.sdk.map((ms, i) => times.raw[i]! / ms);
  const pairMiBs = (ms: number[]) => fixed(STAND_IN.pairArtifact.bytes / 1024 ** 2 / (median(ms) / 1000), 0);
  return {
    title: '5. Streaming',
    targets: [
      {
        what: 'artifact download throughput vs raw fetch',
        target: '≥ 0.9x',
        measured: `${fixed(ratio)}x`,
        met: ratio >= 0.9,
      },
      {
        what: 'peak RSS growth while streaming 1 GiB',
        target: '≤ 64 MiB',
        measured: `${mib(sdk.growth)} MiB`,
        met: sdk.growth <= 64 * 1024 ** 2,
      },
    ],
    body: [
      `Artifacts made on the fly by the benchmark server (the fake TeamCity) in chunks of about 63 KiB, piped to \`/dev/null\`:`,
      '`builds.getContentAlias` (a `FileResponse`, its `body` stream) against `fetch` of the same URL with the same headers; both bodies go',
      'through the same sink (scripts/bench/download.ts).',
      '',
      `- Memory: a ${STAND_IN.artifactBytes / 1024 ** 3} GiB artifact, each run a fresh node process (so its memory is its own), clients alternating, ${sdk.runs} runs each.`,
      '  RSS growth is the peak RSS sampled every 5 ms during the download minus the RSS just before it.',
      `- Throughput: a ${STAND_IN.pairArtifact.bytes / 1024 ** 2} MiB artifact, the two clients by turns in one process (who goes first alternates, 2 warm-up rounds),`,
      `  ${times.sdk.length} rounds; the ratio is the median of the per-round ratios. Back-to-back downloads meet the same load, where the`,
      `  1 GiB runs, seconds apart, do not (their own paired ratio, over ${sdk.runs} rounds: ${fixed(freshRatio)}x).`,
      '',
      table(
        [
          'client',
          'MiB/s, 1 GiB runs (median)',
          `MiB/s, ${STAND_IN.pairArtifact.bytes / 1024 ** 2} MiB rounds (median)`,
          'vs raw fetch',
          'peak RSS growth MiB (median)',
          'worst run',
        ],
        [
          [
            'raw fetch',
            fixed(raw.perSecond / 1024 ** 2, 0),
            pairMiBs(times.raw),
            '1.00x',
            mib(raw.growth),
            mib(raw.worstGrowth),
          ],
          [
            'teamcity-sdk',
            fixed(sdk.perSecond / 1024 ** 2, 0),
            pairMiBs(times.sdk),
            `**${fixed(ratio)}x**`,
            mib(sdk.growth),
            mib(sdk.worstGrowth),
          ],
        ],
      ),
      '',
      `Per-round throughput ratios: quartiles ${fixed(quantile(perRound, 0.25))}x / ${fixed(quantile(perRound, 0.5))}x / ${fixed(quantile(perRound, 0.75))}x.`,
      '',
      note(raw, sdk, ratio),
    ].join('\n'),
  };
}
