// The fake TeamCity's artifacts over HTTP: listings, metadata, Range, Content-Disposition, generated large files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../generated/src/index.js';
import { generatedByte, startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

const MiB = 1 << 20;
// Large enough that holding it would show over the garbage collector's own slack (tens of MiB of RSS).
const BIG = 256 * MiB;
let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      buildTypes: [{ id: 'B', name: 'B', projectId: '_Root' }],
      builds: [{ id: 5, buildTypeId: 'B' }],
      vcsRootInstances: [{ id: '9', name: 'Git', 'vcs-root-id': 'R' }],
      vcsFiles: { '9': { 'src/main.ts': 'export {};\n' } },
      artifacts: {
        '5': {
          'logs/build.log': 'line 1\nline 2\n',
          'out/app.jar': new Uint8Array([1, 2, 3, 4]),
          'big.bin': { size: BIG },
        },
      },
    },
  });
});
afterAll(() => tc.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${tc.url}/app/rest/builds/id:5/artifacts${path}`, {
    headers: { authorization: 'Bearer admin-token', ...headers },
  });

describe('listing and metadata', () => {
  it("lists a folder with TeamCity's Files shape and 404s a missing one", async () => {
    const root = await (await get('', { accept: 'application/json' })).json();
    expect(root.file.map((f: { name: string }) => f.name)).toEqual(['big.bin', 'logs', 'out']);
    expect(root.file[1]).toMatchObject({
      name: 'logs',
      children: { href: '/app/rest/builds/id:5/artifacts/children/logs' },
    });
    const logs = await (
      await get('/children/logs?fields=file(name,fullName,size)', { accept: 'application/json' })
    ).json();
    expect(logs.file).toEqual([{ name: 'build.log', fullName: 'logs/build.log', size: 14 }]);
    expect((await get('/children/nothing')).status).toBe(404);
    expect(
      await (await get('/metadata/out/app.jar?fields=size,fullName', { accept: 'application/json' })).json(),
    ).toEqual({ size: 4, fullName: 'out/app.jar' });
  });
});

// FilesSubResource and File: a folder's metadata has its children href and no size; a file's its size, content href
// and parent folder; `fullName` only when `fields` asks for it; a root href ends in a slash (Util.concatenatePath).
describe('folders and files as FilesSubResource answers them', () => {
  const A = '/app/rest/builds/id:5/artifacts';
  const json = async (path: string, prefix = '') => {
    const authorization = prefix ? `Basic ${Buffer.from('admin:admin').toString('base64')}` : 'Bearer admin-token';
    const res = await fetch(`${tc.url}${prefix}${A}${path}`, {
      headers: { authorization, accept: 'application/json' },
    });
    return [res.status, await res.json()];
  };
  const error = async (path: string) => {
    const res = await get(path, { accept: '*/*' });
    return [res.status, /Details: [\w.]+: (.*)/.exec(await res.text())?.[1]];
  };

  it("answers a folder's metadata, the root's too", async () => {
    expect(await json('/metadata/logs')).toEqual([
      200,
      {
        name: 'logs',
        modificationTime: '20260101T000000+0000',
        href: `${A}/metadata/logs`,
        children: { href: `${A}/children/logs` },
      },
    ]);
    expect(await json('/metadata/')).toEqual([
      200,
      {
        name: '',
        modificationTime: '20260101T000000+0000',
        href: `${A}/metadata/`,
        children: { href: `${A}/children/` },
      },
    ]);
  });

  it("answers a nested file's metadata with its parent folder, and hrefs with the request's auth prefix", async () => {
    const H = `/httpAuth${A}`;
    expect(await json('/metadata/logs/build.log', '/httpAuth')).toEqual([
      200,
      {
        name: 'build.log',
        size: 14,
        modificationTime: '20260101T000000+0000',
        href: `${H}/metadata/logs/build.log`,
        parent: { name: 'logs', href: `${H}/metadata/logs` },
        content: { href: `${H}/content/logs/build.log` },
      },
    ]);
  });

  it('lists a folder with count and items, no href of its own and no fullName', async () => {
    expect(await json('/children/logs')).toEqual([
      200,
      {
        count: 1,
        file: [
          {
            name: 'build.log',
            size: 14,
            modificationTime: '20260101T000000+0000',
            href: `${A}/metadata/logs/build.log`,
            content: { href: `${A}/content/logs/build.log` },
          },
        ],
      },
    ]);
  });

  it("refuses a folder's content and a file's children, naming the route that serves them", async () => {
    const noContent = `Cannot provide content for 'logs'. To get children use '${A}/children/logs'.`;
    expect(await error('/content/logs')).toEqual([404, noContent]);
    expect(await error('/files/logs')).toEqual([404, noContent]);
    const noChildren = `Cannot provide children list for file 'logs/build.log'. To get content use '${A}/content/logs/build.log'.`;
    expect(await error('/children/logs/build.log')).toEqual([400, noChildren]);
    expect(await error('/logs/build.log')).toEqual([400, noChildren]);
  });
});

describe('VCS root instance files', () => {
  it('lists and serves them like artifacts', async () => {
    const client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
    const root = await client.vcsRootInstances.getRoot({ vcsRootInstanceLocator: 'id:9' });
    expect(root.file).toEqual([
      expect.objectContaining({
        name: 'src',
        children: { href: '/app/rest/vcs-root-instances/id:9/files/latest/children/src' },
      }),
    ]);
    const file = await client.vcsRootInstances.getContent({ vcsRootInstanceLocator: 'id:9', path: 'src/main.ts' });
    expect([file.headers.get('content-disposition'), await file.text()]).toEqual(['main.ts', 'export {};\n']);
  });
});

describe('content', () => {
  it('sends the bare file name as Content-Disposition, the type by extension, and Accept-Ranges', async () => {
    const res = await get('/files/out/app.jar');
    expect([
      res.status,
      res.headers.get('content-disposition'),
      res.headers.get('content-type'),
      res.headers.get('accept-ranges'),
    ]).toEqual([200, 'app.jar', 'application/java-archive', 'bytes']);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2, 3, 4]);
    const head = await fetch(`${tc.url}/app/rest/builds/id:5/artifacts/files/out/app.jar`, {
      method: 'HEAD',
      headers: { authorization: 'Bearer admin-token' },
    });
    expect([head.status, head.headers.get('content-length'), (await head.arrayBuffer()).byteLength]).toEqual([
      200,
      '4',
      0,
    ]);
    expect(
      (await get('/content/logs/build.log?contentDisposition=attachment')).headers.get('content-disposition'),
    ).toBe('attachment; filename="build.log"');
  });

  it('answers Range requests with 206 and Content-Range: a-b, a- and -n', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-1023', 0, 1023],
      [`bytes=${BIG - 10}-`, BIG - 10, BIG - 1],
      ['bytes=-100', BIG - 100, BIG - 1],
      ['bytes=1000000-1000009', 1_000_000, 1_000_009],
    ];
    for (const [range, start, end] of cases) {
      const res = await get('/files/big.bin', { range });
      expect([res.status, res.headers.get('content-range')]).toEqual([206, `bytes ${start}-${end}/${BIG}`]);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.length).toBe(end - start + 1);
      expect(bytes.every((b, i) => b === generatedByte(start + i))).toBe(true);
    }
    const beyond = await get('/files/big.bin', { range: `bytes=${BIG}-` });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${BIG}`]);
  });

  it('streams a 256 MiB generated artifact through the client with RSS growth under half its size', async () => {
    const client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
    const before = process.memoryUsage().rss;
    let peak = before;
    const file = await client.builds.getContent({ buildLocator: 'id:5', path: 'big.bin' });
    expect(file.headers.get('content-length')).toBe(String(BIG));
    let size = 0;
    let misplaced = 0;
    const reader = file.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      if (chunk[0] !== generatedByte(size) || chunk.at(-1) !== generatedByte(size + chunk.length - 1)) misplaced++;
      size += chunk.length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(size).toBe(BIG);
    expect(misplaced).toBe(0);
    expect(peak - before).toBeLessThan(BIG / 2);
  });
});
