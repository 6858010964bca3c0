// The fake's state keeps each kind of entity as the seed's type of it (the package's models), so a test reads
// `fake.state` typed: checked by tsc (`npx tsc -p .`, test/typecheck.test.ts), and its values here.
import { afterAll, beforeAll, expect, expectTypeOf, it } from 'vitest';
import type { Agent, Project } from '../generated/src/models.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [
        { id: 'P', name: 'Parent' },
        { id: 'C', name: 'Child', parentProject: { id: 'P' } },
      ],
      agents: [{ id: 7, name: 'agent-7', properties: { property: [{ name: 'os', value: 'linux' }] } }],
    },
  });
});
afterAll(() => tc.close());

it("reads the state's entities as the seed's types", () => {
  const child = tc.state.projects.get('C');
  expectTypeOf(child).toExtend<Project | undefined>();
  expectTypeOf(child?.parentProjectId).toEqualTypeOf<string | undefined>();
  expect(child?.parentProjectId).toBe('P');
  const agent = tc.state.agents.get('7');
  expectTypeOf(agent).toExtend<Agent | undefined>();
  expectTypeOf(agent?.properties?.property?.[0]?.value).toEqualTypeOf<string | undefined>();
  expect(agent?.properties?.property?.[0]?.value).toBe('linux');
});
