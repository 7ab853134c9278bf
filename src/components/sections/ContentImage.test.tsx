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

  it('offers narrower renditions, and says how wide the layout shows it, when its layout gives sizes', () => {
    vi.stubEnv('PUBLIC_SITE_BUILD', 'true');
    const sizes = '(min-width: 768px) 50vw, calc(100vw - 2.5rem)';
    render(<ContentImage image={poster} className="video__poster" sizes={sizes} />);
    const image = screen.getByRole('img', { name: poster.alt });
    expect(image).toHaveAttribute('src', '/images/posters/what-is.w1600.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/images/posters/what-is.w720.webp 720w, /images/posters/what-is.w1080.webp 1080w, ' +
        '/images/posters/what-is.w1600.webp 1600w',
    );
    expect(image).toHaveAttribute('sizes', sizes);
  });

  it('names no narrower renditions without sizes, nor for an SVG shown as it is', () => {
    vi.stubEnv('PUBLIC_SITE_BUILD', 'true');
    render(<ContentImage image={poster} className="video__poster" />);
    render(
      <ContentImage image={{ ...poster, alt: 'Hero' }} className="intro__image" priority sizes="100vw" />,
    );
    for (const name of [poster.alt, 'Hero']) {
      expect(screen.getByRole('img', { name })).not.toHaveAttribute('srcset');
      expect(screen.getByRole('img', { name })).not.toHaveAttribute('sizes');
    }
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
