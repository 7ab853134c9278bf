import * as z from 'zod';
import { commonButtons } from './interface/common-buttons.ts';
import { contactDetailsWithoutForm } from './interface/contact-details-without-form.ts';
import { contactFormErrors } from './interface/contact-form-errors.ts';
import { contactFormWindow } from './interface/contact-form-window.ts';
import { cookieBannerAndPreferences } from './interface/cookie-banner-and-preferences.ts';
import { demoAndCaseStudiesWindow } from './interface/demo-and-case-studies-window.ts';
import { flipCards } from './interface/flip-cards.ts';
import { group } from './interface/group.ts';
import { legalDocuments } from './interface/legal-documents.ts';
import { linksAndStoryCards } from './interface/links-and-story-cards.ts';
import { mainMenuLinks } from './interface/main-menu-links.ts';
import { pageFooter } from './interface/page-footer.ts';
import { pageHeader } from './interface/page-header.ts';
import { pageLoading } from './interface/page-loading.ts';
import { reasonsCarousel } from './interface/reasons-carousel.ts';
import { videos } from './interface/videos.ts';

/**
 * The interface's words (docs/requirements.md R3.4): buttons, form messages, dialog labels, the
 * cookie banner. Keys keep the specification's names, nested (COMPONENTS.CONTACT_MODAL.TITLE …);
 * the browser receives them as props or as /assets/i18n/{lang}.json (decision 087).
 *
 * Titles and hints are for the marketing team in the editor at /admin: what the words are, where
 * and when a visitor sees or hears them, and what fills each {placeholder}. Never the key
 * humanised (cms-labels.test.ts).
 */

export const interfaceSchema = z.strictObject({
  COMPONENTS: group(
    'Parts of the page',
    {
      CONTACT_MODAL: contactFormWindow,
      HEADER: pageHeader,
      LOADER: pageLoading,
      LANDING: linksAndStoryCards,
      CAROUSEL: reasonsCarousel,
      FLIP_CARD: flipCards,
      VIDEO: videos,
      FORM_POPUP: demoAndCaseStudiesWindow,
      FOOTER: pageFooter,
      CONTACT_FALLBACK: contactDetailsWithoutForm,
      LEGAL: legalDocuments,
      CONSENT: cookieBannerAndPreferences,
    },
    'The words of the site’s buttons, windows and messages, by where they appear.',
  ),
  BUTTON: commonButtons,
  VALIDATORS: contactFormErrors,
  MENU: mainMenuLinks,
});

export type Dictionary = z.output<typeof interfaceSchema>;
