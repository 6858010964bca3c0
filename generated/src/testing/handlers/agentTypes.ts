// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const agentTypesArea: Area = {
  handlers: {},
  notSimulated: [],
};
