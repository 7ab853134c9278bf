// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config/default-config.ts';
import { $config, beginLoading } from '../../lib/app-store.ts';
import { useFormDefinition } from './use-form-definition.ts';

const FORM_ID = '5e2a8f0c-1b3d-4c6e-9f7a-2d4b6c8e0a1f';
const definition: unknown = JSON.parse(readFileSync('tests/fixtures/every-field-type.json', 'utf8'));

function Probe() {
  const { state } = useFormDefinition(FORM_ID);
  return <p>{state.status}</p>;
}

describe('useFormDefinition', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(definition)));
    vi.stubGlobal('fetch', fetchMock);
    $config.set(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    $config.set(undefined);
  });

  it('waits for start-up to have read the configuration, then loads the definition once', async () => {
    render(<Probe />);
    // Opened before start-up began (a #contact link): the server is not known yet.
    expect(fetchMock).not.toHaveBeenCalled();

    const done = beginLoading();
    act(() => {
      $config.set(defaultConfig);
    });
    expect(fetchMock).not.toHaveBeenCalled();

    act(done);
    await waitFor(() => {
      expect(screen.getByText('ready')).toBeInTheDocument();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toEqual(expect.stringContaining(FORM_ID));
  });

  it('loads at once when start-up has already finished', async () => {
    $config.set(defaultConfig);
    render(<Probe />);
    await waitFor(() => {
      expect(screen.getByText('ready')).toBeInTheDocument();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
