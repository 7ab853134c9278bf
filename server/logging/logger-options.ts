import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';
import { maskDeep, maskText } from './mask.ts';

/**
 * pino options for the server: JSON lines, personal data masked in every
 * message, every logged object and every serialised error (including the
 * bodies of HubSpot's error answers, which quote the submitted values).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    formatters: {
      log: (object) => maskDeep(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as typeof args;
        method.apply(this, masked);
      },
    },
    serializers: {
      err: (error: Error) => maskDeep({ ...stdSerializers.err(error) }),
    },
    ...(stream ? { stream } : {}),
  };
}
