import type { BlogText } from "../blog-content.ts";

/** De blog in het Nederlands. */
export const nl: Record<string, BlogText> = {
  "crypto-deposits-explained": {
    title: "Zo werken stortingen in crypto",
    excerpt:
      "Van stortingsadres tot bijgeschreven saldo: wat er met je munten gebeurt en waarom bevestigingen belangrijk zijn.",
    body: "<p>Elke speler krijgt een persoonlijk stortingsadres voor elke munt en elk netwerk. Stuur alleen de getoonde munt via het getoonde netwerk: een token op het verkeerde netwerk kan verloren gaan.</p><h2>In behandeling en bevestigd</h2><p>Zodra je transactie op de blockchain verschijnt, staat de storting op <strong>in behandeling</strong>. Ze wordt bijgeschreven zodra het netwerk haar vaak genoeg heeft bevestigd om definitief te zijn. Bij de meeste munten duurt dat een paar minuten.</p><ul><li>Controleer de minimale storting voordat je verstuurt.</li><li>Vul de memo of tag in als het netwerk erom vraagt (XRP, TON).</li><li>Bewaar de transactie-ID: daarmee kan support een storting terugvinden.</li></ul>",
  },
  "rtp-and-volatility": {
    title: "RTP en volatiliteit: zo kies je een gokkast",
    excerpt:
      "Twee getallen vertellen hoe een gokkast zich op termijn gedraagt. Wat ze betekenen en hoe je ze gebruikt.",
    body: "<p>De <strong>RTP</strong> (return to player) is het deel van alle inzetten dat een spel over miljoenen spins terugbetaalt. Een gokkast met 96 % RTP geeft op lange termijn 96 van elke 100 ingezette eenheden terug; één sessie kan ver daarboven of daaronder uitkomen.</p><h2>Volatiliteit</h2><p>Volatiliteit beschrijft hoe winsten verdeeld zijn. Gokkasten met lage volatiliteit betalen vaak kleine winsten; die met hoge volatiliteit betalen zelden, maar soms veel. Wil je een lange, rustige sessie, kies dan lage volatiliteit. Jaag je op features en multipliers, reken dan op lange droge periodes.</p><p>Geen van beide getallen verandert je kansen bij de volgende spin. Bepaal eerst een budget en kies dan het spel dat erbij past.</p>",
  },
  "verify-a-provably-fair-bet": {
    title: "Aantoonbaar eerlijk: controleer elke inzet zelf",
    excerpt:
      "Onze eigen spellen publiceren het bewijs van elke uitkomst. Zo controleer je er een in minder dan een minuut.",
    body: "<p>Voordat je inzet, leggen we ons vast op een geheime server-seed door je de SHA-256-hash ervan te tonen. Jouw client-seed, die je altijd kunt wijzigen, en een nonce die je inzetten telt, worden ermee gecombineerd tot elke uitkomst.</p><h2>Een inzet controleren</h2><ol><li>Wissel je seed-paar: de oude server-seed wordt onthuld.</li><li>Bereken de hash van de onthulde seed en vergelijk die met de hash die je eerder zag.</li><li>Bereken de uitkomst opnieuw uit server-seed, client-seed en nonce met het gepubliceerde algoritme.</li></ol><p>Klopt de hash en is de uitkomst gelijk, dan lag het resultaat vast voordat je inzette en kon het daarna niet meer veranderen.</p>",
  },
  "live-roulette-for-beginners": {
    title: "Live roulette voor beginners",
    excerpt:
      "Europees, Frans of Amerikaans? Binnen- of buiteninzetten? Een korte gids voor je eerste spin.",
    body: "<p>Roulettetafels zijn er in drie hoofdvarianten. <strong>Europese</strong> roulette heeft één nul en een huisvoordeel van 2,7 %. <strong>Franse</strong> roulette voegt de la-partage-regel toe, die bij een nul de helft van de inzetten op enkele kansen teruggeeft. <strong>Amerikaanse</strong> roulette heeft een dubbele nul en een huisvoordeel van 5,26 %.</p><h2>Inzetten</h2><ul><li>Buiteninzetten (rood of zwart, even of oneven, dozijnen) winnen vaak en betalen weinig.</li><li>Binneninzetten (losse nummers, splits, carrés) winnen zelden en betalen tot 35 tegen 1.</li></ul><p>Geen enkel inzetsysteem verslaat het huisvoordeel. Kies tafels met één nul en geniet van het spel.</p>",
  },
  "set-your-limits": {
    title: "Stel je limieten in voordat je speelt",
    excerpt:
      "Stortings-, verlies- en inzetlimieten, herinneringen en pauzes: hulpmiddelen die spelen leuk houden.",
    body: "<p>Het beste moment om te bepalen hoeveel je uitgeeft, is vóór de eerste inzet. In je account stel je dagelijkse, wekelijkse en maandelijkse limieten in voor stortingen, verliezen en inzetten.</p><h2>Zo werken limieten</h2><ul><li>Een lagere limiet geldt meteen.</li><li>Een hogere limiet gaat pas na 24 uur in, zodat een besluit in het heetst van de strijd kan afkoelen.</li><li>Een pauze zet je account 24 uur tot zes weken stil; zelfuitsluiting duurt minstens zes maanden.</li></ul><p>Is spelen niet meer leuk, gebruik deze hulpmiddelen dan vroeg. Op onze pagina over verantwoord spelen vind je gratis, vertrouwelijke hulp.</p>",
  },
  "two-factor-authentication": {
    title: "Bescherm je account met tweestapsverificatie",
    excerpt:
      "Een wachtwoord alleen is niet genoeg. Tweestapsverificatie kost twee minuten en houdt de meeste accountovernames tegen.",
    body: "<p>Met tweestapsverificatie (2FA) heb je om in te loggen je wachtwoord én een zescijferige code uit een authenticator-app op je telefoon nodig. Een gestolen wachtwoord is dan op zichzelf waardeloos.</p><h2>Zo zet je het aan</h2><ol><li>Open je profiel en kies tweestapsverificatie.</li><li>Scan de QR-code met een authenticator-app.</li><li>Voer de code uit de app in en bewaar je herstelcodes op een veilige plek.</li></ol><p>Elke herstelcode werkt één keer, voor het geval je je telefoon kwijtraakt. We vragen je nooit om een code per e-mail of chat.</p>",
  },
  "why-players-use-stablecoins": {
    title: "Waarom veel spelers stablecoins gebruiken",
    excerpt:
      "USDT en USDC houden de waarde van je saldo stabiel terwijl je speelt. Dit moet je weten.",
    body: "<p>Bitcoin en andere munten kunnen op één dag enkele procenten bewegen. Stort je in Bitcoin, dan beweegt de waarde van je saldo tijdens het spelen mee met de markt. Stablecoins zoals <strong>USDT</strong> en <strong>USDC</strong> volgen de Amerikaanse dollar, dus 100 USDT blijft ongeveer 100 dollar waard.</p><h2>Waar je op let</h2><ul><li>Stablecoins bestaan op meerdere netwerken: stuur via het netwerk dat bij je adres staat.</li><li>Netwerkkosten verschillen sterk per netwerk.</li><li>Je saldo wordt ook getoond in je gekozen weergavevaluta.</li></ul>",
  },
  "lightning-network-payments": {
    title: "Direct Bitcoin met het Lightning Network",
    excerpt:
      "Lightning-betalingen zijn in seconden afgerond voor een fractie van een cent. Zo stort je met een factuur.",
    body: "<p>Het Lightning Network is een betaallaag bovenop Bitcoin. In plaats van te wachten op blokbevestigingen gaat een betaling via kanalen en komt ze binnen seconden aan, meestal voor minimale kosten.</p><h2>Storten met Lightning</h2><ol><li>Kies Bitcoin en het Lightning-netwerk op het stortingstabblad.</li><li>Vul het bedrag in: we maken een factuur met QR-code.</li><li>Betaal die vanuit een willekeurige Lightning-wallet voordat ze verloopt.</li></ol><p>Een onbetaalde factuur verloopt gewoon; er wordt niets afgeschreven. Voor grote bedragen kan een on-chain storting nog steeds de betere keuze zijn.</p>",
  },
  "bonus-wagering-explained": {
    title: "Inzetvereisten van bonussen uitgelegd",
    excerpt:
      "Wat 30x inzetten betekent, waarom gokkasten zwaarder tellen dan tafelspellen en hoe een bonus echt geld wordt.",
    body: "<p>Een bonus heeft een inzetvereiste: het bedrag dat je moet inzetten voordat bonusgeld opneembaar wordt. Een bonus van 100 USDT met 30x inzet betekent 3.000 USDT aan inzetten.</p><h2>Bijdrage</h2><p>Spellen tellen verschillend mee: gokkasten meestal voor 100 %, tafelspellen en eigen spellen minder, en live casino is vaak uitgesloten. Tijdens het vrijspelen geldt een maximale inzet.</p><h2>De uitkomst</h2><ul><li>Voldoe aan de vereiste en de bonus wordt echt geld.</li><li>Zakt het saldo onder het minimum, dan vervalt de bonus.</li><li>Ongebruikte bonussen verlopen op de aangegeven datum.</li></ul>",
  },
  "free-spins-and-bonus-rounds": {
    title: "Free spins en bonusrondes: wat is het verschil?",
    excerpt:
      "Free spins uit een promotie en free spins in een gokkast zijn niet hetzelfde. Een korte uitleg.",
    body: "<p><strong>Promotionele free spins</strong> zijn een bonus: een aantal spins op genoemde gokkasten tegen een vaste inzet. De winsten worden als bonusgeld bijgeschreven en moeten worden ingezet.</p><p><strong>Bonusrondes</strong> horen bij het ontwerp van een gokkast. Drie of meer scatter-symbolen starten een feature, vaak free spins met multipliers of sticky wilds, uitbetaald door het spel zelf.</p><h2>Goed om te weten</h2><ul><li>Bonusrondes zitten in de RTP van de gokkast.</li><li>Promotionele spins verlopen: controleer de datum in het bonusvenster.</li></ul>",
  },
  "our-original-games": {
    title: "Onze eigen spellen: dice, limbo, mines en plinko",
    excerpt:
      "Snel, eenvoudig en aantoonbaar eerlijk: een rondleiding langs de spellen die we zelf hebben gebouwd.",
    body: "<p>Onze eigen spellen zijn snelle rondes met duidelijke kansen, en elke uitkomst is te controleren.</p><ul><li><strong>Dice</strong>: kies een doel en gooi erboven of eronder; de kans bepaalt de uitbetaling.</li><li><strong>Limbo</strong>: kies een doelmultiplier; je wint als de uitkomst die haalt.</li><li><strong>Mines</strong>: draai vakjes om en cash uit voordat je een mijn raakt.</li><li><strong>Plinko</strong>: laat een bal langs pinnen in een rij multipliers vallen.</li><li><strong>Keno</strong>: kies nummers en kijk hoeveel er getrokken worden.</li></ul><p>Elk spel toont zijn huisvoordeel, en in het eerlijkheidspaneel controleer je elke ronde.</p>",
  },
  "time-for-a-break": {
    title: "Signalen dat het tijd is voor een pauze",
    excerpt:
      "Verliezen najagen, langer spelen dan gepland, het verbergen voor anderen: waarschuwingssignalen en wat je kunt doen.",
    body: "<p>Gokken hoort ontspanning te zijn. Deze signalen wijzen erop dat het iets anders wordt:</p><ul><li>Je speelt langer of geeft meer uit dan gepland.</li><li>Je probeert verliezen terug te winnen.</li><li>Je leent geld of gebruikt geld dat voor rekeningen bedoeld is.</li><li>Je bent onrustig of prikkelbaar als je niet speelt.</li></ul><h2>Wat je kunt doen</h2><p>Neem een pauze, verlaag je limieten of sluit jezelf uit. Praat met iemand die je vertrouwt en neem contact op met een gratis, vertrouwelijke hulplijn zoals BeGambleAware of Gamblers Anonymous.</p>",
  },
};
