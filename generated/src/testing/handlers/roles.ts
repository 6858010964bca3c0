// Hand-written: edit it here; the generator never writes this file.
import type { UntypedArea } from './kit.js';

// The roles area is simulated in role-catalogue.ts, with a user's effective permissions.
export const rolesArea: UntypedArea = { handlers: {}, notSimulated: [] };
