import type { Area } from './resource.js';

export const agentTypesArea: Area = {
  handlers: {},
  notSimulated: ['agentTypes.get_agent_type'],
};
