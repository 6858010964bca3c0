import { visit, YAMLSeq, type Document, type ToStringOptions } from 'yaml';

/** How the spec's YAML is written: no folding, `{ a: 1 }` maps and `[a, b]` lists in flow style. */
const OPTIONS: ToStringOptions = { lineWidth: 0, flowCollectionPadding: true };

/**
 * The document as the spec files write it. yaml pads flow maps and flow lists alike; the spec pads only maps, so
 * each flow list is printed without padding (an unchanged file prints byte for byte as it was read).
 */
export function specYaml(doc: Document): string {
  visit(doc, {
    Seq(_, seq) {
      if (!seq.flow) return;
      const own = seq as YAMLSeq & { toString: YAMLSeq['toString'] };
      own.toString = (ctx, ...rest) =>
        YAMLSeq.prototype.toString.call(seq, ctx && { ...ctx, flowCollectionPadding: '' }, ...rest);
    },
  });
  return doc.toString(OPTIONS);
}
