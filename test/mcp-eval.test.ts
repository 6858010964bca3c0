// The evaluation questions (test/fixtures/mcp-eval.yaml): each answered, by its fixed sequence of tool calls, from the
// seeded fake TeamCity, with no call failing and each answer under 2,000 tokens; so the questions stay answerable as the
// tools change.
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, QUESTIONS } from './helpers/mcp-eval.js';
import { connect, seededTeamCity, type Seeded } from './helpers/mcp.js';

let seeded: Seeded;
let client: Client;
beforeAll(async () => {
  seeded = await seededTeamCity();
  client = await connect(seeded.tc);
});
afterAll(async () => {
  await client?.close();
  await seeded?.tc.close();
});

describe('evaluation questions', () => {
  it('has at least 12, every call read-only', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(12);
  });

  for (const q of QUESTIONS) {
    it(q.question, async () => {
      const { value, answers } = await answer(client, q);
      for (const a of answers) {
        expect(a.isError, a.text).toBe(false);
        // A typical answer, text and structured together, is under 2,000 tokens (characters / 4).
        expect(JSON.stringify(a.raw).length / 4).toBeLessThan(2000);
      }
      // A list picked with `*` is compared in any order.
      const any = (v: unknown) => (Array.isArray(v) && q.pick.includes('*') ? [...(v as string[])].sort() : v);
      expect(any(value)).toEqual(any(q.answer));
    });
  }
});
