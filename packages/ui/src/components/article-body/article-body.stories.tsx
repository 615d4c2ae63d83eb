import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArticleBody } from "./article-body.tsx";

const image =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#181b3f"/><circle cx="320" cy="180" r="90" fill="#2fe38c"/></svg>',
  );

const everything = `
<p>The <strong>Casino Sandbox</strong> runs the same screens as the real product. Read the <a href="/page-detail/faqs">FAQs</a> or <a href="https://example.com/">an external guide</a>.</p>
<h2>What is real here</h2>
<ul><li>Accounts, passwords and two-factor authentication.</li><li>Wallet balances kept in a double-entry ledger, so every amount you see adds up.</li></ul>
<h3>Steps</h3>
<ol><li>Open the wallet.</li><li>Choose <em>Deposit</em>.</li></ol>
<blockquote><p>Nothing in the sandbox can be won or lost.</p></blockquote>
<p>The roll is <code>floor(float * 10001) / 100</code>:</p>
<pre><code>bytes = HMAC_SHA256(serverSeed, clientSeed + ":" + nonce + ":" + round)
float = b0/256 + b1/256^2 + b2/256^3 + b3/256^4</code></pre>
<table><thead><tr><th>Level</th><th>Stars</th><th>Cashback</th></tr></thead>
<tbody><tr><td>Bronze</td><td>0</td><td>1%</td></tr><tr><td>Silver</td><td>1,000</td><td>2%</td></tr></tbody></table>
<img src="${image}" alt="A die">
<hr>
<p>A very long word: Verantwortungsbewusstseinsförderungsmaßnahmenkatalogüberarbeitung.</p>`;

const meta = {
  title: "Content/ArticleBody",
  component: ArticleBody,
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {
  render: () => <ArticleBody dangerouslySetInnerHTML={{ __html: everything }} />,
};
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: "mobile1" } },
  render: () => (
    <div style={{ maxInlineSize: "390px" }}>
      <ArticleBody dangerouslySetInnerHTML={{ __html: everything }} />
    </div>
  ),
};
export const ShortText: Story = {
  render: () => (
    <ArticleBody>
      <p>One paragraph only.</p>
    </ArticleBody>
  ),
};
export const Empty: Story = { render: () => <ArticleBody /> };
