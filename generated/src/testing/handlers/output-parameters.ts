// Hand-written: edit it here; the generator never writes this file.
// Output parameters (TeamCity 2024.03+): the parameters a build configuration exposes to the builds that depend on
// it, kept as its `output-parameters`, and what a build of it published; and moving a build configuration.
import { badRequest, notFound } from '../model/errors.js';
import { buildTypes, builds } from './kinds.js';
import { ownProperties, parameterRoutes, propertiesReply } from './params.js';
import { one, type Area, type Context } from './kit.js';
import type { Build, ModelProperty } from '../../models.js';
import type { Stored } from '../model/store.js';
import { resolve, resulting } from './builds.js';

const KEY = 'output-parameters';

const bt = (ctx: Context) => one(buildTypes, ctx);
const declared = parameterRoutes((ctx) => {
  const e = bt(ctx);
  return { entity: e, key: KEY, href: `${ctx.rest}${buildTypes.href(e)}/${KEY}` };
});

/**
 * What a build published: its configuration's output parameters with `%references%` resolved by the build's
 * parameters; a configuration that declares none shares every parameter, as TeamCity does.
 */
function published(ctx: Context, b: Stored<Build>): ModelProperty[] {
  const owner = ctx.state.buildTypes.get(String(b.buildTypeId));
  const own = owner ? ownProperties(owner, KEY) : [];
  if (!own.length) return resulting(ctx, b);
  // A seeded parameter without a value declares an empty one.
  return own.map((p) => ({ name: p.name, value: resolve(ctx, b, p.value ?? '') }));
}

export const outputParametersArea: Area = {
  handlers: {
    'buildTypes.get_build_parameters_of_build_type': declared.list,
    'buildTypes.create_build_parameter_of_build_type': declared.create,
    'buildTypes.update_build_parameters_of_build_type': declared.replace,
    'buildTypes.delete_build_parameters_of_build_type': declared.deleteAll,
    'buildTypes.get_build_parameter_of_build_type': declared.get,
    'buildTypes.update_build_parameter_of_build_type': declared.set,
    'buildTypes.delete_build_parameter_of_build_type': declared.remove,
    'buildTypes.get_build_parameter_value_of_build_type': declared.getValue,
    'buildTypes.update_build_parameter_value_of_build_type': declared.setValue,
    'builds.get_build_output_parameters_of_build': (ctx) => {
      const b = one(builds, ctx);
      return propertiesReply(published(ctx, b), `${ctx.rest}${builds.href(b)}/${KEY}`);
    },
    'builds.get_build_output_parameters': (ctx) => {
      const name = ctx.params.propertyName!;
      const p = published(ctx, one(builds, ctx)).find((x) => x.name === name);
      if (!p) throw notFound(`No parameter with name '${name}' is found.`);
      return p.value;
    },
    // Nothing happens when the configuration is already there; a missing target is a 400, as in TeamCity.
    'buildTypes.move_build_type': (ctx) => {
      const e = bt(ctx);
      const target = ctx.query.get('targetProjectId');
      if (!target) throw badRequest("Parameter 'targetProjectId' is required.");
      const project = ctx.state.projects.get(target);
      if (!project) throw badRequest(`No project found by id '${target}'.`);
      e.projectId = project.id;
    },
  },
  reads: { 'buildTypes.move_build_type': ['targetProjectId'] },
  notSimulated: [],
};
