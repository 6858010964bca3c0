// Hand-written: edit it here; the generator never writes this file.
import type { Cursor } from './finder.js';
import type { Build, Tag } from '../../models.js';
import type { Stored } from './store.js';

/** Builds generated on demand, so a test or benchmark can have 100,000 of them for the price of a counter. */
export interface GeneratedBuilds {
  count: number;
  /** Build configurations the builds cycle through; default the first seeded one. */
  buildTypeIds?: string[];
  /** Every n-th build failed (default 10; 0: none). */
  failEvery?: number;
}

const BASE_TIME = Date.UTC(2026, 0, 1);

/** TeamCity's date form: `yyyyMMdd'T'HHmmssZ`. */
export function tcDate(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}+0000`;
}

/**
 * A build's tags, each as TeamCity answers it (`{name}`). The model's `Tags` also lets a tag be its name alone, which
 * the seed check refuses; such a tag, were it kept, reads as `{name}`.
 */
export const tagsOf = (b: Build): Tag[] => (b.tags?.tag ?? []).map((t) => (typeof t === 'string' ? { name: t } : t));

/** Builds newest first: ids 1..count generated, others stored; a changed generated build is stored too. */
export class BuildStore {
  private generated: GeneratedBuilds = { count: 0 };
  private readonly stored = new Map<number, Stored<Build>>();
  private readonly deleted = new Set<number>();
  private order: number[] | null = null;
  /** Bumped on every change, so paging cursors from before it are not reused. */
  version = 0;
  readonly cursors = new Map<string, Cursor>();

  generate(spec: GeneratedBuilds, defaultBuildType: string): void {
    this.generated = { failEvery: 10, ...spec, buildTypeIds: spec.buildTypeIds ?? [defaultBuildType] };
    this.changed();
  }

  /** The highest id ever given: TeamCity gives a deleted build's id to no other build. */
  get maxId(): number {
    let max = this.generated.count;
    for (const id of this.stored.keys()) max = Math.max(max, id);
    for (const id of this.deleted) max = Math.max(max, id);
    return max;
  }

  get(id: number): Stored<Build> | undefined {
    if (this.deleted.has(id)) return undefined;
    return (
      this.stored.get(id) ?? (Number.isInteger(id) && id >= 1 && id <= this.generated.count ? this.make(id) : undefined)
    );
  }

  /** The build to change: a generated one is stored from now on. */
  edit(id: number): Stored<Build> | undefined {
    const build = this.get(id);
    if (build && !this.stored.has(id)) this.stored.set(id, build);
    this.version++;
    return build;
  }

  put(build: Stored<Build>): Stored<Build> {
    const id = Number(build.id);
    this.stored.set(id, build);
    this.deleted.delete(id);
    this.changed();
    return build;
  }

  delete(id: number): boolean {
    if (!this.get(id)) return false;
    this.stored.delete(id);
    this.deleted.add(id);
    this.changed();
    return true;
  }

  /** Queued builds in queue order. */
  queued(): Stored<Build>[] {
    // A build's place is its `_queueRank` (moved to the top or reordered), else its id: first queued, first out.
    const rank = (b: Stored<Build>) => Number(b._queueRank ?? b.id);
    return [...this.stored.values()].filter((b) => b.state === 'queued').sort((a, b) => rank(a) - rank(b));
  }

  private changed(): void {
    this.order = null;
    this.version++;
  }

  /** Ids newest first; kept as one number array, rebuilt only when builds are added or removed. */
  ids(): number[] {
    if (!this.order) {
      const ids = new Set<number>(this.stored.keys());
      const out: number[] = [...ids].filter((id) => id > this.generated.count).sort((a, b) => b - a);
      for (let id = this.generated.count; id >= 1; id--) if (!this.deleted.has(id)) out.push(id);
      this.order = out;
    }
    return this.order;
  }

  private make(id: number): Stored<Build> {
    const types = this.generated.buildTypeIds!;
    const failEvery = this.generated.failEvery ?? 0;
    const failed = failEvery > 0 && id % failEvery === 0;
    const start = BASE_TIME + id * 60_000;
    return {
      id,
      buildTypeId: types[id % types.length],
      number: String(id),
      status: failed ? 'FAILURE' : 'SUCCESS',
      state: 'finished',
      branchName: 'main',
      defaultBranch: true,
      statusText: failed ? 'Tests failed' : 'Success',
      queuedDate: tcDate(start - 5_000),
      startDate: tcDate(start),
      finishDate: tcDate(start + 30_000),
    };
  }
}
