import type { QueryArgFrom, ResultTypeFrom } from "@reduxjs/toolkit/query";
import { type bonusesApi } from "../features/bonuses/api.ts";
import { type notificationsApi } from "../features/notifications/api.ts";
import { supportApi } from "../features/support/api.ts";
import { guestStore } from "../test/signed-in-store.ts";
import { contractRequest, type ContractData, type ContractMutationArg } from "./core-api.ts";

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(verdict: Equal<A, B>) => verdict;

describe("contractMutation", () => {
  it("derives each mutation's argument and result from the contract's path and method", () => {
    // A body: the argument is the request body.
    expect(
      same<ContractMutationArg<"/api/user/privacy", "put">, { hide_name: boolean }>(true),
    ).toBe(true);
    // One path parameter and no body: the argument is its value.
    expect(same<ContractMutationArg<"/api/bonuses/{id}/claim", "post">, number>(true)).toBe(true);
    // Nothing to send: no argument.
    expect(same<ContractMutationArg<"/api/cashback/claim", "post">, void>(true)).toBe(true);
    // A path parameter and a body: one object.
    expect(
      same<
        ContractMutationArg<"/api/support/conversations/{id}/messages", "post">,
        { id: number } & { message: string }
      >(true),
    ).toBe(true);
    // A GET written as a mutation: its query.
    expect(same<ContractMutationArg<"/api/verify", "get">, { code: string }>(true)).toBe(true);
    // The result is the contract's unwrapped answer.
    type Claimed = ResultTypeFrom<
      typeof bonusesApi.endpoints.claimBonus extends {
        Types: { MutationDefinition: infer D };
      }
        ? D
        : never
    >;
    expect(same<Claimed, ContractData<"/api/bonuses/{id}/claim", "post">>(true)).toBe(true);
    expect(
      same<
        QueryArgFrom<
          typeof notificationsApi.endpoints.markAllNotificationsRead extends {
            Types: { MutationDefinition: infer D };
          }
            ? D
            : never
        >,
        void
      >(true),
    ).toBe(true);
  });

  it("puts path parameters in the path, the rest in the body, and a GET's argument in the query", () => {
    expect(contractRequest("post", "/api/bonuses/{id}/claim", 7)).toEqual({
      method: "post",
      url: "/api/bonuses/{id}/claim",
      path: { id: 7 },
    });
    expect(
      contractRequest("post", "/api/support/conversations/{id}/messages", { id: 5, message: "Hi" }),
    ).toEqual({
      method: "post",
      url: "/api/support/conversations/{id}/messages",
      path: { id: 5 },
      body: { message: "Hi" },
    });
    expect(contractRequest("get", "/api/verify", { code: "123456" })).toEqual({
      method: "get",
      url: "/api/verify",
      query: { code: "123456" },
    });
    expect(contractRequest("post", "/api/cashback/claim", undefined)).toEqual({
      method: "post",
      url: "/api/cashback/claim",
    });
  });

  it("sends a path-and-body mutation to the server as the contract describes it", async () => {
    const { store, fake } = guestStore({
      "POST /api/support/conversations/{id}/messages": ({ path, body }) => ({
        id: 1,
        conversation_id: Number(path.id),
        author: "player",
        author_name: null,
        body: (body as { message: string }).message,
        is_read: false,
        created_at: "2026-01-01T00:00:00Z",
      }),
    });
    const result = await store.dispatch(
      supportApi.endpoints.sendSupportMessage.initiate({ id: 5, message: "Hello" }),
    );
    expect(result.data?.body).toBe("Hello");
    expect(fake.callsTo("POST /api/support/conversations/{id}/messages")).toEqual([
      expect.objectContaining({ path: { id: 5 }, body: { message: "Hello" } }),
    ]);
    store.close();
  });
});
