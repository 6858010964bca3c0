/** One benchmark's part of BENCHMARKS.md. */
export interface Section {
  title: string;
  /** Markdown under the title. */
  body: string;
  targets: Target[];
}

export interface Target {
  what: string;
  target: string;
  measured: string;
  met: boolean;
}
