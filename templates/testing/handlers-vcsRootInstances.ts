import type { Area } from './resource.js';
import { fileRoutes, type FileOwner } from './file-routes.js';
import { fieldsOf, vcsRootInstances } from './kinds.js';
import { get, list, one } from './resource.js';

const [instanceField, setInstanceField] = fieldsOf(vcsRootInstances);

const vcsFilesOf: FileOwner = (ctx) => {
  const v = one(vcsRootInstances, ctx);
  return {
    key: `vcs:${v.id}`,
    base: `${ctx.rest}/vcs-root-instances/id:${v.id}/files/latest`,
  };
};

const files = fileRoutes(vcsFilesOf);

export const vcsRootInstancesArea: Area = {
  handlers: {
    'vcsRootInstances.serve_instances': list(vcsRootInstances),
    'vcsRootInstances.serve_instance': get(vcsRootInstances),
    'vcsRootInstances.serve_instance_field': instanceField,
    'vcsRootInstances.set_instance_field': setInstanceField,
    'vcsRootInstances.get_root': files.list,
    'vcsRootInstances.get_children': files.list,
    'vcsRootInstances.get_children_alias': files.list,
    'vcsRootInstances.get_metadata': files.metadata,
    'vcsRootInstances.get_content': files.content,
    'vcsRootInstances.get_content_alias': files.content,
  },
  notSimulated: [
    'vcsRootInstances.delete_instance_field',
    'vcsRootInstances.serve_root_instance_properties',
    'vcsRootInstances.get_repository_state',
    'vcsRootInstances.set_repository_state',
    'vcsRootInstances.delete_repository_state',
    'vcsRootInstances.get_repository_state_creation_date',
    'vcsRootInstances.schedule_checking_for_changes',
    'vcsRootInstances.schedule_checking_for_changes_0',
    'vcsRootInstances.get_zipped',
  ],
};
