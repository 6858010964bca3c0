import type { Context, FileReply, Handler } from './resource.js';

/** Whose files a request reads: the key in the file store, and the href of the files root. */
export type FileOwner = (ctx: Context) => { key: string; base: string };

/** The handlers of one files sub-resource (`FilesSubResource`), the same for build artifacts and VCS files. */
export function fileRoutes(owner: FileOwner): {
  list: Handler;
  metadata: Handler;
  content: Handler;
} {
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
    content: (ctx): FileReply => ({
      file: ctx.state.artifacts.file(owner(ctx).key, ctx.params.path ?? ''),
    }),
  };
}
