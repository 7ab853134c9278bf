import { SITE } from '../config/site.ts';
import { pathFor } from '../i18n/locales.ts';
import { successStory, video } from './builders.ts';
import { IMAGES, image } from './images.ts';
import type { SiteContent } from './types.ts';

const whatIsVideo = video('whatIs', 'Cos’è Storyverse, in due minuti');
const howItWorksVideo = video('howItWorks', 'Come funziona Storyverse: dalla bozza alla pubblicazione');
const whatIsPoster = image(
  IMAGES.posters.whatIs,
  'Anteprima del video: una storia Storyverse aperta su un portatile, con l’indice dei capitoli',
);
const howItWorksPoster = image(
  IMAGES.posters.howItWorks,
  'Anteprima del video: l’editor di Storyverse con i capitoli a sinistra e l’anteprima al centro',
);

export const itContent = {
  pages: {
    home: {
      meta: {
        title: 'Storyverse — storytelling e presentazioni interattive',
        description:
          'La piattaforma web per creare storie interattive in capitoli ed episodi: video 4K, 3D, ambienti virtuali e contenuti editoriali per la comunicazione di marca.',
      },
      landing: {
        title: 'Storie interattive per chi comunica con cura',
        subtitle:
          'Video, 3D, ambienti virtuali e testi in un’unica esperienza in capitoli, da condividere con un link.',
        label: 'Scopri Storyverse',
        // The company's name (site-settings.json), not a copy: a copy would outlive the launch values.
        logoAlt: SITE.company.legalName,
      },
      intro: {
        title: 'Una piattaforma, ogni tipo di storia',
        subtitle:
          'Storyverse è lo strumento web con cui aziende e agenzie costruiscono narrazioni multimediali in capitoli ed episodi. Il tuo team compone, il pubblico esplora: nessun codice, nessun plugin.',
        image: image(
          IMAGES.hero.home,
          'Una storia Storyverse su tablet e telefono: capitoli numerati, un video e un modello 3D',
        ),
      },
      audiences: {
        block: {
          stepTitle: 'Per chi è',
          title: 'Parti dal tuo obiettivo',
          subtitle: 'Abbiamo raccolto esempi, funzioni e consigli per due tipi di team.',
        },
        items: [
          {
            title: 'Team di sostenibilità',
            description:
              'Bilanci, progetti ESG e impatto sul territorio raccontati in modo chiaro, verificabile e coinvolgente.',
            label: 'Storyverse per la sostenibilità',
            link: pathFor('sustainability', 'it'),
            image: image(
              IMAGES.audiences.sustainability,
              'Un grafico delle emissioni in calo accanto a una foglia stilizzata',
            ),
          },
          {
            // A no-break hyphen (U+2011): “medio‑grandi” never splits across two lines.
            title: 'Aziende medio‑grandi',
            description:
              'Lanci di prodotto, onboarding e comunicazione interna in uno spazio condiviso da marketing, HR e vendite.',
            label: 'Storyverse per le aziende',
            link: pathFor('companies', 'it'),
            image: image(
              IMAGES.audiences.companies,
              'Una presentazione aziendale in capitoli su uno schermo, con il team intorno',
            ),
          },
        ],
      },
      whatIs: {
        block: {
          stepTitle: '01 · Cos’è',
          title: 'Il posto dove le idee diventano un percorso',
          description:
            'Storyverse organizza i contenuti in capitoli ed episodi, come una serie: il pubblico sceglie da dove partire, approfondisce ciò che gli interessa e arriva fino in fondo. Tutto si apre nel browser, su qualsiasi dispositivo.',
          direction: 'right',
        },
        media: whatIsVideo,
        poster: whatIsPoster,
      },
      howItWorks: {
        block: {
          stepTitle: '02 · Come funziona',
          title: 'Componi, rivedi, pubblica',
          description:
            'Scegli un template, trascina nei capitoli video, modelli 3D e testi, invita i colleghi a commentare. Quando è tutto pronto, pubblichi con un link o incorpori la storia nel tuo sito.',
        },
        media: howItWorksVideo,
        poster: howItWorksPoster,
      },
      reasons: {
        block: {
          stepTitle: '04 · Perché Storyverse',
          title: 'Quattro motivi per sceglierci',
          subtitle: 'Che cosa distingue una storia Storyverse da una presentazione di slide.',
        },
        items: [
          {
            label: 'Storie, non slide',
            description:
              'Capitoli ed episodi guidano il pubblico lungo un percorso: si entra per curiosità e si resta fino alla fine.',
            image: image(
              IMAGES.reasons.chapters,
              'Una storia divisa in quattro capitoli collegati da un percorso',
            ),
          },
          {
            label: 'Tutti i media in un posto',
            description:
              'Video 4K, 3D, ambienti virtuali, contenuti web ed editoriali convivono nella stessa esperienza, senza plugin.',
            image: image(
              IMAGES.reasons.allMedia,
              'Icone di video, modello 3D, pagina web e testo riunite in una scheda',
            ),
          },
          {
            label: 'Nessun codice, risultato da agenzia',
            description:
              'Il tuo team compone e pubblica in autonomia; il risultato ha la cura di un progetto su misura.',
            image: image(
              IMAGES.reasons.noCode,
              'Blocchi di contenuto trascinati in una pagina già impaginata',
            ),
          },
          {
            label: 'Un link, ogni dispositivo',
            description:
              'Le storie si aprono da un link nel browser di computer, tablet e telefono: chi le legge non deve installare nulla.',
            image: image(IMAGES.reasons.anyDevice, 'La stessa storia aperta su computer, tablet e telefono'),
          },
        ],
      },
      closingLine: { title: 'Ogni organizzazione ha una storia. Ti aiutiamo a raccontarla bene.' },
      closingCta: {
        title: 'Vediamo insieme la tua prossima storia',
        description:
          'In trenta minuti ti mostriamo Storyverse sui tuoi contenuti e rispondiamo alle domande del tuo team.',
      },
    },
    sustainability: {
      meta: {
        title: 'Storytelling per la sostenibilità — Storyverse',
        description:
          'Racconta il bilancio di sostenibilità e i progetti ESG con esperienze interattive che gli stakeholder leggono davvero. Richiedi una demo al nostro team.',
      },
      intro: {
        title: 'Il tuo bilancio di sostenibilità merita di essere letto',
        subtitle:
          'Con Storyverse, dati ESG, progetti e persone diventano una storia interattiva in capitoli: più chiara per gli stakeholder, più semplice da aggiornare per il tuo team.',
        image: image(
          IMAGES.hero.sustainability,
          'Un bilancio di sostenibilità che si apre in una storia interattiva con grafici delle emissioni e una mappa',
        ),
      },
      whatIs: {
        block: {
          stepTitle: '01 · Cos’è',
          title: 'Uno spazio per raccontare l’impatto',
          description:
            'Storyverse è una piattaforma web per creare storie interattive in capitoli ed episodi. Per chi si occupa di sostenibilità significa unire numeri, testimonianze e luoghi in un unico racconto che si sfoglia dal browser, senza scaricare nulla.',
          direction: 'right',
        },
        media: whatIsVideo,
        poster: whatIsPoster,
      },
      howItWorks: {
        block: {
          stepTitle: '02 · Come funziona',
          title: 'Dal bilancio alla storia, un capitolo alla volta',
          description:
            'Importa testi e tabelle dal bilancio, scegli un template di capitolo, aggiungi video, mappe e modelli 3D. Quando i dati dell’anno cambiano, aggiorni il capitolo interessato e la storia pubblicata è subito allineata.',
        },
        media: howItWorksVideo,
        poster: howItWorksPoster,
      },
      reasons: {
        block: {
          stepTitle: '04 · Perché Storyverse',
          title: 'Quattro motivi per sceglierci',
          subtitle:
            'Pensato per chi deve comunicare la sostenibilità con rigore, senza rinunciare a farsi leggere.',
        },
        items: [
          {
            label: 'Dati ESG che si capiscono',
            description:
              'Indicatori, target e progressi diventano capitoli visivi: grafici animati, mappe e confronti anno su anno che chiunque può seguire.',
            image: image(
              IMAGES.reasons.esgData,
              'Un grafico a barre delle emissioni che scendono anno dopo anno',
            ),
          },
          {
            label: 'Fedele a ciò che hai rendicontato',
            description:
              'Ogni numero può rimandare alla pagina del bilancio da cui proviene: la storia resta coerente con quanto pubblicato.',
            image: image(
              IMAGES.reasons.sources,
              'Un dato della storia collegato con una linea alla pagina del bilancio',
            ),
          },
          {
            label: 'Un percorso per ogni stakeholder',
            description:
              'Dipendenti, investitori, comunità locali: dallo stesso materiale nascono percorsi diversi, in più lingue, senza ricominciare da capo.',
            image: image(
              IMAGES.reasons.stakeholders,
              'Tre persone, ognuna con il proprio percorso tra i capitoli',
            ),
          },
          {
            label: 'Capisci cosa arriva davvero',
            description:
              'Le statistiche di lettura per capitolo mostrano cosa interessa al pubblico e dove si ferma, così il prossimo bilancio comunica ancora meglio.',
            image: image(
              IMAGES.reasons.analytics,
              'Una dashboard con il tempo di lettura di ciascun capitolo',
            ),
          },
        ],
      },
      closingLine: { title: 'La sostenibilità si misura con i numeri. Si comunica con le storie.' },
      closingCta: {
        title: 'Porta il prossimo bilancio oltre il PDF',
        description:
          'In trenta minuti ti mostriamo come il tuo bilancio può diventare una storia interattiva, partendo dai contenuti che hai già.',
      },
    },
    companies: {
      meta: {
        title: 'Aziende medio-grandi: presentazioni interattive — Storyverse',
        description:
          'Presentazioni, onboarding e comunicazione interna in un unico spazio multimediale, pronto per i team marketing e HR delle aziende medio-grandi.',
      },
      intro: {
        title: 'Presentazioni che il pubblico ricorda',
        subtitle:
          'Lanci di prodotto, onboarding, comunicazione interna: con Storyverse i team delle aziende medio‑grandi creano esperienze multimediali interattive, coerenti con il marchio e da condividere con un link.',
        image: image(
          IMAGES.hero.companies,
          'Una presentazione interattiva in capitoli su un grande schermo, con un prodotto in 3D e un video',
        ),
      },
      whatIs: {
        block: {
          stepTitle: '01 · Cos’è',
          title: 'Lo studio di comunicazione dentro la tua azienda',
          description:
            'Storyverse è una piattaforma web per costruire storie interattive in capitoli ed episodi. Marketing, HR e vendite lavorano sugli stessi contenuti e li pubblicano per clienti, partner e colleghi, con un link.',
          direction: 'right',
        },
        media: whatIsVideo,
        poster: whatIsPoster,
      },
      howItWorks: {
        block: {
          stepTitle: '02 · Come funziona',
          title: 'Template del tuo marchio, contenuti del tuo team',
          description:
            'Prepariamo insieme i template con colori, caratteri e logo aziendali. Da lì ogni team compone le proprie storie trascinando video, 3D e testi, e le pubblica con i permessi che decidi tu.',
        },
        media: howItWorksVideo,
        poster: howItWorksPoster,
      },
      reasons: {
        block: {
          stepTitle: '04 · Perché Storyverse',
          title: 'Quattro motivi per sceglierci',
          subtitle: 'Pensato per organizzazioni con molti team, molti mercati e un marchio da proteggere.',
        },
        items: [
          {
            label: 'Un unico spazio per tutti i team',
            description:
              'Marketing, HR e vendite lavorano sugli stessi contenuti con ruoli e permessi: basta file sparsi e versioni contraddittorie.',
            image: image(
              IMAGES.reasons.workspace,
              'Tre team collegati allo stesso spazio di lavoro condiviso',
            ),
          },
          {
            label: 'Il marchio sempre in ordine',
            description:
              'Template, colori e caratteri aziendali restano bloccati dove serve: ogni presentazione rispetta l’identità visiva, anche quella fatta all’ultimo minuto.',
            image: image(IMAGES.reasons.brand, 'Una tavolozza di colori aziendali applicata a una pagina'),
          },
          {
            label: 'Pronto a crescere con te',
            description:
              'Pubblica su più mercati e in più lingue, riserva l’accesso ai progetti interni e usa le statistiche per capire cosa funziona.',
            image: image(IMAGES.reasons.scale, 'Un globo con la stessa storia pubblicata in più Paesi'),
          },
          {
            label: 'Al fianco del tuo team',
            description:
              'La formazione prevista dal tuo piano e l’assistenza in italiano e in inglese, via e-mail o dalla piattaforma, nei giorni lavorativi.',
            image: image(
              IMAGES.reasons.support,
              'Una persona del nostro supporto in videochiamata con un cliente',
            ),
          },
        ],
      },
      closingLine: { title: 'Le persone dimenticano le slide. Ricordano le storie.' },
      closingCta: {
        title: 'Mettiamo alla prova Storyverse sul tuo caso',
        description:
          'Portaci una presentazione che usi oggi: in trenta minuti ti mostriamo come diventa una storia interattiva.',
      },
    },
  },
  mediaElements: {
    block: {
      stepTitle: '03 · Gli elementi',
      title: 'Sei elementi per ogni tipo di contenuto',
      subtitle: 'Gira una scheda per scoprire che cosa può fare.',
    },
    items: [
      {
        title: 'Ambiente virtuale',
        description:
          'Uno spazio esplorabile a 360°: uno stabilimento, un cantiere, un’area protetta. Ogni punto d’interesse apre un contenuto.',
        frontImage: image(
          IMAGES.media.virtualEnvironment.front,
          'Una stanza in prospettiva con punti d’interesse luminosi',
        ),
        backImage: image(
          IMAGES.media.virtualEnvironment.back,
          'Una mappa a 360° con il percorso di visita segnato',
        ),
      },
      {
        title: 'Canvas',
        description:
          'Una tela libera per comporre testi, immagini, grafici e animazioni a livelli, con la precisione di uno strumento di design.',
        frontImage: image(
          IMAGES.media.canvas.front,
          'Forme e testi sovrapposti su una tela con le guide di allineamento',
        ),
        backImage: image(IMAGES.media.canvas.back, 'Il pannello dei livelli con testo, immagine e grafico'),
      },
      {
        title: 'Lettore video',
        description:
          'Video fino al 4K con sottotitoli in più lingue, capitoli e punti d’interazione: il pubblico guarda, sceglie e approfondisce.',
        frontImage: image(
          IMAGES.media.videoPlayer.front,
          'Un lettore video con l’etichetta 4K e la barra di avanzamento',
        ),
        backImage: image(
          IMAGES.media.videoPlayer.back,
          'Il menu dei sottotitoli con italiano, inglese, francese e tedesco',
        ),
      },
      {
        title: '3D',
        description:
          'Modelli 3D da ruotare, aprire ed esplorare nel browser: un prodotto, un impianto, un edificio, senza plugin né app.',
        frontImage: image(IMAGES.media.threeD.front, 'Un cubo in 3D con le frecce di rotazione'),
        backImage: image(
          IMAGES.media.threeD.back,
          'Lo spaccato di un modello 3D con le etichette dei componenti',
        ),
      },
      {
        title: 'Contenuti web esterni',
        description:
          'Dashboard, mappe, moduli e pagine di altri servizi dentro la storia, senza mandare il pubblico altrove.',
        frontImage: image(
          IMAGES.media.externalWeb.front,
          'Una finestra del browser incorporata dentro una pagina della storia',
        ),
        backImage: image(
          IMAGES.media.externalWeb.back,
          'Una mappa e un grafico dal vivo incorporati in un capitolo',
        ),
      },
      {
        title: 'Editoriale',
        description:
          'Pagine di lettura curate, con tipografia, citazioni e dati in evidenza, per quando la storia ha bisogno di parole.',
        frontImage: image(
          IMAGES.media.editorial.front,
          'Una pagina di rivista con titolo, colonne di testo e una foto',
        ),
        backImage: image(
          IMAGES.media.editorial.back,
          'Una citazione in grande e un dato in evidenza nella pagina',
        ),
      },
    ],
  },
  successStories: {
    block: {
      stepTitle: '05 · Storie di successo',
      title: 'Chi racconta già con Storyverse',
      subtitle: 'Tre progetti pubblicati dai nostri clienti. Aprili e tocca con mano il risultato.',
    },
    ctaLabel: { 'form-popup': 'Ricevi i casi studio', meeting: 'Parlaci del tuo progetto' },
    // Each customer's name, link, pictures and their alt texts are launch values (site-settings.json).
    items: [successStory('alpina', 'it'), successStory('mareblu', 'it'), successStory('fondaco', 'it')],
  },
  help: {
    block: {
      stepTitle: '06 · Al tuo fianco',
      title: 'Qualcuno a cui chiedere',
      // The support hours of the terms (13.2); a test holds the two together.
      subtitle:
        'Dal primo accesso alla storia pubblicata, il nostro team ti risponde in italiano e in inglese nei giorni lavorativi, dalle 09:00 alle 13:00 e dalle 14:00 alle 18:00, ora italiana.',
    },
    training: {
      title: 'Formazione sulla piattaforma',
      description:
        'Le sessioni guidate previste dal tuo piano, dal primo progetto alla pubblicazione, con esercizi sui tuoi contenuti.',
    },
    tips: {
      title: 'Trucchi e consigli',
      description:
        'Guide brevi, esempi reali e idee per rendere ogni capitolo più efficace, scritti dal nostro team creativo.',
    },
    contact: {
      title: 'Hai una domanda?',
      description: 'Lasciaci i tuoi recapiti: ti ricontatta una persona, non un risponditore automatico.',
      label: 'Contattaci',
    },
  },
  termsPage: {
    meta: {
      title: 'Termini e condizioni — Storyverse',
      description:
        'Il contratto per l’uso di Storyverse: abbonamento, corrispettivi, assistenza, sospensione e cancellazione dell’account, responsabilità, legge applicabile.',
    },
  },
  organizationDescription:
    'Piattaforma web per lo storytelling multimediale e le presentazioni interattive per aziende e agenzie.',
  shareImage: {
    src: '/images/share-it.png',
    width: 1200,
    height: 630,
    alt: 'Il logo e il nome di Storyverse con il motto «Storie interattive in capitoli ed episodi» accanto al disegno di una scheda',
    tagline: ['Storie interattive in capitoli', 'ed episodi'],
  },
} as const satisfies SiteContent;
