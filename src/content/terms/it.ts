import { COMPANY_LEGAL } from '../../config/company-legal.ts';
import { PRODUCT_NAME } from '../../config/product.ts';
import type { TermsDocument } from './types.ts';

// Not SITE: the footer's dialog loads the terms in the browser, and SITE would come along.
const supplier = COMPANY_LEGAL.legalName;
const product = PRODUCT_NAME;

/** Il testo italiano dei termini; prevale in caso di divergenza (20.4). Stessa struttura di en.ts. */
export const termsIt: TermsDocument = {
  title: `Termini e condizioni generali del servizio ${product}`,
  version: 'Versione 1.0 del 21 novembre 2026',
  preamble: [
    `I presenti termini e condizioni generali (i «Termini») regolano l’abbonamento alla piattaforma ${product} tra ${supplier}, con sede legale in ${COMPANY_LEGAL.registeredOffice.it}, P. IVA ${COMPANY_LEGAL.vatNumber} (il «Fornitore»), e l’impresa che vi aderisce (il «Cliente»).`,
    'Il servizio è offerto soltanto a imprese, professionisti ed enti pubblici che agiscono per scopi inerenti alla propria attività imprenditoriale, commerciale o professionale. Non è offerto ai consumatori.',
  ],
  clauses: [
    {
      number: '1',
      title: 'Definizioni',
      paragraphs: [
        {
          number: '1.1',
          text: 'Nei presenti Termini, le espressioni che seguono hanno il significato indicato:',
          items: [
            '«Piattaforma»: il software web per creare e pubblicare storie multimediali interattive, composte da capitoli ed episodi, che il Fornitore eroga come servizio via internet;',
            '«Account»: l’area riservata del Cliente sulla Piattaforma, attraverso la quale i suoi Utenti usano il servizio e consultano i documenti amministrativi e contrattuali;',
            '«Utente»: la persona fisica che il Cliente autorizza a usare la Piattaforma con il proprio Account;',
            '«Progetto» e «Storia»: le opere che il Cliente crea sulla Piattaforma; una Storia è «pubblicata» quando la Piattaforma la rende raggiungibile dal pubblico;',
            '«Contenuti del Cliente»: testi, immagini, video, modelli 3D, dati e ogni altro materiale che il Cliente o i suoi Utenti caricano sulla Piattaforma;',
            '«Piano»: l’opzione di abbonamento scelta dal Cliente, con le funzioni, i limiti e il corrispettivo previsti, come descritti nell’Ordine o nel listino del Fornitore;',
            '«Periodo di Abbonamento»: il periodo, mensile o annuale secondo il Piano, per il quale il corrispettivo è pagato in anticipo;',
            '«Ordine»: la registrazione online o il modulo d’ordine scritto con cui il Cliente sceglie un Piano e accetta i presenti Termini;',
            '«Giorno Lavorativo»: un giorno dal lunedì al venerdì, esclusi i giorni festivi in Italia;',
            '«Guasto Bloccante»: un guasto che impedisce a tutti gli Utenti dell’Account di usare la Piattaforma o una sua funzione essenziale (come la modifica o la pubblicazione delle Storie), senza una soluzione alternativa;',
            '«Guasto Non Bloccante»: ogni altro guasto, compreso quello per cui esiste una soluzione alternativa.',
          ],
        },
      ],
    },
    {
      number: '2',
      title: 'Oggetto',
      paragraphs: [
        {
          number: '2.1',
          text: 'Il Fornitore concede al Cliente, per la durata dell’abbonamento, il diritto non esclusivo e non trasferibile di usare la Piattaforma nella versione di volta in volta disponibile, nei limiti del Piano scelto, e presta l’assistenza descritta all’articolo 13.',
        },
        {
          number: '2.2',
          text: 'La Piattaforma è erogata come servizio: nessun software viene installato presso il Cliente né gliene viene consegnata una copia. Il Fornitore può aggiornare e migliorare la Piattaforma; comunica in anticipo al Cliente ogni modifica che riduca in modo sostanziale una funzione essenziale, e il Cliente può in tal caso recedere ai sensi dell’articolo 16.1.',
        },
      ],
    },
    {
      number: '3',
      title: 'Conclusione del contratto',
      paragraphs: [
        {
          number: '3.1',
          text: 'Il contratto si conclude quando il Cliente completa l’Ordine accettando i presenti Termini e il Fornitore attiva l’Account. Il Fornitore conferma l’attivazione via e-mail.',
        },
        {
          number: '3.2',
          text: 'Chi completa l’Ordine dichiara di avere il potere di impegnare il Cliente e che il Cliente agisce per scopi inerenti alla propria attività imprenditoriale, commerciale o professionale.',
        },
        {
          number: '3.3',
          text: 'Il Fornitore può rifiutare un Ordine per ragioni oggettive, come dati identificativi incompleti o non veritieri.',
        },
      ],
    },
    {
      number: '4',
      title: 'Account e Utenti',
      paragraphs: [
        {
          number: '4.1',
          text: 'Il Cliente fornisce dati veritieri e completi al momento della registrazione e li mantiene aggiornati nell’Account.',
        },
        {
          number: '4.2',
          text: 'Il Cliente crea i propri Utenti entro il numero consentito dal Piano. Le credenziali sono personali: non possono essere condivise e ciascun Utente le custodisce con riservatezza.',
        },
        {
          number: '4.3',
          text: 'Il Cliente risponde di tutto ciò che avviene con il proprio Account e informa senza ritardo il Fornitore di ogni uso non autorizzato o sospetta divulgazione delle credenziali.',
        },
      ],
    },
    {
      number: '5',
      title: 'Piani, durata e rinnovo',
      paragraphs: [
        {
          number: '5.1',
          text: 'L’abbonamento dura per il Periodo di Abbonamento del Piano scelto, a partire dall’attivazione dell’Account.',
        },
        {
          number: '5.2',
          text: 'Alla scadenza l’abbonamento si rinnova automaticamente per un periodo di pari durata e sullo stesso Piano, salvo disdetta di una delle parti comunicata almeno 30 giorni prima della data di scadenza. Il Cliente può dare disdetta dalle impostazioni dell’Account o via e-mail.',
        },
        {
          number: '5.3',
          text: 'Il Fornitore ricorda al Cliente via e-mail il prossimo rinnovo prima del termine per la disdetta.',
        },
      ],
    },
    {
      number: '6',
      title: 'Cambi di Piano',
      paragraphs: [
        {
          number: '6.1',
          text: 'Il Cliente può passare in qualsiasi momento a un Piano superiore. Il passaggio ha effetto immediato e il Cliente paga la differenza pro rata tra il corrispettivo del nuovo Piano e quello del Piano in corso per la parte restante del Periodo di Abbonamento in corso. Dal Periodo di Abbonamento successivo si applica il corrispettivo del nuovo Piano.',
        },
        {
          number: '6.2',
          text: 'Il passaggio a un Piano inferiore ha effetto dal Periodo di Abbonamento successivo e nulla è rimborsato per quello in corso. Prima del passaggio il Cliente riporta il proprio uso entro i limiti del Piano inferiore, come il numero di Utenti o di Storie pubblicate.',
        },
      ],
    },
    {
      number: '7',
      title: 'Corrispettivi, pagamento e imposte',
      paragraphs: [
        {
          number: '7.1',
          text: 'I corrispettivi sono quelli del Piano in vigore alla data dell’Ordine o, dopo una modifica ai sensi dell’articolo 17, alla data del rinnovo.',
        },
        {
          number: '7.2',
          text: 'I corrispettivi sono indicati al netto delle imposte: l’IVA e ogni altra imposta o tassa non sono incluse e sono addebitate in aggiunta secondo la legge. Per i Clienti stabiliti in un altro Stato membro dell’Unione europea l’IVA è applicata con il meccanismo dell’inversione contabile (reverse charge), ove la legge lo preveda.',
        },
        {
          number: '7.3',
          text: 'I corrispettivi sono pagati in anticipo per ciascun Periodo di Abbonamento, con i mezzi di pagamento offerti nell’Ordine. Il Fornitore emette fattura elettronica.',
        },
        {
          number: '7.4',
          text: 'In caso di ritardato pagamento decorrono, senza necessità di costituzione in mora, gli interessi previsti dal decreto legislativo 9 ottobre 2002, n. 231. Il mancato pagamento è anche una violazione ai sensi dell’articolo 9.',
        },
      ],
    },
    {
      number: '8',
      title: 'Uso consentito',
      paragraphs: [
        {
          number: '8.1',
          text: 'Il Cliente e i suoi Utenti usano la Piattaforma nel rispetto della legge, dei presenti Termini e dei diritti altrui. In particolare non devono:',
          items: [
            'pubblicare contenuti illeciti, diffamatori, discriminatori od osceni, o che violino diritti di proprietà intellettuale, all’immagine o alla riservatezza di altri;',
            'usare la Piattaforma per inviare comunicazioni non richieste o diffondere software dannoso;',
            'accedere, o tentare di accedere, senza autorizzazione a parti della Piattaforma o ad account e dati di altri clienti, o aggirarne le misure di sicurezza;',
            'sovraccaricare deliberatamente la Piattaforma, o eseguire test di carico o di intrusione senza il consenso scritto del Fornitore;',
            'copiare, decompilare o sottoporre a reverse engineering la Piattaforma, salvo nei casi consentiti dalla legge;',
            'rivendere o concedere in sublicenza la Piattaforma, o metterla a disposizione di terzi come servizio proprio, salvo che il Piano lo consenta espressamente.',
          ],
        },
        {
          number: '8.2',
          text: 'Il Cliente è il solo responsabile dei Contenuti del Cliente e di disporre di ogni diritto e consenso necessario per caricarli e pubblicarli.',
        },
      ],
    },
    {
      number: '9',
      title: 'Violazioni, sospensione e cancellazione dell’Account',
      paragraphs: [
        {
          number: '9.1',
          text: 'Se il Cliente viola l’articolo 7 (pagamento) o l’articolo 8 (uso consentito), il Fornitore invia via e-mail all’indirizzo amministrativo dell’Account una comunicazione della violazione, che la descrive e invita il Cliente a rimuoverne la causa.',
        },
        {
          number: '9.2',
          text: 'Se la causa non è stata rimossa entro 7 giorni dalla comunicazione, il Fornitore sospende l’Account. Durante la sospensione gli Utenti dell’Account possono soltanto consultare i documenti amministrativi e contrattuali (come le fatture, l’Ordine e i presenti Termini), e tutti i Progetti e le Storie del Cliente vengono ritirati dalla pubblicazione, così che il pubblico non possa più raggiungerli. Durante la sospensione nessun Contenuto del Cliente viene cancellato.',
        },
        {
          number: '9.3',
          text: 'Dalla sospensione il Cliente dispone di ulteriori 23 giorni, 30 giorni in totale dalla comunicazione, per rimuovere la causa della violazione. Rimossa la causa, il Fornitore riattiva l’Account entro un Giorno Lavorativo e il Cliente può pubblicare di nuovo le proprie Storie.',
        },
        {
          number: '9.4',
          text: 'Se la causa non è stata rimossa entro 30 giorni dalla comunicazione, il contratto si risolve ai sensi dell’articolo 1456 del codice civile e il Fornitore cancella definitivamente l’Account e tutti i Contenuti del Cliente, senza rimborso dei corrispettivi pagati. La cancellazione è irreversibile.',
        },
        {
          number: '9.5',
          text: 'Quando un singolo contenuto espone il Fornitore, altri clienti o terzi a un danno grave e imminente (per esempio un contenuto manifestamente illecito o un software dannoso), il Fornitore può renderlo subito inaccessibile al pubblico, informandone il Cliente; l’Account è comunque sospeso soltanto nei modi dell’articolo 9.2.',
        },
      ],
    },
    {
      number: '10',
      title: 'Proprietà intellettuale',
      paragraphs: [
        {
          number: '10.1',
          text: 'La Piattaforma, il suo software e i suoi modelli e i marchi del Fornitore sono e restano di proprietà del Fornitore o dei suoi licenzianti. Salvo il diritto d’uso dell’articolo 2, nessun diritto è trasferito al Cliente.',
        },
        {
          number: '10.2',
          text: 'I Contenuti del Cliente sono e restano di proprietà del Cliente o dei suoi licenzianti. Il Cliente concede al Fornitore, per la durata del contratto, il diritto non esclusivo di ospitarli, copiarli, elaborarli e mostrarli soltanto nella misura necessaria a erogare il servizio.',
        },
        {
          number: '10.3',
          text: 'Con il consenso scritto preventivo del Cliente, revocabile in ogni momento, il Fornitore può citare il Cliente e le sue Storie pubblicate tra le proprie referenze.',
        },
      ],
    },
    {
      number: '11',
      title: 'Dati personali',
      paragraphs: [
        {
          number: '11.1',
          text: 'Ciascuna parte tratta i dati personali nel rispetto del Regolamento (UE) 2016/679 (GDPR) e del decreto legislativo 30 giugno 2003, n. 196.',
        },
        {
          number: '11.2',
          text: 'Per i dati dei referenti e degli Utenti del Cliente necessari a gestire il contratto (registrazione, fatturazione, assistenza) il Fornitore agisce come titolare autonomo del trattamento, come spiegato nella sua informativa privacy.',
        },
        {
          number: '11.3',
          text: 'Per i dati personali contenuti nei Contenuti del Cliente e per i dati del pubblico delle Storie pubblicate, il Cliente è titolare del trattamento e il Fornitore è suo responsabile del trattamento ai sensi dell’articolo 28 del GDPR. L’accordo sul trattamento dei dati allegato ai presenti Termini, che il Cliente accetta con l’Ordine, stabilisce la materia, la durata, la natura e la finalità del trattamento, il tipo di dati e le categorie di interessati, le misure di sicurezza e i sub-responsabili autorizzati.',
        },
        {
          number: '11.4',
          text: 'Il Fornitore tratta i dati all’interno dello Spazio economico europeo. Ogni trasferimento al di fuori di esso avviene soltanto con le garanzie del capo V del GDPR.',
        },
        {
          number: '11.5',
          text: 'Al termine del contratto, salvo il caso dell’articolo 9.4, il Cliente può esportare i Contenuti del Cliente fino alla data di cessazione; il Fornitore li cancella poi, copie di sicurezza comprese, come previsto dall’accordo sul trattamento dei dati, salvo che la legge ne imponga la conservazione.',
        },
      ],
    },
    {
      number: '12',
      title: 'Riservatezza',
      paragraphs: [
        {
          number: '12.1',
          text: 'Ciascuna parte mantiene riservate le informazioni dell’altra parte ricevute in relazione al contratto che siano indicate come riservate o lo siano per loro natura (come Progetti e Storie non pubblicati, prezzi, informazioni tecniche e commerciali). Le usa soltanto per eseguire il contratto e le comunica soltanto al personale e ai consulenti che ne hanno bisogno e sono vincolati da obblighi equivalenti.',
        },
        {
          number: '12.2',
          text: 'L’obbligo non riguarda le informazioni che sono o diventano pubbliche senza colpa della parte ricevente, che questa già conosceva legittimamente o che deve comunicare per legge o per ordine di un’autorità.',
        },
        {
          number: '12.3',
          text: 'L’obbligo dura per tutto il contratto e per 5 anni dalla sua cessazione, per qualsiasi causa.',
        },
      ],
    },
    {
      number: '13',
      title: 'Assistenza e livelli di servizio',
      paragraphs: [
        {
          number: '13.1',
          text: `L’assistenza è prestata in italiano e in inglese tramite il canale di aiuto della Piattaforma e via e-mail all’indirizzo ${COMPANY_LEGAL.supportEmail}.`,
        },
        {
          number: '13.2',
          text: 'L’assistenza è attiva dal lunedì al venerdì, dalle 09:00 alle 13:00 e dalle 14:00 alle 18:00, ora italiana. L’assistenza non è attiva il sabato, la domenica e nei giorni festivi in Italia. Una segnalazione ricevuta fuori da questi orari si considera ricevuta all’inizio del successivo orario di assistenza.',
        },
        {
          number: '13.3',
          text: 'Il Fornitore prende in carico ogni segnalazione, confermandone la ricezione e la classificazione del guasto: un Guasto Bloccante entro 24 ore dalla segnalazione, un Guasto Non Bloccante entro 48 ore dalla segnalazione.',
        },
        {
          number: '13.4',
          text: 'Dopo la presa in carico il Fornitore opera per eliminare il guasto con diligenza professionale e tiene informato il Cliente sull’avanzamento. I tempi di risoluzione dipendono dalla natura del guasto.',
        },
        {
          number: '13.5',
          text: 'L’assistenza non comprende la formazione oltre quanto previsto dal Piano, gli sviluppi personalizzati o la creazione di contenuti, che possono essere concordati a parte.',
        },
      ],
    },
    {
      number: '14',
      title: 'Disponibilità e manutenzione',
      paragraphs: [
        {
          number: '14.1',
          text: 'Il Fornitore si adopera con ragionevole diligenza per mantenere la Piattaforma sempre disponibile, salvo la manutenzione programmata, che annuncia in anticipo ed esegue per quanto possibile fuori dall’orario di assistenza, e salvo gli eventi al di fuori del suo ragionevole controllo.',
        },
        {
          number: '14.2',
          text: 'Il Fornitore esegue copie di sicurezza periodiche per garantire la continuità del servizio; esse non sostituiscono le copie dei Contenuti del Cliente che il Cliente conserva in proprio. Il Cliente è responsabile della propria connessione a internet e dei propri dispositivi.',
        },
      ],
    },
    {
      number: '15',
      title: 'Garanzie e limitazione di responsabilità',
      paragraphs: [
        {
          number: '15.1',
          text: 'Il Fornitore eroga la Piattaforma con diligenza professionale e conformemente alla sua descrizione. Non garantisce che la Piattaforma sia priva di qualsiasi errore né che sia adatta a scopi che il Cliente non ha indicato nell’Ordine.',
        },
        {
          number: '15.2',
          text: 'Salvo i casi di dolo o colpa grave, la responsabilità complessiva del Fornitore verso il Cliente derivante dal contratto o connessa a esso è limitata al corrispettivo pagato dal Cliente per l’ultimo Periodo di Abbonamento, cioè quello in corso al momento dell’evento che ha causato il danno. Il Fornitore non risponde di danni indiretti, mancati guadagni o perdite di dati che il Cliente avrebbe potuto evitare conservando copie proprie.',
        },
        {
          number: '15.3',
          text: 'Nulla nei presenti Termini limita una responsabilità che la legge non consente di limitare (articolo 1229 del codice civile).',
        },
        {
          number: '15.4',
          text: 'Il Cliente tiene indenne il Fornitore dalle pretese di terzi derivanti dai Contenuti del Cliente o da una violazione dell’articolo 8.',
        },
      ],
    },
    {
      number: '16',
      title: 'Recesso e risoluzione',
      paragraphs: [
        {
          number: '16.1',
          text: 'Il Cliente può recedere dal contratto in qualsiasi momento, dalle impostazioni dell’Account o con comunicazione scritta. Il recesso ha effetto immediato e i corrispettivi già pagati per il Periodo di Abbonamento in corso non sono rimborsati.',
        },
        {
          number: '16.2',
          text: 'Il Fornitore può recedere dal contratto con un preavviso scritto di almeno 90 giorni; in tal caso rimborsa la parte di corrispettivo pagata per il periodo successivo all’efficacia del recesso.',
        },
        {
          number: '16.3',
          text: 'Oltre al caso dell’articolo 9.4, ciascuna parte può risolvere il contratto se l’altra commette un inadempimento grave e non vi pone rimedio entro 15 giorni da una diffida scritta ad adempiere (articolo 1454 del codice civile).',
        },
        {
          number: '16.4',
          text: 'Il Cliente non agisce come consumatore: al contratto non si applica il diritto di recesso previsto dal Codice del consumo.',
        },
        {
          number: '16.5',
          text: 'Alla cessazione del contratto, per qualsiasi causa, l’accesso alla Piattaforma termina e le Storie pubblicate non sono più raggiungibili. Gli articoli 10, 12, 15 e 19 restano in vigore.',
        },
      ],
    },
    {
      number: '17',
      title: 'Modifiche ai Termini e ai corrispettivi',
      paragraphs: [
        {
          number: '17.1',
          text: 'Il Fornitore può modificare i presenti Termini e i propri corrispettivi per ragioni oggettive, come modifiche della legge, del servizio o dei costi. Ne informa il Cliente via e-mail e nell’Account prima del termine per la disdetta; le modifiche si applicano dal rinnovo successivo, così che il Cliente possa decidere di non rinnovare.',
        },
        {
          number: '17.2',
          text: 'Le modifiche imposte dalla legge o da un’autorità si applicano dalla data stabilita dalla legge o dall’autorità.',
        },
      ],
    },
    {
      number: '18',
      title: 'Comunicazioni',
      paragraphs: [
        {
          number: '18.1',
          text: `Le comunicazioni relative al contratto sono inviate via e-mail: al Cliente all’indirizzo amministrativo dell’Account, al Fornitore all’indirizzo ${COMPANY_LEGAL.legalEmail}. Le comunicazioni degli articoli 5, 9 e 16 possono essere inviate anche via posta elettronica certificata (PEC).`,
        },
      ],
    },
    {
      number: '19',
      title: 'Legge applicabile e foro competente',
      paragraphs: [
        {
          number: '19.1',
          text: 'Il contratto e i presenti Termini sono regolati dalla legge italiana. Non si applica la Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci.',
        },
        {
          number: '19.2',
          text: 'Per ogni controversia relativa alla validità, interpretazione, esecuzione o risoluzione del contratto è competente in via esclusiva il Foro di Milano.',
        },
      ],
    },
    {
      number: '20',
      title: 'Disposizioni finali',
      paragraphs: [
        {
          number: '20.1',
          text: 'I presenti Termini, l’Ordine e l’accordo sul trattamento dei dati costituiscono l’intero accordo tra le parti sul loro oggetto e sostituiscono ogni accordo precedente.',
        },
        {
          number: '20.2',
          text: 'Se una clausola è invalida o inefficace, le altre restano in vigore.',
        },
        {
          number: '20.3',
          text: 'Il Cliente non può cedere il contratto senza il consenso scritto del Fornitore. Il Fornitore può cederlo a una società del proprio gruppo o all’acquirente della propria azienda, informandone il Cliente.',
        },
        {
          number: '20.4',
          text: 'I presenti Termini sono redatti in italiano e in inglese. In caso di divergenza prevale il testo italiano.',
        },
      ],
    },
    {
      number: '21',
      title: 'Approvazione specifica',
      paragraphs: [
        {
          number: '21.1',
          text: 'Ai sensi degli articoli 1341 e 1342 del codice civile, il Cliente approva specificamente, con un’accettazione separata nell’Ordine, le seguenti clausole: 5.2 (rinnovo automatico e disdetta); 6.2 (nessun rimborso nel passaggio a un Piano inferiore); 9 (sospensione, risoluzione e cancellazione senza rimborso); 15.2 (limitazione di responsabilità); 16.1 e 16.2 (recesso); 17 (modifiche ai Termini e ai corrispettivi); 19.2 (competenza esclusiva del Foro di Milano).',
        },
      ],
    },
  ],
};
