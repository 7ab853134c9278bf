// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/index.ts';
import ReasonsCarousel from './ReasonsCarousel.tsx';
import { DICTIONARIES } from '../../content/dictionaries.ts';

const en = DICTIONARIES.en;
const itDictionary = DICTIONARIES.it;

const italian = CONTENT.it.pages.sustainability.reasons;

/** The page's reason at `index` (the content file holds exactly four). */
function item(index: number) {
  const reason = italian.items[index];
  if (!reason) throw new Error(`no reason ${String(index)} in the content`);
  return reason;
}

function renderItalian() {
  render(<ReasonsCarousel content={italian} labels={itDictionary.COMPONENTS.CAROUSEL} />);
  return {
    region: screen.getByRole('region', { name: italian.block.title }),
    previous: screen.getByRole('button', { name: 'Precedente' }),
    next: screen.getByRole('button', { name: 'Successivo' }),
  };
}

/** The only slide exposed to assistive technology. */
function currentSlide() {
  const slides = screen.getAllByRole('group');
  expect(slides).toHaveLength(1);
  return slides[0] as HTMLElement;
}

describe('ReasonsCarousel', () => {
  it('follows the WAI-ARIA carousel pattern and exposes only the current slide', () => {
    const { region } = renderItalian();
    expect(region).toHaveAttribute('aria-roledescription', 'carosello');
    const slide = currentSlide();
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveAccessibleName('1 di 4');
    expect(within(slide).getByRole('heading', { name: item(0).label })).toBeVisible();
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('wraps from the first slide back to the last and from the last on to the first', async () => {
    const user = userEvent.setup();
    const { previous, next } = renderItalian();
    await user.click(previous);
    expect(currentSlide()).toHaveAccessibleName('4 di 4');
    expect(within(currentSlide()).getByRole('heading')).toHaveTextContent(item(3).label);
    await user.click(next);
    expect(currentSlide()).toHaveAccessibleName('1 di 4');
    await user.click(next);
    await user.click(next);
    expect(currentSlide()).toHaveAccessibleName('3 di 4');
  });

  it('moves with the arrow keys while focus is inside the carousel', async () => {
    const user = userEvent.setup();
    const { next } = renderItalian();
    next.focus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('2 di 4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('4 di 4');
  });

  it('moves with a horizontal swipe and ignores a vertical one', () => {
    renderItalian();
    const slides = document.getElementById('reasons-slides') as HTMLElement;
    fireEvent.pointerDown(slides, { clientX: 300, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(slides, { clientX: 200, clientY: 110, pointerType: 'touch' });
    expect(currentSlide()).toHaveAccessibleName('2 di 4');
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(slides, { clientX: 200, clientY: 105, pointerType: 'touch' });
    expect(currentSlide()).toHaveAccessibleName('1 di 4');
    fireEvent.pointerDown(slides, { clientX: 200, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(slides, { clientX: 150, clientY: 300, pointerType: 'touch' });
    expect(currentSlide()).toHaveAccessibleName('1 di 4');
  });

  it('speaks English on the English pages', () => {
    render(<ReasonsCarousel content={CONTENT.en.pages.companies.reasons} labels={en.COMPONENTS.CAROUSEL} />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
  });
});
