// Hand-written: edit it here; the generator never writes this file.
import { TeamCityNotFoundError } from 'teamcity-sdk';
import { getChildren, getContent, getMetadata } from 'teamcity-sdk/builds';
import { listArtifacts } from 'teamcity-sdk/tasks';
import * as z from 'zod';
import { buildInput, resolveBuildInput } from '../build-input.js';
import { cutBefore } from '../redact.js';
import { defineTool, patternOf, READ, readPrefix, ToolError, truncated } from '../tool.js';
import { artifactView } from '../views.js';
import { listText } from './builds.js';
import { pageInput } from './paging.js';

/** The artifact's download link (it carries no credential: the reader's browser or client brings its own). */
const linkOf = (baseUrl: string, id: number, path: string) =>
  `${baseUrl.replace(/\/+$/, '')}/app/rest/builds/id:${id}/artifacts/content/${path.split('/').map(encodeURIComponent).join('/')}`;

export const listArtifactsTool = defineTool({
  name: 'teamcity_list_artifacts',
  description: "A build's artifact files (every folder), with sizes; filter by a folder or a regex on the path.",
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({
    ...buildInput,
    path: z.string().default('').describe('folder'),
    pattern: z.string().min(1).max(500).optional().describe('RE2 regex on the path, case-insensitive'),
    ...pageInput,
  }),
  output: z.object({
    artifacts: z.array(artifactView),
    total: z.number().int(),
    hasMore: z.boolean(),
    nextStart: z.number().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const pattern = patternOf(args.pattern || undefined);
    const id = await resolveBuildInput(ctx, args);
    const all = await listArtifacts(ctx.tc, id, { path: args.path, signal: ctx.signal, ...(pattern && { pattern }) });
    const items = all.slice(args.start, args.start + args.count);
    const hasMore = args.start + args.count < all.length;
    return {
      data: { artifacts: items, total: all.length, hasMore, ...(hasMore && { nextStart: args.start + args.count }) },
      page: { key: 'artifacts', start: args.start },
      more: 'Call again with start set to nextStart, or filter with path or pattern.',
    };
  },
  render: (d) =>
    listText(
      d.artifacts.map((a) => `${a.path} (${a.size} bytes)`),
      d,
    ),
});

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** The most bytes one read returns. */
const MAX_BYTES = 100_000;

export const readArtifact = defineTool({
  name: 'teamcity_read_artifact',
  description: "Read a build artifact's text, up to maxBytes from offset; for a binary file, its size and link.",
  mode: 'readonly',
  annotations: READ,
  input: z.strictObject({
    ...buildInput,
    path: z.string().min(1).describe('as teamcity_list_artifacts gives it'),
    offset: z.number().int().min(0).default(0),
    maxBytes: z.number().int().min(1).max(MAX_BYTES).default(16_000),
  }),
  output: z.object({
    path: z.string(),
    size: z.number(),
    link: z.string(),
    binary: z.boolean(),
    text: z.string().optional(),
    nextOffset: z.number().optional(),
    ...truncated,
  }),
  async run(args, ctx) {
    const id = await resolveBuildInput(ctx, args);
    const path = args.path.replace(/^\/+/, '');
    const buildLocator = `id:${id}`;
    const folder = () => new ToolError(`${path} is a folder: list it with teamcity_list_artifacts`);
    const meta = await getMetadata(
      ctx.tc,
      { buildLocator, path, fields: 'size,children(count)' },
      { signal: ctx.signal },
    ).catch(async (e: unknown) => {
      // Some servers answer a folder's metadata 404: a folder still lists its children.
      if (!(e instanceof TeamCityNotFoundError)) throw e;
      await getChildren(ctx.tc, { buildLocator, path, fields: 'count' }, { signal: ctx.signal }).catch(() => {
        throw e;
      });
      throw folder();
    });
    if (meta.children) throw folder();
    const size = meta.size ?? 0;
    const head = { path, size, link: linkOf(ctx.baseUrl, id, path) };
    if (args.offset >= size) return { data: { ...head, binary: false, text: '' } };
    // Bytes offset to end are asked for; one secret's length is read before and after them too (past the size the
    // metadata gives, which may be short), so that a secret the read's start or end would split is seen whole and
    // neither shown nor left in part for redaction to miss.
    const end = Math.min(size, args.offset + args.maxBytes);
    const from = Math.max(0, args.offset - ctx.redact.longest);
    const to = end + ctx.redact.longest;
    const file = await getContent(
      ctx.tc,
      { buildLocator, path },
      { signal: ctx.signal, ...(from || to < size ? { range: { start: from, end: to - 1 } } : {}) },
    );
    // Never more than that, whatever the metadata said or the body goes on to send.
    const bytes = await readPrefix(file, to - from);
    const asked = bytes.subarray(args.offset - from, end - from);
    // Text is what decodes as UTF-8 (a character cut at the end aside) and has no NUL.
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(asked, { stream: true });
    } catch {
      text = '\0';
    }
    if (text.includes('\0')) return { data: { ...head, binary: true } };
    const lossy = (b: Uint8Array) => new TextDecoder().decode(b, { stream: true });
    const before = lossy(bytes.subarray(0, args.offset - from));
    const after = lossy(bytes.subarray(args.offset - from + utf8Length(text)));
    const all = before + text + after;
    // A secret the start splits is shown as *** (its rest skipped); the read ends before a secret its end splits.
    const split = ctx.redact.spans(all).find(([a, b]) => a < before.length && b > before.length);
    const start = split ? split[1] : before.length;
    const stop = Math.max(start, cutBefore(ctx.redact, all, before.length + text.length, start));
    const read = args.offset + utf8Length(all.slice(before.length, stop));
    return {
      data: {
        ...head,
        binary: false,
        text: (split ? '***' : '') + all.slice(start, stop),
        ...(read < size && { nextOffset: read }),
      },
      more: 'Read on with offset.',
    };
  },
  render: (d) =>
    d.binary
      ? `${d.path}: binary, ${d.size} bytes; download: ${d.link}`
      : [
          `${d.path} (${d.size} bytes)${d.nextOffset !== undefined ? `, more from offset ${d.nextOffset}` : ''}:`,
          d.text ?? '',
          ...(d.truncated ? [d.truncated] : []),
        ].join('\n'),
});
