// Hand-written: edit it here; the generator never writes this file.
import type { Entity } from './store.js';

/** An access token as the fake keeps it on its user (`_tokens`): the value is only ever sent by the create. */
export interface StoredToken {
  name: string;
  value: string;
  creationTime: string;
  /** Epoch ms; none: it never expires. */
  expiresAt?: number;
}

export const tokensOf = (u: Entity): StoredToken[] => (u._tokens ??= []) as StoredToken[];
