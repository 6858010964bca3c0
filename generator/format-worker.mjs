// A prettier worker for format.ts: formats one file per message. Plain JS, so it loads the same under tsx, vitest and node.
import { parentPort } from 'node:worker_threads';
import { format } from 'prettier';

parentPort.on('message', async ({ text, options }) => {
  try {
    parentPort.postMessage({ text: await format(text, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
