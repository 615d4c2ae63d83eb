export { Page, type PageProps, type PageWidth } from "./page.tsx";
