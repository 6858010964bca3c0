/** Small shape checks shared by the spec validators. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function unknownKeys(o: Obj, allowed: string[], say: (m: string) => void) {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) say(`unknown key "${k}" (allowed: ${allowed.join(', ')})`);
}
