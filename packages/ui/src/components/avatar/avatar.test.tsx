import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Avatar, initials } from "./avatar.tsx";

describe("initials", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initials("Pixel Pioneer")).toBe("PP");
    expect(initials("satoshi")).toBe("S");
    expect(initials("chain_commander_7")).toBe("CC");
    expect(initials("tg_804790456")).toBe("T");
    expect(initials("Иван Петров")).toBe("ИП");
    expect(initials("4242")).toBe("4");
    expect(initials("  ")).toBe("");
  });
});

describe("Avatar", () => {
  it("is an image named after the player", () => {
    renderWithTheme(<Avatar name="Byte Bandit" src="/a.png" />);
    expect(screen.getByRole("img", { name: "Byte Bandit" })).toBeInTheDocument();
  });

  it("falls back to initials when the picture fails", () => {
    const { container } = renderWithTheme(<Avatar name="Byte Bandit" src="/broken.png" />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(screen.getByRole("img", { name: "Byte Bandit" })).toHaveTextContent("BB");
  });

  it("can be decorative", () => {
    renderWithTheme(<Avatar name="Token Tosser" decorative />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
