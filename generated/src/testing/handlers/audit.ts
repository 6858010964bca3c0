// Hand-written: edit it here; the generator never writes this file.
import type { UntypedArea } from './kit.js';

export const auditArea: UntypedArea = {
  handlers: {},
  notSimulated: ['audit.get_all_audit_events', 'audit.get_audit_event'],
};
