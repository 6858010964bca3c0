// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

// The roles area is simulated in role-catalogue.ts, with a user's effective permissions.
export const rolesArea: Area = { handlers: {}, notSimulated: [] };
