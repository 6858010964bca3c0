import type { Area } from './resource.js';

export const rootArea: Area = {
  handlers: {
    'root.serve_root': () => 'TeamCity REST API (fake)',
    'root.serve_version': () => '2025.11 (build 197398)',
    'root.serve_api_version': () => '2018.1',
    'root.serve_plugin_info': () => '<plugin name="rest-api" displayName="REST API" version="2025.11"/>',
  },
  notSimulated: ['root.serve_build_field_short'],
};
