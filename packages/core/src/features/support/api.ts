import {
  contractGet,
  contractList,
  coreApi,
  type ContractBody,
  type ContractData,
  type ContractQuery,
  contractMutation,
} from "../../store/core-api.ts";

/** Query of `GET /api/support/conversations`: `page`, `per_page`. */
export type SupportConversationListQuery = ContractQuery<"/api/support/conversations">;
/** A conversation with its messages (oldest first) and the player's unread total. */
export type SupportConversationDetail = ContractData<"/api/support/conversations/{id}">;
/** One message of a support conversation (plain text). */
export type SupportMessage = SupportConversationDetail["messages"][number];
/** A support conversation (status, unread count, latest message). */
export type SupportConversation = SupportConversationDetail["conversation"];
/** A guest's new conversation: the detail, the e-mail and the access token (the only key to it). */
export type GuestSupportConversation = ContractData<"/api/support/guest/conversations", "post">;
/** What a guest sends to open a conversation (e-mail, subject, message). */
export type GuestSupportOpening = ContractBody<"/api/support/guest/conversations", "post">;

/**
 * Customer-support endpoints (`/customer-support`, signed-in only on the server). The list pages
 * carry the `SupportConversations` tag; a conversation's detail is kept in step by the support
 * saga (realtime `support_message`, sent and read messages) without refetching, and the unread
 * count (`supportUnreadCount`) is patched from every answer that carries `unread_total`.
 */
export const supportApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    listSupportConversations: contractList(build, "/api/support/conversations", [
      "SupportConversations",
    ]),
    supportConversation: build.query<SupportConversationDetail, number>({
      query: (id) => ({ url: "/api/support/conversations/{id}", path: { id } }),
    }),
    supportUnreadCount: contractGet(build, "/api/support/unread-count", ["SupportUnread"]),
    openSupportConversation: contractMutation(build, "post", "/api/support/conversations", {
      invalidatesTags: ["SupportConversations"],
    }),
    sendSupportMessage: contractMutation(
      build,
      "post",
      "/api/support/conversations/{id}/messages",
      {
        invalidatesTags: ["SupportConversations"],
      },
    ),
    markSupportConversationRead: contractMutation(
      build,
      "patch",
      "/api/support/conversations/{id}/read",
      {
        invalidatesTags: ["SupportConversations"],
      },
    ),
    /** A guest opens a conversation; the guest-support saga keeps the returned token. */
    openGuestSupportConversation: contractMutation(
      build,
      "post",
      "/api/support/guest/conversations",
    ),
    /** A guest's conversation by access token (a POST: the token travels in the body). */
    guestSupportConversation: build.query<SupportConversationDetail, string>({
      query: (accessToken) => ({
        method: "post",
        url: "/api/support/guest/conversation",
        body: { access_token: accessToken },
      }),
    }),
    sendGuestSupportMessage: build.mutation<
      ContractData<"/api/support/guest/conversation/messages", "post">,
      { accessToken: string; message: string }
    >({
      query: ({ accessToken, message }) => ({
        method: "post",
        url: "/api/support/guest/conversation/messages",
        body: { access_token: accessToken, message },
      }),
    }),
    closeSupportConversation: contractMutation(
      build,
      "patch",
      "/api/support/conversations/{id}/close",
      {
        invalidatesTags: ["SupportConversations"],
      },
    ),
  }),
});
