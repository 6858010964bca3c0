// Hand-written: edit it here; the generator never writes this file.
// What the task tools answer with: views of teamcity-sdk's models (each key a property of the model, typed as the
// model types it: checked when compiled), with the `fields` selection each asks TeamCity for.
import type { Artifact } from 'teamcity-sdk/tasks';
import type { Build, BuildType, Change, ProblemOccurrence, Project, TestOccurrence } from 'teamcity-sdk';
import * as z from 'zod';

/** The keys of T that are not properties of model M, or whose type does not fit M's. */
type Misfits<T, M> = {
  [K in keyof T]-?: K extends keyof M ? (Exclude<T[K], undefined> extends Exclude<M[K], undefined> ? never : K) : K;
}[keyof T];

/** A zod object that is a view of model M: compiling fails, naming the key, where it is not. */
const view =
  <M>() =>
  <S extends z.ZodRawShape>(
    shape: S,
    ..._check: [Misfits<z.output<z.ZodObject<S>>, M>] extends [never]
      ? []
      : [error: `not a view of the model: ${Misfits<z.output<z.ZodObject<S>>, M> & string}`]
  ) =>
    z.object(shape);

/** The `fields` selection that asks TeamCity for a view's keys, in their order. */
const fieldsOf = (view: z.ZodObject) => Object.keys(view.shape).join(',');

const text = z.string().optional();
const int = z.number().int().optional();
const flag = z.boolean().optional();

export const buildView = view<Build>()({
  id: z.number().int(),
  number: text,
  buildTypeId: text,
  branchName: text,
  state: z.enum(['queued', 'running', 'finished', 'deleted', 'unknown']).optional(),
  status: text,
  statusText: text,
  percentageComplete: int,
  queuedDate: text,
  startDate: text,
  finishDate: text,
  webUrl: text,
});
export type BuildView = z.output<typeof buildView>;
/** The `fields` of one build in buildView. */
export const BUILD_FIELDS = fieldsOf(buildView);

export const testView = view<TestOccurrence>()({
  name: text,
  status: z.enum(['UNKNOWN', 'NORMAL', 'WARNING', 'FAILURE', 'ERROR', 'SUCCESS']).optional(),
  newFailure: flag,
  muted: flag,
  duration: int,
  details: text,
  // TeamCity's index of the test's message in the build log, shown only when fields name it.
  logAnchor: text,
});
export type TestView = z.output<typeof testView>;
export const TEST_FIELDS = fieldsOf(testView);

export const problemView = view<ProblemOccurrence>()({
  type: text,
  identity: text,
  details: text,
  newFailure: flag,
  logAnchor: text,
});
export type ProblemView = z.output<typeof problemView>;
export const PROBLEM_FIELDS = fieldsOf(problemView);

export const changeView = view<Change>()({
  id: int,
  version: text,
  username: text,
  date: text,
  comment: text,
  webUrl: text,
});
export type ChangeView = z.output<typeof changeView>;
export const CHANGE_FIELDS = fieldsOf(changeView);

export const buildTypeView = view<BuildType>()({
  id: z.string(),
  name: text,
  projectId: text,
  paused: flag,
  webUrl: text,
});
export type BuildTypeView = z.output<typeof buildTypeView>;
export const BUILD_TYPE_FIELDS = fieldsOf(buildTypeView);

export const projectView = view<Project>()({
  id: z.string(),
  name: text,
  parentProjectId: text,
  archived: flag,
  webUrl: text,
});
export type ProjectView = z.output<typeof projectView>;
export const PROJECT_FIELDS = fieldsOf(projectView);

export const artifactView = view<Artifact>()({ path: z.string(), size: z.number(), modificationTime: text });
