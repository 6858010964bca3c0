// Hand-written: edit it here; the generator never writes this file.
// The server-wide settings the fake keeps (authentication, clean-up, global settings) and its one node, with the
// zod schemas of the bodies that change them: a field of the wrong type, or one TeamCity's bean has not, is a 400
// naming it before anything changes.
import * as z from 'zod';
import { badRequest } from './errors.js';
import type { Node as TeamCityNode } from '../../models.js';
import { Collection, type Stored } from './store.js';

/** The node responsibilities TeamCity lets `PUT .../enabledResponsibilities/{name}` change, with its display names. */
export const RESPONSIBILITIES: Readonly<Record<string, string>> = {
  MAIN_NODE: 'Main TeamCity node',
  CAN_PROCESS_BUILD_MESSAGES: 'Processing data produced by builds',
  CAN_CHECK_FOR_CHANGES: 'VCS repositories polling',
  CAN_PROCESS_BUILD_TRIGGERS: 'Processing build triggers',
  CAN_PROCESS_USER_DATA_MODIFICATION_REQUESTS: 'Processing user requests to modify data',
};

/** The authentication modules the fake has: TeamCity's login form, HTTP Basic and access tokens. */
export const AUTH_MODULES = ['Default', 'HTTP-Basic', 'Token-Auth'];

export const authSettingsBody = z.strictObject({
  allowGuest: z.boolean().optional(),
  guestUsername: z.string().min(1).optional(),
  welcomeText: z.string().optional(),
  collapseLoginForm: z.boolean().optional(),
  perProjectPermissions: z.boolean().optional(),
  emailVerification: z.boolean().optional(),
  modules: z
    .strictObject({ module: z.array(z.strictObject({ name: z.string(), properties: z.unknown().optional() })) })
    .optional(),
});

const cronField = z.string().regex(/^\S+$/, 'must be one field of a cron expression, without spaces');
export const cleanupBody = z.strictObject({
  enabled: z.boolean().optional(),
  maxCleanupDuration: z.int().nonnegative().optional(),
  daily: z.strictObject({ hour: z.int().min(0).max(23), minute: z.int().min(0).max(59) }).optional(),
  cron: z
    .strictObject({ minute: cronField, hour: cronField, day: cronField, month: cronField, dayWeek: cronField })
    .optional(),
});

export const globalSettingsBody = z.strictObject({
  defaultVCSCheckInterval: z.int().positive().optional(),
  enforceDefaultVCSCheckInterval: z.boolean().optional(),
  useEncryption: z.boolean().optional(),
  encryptionKey: z.string().optional(),
  artifactsDomainIsolation: z.boolean().optional(),
  artifactsUrl: z.string().optional(),
  artifactDirectories: z.string().min(1).optional(),
  rootUrl: z.string().optional(),
  defaultQuietPeriod: z.int().nonnegative().optional(),
  defaultExecutionTimeout: z.int().nonnegative().optional(),
  maxArtifactsNumber: z.int().optional(),
  maxArtifactSize: z.int().optional(),
});

/** A request body checked against `schema`: a 400 naming the first field that is not what `what` takes. */
export function checkedBody<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const field = issue.code === 'unrecognized_keys' ? [path, issue.keys[0]].filter(Boolean).join('.') : path;
  const problem = issue.code === 'unrecognized_keys' ? `is not a field of ${what}` : issue.message;
  throw badRequest(field ? `${what}: '${field}' ${problem}.` : `${what}: ${problem}.`);
}

/** Server-wide settings as the fake keeps them; each starts as a new TeamCity server has it. */
export class ServerAdmin {
  readonly auth = {
    allowGuest: true,
    guestUsername: 'guest',
    welcomeText: '',
    collapseLoginForm: false,
    perProjectPermissions: true,
    emailVerification: false,
  };
  cleanup: z.infer<typeof cleanupBody> = { enabled: true, maxCleanupDuration: 0, daily: { hour: 3, minute: 0 } };
  /** `rootUrl` is the server's own address until set; the encryption key is kept, never answered. */
  readonly global: Omit<z.infer<typeof globalSettingsBody>, 'encryptionKey'> = {
    defaultVCSCheckInterval: 60,
    enforceDefaultVCSCheckInterval: false,
    useEncryption: false,
    artifactsDomainIsolation: false,
    artifactsUrl: '',
    artifactDirectories: 'system/artifacts',
    defaultQuietPeriod: 60,
    defaultExecutionTimeout: 0,
    maxArtifactsNumber: 1000,
    maxArtifactSize: 314572800,
  };
  encryptionKey: string | undefined;
  /** The fake is one node, the main one, `MAIN_SERVER` as TeamCity names it; `_disabled`: responsibilities turned off. */
  readonly nodes = new Collection<Stored<TeamCityNode>>();

  constructor() {
    this.nodes.add({ id: 'MAIN_SERVER', role: 'main_node', state: 'online', current: true, _disabled: new Set() });
  }
}
