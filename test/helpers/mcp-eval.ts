// The evaluation questions of test/fixtures/mcp-eval.yaml: read, and answered by their calls (for the test and the bench).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { parse } from 'yaml';
import { call, type ToolAnswer } from './mcp.js';

export interface Question {
  question: string;
  answer: unknown;
  calls: { tool: string; args: Record<string, unknown> }[];
  /** Paths into the last answer, comma-separated: `a.b`, `0` an item, `*` every item, `#` a list's length. */
  pick: string;
}

export const QUESTIONS = (
  parse(readFileSync(join(import.meta.dirname, '../fixtures/mcp-eval.yaml'), 'utf8')) as { questions: Question[] }
).questions;

/** One value of an answer by its path. */
function pickOne(value: unknown, path: string[]): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (head === '*') return (value as unknown[]).map((v) => pickOne(v, rest));
  if (head === '#') return (value as unknown[]).length;
  return pickOne((value as Record<string, unknown>)?.[head!], rest);
}

/** What a question's calls answer: each call made in turn, the answer picked from the last. */
export async function answer(client: Client, q: Question): Promise<{ value: unknown; answers: ToolAnswer[] }> {
  const answers: ToolAnswer[] = [];
  for (const c of q.calls) answers.push(await call(client, c.tool, c.args));
  const last = answers.at(-1)!;
  const values = q.pick.split(',').map((p) => pickOne(last.data, p.split('.')));
  return { value: values.length === 1 ? values[0] : values, answers };
}
