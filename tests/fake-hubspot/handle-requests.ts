import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { FORM_NOT_FOUND, INVALID_SUBMISSION, UNAUTHORIZED } from './answers.ts';
import { submissionErrors } from './validate-submission.ts';
import { contextErrors } from './context-rules.ts';
import { formInShape, inlineMessageOf, submitDefinition } from './form-shapes.ts';
import { formRequest, readBody, send, SUBMIT_PATH } from './forms-api-http.ts';
import { faultAnswer, scriptedLatency, scriptedRejection, type FakeMode } from './scripted-faults.ts';
import type { RecordedTraffic } from './recorded-traffic.ts';

/** What the fake answers with: the portal, its token, its forms by GUID and its clock. */
export interface ServedPortal {
  readonly accessToken: string;
  readonly portalId: string;
  readonly forms: ReadonlyMap<string, Record<string, unknown>>;
  /** The fake's clock, for the one-month rule on submittedAt; default Date.now. */
  readonly now?: (() => number) | undefined;
}

/** The fake's switches, shared with the code that started it. */
export interface FakeSwitches {
  mode(): FakeMode;
  setMode(mode: FakeMode): void;
  reset(): void;
}

/**
 * The fake's HTTP listener: the control paths (/__fake/*), then the forms GET and the secure
 * submit, as HubSpot answers them unless the mode says otherwise; it records what it sees.
 */
export function handleRequests(
  portal: ServedPortal,
  traffic: RecordedTraffic,
  switches: FakeSwitches,
): (request: IncomingMessage, response: ServerResponse) => void {
  const { forms } = portal;
  const { submissions, calls, requests, count } = traffic;

  /** Answers per mode; true when the call was answered (or left hanging) by the mode. */
  const disturbed = (endpoint: string, response: ServerResponse): boolean => {
    const fault = faultAnswer(switches.mode());
    if (!fault) return false;
    count(`${endpoint} ${String(fault.status)}`);
    if (fault.status !== 'hang') send(response, fault.status, fault.body, fault.headers);
    return true;
  };

  const control = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (request.method === 'POST' && path === '/__fake/mode') {
      switches.setMode(JSON.parse(await readBody(request)) as FakeMode);
      return send(response, 200, { mode: switches.mode() });
    }
    if (request.method === 'POST' && path === '/__fake/reset') {
      switches.reset();
      return send(response, 200, { ok: true });
    }
    if (path === '/__fake/submissions') return send(response, 200, { submissions });
    if (path === '/__fake/stats')
      return send(response, 200, {
        mode: switches.mode(),
        calls: Object.fromEntries(calls),
        submissions: submissions.length,
      });
    return send(response, 404, { status: 'error', message: 'unknown control path' });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/__fake/')) return control(request, response, path);
    const arrivedAt = Date.now();
    const asked = {
      path,
      at: arrivedAt,
      host: request.headers.host ?? '',
      servername: (request.socket as Partial<TLSSocket>).servername || undefined,
    };
    const formAsked = request.method === 'GET' ? formRequest(path) : undefined;
    if (formAsked) requests.push({ endpoint: 'forms', ...asked });
    if (request.method === 'POST' && SUBMIT_PATH.test(path)) requests.push({ endpoint: 'submit', ...asked });
    const body = request.method === 'POST' ? await readBody(request) : '';
    if (request.headers.authorization !== `Bearer ${portal.accessToken}`) {
      count('auth 401');
      return send(response, 401, UNAUTHORIZED());
    }
    if (formAsked) {
      if (disturbed('forms', response)) return;
      const form = forms.get(formAsked.id);
      count(`forms ${form ? '200' : '404'}`);
      return form
        ? send(response, 200, formInShape(form, formAsked.shape))
        : send(response, 404, FORM_NOT_FOUND(formAsked.id));
    }
    const submitMatch = request.method === 'POST' ? SUBMIT_PATH.exec(path) : null;
    if (submitMatch) {
      if (disturbed('submit', response)) return;
      const [, portalId = '', formId = ''] = submitMatch;
      const form = portalId === portal.portalId ? forms.get(formId) : undefined;
      if (!form) {
        count('submit 404');
        return send(response, 404, FORM_NOT_FOUND(formId));
      }
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        count('submit 400');
        return send(
          response,
          400,
          INVALID_SUBMISSION([{ message: 'Invalid JSON', errorType: 'INVALID_JSON' }]),
        );
      }
      const errors = scriptedRejection(switches.mode(), parsed) ?? [
        ...submissionErrors(submitDefinition(form), parsed),
        ...contextErrors(parsed, (portal.now ?? Date.now)()),
      ];
      if (errors.length > 0) {
        count('submit 400');
        return send(response, 400, INVALID_SUBMISSION(errors));
      }
      const latency = scriptedLatency(switches.mode());
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      traffic.accept({ portalId, formId, body: parsed, receivedAt: Date.now() });
      count('submit 200');
      return send(response, 200, {
        inlineMessage: inlineMessageOf(form) ?? 'Thanks for submitting the form.',
      });
    }
    return send(response, 404, { status: 'error', message: 'Not found' });
  };

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { status: 'error', message: String(error) });
    });
  };
}
