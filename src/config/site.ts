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
  /**
   * The third-party form provider's two forms (Italian pages and the homepage
   * open them in a popup; docs/requirements.md R5.1). PLACEHOLDER form ids.
   */
  forms: {
    caseStudies: 'https://form.typeform.com/to/PLACEHOLDER-case-studies',
    demo: 'https://form.typeform.com/to/PLACEHOLDER-demo-request',
  },
  /** The meeting-booking page the English pages' buttons open. PLACEHOLDER. */
  meetingBooking: 'https://meetings.hubspot.com/PLACEHOLDER-storyverse/demo',
  /** The media-hosting service: its embeddable player and its public video pages. */
  videoHost: {
    name: 'Vimeo',
    player: 'https://player.vimeo.com/video/',
    watch: 'https://vimeo.com/',
  },
  /** The media-hosting player's videos. PLACEHOLDER ids. */
  videos: {
    whatIs: { id: '100000001' },
    howItWorks: { id: '100000002' },
  },
  /**
   * The three customers whose published stories the success-story cards link to.
   * Names, colours and links are PLACEHOLDER sample data.
   */
  customers: {
    alpina: {
      name: 'Alpina Energia',
      color: '#0b6e4f',
      link: 'https://www.example.com/stories/alpina-energia',
    },
    mareblu: {
      name: 'Mareblu Foods',
      color: '#1d4ed8',
      link: 'https://www.example.com/stories/mareblu-foods',
    },
    fondaco: {
      name: 'Fondaco Design Group',
      color: '#b4235a',
      link: 'https://www.example.com/stories/fondaco-design-group',
    },
  },
} as const;

export type FormKind = keyof typeof SITE.forms;
export type VideoKey = keyof typeof SITE.videos;
export type CustomerKey = keyof typeof SITE.customers;
