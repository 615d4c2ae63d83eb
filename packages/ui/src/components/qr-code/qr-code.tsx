import { QRCodeSVG } from "qrcode.react";
import { type ReactNode } from "react";
import styled from "styled-components";
import { textStyle } from "../../theme/layout.ts";
import { palette } from "../../tokens/index.ts";

export interface QrCodeProps {
  /** The encoded text: a wallet address, payment URI or 2FA `otpauth://` URI. */
  value: string;
  /** Accessible name, e.g. "QR code of your USDT deposit address". */
  label: string;
  /** Visible caption under the code. */
  caption?: ReactNode;
  /** Rendered size in CSS pixels (default 192). */
  size?: number;
  /** An image in the middle (e.g. the coin); raises error correction so the code stays readable. */
  logoSrc?: string;
  className?: string;
}

const Figure = styled.figure`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

/* Scanners need dark modules on a light quiet zone, whatever the theme. */
const Plate = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${palette.white};
  box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  svg {
    display: block;
  }
`;

const Caption = styled.figcaption`
  max-inline-size: 100%;
  ${textStyle("sm", "textMuted")}
  text-align: center;
  overflow-wrap: anywhere;
`;

/** A scannable QR code rendered as SVG (qrcode.react), labelled for assistive technology. */
export function QrCode({ value, label, caption, size = 192, logoSrc, className }: QrCodeProps) {
  const logoSize = Math.round(size * 0.22);
  return (
    <Figure className={className}>
      <Plate>
        <QRCodeSVG
          value={value}
          size={size}
          level={logoSrc ? "H" : "M"}
          marginSize={0}
          fgColor={palette.ink950}
          bgColor={palette.white}
          role="img"
          aria-label={label}
          {...(logoSrc
            ? { imageSettings: { src: logoSrc, width: logoSize, height: logoSize, excavate: true } }
            : {})}
        />
      </Plate>
      {caption ? <Caption>{caption}</Caption> : null}
    </Figure>
  );
}
