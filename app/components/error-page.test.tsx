import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { isRouteErrorResponse, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "../root";

type BoundaryProps = ComponentProps<typeof ErrorBoundary>;

/** The root error boundary as React Router renders it for a route that failed with `error`. */
function renderBoundary(error: unknown): string {
  const props = { error, params: {} } as unknown as BoundaryProps;
  return renderToStaticMarkup(
    <MemoryRouter>
      <ErrorBoundary {...props} />
    </MemoryRouter>,
  );
}

/** What React Router hands the boundary when a route answers with an error status. */
function responseError(status: number, statusText: string): unknown {
  const error = { status, statusText, internal: false, data: null };
  expect(isRouteErrorResponse(error)).toBe(true);
  return error;
}

describe("the fallback error page", () => {
  it("is titled Unexpected Application Error! and shows the error's message", () => {
    const html = renderBoundary(new Error("Cannot read the services list"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Cannot read the services list");
    expect(html).toContain('href="/"');
  });

  it("shows the status of a failed response", () => {
    const html = renderBoundary(responseError(503, "Service Unavailable"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("503 Service Unavailable");
  });
});
