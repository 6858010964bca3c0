// The TeamCity the test-health tests ask (test/cli-health.test.ts, test/mcp-health.test.ts): App_Test's builds 1 to 4,
// in which `t.flaky` flips and `t.ok` always passes, and App_Unit's failed build RED, whose old failure TeamCity lists
// before its new one (its problems likewise), built from commit SHA.
import type { Build } from '../../generated/src/index.js';
import type { Seed } from '../../generated/src/testing/index.js';

/** Outcomes of `t.flaky` in App_Test's builds 1 to 4, oldest first; build i+1 is of revision `r${i}`. */
export const FLAKY = ['SUCCESS', 'FAILURE', 'SUCCESS', 'FAILURE'] as const;
export const RED = 5;
export const SHA = 'c0ffee0123456789';

export function healthSeed(): Seed {
  const builds: Build[] = FLAKY.map((status, i) => ({
    id: i + 1,
    buildTypeId: 'App_Test',
    number: String(i + 1),
    status,
    revisions: { revision: [{ version: `r${i}`, 'vcs-root-instance': { id: '1', 'vcs-root-id': 'App_Git' } }] },
    testOccurrences: {
      testOccurrence: [
        { name: 't.flaky', status, duration: 10 + i },
        { name: 't.ok', status: 'SUCCESS', duration: 1 },
      ],
    },
  }));
  builds.push({
    id: RED,
    buildTypeId: 'App_Unit',
    number: '77',
    status: 'FAILURE',
    revisions: { revision: [{ version: SHA, 'vcs-root-instance': { id: '2', 'vcs-root-id': 'App_Git' } }] },
    testOccurrences: {
      testOccurrence: [
        { name: 't.longBroken', status: 'FAILURE', details: 'broken for weeks' },
        { name: 't.passes', status: 'SUCCESS' },
        { name: 't.justBroke', status: 'FAILURE', newFailure: true, details: 'expected 1 but was 2' },
      ],
    },
    problemOccurrences: {
      problemOccurrence: [
        { type: 'TC_EXIT_CODE', identity: 'exit', details: 'exit code 1', logAnchor: '42' },
        {
          type: 'TC_COMPILATION_ERROR',
          identity: 'compile',
          details: 'cannot compile',
          logAnchor: '7',
          newFailure: true,
        },
      ],
    },
  });
  return {
    projects: [{ id: 'App' }],
    buildTypes: [
      { id: 'App_Test', projectId: 'App' },
      { id: 'App_Unit', projectId: 'App' },
    ],
    vcsRoots: [{ id: 'App_Git', properties: { property: [{ name: 'url', value: 'https://git.example.com/app' }] } }],
    users: [{ username: 'alice' }],
    builds,
  };
}
