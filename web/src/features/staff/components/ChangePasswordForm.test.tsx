import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { invalidateSession } from "../../../lib/api";
import { AnnounceProvider } from "./announce";
import { ChangePasswordForm } from "./ChangePasswordForm";

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AnnounceProvider>
        <ChangePasswordForm email="sam@wattle.example" />
      </AnnounceProvider>
    </QueryClientProvider>,
  );
}

/** Answers POST /api/staff/password with each of answers in turn. */
function stubApi(...answers: [number, unknown][]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/session") return Response.json({ success: true, data: { csrfToken: "tok" } });
      bodies.push(JSON.parse(String(init?.body)));
      const [status, body] = answers.shift() ?? [200, { success: true, data: {} }];
      return Response.json(body, { status });
    }),
  );
  return bodies;
}

const fill = (current: string, next: string, again = next) => {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: next } });
  fireEvent.change(screen.getByLabelText("New password again"), { target: { value: again } });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateSession();
});

describe("ChangePasswordForm", () => {
  it("puts the server's refusals under their fields, then says it changed and empties the form", async () => {
    const bodies = stubApi(
      [
        401,
        {
          success: false,
          error: {
            code: "ERR_LOGIN_BAD_CREDENTIALS",
            message: "Your current password is not right.",
            fields: { currentPassword: "invalid-password" },
          },
        },
      ],
      [
        400,
        {
          success: false,
          error: { code: "ERR_VALIDATION", message: "weak", fields: { password: "insecure-password" } },
        },
      ],
    );
    show();
    fill("wrong-one", "Fresh-Pass-2026");
    expect(await screen.findByText("Your current password is not right.")).toBeTruthy();
    expect(screen.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Current password"));

    fill("right-one", "password123");
    expect(await screen.findByText(/^Choose a stronger password/)).toBeTruthy();

    fill("right-one", "Fresh-Pass-2026");
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ currentPassword: "right-one", password: "Fresh-Pass-2026" });
    await waitFor(() =>
      expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe(""),
    );
    expect(document.activeElement).toBe(screen.getByTestId("password-changed"));
  });

  it("checks the form before sending: the new password twice, at least 8 characters", async () => {
    const bodies = stubApi();
    show();
    fill("right-one", "short", "shorter");
    expect(await screen.findByText("Use at least 8 characters.")).toBeTruthy();
    expect(screen.getByText("The new passwords don't match.")).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});
