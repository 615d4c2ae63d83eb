import styled from "styled-components";
import { textStyle } from "../../theme/layout.ts";

/**
 * Typography for article HTML (blog posts, static pages, promotion and notification bodies):
 * headings, paragraphs, lists, links, quotes, code, tables and images, readable in every theme
 * and at phone widths. It styles whatever HTML it holds; pass the sanitised markup as children
 * (e.g. the app's `SafeHtml`). Images without a size keep a 16:9 box so nothing shifts while they
 * load; code wraps and wide tables scroll inside the article instead of widening the page (the
 * app's sanitiser gives each table a tab stop, so the keyboard can scroll it).
 */
export const ArticleBody = styled.div`
  max-inline-size: 46rem;
  min-inline-size: 0;
  ${textStyle("md", "text")}
  line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
  overflow-wrap: anywhere;

  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }

  h1,
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.typography.lineHeights.snug};
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
    overflow-wrap: break-word;
  }
  h1,
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
  h4 {
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }

  p,
  ul,
  ol,
  blockquote,
  pre,
  table,
  figure {
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.xl};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space.xs};
  }
  li::marker {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  strong,
  b {
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  }

  blockquote {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
    font-style: italic;
    > :last-child {
      margin-block-end: 0;
    }
  }

  code,
  kbd,
  samp {
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    font-size: 0.9em;
  }
  pre {
    padding: ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    /* Code wraps instead of scrolling: a scrolling region would need a tab stop of its own. */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    code {
      padding: 0;
      background: none;
    }
  }

  table {
    display: block;
    max-inline-size: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    overflow-wrap: normal;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }

  hr {
    margin: ${({ theme }) => theme.space.xl} 0;
    border: 0;
    border-block-start: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }

  img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
    margin: ${({ theme }) => theme.space.lg} 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  img:not([width]),
  img:not([height]) {
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  figcaption {
    margin-block-start: calc(-1 * ${({ theme }) => theme.space.sm});
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
`;
