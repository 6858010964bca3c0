/**
 * `teamcity-sdk/testing`: a fake TeamCity server for tests, served from the same operation table as the client.
 * Node.js only (it runs a node:http server).
 */
export { startFakeTeamCity, type FakeTeamCity, type FakeTeamCityOptions, type RecordedRequest } from './server.js';
export type { Seed, State } from './state.js';
export type { FakeUser } from './auth.js';
export type { Fault, FaultRule } from './faults.js';
export type { ErrorFormat } from './errors.js';
export type { GeneratedBuilds } from './builds.js';
export type { ArtifactSeed } from './files.js';
export type { Entity } from './store.js';
export { generatedByte } from './files.js';
export { manualClock, type BuildScript, type FakeClock, type ScriptedProblem, type ScriptedTest } from './runs.js';
