export { ArticleBody } from "./article-body.tsx";
