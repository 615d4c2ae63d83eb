import type { PageText } from "../page-translations.ts";

const html = (lines: string[]) => lines.join("\n");

/** Die statischen Seiten auf Deutsch. */
export const de: Record<string, PageText> = {
  "about-us": {
    title: "Über uns",
    meta_description:
      "Was die Casino Sandbox ist: eine Entwicklungskopie der Casino-Lobby, die kein echtes Geld verwendet.",
    body: html([
      "<p>Die <strong>Casino Sandbox</strong> ist die Entwicklungs- und Demonstrationskopie unserer Krypto-Casino-Lobby. Sie zeigt dieselben Bildschirme wie das echte Produkt, gegen einen Server, der alles dahinter simuliert.</p>",
      "<h2>Was hier echt ist</h2>",
      "<ul>",
      "<li>Konten, Passwörter, Zwei-Faktor-Authentifizierung und E-Mail-Bestätigung funktionieren wie in der Produktion.</li>",
      "<li>Wallet-Guthaben werden in einem echten doppelten Buchführungssystem geführt, sodass jeder angezeigte Betrag aufgeht.</li>",
      "</ul>",
      "<h2>Was simuliert wird</h2>",
      "<ul>",
      "<li>Ein- und Auszahlungen berühren nie eine Blockchain: Einzahlungsadressen können kein Geld empfangen, und es wird nie etwas ausgezahlt.</li>",
      "<li>Die Wetten anderer Spieler in den Live-Feeds sind generiert.</li>",
      "<li>E-Mails und Textnachrichten werden nicht versendet; sie landen im Entwicklungs-Postausgang.</li>",
      "</ul>",
      '<p>In der Sandbox kann nichts gewonnen oder verloren werden. Bei Fragen lesen Sie die <a href="/page-detail/faqs">FAQ</a> oder <a href="/page-detail/contacts">kontaktieren Sie uns</a>.</p>',
    ]),
  },
  "responsible-gaming": {
    title: "Verantwortungsvolles Spielen",
    meta_description:
      "Wie Glücksspiel sicher bleibt, die Warnzeichen eines Problems und wo Sie kostenlose, vertrauliche Hilfe finden.",
    body: html([
      "<p>Glücksspiel sollte Unterhaltung sein, niemals ein Weg, Geld zu verdienen oder Problemen zu entfliehen. Die Sandbox verwendet kein echtes Geld, aber die Gewohnheiten, die sie zeigt, sind die, auf denen das echte Produkt aufbaut.</p>",
      "<h2>Sicher spielen</h2>",
      "<ul>",
      "<li>Legen Sie vorher fest, wie viel Zeit und Geld Sie verlieren können, und hören Sie auf, wenn Sie die Grenze erreichen.</li>",
      "<li>Jagen Sie niemals Verlusten hinterher und spielen Sie nie mit Geld für Miete, Rechnungen oder Lebensmittel.</li>",
      "<li>Machen Sie regelmäßig Pausen und spielen Sie nicht, wenn Sie aufgewühlt oder müde sind oder getrunken haben.</li>",
      "</ul>",
      "<h2>Warnzeichen</h2>",
      "<p>Mehr ausgeben als geplant, sich Geld zum Spielen leihen, es vor anderen verbergen oder unruhig werden, wenn Sie aufhören: All das kann bedeuten, dass Glücksspiel zum Problem geworden ist.</p>",
      "<h2>Hilfe finden</h2>",
      '<p>Kostenlose, vertrauliche Unterstützung bieten <a href="https://www.begambleaware.org/">BeGambleAware</a> und die <a href="https://www.gamblersanonymous.org/">Anonymen Spieler</a>. Glücksspiel ist nur für Erwachsene: Sie müssen mindestens 18 Jahre alt sein.</p>',
    ]),
  },
  "terms-and-conditions": {
    title: "Allgemeine Geschäftsbedingungen",
    meta_description:
      "Die Bedingungen für die Nutzung der Casino Sandbox, eines Entwicklungsdienstes ohne echtes Geld.",
    body: html([
      "<p>Mit der Erstellung eines Kontos oder der Nutzung der Sandbox stimmen Sie diesen Bedingungen zu.</p>",
      "<h2>1. Der Dienst</h2>",
      "<p>Die Sandbox ist ein Entwicklungs- und Demonstrationsdienst. Guthaben, Einzahlungen, Auszahlungen, Boni und Gewinne sind simuliert: Sie haben keinen Geldwert und können nicht umgetauscht, übertragen oder ausgezahlt werden.</p>",
      "<h2>2. Konten</h2>",
      "<ul>",
      "<li>Sie müssen mindestens 18 Jahre alt sein.</li>",
      "<li>Behalten Sie Ihr Passwort und Ihre Zwei-Faktor-Codes für sich; Sie sind für die Aktivitäten in Ihrem Konto verantwortlich.</li>",
      "<li>Konten und ihre Daten können jederzeit ohne Ankündigung zurückgesetzt oder gelöscht werden.</li>",
      "</ul>",
      "<h2>3. Verfügbarkeit</h2>",
      "<p>Der Dienst wird ohne Gewähr bereitgestellt, kann sich jederzeit ändern oder eingestellt werden und ist nicht in jedem Land verfügbar. Verwenden Sie kein VPN und keinen Proxy, um eine Standortbeschränkung zu umgehen.</p>",
      "<h2>4. Datenschutz</h2>",
      '<p>Wie wir mit Ihren Daten umgehen, steht in der <a href="/page-detail/privacy-policy">Datenschutzerklärung</a>.</p>',
    ]),
  },
  "privacy-policy": {
    title: "Datenschutzerklärung",
    meta_description: "Was die Casino Sandbox über Sie speichert, warum und wie lange.",
    body: html([
      "<p>Die Sandbox speichert nur, was sie braucht, damit die Lobby funktioniert.</p>",
      "<h2>Was wir speichern</h2>",
      "<ul>",
      "<li>Ihre Kontodaten: Benutzername, E-Mail-Adresse sowie die persönlichen Angaben und die Telefonnummer, die Sie hinzufügen.</li>",
      "<li>Ihr Passwort als gesalzenen Hash, nie in lesbarer Form. Zwei-Faktor-Geheimnisse und Wiederherstellungscodes werden verschlüsselt.</li>",
      "<li>Ihre simulierten Wallets, Transaktionen, Benachrichtigungen und Einstellungen.</li>",
      "<li>Wenn Sie sich mit Google, Facebook oder Telegram anmelden: die Konto-ID sowie den Namen und die E-Mail-Adresse, die der Anbieter teilt.</li>",
      "<li>Ihre IP-Adresse wird bei jeder Anfrage genutzt, um zu prüfen, ob Ihr Land gesperrt ist. Sie erscheint im Anfrageprotokoll des Servers, wird aber nicht mit Ihrem Konto gespeichert.</li>",
      "</ul>",
      "<h2>Was wir nicht tun</h2>",
      "<p>Wir verkaufen oder teilen Ihre Daten nicht, und die Sandbox versendet keine E-Mails oder Textnachrichten: Sie werden stattdessen in einem Entwicklungs-Postausgang abgelegt.</p>",
      "<h2>Aufbewahrung und Löschung</h2>",
      '<p>Sandbox-Daten können jederzeit gelöscht werden. Wenn Ihr Konto früher entfernt werden soll, <a href="/page-detail/contacts">kontaktieren Sie uns</a>.</p>',
    ]),
  },
  faqs: {
    title: "FAQ",
    meta_description:
      "Antworten auf häufige Fragen zu Konten, Wallets und Spielen in der Casino Sandbox.",
    body: html([
      "<h3>Ist das echtes Geld?</h3>",
      "<p>Nein. Jedes Guthaben in der Sandbox ist simuliert und kann nicht ausgezahlt werden.</p>",
      "<h3>Wie lade ich eine Wallet auf?</h3>",
      "<p>Öffnen Sie die Wallet und wählen Sie <strong>Einzahlen</strong>. Die angezeigte Adresse kann keine echten Coins empfangen; in der Entwicklung werden Einzahlungen mit den Werkzeugen der Sandbox simuliert.</p>",
      "<h3>Warum muss ich meine E-Mail-Adresse bestätigen?</h3>",
      "<p>Die Bestätigung beweist, dass die Adresse Ihnen gehört, damit Sie damit Ihr Konto wiederherstellen können. Der Link in der Nachricht ist 60 Minuten gültig; Sie können einen neuen anfordern.</p>",
      "<h3>Wie aktiviere ich die Zwei-Faktor-Authentifizierung?</h3>",
      "<p>Gehen Sie zu Ihrem Profil, scannen Sie den QR-Code mit einer Authenticator-App und geben Sie den sechsstelligen Code ein. Bewahren Sie die Wiederherstellungscodes sicher auf: Jeder funktioniert einmal, falls Sie Ihr Telefon verlieren.</p>",
      "<h3>Ein Spiel ist an meinem Standort nicht verfügbar. Warum?</h3>",
      '<p>Manche Spiele sind nur in einigen Ländern lizenziert. Siehe <a href="/page-detail/vpn-instruction">Hilfe zu Standort und VPN</a>.</p>',
      "<h3>Wie schließe ich mein Konto?</h3>",
      '<p><a href="/page-detail/contacts">Kontaktieren Sie uns</a>, und wir löschen es.</p>',
    ]),
  },
  "vpn-instruction": {
    title: "Hilfe zu Standort und VPN",
    meta_description:
      "Warum ein Spiel an Ihrem Standort nicht verfügbar sein kann und wie Sie sicherstellen, dass Ihr echter Standort verwendet wird.",
    body: html([
      "<p>Manche Spiele werden nur in bestimmten Ländern angeboten. Welche Sie öffnen können, entscheiden wir anhand des Landes, aus dem Ihre Verbindung kommt.</p>",
      "<h2>Wenn ein Spiel irrtümlich gesperrt ist</h2>",
      "<p>Ein VPN, ein Proxy oder ein privates Relay kann Ihre Verbindung so aussehen lassen, als käme sie aus einem anderen Land, und für Ihren echten Standort lizenzierte Spiele werden dann womöglich gesperrt. So beheben Sie das:</p>",
      "<ol>",
      "<li>Schalten Sie jede VPN- oder Proxy-App, Browsererweiterung oder jedes private Relay aus.</li>",
      "<li>Laden Sie die Seite neu, damit Ihr Standort erneut geprüft wird.</li>",
      "<li>Ist das Spiel weiterhin nicht verfügbar, wird es in Ihrem Land nicht angeboten.</li>",
      "</ol>",
      '<p><strong>Verwenden Sie kein VPN, um Spiele zu erreichen, die in Ihrem Land nicht angeboten werden.</strong> Das verstößt gegen unsere <a href="/page-detail/terms-and-conditions">Bedingungen</a>.</p>',
    ]),
  },
  contacts: {
    title: "Kontakt",
    meta_description: "So erreichen Sie das Team hinter der Casino Sandbox.",
    body: html([
      "<p>Die Sandbox ist ein Entwicklungsdienst: Das Support-Team dahinter antwortet während der Entwicklungszeiten, nicht rund um die Uhr.</p>",
      "<ul>",
      '<li>Kundensupport: Melden Sie sich an und eröffnen Sie auf der Seite <a href="/customer-support">Kundensupport</a> ein Gespräch; Antworten erscheinen dort und in Ihrem Posteingang.</li>',
      '<li>E-Mail: <a href="mailto:support@sandbox.test">support@sandbox.test</a> (eine Entwicklungsadresse: Nachrichten an sie gehen nicht ins öffentliche Internet).</li>',
      '<li>Hilfeseiten: Die <a href="/page-detail/faqs">FAQ</a> beantworten die häufigsten Fragen.</li>',
      "</ul>",
      '<p>Wenn Sie sich Sorgen um Ihr Spielverhalten machen, lesen Sie bitte unsere Seite zum <a href="/page-detail/responsible-gaming">verantwortungsvollen Spielen</a> für kostenlose, vertrauliche Hilfe.</p>',
    ]),
  },
};
