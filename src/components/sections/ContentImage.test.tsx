// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentImage } from './ContentImage.tsx';

const poster = { src: '/images/posters/what-is.svg', alt: 'A story on a laptop', width: 1280, height: 720 };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('ContentImage in the built site', () => {
  it('shows an SVG picture of ours as its WebP rendition at twice its size, lazily, in a box of its size', () => {
    vi.stubEnv('PUBLIC_SITE_BUILD', 'true');
    render(<ContentImage image={poster} className="video__poster" />);
    const image = screen.getByRole('img', { name: poster.alt });
    expect(image).toHaveAttribute('src', '/images/posters/what-is.w1600.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1280');
  });

  it('keeps the hero’s SVG (a few hundred bytes on the way to the largest paint) and others’ pictures', () => {
    vi.stubEnv('PUBLIC_SITE_BUILD', 'true');
    render(<ContentImage image={{ ...poster, alt: 'Hero' }} className="intro__image" priority />);
    render(
      <ContentImage
        image={{ ...poster, alt: 'Elsewhere', src: 'https://cdn.example.com/a.svg' }}
        className="x"
      />,
    );
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', poster.src);
    expect(screen.getByRole('img', { name: 'Elsewhere' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.svg',
    );
  });

  it('shows the SVG on the development server, which makes no renditions', () => {
    vi.stubEnv('PUBLIC_SITE_BUILD', 'false');
    render(<ContentImage image={poster} className="video__poster" />);
    expect(screen.getByRole('img', { name: poster.alt })).toHaveAttribute('src', poster.src);
  });
});
