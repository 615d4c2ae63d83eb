export { ButtonLink, type ButtonLinkProps } from "./button-link.tsx";
