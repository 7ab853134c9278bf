/**
 * Italian UI strings. Keys keep the names of the specification (nested:
 * COMPONENTS.CONTACT_MODAL.TITLE ...). `en.ts` must have exactly the same keys:
 * the type below and the build-time parity check both enforce it.
 */
export const it = {
  COMPONENTS: {
    CONTACT_MODAL: {
      TITLE: 'Richiedi un contatto',
      SUCCESS: 'Grazie! Abbiamo ricevuto la tua richiesta e ti contatteremo a breve.',
      ERROR: 'Non siamo riusciti a inviare la richiesta. Riprova tra qualche istante.',
      LOAD_ERROR: 'Non siamo riusciti a caricare il modulo di contatto.',
      LOADING: 'Caricamento del modulo…',
    },
    HEADER: {
      HOME: 'Torna alla home page',
      MENU: 'Menu principale',
      LANGUAGE_SWITCH: 'Read this page in English',
    },
    LOADER: {
      LOADING: 'Caricamento in corso',
    },
    LANDING: {
      NEW_TAB: '(si apre in una nuova scheda)',
      SCROLL_DOWN: 'Scorri per scoprire di più',
      READ_STORY: 'Leggi la storia di {name}',
      COMPANY_SITE: 'Sito di {name}',
    },
    CAROUSEL: {
      ROLE: 'carosello',
      SLIDE_ROLE: 'slide',
      POSITION: '{current} di {total}',
      PREVIOUS: 'Precedente',
      NEXT: 'Successivo',
    },
    FLIP_CARD: {
      TURN: 'Gira la scheda «{title}»',
    },
    VIDEO: {
      PLAY: 'Guarda il video: {title}',
      WAITING_CONSENT: 'Per guardare il video qui serve il tuo consenso ai contenuti multimediali.',
      LOADING: 'Caricamento del video…',
      UNREACHABLE: 'Non riusciamo a caricare il video da {host}.',
      DECLINED: 'Senza il consenso ai contenuti multimediali non carichiamo il video in questa pagina.',
      WATCH_ON_HOST: 'Guardalo su {host}',
      PLAYER_TITLE: 'Video: {title}',
    },
    FORM_POPUP: {
      DEMO: 'Richiedi una demo',
      CASE_STUDIES: 'Ricevi i casi studio',
      FRAME_TITLE: 'Modulo: {title}',
      FALLBACK: 'Il modulo non si vede? Aprilo in una nuova scheda',
      DECLINED:
        'Il modulo è ospitato da un servizio esterno. Senza il consenso ai contenuti multimediali non lo mostriamo qui, ma puoi aprirlo direttamente:',
      OPEN_FORM: 'Apri il modulo',
    },
  },
  BUTTON: {
    SUBMIT: 'Invia',
    RETRY: 'Riprova',
    CLOSE: 'Chiudi',
    BOOK_DEMO: 'Prenota una demo',
  },
  VALIDATORS: {
    REQUIRED: 'Campo obbligatorio',
    EMAIL: 'Inserisci un indirizzo e-mail valido',
    PHONE: 'Inserisci un numero di telefono valido (solo cifre, con + iniziale facoltativo)',
  },
  MENU: {
    home: 'Home',
    sustainability: 'Sostenibilità',
    companies: 'Aziende medio-grandi',
  },
} as const;

/** Same shape as the Italian dictionary, any string values. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof it>;
