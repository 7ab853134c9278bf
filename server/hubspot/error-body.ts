import type { DeliveryError } from '../outbox/lead.ts';

interface HubspotErrorBody {
  message?: unknown;
  correlationId?: unknown;
  errors?: unknown;
}

/**
 * HubSpot's error answer (`{status:"error", message, correlationId, errors:[{message, errorType}]}`)
 * as a DeliveryError; a body that is not JSON (a proxy's HTML page) keeps the start of its text.
 */
export function errorFromBody(status: number, text: string, now: number): DeliveryError {
  let body: HubspotErrorBody = {};
  try {
    body = JSON.parse(text) as HubspotErrorBody;
  } catch {
    // Not JSON: the message below is the start of the text.
  }
  const errors = Array.isArray(body.errors)
    ? body.errors
        .filter(
          (item): item is { message: unknown; errorType?: unknown } =>
            typeof item === 'object' && item !== null,
        )
        .map((item) => ({
          message: String(item.message),
          ...(typeof item.errorType === 'string' ? { errorType: item.errorType } : {}),
        }))
    : undefined;
  return {
    at: now,
    status,
    message: typeof body.message === 'string' ? body.message : text.slice(0, 300) || `HTTP ${String(status)}`,
    ...(typeof body.correlationId === 'string' ? { correlationId: body.correlationId } : {}),
    ...(errors ? { errors } : {}),
  };
}
