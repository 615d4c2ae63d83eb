/**
 * The translations of the seeded content (lib/content-language.ts): a glossary from each English
 * text the seeds write to its German, Spanish, French, Japanese, Dutch, Portuguese, Russian and
 * Turkish text, and the game descriptions' templates in those languages. Brand names (providers,
 * games, the demo sites' names) are not translated. A `{placeholder}` of an entry stands for a
 * value (a bonus code, a game's name) copied from the English text into its translations.
 */
import type { ContentTranslations, Locale } from "../lib/content-language.ts";

/** The locales a translation is stored for (English is the records' own columns). */
export const TRANSLATED_LOCALES = ["de", "es", "fr", "ja", "nl", "pt", "ru", "tr"] as const;
type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
/** A text in each of {@link TRANSLATED_LOCALES}, in that order. */
type InLocales = readonly [string, string, string, string, string, string, string, string];

const TERMS_EN =
  "<ul><li>One bonus at a time can be claimed or active.</li><li>Slots count 100 % towards wagering, the originals 20 %, table games 10 %, live casino 0 %.</li><li>Bonus money is used only when your real balance cannot cover a bet; it is released to your balance when the wagering is complete.</li><li>The bonus ends (and its bonus money is removed) when it expires, when its bonus money runs out, or when you cancel it.</li></ul>";

