// The HTTP server that benchmarks 1b, 5 and 6 talk to: the fake TeamCity of `teamcity-sdk/testing`, seeded with
// what they ask for. The stand-in below (a bare node:http server) stays for comparing the fake server's own cost.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeTeamCity } from '../../generated/src/testing/index.js';

export interface BenchServer {
  /** Base URL to hand to createClient (no trailing slash). */
  readonly url: string;
  close(): Promise<void>;
}

const ARTIFACTS = '/app/rest/builds/id:1/artifacts/files';

/** The builds the paged list holds, the artifacts' sizes, and their paths, as the benchmarks ask for them. */
export const STAND_IN = {
  totalBuilds: 100_000,
  pageSize: 100,
  artifactBytes: 1024 ** 3,
  artifactName: 'big.bin',
  artifactDir: ARTIFACTS,
  artifactPath: `${ARTIFACTS}/big.bin`,
  /** The smaller artifact that the streaming throughput pairs download, many times over. */
  pairArtifact: { name: 'part.bin', bytes: 64 * 1024 ** 2 },
  smallPath: '/app/rest/builds/id:1',
} as const;

/** The bearer token both the client and raw fetch send. */
export const TOKEN = 'bench-token';

export const startBenchServer = (): Promise<BenchServer> =>
  startFakeTeamCity({
    users: [{ username: 'bench', password: 'bench', token: TOKEN }],
    seed: {
      buildTypes: [{ id: 'Bench_Build' }],
      generatedBuilds: { count: STAND_IN.totalBuilds },
      artifacts: {
        '1': {
          [STAND_IN.artifactName]: { size: STAND_IN.artifactBytes },
          [STAND_IN.pairArtifact.name]: { size: STAND_IN.pairArtifact.bytes },
        },
      },
    },
  });

/** Stand-in for TeamCity: a small build, a paged build list with nextHref, and a 1 GiB artifact made on the fly. */
export async function startStandIn(): Promise<BenchServer> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/app/rest/builds') return sendJson(res, buildsPage(url.searchParams.get('locator') ?? ''));
    if (url.pathname === STAND_IN.smallPath) return sendJson(res, build(1));
    if (url.pathname === STAND_IN.artifactPath) return sendArtifact(res, chunk);
    res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${url.pathname}`);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const build = (id: number) => ({
  id,
  buildTypeId: 'Bench_Build',
  number: String(id),
  status: 'SUCCESS',
  state: 'finished',
  href: `/app/rest/builds/id:${id}`,
  webUrl: `http://stand-in/viewLog.html?buildId=${id}`,
});

/** A page as TeamCity pages: `count` is the page size, nextHref only when the page came back full. */
function buildsPage(locator: string) {
  const dims = Object.fromEntries(locator.split(',').map((d) => d.split(':') as [string, string]));
  const start = Number(dims.start ?? 0);
  const count = Number(dims.count ?? STAND_IN.pageSize);
  const ids: number[] = [];
  for (let id = start; id < Math.min(start + count, STAND_IN.totalBuilds); id++) ids.push(id);
  const page: Record<string, unknown> = {
    count: ids.length,
    href: `/app/rest/builds?locator=${encodeURIComponent(locator)}`,
  };
  if (ids.length === count)
    page.nextHref = `/app/rest/builds?locator=${encodeURIComponent(`count:${count},start:${start + count}`)}`;
  page.build = ids.map(build);
  return page;
}

function sendJson(res: ServerResponse, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
}

/** Writes the artifact chunk by chunk, waiting for the socket to drain, so it is never held in memory. */
function sendArtifact(res: ServerResponse, chunk: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': STAND_IN.artifactBytes });
  let left = STAND_IN.artifactBytes;
  const pump = () => {
    while (left > 0) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= part.length;
      if (!res.write(part)) return void res.once('drain', pump);
    }
    res.end();
  };
  // A client that stops reading closes the response early: stop making bytes.
  res.on('close', () => (left = 0));
  pump();
}
