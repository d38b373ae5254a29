import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { ApiError } from "../../../lib/api";
import { useSectionProblems } from "./useSectionProblems";

afterEach(() => {
  vi.useRealTimers();
});

describe("useSectionProblems", () => {
  it("shows a known code in its section at once", () => {
    const { result } = renderHook(() => useSectionProblems());
    act(() =>
      result.current.fail(
        new ApiError(422, { code: "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED", message: "" }),
      ),
    );
    expect(result.current.problems.payment?.code).toBe("ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED");
  });
  it("shows an unknown code after 1000 ms, and a clear cancels it", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSectionProblems());
    act(() => result.current.fail(new ApiError(500, { code: "ERR_WHATEVER", message: "" })));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.problems.summary).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.problems.summary?.key).toBe("place-order-error");
    act(() => result.current.clear());
    act(() => result.current.fail(new ApiError(500, { code: "ERR_WHATEVER", message: "" })));
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.problems.summary).toBeUndefined();
  });
});