/** English text (with `{placeholders}`) -> its translations. */
const GLOSSARY: Record<string, InLocales> = {
  // Lobby banners (in_top_lobby, in_top_live_casino).
  "Editor's choice: this week's picks": [
    "Redaktionstipps der Woche",
    "Lo mejor de la semana",
    "La sélection de la semaine",
    "編集部のおすすめ：今週のピックアップ",
    "De keuze van de week",
    "Destaques da semana",
    "Выбор недели",
    "Haftanın seçkisi",
  ],
  "Local heroes: the sandbox's favourites": [
    "Lokale Helden: die Lieblinge der Sandbox",
    "Héroes locales: los favoritos del sandbox",
    "Héros locaux : les favoris du bac à sable",
    "ローカルヒーロー：サンドボックスの人気作",
    "Lokale helden: de favorieten van de sandbox",
    "Heróis locais: os favoritos do sandbox",
    "Местные герои: любимцы песочницы",
    "Yerel kahramanlar: sandbox'ın favorileri",
  ],
  "Lodestar picks: spin the stars": [
    "Lodestar-Auswahl: Dreh an den Sternen",
    "Selección Lodestar: gira las estrellas",
    "La sélection Lodestar : faites tourner les étoiles",
    "Lodestarセレクション：星を回そう",
    "Lodestar-selectie: laat de sterren draaien",
    "Seleção Lodestar: gire as estrelas",
    "Выбор Lodestar: крутите звёзды",
    "Lodestar seçkisi: yıldızları çevir",
  ],
  "600+ games from 24 studios": [
    "Über 600 Spiele von 24 Studios",
    "Más de 600 juegos de 24 estudios",
    "Plus de 600 jeux de 24 studios",
    "24スタジオの600以上のゲーム",
    "600+ spellen van 24 studio's",
    "Mais de 600 jogos de 24 estúdios",
    "Более 600 игр от 24 студий",
    "24 stüdyodan 600'den fazla oyun",
  ],
  "Provably fair originals: verify every bet": [
    "Nachweislich faire Originals",
    "Originales justos y verificables",
    "Originaux vérifiables",
    "公平性証明付きオリジナル：すべてのベットを検証",
    "Bewijsbaar eerlijke originals",
    "Originais comprovadamente justos",
    "Доказуемо честные игры",
    "Doğrulanabilir adil oyunlar",
  ],
  "Live tables open now": [
    "Live-Tische jetzt geöffnet",
    "Mesas en vivo abiertas ahora",
    "Tables en direct ouvertes maintenant",
    "ライブテーブル営業中",
    "Livetafels nu open",
    "Mesas ao vivo abertas agora",
    "Живые столы уже открыты",
    "Canlı masalar şimdi açık",
  ],
  "Live roulette with real dealers": [
    "Live-Roulette mit echten Croupiers",
    "Ruleta en vivo con crupieres reales",
    "Roulette en direct avec de vrais croupiers",
    "本物のディーラーによるライブルーレット",
    "Liveroulette met echte dealers",
    "Roleta ao vivo com dealers reais",
    "Живая рулетка с настоящими дилерами",
    "Gerçek krupiyelerle canlı rulet",
  ],
  "Lodestar live nights": [
    "Lodestar-Live-Nächte",
    "Noches en vivo de Lodestar",
    "Soirées live Lodestar",
    "Lodestarライブナイト",
    "Lodestar live-avonden",
    "Noites ao vivo Lodestar",
    "Живые вечера Lodestar",
    "Lodestar canlı geceleri",
  ],
  // Lobby rails and categories (in_lobby, in_live_casino, the navs).
  "Editor's choice": [
    "Tipp der Redaktion",
    "Selección del editor",
    "Le choix de la rédaction",
    "編集部のおすすめ",
    "Keuze van de redactie",
    "Escolha do editor",
    "Выбор редакции",
    "Editörün seçimi",
  ],
  "Local heroes": [
    "Lokale Helden",
    "Héroes locales",
    "Héros locaux",
    "ローカルヒーロー",
    "Lokale helden",
    "Heróis locais",
    "Местные герои",
    "Yerel kahramanlar",
  ],
  "Lodestar picks": [
    "Lodestar-Auswahl",
    "Selección Lodestar",
    "Sélection Lodestar",
    "Lodestarセレクション",
    "Lodestar-selectie",
    "Seleção Lodestar",
    "Выбор Lodestar",
    "Lodestar seçkisi",
  ],
  Popular: [
    "Beliebt",
    "Populares",
    "Populaires",
    "人気",
    "Populair",
    "Populares",
    "Популярные",
    "Popüler",
  ],
  "New releases": [
    "Neuerscheinungen",
    "Novedades",
    "Nouveautés",
    "新着",
    "Nieuwe releases",
    "Lançamentos",
    "Новинки",
    "Yeni çıkanlar",
  ],
  "Provably fair": [
    "Nachweislich fair",
    "Demostrablemente justo",
    "Équité prouvable",
    "公平性証明",
    "Aantoonbaar eerlijk",
    "Comprovadamente justo",
    "Доказуемо честные",
    "Kanıtlanabilir adil",
  ],
  Slots: [
    "Slots",
    "Tragamonedas",
    "Machines à sous",
    "スロット",
    "Gokkasten",
    "Slots",
    "Слоты",
    "Slotlar",
  ],
  Jackpots: [
    "Jackpot-Spiele",
    "Botes",
    "Jeux à jackpot",
    "ジャックポット",
    "Jackpotspellen",
    "Jogos com jackpot",
    "Джекпоты",
    "Jackpotlar",
  ],
  "Table games": [
    "Tischspiele",
    "Juegos de mesa",
    "Jeux de table",
    "テーブルゲーム",
    "Tafelspellen",
    "Jogos de mesa",
    "Настольные игры",
    "Masa oyunları",
  ],
  "Live casino": [
    "Live-Casino",
    "Casino en vivo",
    "Casino en direct",
    "ライブカジノ",
    "Live casino",
    "Casino ao vivo",
    "Живое казино",
    "Canlı casino",
  ],
  "Live roulette": [
    "Live-Roulette",
    "Ruleta en vivo",
    "Roulette en direct",
    "ライブルーレット",
    "Liveroulette",
    "Roleta ao vivo",
    "Живая рулетка",
    "Canlı rulet",
  ],
  // The menus and footers.
  Promotions: [
    "Aktionen",
    "Promociones",
    "Promotions",
    "プロモーション",
    "Promoties",
    "Promoções",
    "Акции",
    "Promosyonlar",
  ],
  "VIP program": [
    "VIP-Programm",
    "Programa VIP",
    "Programme VIP",
    "VIPプログラム",
    "VIP-programma",
    "Programa VIP",
    "VIP-программа",
    "VIP programı",
  ],
  Blogs: ["Blogs", "Blogs", "Blogs", "ブログ", "Blogs", "Blogs", "Блоги", "Bloglar"],
  "About us": [
    "Über uns",
    "Sobre nosotros",
    "À propos",
    "会社概要",
    "Over ons",
    "Sobre nós",
    "О нас",
    "Hakkımızda",
  ],
  FAQs: [
    "FAQ",
    "Preguntas frecuentes",
    "FAQ",
    "よくある質問",
    "Veelgestelde vragen",
    "Perguntas frequentes",
    "Вопросы и ответы",
    "SSS",
  ],
  Contacts: [
    "Kontakt",
    "Contacto",
    "Contact",
    "お問い合わせ",
    "Contact",
    "Contatos",
    "Контакты",
    "İletişim",
  ],
  "Casino lobby": [
    "Casino-Lobby",
    "Lobby del casino",
    "Lobby du casino",
    "カジノロビー",
    "Casinolobby",
    "Lobby do casino",
    "Лобби казино",
    "Casino lobisi",
  ],
  Favourites: [
    "Favoriten",
    "Favoritos",
    "Favoris",
    "お気に入り",
    "Favorieten",
    "Favoritos",
    "Избранное",
    "Favoriler",
  ],
  "Terms and conditions": [
    "Allgemeine Geschäftsbedingungen",
    "Términos y condiciones",
    "Conditions générales",
    "利用規約",
    "Algemene voorwaarden",
    "Termos e condições",
    "Условия и положения",
    "Şartlar ve koşullar",
  ],
  "Privacy policy": [
    "Datenschutzerklärung",
    "Política de privacidad",
    "Politique de confidentialité",
    "プライバシーポリシー",
    "Privacybeleid",
    "Política de privacidade",
    "Политика конфиденциальности",
    "Gizlilik politikası",
  ],
  "Responsible gaming": [
    "Verantwortungsvolles Spielen",
    "Juego responsable",
    "Jeu responsable",
    "責任あるゲーミング",
    "Verantwoord spelen",
    "Jogo responsável",
    "Ответственная игра",
    "Sorumlu oyun",
  ],
  // Promotions.
  "Double your first deposit": [
    "Verdopple deine erste Einzahlung",
    "Duplica tu primer depósito",
    "Doublez votre premier dépôt",
    "初回入金を2倍に",
    "Verdubbel je eerste storting",
    "Duplique o seu primeiro depósito",
    "Удвойте первый депозит",
    "İlk yatırımını ikiye katla",
  ],
  "100 % up to 200 USDT on your first deposit.": [
    "100 % bis zu 200 USDT auf deine erste Einzahlung.",
    "100 % hasta 200 USDT en tu primer depósito.",
    "100 % jusqu'à 200 USDT sur votre premier dépôt.",
    "初回入金に100%、最大200 USDT。",
    "100% tot 200 USDT op je eerste storting.",
    "100 % até 200 USDT no seu primeiro depósito.",
    "100 % до 200 USDT на первый депозит.",
    "İlk yatırımına %100, 200 USDT'ye kadar.",
  ],
  "<p>New here? Claim the welcome bonus in the bonus dialog, then make your first deposit of at least 20 USDT: we match it 100 %, up to 200 USDT.</p>":
    [
      "<p>Neu hier? Hol dir den Willkommensbonus im Bonusdialog und zahle dann zum ersten Mal mindestens 20 USDT ein: Wir legen 100 % drauf, bis zu 200 USDT.</p>",
      "<p>¿Eres nuevo? Reclama el bono de bienvenida en el diálogo de bonos y haz tu primer depósito de al menos 20 USDT: lo igualamos al 100 %, hasta 200 USDT.</p>",
      "<p>Nouveau ici ? Réclamez le bonus de bienvenue dans la fenêtre des bonus, puis faites votre premier dépôt d'au moins 20 USDT : nous l'égalons à 100 %, jusqu'à 200 USDT.</p>",
      "<p>初めての方へ：ボーナス画面でウェルカムボーナスを受け取り、20 USDT以上の初回入金をしてください。最大200 USDTまで100%上乗せします。</p>",
      "<p>Nieuw hier? Claim de welkomstbonus in het bonusvenster en doe daarna je eerste storting van minstens 20 USDT: wij vullen die 100% aan, tot 200 USDT.</p>",
      "<p>Novo por aqui? Resgate o bônus de boas-vindas na janela de bônus e faça seu primeiro depósito de pelo menos 20 USDT: nós o igualamos em 100 %, até 200 USDT.</p>",
      "<p>Вы у нас впервые? Получите приветственный бонус в окне бонусов и внесите первый депозит от 20 USDT: мы добавим 100 %, до 200 USDT.</p>",
      "<p>Yeni misin? Bonus penceresinden hoş geldin bonusunu al, ardından en az 20 USDT'lik ilk yatırımını yap: %100'ünü, 200 USDT'ye kadar ekliyoruz.</p>",
    ],
  "10 USDT on us": [
    "10 USDT geschenkt",
    "10 USDT de regalo",
    "10 USDT offerts",
    "10 USDTをプレゼント",
    "10 USDT van ons",
    "10 USDT por nossa conta",
    "10 USDT в подарок",
    "10 USDT bizden",
  ],
  "Redeem {code} and play without a deposit.": [
    "Löse {code} ein und spiele ohne Einzahlung.",
    "Canjea {code} y juega sin depósito.",
    "Utilisez {code} et jouez sans dépôt.",
    "{code}を使って入金なしでプレイ。",
    "Wissel {code} in en speel zonder storting.",
    "Resgate {code} e jogue sem depósito.",
    "Активируйте {code} и играйте без депозита.",
    "{code} kodunu kullan ve yatırım yapmadan oyna.",
  ],
  "<p>Redeem the code <strong>{code}</strong> in the bonus dialog and claim 10 USDT of bonus money.</p>":
    [
      "<p>Löse den Code <strong>{code}</strong> im Bonusdialog ein und hol dir 10 USDT Bonusgeld.</p>",
      "<p>Canjea el código <strong>{code}</strong> en el diálogo de bonos y reclama 10 USDT de dinero de bono.</p>",
      "<p>Saisissez le code <strong>{code}</strong> dans la fenêtre des bonus et réclamez 10 USDT d'argent bonus.</p>",
      "<p>ボーナス画面でコード<strong>{code}</strong>を入力し、10 USDTのボーナスマネーを受け取りましょう。</p>",
      "<p>Wissel de code <strong>{code}</strong> in in het bonusvenster en claim 10 USDT bonusgeld.</p>",
      "<p>Resgate o código <strong>{code}</strong> na janela de bônus e receba 10 USDT em dinheiro de bônus.</p>",
      "<p>Введите код <strong>{code}</strong> в окне бонусов и получите 10 USDT бонусных денег.</p>",
      "<p>Bonus penceresinde <strong>{code}</strong> kodunu kullan ve 10 USDT bonus para al.</p>",
    ],
  "Reload 50 %": [
    "50 % Reload-Bonus",
    "Recarga del 50 %",
    "Recharge de 50 %",
    "50%リロードボーナス",
    "50% herlaadbonus",
    "Recarga de 50 %",
    "Бонус на пополнение 50 %",
    "%50 yeniden yükleme bonusu",
  ],
  "Code {code}: half of your next deposit, up to 100 USDT.": [
    "Code {code}: die Hälfte deiner nächsten Einzahlung, bis zu 100 USDT.",
    "Código {code}: la mitad de tu próximo depósito, hasta 100 USDT.",
    "Code {code} : la moitié de votre prochain dépôt, jusqu'à 100 USDT.",
    "コード{code}：次回入金の半額分、最大100 USDT。",
    "Code {code}: de helft van je volgende storting, tot 100 USDT.",
    "Código {code}: metade do seu próximo depósito, até 100 USDT.",
    "Код {code}: половина следующего депозита, до 100 USDT.",
    "{code} kodu: bir sonraki yatırımının yarısı, 100 USDT'ye kadar.",
  ],
  "<p>Redeem <strong>{code}</strong>, claim it, then deposit at least 10 USDT.</p>": [
    "<p>Löse <strong>{code}</strong> ein, aktiviere den Bonus und zahle dann mindestens 10 USDT ein.</p>",
    "<p>Canjea <strong>{code}</strong>, reclámalo y deposita al menos 10 USDT.</p>",
    "<p>Utilisez <strong>{code}</strong>, réclamez-le, puis déposez au moins 10 USDT.</p>",
    "<p><strong>{code}</strong>を入力して受け取り、10 USDT以上を入金してください。</p>",
    "<p>Wissel <strong>{code}</strong> in, claim de bonus en stort daarna minstens 10 USDT.</p>",
    "<p>Resgate <strong>{code}</strong>, ative-o e deposite pelo menos 10 USDT.</p>",
    "<p>Введите <strong>{code}</strong>, активируйте бонус и внесите не менее 10 USDT.</p>",
    "<p><strong>{code}</strong> kodunu kullan, bonusu al ve en az 10 USDT yatır.</p>",
  ],
  "25 free spins on {game}": [
    "25 Freispiele für {game}",
    "25 tiradas gratis en {game}",
    "25 tours gratuits sur {game}",
    "{game}で25回のフリースピン",
    "25 gratis spins op {game}",
    "25 rodadas grátis em {game}",
    "25 фриспинов в {game}",
    "{game} oyununda 25 bedava dönüş",
  ],
  "Code {code}: spins on the house.": [
    "Code {code}: Drehs aufs Haus.",
    "Código {code}: tiradas por cuenta de la casa.",
    "Code {code} : des tours offerts par la maison.",
    "コード{code}：スピンはカジノからのプレゼント。",
    "Code {code}: spins van het huis.",
    "Código {code}: rodadas por conta da casa.",
    "Код {code}: вращения за счёт заведения.",
    "{code} kodu: dönüşler bizden.",
  ],
  "<p>Redeem <strong>{code}</strong> and claim it: 25 spins are played on {game} and what they win becomes bonus money.</p>":
    [
      "<p>Löse <strong>{code}</strong> ein und aktiviere den Bonus: 25 Drehs werden auf {game} gespielt, und ihr Gewinn wird zu Bonusgeld.</p>",
      "<p>Canjea <strong>{code}</strong> y reclámalo: se juegan 25 tiradas en {game} y lo que ganen se convierte en dinero de bono.</p>",
      "<p>Utilisez <strong>{code}</strong> et réclamez-le : 25 tours sont joués sur {game} et leurs gains deviennent de l'argent bonus.</p>",
      "<p><strong>{code}</strong>を入力して受け取ると、{game}で25回スピンし、その勝利金がボーナスマネーになります。</p>",
      "<p>Wissel <strong>{code}</strong> in en claim de bonus: er worden 25 spins gespeeld op {game} en wat ze winnen wordt bonusgeld.</p>",
      "<p>Resgate <strong>{code}</strong> e ative-o: 25 rodadas são jogadas em {game} e o que ganharem vira dinheiro de bônus.</p>",
      "<p>Введите <strong>{code}</strong> и активируйте бонус: 25 вращений пройдут в {game}, а их выигрыш станет бонусными деньгами.</p>",
      "<p><strong>{code}</strong> kodunu kullan ve bonusu al: {game} oyununda 25 dönüş oynanır ve kazancı bonus paraya dönüşür.</p>",
    ],
  // Bonus offers (features/bonuses/seed-bonuses.ts; the free spins' name is the promotion's).
  "Welcome bonus: 100 % up to 200 USDT": [
    "Willkommensbonus: 100 % bis zu 200 USDT",
    "Bono de bienvenida: 100 % hasta 200 USDT",
    "Bonus de bienvenue : 100 % jusqu'à 200 USDT",
    "ウェルカムボーナス：100%、最大200 USDT",
    "Welkomstbonus: 100% tot 200 USDT",
    "Bônus de boas-vindas: 100 % até 200 USDT",
    "Приветственный бонус: 100 % до 200 USDT",
    "Hoş geldin bonusu: 200 USDT'ye kadar %100",
  ],
  "Your first deposit doubled: 100 % of a deposit of at least 20 USDT, up to 200 USDT of bonus money. Wager the bonus 30 times within 30 days.":
    [
      "Deine erste Einzahlung verdoppelt: 100 % einer Einzahlung von mindestens 20 USDT, bis zu 200 USDT Bonusgeld. Setze den Bonus innerhalb von 30 Tagen 30-mal um.",
      "Tu primer depósito, duplicado: el 100 % de un depósito de al menos 20 USDT, hasta 200 USDT de dinero de bono. Apuesta el bono 30 veces en 30 días.",
      "Votre premier dépôt doublé : 100 % d'un dépôt d'au moins 20 USDT, jusqu'à 200 USDT d'argent bonus. Misez le bonus 30 fois en 30 jours.",
      "初回入金が2倍に：20 USDT以上の入金に100%、最大200 USDTのボーナスマネー。ボーナスは30日以内に30回賭けてください。",
      "Je eerste storting verdubbeld: 100% van een storting van minstens 20 USDT, tot 200 USDT bonusgeld. Zet de bonus binnen 30 dagen 30 keer in.",
      "O seu primeiro depósito em dobro: 100 % de um depósito de pelo menos 20 USDT, até 200 USDT em dinheiro de bônus. Aposte o bônus 30 vezes em até 30 dias.",
      "Первый депозит в двойном размере: 100 % от депозита от 20 USDT, до 200 USDT бонусных денег. Отыграйте бонус 30 раз в течение 30 дней.",
      "İlk yatırımın ikiye katlanır: en az 20 USDT'lik bir yatırımın %100'ü, 200 USDT'ye kadar bonus para. Bonusu 30 gün içinde 30 kez çevir.",
    ],
  "10 USDT without a deposit": [
    "10 USDT ohne Einzahlung",
    "10 USDT sin depósito",
    "10 USDT sans dépôt",
    "入金不要の10 USDT",
    "10 USDT zonder storting",
    "10 USDT sem depósito",
    "10 USDT без депозита",
    "Yatırımsız 10 USDT",
  ],
  "10 USDT of bonus money to try the casino. Wager it 20 times within 7 days; bets of at most 2 USDT.":
    [
      "10 USDT Bonusgeld, um das Casino auszuprobieren. Setze es innerhalb von 7 Tagen 20-mal um; Einsätze von höchstens 2 USDT.",
      "10 USDT de dinero de bono para probar el casino. Apuéstalo 20 veces en 7 días; apuestas de 2 USDT como máximo.",
      "10 USDT d'argent bonus pour découvrir le casino. Misez-le 20 fois en 7 jours ; mises de 2 USDT maximum.",
      "カジノを試せる10 USDTのボーナスマネー。7日以内に20回賭けてください。1回のベットは最大2 USDTです。",
      "10 USDT bonusgeld om het casino te proberen. Zet het binnen 7 dagen 20 keer in; inzetten van maximaal 2 USDT.",
      "10 USDT em dinheiro de bônus para experimentar o cassino. Aposte-o 20 vezes em até 7 dias; apostas de no máximo 2 USDT.",
      "10 USDT бонусных денег, чтобы попробовать казино. Отыграйте их 20 раз в течение 7 дней; ставки не более 2 USDT.",
      "Casinoyu denemen için 10 USDT bonus para. 7 gün içinde 20 kez çevir; bahisler en fazla 2 USDT.",
    ],
  "Reload: 50 % up to 100 USDT": [
    "Reload: 50 % bis zu 100 USDT",
    "Recarga: 50 % hasta 100 USDT",
    "Recharge : 50 % jusqu'à 100 USDT",
    "リロード：50%、最大100 USDT",
    "Herlaadbonus: 50% tot 100 USDT",
    "Recarga: 50 % até 100 USDT",
    "Пополнение: 50 % до 100 USDT",
    "Yeniden yükleme: 100 USDT'ye kadar %50",
  ],
  "Half of your next deposit of at least 10 USDT as bonus money, up to 100 USDT. Wager it 25 times within 14 days.":
    [
      "Die Hälfte deiner nächsten Einzahlung von mindestens 10 USDT als Bonusgeld, bis zu 100 USDT. Setze es innerhalb von 14 Tagen 25-mal um.",
      "La mitad de tu próximo depósito de al menos 10 USDT como dinero de bono, hasta 100 USDT. Apuéstalo 25 veces en 14 días.",
      "La moitié de votre prochain dépôt d'au moins 10 USDT en argent bonus, jusqu'à 100 USDT. Misez-le 25 fois en 14 jours.",
      "次回の10 USDT以上の入金の半額をボーナスマネーとして、最大100 USDT。14日以内に25回賭けてください。",
      "De helft van je volgende storting van minstens 10 USDT als bonusgeld, tot 100 USDT. Zet het binnen 14 dagen 25 keer in.",
      "Metade do seu próximo depósito de pelo menos 10 USDT em dinheiro de bônus, até 100 USDT. Aposte-o 25 vezes em até 14 dias.",
      "Половина следующего депозита от 10 USDT бонусными деньгами, до 100 USDT. Отыграйте их 25 раз в течение 14 дней.",
      "En az 10 USDT'lik bir sonraki yatırımının yarısı bonus para olarak, 100 USDT'ye kadar. 14 gün içinde 25 kez çevir.",
    ],
  "25 spins of 0.20 USDT on {game}; what they win is bonus money to wager 10 times.": [
    "25 Drehs zu 0,20 USDT auf {game}; ihr Gewinn ist Bonusgeld, das 10-mal umgesetzt wird.",
    "25 tiradas de 0,20 USDT en {game}; lo que ganen es dinero de bono que se apuesta 10 veces.",
    "25 tours à 0,20 USDT sur {game} ; leurs gains sont de l'argent bonus à miser 10 fois.",
    "{game}で1回0.20 USDTのスピンを25回。その勝利金は10回賭けるボーナスマネーになります。",
    "25 spins van 0,20 USDT op {game}; wat ze winnen is bonusgeld dat je 10 keer inzet.",
    "25 rodadas de 0,20 USDT em {game}; o que ganharem é dinheiro de bônus para apostar 10 vezes.",
    "25 вращений по 0,20 USDT в {game}; их выигрыш станет бонусными деньгами, которые нужно отыграть 10 раз.",
    "{game} oyununda 0,20 USDT değerinde 25 dönüş; kazancı 10 kez çevrilecek bonus paradır.",
  ],
  "5 USDT cash back": [
    "5 USDT Cashback",
    "5 USDT de reembolso",
    "5 USDT de cashback",
    "5 USDTキャッシュバック",
    "5 USDT cashback",
    "5 USDT de cashback",
    "Кешбэк 5 USDT",
    "5 USDT nakit iade",
  ],
  "5 USDT back on the house, to wager once.": [
    "5 USDT zurück aufs Haus, einmal umzusetzen.",
    "5 USDT de vuelta por cuenta de la casa, para apostar una vez.",
    "5 USDT remboursés par la maison, à miser une fois.",
    "カジノから5 USDTを還元。賭け条件は1回です。",
    "5 USDT terug van het huis, één keer in te zetten.",
    "5 USDT de volta por conta da casa, para apostar uma vez.",
    "5 USDT за счёт заведения с однократным отыгрышем.",
    "Bizden 5 USDT iade; bir kez çevrilmesi yeterli.",
  ],
  [TERMS_EN]: [
    "<ul><li>Es kann jeweils nur ein Bonus beansprucht oder aktiv sein.</li><li>Slots zählen zu 100 % zum Umsatz, die Originals zu 20 %, Tischspiele zu 10 %, das Live-Casino zu 0 %.</li><li>Bonusgeld wird nur verwendet, wenn dein Echtgeld eine Wette nicht deckt; es wird deinem Guthaben gutgeschrieben, sobald der Umsatz erfüllt ist.</li><li>Der Bonus endet (und sein Bonusgeld wird entfernt), wenn er abläuft, wenn sein Bonusgeld aufgebraucht ist oder wenn du ihn stornierst.</li></ul>",
    "<ul><li>Solo se puede reclamar o tener activo un bono a la vez.</li><li>Las tragamonedas cuentan un 100 % para el requisito de apuesta, los originales un 20 %, los juegos de mesa un 10 % y el casino en vivo un 0 %.</li><li>El dinero de bono solo se usa cuando tu saldo real no cubre una apuesta; se libera a tu saldo cuando se completa el requisito de apuesta.</li><li>El bono termina (y su dinero de bono se retira) cuando caduca, cuando se agota su dinero de bono o cuando lo cancelas.</li></ul>",
    "<ul><li>Un seul bonus à la fois peut être réclamé ou actif.</li><li>Les machines à sous comptent à 100 % dans les mises requises, les originaux à 20 %, les jeux de table à 10 %, le casino en direct à 0 %.</li><li>L'argent bonus n'est utilisé que lorsque votre solde réel ne couvre pas une mise ; il est versé sur votre solde une fois les mises requises atteintes.</li><li>Le bonus prend fin (et son argent bonus est retiré) à son expiration, quand son argent bonus est épuisé ou quand vous l'annulez.</li></ul>",
    "<ul><li>受け取り中または有効にできるボーナスは一度に1つだけです。</li><li>賭け条件への反映率はスロット100%、オリジナルゲーム20%、テーブルゲーム10%、ライブカジノ0%です。</li><li>ボーナスマネーは、リアル残高でベットをまかなえない場合にのみ使われ、賭け条件を達成すると残高に移されます。</li><li>ボーナスは、有効期限切れ、ボーナスマネーの使い切り、またはキャンセルで終了し、そのボーナスマネーは消去されます。</li></ul>",
    "<ul><li>Er kan maar één bonus tegelijk geclaimd of actief zijn.</li><li>Gokkasten tellen voor 100% mee voor de inzetvereiste, de originals voor 20%, tafelspellen voor 10%, het livecasino voor 0%.</li><li>Bonusgeld wordt alleen gebruikt als je echte saldo een inzet niet dekt; het wordt vrijgegeven naar je saldo zodra aan de inzetvereiste is voldaan.</li><li>De bonus eindigt (en het bonusgeld wordt verwijderd) wanneer hij verloopt, wanneer het bonusgeld op is of wanneer je hem annuleert.</li></ul>",
    "<ul><li>Só é possível ter um bônus resgatado ou ativo por vez.</li><li>As slots contam 100 % para o rollover, os originais 20 %, os jogos de mesa 10 % e o casino ao vivo 0 %.</li><li>O dinheiro de bônus só é usado quando o seu saldo real não cobre uma aposta; é liberado para o seu saldo quando o rollover é concluído.</li><li>O bônus termina (e o seu dinheiro de bônus é removido) quando expira, quando o dinheiro de bônus se esgota ou quando você o cancela.</li></ul>",
    "<ul><li>Одновременно можно получить или активировать только один бонус.</li><li>Слоты засчитываются в отыгрыш на 100 %, оригинальные игры на 20 %, настольные игры на 10 %, живое казино на 0 %.</li><li>Бонусные деньги используются, только когда реального баланса не хватает на ставку; после выполнения отыгрыша они переходят на ваш баланс.</li><li>Бонус завершается (а его бонусные деньги списываются), когда истекает его срок, когда бонусные деньги заканчиваются или когда вы его отменяете.</li></ul>",
    "<ul><li>Aynı anda yalnızca bir bonus alınabilir veya etkin olabilir.</li><li>Çevrim şartına slotlar %100, orijinal oyunlar %20, masa oyunları %10, canlı casino %0 oranında sayılır.</li><li>Bonus para yalnızca gerçek bakiyen bir bahsi karşılamadığında kullanılır; çevrim tamamlandığında bakiyene aktarılır.</li><li>Bonus; süresi dolduğunda, bonus parası bittiğinde veya onu iptal ettiğinde sona erer (ve bonus parası silinir).</li></ul>",
  ],
  // Tournaments.
  "Dice & Limbo Multiplier Week": [
    "Dice- & Limbo-Multiplikatorwoche",
    "Semana de multiplicadores de Dice y Limbo",
    "Semaine des multiplicateurs Dice & Limbo",
    "Dice＆Limbo マルチプライヤーウィーク",
    "Dice & Limbo multiplierweek",
    "Semana de multiplicadores Dice & Limbo",
    "Неделя множителей Dice и Limbo",
    "Dice & Limbo Çarpan Haftası",
  ],
  "The highest single multiplier on Dice or Limbo wins.": [
    "Der höchste einzelne Multiplikator bei Dice oder Limbo gewinnt.",
    "Gana el multiplicador individual más alto en Dice o Limbo.",
    "Le plus haut multiplicateur unique sur Dice ou Limbo l'emporte.",
    "DiceまたはLimboでの単発最高倍率が勝ちます。",
    "De hoogste enkele multiplier op Dice of Limbo wint.",
    "Vence o maior multiplicador único em Dice ou Limbo.",
    "Побеждает самый высокий множитель одной ставки в Dice или Limbo.",
    "Dice veya Limbo'daki en yüksek tekil çarpan kazanır.",
  ],
  "<p>Your best single multiplier on Dice or Limbo (stake at least 0.20 USD) is your score.</p>": [
    "<p>Dein bester einzelner Multiplikator bei Dice oder Limbo (Einsatz mindestens 0,20 USD) ist deine Punktzahl.</p>",
    "<p>Tu mejor multiplicador individual en Dice o Limbo (apuesta mínima de 0,20 USD) es tu puntuación.</p>",
    "<p>Votre meilleur multiplicateur unique sur Dice ou Limbo (mise d'au moins 0,20 USD) est votre score.</p>",
    "<p>DiceまたはLimboでの最高倍率（ベット額0.20 USD以上）があなたのスコアです。</p>",
    "<p>Je beste enkele multiplier op Dice of Limbo (inzet minstens 0,20 USD) is je score.</p>",
    "<p>O seu melhor multiplicador único em Dice ou Limbo (aposta de pelo menos 0,20 USD) é a sua pontuação.</p>",
    "<p>Ваш результат — лучший множитель одной ставки в Dice или Limbo (ставка от 0,20 USD).</p>",
    "<p>Dice veya Limbo'daki en iyi tekil çarpanın (en az 0,20 USD bahis) puanındır.</p>",
  ],
  "Originals Wager Race": [
    "Originals-Umsatzrennen",
    "Carrera de apuestas de Originales",
    "Course aux mises des Originaux",
    "オリジナルゲーム ベットレース",
    "Originals-inzetrace",
    "Corrida de apostas dos Originais",
    "Гонка ставок в оригинальных играх",
    "Orijinal Oyunlar Bahis Yarışı",
  ],
  "One point per USD wagered on the Casino Originals.": [
    "Ein Punkt pro eingesetztem USD bei den Casino Originals.",
    "Un punto por cada USD apostado en los Casino Originals.",
    "Un point par USD misé sur les Casino Originals.",
    "Casino Originalsでのベット1 USDごとに1ポイント。",
    "Eén punt per ingezette USD op de Casino Originals.",
    "Um ponto por USD apostado nos Casino Originals.",
    "Одно очко за каждый USD, поставленный в Casino Originals.",
    "Casino Originals'ta yatırılan her USD için bir puan.",
  ],
  "<p>Every USD you stake on an original (0.10 USD or more a bet) is a point.</p>": [
    "<p>Jeder USD, den du auf ein Original setzt (mindestens 0,10 USD pro Wette), ist ein Punkt.</p>",
    "<p>Cada USD que apuestas en un original (0,10 USD o más por apuesta) es un punto.</p>",
    "<p>Chaque USD misé sur un original (0,10 USD ou plus par mise) vaut un point.</p>",
    "<p>オリジナルゲームに賭けた1 USDごとに1ポイント（1回のベット0.10 USD以上）。</p>",
    "<p>Elke USD die je op een original inzet (0,10 USD of meer per inzet) is een punt.</p>",
    "<p>Cada USD apostado em um original (0,10 USD ou mais por aposta) vale um ponto.</p>",
    "<p>Каждый USD, поставленный в оригинальной игре (от 0,10 USD за ставку), — это очко.</p>",
    "<p>Bir orijinal oyuna yatırdığın her USD (bahis başına 0,10 USD veya daha fazla) bir puandır.</p>",
  ],
  "Slots Lucky Draw": [
    "Slots-Glücksziehung",
    "Sorteo de la suerte de tragamonedas",
    "Tirage chanceux des machines à sous",
    "スロット ラッキードロー",
    "Gokkasten-loterij",
    "Sorteio da sorte das slots",
    "Розыгрыш в слотах",
    "Slot Şans Çekilişi",
  ],
  "Wager on any slot: every USD is a ticket in the final draw.": [
    "Setze auf einen beliebigen Slot: Jeder USD ist ein Los für die Schlussziehung.",
    "Apuesta en cualquier tragamonedas: cada USD es un boleto para el sorteo final.",
    "Misez sur n'importe quelle machine à sous : chaque USD est un ticket pour le tirage final.",
    "どのスロットでもベット：1 USDごとに最終抽選のチケット1枚。",
    "Zet in op een gokkast naar keuze: elke USD is een lot voor de eindtrekking.",
    "Aposte em qualquer slot: cada USD é um bilhete para o sorteio final.",
    "Делайте ставки в любом слоте: каждый USD — билет в финальном розыгрыше.",
    "Herhangi bir slotta bahis yap: her USD final çekilişinde bir bilettir.",
  ],
  "<p>Points are USD wagered on slots; winners are drawn weighted by points.</p>": [
    "<p>Punkte sind auf Slots eingesetzte USD; die Gewinner werden nach Punkten gewichtet gezogen.</p>",
    "<p>Los puntos son los USD apostados en tragamonedas; los ganadores se sortean ponderados por puntos.</p>",
    "<p>Les points sont les USD misés sur les machines à sous ; les gagnants sont tirés au sort en proportion de leurs points.</p>",
    "<p>ポイントはスロットでのベット額（USD）です。当選者はポイントに応じた確率で抽選されます。</p>",
    "<p>Punten zijn de op gokkasten ingezette USD; winnaars worden getrokken naar rato van hun punten.</p>",
    "<p>Os pontos são os USD apostados em slots; os vencedores são sorteados com peso proporcional aos pontos.</p>",
    "<p>Очки — это USD, поставленные в слотах; победители определяются жеребьёвкой с весом по очкам.</p>",
    "<p>Puanlar slotlara yatırılan USD'dir; kazananlar puanlara göre ağırlıklı olarak çekilir.</p>",
  ],
  // Challenges.
  "Roll x10 on Dice": [
    "Würfle x10 bei Dice",
    "Consigue x10 en Dice",
    "Faites x10 sur Dice",
    "Diceでx10を出そう",
    "Rol x10 op Dice",
    "Tire x10 no Dice",
    "Выбросьте x10 в Dice",
    "Dice'ta x10 yakala",
  ],
  "Win a dice bet paying at least x10 with a stake of 0.50 USD or more.": [
    "Gewinne eine Dice-Wette mit mindestens x10 bei einem Einsatz von 0,50 USD oder mehr.",
    "Gana una apuesta de dados que pague al menos x10 con una apuesta de 0,50 USD o más.",
    "Gagnez une mise aux dés payant au moins x10 avec une mise de 0,50 USD ou plus.",
    "0.50 USD以上のベットで、x10以上の配当のダイスベットに勝ちましょう。",
    "Win een dice-inzet die minstens x10 uitbetaalt met een inzet van 0,50 USD of meer.",
    "Ganhe uma aposta de dados que pague pelo menos x10 com uma aposta de 0,50 USD ou mais.",
    "Выиграйте ставку в кости с выплатой не менее x10 при ставке от 0,50 USD.",
    "0,50 USD veya daha fazla bahisle en az x10 ödeyen bir zar bahsi kazan.",
  ],
  "Limbo x100": [
    "x100 bei Limbo",
    "x100 en Limbo",
    "x100 sur Limbo",
    "Limboでx100",
    "x100 op Limbo",
    "x100 no Limbo",
    "x100 в Limbo",
    "Limbo'da x100",
  ],
  "Hit a x100 limbo target with a stake of at least 0.20 USD.": [
    "Triff ein Limbo-Ziel von x100 mit einem Einsatz von mindestens 0,20 USD.",
    "Alcanza un objetivo de x100 en Limbo con una apuesta de al menos 0,20 USD.",
    "Atteignez une cible de x100 au Limbo avec une mise d'au moins 0,20 USD.",
    "0.20 USD以上のベットでLimboのx100ターゲットを達成しましょう。",
    "Haal een Limbo-doel van x100 met een inzet van minstens 0,20 USD.",
    "Acerte um alvo de x100 no Limbo com uma aposta de pelo menos 0,20 USD.",
    "Достигните цели x100 в Limbo при ставке от 0,20 USD.",
    "En az 0,20 USD bahisle x100 Limbo hedefini tuttur.",
  ],
  "Wager 100 USD on Dice": [
    "Setze 100 USD bei Dice",
    "Apuesta 100 USD en Dice",
    "Misez 100 USD sur Dice",
    "Diceで100 USDをベット",
    "Zet 100 USD in op Dice",
    "Aposte 100 USD no Dice",
    "Поставьте 100 USD в Dice",
    "Dice'ta 100 USD bahis yap",
  ],
  "Wager 100 USD in dice bets of at least 1 USD each.": [
    "Setze insgesamt 100 USD in Dice-Wetten von jeweils mindestens 1 USD.",
    "Apuesta 100 USD en apuestas de dados de al menos 1 USD cada una.",
    "Misez 100 USD en paris aux dés d'au moins 1 USD chacun.",
    "1回1 USD以上のダイスベットで合計100 USDをベットしましょう。",
    "Zet 100 USD in met dice-inzetten van minstens 1 USD per stuk.",
    "Aposte 100 USD em apostas de dados de pelo menos 1 USD cada.",
    "Поставьте 100 USD в ставках на кости от 1 USD каждая.",
    "Her biri en az 1 USD olan zar bahisleriyle toplam 100 USD bahis yap.",
  ],
  // VIP levels.
  "No level": [
    "Kein Level",
    "Sin nivel",
    "Aucun niveau",
    "レベルなし",
    "Geen level",
    "Sem nível",
    "Без уровня",
    "Seviye yok",
  ],
  "Pixel Pioneer": [
    "Pixel-Pionier",
    "Pionero del Píxel",
    "Pionnier du Pixel",
    "ピクセル・パイオニア",
    "Pixelpionier",
    "Pioneiro do Pixel",
    "Пиксельный первопроходец",
    "Piksel Öncüsü",
  ],
  "Byte Bandit": [
    "Byte-Bandit",
    "Bandido del Byte",
    "Bandit du Byte",
    "バイト・バンディット",
    "Bytebandiet",
    "Bandido do Byte",
    "Байтовый бандит",
    "Bayt Haydudu",
  ],
  "Token Tosser": [
    "Token-Werfer",
    "Lanzador de Tokens",
    "Lanceur de Jetons",
    "トークン・トッサー",
    "Tokengooier",
    "Lançador de Tokens",
    "Метатель токенов",
    "Token Atıcı",
  ],
  "Chain Commander": [
    "Chain-Kommandant",
    "Comandante de la Cadena",
    "Commandant de la Chaîne",
    "チェーン・コマンダー",
    "Ketencommandant",
    "Comandante da Cadeia",
    "Командир цепи",
    "Zincir Komutanı",
  ],
  "Punk Overlord": [
    "Punk-Oberherr",
    "Señor Supremo Punk",
    "Seigneur Punk",
    "パンク・オーバーロード",
    "Punk-opperheer",
    "Soberano Punk",
    "Панк-повелитель",
    "Punk Hükümdarı",
  ],
};

