// Hand-written: edit it here; the generator never writes this file.
import { badRequest } from '../model/errors.js';
import { create, del, vcsRootInstances, vcsRoots } from './kinds.js';
import { fieldsOf, fieldValue, setFieldValue, vcsRootFields, vcsRootInstanceFields } from './field-values.js';
import { findOne } from '../model/finder.js';
import { propertiesFrom, textPropertyRoutes } from './params.js';
import { fullForm, get, isObject, list, listOf, one, required, type Area, type Context } from './kit.js';
import type { Properties, VcsRootInstance } from '../../models.js';
import type { Stored } from '../model/store.js';

const [vcsRootField, setVcsRootField] = fieldsOf(vcsRoots, vcsRootFields);

const root = (ctx: Context) => one(vcsRoots, ctx);
const properties = textPropertyRoutes((ctx) => {
  const e = root(ctx);
  return { entity: e, key: 'properties', href: `${ctx.rest}/vcs-roots/id:${e.id}/properties` };
});
/** An instance of the root, by an instance locator within it. */
const instance = (ctx: Context) =>
  findOne(ctx.find.vcsRootInstance, `vcsRoot:(id:${root(ctx).id}),item:(${ctx.params.vcsRootInstanceLocator})`);

/** An instance's properties: its own when it has them, else its VCS root's. */
export function instanceProperties(ctx: Context, e: Stored<VcsRootInstance>): Properties {
  const rootProps = ctx.state.vcsRoots.get(String(e['vcs-root-id']))?.properties;
  const property = (e.properties ?? rootProps)?.property ?? [];
  return { count: property.length, property };
}

export const vcsRootsArea: Area = {
  handlers: {
    'vcsRoots.serve_properties': properties.list,
    'vcsRoots.change_properties': properties.replace,
    'vcsRoots.delete_all_properties': properties.deleteAll,
    'vcsRoots.serve_property': properties.get,
    'vcsRoots.put_parameter': properties.set,
    'vcsRoots.delete_parameter': properties.remove,
    'vcsRoots.get_settings_file': (ctx) => {
      const e = root(ctx);
      return `/data/config/projects/${e.project?.id ?? '_Root'}/vcsRoots/${e.id}.xml`;
    },
    'vcsRoots.serve_root_instance': (ctx) => fullForm(vcsRootInstances, instance(ctx), ctx),
    'vcsRoots.serve_root_instance_properties': (ctx) => instanceProperties(ctx, instance(ctx)),
    'vcsRoots.serve_instance_field': (ctx) => fieldValue(vcsRootInstanceFields, instance(ctx), ctx),
    'vcsRoots.set_instance_field': (ctx) => setFieldValue(vcsRootInstanceFields, instance(ctx), ctx),
    'vcsRoots.serve_roots': list(vcsRoots),
    'vcsRoots.serve_root': get(vcsRoots),
    'vcsRoots.add_root': create(vcsRoots, (ctx, body) => {
      const name = required(body, 'name', 'A VCS root');
      const id = typeof body.id === 'string' && body.id ? body.id : name.replace(/\W+/g, '');
      if (ctx.state.vcsRoots.get(id)) throw badRequest(`VCS root with id '${id}' already exists.`);
      // What the fake reads of a root is checked (its properties and project); the rest is kept as posted.
      if (body.project !== undefined && !isObject(body.project))
        throw badRequest("A VCS root's 'project' must be an object.");
      return ctx.state.vcsRoots.add({
        vcsName: 'jetbrains.git',
        project: { id: '_Root' },
        ...body,
        ...(body.properties === undefined ? {} : { properties: { property: propertiesFrom(body.properties) } }),
        id,
        name,
      });
    }),
    'vcsRoots.delete_root': del(vcsRoots, (ctx, e) => ctx.state.vcsRoots.remove(String(e.id))),
    'vcsRoots.serve_field': vcsRootField,
    'vcsRoots.set_field': setVcsRootField,
    'vcsRoots.serve_root_instances': (ctx) => listOf(vcsRootInstances, ctx, `vcsRoot:(id:${one(vcsRoots, ctx).id})`),
  },
  reads: {
    'vcsRoots.serve_roots': ['locator'],
  },
  notSimulated: [],
};
