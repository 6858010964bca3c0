// 5. Streaming: a 1 GiB artifact to /dev/null, through the client's FileResponse and through raw fetch.
import { fixed, mib, sdkVersusRaw, table } from './lib.js';
import type { Section } from './section.js';
import { STAND_IN, type BenchServer } from './servers.js';

type Stats = Awaited<ReturnType<typeof sdkVersusRaw>>['raw'];

function note(raw: Stats, sdk: Stats, ratio: number): string {
  const limit = 64 * 1024 ** 2;
  const memory =
    sdk.growth <= limit ? 'teamcity-sdk meets the 64 MiB target.' : `**RSS growth misses the target by ${mib(sdk.growth - limit)} MiB.**`;
  const speed = ratio >= 0.9 ? 'It meets the 0.9x throughput target.' : `**Throughput misses the 0.9x target by ${fixed(0.9 - ratio)}.**`;
  return [
    `${memory} ${speed} The client hands undici's body stream over untouched (runtime/file.ts), so it reads no byte itself;`,
    `raw fetch grows ${mib(raw.growth)} MiB on the same download. The growth is chunk buffers waiting for the garbage collector, not data either client holds:`,
    'V8 collects external (Buffer) memory once it has grown by its soft limit of 64 MiB, so both clients peak near that line and a run lands',
    'on either side of it; a client that does not read the bytes cannot change that.',
  ].join('\n');
}

export async function streaming(server: BenchServer): Promise<Section> {
  const { raw, sdk, ratio } = await sdkVersusRaw('stream', server.url, STAND_IN.artifactBytes);
  return {
    title: '5. Streaming',
    targets: [
      { what: 'artifact download throughput vs raw fetch', target: '≥ 0.9x', measured: `${fixed(ratio)}x`, met: ratio >= 0.9 },
      {
        what: 'peak RSS growth while streaming 1 GiB',
        target: '≤ 64 MiB',
        measured: `${mib(sdk.growth)} MiB`,
        met: sdk.growth <= 64 * 1024 ** 2,
      },
    ],
    body: [
      `A ${STAND_IN.artifactBytes / 1024 ** 3} GiB artifact, made on the fly by the benchmark server in 64 KiB chunks, piped to \`/dev/null\`:`,
      '`builds.getContentAlias` (a `FileResponse`, its `body` stream) against `fetch` of the same URL.',
      `Each run is a fresh node process (so its memory is its own), clients alternating, ${sdk.runs} runs each.`,
      'RSS growth is the peak RSS sampled every 5 ms during the download minus the RSS just before it.',
      '',
      table(
        ['client', 'MiB/s (median)', 'vs raw fetch', 'peak RSS growth MiB (median)', 'worst run'],
        [
          ['raw fetch', fixed(raw.perSecond / 1024 ** 2, 0), '1.00x', mib(raw.growth), mib(raw.worstGrowth)],
          ['teamcity-sdk', fixed(sdk.perSecond / 1024 ** 2, 0), `${fixed(ratio)}x`, mib(sdk.growth), mib(sdk.worstGrowth)],
        ],
      ),
      '',
      note(raw, sdk, ratio),
    ].join('\n'),
  };
}