/** `text` with each `{name}` replaced by `vars[name]`. */
function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** A template's English text as a pattern capturing its placeholders' values. */
function patternOf(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(placeholder[1]!);
      return "(.+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names };
}

const TEMPLATES = Object.keys(GLOSSARY)
  .filter((english) => english.includes("{"))
  .map((english) => ({ english, ...patternOf(english) }));

/**
 * The glossary's translations of `english`: its own entry, or a template's with the values its
 * placeholders take in `english` (a code, a game's name) filled in.
 */
function lookUp(english: string): InLocales | undefined {
  const exact = GLOSSARY[english];
  if (exact) return exact;
  for (const { english: template, pattern, names } of TEMPLATES) {
    const match = pattern.exec(english);
    if (!match) continue;
    const vars = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    return GLOSSARY[template]!.map((text) => fill(text, vars)) as unknown as InLocales;
  }
  return undefined;
}

/** Per-field texts in each locale -> the `translations` of a record. */
function byLocale(fields: Record<string, InLocales | undefined>): ContentTranslations {
  const out: ContentTranslations = {};
  TRANSLATED_LOCALES.forEach((locale, i) => {
    const texts: Record<string, string> = {};
    for (const [field, inLocales] of Object.entries(fields))
      if (inLocales) texts[field] = inLocales[i]!;
    if (Object.keys(texts).length) out[locale] = texts;
  });
  return out;
}

