import type { SiteContent } from './types.ts';

export const itContent = {
  pages: {
    home: {
      meta: {
        title: 'Storyverse — storytelling multimediale e presentazioni interattive',
        description:
          'La piattaforma web per creare storie interattive in capitoli ed episodi: video 4K, 3D, ambienti virtuali e contenuti editoriali per la comunicazione di marca.',
        ogImageAlt: 'Una storia interattiva di Storyverse aperta su più schermi',
      },
    },
    sustainability: {
      meta: {
        title: 'Storytelling per la sostenibilità — Storyverse',
        description:
          'Racconta il bilancio di sostenibilità e i progetti ESG con esperienze interattive che gli stakeholder leggono davvero. Prenota una demo con il nostro team.',
        ogImageAlt: 'Un report di sostenibilità trasformato in una storia interattiva',
      },
    },
    companies: {
      meta: {
        title: 'Presentazioni interattive per aziende medio-grandi — Storyverse',
        description:
          'Presentazioni, onboarding e comunicazione interna in un unico spazio multimediale, pronto per i team marketing e HR delle aziende medio-grandi.',
        ogImageAlt: 'Una presentazione aziendale interattiva divisa in capitoli',
      },
    },
  },
  organizationDescription:
    'Piattaforma web per lo storytelling multimediale e le presentazioni interattive per aziende e agenzie.',
} as const satisfies SiteContent;
