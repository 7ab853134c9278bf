import { randomUUID } from 'node:crypto';

/**
 * HubSpot's answer shapes, as its APIs send them: errors are
 * `{ status: 'error', message, correlationId, category?, errors?: [{ message, errorType }] }`,
 * a successful secure submission is `{ inlineMessage }`.
 */
export interface HubspotFieldError {
  readonly message: string;
  readonly errorType: string;
}

export function hubspotError(
  message: string,
  extra: { category?: string; errors?: readonly HubspotFieldError[] } = {},
): Record<string, unknown> {
  return {
    status: 'error',
    message,
    correlationId: randomUUID(),
    ...(extra.category ? { category: extra.category } : {}),
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
}

export const UNAUTHORIZED = () =>
  hubspotError(
    'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
    { category: 'INVALID_AUTHENTICATION' },
  );

export const FORM_NOT_FOUND = (id: string) =>
  hubspotError(`Form not found: ${id}`, { category: 'OBJECT_NOT_FOUND' });

export const RATE_LIMITED = () =>
  hubspotError('You have reached your ten_secondly_rolling limit.', { category: 'RATE_LIMITS' });

export const SERVER_ERROR = () => hubspotError('internal error', { category: 'INTERNAL_ERROR' });

export const INVALID_SUBMISSION = (errors: readonly HubspotFieldError[]) =>
  hubspotError('The request is not valid', { errors });
