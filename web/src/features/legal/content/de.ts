import type { LegalContentModule } from '../legal-content';

const de: LegalContentModule = (v) => ({
  ui: {
    breadcrumb: 'Brotkrumennavigation',
    help: 'Hilfe',
    tableOfContents: 'Inhalt',
    lastUpdated: (date) => `Zuletzt aktualisiert: ${date}`,
    searchLabel: 'Regeln durchsuchen',
    searchPlaceholder: 'z. B. Demonetarisierung, Erstattung, Einspruch …',
    clearSearch: 'Suche löschen',
    resultCount: (count) => (count === 1 ? '1 Abschnitt passt' : `${count} Abschnitte passen`),
    noResults: (query) => `Kein Abschnitt passt zu „${query}“.`,
    noResultsHint:
      'Versuche es mit einem anderen Wort oder lösche die Suche, um wieder alle Regeln zu sehen.',
    dataLabels: {
      data: 'Daten',
      purpose: 'Wozu',
      basis: 'Rechtsgrundlage',
      retention: 'Speicherdauer',
    },
  },

  rules: {
    title: 'Regeln und Bedingungen',
    intro:
      'Diese Regeln gelten für alle, die auf Kinora Videos ansehen oder veröffentlichen. Sie schützen Zuschauer und Creator gleichermaßen: Bitte lies sie aufmerksam.',
    sections: {
      'prohibited-content': {
        title: 'Verbotene Inhalte',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Auf Kinora ist es verboten, Folgendes zu veröffentlichen, zu teilen oder zu bewerben:',
          },
          {
            kind: 'categories',
            items: {
              illegal: 'rechtswidrige Inhalte oder Inhalte, die zu Straftaten anstiften;',
              child_safety:
                'jede Sexualisierung von Minderjährigen, die wir unverzüglich den Behörden melden;',
              sexual_content: 'Pornografie und sexuell explizite Nacktheit;',
              hate: 'Aufstachelung zu Hass, Gewalt oder Diskriminierung gegen eine Person oder eine Gruppe;',
              harassment: 'Belästigung, Drohungen und die Veröffentlichung personenbezogener Daten anderer;',
              violence: 'grundlose oder schockierende Gewalt und die Verherrlichung von Terrorismus;',
              self_harm: 'die Förderung von Selbstverletzung, Suizid oder Essstörungen;',
              scam: 'Betrug, Phishing, Schadsoftware und falsche Gewinnversprechen;',
              misinformation:
                'Identitätsanmaßung und gefährliche Falschinformationen, insbesondere zur Gesundheit;',
              intellectual_property:
                'Inhalte, die Urheberrechte, Marken oder die Privatsphäre anderer verletzen;',
              spam: 'Spam und jede Manipulation von Aufrufen, Abonnements oder Einnahmen (Bots, gekaufte Aufrufe, automatische Wiedergaben, Mehrfachkonten).',
            },
          },
          {
            kind: 'paragraph',
            text: 'Sensible Inhalte mit dokumentarischem, bildendem oder künstlerischem Zweck können zugelassen werden, wenn sie mit dem nötigen Kontext gezeigt werden und nicht um des Schockierens willen schockieren wollen.',
          },
        ],
      },
      sanctions: {
        title: 'Sanktionen',
        blocks: [
          {
            kind: 'callout',
            tone: 'warning',
            title: 'Was dir droht',
            text: 'Je nach Schwere und Wiederholung des Verstoßes kann Kinora eine oder mehrere der folgenden Sanktionen verhängen:',
            items: [
              'Entfernung des betroffenen Videos;',
              'vorübergehende oder dauerhafte Demonetarisierung eines Videos oder Kanals: Seine Aufrufe bringen dann nichts mehr ein;',
              'Einschränkung einzelner Funktionen, zum Beispiel kein Hochladen bis zu einem bestimmten Datum;',
              'vorübergehende Sperrung des Kontos: Während der Sperre ist keine Anmeldung möglich;',
              'dauerhafter Ausschluss des Kontos.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Durch Betrug erzielte Einnahmen, insbesondere durch künstliche Aufrufe, sind nicht geschuldet und werden storniert. Offensichtlich rechtswidrige Inhalte werden unverzüglich entfernt und können den zuständigen Behörden gemeldet werden.',
          },
        ],
      },
      moderation: {
        title: 'Ablauf der Moderation',
        blocks: [
          { kind: 'paragraph', text: 'Jede Meldung durchläuft dieselben Schritte:' },
          {
            kind: 'steps',
            items: [
              {
                title: 'Meldung',
                text: 'Jede Person, angemeldet oder nicht, kann ein Video, einen Kanal oder einen Kommentar mit der Schaltfläche „Melden“ melden, indem sie einen Grund auswählt und eine Notiz hinzufügt; ohne Konto gibt sie Namen und E-Mail-Adresse an, erklärt, nach bestem Wissen zu handeln, und erhält eine Eingangsbestätigung.',
              },
              {
                title: 'Prüfung',
                text: 'Das Moderationsteam prüft den gemeldeten Inhalt anhand dieser Regeln und seines Kontexts.',
              },
              {
                title: 'Entscheidung',
                text: 'Das Team weist die Meldung zurück oder verhängt eine angemessene Sanktion.',
              },
              {
                title: 'Benachrichtigung',
                text: 'Die betroffene Person wird über die Entscheidung und ihre Gründe informiert, in Kinora und per E-Mail.',
              },
              {
                title: 'Einspruch',
                text: 'Sie kann die Entscheidung anfechten: Das Team prüft den Einspruch und trifft eine begründete Entscheidung.',
              },
            ],
          },
          {
            kind: 'callout',
            tone: 'info',
            title: 'Einspruch einlegen',
            text: `Du hast ${v.appealDays} Tage ab der Benachrichtigung Zeit, gegen eine Entscheidung Einspruch einzulegen. Die Entscheidung über den Einspruch ist endgültig und wird dir ebenfalls mitgeteilt.`,
          },
          {
            kind: 'callout',
            id: 'report-misuse',
            tone: 'warning',
            title: 'Missbrauch von Meldungen',
            text: 'Meldungen dienen dem Schutz der Community. Wer häufig offensichtlich unbegründete Meldungen sendet, kann für eine begrenzte Zeit vom Melden ausgeschlossen werden. Diese Entscheidung wird begründet, der Person mitgeteilt und kann wie jede andere angefochten werden.',
          },
        ],
      },
      revisions: {
        title: 'Änderungen der Regeln',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Wir können diese Regeln und Bedingungen ändern, um der Entwicklung des Dienstes oder des Rechts zu folgen. Das Datum der letzten Aktualisierung steht oben auf dieser Seite.',
          },
          {
            kind: 'list',
            items: [
              'Jede wesentliche Änderung wird dir vor ihrem Inkrafttreten per E-Mail und in Kinora angekündigt.',
              `Eine Preiserhöhung für Premium wird dir mindestens ${v.priceRiseNoticeDays} Tage im Voraus angekündigt; du kannst kündigen, bevor sie gilt.`,
              `Die ${v.moneyBackDays}-tägige Geld-zurück-Garantie gilt einmal pro Konto: für die erste Zahlung deines ersten Premium-Abos.`,
            ],
          },
          {
            kind: 'paragraph',
            text: 'Nutzt du Kinora nach dem Inkrafttreten der Änderungen weiter, gelten die neuen Bedingungen. Wenn du sie nicht akzeptierst, kannst du dein Konto jederzeit löschen.',
          },
        ],
      },
    },

    terms: {
      title: 'Nutzungsbedingungen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Diese Bedingungen regeln die Nutzung von Kinora. Mit der Erstellung eines Kontos oder der Nutzung des Dienstes akzeptierst du sie.',
        },
      ],
      sections: {
        purpose: {
          title: 'Gegenstand des Dienstes',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora ist eine Plattform zum Teilen von Videos, derzeit in der Beta-Phase. Sie ermöglicht es, Videos anzusehen, Kanäle zu abonnieren, eigene Videos zu veröffentlichen und als Creator für validierte Aufrufe bezahlt zu werden. Der Dienst entwickelt sich weiter: Beta-Funktionen können sich ändern oder eingestellt werden.',
            },
          ],
        },
        account: {
          title: 'Konto',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Ein Konto ist kostenlos. Du musst mindestens 15 Jahre alt sein; unter 18 Jahren brauchst du die Zustimmung eines Elternteils oder Vormunds, um Premium abzuschließen oder Einnahmen zu erhalten.',
            },
            {
              kind: 'paragraph',
              text: 'Du machst wahrheitsgemäße Angaben, hältst dein Passwort geheim und bist für alles verantwortlich, was über dein Konto geschieht. Aktiviere die Zwei-Faktor-Authentifizierung, um es besser zu schützen, und melde jede unbefugte Nutzung über das [Kontaktformular](/contact).',
            },
          ],
        },
        'content-licence': {
          title: 'Deine Inhalte und die eingeräumte Lizenz',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Du bleibst Inhaber der Videos, Vorschaubilder und Texte, die du veröffentlichst. Du garantierst, alle nötigen Rechte zu besitzen, insbesondere an Musik, Bildern und gefilmten Personen.',
            },
            {
              kind: 'paragraph',
              text: 'Mit der Veröffentlichung eines Videos räumst du Kinora eine nicht ausschließliche, unentgeltliche, weltweite Lizenz ein, es zu speichern, in verschiedene Qualitäten umzuwandeln, entsprechend der gewählten Sichtbarkeit zu zeigen und auf dem Dienst hervorzuheben, solange es online ist. Diese Lizenz endet, wenn du das Video löschst; Sicherungskopien werden innerhalb einer angemessenen Frist gelöscht.',
            },
            { kind: 'paragraph', text: 'Ein privates Video ist nur für dich sichtbar.' },
          ],
        },
        earnings: {
          title: 'Vergütung der Creator',
          blocks: [
            {
              kind: 'paragraph',
              text: `Ein Aufruf wird nach ${v.viewValidatedAfterS} Sekunden tatsächlicher Wiedergabe validiert (oder nach dem ganzen Video, wenn es kürzer ist), höchstens einmal pro Zuschauer und Video alle ${v.viewDedupHours} Stunden. Deine eigenen Aufrufe zählen nie.`,
            },
            {
              kind: 'paragraph',
              text: 'Ein validierter Aufruf wird vergütet, wenn das Video öffentlich und monetarisiert ist und der Zuschauer ein angemeldetes Premium-Mitglied ist, dessen Konto nicht sanktioniert ist. Der Betrag hängt von der Länge des Videos ab:',
            },
            { kind: 'earningsTable' },
            {
              kind: 'list',
              items: [
                `Videos unter ${v.minDuration} werden beim Hochladen abgelehnt.`,
                `Die Einnahmen des Tages sind ausstehend; jede Nacht um Mitternacht (Zeitzone ${v.payoutTimeZone}) werden die des Vortags auszahlbar.`,
                `Du kannst dein Guthaben ab ${v.minWithdrawal} auf dein verbundenes Zahlungskonto auszahlen lassen oder im [Dashboard](/dashboard) die automatische Auszahlung aktivieren.`,
                'Du bist für die steuerlichen und sozialversicherungsrechtlichen Meldungen zu deinen Einnahmen verantwortlich.',
              ],
            },
          ],
        },
        premium: {
          title: 'Premium-Abo und Kündigung',
          blocks: [
            {
              kind: 'paragraph',
              text: `Premium kostet ${v.premiumPrice} pro Monat, wird monatlich abgerechnet und automatisch verlängert. Es bietet Zugang zu allen Inhalten, in HD und 4K, ohne Werbung und mit bis zu ${v.premiumProfiles} Profilen.`,
            },
            {
              kind: 'paragraph',
              text: 'Du kannst jederzeit in deinem [Profil](/profile) kündigen. Die Kündigung wird zum Ende des bereits bezahlten Zeitraums wirksam: Bis dahin behältst du Premium, und es wird keine weitere Zahlung eingezogen.',
            },
          ],
        },
        'payments-refunds': {
          title: 'Zahlungen und Erstattungen',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Zahlungen werden von unserem Zahlungsdienstleister abgewickelt. Kinora sieht und speichert deine Kartennummern nie.',
            },
            {
              kind: 'paragraph',
              text: `Geld-zurück-Garantie: Einmal pro Konto und Tarif (Premium, QA) kannst du dir ein Abo innerhalb von ${v.moneyBackDays} Tagen nach seiner ersten Zahlung erstatten lassen, in deinem [Profil](/profile) oder über das [Kontaktformular](/contact); das Abo endet dann sofort. Ein neues Abo desselben Tarifs ist nicht mehr abgedeckt. Danach wird ein begonnener Zeitraum nicht erstattet, sofern das Gesetz nichts anderes vorschreibt. Erstattungen gehen an das ursprüngliche Zahlungsmittel.`,
            },
          ],
        },
        privacy: {
          title: 'Personenbezogene Daten',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Wir verarbeiten deine Daten wie in unserer [Datenschutzerklärung](/privacy-policy) beschrieben. Insbesondere kannst du in deinem [Profil](/profile) deine Daten herunterladen oder dein Konto löschen.',
            },
          ],
        },
        'intellectual-property': {
          title: 'Geistiges Eigentum und Meldung von Verletzungen',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Die Marke Kinora, ihr Logo und ihre Oberfläche sind geschützt: Du darfst sie nicht ohne Erlaubnis vervielfältigen.',
            },
            {
              kind: 'paragraph',
              text: 'Verletzt ein Inhalt deine Rechte, melde ihn direkt am Video oder schreib uns über das [Kontaktformular](/contact) mit Angabe des betroffenen Werks, der Adresse des Inhalts und deiner Kontaktdaten. Offensichtlich rechtsverletzende Inhalte entfernen wir umgehend; wer sie veröffentlicht hat, kann dies im Moderationsverfahren anfechten.',
            },
          ],
        },
        liability: {
          title: 'Haftung',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora speichert die von seinen Mitgliedern veröffentlichten Inhalte; verantwortlich dafür sind die Mitglieder. Rechtswidrige Inhalte entfernen wir umgehend, sobald wir davon Kenntnis erlangen.',
            },
            {
              kind: 'paragraph',
              text: 'Wir tun alles Nötige, damit der Dienst verfügbar und sicher ist, können aber keine ständige Verfügbarkeit garantieren, insbesondere während der Beta-Phase. Nichts in diesen Bedingungen schränkt die Rechte ein, die dir das Gesetz als Verbraucher gewährt.',
            },
          ],
        },
        termination: {
          title: 'Sperrung und Schließung des Kontos',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Du kannst dein Konto jederzeit in deinem [Profil](/profile) löschen; denk daran, vorher deine Einnahmen auszahlen zu lassen. Deine Videos und Kanäle werden dann gelöscht; die Buchungsunterlagen zu deinen Einnahmen und Zahlungen werden so lange aufbewahrt, wie das Gesetz es verlangt.',
            },
            {
              kind: 'paragraph',
              text: 'Kinora kann ein Konto, das schwer oder wiederholt gegen diese Regeln verstößt, nach dem oben beschriebenen Moderationsverfahren sperren oder schließen. Außer bei Betrug bleiben bereits erworbene Einnahmen geschuldet.',
            },
          ],
        },
        'law-contact': {
          title: 'Anwendbares Recht und Kontakt',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Diese Bedingungen unterliegen französischem Recht. Bei Streitigkeiten kontaktiere uns zuerst, um eine gütliche Lösung zu finden; gelingt das nicht, kannst du kostenlos eine Verbraucherschlichtungsstelle anrufen oder dich an die zuständigen Gerichte wenden.',
            },
            {
              kind: 'paragraph',
              text: `Bei Fragen schreib uns über das [Kontaktformular](/contact): Wir antworten innerhalb von ${v.contactReplyDays} Werktagen.`,
            },
          ],
        },
      },
    },

    earningsTable: {
      caption: 'Vergütung pro validiertem, vergütetem Aufruf nach Länge des Videos',
      duration: 'Länge des Videos',
      perView: 'Pro Aufruf',
      perThousandViews: (thousand) => `Pro ${thousand} Aufrufe`,
      under: (to) => `Unter ${to}`,
      between: (from, to) => `Von ${from} bis unter ${to}`,
      atLeast: (from) => `${from} und mehr`,
      refused: 'Beim Hochladen abgelehnt',
    },
  },

  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'Diese Erklärung beschreibt, welche Daten Kinora erhebt, wozu, wie lange wir sie aufbewahren, wer sie verarbeitet und wie du deine Rechte ausübst. Wir erheben nur, was der Dienst braucht, und verkaufen deine Daten nie.',
    sections: {
      controller: {
        title: 'Wer wir sind',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Kinora ist der Verantwortliche für die hier beschriebenen Daten. Bei Fragen zu deinen Daten schreib uns über das [Kontaktformular](/contact).',
          },
        ],
      },
      data: {
        title: 'Welche Daten wir erheben und wofür',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Für jede Kategorie: was wir erheben, wozu, auf welcher Rechtsgrundlage und wie lange wir es aufbewahren.',
          },
          {
            kind: 'dataCategories',
            items: [
              {
                title: 'Konto',
                data: 'E-Mail-Adresse, Benutzername, Anzeigename, Profilbild, gewählte Sprache, ein Hash deines Passworts (nie das Passwort selbst) und, wenn du die Zwei-Faktor-Authentifizierung aktivierst, deren Geheimnis und deine Backup-Codes.',
                purpose:
                  'Dein Konto anlegen und schützen, dich identifizieren, dein Profil anzeigen und dir zu deinem Konto schreiben (Bestätigung, Zurücksetzen des Passworts, Moderationsentscheidungen).',
                basis: 'Vertragserfüllung (unsere Nutzungsbedingungen).',
                retention: 'Solange dein Konto besteht; mit der Löschung des Kontos gelöscht.',
              },
              {
                title: 'Anmeldesitzungen',
                data: 'IP-Adresse und Browser (User-Agent) jeder Sitzung mit Erstellungs- und Ablaufdatum.',
                purpose:
                  'Dich angemeldet halten, dir die mit deinem Konto verbundenen Geräte zeigen, verdächtige Anmeldungen erkennen und Missbrauch begrenzen.',
                basis: 'Vertragserfüllung und berechtigtes Interesse (Sicherheit des Dienstes).',
                retention: `Bis zur Abmeldung oder zum Ablauf der Sitzung, höchstens ${v.sessionDays} Tage ohne Aktivität.`,
              },
              {
                title: 'Videos und veröffentlichte Inhalte',
                data: 'Videodateien, Vorschaubilder, Kanalbilder, Titel, Beschreibungen, Themen, Sichtbarkeit, Monetarisierungsoption und technische Metadaten (Dauer, Format, Abmessungen).',
                purpose:
                  'Deine Inhalte speichern, umwandeln und entsprechend der gewählten Sichtbarkeit zeigen.',
                basis: 'Vertragserfüllung.',
                retention: 'Bis du den Inhalt oder dein Konto löschst.',
              },
              {
                title: 'Wiedergabedaten',
                data: 'Wiedergabeposition und Wiedergabezeit, die der Player regelmäßig sendet, sowie validierte Aufrufe. Bei nicht angemeldeten Besuchern wird ein validierter Aufruf mit einer Zufallskennung und einem mit geheimem Schlüssel berechneten Hash der IP-Adresse verknüpft: Die IP-Adresse selbst wird nie gespeichert.',
                purpose:
                  'Ein Video dort fortsetzen, wo du aufgehört hast, Aufrufe zählen, die Einnahmen der Creator berechnen und Aufrufbetrug verhindern.',
                basis:
                  'Vertragserfüllung (Mitglieder) und berechtigtes Interesse (verlässliche Zählung der Aufrufe).',
                retention: `Wiedergabeposition: solange dein Konto besteht (höchstens ${v.visitorIdMonths} Monate bei Besuchern). Validierte Aufrufe: werden mit der Einnahmenhistorie der Creator aufbewahrt, die als Buchungsbeleg dient.`,
              },
              {
                title: 'Zahlungen und Abos',
                data: 'Status deines Premium-Abos (aktiv oder nicht, Verlängerungsdatum), Kundenkennungen beim Zahlungsdienstleister und Buchungen zu Einnahmen, Zahlungen und Auszahlungen. Deine Kartennummern werden ausschließlich beim Zahlungsdienstleister eingegeben und gespeichert: Kinora sieht sie nie. Außerdem: ob du die Geld-zurück-Garantie für einen Tarif schon genutzt hast (damit sie nur einmal gilt) und die von dir geöffneten Zahlungssitzungen (damit nie zwei gleichzeitig offen sind).',
                purpose: 'Dein Abo verwalten, Creator bezahlen und unsere Buchhaltung führen.',
                basis: 'Vertragserfüllung und rechtliche Verpflichtung (Buchführung).',
                retention:
                  'Abo-Status: solange dein Konto besteht. Buchungsunterlagen: 10 Jahre, wie gesetzlich vorgeschrieben.',
              },
              {
                title: 'Cookie-Einstellungen',
                data: 'Anonyme Kennung, Auswahl je Kategorie, geltendes Regime, Land, Version der Cookie-Richtlinie und Datum deiner Entscheidung.',
                purpose: 'Deine Entscheidungen respektieren und deine Einwilligung nachweisen können.',
                basis: 'Rechtliche Verpflichtung.',
                retention: 'Bis zu 5 Jahre nach deiner Entscheidung.',
              },
              {
                title: 'Kontaktnachrichten',
                data: 'Vorname, Nachname, E-Mail, Position, Thema, Nachricht und Sprache.',
                purpose: 'Deine Anfrage beantworten und nachverfolgen.',
                basis: 'Berechtigtes Interesse (Beantwortung der an uns gerichteten Anfragen).',
                retention: `${v.contactRetentionYears} Jahre nach dem Absenden; mit deinem Konto gelöscht, wenn du sie angemeldet gesendet hast.`,
              },
              {
                title: 'Feedback von Testern (QA-Tarif)',
                data: 'Deine Nachricht, die Seite, von der du sie gesendet hast, ihr Datum und dein Konto.',
                purpose: 'Beta-Funktionen korrigieren und verbessern.',
                basis: 'Vertragserfüllung (QA-Tarif).',
                retention: `${v.qaFeedbackRetentionYears} Jahre nach dem Absenden; mit deinem Konto gelöscht.`,
              },
            ],
          },
        ],
      },
      processors: {
        title: 'Wer deine Daten verarbeitet',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Zugriff auf deine Daten haben nur die Personen bei Kinora, die sie benötigen, sowie unsere Auftragsverarbeiter, die vertraglich gebunden und zur Vertraulichkeit verpflichtet sind:',
          },
          {
            kind: 'list',
            items: [
              'der Hosting-Anbieter unserer Server, unserer Datenbank und unserer Videodateien;',
              'unser E-Mail-Dienstleister (Kontobestätigung, Zurücksetzen des Passworts, Benachrichtigungen);',
              'unser Zahlungsdienstleister, der die Premium-Zahlungen und die Auszahlungen an Creator abwickelt; er ist auch selbst Verantwortlicher für seine eigenen Verarbeitungen (Betrugsbekämpfung, finanzielle Pflichten);',
              'das Werbenetzwerk, nur wenn du Marketing-Cookies akzeptierst.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Wir verkaufen oder vermieten deine Daten nicht. An Behörden geben wir sie nur weiter, wenn das Gesetz es verlangt. Werden Daten außerhalb der Europäischen Union übermittelt, sind sie durch geeignete Garantien geschützt, etwa die Standardvertragsklauseln der Europäischen Kommission.',
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Wir verwenden vier Kategorien von Cookies. Du kannst deine Auswahl jederzeit über die Schaltfläche für Cookie-Einstellungen unten auf dem Bildschirm ändern.',
          },
          {
            kind: 'list',
            items: [
              'Notwendig (immer aktiv): das Sitzungs-Cookie, das dich angemeldet hält, und das Cookie, das deine Cookie-Auswahl speichert.',
              `Funktional: die Besucherkennung, eine Zufallsnummer, mit der die Aufrufe nicht angemeldeter Besucher gezählt werden und gespeichert wird, wo du in einem Video aufgehört hast (${v.visitorIdMonths} Monate).`,
              'Reichweitenmessung: nur mit deiner Einwilligung.',
              'Marketing: nur mit deiner Einwilligung; ohne sie wird kein Werbeskript von Dritten geladen.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Deine Sprache und dein Design werden in deinem Browser gespeichert (lokaler Speicher) und an niemanden übermittelt.',
          },
        ],
      },
      rights: {
        title: 'Deine Rechte',
        blocks: [
          { kind: 'paragraph', text: 'Nach der DSGVO hast du folgende Rechte:' },
          {
            kind: 'list',
            items: [
              'Auskunft: erfahren, welche Daten wir über dich haben, und eine Kopie davon erhalten;',
              'Berichtigung: unrichtige Daten korrigieren, die meisten direkt in deinem Profil;',
              'Löschung: deine Daten löschen lassen, außer denen, die wir gesetzlich aufbewahren müssen;',
              'Datenübertragbarkeit: deine Daten in einem strukturierten, maschinenlesbaren Format erhalten;',
              'Widerspruch und Einschränkung: einer Verarbeitung auf Grundlage unseres berechtigten Interesses widersprechen oder ihre Einschränkung verlangen;',
              'Widerruf der Einwilligung: jederzeit für optionale Cookies, ohne Wirkung auf das, was vorher geschehen ist;',
              'Beschwerde: dich an eine Datenschutzbehörde wenden — in Frankreich die CNIL (cnil.fr) — oder an die Behörde in deinem Land.',
            ],
          },
        ],
      },
      'exercise-rights': {
        title: 'So übst du deine Rechte aus',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Wenn du angemeldet bist, geh zu deinem [Profil](/profile): Dort kannst du deine Angaben ändern, eine Kopie deiner Daten herunterladen und dein Konto löschen.',
          },
          {
            kind: 'paragraph',
            text: 'Du kannst uns auch über das [Kontaktformular](/contact) schreiben. Wir antworten innerhalb eines Monats und können dich bitten, deine Identität nachzuweisen.',
          },
        ],
      },
      security: {
        title: 'Sicherheit',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Passwörter werden nur als Hash gespeichert, Verbindungen sind verschlüsselt, die Zwei-Faktor-Authentifizierung steht zur Verfügung, und die IP-Adressen von Besuchern werden nur als mit geheimem Schlüssel berechneter Hash aufbewahrt. Der Zugriff auf Daten ist auf die Personen beschränkt, die ihn benötigen. Wenn eine Datenschutzverletzung ein Risiko für dich darstellt, informieren wir dich.',
          },
        ],
      },
      minors: {
        title: 'Minderjährige',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Für ein Konto musst du mindestens 15 Jahre alt sein. Wenn du glaubst, dass uns ein jüngeres Kind Daten übermittelt hat, kontaktiere uns: Wir löschen sie.',
          },
        ],
      },
      changes: {
        title: 'Änderungen dieser Erklärung',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Wir können diese Erklärung aktualisieren. Ihr Versionsdatum steht oben auf der Seite; über wesentliche Änderungen informieren wir dich per E-Mail oder in Kinora, bevor sie gelten.',
          },
        ],
      },
    },
  },
});

export default de;
