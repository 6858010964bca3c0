// Hand-written: edit it here; the generator never writes this file.
import { badInput } from './errors.js';

/** The name a query input's text is sent under in one call, or undefined where another input has sent it already. */
export type WireName = (arg: string, text: string) => string | undefined;

/**
 * The query inputs an operation sends under another name than their key (TeamCity's `fields2` is `fields` again), by
 * argument key. Two inputs may so share a name: their text is sent once where they agree, and refused where they
 * differ. Only operations with such inputs refer to this, so a bundle of others leaves it out.
 */
export const renamed = (names: Readonly<Record<string, string>>) =>
  // `names` stays readable beside the function: the operation table says each input's wire name from it.
  Object.assign(
    (operation: string): WireName => {
      // The input each name was first sent for in this call, and its text.
      const sent: Record<string, [string, string]> = {};
      return (arg, text) => {
        const wire = names[arg] ?? arg;
        const [by, was] = (sent[wire] ??= [arg, text]);
        if (by === arg) return wire;
        if (was !== text) badInput(`${arg} and ${by} are both sent as "${wire}", with different values`, operation);
        return undefined;
      };
    },
    { names },
  );
