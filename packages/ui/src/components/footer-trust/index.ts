export {
  FooterTrust,
  type FooterCoin,
  type FooterLicence,
  type FooterTrustMark,
  type FooterTrustProps,
} from "./footer-trust.tsx";
