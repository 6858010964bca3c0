// Routes TeamCity serves that no API definition has (issue 32), added by hand: a project's SSH keys, pipelines
// (2025.07+), a build's pipelineRun and a change's commitDate, over real HTTP against the fake TeamCity, through the
// typed client, the CLI and the MCP server's teamcity_api_call.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { runCliInProcess } from './helpers/cli.js';
import { call, connect, TOKEN } from './helpers/mcp.js';

const PRIVATE = String(generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }));
/** The key's base64 body: what any encoding of the key file would carry, whatever wraps it. */
const KEY_BODY = PRIVATE.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, '');

/** Every form the private key could take in an answer: as sent, JSON-escaped, percent-encoded, base64 of the file. */
const keyForms = [
  PRIVATE.trim(),
  JSON.stringify(PRIVATE).slice(1, -1),
  encodeURIComponent(PRIVATE),
  Buffer.from(PRIVATE).toString('base64'),
  Buffer.from(PRIVATE).toString('base64url'),
  KEY_BODY,
  KEY_BODY.slice(8, 40),
  Buffer.from(KEY_BODY, 'base64').toString('hex'),
];
const expectNoPrivateKey = (text: string) => {
  for (const form of keyForms) expect(text).not.toContain(form);
};

const PIPELINES = [
  { id: 'P_One', name: 'One', parentProject: { id: 'P' }, jobs: { count: 1, job: [{ id: 'build', name: 'Build' }] } },
  { id: 'P_Two', name: 'Two', parentProject: { id: 'P' } },
  { id: 'Q_One', name: 'Other', parentProject: { id: 'Q' } },
  { id: 'P_Three', name: 'Three', parentProject: { id: 'P' } },
];

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    users: [{ username: 'admin2', password: 'unused-pw', token: TOKEN }],
    seed: {
      projects: [{ id: 'P' }, { id: 'Q' }],
      buildTypes: [{ id: 'P_One', project: { id: 'P' } }],
      builds: [
        {
          id: 41,
          buildTypeId: 'P_One',
          state: 'finished',
          status: 'SUCCESS',
          pipelineRun: {
            number: '7',
            pipeline: { id: 'P_One' },
            jobs: { count: 1, job: [{ id: 'build', build: { id: 42 } }] },
          },
        },
      ],
      pipelines: PIPELINES,
      changes: [{ id: 5, version: 'abc', date: '20260101T100000+0000', commitDate: '20260102T110000+0000' }],
    },
  });
});
afterAll(() => tc.close());

async function http(method: string, path: string, body?: string, accept = 'application/json') {
  const res = await fetch(`${tc.url}/app/rest${path}`, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      accept,
      ...(body === undefined ? {} : { 'content-type': 'text/plain' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, text: await res.text() };
}
const client = () => createClient({ baseUrl: tc.url, auth: { token: TOKEN } });

describe('a project’s SSH keys', () => {
  it('keeps an uploaded key, lists it by name, and never sends the private key back in any encoding', async () => {
    const up = await http('POST', '/projects/id:P/sshKeys?fileName=deploy_key', PRIVATE);
    expect(up.status).toBeLessThan(300);
    expectNoPrivateKey(up.text);
    const list = await http('GET', '/projects/id:P/sshKeys');
    expect(list.status).toBe(200);
    expect(JSON.parse(list.text)).toEqual({ sshKey: [{ name: 'deploy_key', encrypted: false }] });
    expectNoPrivateKey(list.text);
    const xml = await http('GET', '/projects/id:P/sshKeys', undefined, 'application/xml');
    expect(xml.text).toContain('deploy_key');
    expectNoPrivateKey(xml.text);
    // Another project keeps its own.
    expect(JSON.parse((await http('GET', '/projects/id:Q/sshKeys')).text)).toEqual({ sshKey: [] });
  });

  it('refuses an empty key file and a missing name with 400', async () => {
    expect((await http('POST', '/projects/id:P/sshKeys?fileName=empty', '')).status).toBe(400);
    expect((await http('POST', '/projects/id:P/sshKeys', PRIVATE)).status).toBe(400);
  });

  it('generates a pair and answers its OpenSSH public half only', async () => {
    for (const [type, prefix] of [
      ['ed25519', 'ssh-ed25519'],
      ['rsa', 'ssh-rsa'],
    ] as const) {
      const gen = await http('POST', `/projects/id:P/sshKeys/generated?keyName=gen_${type}&keyType=${type}`);
      expect(gen.status).toBe(200);
      const key = JSON.parse(gen.text) as { name: string; publicKey: string };
      expect(Object.keys(key).sort()).toEqual(['encrypted', 'name', 'publicKey']);
      const [algo, blob] = key.publicKey.split(' ');
      expect(algo).toBe(prefix);
      // The blob starts with its own algorithm name, length-prefixed, as OpenSSH writes it.
      const bytes = Buffer.from(blob!, 'base64');
      expect(bytes.subarray(4, 4 + bytes.readUInt32BE(0)).toString()).toBe(prefix);
      expect(gen.text).not.toMatch(/PRIVATE KEY/);
    }
    expect((await http('POST', '/projects/id:P/sshKeys/generated?keyName=x&keyType=dsa')).status).toBe(400);
    expect((await http('POST', '/projects/id:P/sshKeys/generated?keyType=rsa')).status).toBe(400);
  });

  it('deletes a key by name, then answers 404 for it', async () => {
    await http('POST', '/projects/id:P/sshKeys?fileName=gone%20key', PRIVATE);
    expect((await http('DELETE', '/projects/id:P/sshKeys/gone%20key')).status).toBeLessThan(300);
    const names = (JSON.parse((await http('GET', '/projects/id:P/sshKeys')).text) as { sshKey: { name: string }[] })
      .sshKey;
    expect(names.map((k) => k.name)).not.toContain('gone key');
    expect((await http('DELETE', '/projects/id:P/sshKeys/gone%20key')).status).toBe(404);
  });

  it('works through the typed client', async () => {
    const c = client();
    await c.projects.uploadSshKey({ projectLocator: { id: 'Q' }, fileName: 'typed', body: PRIVATE });
    const keys = await c.projects.getSshKeys({ projectLocator: { id: 'Q' } });
    expect(keys.sshKey?.map((k) => k.name)).toEqual(['typed']);
    const made = await c.projects.generateSshKey({ projectLocator: { id: 'Q' }, keyName: 'made', keyType: 'ed25519' });
    expect(made.publicKey).toMatch(/^ssh-ed25519 /);
    await c.projects.deleteSshKey({ projectLocator: { id: 'Q' }, sshKeyName: 'typed' });
    expect((await c.projects.getSshKeys({ projectLocator: { id: 'Q' } })).sshKey?.map((k) => k.name)).toEqual(['made']);
  });

  it('works through the CLI, and through teamcity_api_call in admin mode only', async () => {
    const env = { TEAMCITY_URL: tc.url, TEAMCITY_TOKEN: TOKEN };
    const up = await runCliInProcess(['projects', 'upload-ssh-key', 'id:Q', '--file-name', 'cli_key', '--body', '-'], {
      env,
      stdin: PRIVATE,
    });
    expect(up.code).toBe(0);
    const listed = await runCliInProcess(['projects', 'get-ssh-keys', 'id:Q'], { env });
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.stdout) as { sshKey: { name: string }[] }).sshKey.map((k) => k.name)).toContain(
      'cli_key',
    );
    expectNoPrivateKey(listed.stdout + up.stdout + up.stderr);

    const upload = {
      operation: 'projects.upload_ssh_key',
      inputs: { projectLocator: 'id:Q', fileName: 'mcp_key', body: PRIVATE },
    };
    const readonly = await connect(tc);
    const refused = await call(readonly, 'teamcity_api_call', upload);
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('needs mode admin');
    const admin = await connect(tc, { mode: 'admin' });
    const written = await call(admin, 'teamcity_api_call', upload);
    expect(written.isError, written.text).toBe(false);
    const read = await call(readonly, 'teamcity_api_call', {
      operation: 'projects.get_ssh_keys',
      inputs: { projectLocator: 'id:Q' },
    });
    expect(read.isError).toBe(false);
    expect(read.text).toContain('mcp_key');
    expectNoPrivateKey(read.text + JSON.stringify(read.raw));
  });
});

