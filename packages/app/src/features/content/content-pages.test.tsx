import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRequest } from "@casino/core/testing";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";

jest.setTimeout(20_000);

const tags = [
  { id: 1, slug: "guides", name: "Guides" },
  { id: 2, slug: "news", name: "News" },
];

function post(id: number, tagIndexes: number[] = [0]) {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: `Excerpt of post ${id}`,
    cover_image: null,
    tags: tagIndexes.map((index) => tags[index]!),
    author_name: "Ada",
    reading_minutes: id,
    published_at: "2026-10-30T10:00:00Z",
  };
}

const posts = [post(1, [0]), post(2, [0, 1]), post(3, [1])];

function listBlogs(request: FakeRequest) {
  const matching = request.query.tag
    ? posts.filter((p) => p.tags.some((tag) => tag.slug === request.query.tag))
    : posts;
  return onePage(matching, 12);
}

const blogRoutes = {
  "GET /api/blogs": listBlogs,
  "GET /api/blogs/tags": () =>
    tags.map((tag) => ({
      ...tag,
      posts_count: posts.filter((p) => p.tags.includes(tag)).length,
    })),
  "GET /api/blogs/{id}": (request: FakeRequest) => {
    const found = posts.find((p) => p.slug === request.path.id || String(p.id) === request.path.id);
    if (!found) throw apiError(404, "not_found");
    return {
      ...found,
      body: '<h2>Setting up</h2><p>Read <a href="https://example.com/">this</a>.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
    };
  },
};

