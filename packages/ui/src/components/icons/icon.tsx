import { type ReactNode, type SVGProps } from "react";
import { useTheme } from "styled-components";
import { type SizeToken } from "../../tokens/index.ts";

type IconSize = Extract<SizeToken, "iconSm" | "iconMd" | "iconLg">;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "ref"> {
  /** Token size (default `iconMd`). */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative and hidden from
   * assistive technology (name the control around it instead).
   */
  title?: string;
}

/** Builds an icon component from 24×24 stroke paths. */
export function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ size = "iconMd", title, ...rest }: IconProps) {
    const theme = useTheme();
    const dimension = theme.sizes[size];
    return (
      <svg
        viewBox="0 0 24 24"
        width={dimension}
        height={dimension}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
