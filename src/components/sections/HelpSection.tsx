import type { SharedSections } from '../../content/types.ts';
import { CONTACT_HREF } from '../contact/contact-link.ts';
import { SectionHeading } from './SectionHeading.tsx';
import '../../styles/landing/help.css';
import { plainName } from '../../lib/hyphenation/without-soft-hyphens.ts';

interface HelpSectionProps {
  readonly content: SharedSections['help'];
}

function Icon({ path }: { readonly path: string }) {
  return (
    <svg className="help-card__icon" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Section 8: platform training, tips and tricks, and the "contact us" entry,
 * a plain link to `#contact` that the contact-request modal answers.
 */
export function HelpSection({ content }: HelpSectionProps) {
  return (
    <section className="section help" aria-labelledby="help-title">
      <div className="section__inner">
        <SectionHeading id="help-title" {...content.block} />
        <ul className="help__list">
          <li className="help-card">
            <Icon path="M3 8.5 12 4l9 4.5-9 4.5zM7 10.5v5c0 1.4 2.2 3 5 3s5-1.6 5-3v-5M21 8.5v6" />
            <h3 className="help-card__title" {...plainName(content.training.title)}>
              {content.training.title}
            </h3>
            <p>{content.training.description}</p>
          </li>
          <li className="help-card">
            <Icon path="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.2 1 2.1h5c0-.9.4-1.7 1-2.1A6 6 0 0 0 12 3z" />
            <h3 className="help-card__title" {...plainName(content.tips.title)}>
              {content.tips.title}
            </h3>
            <p>{content.tips.description}</p>
          </li>
          <li className="help-card help-card--contact">
            <Icon path="M4 5h16v11H8l-4 4zM8 9.5h8M8 12.5h5" />
            <h3 className="help-card__title" {...plainName(content.contact.title)}>
              {content.contact.title}
            </h3>
            <p>{content.contact.description}</p>
            <a className="button button--inverse button--small" href={CONTACT_HREF}>
              {content.contact.label}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
