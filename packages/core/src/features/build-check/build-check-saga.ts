import type { SagaIterator } from "redux-saga";
import { call, delay, put } from "redux-saga/effects";
import { getPlatform } from "../../utils/context.ts";
import { buildCheckActions } from "./slice.ts";

/** How often `builds/latest.json` is polled (the spec does not give the interval). */
export const BUILD_CHECK_INTERVAL_MS = 60_000;

/** Reads the build id from `builds/latest.json` (`buildId`, `build_id` or `version`). */
export function buildIdOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const fields = body as Record<string, unknown>;
  const id = fields.buildId ?? fields.build_id ?? fields.version;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/**
 * Polls `/builds/latest.json?t=<timestamp>` through the platform's `fetchJson` port; when the
 * published build id differs from the running one, flags the update (the next navigation reloads)
 * and stops. Failed polls are logged and retried at the next interval.
 */
export function* buildCheckSaga(): SagaIterator {
  const platform = yield* getPlatform();
  const fetchJson = platform.fetchJson;
  if (!fetchJson) return;
  for (;;) {
    yield delay(BUILD_CHECK_INTERVAL_MS);
    try {
      const now = platform.now?.() ?? Date.now();
      const body: unknown = yield call(fetchJson, `/builds/latest.json?t=${now}`);
      const buildId = buildIdOf(body);
      if (buildId && buildId !== platform.config.buildId) {
        yield put(buildCheckActions.buildChanged({ buildId }));
        return;
      }
    } catch (error) {
      platform.logger.debug("build check failed", error);
    }
  }
}
