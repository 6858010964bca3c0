/** Content negotiation as Jersey does it for TeamCity's `@Produces` lists. */

interface Range {
  type: string;
  q: number;
}

function parseAccept(header: string | undefined): Range[] {
  if (!header || !header.trim()) return [{ type: '*/*', q: 1 }];
  return header.split(',').map((part) => {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return { type: type!.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
  });
}

function quality(ranges: Range[], type: string): number {
  const [major] = type.split('/');
  let best = -1;
  let bestSpecificity = -1;
  for (const r of ranges) {
    const specificity = r.type === type ? 2 : r.type === `${major}/*` ? 1 : r.type === '*/*' ? 0 : -1;
    if (specificity > bestSpecificity) {
      bestSpecificity = specificity;
      best = r.q;
    }
  }
  return best;
}

/** The first of `produces` with the highest quality (ties go to the earlier one, so XML wins), or null: 406. */
export function negotiate(accept: string | undefined, produces: readonly string[]): string | null {
  if (produces.includes('*/*')) return '*/*';
  const ranges = parseAccept(accept);
  let chosen: string | null = null;
  let best = 0;
  for (const type of produces) {
    const q = quality(ranges, type);
    if (q > best) {
      best = q;
      chosen = type;
    }
  }
  return chosen;
}

export const XML_JSON = ['application/xml', 'application/json'] as const;
