/**
 * Italian UI strings. Keys keep the specification's names (docs/requirements.md R3.4; nested:
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
      REQUIRED_NOTE: 'I campi contrassegnati con * sono obbligatori.',
      REQUIRED_MARK: 'obbligatorio',
      INVALID_SUMMARY_ONE: 'Un campo è da completare o correggere.',
      INVALID_SUMMARY_OTHER: '{count} campi sono da completare o correggere.',
      /** Spoken when an answer shows or hides dependent fields; {fields}: their labels, as a list. */
      FIELD_ADDED_ONE: 'Nuovo campo: {fields}',
      FIELD_ADDED_OTHER: 'Nuovi campi: {fields}',
      FIELD_REMOVED_ONE: 'Campo rimosso: {fields}',
      FIELD_REMOVED_OTHER: 'Campi rimossi: {fields}',
      SELECT_PLACEHOLDER: 'Seleziona…',
      SENDING: 'Invio della richiesta in corso…',
      DATE_PLACEHOLDER: 'gg/mm/aaaa',
      DATE_HINT: 'Formato gg/mm/aaaa, oppure scegli dal calendario.',
      CHOOSE_DATE: 'Scegli una data',
      CHANGE_DATE: 'Cambia data (selezionata: {date})',
      PREVIOUS_MONTH: 'Mese precedente',
      NEXT_MONTH: 'Mese successivo',
      CALENDAR_HELP:
        'Usa le frecce per cambiare giorno, Pagina su e Pagina giù per cambiare mese e Invio per confermare.',
      /** The spam trap's label: never seen or heard, but read by reader modes and text browsers. */
      /** A form with a required field this site cannot show (a file upload): the provider's own page instead. */
      HOSTED_FORM_NOTE:
        'Questo modulo chiede qualcosa che qui non possiamo raccogliere. Compilalo sulla nostra pagina del modulo.',
      HOSTED_FORM_LINK: 'Apri la pagina del modulo',
      HONEYPOT_LABEL: 'Lascia vuoto questo campo',
    },
    HEADER: {
      HOME: 'Torna alla home page',
      MENU: 'Menu principale',
      /** The language switch's title on a link to this language, written in it. */
      READ_IN_THIS_LANGUAGE: 'Leggi questa pagina in italiano',
      MENU_BUTTON: 'Menu',
      SKIP_TO_CONTENT: 'Vai al contenuto',
    },
    LOADER: {
      LOADING: 'Caricamento in corso',
    },
    LANDING: {
      NEW_TAB: '(si apre in una nuova scheda)',
      READ_STORY: 'Leggi la storia di {name}',
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
      LOADS_PLAYER: 'Carica il lettore video da {host}',
      LOADING: 'Caricamento del video…',
      UNREACHABLE: 'Non riusciamo a caricare il video da {host}.',
      WATCH_ON_HOST: 'Guardalo su {host}',
      PLAYER_TITLE: 'Video: {title}',
    },
    FORM_POPUP: {
      DEMO: 'Richiedi una demo',
      CASE_STUDIES: 'Ricevi i casi studio',
      FRAME_TITLE: 'Modulo: {title}',
      FALLBACK: 'Il modulo non si vede? Aprilo in una nuova scheda',
      NOTICE:
        'Questo modulo è ospitato da {host}. Mostrarlo qui carica una loro pagina, che può impostare i propri cookie.',
      LOAD_HERE: 'Carica il modulo qui da {host}',
      CLOSE_FORM: 'Chiudi il modulo',
      OPEN_FORM: 'Apri il modulo',
    },
    FOOTER: {
      LEGAL_NAV: 'Informazioni legali',
      RIGHTS: 'Tutti i diritti riservati',
      VAT: 'P. IVA',
      PRIVACY_POLICY: 'Informativa privacy',
      COOKIE_POLICY: 'Informativa sui cookie',
      TERMS: 'Termini e condizioni',
      COOKIE_PREFERENCES: 'Preferenze cookie',
      CONTACT_US: 'Contattaci',
    },
    /** The `#contact` target without scripts (src/components/contact/ContactFallback.tsx). */
    CONTACT_FALLBACK: {
      TITLE: 'Contattaci',
      INTRO:
        'Per chiederci una demo o un’informazione, compila il modulo di contatto sulla pagina del nostro fornitore o scrivici.',
      FORM_LINK: 'Compila il modulo di contatto',
      EMAIL: 'E-mail',
      ADDRESS: 'Sede legale',
    },
    LEGAL: {
      OPEN_IN_NEW_TAB: 'Aprilo in una nuova scheda',
      NEW_TAB_HINT: '(si apre in una nuova scheda)',
      EXTERNAL_NOTICE:
        'Questo documento è pubblicato dal nostro fornitore delle informative legali. Mostrarlo qui carica una pagina di terze parti, che può impostare i propri cookie.',
      LOAD_HERE: 'Carica “{title}” qui da {host}',
      CLOSE_DOCUMENT: 'Chiudi il documento',
      CANNOT_LOAD: 'Il documento non si vede?',
      TERMS_INDEX: 'Indice delle clausole',
      TERMS_PAGE: 'Pagina stampabile dei termini',
      TERMS_LOADING: 'Caricamento dei termini e condizioni…',
      TERMS_LOAD_ERROR: 'Non siamo riusciti a caricare i termini e condizioni.',
    },
    CONSENT: {
      BANNER_TITLE: 'Cookie e contenuti di terze parti',
      BANNER_TEXT:
        'Senza il tuo consenso usiamo solo i cookie tecnici, necessari al sito. Con il consenso useremo anche lo script di tracciamento di HubSpot, il nostro fornitore di marketing, e i contenuti multimediali di terze parti (video e moduli), che possono tracciare la tua navigazione. Puoi cambiare idea quando vuoi da «Preferenze cookie» in fondo alla pagina.',
      POLICY_LINK: 'Leggi l’informativa sui cookie',
      ACCEPT_ALL: 'Accetta tutti',
      REJECT_ALL: 'Rifiuta tutti',
      CUSTOMIZE: 'Scegli per categoria',
      CLOSE_TECHNICAL_ONLY: 'Chiudi e continua solo con i cookie tecnici',
      PREFERENCES_TITLE: 'Preferenze cookie',
      PREFERENCES_INTRO:
        'Scegli quali categorie consentire. Le categorie non selezionate restano disattivate; puoi cambiare la scelta in qualsiasi momento.',
      SAVE: 'Salva le mie scelte',
      ALWAYS_ON: 'Sempre attivi',
      TECHNICAL_TITLE: 'Cookie tecnici',
      TECHNICAL_TEXT:
        'Necessari al funzionamento del sito: ricordano la lingua e questa scelta e proteggono il modulo di contatto. Non richiedono consenso.',
      ANALYTICS_TITLE: 'Cookie di tracciamento per il marketing',
      ANALYTICS_TEXT:
        'Lo script di tracciamento di HubSpot, il nostro fornitore di marketing, registra le tue visite e le collega alla tua richiesta di contatto, se ce ne invii una. Imposta questi cookie: {cookies}.',
      MEDIA_TITLE: 'Contenuti multimediali di terze parti',
      MEDIA_TEXT:
        'Il lettore video di Vimeo, i moduli di Typeform e i documenti legali ospitati da terzi. Chi li fornisce può impostare i propri cookie.',
    },
  },
  BUTTON: {
    SUBMIT: 'Invia',
    RETRY: 'Riprova',
    CLOSE: 'Chiudi',
    /** The demo button's words follow what it opens (src/config/cta.ts): a booking page or a request form. */
    BOOK_DEMO: 'Prenota una demo',
    REQUEST_DEMO: 'Richiedi una demo',
  },
  VALIDATORS: {
    REQUIRED: 'Campo obbligatorio',
    TOO_LONG: 'Usa al massimo 10.000 caratteri',
    EMAIL: 'Inserisci un indirizzo e-mail valido',
    PHONE: 'Inserisci un numero di telefono valido (solo cifre, con + iniziale facoltativo)',
    OPTION: 'Scegli una delle opzioni proposte',
    NUMBER: 'Inserisci un numero, ad esempio 12 o 3,5',
    DATE: 'Inserisci una data esistente nel formato gg/mm/aaaa',
    INVALID: 'Valore non valido',
    BLOCKED_EMAIL: 'Questo indirizzo e-mail non è accettato: usane un altro',
    FREE_EMAIL: 'Usa la tua e-mail aziendale: non sono accettati indirizzi di provider gratuiti',
  },
  MENU: {
    home: 'Home',
    sustainability: 'Sostenibilità',
    companies: 'Aziende medio-grandi',
    terms: 'Termini e condizioni',
  },
} as const;

/** Same shape as the Italian dictionary, any string values. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof it>;
