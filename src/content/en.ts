import type { SiteContent } from './types.ts';

export const enContent = {
  pages: {
    home: {
      meta: {
        title: 'Storyverse — multimedia storytelling and interactive presentations',
        description:
          'The web platform for interactive stories told in chapters and episodes: 4K video, 3D, virtual environments and editorial content for brand communication.',
        ogImageAlt: 'A Storyverse interactive story open on several screens',
      },
    },
    sustainability: {
      meta: {
        title: 'Sustainability storytelling — Storyverse',
        description:
          'Turn your sustainability report and ESG projects into interactive stories your stakeholders actually read. Book a demo with our team.',
        ogImageAlt: 'A sustainability report turned into an interactive story',
      },
    },
    companies: {
      meta: {
        title: 'Interactive presentations for medium and large companies — Storyverse',
        description:
          'Pitches, onboarding and internal communication in one multimedia workspace, built for the marketing and HR teams of medium and large companies.',
        ogImageAlt: 'A corporate interactive presentation split into chapters',
      },
    },
  },
  organizationDescription:
    'Web platform for multimedia storytelling and interactive presentations for companies and agencies.',
} as const satisfies SiteContent;
