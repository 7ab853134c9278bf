/**
 * Whether an address answers at all, for `npm run hubspot -- check` (decision 106): one request,
 * and the first thing that stood in the way, named the way an operator fixes it: the name does not
 * resolve (DNS), the certificate or the TLS handshake failed, no connection or no answer, or the
 * page is not there (404) or refuses (any other 4xx/5xx).
 */
export type Reach =
  | { readonly kind: 'ok'; readonly status: number }
  | { readonly kind: 'dns' | 'tls' | 'network' | 'timeout'; readonly detail: string }
  | { readonly kind: 'status'; readonly status: number };

/** undici's "fetch failed" carries the socket's or the resolver's error as its cause. */
function causeCode(error: unknown): { code: string; message: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return { code, message: current.message };
    current = current.cause;
  }
  return { code: '', message: error instanceof Error ? error.message : String(error) };
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const isTls = (code: string): boolean =>
  code.includes('CERT') ||
  code.startsWith('ERR_TLS') ||
  code.startsWith('ERR_SSL') ||
  code.includes('SELF_SIGNED');

export async function reach(
  url: string,
  options: { readonly fetch?: typeof fetch; readonly timeoutMs: number; readonly method?: 'GET' | 'HEAD' },
): Promise<Reach> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: options.method ?? 'GET',
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.body?.cancel();
    return response.status < 400
      ? { kind: 'ok', status: response.status }
      : { kind: 'status', status: response.status };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { kind: 'timeout', detail: `no answer within ${String(options.timeoutMs)} ms` };
    }
    const { code, message } = causeCode(error);
    const detail = code ? `${code}: ${message}` : message;
    if (DNS_CODES.has(code)) return { kind: 'dns', detail };
    if (isTls(code)) return { kind: 'tls', detail };
    return { kind: 'network', detail };
  }
}

/** One line's worth: undefined when the address answered as it should. */
export function reachProblem(result: Reach, httpMatters: boolean): string | undefined {
  switch (result.kind) {
    case 'ok':
      return undefined;
    case 'dns':
      return `its name does not resolve (DNS: ${result.detail})`;
    case 'tls':
      return `its TLS certificate or handshake failed (${result.detail})`;
    case 'timeout':
    case 'network':
      return `it cannot be reached (${result.detail})`;
    case 'status':
      if (!httpMatters) return undefined;
      return result.status === 404 ? 'it is not there (404)' : `it answers ${String(result.status)}`;
  }
}
