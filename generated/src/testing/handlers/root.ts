// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';
import { findOne } from '../model/finder.js';
import { buildFields, fieldValue } from './field-values.js';

export const rootArea: Area = {
  handlers: {
    'root.serve_root': () => 'TeamCity REST API (fake)',
    'root.serve_version': () => '2025.11 (build 197398)',
    'root.serve_api_version': () => '2018.1',
    'root.serve_plugin_info': () => '<plugin name="rest-api" displayName="REST API" version="2025.11"/>',
    // `/{project}/{buildType}/{build}/{field}`: a build field by the three locators.
    'root.serve_build_field_short': (ctx) => {
      const project = findOne(ctx.find.project, ctx.params.projectLocator!);
      const bt = findOne(ctx.find.buildType, `project:(id:${project.id}),item:(${ctx.params.btLocator})`);
      const b = findOne(
        ctx.find.build,
        `buildType:(id:${bt.id}),defaultFilter:false,item:(${ctx.params.buildLocator})`,
      );
      return fieldValue(buildFields, b, ctx);
    },
  },
  notSimulated: [],
};
