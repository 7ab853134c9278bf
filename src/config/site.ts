/**
 * Facts about the owner company and every third-party address, in one typed
 * place. Values marked PLACEHOLDER are sample data to replace before launch.
 */
export const SITE = {
  /** Product name shown in titles and the header. */
  productName: 'Storyverse',
  /** Owner company (copyright line, JSON-LD, the terms' Supplier). PLACEHOLDER. */
  company: {
    legalName: 'Storyverse S.r.l.',
    url: 'https://www.example.com/',
    logo: '/images/logo.svg',
    city: 'Milano',
    country: 'IT',
  },
  /** Default public origin; the server's PUBLIC_URL overrides it at run time. */
  defaultPublicUrl: 'http://127.0.0.1:3000',
  /** Social-sharing image, relative to the origin. */
  ogImage: '/images/og-image.png',
} as const;
