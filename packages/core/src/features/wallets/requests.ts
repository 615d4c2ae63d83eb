import type {
  CoreApiClient,
  RequestWithdrawalRequest,
  WalletSettings,
} from "../../api/entities.ts";

/** POST /api/wallets/user-wallets/change-selected-wallet */
export const requestSelectWallet = (api: CoreApiClient, code: string) =>
  api.post("/api/wallets/user-wallets/change-selected-wallet", { body: { code } });
/** PUT /api/wallets/setting */
export const requestUpdateWalletSettings = (api: CoreApiClient, body: WalletSettings) =>
  api.put("/api/wallets/setting", { body });
/** GET /api/user/wallet-address */
export const requestDepositAddress = (
  api: CoreApiClient,
  query: { entity_wallet_code: string; kind: string },
) => api.get("/api/user/wallet-address", { params: { query } });
/** POST /api/user/btc-lightning/wallet-address */
export const requestLightningInvoice = (api: CoreApiClient, amount: string) =>
  api.post("/api/user/btc-lightning/wallet-address", { body: { amount } });
/** POST /api/user/withdrawal */
export const requestWithdrawal = (api: CoreApiClient, body: RequestWithdrawalRequest) =>
  api.post("/api/user/withdrawal", { body });
/** GET /api/user/transactions/{id} */
export const requestTransaction = (api: CoreApiClient, id: number) =>
  api.get("/api/user/transactions/{id}", { params: { path: { id } } });
/** POST /api/user/withdrawals/{id}/cancel */
export const requestCancelWithdrawal = (api: CoreApiClient, id: number) =>
  api.post("/api/user/withdrawals/{id}/cancel", { params: { path: { id } } });
/** GET /api/user/transactions?type=deposit&status=pending: deposits still waiting for confirmations. */
export const requestPendingDeposits = (api: CoreApiClient, perPage: number) =>
  api.get("/api/user/transactions", {
    params: { query: { type: "deposit", status: "pending", per_page: perPage } },
  });
