// Hand-written: edit it here; the generator never writes this file.

/**
 * The messages of TeamCity's XML `<errors>` body. TeamCity answers errors in the format the Accept header asks for, so
 * only operations whose Accept admits XML refer to this (`Operation.xml`): a bundle of JSON or plain-text operations
 * leaves it out.
 */
export const xmlErrors = (text: string): string[] =>
  [...text.matchAll(/<error>[^]*?<message>([^]*?)<\/message>/g)].map((m) => m[1]!.trim());
