import { format } from 'prettier';

const PARSERS: Record<string, string> = { ts: 'typescript', json: 'json', md: 'markdown' };

/** Formats every file with prettier (one fixed config, so output never depends on the machine). */
export async function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await Promise.all(
    [...files].map(async ([path, text]) => {
      const parser = PARSERS[path.slice(path.lastIndexOf('.') + 1)];
      out.set(path, parser ? await format(text, { parser, singleQuote: true, printWidth: 120, trailingComma: 'all' }) : text);
    }),
  );
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
