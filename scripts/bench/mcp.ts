// 8. MCP server (teamcity-sdk-mcp): what it costs an agent's context. tools/list per mode, the answers the evaluation
// questions get (test/fixtures/mcp-eval.yaml, against the seeded fake TeamCity), the largest answer a tool gives, and the
// other TeamCity MCP servers' lists measured from their sources. Tokens are counted as characters / 4.
import { operations } from '../../generated/src/operations.js';
import { startFakeTeamCity } from '../../generated/src/testing/index.js';
import { answer, QUESTIONS } from '../../test/helpers/mcp-eval.js';
import { call, connect, seededTeamCity, TOKEN, type ToolAnswer } from '../../test/helpers/mcp.js';
import { table } from './lib.js';
import type { PeerList } from './mcp-peers.js';
import type { Section } from './section.js';

/**
 * The peers, as `tsx scripts/bench/mcp-peers.ts` measured them from their sources at these commits (the bench has no
 * network to fetch them).
 */
const PEERS: PeerList[] = [
  {
    server: 'Daghis/teamcity-mcp (dev, its default)',
    commit: '5b241fc',
    tools: 33,
    chars: 29028,
    how: 'tool objects of src/tools.ts evaluated as literals',
  },
  {
    server: 'Daghis/teamcity-mcp (full)',
    commit: '5b241fc',
    tools: 93,
    chars: 63640,
    how: 'tool objects of src/tools.ts evaluated as literals',
  },
  {
    server: 'JetBrains/teamcity-mcp (default)',
    commit: '79a9381',
    tools: 3,
    chars: 7969,
    how: 'descriptions and schema strings of its 3 default tools (a lower bound)',
  },
  {
    server: 'itcaat/teamcity-mcp',
    commit: '498350e',
    tools: 10,
    chars: 7033,
    how: 'the Go literal of handleToolsList, type names removed (about its JSON size)',
  },
];

const tokens = (chars: number) => Math.ceil(chars / 4);
/** What a tool answer puts on the wire: its text and its structured form. */
const wire = (a: ToolAnswer) => JSON.stringify(a.raw).length;

export async function mcp(): Promise<Section> {
  const seeded = await seededTeamCity();
  const lists: [string, number, number][] = [];
  const asked: [string, string, number, number][] = [];
  let largest: [string, number] = ['', 0];
  try {
    for (const mode of ['readonly', 'ci', 'admin'] as const) {
      const client = await connect(seeded.tc, { mode });
      const list = await client.listTools();
      lists.push([mode, list.tools.length, JSON.stringify(list).length]);
      await client.close();
    }
    const client = await connect(seeded.tc);
    for (const q of QUESTIONS) {
      const { answers } = await answer(client, q);
      const last = answers.at(-1)!;
      asked.push([q.question, q.calls.map((c) => c.tool).join(', '), last.text.length, wire(last)]);
      for (const a of answers) if (wire(a) > largest[1]) largest = [q.calls.map((c) => c.tool).join(', '), wire(a)];
    }
    await client.close();
  } finally {
    await seeded.tc.close();
  }
  // The biggest answers a tool can be asked for: every build of 400, and a page of 100.
  const big = await startFakeTeamCity({
    users: [{ username: 'bench', password: 'bench', token: TOKEN }],
    seed: { projects: [{ id: 'P' }], buildTypes: [{ id: 'P_B', projectId: 'P' }], generatedBuilds: { count: 400 } },
  });
  try {
    const client = await connect(big, { mode: 'admin' });
    for (const [tool, args] of [
      [
        'teamcity_api_call',
        { operation: 'builds.serve_all_builds', inputs: { locator: 'defaultFilter:false,count:1000' } },
      ],
      ['teamcity_find_builds', { count: 100 }],
      ['teamcity_api_describe', { operation: 'buildTypes.replace_build_type' }],
    ] as const) {
      const a = await call(client, tool, args);
      if (wire(a) > largest[1]) largest = [`${tool} ${JSON.stringify(args)}`, wire(a)];
    }
    await client.close();
  } finally {
    await big.close();
  }
  const typical = (tool: string) => Math.max(...asked.filter(([, t]) => t === tool).map(([, , , w]) => tokens(w)));
  const byMode = Object.fromEntries(lists.map(([mode, , chars]) => [mode, tokens(chars)]));
  return {
    title: '8. MCP server (teamcity-sdk-mcp)',
    targets: [
      {
        what: 'tools/list in readonly mode',
        target: '≤ 5,000 tokens',
        measured: `${byMode.readonly} tokens`,
        met: byMode.readonly! <= 5000,
      },
      {
        what: `tools/list in admin mode (all ${operations.length} operations reachable)`,
        target: '≤ 6,000 tokens',
        measured: `${byMode.admin} tokens`,
        met: byMode.admin! <= 6000,
      },
      {
        what: 'largest tool answer (text and structured)',
        target: '≤ 25,000 tokens',
        measured: `${tokens(largest[1])} tokens`,
        met: tokens(largest[1]) <= 25_000,
      },
      {
        what: 'a failed build explained (teamcity_explain_failure)',
        target: '< 2,000 tokens',
        measured: `${typical('teamcity_explain_failure')} tokens`,
        met: typical('teamcity_explain_failure') < 2000,
      },
      {
        what: 'a log grep (teamcity_build_log)',
        target: '< 2,000 tokens',
        measured: `${typical('teamcity_build_log')} tokens`,
        met: typical('teamcity_build_log') < 2000,
      },
    ],
    body: [
      "What the server puts in an agent's context, tokens counted as characters / 4. tools/list as the in-process MCP client",
      'receives it (names, descriptions, input and output schemas, annotations):',
      '',
      table(
        ['mode', 'tools', 'characters', 'tokens'],
        lists.map(([mode, n, chars]) => [mode, n, chars, `**${tokens(chars)}**`]),
      ),
      '',
      'Beside the other TeamCity MCP servers, measured from their sources (`scripts/bench/mcp-peers.ts`, recorded in',
      '`scripts/bench/mcp.ts`: the bench does not fetch them):',
      '',
      table(
        ['server', 'commit', 'tools', 'characters', 'tokens', 'measured as'],
        PEERS.map((p) => [p.server, p.commit, p.tools, p.chars, tokens(p.chars), p.how]),
      ),
      '',
      'The evaluation questions (`test/fixtures/mcp-eval.yaml`), each answered by its fixed calls against the seeded fake;',
      "the last call's answer as text (what a model reads) and on the wire (text and structured content):",
      '',
      table(
        ['question', 'calls', 'text tokens', 'wire tokens'],
        asked.map(([q, tools, text, w]) => [q.replaceAll('|', '/'), tools, tokens(text), tokens(w)]),
      ),
      '',
      `Largest answer seen: ${largest[0]}, ${tokens(largest[1])} tokens on the wire (each of its two forms is cut to the`,
      '20,000-character budget, with a note saying what was left out and how to get it).',
    ].join('\n'),
  };
}
