// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const deploymentDashboardsArea: Area = {
  handlers: {},
  notSimulated: [
    'deploymentDashboards.get_all_dashboards',
    'deploymentDashboards.create_dashboard',
    'deploymentDashboards.get_dashboard',
    'deploymentDashboards.delete_dashboard',
    'deploymentDashboards.get_instances',
    'deploymentDashboards.create_instance',
    'deploymentDashboards.get_instance',
    'deploymentDashboards.report_new_deployment_for_instance',
    'deploymentDashboards.delete_instance',
  ],
};
