// The order test files start in: the slowest first, so that the last to finish are short ones and the workers end
// together. Vitest orders by the durations of the last run where it keeps them (node_modules/.vite), and a clean clone
// has none: the files below, the slowest of a full run on 2 cores, start first, in this order; the others follow in
// vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const SLOWEST = [
  'typecheck',
  'api-diff',
  'generator',
  'cli',
  'cli-tasks',
  'package',
  'cli-fake',
  'fake-server-docs',
  'tasks-queue-race',
  'cli-help',
  'recordings-models',
  'examples',
  'generate-watch',
  'readme-blocks',
  'mcp-transports',
  'spec-drift',
  'cli-terminal',
  'spec-edit-loop',
  'fake-typed-handlers',
];

export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOWEST.findIndex((name) => f.moduleId.replaceAll('\\', '/').endsWith(`/test/${name}.test.ts`));
      return i < 0 ? SLOWEST.length : i;
    };
    // A stable sort: the files not named keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
