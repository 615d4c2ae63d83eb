export {
  Footer,
  type FooterProps,
  type FooterLink,
  type FooterLinkGroup,
  type FooterSocialLink,
} from "./footer.tsx";
