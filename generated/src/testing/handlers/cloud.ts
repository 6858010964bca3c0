// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const cloudArea: Area = {
  handlers: {},
  notSimulated: [
    'cloud.get_all_cloud_images',
    'cloud.get_cloud_image',
    'cloud.get_all_cloud_instances',
    'cloud.start_instance',
    'cloud.get_cloud_instance',
    'cloud.stop_instance',
    'cloud.forse_terminate_instance',
    'cloud.terminate_instance',
    'cloud.get_all_cloud_profiles',
    'cloud.get_cloud_profile',
  ],
};
