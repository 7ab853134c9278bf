/**
 * Every figure of the terms summary (docs/requirements.md R17), written out per language on purpose (not read
 * from the content files), so a test fails when the contract loses one.
 */
export const TERMS_FIGURES: Record<'it' | 'en', readonly RegExp[]> = {
  en: [
    /notice of non-renewal at least 30 days before the expiry date/,
    /pays the pro-rata difference/,
    /VAT and any other taxes or duties are not included/,
    /not been removed within 7 days of the notice, the Supplier suspends the Account/,
    /may only view the administrative and contract documents/,
    /Projects and Stories are set to unpublished/,
    /23 further days, 30 days in total from the notice/,
    /within 30 days of the notice, the contract is terminated .* permanently deletes the Account .*without refund/,
    /for 5 years after its termination/,
    /Monday to Friday, from 09:00 to 13:00 and from 14:00 to 18:00/,
    /not available on Saturdays, on Sundays or on public holidays/,
    /a Blocking Fault within 24 hours of the report, a Non-blocking Fault within 48 hours of the report/,
    /capped at the fee paid by the Customer for the last Subscription Period/,
    /governed by Italian law/,
    /exclusive jurisdiction of the courts of Milan/,
  ],
  it: [
    /disdetta di una delle parti comunicata almeno 30 giorni prima della data di scadenza/,
    /paga la differenza pro rata/,
    /l’IVA e ogni altra imposta o tassa non sono incluse/,
    /non è stata rimossa entro 7 giorni dalla comunicazione, il Fornitore sospende l’Account/,
    /possono soltanto consultare i documenti amministrativi e contrattuali/,
    /Progetti e le Storie del Cliente vengono ritirati dalla pubblicazione/,
    /ulteriori 23 giorni, 30 giorni in totale dalla comunicazione/,
    /entro 30 giorni dalla comunicazione, il contratto si risolve .* cancella definitivamente l’Account .*senza rimborso/,
    /per 5 anni dalla sua cessazione/,
    /dal lunedì al venerdì, dalle 09:00 alle 13:00 e dalle 14:00 alle 18:00/,
    /non è attiva il sabato, la domenica e nei giorni festivi/,
    /un Guasto Bloccante entro 24 ore dalla segnalazione, un Guasto Non Bloccante entro 48 ore dalla segnalazione/,
    /limitata al corrispettivo pagato dal Cliente per l’ultimo Periodo di Abbonamento/,
    /regolati dalla legge italiana/,
    /competente in via esclusiva il Foro di Milano/,
  ],
};

/** A clause heading: "13. Support and service levels". The contract has 21 clauses in both languages. */
export const CLAUSE_HEADING = /^\d+\. /;
export const CLAUSE_COUNT = 21;

/** The terms page lays out clauses far from view only when they come near it (decision 123): this lays them all out. */
export const ALL_CLAUSES_LAID_OUT = '.terms-page .terms__clause { content-visibility: visible }';
