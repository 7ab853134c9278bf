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
      REQUIRED_NOTE: 'I campi contrassegnati con * sono obbligatori.',
      REQUIRED_MARK: 'obbligatorio',
      SELECT_PLACEHOLDER: 'Seleziona…',
      SENDING: 'Invio della richiesta in corso…',
      DATE_PLACEHOLDER: 'gg/mm/aaaa',
      DATE_HINT: 'Formato gg/mm/aaaa, oppure scegli dal calendario.',
      CHOOSE_DATE: 'Scegli una data',
      CHANGE_DATE: 'Cambia la data, selezionata: {date}',
      PREVIOUS_MONTH: 'Mese precedente',
      NEXT_MONTH: 'Mese successivo',
      CALENDAR_HELP:
        'Frecce per cambiare giorno, Pagina su e Pagina giù per cambiare mese, Invio per scegliere.',
    },
    HEADER: {
      HOME: 'Torna alla home page',
      MENU: 'Menu principale',
      LANGUAGE_SWITCH: 'Read this page in English',
    },
    LOADER: {
      LOADING: 'Caricamento in corso',
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
    OPTION: 'Scegli una delle opzioni proposte',
    NUMBER: 'Inserisci un numero, ad esempio 12 o 3,5',
    DATE: 'Inserisci una data esistente nel formato gg/mm/aaaa',
    INVALID: 'Valore non valido',
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