/**
 * The seeded translations of a record's English `fields`: a field the glossary does not know (a
 * brand name) has none, so it stays English in every language.
 */
export function seedTranslations(
  fields: Record<string, string | null | undefined>,
): ContentTranslations {
  return byLocale(
    Object.fromEntries(
      Object.entries(fields).map(([field, english]) => [
        field,
        english ? lookUp(english) : undefined,
      ]),
    ),
  );
}

/** {@link seedTranslations} as the JSON a `translations` column is written with. */
export function seedTranslationsJson(fields: Record<string, string | null | undefined>): string {
  return JSON.stringify(seedTranslations(fields));
}

// The game descriptions' templates (features/games/seed-games.ts writes the English ones).

const ORIGINAL_DESCRIPTION: InLocales = [
  "{name}, ein nachweislich faires Original: Jedes Ergebnis lässt sich mit dem offengelegten Server-Seed, deinem Client-Seed und der Nonce überprüfen.",
  "{name}, un original demostrablemente justo: cada resultado se puede verificar con la semilla del servidor revelada, tu semilla de cliente y el nonce.",
  "{name}, un original à l'équité prouvable : chaque résultat peut être vérifié à partir de la graine serveur révélée, de votre graine client et du nonce.",
  "{name}は公平性を証明できるオリジナルゲームです。すべての結果は、公開されたサーバーシード、あなたのクライアントシード、ナンスから検証できます。",
  "{name}, een aantoonbaar eerlijk original: elk resultaat is te controleren met de onthulde serverseed, je clientseed en de nonce.",
  "{name}, um original comprovadamente justo: cada resultado pode ser verificado com a seed do servidor revelada, a sua seed de cliente e o nonce.",
  "{name} — доказуемо честная оригинальная игра: любой результат можно проверить по раскрытому серверному сиду, вашему клиентскому сиду и nonce.",
  "{name}, kanıtlanabilir adil bir orijinal oyun: her sonuç, açıklanan sunucu seed'i, senin istemci seed'in ve nonce ile doğrulanabilir.",
];

