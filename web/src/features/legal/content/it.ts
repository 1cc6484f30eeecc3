import type { LegalContentModule } from '../legal-content';

const it: LegalContentModule = (v) => ({
  ui: {
    breadcrumb: 'Percorso di navigazione',
    help: 'Aiuto',
    tableOfContents: 'Indice',
    lastUpdated: (date) => `Ultimo aggiornamento: ${date}`,
    searchLabel: 'Cerca nelle regole',
    searchPlaceholder: 'Es.: demonetizzazione, rimborso, ricorso…',
    clearSearch: 'Cancella la ricerca',
    resultCount: (count) => (count === 1 ? '1 sezione corrisponde' : `${count} sezioni corrispondono`),
    noResults: (query) => `Nessuna sezione corrisponde a «${query}».`,
    noResultsHint: 'Prova con un’altra parola, oppure cancella la ricerca per rivedere tutte le regole.',
    dataLabels: {
      data: 'Dati',
      purpose: 'Perché',
      basis: 'Base giuridica',
      retention: 'Periodo di conservazione',
    },
  },

  rules: {
    title: 'Regole e condizioni',
    intro:
      'Queste regole valgono per chiunque guardi o pubblichi video su Kinora. Proteggono sia gli spettatori sia i creator: leggile con attenzione.',
    sections: {
      'prohibited-content': {
        title: 'Contenuti vietati',
        blocks: [
          { kind: 'paragraph', text: 'Su Kinora è vietato pubblicare, condividere o promuovere:' },
          {
            kind: 'categories',
            items: {
              illegal: 'contenuti illegali o che incitano a commettere reati;',
              child_safety:
                'qualsiasi sessualizzazione di minori, che segnaliamo senza indugio alle autorità;',
              sexual_content: 'la pornografia e la nudità a carattere sessuale esplicito;',
              hate: "l'incitamento all'odio, alla violenza o alla discriminazione verso una persona o un gruppo;",
              harassment: 'le molestie, le minacce e la diffusione dei dati personali altrui;',
              violence: "la violenza gratuita o scioccante e l'apologia del terrorismo;",
              self_harm: "la promozione dell'autolesionismo, del suicidio o dei disturbi alimentari;",
              scam: 'le truffe, il phishing, i malware e le false promesse di guadagno;',
              misinformation:
                'il furto di identità e la disinformazione pericolosa, in particolare sulla salute;',
              intellectual_property:
                "i contenuti che violano il diritto d'autore, i marchi o la privacy altrui;",
              spam: 'lo spam e qualsiasi manipolazione di visualizzazioni, iscrizioni o guadagni (bot, visualizzazioni acquistate, riproduzioni automatiche, account multipli).',
            },
          },
          {
            kind: 'paragraph',
            text: 'Un contenuto sensibile con finalità documentaristiche, educative o artistiche può essere accettato se presentato con il contesto necessario e se non cerca di scioccare fine a sé stesso.',
          },
        ],
      },
      sanctions: {
        title: 'Sanzioni',
        blocks: [
          {
            kind: 'callout',
            tone: 'warning',
            title: 'Cosa rischi',
            text: 'A seconda della gravità e della reiterazione della violazione, Kinora può applicare una o più delle seguenti sanzioni:',
            items: [
              'la rimozione del video in questione;',
              'la demonetizzazione temporanea o definitiva di un video o di un canale: le sue visualizzazioni non generano più guadagni;',
              'la limitazione di alcune funzioni, per esempio il divieto di caricare video fino a una certa data;',
              "la sospensione temporanea dell'account: non è possibile accedere finché dura;",
              "il ban definitivo dell'account.",
            ],
          },
          {
            kind: 'paragraph',
            text: 'I guadagni ottenuti con frodi, in particolare con visualizzazioni artificiali, non sono dovuti e vengono annullati. Un contenuto manifestamente illegale viene rimosso senza indugio e può essere segnalato alle autorità competenti.',
          },
        ],
      },
      moderation: {
        title: 'Processo di moderazione',
        blocks: [
          { kind: 'paragraph', text: 'Ogni segnalazione segue le stesse fasi:' },
          {
            kind: 'steps',
            items: [
              {
                title: 'Segnalazione',
                text: 'Chiunque, con o senza accesso, può segnalare un video, un canale o un commento con il pulsante «Segnala» scegliendo un motivo e aggiungendo una nota; senza account, indica nome ed email, dichiara la propria buona fede e riceve una conferma di ricezione.',
              },
              {
                title: 'Esame',
                text: 'Il team di moderazione esamina il contenuto segnalato alla luce di queste regole e del suo contesto.',
              },
              {
                title: 'Decisione',
                text: 'Il team archivia la segnalazione oppure applica una sanzione proporzionata.',
              },
              {
                title: 'Notifica',
                text: 'La persona interessata viene informata della decisione e dei suoi motivi, su Kinora e via email.',
              },
              {
                title: 'Ricorso',
                text: 'Può contestare la decisione: il team riesamina il ricorso ed emette una decisione motivata.',
              },
            ],
          },
          {
            kind: 'callout',
            tone: 'info',
            title: 'Presentare ricorso',
            text: `Hai ${v.appealDays} giorni dalla notifica per presentare ricorso contro una decisione. La decisione sul ricorso è definitiva e ti viene anch’essa notificata.`,
          },
          {
            kind: 'callout',
            id: 'report-misuse',
            tone: 'warning',
            title: 'Segnalazioni abusive',
            text: 'Segnalare serve a proteggere la community. Chi invia spesso segnalazioni manifestamente infondate può essere escluso dalle segnalazioni per un periodo limitato. Questa decisione è motivata, gli viene notificata e può essere impugnata come ogni altra.',
          },
        ],
      },
      revisions: {
        title: 'Revisione delle regole',
        blocks: [
          {
            kind: 'paragraph',
            text: "Possiamo modificare queste regole e condizioni per seguire l'evoluzione del servizio o della legge. La data dell'ultimo aggiornamento è indicata in cima a questa pagina.",
          },
          {
            kind: 'list',
            items: [
              'Ogni modifica importante ti viene annunciata via email e su Kinora prima della sua entrata in vigore.',
              `Un aumento del prezzo di Premium ti viene annunciato con almeno ${v.priceRiseNoticeDays} giorni di anticipo; puoi disdire prima che si applichi.`,
              `La garanzia soddisfatti o rimborsati di ${v.moneyBackDays} giorni si applica una volta per account: al primo pagamento del tuo primo abbonamento Premium.`,
            ],
          },
          {
            kind: 'paragraph',
            text: "Se continui a usare Kinora dopo l'entrata in vigore delle modifiche, si applicano le nuove condizioni. Se non le accetti, puoi eliminare il tuo account in qualsiasi momento.",
          },
        ],
      },
    },

    terms: {
      title: "Condizioni generali d'uso",
      blocks: [
        {
          kind: 'paragraph',
          text: "Le presenti condizioni regolano l'uso di Kinora. Creando un account o usando il servizio, le accetti.",
        },
      ],
      sections: {
        purpose: {
          title: 'Oggetto del servizio',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora è una piattaforma di condivisione video, attualmente in versione beta. Permette di guardare video, iscriversi a canali, pubblicare i propri video e, per i creator, essere remunerati per le visualizzazioni convalidate. Il servizio si evolve: le funzioni in beta possono cambiare o essere sospese.',
            },
          ],
        },
        account: {
          title: 'Account',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Creare un account è gratuito. Devi avere almeno 15 anni; prima dei 18 anni serve il consenso di un genitore o tutore per sottoscrivere Premium o ricevere guadagni.',
            },
            {
              kind: 'paragraph',
              text: 'Fornisci informazioni esatte, mantieni segreta la tua password e rispondi di ciò che viene fatto dal tuo account. Attiva la verifica in due passaggi per proteggerlo meglio e avvisaci tramite il [modulo di contatto](/contact) in caso di uso non autorizzato.',
            },
          ],
        },
        'content-licence': {
          title: 'I tuoi contenuti e la licenza concessa',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Resti proprietario dei video, delle miniature e dei testi che pubblichi. Garantisci di detenere tutti i diritti necessari, in particolare su musica, immagini e persone riprese.',
            },
            {
              kind: 'paragraph',
              text: 'Pubblicando un video, concedi a Kinora una licenza non esclusiva, gratuita e mondiale per ospitarlo, convertirlo in diverse qualità, mostrarlo secondo la visibilità scelta e metterlo in evidenza sul servizio finché è online. Questa licenza termina quando elimini il video; le copie di backup vengono cancellate entro un termine ragionevole.',
            },
            { kind: 'paragraph', text: 'Un video privato è visibile solo a te.' },
          ],
        },
        earnings: {
          title: 'Remunerazione dei creator',
          blocks: [
            {
              kind: 'paragraph',
              text: `Una visualizzazione è convalidata dopo ${v.viewValidatedAfterS} secondi di visione effettiva (o l'intero video se è più breve), al massimo una volta per spettatore e per video ogni ${v.viewDedupHours} ore. Le tue visualizzazioni non contano mai.`,
            },
            {
              kind: 'paragraph',
              text: "Una visualizzazione convalidata è remunerata quando il video è pubblico e monetizzato e lo spettatore è un membro Premium che ha effettuato l'accesso e il cui account non è sanzionato. L'importo dipende dalla durata del video:",
            },
            { kind: 'earningsTable' },
            {
              kind: 'list',
              items: [
                `I video di durata inferiore a ${v.minDuration} vengono rifiutati al caricamento.`,
                `I guadagni del giorno sono in attesa; ogni notte a mezzanotte (fuso ${v.payoutTimeZone}), quelli del giorno prima diventano prelevabili.`,
                `Puoi prelevare il tuo saldo a partire da ${v.minWithdrawal} sul tuo account di pagamento collegato, oppure attivare il pagamento automatico dalla [dashboard](/dashboard).`,
                'Sei responsabile delle dichiarazioni fiscali e previdenziali relative ai tuoi guadagni.',
              ],
            },
          ],
        },
        premium: {
          title: 'Abbonamento Premium e disdetta',
          blocks: [
            {
              kind: 'paragraph',
              text: `Premium costa ${v.premiumPrice} al mese, con addebito mensile e rinnovo automatico. Dà accesso a tutti i contenuti, in HD e 4K, senza pubblicità e con fino a ${v.premiumProfiles} profili.`,
            },
            {
              kind: 'paragraph',
              text: 'Puoi disdire in qualsiasi momento dal tuo [profilo](/profile). La disdetta ha effetto alla fine del periodo già pagato: mantieni Premium fino ad allora e non viene addebitato alcun nuovo pagamento.',
            },
          ],
        },
        'payments-refunds': {
          title: 'Pagamenti e rimborsi',
          blocks: [
            {
              kind: 'paragraph',
              text: 'I pagamenti sono gestiti dal nostro fornitore di servizi di pagamento. Kinora non vede né conserva mai i numeri della tua carta.',
            },
            {
              kind: 'paragraph',
              text: `Soddisfatti o rimborsati: una volta per account e per piano (Premium, QA), puoi farti rimborsare un abbonamento entro ${v.moneyBackDays} giorni dal suo primo pagamento, dal tuo [profilo](/profile) o tramite il [modulo di contatto](/contact); l'abbonamento termina subito. Un nuovo abbonamento allo stesso piano non è più coperto. Dopo questo termine, un periodo iniziato non viene rimborsato, salvo obbligo di legge. Il rimborso viene effettuato sul metodo di pagamento originale.`,
            },
          ],
        },
        privacy: {
          title: 'Dati personali',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Trattiamo i tuoi dati come spiegato nella nostra [informativa sulla privacy](/privacy-policy). In particolare, puoi scaricare i tuoi dati o eliminare il tuo account dal tuo [profilo](/profile).',
            },
          ],
        },
        'intellectual-property': {
          title: 'Proprietà intellettuale e segnalazioni',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Il marchio Kinora, il suo logo e la sua interfaccia sono protetti: non puoi riprodurli senza autorizzazione.',
            },
            {
              kind: 'paragraph',
              text: "Se un contenuto viola i tuoi diritti, segnalalo dal video o scrivici tramite il [modulo di contatto](/contact) indicando l'opera interessata, l'indirizzo del contenuto e i tuoi recapiti. Rimuoviamo tempestivamente i contenuti manifestamente illeciti; chi li ha pubblicati può contestare secondo il processo di moderazione.",
            },
          ],
        },
        liability: {
          title: 'Responsabilità',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora ospita i contenuti pubblicati dai suoi membri, che ne sono responsabili. Rimuoviamo tempestivamente un contenuto illecito non appena ne veniamo a conoscenza.',
            },
            {
              kind: 'paragraph',
              text: 'Facciamo il necessario perché il servizio sia disponibile e sicuro, ma non possiamo garantirne la disponibilità costante, in particolare durante la beta. Nulla in queste condizioni limita i diritti che la legge ti riconosce come consumatore.',
            },
          ],
        },
        termination: {
          title: "Sospensione e chiusura dell'account",
          blocks: [
            {
              kind: 'paragraph',
              text: 'Puoi eliminare il tuo account in qualsiasi momento dal tuo [profilo](/profile); ricordati di prelevare prima i tuoi guadagni. I tuoi video e canali vengono quindi eliminati; le registrazioni contabili dei tuoi guadagni e pagamenti sono conservate per il periodo richiesto dalla legge.',
            },
            {
              kind: 'paragraph',
              text: 'Kinora può sospendere o chiudere un account che viola gravemente o ripetutamente queste regole, secondo il processo di moderazione descritto sopra. Salvo in caso di frode, i guadagni già maturati restano dovuti.',
            },
          ],
        },
        'law-contact': {
          title: 'Legge applicabile e contatti',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Queste condizioni sono regolate dalla legge francese. In caso di controversia, contattaci prima per cercare una soluzione amichevole; in mancanza, puoi rivolgerti gratuitamente a un mediatore dei consumatori o adire i tribunali competenti.',
            },
            {
              kind: 'paragraph',
              text: `Per qualsiasi domanda, scrivici tramite il [modulo di contatto](/contact): rispondiamo entro ${v.contactReplyDays} giorni lavorativi.`,
            },
          ],
        },
      },
    },

    earningsTable: {
      caption: 'Remunerazione per visualizzazione convalidata e remunerata, secondo la durata del video',
      duration: 'Durata del video',
      perView: 'Per visualizzazione',
      perThousandViews: (thousand) => `Per ${thousand} visualizzazioni`,
      under: (to) => `Meno di ${to}`,
      between: (from, to) => `Da ${from} a meno di ${to}`,
      atLeast: (from) => `${from} o più`,
      refused: 'Rifiutato al caricamento',
    },
  },

  privacy: {
    title: 'Informativa sulla privacy',
    intro:
      'Questa informativa spiega quali dati raccoglie Kinora, perché, per quanto tempo li conserviamo, chi li tratta e come esercitare i tuoi diritti. Raccogliamo solo ciò che serve al servizio e non vendiamo mai i tuoi dati.',
    sections: {
      controller: {
        title: 'Chi siamo',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Kinora è il titolare del trattamento dei dati qui descritti. Per qualsiasi domanda sui tuoi dati, scrivici tramite il [modulo di contatto](/contact).',
          },
        ],
      },
      data: {
        title: 'Dati raccolti e come li usiamo',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Per ogni categoria: cosa raccogliamo, perché, su quale base giuridica e per quanto tempo lo conserviamo.',
          },
          {
            kind: 'dataCategories',
            items: [
              {
                title: 'Account',
                data: 'Indirizzo email, nome utente, nome visualizzato, foto del profilo, lingua scelta, un hash della tua password (mai la password stessa) e, se attivi la verifica in due passaggi, il relativo segreto e i tuoi codici di backup.',
                purpose:
                  'Creare e proteggere il tuo account, identificarti, mostrare il tuo profilo e scriverti in merito al tuo account (conferma, reimpostazione della password, decisioni di moderazione).',
                basis: "Esecuzione del contratto (le nostre condizioni generali d'uso).",
                retention: "Finché il tuo account esiste; cancellati con l'eliminazione dell'account.",
              },
              {
                title: 'Sessioni di accesso',
                data: 'Indirizzo IP e browser (user agent) di ogni sessione, con le date di creazione e di scadenza.',
                purpose:
                  'Mantenerti connesso, mostrarti i dispositivi collegati al tuo account, rilevare accessi sospetti e limitare gli abusi.',
                basis: 'Esecuzione del contratto e legittimo interesse (sicurezza del servizio).',
                retention: `Fino alla disconnessione o alla scadenza della sessione, al massimo ${v.sessionDays} giorni di inattività.`,
              },
              {
                title: 'Video e contenuti pubblicati',
                data: 'File video, miniature, immagini del canale, titoli, descrizioni, temi, visibilità, opzione di monetizzazione e metadati tecnici (durata, formato, dimensioni).',
                purpose:
                  'Ospitare, convertire e mostrare i tuoi contenuti secondo la visibilità che hai scelto.',
                basis: 'Esecuzione del contratto.',
                retention: 'Finché non elimini il contenuto o il tuo account.',
              },
              {
                title: 'Dati di visione',
                data: "Posizione di riproduzione e tempo di visione inviati regolarmente dal player, e visualizzazioni convalidate. Per un visitatore non connesso, una visualizzazione convalidata è associata a un identificativo casuale e a un hash del suo indirizzo IP calcolato con una chiave segreta: l'indirizzo IP in sé non viene mai registrato.",
                purpose:
                  'Riprendere un video da dove eri rimasto, contare le visualizzazioni, calcolare i guadagni dei creator e impedire le frodi sulle visualizzazioni.',
                basis:
                  'Esecuzione del contratto (membri) e legittimo interesse (conteggio affidabile delle visualizzazioni).',
                retention: `Posizione di riproduzione: finché il tuo account esiste (al massimo ${v.visitorIdMonths} mesi per un visitatore). Visualizzazioni convalidate: conservate con lo storico dei guadagni dei creator, che è un documento contabile.`,
              },
              {
                title: 'Pagamenti e abbonamenti',
                data: 'Stato del tuo abbonamento Premium (attivo o meno, data di rinnovo), identificativi cliente presso il fornitore di pagamento e registrazioni di guadagni, pagamenti e prelievi. I numeri della tua carta sono inseriti e conservati solo dal fornitore di pagamento: Kinora non li vede mai. Inoltre: se hai già usato la garanzia soddisfatti o rimborsati per ogni piano (per applicarla una sola volta) e le sessioni di pagamento che hai aperto (per non averne mai due aperte insieme).',
                purpose: 'Gestire il tuo abbonamento, pagare i creator e tenere la nostra contabilità.',
                basis: 'Esecuzione del contratto e obbligo di legge (contabilità).',
                retention:
                  "Stato dell'abbonamento: finché il tuo account esiste. Registrazioni contabili: 10 anni, come richiesto dalla legge.",
              },
              {
                title: 'Scelte sui cookie',
                data: 'Identificativo anonimo, scelta per categoria, regime applicabile, paese, versione della cookie policy e data della tua decisione.',
                purpose: 'Rispettare le tue scelte e poter dimostrare il tuo consenso.',
                basis: 'Obbligo di legge.',
                retention: 'Fino a 5 anni dopo la tua decisione.',
              },
              {
                title: 'Messaggi di contatto',
                data: 'Nome, cognome, email, ruolo, argomento, messaggio e lingua.',
                purpose: 'Rispondere alla tua richiesta e seguirla.',
                basis: 'Legittimo interesse (rispondere alle richieste che ci vengono inviate).',
                retention: `${v.contactRetentionYears} anni dopo l'invio; eliminato con il tuo account se l'hai inviato dopo aver effettuato l'accesso.`,
              },
              {
                title: 'Feedback dei tester (piano QA)',
                data: "Il tuo messaggio, la pagina da cui l'hai inviato, la data e il tuo account.",
                purpose: 'Correggere e migliorare le funzioni in beta.',
                basis: 'Esecuzione del contratto (piano QA).',
                retention: `${v.qaFeedbackRetentionYears} anni dopo l'invio; eliminato con il tuo account.`,
              },
            ],
          },
        ],
      },
      processors: {
        title: 'Chi tratta i tuoi dati',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Ai tuoi dati accedono solo le persone di Kinora che ne hanno bisogno, oltre ai nostri responsabili del trattamento, vincolati da contratto e tenuti alla riservatezza:',
          },
          {
            kind: 'list',
            items: [
              'il fornitore di hosting dei nostri server, del nostro database e dei nostri file video;',
              "il nostro fornitore di invio email (conferma dell'account, reimpostazione della password, notifiche);",
              'il nostro fornitore di pagamento, che gestisce i pagamenti Premium e i versamenti ai creator; è anche titolare dei propri trattamenti (prevenzione delle frodi, obblighi finanziari);',
              'la rete pubblicitaria, solo se accetti i cookie di marketing.',
            ],
          },
          {
            kind: 'paragraph',
            text: "Non vendiamo né affittiamo i tuoi dati. Li comunichiamo alle autorità solo quando la legge lo impone. Se i dati vengono trasferiti fuori dall'Unione europea, sono protetti da garanzie adeguate, come le clausole contrattuali tipo della Commissione europea.",
          },
        ],
      },
      cookies: {
        title: 'Cookie',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Usiamo quattro categorie di cookie. Puoi modificare le tue scelte in qualsiasi momento con il pulsante di gestione dei cookie visibile in fondo allo schermo.',
          },
          {
            kind: 'list',
            items: [
              'Necessari (sempre attivi): il cookie di sessione, che ti mantiene connesso, e quello che registra le tue scelte sui cookie.',
              `Funzionali: l'identificativo del visitatore, un numero casuale che serve a contare le visualizzazioni dei visitatori non connessi e a ricordare dove ti sei fermato in un video (${v.visitorIdMonths} mesi).`,
              'Misurazione del pubblico: solo con il tuo consenso.',
              'Marketing: solo con il tuo consenso; senza di esso non viene caricato alcuno script pubblicitario di terzi.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'La tua lingua e il tuo tema sono salvati nel tuo browser (archiviazione locale) e non vengono inviati a nessuno.',
          },
        ],
      },
      rights: {
        title: 'I tuoi diritti',
        blocks: [
          { kind: 'paragraph', text: 'In base al GDPR, hai i seguenti diritti:' },
          {
            kind: 'list',
            items: [
              'accesso: sapere quali dati conserviamo su di te e ottenerne una copia;',
              'rettifica: correggere i dati inesatti, la maggior parte direttamente dal tuo profilo;',
              'cancellazione: far eliminare i tuoi dati, salvo quelli che la legge ci obbliga a conservare;',
              'portabilità: ricevere i tuoi dati in un formato strutturato e leggibile da una macchina;',
              'opposizione e limitazione: opporti a un trattamento basato sul nostro legittimo interesse o chiederne la limitazione;',
              'revoca del consenso: in qualsiasi momento per i cookie facoltativi, senza effetto su quanto fatto in precedenza;',
              "reclamo: rivolgerti all'autorità di protezione dei dati — in Francia la CNIL (cnil.fr), in Italia il Garante per la protezione dei dati personali — o a quella del tuo paese.",
            ],
          },
        ],
      },
      'exercise-rights': {
        title: 'Come esercitare i tuoi diritti',
        blocks: [
          {
            kind: 'paragraph',
            text: "Se hai effettuato l'accesso, vai al tuo [profilo](/profile): lì puoi modificare le tue informazioni, scaricare una copia dei tuoi dati ed eliminare il tuo account.",
          },
          {
            kind: 'paragraph',
            text: 'Puoi anche scriverci tramite il [modulo di contatto](/contact). Rispondiamo entro un mese e possiamo chiederti di dimostrare la tua identità.',
          },
        ],
      },
      security: {
        title: 'Sicurezza',
        blocks: [
          {
            kind: 'paragraph',
            text: "Le password sono conservate solo sotto forma di hash, le connessioni sono cifrate, la verifica in due passaggi è disponibile e gli indirizzi IP dei visitatori sono conservati solo come hash calcolato con una chiave segreta. L'accesso ai dati è limitato alle persone che ne hanno bisogno. In caso di violazione dei dati che comporti un rischio per te, ti avvisiamo.",
          },
        ],
      },
      minors: {
        title: 'Minori',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Per creare un account bisogna avere almeno 15 anni. Se pensi che un bambino più piccolo ci abbia fornito dei dati, contattaci: li elimineremo.',
          },
        ],
      },
      changes: {
        title: 'Modifiche a questa informativa',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Possiamo aggiornare questa informativa. La data della versione è indicata in cima alla pagina; in caso di modifiche importanti, ti avvisiamo via email o su Kinora prima che si applichino.',
          },
        ],
      },
    },
  },
});

export default it;
