import { createScrollKeys } from "./scroll-key.ts";

const at = (key: string, pathname: string, search = "") => ({ key, pathname, search });

describe("scroll keys", () => {
  it("give a new page its own key and an entry revisited by Back the key it had", () => {
    const keyOf = createScrollKeys();
    expect(keyOf(at("a", "/"))).toBe("a");
    expect(keyOf(at("b", "/categories/slots"))).toBe("b");
    // Back: the lobby's entry finds its key, under which its position was saved.
    expect(keyOf(at("a", "/"))).toBe("a");
    // A fresh visit of the same path by a link is a new entry: a new key (the top).
    expect(keyOf(at("c", "/categories/slots"))).toBe("c");
  });

  it("keep the key (and the scroll) when only the page's options change", () => {
    const keyOf = createScrollKeys();
    expect(keyOf(at("a", "/gaming-history"))).toBe("a");
    expect(keyOf(at("b", "/gaming-history", "?bet=41"))).toBe("a");
    expect(keyOf(at("c", "/gaming-history", "?game=7"))).toBe("a");
  });

  it("treat another lobby kind or another list page as a new page", () => {
    const keyOf = createScrollKeys();
    expect(keyOf(at("a", "/"))).toBe("a");
    expect(keyOf(at("b", "/", "?type=slots"))).toBe("b");
    expect(keyOf(at("c", "/gaming-history"))).toBe("c");
    expect(keyOf(at("d", "/gaming-history", "?page=2"))).toBe("d");
  });
});
