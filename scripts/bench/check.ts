// Run in a child process by the type-check benchmark (typecheck.ts): type-checks one tsconfig's files as tsc does, and
// prints one JSON line (CheckRun). The check's CPU time is measured beside its wall time: on a shared machine the wall
// time of the same check varies several-fold from run to run, its CPU time by a few percent.
// Usage: tsx check.ts <tsconfig.json>
import ts from 'typescript';

/** What one check of a tsconfig gives (times in seconds, as tsc --extendedDiagnostics reports them). */
export interface CheckRun {
  /** Wall time of the check, as tsc's `Check time`. */
  check: number;
  /** CPU time (user + system) of the check. */
  cpu: number;
  /** Wall time from reading the tsconfig to the end of the check. */
  total: number;
  memoryKb: number;
  types: number;
  instantiations: number;
}

const started = performance.now();
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
const config = ts.getParsedCommandLineOfConfigFile(process.argv[2]!, {}, host)!;
const program = ts.createProgram(config.fileNames, config.options);
// Binding, which tsc times apart from the check.
program.getTypeChecker();
const [cpu, wall] = [process.cpuUsage(), performance.now()];
const errors = [...program.getConfigFileParsingDiagnostics(), ...program.getSemanticDiagnostics()];
const used = process.cpuUsage(cpu);
const end = performance.now();
if (errors.length) {
  console.error(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  process.exit(1);
}
const run: CheckRun = {
  check: (end - wall) / 1000,
  cpu: (used.user + used.system) / 1e6,
  total: (end - started) / 1000,
  memoryKb: Math.round(process.memoryUsage().heapUsed / 1024),
  types: program.getTypeCount(),
  instantiations: program.getInstantiationCount(),
};
console.log(JSON.stringify(run));