describe("blog", () => {
  afterEach(() => {
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it("lists posts, filters by tag in the address bar and opens a sanitised post", async () => {
    const api = createFakeApi(blogRoutes);
    const { router } = await renderApp("/blogs", { api: api.client });
    // The skeleton list gives way to the loaded one.
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Posts" })).getAllByRole("article"),
      ).toHaveLength(3),
    );
    const list = screen.getByRole("list", { name: "Posts" });
    expect(within(list).getByRole("article", { name: "Post 2" })).toHaveTextContent("2 min read");

    const tagNav = await screen.findByRole("navigation", { name: "Blog tags" });
    await userEvent.click(within(tagNav).getByRole("link", { name: /News/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?tag=news"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Blog: News" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "News" }))
          .getAllByRole("article")
          .map((a) => a.textContent),
      ).toEqual([expect.stringContaining("Post 2"), expect.stringContaining("Post 3")]),
    );
    const newsList = screen.getByRole("list", { name: "News" });
    expect(api.callsTo("GET /api/blogs").at(-1)!.query).toMatchObject({ tag: "news", page: 1 });

    await userEvent.click(within(newsList).getByRole("link", { name: "Post 3" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/blogs/post-3"));
    await screen.findByRole("heading", { level: 1, name: "Post 3" });
    const article = screen.getByRole("article", { name: "Post 3" });
    expect(within(article).getByRole("heading", { level: 2, name: "Setting up" })).toBeVisible();
    expect(article).toHaveTextContent("3 min read");
    expect(article).toHaveTextContent("By Ada");
    expect(within(article).getByRole("link", { name: "this" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(article.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(within(article).getByRole("link", { name: "News" })).toHaveAttribute(
      "href",
      "/blogs?tag=news",
    );
    // Related: the first tag's other posts.
    const related = await screen.findByRole("list", { name: "Related posts" });
    await waitFor(() =>
      expect(
        within(related)
          .getAllByRole("article")
          .map((a) => a.getAttribute("aria-labelledby") && a.textContent),
      ).toEqual([expect.stringContaining("Post 2")]),
    );
  });

  it("shows tags with their counts, an empty list and a failed load with Try again", async () => {
    const down = outage();
    const api = createFakeApi({
      ...blogRoutes,
      "GET /api/blogs": down.route((request) =>
        request.query.tag === "news"
          ? { ...listBlogs(request), data: [], total: 0 }
          : listBlogs(request),
      ),
    });
    const { router } = await renderApp("/blogs", { api: api.client });
    expect(
      await screen.findByRole("heading", { name: "The blog could not be loaded." }),
    ).toBeInTheDocument();
    down.end();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Post 1" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "All tags" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/blogs/tags"));
    const cloud = await screen.findByRole("list", { name: "Blog tags" });
    const news = await within(cloud).findByRole("link", { name: /News/ });
    expect(news).toHaveTextContent("2 posts");
    await userEvent.click(news);
    await waitFor(() => expect(router.state.location.search).toBe("?tag=news"));
    expect(
      await screen.findByRole("heading", { name: "No posts with this tag yet." }),
    ).toBeInTheDocument();
  });

  it("pages through the posts with the page in the address bar", async () => {
    const api = createFakeApi({
      ...blogRoutes,
      "GET /api/blogs": (request) => {
        const page = Number(request.query.page ?? 1);
        return {
          data: [post(page === 1 ? 1 : 3)],
          current_page: page,
          per_page: 12,
          total: 13,
          last_page: 2,
        };
      },
    });
    const { router } = await renderApp("/blogs", { api: api.client });
    expect(await screen.findByRole("article", { name: "Post 1" })).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Blog pages" });
    await userEvent.click(within(pages).getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    expect(await screen.findByRole("article", { name: "Post 3" })).toBeInTheDocument();
    expect(api.callsTo("GET /api/blogs").at(-1)!.query).toMatchObject({ page: 2, per_page: 12 });
  });

  it("answers 404 for an unknown post", async () => {
    const api = createFakeApi(blogRoutes);
    await renderApp("/blogs/no-such-post", { api: api.client });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

const faqs = {
  id: 5,
  slug: "faqs",
  title: "FAQs",
  meta_description: null,
  updated_at: "2026-11-01T00:00:00Z",
  body: "<h3>Is this real money?</h3><p>No, it is simulated.</p><h3>How do I fund a wallet?</h3><p>Open the wallet.</p>",
};

describe("static pages", () => {
  it("opens the FAQ accordion by keyboard", async () => {
    const api = createFakeApi({
      "GET /api/pages/{slug}": (request) => {
        if (request.path.slug !== "faqs") throw apiError(404, "not_found");
        return faqs;
      },
    });
    await renderApp("/page-detail/faqs", { api: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "FAQs" })).toBeInTheDocument();
    const question = screen.getByRole("button", { name: "Is this real money?" });
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("No, it is simulated.")).not.toBeVisible();
    question.focus();
    await userEvent.keyboard("{Enter}");
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Is this real money?" })).toHaveTextContent(
      "No, it is simulated.",
    );
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "How do I fund a wallet?" })).toHaveFocus();
  });

  it("renders a page's sanitised HTML, retries a failure and gives 404 for an unknown page", async () => {
    let failing = true;
    const api = createFakeApi({
      "GET /api/pages/{slug}": (request) => {
        if (request.path.slug === "missing") throw apiError(404, "not_found");
        if (failing) throw apiError(503, "server_error");
        return {
          ...faqs,
          slug: "about-us",
          title: "About us",
          body: '<p>Hello <img src="x" onerror="window.__pwned = true"></p>',
        };
      },
    });
    const { router } = await renderApp("/page-detail/about-us", { api: api.client });
    // The shell's own start-up reads (footer, coins) may re-render the page around the error:
    // the error is awaited as a state, not held as one element.
    await waitFor(() =>
      expect(
        screen.getByRole("heading", { name: "This page could not be loaded." }),
      ).toBeInTheDocument(),
    );
    failing = false;
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    const article = await screen.findByRole("article", { name: "About us" });
    expect(article).toHaveTextContent("Hello");
    expect(article).toHaveTextContent("Last updated November 1, 2026");
    expect(article.innerHTML).not.toContain("onerror");
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();

    await router.navigate("/page-detail/missing");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

describe("forwarded address test and /lobby", () => {
  it("shows the addresses the server saw and asks again on Refresh", async () => {
    let calls = 0;
    const api = createFakeApi({
      "GET /api/x-forwarded-for-test": () => {
        calls += 1;
        return {
          client_ip: calls === 1 ? "203.0.113.7" : "203.0.113.8",
          country_code: "DE",
          is_blocked: false,
          x_forwarded_for: "203.0.113.7, 10.0.0.1",
          x_forwarded_for_2: null,
          proxy_trusted: true,
        };
      },
    });
    await renderApp("/x-forwarded-for-test", { api: api.client });
    const address = await screen.findByLabelText("Your address as the server sees it");
    expect(address).toHaveValue("203.0.113.7");
    const facts = screen.getByText("X-Forwarded-For-2").closest("dl")!;
    expect(facts).toHaveTextContent("X-Forwarded-For203.0.113.7, 10.0.0.1");
    expect(facts).toHaveTextContent("X-Forwarded-For-2Not sent");
    // The address and the forwarded header each have a copy button.
    expect(screen.getAllByRole("button", { name: "Copy" })).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Your address as the server sees it")).toHaveValue(
        "203.0.113.8",
      ),
    );
  });

  it("replaces /lobby by the lobby, keeping the query", async () => {
    const { router } = await renderApp("/lobby?type=slots");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.search).toBe("?type=slots");
  });
});