const SLOT_DESCRIPTION: InLocales = [
  "Video-Slot ({theme}) mit {volatility} Volatilität: 5 Walzen, {paylines} Gewinnwege, Wilds und Freispiele.",
  "Tragamonedas de vídeo ({theme}) de volatilidad {volatility}: 5 rodillos, {paylines} formas de ganar, comodines y tiradas gratis.",
  "Machine à sous vidéo ({theme}) à volatilité {volatility} : 5 rouleaux, {paylines} combinaisons gagnantes, wilds et tours gratuits.",
  "{theme}がテーマの{volatility}ボラティリティのビデオスロット：5リール、{paylines}通りの勝ち方、ワイルドとフリースピン付き。",
  "Videoslot ({theme}) met {volatility} volatiliteit: 5 rollen, {paylines} winmanieren, wilds en gratis spins.",
  "Slot de vídeo ({theme}) de volatilidade {volatility}: 5 rolos, {paylines} formas de ganhar, wilds e rodadas grátis.",
  "Видеослот ({theme}) с {volatility} волатильностью: 5 барабанов, способов выигрыша: {paylines}, вайлды и фриспины.",
  "{volatility} volatiliteli video slot ({theme}): 5 makara, {paylines} kazanma yolu, wild'lar ve bedava dönüşler.",
];

