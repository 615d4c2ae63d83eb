import { failLoading, finishLoading, injectedScripts, resetSocialSdks } from "./social-fakes.ts";
import { SocialSignInError } from "./social-error.ts";
import { createScriptLoader } from "./social-script.ts";

const src = "https://sdk.example/sdk.js";

describe("createScriptLoader", () => {
  afterEach(() => {
    resetSocialSdks();
    delete (window as { fakeSdk?: unknown }).fakeSdk;
  });

  const ready = () => Boolean((window as { fakeSdk?: unknown }).fakeSdk);
  const install = () => void ((window as { fakeSdk?: unknown }).fakeSdk = {});

  it("injects an async script once and resolves every caller once it loaded", async () => {
    const load = createScriptLoader(document);
    const first = load(src, ready);
    const second = load(src, ready);
    expect(injectedScripts(src)).toHaveLength(1);
    expect(injectedScripts(src)[0]!.async).toBe(true);
    finishLoading(src, install);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await expect(load(src, ready)).resolves.toBeUndefined();
    expect(injectedScripts(src)).toHaveLength(1);
  });

  it("rejects a failed load with a clear error and injects again on the next call", async () => {
    const load = createScriptLoader(document);
    const failed = load(src, ready);
    failLoading(src);
    await expect(failed).rejects.toThrow(`Could not load ${src}`);
    await expect(failed).rejects.toMatchObject({ reason: "sdk_unavailable" });
    expect(injectedScripts(src)).toHaveLength(0);

    const retry = load(src, ready);
    expect(injectedScripts(src)).toHaveLength(1);
    finishLoading(src, install);
    await expect(retry).resolves.toBeUndefined();
  });

  it("rejects a script that loads without defining its SDK", async () => {
    const load = createScriptLoader(document);
    const loading = load(src, ready);
    finishLoading(src);
    const error = await loading.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SocialSignInError);
    expect((error as Error).message).toBe(`${src} loaded without defining its SDK`);
  });

  it("injects nothing when the SDK is already on the page", async () => {
    install();
    await expect(createScriptLoader(document)(src, ready)).resolves.toBeUndefined();
    expect(injectedScripts()).toHaveLength(0);
  });
});
