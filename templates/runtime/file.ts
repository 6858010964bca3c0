/** File content (artifacts, VCS files, status icons): handed over unread, for the caller to stream. */
export interface FileResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The Content-Type header, if any. */
  readonly contentType: string | null;
  /** The body as a stream; null for an empty answer (such as HEAD). Read it once. */
  readonly body: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function fileResponse(res: Response): FileResponse {
  return {
    status: res.status,
    headers: res.headers,
    contentType: res.headers.get('content-type'),
    body: res.body,
    text: () => res.text(),
    arrayBuffer: () => res.arrayBuffer(),
  };
}
