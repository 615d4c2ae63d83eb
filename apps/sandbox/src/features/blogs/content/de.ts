import type { BlogText } from "../blog-content.ts";

/** Der Blog auf Deutsch. */
export const de: Record<string, BlogText> = {
  "crypto-deposits-explained": {
    title: "So funktionieren Krypto-Einzahlungen",
    excerpt:
      "Von der Einzahlungsadresse bis zum gutgeschriebenen Guthaben: was mit Ihren Coins passiert und warum Bestätigungen zählen.",
    body: "<p>Jeder Spieler erhält für jede Münze und jedes Netzwerk eine persönliche Einzahlungsadresse. Senden Sie nur die angezeigte Münze über das angezeigte Netzwerk: Ein Token im falschen Netzwerk kann verloren gehen.</p><h2>Ausstehend und bestätigt</h2><p>Sobald Ihre Transaktion in der Blockchain erscheint, wird die Einzahlung als <strong>ausstehend</strong> angezeigt. Gutgeschrieben wird sie, sobald das Netzwerk sie oft genug bestätigt hat, um endgültig zu sein. Bei den meisten Münzen dauert das nur wenige Minuten.</p><ul><li>Prüfen Sie vor dem Senden die Mindesteinzahlung.</li><li>Geben Sie das Memo oder Tag an, wenn das Netzwerk eines verlangt (XRP, TON).</li><li>Bewahren Sie die Transaktions-ID auf: Damit kann der Support eine Einzahlung nachverfolgen.</li></ul>",
  },
  "rtp-and-volatility": {
    title: "RTP und Volatilität: So wählen Sie einen Slot",
    excerpt:
      "Zwei Zahlen verraten, wie sich ein Slot auf Dauer verhält. Was sie bedeuten und wie Sie sie nutzen.",
    body: "<p>Der <strong>RTP</strong> (Return to Player) ist der Anteil aller Einsätze, den ein Spiel über Millionen von Drehungen auszahlt. Ein Slot mit 96 % RTP gibt langfristig 96 von 100 eingesetzten Einheiten zurück; eine einzelne Sitzung kann weit darüber oder darunter liegen.</p><h2>Volatilität</h2><p>Die Volatilität beschreibt, wie Gewinne verteilt sind. Slots mit niedriger Volatilität zahlen oft kleine Gewinne, Slots mit hoher Volatilität selten, dafür aber manchmal hohe. Für eine lange, ruhige Sitzung wählen Sie niedrige Volatilität. Wer Features und Multiplikatoren jagt, muss mit langen Durststrecken rechnen.</p><p>Keine der beiden Zahlen ändert Ihre Chancen beim nächsten Dreh. Legen Sie zuerst ein Budget fest und wählen Sie dann das passende Spiel.</p>",
  },
  "verify-a-provably-fair-bet": {
    title: "Nachweislich fair: Prüfen Sie jede Wette selbst",
    excerpt:
      "Unsere eigenen Spiele veröffentlichen den Nachweis jedes Ergebnisses. So prüfen Sie eines in weniger als einer Minute.",
    body: "<p>Bevor Sie wetten, legen wir uns auf einen geheimen Server-Seed fest und zeigen Ihnen dessen SHA-256-Hash. Ihr Client-Seed, den Sie jederzeit ändern können, und eine Nonce, die Ihre Wetten zählt, werden damit zu jedem Ergebnis verrechnet.</p><h2>Eine Wette prüfen</h2><ol><li>Wechseln Sie Ihr Seed-Paar: Der alte Server-Seed wird offengelegt.</li><li>Berechnen Sie den Hash des offengelegten Seeds und vergleichen Sie ihn mit dem zuvor gezeigten Hash.</li><li>Berechnen Sie das Ergebnis aus Server-Seed, Client-Seed und Nonce mit dem veröffentlichten Algorithmus nach.</li></ol><p>Stimmen Hash und Ergebnis überein, stand das Ergebnis fest, bevor Sie gewettet haben, und konnte danach nicht mehr geändert werden.</p>",
  },
  "live-roulette-for-beginners": {
    title: "Live-Roulette für Einsteiger",
    excerpt:
      "Europäisch, französisch oder amerikanisch? Innen- oder Außenwetten? Ein kurzer Leitfaden vor Ihrem ersten Dreh.",
    body: "<p>Roulettetische gibt es in drei Hauptvarianten. <strong>Europäisches</strong> Roulette hat eine Null und einen Hausvorteil von 2,7 %. <strong>Französisches</strong> Roulette ergänzt die La-Partage-Regel, die bei einer Null die Hälfte der einfachen Chancen zurückgibt. <strong>Amerikanisches</strong> Roulette hat eine zweite Null und einen Hausvorteil von 5,26 %.</p><h2>Wetten</h2><ul><li>Außenwetten (Rot oder Schwarz, Gerade oder Ungerade, Dutzende) gewinnen oft und zahlen wenig.</li><li>Innenwetten (einzelne Zahlen, Splits, Carrés) gewinnen selten und zahlen bis zu 35 zu 1.</li></ul><p>Kein Wettsystem schlägt den Hausvorteil. Wählen Sie Tische mit einer Null und genießen Sie das Spiel.</p>",
  },
  "set-your-limits": {
    title: "Legen Sie Ihre Limits vor dem Spielen fest",
    excerpt:
      "Einzahlungs-, Verlust- und Einsatzlimits, Erinnerungen und Auszeiten: Werkzeuge, die das Spielen unterhaltsam halten.",
    body: "<p>Der beste Moment, um über Ihr Budget zu entscheiden, ist vor der ersten Wette. In Ihrem Konto können Sie tägliche, wöchentliche und monatliche Limits für Einzahlungen, Verluste und Einsätze festlegen.</p><h2>So funktionieren Limits</h2><ul><li>Ein niedrigeres Limit gilt sofort.</li><li>Ein höheres Limit wird erst nach 24 Stunden wirksam, damit eine Entscheidung im Eifer des Gefechts abkühlen kann.</li><li>Eine Auszeit pausiert Ihr Konto für 24 Stunden bis sechs Wochen; ein Selbstausschluss dauert mindestens sechs Monate.</li></ul><p>Wenn das Spielen keinen Spaß mehr macht, nutzen Sie diese Werkzeuge früh. Auf unserer Seite zum verantwortungsvollen Spielen finden Sie kostenlose, vertrauliche Hilfe.</p>",
  },
  "two-factor-authentication": {
    title: "Schützen Sie Ihr Konto mit Zwei-Faktor-Authentifizierung",
    excerpt:
      "Ein Passwort allein reicht nicht. Die Zwei-Faktor-Authentifizierung dauert zwei Minuten und verhindert die meisten Kontoübernahmen.",
    body: "<p>Mit aktivierter Zwei-Faktor-Authentifizierung (2FA) brauchen Sie zur Anmeldung Ihr Passwort und einen sechsstelligen Code aus einer Authenticator-App auf Ihrem Telefon. Ein gestohlenes Passwort allein ist dann wertlos.</p><h2>So aktivieren Sie sie</h2><ol><li>Öffnen Sie Ihr Profil und wählen Sie die Zwei-Faktor-Authentifizierung.</li><li>Scannen Sie den QR-Code mit einer Authenticator-App.</li><li>Geben Sie den Code aus der App ein und bewahren Sie Ihre Wiederherstellungscodes sicher auf.</li></ol><p>Jeder Wiederherstellungscode funktioniert einmal, falls Sie Ihr Telefon verlieren. Wir fragen Sie niemals per E-Mail oder Chat nach einem Code.</p>",
  },
  "why-players-use-stablecoins": {
    title: "Warum viele Spieler Stablecoins nutzen",
    excerpt:
      "USDT und USDC halten den Wert Ihres Guthabens beim Spielen stabil. Das sollten Sie wissen.",
    body: "<p>Bitcoin und andere Münzen können an einem Tag mehrere Prozent schwanken. Zahlen Sie in Bitcoin ein, schwankt der Wert Ihres Guthabens während des Spielens mit dem Markt. Stablecoins wie <strong>USDT</strong> und <strong>USDC</strong> folgen dem US-Dollar, sodass 100 USDT etwa 100 Dollar wert bleiben.</p><h2>Darauf sollten Sie achten</h2><ul><li>Stablecoins gibt es in mehreren Netzwerken: Senden Sie über das Netzwerk, das bei Ihrer Adresse angezeigt wird.</li><li>Die Netzwerkgebühren unterscheiden sich stark.</li><li>Ihr Guthaben wird zusätzlich in Ihrer gewählten Anzeigewährung angezeigt.</li></ul>",
  },
  "lightning-network-payments": {
    title: "Sofortige Bitcoin-Zahlungen mit dem Lightning-Netzwerk",
    excerpt:
      "Lightning-Zahlungen sind in Sekunden abgewickelt und kosten Bruchteile eines Cents. So zahlen Sie mit einer Rechnung ein.",
    body: "<p>Das Lightning-Netzwerk ist eine Zahlungsebene auf Bitcoin. Statt auf Blockbestätigungen zu warten, läuft eine Zahlung über Kanäle und kommt in Sekunden an, meist für eine winzige Gebühr.</p><h2>Mit Lightning einzahlen</h2><ol><li>Wählen Sie im Einzahlungs-Tab Bitcoin und das Lightning-Netzwerk.</li><li>Geben Sie den Betrag ein: Wir erstellen eine Rechnung mit QR-Code.</li><li>Bezahlen Sie sie mit einer beliebigen Lightning-Wallet, bevor sie abläuft.</li></ol><p>Eine unbezahlte Rechnung verfällt einfach; es wird nichts berechnet. Bei großen Beträgen kann eine On-Chain-Einzahlung weiterhin die bessere Wahl sein.</p>",
  },
  "bonus-wagering-explained": {
    title: "Umsatzbedingungen für Boni erklärt",
    excerpt:
      "Was 30-facher Umsatz bedeutet, warum Slots mehr zählen als Tischspiele und wie ein Bonus zu Echtgeld wird.",
    body: "<p>Ein Bonus hat eine Umsatzbedingung: den Betrag, den Sie setzen müssen, bevor Bonusgeld auszahlbar wird. Ein Bonus von 100 USDT mit 30-fachem Umsatz bedeutet Einsätze von 3.000 USDT.</p><h2>Anrechnung</h2><p>Spiele zählen unterschiedlich: Slots meist zu 100 %, Tischspiele und eigene Spiele weniger, und das Live-Casino ist oft ausgeschlossen. Während des Umsetzens gilt ein Höchsteinsatz.</p><h2>Das Ergebnis</h2><ul><li>Erfüllen Sie die Bedingung, wird der Bonus zu Echtgeld.</li><li>Fällt das Guthaben unter das Minimum, verfällt der Bonus.</li><li>Nicht genutzte Boni verfallen zum angegebenen Datum.</li></ul>",
  },
  "free-spins-and-bonus-rounds": {
    title: "Freispiele und Bonusrunden: Was ist der Unterschied?",
    excerpt:
      "Freispiele aus einer Aktion und Freispiele innerhalb eines Slots sind nicht dasselbe. Eine kurze Erklärung.",
    body: "<p><strong>Aktions-Freispiele</strong> sind ein Bonus: eine Anzahl Drehungen an bestimmten Slots mit festem Einsatz. Ihre Gewinne werden als Bonusgeld gutgeschrieben und müssen umgesetzt werden.</p><p><strong>Bonusrunden</strong> gehören zum Design eines Slots. Drei oder mehr Scatter-Symbole starten ein Feature, oft Freispiele mit Multiplikatoren oder Sticky Wilds, die das Spiel selbst auszahlt.</p><h2>Gut zu wissen</h2><ul><li>Bonusrunden sind im RTP des Slots enthalten.</li><li>Aktions-Freispiele haben ein Ablaufdatum: Prüfen Sie es im Bonus-Dialog.</li></ul>",
  },
  "our-original-games": {
    title: "Unsere eigenen Spiele: Dice, Limbo, Mines und Plinko",
    excerpt:
      "Schnell, einfach und nachweislich fair: ein Rundgang durch die Spiele, die wir selbst entwickelt haben.",
    body: "<p>Unsere eigenen Spiele sind schnelle Runden mit klaren Quoten, und jedes Ergebnis lässt sich überprüfen.</p><ul><li><strong>Dice</strong>: Wählen Sie ein Ziel und würfeln Sie darüber oder darunter; die Chance bestimmt die Auszahlung.</li><li><strong>Limbo</strong>: Wählen Sie einen Ziel-Multiplikator; die Runde gewinnt, wenn das Ergebnis ihn erreicht.</li><li><strong>Mines</strong>: Decken Sie Felder auf und kassieren Sie, bevor Sie eine Mine treffen.</li><li><strong>Plinko</strong>: Lassen Sie eine Kugel durch Stifte in eine Reihe von Multiplikatoren fallen.</li><li><strong>Keno</strong>: Wählen Sie Zahlen und sehen Sie, wie viele gezogen werden.</li></ul><p>Jedes Spiel zeigt seinen Hausvorteil, und im Fairness-Bereich können Sie jede Runde prüfen.</p>",
  },
  "time-for-a-break": {
    title: "Anzeichen, dass es Zeit für eine Pause ist",
    excerpt:
      "Verlusten hinterherjagen, länger spielen als geplant, es vor anderen verbergen: Warnzeichen und was Sie tun können.",
    body: "<p>Glücksspiel sollte Unterhaltung sein. Diese Anzeichen deuten darauf hin, dass es zu etwas anderem wird:</p><ul><li>Sie spielen länger oder geben mehr aus als geplant.</li><li>Sie versuchen, Verluste zurückzugewinnen.</li><li>Sie leihen sich Geld oder nutzen Geld, das für Rechnungen gedacht ist.</li><li>Sie sind unruhig oder gereizt, wenn Sie nicht spielen.</li></ul><h2>Was Sie tun können</h2><p>Machen Sie mit einer Auszeit eine Pause, senken Sie Ihre Limits oder schließen Sie sich selbst aus. Sprechen Sie mit einer Vertrauensperson und wenden Sie sich an eine kostenlose, vertrauliche Hilfe wie BeGambleAware oder die Anonymen Spieler.</p>",
  },
};