const VOLATILITY: Record<"low" | "medium" | "high", InLocales> = {
  low: ["niedriger", "baja", "faible", "低", "lage", "baixa", "низкой", "Düşük"],
  medium: ["mittlerer", "media", "moyenne", "中", "gemiddelde", "média", "средней", "Orta"],
  high: ["hoher", "alta", "élevée", "高", "hoge", "alta", "высокой", "Yüksek"],
};

const THEME: Record<string, InLocales> = {
  space: ["Weltraum", "espacio", "espace", "宇宙", "ruimte", "espaço", "космос", "uzay"],
  fruit: ["Früchte", "frutas", "fruits", "フルーツ", "fruit", "frutas", "фрукты", "meyve"],
  egypt: ["Ägypten", "Egipto", "Égypte", "エジプト", "Egypte", "Egito", "Египет", "Mısır"],
  myth: [
    "Mythologie",
    "mitología",
    "mythologie",
    "神話",
    "mythologie",
    "mitologia",
    "мифология",
    "mitoloji",
  ],
  gems: [
    "Edelsteine",
    "gemas",
    "pierres précieuses",
    "宝石",
    "edelstenen",
    "gemas",
    "самоцветы",
    "mücevher",
  ],
  candy: ["Süßigkeiten", "dulces", "bonbons", "キャンディ", "snoep", "doces", "сладости", "şeker"],
  ocean: ["Ozean", "océano", "océan", "海", "oceaan", "oceano", "океан", "okyanus"],
  wild: [
    "Wildnis",
    "naturaleza salvaje",
    "nature sauvage",
    "野生",
    "wildernis",
    "vida selvagem",
    "дикая природа",
    "vahşi doğa",
  ],
  asia: ["Asien", "Asia", "Asie", "アジア", "Azië", "Ásia", "Азия", "Asya"],
  west: [
    "Wilder Westen",
    "Lejano Oeste",
    "Far West",
    "西部",
    "Wilde Westen",
    "Velho Oeste",
    "Дикий Запад",
    "Vahşi Batı",
  ],
  horror: ["Horror", "terror", "horreur", "ホラー", "horror", "terror", "хоррор", "korku"],
  pirate: ["Piraten", "piratas", "pirates", "海賊", "piraten", "piratas", "пираты", "korsan"],
};

