import { html } from "../page-content.ts";
import type { PageText } from "../page-translations.ts";

/** Les pages statiques en français. */
export const fr: Record<string, PageText> = {
  "about-us": {
    title: "À propos",
    meta_description:
      "Ce qu'est le Casino Sandbox : une copie de développement du lobby du casino, sans argent réel.",
    body: html([
      "<p>Le <strong>Casino Sandbox</strong> est la copie de développement et de démonstration de notre lobby de casino crypto. Il affiche les mêmes écrans que le vrai produit, face à un serveur qui simule tout ce qu'il y a derrière.</p>",
      "<h2>Ce qui est réel ici</h2>",
      "<ul>",
      "<li>Les comptes, les mots de passe, l'authentification à deux facteurs et la vérification de l'e-mail fonctionnent comme en production.</li>",
      "<li>Les soldes des portefeuilles sont tenus dans une vraie comptabilité en partie double : chaque montant affiché est juste.</li>",
      "</ul>",
      "<h2>Ce qui est simulé</h2>",
      "<ul>",
      "<li>Les dépôts et les retraits ne touchent jamais une blockchain : les adresses de dépôt ne peuvent rien recevoir et rien n'est jamais versé.</li>",
      "<li>Les paris des autres joueurs dans les flux en direct sont générés.</li>",
      "<li>Les e-mails et SMS ne sont pas envoyés ; ils restent dans la boîte d'envoi de développement.</li>",
      "</ul>",
      '<p>Rien ne peut être gagné ni perdu dans la sandbox. Pour toute question, consultez la <a href="/page-detail/faqs">FAQ</a> ou <a href="/page-detail/contacts">contactez-nous</a>.</p>',
    ]),
  },
  "responsible-gaming": {
    title: "Jeu responsable",
    meta_description:
      "Comment jouer en sécurité, les signes d'un problème et où trouver une aide gratuite et confidentielle.",
    body: html([
      "<p>Le jeu doit rester un divertissement, jamais un moyen de gagner de l'argent ou de fuir ses problèmes. La sandbox n'utilise pas d'argent réel, mais les habitudes qu'elle montre sont celles sur lesquelles repose le vrai produit.</p>",
      "<h2>Jouer en sécurité</h2>",
      "<ul>",
      "<li>Décidez à l'avance combien de temps et d'argent vous pouvez vous permettre de perdre, et arrêtez-vous une fois la limite atteinte.</li>",
      "<li>Ne courez jamais après vos pertes et ne jouez jamais l'argent du loyer, des factures ou de la nourriture.</li>",
      "<li>Faites des pauses régulières et ne jouez pas si vous êtes contrarié, fatigué ou si vous avez bu.</li>",
      "</ul>",
      "<h2>Signaux d'alerte</h2>",
      "<p>Dépenser plus que prévu, emprunter pour jouer, le cacher à vos proches ou vous sentir agité quand vous arrêtez peuvent signifier que le jeu est devenu un problème.</p>",
      "<h2>Trouver de l'aide</h2>",
      '<p><a href="https://www.begambleaware.org/">BeGambleAware</a> et les <a href="https://www.gamblersanonymous.org/">Joueurs Anonymes</a> offrent une aide gratuite et confidentielle. Le jeu est réservé aux adultes : vous devez avoir 18 ans ou plus pour jouer.</p>',
    ]),
  },
  "terms-and-conditions": {
    title: "Conditions générales",
    meta_description:
      "Les conditions d'utilisation du Casino Sandbox, un service de développement sans argent réel.",
    body: html([
      "<p>En créant un compte ou en utilisant la sandbox, vous acceptez ces conditions.</p>",
      "<h2>1. Le service</h2>",
      "<p>La sandbox est un service de développement et de démonstration. Les soldes, dépôts, retraits, bonus et gains sont simulés : ils n'ont aucune valeur monétaire et ne peuvent être ni échangés, ni transférés, ni versés.</p>",
      "<h2>2. Comptes</h2>",
      "<ul>",
      "<li>Vous devez avoir 18 ans ou plus.</li>",
      "<li>Gardez pour vous votre mot de passe et vos codes à deux facteurs ; vous êtes responsable de l'activité de votre compte.</li>",
      "<li>Les comptes et leurs données peuvent être réinitialisés ou supprimés à tout moment, sans préavis.</li>",
      "</ul>",
      "<h2>3. Disponibilité</h2>",
      "<p>Le service est fourni en l'état, peut changer ou s'arrêter à tout moment et n'est pas disponible dans tous les pays. N'utilisez ni VPN ni proxy pour contourner une restriction géographique.</p>",
      "<h2>4. Confidentialité</h2>",
      '<p>La façon dont nous traitons vos données est décrite dans la <a href="/page-detail/privacy-policy">politique de confidentialité</a>.</p>',
    ]),
  },
  "privacy-policy": {
    title: "Politique de confidentialité",
    meta_description:
      "Ce que le Casino Sandbox conserve sur vous, pourquoi et pendant combien de temps.",
    body: html([
      "<p>La sandbox ne conserve que ce dont elle a besoin pour faire fonctionner le lobby.</p>",
      "<h2>Ce que nous conservons</h2>",
      "<ul>",
      "<li>Les données de votre compte : nom d'utilisateur, adresse e-mail, ainsi que les informations personnelles et le numéro de téléphone que vous choisissez d'ajouter.</li>",
      "<li>Votre mot de passe sous forme d'empreinte salée, jamais lisible. Les secrets à deux facteurs et les codes de récupération sont chiffrés.</li>",
      "<li>Vos portefeuilles simulés, transactions, notifications et réglages.</li>",
      "<li>Si vous vous connectez avec Google, Facebook ou Telegram : l'identifiant du compte ainsi que le nom et l'adresse e-mail partagés par le fournisseur.</li>",
      "<li>Votre adresse IP sert à chaque requête à savoir si votre pays est bloqué. Elle figure dans le journal des requêtes du serveur, mais n'est pas enregistrée avec votre compte.</li>",
      "</ul>",
      "<h2>Ce que nous ne faisons pas</h2>",
      "<p>Nous ne vendons ni ne partageons vos données, et la sandbox n'envoie ni e-mails ni SMS : ils sont enregistrés dans une boîte d'envoi de développement.</p>",
      "<h2>Conservation et suppression</h2>",
      '<p>Les données de la sandbox peuvent être supprimées à tout moment. Pour faire supprimer votre compte plus tôt, <a href="/page-detail/contacts">contactez-nous</a>.</p>',
    ]),
  },
  faqs: {
    title: "FAQ",
    meta_description:
      "Réponses aux questions fréquentes sur les comptes, les portefeuilles et les jeux du Casino Sandbox.",
    body: html([
      "<h3>Est-ce de l'argent réel ?</h3>",
      "<p>Non. Tous les soldes de la sandbox sont simulés et ne peuvent pas être retirés.</p>",
      "<h3>Comment alimenter un portefeuille ?</h3>",
      "<p>Ouvrez le portefeuille et choisissez <strong>Dépôt</strong>. L'adresse affichée ne peut pas recevoir de vrais coins ; en développement, les dépôts sont simulés avec les outils de la sandbox.</p>",
      "<h3>Pourquoi dois-je vérifier mon e-mail ?</h3>",
      "<p>La vérification prouve que l'adresse vous appartient afin qu'elle puisse servir à récupérer votre compte. Le lien du message est valable 60 minutes ; vous pouvez en demander un nouveau.</p>",
      "<h3>Comment activer l'authentification à deux facteurs ?</h3>",
      "<p>Allez dans votre profil, scannez le QR code avec une application d'authentification et saisissez le code à six chiffres. Rangez les codes de récupération en lieu sûr : chacun fonctionne une fois si vous perdez votre téléphone.</p>",
      "<h3>Un jeu indique qu'il n'est pas disponible dans ma région. Pourquoi ?</h3>",
      '<p>Certains jeux ne sont autorisés que dans certains pays. Consultez l\'<a href="/page-detail/vpn-instruction">aide sur la localisation et les VPN</a>.</p>',
      "<h3>Comment fermer mon compte ?</h3>",
      '<p><a href="/page-detail/contacts">Contactez-nous</a> et nous le supprimerons.</p>',
    ]),
  },
  "vpn-instruction": {
    title: "Aide sur la localisation et les VPN",
    meta_description:
      "Pourquoi un jeu peut être indisponible dans votre région et comment faire en sorte que votre vraie localisation soit utilisée.",
    body: html([
      "<p>Certains jeux ne sont proposés que dans certains pays. Nous décidons lesquels vous pouvez ouvrir d'après le pays d'où provient votre connexion.</p>",
      "<h2>Si un jeu est bloqué par erreur</h2>",
      "<p>Un VPN, un proxy ou un relais privé peut faire croire que votre connexion vient d'un autre pays, et les jeux autorisés dans votre pays réel peuvent alors être bloqués. Pour y remédier :</p>",
      "<ol>",
      "<li>Désactivez toute application VPN ou proxy, extension de navigateur ou relais privé.</li>",
      "<li>Rechargez la page pour que votre localisation soit vérifiée à nouveau.</li>",
      "<li>Si le jeu reste indisponible, il n'est pas proposé dans votre pays.</li>",
      "</ol>",
      "<p><strong>N'utilisez pas de VPN pour accéder à des jeux non proposés dans votre pays.</strong> C'est contraire à nos <a href=\"/page-detail/terms-and-conditions\">conditions</a>.</p>",
    ]),
  },
  contacts: {
    title: "Contact",
    meta_description: "Comment joindre l'équipe du Casino Sandbox.",
    body: html([
      "<p>La sandbox est un service de développement : son équipe de support répond aux heures de développement, pas 24 h/24.</p>",
      "<ul>",
      '<li>Service client : connectez-vous et ouvrez une conversation sur la page <a href="/customer-support">service client</a> ; les réponses y arrivent ainsi que dans votre boîte de réception.</li>',
      '<li>E-mail : <a href="mailto:support@sandbox.test">support@sandbox.test</a> (une adresse de développement : les messages ne partent pas sur Internet).</li>',
      '<li>Pages d\'aide : la <a href="/page-detail/faqs">FAQ</a> répond aux questions les plus courantes.</li>',
      "</ul>",
      '<p>Si votre façon de jouer vous inquiète, lisez notre page sur le <a href="/page-detail/responsible-gaming">jeu responsable</a> pour trouver une aide gratuite et confidentielle.</p>',
    ]),
  },
};
