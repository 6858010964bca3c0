// Run in a child process by the streaming benchmark: the client and raw fetch download the same artifact by turns,
// back to back in one process, so both meet the same heap, JIT state and machine load.
// Usage: tsx stream-pairs.ts <baseUrl> <rounds> <budgetMs>; prints one JSON line (PairTimes).
import { download } from './download.js';
import { interleave, loadSdk } from './lib.js';
import { STAND_IN, TOKEN } from './servers.js';

/** Download times in ms, round by round (the same index is one round). */
export interface PairTimes {
  raw: number[];
  sdk: number[];
}

const [baseUrl, rounds, budgetMs] = process.argv.slice(2) as [string, string, string];
const tc = (await loadSdk()).createClient({ baseUrl, auth: { token: TOKEN } });
const { name, bytes } = STAND_IN.pairArtifact;
const run = (client: typeof tc | undefined) => async () => {
  const got = await download(client, baseUrl, name);
  if (got !== bytes) throw new Error(`${client ? 'sdk' : 'raw'} read ${got} bytes, not ${bytes}`);
};
const times = await interleave(
  [
    { name: 'raw', run: run(undefined) },
    { name: 'sdk', run: run(tc) },
  ],
  { warmup: 2, rounds: Number(rounds), budgetMs: Number(budgetMs) },
);
const result: PairTimes = { raw: times.get('raw')!, sdk: times.get('sdk')! };
console.log(JSON.stringify(result));
