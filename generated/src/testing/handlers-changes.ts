import type { Area } from './resource.js';
import { changes } from './kinds.js';
import { get, getField, list } from './resource.js';

export const changesArea: Area = {
  handlers: {
    'changes.serve_changes': list(changes),
    'changes.serve_change': get(changes),
    'changes.get_change_field': getField(changes),
  },
  notSimulated: [
    'changes.get_change_attributes',
    'changes.get_change_duplicates',
    'changes.get_change_first_builds',
    'changes.get_change_issue',
    'changes.get_change_parent_revisions',
    'changes.get_change_vcs_root',
    'changes.get_change_vcs_root_instance',
    'changes.get_parent_changes',
    'changes.get_related_build_types',
  ],
};
