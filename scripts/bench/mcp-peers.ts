// The other TeamCity MCP servers' tools/list, measured from their sources (run by hand; the figures are recorded in
// mcp.ts, since the bench has no network): `tsx scripts/bench/mcp-peers.ts <daghis> <jetbrains> <itcaat>`, each a git
// checkout (its HEAD is read, never run).
import { execFileSync } from 'node:child_process';
import { Node, Project, SyntaxKind, ts, type ObjectLiteralExpression } from 'ts-morph';

export interface PeerList {
  server: string;
  commit: string;
  tools: number;
  /** tools/list as JSON, in characters. */
  chars: number;
  how: string;
}

const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

/**
 * A TypeScript literal's value (strings, numbers, arrays, objects, concatenations, spreads of the file's own literal
 * constants in `scope`), or undefined when it is not one.
 */
function literal(node: Node, scope: Record<string, unknown> = {}): unknown {
  try {
    // `as const` and other TypeScript: transpiled to JavaScript first.
    const js = ts
      .transpile(`(${node.getText()})`, { target: ts.ScriptTarget.ES2022 })
      .replace(/^"use strict";/, '')
      .trim()
      .replace(/;$/, '');
    return new Function(...Object.keys(scope), `return ${js};`)(...Object.values(scope));
  } catch {
    return undefined;
  }
}

/**
 * Daghis/teamcity-mcp: the tool objects of src/tools.ts (name, description, inputSchema, annotations, outputSchema as
 * literals), as its tools/list sends them; `mode: 'full'` tools are left out of its default (dev) mode.
 */
export function daghis(repo: string): PeerList[] {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('tools.ts', git(repo, 'show', 'HEAD:src/tools.ts'));
  // The file's top-level constants that are literals (shared schema parts the tools spread).
  const scope: Record<string, unknown> = {};
  for (const d of file.getVariableDeclarations()) {
    const init = d.getInitializer();
    const value = init && literal(init, scope);
    if (value !== undefined) scope[d.getName()] = value;
  }
  const tools: { mode: string; json: Record<string, unknown> }[] = [];
  for (const o of file.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
    const prop = (name: string) => (o as ObjectLiteralExpression).getProperty(name);
    const name = prop('name');
    if (!name || !prop('inputSchema') || !Node.isPropertyAssignment(name)) continue;
    const json: Record<string, unknown> = {};
    for (const key of ['name', 'description', 'inputSchema', 'annotations', 'outputSchema']) {
      const p = prop(key);
      if (p && Node.isPropertyAssignment(p)) json[key] = literal(p.getInitializerOrThrow(), scope);
    }
    const mode = prop('mode');
    tools.push({
      mode: mode && Node.isPropertyAssignment(mode) ? String(literal(mode.getInitializerOrThrow())) : 'both',
      json,
    });
  }
  const commit = git(repo, 'rev-parse', '--short', 'HEAD').trim();
  const list = (ts: typeof tools) => JSON.stringify({ tools: ts.map((t) => t.json) }).length;
  const dev = tools.filter((t) => t.mode !== 'full');
  const how = 'tool objects of src/tools.ts evaluated as literals';
  return [
    { server: 'Daghis/teamcity-mcp (dev, its default)', commit, tools: dev.length, chars: list(dev), how },
    { server: 'Daghis/teamcity-mcp (full)', commit, tools: tools.length, chars: list(tools), how },
  ];
}

/** itcaat/teamcity-mcp: the Go map literal of tools/list in internal/mcp/handler.go, with Go's type names taken out. */
export function itcaat(repo: string): PeerList {
  const go = git(repo, 'show', 'HEAD:internal/mcp/handler.go');
  const start = go.indexOf('tools := []map[string]interface{}{');
  const end = go.indexOf('\n\t}\n', start);
  const body = go
    .slice(start + 'tools := []map[string]interface{}'.length, end + 3)
    .replace(/map\[string\]interface\{\}|\[\]string|\[\]interface\{\}/g, '')
    .replace(/\s+/g, ' ')
    .replace(/,\s*([}\]])/g, '$1');
  return {
    server: 'itcaat/teamcity-mcp',
    commit: git(repo, 'rev-parse', '--short', 'HEAD').trim(),
    tools: (body.match(/"inputSchema"/g) ?? []).length,
    chars: body.length,
    how: 'the Go literal of handleToolsList, type names removed (about its JSON size)',
  };
}

/**
 * JetBrains/teamcity-mcp: the three tools it lists by default (teamcity_rest_get, teamcity_rest_post in safe mode,
 * teamcity_build_log): their descriptions and the strings of their schemas, margins trimmed; a lower bound of its list.
 */
export function jetbrains(repo: string): PeerList {
  const dir = 'src/main/kotlin/jetbrains/buildServer/ai/mcp/tools/rest';
  let chars = 0;
  for (const f of ['RestGetTool.kt', 'RestPostTool.kt', 'BuildLogTool.kt']) {
    const kt = git(repo, 'show', `HEAD:${dir}/${f}`);
    const from = kt.indexOf('override val description');
    const to = kt.indexOf('override suspend fun execute', from);
    const part = kt.slice(from, to < 0 ? undefined : to);
    const raw = [...part.matchAll(/"""([^]*?)"""/g)].map((m) => m[1]!.replace(/^\s*\|/gm, '').trim());
    const plain = [...part.replace(/"""[^]*?"""/g, '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
    chars += [...raw, ...plain].join('').length;
  }
  return {
    server: 'JetBrains/teamcity-mcp (default)',
    commit: git(repo, 'rev-parse', '--short', 'HEAD').trim(),
    tools: 3,
    chars,
    how: 'descriptions and schema strings of its 3 default tools (a lower bound)',
  };
}

if (process.argv[1]?.endsWith('mcp-peers.ts')) {
  const [d, j, i] = process.argv.slice(2);
  if (!d || !j || !i) throw new Error('usage: tsx scripts/bench/mcp-peers.ts <daghis> <jetbrains> <itcaat>');
  console.log(JSON.stringify([...daghis(d), jetbrains(j), itcaat(i)], null, 2));
}
