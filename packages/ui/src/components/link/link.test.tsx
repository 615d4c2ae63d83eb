import { screen } from "@testing-library/react";
import { type ReactNode } from "react";
import { renderWithTheme } from "../../test/index.ts";
import { Link } from "./link.tsx";

describe("Link", () => {
  it("renders an anchor with its href", () => {
    renderWithTheme(<Link href="/terms">Terms</Link>);
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  });

  it("opens external links safely and says so to screen readers", () => {
    renderWithTheme(
      <Link href="https://example.com" external externalLabel="(opens in a new tab)">
        Help centre
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Help centre (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders a router link through `as`", async () => {
    const navigate = jest.fn();
    function RouterLink({ to, children, ...rest }: { to: string; children?: ReactNode }) {
      return (
        <a
          href={to}
          onClick={(e) => {
            e.preventDefault();
            navigate(to);
          }}
          {...rest}
        >
          {children}
        </a>
      );
    }
    const { user } = renderWithTheme(
      <Link as={RouterLink} to="/lobby">
        Lobby
      </Link>,
    );
    await user.click(screen.getByRole("link", { name: "Lobby" }));
    expect(navigate).toHaveBeenCalledWith("/lobby");
  });
});
