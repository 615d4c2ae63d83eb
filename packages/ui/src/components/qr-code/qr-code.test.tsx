import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { QrCode } from "./qr-code.tsx";

const pathOf = (svg: Element) =>
  [...svg.querySelectorAll("path")].map((path) => path.getAttribute("d")).join("|");

describe("QrCode", () => {
  it("renders a labelled SVG code with a caption", () => {
    renderWithTheme(
      <QrCode
        value="TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
        label="Deposit address QR code"
        caption="USDT · TRC-20"
      />,
    );
    const code = screen.getByRole("img", { name: "Deposit address QR code" });
    expect(code.tagName.toLowerCase()).toBe("svg");
    expect(code.querySelectorAll("path").length).toBeGreaterThan(0);
    expect(screen.getByText("USDT · TRC-20").tagName).toBe("FIGCAPTION");
  });

  it("encodes the value: different values give different modules", () => {
    renderWithTheme(
      <>
        <QrCode value="bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" label="Bitcoin" />
        <QrCode value="0x71C7656EC7ab88b098defB751B7401B5f6d8976F" label="Ethereum" />
      </>,
    );
    const bitcoin = pathOf(screen.getByRole("img", { name: "Bitcoin" }));
    const ethereum = pathOf(screen.getByRole("img", { name: "Ethereum" }));
    expect(bitcoin).not.toEqual(ethereum);
  });

  it("sizes the SVG and embeds a centre logo", () => {
    renderWithTheme(
      <QrCode
        value="otpauth://totp/Casino:ada?secret=JBSWY3DPEHPK3PXP"
        label="2FA"
        size={160}
        logoSrc="/coin.svg"
      />,
    );
    const code = screen.getByRole("img", { name: "2FA" });
    expect(code).toHaveAttribute("width", "160");
    expect(code.querySelector("image")).toHaveAttribute("href", "/coin.svg");
  });
});
