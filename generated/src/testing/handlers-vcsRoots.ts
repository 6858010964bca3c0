import type { Area } from './resource.js';
import { badRequest } from './errors.js';
import { create, del, fieldsOf, vcsRootInstances, vcsRoots } from './kinds.js';
import { get, list, listOf, one, required } from './resource.js';

const [vcsRootField, setVcsRootField] = fieldsOf(vcsRoots);

export const vcsRootsArea: Area = {
  handlers: {
    'vcsRoots.serve_roots': list(vcsRoots),
    'vcsRoots.serve_root': get(vcsRoots),
    'vcsRoots.add_root': create(vcsRoots, (ctx, body) => {
      const name = required(body, 'name', 'A VCS root');
      const id = typeof body.id === 'string' && body.id ? body.id : name.replace(/\W+/g, '');
      if (ctx.state.vcsRoots.get(id)) throw badRequest(`VCS root with id '${id}' already exists.`);
      return ctx.state.vcsRoots.add({
        vcsName: 'jetbrains.git',
        project: { id: '_Root' },
        ...body,
        id,
        name,
      });
    }),
    'vcsRoots.delete_root': del(vcsRoots, (ctx, e) => ctx.state.vcsRoots.remove(String(e.id))),
    'vcsRoots.serve_field': vcsRootField,
    'vcsRoots.set_field': setVcsRootField,
    'vcsRoots.serve_root_instances': (ctx) => listOf(vcsRootInstances, ctx, `vcsRoot:(id:${one(vcsRoots, ctx).id})`),
  },
  notSimulated: [
    'vcsRoots.serve_properties',
    'vcsRoots.change_properties',
    'vcsRoots.delete_all_properties',
    'vcsRoots.serve_property',
    'vcsRoots.put_parameter',
    'vcsRoots.delete_parameter',
    'vcsRoots.get_settings_file',
    'vcsRoots.serve_root_instance',
    'vcsRoots.serve_root_instance_properties',
    'vcsRoots.serve_instance_field',
    'vcsRoots.set_instance_field',
  ],
};
