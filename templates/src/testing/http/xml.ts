/** JSON to XML as TeamCity's JAXB beans serialise: scalars become attributes, objects and lists elements. */
export function toXml(root: string, value: unknown): string {
  return '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' + element(root, value);
}

/** The XML root element of a model: `Builds` -> `builds`, `VcsRoot` -> `vcs-root`. */
export function xmlRootName(type: string): string {
  return XML_ROOTS[type] ?? (type === 'object' ? 'entity' : type.charAt(0).toLowerCase() + type.slice(1));
}

const XML_ROOTS: Record<string, string> = {
  VcsRoot: 'vcs-root',
  VcsRoots: 'vcs-roots',
  VcsRootInstance: 'vcs-root-instance',
  VcsRootInstances: 'vcs-root-instances',
  ModelProperty: 'property',
};

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function element(name: string, value: unknown): string {
  if (value === null || typeof value !== 'object') return `<${name}>${escapeXml(String(value))}</${name}>`;
  let attrs = '';
  let children = '';
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) children += v.map((item) => element(key, item)).join('');
    else if (typeof v === 'object') children += element(key, v);
    else attrs += ` ${key}="${escapeXml(String(v))}"`;
  }
  return children ? `<${name}${attrs}>${children}</${name}>` : `<${name}${attrs}/>`;
}
