// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const rolesArea: Area = {
  handlers: {},
  notSimulated: [
    'roles.get_roles',
    'roles.create_role',
    'roles.get_role',
    'roles.delete_role',
    'roles.add_included_role',
    'roles.remove_included_role',
    'roles.add_permission',
    'roles.remove_permission',
  ],
};
