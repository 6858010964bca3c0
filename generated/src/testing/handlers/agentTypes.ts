// Copied from templates/src/testing/handlers/agentTypes.ts by the generator: edit it there.
import type { Area } from '../model/resource.js';

export const agentTypesArea: Area = {
  handlers: {},
  notSimulated: ['agentTypes.get_agent_type'],
};
