// Hand-written: edit it here; the generator never writes this file.
import { zipSync } from 'fflate';
import { badRequest, notFound } from '../model/errors.js';
import { fieldsAt } from '../model/fields.js';
import { baseName } from '../model/files.js';
import { filesLocatorTest } from '../model/file-patterns.js';
import type { File, Files } from '../../models.js';
import { asks, type Context, type FileReply } from './kit.js';

/** Whose files a request reads: the key in the file store, and the href of the files root. */
export type FileOwner = (ctx: Context) => { key: string; base: string };

/** The handlers of a files sub-resource, each answering its operations' model (`get_children`: `Files`, ...). */
export interface FileRoutes {
  list(ctx: Context): Files;
  metadata(ctx: Context): File;
  content(ctx: Context): FileReply;
  zipped(ctx: Context): FileReply;
}

/**
 * The handlers of one files sub-resource (`FilesSubResource`), the same for build artifacts and VCS files. Hrefs are
 * made as its `fileApiUrlBuilder` makes them (`Util.concatenatePath`: the root's end in a slash, `metadata/`).
 */
export function fileRoutes(owner: FileOwner): FileRoutes {
  const hrefs = (base: string) => (path: string) => `${base}/${path}`;
  // Messages name the sub-resource's own prefix, without the request's auth prefix (TeamCity does not transform it).
  const plain = (ctx: Context, base: string) => base.replace(ctx.rest, '/app/rest');
  const path = (ctx: Context) => (ctx.params.path ?? '').replace(/^\/+|\/+$/g, '');
  return {
    list: (ctx) => {
      const o = owner(ctx);
      // BuildArtifactsFinder.getItems: a file has no children list.
      if (ctx.state.artifacts.kindOf(o.key, path(ctx)) === 'file')
        throw badRequest(
          `Cannot provide children list for file '${path(ctx)}'. To get content use '${plain(ctx, o.base)}/content/${path(ctx)}'.`,
        );
      const fullName = asks(fieldsAt(ctx.fields, ['file']), 'fullName');
      return ctx.state.artifacts.children(o.key, path(ctx), hrefs(o.base), fullName);
    },
    metadata: (ctx) => {
      const o = owner(ctx);
      return ctx.state.artifacts.metadata(o.key, path(ctx), hrefs(o.base), asks(ctx.fields, 'fullName'));
    },
    // FilesSubResource.getContent: a folder has no content.
    content: (ctx) => {
      const o = owner(ctx);
      if (ctx.state.artifacts.kindOf(o.key, path(ctx)) === 'folder')
        throw notFound(
          `Cannot provide content for '${path(ctx)}'. To get children use '${plain(ctx, o.base)}/children/${path(ctx)}'.`,
        );
      return { file: ctx.state.artifacts.file(o.key, path(ctx)) };
    },
    // A real zip of the folder (or the one file), as TeamCity's `archived` sends it: the files its locator keeps.
    zipped: (ctx) => {
      const o = owner(ctx);
      const keep = filesLocatorTest(ctx.locator);
      const entries = ctx.state.artifacts.tree(o.key, path(ctx)).filter((e) => keep(e.name));
      const bytes = zipSync(Object.fromEntries(entries.map((e) => [e.name, e.bytes])), {
        level: 6,
        mtime: '1980-01-01',
      });
      // FilesSubResource.getZipped: `name` is the archive's file name as given, else the folder's with `.zip`.
      const name = ctx.query.get('name') || `${baseName(path(ctx)) || 'archive'}.zip`;
      return { file: { path: name, size: bytes.length, bytes } };
    },
  };
}
