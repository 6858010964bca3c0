// Hand-written: edit it here; the generator never writes this file.
/** A failure the fake server plays instead of (or on top of) its real answer. */
export type Fault =
  /** The connection is destroyed before any answer. */
  | { kind: 'reset' }
  /** The real answer's headers and only its first `bytes` (default: half) of body, then the connection closes. */
  | { kind: 'truncate'; bytes?: number }
  /** 200 with `Content-Type: application/json` and a body that is not JSON. */
  | { kind: 'malformedJson' }
  /** 401 with an HTML login page, as a proxy or SSO front end sends. */
  | { kind: 'loginPage' }
  /** This status (5xx, 429, ...), with `Retry-After` when given. */
  | { kind: 'status'; status: number; retryAfter?: number | string; body?: string }
  /** The real answer, `ms` milliseconds late. */
  | { kind: 'delay'; ms: number };

/** Which requests a fault hits, and how many times. */
export interface FaultRule {
  fault: Fault;
  /** Only requests with this method. */
  method?: string;
  /** Only this operation (`builds.serve_all_builds`), or paths (after `/app/rest`) this pattern matches. */
  route?: string | RegExp;
  /** How many matching requests it hits (default 1, at most 10,000). */
  times?: number;
  /** How many matching requests it lets through first (default 0, at most 10,000): fail the third page only. */
  skip?: number;
}

const MAX_TIMES = 10_000;
const MAX_DELAY_MS = 60_000;

interface Armed {
  rule: FaultRule;
  skip: number;
  left: number;
}

/** Armed faults, each used up after its `times` hits. */
export class Faults {
  private armed: Armed[] = [];

  inject(rule: FaultRule): void {
    const times = rule.times ?? 1;
    const skip = rule.skip ?? 0;
    if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES)
      throw new RangeError(`times must be an integer from 1 to ${MAX_TIMES}`);
    if (!Number.isInteger(skip) || skip < 0 || skip > MAX_TIMES)
      throw new RangeError(`skip must be an integer from 0 to ${MAX_TIMES}`);
    if (rule.fault.kind === 'delay' && !(rule.fault.ms >= 0 && rule.fault.ms <= MAX_DELAY_MS)) {
      throw new RangeError(`a delay must be from 0 to ${MAX_DELAY_MS} ms`);
    }
    this.armed.push({ rule, skip, left: times });
  }

  clear(): void {
    this.armed = [];
  }

  /** The first armed fault for this request, counted as used. */
  take(method: string, routeId: string | null, path: string): Fault | null {
    const hit = this.armed.find(({ rule }) => {
      if (rule.method && rule.method.toUpperCase() !== method) return false;
      if (rule.route === undefined) return true;
      return typeof rule.route === 'string' ? rule.route === routeId : rule.route.test(path);
    });
    if (!hit) return null;
    if (hit.skip > 0) {
      hit.skip--;
      return null;
    }
    if (--hit.left === 0) this.armed = this.armed.filter((a) => a !== hit);
    return hit.rule.fault;
  }
}
