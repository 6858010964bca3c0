// A prettier worker for format.ts: formats one file per message, in the order sent (format.ts matches each answer to
// its file by that order). Plain JS, so it loads the same under tsx, vitest and node.
import { parentPort } from 'node:worker_threads';
import { format } from 'prettier';

let previous = Promise.resolve();
parentPort.on('message', ({ text, options }) => {
  previous = previous.then(async () => {
    try {
      parentPort.postMessage({ text: await format(text, options) });
    } catch (error) {
      parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
});
