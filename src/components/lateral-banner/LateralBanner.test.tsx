// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/index.ts';
import { LateralBanner } from './LateralBanner.tsx';

const { block } = CONTENT.it.pages.companies.whatIs;

/**
 * The banner is plain HTML (decision 120): its reveal at 20 % visible is the inline script's
 * (lateral-banner-script.test.ts), its video an island of its own passed in as `media`.
 */
describe('LateralBanner', () => {
  it('is a region named by its title, with its text and, beside it, the media it is given', () => {
    render(<LateralBanner block={block} media={<button type="button">Play</button>} />);
    const region = screen.getByRole('region', { name: block.title });
    expect(within(region).getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument();
    expect(within(region).getByText(block.description)).toBeInTheDocument();
    const play = within(region).getByRole('button', { name: 'Play' });
    expect(play.parentElement).toHaveClass('lateral-banner__media');
  });

  it('says from which side the media slides in (the content file’s direction)', () => {
    const { container, rerender } = render(<LateralBanner block={{ ...block, direction: 'left' }} />);
    expect(container.querySelector('section')).toHaveClass('lateral-banner--media-left');
    rerender(<LateralBanner block={{ ...block, direction: 'right' }} />);
    expect(container.querySelector('section')).toHaveClass('lateral-banner--media-right');
  });

  it('starts hidden for the script to reveal: nothing on it says it is already active', () => {
    const { container } = render(<LateralBanner block={block} />);
    const section = container.querySelector('section');
    expect(section).not.toHaveAttribute('data-revealed');
    expect(section).not.toHaveAttribute('data-watched');
  });
});