const ROULETTE: Record<"european" | "french" | "american", InLocales> = {
  european: [
    "Europäisches Roulette",
    "Ruleta europea",
    "Roulette européenne",
    "ヨーロピアンルーレット",
    "Europese roulette",
    "Roleta europeia",
    "Европейская рулетка",
    "Avrupa ruleti",
  ],
  french: [
    "Französisches Roulette",
    "Ruleta francesa",
    "Roulette française",
    "フレンチルーレット",
    "Franse roulette",
    "Roleta francesa",
    "Французская рулетка",
    "Fransız ruleti",
  ],
  american: [
    "Amerikanisches Roulette",
    "Ruleta americana",
    "Roulette américaine",
    "アメリカンルーレット",
    "Amerikaanse roulette",
    "Roleta americana",
    "Американская рулетка",
    "Amerikan ruleti",
  ],
};

const LIVE_ROULETTE: InLocales = [
  "{roulette} mit Croupier und getakteten Runden.",
  "{roulette} con crupier y rondas cronometradas.",
  "{roulette} avec croupier, tours minutés.",
  "ディーラー付き、タイマー制ラウンドの{roulette}。",
  "{roulette} met een dealer, rondes op tijd.",
  "{roulette} com dealer e rodadas cronometradas.",
  "{roulette} с дилером и раундами по таймеру.",
  "Krupiyeli, zamanlı turlarla {roulette}.",
];

