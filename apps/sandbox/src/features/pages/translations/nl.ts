import type { PageText } from "../page-translations.ts";

const html = (lines: string[]) => lines.join("\n");

/** De statische pagina's in het Nederlands. */
export const nl: Record<string, PageText> = {
  "about-us": {
    title: "Over ons",
    meta_description:
      "Wat de Casino Sandbox is: een ontwikkelkopie van de casinolobby die geen echt geld gebruikt.",
    body: html([
      "<p>De <strong>Casino Sandbox</strong> is de ontwikkel- en demonstratiekopie van onze cryptocasinolobby. Hij toont dezelfde schermen als het echte product, tegenover een server die alles daarachter simuleert.</p>",
      "<h2>Wat hier echt is</h2>",
      "<ul>",
      "<li>Accounts, wachtwoorden, tweestapsverificatie en e-mailverificatie werken zoals in productie.</li>",
      "<li>Walletsaldi worden bijgehouden in een echte dubbele boekhouding, zodat elk bedrag dat je ziet klopt.</li>",
      "</ul>",
      "<h2>Wat gesimuleerd wordt</h2>",
      "<ul>",
      "<li>Stortingen en opnames raken nooit een blockchain: stortingsadressen kunnen niets ontvangen en er wordt nooit iets uitbetaald.</li>",
      "<li>De inzetten van andere spelers in de live feeds zijn gegenereerd.</li>",
      "<li>E-mails en sms-berichten worden niet verstuurd; ze blijven in de ontwikkel-outbox.</li>",
      "</ul>",
      '<p>In de sandbox valt niets te winnen of te verliezen. Vragen? Bekijk de <a href="/page-detail/faqs">veelgestelde vragen</a> of <a href="/page-detail/contacts">neem contact op</a>.</p>',
    ]),
  },
  "responsible-gaming": {
    title: "Verantwoord spelen",
    meta_description:
      "Hoe je veilig gokt, de waarschuwingssignalen van een probleem en waar je gratis, vertrouwelijke hulp vindt.",
    body: html([
      "<p>Gokken hoort ontspanning te zijn, nooit een manier om geld te verdienen of aan problemen te ontsnappen. De sandbox gebruikt geen echt geld, maar de gewoonten die hij laat zien, zijn die waarop het echte product is gebouwd.</p>",
      "<h2>Veilig spelen</h2>",
      "<ul>",
      "<li>Bepaal vooraf hoeveel tijd en geld je kunt missen, en stop als je die grens bereikt.</li>",
      "<li>Jaag nooit verliezen na en gok nooit met geld voor huur, rekeningen of boodschappen.</li>",
      "<li>Neem regelmatig pauze en speel niet als je van streek of moe bent of gedronken hebt.</li>",
      "</ul>",
      "<h2>Waarschuwingssignalen</h2>",
      "<p>Meer uitgeven dan gepland, lenen om te gokken, het verbergen voor anderen of onrustig worden als je stopt: het kan allemaal betekenen dat gokken een probleem is geworden.</p>",
      "<h2>Hulp zoeken</h2>",
      '<p>Gratis, vertrouwelijke steun krijg je bij <a href="https://www.begambleaware.org/">BeGambleAware</a> en <a href="https://www.gamblersanonymous.org/">Gamblers Anonymous</a>. Gokken is alleen voor volwassenen: je moet 18 jaar of ouder zijn om te spelen.</p>',
    ]),
  },
  "terms-and-conditions": {
    title: "Algemene voorwaarden",
    meta_description:
      "De voorwaarden voor het gebruik van de Casino Sandbox, een ontwikkeldienst zonder echt geld.",
    body: html([
      "<p>Door een account aan te maken of de sandbox te gebruiken, ga je akkoord met deze voorwaarden.</p>",
      "<h2>1. De dienst</h2>",
      "<p>De sandbox is een ontwikkel- en demonstratiedienst. Saldi, stortingen, opnames, bonussen en winsten zijn gesimuleerd: ze hebben geen geldwaarde en kunnen niet worden ingewisseld, overgemaakt of uitbetaald.</p>",
      "<h2>2. Accounts</h2>",
      "<ul>",
      "<li>Je moet 18 jaar of ouder zijn.</li>",
      "<li>Houd je wachtwoord en tweestapscodes voor jezelf; je bent verantwoordelijk voor de activiteit op je account.</li>",
      "<li>Accounts en hun gegevens kunnen op elk moment zonder aankondiging worden gereset of verwijderd.</li>",
      "</ul>",
      "<h2>3. Beschikbaarheid</h2>",
      "<p>De dienst wordt geleverd zoals hij is, kan op elk moment veranderen of stoppen en is niet in elk land beschikbaar. Gebruik geen VPN of proxy om een locatiebeperking te omzeilen.</p>",
      "<h2>4. Privacy</h2>",
      '<p>Hoe we met je gegevens omgaan, staat in het <a href="/page-detail/privacy-policy">privacybeleid</a>.</p>',
    ]),
  },
  "privacy-policy": {
    title: "Privacybeleid",
    meta_description: "Wat de Casino Sandbox over je bewaart, waarom en hoe lang.",
    body: html([
      "<p>De sandbox bewaart alleen wat nodig is om de lobby te laten werken.</p>",
      "<h2>Wat we bewaren</h2>",
      "<ul>",
      "<li>Je accountgegevens: gebruikersnaam, e-mailadres en de persoonlijke gegevens en het telefoonnummer die je zelf toevoegt.</li>",
      "<li>Je wachtwoord als gezouten hash, nooit leesbaar. Tweestapsgeheimen en herstelcodes worden versleuteld.</li>",
      "<li>Je gesimuleerde wallets, transacties, meldingen en instellingen.</li>",
      "<li>Als je inlogt met Google, Facebook of Telegram: de account-ID en de naam en het e-mailadres die de aanbieder deelt.</li>",
      "<li>Je IP-adres wordt bij elk verzoek gebruikt om te bepalen of je land geblokkeerd is. Het staat in het verzoeklogboek van de server, maar wordt niet bij je account opgeslagen.</li>",
      "</ul>",
      "<h2>Wat we niet doen</h2>",
      "<p>We verkopen of delen je gegevens niet, en de sandbox verstuurt geen e-mails of sms-berichten: die worden in een ontwikkel-outbox vastgelegd.</p>",
      "<h2>Bewaren en verwijderen</h2>",
      '<p>Sandboxgegevens kunnen op elk moment worden verwijderd. Wil je je account eerder laten verwijderen, <a href="/page-detail/contacts">neem dan contact op</a>.</p>',
    ]),
  },
  faqs: {
    title: "Veelgestelde vragen",
    meta_description:
      "Antwoorden op veelgestelde vragen over accounts, wallets en spellen in de Casino Sandbox.",
    body: html([
      "<h3>Is dit echt geld?</h3>",
      "<p>Nee. Elk saldo in de sandbox is gesimuleerd en kan niet worden uitbetaald.</p>",
      "<h3>Hoe vul ik een wallet aan?</h3>",
      "<p>Open de wallet en kies <strong>Storten</strong>. Het getoonde adres kan geen echte munten ontvangen; in ontwikkeling worden stortingen gesimuleerd met de hulpmiddelen van de sandbox.</p>",
      "<h3>Waarom moet ik mijn e-mailadres bevestigen?</h3>",
      "<p>De bevestiging bewijst dat het adres van jou is, zodat je er je account mee kunt herstellen. De link in het bericht is 60 minuten geldig; je kunt een nieuwe aanvragen.</p>",
      "<h3>Hoe zet ik tweestapsverificatie aan?</h3>",
      "<p>Ga naar je profiel, scan de QR-code met een authenticator-app en voer de zescijferige code in. Bewaar de herstelcodes op een veilige plek: elke code werkt één keer als je je telefoon kwijtraakt.</p>",
      "<h3>Een spel zegt dat het op mijn locatie niet beschikbaar is. Waarom?</h3>",
      '<p>Sommige spellen hebben alleen in bepaalde landen een licentie. Zie <a href="/page-detail/vpn-instruction">hulp bij locatie en VPN</a>.</p>',
      "<h3>Hoe sluit ik mijn account?</h3>",
      '<p><a href="/page-detail/contacts">Neem contact op</a> en we verwijderen het.</p>',
    ]),
  },
  "vpn-instruction": {
    title: "Hulp bij locatie en VPN",
    meta_description:
      "Waarom een spel op je locatie niet beschikbaar kan zijn en hoe je zorgt dat je echte locatie wordt gebruikt.",
    body: html([
      "<p>Sommige spellen worden alleen in bepaalde landen aangeboden. Welke je kunt openen, bepalen we aan de hand van het land waar je verbinding vandaan komt.</p>",
      "<h2>Als een spel ten onrechte geblokkeerd is</h2>",
      "<p>Een VPN, proxy of privé-relay kan je verbinding laten lijken alsof die uit een ander land komt, waardoor spellen met een licentie voor je echte locatie geblokkeerd kunnen raken. Zo los je het op:</p>",
      "<ol>",
      "<li>Zet elke VPN- of proxy-app, browserextensie of privé-relay uit.</li>",
      "<li>Laad de pagina opnieuw, zodat je locatie opnieuw wordt gecontroleerd.</li>",
      "<li>Is het spel nog steeds niet beschikbaar, dan wordt het in jouw land niet aangeboden.</li>",
      "</ol>",
      '<p><strong>Gebruik geen VPN om spellen te bereiken die in jouw land niet worden aangeboden.</strong> Dat is in strijd met onze <a href="/page-detail/terms-and-conditions">voorwaarden</a>.</p>',
    ]),
  },
  contacts: {
    title: "Contact",
    meta_description: "Zo bereik je het team achter de Casino Sandbox.",
    body: html([
      "<p>De sandbox is een ontwikkeldienst: het supportteam erachter antwoordt tijdens ontwikkeluren, niet dag en nacht.</p>",
      "<ul>",
      '<li>Klantenservice: log in en begin een gesprek op de pagina <a href="/customer-support">klantenservice</a>; antwoorden verschijnen daar en in je inbox.</li>',
      '<li>E-mail: <a href="mailto:support@sandbox.test">support@sandbox.test</a> (een ontwikkeladres: berichten gaan niet het openbare internet op).</li>',
      '<li>Hulppagina\'s: de <a href="/page-detail/faqs">veelgestelde vragen</a> beantwoorden de meest voorkomende vragen.</li>',
      "</ul>",
      '<p>Maak je je zorgen over je gokgedrag, lees dan onze pagina over <a href="/page-detail/responsible-gaming">verantwoord spelen</a> voor gratis, vertrouwelijke hulp.</p>',
    ]),
  },
};
