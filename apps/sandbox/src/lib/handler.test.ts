import { ok } from "./envelope.ts";
import type { Handlers, RequestContext } from "./handler.ts";

describe("Handlers", () => {
  it("types each handler's body, query and path parameters from its contract operation", async () => {
    const seen: unknown[] = [];
    const handlers: Handlers = {
      login: async ({ body }) => {
        const identifier: string = body.username_or_email;
        // @ts-expect-error the login body has no such field
        seen.push(identifier, body.remember_me);
        return ok(null);
      },
      listCities: async ({ query }) => {
        const stateId: number = query.state_id;
        seen.push(stateId);
        return ok([]);
      },
      cancelWithdrawal: async ({ params }) => {
        const id: number = params.id;
        seen.push(id);
        return ok(null);
      },
      listPageSlots: async ({ query }) => {
        seen.push(query.slots?.includes("in_menu"));
        return ok([]);
      },
    };
    const ctx = { query: { state_id: 7 }, auth: undefined } as unknown as RequestContext<never>;
    await handlers.listCities!(ctx as never);
    expect(seen).toEqual([7]);
  });
});
