import { sanitizeHtml } from "../../shared/safe-html.tsx";

/** One question of the FAQ page and its answer (sanitised HTML). */
export interface FaqItem {
  id: string;
  question: string;
  answerHtml: string;
}

/** The FAQ page split into an introduction and its questions. */
export interface FaqContent {
  introHtml: string;
  items: FaqItem[];
}

const QUESTION_TAGS = new Set(["H2", "H3", "H4"]);

/**
 * Splits the FAQ page's HTML into questions: each heading (`h2`-`h4`) starts a question whose
 * answer is everything up to the next heading; what comes before the first heading is the
 * introduction. The HTML is sanitised first, so only safe markup reaches the answers.
 */
export function splitFaq(html: string): FaqContent {
  const template = document.createElement("template");
  template.innerHTML = sanitizeHtml(html);
  const intro: string[] = [];
  const items: FaqItem[] = [];
  let current: { question: string; answer: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    items.push({
      id: `faq-${items.length + 1}`,
      question: current.question,
      answerHtml: current.answer.join("").trim(),
    });
  };
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof Element && QUESTION_TAGS.has(node.tagName)) {
      flush();
      current = { question: (node.textContent ?? "").trim(), answer: [] };
      continue;
    }
    const markup = node instanceof Element ? node.outerHTML : (node.textContent ?? "");
    if (current) current.answer.push(markup);
    else intro.push(markup);
  }
  flush();
  return { introHtml: intro.join("").trim(), items };
}
