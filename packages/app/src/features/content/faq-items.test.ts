import { splitFaq } from "./faq-items.ts";

describe("splitFaq", () => {
  it("makes each heading a question and what follows it the answer", () => {
    const { introHtml, items } = splitFaq(
      "<p>Read this first.</p>\n<h3>Is this real money?</h3>\n<p>No.</p>\n<h3>How do I fund a wallet?</h3>\n<p>Open the <strong>wallet</strong>.</p><ul><li>Deposit</li></ul>",
    );
    expect(introHtml).toBe("<p>Read this first.</p>");
    expect(items).toEqual([
      { id: "faq-1", question: "Is this real money?", answerHtml: "<p>No.</p>" },
      {
        id: "faq-2",
        question: "How do I fund a wallet?",
        answerHtml: "<p>Open the <strong>wallet</strong>.</p><ul><li>Deposit</li></ul>",
      },
    ]);
  });

  it("sanitises before splitting: scripts and handlers never reach an answer", () => {
    const { items } = splitFaq(
      '<h3>Q <img src=x onerror="alert(1)"></h3><p>A<script>alert(2)</script><img src="https://x.test/a.png" onerror="alert(3)"></p>',
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.question).toBe("Q");
    expect(items[0]!.answerHtml).not.toMatch(/script|onerror|alert/);
  });

  it("keeps a page without headings as introduction only", () => {
    expect(splitFaq("<p>No questions yet.</p>")).toEqual({
      introHtml: "<p>No questions yet.</p>",
      items: [],
    });
  });
});
