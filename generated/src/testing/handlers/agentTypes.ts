// Hand-written: edit it here; the generator never writes this file.
import type { UntypedArea } from './kit.js';

export const agentTypesArea: UntypedArea = {
  handlers: {},
  notSimulated: [],
};
