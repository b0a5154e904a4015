import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { servedPathname } from "./lib/served-location";

export const streamTimeout = 5_000;

/** The router's context with the location moved to where the document will be served. */
function atServedLocation(context: EntryContext): EntryContext {
  const { location, basename } = context.staticHandlerContext;
  const pathname = servedPathname(location.pathname, context.isSpaMode, basename);
  if (pathname === location.pathname) return context;
  return {
    ...context,
    staticHandlerContext: { ...context.staticHandlerContext, location: { ...location, pathname } },
  };
}

/**
 * Renders a document. With `ssr` off this runs only at build time, to pre-render the public
 * pages and the SPA fallback, so every document is rendered whole before it is written.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const context = atServedLocation(routerContext);
  const url = new URL(request.url);
  url.pathname = context.staticHandlerContext.location.pathname;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={context} url={url.href} />,
      {
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are reported by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
