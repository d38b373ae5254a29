import { afterEach, describe, expect, it, vi } from "vitest";
import { clearEvents, recordedEvents } from "../../lib/analytics";
import { currentPosition, GeoError, GEOLOCATION_TIMEOUT_MS, geoMessage } from "./geolocation";

type Failure = { code: number; PERMISSION_DENIED: 1; POSITION_UNAVAILABLE: 2; TIMEOUT: 3 };
const failure = (code: number): Failure => ({
  code,
  PERMISSION_DENIED: 1,
  POSITION_UNAVAILABLE: 2,
  TIMEOUT: 3,
});

function stubGeolocation(
  answer: (ok: PositionCallback, fail: (e: Failure) => void, opts?: PositionOptions) => void,
) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal("navigator", { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearEvents();
});

describe("use my location", () => {
  it("answers the position, asking with a 30 s timeout", async () => {
    const get = stubGeolocation((ok) =>
      ok({ coords: { latitude: -33.81, longitude: 151.0 } } as GeolocationPosition),
    );
    await expect(currentPosition()).resolves.toEqual({ latitude: -33.81, longitude: 151.0 });
    expect(get.mock.calls[0]?.[2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
    expect(GEOLOCATION_TIMEOUT_MS).toBe(30_000);
  });

  it("records Current Location Denied when the shopper refuses", async () => {
    stubGeolocation((_ok, fail) => fail(failure(1)));
    const err = await currentPosition().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeoError);
    expect((err as GeoError).reason).toBe("denied");
    expect(recordedEvents().map((e) => e.name)).toEqual(["Current Location Denied"]);
    expect(geoMessage("denied")).toMatch(/location access is turned off/);
  });

  it("tells a timeout apart, without a denial event", async () => {
    stubGeolocation((_ok, fail) => fail(failure(3)));
    const err = await currentPosition().catch((e: unknown) => e);
    expect((err as GeoError).reason).toBe("timeout");
    expect(recordedEvents()).toEqual([]);
  });

  it("fails plainly where the browser has no geolocation", async () => {
    vi.stubGlobal("navigator", {});
    const err = await currentPosition().catch((e: unknown) => e);
    expect((err as GeoError).reason).toBe("unsupported");
  });
});
