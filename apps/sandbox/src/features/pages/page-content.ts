/**
 * The static pages of the site (`/page-detail/{slug}`), written for the
 * sandbox: short, plain and true of it (no real money, no real support desk).
 * Bodies use only the tags and attributes of {@link allowedPageTags}.
 */
import { allowedHtmlTags } from "../../lib/html.ts";

export interface PageContent {
  slug: string;
  title: string;
  meta_description: string;
  body: string;
}

/**
 * The HTML a page body may use: the tags the server serves (`allowedHtmlTags`) but for `h4`, `b`,
 * `i`, `blockquote` and `img`, and `href` (internal, https or mailto) on links only.
 */
export const allowedPageTags = allowedHtmlTags.filter(
  (tag) => !["h4", "b", "i", "blockquote", "img"].includes(tag),
);

/** A page body written as one string a line (the translations in `translations/` use it too). */
export const html = (lines: string[]) => lines.join("\n");

export const pageContents: PageContent[] = [
  {
    slug: "about-us",
    title: "About us",
    meta_description:
      "What the Casino Sandbox is: a development copy of the casino lobby that uses no real money.",
    body: html([
      "<p>The <strong>Casino Sandbox</strong> is the development and demonstration copy of our crypto casino lobby. It runs the same screens as the real product against a server that simulates everything behind them.</p>",
      "<h2>What is real here</h2>",
      "<ul>",
      "<li>Accounts, passwords, two-factor authentication and e-mail verification work as they will in production.</li>",
      "<li>Wallet balances are kept in a proper double-entry ledger, so every amount you see adds up.</li>",
      "</ul>",
      "<h2>What is simulated</h2>",
      "<ul>",
      "<li>Deposits and withdrawals never touch a blockchain: deposit addresses cannot receive funds and nothing is ever paid out.</li>",
      "<li>Other players' bets in the live feeds are generated.</li>",
      "<li>E-mails and text messages are not sent; they are kept in the development outbox.</li>",
      "</ul>",
      '<p>Nothing in the sandbox can be won or lost. If you have questions, see the <a href="/page-detail/faqs">FAQs</a> or <a href="/page-detail/contacts">contact us</a>.</p>',
    ]),
  },
  {
    slug: "responsible-gaming",
    title: "Responsible gaming",
    meta_description:
      "How to keep gambling safe, the warning signs of a problem, and where to get free, confidential help.",
    body: html([
      "<p>Gambling should be entertainment, never a way to make money or to escape problems. The sandbox uses no real money, but the habits it shows are the ones the real product is built around.</p>",
      "<h2>Keep it safe</h2>",
      "<ul>",
      "<li>Decide in advance how much time and money you can afford to lose, and stop when you reach it.</li>",
      "<li>Never chase losses, and never gamble with money meant for rent, bills or food.</li>",
      "<li>Take regular breaks, and do not gamble when you are upset, tired or have been drinking.</li>",
      "</ul>",
      "<h2>Warning signs</h2>",
      "<p>Spending more than you planned, borrowing to gamble, hiding it from others or feeling restless when you stop can all mean gambling has become a problem.</p>",
      "<h2>Getting help</h2>",
      '<p>Free, confidential support is available from <a href="https://www.begambleaware.org/">BeGambleAware</a> and <a href="https://www.gamblersanonymous.org/">Gamblers Anonymous</a>. Gambling is for adults only: you must be 18 or older to play.</p>',
    ]),
  },
  {
    slug: "terms-and-conditions",
    title: "Terms and conditions",
    meta_description:
      "The terms for using the Casino Sandbox, a development service without real money.",
    body: html([
      "<p>By creating an account or using the sandbox you agree to these terms.</p>",
      "<h2>1. The service</h2>",
      "<p>The sandbox is a development and demonstration service. Balances, deposits, withdrawals, bonuses and winnings are simulated: they have no monetary value and cannot be exchanged, transferred or paid out.</p>",
      "<h2>2. Accounts</h2>",
      "<ul>",
      "<li>You must be 18 or older.</li>",
      "<li>Keep your password and two-factor codes to yourself; you are responsible for activity on your account.</li>",
      "<li>Accounts and their data may be reset or deleted at any time, without notice.</li>",
      "</ul>",
      "<h2>3. Availability</h2>",
      "<p>The service is provided as is, may change or stop at any time, and is not available in every country. Do not use a VPN or proxy to get around a location restriction.</p>",
      "<h2>4. Privacy</h2>",
      '<p>How we handle your data is described in the <a href="/page-detail/privacy-policy">privacy policy</a>.</p>',
    ]),
  },
  {
    slug: "privacy-policy",
    title: "Privacy policy",
    meta_description: "What the Casino Sandbox stores about you, why, and for how long.",
    body: html([
      "<p>The sandbox stores only what it needs to make the lobby work.</p>",
      "<h2>What we store</h2>",
      "<ul>",
      "<li>Your account details: username, e-mail address, and the personal details and phone number you choose to add.</li>",
      "<li>Your password as a salted hash, never in readable form. Two-factor secrets and recovery codes are encrypted.</li>",
      "<li>Your simulated wallets, transactions, notifications and settings.</li>",
      "<li>If you sign in with Google, Facebook or Telegram: the account id and the name and e-mail address the provider shares.</li>",
      "<li>Your IP address is used at each request to tell whether your country is blocked. It appears in the server's request log but is not stored with your account.</li>",
      "</ul>",
      "<h2>What we do not do</h2>",
      "<p>We do not sell or share your data, and the sandbox sends no e-mails or text messages: they are recorded in a development outbox instead.</p>",
      "<h2>Keeping and deleting data</h2>",
      '<p>Sandbox data may be deleted at any time. To have your account removed sooner, <a href="/page-detail/contacts">contact us</a>.</p>',
    ]),
  },
  {
    slug: "faqs",
    title: "FAQs",
    meta_description:
      "Answers to common questions about accounts, wallets and games in the Casino Sandbox.",
    body: html([
      "<h3>Is this real money?</h3>",
      "<p>No. Every balance in the sandbox is simulated and cannot be paid out.</p>",
      "<h3>How do I fund a wallet?</h3>",
      "<p>Open the wallet and choose <strong>Deposit</strong>. The address shown cannot receive real coins; in development, deposits are simulated with the sandbox's tools.</p>",
      "<h3>Why do I have to verify my e-mail?</h3>",
      "<p>Verification proves the address is yours so it can be used to recover your account. The link in the message is valid for 60 minutes; you can ask for a new one.</p>",
      "<h3>How do I turn on two-factor authentication?</h3>",
      "<p>Go to your profile, scan the QR code with an authenticator app and enter the six-digit code. Keep the recovery codes somewhere safe: each one works once if you lose your phone.</p>",
      "<h3>A game says it is not available in my location. Why?</h3>",
      '<p>Some games are licensed only in some countries. See <a href="/page-detail/vpn-instruction">location and VPN help</a>.</p>',
      "<h3>How do I close my account?</h3>",
      '<p><a href="/page-detail/contacts">Contact us</a> and we will delete it.</p>',
    ]),
  },
  {
    slug: "vpn-instruction",
    title: "Location and VPN help",
    meta_description:
      "Why a game can be unavailable in your location, and how to make sure your real location is used.",
    body: html([
      "<p>Some games may only be offered in certain countries. We decide which ones you can open from the country your connection comes from.</p>",
      "<h2>If a game is blocked by mistake</h2>",
      "<p>A VPN, proxy or private relay can make your connection appear to come from another country, and games licensed for your real location may then be blocked. To fix it:</p>",
      "<ol>",
      "<li>Turn off any VPN or proxy app, browser extension or private relay.</li>",
      "<li>Reload the page so your location is checked again.</li>",
      "<li>If the game is still unavailable, it is not offered in your country.</li>",
      "</ol>",
      '<p><strong>Do not use a VPN to reach games that are not offered in your country.</strong> It breaks our <a href="/page-detail/terms-and-conditions">terms</a>.</p>',
    ]),
  },
  {
    slug: "contacts",
    title: "Contacts",
    meta_description: "How to reach the team behind the Casino Sandbox.",
    body: html([
      "<p>The sandbox is a development service: the support team behind it answers during development hours, not around the clock.</p>",
      "<ul>",
      '<li>Customer support: sign in and open a conversation on the <a href="/customer-support">customer support</a> page; answers arrive there and in your inbox.</li>',
      '<li>E-mail: <a href="mailto:support@sandbox.test">support@sandbox.test</a> (a development address: messages to it go nowhere on the public internet).</li>',
      '<li>Help pages: the <a href="/page-detail/faqs">FAQs</a> answer the most common questions.</li>',
      "</ul>",
      '<p>If you are worried about your gambling, please read our <a href="/page-detail/responsible-gaming">responsible gaming</a> page for free, confidential help.</p>',
    ]),
  },
];
