// Hand-written: edit it here; the generator never writes this file.
import type { Area } from './kit.js';

export const avatarsArea: Area = {
  handlers: {},
  notSimulated: ['avatars.put_avatar', 'avatars.delete_avatar', 'avatars.get_avatar', 'avatars.get_avatar_with_hash'],
};
