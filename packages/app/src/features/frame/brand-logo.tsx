import { Link as RouterLink } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { useAppOptions } from "../../routes/app-options.tsx";
import { useSiteSettingsQuery } from "../site/site-api.ts";

const Home = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  text-decoration: none;
  img {
    block-size: 2rem;
    inline-size: auto;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
`;

/** The site's logo (from its settings) or its title, linking to the lobby. */
export function BrandLogo() {
  const { siteHostname, defaultTitle } = useAppOptions();
  const { data: site } = useSiteSettingsQuery(siteHostname);
  const { t } = useLingui();
  const title = site?.title || defaultTitle;
  return (
    <Home to="/" aria-label={t`${title}: lobby`}>
      {site?.logo ? (
        <img src={site.logo} alt="" width={120} height={32} />
      ) : (
        <span aria-hidden="true">{title}</span>
      )}
    </Home>
  );
}
