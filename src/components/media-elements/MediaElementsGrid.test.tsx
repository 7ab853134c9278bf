// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/index.ts';
import MediaElementsGrid from './MediaElementsGrid.tsx';
import { DICTIONARIES } from '../../content/dictionaries.ts';

const en = DICTIONARIES.en;

const content = CONTENT.en.mediaElements;

function renderGrid() {
  render(<MediaElementsGrid content={content} turnLabel={en.COMPONENTS.FLIP_CARD.TURN} />);
}

const turnButton = (title: string) => screen.getByRole('button', { name: `Turn over the “${title}” card` });

describe('MediaElementsGrid', () => {
  it('shows the six media elements, each with a turn button', () => {
    renderGrid();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    for (const card of content.items) {
      expect(screen.getByRole('heading', { name: card.title, level: 3 })).toBeVisible();
      expect(turnButton(card.title)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('keeps the back face readable by screen readers', () => {
    renderGrid();
    for (const card of content.items) {
      expect(screen.getByText(card.description)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: card.backImage.alt })).toBeInTheDocument();
    }
  });

  it('turns a card on click and back on a second click, one card at a time', async () => {
    const user = userEvent.setup();
    renderGrid();
    const canvas = turnButton('Canvas');
    await user.click(canvas);
    expect(canvas).toHaveAttribute('aria-pressed', 'true');
    expect(canvas.closest('.flip-card')).toHaveAttribute('data-flipped', 'true');
    expect(turnButton('3D')).toHaveAttribute('aria-pressed', 'false');
    await user.click(canvas);
    expect(canvas).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns a card with Enter and with Space', async () => {
    const user = userEvent.setup();
    renderGrid();
    const editorial = turnButton('Editorial');
    editorial.focus();
    await user.keyboard('{Enter}');
    expect(editorial).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(editorial).toHaveAttribute('aria-pressed', 'false');
  });
});
