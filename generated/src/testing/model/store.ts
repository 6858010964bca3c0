// Hand-written: edit it here; the generator never writes this file.
import type { Comment, DeploymentStateEntry, Entry, Properties, VcsLabeling } from '../../models.js';
import type { BuildLog, ScriptedProblem, ScriptedTest } from './reports.js';
/** A JSON entity as TeamCity sends it; keys starting with `_` are the fake's own and never sent. */
export type Entity = Record<string, unknown>;

/**
 * The fake's own keys that its typed modules read, each on the kinds it names; `visible` leaves them out of every answer.
 * Other `_` keys are still `unknown` (`Entity`).
 */
export interface Own {
  /** A build: canceled (while queued or running). */
  _canceled?: boolean;
  /** A queued build: its place in the queue, where it was moved; else its id is. */
  _queueRank?: number;
  /** A finished build: who pinned or unpinned it, when and why (`pinInfo`). */
  _pinComment?: Comment;
  /** A build: its attributes, as the properties its `/attributes` routes read and write (its full form: `Entries`). */
  _attributes?: Properties;
  /** A build: its log, as seeded or written by an agent-less build. */
  _log?: BuildLog;
  /** A build: the tests and problems it reports (seeded, scripted or reported by an agent-less build). */
  _tests?: ScriptedTest[];
  _problems?: ScriptedProblem[];
  /** A build: the VCS labels set on it, each on one VCS root instance. */
  _vcsLabels?: KeptLabel[];
  /** A deployment instance: its dashboard's id, and `<dashboard id>/<instance id>`, its key in the state. */
  _dashboard?: string;
  _key?: string;
  /** A deployment instance: its history, oldest first, each entry's build by id (`build.id`). */
  _entries?: DeploymentStateEntry[];
  /** A server node: the responsibilities turned off. */
  _disabled?: Set<string>;
  /** A project: the order of its sub-projects and build configurations, by id (`/order/projects`, `/order/buildTypes`). */
  _order?: { projects?: string[]; buildTypes?: string[] };
  /** A project: the secure values it keeps, by token (`credentialsJSON:<uuid>`). */
  _secure?: Map<string, string>;
  /** A project: its SSH keys by name, each with its private key, which no answer carries. */
  _sshKeys?: Map<string, { private: string }>;
  /** A build configuration: its VCS labeling options, as last set. */
  _vcsLabeling?: VcsLabeling;
  /** A build configuration: the ids it was known by before (`/aliases`). */
  _aliases?: string[];
  /** A VCS root instance: the repository state (branch -> revision) last set, and when (`/repositoryState`). */
  _repositoryState?: { entry: Entry[]; timestamp: string };
}

/** A VCS label as a build keeps it: its text, on the VCS root instance of that id. */
export interface KeptLabel {
  text: string;
  buildId: number;
  instanceId: string;
}

/**
 * An entity of a kind as the state keeps it: typed by the seed's type of it (the package's model: `Project`, `Build`),
 * with the fake's own `_` keys and the fields of other TeamCity versions beside.
 */
export type Stored<T> = T & Own & Entity;

/** Entities of one kind in TeamCity's order, by key. */
export class Collection<T extends Entity = Entity> {
  private readonly items: T[] = [];
  private readonly byKey = new Map<string, T>();

  constructor(private readonly key: string = 'id') {}

  get length(): number {
    return this.items.length;
  }

  at(index: number): T {
    return this.items[index]!;
  }

  all(): readonly T[] {
    return this.items;
  }

  get(key: string): T | undefined {
    return this.byKey.get(key);
  }

  add(item: T): T {
    const key = String(item[this.key]);
    const old = this.byKey.get(key);
    if (old) this.items.splice(this.items.indexOf(old), 1, item);
    else this.items.push(item);
    this.byKey.set(key, item);
    return item;
  }

  remove(key: string): boolean {
    const old = this.byKey.get(key);
    if (!old) return false;
    this.items.splice(this.items.indexOf(old), 1);
    this.byKey.delete(key);
    return true;
  }
}

/** The next free number for ids the server assigns. */
export function nextId(c: Collection, floor = 0): number {
  let max = floor;
  for (const item of c.all()) max = Math.max(max, Number(item.id) || 0);
  return max + 1;
}

/** An entity without the fake's own `_` keys: what TeamCity shows of it (`E`: the fields it has, its model's). */
export function visible<E extends object>(e: E): E {
  const out: Entity = {};
  for (const [k, v] of Object.entries(e)) if (!k.startsWith('_')) out[k] = v;
  // The keys left out are the fake's own, which no model has.
  return out as E;
}
