// What teamcity-sdk-mcp puts in an agent's context: tools/list per mode, held to the budgets (tokens counted
// as characters / 4) and snapshotted, so that a change to a description or schema shows in review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { connect } from './helpers/mcp.js';

/** The budgets for tools/list, in tokens. */
const LIST_BUDGET = { readonly: 5000, ci: 6000, admin: 6000 } as const;

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity();
});
afterAll(() => tc?.close());

describe('tools/list', () => {
  for (const mode of ['readonly', 'ci', 'admin'] as const) {
    it(`in ${mode} mode fits ${LIST_BUDGET[mode]} tokens while reaching every operation`, async () => {
      const client = await connect(tc, { mode });
      try {
        const list = await client.listTools();
        const tokens = Math.ceil(JSON.stringify(list).length / 4);
        expect(tokens).toBeLessThanOrEqual(LIST_BUDGET[mode]);
        // The whole API through three tools: search, describe, call.
        expect(list.tools.map((t) => t.name)).toEqual(
          expect.arrayContaining(['teamcity_api_search', 'teamcity_api_describe', 'teamcity_api_call']),
        );
        for (const t of list.tools) expect(t.description!.length, t.name).toBeLessThanOrEqual(300);
        // The search tool states the table's size; the snapshot keeps the rest, so that adding an operation moves nothing.
        const count = `(${operations.length} operations)`;
        expect(list.tools.find((t) => t.name === 'teamcity_api_search')?.description).toContain(count);
        const tools = list.tools.map((t) => ({
          ...t,
          description: t.description?.replaceAll(count, '(N operations)'),
        }));
        expect({ tokens, tools }).toMatchSnapshot();
      } finally {
        await client.close();
      }
    });
  }
});
