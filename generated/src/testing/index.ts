// Hand-written: edit it here; the generator never writes this file.
/**
 * `teamcity-sdk/testing`: a fake TeamCity server for tests, served from the same operation table as the client.
 * Node.js only (it runs a node:http server).
 */
export { PortInUseError } from './http/errors.js';
export { startFakeTeamCity, type FakeTeamCity, type FakeTeamCityOptions, type RecordedRequest } from './http/server.js';
export { startRecordingProxy, type RecordingProxy, type RecordingProxyOptions } from './http/record.js';
export {
  RECORDING_VERSION,
  RecordingError,
  type RecordedBody,
  type RecordedExchange,
} from './http/recording-format.js';
export type { FakeUser, Seed, SeedChange, SeedUser, State } from './model/state.js';
export { MAX_SEED_DEPTH, SeedError } from './model/seed-check.js';
export type { Fault, FaultRule } from './http/faults.js';
export type { ErrorFormat } from './http/errors.js';
export type { GeneratedBuilds } from './model/builds.js';
export type { ArtifactSeed } from './model/files.js';
export {
  fakeError,
  type FakeHandler,
  type FakeHandlers,
  type FakeRequest,
  type FakeResult,
} from './handlers/overrides.js';
export type { Entity } from './model/store.js';
export { generatedByte } from './model/files.js';
export {
  manualClock,
  type BuildScript,
  type FakeClock,
  type ScriptedProblem,
  type ScriptedTest,
} from './model/runs.js';
