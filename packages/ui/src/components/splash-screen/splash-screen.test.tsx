import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { SplashScreen } from "./splash-screen.tsx";

describe("SplashScreen", () => {
  it("is a busy status named by its label and shows the logo", () => {
    renderWithTheme(
      <SplashScreen label="Loading" logo={<img src="/logo.svg" alt="Neon Casino" />} />,
    );
    const status = screen.getByRole("status", { name: "Loading" });
    expect(status).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("img", { name: "Neon Casino" })).toBeInTheDocument();
  });

  it("renders nothing when not visible", () => {
    renderWithTheme(<SplashScreen visible={false} label="Loading" logo={<span>Logo</span>} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
