// Hand-written: edit it here; the generator never writes this file.
/** The modes, least allowed first: each allows what the ones before it do. */
export const MODES = ['readonly', 'ci', 'admin'] as const;
export type Mode = (typeof MODES)[number];

/** What each mode allows, for help and errors. */
export const MODE_HELP: Record<Mode, string> = {
  readonly: 'reads only (the default)',
  ci: 'reads, and runs, cancels, pins, tags and comments builds',
  admin: 'every operation of the REST API',
};

/** Whether a server started in `mode` may do what `needed` allows. */
export const allows = (mode: Mode, needed: Mode) => MODES.indexOf(mode) >= MODES.indexOf(needed);

/** The mode a flag or environment variable names; anything else is refused, naming the modes. */
export function parseMode(text: string): Mode {
  const mode = MODES.find((m) => m === text.trim().toLowerCase());
  if (mode) return mode;
  throw new RangeError(`unknown mode ${JSON.stringify(text)}: use ${MODES.join(', ')}`);
}
