/** A blog post's card, as the stories and tests of the blog card start from (no cover image). */
export const blogPost = {
  title: "How provably fair dice works",
  excerpt:
    "Server seed, client seed and nonce: a step-by-step guide to verifying every roll yourself, with the exact formula we use.",
  publishedAt: "2026-10-30T10:00:00Z",
  locale: "en",
  tags: ["Provably fair", "Guides"],
  meta: "4 min read",
  href: "/blogs/provably-fair-dice",
};