/** Each locale's text of `template` with `vars` (a var given in locales takes its locale's text). */
function template(texts: InLocales, vars: Record<string, string | InLocales>): InLocales {
  return texts.map((text, i) =>
    fill(
      text,
      Object.fromEntries(
        Object.entries(vars).map(([name, value]) => [
          name,
          typeof value === "string" ? value : value[i]!,
        ]),
      ),
    ),
  ) as unknown as InLocales;
}

/** The translations of the description of an original named `name`. */
export function originalDescriptionTranslations(name: string): ContentTranslations {
  return byLocale({ description: template(ORIGINAL_DESCRIPTION, { name }) });
}

/** The translations of a slot's description. */
export function slotDescriptionTranslations(
  theme: string,
  volatility: keyof typeof VOLATILITY,
  paylines: number,
): ContentTranslations {
  const themeText = THEME[theme];
  if (!themeText) throw new Error(`slotDescriptionTranslations: no translation of theme ${theme}`);
  return byLocale({
    description: template(SLOT_DESCRIPTION, {
      theme: themeText,
      volatility: VOLATILITY[volatility],
      paylines: String(paylines),
    }),
  });
}

/** The translations of a roulette table's description (with a dealer on a timer when `live`). */
export function rouletteDescriptionTranslations(
  variant: keyof typeof ROULETTE,
  live: boolean,
): ContentTranslations {
  return byLocale({
    description: live
      ? template(LIVE_ROULETTE, { roulette: ROULETTE[variant] })
      : template(
          [
            "{roulette}.",
            "{roulette}.",
            "{roulette}.",
            "{roulette}。",
            "{roulette}.",
            "{roulette}.",
            "{roulette}.",
            "{roulette}.",
          ],
          {
            roulette: ROULETTE[variant],
          },
        ),
  });
}

/** A locale's text of a glossary entry (for tests and code-held content such as VIP levels). */
export function glossaryText(english: string, locale: Locale): string {
  if (locale === "en") return english;
  const i = TRANSLATED_LOCALES.indexOf(locale as TranslatedLocale);
  return GLOSSARY[english]?.[i] ?? english;
}

// The free-spins bonus a claimed prize grants (features/prizes/prizes.ts writes the English).

/** A phrase by plural category of its count (`other` for a category without its own form). */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Per locale: the offer's name ({count} free spins on {game}). */
const PRIZE_SPINS_NAME: Record<TranslatedLocale, PluralForms> = {
  de: { one: "{count} Freispiel für {game}", other: "{count} Freispiele für {game}" },
  es: { one: "{count} tirada gratis en {game}", other: "{count} tiradas gratis en {game}" },
  fr: { one: "{count} tour gratuit sur {game}", other: "{count} tours gratuits sur {game}" },
  ja: { other: "{game}で{count}回のフリースピン" },
  nl: { one: "{count} gratis spin op {game}", other: "{count} gratis spins op {game}" },
  pt: { one: "{count} rodada grátis em {game}", other: "{count} rodadas grátis em {game}" },
  ru: {
    one: "{count} фриспин в {game}",
    few: "{count} фриспина в {game}",
    many: "{count} фриспинов в {game}",
    other: "{count} фриспина в {game}",
  },
  tr: { other: "{game} oyununda {count} bedava dönüş" },
};

/** Per locale: {spins}, the number of spins with its noun. */
const PRIZE_SPINS: Record<TranslatedLocale, PluralForms> = {
  de: { one: "{count} Dreh", other: "{count} Drehs" },
  es: { one: "{count} tirada", other: "{count} tiradas" },
  fr: { one: "{count} tour", other: "{count} tours" },
  ja: { other: "{count}回" },
  nl: { one: "{count} spin", other: "{count} spins" },
  pt: { one: "{count} rodada", other: "{count} rodadas" },
  ru: {
    one: "{count} вращение",
    few: "{count} вращения",
    many: "{count} вращений",
    other: "{count} вращения",
  },
  tr: { other: "{count} dönüş" },
};

/** Per locale: the offer's description. */
const PRIZE_SPINS_DESCRIPTION: InLocales = [
  "Dein Preis aus „{source}“: {spins} zu {value} {code} auf {game}; ihr Gewinn ist Bonusgeld, das {multiplier}-mal umgesetzt wird.",
  "Tu premio de «{source}»: {spins} de {value} {code} en {game}; lo que ganen es dinero de bono que se apuesta {multiplier} veces.",
  "Votre prix de « {source} » : {spins} à {value} {code} sur {game} ; leurs gains sont de l'argent bonus à miser {multiplier} fois.",
  "「{source}」の賞品：{game}で1回{value} {code}のスピンを{spins}。その勝利金は{multiplier}回賭けるボーナスマネーになります。",
  "Je prijs uit ‘{source}’: {spins} van {value} {code} op {game}; wat ze winnen is bonusgeld dat je {multiplier} keer inzet.",
  "O seu prêmio de “{source}”: {spins} de {value} {code} em {game}; o que ganharem é dinheiro de bônus para apostar {multiplier} vezes.",
  "Ваш приз за «{source}»: {spins} по {value} {code} в {game}; их выигрыш станет бонусными деньгами с отыгрышем x{multiplier}.",
  "“{source}” ödülün: {game} oyununda {value} {code} değerinde {spins}; kazancı {multiplier} kez çevrilecek bonus paradır.",
];

const pluralOf = (locale: TranslatedLocale, count: number, forms: PluralForms) =>
  forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;

/**
 * The translations of the free-spins bonus offer a claimed prize grants: its name and
 * description in each language, the count's noun in its plural form, the spin value with the
 * language's decimal mark, and the prize's source (a tournament's or challenge's title) in the
 * prize's own translation of it, else the glossary's, else English. The game's name is a brand,
 * kept as it is.
 */
export function prizeFreeSpinsTranslations(offer: {
  count: number;
  game: string;
  source: string;
  /** The source's title per locale where known (a won prize's translations), before the glossary. */
  sources?: ContentTranslations | null;
  spinValue: string;
  code: string;
  multiplier: string;
}): ContentTranslations {
  const source = lookUp(offer.source);
  const out: ContentTranslations = {};
  TRANSLATED_LOCALES.forEach((locale, i) => {
    const count = String(offer.count);
    const vars = {
      count,
      game: offer.game,
      code: offer.code,
      multiplier: offer.multiplier,
      source: offer.sources?.[locale]?.source_title ?? source?.[i] ?? offer.source,
      value: locale === "ja" ? offer.spinValue : offer.spinValue.replace(".", ","),
      spins: fill(pluralOf(locale, offer.count, PRIZE_SPINS[locale]), { count }),
    };
    out[locale] = {
      name: fill(pluralOf(locale, offer.count, PRIZE_SPINS_NAME[locale]), vars),
      description: fill(PRIZE_SPINS_DESCRIPTION[i]!, vars),
    };
  });
  return out;
}
