// Type-checked with the tests (tsconfig.json, compiled by typecheck.test.ts), never run. paginate yields the item type
// of the collection an operation answers, narrowed by a typed `fields` selection of that collection; a selection
// naming no field of the model, or an input the operation does not take, is an error.
import type { Build, VcsRoot } from '../generated/src/models.js';
import { serveAllBuilds } from '../generated/src/areas/builds.js';
import { serveRoots } from '../generated/src/areas/vcsRoots.js';
import { paginate, type Transport } from '../generated/src/runtime/index.js';

declare const client: Transport;
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
const same = <X, Y>(ok: Equal<X, Y>) => ok;
type Yielded<G> = G extends AsyncGenerator<infer I, void, undefined> ? I : never;

export function types(): unknown[] {
  const whole = paginate(client, serveAllBuilds, { locator: 'count:100' });
  const narrowed = paginate(client, serveAllBuilds, { fields: { count: true, build: { id: true, number: true } } });
  const nested = paginate(client, serveAllBuilds, { fields: { build: { id: true, buildType: { name: true } } } });
  const roots = paginate(client, serveRoots, {});
  return [
    same<Yielded<typeof whole>, Build>(true),
    same<Yielded<ReturnType<typeof paginate<typeof serveAllBuilds>>>, Build>(true),
    same<Yielded<typeof narrowed>, { id?: number; number?: string }>(true),
    same<Yielded<typeof nested>['buildType'], { name?: string } | undefined>(true),
    same<Yielded<typeof roots>, VcsRoot>(true),
    // @ts-expect-error a field the build model does not have
    paginate(client, serveAllBuilds, { fields: { build: { idd: true } } }),
    // @ts-expect-error a field the collection does not have
    paginate(client, serveAllBuilds, { fields: { builds: true } }),
    // @ts-expect-error an input serveRoots does not take
    paginate(client, serveRoots, { nope: 1 }),
  ];
}
