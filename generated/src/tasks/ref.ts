// Hand-written: edit it here; the generator never writes this file.
import { TeamCityInputError } from '../runtime/errors.js';
import { sleep } from '../runtime/retry.js';
import type { Build } from '../models.js';

/** A build: its id, or a build as the API returns it (`runBuild`'s result, say). */
export type BuildRef = number | Pick<Build, 'id'>;

/** The caller knows the build was queued: it is a build as queued (`runBuild`'s result). */
export const knownQueued = (build: BuildRef) =>
  typeof build === 'object' && (build as Build | null)?.state === 'queued';

/** The build's id, checked: a positive whole number. */
export function buildIdOf(build: BuildRef, task: string): number {
  const id = typeof build === 'number' ? build : build?.id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  throw new TeamCityInputError(`${task}: the build must be a build id (a positive whole number) or a build with an id`);
}

/** Waits `ms` without holding the event loop in a busy wait; rejects with the signal's reason when it fires. */
export interface Timer {
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Milliseconds on this timer's clock. */
  now(): number;
}

export const realTimer: Timer = { now: () => Date.now(), sleep };
