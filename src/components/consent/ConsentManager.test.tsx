// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_SCRIPT_URL } from '../../config/legal-urls.ts';
import { it as t } from '../../i18n/dictionaries/it.ts';
import { saveConsent } from '../../lib/consent/consent-actions.ts';
import { CONSENT_COOKIE, readConsentRecord } from '../../lib/consent/consent-record.ts';
import { $consent, $consentRequest, requestConsent } from '../../lib/consent/consent-store.ts';
import { $preferencesOpen } from '../../lib/consent/consent-ui.ts';
import { TRACKING_SCRIPT_ID } from '../../lib/consent/tracking-script.ts';
import { fillJsdomGaps } from '../ui/jsdom-gaps.test-support.ts';
import ConsentManager from './ConsentManager.tsx';

const C = t.COMPONENTS.CONSENT;

beforeAll(fillJsdomGaps);

afterEach(() => {
  cleanup();
  $consent.set(undefined);
  $consentRequest.set(undefined);
  $preferencesOpen.set(false);
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.getElementById(TRACKING_SCRIPT_ID)?.remove();
  document.getElementById('consent-banner-host')?.remove();
});

function renderManager() {
  return render(
    <ConsentManager
      locale="it"
      labels={C}
      closeLabel={t.BUTTON.CLOSE}
      newTabHint={t.COMPONENTS.LEGAL.NEW_TAB_HINT}
    />,
  );
}

const banner = () => screen.queryByRole('region', { name: C.BANNER_TITLE });

describe('the consent banner', () => {
  it('shows on a first visit, first in the page, with the policy link and three ways to choose', () => {
    renderManager();
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(document.body.firstElementChild?.contains(region)).toBe(true);
    const scope = within(region as HTMLElement);
    expect(scope.getByRole('link', { name: new RegExp(C.POLICY_LINK) })).toHaveAttribute('target', '_blank');
    expect(scope.getByRole('button', { name: C.ACCEPT_ALL })).toHaveClass('consent-button');
    expect(scope.getByRole('button', { name: C.REJECT_ALL })).toHaveClass('consent-button');
    expect(scope.getByRole('button', { name: C.CUSTOMIZE })).toBeInTheDocument();
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('"accept all" grants both categories, stores them and loads the tracker', async () => {
    renderManager();
    await userEvent.click(screen.getByRole('button', { name: C.ACCEPT_ALL }));
    expect($consent.get()).toMatchObject({ analytics: true, media: true });
    expect(readConsentRecord(document.cookie, new Date())).toMatchObject({ analytics: true, media: true });
    expect(banner()).toBeNull();
    expect(document.querySelector(`script#${TRACKING_SCRIPT_ID}`)).toHaveAttribute(
      'src',
      TRACKING_SCRIPT_URL,
    );
  });

  it('the X keeps only technical cookies and remembers it', async () => {
    renderManager();
    await userEvent.click(screen.getByRole('button', { name: C.CLOSE_TECHNICAL_ONLY }));
    expect($consent.get()).toMatchObject({ analytics: false, media: false });
    expect(readConsentRecord(document.cookie, new Date())).toMatchObject({ analytics: false, media: false });
    expect(banner()).toBeNull();
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('does not show when a valid choice is stored', () => {
    act(() => {
      saveConsent({ analytics: false, media: true });
    });
    renderManager();
    expect(banner()).toBeNull();
  });
});

describe('the preferences dialog', () => {
  it('starts unticked, saves exactly what was ticked', async () => {
    renderManager();
    await userEvent.click(screen.getByRole('button', { name: C.CUSTOMIZE }));
    const dialog = screen.getByRole('dialog', { name: C.PREFERENCES_TITLE });
    const media = within(dialog).getByRole('checkbox', { name: C.MEDIA_TITLE });
    expect(within(dialog).getByRole('checkbox', { name: C.ANALYTICS_TITLE })).not.toBeChecked();
    expect(media).not.toBeChecked();
    await userEvent.click(media);
    await userEvent.click(within(dialog).getByRole('button', { name: C.SAVE }));
    expect($consent.get()).toMatchObject({ analytics: false, media: true });
    expect($preferencesOpen.get()).toBe(false);
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('closing it without choosing decides nothing and brings the banner back', async () => {
    renderManager();
    await userEvent.click(screen.getByRole('button', { name: C.CUSTOMIZE }));
    expect(banner()).toBeNull();
    const dialog = screen.getByRole('dialog', { name: C.PREFERENCES_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: t.BUTTON.CLOSE }));
    expect($consent.get()).toBeUndefined();
    expect(banner()).toBeInTheDocument();
  });
});

describe('the in-place question', () => {
  it('"allow" grants media for the next embeds too', async () => {
    renderManager();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = requestConsent('media');
    });
    const dialog = screen.getByRole('dialog', { name: C.PROMPT_MEDIA_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: C.PROMPT_ALLOW_MEDIA }));
    await expect(answer).resolves.toBe(true);
    expect($consent.get()).toMatchObject({ media: true, analytics: false });
    await expect(requestConsent('media')).resolves.toBe(true);
  });

  it('"not now" declines this time and records nothing', async () => {
    renderManager();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = requestConsent('media');
    });
    await userEvent.click(screen.getByRole('button', { name: C.NOT_NOW }));
    await expect(answer).resolves.toBe(false);
    expect($consent.get()).toBeUndefined();
    expect(screen.queryByRole('dialog', { name: C.PROMPT_MEDIA_TITLE })).toBeNull();
  });
});
