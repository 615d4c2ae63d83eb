import type { BlogText } from "../blog-content.ts";

/** The blog in English (every post has an English text). */
export const en: Record<string, BlogText> = {
  "crypto-deposits-explained": {
    title: "How crypto deposits work",
    excerpt:
      "From the deposit address to the credited balance: what happens to your coins, and why confirmations matter.",
    body: "<p>Every player gets a personal deposit address for each coin and network. Send only the coin and network shown: a token sent on the wrong network can be lost.</p><h2>Pending and confirmed</h2><p>As soon as your transaction appears on the blockchain, the deposit shows as <strong>pending</strong>. It is credited once the network has confirmed it enough times to be final. For most coins this takes a few minutes.</p><ul><li>Check the minimum deposit before you send.</li><li>Add the memo or tag when the network asks for one (XRP, TON).</li><li>Keep the transaction id: support can trace a deposit with it.</li></ul>",
  },
  "rtp-and-volatility": {
    title: "RTP and volatility: how to choose a slot",
    excerpt:
      "Two numbers tell you how a slot behaves over time. Here is what they mean and how to use them.",
    body: "<p><strong>RTP</strong> (return to player) is the share of all stakes a game pays back over millions of spins. A slot with 96 % RTP returns 96 on every 100 staked in the long run; any single session can be far above or below.</p><h2>Volatility</h2><p>Volatility describes how wins are spread. Low-volatility slots pay small wins often; high-volatility slots pay rarely but can pay big. If you want a long, calm session, choose low volatility. If you chase features and multipliers, expect long dry spells.</p><p>Neither number changes your odds on the next spin. Set a budget first, then pick the game that suits it.</p>",
  },
  "verify-a-provably-fair-bet": {
    title: "Provably fair: verify any bet yourself",
    excerpt:
      "Our original games publish the proof of every result. Here is how to check one in under a minute.",
    body: "<p>Before you bet, we commit to a secret server seed by showing you its SHA-256 hash. Your client seed, which you can change at any time, and a nonce that counts your bets are combined with it to produce each result.</p><h2>Checking a bet</h2><ol><li>Rotate your seed pair: the old server seed is revealed.</li><li>Hash the revealed seed and compare it with the hash you were shown before.</li><li>Recompute the result from the server seed, client seed and nonce with the published algorithm.</li></ol><p>If the hash matches and the result is the same, the outcome was fixed before you bet and could not be changed afterwards.</p>",
  },
  "live-roulette-for-beginners": {
    title: "Live roulette for beginners",
    excerpt:
      "European, French or American? Inside and outside bets? A short guide before your first spin.",
    body: "<p>Roulette tables come in three main variants. <strong>European</strong> roulette has one zero and a house edge of 2.7 %. <strong>French</strong> roulette adds the la partage rule, which returns half of even-money bets when zero hits. <strong>American</strong> roulette has a second zero and a house edge of 5.26 %.</p><h2>Bets</h2><ul><li>Outside bets (red or black, odd or even, dozens) win often and pay little.</li><li>Inside bets (single numbers, splits, corners) win rarely and pay up to 35 to 1.</li></ul><p>No betting system beats the house edge. Choose single-zero tables and enjoy the game.</p>",
  },
  "set-your-limits": {
    title: "Set your limits before you play",
    excerpt:
      "Deposit, loss and wager limits, reminders and cool-off periods: tools that keep gambling fun.",
    body: "<p>The best moment to decide how much to spend is before the first bet. You can set daily, weekly and monthly limits on deposits, losses and wagers in your account.</p><h2>How limits work</h2><ul><li>A lower limit applies at once.</li><li>A higher limit takes effect only after 24 hours, so a decision made in the heat of the moment can cool down.</li><li>A cool-off pauses your account from 24 hours up to six weeks; self-exclusion lasts at least six months.</li></ul><p>If gambling stops being fun, use these tools early. Our responsible gaming page lists free, confidential help.</p>",
  },
  "two-factor-authentication": {
    title: "Protect your account with two-factor authentication",
    excerpt:
      "A password alone is not enough. Two-factor authentication takes two minutes and stops most account takeovers.",
    body: "<p>With two-factor authentication (2FA) turned on, signing in needs your password and a six-digit code from an authenticator app on your phone. A stolen password is then useless on its own.</p><h2>Turning it on</h2><ol><li>Open your profile and choose two-factor authentication.</li><li>Scan the QR code with an authenticator app.</li><li>Enter the code the app shows, then store your recovery codes somewhere safe.</li></ol><p>Each recovery code works once, in case you lose your phone. We will never ask you for a code by e-mail or chat.</p>",
  },
  "why-players-use-stablecoins": {
    title: "Why many players use stablecoins",
    excerpt:
      "USDT and USDC keep the value of your balance steady while you play. Here is what to know.",
    body: "<p>Bitcoin and other coins can move several percent in a day. If you deposit in Bitcoin, the value of your balance moves with the market while you play. Stablecoins such as <strong>USDT</strong> and <strong>USDC</strong> track the US dollar, so 100 USDT stays worth about 100 dollars.</p><h2>Things to check</h2><ul><li>Stablecoins exist on several networks: send on the network shown with your address.</li><li>Network fees differ a lot between networks.</li><li>Your balance is shown in your chosen display currency as well.</li></ul>",
  },
  "lightning-network-payments": {
    title: "Instant Bitcoin with the Lightning Network",
    excerpt:
      "Lightning payments settle in seconds for a fraction of a cent. How to deposit with an invoice.",
    body: "<p>The Lightning Network is a payment layer on top of Bitcoin. Instead of waiting for block confirmations, a payment travels through channels and arrives in seconds, usually for a tiny fee.</p><h2>Depositing with Lightning</h2><ol><li>Choose Bitcoin and the Lightning network in the deposit tab.</li><li>Enter the amount: we create an invoice with a QR code.</li><li>Pay it from any Lightning wallet before it expires.</li></ol><p>An unpaid invoice simply expires; nothing is charged. For large amounts, an on-chain deposit may still be the better choice.</p>",
  },
  "bonus-wagering-explained": {
    title: "Bonus wagering requirements, explained",
    excerpt:
      "What 30x wagering means, why slots count more than table games, and how a bonus turns into real money.",
    body: "<p>A bonus comes with a wagering requirement: the amount you must bet before bonus money becomes withdrawable. A 100 USDT bonus with 30x wagering means 3,000 USDT in bets.</p><h2>Contribution</h2><p>Games count differently: slots usually count 100 %, table games and originals less, and live casino is often excluded. A maximum bet applies while you wager.</p><h2>The outcome</h2><ul><li>Complete the requirement and the bonus converts to real money.</li><li>If the balance drops below the minimum, the bonus is lost (busted).</li><li>Unused bonuses expire at the date shown.</li></ul>",
  },
  "free-spins-and-bonus-rounds": {
    title: "Free spins and bonus rounds: what is the difference?",
    excerpt:
      "Free spins from a promotion and free spins inside a slot are not the same thing. A quick explainer.",
    body: "<p><strong>Promotional free spins</strong> are a bonus: a number of spins on named slots at a fixed stake. Their winnings are credited as bonus money and have to be wagered.</p><p><strong>Bonus rounds</strong> are part of a slot's design. Landing three or more scatter symbols starts a feature, often free spins with multipliers or sticky wilds, paid from the game itself.</p><h2>Good to know</h2><ul><li>Bonus rounds are included in the slot's RTP.</li><li>Promotional spins have an expiry date: check it in the bonus dialog.</li></ul>",
  },
  "our-original-games": {
    title: "Our originals: dice, limbo, mines and plinko",
    excerpt: "Fast, simple and provably fair: a tour of the games we built ourselves.",
    body: "<p>Our original games are quick rounds with clear odds, and every result can be verified.</p><ul><li><strong>Dice</strong>: choose a target and roll over or under it; the chance sets the payout.</li><li><strong>Limbo</strong>: pick a target multiplier; the round wins if the result reaches it.</li><li><strong>Mines</strong>: reveal tiles on a grid and cash out before you hit a mine.</li><li><strong>Plinko</strong>: drop a ball through pegs into a row of multipliers.</li><li><strong>Keno</strong>: pick numbers and see how many are drawn.</li></ul><p>Each game shows its house edge, and the fairness panel lets you check every round.</p>",
  },
  "time-for-a-break": {
    title: "Signs it is time to take a break",
    excerpt:
      "Chasing losses, playing longer than planned, hiding it from others: warning signs and what to do.",
    body: "<p>Gambling should be entertainment. These signs suggest it is becoming something else:</p><ul><li>You play longer or spend more than you planned.</li><li>You try to win back what you lost.</li><li>You borrow money or use money meant for bills.</li><li>You feel restless or irritable when you are not playing.</li></ul><h2>What you can do</h2><p>Take a break with a cool-off, lower your limits, or exclude yourself. Talk to someone you trust, and contact a free, confidential helpline such as BeGambleAware or Gamblers Anonymous.</p>",
  },
};
