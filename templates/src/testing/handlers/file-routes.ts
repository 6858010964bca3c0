import { zipSync } from 'fflate';
import type { Context, FileReply, Handler } from '../model/resource.js';

/** Whose files a request reads: the key in the file store, and the href of the files root. */
export type FileOwner = (ctx: Context) => { key: string; base: string };

/** The handlers of one files sub-resource (`FilesSubResource`), the same for build artifacts and VCS files. */
export function fileRoutes(owner: FileOwner): Record<'list' | 'metadata' | 'content' | 'zipped', Handler> {
  const hrefs = (base: string) => (path: string) => `${base}/${path}`.replace(/\/+$/, '');
  return {
    list: (ctx) => {
      const o = owner(ctx);
      return ctx.state.artifacts.children(o.key, ctx.params.path ?? '', hrefs(o.base));
    },
    metadata: (ctx) => {
      const o = owner(ctx);
      return ctx.state.artifacts.metadata(o.key, ctx.params.path ?? '', hrefs(o.base));
    },
    content: (ctx): FileReply => ({ file: ctx.state.artifacts.file(owner(ctx).key, ctx.params.path ?? '') }),
    // A real zip of the folder (or the one file), as TeamCity's `archived` sends it.
    zipped: (ctx): FileReply => {
      const o = owner(ctx);
      const path = ctx.params.path ?? '';
      const entries = ctx.state.artifacts.tree(o.key, path);
      const bytes = zipSync(Object.fromEntries(entries.map((e) => [e.name, e.bytes])), {
        level: 6,
        mtime: '1980-01-01',
      });
      const base =
        path
          .replace(/^\/+|\/+$/g, '')
          .split('/')
          .pop() || 'archive';
      // FilesSubResource.getZipped: `name` is the archive's file name as given, else the folder's with `.zip`.
      const name = ctx.query.get('name') || `${base}.zip`;
      return { file: { path: name, size: bytes.length, bytes } };
    },
  };
}
