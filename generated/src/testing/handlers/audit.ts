// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const auditArea: Area = {
  handlers: {},
  notSimulated: ['audit.get_all_audit_events', 'audit.get_audit_event'],
};