describe('pipelines', () => {
  const inP = PIPELINES.filter((p) => p.parentProject.id === 'P').map((p) => p.id);

  it('lists a project’s pipelines a page at a time, by nextHref', async () => {
    const seen: string[] = [];
    let path: string | undefined =
      '/pipelines?locator=parentProject:(id:P),count:2&fields=count,nextHref,pipeline(id,name)';
    for (let pages = 0; path && pages < inP.length + 1; pages++) {
      const page = JSON.parse((await http('GET', path)).text) as {
        count: number;
        nextHref?: string;
        pipeline: { id: string }[];
      };
      expect(page.count).toBe(page.pipeline.length);
      seen.push(...page.pipeline.map((p) => p.id));
      path = page.nextHref?.replace(/^\/app\/rest/, '');
    }
    expect(seen).toEqual(inP);
    expect(path).toBeUndefined();
  });

  it('gets one pipeline with its jobs, and refuses a locator it does not read with a status naming it', async () => {
    const one = JSON.parse(
      (await http('GET', '/pipelines/id:P_One?fields=id,name,parentProject(id),jobs(count,job(id,name))')).text,
    );
    expect(one).toEqual({ id: 'P_One', name: 'One', parentProject: { id: 'P' }, jobs: PIPELINES[0]!.jobs });
    expect((await http('GET', '/pipelines/id:Nope')).status).toBe(404);
    const bad = await http('GET', '/pipelines?locator=archived:true');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('archived');
  });

  it('reads a run of a pipeline and a build’s pipelineRun', async () => {
    const run = JSON.parse((await http('GET', '/pipelines/id:P_One/run/41')).text);
    expect(run).toMatchObject({ number: '7', build: { id: 41 }, jobs: { job: [{ id: 'build', build: { id: 42 } }] } });
    expect((await http('GET', '/pipelines/id:P_Two/run/41')).status).toBe(404);
    const c = client();
    const build = await c.builds.serveBuild({ buildLocator: { id: 41 }, fields: 'pipelineRun(number,pipeline(id))' });
    expect(build.pipelineRun).toEqual({ number: '7', pipeline: { id: 'P_One' } });
    const listed = await c.pipelines.getAllPipelines({ locator: 'parentProject:(id:Q)' });
    expect(listed.pipeline?.map((p) => p.id)).toEqual(['Q_One']);
    expect((await c.pipelines.getPipeline({ pipelineLocator: 'id:Q_One' })).name).toBe('Other');
  });
});

describe('a change’s commitDate', () => {
  it('is sent beside the authored date', async () => {
    const change = await client().changes.serveChange({ changeLocator: { id: 5 }, fields: 'id,date,commitDate' });
    expect(change).toEqual({ id: 5, date: '20260101T100000+0000', commitDate: '20260102T110000+0000' });
  });
});
