// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFetchMock } from '../../../tests/support/contact-form-harness.tsx';
import {
  fillValid,
  filledFormExpectingFailures,
  renderForm,
  t,
} from '../../../tests/support/every-field-form.ts';

describe('ContactForm sends', () => {
  const fetchMock = useFetchMock();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a valid form with the spam signals beside the payload', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"1"}', { status: 200 }));
    const user = userEvent.setup();
    const submission = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(submission.calls).toEqual(['begin', 'succeed']);
    });
    const init = fetchMock.mock.calls[0]?.[1];
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['form', 'formId', 'hp', 'shownAt']);
    expect(body['hp']).toBe('');
    expect(typeof body['shownAt']).toBe('number');
  });

  it("shows the server's field errors on their fields and reports the failure", async () => {
    fetchMock.mockResolvedValue(
      new Response('{"error":"VALIDATION","message":"m","fields":{"email":"email"}}', { status: 400 }),
    );
    const user = userEvent.setup();
    const submission = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(submission.calls).toEqual(['begin', 'fail']);
    });
    const email = screen.getByRole('textbox', { name: /Work e-mail/ });
    expect(email).toHaveAccessibleDescription(t.VALIDATORS.EMAIL);
    expect(email).toHaveValue('jane@company.com');
    await waitFor(() => {
      expect(email).toHaveFocus();
    });
  });

  it('resends an attempt without a known outcome unchanged, under the same Idempotency-Key', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{"error":"INTERNAL"}', { status: 503 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{"ok":true,"id":"1"}', { status: 200 }));
    const { user, submission, submit } = await filledFormExpectingFailures();
    for (const expected of [
      ['begin', 'fail'],
      ['begin', 'fail', 'begin', 'fail'],
    ]) {
      await user.click(submit);
      await waitFor(() => {
        expect(submission.calls).toEqual(expected);
      });
    }
    await user.click(submit);
    await waitFor(() => {
      expect(submission.calls.at(-1)).toBe('succeed');
    });
    const sent = fetchMock.mock.calls.map(([, init]) => ({
      key: new Headers(init?.headers).get('idempotency-key'),
      body: init?.body,
    }));
    expect(sent).toHaveLength(3);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent.map((attempt) => attempt.key)).size).toBe(1);
    expect(new Set(sent.map((attempt) => attempt.body)).size).toBe(1);
  });

  it('sends a changed form, or one after a refusal, as a new request with a new key', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{"error":"INTERNAL"}', { status: 500 }))
      .mockResolvedValueOnce(new Response('{"error":"VALIDATION","message":"m"}', { status: 400 }))
      .mockResolvedValue(new Response('{"ok":true,"id":"1"}', { status: 200 }));
    const { user, submission, submit } = await filledFormExpectingFailures();
    await user.click(submit);
    await waitFor(() => {
      expect(submission.calls).toHaveLength(2);
    });
    await user.type(screen.getByRole('textbox', { name: /Message/ }), ' again');
    await user.click(submit);
    await waitFor(() => {
      expect(submission.calls).toHaveLength(4);
    });
    await user.click(submit);
    await waitFor(() => {
      expect(submission.calls).toHaveLength(6);
    });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(new Set(keys).size).toBe(3);
  });
});
