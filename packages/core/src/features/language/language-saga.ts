import type { SagaIterator } from "redux-saga";
import { call, put, select, takeEvery, takeLatest } from "redux-saga/effects";
import type { Locale, User } from "../../api/entities.ts";
import { cookieMaxAge, cookieNames } from "../../platform/cookies.ts";
import { getPlatform } from "../../utils/context.ts";
import { safely } from "../../utils/safely.ts";
import { selectToken } from "../session/index.ts";
import { selectUser, accountSettingsApi } from "../user/index.ts";
import { runMutation } from "../../store/query-effects.ts";
import { coreApi } from "../../store/core-api.ts";
import { toSupportedLanguage } from "./language.ts";
import { languageActions } from "./slice.ts";

/**
 * `language/selected`: cookie for 6 months; translated content in the cache (every endpoint
 * providing `Content`: blogs, static pages, page slots, categories, games, promotions,
 * tournaments, challenges, VIP levels, the bonus lists, deposit preview and welcome offer) is
 * fetched again in the new language (an unused entry is dropped); PATCH /api/user/lang/change
 * when signed in.
 */
export function* languageSelectedWorker(
  action: ReturnType<typeof languageActions.selected>,
): SagaIterator {
  const platform = yield* getPlatform();
  platform.storage.set(cookieNames.lang, action.payload, { maxAge: cookieMaxAge.lang });
  yield put(coreApi.util.invalidateTags(["Content"]));
  const token: string | null = yield select(selectToken);
  const user: User | null = yield select(selectUser);
  if (!token || user?.lang === action.payload) return;
  try {
    yield call(runMutation, accountSettingsApi.endpoints.changeLanguage, {
      lang: action.payload,
    });
  } catch (error) {
    platform.logger.warn("language change not saved on the server", error);
  }
}

/** A signed-in player without a saved language cookie gets the account's language. */
export function* adoptUserLanguageWorker(action: { payload: User }): SagaIterator {
  const platform = yield* getPlatform();
  if (toSupportedLanguage(platform.storage.get(cookieNames.lang))) return;
  const lang: Locale = action.payload.lang;
  yield put(languageActions.selected(lang));
}

/** Language watchers. */
export function* languageSaga(): SagaIterator {
  yield takeLatest(languageActions.selected.type, safely(languageSelectedWorker));
  yield takeEvery(
    coreApi.endpoints.userInformation.matchFulfilled,
    safely(adoptUserLanguageWorker),
  );
}
