// The spec's words are ours (spec/README.md, "Words"): facts carry over from TeamCity's API definitions, sentences
// never. Every text of every spec file is held against every `description` and `summary` of the reference definitions
// (../shared/reference/teamcity-swagger-*.json) by copiedFrom (test/helpers/words-own.ts, which says how).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copiedFrom, indexReference, referenceTexts, specTexts } from './helpers/words-own.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const specDir = path.join(repoRoot, 'spec');
const referenceDir = path.resolve(repoRoot, '../shared/reference');

function specFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? specFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : [],
    )
    .sort();
}

const referenceFiles = fs.existsSync(referenceDir)
  ? fs
      .readdirSync(referenceDir)
      .filter((f) => /^teamcity-swagger-.*\.json$/.test(f))
      .map((f) => path.join(referenceDir, f))
  : [];
const haveRef = referenceFiles.length > 0;
if (!haveRef)
  console.warn(`spec-words-own skipped: the reference definitions in ../shared are absent (${referenceDir})`);

describe('the copy checker', () => {
  // Made-up reference texts: the checker's own cases need no TeamCity text.
  const sentence = 'The widget identifier. Usually made of a shortend box name and widget name in the Box_Widget form.';
  const ref = indexReference([sentence, 'Represents a list of Widget entities.']);

  it('catches a copied sentence, also with other marks and case, and names it', () => {
    expect(copiedFrom(sentence, ref)).toBe(sentence);
    expect(copiedFrom('the *widget identifier*: usually made of a `shortend` box name and widget name', ref)).toBe(
      sentence,
    );
    expect(copiedFrom('Represents a list of `Widget` entities', ref)).toBe('Represents a list of Widget entities.');
  });

  it('lets our own words through, facts shared or not', () => {
    expect(
      copiedFrom("The widget's ID: its box's name and its own, joined by `_` (`Box_Widget`).", ref),
    ).toBeUndefined();
    expect(copiedFrom('The widgets of the box.', ref)).toBeUndefined();
    expect(copiedFrom('Widget entities', ref)).toBeUndefined(); // a few words in common are no sentence
  });
});

describe.skipIf(!haveRef)(
  haveRef
    ? 'every text in spec/ is ours, not a sentence of the TeamCity definitions'
    : 'spec words: skipped, ../shared/reference is absent',
  () => {
    const texts = referenceFiles.flatMap((f) => [...referenceTexts(JSON.parse(fs.readFileSync(f, 'utf8')))]);
    const ref = indexReference(texts);
    const specTextsOf = (file: string) => [
      ...specTexts(parse(fs.readFileSync(file, 'utf8')), path.relative(repoRoot, file)),
    ];

    it('catches a sentence of the definitions, and passes one of ours', () => {
      const long = texts.find((t) => t.split(/\s+/).length >= 16)!;
      expect(copiedFrom(long, ref)).toBeDefined();
      const ours = specTextsOf(path.join(specDir, 'models/buildType.yaml')).find(
        (t) => t.at === 'models.BuildType.doc',
      )!;
      expect(copiedFrom(ours.text, ref)).toBeUndefined();
    });

    it('shares at most half of its 8-word runs with a reference description (a short text: is none of them)', () => {
      const copies = specFiles(specDir).flatMap((file) =>
        specTextsOf(file).flatMap(({ file: rel, at, text }) => {
          const source = copiedFrom(text, ref);
          return source === undefined
            ? []
            : [`${rel} ${at}: ${JSON.stringify(text)}\n    copies: ${JSON.stringify(source)}`];
        }),
      );
      expect(copies, `${copies.length} texts copy TeamCity's definitions:\n${copies.join('\n')}`).toEqual([]);
    });
  },
);
