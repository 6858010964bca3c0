// Hand-written: edit it here; the generator never writes this file.
import type { Area } from '../model/resource.js';

export const agentTypesArea: Area = {
  handlers: {},
  notSimulated: [],
};
