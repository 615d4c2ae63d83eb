import type { BlogText } from "../blog-content.ts";

/** Le blog en français. */
export const fr: Record<string, BlogText> = {
  "crypto-deposits-explained": {
    title: "Comment fonctionnent les dépôts en crypto",
    excerpt:
      "De l'adresse de dépôt au solde crédité : ce qu'il advient de vos coins et pourquoi les confirmations comptent.",
    body: "<p>Chaque joueur reçoit une adresse de dépôt personnelle pour chaque crypto et chaque réseau. N'envoyez que la crypto et le réseau indiqués : un jeton envoyé sur le mauvais réseau peut être perdu.</p><h2>En attente et confirmé</h2><p>Dès que votre transaction apparaît sur la blockchain, le dépôt s'affiche <strong>en attente</strong>. Il est crédité une fois que le réseau l'a confirmé suffisamment de fois pour être définitif. Pour la plupart des cryptos, cela prend quelques minutes.</p><ul><li>Vérifiez le dépôt minimum avant d'envoyer.</li><li>Ajoutez le mémo ou le tag quand le réseau en demande un (XRP, TON).</li><li>Conservez l'identifiant de transaction : le support peut retrouver un dépôt grâce à lui.</li></ul>",
  },
  "rtp-and-volatility": {
    title: "RTP et volatilité : comment choisir une machine à sous",
    excerpt:
      "Deux chiffres disent comment une machine à sous se comporte dans la durée. Ce qu'ils signifient et comment s'en servir.",
    body: "<p>Le <strong>RTP</strong> (taux de redistribution) est la part de toutes les mises qu'un jeu reverse sur des millions de tours. Une machine à 96 % de RTP rend 96 sur 100 misés à long terme ; une session donnée peut être bien au-dessus ou en dessous.</p><h2>Volatilité</h2><p>La volatilité décrit la répartition des gains. Les machines à faible volatilité paient souvent de petits gains ; celles à forte volatilité paient rarement, mais parfois beaucoup. Pour une session longue et calme, choisissez une faible volatilité. Si vous visez les fonctions et les multiplicateurs, attendez-vous à de longues périodes sans gain.</p><p>Aucun de ces chiffres ne change vos chances au prochain tour. Fixez d'abord un budget, puis choisissez le jeu qui lui convient.</p>",
  },
  "verify-a-provably-fair-bet": {
    title: "Équité prouvable : vérifiez vous-même chaque pari",
    excerpt:
      "Nos jeux originaux publient la preuve de chaque résultat. Voici comment en vérifier un en moins d'une minute.",
    body: "<p>Avant que vous ne pariiez, nous nous engageons sur une graine serveur secrète en vous montrant son empreinte SHA-256. Votre graine client, modifiable à tout moment, et un nonce qui compte vos paris sont combinés avec elle pour produire chaque résultat.</p><h2>Vérifier un pari</h2><ol><li>Changez votre paire de graines : l'ancienne graine serveur est révélée.</li><li>Calculez l'empreinte de la graine révélée et comparez-la à celle qui vous a été montrée avant.</li><li>Recalculez le résultat à partir de la graine serveur, de la graine client et du nonce avec l'algorithme publié.</li></ol><p>Si l'empreinte correspond et que le résultat est identique, l'issue était fixée avant votre pari et n'a pas pu être modifiée ensuite.</p>",
  },
  "live-roulette-for-beginners": {
    title: "La roulette en direct pour débutants",
    excerpt:
      "Européenne, française ou américaine ? Mises intérieures ou extérieures ? Un petit guide avant votre premier tour.",
    body: "<p>Il existe trois grandes variantes de roulette. La roulette <strong>européenne</strong> a un seul zéro et un avantage de la maison de 2,7 %. La roulette <strong>française</strong> ajoute la règle de la partage, qui rend la moitié des mises sur les chances simples quand le zéro sort. La roulette <strong>américaine</strong> a un double zéro et un avantage de la maison de 5,26 %.</p><h2>Les mises</h2><ul><li>Les mises extérieures (rouge ou noir, pair ou impair, douzaines) gagnent souvent et rapportent peu.</li><li>Les mises intérieures (numéros pleins, chevaux, carrés) gagnent rarement et paient jusqu'à 35 contre 1.</li></ul><p>Aucune martingale ne bat l'avantage de la maison. Choisissez les tables à un seul zéro et profitez du jeu.</p>",
  },
  "set-your-limits": {
    title: "Fixez vos limites avant de jouer",
    excerpt:
      "Limites de dépôt, de pertes et de mises, rappels et pauses : des outils pour que le jeu reste un plaisir.",
    body: "<p>Le meilleur moment pour décider combien dépenser, c'est avant le premier pari. Dans votre compte, vous pouvez fixer des limites quotidiennes, hebdomadaires et mensuelles sur les dépôts, les pertes et les mises.</p><h2>Comment fonctionnent les limites</h2><ul><li>Une limite plus basse s'applique immédiatement.</li><li>Une limite plus haute ne prend effet qu'après 24 heures, pour qu'une décision prise sur un coup de tête puisse retomber.</li><li>Une pause suspend votre compte de 24 heures à six semaines ; l'auto-exclusion dure au moins six mois.</li></ul><p>Si le jeu cesse d'être un plaisir, utilisez ces outils tôt. Notre page sur le jeu responsable indique une aide gratuite et confidentielle.</p>",
  },
  "two-factor-authentication": {
    title: "Protégez votre compte avec l'authentification à deux facteurs",
    excerpt:
      "Un mot de passe seul ne suffit pas. L'authentification à deux facteurs prend deux minutes et bloque la plupart des piratages de compte.",
    body: "<p>Avec l'authentification à deux facteurs (2FA), la connexion demande votre mot de passe et un code à six chiffres d'une application d'authentification sur votre téléphone. Un mot de passe volé ne sert alors plus à rien seul.</p><h2>L'activer</h2><ol><li>Ouvrez votre profil et choisissez l'authentification à deux facteurs.</li><li>Scannez le QR code avec une application d'authentification.</li><li>Saisissez le code affiché par l'application, puis rangez vos codes de récupération en lieu sûr.</li></ol><p>Chaque code de récupération fonctionne une fois, au cas où vous perdriez votre téléphone. Nous ne vous demanderons jamais de code par e-mail ou par chat.</p>",
  },
  "why-players-use-stablecoins": {
    title: "Pourquoi de nombreux joueurs utilisent des stablecoins",
    excerpt:
      "L'USDT et l'USDC gardent la valeur de votre solde stable pendant que vous jouez. Ce qu'il faut savoir.",
    body: "<p>Le Bitcoin et d'autres cryptos peuvent varier de plusieurs pour cent en une journée. Si vous déposez en Bitcoin, la valeur de votre solde suit le marché pendant que vous jouez. Les stablecoins comme l'<strong>USDT</strong> et l'<strong>USDC</strong> suivent le dollar américain : 100 USDT valent donc toujours environ 100 dollars.</p><h2>Points à vérifier</h2><ul><li>Les stablecoins existent sur plusieurs réseaux : envoyez sur le réseau indiqué avec votre adresse.</li><li>Les frais de réseau varient beaucoup d'un réseau à l'autre.</li><li>Votre solde s'affiche aussi dans la devise d'affichage choisie.</li></ul>",
  },
  "lightning-network-payments": {
    title: "Du Bitcoin instantané avec le Lightning Network",
    excerpt:
      "Les paiements Lightning sont réglés en quelques secondes pour une fraction de centime. Comment déposer avec une facture.",
    body: "<p>Le Lightning Network est une couche de paiement au-dessus du Bitcoin. Au lieu d'attendre les confirmations de blocs, un paiement circule par des canaux et arrive en quelques secondes, généralement pour des frais minimes.</p><h2>Déposer avec Lightning</h2><ol><li>Choisissez Bitcoin et le réseau Lightning dans l'onglet de dépôt.</li><li>Saisissez le montant : nous créons une facture avec un QR code.</li><li>Payez-la depuis n'importe quel portefeuille Lightning avant qu'elle n'expire.</li></ol><p>Une facture impayée expire simplement ; rien n'est prélevé. Pour de gros montants, un dépôt on-chain peut rester le meilleur choix.</p>",
  },
  "bonus-wagering-explained": {
    title: "Les conditions de mise des bonus, expliquées",
    excerpt:
      "Ce que signifie une mise de 30x, pourquoi les machines à sous comptent plus que les jeux de table et comment un bonus devient de l'argent réel.",
    body: "<p>Un bonus est assorti d'une condition de mise : le montant à parier avant que l'argent du bonus puisse être retiré. Un bonus de 100 USDT avec une mise de 30x signifie 3 000 USDT de paris.</p><h2>Contribution</h2><p>Les jeux ne comptent pas tous pareil : les machines à sous comptent en général à 100 %, les jeux de table et les originaux moins, et le casino en direct est souvent exclu. Une mise maximale s'applique pendant que vous jouez le bonus.</p><h2>L'issue</h2><ul><li>Remplissez la condition et le bonus devient de l'argent réel.</li><li>Si le solde passe sous le minimum, le bonus est perdu.</li><li>Les bonus inutilisés expirent à la date indiquée.</li></ul>",
  },
  "free-spins-and-bonus-rounds": {
    title: "Tours gratuits et tours bonus : quelle différence ?",
    excerpt:
      "Les tours gratuits d'une promotion et ceux d'une machine à sous ne sont pas la même chose. Petite explication.",
    body: "<p>Les <strong>tours gratuits promotionnels</strong> sont un bonus : un nombre de tours sur des machines désignées, à mise fixe. Leurs gains sont crédités en argent bonus et doivent être misés.</p><p>Les <strong>tours bonus</strong> font partie de la conception d'une machine à sous. Trois symboles scatter ou plus déclenchent une fonction, souvent des tours gratuits avec multiplicateurs ou wilds collants, payée par le jeu lui-même.</p><h2>Bon à savoir</h2><ul><li>Les tours bonus sont inclus dans le RTP de la machine.</li><li>Les tours promotionnels expirent : vérifiez la date dans la fenêtre des bonus.</li></ul>",
  },
  "our-original-games": {
    title: "Nos originaux : dice, limbo, mines et plinko",
    excerpt:
      "Rapides, simples et équitables de façon prouvable : tour d'horizon des jeux que nous avons créés nous-mêmes.",
    body: "<p>Nos jeux originaux sont des manches rapides aux probabilités claires, et chaque résultat peut être vérifié.</p><ul><li><strong>Dice</strong> : choisissez une cible et lancez au-dessus ou en dessous ; la probabilité fixe le gain.</li><li><strong>Limbo</strong> : choisissez un multiplicateur cible ; la manche est gagnée si le résultat l'atteint.</li><li><strong>Mines</strong> : dévoilez des cases d'une grille et encaissez avant de tomber sur une mine.</li><li><strong>Plinko</strong> : lâchez une bille entre des picots vers une rangée de multiplicateurs.</li><li><strong>Keno</strong> : choisissez des numéros et voyez combien sont tirés.</li></ul><p>Chaque jeu affiche son avantage de la maison, et le panneau d'équité permet de vérifier chaque manche.</p>",
  },
  "time-for-a-break": {
    title: "Les signes qu'il est temps de faire une pause",
    excerpt:
      "Se refaire après une perte, jouer plus longtemps que prévu, le cacher aux autres : signaux d'alerte et que faire.",
    body: "<p>Le jeu devrait rester un divertissement. Ces signes indiquent qu'il devient autre chose :</p><ul><li>Vous jouez plus longtemps ou dépensez plus que prévu.</li><li>Vous essayez de récupérer ce que vous avez perdu.</li><li>Vous empruntez de l'argent ou utilisez l'argent des factures.</li><li>Vous êtes agité ou irritable quand vous ne jouez pas.</li></ul><h2>Ce que vous pouvez faire</h2><p>Faites une pause, baissez vos limites ou excluez-vous. Parlez-en à une personne de confiance et contactez une ligne d'aide gratuite et confidentielle comme BeGambleAware ou les Joueurs Anonymes.</p>",
  },
};
