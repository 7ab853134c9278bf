/** A secure submission the fake accepted, as it arrived. */
export interface ReceivedSubmission {
  readonly portalId: string;
  readonly formId: string;
  readonly body: Record<string, unknown>;
  readonly receivedAt: number;
}

/** One call to HubSpot's API as it arrived (whatever the answer): the request log. */
export interface ReceivedRequest {
  readonly endpoint: 'forms' | 'submit';
  /** The path asked, without the query: which forms API, which form. */
  readonly path: string;
  readonly at: number;
  /** The Host header the caller sent, e.g. api-eu1.hsforms.com. */
  readonly host: string;
  /** Over HTTPS, the host name the caller asked for in the TLS handshake (SNI). */
  readonly servername?: string | undefined;
}

/**
 * What the fake has seen since its start or last reset: the submissions it accepted, its calls
 * per endpoint and answer status (e.g. "submit 500"), and every forms and submit call in
 * arrival order. The lists are the ones the fake hands out, cleared in place on reset.
 */
export interface RecordedTraffic {
  readonly submissions: ReceivedSubmission[];
  readonly calls: Map<string, number>;
  readonly requests: ReceivedRequest[];
  /** Counts one answer, e.g. count('submit 200'). */
  readonly count: (key: string) => void;
  /** Records an accepted submission and tells the waiters it arrived. */
  readonly accept: (submission: ReceivedSubmission) => void;
  /** See FakeHubspot.whenSubmissions: resolves on an arrival that satisfies `condition`. */
  readonly whenSubmissions: (
    condition: (submissions: readonly ReceivedSubmission[]) => boolean,
    timeoutMs: number,
  ) => Promise<boolean>;
  readonly clear: () => void;
}

export function recordTraffic(): RecordedTraffic {
  const submissions: ReceivedSubmission[] = [];
  const calls = new Map<string, number>();
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  return {
    submissions,
    calls,
    requests,
    count: (key) => {
      calls.set(key, (calls.get(key) ?? 0) + 1);
    },
    accept: (submission) => {
      submissions.push(submission);
      for (const check of waiters) check();
    },
    whenSubmissions: (condition, timeoutMs) =>
      new Promise<boolean>((resolve) => {
        const finish = (met: boolean) => {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(met);
        };
        const check = () => {
          if (condition(submissions)) finish(true);
        };
        const timer = setTimeout(() => {
          finish(false);
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    clear: () => {
      submissions.length = 0;
      calls.clear();
      requests.length = 0;
    },
  };
}
