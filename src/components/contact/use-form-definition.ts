import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { FormDefinition } from '../../forms/definition.ts';
import { $config, $isLoading } from '../../lib/app-store.ts';
import { leavingPage, watchLeaving } from '../../lib/page-leaving.ts';
import { fetchDefinition } from './contact-api.ts';

export type DefinitionState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly definition: FormDefinition }
  | { readonly status: 'failed' };

/**
 * Loads the provider definition once start-up has read the configuration (so
 * the configured server is known; start-up runs after the page has loaded, and
 * a modal opened from a #contact link can be quicker); a failure is logged and
 * can be retried.
 */
export function useFormDefinition(formId: string): { state: DefinitionState; retry: () => void } {
  const starting = useStore($isLoading);
  const config = useStore($config);
  const ready = !starting && config !== undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DefinitionState>({ status: 'loading' });

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    watchLeaving(fetchDefinition(formId, controller.signal)).then(
      (definition) => {
        setState({ status: 'ready', definition });
      },
      (error: unknown) => {
        if (controller.signal.aborted || leavingPage()) return;
        console.error(`The contact form ${formId} could not be loaded:`, String(error));
        setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [ready, formId, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { state, retry };
}
