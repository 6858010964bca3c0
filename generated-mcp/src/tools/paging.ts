// Hand-written: edit it here; the generator never writes this file.
import * as z from 'zod';

/** The default page of a list, and the most one call may ask for. */
export const PAGE = 20;
export const MAX_PAGE = 100;

export const pageInput = {
  start: z.number().int().min(0).default(0).describe('skip this many'),
  count: z.number().int().min(1).max(MAX_PAGE).default(PAGE),
};

export interface PageArgs {
  start: number;
  count: number;
}

/**
 * One page of a list TeamCity pages with `start` and `count`: one item more is asked for, so that `hasMore` is
 * known without a second request.
 */
export async function pageOf<T>(
  { start, count }: PageArgs,
  fetch: (window: { start: number; count: number }) => Promise<T[]>,
): Promise<{ items: T[]; hasMore: boolean; nextStart?: number }> {
  const got = await fetch({ start, count: count + 1 });
  const hasMore = got.length > count;
  return { items: got.slice(0, count), hasMore, ...(hasMore && { nextStart: start + count }) };
}
